// The main window with an events game: the events panels exist (and no other ruleset's),
// sit in their default places, the event tree comes to the front; the timeline marks rounds
// and instructions; the condition helpers work; full-window pictures at 1400 × 900, light and
// dark, in <temp>/turnscope-screenshots/events-window-*.png.
#include "gui_events_support.h"
#include "gui_test_main.h"

#include "panels/timeline/timelinemarks.h"
#include "rulesets/events/eventtreedock.h"
#include "session/elidedlabel.h"
#include "session/headless/conditionengine.h"
#include "session/periods.h"
#include "session/rulesetui.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>

using namespace ts;
using gui::MainWindow;

namespace {

const char* const kEventsDocks[] = {"eventTreeDock", "queueDock", "zonesDock"};

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
    // The inspector builds its JSON in slices: wait for it before a picture.
    bool inspectorReady() const
    {
        auto* summary = w.findChild<gui::ElidedLabel*>(QStringLiteral("inspectorSummary"));
        return QTest::qWaitFor([summary] { return summary && summary->text() != QStringLiteral("No state"); }, 5000);
    }
};

QString sample(const char* file) { return test::samplePath("events", file); }

}  // namespace

class TestEventsWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void docksAndDefaultLayout()
    {
        Window t;
        QVERIFY(t.open(sample("duel.json")));
        for (const char* name : kEventsDocks)
            QVERIFY2(t.dock(name), name);
        QVERIFY(!t.dock("runTableDock"));
        QVERIFY(!t.dock("battleDock"));
        for (const char* name : {"eventTreeDock", "queueDock"})
            QCOMPARE(t.w.dockWidgetArea(t.dock(name)), Qt::LeftDockWidgetArea);
        QTRY_VERIFY(t.w.tabifiedDockWidgets(t.dock("eventTreeDock")).contains(t.dock("queueDock")));
        QCOMPARE(t.w.dockWidgetArea(t.dock("zonesDock")), Qt::RightDockWidgetArea);
        QTRY_VERIFY(t.w.tabifiedDockWidgets(t.dock("inspectorDock")).contains(t.dock("zonesDock")));
    }

    void signatureViewComesToTheFront()
    {
        Window t;
        QVERIFY(t.open(sample("duel.json")));
        QTRY_VERIFY(t.inFront("eventTreeDock"));
        QVERIFY(t.open(test::samplePath("nation", "duel.json")));
        QTRY_VERIFY(t.inFront("battleDock"));
        QVERIFY(!t.dock("eventTreeDock"));
        QVERIFY(t.open(sample("interrupt-saved.json")));
        QTRY_VERIFY(t.inFront("eventTreeDock"));
    }

    // Rounds are the major periods ("R1"), instructions the minor ones; "2.1" is round 2's
    // first instruction.
    void timelineMarksRoundsAndInstructions()
    {
        Window t;
        QVERIFY(t.open(sample("duel.json")));
        const Session& s = *t.w.controller()->session();
        auto* marks = t.w.findChild<gui::TimelineMarks*>();
        QVERIFY(marks);
        QTRY_VERIFY(marks->turns().size() == test::eventsOfKind(s.trace(), "events.round-begin").size());
        QCOMPARE(marks->periods().labels.prefix, QStringLiteral("R"));
        const auto found = gui::findPeriodEvent(s, QStringLiteral("2.1"));
        QVERIFY(found);
        QCOMPARE(s.trace().kindName(s.trace().at(*found).kind), std::string("events.instruction"));
        QCOMPARE(s.trace().at(*found).arg[0], 1);
        QVERIFY(*found > *gui::findPeriodEvent(s, QStringLiteral("2")));
    }

    // The breakpoint helpers over the state at chosen events.
    void conditionHelpers_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<bool>("atSave");
        QTest::addRow("saved queue") << R"(saved().length == 1 && saved()[0].events[0].event == "skill-over")" << true;
        QTest::addRow("phase") << R"(phase() == "DeathSwap")" << true;
        QTest::addRow("character") << R"(!character("Bob.Keqing").alive && character("Noelle").hp == 10)" << true;
        QTest::addRow("player") << R"(player("Alice").characters[0].weapon.id == "Favonius Sword")" << true;
        QTest::addRow("queue") << R"(queue().length == 0 && current() === null)" << true;
        QTest::addRow("round") << R"(round() == 1)" << true;
        QTest::addRow("unknown character throws") << R"(character("Zhongli").hp > 0)" << false;
    }
    void conditionHelpers()
    {
        QFETCH(QString, expression);
        QFETCH(bool, atSave);
        gui::SessionController controller;
        QVERIFY(test::openSample(controller, "events", "duel.json"));
        const gui::RulesetUi* ui = gui::findRulesetUi("events");
        QVERIFY(ui);
        gui::ConditionEngine engine(ui->conditionHelpers());
        QString error;
        QVERIFY2(engine.compile(expression, &error), qPrintable(error));
        controller.seekNow(test::firstOf(*controller.session(), "events.save"));
        bool ok = false;
        const bool value = engine.evaluate(*controller.stateAtCursor(), &ok, &error);
        QCOMPARE(ok, atSave);
        QCOMPARE(value, atSave);
        if (!atSave)
            QVERIFY(error.contains(QStringLiteral("no such character")));
    }

    // Pictures for people and the README: the interrupt (the event tree in front), the
    // recovered queue, the zones at Oz's round-end answer; and a dark palette.
    void screenshots()
    {
        Window t;
        QVERIFY(t.open(sample("duel.json")));
        const Session& s = *t.w.controller()->session();
        t.w.controller()->seekNow(test::firstOf(s, "events.save"));
        QTRY_VERIFY(t.inFront("eventTreeDock"));
        QVERIFY(t.inspectorReady());
        QTest::qWait(30);
        QImage image = t.w.grab().toImage();
        QCOMPARE(image.size(), QSize(1400, 900));
        QVERIFY(image.save(test::screenshotPath(QStringLiteral("events-window-interrupt.png"))));
        t.dock("queueDock")->raise();
        t.dock("zonesDock")->raise();
        t.w.controller()->seekNow(*test::findEvent(s.trace(), "events.hear", 0, [&](const Event& e) {
            return s.trace().entityName(e.subject[0]) == "summon:Oz";
        }));
        QTRY_VERIFY(t.inFront("queueDock"));
        QTest::qWait(30);
        QVERIFY(t.w.grab().save(test::screenshotPath(QStringLiteral("events-window-queue-zones.png"))));
    }

    void darkPalette()
    {
        const QPalette light = QApplication::palette();
        QApplication::setPalette(test::darkPalette());
        {
            Window t;
            QVERIFY(t.open(sample("interrupt-saved.json")));
            t.w.controller()->seekNow(test::firstOf(*t.w.controller()->session(), "events.save"));
            QTRY_VERIFY(t.inFront("eventTreeDock"));
            QTest::qWait(50);
            QVERIFY(t.w.grab().save(test::screenshotPath(QStringLiteral("events-window-dark.png"))));
        }
        QApplication::setPalette(light);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEventsWindow)
#include "tst_eventswindow.moc"
