// The stack ruleset at its limits (issue 36, class 1): a scenario with 512 components whose
// grants are each checked against every target spent 1.1 s per decision (grants() searched
// its whole list per ability, and every target's cost check counted a zone by scanning
// every component). Generated here: 505 components on the field each grant one of 63
// actions that target any component and cost a move from each of 8 zones, the last empty,
// so every grant is refused only after every target and every zone was looked at
// (tests/support/worst_scenarios.h; turnscope-worst-bench prints its time per event).
#include "stack_test_support.h"
#include "test_main.h"

#include "worst_scenarios.h"

#include "kernel/batch/batch.h"

#include <QElapsedTimer>

using namespace ts;
using namespace ts::test;

class TestStackScale : public QObject {
    Q_OBJECT
private slots:
    // Before the index: 1.07 s per decision (64 s for these 60, CI preset); after: 10 to 20 ms.
    void manyGrantsDecideFast()
    {
        const auto scenario = scenarioOf(stackManyGrants(512, 60));
        QElapsedTimer timer;
        timer.start();
        // The rules' speed is measured here, not the work budget's stop (below): none.
        const BatchGame g = playBatchGame(stackRuleset(), *scenario, 1, 0, 0);
        const double seconds = double(timer.elapsed()) / 1000;
        qInfo("512 components, %llu decisions: %.2f s (%.1f ms per decision)",
              static_cast<unsigned long long>(g.decisions), seconds, 1000 * seconds / double(g.decisions));
        QCOMPARE(g.status, BatchGameStatus::Finished);
        QCOMPARE(g.decisions, std::uint64_t(60));
        // The same game as before the index (traces of the CLI before and after compared
        // identical): the events and the final state are pinned.
        QCOMPARE(g.events, std::uint64_t(3928));
        QCOMPARE(g.stateHash, std::uint64_t(4971294619319814536ull));
        QVERIFY2(seconds < 20, "a decision over 512 grants must not scan every component per target");
        // 10-20 ms a decision is 150-300 µs an event, more than the default work budget
        // allows a long game (issue 36): under it the same game stops at a step boundary.
        const BatchGame bounded = playBatchGame(stackRuleset(), *scenario, 1, 0);
        QCOMPARE(bounded.status, BatchGameStatus::Budget);
        QVERIFY(bounded.decisions > 10);
        QVERIFY(bounded.decisions < 60);
    }

    // The grants keep their order (the player's abilities, then the components in scenario
    // order) and each (action, source) once, however often one source's abilities repeat it.
    void grantsOncePerSourceInOrder()
    {
        json doc = stackManyGrants(10, 1);
        doc["components"][7]["abilities"] = json::array({{{"grants", "Strike 5"}},
                                                         {{"grants", "Strike 2"}},
                                                         {{"grants", "Strike 5"}},
                                                         {{"grants", "Strike 2"}},
                                                         {{"grants", "End Turn"}}});
        doc["players"][0]["abilities"].push_back({{"grants", "End Turn"}});
        const auto scenario = scenarioOf(doc);
        const stack::StackGame game(scenario, 1);
        const auto grants = game.grants(0);
        const auto entity = [&](int component) { return scenario->componentEntity(component); };
        const std::vector<stack::StackGame::Grant> expected{{0, scenario->playerEntity(0)},
                                                            {6, entity(7)},
                                                            {3, entity(7)},
                                                            {0, entity(7)},
                                                            {2, entity(8)},
                                                            {3, entity(9)}};
        QCOMPARE(grants.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(grants[i].action, expected[i].action);
            QCOMPARE(grants[i].source, expected[i].source);
        }
    }
};

TURNSCOPE_TEST_MAIN(TestStackScale)
#include "tst_stack_scale.moc"
