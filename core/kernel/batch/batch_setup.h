#pragma once
// A batch run's plan from a scenario document and its --set arguments, built alike by
// turnscope-cli batch and the GUI's Batch window: the variants (one scenario per sweep
// value), what keeps a plan from being played, and the results' parameters before the games.
#include "kernel/batch/batch_results.h"
#include "kernel/batch/scenario_set.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ts {

// A run holds its results in memory until it writes them (about 200 bytes a game plus 8 per
// metric value); bigger runs are sharded.
inline constexpr std::uint64_t kMaxBatchGames = 1'000'000;
// A run streamed to its results file (streamBatch) holds no game: its bound is only there to
// refuse a typing slip (10^12 games: a year at 30,000 games a second, a file of ~100 TB).
inline constexpr std::uint64_t kMaxStreamedBatchGames = 1'000'000'000'000;

// The scenario of each sweep value (one without a sweep) with every set applied; the set
// with several values is the sweep (the caller allows one). `ruleset` is the document's.
// Throws ScenarioSetError (a path that does not exist) or ScenarioError (a value the
// ruleset refuses, naming the set).
std::vector<std::shared_ptr<const Scenario>> batchVariants(const nlohmann::json& doc, const std::string& file,
                                                           const std::vector<ScenarioSet>& sets,
                                                           const Ruleset*& ruleset);

// What keeps `plan` from being played, as a sentence ("" when nothing does): more games than
// `maxGames` (kMaxBatchGames for a run held in memory, kMaxStreamedBatchGames streamed), a
// sweep that changes the ruleset's metrics, a ruleset without a meter.
std::string batchPlanProblem(const BatchPlan& plan, const std::string& file, std::uint64_t maxGames = kMaxBatchGames);

// The results before their games: the batch table (all but "games"), the document, the
// sweep's values and the metric names. `seeds` is the whole range; `shard` "I/N" or "".
BatchResults batchResultsHead(const BatchPlan& plan, const std::string& file, const nlohmann::json& doc,
                              const std::vector<ScenarioSet>& sets, const SeedRange& seeds, const std::string& shard);

}  // namespace ts
