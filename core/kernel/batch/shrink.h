#pragma once
// Shrinking (issue 15): the smallest scenario whose game still goes wrong, found by delta
// debugging over the scenario's JSON document, so that it works for every ruleset without
// naming one. A candidate is the document with elements of one array removed (ddmin over
// each array's elements, largest arrays first; script lines are array elements too) or one
// integer (or decimal string) moved toward 0. It is kept when its ruleset accepts it and
// the game played on it, untraced, with the same seed and answered as `run` answers (the
// scenario's script, then the AI policy), still has the property within no more events
// than the best game so far. Passes repeat until none keeps a candidate, or the time
// budget is used up: the best document so far is the result either way.
#include "kernel/ruleset.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

namespace ts {

// What "goes wrong" means. Exactly one of the three is set.
struct ShrinkProperty {
    // True for the state after some engine step (checked after every step, so a value that
    // changes and changes back within one step is not seen). Exceptions it throws count as
    // false.
    std::function<bool(const Game& state)> stateCondition;
    // The game throws (the ruleset reports an error while it plays): the same exception type
    // as in the original game.
    bool engineError = false;
    // A test of its own: plays the candidate's game itself (e.g. traced, for a property over
    // events such as a breakpoint's) with the same seed and returns the events played until
    // the property held, nullopt when it did not within `maxEvents`. The search's clock is
    // not read inside it, so it must stop at `maxEvents` (the best game's length, short after
    // the first kept candidate); it may return early when the cancel flag is set. Exceptions
    // it throws count as nullopt.
    std::function<std::optional<std::uint64_t>(std::shared_ptr<const Scenario> candidate, std::uint64_t seed,
                                               std::uint64_t maxEvents)>
        reaches;
};

struct ShrinkProgress {
    std::uint64_t candidates = 0;  // games played so far (the input's included)
    std::uint64_t kept = 0;  // candidates that kept the property
    std::uint64_t events = 0;  // the best game's events up to the property
    double seconds = 0;
};

struct ShrinkOptions {
    std::string file;  // named in the ruleset's messages about a candidate (never shown)
    std::uint64_t seed = 0;
    // Wall time for the whole search, the input's game included (that game is always played
    // to its end). Only reaching it makes the result depend on the machine's speed.
    std::chrono::milliseconds budget{60'000};
    std::uint64_t maxCandidates = 0;  // 0: no limit (tests stop at a fixed count)
    std::uint64_t maxEvents = 20'000'000;  // the input game's event budget
    std::function<void(const ShrinkProgress&)> progress;  // after every candidate; may be empty
    // Set from another thread to stop the search as the budget would: the best document so
    // far is the result (budgetUsedUp and cancelled are true). May be null.
    const std::atomic<bool>* cancel = nullptr;
};

struct ShrinkResult {
    nlohmann::json document;  // the smallest scenario found (the input's when nothing was kept)
    std::uint64_t eventsBefore = 0, eventsAfter = 0;  // events played until the property held
    std::uint64_t elementsBefore = 0, elementsAfter = 0;  // array elements in the document, all levels
    std::uint64_t numbersShrunk = 0;  // kept moves of a number toward 0
    std::uint64_t candidates = 0, kept = 0;
    bool budgetUsedUp = false;  // stopped by the time budget, maxCandidates or cancel, not at a fixpoint
    bool cancelled = false;  // by ShrinkOptions::cancel
    std::string errorType;  // engineError: the exception's type, and its message in the result
    std::string errorMessage;
    double seconds = 0;
};

// The property does not hold on the input game (or the search was cancelled while that game
// was played): nothing to shrink. what() says what was played.
class ShrinkError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Throws ShrinkError when the input does not have the property, ScenarioError when the
// ruleset refuses `document` itself.
ShrinkResult shrinkScenario(const Ruleset& ruleset, const nlohmann::json& document, const ShrinkProperty& property,
                            const ShrinkOptions& options);

}  // namespace ts
