// turnscope-cli query FILE SQL [--trace T] [--csv|--json] (issue 39): on a sample of every
// registered ruleset, counts per clause against the trace's own JSON Lines export; the three
// output forms (an aligned table, RFC 4180 CSV, a JSON array in column order); batch results
// files alone and joined with a trace; exit codes: bad SQL and writing statements 2 with the
// place shown, a damaged trace 4, a missing file 5, a file that is neither 4.
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include <sqlite3.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

QString runSample(const QString& sample, const QString& trace, const QString& jsonl = {})
{
    QStringList args{QStringLiteral("run"), sample, QStringLiteral("--out"), trace, QStringLiteral("--quiet")};
    if (!jsonl.isEmpty())
        args << QStringLiteral("--events-jsonl") << jsonl;
    const Result r = cli(args);
    return r.exitCode == 0 ? QString() : r.err;
}

}  // namespace

class TestCliQuery : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    QString trace;
    QString file(const char* name) const { return dir.filePath(QString::fromUtf8(name)); }

private slots:
    void initTestCase()
    {
        trace = file("t.tstrace");
        QCOMPARE(runSample(ts::test::registeredSamples().front().path, trace), QString());
    }

    void perRuleset_data()
    {
        QTest::addColumn<QString>("sample");
        for (const QString& id : ts::test::rulesetIds()) {
            const QStringList samples = ts::test::samplesOf(id);
            QTest::addRow("%s", qPrintable(id)) << (samples.isEmpty() ? QString() : samples.front());
        }
    }
    // Counts per clause (JSON output) equal the export's.
    void perRuleset()
    {
        QFETCH(QString, sample);
        QVERIFY2(!sample.isEmpty(), "a registered ruleset has no sample");
        const QString t = file("r.tstrace"), jsonl = file("r.jsonl");
        QCOMPARE(runSample(sample, t, jsonl), QString());
        QFile f(jsonl);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QMap<QString, qint64> expected;
        while (!f.atEnd()) {
            const QByteArray line = f.readLine().trimmed();
            if (!line.isEmpty())
                ++expected[QJsonDocument::fromJson(line).object()[QStringLiteral("clause")].toString()];
        }
        const Result r =
            cli({QStringLiteral("query"), t, QStringLiteral("SELECT clause, count(*) AS n FROM events GROUP BY clause"),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QMap<QString, qint64> got;
        for (const QJsonValue& row : QJsonDocument::fromJson(r.out.toUtf8()).array())
            got[row[QStringLiteral("clause")].toString()] = row[QStringLiteral("n")].toInteger();
        QCOMPARE(got, expected);
    }

    void textTable()
    {
        const Result r = cli({QStringLiteral("query"), trace,
                              QStringLiteral("SELECT seq, kind, subject FROM events WHERE seq IN (0, 1, 2)")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 6);  // header, rule, 3 rows, count
        QVERIFY(lines[0].startsWith(QStringLiteral("seq  kind")));
        QVERIFY(lines[1].startsWith(QStringLiteral("---  ----")));
        // The kind column starts where its header does on every row.
        const qsizetype at = lines[0].indexOf(QStringLiteral("kind"));
        for (int i = 2; i < 5; ++i)
            QVERIFY2(lines[i].at(at - 1) == QLatin1Char(' ') && lines[i].at(at) != QLatin1Char(' '),
                     qPrintable(lines[i]));
        QCOMPARE(lines[5], QStringLiteral("(3 rows)"));
    }

    void csv()
    {
        const Result r = cli({QStringLiteral("query"), trace,
                              QStringLiteral("SELECT 'a,b' AS x, 'say \"hi\"' AS y, NULL AS z, 1.5 AS w, "
                                             "'two' || char(10) || 'lines' AS v"),
                              QStringLiteral("--csv")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("x,y,z,w,v\r\n\"a,b\",\"say \"\"hi\"\"\",,1.5,\"two\nlines\"\r\n"));
        const Result empty =
            cli({QStringLiteral("query"), trace, QStringLiteral("SELECT seq, kind FROM events WHERE seq < 0"),
                 QStringLiteral("--csv")});
        QCOMPARE(empty.out, QStringLiteral("seq,kind\r\n"));
    }

    void json()
    {
        const Result r = cli({QStringLiteral("query"), trace,
                              QStringLiteral("SELECT seq, kind, NULL AS blank FROM events WHERE seq < 3"),
                              QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[2][QStringLiteral("seq")].toInteger(), 2);
        QVERIFY(rows[0][QStringLiteral("blank")].isNull());
        QVERIFY(r.out.indexOf(QStringLiteral("\"seq\"")) < r.out.indexOf(QStringLiteral("\"kind\"")));  // column order
        const Result none = cli(
            {QStringLiteral("query"), trace, QStringLiteral("SELECT * FROM draws WHERE 0"), QStringLiteral("--json")});
        QCOMPARE(none.out.trimmed(), QStringLiteral("[]"));
    }

    void errors()
    {
        QString why;
        const Result bad = cli({QStringLiteral("query"), trace, QStringLiteral("SELECT seq FROM events WHER seq = 1")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("near \"seq\": syntax error")), qPrintable(bad.err));
        // The caret sits under the place SQLite names.
        const QStringList lines = bad.err.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[2].indexOf(QLatin1Char('^')), lines[1].indexOf(QStringLiteral("seq = 1")));
        for (const char* sql : {"DELETE FROM events", "CREATE TABLE x(a)", "ATTACH 'w.db' AS w", "PRAGMA query_only=0",
                                "INSERT INTO writes(seq) VALUES (1)"})
            QVERIFY2(ts::test::failsWith({QStringLiteral("query"), trace, QString::fromUtf8(sql)}, 2,
                                         QStringLiteral("turnscope-cli query: "), &why),
                     qPrintable(why));
        QVERIFY2(ts::test::failsWith({QStringLiteral("query"), trace}, 2, QStringLiteral("one SQL statement"), &why),
                 qPrintable(why));
        QVERIFY2(ts::test::failsWith({QStringLiteral("query"), trace, QStringLiteral("SELECT 1"),
                                      QStringLiteral("--csv"), QStringLiteral("--json")},
                                     2, QStringLiteral("exclude"), &why),
                 qPrintable(why));
        QVERIFY2(ts::test::failsWith({QStringLiteral("query"), file("missing.tstrace"), QStringLiteral("SELECT 1")}, 5,
                                     QStringLiteral("missing.tstrace"), &why),
                 qPrintable(why));
        QFile text(file("text.txt"));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("hello\n");
        text.close();
        QVERIFY2(ts::test::failsWith({QStringLiteral("query"), text.fileName(), QStringLiteral("SELECT 1")}, 4,
                                     QStringLiteral("neither a trace file nor a batch results file"), &why),
                 qPrintable(why));
    }

    // A full disk is exit 5, never an exit 0 with part of the rows.
    void fullDisk()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full");
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(TURNSCOPE_CLI),
                {QStringLiteral("query"), trace, QStringLiteral("SELECT * FROM events"), QStringLiteral("--csv")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 5);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("could not be written")));
    }

    // A damaged block: the trace error's code (4), named, from the query that reads it.
    void damagedTrace()
    {
        const QString damaged = file("damaged.tstrace");
        QVERIFY(QFile::copy(trace, damaged));
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(damaged.toUtf8().constData(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "UPDATE event_blocks SET data=randomblob(length(data)) WHERE block=0", nullptr,
                              nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(db);
        QString why;
        QVERIFY2(ts::test::failsWith({QStringLiteral("query"), damaged, QStringLiteral("SELECT count(*) FROM events")},
                                     4, QStringLiteral("[corrupt-block]"), &why),
                 qPrintable(why));
        // A query that reads no block still answers.
        QCOMPARE(cli({QStringLiteral("query"), damaged, QStringLiteral("SELECT count(*) FROM clauses")}).exitCode, 0);
    }

    // A batch results file: its own tables; with --trace, joined with the trace's.
    void results()
    {
        const QString results = file("b.sqlite");
        const Result b =
            cli({QStringLiteral("batch"), ts::test::registeredSamples().front().path, QStringLiteral("--seeds"),
                 QStringLiteral("1..3"), QStringLiteral("--out"), results, QStringLiteral("--quiet")});
        QCOMPARE(b.exitCode, 0);
        Result r = cli({QStringLiteral("query"), results, QStringLiteral("SELECT count(*) AS n FROM games"),
                        QStringLiteral("--csv")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("n\r\n3\r\n"));
        r = cli({QStringLiteral("query"), results,
                 QStringLiteral("SELECT count(*) AS n FROM games g JOIN events e ON e.seq < 2"),
                 QStringLiteral("--trace"), trace, QStringLiteral("--csv")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("n\r\n6\r\n"));
        QString why;
        QVERIFY2(ts::test::failsWith({QStringLiteral("query"), results, QStringLiteral("DELETE FROM games")}, 2,
                                     QStringLiteral("read-only"), &why),
                 qPrintable(why));
        QCOMPARE(cli({QStringLiteral("query"), results, QStringLiteral("SELECT count(*) FROM games"),
                      QStringLiteral("--csv")})
                     .out,
                 QStringLiteral("count(*)\r\n3\r\n"));
    }
};

TURNSCOPE_TEST_MAIN(TestCliQuery)
#include "tst_cli_query.moc"
