// turnscope-cli run --pin CLAUSE@N=VALUE and --pins-from TRACE: a pin made from one seed's
// draw applies under another seed at the same clause and occurrence (checked against the
// ledger of `draws --json`), the saved trace verifies, --pins-from re-runs a pinned game
// identically; pins not applied are reported with their reason (also under --quiet), the
// applied ones only without it; bad pin text is exit 2 naming the place.
#include "cli_process.h"
#include "sample_picks.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

// The ledger of a saved trace (draws --json), in trace order.
QJsonArray drawsOf(const QString& trace)
{
    const Result r = cli({QStringLiteral("draws"), trace, QStringLiteral("--json")});
    if (r.exitCode != 0)
        return {};
    return QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("draws")].toArray();
}

// The ledger row of the `occurrence`-th draw of `clause` (1-based); empty when there is none.
QJsonObject nthDraw(const QJsonArray& draws, const QString& clause, int occurrence)
{
    int n = 0;
    for (const QJsonValue& v : draws)
        if (v.toObject()[QStringLiteral("clause")].toString() == clause && ++n == occurrence)
            return v.toObject();
    return {};
}

int occurrenceOf(const QJsonArray& draws, const QJsonObject& draw)
{
    int n = 0;
    for (const QJsonValue& v : draws) {
        const QJsonObject d = v.toObject();
        if (d[QStringLiteral("clause")] == draw[QStringLiteral("clause")])
            ++n;
        if (d[QStringLiteral("event")] == draw[QStringLiteral("event")])
            return n;
    }
    return 0;
}

QStringList runArgs(const QString& scenario, qint64 seed, const QString& out, const QStringList& more = {})
{
    return QStringList{QStringLiteral("run"),   scenario, QStringLiteral("--seed"), QString::number(seed),
                       QStringLiteral("--out"), out,      QStringLiteral("--quiet")} +
        more;
}

// Whether a scenario's games under `seed` and `seed + 1` draw with a choice at the same
// clause and occurrence (played in this process, as `turnscope-cli run` plays them).
bool pinnable(const QString& path, std::uint64_t seed)
{
    const ts::LoadedScenario l = ts::loadScenarioFile(path.toStdString());
    ts::Session a(*l.ruleset, l.scenario, seed), b(*l.ruleset, l.scenario, seed + 1);
    a.run();
    b.run();
    const ts::DrawLedger la = ts::buildDrawLedger(a.trace()), lb = ts::buildDrawLedger(b.trace());
    for (const ts::DrawEntry& d : la.draws)
        for (const ts::DrawEntry& e : lb.draws)
            if (d.bound >= 2 && e.bound >= 2 && e.occurrence == d.occurrence &&
                b.trace().clauseName(e.clause) == a.trace().clauseName(d.clause))
                return true;
    return false;
}

}  // namespace

class TestCliPin : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    QString file(const char* name) const { return dir.filePath(QString::fromUtf8(name)); }

private slots:
    void pinUnderAnotherSeed_data()
    {
        // Per registered ruleset, its first sample (by name) whose games under seeds 1 and 2
        // draw with a choice at the same clause and occurrence.
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<qint64>("seed");
        for (const QString& id : ts::test::rulesetIds()) {
            QString scenario;
            for (const QString& path : ts::test::samplesOf(id))
                if (pinnable(path, 1)) {
                    scenario = path;
                    break;
                }
            QTest::addRow("%s/%s", qPrintable(id),
                          scenario.isEmpty() ? "(nothing to pin)"
                                             : qPrintable(scenario.section(QLatin1Char('/'), -1).chopped(5)))
                << id << scenario << qint64(1);
        }
    }

    // A draw of seed S pinned under seed S+1 with a value that seed would not draw there.
    void pinUnderAnotherSeed()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, scenario);
        QFETCH(qint64, seed);
        if (scenario.isEmpty())
            return ts::test::noSampleFor(
                ruleset, "no sample of this ruleset draws with a choice at the same place under two seeds");
        const QString a = file("a.tstrace"), b = file("b.tstrace"), pinned = file("pinned.tstrace"),
                      again = file("again.tstrace");
        QCOMPARE(cli(runArgs(scenario, seed, a)).exitCode, 0);
        QCOMPARE(cli(runArgs(scenario, seed + 1, b)).exitCode, 0);
        const QJsonArray drawsA = drawsOf(a), drawsB = drawsOf(b);
        // The first draw of seed S with a choice whose clause and occurrence seed S+1 also draws with a choice.
        QJsonObject there;
        QString clause;
        int occurrence = 0;
        for (const QJsonValue& v : drawsA) {
            const QJsonObject d = v.toObject();
            clause = d[QStringLiteral("clause")].toString();
            occurrence = occurrenceOf(drawsA, d);
            there = nthDraw(drawsB, clause, occurrence);
            if (d[QStringLiteral("bound")].toInt() >= 2 && !there.isEmpty() &&
                there[QStringLiteral("bound")].toInt() >= 2)
                break;
            there = {};
        }
        QVERIFY2(!there.isEmpty(), "no draw of seed S is drawn with a choice under seed S+1");
        const int value = (there[QStringLiteral("value")].toInt() + 1) % there[QStringLiteral("bound")].toInt();
        const QString pin = QStringLiteral("%1@%2=%3").arg(clause).arg(occurrence).arg(value);

        Result r = cli(runArgs(scenario, seed + 1, pinned, {QStringLiteral("--pin"), pin}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));  // --quiet: only pins not applied are reported
        r = cli({QStringLiteral("run"), scenario, QStringLiteral("--seed"), QString::number(seed + 1),
                 QStringLiteral("--pin"), pin});
        QCOMPARE(r.exitCode, 0);
        const qint64 at = there[QStringLiteral("event")].toInteger();
        QVERIFY2(r.err.contains(pin + QStringLiteral(": applied to the draw at event #") + QString::number(at)),
                 qPrintable(r.err));

        const QJsonArray drawsPinned = drawsOf(pinned);
        const QJsonObject d = nthDraw(drawsPinned, clause, occurrence);
        QCOMPARE(d[QStringLiteral("event")].toInteger(), at);
        QCOMPARE(d[QStringLiteral("value")].toInt(), value);
        QVERIFY(d[QStringLiteral("overridden")].toBool());
        for (const QJsonValue& v : drawsPinned)  // the only overridden draw
            QCOMPARE(v.toObject()[QStringLiteral("overridden")].toBool(), v.toObject() == d);
        QCOMPARE(cli({QStringLiteral("verify"), pinned}).exitCode, 0);

        // --pins-from: the pinned game again, identical event for event.
        QCOMPARE(cli(runArgs(scenario, seed + 1, again, {QStringLiteral("--pins-from"), pinned})).exitCode, 0);
        const Result diff = cli({QStringLiteral("diff"), pinned, again});
        QVERIFY2(diff.exitCode == 0, qPrintable(diff.out + diff.err));
    }

    // Pins that cannot apply: reported with the reason, also under --quiet; the game as without them.
    void notApplied()
    {
        const QString scenario = ts::test::samplePath("roguelike", "case-a.json");
        const QString plain = file("plain.tstrace"), pinned = file("np.tstrace");
        QCOMPARE(cli(runArgs(scenario, 1, plain)).exitCode, 0);
        const QJsonObject first = drawsOf(plain).at(0).toObject();
        const QString clause = first[QStringLiteral("clause")].toString();
        const int bound = first[QStringLiteral("bound")].toInt();
        const Result r = cli(runArgs(scenario, 1, pinned,
                                     {QStringLiteral("--pin"), QStringLiteral("%1@1=%2").arg(clause).arg(bound),
                                      QStringLiteral("--pin"), clause + QStringLiteral("@100000=0"),
                                      QStringLiteral("--pin"), QStringLiteral("no-such-clause@1=0")}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.err.contains(QStringLiteral("%1@1=%2: not applied: the draw at event #%3 is in [0, %2), %2 is outside it")
                               .arg(clause)
                               .arg(bound)
                               .arg(first[QStringLiteral("event")].toInteger())),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(clause +
                                QStringLiteral("@100000=0: not applied: the game has fewer than 100000 draws of ") +
                                clause),
                 qPrintable(r.err));
        QVERIFY2(
            r.err.contains(QStringLiteral("no-such-clause@1=0: not applied: no rule cites the clause no-such-clause")),
            qPrintable(r.err));
        const Result diff = cli({QStringLiteral("diff"), plain, pinned});
        QVERIFY2(diff.exitCode == 0, qPrintable(diff.out + diff.err));
    }

    void badPin_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::addRow("no @") << QStringList{QStringLiteral("--pin"), QStringLiteral("000:run/minor=1")}
                              << QStringLiteral(
                                     "--pin \"000:run/minor=1\": at character 14: expected CLAUSE@N before '='");
        QTest::addRow("occurrence 0") << QStringList{QStringLiteral("--pin"), QStringLiteral("x@0=1")}
                                      << QStringLiteral("--pin \"x@0=1\": at character 3: the occurrence N");
        QTest::addRow("bad value") << QStringList{QStringLiteral("--pin"), QStringLiteral("x@1=one")}
                                   << QStringLiteral("--pin \"x@1=one\": at character 5: the VALUE");
        QTest::addRow("two values") << QStringList{QStringLiteral("--pin"), QStringLiteral("x@1=0"),
                                                   QStringLiteral("--pin"), QStringLiteral("x@1=1")}
                                    << QStringLiteral("two pins for draw x@1: values 0 and 1");
    }

    void badPin()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        const Result r =
            cli(QStringList{QStringLiteral("run"), ts::test::samplePath("roguelike", "case-a.json")} + options);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void pinsFromMissingFile()
    {
        const QString missing = file("missing.tstrace");
        const Result r = cli({QStringLiteral("run"), ts::test::samplePath("roguelike", "case-a.json"),
                              QStringLiteral("--pins-from"), missing});
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains(missing), qPrintable(r.err));
    }
};

TURNSCOPE_TEST_MAIN(TestCliPin)
#include "tst_cli_pin.moc"
