// turnscope-cli diff --aligned / --json: every divergent stretch of two traces aligned by
// rule step (the kernel's alignment is tested in tst_trace_align), both sides shown, the
// JSON consistent with the first divergence and with the traces' lengths, bad options.
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

QJsonObject jsonOf(const Result& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

}  // namespace

class TestCliDiff : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir;
    QString path(const char* name) const { return dir.filePath(QLatin1String(name)); }

    void record(const char* ruleset, const char* file, const QStringList& extra, const char* out)
    {
        QStringList args{QStringLiteral("run"), ts::test::samplePath(ruleset, file), QStringLiteral("--quiet"), QStringLiteral("--out"), path(out)};
        const Result r = cli(args + extra);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

private slots:
    void initTestCase()
    {
        record("roguelike", "case-a.json", {}, "a.tstrace");
        record("roguelike", "case-a.json", {}, "a2.tstrace");
        record("roguelike", "case-a.json", {QStringLiteral("--seed"), QStringLiteral("7")}, "a7.tstrace");
        record("stack", "blackpoker-shuffled.json", {}, "s.tstrace");
        record("stack", "blackpoker-shuffled.json", {QStringLiteral("--pin"), QStringLiteral("002:1#setup@20=0")}, "s-pinned.tstrace");
    }

    void identical()
    {
        const Result text = cli({QStringLiteral("diff"), path("a.tstrace"), path("a2.tstrace"), QStringLiteral("--aligned")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.endsWith(QStringLiteral("identical\n")), qPrintable(text.out));
        const Result json = cli({QStringLiteral("diff"), path("a.tstrace"), path("a2.tstrace"), QStringLiteral("--aligned"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = jsonOf(json);
        QVERIFY(o[QStringLiteral("identical")].toBool());
        QVERIFY(o[QStringLiteral("first_divergence")].isNull());
        QCOMPARE(o[QStringLiteral("divergent_stretches")].toArray().size(), 0);
    }

    void divergent_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addRow("another seed") << "a.tstrace" << "a7.tstrace";
        QTest::addRow("a pinned shuffle draw") << "s.tstrace" << "s-pinned.tstrace";
    }

    void divergent()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const QString pa = dir.filePath(a), pb = dir.filePath(b);
        const Result plain = cli({QStringLiteral("diff"), pa, pb, QStringLiteral("--json")});
        QCOMPARE(plain.exitCode, 1);
        const QJsonObject first = jsonOf(plain)[QStringLiteral("first_divergence")].toObject();
        QVERIFY(!first.isEmpty());

        const Result all = cli({QStringLiteral("diff"), pa, pb, QStringLiteral("--aligned"), QStringLiteral("--json"),
                                QStringLiteral("--events-per-stretch"), QStringLiteral("0")});
        QCOMPARE(all.exitCode, 1);
        const QJsonObject o = jsonOf(all);
        QVERIFY(!o[QStringLiteral("identical")].toBool());
        QVERIFY(o[QStringLiteral("complete")].toBool());
        QCOMPARE(o[QStringLiteral("first_divergence")].toObject(), first);
        const QJsonArray stretches = o[QStringLiteral("divergent_stretches")].toArray();
        QVERIFY(!stretches.isEmpty());
        // The first stretch starts at the first divergence; stretches are in order, within
        // both traces, and list every event of each side.
        QCOMPARE(stretches[0].toObject()[QStringLiteral("a")].toArray()[0].toInteger(), first[QStringLiteral("seq")].toInteger());
        qint64 lastA = 0, lastB = 0;
        for (const QJsonValue& v : stretches) {
            const QJsonObject s = v.toObject();
            const qint64 a0 = s[QStringLiteral("a")].toArray()[0].toInteger(), a1 = s[QStringLiteral("a")].toArray()[1].toInteger();
            const qint64 b0 = s[QStringLiteral("b")].toArray()[0].toInteger(), b1 = s[QStringLiteral("b")].toArray()[1].toInteger();
            QVERIFY(a0 >= lastA && b0 >= lastB && a1 >= a0 && b1 >= b0 && (a1 > a0 || b1 > b0));
            QVERIFY(a1 <= o[QStringLiteral("a_events")].toInteger() && b1 <= o[QStringLiteral("b_events")].toInteger());
            QCOMPARE(s[QStringLiteral("a_events")].toArray().size(), a1 - a0);
            QCOMPARE(s[QStringLiteral("b_events")].toArray().size(), b1 - b0);
            const QString kind = s[QStringLiteral("kind")].toString();
            QVERIFY2(kind == QLatin1String("changed")  ? a1 - a0 == b1 - b0
                     : kind == QLatin1String("only-a") ? b1 == b0
                     : kind == QLatin1String("only-b") ? a1 == a0
                                                       : kind == QLatin1String("replaced"),
                     qPrintable(kind));
            QVERIFY(a0 > lastA || b0 > lastB || lastA == 0);  // a Same stretch between two divergent ones
            if (a1 > a0)
                QVERIFY(s[QStringLiteral("a_events")].toArray()[0].toString().startsWith(QStringLiteral("#%1 ").arg(a0)));
            lastA = a1;
            lastB = b1;
        }

        // The text: one header line per stretch, at most five events per side by default.
        const Result text = cli({QStringLiteral("diff"), pa, pb, QStringLiteral("--aligned")});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.out.contains(QStringLiteral("%1 divergent stretch(es) aligned by rule step").arg(stretches.size())), qPrintable(text.out.left(400)));
        QCOMPARE(int(text.out.count(QStringLiteral(": A "))), int(stretches.size()));
        QVERIFY(text.out.contains(QStringLiteral("\n    A #%1 ").arg(first[QStringLiteral("seq")].toInteger())));
    }

    void badOptions()
    {
        const Result r = cli({QStringLiteral("diff"), path("a.tstrace"), path("a2.tstrace"), QStringLiteral("--events-per-stretch"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--events-per-stretch")), qPrintable(r.err));
    }
};

TURNSCOPE_TEST_MAIN(TestCliDiff)
#include "tst_cli_diff.moc"
