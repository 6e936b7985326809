// turnscope-cli shrink end to end: a trace of a sample shrinks under --until (a breakpoint
// condition with the ruleset's helpers) to a scenario that `run` plays, with its seed and
// origin; --budget 0 writes the input's scenario; a property the game does not have is exit
// 1 with the condition's last error; an output that cannot be written fails before the
// search; bad arguments and files have the documented codes.
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

// A trace of `ruleset/file` played by `run`, in `dir`.
QString traceOf(const QTemporaryDir& dir, const char* ruleset, const char* file)
{
    const QString out = dir.filePath(QString::fromUtf8(file) + QStringLiteral(".tstrace"));
    const Result r = cli({QStringLiteral("run"), ts::test::samplePath(ruleset, file), QStringLiteral("--out"), out,
                          QStringLiteral("--quiet")});
    return r.exitCode == 0 ? out : QString();
}

nlohmann::json readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    return nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
}

QStringList shrinkArgs(const QString& trace, const QString& out, const QStringList& more)
{
    return QStringList{QStringLiteral("shrink"), trace, QStringLiteral("--out"), out, QStringLiteral("--quiet")} + more;
}

}  // namespace

class TestCliShrink : public QObject {
    Q_OBJECT

private slots:
    void shrinksUntilACondition()
    {
        QTemporaryDir dir;
        const QString trace = traceOf(dir, "roguelike", "energy-dungeon.json");
        QVERIFY(!trace.isEmpty());
        const QString out = dir.filePath(QStringLiteral("small.json"));
        const Result r = cli(shrinkArgs(trace, out, {QStringLiteral("--until"), QStringLiteral("unit(\"Orc\").hp <= 0"),
                                                     QStringLiteral("--budget"), QStringLiteral("10")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("shrunk: ")) && r.out.contains(QStringLiteral("written to")), qPrintable(r.out));
        const nlohmann::json doc = readJson(out);
        QVERIFY(doc.is_object());
        QVERIFY(doc["description"].get<std::string>().starts_with("Shrunk by turnscope-cli shrink from "));
        const nlohmann::json original = readJson(ts::test::samplePath("roguelike", "energy-dungeon.json"));
        QVERIFY(doc["seed"] == original["seed"]);
        QVERIFY(doc["units"].size() < original["units"].size());
        // The shrunk scenario is a scenario: `run` plays it.
        const Result played = cli({QStringLiteral("run"), out, QStringLiteral("--quiet")});
        QVERIFY2(played.exitCode == 0, qPrintable(played.err));
    }

    void budgetZeroWritesTheInput()
    {
        QTemporaryDir dir;
        const QString trace = traceOf(dir, "nation", "four-nations.json");
        QVERIFY(!trace.isEmpty());
        const QString out = dir.filePath(QStringLiteral("same.json"));
        const Result r = cli(shrinkArgs(trace, out, {QStringLiteral("--until"), QStringLiteral("nation(\"Dravin\").power <= 30"),
                                                     QStringLiteral("--budget"), QStringLiteral("0")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("the time budget ran out")), qPrintable(r.out));
        nlohmann::json doc = readJson(out), original = readJson(ts::test::samplePath("nation", "four-nations.json"));
        doc.erase("description");
        original.erase("description");
        QCOMPARE(doc.dump(), original.dump());
    }

    void propertyNotHoldingIsExit1()
    {
        QTemporaryDir dir;
        const QString trace = traceOf(dir, "roguelike", "nine-units.json");
        const QString out = dir.filePath(QStringLiteral("x.json"));
        QString why;
        QVERIFY2(ts::test::failsWith(shrinkArgs(trace, out, {QStringLiteral("--until"), QStringLiteral("unit(\"Enemy1\").hp < -1000")}),
                                     1, QStringLiteral("the property does not hold on the input"), &why),
                 qPrintable(why));
        // A condition that always fails says why.
        QVERIFY2(ts::test::failsWith(shrinkArgs(trace, out, {QStringLiteral("--until"), QStringLiteral("unit(\"Nobody\").hp < 5")}),
                                     1, QStringLiteral("no such unit"), &why),
                 qPrintable(why));
        QVERIFY2(ts::test::failsWith(shrinkArgs(trace, out, {QStringLiteral("--error")}), 1,
                                     QStringLiteral("without an engine error"), &why),
                 qPrintable(why));
        QVERIFY(!QFile::exists(out));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString scenario = ts::test::samplePath("roguelike", "nine-units.json");
        const QString until = QStringLiteral("--until"), cond = QStringLiteral("turn() >= 1");
        const QString out = QStringLiteral("--out"), file = QStringLiteral("/tmp/tst_cli_shrink_never.json");
        QTest::addRow("no trace") << QStringList{QStringLiteral("shrink"), until, cond, out, file} << 2
                                  << QStringLiteral("exactly one TRACE");
        QTest::addRow("no property") << QStringList{QStringLiteral("shrink"), QStringLiteral("t.tstrace"), out, file} << 2
                                     << QStringLiteral("--until EXPR or --error");
        QTest::addRow("two properties") << QStringList{QStringLiteral("shrink"), QStringLiteral("t.tstrace"), until, cond,
                                                       QStringLiteral("--error"), out, file}
                                        << 2 << QStringLiteral("--until EXPR or --error");
        QTest::addRow("no out") << QStringList{QStringLiteral("shrink"), QStringLiteral("t.tstrace"), until, cond} << 2
                                << QStringLiteral("--out FILE.json is required");
        QTest::addRow("bad budget") << QStringList{QStringLiteral("shrink"), QStringLiteral("t.tstrace"), until, cond, out,
                                                   file, QStringLiteral("--budget"), QStringLiteral("soon")}
                                    << 2 << QStringLiteral("--budget expects a non-negative integer");
        QTest::addRow("missing trace") << QStringList{QStringLiteral("shrink"), QStringLiteral("/nonexistent/t.tstrace"),
                                                      until, cond, out, file}
                                       << 5 << QStringLiteral("/nonexistent/t.tstrace");
        QTest::addRow("not a trace") << QStringList{QStringLiteral("shrink"), scenario, until, cond, out, file} << 4
                                     << QStringLiteral("not-a-trace");
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QString why;
        QVERIFY2(ts::test::failsWith(args, exitCode, message, &why), qPrintable(why));
    }

    // An output that cannot be written fails before the search; a bad condition is usage.
    // Neither leaves a file beside the trace.
    void failsOnATrace_data()
    {
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("condition");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::addRow("unwritable out") << QStringLiteral("missing/x.json") << QStringLiteral("unit(\"Orc\").hp <= 0") << 5
                                        << QStringLiteral("missing/x.json: cannot write");
        QTest::addRow("bad condition") << QStringLiteral("x.json") << QStringLiteral("unit(\"Orc\").hp <") << 2
                                       << QStringLiteral("--until 'unit(\"Orc\").hp <'");
    }
    void failsOnATrace()
    {
        QFETCH(QString, out);
        QFETCH(QString, condition);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString trace = traceOf(dir, "roguelike", "energy-dungeon.json");
        QString why;
        QVERIFY2(ts::test::failsWith(shrinkArgs(trace, dir.filePath(out), {QStringLiteral("--until"), condition}), exitCode,
                                     message, &why),
                 qPrintable(why));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);  // the trace only
    }

    void helpNamesTheCommand()
    {
        const Result r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("shrink TRACE (--until EXPR | --error)")));
    }
};

TURNSCOPE_TEST_MAIN(TestCliShrink)
#include "tst_cli_shrink.moc"
