#pragma once
// The Run table as text (the seed's own Markdown layout) and as JSON, for the CLI, the
// tests and the final-state JSON.
#include "state.h"

#include "kernel/trace/trace.h"
#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace ts::roguelike {

// `after`: cells show what happened (x acted, - skipped for lack of a token, † dead, .
// not reached), else what was scheduled.
std::string tableToText(const RunTable& table, const State& state, const RoguelikeScenario& scenario, bool after);
// The event after which turn `turn`'s table stands "as built" (merged, tokens dealt: the
// last event before Run 1), or with `after` the turn's last event. nullopt: no such turn.
std::optional<Seq> tableEvent(const Trace& trace, std::int32_t turn, bool after);

nlohmann::json tableToJson(const RunTable& table, const State& state, const RoguelikeScenario& scenario);
// The same, written over `doc` (json_in_place.h).
void writeTableJson(nlohmann::json& doc, const RunTable& table, const State& state, const RoguelikeScenario& scenario);

}  // namespace ts::roguelike
