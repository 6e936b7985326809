// The main window with a stack game: the stack panels exist (and no other ruleset's), sit
// in their default places (the stage and the flow map tabbed under the event log, chance
// and zones beside the inspector), the stage comes to the front; the timeline marks turns;
// full-window pictures at 1400 × 900 in light and dark palettes.
#include "gui_stack_support.h"
#include "gui_test_main.h"

#include "panels/timeline/timelinemarks.h"
#include "session/periods.h"
#include "window/mainwindow.h"

#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>

using namespace ts;
using gui::MainWindow;

namespace {

const char* const kStackDocks[] = {"stageDock", "flowMapDock", "chanceDock", "zonesDock"};

struct Window {
    MainWindow w;
    Window()
    {
        w.showError = [](const QString& title, const QString& text) {
            qWarning("%s: %s", qPrintable(title), qPrintable(text));
        };
        w.askUnsaved = [] { return QMessageBox::Discard; };
        w.resize(1400, 900);
        w.show();
        (void)QTest::qWaitForWindowExposed(&w);
    }
    bool open(const QString& path)
    {
        return w.openFile(path) && QTest::qWaitFor([this] { return !w.controller()->isBusy(); }, 20000);
    }
    QDockWidget* dock(const char* name) const { return w.findChild<QDockWidget*>(QString::fromLatin1(name)); }
    bool inFront(const char* name) const { return !dock(name)->visibleRegion().isEmpty(); }
};

QString stackScenario(const char* file) { return test::samplePath("stack", file); }

}  // namespace

class TestStackWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void docksAndDefaultLayout()
    {
        Window t;
        QVERIFY(t.open(stackScenario("blackpoker.json")));
        for (const char* name : kStackDocks)
            QVERIFY2(t.dock(name), name);
        for (const char* other : {"runTableDock", "battleDock", "stateQueueDock"})
            QVERIFY(!t.dock(other));
        for (const char* name : {"stageDock", "flowMapDock"})
            QCOMPARE(t.w.dockWidgetArea(t.dock(name)), Qt::LeftDockWidgetArea);
        QTRY_VERIFY(t.w.tabifiedDockWidgets(t.dock("stageDock")).contains(t.dock("flowMapDock")));
        for (const char* name : {"chanceDock", "zonesDock"}) {
            QCOMPARE(t.w.dockWidgetArea(t.dock(name)), Qt::RightDockWidgetArea);
            QTRY_VERIFY2(t.w.tabifiedDockWidgets(t.dock("inspectorDock")).contains(t.dock(name)), name);
        }
        QTRY_VERIFY(t.inFront("stageDock"));
        // Another ruleset replaces the panels; back to a stack game brings the stage to the front.
        QVERIFY(t.open(test::samplePath("nation", "duel.json")));
        QVERIFY(!t.dock("stageDock"));
        QVERIFY(t.open(stackScenario("lifo-three.json")));
        QTRY_VERIFY(t.inFront("stageDock"));
    }

    void timelineMarksTurns()
    {
        Window t;
        QVERIFY(t.open(stackScenario("blackpoker.json")));
        const Session& s = *t.w.controller()->session();
        auto* marks = t.w.findChild<gui::TimelineMarks*>();
        QVERIFY(marks);
        QTRY_VERIFY(marks->turns().size() == test::eventsOfKind(s.trace(), "stack.turn-begin").size());
        QCOMPARE(marks->periods().labels.lane, QStringLiteral("Turns"));
        const auto turn3 = gui::findPeriodEvent(s, QStringLiteral("3"));
        QVERIFY(turn3);
        QCOMPARE(s.trace().at(*turn3).arg[0], 3);
    }

    // Pictures for people and the README: the stage three deep with the flow map beside
    // the chance panel; the flow map in front; a dark palette.
    void screenshots()
    {
        Window t;
        QVERIFY(t.open(stackScenario("blackpoker.json")));
        const Session& s = *t.w.controller()->session();
        const Seq deep = test::nthEvent(s, "stack.staged", 0, [](const Event& e) { return e.arg[0] == 3; });
        t.w.controller()->seekNow(test::nextFlow(s, deep) + 2);
        t.dock("chanceDock")->raise();
        QTRY_VERIFY(t.inFront("stageDock"));
        QTest::qWait(50);
        QImage image = t.w.grab().toImage();
        QCOMPARE(image.size(), QSize(1400, 900));
        QVERIFY(image.save(test::screenshotPath(QStringLiteral("stack-window-stage.png"))));
        t.dock("flowMapDock")->raise();
        t.w.controller()->seekNow(test::nthEvent(s, "stack.taken-off", 1));
        QTRY_VERIFY(t.inFront("flowMapDock"));
        QTest::qWait(50);
        QVERIFY(t.w.grab().save(test::screenshotPath(QStringLiteral("stack-window-flow.png"))));
        const QPalette light = QApplication::palette();
        QApplication::setPalette(test::darkPalette());
        t.dock("stageDock")->raise();
        t.dock("zonesDock")->raise();
        t.w.controller()->seekNow(test::nthEvent(s, "stack.control"));
        QTest::qWait(80);
        QVERIFY(t.w.grab().save(test::screenshotPath(QStringLiteral("stack-window-dark.png"))));
        QApplication::setPalette(light);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestStackWindow)
#include "tst_stackwindow.moc"
