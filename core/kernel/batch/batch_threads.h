#pragma once
// What runBatch and streamBatch share (not an interface of the kernel's).
#include "kernel/batch/batch.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace ts {

// Each thread plays from its own copy of the scenarios (see batch.cpp).
std::vector<std::shared_ptr<const Scenario>> threadScenarios(const BatchPlan& plan, unsigned jobs);

// Games per block a worker claims at a time: enough blocks remain for the threads to finish
// together, and no more than 64 games, so that a shared counter is not touched per game.
inline std::uint64_t batchBlockSize(std::uint64_t total, unsigned jobs)
{
    return std::clamp<std::uint64_t>(total / (std::uint64_t{jobs} * 32), 1, 64);
}

}  // namespace ts
