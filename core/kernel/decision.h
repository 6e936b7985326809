#pragma once
// Decision points: wherever the rules ask someone to choose, the engine stops and asks.
// The answer comes from the scenario's script, a built-in AI policy, or the caller (the
// GUI, a fork); every answer is recorded, so a replay needs nothing else.
#include "kernel/event.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace ts {

enum class AnswerSource : std::uint8_t { Script = 1, Policy = 2, Caller = 3 };

std::string_view answerSourceName(AnswerSource s);
std::optional<AnswerSource> answerSourceFromName(std::string_view name);

// A ruleset-defined choice: `kind` selects the action, the rest are its arguments.
struct Answer {
    std::uint16_t kind = 0;
    EntityId target = kNoEntity;
    std::int32_t a = 0;
    std::int32_t b = 0;
    bool operator==(const Answer&) const = default;
};

struct DecisionRequest {
    EntityId actor = kNoEntity;
    std::optional<Answer> scripted;  // the scenario script's next answer for this actor, if any
};

struct DecisionRecord {
    Seq requestedAt = 0;  // trace size when the engine asked; a fork restarts exactly here
    EntityId actor = kNoEntity;
    AnswerSource source = AnswerSource::Caller;
    Answer answer;
    bool operator==(const DecisionRecord&) const = default;
};

}  // namespace ts
