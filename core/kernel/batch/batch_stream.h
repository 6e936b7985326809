#pragma once
// Batch runs whose results are not kept: every game is handed, as soon as the games before it
// are done, to a consumer on the calling thread, in (sweep, seed) order, so a results file
// written from it is the same whatever the number of threads, and a run of 10 M games holds
// no more than a few blocks of results at a time (runBatch holds them all).
#include "kernel/batch/batch.h"

#include <atomic>
#include <cstdint>
#include <functional>

namespace ts {

struct BatchStreamRun {
    std::uint64_t games = 0;  // handed to the consumer
    bool complete = true;  // false: cancelled before every game of the plan was played
};

// Plays every (variant, seed) of the plan on plan.jobs threads and calls `consume` on the
// calling thread with each game in (sweep, seed) order; the workers stay at most a few blocks
// of games ahead of it. `progress` (may be empty) is called from the calling thread about
// every `progressMs` milliseconds and at the end. When `cancel` becomes true the workers stop
// after their current game; the games they finished are still consumed, in order (those of a
// block cut short are a prefix of it, so the consumed games may have gaps). An exception from
// a game or from `consume` stops the workers and is rethrown here.
BatchStreamRun streamBatch(const BatchPlan& plan, const std::function<void(const BatchGame&)>& consume,
                           const std::function<void(const BatchProgress&)>& progress = {},
                           const std::atomic<bool>* cancel = nullptr, int progressMs = 500);

}  // namespace ts
