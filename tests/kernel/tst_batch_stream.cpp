// Batch runs streamed to their results file (issue 41, batch_stream.h and
// BatchResultsWriter): the file written game by game on two threads holds the same rows, in
// every table, as the in-memory path (runBatch, then saveBatchResults) for every sample, and
// the summary counted as the games come equals the in-memory summary; the memory of a
// streamed run does not grow with its games (the in-memory path's does, on the same games);
// a cancelled run leaves a valid file of the games finished; a read-only folder and a disk
// that fills mid-run are errors naming the file that leave no file behind.
#include "batch_head.h"
#include "robustness_support.h"
#include "sample_picks.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/batch/batch.h"
#include "kernel/batch/batch_results.h"
#include "kernel/batch/batch_stream.h"
#include "kernel/batch/batch_summary.h"
#include "kernel/io/file_io.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;

// Every table of a results file, row by row, with its schema: what two files must share to
// hold the same results.
std::string dump(const std::string& path)
{
    sqlite3* db = nullptr;
    std::string out;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return "cannot open " + path;
    }
    for (const char* sql :
         {"SELECT type, name, sql FROM sqlite_master ORDER BY name", "SELECT * FROM batch ORDER BY key",
          "SELECT * FROM scenario", "SELECT * FROM sweep ORDER BY idx", "SELECT * FROM metrics ORDER BY idx",
          "SELECT * FROM games ORDER BY sweep, seed",
          "SELECT * FROM period_metrics ORDER BY sweep, seed, period, metric", "SELECT count(*) FROM games",
          "SELECT count(*) FROM period_metrics"}) {
        sqlite3_stmt* s = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) != SQLITE_OK) {
            out += std::string("bad query: ") + sql + "\n";
            continue;
        }
        out += std::string(sql) + "\n";
        while (sqlite3_step(s) == SQLITE_ROW) {
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                const auto* t = sqlite3_column_text(s, c);
                out += (t ? reinterpret_cast<const char*>(t) : "NULL") + std::string("|");
            }
            out += "\n";
        }
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
    return out;
}

ts::BatchPlan planOf(const ts::LoadedScenario& l, std::uint64_t games, unsigned jobs)
{
    ts::BatchPlan plan;
    plan.ruleset = l.ruleset;
    plan.variants = {l.scenario};
    plan.seeds = ts::shardOfSeeds(1, games, 0, 1);
    plan.jobs = jobs;
    plan.maxEvents = 2'000'000;
    return plan;
}

using ts::test::batchHeadOf;

struct Streamed {
    ts::BatchStreamRun run;
    std::string summary;
};

// The plan streamed into `path` as turnscope-cli batch does; the summary as text.
Streamed stream(const ts::BatchPlan& plan, const ts::BatchResults& head, const std::string& path,
                const std::atomic<bool>* cancel = nullptr, const std::function<void()>& after = {})
{
    ts::BatchResultsWriter writer(path, head);
    ts::BatchSummaryAccumulator summary(head.sweepValues.size(), head.metricNames.size());
    Streamed s;
    s.run = ts::streamBatch(
        plan,
        [&](const ts::BatchGame& g) {
            writer.add(g);
            summary.add(g);
            if (after)
                after();
        },
        {}, cancel, 20);
    writer.finish({{"games", std::to_string(s.run.games)}, {"shard", s.run.complete ? "" : "partial"}});
    s.summary = ts::batchSummaryText(head, summary.summaries(), "period", 0);
    return s;
}

// This process's resident memory now and at its peak, in kB (/proc/self/status).
std::pair<long, long> residentKb()
{
    std::ifstream in("/proc/self/status");
    std::string line;
    long rss = -1, hwm = -1;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string key;
        long kb = 0;
        words >> key >> kb;
        if (key == "VmRSS:")
            rss = kb;
        else if (key == "VmHWM:")
            hwm = kb;
    }
    return {rss, hwm};
}

// How much the peak resident memory rose above the memory before `body` (the peak is reset
// first: writing 5 to clear_refs).
template <typename Body>
long peakGrowthKb(Body body)
{
    std::ofstream("/proc/self/clear_refs") << "5";
    const long before = residentKb().first;
    body();
    return residentKb().second - before;
}

std::size_t entries(const std::string& dir)
{
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir))
        ++n;
    return n;
}

}  // namespace

class TestBatchStream : public QObject {
    Q_OBJECT

private slots:
    // First: the peak is measured from here, before the other tests' allocations.
    void memoryDoesNotGrowWithTheGames()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer keeps freed memory in quarantine, so the peak says nothing here; the ci build "
              "runs this test");
#endif
        QTemporaryDir dir;
        const ts::LoadedScenario l = ts::loadScenarioFile(ts::test::sampleFile("roguelike", "case-a.json"));
        constexpr std::uint64_t kGames = 200'000;
        const ts::BatchPlan plan = planOf(l, kGames, 2);
        // The in-memory path holds at least a BatchGame per game; a stream must hold far less
        // than a third of that (the ring of blocks, SQLite's 2 MB cache, the summary's counts).
        const long rowsKb = static_cast<long>(kGames * sizeof(ts::BatchGame) / 1024);
        const long bound = rowsKb / 3;
        const std::string path = dir.filePath(QStringLiteral("r.sqlite")).toStdString();
        Streamed s;
        const long streamed = peakGrowthKb([&] { s = stream(plan, batchHeadOf(plan, kGames), path); });
        QCOMPARE(s.run.games, kGames);
        QVERIFY2(streamed < bound,
                 qPrintable(QStringLiteral("the streamed run's peak grew by %1 kB for %2 games "
                                           "(bound %3 kB; the games' rows alone are %4 kB)")
                                .arg(streamed)
                                .arg(kGames)
                                .arg(bound)
                                .arg(rowsKb)));
        // The check can fail: the in-memory path on the same games passes the bound.
        std::uint64_t held = 0;
        const long inMemory = peakGrowthKb([&] { held = ts::runBatch(plan).games.size(); });
        QCOMPARE(held, kGames);
        QVERIFY2(inMemory > bound,
                 qPrintable(QStringLiteral("in memory: %1 kB, bound %2 kB").arg(inMemory).arg(bound)));
        qInfo("peak growth for %llu case-a games: streamed %ld kB, in memory %ld kB",
              static_cast<unsigned long long>(kGames), streamed, inMemory);
    }

    void streamedFileEqualsTheInMemoryFile_data()
    {
        ts::test::addEverySampleRows([](const ts::Session& s) { return s.finished(); }, "no game that ends by itself");
    }
    void streamedFileEqualsTheInMemoryFile()
    {
        QFETCH(QString, sample);
        if (sample.isEmpty())
            QSKIP("no sample of this ruleset ends by itself");
        QTemporaryDir dir;
        const ts::LoadedScenario l = ts::loadScenarioFile(sample.toStdString());
        // 40 games in blocks of one on two threads: the ring of blocks wraps.
        constexpr std::uint64_t kGames = 40;
        const ts::BatchPlan plan = planOf(l, kGames, 2);
        ts::BatchResults r = batchHeadOf(plan, kGames);
        r.games = ts::runBatch(planOf(l, kGames, 1)).games;
        const std::string a = dir.filePath(QStringLiteral("memory.sqlite")).toStdString(),
                          b = dir.filePath(QStringLiteral("streamed.sqlite")).toStdString();
        ts::saveBatchResults(a, r);
        const Streamed s = stream(plan, batchHeadOf(plan, kGames), b);
        QCOMPARE(s.run.games, kGames);
        QVERIFY(s.run.complete);
        const std::string memoryRows = dump(a), streamedRows = dump(b);
        QVERIFY(memoryRows.find("bad query") == std::string::npos);
        QCOMPARE(streamedRows, memoryRows);
        QCOMPARE(s.summary, ts::batchSummaryText(r, ts::summarizeBatch(r), "period", 0));
        QVERIFY(ts::loadBatchResults(b).games == r.games);
    }

    // Blocks of 64 games, the ring wrapping hundreds of times, and transactions committed
    // along the way.
    void aLongStreamEqualsTheInMemoryFile()
    {
        QTemporaryDir dir;
        const ts::LoadedScenario l = ts::loadScenarioFile(ts::test::sampleFile("roguelike", "case-a.json"));
        constexpr std::uint64_t kGames = 150'000;
        ts::BatchResults r = batchHeadOf(planOf(l, kGames, 2), kGames);
        r.games = ts::runBatch(planOf(l, kGames, 2)).games;
        const std::string a = dir.filePath(QStringLiteral("memory.sqlite")).toStdString(),
                          b = dir.filePath(QStringLiteral("streamed.sqlite")).toStdString();
        ts::saveBatchResults(a, r);
        const Streamed s = stream(planOf(l, kGames, 2), r, b);
        QCOMPARE(dump(b), dump(a));
        QCOMPARE(s.summary, ts::batchSummaryText(r, ts::summarizeBatch(r), "period", 0));
    }

    void cancellingKeepsAValidFileOfTheGamesFinished()
    {
        QTemporaryDir dir;
        const ts::LoadedScenario l = ts::loadScenarioFile(ts::test::sampleFile("roguelike", "case-a.json"));
        constexpr std::uint64_t kGames = 100'000;
        const ts::BatchPlan plan = planOf(l, kGames, 2);
        const std::string path = dir.filePath(QStringLiteral("r.sqlite")).toStdString();
        std::atomic<bool> cancel{false};
        std::uint64_t seen = 0;
        const Streamed s = stream(plan, batchHeadOf(plan, kGames), path, &cancel, [&] {
            if (++seen == 5000)
                cancel.store(true);
        });
        QVERIFY(!s.run.complete);
        QVERIFY2(s.run.games >= 5000 && s.run.games < kGames, qPrintable(QString::number(s.run.games)));
        const ts::BatchResults back = ts::loadBatchResults(path);
        QCOMPARE(back.games.size(), std::size_t(s.run.games));
        QCOMPARE(back.params.at("shard"), std::string("partial"));
        QCOMPARE(back.params.at("games"), std::to_string(s.run.games));
        // Every game kept is the game of its seed; the first 5000 are all there.
        for (std::size_t i = 0; i < back.games.size(); ++i) {
            const ts::BatchGame& g = back.games[i];
            if (i < 5000)
                QCOMPARE(g.seed, std::uint64_t(i + 1));
            QVERIFY(g == ts::playBatchGame(*l.ruleset, *l.scenario, g.seed, plan.maxEvents));
        }
        QCOMPARE(entries(dir.path().toStdString()), std::size_t(1));  // no temporary left
    }

    // Root ignores permissions: the write is then tried as `nobody`.
    void aReadOnlyFolderIsAClearErrorAndNoFile()
    {
        QTemporaryDir dir;
        const ts::LoadedScenario l = ts::loadScenarioFile(ts::test::sampleFile("roguelike", "case-a.json"));
        const ts::BatchPlan plan = planOf(l, 100, 1);
        const std::string ro = dir.filePath(QStringLiteral("ro")).toStdString(), path = ro + "/r.sqlite";
        fs::create_directory(ro);
        ::chmod(ro.c_str(), 0555);
        auto attempt = [&] {
            try {
                (void)stream(plan, batchHeadOf(plan, 100), path);
            } catch (const ts::FileError& e) {
                const std::string what = e.what();
                return what.find(path) != std::string::npos && what.find("Permission denied") != std::string::npos ? 0
                                                                                                                   : 1;
            }
            return 2;
        };
        if (robust::runningAsRoot()) {
            ::chmod(dir.path().toUtf8().constData(), 0755);
            QCOMPARE(robust::asNobody(attempt), 0);
        } else {
            QCOMPARE(attempt(), 0);
        }
        ::chmod(ro.c_str(), 0755);
        QCOMPARE(entries(ro), std::size_t(0));
    }

    // The disk fills while the games are written: the error comes out of streamBatch (the
    // workers stopped), names the file, and the temporary file is gone.
    void aDiskFullMidRunIsAClearErrorAndNoFile()
    {
        QTemporaryDir dir;
        const ts::LoadedScenario l = ts::loadScenarioFile(ts::test::sampleFile("roguelike", "case-a.json"));
        const ts::BatchPlan plan = planOf(l, 100'000, 2);
        const std::string path = dir.filePath(QStringLiteral("r.sqlite")).toStdString();
        std::string message;
        {
            const robust::FullDisk full(256 * 1024);
            try {
                (void)stream(plan, batchHeadOf(plan, 100'000), path);
            } catch (const ts::FileError& e) {
                message = e.what();
            }
        }
        QVERIFY2(message.find(path + ": cannot write the results") == 0, message.c_str());
        QCOMPARE(entries(dir.path().toStdString()), std::size_t(0));
    }
};

TURNSCOPE_TEST_MAIN(TestBatchStream)
#include "tst_batch_stream.moc"
