#pragma once
// The head of a batch results file (its parameters, scenario and metric names) for seeds
// 1..games of a plan's first variant, unsharded, as `turnscope-cli batch --out` writes it:
// what tests/kernel/tst_batch_stream and tests/bench/bench_batch stream their games under.
#include "kernel/batch/batch.h"
#include "kernel/batch/batch_results.h"
#include "kernel/ruleset.h"

#include <cstdint>
#include <string>

namespace ts::test {

inline BatchResults batchHeadOf(const BatchPlan& plan, std::uint64_t games)
{
    BatchResults r;
    r.params = {{"format", "turnscope-batch"},
                {"format_version", "1"},
                {"ruleset", std::string(plan.ruleset->id())},
                {"seeds", "1.." + std::to_string(games)},
                {"shard", ""},
                {"games", std::to_string(games)}};
    r.scenarioJson = plan.variants.front()->source.dump();
    r.metricNames = plan.ruleset->metricNames(*plan.variants.front());
    r.params["metric_count"] = std::to_string(r.metricNames.size());
    return r;
}

}  // namespace ts::test
