// turnscope-cli as a user runs it: every command, its output files, its exit codes, and
// errors that name the file and the place.
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

QString scenario(const char* name) { return ts::test::samplePath("roguelike", name); }

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir;
    QString path(const char* name) const { return dir.filePath(QLatin1String(name)); }

private slots:
    void runPrintsTheRunTable()
    {
        const Result r = cli({QStringLiteral("run"), scenario("nine-units.json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("| Player3 x3 | x | x | x |")));
        QVERIFY(r.out.contains(QStringLiteral("| Enemy1 x1  |   |   | x |")));
        QVERIFY(r.out.contains(QStringLiteral("finished (turn-limit)")));
    }

    // The nation ruleset's report: battles with their steals, falls and powers per round,
    // then the end, the tie-break and the winner.
    void runPrintsTheNationReport()
    {
        const Result r = cli({QStringLiteral("run"), ts::test::samplePath("nation", "duel.json")});
        QCOMPARE(r.exitCode, 0);
        const QString expected = QStringLiteral("Start: power North 100, South 40\n"
                                                "Round 1:\n"
                                                "  battle: North attacks South, steals 20 power (20 pending)\n"
                                                "  power at the end: North 120, South 20\n"
                                                "Round 2:\n"
                                                "  battle: North attacks South, steals 20 power (30 pending)\n"
                                                "  South falls (0 power)\n"
                                                "  power at the end: North 140, South 0\n"
                                                "Game over: only one nation is left standing\n"
                                                "Winner: North with 140 power\n");
        QVERIFY2(r.out.startsWith(expected), qPrintable(r.out));
        const Result tie = cli({QStringLiteral("run"), ts::test::samplePath("nation", "four-nations.json")});
        QCOMPARE(tie.exitCode, 0);
        QVERIFY2(tie.out.contains(QStringLiteral("Game over: the round limit is reached\n"
                                                 "  tie-break (001:3.1.3): Aurum +1 -> 608\n"
                                                 "Winner: Aurum with 608 power\n")),
                 qPrintable(tie.out));
        QVERIFY(tie.out.contains(QStringLiteral("(later rounds not shown)")));
        // A ruleset without a table per period says so.
        const Result table = cli({QStringLiteral("runtable"), ts::test::samplePath("nation", "duel.json"),
                                  QStringLiteral("--turn"), QStringLiteral("1")});
        QCOMPARE(table.exitCode, 2);
        QVERIFY2(table.err.contains(QStringLiteral("nation ruleset, which has no table per round")),
                 qPrintable(table.err));
    }

    void runWritesOutputs()
    {
        const Result r =
            cli({QStringLiteral("run"), scenario("case-a.json"), QStringLiteral("--seed"), QStringLiteral("7"),
                 QStringLiteral("--out"), path("a.tstrace"), QStringLiteral("--events-jsonl"), path("a.jsonl"),
                 QStringLiteral("--final-state-json"), path("a.json"), QStringLiteral("--quiet")});
        QCOMPARE(r.exitCode, 0);
        const auto state = QJsonDocument::fromJson(readAll(path("a.json"))).object();
        QCOMPARE(state[QStringLiteral("ruleset")].toString(), QStringLiteral("roguelike"));
        QCOMPARE(state[QStringLiteral("outcome")].toString(), QStringLiteral("turn-limit"));
        QCOMPARE(state[QStringLiteral("units")].toArray().size(), 4);
        const auto lines = readAll(path("a.jsonl")).split('\n');
        QVERIFY(lines.size() > 20);
        const auto first = QJsonDocument::fromJson(lines[0]).object();
        for (const char* key : {"seq", "kind", "depth", "clause", "subjects", "data"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(first[QStringLiteral("kind")].toString(), QStringLiteral("roguelike.turn-begin"));

        const Result v = cli({QStringLiteral("verify"), path("a.tstrace")});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(v.out.contains(QStringLiteral("OK")));
    }

    void runtable_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("expected");
        QTest::addRow("built") << QStringList{} << QStringLiteral("| Enemy3 x3 | xxx* | <");
        QTest::addRow("after") << QStringList{QStringLiteral("--after")} << QStringLiteral("| Enemy3 x3 | xxx* | <");
    }

    void runtable()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, expected);
        const Result r = cli(QStringList{QStringLiteral("runtable"), scenario("merge-player-x1.json"),
                                         QStringLiteral("--turn"), QStringLiteral("1")} +
                             extra);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out));
    }

    void runtableJson()
    {
        const Result r = cli({QStringLiteral("runtable"), scenario("case-b.json"), QStringLiteral("--turn"),
                              QStringLiteral("1"), QStringLiteral("--after"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const auto t = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(t[QStringLiteral("runs")].toInt(), 2);
        const auto rows = t[QStringLiteral("rows")].toArray();
        QCOMPARE(rows.size(), 5);
        QCOMPARE(rows[3].toObject()[QStringLiteral("unit")].toString(), QStringLiteral("Player"));
        QCOMPARE(rows[3].toObject()[QStringLiteral("speed")].toString(), QStringLiteral("x2"));
        QVERIFY(rows[3].toObject()[QStringLiteral("inserted")].toBool());
        QCOMPARE(rows[4].toObject()[QStringLiteral("speed")].toString(), QStringLiteral("x3"));
        const auto enemyCell = rows[1].toObject()[QStringLiteral("cells")].toArray()[0].toObject();
        QCOMPARE(enemyCell[QStringLiteral("scheduled")].toInt(), 2);
        QCOMPARE(enemyCell[QStringLiteral("mergedIn")].toInt(), 1);
    }

    void diffAndExport()
    {
        QCOMPARE(cli({QStringLiteral("run"), scenario("one-run.json"), QStringLiteral("--quiet"),
                      QStringLiteral("--out"), path("s1.tstrace")})
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("run"), scenario("one-run.json"), QStringLiteral("--quiet"),
                      QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--out"), path("s1b.tstrace")})
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("run"), scenario("one-run.json"), QStringLiteral("--quiet"),
                      QStringLiteral("--seed"), QStringLiteral("99"), QStringLiteral("--out"), path("s99.tstrace")})
                     .exitCode,
                 0);
        const Result same = cli({QStringLiteral("diff"), path("s1.tstrace"), path("s1b.tstrace")});
        QCOMPARE(same.exitCode, 0);
        QVERIFY(same.out.contains(QStringLiteral("identical")));
        const Result other = cli({QStringLiteral("diff"), path("s1.tstrace"), path("s99.tstrace")});
        QCOMPARE(other.exitCode, 1);
        QVERIFY2(other.out.contains(QStringLiteral("first divergent event #")), qPrintable(other.out));

        QCOMPARE(cli({QStringLiteral("export"), path("s1.tstrace"), QStringLiteral("--chrome"), path("s1.chrome.json")})
                     .exitCode,
                 0);
        const auto chrome = QJsonDocument::fromJson(readAll(path("s1.chrome.json"))).object();
        QVERIFY(chrome[QStringLiteral("traceEvents")].toArray().size() > 10);
        QCOMPARE(
            cli({QStringLiteral("export"), path("s1.tstrace"), QStringLiteral("--jsonl"), path("s1.jsonl")}).exitCode,
            0);
        QVERIFY(readAll(path("s1.jsonl")).count('\n') > 10);
    }

    // The random-draw ledger: the table and counts, the filters, JSON, and its errors.
    void draws()
    {
        const QString trace = path("draws.tstrace");
        QCOMPARE(cli({QStringLiteral("run"), ts::test::samplePath("stack", "blackpoker-shuffled.json"),
                      QStringLiteral("--quiet"), QStringLiteral("--out"), trace})
                     .exitCode,
                 0);
        const Result all = cli({QStringLiteral("draws"), trace});
        QCOMPARE(all.exitCode, 0);
        QVERIFY2(all.out.contains(QStringLiteral(": 33 random draws in ")), qPrintable(all.out));
        QVERIFY(all.out.contains(QStringLiteral("| 002:1#setup | 32 |")));
        QVERIFY(all.out.contains(QStringLiteral("| 002:1#first-player | 1 |")));
        const Result setup = cli({QStringLiteral("draws"), trace, QStringLiteral("--clause"),
                                  QStringLiteral("002:1#setup"), QStringLiteral("--json")});
        QCOMPARE(setup.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(setup.out.toUtf8()).object();
        QCOMPARE(o[QStringLiteral("total")].toInt(), 33);
        QCOMPARE(o[QStringLiteral("shown")].toInt(), 32);
        const QJsonArray rows = o[QStringLiteral("draws")].toArray();
        QCOMPARE(rows.size(), 32);
        for (const QJsonValue& v : rows) {
            const QJsonObject d = v.toObject();
            QCOMPARE(d[QStringLiteral("clause")].toString(), QStringLiteral("002:1#setup"));
            QVERIFY(d[QStringLiteral("value")].toInt() >= 0 &&
                    d[QStringLiteral("value")].toInt() < d[QStringLiteral("bound")].toInt());
            QVERIFY(d[QStringLiteral("used_by_text")].toString().contains(QStringLiteral("shuffled")));
        }
        QCOMPARE(o[QStringLiteral("per_clause")].toObject()[QStringLiteral("002:1#setup")].toInt(), 32);
        const Result prefix =
            cli({QStringLiteral("draws"), trace, QStringLiteral("--clause"), QStringLiteral("002:1")});
        QVERIFY2(prefix.out.contains(QStringLiteral("33 shown")), qPrintable(prefix.out));
        const Result nobody =
            cli({QStringLiteral("draws"), trace, QStringLiteral("--entity"), QStringLiteral("Nobody")});
        QCOMPARE(nobody.exitCode, 2);
        QVERIFY2(nobody.err.contains(trace) && nobody.err.contains(QStringLiteral("\"Nobody\"")),
                 qPrintable(nobody.err));
        const Result missing = cli({QStringLiteral("draws"), path("missing.tstrace")});
        QVERIFY2(missing.exitCode == 5 || missing.exitCode == 4, qPrintable(missing.err));
        QVERIFY(missing.err.contains(path("missing.tstrace")));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::addRow("no command") << QStringList{} << 2 << QStringLiteral("Usage");
        QTest::addRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2
                                         << QStringLiteral("unknown command");
        QTest::addRow("bad seed") << QStringList{QStringLiteral("run"), scenario("one-run.json"),
                                                 QStringLiteral("--seed"), QStringLiteral("x")}
                                  << 2 << QStringLiteral("--seed expects a non-negative integer");
        QTest::addRow("turn 0") << QStringList{QStringLiteral("runtable"), scenario("one-run.json"),
                                               QStringLiteral("--turn"), QStringLiteral("0")}
                                << 2 << QStringLiteral("--turn");
        QTest::addRow("no such turn") << QStringList{QStringLiteral("runtable"), scenario("one-run.json"),
                                                     QStringLiteral("--turn"), QStringLiteral("9")}
                                      << 2 << QStringLiteral("has no turn 9");
        QTest::addRow("missing scenario") << QStringList{QStringLiteral("run"), QStringLiteral("/nonexistent/x.json")}
                                          << 5 << QStringLiteral("/nonexistent/x.json: cannot open");
        QTest::addRow("export needs one format")
            << QStringList{QStringLiteral("export"), scenario("one-run.json")} << 2 << QStringLiteral("exactly one of");
        QTest::addRow("verify a scenario file")
            << QStringList{QStringLiteral("verify"), scenario("one-run.json")} << 4 << QStringLiteral("[not-a-trace]");
        QTest::addRow("verify a missing file")
            << QStringList{QStringLiteral("verify"), QStringLiteral("/nonexistent.tstrace")} << 5
            << QStringLiteral("[io]");
    }

    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Result r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void badScenarioNamesFileAndPlace_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("place");
        QTest::addRow("syntax") << QByteArray("{\n  \"ruleset\": \"roguelike\",\n  \"name\": \"x\" \"map\": []\n}")
                                << QStringLiteral("bad.json: 3:");
        QTest::addRow("bad speed")
            << QByteArray(
                   R"({"ruleset":"roguelike","name":"x","map":["...."],"units":[{"name":"A","faction":"player","speed":7,"at":[0,0]}]})")
            << QStringLiteral("bad.json: $.units[0].speed");
        QTest::addRow("unknown unit")
            << QByteArray(
                   R"({"ruleset":"roguelike","name":"x","map":["...."],"units":[{"name":"A","faction":"player","speed":1,"at":[0,0],"script":[{"do":"attack","target":"Zed"}]}]})")
            << QStringLiteral("bad.json: $.units[0].script[0].target");
        QTest::addRow("unknown ruleset") << QByteArray(R"({"ruleset":"chess"})")
                                         << QStringLiteral("bad.json: $.ruleset");
    }

    void badScenarioNamesFileAndPlace()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, place);
        writeFile(path("bad.json"), json);
        const Result r = cli({QStringLiteral("run"), path("bad.json")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(place), qPrintable(r.err));
    }

    void corruptTraceIsATypedError()
    {
        QCOMPARE(cli({QStringLiteral("run"), scenario("one-run.json"), QStringLiteral("--quiet"),
                      QStringLiteral("--out"), path("t.tstrace")})
                     .exitCode,
                 0);
        QByteArray data = readAll(path("t.tstrace"));
        writeFile(path("trunc.tstrace"), data.left(data.size() / 2));
        const Result r = cli({QStringLiteral("verify"), path("trunc.tstrace")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(path("trunc.tstrace")) && r.err.contains(QStringLiteral("[truncated]")),
                 qPrintable(r.err));
    }

    void waitingForADecision()
    {
        writeFile(path("manual.json"), R"({"ruleset":"roguelike","name":"m","playerPolicy":"manual","map":["....."],
            "units":[{"name":"Hero","faction":"player","speed":1,"at":[0,0]},{"name":"Foe","faction":"enemy","speed":1,"at":[4,0]}]})");
        const Result r = cli({QStringLiteral("run"), path("manual.json"), QStringLiteral("--quiet")});
        QCOMPARE(r.exitCode, 6);
        QVERIFY2(r.err.contains(QStringLiteral("waits for a decision by Hero")), qPrintable(r.err));
    }
};

TURNSCOPE_TEST_MAIN(TestCli)
#include "tst_cli.moc"
