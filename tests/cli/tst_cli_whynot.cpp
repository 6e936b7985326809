// turnscope-cli whynot TRACE [--at N] [--clause C] [--entity E] [--count K] [--json]: the
// candidates rejected in the engine step at a cursor, and the nearest considerations of a rule
// or an entity, both checked against the events the same trace exports; bad arguments (exit
// 2) and bad files (exit 4, 5).
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

QJsonObject jsonOf(const Result& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

// The roguelike kinds a rule traces when it considers a candidate and does not apply it
// (docs/rulesets/roguelike.md, "Why not?").
const QSet<QString> kNotAppliedKinds{QStringLiteral("roguelike.slot-skipped"), QStringLiteral("roguelike.minor-pass"),
                                     QStringLiteral("roguelike.merge-held"), QStringLiteral("roguelike.no-attack")};
// Events that only carry a rule's data; never a consideration.
const QSet<QString> kDataKinds{QStringLiteral("write"), QStringLiteral("rng"), QStringLiteral("state-hash")};

}  // namespace

class TestCliWhyNot : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    QString trace, jsonl;
    QList<QJsonObject> events;  // the export, by seq

    bool considered(const QJsonObject& e, const QString& clause, const QString& entity) const
    {
        if (kDataKinds.contains(e[QStringLiteral("kind")].toString()))
            return false;
        const QString c = e[QStringLiteral("clause")].toString();
        if (!clause.isEmpty() && c != clause && !c.startsWith(clause + QLatin1Char('#')))
            return false;
        return entity.isEmpty() || e[QStringLiteral("subjects")].toArray().contains(entity);
    }

private slots:
    void initTestCase()
    {
        trace = dir.filePath(QStringLiteral("t.tstrace"));
        jsonl = dir.filePath(QStringLiteral("t.jsonl"));
        QCOMPARE(
            cli({QStringLiteral("run"), ts::test::samplePath("roguelike", "nine-units.json"), QStringLiteral("--out"),
                 trace, QStringLiteral("--events-jsonl"), jsonl, QStringLiteral("--quiet")})
                .exitCode,
            0);
        QFile f(jsonl);
        QVERIFY(f.open(QIODevice::ReadOnly));
        while (!f.atEnd())
            events.append(QJsonDocument::fromJson(f.readLine()).object());
        QVERIFY(events.size() > 200);
        for (int i = 0; i < events.size(); ++i)
            QCOMPARE(events[i][QStringLiteral("seq")].toInteger(), i);
    }

    // At every cursor: the step's rejected candidates are exactly the export's NotApplied
    // events inside the step, each considered by an earlier, shallower event of the step.
    void stepListsEveryRejectedCandidate()
    {
        int seen = 0;
        for (int at = 0; at < events.size(); at += 7) {
            const Result r = cli({QStringLiteral("whynot"), trace, QStringLiteral("--at"), QString::number(at),
                                  QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 0);
            const QJsonObject o = jsonOf(r);
            QCOMPARE(o[QStringLiteral("at")].toInteger(), at);
            const qint64 first = o[QStringLiteral("step")][QStringLiteral("first")].toInteger();
            const qint64 last = o[QStringLiteral("step")][QStringLiteral("last")].toInteger();
            QVERIFY(first <= at && at <= last && last < events.size());
            QList<qint64> expected;
            for (qint64 s = first; s <= last; ++s)
                if (kNotAppliedKinds.contains(events[s][QStringLiteral("kind")].toString()))
                    expected.append(s);
            QList<qint64> listed;
            for (const QJsonValue& v : o[QStringLiteral("not_applied")].toArray()) {
                const QJsonObject row = v.toObject();
                const qint64 s = row[QStringLiteral("event")].toInteger();
                const qint64 by = row[QStringLiteral("considered_by")].toInteger();
                listed.append(s);
                QCOMPARE(row[QStringLiteral("line")].toString(), events[s][QStringLiteral("text")].toString());
                QCOMPARE(row[QStringLiteral("clause")].toString(), events[s][QStringLiteral("clause")].toString());
                QVERIFY2(first <= by && by < s, qPrintable(QStringLiteral("#%1 considered by #%2").arg(s).arg(by)));
                QVERIFY(events[by][QStringLiteral("depth")].toInt() < events[s][QStringLiteral("depth")].toInt());
            }
            QCOMPARE(listed, expected);
            seen += int(listed.size());
        }
        QVERIFY2(seen > 0, "no cursor fell in a step with a rejected candidate");
    }

    void tableNamesTheStep()
    {
        const Result r = cli({QStringLiteral("whynot"), trace, QStringLiteral("--at"), QStringLiteral("11")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("candidate(s) considered and not applied")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("| not applied because |")), qPrintable(r.out));
        QVERIFY2(r.out.contains(events[11][QStringLiteral("text")].toString()), qPrintable(r.out));
    }

    // A rule, an entity or both: the nearest considerations on each side of the cursor, nearest
    // first, are the export's matching events, and "applied" says whether the rule acted.
    void nearestConsiderations_data()
    {
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("entity");
        QTest::addColumn<int>("at");
        QTest::addColumn<int>("count");
        QTest::addRow("merge rule, middle") << "000:merge"
                                            << "" << 150 << 3;
        QTest::addRow("merge rule, start") << "000:merge"
                                           << "" << 0 << 5;
        QTest::addRow("entity, end") << ""
                                     << "Friend3" << 290 << 4;
        QTest::addRow("entity and rule") << "000:merge"
                                         << "Friend2" << 100 << 2;
        QTest::addRow("whole trace") << ""
                                     << "Enemy1" << 145 << 1000;
    }

    void nearestConsiderations()
    {
        QFETCH(QString, clause);
        QFETCH(QString, entity);
        QFETCH(int, at);
        QFETCH(int, count);
        QStringList args{QStringLiteral("whynot"),  trace,
                         QStringLiteral("--at"),    QString::number(at),
                         QStringLiteral("--count"), QString::number(count),
                         QStringLiteral("--json")};
        if (!clause.isEmpty())
            args << QStringLiteral("--clause") << clause;
        if (!entity.isEmpty())
            args << QStringLiteral("--entity") << entity;
        const Result r = cli(args);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOf(r);
        QList<qint64> before, after;
        for (int s = at - 1; s >= 0 && before.size() < count; --s)
            if (considered(events[s], clause, entity))
                before.append(s);
        for (int s = at; s < events.size() && after.size() < count; ++s)
            if (considered(events[s], clause, entity))
                after.append(s);
        QVERIFY(!before.isEmpty() || !after.isEmpty());
        const auto check = [&](const QJsonArray& rows, const QList<qint64>& expected) {
            QCOMPARE(rows.size(), expected.size());
            for (int i = 0; i < rows.size(); ++i) {
                const QJsonObject row = rows[i].toObject();
                const qint64 s = row[QStringLiteral("event")].toInteger();
                QCOMPARE(s, expected[i]);
                QCOMPARE(row[QStringLiteral("applied")].toBool(),
                         !kNotAppliedKinds.contains(events[s][QStringLiteral("kind")].toString()));
                QCOMPARE(row[QStringLiteral("line")].toString(), events[s][QStringLiteral("text")].toString());
            }
        };
        check(o[QStringLiteral("before")].toArray(), before);
        check(o[QStringLiteral("after")].toArray(), after);
    }

    void neverConsideredSaysSo()
    {
        const Result r = cli({QStringLiteral("whynot"), trace, QStringLiteral("--clause"), QStringLiteral("999:none")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("never considered in this trace")), qPrintable(r.out));
    }

    void badArgumentsAndFiles_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::addRow("cursor past the end") << QStringList{"--at", "291"} << 2 << "is past the last event 290";
        QTest::addRow("cursor not a number") << QStringList{"--at", "x"} << 2 << "--at";
        QTest::addRow("no such entity") << QStringList{"--entity", "Nobody"} << 2 << "has no entity named \"Nobody\"";
        QTest::addRow("count zero") << QStringList{"--count", "0"} << 2 << "--count must be 1 to 10000";
        QTest::addRow("count too large") << QStringList{"--count", "10001"} << 2 << "--count must be 1 to 10000";
        QTest::addRow("unknown option") << QStringList{"--nope"} << 2 << "nope";
    }

    void badArgumentsAndFiles()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Result r = cli(QStringList{QStringLiteral("whynot"), trace} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void notATrace()
    {
        QCOMPARE(cli({QStringLiteral("whynot"), dir.filePath(QStringLiteral("missing.tstrace"))}).exitCode, 5);
        const Result r = cli({QStringLiteral("whynot"), jsonl});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(jsonl), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("whynot")}).exitCode, 2);
    }
};

TURNSCOPE_TEST_MAIN(TestCliWhyNot)
#include "tst_cli_whynot.moc"
