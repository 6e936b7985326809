// turnscope-worst-bench: the rules' own work on the worst valid scenarios found (issue 36,
// tests/support/worst_scenarios.h), played untraced as a run records them (by checkpoints):
// events, decisions, the rules' work units per event (Game::workDone), seconds, the time per
// event and per decision, and how the game ended under the default budgets (the event
// budget, 20 M events, and the work budget, game.h). Markdown rows on stdout; not a test,
// nothing asserts on time (tst_stack_scale, tst_energy_scale and tst_work_budget do).
// Scenario files given on the command line are played the same way (the samples, to see
// how far below the work budget they stay).
//
//   turnscope-worst-bench [--quick] [SCENARIO.json...]
#include "worst_scenarios.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "rulesets/rulesets.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

namespace {

using Clock = std::chrono::steady_clock;

const char* endOf(const ts::Session& s)
{
    if (s.finished())
        return "finished";
    if (s.workBudgetReached())
        return "work budget";
    return s.budgetReached() ? "event budget" : "waits for a decision";
}

void row(const std::string& name, const ts::LoadedScenario& s)
{
    ts::SessionOptions options;
    options.maxEvents = ts::kDefaultRunEventBudget;
    const auto t0 = Clock::now();
    ts::Session session(*s.ruleset, s.scenario, s.scenario->seed, options);
    session.run();
    const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    const double events = double(session.size());
    const std::size_t decisions = session.decisions().size();
    char perDecision[32] = "–";
    if (decisions)
        std::snprintf(perDecision, sizeof perDecision, "%.2f ms", 1e3 * seconds / double(decisions));
    std::printf("| %s | %llu | %zu | %.0f | %.3f | %.3f | %s | %s |\n", name.c_str(),
                static_cast<unsigned long long>(session.size()), decisions,
                events > 0 ? double(session.head().workDone()) / events : 0.0, seconds,
                events > 0 ? 1e6 * seconds / events : 0.0, perDecision, endOf(session));
}

void row(const char* name, const nlohmann::json& doc) { row(name, ts::parseScenarioJson(doc, "worst.json")); }

}  // namespace

int main(int argc, char** argv)
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    ts::registerAllRulesets();
    std::printf("| scenario | events | decisions | work per event | seconds | µs per event | per decision | end |\n"
                "|---|---|---|---|---|---|---|---|\n");
    row("stack: 512 components, 505 grants refused after every target and zone",
        ts::test::stackManyGrants(512, quick ? 20 : 200));
    row("energy loop: one chaser alone on 1000 × 1000 cells",
        ts::test::energyLonelyChaser(1000, quick ? 20000 : 200000));
    row("energy loop: a chaser and its opponent in opposite corners of 1000 × 1000 cells",
        ts::test::energyFarOpponent(1000, quick ? 2000 : 20000));
    row("nation: 64 nations × 1000 units, 100 domestic commands previewed on whole-game copies",
        ts::test::nationWidePreviews(64, 1000, 100, quick ? 1 : 3));
    row("nation: 8 nations × 10 units, 20 domestic commands", ts::test::nationWidePreviews(8, 10, 20, quick ? 3 : 30));
    row("events: 2 × 8 characters, 16 team buffs of 16 reactions that never hear",
        ts::test::eventsDeafListeners(16, quick ? 20 : 99));
    for (int i = quick ? 2 : 1; i < argc; ++i)
        row(argv[i], ts::loadScenarioFile(argv[i]));
    return 0;
}
