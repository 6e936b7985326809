// turnscope-worst-bench: the rules' own work on the worst valid scenarios found (issue 36,
// tests/support/worst_scenarios.h), played untraced as a batch game plays them: events,
// decisions, seconds, and the time per event and per decision. Markdown rows on stdout; not
// a test, nothing asserts on time (tst_stack_scale and tst_energy_scale do, with bounds).
//
//   turnscope-worst-bench [--quick]
#include "worst_scenarios.h"

#include "rulesets/rulesets.h"
#include "kernel/batch.h"
#include "kernel/ruleset_registry.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

namespace {

using Clock = std::chrono::steady_clock;

void row(const char* name, const nlohmann::json& doc)
{
    const ts::LoadedScenario s = ts::parseScenarioJson(doc, "worst.json");
    const auto t0 = Clock::now();
    const ts::BatchGame g = ts::playBatchGame(*s.ruleset, *s.scenario, 1, 0);
    const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    char perDecision[32] = "–";
    if (g.decisions)
        std::snprintf(perDecision, sizeof perDecision, "%.1f ms", 1e3 * seconds / double(g.decisions));
    std::printf("| %s | %llu | %llu | %.3f | %.2f | %s |\n", name, static_cast<unsigned long long>(g.events),
                static_cast<unsigned long long>(g.decisions), seconds, g.events ? 1e6 * seconds / double(g.events) : 0.0,
                perDecision);
}

}  // namespace

int main(int argc, char** argv)
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    ts::registerAllRulesets();
    std::printf("| scenario | events | decisions | seconds | µs per event | per decision |\n|---|---|---|---|---|---|\n");
    row("stack: 512 components, 505 grants refused after every target and zone", ts::test::stackManyGrants(512, quick ? 20 : 200));
    row("energy loop: one chaser alone on 1000 × 1000 cells", ts::test::energyLonelyChaser(1000, quick ? 20000 : 200000));
    return 0;
}
