#pragma once
// The running game of one ruleset: a copyable value (checkpoints, NPC previews, forks)
// with a step function. A step executes one rule step and emits its events; it never
// blocks: when the rules need a choice the step returns NeedDecision and the driver
// answers (script, policy, caller or recorded input) before stepping again.
#include "kernel/decision.h"
#include "kernel/sink.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace ts {

enum class StepStatus : std::uint8_t { Progress, NeedDecision, Finished };

// The work budget of a run (Game::workDone): the rules may do kWorkBudgetBase units of work
// plus `perEvent` units for each event so far. A unit costs about 5-10 ns, so the default,
// 134 M units and 512 an event, holds a game to about a second plus a few seconds per
// million events; the samples and the stress scenarios of every ruleset do at most 14 units
// an event (turnscope-worst-bench prints the figures; docs/robustness.md).
inline constexpr std::uint64_t kWorkBudgetBase = std::uint64_t(1) << 27;
inline constexpr std::uint64_t kDefaultWorkPerEvent = 512;

class Game {
public:
    virtual ~Game() = default;

    virtual std::unique_ptr<Game> clone() const = 0;
    virtual StepStatus step(EventSink& sink) = 0;
    virtual bool finished() const = 0;

    // Valid while the last step returned NeedDecision.
    virtual DecisionRequest pendingDecision() const = 0;
    virtual std::vector<Answer> legalAnswers() const = 0;
    virtual std::optional<Answer> policyAnswer() const = 0;  // the built-in AI's choice, if it has one
    // Stores the answer; the next step traces it (a Decision event) and acts on it.
    virtual void answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex) = 0;

    virtual std::uint64_t stateHash() const = 0;
    // Sets one traced field; used to show the state between the writes of one step.
    virtual void applyWrite(EntityId entity, FieldId field, std::int32_t value) = 0;
    // The whole state as JSON (the inspector, `--final-state-json`).
    virtual nlohmann::json toJson() const = 0;
    // The same document written over `doc`, which may hold anything (usually an earlier state
    // of this game). The inspector reuses its documents this way on every step: a ruleset
    // whose document is large overwrites the values in place (json_in_place.h) instead of
    // allocating them again.
    virtual void writeJson(nlohmann::json& doc) const;
    virtual std::size_t memoryBytes() const = 0;
    // The work the rules have done in this game so far, in units of the ruleset's own choice
    // that each cost about the same small time (a legality check of one answer, a cell or an
    // actor looked at, a listener called). A run holds it to its work budget
    // (SessionOptions::maxWorkPerEvent), so a scenario whose rules work hard for few events
    // cannot run for hours. Part of the game's value (clone copies it, so a replay counts
    // the same), never of its state hash. 0: the ruleset counts nothing.
    virtual std::uint64_t workDone() const { return 0; }

protected:
    Game() = default;
    Game(const Game&) = default;
    Game& operator=(const Game&) = default;
};

// Whether `game`, `events` events into its run, has done more work than a budget of
// `perEvent` units an event allows (0: no budget). Checked at step boundaries.
inline bool overWorkBudget(const Game& game, std::uint64_t events, std::uint64_t perEvent)
{
    if (perEvent == 0)
        return false;
    const std::uint64_t allowed =
        events > (UINT64_MAX - kWorkBudgetBase) / perEvent ? UINT64_MAX : kWorkBudgetBase + events * perEvent;
    return game.workDone() > allowed;
}

}  // namespace ts
