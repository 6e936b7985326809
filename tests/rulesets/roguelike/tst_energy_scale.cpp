// The energy loop at its limits (issue 36, class 1): a chaser alone on a large map looked
// for an opponent that does not exist by scanning every cell on every visit (1.2 ms per
// visit on 1000 x 1000 cells). The loop now keeps how many actors of each side stand on the
// grid, and a brain stops at once when no opponent does; these tallies must match the grid
// in every state, also those made by undoing writes.
#include "energy_test_support.h"
#include "test_main.h"

#include "worst_scenarios.h"

#include "kernel/batch/batch.h"

#include <QElapsedTimer>

using namespace ts;
using namespace ts::test;

namespace {

std::array<std::int32_t, 2> recount(const roguelike::EnergyGame& g)
{
    std::array<std::int32_t, 2> n{};
    for (const EntityId id : g.state().occupancy)
        if (id != kNoEntity)
            ++n[g.state().actors[id - 1].faction == roguelike::Faction::Enemy ? 1 : 0];
    return n;
}

}  // namespace

class TestEnergyScale : public QObject {
    Q_OBJECT
private slots:
    // Before: 24 s of CPU for these 20,000 visits (CI preset); after: 0.03 s.
    void lonelyChaserOnALargeMap()
    {
        const LoadedScenario s = parseScenarioJson(energyLonelyChaser(1000, 20000), "lonely.json");
        QElapsedTimer timer;
        timer.start();
        const BatchGame g = playBatchGame(*s.ruleset, *s.scenario, 1, 0);
        const double seconds = double(timer.elapsed()) / 1000;
        qInfo("1000 x 1000 cells, one chaser, %llu events: %.2f s", static_cast<unsigned long long>(g.events), seconds);
        QCOMPARE(g.status, BatchGameStatus::Finished);
        // The same game as before the tallies (traces compared identical): pinned.
        QCOMPARE(g.events, std::uint64_t(419220));
        QCOMPARE(g.stateHash, std::uint64_t(15639490462558442384ull));
        QVERIFY2(seconds < 5, "a brain with no opponent on the grid must not scan the map");
    }

    // A chaser whose opponent stands far away (out of the walk search's reach): the rings
    // around it looked at every cell up to the opponent on every visit. Past the cost of a
    // look at every actor, every actor is looked at instead: the same game.
    void farOpponentIsNoMapScan()
    {
        const LoadedScenario s = parseScenarioJson(energyFarOpponent(1000, 2000), "far.json");
        QElapsedTimer timer;
        timer.start();
        Session session(*s.ruleset, s.scenario, s.scenario->seed);
        QCOMPARE(session.run(), Session::RunResult::Finished);
        const double seconds = double(timer.elapsed()) / 1000;
        qInfo("1000 x 1000 cells, an opponent far away, %llu events: %.2f s, %llu units of work",
              static_cast<unsigned long long>(session.size()), seconds,
              static_cast<unsigned long long>(session.head().workDone()));
        // The same game as with rings alone (final states of the CLI before and after
        // compared identical): pinned.
        QCOMPARE(session.size(), Seq(44149));
        QCOMPARE(session.head().stateHash(), std::uint64_t(8619684289133935756ull));
        // 2,000 visits, each at most a walk search (4,096 cells), a ring and a look at the 2
        // actors, where rings alone cost up to 4 M cells a visit.
        QVERIFY(session.head().workDone() < 2000 * 5000);
        QVERIFY2(seconds < 5, "a chaser must not scan the map for a far opponent");
    }

    // The tallies follow the grid through moves, defeats and writes undone by seeking.
    void talliesMatchTheGridInEveryState_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f : {"energy-attack.json", "energy-dungeon.json", "energy-door.json", "energy-plan.json"})
            QTest::addRow("%s", f) << QString::fromUtf8(f);
    }
    void talliesMatchTheGridInEveryState()
    {
        QFETCH(QString, file);
        auto session = runEnergyFile(file.toUtf8().constData());
        const Seq n = session->trace().size();
        QVERIFY(n > 0);
        for (Seq seq = 0; seq < n; ++seq) {
            const auto state = session->stateAt(seq);
            const auto& g = energyGame(*state);
            QCOMPARE(g.state().occupantsBySide, recount(g));
        }
        QCOMPARE(energyGame(session->head()).state().occupantsBySide, recount(energyGame(session->head())));
    }
};

TURNSCOPE_TEST_MAIN(TestEnergyScale)
#include "tst_energy_scale.moc"
