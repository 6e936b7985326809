// SQL over traces (issue 39), on every sample of every registered ruleset (found by
// enumeration): each table against the trace read directly (counts per clause and kind, the
// writes, the draw ledger, the decisions), seq ranges against a full scan with the same
// filter, and a planted wrong event that the comparisons must catch. Then what is refused
// (every writing statement), error positions, cancellation, damaged traces, results files.
#include "kernel/batch/batch_results.h"
#include "kernel/draw/draw_ledger.h"
#include "kernel/io/file_io.h"
#include "kernel/query/trace_query.h"
#include "kernel/session/session_files.h"

#include "test_main.h"
#include "test_paths.h"

#include <sqlite3.h>

#include <QFile>
#include <QTemporaryDir>

#include <map>
#include <memory>
#include <random>

using namespace ts;

namespace {

std::unique_ptr<Session> runSample(const std::string& path)
{
    const LoadedScenario l = loadScenarioFile(path);
    SessionOptions options;
    options.maxEvents = 2'000'000;
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed, options);
    s->run();
    return s;
}

std::string quoted(const std::string& s)
{
    std::string out = "'";
    for (char c : s)
        out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

std::int64_t integer(const QueryValue& v)
{
    return std::holds_alternative<std::int64_t>(v) ? std::get<std::int64_t>(v) : -1;
}
std::string text(const QueryValue& v)
{
    return std::holds_alternative<std::string>(v) ? std::get<std::string>(v) : "<null>";
}

std::int64_t count(TraceQuery& q, const std::string& sql) { return integer(q.run(sql).rows.at(0).at(0)); }

// Counts per clause and per kind, through the id filter and through GROUP BY, against a
// direct count of `reference`. Empty when equal, else the first difference.
QString countsDiffer(TraceQuery& q, const Trace& reference)
{
    std::map<std::string, std::int64_t> byClause, byKind;
    for (std::size_t b = 0; b < reference.blockCount(); ++b)
        for (const Event& e : reference.block(b)) {
            ++byClause[reference.clauseName(e.clause)];
            ++byKind[reference.kindName(e.kind)];
        }
    for (const auto& [clause, n] : byClause) {
        const std::int64_t got = count(q, "SELECT count(*) FROM events WHERE clause = " + quoted(clause));
        if (got != n)
            return QStringLiteral("clause %1: %2 rows, %3 events").arg(QString::fromStdString(clause)).arg(got).arg(n);
    }
    for (const auto& [kindName, n] : byKind) {
        const std::int64_t got = count(q, "SELECT count(*) FROM events WHERE kind = " + quoted(kindName));
        if (got != n)
            return QStringLiteral("kind %1: %2 rows, %3 events").arg(QString::fromStdString(kindName)).arg(got).arg(n);
    }
    const QueryResult grouped = q.run("SELECT clause, count(*) FROM events GROUP BY clause");
    if (grouped.rows.size() != byClause.size())
        return QStringLiteral("GROUP BY clause: %1 groups, %2 clauses").arg(grouped.rows.size()).arg(byClause.size());
    for (const auto& row : grouped.rows)
        if (byClause[text(row[0])] != integer(row[1]))
            return QStringLiteral("GROUP BY clause %1").arg(QString::fromStdString(text(row[0])));
    return {};
}

// The writes table against the trace's write events, column by column.
QString writesDiffer(TraceQuery& q, const Trace& t)
{
    const QueryResult r = q.run("SELECT seq, entity, field_id, old, new, clause FROM writes");
    std::size_t i = 0;
    for (Seq seq = 0; seq < t.size(); ++seq) {
        const Event e = t.at(seq);
        if (t.kindName(e.kind) != "write")
            continue;
        if (i >= r.rows.size())
            return QStringLiteral("write #%1 missing").arg(seq);
        const auto& row = r.rows[i++];
        if (integer(row[0]) != static_cast<std::int64_t>(seq) || text(row[1]) != t.entityName(e.subject[0]) ||
            integer(row[2]) != e.arg[0] || integer(row[3]) != e.arg[1] || integer(row[4]) != e.arg[2] ||
            text(row[5]) != t.clauseName(e.clause))
            return QStringLiteral("write #%1 differs").arg(seq);
    }
    return i == r.rows.size() ? QString() : QStringLiteral("%1 rows, %2 writes").arg(r.rows.size()).arg(i);
}

QString drawsDiffer(TraceQuery& q, const Trace& t, const DrawLedger& ledger)
{
    const QueryResult r = q.run("SELECT seq, stream, lo, hi, value, clause, entity FROM draws");
    if (r.rows.size() != ledger.draws.size())
        return QStringLiteral("%1 rows, %2 draws").arg(r.rows.size()).arg(ledger.draws.size());
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        const auto& row = r.rows[i];
        const DrawEntry& d = ledger.draws[i];
        const std::string entity = d.entity == kNoEntity ? "<null>" : t.entityName(d.entity);
        if (integer(row[0]) != static_cast<std::int64_t>(d.seq) || integer(row[1]) != d.stream ||
            integer(row[2]) != 0 || integer(row[3]) != d.bound - 1 || integer(row[4]) != d.value ||
            text(row[5]) != t.clauseName(d.clause) || text(row[6]) != entity)
            return QStringLiteral("draw %1 differs").arg(i);
    }
    return {};
}

// A copy of `t` (names and events) with `edit` applied to each event.
Trace editedCopy(const Trace& t, const std::function<void(Seq, Event&)>& edit)
{
    Trace out;
    out.entityNames = t.entityNames;
    out.kindNames = t.kindNames;
    out.clauseNames = t.clauseNames;
    for (Seq seq = 0; seq < t.size(); ++seq) {
        Event e = t.at(seq);
        edit(seq, e);
        out.append(e);
    }
    return out;
}

QueryError errorOf(TraceQuery& q, const std::string& sql)
{
    try {
        q.run(sql);
    } catch (const QueryError& e) {
        return e;
    }
    return QueryError("no error", -2);
}

}  // namespace

class TestTraceQuery : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::string path(const char* name) const { return dir_.filePath(QString::fromUtf8(name)).toStdString(); }

private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("path");
        QStringList without;
        for (const test::RulesetSample& s : test::registeredSamples(&without))
            QTest::addRow("%s/%s", qPrintable(s.ruleset), qPrintable(s.file)) << s.path;
        for (const QString& id : without)
            QTest::addRow("%s without samples", qPrintable(id)) << QString();
    }

    // Every table against the trace, read back from its file (blocks decoded on demand).
    void samples()
    {
        QFETCH(QString, path);
        QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
        const auto session = runSample(path.toStdString());
        const std::string file = this->path("sample.tstrace");
        saveSession(file, *session);
        RecordedGame game = openRecordedGame(file);
        const Trace& t = game.file.trace;
        TraceQuery q(t, game.ruleset, game.file.header.decisions);
        QCOMPARE(count(q, "SELECT count(*) FROM events"), static_cast<std::int64_t>(t.size()));
        QCOMPARE(countsDiffer(q, t), QString());
        QCOMPARE(writesDiffer(q, t), QString());
        QCOMPARE(drawsDiffer(q, t, buildDrawLedger(t, game.file.header.drawOverrides)), QString());

        const auto& decisions = game.file.header.decisions;
        const QueryResult d = q.run("SELECT \"index\", seq, source FROM decisions");
        QCOMPARE(d.rows.size(), decisions.size());
        for (std::size_t i = 0; i < decisions.size(); ++i) {
            QCOMPARE(integer(d.rows[i][0]), static_cast<std::int64_t>(i));
            QCOMPARE(integer(d.rows[i][1]), static_cast<std::int64_t>(decisions[i].requestedAt));
            QCOMPARE(text(d.rows[i][2]), std::string(answerSourceName(decisions[i].source)));
        }
        // A decision's seq is its decision event.
        QCOMPARE(count(q,
                       "SELECT count(*) FROM decisions d JOIN events e ON e.seq = d.seq "
                       "WHERE e.kind = 'decision' AND e.arg0 = d.\"index\""),
                 static_cast<std::int64_t>(decisions.size()));
        // Every clause an event cites has its row, with this build's statement.
        QCOMPARE(count(q,
                       "SELECT count(*) FROM (SELECT DISTINCT clause FROM events WHERE clause <> '') "
                       "WHERE clause NOT IN (SELECT id FROM clauses WHERE statement IS NOT NULL)"),
                 std::int64_t(0));
        // The text column is the event log's line.
        const QueryResult lines = q.run("SELECT seq, text FROM events WHERE seq < 50");
        const RenderContext ctx(t, game.ruleset);
        for (const auto& row : lines.rows)
            QCOMPARE(text(row[1]), ctx.line(t.at(static_cast<Seq>(integer(row[0])))));
    }

    // seq constraints (pushed into the scan) give the rows a full scan filtered by SQLite
    // gives (`+seq` is an expression, so SQLite cannot hand it to the table).
    void seqRanges()
    {
        const auto session = runSample(test::registeredSamples().front().path.toStdString());
        const Trace& t = session->trace();
        TraceQuery q(*session);
        std::mt19937 rng(39);
        const std::int64_t n = static_cast<std::int64_t>(t.size());
        std::vector<std::string> bounds = {"-5",
                                           "0",
                                           "1.5",
                                           "'abc'",
                                           "NULL",
                                           std::to_string(n),
                                           std::to_string(n + 3),
                                           "4095",
                                           "4096",
                                           "9223372036854775807",
                                           "-9223372036854775808"};
        for (int i = 0; i < 12; ++i)
            bounds.push_back(std::to_string(std::uniform_int_distribution<std::int64_t>(0, n)(rng)));
        const std::string clause = t.clauseName(t.at(t.size() / 2).clause);
        for (const char* op : {"=", "<", "<=", ">", ">="})
            for (const std::string& b : bounds) {
                const std::string cond = " " + std::string(op) + " " + b;
                const std::string pushed = "SELECT seq, kind FROM events WHERE seq" + cond;
                const std::string scanned = "SELECT seq, kind FROM events WHERE +seq" + cond;
                QVERIFY2(q.run(pushed).rows == q.run(scanned).rows, cond.c_str());
                const std::string both = " AND seq >= 100 AND clause = " + quoted(clause);
                QVERIFY2(q.run(pushed + both).rows ==
                             q.run(scanned + " AND +seq >= 100 AND +clause = " + quoted(clause)).rows,
                         (cond + both).c_str());
            }
        QCOMPARE(count(q, "SELECT count(*) FROM events WHERE seq BETWEEN 10 AND 19"), std::int64_t(10));
        QCOMPARE(count(q, "SELECT count(*) FROM events WHERE clause = 'no such clause'"), std::int64_t(0));
        // A join: each write with the event that opened its engine step before it.
        QCOMPARE(count(q, "SELECT count(*) FROM writes w JOIN events e ON e.seq = w.seq"),
                 count(q, "SELECT count(*) FROM writes"));
    }

    // The comparisons catch a wrong table: a copy of a trace with one event's clause or one
    // write's value changed differs from the original.
    void plantedWrongValue()
    {
        const auto session = runSample(test::registeredSamples().front().path.toStdString());
        const Trace& t = session->trace();
        const Seq middle = t.size() / 2;
        const Trace wrongClause = editedCopy(t, [&](Seq seq, Event& e) {
            if (seq == middle)
                e.clause = static_cast<ClauseId>((e.clause + 1) % t.clauseNames.size());
        });
        TraceQuery planted(wrongClause, &session->ruleset());
        QVERIFY(!countsDiffer(planted, t).isEmpty());
        TraceQuery same(t, &session->ruleset());
        QCOMPARE(countsDiffer(same, t), QString());

        Seq firstWrite = t.size();
        for (Seq seq = 0; seq < t.size() && firstWrite == t.size(); ++seq)
            if (t.kindName(t.at(seq).kind) == "write")
                firstWrite = seq;
        QVERIFY(firstWrite < t.size());
        const Trace wrongWrite = editedCopy(t, [&](Seq seq, Event& e) {
            if (seq == firstWrite)
                e.arg[2] += 1;
        });
        TraceQuery plantedWrites(wrongWrite, &session->ruleset());
        QVERIFY(!writesDiffer(plantedWrites, t).isEmpty());
    }

    void writingRefused_data()
    {
        QTest::addColumn<QString>("sql");
        for (const char* sql : {"INSERT INTO events(seq) VALUES (1)",
                                "UPDATE writes SET new = 0",
                                "DELETE FROM draws",
                                "CREATE TABLE t(x)",
                                "CREATE TEMP TABLE t(x)",
                                "CREATE VIEW v AS SELECT 1",
                                "DROP TABLE events",
                                "CREATE VIRTUAL TABLE e2 USING events",
                                "ALTER TABLE events RENAME TO e",
                                "ATTACH ':memory:' AS m",
                                "ATTACH 'file:/tmp/x.db?mode=rwc' AS w",
                                "PRAGMA writable_schema = 1",
                                "PRAGMA query_only = 0",
                                "PRAGMA journal_mode = WAL",
                                "BEGIN",
                                "SAVEPOINT a",
                                "ANALYZE",
                                "VACUUM",
                                "CREATE INDEX i ON events(seq)",
                                "CREATE TRIGGER tr AFTER INSERT ON events BEGIN SELECT 1; END",
                                "WITH x AS (SELECT 1) INSERT INTO writes SELECT * FROM x"})
            QTest::newRow(sql) << QString::fromUtf8(sql);
    }
    void writingRefused()
    {
        QFETCH(QString, sql);
        const auto session = runSample(test::registeredSamples().front().path.toStdString());
        TraceQuery q(*session);
        const QueryError e = errorOf(q, sql.toStdString());
        QVERIFY2(e.offset != -2, "not refused");
        qDebug("%s", e.what());
        // Still read-only and working afterwards.
        QCOMPARE(count(q, "SELECT count(*) FROM events"), static_cast<std::int64_t>(session->trace().size()));
        QCOMPARE(count(q, "PRAGMA query_only"), std::int64_t(1));
    }

    void errorsHaveTheirPlace()
    {
        const auto session = runSample(test::registeredSamples().front().path.toStdString());
        TraceQuery q(*session);
        const std::string bad = "SELECT seq FROM events WHER seq = 1";
        QueryError e = errorOf(q, bad);
        QVERIFY2(std::string(e.what()).find("syntax error") != std::string::npos, e.what());
        QCOMPARE(e.offset, static_cast<int>(bad.find("seq = 1")));
        const std::string unknown = "SELECT nope FROM events";
        e = errorOf(q, unknown);
        QVERIFY2(std::string(e.what()).find("no such column: nope") != std::string::npos, e.what());
        QCOMPARE(e.offset, static_cast<int>(unknown.find("nope")));
        const std::string two = "SELECT 1; SELECT 2";
        e = errorOf(q, two);
        QCOMPARE(e.offset, static_cast<int>(two.find("SELECT 2")));
        e = errorOf(q, "  -- nothing\n");
        QVERIFY(e.offset != -2);
        // A trailing semicolon and comment are one statement still.
        QCOMPARE(count(q, "SELECT count(*) FROM clauses; -- done"), count(q, "SELECT count(*) FROM clauses"));
    }

    void cancellation()
    {
        const auto session = runSample(test::registeredSamples().front().path.toStdString());
        TraceQuery q(*session);
        int polls = 0;
        try {
            q.run("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n", SIZE_MAX,
                  [&] { return ++polls > 50; });
            QFAIL("not cancelled");
        } catch (const QueryError& e) {
            QVERIFY(e.cancelled);
            QCOMPARE(std::string(e.what()), std::string("cancelled"));
        }
        // A scan that filters every row out is cancelled too (it polls once a block).
        try {
            q.run("SELECT count(*) FROM events WHERE clause = 'none'", SIZE_MAX, [] { return true; });
            QFAIL("not cancelled");
        } catch (const QueryError& e) {
            QVERIFY(e.cancelled);
        }
        QCOMPARE(count(q, "SELECT count(*) FROM events"), static_cast<std::int64_t>(session->trace().size()));
        const QueryResult some = q.run("SELECT seq FROM events", 7);
        QCOMPARE(some.rows.size(), std::size_t(7));
        QVERIFY(some.truncated);
        QCOMPARE(some.columns, std::vector<std::string>{"seq"});
        const QueryResult none = q.run("SELECT seq, kind FROM events WHERE seq < 0");
        QCOMPARE(none.columns, (std::vector<std::string>{"seq", "kind"}));
        std::size_t streamed = 0;
        q.each("SELECT seq FROM events", [&](const QueryResult& h, const std::vector<QueryValue>& row) {
            QCOMPARE(h.columns.size(), std::size_t(1));
            QCOMPARE(integer(row[0]), static_cast<std::int64_t>(streamed++));
        });
        QCOMPARE(streamed, static_cast<std::size_t>(session->trace().size()));
    }

    // A damaged block is the kernel's TraceError, from the query that reads it.
    void damagedTrace()
    {
        std::unique_ptr<Session> session;
        for (const test::RulesetSample& s : test::registeredSamples())
            if (!session || session->trace().size() <= Trace::kBlockEvents)
                session = runSample(s.path.toStdString());
        QVERIFY(session->trace().size() > Trace::kBlockEvents);
        const std::string file = path("damaged.tstrace");
        saveSession(file, *session);
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(file.c_str(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "UPDATE event_blocks SET data=randomblob(length(data)) WHERE block=1", nullptr,
                              nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(db);
        RecordedGame game = openRecordedGame(file);
        TraceQuery q(game.file.trace, game.ruleset, game.file.header.decisions);
        QCOMPARE(count(q, "SELECT count(*) FROM events WHERE seq < 4096"), std::int64_t(Trace::kBlockEvents));
        try {
            q.run("SELECT count(*) FROM events");
            QFAIL("no error");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::CorruptBlock);
        }
        QCOMPARE(count(q, "SELECT count(*) FROM clauses"), count(q, "SELECT count(*) FROM clauses"));
    }

    // A batch results file: its own tables, read-only, and the trace tables joined in.
    void resultsFiles()
    {
        BatchResults r;
        r.params = {{"format", "turnscope-batch"}, {"format_version", "1"}, {"ruleset", "x"}};
        r.metricNames = {"a.b"};
        BatchGame g;
        g.seed = 7;
        g.events = 10;
        g.metrics = {3};
        r.games = {g};
        const std::string file = path("results.sqlite");
        saveBatchResults(file, r);
        TraceQuery alone(file, nullptr);
        QCOMPARE(count(alone, "SELECT count(*) FROM games"), std::int64_t(1));
        QVERIFY(errorOf(alone, "SELECT count(*) FROM events").offset != -2);
        QVERIFY(errorOf(alone, "DELETE FROM games").offset != -2);
        QVERIFY(errorOf(alone, "UPDATE batch SET value = 'x'").offset != -2);
        QVERIFY(errorOf(alone, "REINDEX").offset != -2);
        QVERIFY(errorOf(alone, "DROP VIEW metric_values").offset != -2);
        QCOMPARE(count(alone, "SELECT count(*) FROM games"), std::int64_t(1));

        const auto session = runSample(test::registeredSamples().front().path.toStdString());
        TraceQuery joined(file, &session->trace(), &session->ruleset(), session->decisions());
        QCOMPARE(count(joined, "SELECT count(*) FROM games g JOIN events e ON e.seq < g.events"), std::int64_t(10));

        QVERIFY_THROWS_EXCEPTION(FileError, TraceQuery(path("missing.sqlite"), nullptr));
        const std::string other = path("other.sqlite");
        saveSession(other, *session);  // a SQLite file, but a trace
        QVERIFY_THROWS_EXCEPTION(BatchFileError, TraceQuery(other, nullptr));
    }

    // The documented columns are the tables' columns, in order.
    void documentation()
    {
        const auto session = runSample(test::registeredSamples().front().path.toStdString());
        TraceQuery q(*session);
        for (const QueryTableDoc& table : TraceQuery::tables()) {
            const QueryResult info = q.run("PRAGMA table_info(" + table.name + ")");
            QCOMPARE(info.rows.size(), table.columns.size());
            for (std::size_t i = 0; i < info.rows.size(); ++i) {
                QCOMPARE(text(info.rows[i][1]), table.columns[i].name);
                QVERIFY(!table.columns[i].doc.empty());
            }
        }
    }

    // docs/query.md holds every table's block as tables() makes it (on failure the block
    // to paste is printed).
    void documentedInQueryMd()
    {
        QFile f(test::sourceDir() + QStringLiteral("/docs/query.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string doc = f.readAll().toStdString();
        for (const QueryTableDoc& table : TraceQuery::tables()) {
            std::string block =
                "### `" + table.name + "`\n\n" + table.doc + "\n\n| column | what it holds |\n|---|---|\n";
            for (const QueryColumnDoc& c : table.columns)
                block += "| `" + c.name + "` | " + c.doc + " |\n";
            QVERIFY2(doc.find(block) != std::string::npos, ("docs/query.md lacks:\n" + block).c_str());
        }
    }
};

TURNSCOPE_TEST_MAIN(TestTraceQuery)
#include "tst_trace_query.moc"
