// The energy loop at its limits (issue 36, class 1): a chaser alone on a large map looked
// for an opponent that does not exist by scanning every cell on every visit (1.2 ms per
// visit on 1000 x 1000 cells). The loop now keeps how many actors of each side stand on the
// grid, and a brain stops at once when no opponent does; these tallies must match the grid
// in every state, also those made by undoing writes.
#include "energy_test_support.h"
#include "test_main.h"

#include "worst_scenarios.h"

#include "kernel/batch.h"

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
