// turnscope-cli batch and batch-merge end to end: the rows of the results file do not depend
// on --jobs; shards merged equal one run, byte for byte; a game re-opens traced with
// `run --seed S --set …` and has the batch's events and decisions; a sweep plays every seed
// per value; --csv holds the games table; bad arguments are clear errors with the
// documented exit codes; the file streamed as games finish equals the in-memory path's on
// every sample; Ctrl-C keeps a valid file of the games finished; write errors leave no file.
#include "cli_process.h"
#include "process_support.h"
#include "robustness_support.h"
#include "sample_picks.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/batch/batch.h"
#include "kernel/batch/batch_results.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <csignal>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

// Every row of a query, one line each ("a|b|c"), as sqlite3 prints them.
QStringList rows(const QString& file, const char* sql)
{
    sqlite3* db = nullptr;
    QStringList out;
    if (sqlite3_open_v2(file.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return {QStringLiteral("cannot open")};
    }
    sqlite3_stmt* s = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) == SQLITE_OK) {
        while (sqlite3_step(s) == SQLITE_ROW) {
            QStringList cells;
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                const auto* t = sqlite3_column_text(s, c);
                cells << (t ? QString::fromUtf8(reinterpret_cast<const char*>(t)) : QStringLiteral("NULL"));
            }
            out << cells.join(QLatin1Char('|'));
        }
    } else {
        out << QStringLiteral("bad query");
    }
    sqlite3_finalize(s);
    sqlite3_close(db);
    return out;
}

// Runs `sql` on a results file (an edit anyone could make with sqlite3); false on failure.
bool edit(const QString& file, const QString& sql)
{
    sqlite3* db = nullptr;
    const bool ok = sqlite3_open_v2(file.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK &&
        sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

const char* kGames = "SELECT * FROM games ORDER BY sweep, seed";
const char* kValues = "SELECT * FROM period_metrics ORDER BY sweep, seed, period, metric";

QStringList batchArgs(const QString& scenario, const QString& seeds, const QString& out, const QStringList& more = {})
{
    return QStringList{QStringLiteral("batch"), scenario, QStringLiteral("--seeds"), seeds,
                       QStringLiteral("--out"), out,      QStringLiteral("--quiet")} +
        more;
}

// Per registered ruleset, its first sample (by name) whose game ends by itself (a sample
// that waits for a person's decision is not a batch game).
void addScenarios()
{
    ts::test::addFirstSampleRows([](const ts::Session& s) { return s.finished(); }, "no game that ends by itself");
}

}  // namespace

class TestCliBatch : public QObject {
    Q_OBJECT

private slots:
    void jobsDoNotChangeTheResults_data() { addScenarios(); }
    void jobsDoNotChangeTheResults()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return ts::test::noSampleFor(ruleset, "no sample of this ruleset ends by itself");
        const QString& scenario = sample;
        QTemporaryDir dir;
        const QString one = dir.filePath(QStringLiteral("one.sqlite")),
                      two = dir.filePath(QStringLiteral("two.sqlite"));
        const Result a =
            cli(batchArgs(scenario, QStringLiteral("1..12"), one, {QStringLiteral("--jobs"), QStringLiteral("1")}));
        const Result b =
            cli(batchArgs(scenario, QStringLiteral("1..12"), two, {QStringLiteral("--jobs"), QStringLiteral("2")}));
        QVERIFY2(a.exitCode == 0, qPrintable(a.err));
        QVERIFY2(b.exitCode == 0, qPrintable(b.err));
        QCOMPARE(rows(one, kGames).size(), 12);
        QCOMPARE(rows(one, kGames), rows(two, kGames));
        QVERIFY(!rows(one, kValues).isEmpty());
        QCOMPARE(rows(one, kValues), rows(two, kValues));
        // The summary is printed: a win-rate table and the closing line.
        QVERIFY(a.out.contains(QStringLiteral("| winner | games | win rate | 95 % interval (Wilson) |")));
        QVERIFY(a.out.contains(QStringLiteral("12 games (seeds 1..12)")));
    }

    void shardsMergedEqualOneRun_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("shards");
        QTest::addRow("stack in 3") << ts::test::samplePath("stack", "blackpoker-shuffled.json") << 3;
        QTest::addRow("energy in 4 (one seed each, one empty)")
            << ts::test::samplePath("roguelike", "energy-dungeon.json") << 4;
    }
    void shardsMergedEqualOneRun()
    {
        QFETCH(QString, scenario);
        QFETCH(int, shards);
        QTemporaryDir dir;
        const QString seeds = shards == 4 ? QStringLiteral("5..7") : QStringLiteral("1..10");
        const QString whole = dir.filePath(QStringLiteral("whole.sqlite")),
                      merged = dir.filePath(QStringLiteral("merged.sqlite"));
        QCOMPARE(cli(batchArgs(scenario, seeds, whole)).exitCode, 0);
        QStringList mergeArgs{QStringLiteral("batch-merge"), merged};
        for (int i = shards - 1; i >= 0; --i) {  // in any order
            const QString part = dir.filePath(QStringLiteral("part%1.sqlite").arg(i));
            const Result r = cli(batchArgs(scenario, seeds, part,
                                           {QStringLiteral("--shard"), QStringLiteral("%1/%2").arg(i).arg(shards)}));
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            mergeArgs << part;
        }
        const Result m = cli(mergeArgs);
        QVERIFY2(m.exitCode == 0, qPrintable(m.err));
        QCOMPARE(rows(merged, kGames), rows(whole, kGames));
        QCOMPARE(rows(merged, kValues), rows(whole, kValues));
        const char* params = "SELECT key, value FROM batch WHERE key NOT IN ('created_utc') ORDER BY key";
        QCOMPARE(rows(merged, params), rows(whole, params));
        // The same shard twice is refused.
        const Result twice =
            cli({QStringLiteral("batch-merge"), merged, mergeArgs.last(), mergeArgs.last()});  // part 0: never empty
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains(QStringLiteral("the files overlap")), qPrintable(twice.err));
    }

    void aGameReopensTracedWithRunAndTheSameSets()
    {
        QTemporaryDir dir;
        const QString scenario = ts::test::samplePath("nation", "four-nations.json");
        const QString set = QStringLiteral("$.nations[2].belligerence=0.2");
        const QString out = dir.filePath(QStringLiteral("r.sqlite"));
        QCOMPARE(cli(batchArgs(scenario, QStringLiteral("3..3"), out, {QStringLiteral("--set"), set})).exitCode, 0);
        QCOMPARE(
            cli(batchArgs(scenario, QStringLiteral("3..3"), dir.filePath(QStringLiteral("plain.sqlite")))).exitCode, 0);
        const QStringList game = rows(out, "SELECT events, decisions, periods FROM games");
        QCOMPARE(game.size(), 1);
        QVERIFY2(game !=
                     rows(dir.filePath(QStringLiteral("plain.sqlite")), "SELECT events, decisions, periods FROM games"),
                 "the --set changed nothing");
        const Result run = cli({QStringLiteral("run"), scenario, QStringLiteral("--seed"), QStringLiteral("3"),
                                QStringLiteral("--set"), set, QStringLiteral("--quiet")});
        QCOMPARE(run.exitCode, 0);
        const QStringList parts = game.first().split(QLatin1Char('|'));
        QVERIFY2(run.out.contains(QStringLiteral("%1 events, %2 decisions").arg(parts[0], parts[1])),
                 qPrintable(run.out + game.first()));
    }

    void aSweepPlaysEverySeedPerValue()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("r.sqlite")), csv = dir.filePath(QStringLiteral("r.csv"));
        const Result r = cli(batchArgs(
            ts::test::samplePath("nation", "duel.json"), QStringLiteral("1..2"), out,
            {QStringLiteral("--set"), QStringLiteral("$.stage.roundLimit=1,2,3"), QStringLiteral("--csv"), csv}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(rows(out, "SELECT sweep, sweep_value, seed, periods FROM games ORDER BY sweep, seed"),
                 (QStringList{QStringLiteral("0|1|1|1"), QStringLiteral("0|1|2|1"), QStringLiteral("1|2|1|2"),
                              QStringLiteral("1|2|2|2"), QStringLiteral("2|3|1|2"), QStringLiteral("2|3|2|2")}));
        QCOMPARE(rows(out, "SELECT value FROM sweep ORDER BY idx"),
                 (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
        QVERIFY(r.out.contains(QStringLiteral("$.stage.roundLimit = 2: 2 games, 2 finished")));
        // The CSV is the games table.
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[0],
                 QStringLiteral(
                     "sweep,sweep_value,seed,status,outcome,outcome_text,winner,events,periods,decisions,state_hash"));
        const QStringList first =
            rows(out,
                 "SELECT sweep, sweep_value, seed, status, outcome, outcome_text, winner, events, "
                 "periods, decisions, state_hash FROM games ORDER BY sweep, seed LIMIT 1");
        QCOMPARE(lines[1], QString(first.first()).replace(QLatin1Char('|'), QLatin1Char(',')));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString duel = ts::test::samplePath("nation", "duel.json");
        const QString out = QDir::temp().filePath(QStringLiteral("tst_cli_batch-never-written.sqlite"));
        QTest::addRow("seeds reversed") << batchArgs(duel, QStringLiteral("9..3"), out) << 2
                                        << "--seeds 9..3: the range is reversed";
        QTest::addRow("seeds not a range") << batchArgs(duel, QStringLiteral("9"), out) << 2 << "--seeds expects A..B";
        QTest::addRow("0 jobs") << batchArgs(duel, QStringLiteral("1..3"), out,
                                             {QStringLiteral("--jobs"), QStringLiteral("0")})
                                << 2 << "--jobs must be between 1 and 256, got 0";
        QTest::addRow("shard index too big")
            << batchArgs(duel, QStringLiteral("1..3"), out, {QStringLiteral("--shard"), QStringLiteral("2/2")}) << 2
            << "--shard 2/2: I must be below N";
        QTest::addRow("shard not I/N") << batchArgs(duel, QStringLiteral("1..3"), out,
                                                    {QStringLiteral("--shard"), QStringLiteral("1")})
                                       << 2 << "--shard expects I/N";
        QTest::addRow("no --out") << QStringList{QStringLiteral("batch"), duel, QStringLiteral("--seeds"),
                                                 QStringLiteral("1..2")}
                                  << 2 << "--out RESULTS is required";
        QTest::addRow("set path missing")
            << batchArgs(duel, QStringLiteral("1..3"), out,
                         {QStringLiteral("--set"), QStringLiteral("$.nations[9].power=1")})
            << 2 << "--set '$.nations[9].power=1': $.nations[9] does not exist: $.nations has 2 elements";
        QTest::addRow("set value refused")
            << batchArgs(duel, QStringLiteral("1..3"), out,
                         {QStringLiteral("--set"), QStringLiteral("$.nations[1].power=many")})
            << 3 << "$.nations[1].power:";
        QTest::addRow("two sweeps") << batchArgs(duel, QStringLiteral("1..3"), out,
                                                 {QStringLiteral("--set"), QStringLiteral("$.stage.roundLimit=1,2"),
                                                  QStringLiteral("--set"), QStringLiteral("$.nations[0].power=5,6")})
                                    << 2 << "only one --set may sweep several values";
        QTest::addRow("missing scenario")
            << batchArgs(QStringLiteral("/nonexistent/x.json"), QStringLiteral("1..3"), out) << 5
            << "/nonexistent/x.json";
        QTest::addRow("run with a sweep") << QStringList{QStringLiteral("run"), duel, QStringLiteral("--set"),
                                                         QStringLiteral("$.stage.roundLimit=1,2")}
                                          << 2 << "run plays one game";
        QTest::addRow("merge of no results file")
            << QStringList{QStringLiteral("batch-merge"), out, duel} << 4 << "not a batch results file";
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QString why;
        QVERIFY2(ts::test::failsWith(args, exitCode, message, &why), qPrintable(why));
        QVERIFY(!QFile::exists(QDir::temp().filePath(QStringLiteral("tst_cli_batch-never-written.sqlite"))));
    }

    void mergingAnotherRunIsRefused()
    {
        QTemporaryDir dir;
        const QString duel = ts::test::samplePath("nation", "duel.json"), a = dir.filePath(QStringLiteral("a.sqlite")),
                      b = dir.filePath(QStringLiteral("b.sqlite"));
        QCOMPARE(cli(batchArgs(duel, QStringLiteral("1..2"), a)).exitCode, 0);
        QCOMPARE(cli(batchArgs(duel, QStringLiteral("3..4"), b,
                               {QStringLiteral("--set"), QStringLiteral("$.stage.roundLimit=2")}))
                     .exitCode,
                 0);
        const Result r = cli({QStringLiteral("batch-merge"), dir.filePath(QStringLiteral("m.sqlite")), a, b});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(
            r.err.contains(b + QStringLiteral(": cannot be merged with ") + a + QStringLiteral(": the parameter sets")),
            qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("m.sqlite"))));
    }

    // Issue 36, class 11: edited results files were merged as if sound: a period count of
    // 2^61 with the stack's 8 metrics (their product wraps to 0, so a game without values
    // passed), a sweep index past the sweep's values. Every count and index is checked on
    // reading: exit 4 naming the file, the table and the seed.
    void editedResultsAreRefused_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QTest::addRow("period count wrapping to 0")
            << QStringLiteral("UPDATE games SET periods = 2305843009213693952 WHERE seed = 1; DELETE FROM "
                              "period_metrics WHERE seed = 1")
            << QStringLiteral(
                   "games: seed 1: the period count \"2305843009213693952\" is not an integer in 0..2147483647");
        QTest::addRow("sweep index out of range")
            << QStringLiteral(
                   "UPDATE games SET sweep = 7 WHERE seed = 2; UPDATE period_metrics SET sweep = 7 WHERE seed = 2")
            << QStringLiteral("games: seed 2: the sweep index \"7\" is not an integer in 0..0");
        QTest::addRow("negative event count")
            << QStringLiteral("UPDATE games SET events = -1 WHERE seed = 1")
            << QStringLiteral("games: seed 1: the event count \"-1\" is not an integer");
        QTest::addRow("seed outside the range")
            << QStringLiteral(
                   "UPDATE games SET seed = 99 WHERE seed = 2; UPDATE period_metrics SET seed = 99 WHERE seed = 2")
            << QStringLiteral("games: seed 99: the seed (outside batch.seeds)");
        QTest::addRow("metric index out of range")
            << QStringLiteral("UPDATE period_metrics SET metric = metric + 100 WHERE seed = 1")
            << QStringLiteral("period_metrics: seed 1: period 1, metric 100 is not the next");
        QTest::addRow("games count") << QStringLiteral("UPDATE batch SET value = '3' WHERE key = 'games'")
                                     << QStringLiteral("batch.games \"3\" is not the 2 rows of games");
        QTest::addRow("metric count") << QStringLiteral("UPDATE batch SET value = '0' WHERE key = 'metric_count'")
                                      << QStringLiteral("batch.metric_count \"0\" is not the 8 rows of metrics");
    }
    void editedResultsAreRefused()
    {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.sqlite")), out = dir.filePath(QStringLiteral("out.sqlite"));
        QCOMPARE(cli(batchArgs(ts::test::samplePath("stack", "blackpoker-shuffled.json"), QStringLiteral("1..2"), in))
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("batch-merge"), out, in}).exitCode, 0);  // sound before the edit
        QVERIFY(edit(in, sql));
        const Result r = cli({QStringLiteral("batch-merge"), dir.filePath(QStringLiteral("out2.sqlite")), in});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(in + QStringLiteral(": not a batch results file (") + message), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out2.sqlite"))));
    }

    // Issue 36, class 11: an empty shard (more shards than seeds) printed "seeds 3..3".
    void emptyShardSaysSo()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("r.sqlite"));
        const Result r = cli(batchArgs(ts::test::samplePath("nation", "duel.json"), QStringLiteral("1..3"), out,
                                       {QStringLiteral("--shard"), QStringLiteral("4/5")}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral(": 0 games (no seeds: shard 4/5 of seeds 1..3 is empty) in ")),
                 qPrintable(r.out));
        QCOMPARE(rows(out, "SELECT count(*) FROM games"), QStringList{QStringLiteral("0")});
    }

    // Issue 41: Ctrl-C keeps the games finished in a valid file (they were written as they
    // finished); it says so, and the file says it lacks seeds (shard "partial").
    void interruptingKeepsTheGamesFinished()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("r.sqlite")), csv = dir.filePath(QStringLiteral("r.csv"));
        QProcess p;
        p.start(QStringLiteral(TURNSCOPE_CLI),
                batchArgs(ts::test::samplePath("roguelike", "energy-dungeon.json"), QStringLiteral("1..2000000"), out,
                          {QStringLiteral("--csv"), csv}));
        QVERIFY(p.waitForStarted());
        QTest::qWait(1500);
        QCOMPARE(p.state(), QProcess::Running);
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral(" of 2000000 games; ") + out + QStringLiteral(" holds the ")),
                 qPrintable(err));
        const QStringList count = rows(out, "SELECT count(*) FROM games");
        QVERIFY2(count.size() == 1 && count.first().toLongLong() > 0, qPrintable(count.join(QLatin1Char(' '))));
        QVERIFY2(err.contains(QStringLiteral("holds the %1 games finished").arg(count.first())), qPrintable(err));
        QCOMPARE(rows(out, "SELECT value FROM batch WHERE key = 'games'"), count);
        QCOMPARE(rows(out, "SELECT value FROM batch WHERE key = 'shard'"), QStringList{QStringLiteral("partial")});
        // The file reads back (batch-merge checks every row), and the CSV has the same games.
        const Result m = cli({QStringLiteral("batch-merge"), dir.filePath(QStringLiteral("m.sqlite")), out});
        QVERIFY2(m.exitCode == 0, qPrintable(m.err));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), count.first().toLongLong() + 1);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 3);  // no temporaries
    }

    // Issue 41: the file streamed as the games finish holds the rows the in-memory path
    // (runBatch, then saveBatchResults) writes for the same plan, in every table.
    void streamedFileEqualsTheInMemoryFile_data()
    {
        ts::test::addEverySampleRows([](const ts::Session& s) { return s.finished(); }, "no game that ends by itself");
    }
    void streamedFileEqualsTheInMemoryFile()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return ts::test::noSampleFor(ruleset, "no sample of this ruleset ends by itself");
        QTemporaryDir dir;
        const QString streamed = dir.filePath(QStringLiteral("streamed.sqlite")),
                      memory = dir.filePath(QStringLiteral("memory.sqlite"));
        const Result r =
            cli(batchArgs(sample, QStringLiteral("3..14"), streamed, {QStringLiteral("--jobs"), QStringLiteral("2")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The in-memory path, in this process, with the head the CLI wrote (its created_utc).
        const ts::LoadedScenario l = ts::loadScenarioFile(sample.toStdString());
        ts::BatchPlan plan;
        plan.ruleset = l.ruleset;
        plan.variants = {l.scenario};
        plan.seeds = ts::shardOfSeeds(3, 14, 0, 1);
        plan.maxEvents = ts::kDefaultRunEventBudget;
        ts::BatchResults head = ts::loadBatchResults(streamed.toStdString());
        head.games = ts::runBatch(plan).games;
        ts::saveBatchResults(memory.toStdString(), head);
        for (const char* sql :
             {"SELECT type, name, sql FROM sqlite_master ORDER BY name", "SELECT * FROM batch ORDER BY key",
              "SELECT * FROM scenario", "SELECT * FROM sweep ORDER BY idx", "SELECT * FROM metrics ORDER BY idx",
              kGames, kValues}) {
            QCOMPARE(rows(streamed, sql), rows(memory, sql));
            QVERIFY(!rows(memory, sql).contains(QStringLiteral("bad query")));
        }
        QCOMPARE(rows(streamed, kGames).size(), 12);
    }

    // Issue 41: a read-only folder (tried as `nobody` when root) and a disk that fills while
    // the games are written: exit 5 naming the file, and no file nor temporary left.
    void writeErrorsLeaveNoFile_data()
    {
        QTest::addColumn<bool>("readOnly");
        QTest::addRow("read-only folder") << true;
        QTest::addRow("disk full mid-run") << false;
    }
    void writeErrorsLeaveNoFile()
    {
        QFETCH(bool, readOnly);
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkdir(folder));
        const QString out = folder + QStringLiteral("/r.sqlite");
        robust::Child child;
        if (readOnly) {
            ::chmod(folder.toUtf8().constData(), 0555);
            ::chmod(dir.path().toUtf8().constData(), 0755);
            child.asNobody = robust::runningAsRoot();  // root ignores permissions
        } else {
            child.fileSizeLimit = 256 * 1024;
        }
        const robust::Result r =
            robust::runProgram(QStringLiteral(TURNSCOPE_CLI),
                               batchArgs(ts::test::samplePath("roguelike", "case-a.json"), QStringLiteral("1..100000"),
                                         out, {QStringLiteral("--jobs"), QStringLiteral("2")}),
                               child);
        ::chmod(folder.toUtf8().constData(), 0755);
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains(out + QStringLiteral(": cannot write")), qPrintable(r.err));
        if (readOnly)
            QVERIFY2(r.err.contains(QStringLiteral("Permission denied")), qPrintable(r.err));
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList());
    }
};

TURNSCOPE_TEST_MAIN(TestCliBatch)
#include "tst_cli_batch.moc"
