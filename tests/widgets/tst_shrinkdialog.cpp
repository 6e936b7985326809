// Debug → Shrink to Here… (shrinkdialog.h, shrinkrunner.h) in the main window, on samples of
// two rulesets: a breakpoint (a conditional one; one by clause and entity) is run to its
// hit, the action is enabled only there, the shrink runs on its worker thread with a budget
// of a few seconds, the result has fewer events to the hit and fewer array elements, saves
// as a scenario that loads, and opens as a new game stopped at the breakpoint carried over
// by names; Cancel stops the search with a valid result, also during the first game; a game
// with a chosen draw result says that it is not replayed. TURNSCOPE_SHRINK_SCREENSHOT=FILE
// saves the dialog after the clause breakpoint's shrink (the README's picture).
#include "gui_test_main.h"

#include "panels/breakpoints/breakpointmodel.h"
#include "session/sessioncontroller.h"
#include "window/debugactions.h"
#include "window/mainwindow.h"
#include "window/shrinkdialog.h"

#include "kernel/draw/draw_ledger.h"
#include "kernel/ruleset_registry.h"
#include "kernel/trace/trace.h"

#include <QAction>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace ts;
using namespace ts::gui;

namespace {

QString sample(const char* ruleset, const char* file)
{
    return QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/%1/%2")
        .arg(QString::fromUtf8(ruleset), QString::fromUtf8(file));
}

struct Window {
    MainWindow w;
    QStringList errors;
    BreakpointModel model{w.controller()};
    Window()
    {
        w.showError = [this](const QString& title, const QString& text) {
            errors << title + QStringLiteral(": ") + text;
        };
        w.askUnsaved = [] { return QMessageBox::Discard; };
        w.resize(1200, 800);
        w.show();
    }
    SessionController* c() const { return w.controller(); }
    bool idle()
    {
        return QTest::qWaitFor([this] { return !c()->isBusy(); }, 20000);
    }
    bool open(const QString& path) { return w.openFile(path) && idle(); }
    // Continue from the start to the first hit of breakpoint `id`.
    bool runToHit(int id)
    {
        c()->seekNow(0);
        QSignalSpy hit(c(), &SessionController::breakpointHit);
        c()->continueForward();
        return idle() && hit.count() == 1 && hit.first().at(0).toInt() == id;
    }
    ShrinkDialog* shrink(int budgetSeconds)
    {
        if (!w.actions()->shrinkToHere->isEnabled())
            return nullptr;
        w.actions()->shrinkToHere->trigger();
        auto* d = w.findChild<ShrinkDialog*>();
        if (!d)
            return nullptr;
        d->budgetBox()->setValue(budgetSeconds);
        d->startShrink();
        return d;
    }
};

// A clause and entity breakpoint whose first hit is late in the game: the (clause, entity)
// pair of the latest event whose pair occurs nowhere before it.
std::pair<QString, QString> latePair(const Trace& trace)
{
    std::map<std::pair<ClauseId, EntityId>, Seq> first;
    for (Seq i = 0; i < trace.size(); ++i) {
        const Event e = trace.at(i);
        if (e.clause != 0 && e.subject[0] != kNoEntity)
            first.try_emplace({e.clause, e.subject[0]}, i);
    }
    std::pair<ClauseId, EntityId> best{};
    Seq at = 0;
    for (const auto& [pair, seq] : first)
        if (seq > at) {
            at = seq;
            best = pair;
        }
    return {QString::fromStdString(trace.clauseName(best.first)),
            QString::fromStdString(trace.entityName(best.second))};
}

}  // namespace

class TestShrinkDialog : public QObject {
    Q_OBJECT

    // Shrinks to the hit of breakpoint `id` with a short budget, checks the result, saves
    // it, opens it and checks the new game stops at the breakpoint.
    void shrinkAndOpen(Window& t, int id, bool screenshot)
    {
        QVERIFY(t.runToHit(id));
        const Seq hitAt = t.c()->cursor();
        // The picture shows the default budget; that search ends in well under a second.
        ShrinkDialog* d = t.shrink(screenshot ? 60 : 3);
        QVERIFY(d);
        QVERIFY(d->runner()->isRunning());
        QSignalSpy done(d->runner(), &ShrinkRunner::finished);
        QVERIFY(done.wait(15000));
        QVERIFY2(done.first().at(0).toBool(), qPrintable(d->runner()->error()));
        const ShrinkResult& r = d->runner()->result();
        QCOMPARE(r.eventsBefore, hitAt + 1);
        QVERIFY2(r.eventsAfter < r.eventsBefore, qPrintable(d->summaryText()));
        QVERIFY2(r.elementsAfter < r.elementsBefore, qPrintable(d->summaryText()));
        qInfo("%s", qPrintable(d->summaryText()));
        QCOMPARE(d->summaryText().contains(QStringLiteral("before any rule ran")), r.eventsAfter <= 1);
        if (screenshot && qEnvironmentVariableIsSet("TURNSCOPE_SHRINK_SCREENSHOT"))
            QVERIFY(d->grab().save(qEnvironmentVariable("TURNSCOPE_SHRINK_SCREENSHOT")));

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("shrunk.json"));
        QVERIFY(d->saveTo(file));
        const LoadedScenario loaded = loadScenarioFile(file.toStdString());
        QCOMPARE(loaded.scenario->seed, t.c()->session()->seed());

        QVERIFY(d->openResult());
        QVERIFY(t.idle());
        QVERIFY2(t.errors.isEmpty(), qPrintable(t.errors.join(QLatin1Char('\n'))));
        QCOMPARE(t.c()->cursor() + 1, r.eventsAfter);
        QCOMPARE(t.c()->session()->breakpoints().size(), std::size_t(1));
        QVERIFY(t.w.actions()->shrinkToHere->isEnabled());  // at the carried-over breakpoint's hit
        d->close();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void conditionalBreakpoint()
    {
        Window t;
        QVERIFY(t.open(sample("roguelike", "energy-dungeon.json")));
        QString error;
        const int id = t.model.add({}, {}, {}, QStringLiteral("unit(\"Orc\").hp <= 0"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        shrinkAndOpen(t, id, false);
    }

    void clauseBreakpoint()
    {
        Window t;
        QVERIFY(t.open(sample("events", "duel.json")));
        const auto [clause, entity] = latePair(t.c()->session()->trace());
        QString error;
        const int id = t.model.add({}, clause, entity, {}, &error);
        QVERIFY2(id > 0, qPrintable(error));
        shrinkAndOpen(t, id, true);
    }

    // A condition that holds of the scenario as written (South starts under 30 once the
    // search has made its numbers small) shrinks to a game that stops at its first event: the
    // summary says why that tells little and what to ask instead.
    void stopAtTheFirstEventSaysWhy()
    {
        Window t;
        QVERIFY(t.open(sample("nation", "duel.json")));
        QString error;
        const int id = t.model.add({}, {}, {}, QStringLiteral("nation(\"South\").power < 30"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(t.runToHit(id));
        ShrinkDialog* d = t.shrink(10);
        QVERIFY(d);
        QSignalSpy done(d->runner(), &ShrinkRunner::finished);
        QVERIFY(done.wait(30000));
        QVERIFY2(done.first().at(0).toBool(), qPrintable(d->runner()->error()));
        QCOMPARE(d->runner()->result().eventsAfter, std::uint64_t{1});
        QVERIFY2(d->summaryText().contains(QStringLiteral("before any rule ran")), qPrintable(d->summaryText()));
        QVERIFY(d->summaryText().contains(QStringLiteral("breakpoint on a kind or a clause")));
        d->close();
    }

    // On the conditional breakpoint, whose search takes longer than the tests' budgets.
    void cancelKeepsAValidResult()
    {
        Window t;
        QVERIFY(t.open(sample("roguelike", "energy-dungeon.json")));
        const int id = t.model.add({}, {}, {}, QStringLiteral("unit(\"Orc\").hp <= 0"), nullptr);
        QVERIFY(t.runToHit(id));
        ShrinkDialog* d = t.shrink(60);
        QVERIFY(d);
        QSignalSpy done(d->runner(), &ShrinkRunner::finished);
        // At the first candidate's progress: the input's game has been played.
        connect(d->runner(), &ShrinkRunner::progress, d, &ShrinkDialog::cancelShrink);
        QVERIFY(done.wait(5000));
        QVERIFY(done.first().at(0).toBool());
        const ShrinkResult& r = d->runner()->result();
        QVERIFY(r.cancelled);
        QVERIFY(r.seconds < 5);
        QVERIFY(r.eventsAfter <= r.eventsBefore);
        parseScenarioJson(d->runner()->outputDocument(), "shrunk.json");  // a scenario
        QVERIFY(d->openResult());
        QVERIFY(t.idle());
        QCOMPARE(t.c()->cursor() + 1, r.eventsAfter);
    }

    // Cancelled at once: the first game may not have reached the breakpoint yet; either way
    // the search ends soon, and with a result only if that game was played.
    void cancelAtOnce()
    {
        Window t;
        QVERIFY(t.open(sample("roguelike", "energy-dungeon.json")));
        const int id = t.model.add({}, {}, {}, QStringLiteral("unit(\"Orc\").hp <= 0"), nullptr);
        QVERIFY(t.runToHit(id));
        ShrinkDialog* d = t.shrink(60);
        QVERIFY(d);
        QSignalSpy done(d->runner(), &ShrinkRunner::finished);
        d->cancelShrink();
        QVERIFY(done.wait(5000));
        QVERIFY(d->runner()->wasCancelled());
        if (done.first().at(0).toBool())
            QVERIFY(d->runner()->result().cancelled);
        QVERIFY(!d->runner()->isRunning());
    }

    void notReplayedNote()
    {
        Window t;
        QVERIFY(t.open(sample("roguelike", "energy-dungeon.json")));
        QVERIFY(ShrinkDialog(t.c(), 0).note().isEmpty());
        const DrawLedger ledger = buildDrawLedger(t.c()->session()->trace());
        const auto draw =
            std::find_if(ledger.draws.begin(), ledger.draws.end(), [](const DrawEntry& d) { return d.bound >= 2; });
        QVERIFY(draw != ledger.draws.end());
        QString error;
        QVERIFY2(t.c()->forkAtDraw(draw->seq, static_cast<std::uint32_t>((draw->value + 1) % draw->bound), &error),
                 qPrintable(error));
        QVERIFY(t.idle());
        const ShrinkDialog d(t.c(), 0);
        QVERIFY(!d.isValid());  // no breakpoint 0
        QVERIFY2(d.note().contains(QStringLiteral("not applied")), qPrintable(d.note()));
    }

    void disabledWhenNotAtAHit()
    {
        Window t;
        QAction* shrink = t.w.actions()->shrinkToHere;
        QVERIFY(!shrink->isEnabled());  // no game
        QVERIFY(t.open(sample("roguelike", "energy-dungeon.json")));
        QVERIFY(!shrink->isEnabled());  // no breakpoint
        const int id = t.model.add({}, {}, {}, QStringLiteral("unit(\"Orc\").hp <= 0"), nullptr);
        QVERIFY(!shrink->isEnabled());
        QVERIFY(t.runToHit(id));
        QVERIFY(shrink->isEnabled());
        t.c()->stepInto();
        QVERIFY(t.idle());
        QVERIFY(!shrink->isEnabled());  // moved away from the hit
        t.c()->stepBackInto();
        QVERIFY(t.idle());
        QVERIFY(shrink->isEnabled());  // back at it
        t.c()->setBreakpointEnabled(id, false);
        QVERIFY(!shrink->isEnabled());  // a disabled breakpoint stops nowhere
        QVERIFY(!t.w.shrinkToHere());
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestShrinkDialog)
#include "tst_shrinkdialog.moc"
