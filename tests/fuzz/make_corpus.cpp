// Seeds for fuzz_trace_open: every scenario given on the command line is run and saved as a
// trace in OUT_DIR, then rewritten with 512-byte pages (VACUUM keeps every row, so the file
// stays a valid trace) so that the fuzzer mutates kilobytes rather than mostly empty pages.
// With --batch, seeds for fuzz_batch_results: each scenario's batch of seeds 1..3 as a
// results file, with 512-byte pages too.
//   fuzz_make_corpus [--batch] OUT_DIR SCENARIO...
#include "kernel/batch/batch_results.h"
#include "kernel/batch/batch_setup.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "rulesets/rulesets.h"

#include <sqlite3.h>

#include <cstdio>
#include <exception>
#include <string>

namespace {

bool vacuumSmall(const std::string& path)
{
    sqlite3* db = nullptr;
    bool ok = sqlite3_open(path.c_str(), &db) == SQLITE_OK &&
        sqlite3_exec(db, "PRAGMA page_size=512; VACUUM;", nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

std::string stem(const std::string& path)
{
    const auto slash = path.rfind('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    const auto dot = name.rfind('.');
    return dot == std::string::npos ? name : name.substr(0, dot);
}

}  // namespace

// Seeds 1..3 of the scenario, as `turnscope-cli batch` writes them.
void saveBatch(const std::string& scenarioFile, const std::string& path)
{
    const nlohmann::json doc = ts::readScenarioDocument(scenarioFile);
    const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, scenarioFile);
    ts::BatchPlan plan;
    plan.ruleset = loaded.ruleset;
    plan.variants = {loaded.scenario};
    plan.seeds = ts::shardOfSeeds(1, 3, 0, 1);
    plan.maxEvents = 2000;
    ts::BatchResults r = ts::batchResultsHead(plan, scenarioFile, doc, {}, plan.seeds, "");
    r.games = ts::runBatch(plan).games;
    r.params["games"] = std::to_string(r.games.size());
    ts::saveBatchResults(path, r);
}

int main(int argc, char** argv)
{
    const bool batch = argc > 1 && std::string(argv[1]) == "--batch";
    if (argc < 3 + int(batch)) {
        std::fprintf(stderr, "usage: %s [--batch] OUT_DIR SCENARIO...\n", argv[0]);
        return 2;
    }
    ts::registerAllRulesets();
    const std::string out = argv[1 + int(batch)];
    for (int i = 2 + int(batch); i < argc; ++i) {
        try {
            if (batch) {
                const std::string results = out + "/" + stem(argv[i]) + ".sqlite";
                saveBatch(argv[i], results);
                if (!vacuumSmall(results))
                    std::fprintf(stderr, "%s: could not shrink the pages\n", results.c_str());
                continue;
            }
            const ts::LoadedScenario loaded = ts::loadScenarioFile(argv[i]);
            ts::SessionOptions options;
            options.maxEvents = 2000;  // small seeds: a few blocks at most
            // Several checkpoints, so that a seed holds checkpoint states past event 0 (a
            // ruleset with a state codec) for the fuzzer to damage.
            options.checkpointInterval = 64;
            options.checkpointBytesPerEvent = 0;
            ts::Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, options);
            session.run();
            const std::string trace = out + "/" + stem(argv[i]) + ".tstrace";
            ts::saveSession(trace, session);
            if (!vacuumSmall(trace))
                std::fprintf(stderr, "%s: could not shrink the pages\n", trace.c_str());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "%s\n", e.what());
            return 1;
        }
    }
    return 0;
}
