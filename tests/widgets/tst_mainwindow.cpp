#include "gui_test_main.h"
#include "panels/compare/alignedeventsmodel.h"
#include "panels/compare/comparewindow.h"
#include "session/elidedlabel.h"
#include "session/sessioncontroller.h"
#include "window/debugactions.h"
#include "window/mainwindow.h"
#include "window/panelhost.h"

#include "kernel/trace/trace.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;
using namespace ts::gui;

namespace {

QString scenario(const QString& name)
{
    return QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/") + name;
}

struct Window {
    MainWindow w;
    QStringList errors;
    Window()
    {
        w.showError = [this](const QString& title, const QString& text) {
            errors << title + QStringLiteral(": ") + text;
        };
        w.askUnsaved = [] { return QMessageBox::Discard; };
        w.resize(1400, 900);
        w.show();
        w.activateWindow();
        (void)QTest::qWaitForWindowActive(&w);  // shortcuts need an active window
    }
    bool open(const QString& path)
    {
        const bool ok = w.openFile(path);
        return ok && QTest::qWaitFor([this] { return !w.controller()->isBusy(); }, 20000);
    }
    Seq cursor() const { return w.controller()->cursor(); }
    const Trace& trace() const { return w.controller()->session()->trace(); }
    Seq firstOfKind(const char* kind, Seq from = 0) const
    {
        for (Seq i = from; i < trace().size(); ++i)
            if (trace().kindName(trace().at(i).kind) == kind)
                return i;
        return ~Seq(0);
    }
};

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void opensAScenario()
    {
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        QVERIFY(t.errors.isEmpty());
        QVERIFY(t.w.controller()->session()->finished());
        QVERIFY(t.w.windowTitle().contains(QStringLiteral("case A")));
        // The scenario file re-creates the game: nothing to save (Save As still writes a trace).
        QVERIFY(!t.w.isWindowModified());
        QVERIFY(!t.w.actions()->save->isEnabled());
        QVERIFY(t.w.actions()->saveAs->isEnabled());
    }

    // The status bar's position is as wide as the trace's widest ("Event 99 of 99" for a
    // game of 59 events), so it never elides the count, at 100 M events either.
    void positionFitsTheTrace()
    {
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        const auto* label = t.w.findChild<ElidedLabel*>(QStringLiteral("positionLabel"));
        QVERIFY(label);
        const QFontMetrics fm = label->fontMetrics();
        const QMargins m = label->contentsMargins();
        const Seq size = t.w.controller()->session()->size();
        QVERIFY2(size >= 10 && size < 100, "a game of two digits' events");
        QCOMPARE(label->sizeHint().width(),
                 fm.horizontalAdvance(QStringLiteral("Event 99 of 99")) + m.left() + m.right());
        QVERIFY(fm.horizontalAdvance(label->text()) <= label->sizeHint().width());
    }

    // File → Open Sample lists the bundled scenarios by ruleset; picking one opens it.
    void openSampleMenu()
    {
        Window t;
        auto* samples = t.w.findChild<QMenu*>(QStringLiteral("sampleMenu"));
        QVERIFY(samples);
        QVERIFY(samples->isEnabled());
        QStringList rulesets;
        QAction* duel = nullptr;
        int files = 0;
        for (QAction* a : samples->actions()) {
            QVERIFY(a->menu());
            rulesets << a->text();
            for (QAction* s : a->menu()->actions()) {
                ++files;
                QVERIFY(s->data().toString().startsWith(QStringLiteral(":/scenarios/") + a->text() + QLatin1Char('/')));
                if (s->data().toString() == QStringLiteral(":/scenarios/nation/duel.json"))
                    duel = s;
            }
        }
        // One submenu per ruleset folder of resources/scenarios, every file in it.
        const QDir all(QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios"));
        const QStringList folders = all.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QCOMPARE(rulesets, folders);
        int expectedFiles = 0;
        for (const QString& f : folders)
            expectedFiles += static_cast<int>(QDir(all.filePath(f)).entryList({QStringLiteral("*.json")}).size());
        QCOMPARE(files, expectedFiles);
        QVERIFY(duel);
        QVERIFY(duel->text().startsWith(QStringLiteral("duel — ")));  // the scenario's own name follows
        duel->trigger();
        QVERIFY(QTest::qWaitFor([&] { return t.w.controller()->hasSession() && !t.w.controller()->isBusy(); }, 20000));
        QVERIFY(t.errors.isEmpty());
        QCOMPARE(QString::fromUtf8(t.w.controller()->session()->ruleset().id().data(),
                                   static_cast<qsizetype>(t.w.controller()->session()->ruleset().id().size())),
                 QStringLiteral("nation"));
    }

    // Play, then Esc: Debug → Stop is enabled while playing and stops it; the cursor stays.
    void escapeStopsPlay()
    {
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        QVERIFY(QTest::qWaitForWindowActive(&t.w));
        QVERIFY(!t.w.actions()->stop->isEnabled());
        t.w.actions()->play->setChecked(true);
        QVERIFY(t.w.actions()->stop->isEnabled());
        QVERIFY(QTest::qWaitFor([&] { return t.cursor() >= 2; }, 5000));
        QTest::keyClick(&t.w, Qt::Key_Escape);
        QVERIFY(!t.w.actions()->play->isChecked());
        QVERIFY(!t.w.actions()->stop->isEnabled());
        const Seq stopped = t.cursor();
        QTest::qWait(300);  // 10 events/s by default: three more ticks if it still played
        QCOMPARE(t.cursor(), stopped);
    }

    void keyboardStepping()
    {
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        QSignalSpy moved(t.w.controller(), &SessionController::cursorMoved);
        QVERIFY(QTest::qWaitForWindowActive(&t.w));
        QTest::keyClick(&t.w, Qt::Key_F11);
        QCOMPARE(t.cursor(), Seq(1));
        QTest::keyClick(&t.w, Qt::Key_F11);
        QCOMPARE(t.cursor(), Seq(2));
        QTest::keyClick(&t.w, Qt::Key_F11, Qt::AltModifier);  // step back
        QCOMPARE(t.cursor(), Seq(1));
        t.w.controller()->seekNow(0);
        QTest::keyClick(&t.w, Qt::Key_F10);  // step over from "turn 1 begins" (depth 0) to "turn 1 ends"
        QCOMPARE(t.trace().kindName(t.trace().at(t.cursor()).kind), std::string("roguelike.turn-end"));
        QTest::keyClick(&t.w, Qt::Key_F10, Qt::AltModifier);  // and back
        QCOMPARE(t.cursor(), Seq(0));
        QVERIFY(moved.count() >= 5);
        QVERIFY(!t.w.actions()->stepBackInto->isEnabled());  // at the start
    }

    void continueAndReverseContinue()
    {
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        const Seq first = t.firstOfKind("roguelike.row-inserted");
        const Seq second = t.firstOfKind("roguelike.row-inserted", first + 1);
        QVERIFY(second < t.trace().size());
        t.w.controller()->seekNow(0);
        QTest::keyClick(&t.w, Qt::Key_F9);  // break on "turn-begin": the kind of event 0
        QCOMPARE(t.w.controller()->session()->breakpoints().size(), std::size_t(1));
        QTest::keyClick(&t.w, Qt::Key_F9);  // toggled off again
        QCOMPARE(t.w.controller()->session()->breakpoints().size(), std::size_t(0));
        t.w.controller()->seekNow(first);
        QTest::keyClick(&t.w, Qt::Key_F9);  // break on row-inserted
        t.w.controller()->seekNow(0);
        QTest::keyClick(&t.w, Qt::Key_F5);
        QTRY_VERIFY(!t.w.controller()->isBusy());
        QCOMPARE(t.cursor(), first);
        QTest::keyClick(&t.w, Qt::Key_F5);
        QTRY_VERIFY(!t.w.controller()->isBusy());
        QCOMPARE(t.cursor(), second);
        t.w.controller()->seekNow(t.trace().size() - 1);
        QTest::keyClick(&t.w, Qt::Key_F5, Qt::ShiftModifier);
        QTRY_VERIFY(!t.w.controller()->isBusy());
        QCOMPARE(t.cursor(), second);
        QTest::keyClick(&t.w, Qt::Key_F5, Qt::ShiftModifier);
        QTRY_VERIFY(!t.w.controller()->isBusy());
        QCOMPARE(t.cursor(), first);
        // Four stops at two events: a hit count counts each event once (issue 35).
        QCOMPARE(t.w.controller()->session()->breakpoints().front().hits, std::uint64_t(2));
    }

    void saveAndReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.tstrace"));
        std::size_t events = 0;
        {
            Window t;
            QVERIFY(t.open(scenario(QStringLiteral("case-b.json"))));
            events = t.trace().size();
            QVERIFY(t.w.saveTo(path));
            QVERIFY(!t.w.isWindowModified());
        }
        Window t;
        QVERIFY(t.open(path));
        QCOMPARE(t.trace().size(), events);
        QVERIFY(!t.w.isWindowModified());
        t.w.controller()->seekNow(events - 1);
        QCOMPARE(t.cursor(), Seq(events - 1));
        QVERIFY(t.w.controller()->stateAtCursor() != nullptr);
    }

    void corruptTraceKeepsTheSession_data()
    {
        QTest::addColumn<int>("cut");
        QTest::addRow("truncated") << 2;
        QTest::addRow("not a trace") << 0;
    }

    void corruptTraceKeepsTheSession()
    {
        QFETCH(int, cut);
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.tstrace"));
        const QString bad = dir.filePath(QStringLiteral("bad.tstrace"));
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("one-run.json"))));
        QVERIFY(t.w.saveTo(good));
        QFile in(good);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray data = in.readAll();
        data = cut ? data.left(data.size() / cut) : QByteArray("SQLite format 3") + QByteArray(100, 'x');
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(data);
        out.close();

        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        t.w.controller()->seekNow(7);
        const std::size_t before = t.trace().size();
        QVERIFY(!t.w.openFile(bad));
        QCOMPARE(t.errors.size(), 1);
        QVERIFY2(t.errors.first().contains(bad), qPrintable(t.errors.first()));
        QCOMPARE(t.trace().size(), before);  // the previous session is intact
        QCOMPARE(t.cursor(), Seq(7));
        QVERIFY(t.w.windowTitle().contains(QStringLiteral("case A")));
    }

    void badScenarioNamesThePlace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"ruleset\":\"roguelike\",\"name\":\"x\",\"map\":[\"..\"],\"units\":[{\"name\":\"A\",\"faction\":"
                "\"player\",\"speed\":5,\"at\":[0,0]}]}");
        f.close();
        Window t;
        QVERIFY(!t.w.openFile(path));
        QCOMPARE(t.errors.size(), 1);
        QVERIFY2(t.errors.first().contains(QStringLiteral("$.units[0].speed")), qPrintable(t.errors.first()));
    }

    // A scenario file's game as it plays by itself is never asked about: opening another file
    // or closing loses nothing (the file re-creates it).
    void scenarioGameIsNotAskedAbout()
    {
        Window t;
        int asked = 0;
        t.w.askUnsaved = [&asked] {
            ++asked;
            return QMessageBox::Cancel;
        };
        QVERIFY(t.open(scenario(QStringLiteral("one-run.json"))));
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        QVERIFY(t.w.controller()->scenarioName().contains(QStringLiteral("case A")));
        QVERIFY(t.w.close());
        QCOMPARE(asked, 0);
    }

    // A game holding what no file re-creates (here a re-run with another seed) is asked about.
    void unsavedWarningOnClose()
    {
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("one-run.json"))));
        QString error;
        QVERIFY2(t.w.controller()->rerunWithSeed(7, &error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !t.w.controller()->isBusy(); }, 20000));
        QVERIFY(t.w.controller()->isModified());
        int asked = 0;
        t.w.askUnsaved = [&asked] {
            ++asked;
            return QMessageBox::Cancel;
        };
        QVERIFY(!t.w.close());  // cancelled: the window stays
        QCOMPARE(asked, 1);
        QVERIFY(t.w.isVisible());
        t.w.askUnsaved = [] { return QMessageBox::Discard; };
        QVERIFY(t.w.close());
    }

    // Debug → Re-run with Another Seed: the seed text is checked before anything is lost,
    // unsaved work is asked about, and the new game has no file (Save asks for one).
    void rerunWithAnotherSeed()
    {
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        const Session* before = t.w.controller()->session();
        for (const QString& bad : {QStringLiteral("x"), QStringLiteral("-1"), QStringLiteral("+3"),
                                   QStringLiteral("1.5"), QStringLiteral("18446744073709551616")}) {
            t.errors.clear();
            QVERIFY(!t.w.rerunWithSeedText(bad));
            QCOMPARE(t.errors.size(), 1);
            QVERIFY2(t.errors.first().contains(QStringLiteral("\"%1\" is not a seed").arg(bad)),
                     qPrintable(t.errors.first()));
            QCOMPARE(t.w.controller()->session(), before);
        }
        t.errors.clear();
        int asked = 0;
        t.w.askUnsaved = [&asked] {
            ++asked;
            return QMessageBox::Cancel;
        };
        // The scenario's own game is not asked about; the re-run (no file) is.
        QVERIFY(t.w.rerunWithSeedText(QStringLiteral("5")));
        QVERIFY(QTest::qWaitFor([&] { return !t.w.controller()->isBusy(); }, 20000));
        QCOMPARE(asked, 0);
        const Session* rerun = t.w.controller()->session();
        QVERIFY(rerun != before);
        QVERIFY(!t.w.rerunWithSeedText(QStringLiteral("7")));  // the unsaved game is kept
        QCOMPARE(asked, 1);
        QCOMPARE(t.w.controller()->session(), rerun);

        t.w.askUnsaved = [] { return QMessageBox::Discard; };
        QString askedSeedFor;
        t.w.askSeed = [&](std::uint64_t current, int pins) {
            askedSeedFor = QStringLiteral("%1/%2").arg(current).arg(pins);
            return QStringLiteral(" 18446744073709551615 ");
        };
        QMenu* debug = nullptr;
        for (QAction* a : t.w.menuBar()->actions())
            if (a->menu() && a->menu()->actions().contains(t.w.actions()->rerun))
                debug = a->menu();
        QVERIFY(debug);
        QVERIFY(t.w.actions()->rerun->isEnabled());
        t.w.actions()->rerun->trigger();
        QCOMPARE(askedSeedFor, QStringLiteral("%1/0").arg(5));
        QVERIFY(QTest::qWaitFor([&] { return !t.w.controller()->isBusy(); }, 20000));
        QCOMPARE(t.w.controller()->session()->seed(), std::uint64_t(18446744073709551615ull));
        QVERIFY(t.w.controller()->filePath().isEmpty());
        QVERIFY2(t.w.windowTitle().contains(QStringLiteral("new game, seed 18446744073709551615")),
                 qPrintable(t.w.windowTitle()));
        QVERIFY(t.w.controller()->isModified());
        QVERIFY(t.errors.isEmpty());
        // Save has no file to write to: it asks for one (here: none given, nothing written).
        int askedFile = 0;
        t.w.askFileName = [&askedFile](const QString&, bool forSaving) {
            askedFile += forSaving;
            return QString();
        };
        t.w.actions()->save->trigger();
        QCOMPARE(askedFile, 1);
    }

    // File → Compare with Trace…: a window beside the debugger; a bad file is an error and no window.
    void compareWithTrace()
    {
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("a.tstrace"));
        QVERIFY(t.w.saveTo(saved));
        QVERIFY(t.w.actions()->compare->isEnabled());
        t.w.askFileName = [&saved](const QString&, bool) { return saved; };
        t.w.actions()->compare->trigger();
        auto* compare = t.w.findChild<CompareWindow*>(QStringLiteral("compareWindow"));
        QVERIFY(compare && compare->isVisible());
        QVERIFY(compare->eventsModel()->divergentRows().empty());
        QVERIFY(t.errors.isEmpty());
        compare->close();
        QVERIFY(!t.w.compareWith(dir.filePath(QStringLiteral("none.tstrace"))));
        QCOMPARE(t.errors.size(), 1);
        QVERIFY2(t.errors.first().startsWith(QStringLiteral("Cannot compare with the trace: ")),
                 qPrintable(t.errors.first()));
    }

    void layoutIsSavedWithAVersion()
    {
        QSettings().clear();
        {
            Window t;
            QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
            auto* log = t.w.findChild<QDockWidget*>(QStringLiteral("eventLogDock"));
            QVERIFY(log && log->isVisible());
            log->hide();
            QVERIFY(t.w.close());
        }
        QSettings settings;
        QCOMPARE(settings.value(QStringLiteral("layout/roguelike/version")).toInt(), PanelHost::kLayoutVersion);
        {
            Window t;
            QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
            QVERIFY(!t.w.findChild<QDockWidget*>(QStringLiteral("eventLogDock"))->isVisible());  // restored
            t.w.restoreDefaultLayout();
            for (QDockWidget* d : t.w.panels()->allDocks())
                QVERIFY2(d->toggleViewAction()->isChecked(), qPrintable(d->objectName()));
            QVERIFY(t.w.findChild<QDockWidget*>(QStringLiteral("eventLogDock"))->isVisible());
            QVERIFY(t.w.close());
        }
        // A layout of another version is ignored rather than misapplied.
        settings.setValue(QStringLiteral("layout/roguelike/version"), PanelHost::kLayoutVersion + 1);
        Window t;
        QVERIFY(t.open(scenario(QStringLiteral("case-a.json"))));
        QVERIFY(t.w.findChild<QDockWidget*>(QStringLiteral("eventLogDock"))->isVisible());
        QSettings().clear();
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
