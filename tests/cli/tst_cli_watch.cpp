// turnscope-cli watch TRACE EXPR... [--at-clause C] [--every step|event] [--csv] (issue 39):
// on every bundled sample of every registered ruleset, the CSV of the field written most
// often equals its writes in the trace's own JSON Lines export (old -> new, seq for seq);
// the logpoint's rows are the events citing the clause; an expression over the same value
// gives the same column; bad expressions, fields, clauses and options exit 2, bad files 4/5.
#include "cli_process.h"
#include "sample_rows.h"
#include "test_main.h"
#include "test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

struct Write {
    qint64 seq, oldValue, newValue;
};

struct Exported {
    std::map<QString, QList<Write>> writes;  // "Entity.field" -> its writes
    std::map<QString, QList<qint64>> clauses;  // clause id -> the events citing it
};

Exported readExport(const QString& jsonl)
{
    Exported out;
    QFile f(jsonl);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    while (!f.atEnd()) {
        const QJsonObject e = QJsonDocument::fromJson(f.readLine()).object();
        const qint64 seq = e[QStringLiteral("seq")].toInteger();
        const QString clause = e[QStringLiteral("clause")].toString();
        if (!clause.isEmpty())  // "002:10-2#x" counts for "002:10-2", as --at-clause takes it
            out.clauses[clause.section(QLatin1Char('#'), 0, 0)].append(seq);
        if (e[QStringLiteral("kind")] != QStringLiteral("write"))
            continue;
        // "Enemy1.tokens: 1 -> 0": the entity is the subject, the field what follows it.
        const QString entity = e[QStringLiteral("subjects")].toArray().first().toString();
        const QString text = e[QStringLiteral("text")].toString();
        const QString field = text.mid(entity.size() + 1).section(QLatin1Char(':'), 0, 0);
        const QJsonObject d = e[QStringLiteral("data")].toObject();
        out.writes[entity + QLatin1Char('.') + field].append(
            {seq, d[QStringLiteral("old")].toInteger(), d[QStringLiteral("new")].toInteger()});
    }
    return out;
}

// The CSV rows a change track of these writes makes with --every event.
QStringList expectedRows(const QList<Write>& writes)
{
    QList<QPair<qint64, qint64>> points{{0, writes.first().oldValue}};
    for (const Write& w : writes) {
        if (points.last().first == w.seq)
            points.removeLast();
        if (points.isEmpty() || points.last().second != w.newValue)
            points.append({w.seq, w.newValue});
    }
    QStringList rows;
    for (const auto& [seq, value] : points)
        rows << QStringLiteral("%1,%2").arg(seq).arg(value);
    return rows;
}

QString csvHeader(const QString& expr)
{
    return expr.contains(QLatin1Char(',')) || expr.contains(QLatin1Char('"'))
        ? QLatin1Char('"') + QString(expr).replace(QStringLiteral("\""), QStringLiteral("\"\"")) + QLatin1Char('"')
        : expr;
}

// Empty when the output's rows are `expected`, else the first difference.
QString rowsDiffer(const QStringList& got, const QStringList& expected)
{
    for (qsizetype i = 0; i < std::max(got.size(), expected.size()); ++i)
        if (i >= got.size() || i >= expected.size() || got[i] != expected[i])
            return QStringLiteral("row %1: \"%2\", expected \"%3\"")
                .arg(i)
                .arg(i < got.size() ? got[i] : QString())
                .arg(i < expected.size() ? expected[i] : QString());
    return {};
}

QStringList lines(const QString& out) { return out.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }

}  // namespace

class TestCliWatch : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    // A sample's trace and its export, under the temporary folder.
    QString record(const QString& sample, Exported* exported)
    {
        const QString base = dir.filePath(QFileInfo(sample).path().section(QLatin1Char('/'), -1) + QLatin1Char('-') +
                                          QFileInfo(sample).completeBaseName());
        const QString trace = base + QStringLiteral(".tstrace");
        const Result r = cli({QStringLiteral("run"), sample, QStringLiteral("--out"), trace,
                              QStringLiteral("--events-jsonl"), base + QStringLiteral(".jsonl"),
                              QStringLiteral("--quiet"), QStringLiteral("--max-events"), QStringLiteral("200000")});
        if (r.exitCode != 0 && r.exitCode != 6 && r.exitCode != 7)
            return {};
        *exported = readExport(base + QStringLiteral(".jsonl"));
        return trace;
    }

private slots:
    void csvEqualsTheWrites_data() { ts::test::addSamplePathRows(); }
    // The field written most often: --every event gives its writes; --every step the same
    // values at the ends of rule steps; a logpoint a row per event citing the clause cited most.
    void csvEqualsTheWrites()
    {
        QFETCH(QString, path);
        QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
        Exported ex;
        const QString trace = record(path, &ex);
        QVERIFY(!trace.isEmpty());
        QVERIFY(!ex.writes.empty());
        const auto most = std::max_element(ex.writes.begin(), ex.writes.end(),
                                           [](auto& a, auto& b) { return a.second.size() < b.second.size(); });
        const QString name = most->first;
        Result r = cli({QStringLiteral("watch"), trace, name, QStringLiteral("--every"), QStringLiteral("event"),
                        QStringLiteral("--csv")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QStringList got = lines(r.out);
        QCOMPARE(got.takeFirst(), QStringLiteral("event,") + csvHeader(name));
        const QStringList expected = expectedRows(most->second);
        const QString diff = rowsDiffer(got, expected);
        QVERIFY2(diff.isEmpty(), qPrintable(name + QStringLiteral(": ") + diff));
        QStringList planted = expected;  // a wrong value: the comparison must see it
        planted.last() = planted.last().section(QLatin1Char(','), 0, 0) + QStringLiteral(",-12345");
        QVERIFY(!rowsDiffer(got, planted).isEmpty());

        // By rule step: the same values, each row at or after its change, none lost at the end.
        r = cli({QStringLiteral("watch"), trace, name, QStringLiteral("--csv")});
        QCOMPARE(r.exitCode, 0);
        QStringList steps = lines(r.out);
        steps.removeFirst();
        QVERIFY(!steps.isEmpty() && steps.size() <= expected.size());
        QVERIFY(steps.first().startsWith(QStringLiteral("0,")));
        QCOMPARE(steps.last().section(QLatin1Char(','), 1), expected.last().section(QLatin1Char(','), 1));
        QVERIFY(steps.last().section(QLatin1Char(','), 0, 0).toLongLong() >=
                expected.last().section(QLatin1Char(','), 0, 0).toLongLong());

        const auto cited = std::max_element(ex.clauses.begin(), ex.clauses.end(),
                                            [](auto& a, auto& b) { return a.second.size() < b.second.size(); });
        r = cli({QStringLiteral("watch"), trace, name, QStringLiteral("--at-clause"), cited->first,
                 QStringLiteral("--csv")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QStringList hits = lines(r.out);
        hits.removeFirst();
        QCOMPARE(hits.size(), cited->second.size());
        for (qsizetype i = 0; i < hits.size(); ++i)
            QCOMPARE(hits[i].section(QLatin1Char(','), 0, 0).toLongLong(), cited->second[i]);
    }

    // An expression reading the same value through the ruleset's helper gives the same column.
    void expressionEqualsTheField()
    {
        Exported ex;
        const QString trace = record(ts::test::samplePath("nation", "duel.json"), &ex);
        QVERIFY(!trace.isEmpty());
        const QString expr = QStringLiteral("nation(\"North\").power");
        const Result r = cli({QStringLiteral("watch"), trace, QStringLiteral("North.power"), expr,
                              QStringLiteral("round()"), QStringLiteral("--csv")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QStringList rows = lines(r.out);
        QCOMPARE(rows.takeFirst(), QStringLiteral("event,North.power,\"nation(\"\"North\"\").power\",round()"));
        QVERIFY(rows.size() >= 3);
        for (const QString& row : rows)
            QVERIFY2(row.section(QLatin1Char(','), 1, 1) == row.section(QLatin1Char(','), 2, 2), qPrintable(row));
        // The table without --csv: a header line and the same number of rows.
        const Result table =
            cli({QStringLiteral("watch"), trace, QStringLiteral("North.power"), expr, QStringLiteral("round()")});
        QCOMPARE(table.exitCode, 0);
        QCOMPARE(lines(table.out).size(), rows.size() + 1);
        QVERIFY(lines(table.out).first().contains(expr));
    }

    void badInputExitsWithTheReason_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::addRow("bad expression") << QStringList{QStringLiteral("nation(")} << 2 << "Missing ')'";
        QTest::addRow("unknown field") << QStringList{QStringLiteral("North.pwer")} << 2 << "unknown field \"pwer\"";
        QTest::addRow("no value anywhere")
            << QStringList{QStringLiteral("nation(\"Nowhere\").power")} << 2 << "has no value at any event";
        QTest::addRow("unknown clause") << QStringList{QStringLiteral("North.power"), QStringLiteral("--at-clause"),
                                                       QStringLiteral("999:nothing")}
                                        << 2 << "no event of the trace cites";
        QTest::addRow("bad --every") << QStringList{QStringLiteral("North.power"), QStringLiteral("--every"),
                                                    QStringLiteral("turn")}
                                     << 2 << "expects step or event";
        QTest::addRow("no EXPR") << QStringList{} << 2 << "expects TRACE EXPR";
    }
    void badInputExitsWithTheReason()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        Exported ex;
        const QString trace = record(ts::test::samplePath("nation", "duel.json"), &ex);
        QString why;
        QVERIFY2(ts::test::failsWith(QStringList{QStringLiteral("watch"), trace} + args, code, message, &why),
                 qPrintable(why));
    }

    void badFilesExit4Or5()
    {
        QString why;
        QVERIFY2(ts::test::failsWith({QStringLiteral("watch"), dir.filePath(QStringLiteral("missing.tstrace")),
                                      QStringLiteral("North.power")},
                                     5, QStringLiteral("missing.tstrace"), &why),
                 qPrintable(why));
        const QString junk = dir.filePath(QStringLiteral("junk.tstrace"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a trace at all");
        f.close();
        QVERIFY2(ts::test::failsWith({QStringLiteral("watch"), junk, QStringLiteral("North.power")}, 4,
                                     QStringLiteral("junk.tstrace"), &why),
                 qPrintable(why));
    }
};

TURNSCOPE_TEST_MAIN(TestCliWatch)
#include "tst_cli_watch.moc"
