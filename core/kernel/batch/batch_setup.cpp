#include "kernel/batch/batch_setup.h"

#include "kernel/io/utc_now.h"

#include <algorithm>

namespace ts {

std::vector<std::shared_ptr<const Scenario>> batchVariants(const nlohmann::json& doc, const std::string& file,
                                                           const std::vector<ScenarioSet>& sets,
                                                           const Ruleset*& ruleset)
{
    std::size_t sweepValues = 1;
    for (const ScenarioSet& s : sets)
        sweepValues = std::max(sweepValues, s.values.size());
    std::vector<std::shared_ptr<const Scenario>> variants;
    for (std::size_t k = 0; k < sweepValues; ++k) {
        std::vector<ScenarioChange> changes;
        for (const ScenarioSet& s : sets)
            changes.push_back({&s, s.values.size() > 1 ? k : 0});
        const LoadedScenario loaded = parseScenarioWithChanges(doc, file, changes);
        ruleset = loaded.ruleset;
        variants.push_back(loaded.scenario);
    }
    return variants;
}

std::string batchPlanProblem(const BatchPlan& plan, const std::string& file, std::uint64_t maxGames)
{
    // Divided, not multiplied: seeds × values could wrap.
    if (plan.seeds.size() > maxGames || plan.seeds.size() > maxGames / std::max<std::size_t>(1, plan.variants.size()))
        return "a batch plays at most " + std::to_string(maxGames) + " games (seeds × sweep values)" +
            (maxGames == kMaxBatchGames ? "; split bigger runs with --shard and batch-merge" : "");
    const std::vector<std::string> names = plan.ruleset->metricNames(*plan.variants.front());
    for (const auto& v : plan.variants)
        if (plan.ruleset->metricNames(*v) != names)
            return "the sweep changes the ruleset's metrics (e.g. the number of units): its values "
                   "must keep the scenario's shape";
    if (!plan.ruleset->meter(*plan.ruleset->newGame(*plan.variants.front(), plan.seeds.first)))
        return file + " is a game of the " + std::string(plan.ruleset->id()) +
            " ruleset, which cannot be played in a batch";
    return {};
}

BatchResults batchResultsHead(const BatchPlan& plan, const std::string& file, const nlohmann::json& doc,
                              const std::vector<ScenarioSet>& sets, const SeedRange& seeds, const std::string& shard)
{
    BatchResults r;
    nlohmann::json fixed = nlohmann::json::array();
    for (const ScenarioSet& s : sets) {
        if (s.values.size() == 1) {
            fixed.push_back(s.path + "=" + s.texts.front());
            continue;
        }
        r.params["sweep_path"] = s.path;
        r.sweepValues = s.texts;
    }
    r.params["format"] = "turnscope-batch";
    r.params["format_version"] = std::to_string(kBatchFormatVersion);
    r.params["turnscope_version"] = TURNSCOPE_VERSION;
    r.params["ruleset"] = std::string(plan.ruleset->id());
    r.params["scenario_file"] = file;
    r.params["sets"] = fixed.dump();
    r.params.try_emplace("sweep_path", "");
    r.params["seeds"] = std::to_string(seeds.first) + ".." + std::to_string(seeds.last);
    r.params["shard"] = shard;
    r.params["max_events"] = std::to_string(plan.maxEvents);
    r.params["created_utc"] = utcNow();
    r.scenarioJson = doc.dump();
    r.metricNames = plan.ruleset->metricNames(*plan.variants.front());
    r.params["metric_count"] = std::to_string(r.metricNames.size());
    return r;
}

}  // namespace ts
