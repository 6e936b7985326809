#pragma once
// Batch runs: one untraced game per seed of a range, for each value of an optional sweep,
// on N threads. Each game depends only on its scenario and seed, so the results are the
// same whatever N is; they come back in (sweep, seed) order. A game re-opens traced from
// its seed: a Session over the same scenario and seed takes the same decisions (the
// script's, then the AI policy's) and plays the same events.
#include "kernel/ruleset.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ts {

enum class BatchGameStatus : std::uint8_t {
    Finished,  // the game is over
    Budget,  // stopped at the event budget
    Waiting,  // waits for a decision nobody gives headless ("playerPolicy": "manual")
};
std::string_view batchGameStatusName(BatchGameStatus s);

struct BatchGame {
    std::uint32_t sweep = 0;  // index of the sweep value (0 without a sweep)
    std::uint64_t seed = 0;
    BatchGameStatus status = BatchGameStatus::Finished;
    std::int32_t outcome = 0;  // Ruleset::outcomeText
    std::string outcomeText;
    std::string winner;  // empty: none
    std::uint64_t events = 0;
    std::int64_t periods = 0;  // major periods begun
    std::uint64_t decisions = 0;
    std::uint64_t stateHash = 0;  // of the final state
    // The ruleset's metrics per period: metrics[period-1 * metricCount + m].
    std::vector<std::int64_t> metrics;
    bool operator==(const BatchGame&) const = default;
};

// Answers the decision `game` waits for as a Session does for a live game, without recording
// it: the script's answer, else the AI policy's (unless the scenario is "playerPolicy":
// "manual"). False: nobody headless can answer. `index` is the decision's number.
bool answerHeadless(Game& game, const Scenario& scenario, std::uint64_t index);

// One game, untraced: the script's answers first, then the AI policy's (unless the
// scenario is "playerPolicy": "manual"), as a Session answers. `maxEvents` 0 = no budget;
// the work budget (game.h) stops it as the event budget does (status Budget).
// Throws std::invalid_argument when the ruleset has no meter (Ruleset::meter).
BatchGame playBatchGame(const Ruleset& ruleset, const Scenario& scenario, std::uint64_t seed, std::uint64_t maxEvents,
                        std::uint64_t maxWorkPerEvent = kDefaultWorkPerEvent);

// The seeds [first, last] split in `count` contiguous parts; part `index` (0-based), which
// may be empty. Throws std::invalid_argument for index >= count or first > last.
struct SeedRange {
    std::uint64_t first = 0, last = 0;  // inclusive
    bool empty = false;
    std::uint64_t size() const { return empty ? 0 : last - first + 1; }
};
SeedRange shardOfSeeds(std::uint64_t first, std::uint64_t last, std::uint64_t index, std::uint64_t count);

struct BatchPlan {
    const Ruleset* ruleset = nullptr;
    std::vector<std::shared_ptr<const Scenario>> variants;  // one per sweep value (one without)
    SeedRange seeds;
    unsigned jobs = 1;
    std::uint64_t maxEvents = 0;
};

struct BatchProgress {
    std::uint64_t done = 0, total = 0;
};

// Plays every (variant, seed) of the plan on plan.jobs threads. `progress` (may be empty)
// is called from the calling thread about every `progressMs` milliseconds and at the end.
// When `cancel` becomes true the workers stop after their current game and runBatch
// returns what it has with `complete` false.
struct BatchRun {
    std::vector<BatchGame> games;  // in (sweep, seed) order; all of them when complete
    bool complete = true;
};
BatchRun runBatch(const BatchPlan& plan, const std::function<void(const BatchProgress&)>& progress = {},
                  const std::atomic<bool>* cancel = nullptr, int progressMs = 500);

}  // namespace ts
