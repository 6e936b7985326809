// The energy panels' models (seed 003), each under QAbstractItemModelTester attached before
// it is filled: the energy table, the action queues and the alternative chain, against the
// engine's state at chosen events of the sample scenarios, as the cursor moves forward and
// back.
#include "gui_support.h"
#include "gui_test_main.h"

#include "rulesets/roguelike/actionqueuemodel.h"
#include "rulesets/roguelike/chainmodel.h"
#include "rulesets/roguelike/energymodel.h"
#include "rulesets/roguelike/energysnapshot.h"

#include "rulesets/roguelike/energy_game.h"

#include <QAbstractItemModelTester>

using namespace ts;
using namespace ts::gui;
namespace rl = ts::roguelike;

namespace {

const rl::EnergyGame& energyAt(SessionController& c, Seq seq)
{
    c.seekNow(seq);
    return dynamic_cast<const rl::EnergyGame&>(*c.stateAtCursor());
}

// Every row of the energy model against the engine's actors.
void compareEnergyModel(const EnergyModel& m, const rl::EnergyGame& g)
{
    QCOMPARE(m.rowCount(), static_cast<int>(g.state().actors.size()));
    for (int r = 0; r < m.rowCount(); ++r) {
        const rl::EnergyActor& a = g.state().actors[static_cast<std::size_t>(r)];
        const QModelIndex i = m.index(r, EnergyModel::EnergyColumn);
        QCOMPARE(i.data(EnergyModel::EnergyRole).toInt(), a.energy);
        QCOMPARE(i.data(EnergyModel::GainRole).toInt(), g.gainOf(a));
        QCOMPARE(i.data(EnergyModel::ThresholdRole).toInt(), rl::kActionCost);
        QCOMPARE(i.data(EnergyModel::CurrentRole).toBool(), static_cast<std::int32_t>(a.id) == g.state().current);
        QCOMPARE(i.data(EnergyModel::AliveRole).toBool(), a.alive);
        QCOMPARE(i.data(EntityRole).toUInt(), uint(a.id));
        QCOMPARE(i.data().toString(), QStringLiteral("%1 / 100").arg(a.energy));
        QCOMPARE(m.index(r, EnergyModel::ActedColumn).data().toString(),
                 QStringLiteral("%1 of %2").arg(a.acted).arg(a.visits));
        QCOMPARE(m.index(r, EnergyModel::SpeedColumn).data().toInt(), a.speed);
    }
}

}  // namespace

class TestEnergyModels : public QObject {
    Q_OBJECT
private slots:
    // Two speeds under the erf table: the bars follow every visit, forward and back.
    void energyTableFollowsTheCursor()
    {
        SessionController controller;
        EnergyModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "roguelike", "energy-speeds-erf.json"));
        const Session& s = *controller.session();
        const auto gains = test::eventsOfKind(s.trace(), "roguelike.energy-gain");
        QVERIFY(gains.size() >= 10);
        for (const std::size_t k : {0u, 1u, 2u, 9u, 5u, 3u}) {  // forward, then back
            const rl::EnergyGame& g = energyAt(controller, gains[k]);
            model.setSnapshot(energySnapshot(&g));
            compareEnergyModel(model, g);
        }
        // After the Tortoise's first visit (the queue has proceeded to the Hare): 56 of 100,
        // +56 a visit; the Hare is current and, with 134 a visit, acts on this visit.
        const auto proceeds = test::eventsOfKind(s.trace(), "roguelike.proceed");
        const rl::EnergyGame& g = energyAt(controller, proceeds[0] + 1);
        model.setSnapshot(energySnapshot(&g));
        QCOMPARE(model.index(0, EnergyModel::EnergyColumn).data().toString(), QStringLiteral("56 / 100"));
        QCOMPARE(model.index(0, EnergyModel::GainColumn).data().toString(), QStringLiteral("+56"));
        QCOMPARE(model.index(1, EnergyModel::QueueColumn).data().toString(), QStringLiteral("current"));
        QCOMPARE(model.index(0, EnergyModel::QueueColumn).data().toString(), QStringLiteral("in 1"));
        QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("▶"));
        QVERIFY(model.index(1, 0).data(EnergyModel::NextToActRole).toBool());
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QString());
        // After the Hare's visit the Tortoise (56 + 56) is predicted next.
        const rl::EnergyGame& h = energyAt(controller, proceeds[1] + 1);
        model.setSnapshot(energySnapshot(&h));
        QVERIFY(model.index(0, 0).data(EnergyModel::NextToActRole).toBool());
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("▶"));
        // Another game: a reset to its actors.
        QVERIFY(test::openSample(controller, "roguelike", "energy-speeds-angband.json"));
        const rl::EnergyGame& a = energyAt(controller, controller.session()->size() - 1);
        model.setSnapshot(energySnapshot(&a));
        compareEnergyModel(model, a);
        QCOMPARE(model.index(1, EnergyModel::GainColumn).data().toString(), QStringLiteral("+10"));
        // Not an energy game: empty.
        model.setSnapshot(energySnapshot(nullptr));
        QCOMPARE(model.rowCount(), 0);
    }

    // The action queues: a plan of five queued at once, head first; the rest's turns.
    void actionQueues()
    {
        SessionController controller;
        ActionQueueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "roguelike", "energy-plan.json"));
        const Session& s = *controller.session();
        const auto queued = test::eventsOfKind(s.trace(), "roguelike.action-queued");
        // After the whole first plan is queued (its fifth action).
        const rl::EnergyGame& g = energyAt(controller, queued[4] + 2);
        model.setSnapshot(energySnapshot(&g));
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex guard = model.index(0, 0);
        QCOMPARE(guard.data().toString(), QStringLiteral("Guard"));
        QCOMPARE(model.rowCount(guard), 5);
        QCOMPARE(model.index(0, 0, guard).data().toString(), QStringLiteral("1. walk E"));
        QCOMPARE(model.index(4, 0, guard).data().toString(), QStringLiteral("5. rest 2 turns"));
        QCOMPARE(model.index(0, 1, guard).data().toString(), QStringLiteral("head: performed on the next act"));
        QCOMPARE(model.index(1, 1, guard).data().toString(), QStringLiteral("waits"));
        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("script brain · 5 actions"));
        for (int k = 0; k < 5; ++k)
            QCOMPARE(model.index(k, 0, guard).data(ActionQueueModel::ActionCodeRole).toInt(), g.actor(1).queued(k));
        // At the rest's first turn: one action left, not done, 1 of 2 turns.
        const auto notDone =
            test::eventsOfKind(s.trace(), "roguelike.action-done", [](const Event& e) { return e.arg[1] == 0; });
        QVERIFY(!notDone.empty());
        const rl::EnergyGame& r = energyAt(controller, notDone[0]);
        model.setSnapshot(energySnapshot(&r));
        QCOMPARE(model.rowCount(model.index(0, 0)), 1);
        QCOMPARE(model.index(0, 1, model.index(0, 0)).data().toString(), QStringLiteral("head: 1 of 2 turns done"));
        // Back to before anything was queued: an empty queue.
        model.setSnapshot(energySnapshot(&energyAt(controller, 0)));
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("script brain · nothing queued"));
    }

    // The alternative chain: walk E -> open the door E, the last row decides.
    void alternativeChain()
    {
        SessionController controller;
        ChainModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "roguelike", "energy-door.json"));
        const Session& s = *controller.session();
        const auto opened = test::eventsOfKind(s.trace(), "roguelike.action-result");
        const rl::EnergyGame& g = energyAt(controller, opened[1] + 4);  // the chain's second entry written
        model.setSnapshot(energySnapshot(&g));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.actorName(), QStringLiteral("Hero"));
        QCOMPARE(model.index(0, ChainModel::ActionColumn).data().toString(), QStringLiteral("walk E"));
        QCOMPARE(model.index(0, ChainModel::TargetColumn).data().toString(), QStringLiteral("door (3,2)"));
        QCOMPARE(model.index(0, ChainModel::SucceededColumn).data().toString(), QStringLiteral("failed"));
        QCOMPARE(model.index(0, ChainModel::AlternativeColumn).data().toString(), QStringLiteral("yes: the next row"));
        QCOMPARE(model.index(1, ChainModel::ActionColumn).data().toString(), QStringLiteral("↳ open the door E"));
        QVERIFY(model.index(1, 0).data(ChainModel::SucceededRole).toBool());
        QVERIFY(model.index(1, 0).data(ChainModel::DoneRole).toBool());
        QVERIFY(model.index(1, 0).data(ChainModel::DecidesRole).toBool());
        QVERIFY(!model.index(0, 0).data(ChainModel::DecidesRole).toBool());
        // Inside the step, before the alternative was written: the chain of one.
        const rl::EnergyGame& before = energyAt(controller, opened[0]);
        model.setSnapshot(energySnapshot(&before));
        QCOMPARE(model.rowCount(), static_cast<int>(before.state().chainLength));
        // The last walk: a chain of one that succeeded.
        const rl::EnergyGame& end = energyAt(controller, s.size() - 1);
        model.setSnapshot(energySnapshot(&end));
        QCOMPARE(model.rowCount(), 1);
    }

    void actionTexts()
    {
        QCOMPARE(energyActionText(rl::encodeAction({rl::EnAction::Walk, 7, 0})), QStringLiteral("walk NW"));
        QCOMPARE(energyActionText(rl::encodeAction({rl::EnAction::Rest, 0, 1})), QStringLiteral("rest 1 turn"));
        QCOMPARE(energyActionText(rl::encodeAction({rl::EnAction::ChangeSpeed, 0, 10})),
                 QStringLiteral("change speed by +10"));
        QCOMPARE(energyActionText(rl::encodeAction({rl::EnAction::ChangeSpeed, 0, -20})),
                 QStringLiteral("change speed by -20"));
        QCOMPARE(energyActionText(rl::encodeAction({rl::EnAction::Attack, 2, 0})), QStringLiteral("attack E"));
        QCOMPARE(energyActionText(15), QStringLiteral("action #15"));  // a kind no action has
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEnergyModels)
#include "tst_energymodels.moc"
