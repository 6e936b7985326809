// turnscope-cli diff --aligned / --json: every divergent stretch of two traces aligned by
// rule step (the kernel's alignment is tested in tst_trace_align), both sides shown, the
// JSON consistent with the first divergence and with the traces' lengths, bad options.
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include <vector>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

QJsonObject jsonOf(const Result& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

// Runs turnscope-cli with `args`, stdout to `out` (stderr discarded); returns the exit code
// and the child's peak resident memory in KiB (getrusage of the child, via wait4).
int runMeasured(const QStringList& args, const QString& out, long* peakKiB)
{
    std::vector<QByteArray> bytes{QByteArray(TURNSCOPE_CLI)};
    for (const QString& a : args)
        bytes.push_back(a.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& b : bytes)
        argv.push_back(b.data());
    argv.push_back(nullptr);
    const QByteArray outPath = out.toLocal8Bit();
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int fd = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644),
                  null = ::open("/dev/null", O_WRONLY);
        if (fd < 0 || null < 0 || ::dup2(fd, 1) < 0 || ::dup2(null, 2) < 0)
            ::_exit(126);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    int status = 0;
    rusage ru{};
    if (pid < 0 || ::wait4(pid, &status, 0, &ru) != pid)
        return -1;
    *peakKiB = ru.ru_maxrss;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -2;
}

}  // namespace

class TestCliDiff : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir;
    QString path(const char* name) const { return dir.filePath(QLatin1String(name)); }

    void record(const char* ruleset, const char* file, const QStringList& extra, const char* out)
    {
        QStringList args{QStringLiteral("run"), ts::test::samplePath(ruleset, file), QStringLiteral("--quiet"),
                         QStringLiteral("--out"), path(out)};
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
        record("stack", "blackpoker-shuffled.json", {QStringLiteral("--pin"), QStringLiteral("002:1#setup@20=0")},
               "s-pinned.tstrace");
    }

    void identical()
    {
        const Result text =
            cli({QStringLiteral("diff"), path("a.tstrace"), path("a2.tstrace"), QStringLiteral("--aligned")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.endsWith(QStringLiteral("identical\n")), qPrintable(text.out));
        const Result json = cli({QStringLiteral("diff"), path("a.tstrace"), path("a2.tstrace"),
                                 QStringLiteral("--aligned"), QStringLiteral("--json")});
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
        QTest::addRow("another seed") << "a.tstrace"
                                      << "a7.tstrace";
        QTest::addRow("a pinned shuffle draw") << "s.tstrace"
                                               << "s-pinned.tstrace";
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
        QCOMPARE(stretches[0].toObject()[QStringLiteral("a")].toArray()[0].toInteger(),
                 first[QStringLiteral("seq")].toInteger());
        qint64 lastA = 0, lastB = 0;
        for (const QJsonValue& v : stretches) {
            const QJsonObject s = v.toObject();
            const qint64 a0 = s[QStringLiteral("a")].toArray()[0].toInteger(),
                         a1 = s[QStringLiteral("a")].toArray()[1].toInteger();
            const qint64 b0 = s[QStringLiteral("b")].toArray()[0].toInteger(),
                         b1 = s[QStringLiteral("b")].toArray()[1].toInteger();
            QVERIFY(a0 >= lastA && b0 >= lastB && a1 >= a0 && b1 >= b0 && (a1 > a0 || b1 > b0));
            QVERIFY(a1 <= o[QStringLiteral("a_events")].toInteger() && b1 <= o[QStringLiteral("b_events")].toInteger());
            QCOMPARE(s[QStringLiteral("a_events")].toArray().size(), a1 - a0);
            QCOMPARE(s[QStringLiteral("b_events")].toArray().size(), b1 - b0);
            const QString kind = s[QStringLiteral("kind")].toString();
            QVERIFY2(kind == QLatin1String("changed")      ? a1 - a0 == b1 - b0
                         : kind == QLatin1String("only-a") ? b1 == b0
                         : kind == QLatin1String("only-b") ? a1 == a0
                                                           : kind == QLatin1String("replaced"),
                     qPrintable(kind));
            QVERIFY(a0 > lastA || b0 > lastB || lastA == 0);  // a Same stretch between two divergent ones
            if (a1 > a0)
                QVERIFY(
                    s[QStringLiteral("a_events")].toArray()[0].toString().startsWith(QStringLiteral("#%1 ").arg(a0)));
            lastA = a1;
            lastB = b1;
        }

        // The text: one header line per stretch, at most five events per side by default.
        const Result text = cli({QStringLiteral("diff"), pa, pb, QStringLiteral("--aligned")});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(
            text.out.contains(QStringLiteral("%1 divergent stretch(es) aligned by rule step").arg(stretches.size())),
            qPrintable(text.out.left(400)));
        QCOMPARE(int(text.out.count(QStringLiteral(": A "))), int(stretches.size()));
        QVERIFY(text.out.contains(QStringLiteral("\n    A #%1 ").arg(first[QStringLiteral("seq")].toInteger())));
    }

    // Issue 36, class 5: --aligned --json built the whole document in memory (two 20 M-event
    // traces: 4.4 GB). It is written as computed now: with every event of every stretch shown
    // (the two games below differ from their first step, the alignment gives the rest as one
    // stretch: 110 MB of JSON), the command needs no more memory than the text diff showing
    // the same (before: 457 MB against 180 MB); the document is whole.
    void alignedJsonIsStreamed()
    {
        nlohmann::json units = nlohmann::json::array();
        for (int i = 0; i < 20; ++i)
            units.push_back({{"name", "W" + std::to_string(i)},
                             {"faction", "friend"},
                             {"brain", "wander"},
                             {"at", {i * 3 % 100, i * 7 % 100}}});
        const nlohmann::json doc{{"ruleset", "roguelike"},
                                 {"name", "wanderers"},
                                 {"scheduler", "energy"},
                                 {"visits", 20000},
                                 {"map", std::vector<std::string>(100, std::string(100, '.'))},
                                 {"units", units}};
        QFile f(path("wanderers.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(doc.dump()));
        f.close();
        for (const char* seed : {"1", "2"}) {
            const Result r = cli({QStringLiteral("run"), path("wanderers.json"), QStringLiteral("--seed"),
                                  QLatin1String(seed), QStringLiteral("--quiet"), QStringLiteral("--out"),
                                  path(seed[0] == '1' ? "w1.tstrace" : "w2.tstrace")});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
        // Both render every event (under ASan the freed line strings fill its quarantine alike).
        const QStringList both{QStringLiteral("diff"),
                               path("w1.tstrace"),
                               path("w2.tstrace"),
                               QStringLiteral("--aligned"),
                               QStringLiteral("--events-per-stretch"),
                               QStringLiteral("0")};
        long textKiB = 0, jsonKiB = 0;
        QCOMPARE(runMeasured(both, path("diff.txt"), &textKiB), 1);
        QCOMPARE(runMeasured(both + QStringList{QStringLiteral("--json")}, path("diff.json"), &jsonKiB), 1);
        const qint64 size = QFileInfo(path("diff.json")).size();
        qInfo("text diff with every event: %ld KiB; JSON with every event (%lld bytes): %ld KiB", textKiB,
              static_cast<long long>(size), jsonKiB);
        QVERIFY(size > 50'000'000);
        QVERIFY2(jsonKiB < textKiB + 40 * 1024, "the JSON document must be written as computed, not built in memory");
        QFile json(path("diff.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const auto parsed = nlohmann::json::parse(json.readAll().toStdString());
        QCOMPARE(parsed["a_events"].get<std::size_t>(),
                 std::size_t(parsed["divergent_stretches"][0]["a_events"].size()));
        QVERIFY(parsed["identical"].is_boolean() && !parsed["identical"].get<bool>());
    }

    void badOptions()
    {
        const Result r = cli({QStringLiteral("diff"), path("a.tstrace"), path("a2.tstrace"),
                              QStringLiteral("--events-per-stretch"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--events-per-stretch")), qPrintable(r.err));
    }
};

TURNSCOPE_TEST_MAIN(TestCliDiff)
#include "tst_cli_diff.moc"
