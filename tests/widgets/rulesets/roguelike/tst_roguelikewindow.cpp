// The main window with a roguelike game: the Run table is its one panel (no other ruleset's),
// under the event log and in front; Go to Turn reads "2.3" as turn 2, Run 3; and one picture
// per sample scenario in <temp>/turnscope-screenshots/, taken where the Run table has
// something to show.
#include "gui_test_main.h"
#include "runtable_test_support.h"

#include "window_fixture.h"
#include "panelhost.h"
#include "periods.h"
#include "sessioncontroller.h"
#include "timelinemarks.h"

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

    void runTableIsTheOnlyRulesetPanel()
    {
        Window t;
        QVERIFY(t.open(test::samplePath("roguelike", "case-a.json")));
        QCOMPARE(t.w.panels()->rulesetId(), QStringLiteral("roguelike"));
        QCOMPARE(t.w.panels()->rulesetDocks().size(), 1);
        QDockWidget* table = t.dock("runTableDock");
        QVERIFY(table);
        QCOMPARE(t.w.panels()->rulesetDocks().first(), table);
        for (const char* name : {"battleDock", "stateQueueDock", "statesDock", "npcDecisionDock", "powerChartDock"})
            QVERIFY2(!t.dock(name), name);
        QCOMPARE(t.w.dockWidgetArea(table), Qt::LeftDockWidgetArea);
        QTRY_VERIFY(!table->visibleRegion().isEmpty());
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
        QVERIFY(!gui::findPeriodEvent(s, QStringLiteral("3")));    // two turns
    }

    void screenshots_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(test::sourceDir() + QStringLiteral("/resources/scenarios/roguelike")).entryList({QStringLiteral("*.json")}))
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
        t.w.controller()->seekNow(at ? *at : trace.size() / 2);
        QTest::qWait(50);
        const QImage image = t.w.grab().toImage();
        QVERIFY(!image.isNull());
        QVERIFY(image.save(test::screenshotPath(QString(file).replace(QStringLiteral(".json"), QStringLiteral(".png")))));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestRoguelikeWindow)
#include "tst_roguelikewindow.moc"
