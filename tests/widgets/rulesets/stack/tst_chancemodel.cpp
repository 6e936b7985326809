// ChanceModel and the chance panel: at every pass, reset and chance move of the three-player
// pass-list scenario the rows equal the engine's state (turn player, chance holder, place on
// the pass list), the headline counts the pass list against the number of players, the node
// line names the node; pictures of the dock. The model fed hand-made ChanceSnapshots, with no
// session at all: the same players change in place, another game's reset the model.
#include "gui_stack_support.h"
#include "gui_test_main.h"

#include "rulesets/stack/chancedock.h"
#include "rulesets/stack/chancemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace ts;
using gui::ChanceModel;

class TestChanceModel : public QObject {
    Q_OBJECT
private slots:
    void matchesTheEngine()
    {
        gui::SessionController c;
        gui::ChanceDock dock(&c);
        ChanceModel& m = *dock.model();
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(c, "stack", "pass-list.json"));
        const Session& s = *c.session();
        int checked = 0;
        for (const char* kind : {"stack.pass", "stack.pass-list-reset", "stack.chance", "stack.flow"})
            for (const Seq q : test::eventsOfKind(s.trace(), kind)) {
                c.seekNow(test::nextFlow(s, q) - 1);
                const auto& st = test::stackAt(c).state();
                QCOMPARE(m.rowCount(), 3);
                for (int r = 0; r < 3; ++r) {
                    QCOMPARE(m.index(r, 0).data(ChanceModel::TurnPlayerRole).toBool(), st.turnPlayer == r);
                    QCOMPARE(m.index(r, 0).data(ChanceModel::ChanceRole).toBool(), st.chanceHolder == r);
                    const auto it = std::find(st.passList.begin(), st.passList.end(), r);
                    QCOMPARE(m.index(r, 0).data(ChanceModel::PassOrderRole).toInt(),
                             it == st.passList.end() ? 0 : static_cast<int>(it - st.passList.begin()) + 1);
                }
                QCOMPARE(m.passCount(), static_cast<int>(st.passList.size()));
                QCOMPARE(m.headline(), QStringLiteral("Pass list: %1 of 3 players").arg(st.passList.size()));
                ++checked;
            }
        QVERIFY(checked > 20);
    }

    // Carol, Alice and Bob have passed (3 of 3): the pass list in order, the node line at ⑬.
    void fullPassList()
    {
        gui::SessionController c;
        gui::ChanceDock dock(&c);
        QVERIFY(test::openSample(c, "stack", "pass-list.json"));
        const Session& s = *c.session();
        const Seq full = test::nthEvent(s, "stack.pass", 0, [](const Event& e) { return e.arg[0] == 3; });
        c.seekNow(test::nextFlow(s, full));
        QCOMPARE(dock.model()->passListText(), QStringLiteral("Carol → Alice → Bob"));
        QVERIFY(dock.model()->nodeText().startsWith(QStringLiteral("At ⑬")));
        QCOMPARE(dock.model()->index(2, ChanceModel::PassColumn).data().toString(), QStringLiteral("passed (#1)"));
        QCOMPARE(dock.model()->index(0, ChanceModel::TurnColumn).data().toString(), QStringLiteral("★ turn player"));
        QVERIFY(test::grabDock(dock, QSize(560, 300), QStringLiteral("stack-chance.png")));
        const QPalette light = QApplication::palette();
        QApplication::setPalette(test::darkPalette());
        QVERIFY(test::grabDock(dock, QSize(560, 300), QStringLiteral("stack-chance-dark.png")));
        QApplication::setPalette(light);
    }

    void fedSnapshotsWithoutASession()
    {
        ChanceModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&m, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy refreshed(&m, &ChanceModel::refreshed);
        gui::ChanceSnapshot snap;
        snap.headline = QStringLiteral("Pass list: 1 of 2 players");
        snap.passList = QStringLiteral("Bob");
        snap.passCount = 1;
        snap.rows.resize(2);
        snap.rows[0] = {QStringLiteral("Alice"), QStringLiteral("life 3"), QString(), true, true, 0};
        snap.rows[1] = {QStringLiteral("Bob"), QStringLiteral("life 2"), QStringLiteral("lost"), false, false, 1};
        m.setSnapshot(snap);
        QCOMPARE(resets.count(), 1);  // the first snapshot resets
        QCOMPARE(m.rowCount(), 2);
        QCOMPARE(m.playerCount(), 2);
        QCOMPARE(m.headline(), QStringLiteral("Pass list: 1 of 2 players"));
        QCOMPARE(m.passListText(), QStringLiteral("Bob"));
        QCOMPARE(m.index(0, ChanceModel::TurnColumn).data().toString(), QStringLiteral("★ turn player"));
        QCOMPARE(m.index(0, ChanceModel::ChanceColumn).data().toString(), QStringLiteral("● holds the chance"));
        QCOMPARE(m.index(1, ChanceModel::PassColumn).data().toString(), QStringLiteral("passed (#1)"));
        QCOMPARE(m.index(1, ChanceModel::StatusColumn).data().toString(), QStringLiteral("lost"));
        QCOMPARE(m.index(1, 0).data(ChanceModel::PassOrderRole).toInt(), 1);
        snap.rows[0].chance = false;  // the same players: a change in place
        snap.rows[1].chance = true;
        m.setSnapshot(snap);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(changes.count(), 1);
        QVERIFY(m.index(1, 0).data(ChanceModel::ChanceRole).toBool());
        m.setSnapshot(snap, true);  // another game with as many players
        QCOMPARE(resets.count(), 2);
        m.setSnapshot(gui::ChanceSnapshot::empty(QStringLiteral("nothing here")));
        QCOMPARE(resets.count(), 3);
        QCOMPARE(m.rowCount(), 0);
        QCOMPARE(m.headline(), QStringLiteral("nothing here"));
        QCOMPARE(refreshed.count(), 4);
    }

    void otherRulesets()
    {
        gui::SessionController c;
        gui::ChanceDock dock(&c);
        ChanceModel& m = *dock.model();
        QVERIFY(test::openSample(c, "roguelike", "case-a.json"));
        QCOMPARE(m.rowCount(), 0);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestChanceModel)
#include "tst_chancemodel.moc"
