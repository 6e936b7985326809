// turnscope-cli history TRACE ENTITY FIELD [--at N] [--json]: every write of a field, the last
// one before the cursor and its origin, checked against the events the same trace exports;
// unknown names with close names (exit 2), bad files (exit 4, 5).
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

// The write events of one entity's field, from the JSON Lines export: (seq, old, new).
QList<QList<qint64>> exportedWrites(const QString& jsonl, const QString& entity, const QString& field)
{
    QFile f(jsonl);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<QList<qint64>> out;
    while (!f.atEnd()) {
        const QJsonObject e = QJsonDocument::fromJson(f.readLine()).object();
        if (e[QStringLiteral("kind")] != QStringLiteral("write") ||
            e[QStringLiteral("subjects")].toArray().first() != entity)
            continue;
        // The line names the field: "Enemy1.tokens: 1 -> 0".
        if (!e[QStringLiteral("text")].toString().startsWith(entity + QLatin1Char('.') + field + QLatin1Char(':')))
            continue;
        const QJsonObject d = e[QStringLiteral("data")].toObject();
        out.append({e[QStringLiteral("seq")].toInteger(), d[QStringLiteral("old")].toInteger(),
                    d[QStringLiteral("new")].toInteger()});
    }
    return out;
}

}  // namespace

class TestCliHistory : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    QString trace, jsonl;

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
    }

    void jsonListsEveryWriteAndTheLastBeforeTheCursor_data()
    {
        QTest::addColumn<QString>("entity");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("at");
        QTest::addRow("tokens early") << "Enemy1"
                                      << "tokens" << 30;
        QTest::addRow("tokens late") << "Friend3"
                                     << "tokens" << 250;
        QTest::addRow("x") << "Player2"
                           << "x" << 120;
        QTest::addRow("before any write") << "Enemy3"
                                          << "tokens" << 0;
    }
    void jsonListsEveryWriteAndTheLastBeforeTheCursor()
    {
        QFETCH(QString, entity);
        QFETCH(QString, field);
        QFETCH(int, at);
        const auto expected = exportedWrites(jsonl, entity, field);
        QVERIFY(!expected.isEmpty());
        const Result r = cli({QStringLiteral("history"), trace, entity, field, QStringLiteral("--at"),
                              QString::number(at), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray writes = j[QStringLiteral("writes")].toArray();
        QCOMPARE(writes.size(), expected.size());
        qint64 last = -1;
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QJsonObject w = writes[i].toObject();
            QCOMPARE(w[QStringLiteral("seq")].toInteger(), expected[i][0]);
            QCOMPARE(w[QStringLiteral("old")].toInteger(), expected[i][1]);
            QCOMPARE(w[QStringLiteral("new")].toInteger(), expected[i][2]);
            QVERIFY(w[QStringLiteral("stepStart")].toInteger() <= w[QStringLiteral("ruleStep")].toInteger());
            QVERIFY(w[QStringLiteral("ruleStep")].toInteger() <= expected[i][0]);
            if (expected[i][0] <= at)
                last = expected[i][0];
        }
        if (last < 0) {
            QVERIFY(j[QStringLiteral("last")].isNull());
            QVERIFY(j[QStringLiteral("origin")].isNull());
            return;
        }
        QCOMPARE(j[QStringLiteral("last")].toInteger(), last);
        const QJsonObject origin = j[QStringLiteral("origin")].toObject();
        QCOMPARE(origin[QStringLiteral("write")].toObject()[QStringLiteral("seq")].toInteger(), last);
        // The old value's origin is the write before, when there is one.
        const auto idx = std::find_if(expected.begin(), expected.end(), [&](const auto& w) { return w[0] == last; });
        const QJsonValue previous = origin[QStringLiteral("previousWrite")];
        if (idx == expected.begin())
            QVERIFY(previous.isNull());
        else
            QCOMPARE(previous.toObject()[QStringLiteral("seq")].toInteger(), (*(idx - 1))[0]);
    }

    void textMarksTheLastWriteAndItsOrigin()
    {
        const auto expected = exportedWrites(jsonl, QStringLiteral("Enemy1"), QStringLiteral("tokens"));
        QVERIFY(expected.size() >= 2);
        const qint64 at = expected[1][0];
        const Result r = cli({QStringLiteral("history"), trace, QStringLiteral("Enemy1"), QStringLiteral("tokens"),
                              QStringLiteral("--at"), QString::number(at)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Enemy1.tokens: %1 write(s)").arg(expected.size())),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("* #%1 ").arg(at)), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("old value written +#%1 ").arg(expected[0][0]))),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("rule step")));
    }

    void unknownNamesListCloseOnes_data()
    {
        QTest::addColumn<QString>("entity");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::addRow("entity") << "Enemyy1"
                                << "tokens"
                                << "unknown entity \"Enemyy1\"; close names: \"Enemy1\"";
        QTest::addRow("field") << "Enemy1"
                               << "tokns"
                               << "unknown field \"tokns\"; close names: \"tokens\"";
        QTest::addRow("far entity") << "zzzzzzzzzzzz"
                                    << "tokens"
                                    << "unknown entity \"zzzzzzzzzzzz\"; the trace has 9 entities";
        QTest::addRow("far field") << "Enemy1"
                                   << "qqqqqqqqqqqq"
                                   << "fields written for Enemy1: ";
    }
    void unknownNamesListCloseOnes()
    {
        QFETCH(QString, entity);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const Result r = cli({QStringLiteral("history"), trace, entity, field});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void badArgumentsAndFiles()
    {
        QCOMPARE(cli({QStringLiteral("history"), trace, QStringLiteral("Enemy1")}).exitCode, 2);
        const Result past = cli({QStringLiteral("history"), trace, QStringLiteral("Enemy1"), QStringLiteral("tokens"),
                                 QStringLiteral("--at"), QStringLiteral("99999999")});
        QCOMPARE(past.exitCode, 2);
        QVERIFY2(past.err.contains(QStringLiteral("past the last event")), qPrintable(past.err));
        QCOMPARE(cli({QStringLiteral("history"), dir.filePath(QStringLiteral("missing.tstrace")), QStringLiteral("a"),
                      QStringLiteral("b")})
                     .exitCode,
                 5);
        QCOMPARE(cli({QStringLiteral("history"), jsonl, QStringLiteral("a"), QStringLiteral("b")}).exitCode, 4);
    }
};

TURNSCOPE_TEST_MAIN(TestCliHistory)
#include "tst_cli_history.moc"
