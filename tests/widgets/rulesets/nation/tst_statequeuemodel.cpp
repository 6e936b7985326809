// StateQueueModel: the queue of seed 001 §4.4 at events of the states showcase, checked
// against the engine's GameState::queue (every entry's outcome, the popped entry, the
// grouping of 001:4.2 by nation and holder, the grants made meanwhile as "not queued"),
// texts of a wrong-timing skip and a fired entry, other rulesets, and the dock's picture; the
// model fed snapshots of a plain session's states, and a hand-made one, without a controller.
#include "gui_nation_support.h"
#include "gui_test_main.h"

#include "rulesets/nation/statequeuedock.h"
#include "rulesets/nation/statequeuemodel.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSignalSpy>
#include <QTreeView>

#include <algorithm>
#include <set>

using namespace ts;
using gui::StateQueueModel;
using nation::QueueOutcome;

namespace {

// The model's view of the queue agrees with the engine's, entry by entry.
void compareWithEngine(const StateQueueModel& m, const nation::NationGame& g)
{
    const nation::ProcessQueue& q = g.state().queue;
    QCOMPARE(m.entryCount(), static_cast<int>(q.entries.size()));
    for (std::size_t i = 0; i < q.entries.size(); ++i) {
        const nation::QueueEntry& e = q.entries[i];
        const QModelIndex idx = m.entryIndex(static_cast<int>(i));
        QVERIFY(idx.isValid());
        QCOMPARE(idx.data(StateQueueModel::OutcomeRole).toInt(), static_cast<int>(e.outcome));
        QCOMPARE(idx.data(StateQueueModel::QueueIndexRole).toInt(), static_cast<int>(i));
        QCOMPARE(idx.data(StateQueueModel::PoppedRole).toBool(), static_cast<int>(i) == q.popped);
        QCOMPARE(idx.data(StateQueueModel::StateIdRole).toString(),
                 QString::fromStdString(g.scenario().states[static_cast<std::size_t>(e.def)].id));
        // Grouped by holder, then by nation (001:4.2.2, 4.2.1).
        const QModelIndex holder = idx.parent();
        QCOMPARE(holder.data(StateQueueModel::RowKindRole).toInt(), static_cast<int>(StateQueueModel::RowKind::Holder));
        QCOMPARE(holder.data(StateQueueModel::HolderNameRole).toString(),
                 QString::fromStdString(g.entityName(g.holderEntity(e.holder))));
        const QModelIndex nationRow = holder.parent();
        QCOMPARE(nationRow.data(StateQueueModel::RowKindRole).toInt(),
                 static_cast<int>(StateQueueModel::RowKind::Nation));
        QCOMPARE(nationRow.data().toString(), QString::fromStdString(g.entityName(g.nationEntity(e.holder.nation))));
        QVERIFY(!nationRow.parent().isValid());
    }
    // Every nation has a group, in priority order from the head (001:4.2.1).
    const auto nations = static_cast<int>(g.state().nations.size());
    QCOMPARE(m.rowCount(), nations + (q.grantedDuring.empty() ? 0 : 1));
    const bool roundLevel = q.timing == nation::Timing::RoundStart || q.timing == nation::Timing::RoundEnd;
    const int head = roundLevel ? 0 : q.turnIndex - 1;
    for (int k = 0; k < nations; ++k)
        QCOMPARE(m.index(k, 0).data().toString(),
                 QString::fromStdString(g.entityName(g.nationEntity((head + k) % nations))));
    QCOMPARE(m.poppedIndex().isValid(), q.popped >= 0);
    for (std::size_t k = 0; k < q.grantedDuring.size(); ++k) {
        const QModelIndex gi = m.grantedIndex(static_cast<int>(k));
        QVERIFY(gi.isValid());
        QCOMPARE(gi.data(StateQueueModel::OutcomeRole).toInt(), StateQueueModel::kNotQueued);
        QCOMPARE(gi.data(StateQueueModel::QueueIndexRole).toInt(), q.grantedDuring[k].afterPop);
    }
}

}  // namespace

class TestStateQueueModel : public QObject {
    Q_OBJECT
private slots:
    // Every pop of the first rounds: the model follows the engine's queue exactly.
    void followsEveryPop()
    {
        gui::SessionController controller;
        gui::StateQueueDock modelDock(&controller);
        StateQueueModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "nation", "states.json"));
        // The real game's pops (an NPC's previews pop queues of their own, on copies).
        const auto pops =
            test::outsidePreviews(*controller.session(), test::eventsOfKind(*controller.session(), "nation.queue-pop"));
        QVERIFY(pops.size() > 100);
        std::set<int> outcomes;
        for (std::size_t k = 0; k < pops.size(); k += 3) {
            controller.seekNow(pops[k]);
            const auto& g = test::nationAt(controller);
            compareWithEngine(model, g);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("at event #%1").arg(pops[k])));
            const Event e = controller.session()->trace().at(pops[k]);
            QCOMPARE(g.state().queue.popped, e.arg[1]);  // the pop event's entry is the popped one
            QCOMPARE(model.poppedIndex(), model.entryIndex(e.arg[1]));
            QCOMPARE(model.poppedIndex().data(StateQueueModel::OutcomeRole).toInt(), e.arg[2]);
            outcomes.insert(e.arg[2]);
        }
        QVERIFY(outcomes.count(static_cast<int>(QueueOutcome::Fired)));
        QVERIFY(outcomes.count(static_cast<int>(QueueOutcome::SkippedWrongTiming)));
        QVERIFY(outcomes.count(static_cast<int>(QueueOutcome::SkippedPassive)));
        // On a preview's pop the panel says whose queue it shows.
        const auto all = test::eventsOfKind(*controller.session(), "nation.queue-pop");
        const auto inPreview = std::find_if(
            all.begin(), all.end(), [&](Seq q) { return std::find(pops.begin(), pops.end(), q) == pops.end(); });
        QVERIFY(inPreview != all.end());
        controller.seekNow(*inPreview);
        QVERIFY2(model.headline().contains(QStringLiteral("inside an NPC preview")), qPrintable(model.headline()));
        controller.seekNow(pops.front());
        QVERIFY(!model.headline().contains(QStringLiteral("preview")));
    }

    // Round 1, Alba's TurnStart: Fortified (passive) and two wrong-timing states are skipped,
    // then Spawner fires and grants Regen, which is not queued.
    void firedSkippedAndNotQueued()
    {
        gui::SessionController controller;
        gui::StateQueueDock modelDock(&controller);
        StateQueueModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "nation", "states.json"));
        const Session& s = *controller.session();
        const EntityId knight = test::entityNamed(s, "A-Knight");
        const auto firedPop = test::findEvent(s, "nation.queue-pop", 0, [&](const Event& e) {
            return e.subject[0] == knight && e.arg[2] == static_cast<int>(QueueOutcome::Fired);
        });
        QVERIFY(firedPop);
        controller.seekNow(*firedPop);
        const auto& g = test::nationAt(controller);
        QCOMPARE(g.state().queue.timing, nation::Timing::TurnStart);
        compareWithEngine(model, g);
        const int popped = g.state().queue.popped;
        const QModelIndex fired = model.entryIndex(popped, StateQueueModel::OutcomeColumn);
        QCOMPARE(fired.data().toString(), QStringLiteral("fired"));
        QCOMPARE(model.entryIndex(popped).data().toString(), QStringLiteral("#%1  Spawner").arg(popped));
        QVERIFY(model.entryIndex(popped, StateQueueModel::DetailColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("effects applied")));
        QVERIFY(model.entryIndex(popped).data(Qt::BackgroundRole).isValid());  // highlighted
        QVERIFY(!model.entryIndex(0).data(Qt::BackgroundRole).isValid());
        // Before it: Fortified is passive, Immune and Slow have other timings.
        QCOMPARE(model.entryIndex(0, StateQueueModel::OutcomeColumn).data().toString(),
                 QStringLiteral("skipped: passive"));
        const QModelIndex wrong = model.entryIndex(1, StateQueueModel::OutcomeColumn);
        QCOMPARE(wrong.data(StateQueueModel::OutcomeRole).toInt(), static_cast<int>(QueueOutcome::SkippedWrongTiming));
        QCOMPARE(wrong.data().toString(), QStringLiteral("skipped: wrong timing"));
        QVERIFY2(model.entryIndex(1, StateQueueModel::DetailColumn)
                     .data()
                     .toString()
                     .contains(QStringLiteral("not at TurnStart")),
                 qPrintable(model.entryIndex(1, StateQueueModel::DetailColumn).data().toString()));
        // After it: still pending.
        QCOMPARE(model.entryIndex(popped + 1, StateQueueModel::OutcomeColumn).data().toString(),
                 QStringLiteral("pending"));
        QVERIFY(model.headline().startsWith(QStringLiteral("TurnStart processing — round 1, Alba's turn: 6 queued")));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("Alba"));
        QCOMPARE(model.index(0, StateQueueModel::DetailColumn).data().toString(),
                 QStringLiteral("the turn player comes first (001:4.2.1)"));

        // Spawner's effect grants Regen while the queue runs: listed last, not queued.
        const auto grant = test::findEvent(s, "nation.granted-not-queued");
        QVERIFY(grant);
        controller.seekNow(*grant);
        compareWithEngine(model, test::nationAt(controller));
        const QModelIndex regen = model.grantedIndex(0);
        QVERIFY(regen.isValid());
        QCOMPARE(regen.data(StateQueueModel::StateIdRole).toString(), QStringLiteral("Regen"));
        QCOMPARE(regen.data(StateQueueModel::HolderNameRole).toString(), QStringLiteral("A-Knight"));
        QCOMPARE(regen.data().toString(), QStringLiteral("Regen on A-Knight"));
        QCOMPARE(model.grantedIndex(0, StateQueueModel::OutcomeColumn).data().toString(), QStringLiteral("not queued"));
        QCOMPARE(model.grantedIndex(0, StateQueueModel::DetailColumn).data().toString(),
                 QStringLiteral("granted by the effects of #%1 Spawner").arg(popped));
        QCOMPARE(regen.parent().data(StateQueueModel::RowKindRole).toInt(),
                 static_cast<int>(StateQueueModel::RowKind::GrantedGroup));
        QVERIFY(model.headline().contains(QStringLiteral("1 granted meanwhile (not queued)")));
        // Regen is in A-Knight's array but in no entry of this queue.
        for (int i = 0; i < model.entryCount(); ++i)
            QVERIFY(model.entryIndex(i).data(StateQueueModel::StateIdRole).toString() != QStringLiteral("Regen"));

        // The processing done: nothing pending, the headline says so.
        const auto ends = test::eventsOfKind(s, "nation.process-end");
        const auto end = std::find_if(ends.begin(), ends.end(), [&](Seq q) { return q > *firedPop; });
        QVERIFY(end != ends.end());
        controller.seekNow(*end);
        QVERIFY2(model.headline().contains(QStringLiteral("done:")), qPrintable(model.headline()));
        for (int i = 0; i < model.entryCount(); ++i)
            QVERIFY(model.entryIndex(i).data(StateQueueModel::OutcomeRole).toInt() !=
                    static_cast<int>(QueueOutcome::Pending));
    }

    // A duel holds no state: every processing has an empty queue; the nations are listed.
    void emptyQueueAndOtherRulesets()
    {
        gui::SessionController controller;
        gui::StateQueueDock modelDock(&controller);
        StateQueueModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.headline(), QStringLiteral("No session"));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(test::openSample(controller, "nation", "duel.json"));
        QCOMPARE(model.headline(), QStringLiteral("No state processing yet"));
        controller.seekNow(*test::findEvent(*controller.session(), "nation.process-end"));
        QVERIFY2(model.headline().contains(QStringLiteral("nothing queued")), qPrintable(model.headline()));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, StateQueueModel::OutcomeColumn).data().toString(),
                 QStringLiteral("holds no state: nothing queued"));
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.headline(), QStringLiteral("The state queue belongs to the nation ruleset"));
    }

    // The model from plain data: snapshots built from a plain session's states, no controller.
    void snapshotsWithoutController()
    {
        const auto session = test::runSample("states.json");
        StateQueueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy refreshed(&model, &StateQueueModel::refreshed);
        model.setSnapshot(gui::StateQueueSnapshot::empty(QStringLiteral("nothing here")));
        QCOMPARE(model.headline(), QStringLiteral("nothing here"));
        QVERIFY(!model.hasQueue());
        QCOMPARE(model.rowCount(), 0);
        const auto all = test::eventsOfKind(*session, "nation.queue-pop");
        const auto pops = test::outsidePreviews(*session, all);
        QVERIFY(pops.size() > 100);
        int fed = 1;
        for (std::size_t k = 0; k < pops.size(); k += 5, ++fed) {
            const auto state = session->stateAt(pops[k]);
            model.setSnapshot(gui::StateQueueSnapshot::build(test::nationOf(*state), session->trace(), pops[k]));
            compareWithEngine(model, test::nationOf(*state));
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("at event #%1").arg(pops[k])));
            QCOMPARE(model.poppedIndex(), model.entryIndex(session->trace().at(pops[k]).arg[1]));
        }
        QCOMPARE(refreshed.count(), fed);
        // A preview's pop: the trace and the cursor tell the snapshot to say so.
        const auto inPreview = std::find_if(
            all.begin(), all.end(), [&](Seq q) { return std::find(pops.begin(), pops.end(), q) == pops.end(); });
        QVERIFY(inPreview != all.end());
        const auto previewState = session->stateAt(*inPreview);
        const auto preview =
            gui::StateQueueSnapshot::build(test::nationOf(*previewState), session->trace(), *inPreview);
        QVERIFY2(preview.headline.contains(QStringLiteral("inside an NPC preview")), qPrintable(preview.headline));
        // The same tree again changes in place; another game's resets.
        const int before = resets.count();
        model.setSnapshot(model.snapshot());
        QCOMPARE(resets.count(), before);
        model.requireReset();
        model.setSnapshot(model.snapshot());
        QCOMPARE(resets.count(), before + 1);

        // A hand-made one: one nation, one holder, one fired entry that granted a state.
        auto node = [](StateQueueModel::RowKind kind, int parent, const char* name) {
            gui::StateQueueSnapshot::Node n;
            n.kind = kind;
            n.parent = parent;
            n.name = QString::fromUtf8(name);
            return n;
        };
        gui::StateQueueSnapshot hand;
        hand.valid = true;
        hand.headline = QStringLiteral("by hand");
        hand.nodes.push_back(node(StateQueueModel::RowKind::Nation, 0, "Alba"));
        hand.nodes.push_back(node(StateQueueModel::RowKind::Holder, 1, "A-Knight"));
        gui::StateQueueSnapshot::Node entry = node(StateQueueModel::RowKind::Entry, 2, "#0  Spawner");
        entry.outcome = static_cast<int>(QueueOutcome::Fired);
        entry.queueIndex = 0;
        entry.popped = true;
        entry.stateId = QStringLiteral("Spawner");
        hand.nodes.push_back(entry);
        hand.nodes.push_back(node(StateQueueModel::RowKind::GrantedGroup, 0, "Granted during this processing"));
        gui::StateQueueSnapshot::Node granted = node(StateQueueModel::RowKind::Granted, 4, "Regen on A-Knight");
        granted.outcome = StateQueueModel::kNotQueued;
        granted.queueIndex = 0;
        hand.nodes.push_back(granted);
        hand.entryNodes = {3};
        hand.grantedNodes = {5};
        hand.poppedNode = 3;
        model.setSnapshot(hand);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.entryCount(), 1);
        QCOMPARE(model.poppedIndex(), model.entryIndex(0));
        QCOMPARE(model.entryIndex(0).parent().parent(), model.index(0, 0));
        QVERIFY(model.entryIndex(0).data(Qt::BackgroundRole).isValid());
        QCOMPARE(model.entryIndex(0).data(StateQueueModel::StateIdRole).toString(), QStringLiteral("Spawner"));
        QCOMPARE(model.grantedIndex(0).parent(), model.index(1, 0));
        QCOMPARE(model.grantedIndex(0).data(StateQueueModel::OutcomeRole).toInt(), StateQueueModel::kNotQueued);
        QVERIFY(!model.grantedIndex(0, StateQueueModel::OutcomeColumn).data(Qt::DecorationRole).isNull());
        QCOMPARE(model.headline(), QStringLiteral("by hand"));
    }

    void dock()
    {
        gui::SessionController controller;
        gui::StateQueueDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dock.objectName(), QStringLiteral("stateQueueDock"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("State Queue"));
        QVERIFY(test::openSample(controller, "nation", "states.json"));
        const Session& s = *controller.session();
        controller.seekNow(*test::findEvent(s, "nation.granted-not-queued"));
        dock.resize(760, 420);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* headline = dock.findChild<QLabel*>(QStringLiteral("stateQueueHeadline"));
        QVERIFY(headline);
        QCOMPARE(headline->text(), dock.headline());
        // Always expanded: the popped entry is visible.
        QVERIFY(dock.treeView()->isExpanded(dock.model()->poppedIndex().parent()));
        QVERIFY(dock.treeView()->visualRect(dock.model()->poppedIndex()).isValid());
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-state-queue.png")));
        // A processing where A-Monk's states fire.
        controller.seekNow(*test::findEvent(s, "nation.queue-pop", 0, [&](const Event& e) {
            return e.arg[2] == static_cast<int>(QueueOutcome::Fired) && s.trace().entityName(e.subject[0]) == "A-Monk";
        }));
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-state-queue-fired.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestStateQueueModel)
#include "tst_statequeuemodel.moc"
