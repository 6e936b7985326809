// HeldStatesModel: every holder's state array at events of the states showcase equals the
// engine's (stacks, duration, remaining triggers with their nulls, passive, serial), the
// tree's grouping (nation → nation states / units → states), the states the current event
// granted or changed, dead and fallen holders, other rulesets, and the dock's picture; the
// model fed snapshots of a plain session's states, and a hand-made one, without a controller.
#include "gui_nation_support.h"
#include "gui_test_main.h"

#include "rulesets/nation/heldstatesmodel.h"
#include "rulesets/nation/statesdock.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTreeView>

using namespace ts;
using gui::HeldStatesModel;

namespace {

void compareWithEngine(const HeldStatesModel& m, const nation::NationGame& g)
{
    const auto& s = g.state();
    int states = 0;
    QCOMPARE(m.rowCount(), static_cast<int>(s.nations.size()));
    for (std::size_t n = 0; n < s.nations.size(); ++n) {
        const QModelIndex nationRow = m.index(static_cast<int>(n), 0);
        QCOMPARE(nationRow.data().toString(), QString::fromStdString(g.scenario().nations[n].name));
        // The nation's own states, then one row per unit of the unit array.
        QCOMPARE(m.rowCount(nationRow), 1 + static_cast<int>(s.nations[n].units.size()));
        for (int u = -1; u < static_cast<int>(s.nations[n].units.size()); ++u) {
            const auto& held = u < 0 ? s.nations[n].states : s.nations[n].units[static_cast<std::size_t>(u)].states;
            const QModelIndex holder = m.holderIndex(static_cast<int>(n), u);
            QVERIFY(holder.isValid());
            QCOMPARE(holder.parent(), nationRow);
            QCOMPARE(holder.row(), u + 1);
            QCOMPARE(m.rowCount(holder), static_cast<int>(held.size()));
            for (std::size_t k = 0; k < held.size(); ++k) {
                const nation::HeldState& st = held[k];
                const QModelIndex row = m.index(static_cast<int>(k), 0, holder);
                QCOMPARE(row, m.stateIndex(static_cast<int>(n), u, static_cast<int>(k)));
                QCOMPARE(row.data(HeldStatesModel::StateIdRole).toString(),
                         QString::fromStdString(g.scenario().states[static_cast<std::size_t>(st.def)].id));
                QCOMPARE(row.data(HeldStatesModel::StacksRole).toInt(), st.stacks);
                QCOMPARE(row.data(HeldStatesModel::DurationRole).toInt(), st.duration);
                QCOMPARE(row.data(HeldStatesModel::RemainingsRole).toInt(), st.remainings);
                QCOMPARE(row.data(HeldStatesModel::SerialRole).toUInt(), st.serial);
                QCOMPARE(row.data(HeldStatesModel::PassiveRole).toBool(),
                         g.scenario().states[static_cast<std::size_t>(st.def)].passive);
                // Nulls read as what they mean: not stackable, permanent, unlimited.
                const QString stacks =
                    m.index(static_cast<int>(k), HeldStatesModel::StacksColumn, holder).data().toString();
                const QString duration =
                    m.index(static_cast<int>(k), HeldStatesModel::DurationColumn, holder).data().toString();
                const QString left =
                    m.index(static_cast<int>(k), HeldStatesModel::RemainingsColumn, holder).data().toString();
                QCOMPARE(stacks, st.stacks == nation::kNull ? QStringLiteral("—") : QString::number(st.stacks));
                QCOMPARE(duration, st.duration == nation::kNull ? QStringLiteral("∞") : QString::number(st.duration));
                QCOMPARE(left, st.remainings == nation::kNull ? QStringLiteral("∞") : QString::number(st.remainings));
                ++states;
            }
        }
    }
    QCOMPARE(m.stateCount(), states);
}

}  // namespace

class TestHeldStatesModel : public QObject {
    Q_OBJECT
private slots:
    void followsTheEngine()
    {
        gui::SessionController controller;
        gui::StatesDock modelDock(&controller);
        HeldStatesModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "nation", "states.json"));
        const Seq last = controller.session()->size() - 1;
        // Every 7th event of the whole game (grants, updates, exclusions, removals, ticks).
        for (Seq q = 0; q <= last; q += 7) {
            controller.seekNow(q);
            compareWithEngine(model, test::nationAt(controller));
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("at event #%1").arg(q)));
        }
        controller.seekNow(last);
        compareWithEngine(model, test::nationAt(controller));
    }

    void texts()
    {
        gui::SessionController controller;
        gui::StatesDock modelDock(&controller);
        HeldStatesModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "nation", "states.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "nation.round-begin"));
        // Alba's own states: the passive Fortified.
        const QModelIndex own = model.holderIndex(0, -1);
        QCOMPARE(own.data().toString(), QStringLiteral("Nation states"));
        const QModelIndex fortified = model.index(0, 0, own);
        QCOMPARE(fortified.data().toString(), QStringLiteral("Fortified"));
        QVERIFY(fortified.data(HeldStatesModel::PassiveRole).toBool());
        QCOMPARE(model.index(0, HeldStatesModel::TimingsColumn, own).data().toString(), QStringLiteral("passive"));
        QVERIFY(model.index(0, HeldStatesModel::TimingsColumn, own).data(Qt::FontRole).value<QFont>().italic());
        QCOMPARE(model.index(0, HeldStatesModel::StacksColumn, own).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("not stackable (stacks: null)"));
        QCOMPARE(model.index(0, HeldStatesModel::DurationColumn, own).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("permanent (duration: null)"));
        // A-Knight holds Spawner (TurnStart, two triggers).
        const QModelIndex knight = model.holderIndex(0, 0);
        QCOMPARE(knight.data().toString(), QStringLiteral("A-Knight"));
        QVERIFY(knight.data(HeldStatesModel::RowKindRole).toInt() ==
                static_cast<int>(HeldStatesModel::RowKind::Holder));
        QVERIFY(knight.siblingAtColumn(HeldStatesModel::NoteColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("Front 0 · HP ")));
        int spawner = -1;
        for (int k = 0; k < model.rowCount(knight); ++k)
            if (model.index(k, 0, knight).data().toString() == QStringLiteral("Spawner"))
                spawner = k;
        QVERIFY(spawner >= 0);
        QCOMPARE(model.index(spawner, HeldStatesModel::TimingsColumn, knight).data().toString(),
                 QStringLiteral("TurnStart"));
        QVERIFY(model.index(spawner, HeldStatesModel::RemainingsColumn, knight)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("left; removed when it reaches 0")));
        QVERIFY2(model.headline().endsWith(QStringLiteral("states held")), qPrintable(model.headline()));
    }

    // The write that completes a granted state marks it (as the inspector marks changes).
    void changedByTheEvent()
    {
        gui::SessionController controller;
        gui::StatesDock modelDock(&controller);
        HeldStatesModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "nation", "states.json"));
        const Session& s = *controller.session();
        const auto granted = test::findEvent(s, "nation.state-granted", 3);
        QVERIFY(granted);
        // The grant's writes follow it (those that change a value): the state id first, its serial last.
        Seq done = *granted;
        while (s.trace().kindName(s.trace().at(done + 1).kind) == "write")
            ++done;
        QVERIFY(done > *granted);
        controller.seekNow(done);
        QVERIFY(model.changedCount() >= 1);
        const auto& g = test::nationAt(controller);
        const EntityId holder = s.trace().at(*granted).subject[0];
        bool marked = false;
        for (std::size_t n = 0; n < g.state().nations.size(); ++n)
            for (int u = -1; u < static_cast<int>(g.state().nations[n].units.size()); ++u) {
                const nation::Holder h{static_cast<std::int32_t>(n), u};
                if (g.holderEntity(h) != holder)
                    continue;
                const QModelIndex holderRow = model.holderIndex(static_cast<int>(n), u);
                const QModelIndex last = model.index(model.rowCount(holderRow) - 1, 0, holderRow);
                marked = last.data(gui::ChangedRole).toBool() && last.data(Qt::BackgroundRole).isValid();
            }
        QVERIFY(marked);
        QVERIFY2(model.headline().contains(QStringLiteral("granted or changed by this event")),
                 qPrintable(model.headline()));
        // One event later nothing of it is new.
        controller.seekNow(done + 1);
        if (s.trace().kindName(s.trace().at(done + 1).kind) != "write")
            QCOMPARE(model.changedCount(), 0);
    }

    void outOfPlayAndOtherRulesets()
    {
        gui::SessionController controller;
        gui::StatesDock modelDock(&controller);
        HeldStatesModel& model = *modelDock.model();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "nation", "duel.json"));
        controller.seekNow(controller.session()->size() - 1);
        // South fell; its Guard died: both out of play, the Dead and Fallen states listed.
        const QModelIndex south = model.index(1, 0);
        QCOMPARE(south.data().toString(), QStringLiteral("South"));
        QVERIFY(south.data(HeldStatesModel::OutOfPlayRole).toBool());
        QVERIFY(model.index(1, HeldStatesModel::NoteColumn).data().toString().endsWith(QStringLiteral("fallen")));
        QCOMPARE(model.index(0, 0, model.holderIndex(1, -1)).data().toString(), QStringLiteral("Fallen"));
        const QModelIndex guard = model.holderIndex(1, 0);
        QVERIFY(guard.data(HeldStatesModel::OutOfPlayRole).toBool());
        QCOMPARE(model.index(0, 0, guard).data().toString(), QStringLiteral("Dead"));
        QVERIFY(guard.siblingAtColumn(HeldStatesModel::NoteColumn).data().toString().endsWith(QStringLiteral("dead")));
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.headline(), QStringLiteral("The states panel belongs to the nation ruleset"));
    }

    // The model from plain data: snapshots built from a plain session's states, no controller.
    void snapshotsWithoutController()
    {
        const auto session = test::runSample("states.json");
        HeldStatesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy refreshed(&model, &HeldStatesModel::refreshed);
        model.setSnapshot(gui::HeldStatesSnapshot::empty(QStringLiteral("nothing here")));
        QCOMPARE(model.headline(), QStringLiteral("nothing here"));
        QVERIFY(!model.hasStates());
        QCOMPARE(model.rowCount(), 0);
        const Seq last = session->size() - 1;
        int changed = 0;
        for (Seq q = 1; q <= last; q += 11) {
            const auto state = session->stateAt(q);
            const auto before = session->stateAt(q - 1);
            model.setSnapshot(
                gui::HeldStatesSnapshot::build(test::nationOf(*state), &test::nationOf(*before), session->trace(), q));
            compareWithEngine(model, test::nationOf(*state));
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("at event #%1").arg(q)));
            changed += model.changedCount();
        }
        QVERIFY(changed > 0);
        QCOMPARE(refreshed.count(), 1 + static_cast<int>((last - 1) / 11 + 1));
        // The same tree again changes in place; another game's resets.
        const int before = resets.count();
        model.setSnapshot(model.snapshot());
        QCOMPARE(resets.count(), before);
        model.requireReset();
        model.setSnapshot(model.snapshot());
        QCOMPARE(resets.count(), before + 1);

        // A hand-made one: a nation, its own states (one, granted by the event), no units.
        gui::HeldStatesSnapshot hand;
        hand.valid = true;
        hand.headline = QStringLiteral("by hand");
        hand.stateCount = hand.changedCount = 1;
        auto node = [](HeldStatesModel::RowKind kind, int parent, const char* name) {
            gui::HeldStatesSnapshot::Node n;
            n.kind = kind;
            n.parent = parent;
            n.name = QString::fromUtf8(name);
            n.nation = 0;
            n.unit = -1;
            return n;
        };
        hand.nodes.push_back(node(HeldStatesModel::RowKind::Nation, 0, "Alba"));
        hand.nodes.push_back(node(HeldStatesModel::RowKind::Holder, 1, "Nation states"));
        gui::HeldStatesSnapshot::Node rage = node(HeldStatesModel::RowKind::State, 2, "Rage");
        rage.stateId = rage.name;
        rage.changed = true;
        rage.position = 0;
        rage.stacks = 2;
        rage.duration = nation::kNull;
        rage.serial = 7;
        hand.nodes.push_back(rage);
        model.setSnapshot(hand);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex own = model.holderIndex(0, -1);
        QCOMPARE(own.parent(), model.index(0, 0));
        const QModelIndex state = model.stateIndex(0, -1, 0);
        QCOMPARE(state.parent(), own);
        QCOMPARE(state.data(HeldStatesModel::StateIdRole).toString(), QStringLiteral("Rage"));
        QCOMPARE(state.data(HeldStatesModel::SerialRole).toUInt(), 7u);
        QVERIFY(state.data(gui::ChangedRole).toBool());
        QCOMPARE(model.index(0, HeldStatesModel::StacksColumn, own).data().toString(), QStringLiteral("2"));
        QCOMPARE(model.index(0, HeldStatesModel::DurationColumn, own).data().toString(), QStringLiteral("∞"));
        QCOMPARE(model.headline(), QStringLiteral("by hand"));
    }

    void dock()
    {
        gui::SessionController controller;
        gui::StatesDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dock.objectName(), QStringLiteral("statesDock"));
        QVERIFY(test::openSample(controller, "nation", "states.json"));
        const Session& s = *controller.session();
        // Round 2: Rage granted again (stacks 2), Haste removing Slow.
        controller.seekNow(*test::findEvent(s, "nation.state-updated") + 3);
        dock.resize(640, 520);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QVERIFY(dock.treeView()->isExpanded(dock.model()->holderIndex(0, 0)));
        // A collapsed group stays collapsed when the tree changes shape.
        dock.treeView()->collapse(dock.model()->holderIndex(0, 1));
        const int before = dock.model()->stateCount();
        Seq q = controller.cursor();
        while (dock.model()->stateCount() == before && q + 1 < s.size())
            controller.seekNow(++q);
        QVERIFY(dock.model()->stateCount() != before);
        QVERIFY(!dock.treeView()->isExpanded(dock.model()->holderIndex(0, 1)));
        QVERIFY(dock.treeView()->isExpanded(dock.model()->holderIndex(0, 0)));
        dock.treeView()->expandAll();
        controller.seekNow(*test::findEvent(s, "nation.state-updated") + 3);
        QVERIFY(test::saveGrab(dock, QStringLiteral("nation-states.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestHeldStatesModel)
#include "tst_heldstatesmodel.moc"
