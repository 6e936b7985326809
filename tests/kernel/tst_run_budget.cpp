// The run's event budget (issue 8, class 5) and `verify` of games that did not reach their
// end (class 8): a game stopped by the window's Stop (Session::run with a limit) or by the
// budget is saved unfinished and verifies on exactly its recorded events; a finished game
// whose replay would go on is still a divergence.
#include "robustness_support.h"
#include "test_main.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"

#include <QTemporaryDir>

#include <memory>

using namespace ts;

namespace {

LoadedScenario sample(const char* name)
{
    return loadScenarioFile(std::string(TURNSCOPE_SOURCE_DIR "/resources/scenarios/") + name);
}

}  // namespace

class TestRunBudget : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::string path(const char* name) const { return dir_.filePath(QLatin1String(name)).toStdString(); }

    VerifyReport saveAndVerify(const Session& s, const char* name)
    {
        const std::string file = path(name);
        saveSession(file, s);
        RecordedGame game = openRecordedGame(file);
        loadAllBlocks(game.file.trace);
        return verifyRecordedGame(game);
    }

private slots:
    // The report's stage: an NPC whose domestic count grows without end used to reach 4 GB.
    void budgetStopsARunawayGame()
    {
        const LoadedScenario loaded = parseScenarioText(robust::runawayStage(), "grow.json");
        SessionOptions options;
        options.maxEvents = 100000;
        Session s(*loaded.ruleset, loaded.scenario, 1, options);
        QCOMPARE(s.run(), Session::RunResult::Budget);
        QVERIFY(s.budgetReached());
        QVERIFY(!s.finished());
        QVERIFY(s.size() >= 100000);
        QVERIFY(s.size() < 100000 + 1000);  // stopped at the next step boundary
        QCOMPARE(s.run(), Session::RunResult::Budget);  // and stays stopped
        const VerifyReport r = saveAndVerify(s, "grow.tstrace");
        QVERIFY2(r.ok(), r.divergence ? r.divergence->left.c_str() : "hash mismatch");
        QCOMPARE(r.replayedEvents, std::size_t(s.size()));
        QVERIFY(!openRecordedGame(path("grow.tstrace")).file.header.finished);
    }

    void noBudgetByDefaultInTheLibrary()
    {
        const LoadedScenario loaded = sample("roguelike/nine-units.json");
        Session s(*loaded.ruleset, loaded.scenario, 1);
        QCOMPARE(s.eventBudget(), std::uint64_t{0});
        QCOMPARE(s.run(), Session::RunResult::Finished);
        QVERIFY(!s.budgetReached());
    }

    void budgetLargerThanTheGame()
    {
        const LoadedScenario loaded = sample("nation/duel.json");
        SessionOptions options;
        options.maxEvents = kDefaultRunEventBudget;
        Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, options);
        QCOMPARE(s.run(), Session::RunResult::Finished);
        QVERIFY(!s.budgetReached());
    }

    // Class 8: what the window's Stop leaves, at several points of two games.
    void verifyAGameStoppedBeforeItsEnd_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("limit");
        for (int limit : {1, 7, 40, 150})
            QTest::addRow("nine-units, %d", limit) << "roguelike/nine-units.json" << limit;
        for (int limit : {1, 100, 2000})
            QTest::addRow("four-nations, %d", limit) << "nation/four-nations.json" << limit;
    }
    void verifyAGameStoppedBeforeItsEnd()
    {
        QFETCH(QString, scenario);
        QFETCH(int, limit);
        const LoadedScenario loaded = sample(scenario.toUtf8().constData());
        Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
        QCOMPARE(s.run(static_cast<std::uint64_t>(limit)), Session::RunResult::Limit);
        QVERIFY(!s.finished());
        const VerifyReport r = saveAndVerify(s, "stopped.tstrace");
        QVERIFY2(r.ok(), r.divergence ? (r.divergence->left + " | " + r.divergence->right).c_str() : "hash mismatch");
        QCOMPARE(r.replayedEvents, r.recordedEvents);
    }

    // A finished game must still show a replay that goes on past its recorded end: the same
    // cut trace is a divergence when it claims to be finished, fine when it does not.
    void verifyAFinishedGameThatWouldGoOn()
    {
        const LoadedScenario loaded = sample("roguelike/nine-units.json");
        Session full(*loaded.ruleset, loaded.scenario, 1);
        full.run();
        Session part(*loaded.ruleset, loaded.scenario, 1);
        part.run(100);
        for (const bool claimFinished : {true, false}) {
            TraceHeader h = traceHeader(part);
            h.finished = claimFinished;
            const std::string file = path("cut.tstrace");
            saveTrace(file, h, part.trace());
            RecordedGame game = openRecordedGame(file);
            const VerifyReport r = verifyRecordedGame(game);
            QCOMPARE(r.ok(), !claimFinished);
            if (claimFinished) {
                QVERIFY(r.divergence);
                QCOMPARE(r.divergence->seq, Seq(part.size()));
                QCOMPARE(r.divergence->left, std::string("(end of trace)"));
                QVERIFY(r.replayedEvents > r.recordedEvents);
            }
        }
    }
};

TURNSCOPE_TEST_MAIN(TestRunBudget)
#include "tst_run_budget.moc"
