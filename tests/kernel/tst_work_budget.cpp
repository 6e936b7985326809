// The work budget (issue 36): every ruleset counts its rules' work (Game::workDone) and a run
// stops at the first step boundary past kWorkBudgetBase + maxWorkPerEvent units an event,
// as it stops at its event budget (RunResult::Budget; exit 7 in turnscope-cli). A nation
// whose every NPC decision previews 100 commands on copies of 64,000 units spent hours
// before; the samples of every ruleset stay far below the budget.
#include "test_main.h"
#include "worst_scenarios.h"

#include "kernel/batch/batch.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <map>

using namespace ts;

namespace {

LoadedScenario wideNation() { return parseScenarioJson(test::nationWidePreviews(32, 500, 100, 3), "wide.json"); }

}  // namespace

class TestWorkBudget : public QObject {
    Q_OBJECT
private slots:
    void stopsAGameThatWorksHardForFewEvents()
    {
        const LoadedScenario s = wideNation();
        QElapsedTimer timer;
        timer.start();
        Session session(*s.ruleset, s.scenario, s.scenario->seed);
        QCOMPARE(session.run(), Session::RunResult::Budget);
        const double seconds = double(timer.elapsed()) / 1000;
        qInfo("stopped after %llu events, %llu units of work: %.2f s", static_cast<unsigned long long>(session.size()),
              static_cast<unsigned long long>(session.head().workDone()), seconds);
        QVERIFY(session.workBudgetReached());
        QVERIFY(session.budgetReached());
        QVERIFY(!session.finished());
        QVERIFY(session.head().workDone() > kWorkBudgetBase + kDefaultWorkPerEvent * session.size());
        QVERIFY2(seconds < 30, "the work budget holds a game to seconds");
        QCOMPARE(session.run(), Session::RunResult::Budget);  // and it stays stopped

        // Without the work budget the game goes on: the budget is what stopped it.
        SessionOptions none;
        none.maxWorkPerEvent = 0;
        none.maxEvents = session.size() + 20000;
        Session unbounded(*s.ruleset, s.scenario, s.scenario->seed, none);
        QCOMPARE(unbounded.run(), Session::RunResult::Budget);
        QVERIFY(!unbounded.workBudgetReached());
        QVERIFY(unbounded.size() > session.size());

        // A batch game stops at the same event.
        const BatchGame g = playBatchGame(*s.ruleset, *s.scenario, s.scenario->seed, 0);
        QCOMPARE(g.status, BatchGameStatus::Budget);
        QCOMPARE(g.events, std::uint64_t(session.size()));
    }

    // A game stopped by the work budget is saved unfinished and verifies on its events.
    void stoppedGameVerifies()
    {
        const LoadedScenario s = wideNation();
        Session session(*s.ruleset, s.scenario, s.scenario->seed);
        QCOMPARE(session.run(), Session::RunResult::Budget);
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("wide.tstrace")).toStdString();
        saveSession(file, session);
        RecordedGame game = openRecordedGame(file);
        loadAllBlocks(game.file.trace);
        QVERIFY(!game.file.header.finished);
        const VerifyReport r = verifyRecordedGame(game);
        QVERIFY2(r.ok(), r.divergence ? r.divergence->left.c_str() : "hash mismatch");
        QCOMPARE(r.replayedEvents, std::size_t(session.size()));
    }

    // Every ruleset counts, and its samples do at most 32 units an event: 16 times below the
    // default budget, so no sample and no game like them is ever stopped by it.
    void samplesStayFarBelowTheBudget()
    {
        std::map<std::string, std::uint64_t> workByRuleset;
        const QDir root(QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios"));
        for (const QString& id : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            for (const QString& f : QDir(root.filePath(id)).entryList({QStringLiteral("*.json")}, QDir::Files)) {
                const LoadedScenario s = loadScenarioFile(QDir(root.filePath(id)).filePath(f).toStdString());
                Session session(*s.ruleset, s.scenario, s.scenario->seed);
                session.run();
                QVERIFY2(!session.workBudgetReached(), qPrintable(f));
                const std::uint64_t work = session.head().workDone();
                QVERIFY2(work <= 32 * std::max<std::uint64_t>(session.size(), 1), qPrintable(f));
                workByRuleset[id.toStdString()] += work;
            }
        QVERIFY(workByRuleset.size() >= 4);
        for (const auto& [id, work] : workByRuleset)
            QVERIFY2(work > 0, id.c_str());
    }

    // The Run table's brains look for the nearest opponent as the energy loop's do: rings
    // only while they cost less than a look at every unit. Opponents in far corners of a
    // 400 x 400 map: the same game as with rings alone (traces of the CLI before and after
    // compared identical), pinned, at a few units of work an event where rings alone looked
    // at up to 640,000 cells a brain.
    void runTableFarOpponents()
    {
        nlohmann::json doc{{"ruleset", "roguelike"},
                           {"name", "far run table"},
                           {"seed", 1},
                           {"turns", 300},
                           {"playerPolicy", "ai"},
                           {"map", std::vector<std::string>(400, std::string(400, '.'))}};
        const auto unit = [](const char* name, const char* faction, int speed, int x, int y) {
            return nlohmann::json{{"name", name}, {"faction", faction}, {"speed", speed},
                                  {"hp", 30},     {"attack", 2},        {"at", {x, y}}};
        };
        doc["units"] = {unit("P", "player", 1, 0, 0), unit("F", "friend", 2, 1, 0), unit("E1", "enemy", 1, 399, 399),
                        unit("E2", "enemy", 3, 399, 0)};
        const LoadedScenario s = parseScenarioJson(doc, "far-run-table.json");
        Session session(*s.ruleset, s.scenario, s.scenario->seed);
        QCOMPARE(session.run(), Session::RunResult::Finished);
        QCOMPARE(session.size(), Seq(7115));
        QCOMPARE(session.head().stateHash(), std::uint64_t(8152006175382914898ull));
        QVERIFY(session.head().workDone() < 64 * session.size());
    }

    // The budget's arithmetic: kWorkBudgetBase plus perEvent an event, no overflow, 0 none.
    void allowance()
    {
        const LoadedScenario s = loadScenarioFile(TURNSCOPE_SOURCE_DIR "/resources/scenarios/stack/blackpoker.json");
        Session session(*s.ruleset, s.scenario, s.scenario->seed);
        session.run();
        const Game& g = session.head();
        QVERIFY(g.workDone() > 0);
        QVERIFY(!overWorkBudget(g, 0, kDefaultWorkPerEvent));
        QVERIFY(!overWorkBudget(g, UINT64_MAX, UINT64_MAX));
        QVERIFY(!overWorkBudget(g, 0, 0));
    }
};

TURNSCOPE_TEST_MAIN(TestWorkBudget)
#include "tst_work_budget.moc"
