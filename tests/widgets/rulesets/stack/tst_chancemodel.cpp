// ChanceModel and the chance panel: at every pass, reset and chance move of the three-player
// pass-list scenario the rows equal the engine's state (turn player, chance holder, place on
// the pass list), the headline counts the pass list against the number of players, the node
// line names the node; pictures of the dock.
#include "gui_stack_support.h"
#include "gui_test_main.h"

#include "rulesets/stack/chancedock.h"
#include "rulesets/stack/chancemodel.h"

#include <QAbstractItemModelTester>

using namespace ts;
using gui::ChanceModel;

class TestChanceModel : public QObject {
    Q_OBJECT
private slots:
    void matchesTheEngine()
    {
        gui::SessionController c;
        ChanceModel m(&c);
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

    void otherRulesets()
    {
        gui::SessionController c;
        ChanceModel m(&c);
        QVERIFY(test::openSample(c, "roguelike", "case-a.json"));
        QCOMPARE(m.rowCount(), 0);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestChanceModel)
#include "tst_chancemodel.moc"
