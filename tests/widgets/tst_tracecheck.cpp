// A large trace opens at once and has its blocks checked on another thread (issue 41):
// on a sample of every ruleset, saved with a middle block damaged (data overwritten, the
// file's index and content hash intact, so the open itself succeeds), the game is shown
// first, then the check closes it with the kernel's message naming the file and the block
// (in the whole window too, on a game longer than what its panels read while opening); a sound trace passes and stays open; a check still running when another file is
// opened is dropped. A small trace is still checked before the open returns.
#include "gui_support.h"
#include "gui_test_main.h"
#include "large_scenario.h"
#include "session/sessioncontroller.h"
#include "session/tracecheck.h"
#include "window/mainwindow.h"

#include "kernel/exit_codes.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/trace.h"
#include "sample_picks.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace ts;
using namespace ts::gui;

namespace {

// Overwrites the data of the file's middle event block with random bytes of the same length.
bool damageMiddleBlock(const QString& file)
{
    sqlite3* db = nullptr;
    if (sqlite3_open(file.toUtf8().constData(), &db) != SQLITE_OK)
        return false;
    const int rc = sqlite3_exec(db,
                                "UPDATE event_blocks SET data=randomblob(length(data)) "
                                "WHERE block=(SELECT max(block) / 2 FROM event_blocks)",
                                nullptr, nullptr, nullptr);
    const bool ok = rc == SQLITE_OK && sqlite3_changes(db) == 1;
    sqlite3_close(db);
    return ok;
}

}  // namespace

class TestTraceCheck : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

    // The first sample of `ruleset`, played and saved; empty on failure.
    QString savedSample(const QString& ruleset, const char* name)
    {
        const QStringList samples = test::samplesOf(ruleset);
        if (samples.isEmpty())
            return {};
        const auto s = test::playSample(samples.front());
        const QString path = dir_.filePath(ruleset + QLatin1Char('-') + QLatin1String(name) + ".tstrace");
        saveSession(path.toStdString(), *s);
        return path;
    }

private slots:
    // The controller alone (no panel reads an event): a damaged block that the open does
    // not read is found by the check, which closes the session and names the file and block.
    void damagedBlockClosesTheTraceAfterItOpened_data()
    {
        test::addFirstSampleRows([](const Session& s) { return s.size() > 2 * Trace::kBlockEvents; },
                                 "no sample longer than two blocks");
    }
    void damagedBlockClosesTheTraceAfterItOpened()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset, "no sample of this ruleset is longer than two blocks");
        const QString path = dir_.filePath(ruleset + QStringLiteral("-damaged.tstrace"));
        saveSession(path.toStdString(), *test::playSample(sample));
        QVERIFY(damageMiddleBlock(path));

        SessionController c;
        c.setCheckAtOpenLimit(0);
        QSignalSpy damaged(&c, &SessionController::traceDamaged);
        QString error;
        QVERIFY2(c.openTrace(path, &error), qPrintable(error));
        QVERIFY(c.hasSession());
        QVERIFY(c.isChecking());
        QVERIFY(damaged.wait(30000));
        QVERIFY(!c.isChecking());
        QVERIFY(!c.hasSession());
        QCOMPARE(damaged.first().at(1).toInt(), ts::kExitBadTrace);
        QCOMPARE(c.lastErrorExitCode(), ts::kExitBadTrace);
        const QString message = damaged.first().at(0).toString();
        QVERIFY2(message.contains(path) && message.contains(QStringLiteral("block")), qPrintable(message));
    }

    // The whole window on a game of 3 M events (more than the panels read while opening): it
    // shows the game, then reports the damage as a failed open and is left without a game.
    void windowShowsTheTraceThenReportsTheDamage()
    {
        const QString scenario = test::writeLargeScenario(dir_.path());
        QFile f(scenario);
        QVERIFY(f.open(QIODevice::ReadOnly));
        nlohmann::json doc = nlohmann::json::parse(f.readAll().toStdString());
        doc["turns"] = 10000;  // played until the event budget below
        const LoadedScenario loaded = parseScenarioJson(doc, "<large>");
        SessionOptions o;
        o.maxEvents = 3'000'000;
        Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, o);
        s.run();
        QVERIFY(s.size() > 2'500'000);
        const QString path = dir_.filePath(QStringLiteral("large-damaged.tstrace"));
        saveSession(path.toStdString(), s);
        QVERIFY(damageMiddleBlock(path));

        MainWindow w;
        QStringList errors;
        w.showError = [&](const QString& title, const QString& text) { errors << title + ": " + text; };
        auto* c = w.controller();
        QSignalSpy damaged(c, &SessionController::traceDamaged);
        QVERIFY2(w.openFile(path), qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY(c->hasSession());  // shown before its blocks are all checked
        QVERIFY(c->isChecking());
        QVERIFY(damaged.wait(60000));
        QVERIFY(!c->hasSession());
        QVERIFY2(errors.size() == 1 && errors.first().startsWith(QStringLiteral("Cannot open the trace: ")) &&
                     errors.first().contains(path),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(w.lastOpenExitCode(), ts::kExitBadTrace);
    }

    void soundTracePassesAndStaysOpen()
    {
        const QString path = savedSample(test::rulesetIds().front(), "sound");
        SessionController c;
        c.setCheckAtOpenLimit(0);
        QSignalSpy damaged(&c, &SessionController::traceDamaged);
        QString error;
        QVERIFY2(c.openTrace(path, &error), qPrintable(error));
        QVERIFY(c.isChecking());
        QTRY_VERIFY_WITH_TIMEOUT(!c.isChecking(), 30000);
        QVERIFY(c.hasSession());
        QCOMPARE(damaged.count(), 0);
        c.seekNow(c.session()->size() - 1);
        QCOMPARE(c.cursor(), c.session()->size() - 1);
    }

    // Another file opened while the check of a damaged one runs: that check is dropped and
    // says nothing about the new file.
    void aNewFileDropsTheCheck()
    {
        const QString id = test::rulesetIds().front();
        const QString damagedPath = savedSample(id, "dropped");
        QVERIFY(damageMiddleBlock(damagedPath));
        const QString sound = savedSample(id, "next");
        SessionController c;
        c.setCheckAtOpenLimit(0);
        QSignalSpy damaged(&c, &SessionController::traceDamaged);
        QString error;
        QVERIFY(c.openTrace(damagedPath, &error));
        c.setCheckAtOpenLimit(std::uint64_t(1) << 20);
        QVERIFY2(c.openTrace(sound, &error), qPrintable(error));
        QVERIFY(!c.isChecking());
        QTest::qWait(400);  // longer than the check's polling interval
        QCOMPARE(damaged.count(), 0);
        QVERIFY(c.hasSession());
        QCOMPARE(c.filePath(), sound);
    }

    // Under the limit the open itself fails, and the session before it stays.
    void smallTraceIsCheckedBeforeTheOpenReturns()
    {
        const QString id = test::rulesetIds().front();
        const QString path = savedSample(id, "small");
        QVERIFY(damageMiddleBlock(path));
        SessionController c;
        QString error;
        QVERIFY(c.openTrace(savedSample(id, "before"), &error));
        const QString before = c.filePath();
        QVERIFY(!c.openTrace(path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(c.lastErrorExitCode(), ts::kExitBadTrace);
        QVERIFY(!c.isChecking());
        QCOMPARE(c.filePath(), before);
    }

    // The check object alone: progress reaches 100 % on a sound file, a missing file fails
    // with the kernel's message, and cancel stops at once.
    void checkReportsProgressAndErrors()
    {
        const QString path = savedSample(test::rulesetIds().front(), "alone");
        TraceCheck check;
        QSignalSpy passed(&check, &TraceCheck::passed);
        check.start(path);
        QVERIFY(passed.wait(30000));
        QCOMPARE(check.isRunning(), false);

        QSignalSpy failed(&check, &TraceCheck::failed);
        check.start(dir_.filePath(QStringLiteral("missing.tstrace")));
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.first().at(0).toString().contains(QStringLiteral("missing.tstrace")));
        QCOMPARE(failed.first().at(1).toInt(), ts::kExitIo);

        check.start(path);
        check.cancel();
        QVERIFY(!check.isRunning());
        QTest::qWait(300);
        QCOMPARE(passed.count(), 1);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestTraceCheck)
#include "tst_tracecheck.moc"
