// The main window with a nation game: the nation panels exist (and no other ruleset's), sit
// in their default places as tabs under the event log and beside the inspector, the battle
// view comes to the front when a nation game opens, and full-window pictures of the duel's
// battles at 1400 × 900 in <temp>/turnscope-screenshots/nation-window-*.png.
#include "gui_nation_support.h"
#include "gui_test_main.h"

#include "panels/timeline/timelinemarks.h"
#include "rulesets/nation/battledock.h"
#include "session/periods.h"
#include "window_fixture.h"

#include <QApplication>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>

using namespace ts;
using gui::MainWindow;

namespace {

const char* const kNationDocks[] = {"battleDock", "stateQueueDock", "statesDock", "npcDecisionDock", "powerChartDock"};

using Window = test::WindowFixture;

QString nationScenario(const char* file) { return test::samplePath("nation", file); }

}  // namespace

class TestNationWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    // Every window starts from the default layout (a closing window saves its own).
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    // The timeline marks a nation game's rounds (labelled "R1", …) and its nations' turns,
    // and "Go to Turn" reads "3.2" as round 3, turn 2.
    void timelineMarksRoundsAndTurns()
    {
        Window t;
        QVERIFY(t.open(nationScenario("four-nations.json")));
        const Session& s = *t.w.controller()->session();
        auto* marks = t.w.findChild<gui::TimelineMarks*>();
        QVERIFY(marks);
        QTRY_VERIFY(marks->turns().size() == test::eventsOfKind(s, "nation.round-begin").size());
        QCOMPARE(marks->turns(), test::eventsOfKind(s, "nation.round-begin"));
        QCOMPARE(marks->runs(), test::eventsOfKind(s, "nation.turn-begin"));
        for (std::size_t i = 0; i < marks->turns().size(); ++i)
            QCOMPARE(marks->turnNumbers()[i], s.trace().at(marks->turns()[i]).arg[0]);
        QCOMPARE(marks->periods().labels.lane, QStringLiteral("Rounds"));
        QCOMPARE(marks->periods().labels.prefix, QStringLiteral("R"));

        const auto round3 = gui::findPeriodEvent(s, QStringLiteral("3"));
        QVERIFY(round3);
        QCOMPARE(s.trace().kindName(s.trace().at(*round3).kind), std::string("nation.round-begin"));
        QCOMPARE(s.trace().at(*round3).arg[0], 3);
        const auto turn2 = gui::findPeriodEvent(s, QStringLiteral("3.2"));
        QVERIFY(turn2);
        QVERIFY(*turn2 > *round3);
        QCOMPARE(s.trace().kindName(s.trace().at(*turn2).kind), std::string("nation.turn-begin"));
        QCOMPARE(s.trace().at(*turn2).arg[0], 2);
        QVERIFY(!gui::findPeriodEvent(s, QStringLiteral("999")));
        QVERIFY(!gui::findPeriodEvent(s, QStringLiteral("3.99")));
        QVERIFY(!gui::findPeriodEvent(s, QStringLiteral("three")));
    }

    void docksAndDefaultLayout()
    {
        Window t;
        QVERIFY(t.open(nationScenario("duel.json")));
        for (const char* name : kNationDocks)
            QVERIFY2(t.dock(name), name);
        QVERIFY(!t.dock("runTableDock"));  // no other ruleset's panel
        // Tabs: the signature views under the event log, the nation's tables beside the inspector.
        for (const char* name : {"battleDock", "stateQueueDock", "powerChartDock"})
            QCOMPARE(t.w.dockWidgetArea(t.dock(name)), Qt::LeftDockWidgetArea);
        // (Qt lists a tab only once the layout has shown it.)
        for (const char* name : {"stateQueueDock", "powerChartDock"})
            QTRY_VERIFY2(t.w.tabifiedDockWidgets(t.dock("battleDock")).contains(t.dock(name)), name);
        for (const char* name : {"statesDock", "npcDecisionDock"}) {
            QCOMPARE(t.w.dockWidgetArea(t.dock(name)), Qt::RightDockWidgetArea);
            QTRY_VERIFY2(t.w.tabifiedDockWidgets(t.dock("inspectorDock")).contains(t.dock(name)), name);
        }
        // Every panel in the View menu.
        for (const char* name : kNationDocks)
            QVERIFY(t.dock(name)->toggleViewAction()->isChecked());
    }

    void signatureViewComesToTheFront()
    {
        Window t;
        QVERIFY(t.open(nationScenario("duel.json")));
        QTRY_VERIFY(t.inFront("battleDock"));
        QVERIFY(t.open(test::samplePath("roguelike", "case-a.json")));
        QTRY_VERIFY(t.inFront("runTableDock"));
        QVERIFY(!t.dock("battleDock"));
        // Another nation game after the user picked a tab: the battle view again, as the
        // ruleset changed; the same ruleset twice keeps the user's choice.
        QVERIFY(t.open(nationScenario("fall.json")));
        QTRY_VERIFY(t.inFront("battleDock"));
        t.dock("stateQueueDock")->raise();
        QVERIFY(t.open(nationScenario("duel.json")));
        QTest::qWait(20);
        QVERIFY(t.inFront("stateQueueDock"));
    }

    // Pictures of the duel for people (and the README): the normal range at the first hit,
    // a fallback range, and the empty Front row of the second battle.
    void screenshots_data()
    {
        QTest::addColumn<int>("range");
        QTest::addColumn<QString>("after");  // the event kind to stop at after the decision
        QTest::addRow("normal") << static_cast<int>(nation::RangeChoice::Normal)
                                << QStringLiteral("nation.unit-damage");
        QTest::addRow("one-behind") << static_cast<int>(nation::RangeChoice::OneBehind)
                                    << QStringLiteral("nation.power-damage");
        QTest::addRow("two-in-front") << static_cast<int>(nation::RangeChoice::TwoInFront)
                                      << QStringLiteral("nation.unit-damage");
        QTest::addRow("empty-front") << static_cast<int>(nation::RangeChoice::EmptyFront)
                                     << QStringLiteral("nation.power-damage");
    }

    void screenshots()
    {
        QFETCH(int, range);
        QFETCH(QString, after);
        Window t;
        QVERIFY(t.open(nationScenario("duel.json")));
        const Session& s = *t.w.controller()->session();
        const auto decided =
            test::findEvent(s, "nation.target-array", 0, [&](const Event& e) { return e.arg[0] == range; });
        QVERIFY(decided);
        Seq at = *decided;
        while (at < s.size() && s.trace().kindName(s.trace().at(at).kind) != after.toStdString())
            ++at;
        QVERIFY(at < s.size());
        t.w.controller()->seekNow(after == QStringLiteral("nation.power-damage") ? at + 2 : at);
        QTRY_VERIFY(t.inFront("battleDock"));
        auto* battle = t.w.findChild<gui::BattleDock*>();
        QCOMPARE(static_cast<int>(battle->snapshot().chosen), range);
        QTest::qWait(30);
        const QImage image = t.w.grab().toImage();
        QCOMPARE(image.size(), QSize(1400, 900));
        QVERIFY(image.save(test::screenshotPath(
            QStringLiteral("nation-window-%1.png").arg(QString::fromLatin1(QTest::currentDataTag())))));
    }

    // A dark palette: the battle view and the state panels draw with its colours.
    void darkPalette()
    {
        const QPalette light = QApplication::palette();
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
        dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xbf));
        dark.setColor(QPalette::HighlightedText, Qt::white);
        dark.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8c, 0x8c));
        dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
        QApplication::setPalette(dark);
        {
            Window t;
            QVERIFY(t.open(nationScenario("duel.json")));
            const Session& s = *t.w.controller()->session();
            const auto decided = test::findEvent(s, "nation.target-array", 0, [](const Event& e) {
                return e.arg[0] == static_cast<int>(nation::RangeChoice::OneBehind);
            });
            t.w.controller()->seekNow(*decided + 6);
            QTRY_VERIFY(t.inFront("battleDock"));
            QTest::qWait(50);  // the layouts settle
            QVERIFY(t.w.grab().save(test::screenshotPath(QStringLiteral("nation-window-dark-battle.png"))));
            QVERIFY(t.open(nationScenario("states.json")));
            t.w.controller()->seekNow(*test::findEvent(*t.w.controller()->session(), "nation.granted-not-queued"));
            t.dock("stateQueueDock")->raise();
            t.dock("statesDock")->raise();
            QTRY_VERIFY(t.inFront("statesDock"));
            QTest::qWait(50);
            QVERIFY(t.w.grab().save(test::screenshotPath(QStringLiteral("nation-window-dark-states.png"))));
        }
        QApplication::setPalette(light);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestNationWindow)
#include "tst_nationwindow.moc"
