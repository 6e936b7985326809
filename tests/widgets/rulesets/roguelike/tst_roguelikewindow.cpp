// The main window with a roguelike game. A Run-table game: the Run table (in front) and the
// map, under the event log, no other ruleset's panels; Go to Turn reads "2.3" as turn 2,
// Run 3. An energy game: the energy bars (in front) and the map, the action queues beside
// the inspector, no Run table; "3.2" is turn 3, visit 2. Switching between them keeps each
// layout. One picture per sample scenario in <temp>/turnscope-screenshots/.
#include "gui_test_main.h"
#include "runtable_test_support.h"

#include "panels/timeline/timelinemarks.h"
#include "session/periods.h"
#include "session/sessioncontroller.h"
#include "window/panelhost.h"
#include "window_fixture.h"

#include <QDir>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>

using namespace ts;
using gui::MainWindow;

namespace {

using Window = test::WindowFixture;

}  // namespace

class TestRoguelikeWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void runTableGameShowsRunTableAndMap()
    {
        Window t;
        QVERIFY(t.open(test::samplePath("roguelike", "case-a.json")));
        QCOMPARE(t.w.panels()->rulesetId(), QStringLiteral("roguelike"));
        QCOMPARE(t.w.panels()->rulesetDocks().size(), 2);
        QDockWidget* table = t.dock("runTableDock");
        QVERIFY(table);
        QCOMPARE(t.w.panels()->rulesetDocks().first(), table);
        QVERIFY(t.dock("mapDock"));
        for (const char* name : {"energyDock", "actionQueueDock", "battleDock", "stateQueueDock", "statesDock",
                                 "npcDecisionDock", "powerChartDock"})
            QVERIFY2(!t.dock(name), name);
        QCOMPARE(t.w.dockWidgetArea(table), Qt::LeftDockWidgetArea);
        QCOMPARE(t.w.dockWidgetArea(t.dock("mapDock")), Qt::LeftDockWidgetArea);
        QTRY_VERIFY(!table->visibleRegion().isEmpty());
    }

    void energyGameShowsEnergyPanelsAndMap()
    {
        Window t;
        QVERIFY(t.open(test::samplePath("roguelike", "energy-dungeon.json")));
        QCOMPARE(t.w.panels()->rulesetDocks().size(), 3);
        QDockWidget* energy = t.dock("energyDock");
        QVERIFY(energy);
        QCOMPARE(t.w.panels()->rulesetDocks().first(), energy);
        QVERIFY(t.dock("mapDock"));
        QVERIFY(t.dock("actionQueueDock"));
        QVERIFY(!t.dock("runTableDock"));
        QCOMPARE(t.w.dockWidgetArea(energy), Qt::LeftDockWidgetArea);
        QCOMPARE(t.w.dockWidgetArea(t.dock("actionQueueDock")), Qt::RightDockWidgetArea);
        QTRY_VERIFY(!energy->visibleRegion().isEmpty());
        // Turns are rotations of the actor queue, visits their minor periods.
        const Session& s = *t.w.controller()->session();
        auto* marks = t.w.findChild<gui::TimelineMarks*>();
        QTRY_VERIFY(!marks->turns().empty());
        QCOMPARE(marks->turns(), test::eventsOfKind(s.trace(), "roguelike.energy-turn"));
        QVERIFY(marks->periods().labels.goToPrompt.contains(QStringLiteral("turn.visit")));
        const auto visit = gui::findPeriodEvent(s, QStringLiteral("3.2"));
        QVERIFY(visit);
        QCOMPARE(s.trace().kindName(s.trace().at(*visit).kind), std::string("roguelike.visit"));
        QCOMPARE(s.trace().at(*visit).arg[0], 2);
        QCOMPARE(s.trace().at(*visit).arg[2], 3);
        QVERIFY(!gui::findPeriodEvent(s, QStringLiteral("3.99")));
    }

    // Each scheduler keeps its own layout: a panel closed in an energy game stays closed
    // when the next energy game opens, after a Run-table game in between.
    void switchingKeepsEachLayout()
    {
        Window t;
        QVERIFY(t.open(test::samplePath("roguelike", "energy-door.json")));
        QDockWidget* queues = t.dock("actionQueueDock");
        QVERIFY(queues);
        queues->close();
        QVERIFY(t.open(test::samplePath("roguelike", "case-b.json")));
        QVERIFY(t.dock("runTableDock"));
        QVERIFY(!t.dock("energyDock"));
        QDockWidget* map = t.dock("mapDock");
        QVERIFY(map && map->isVisible());
        QVERIFY(t.open(test::samplePath("roguelike", "energy-wall.json")));
        QVERIFY(t.dock("energyDock"));
        QVERIFY(!t.dock("actionQueueDock")->isVisible());
        QVERIFY(t.open(test::samplePath("roguelike", "case-a.json")));
        QVERIFY(t.dock("mapDock")->isVisible());
        QVERIFY(t.dock("runTableDock")->isVisible());
    }

    void timelineAndGoToTurn()
    {
        Window t;
        QVERIFY(t.open(test::samplePath("roguelike", "nine-units.json")));
        const Session& s = *t.w.controller()->session();
        auto* marks = t.w.findChild<gui::TimelineMarks*>();
        QTRY_VERIFY(!marks->turns().empty());
        QCOMPARE(marks->turns(), test::eventsOfKind(s.trace(), "roguelike.turn-begin"));
        QCOMPARE(marks->periods().labels.lane, QStringLiteral("Turns"));
        QCOMPARE(marks->periods().labels.prefix, QStringLiteral("T"));
        const auto run3 = gui::findPeriodEvent(s, QStringLiteral("1.3"));
        QVERIFY(run3);
        QCOMPARE(s.trace().kindName(s.trace().at(*run3).kind), std::string("roguelike.run-begin"));
        QCOMPARE(s.trace().at(*run3).arg[0], 3);
        QVERIFY(!gui::findPeriodEvent(s, QStringLiteral("1.4")));  // nine-units has three Runs
        QVERIFY(gui::findPeriodEvent(s, QStringLiteral("2")));
        QVERIFY(!gui::findPeriodEvent(s, QStringLiteral("3")));  // two turns
    }

    // For the README: the window on the dungeon at its first attack, with the energy bars,
    // then with the map and the action queues in front.
    void energyWindowPictures()
    {
        Window t;
        QVERIFY(t.open(test::samplePath("roguelike", "energy-dungeon.json")));
        const Session& s = *t.w.controller()->session();
        t.w.controller()->seekNow(*test::firstEventOfKind(s, "roguelike.attack"));
        QTest::qWait(50);
        QVERIFY(t.w.grab().save(test::screenshotPath(QStringLiteral("energy-window-bars.png"))));
        t.dock("mapDock")->raise();
        t.dock("actionQueueDock")->raise();
        QTest::qWait(50);
        QVERIFY(t.w.grab().save(test::screenshotPath(QStringLiteral("energy-window-map.png"))));
    }

    void screenshots_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(test::sourceDir() + QStringLiteral("/resources/scenarios/roguelike"))
                                    .entryList({QStringLiteral("*.json")}))
            QTest::addRow("%s", qPrintable(f)) << f;
    }

    void screenshots()
    {
        QFETCH(QString, file);
        Window t;
        QVERIFY(t.open(test::samplePath("roguelike", qPrintable(file))));
        const Trace& trace = t.w.controller()->session()->trace();
        auto at = test::firstEventOfKind(*t.w.controller()->session(), "roguelike.row-inserted");
        if (!at)
            at = test::firstEventOfKind(*t.w.controller()->session(), "roguelike.attack");
        if (!at)
            at = test::firstEventOfKind(*t.w.controller()->session(), "roguelike.door-opened");
        t.w.controller()->seekNow(at ? *at : trace.size() / 2);
        QTest::qWait(50);
        const QImage image = t.w.grab().toImage();
        QVERIFY(!image.isNull());
        QVERIFY(
            image.save(test::screenshotPath(QString(file).replace(QStringLiteral(".json"), QStringLiteral(".png")))));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestRoguelikeWindow)
#include "tst_roguelikewindow.moc"
