// Issue 35's commands for QA scripts: `state TRACE --at N` (the inspector's document at an
// event), `history TRACE --path POINTER` (a field by the pointer of its value) and `fork TRACE
// --decision K --answer I --out NEW`; their bad arguments (exit 2 with the reason).
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

QJsonObject json(const Result& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

}  // namespace

class TestCliState : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    QString caseA, duel, energy, stackSample;

    QString recorded(const char* ruleset, const char* sample)
    {
        const QString out = dir.filePath(QString::fromUtf8(ruleset) + QLatin1Char('-') + QString::fromUtf8(sample) +
                                         QStringLiteral(".tstrace"));
        const Result r = cli({QStringLiteral("run"), ts::test::samplePath(ruleset, sample), QStringLiteral("--out"),
                              out, QStringLiteral("--quiet")});
        return r.exitCode == 0 ? out : QString();
    }

private slots:
    void initTestCase()
    {
        caseA = recorded("roguelike", "case-a.json");
        duel = recorded("events", "duel.json");
        energy = recorded("roguelike", "energy-dungeon.json");
        stackSample = recorded("stack", "blackpoker.json");
        QVERIFY(!caseA.isEmpty() && !duel.isEmpty() && !energy.isEmpty() && !stackSample.isEmpty());
    }

    // Seed 000's case A: the Player drinks the speed grass at #16; its x2 row is inserted by
    // event #21, not before (the defect issue 35 found in the window).
    void caseARowsAppearAtTheirEvent_data()
    {
        QTest::addColumn<int>("at");
        QTest::addColumn<int>("rows");
        QTest::addRow("#15") << 15 << 4;
        QTest::addRow("#16, the decision") << 16 << 4;
        QTest::addRow("#20") << 20 << 4;
        QTest::addRow("#21, the row inserted") << 21 << 5;
    }
    void caseARowsAppearAtTheirEvent()
    {
        QFETCH(int, at);
        QFETCH(int, rows);
        const Result r = cli(
            {QStringLiteral("state"), caseA, QStringLiteral("--at"), QString::number(at), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r)[QStringLiteral("table")].toObject()[QStringLiteral("rows")].toArray().size(), rows);
    }

    void textListsEveryValueByItsPointer()
    {
        const Result r = cli({QStringLiteral("state"), caseA, QStringLiteral("--at"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("/units/0/hp = ")), qPrintable(r.out.left(400)));
    }

    // "Who changed this?" by pointer in the events ruleset: a character's hp under its player.
    void historyByPathFindsACharactersWrites()
    {
        const Result byName = cli({QStringLiteral("history"), duel, QStringLiteral("Bob.Keqing"), QStringLiteral("hp"),
                                   QStringLiteral("--json")});
        QCOMPARE(byName.exitCode, 0);
        const Result byPath = cli({QStringLiteral("history"), duel, QStringLiteral("--path"),
                                   QStringLiteral("/players/1/characters/0/hp"), QStringLiteral("--json")});
        QCOMPARE(byPath.exitCode, 0);
        QCOMPARE(json(byPath)[QStringLiteral("entity")].toString(), QStringLiteral("Bob.Keqing"));
        QVERIFY(!json(byPath)[QStringLiteral("writes")].toArray().isEmpty());
        QCOMPARE(json(byPath)[QStringLiteral("writes")], json(byName)[QStringLiteral("writes")]);
    }

    // A list stands for its traced length: the hand's writes are its size's (events), and a
    // battle value shown under "battle" is the game's field (nation's own mapping).
    void historyByPathFindsListSizesAndRenamedFields_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("entity");
        QTest::addColumn<QString>("field");
        QTest::addRow("events hand") << duel << "/players/1/hand"
                                     << "Bob"
                                     << "hand.size";
        QTest::addRow("events listen position") << duel << "/listenPos"
                                                << "game"
                                                << "listenPos";
        QTest::addRow("stack counter by name") << stackSample << "/components/0/counters/seal"
                                               << "Jokera"
                                               << "counters[2]";
    }
    void historyByPathFindsListSizesAndRenamedFields()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, pointer);
        QFETCH(QString, entity);
        QFETCH(QString, field);
        const Result r =
            cli({QStringLiteral("history"), scenario, QStringLiteral("--path"), pointer, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(json(r)[QStringLiteral("entity")].toString(), entity);
        QCOMPARE(json(r)[QStringLiteral("field")].toString(), field);
        QVERIFY(!json(r)[QStringLiteral("writes")].toArray().isEmpty());
    }

    void forkPlaysAnotherAnswerOn()
    {
        const QString out = dir.filePath(QStringLiteral("forked.tstrace"));
        const Result r = cli({QStringLiteral("fork"), energy, QStringLiteral("--decision"), QStringLiteral("0"),
                              QStringLiteral("--answer"), QStringLiteral("0"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 6, qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("verify"), out}).exitCode, 0);
    }

    void badArgumentsSayWhy_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("state past the end") << QStringList{QStringLiteral("state"), QStringLiteral("@A"),
                                                           QStringLiteral("--at"), QStringLiteral("99999999")}
                                            << "is past the last event";
        QTest::addRow("state without --at")
            << QStringList{QStringLiteral("state"), QStringLiteral("@A")} << "--at is required";
        QTest::addRow("pointer naming nothing") << QStringList{QStringLiteral("history"), QStringLiteral("@A"),
                                                               QStringLiteral("--path"), QStringLiteral("/units/99/hp")}
                                                << "it names no value of the state";
        QTest::addRow("not a pointer") << QStringList{QStringLiteral("history"), QStringLiteral("@A"),
                                                      QStringLiteral("--path"), QStringLiteral("units")}
                                       << "not a JSON pointer";
        QTest::addRow("decision out of range")
            << QStringList{QStringLiteral("fork"),  QStringLiteral("@A"),       QStringLiteral("--decision"),
                           QStringLiteral("999"),   QStringLiteral("--answer"), QStringLiteral("0"),
                           QStringLiteral("--out"), QStringLiteral("@OUT")}
            << "decision(s), 0..";
        QTest::addRow("answer out of range")
            << QStringList{QStringLiteral("fork"),  QStringLiteral("@A"),       QStringLiteral("--decision"),
                           QStringLiteral("0"),     QStringLiteral("--answer"), QStringLiteral("999"),
                           QStringLiteral("--out"), QStringLiteral("@OUT")}
            << "legal answer(s):\n  0: ";
    }
    void badArgumentsSayWhy()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        args.replaceInStrings(QStringLiteral("@A"), caseA);
        args.replaceInStrings(QStringLiteral("@OUT"), dir.filePath(QStringLiteral("never.tstrace")));
        QString why;
        QVERIFY2(ts::test::failsWith(args, 2, message, &why), qPrintable(why));
    }
};

TURNSCOPE_TEST_MAIN(TestCliState)
#include "tst_cli_state.moc"
