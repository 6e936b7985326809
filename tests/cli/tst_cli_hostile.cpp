// turnscope-cli against the issue's hostile and unlucky inputs, end to end: every kind of bad
// input has its documented exit code (never 70) and a message naming the file and the place;
// output files survive a full disk; special files are never replaced; the event budget keeps
// a partial trace that verifies.
#include "edited_trace.h"
#include "process_support.h"
#include "robustness_support.h"
#include "test_main.h"
#include "test_paths.h"
#include "worst_scenarios.h"

#include "kernel/ruleset_registry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <filesystem>

namespace fs = std::filesystem;
using robust::Result;

namespace {

Result cli(const QStringList& args, const robust::Child& child = {})
{
    return robust::runProgram(QStringLiteral(TURNSCOPE_CLI), args, child);
}

QString sample(const char* name)
{
    return QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/") + QLatin1String(name);
}

std::size_t entries(const QString& dir)
{
    return static_cast<std::size_t>(
        QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot).size());
}

}  // namespace

class TestCliHostile : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString path(const QString& name) const { return dir_->filePath(name); }
    std::string spath(const char* name) const { return path(QLatin1String(name)).toStdString(); }

    QString writeFile(const char* name, const std::string& text)
    {
        robust::writeText(spath(name), text);
        return path(QLatin1String(name));
    }

    // A valid trace whose stored scenario is then replaced (content_hash made to match).
    QString traceWithScenario(const char* name, const std::string& scenario)
    {
        const QString file = path(QLatin1String(name));
        const Result r = cli({QStringLiteral("run"), sample("roguelike/one-run.json"), QStringLiteral("--quiet"),
                              QStringLiteral("--out"), file});
        if (r.exitCode != 0)
            return {};
        robust::replaceStoredScenario(file.toStdString(), scenario);
        return file;
    }

private slots:
    void init() { dir_ = std::make_unique<QTemporaryDir>(); }
    void cleanup()
    {
        ::chmod(dir_->path().toUtf8().constData(), 0700);
        dir_.reset();
    }

    // Class 1: the 120 KB scenario nested tens of thousands of levels deep, in every command.
    void deepNestingInEveryCommand()
    {
        const QString deep = writeFile("deep.json", robust::deepScenario(60000));
        for (const QStringList& args :
             {QStringList{QStringLiteral("run"), deep},
              QStringList{QStringLiteral("runtable"), deep, QStringLiteral("--turn"), QStringLiteral("1")}}) {
            const Result r = cli(args);
            QCOMPARE(r.exitCode, 3);
            QVERIFY2(r.err.startsWith(deep + QStringLiteral(": 1:112: the JSON nests deeper than 64 levels")),
                     qPrintable(r.err));
        }
        const QString trace = traceWithScenario("deep.tstrace", robust::deepScenario(60000));
        QVERIFY(!trace.isEmpty());
        const QString good = path(QStringLiteral("good.tstrace"));
        QCOMPARE(cli({QStringLiteral("run"), sample("roguelike/one-run.json"), QStringLiteral("--quiet"),
                      QStringLiteral("--out"), good})
                     .exitCode,
                 0);
        for (const QStringList& args :
             {QStringList{QStringLiteral("verify"), trace},
              QStringList{QStringLiteral("export"), trace, QStringLiteral("--jsonl"), path(QStringLiteral("x.jsonl"))},
              QStringList{QStringLiteral("diff"), good, trace}}) {
            const Result r = cli(args);
            QCOMPARE(r.exitCode, 4);
            QVERIFY2(
                r.err.contains(
                    trace + QStringLiteral(": its scenario is invalid: 1:112: the JSON nests deeper than 64 levels")),
                qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("[scenario-invalid]")), qPrintable(r.err));
        }
    }

    // Class 6: every kind of bad input has its code and names its file and place.
    void typedErrors_data()
    {
        QTest::addColumn<QByteArray>("content");  // empty: see the tag
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::addRow("1e999") << QByteArray(R"({"ruleset": "roguelike", "name": "x", "turns": 1e999})") << 3
                               << QStringLiteral(": 1:48: the number 1e999 is out of range");
        QTest::addRow("duplicate key")
            << QByteArray("{\"ruleset\": \"roguelike\",\n \"name\": \"a\",\n \"name\": \"b\"}") << 3
            << QStringLiteral(": $.name: duplicate key \"name\" at 3:2; it is already at 2:2");
        QTest::addRow("NUL in a name") << QByteArray(R"({"ruleset": "roguelike", "name": "x", "map": ["..."],
            "units": [{"name": "Pla\u0000yer", "faction": "player", "speed": 1, "at": [0, 0]}]})")
                                       << 3
                                       << QStringLiteral(": $.units[0].name: control character (U+0000) at byte 3");
        QTest::addRow("absurd domestic count")
            << QByteArray(R"({"ruleset": "nation", "name": "n",
            "stage": {"id": "s", "domesticCount": 1000000000, "roundLimit": 1},
            "nations": [{"name": "A", "turnOrder": 1, "power": 1, "units": []}]})")
            << 3 << QStringLiteral(": $.stage.domesticCount: must be between 0 and 100");
        QTest::addRow("missing") << QByteArray() << 5
                                 << QStringLiteral(": cannot open the file: No such file or directory");
        QTest::addRow("directory") << QByteArray() << 5 << QStringLiteral(": cannot read the file: it is a directory");
        QTest::addRow("/dev/zero") << QByteArray() << 5
                                   << QStringLiteral("/dev/zero: cannot read the file: it is a character device");
        QTest::addRow("FIFO without a writer")
            << QByteArray() << 5 << QStringLiteral(": cannot read the file: it is a FIFO");
    }
    void typedErrors()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QString tag = QLatin1String(QTest::currentDataTag());
        QString file = path(QStringLiteral("input.json"));
        if (tag == QLatin1String("missing"))
            file = path(QStringLiteral("missing.json"));
        else if (tag == QLatin1String("directory"))
            file = dir_->path();
        else if (tag == QLatin1String("/dev/zero"))
            file = QStringLiteral("/dev/zero");
        else if (tag == QLatin1String("FIFO without a writer"))
            QCOMPARE(::mkfifo(file.toUtf8().constData(), 0600), 0);
        else
            robust::writeText(file.toStdString(), content.toStdString());
        QElapsedTimer clock;
        clock.start();
        for (const char* command : {"run", "runtable"}) {
            QStringList args{QLatin1String(command), file};
            if (QLatin1String(command) == QLatin1String("runtable"))
                args << QStringLiteral("--turn") << QStringLiteral("1");
            const Result r = cli(args, robust::Child{.timeoutMs = 20000});
            QCOMPARE(r.exitCode, exitCode);
            QVERIFY2(r.err.startsWith(file + QStringLiteral(": ")) && r.err.contains(message), qPrintable(r.err));
        }
        QVERIFY(clock.elapsed() < 20000);
    }

    // Class 3: the outputs that used to become 0-byte files with exit 0 on a full disk.
    void fullDisk()
    {
        const QString trace = path(QStringLiteral("old.tstrace"));
        QCOMPARE(cli({QStringLiteral("run"), sample("roguelike/one-run.json"), QStringLiteral("--quiet"),
                      QStringLiteral("--out"), trace})
                     .exitCode,
                 0);
        const std::string oldTrace = robust::readText(trace.toStdString());
        const QString state = writeFile("state.json", "old state");
        const QString jsonl = writeFile("events.jsonl", "old events");
        const QString exported = writeFile("export.jsonl", "old export");
        const robust::Child full{.fileSizeLimit = 1024};
        const QString big = sample("nation/four-nations.json");
        struct Case {
            QStringList args;
            QString file;
        };
        const Case cases[] = {
            {{QStringLiteral("run"), big, QStringLiteral("--quiet"), QStringLiteral("--final-state-json"), state},
             state},
            {{QStringLiteral("run"), big, QStringLiteral("--quiet"), QStringLiteral("--events-jsonl"), jsonl}, jsonl},
            {{QStringLiteral("run"), big, QStringLiteral("--quiet"), QStringLiteral("--out"), trace}, trace},
            {{QStringLiteral("export"), trace, QStringLiteral("--jsonl"), exported}, exported},
        };
        for (const Case& c : cases) {
            const Result r = cli(c.args, full);
            QCOMPARE(r.exitCode, 5);
            QVERIFY2(r.err.startsWith(c.file + QStringLiteral(": cannot ")), qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("File too large")), qPrintable(r.err));
        }
        QCOMPARE(robust::readText(state.toStdString()), std::string("old state"));
        QCOMPARE(robust::readText(jsonl.toStdString()), std::string("old events"));
        QCOMPARE(robust::readText(exported.toStdString()), std::string("old export"));
        QCOMPARE(robust::readText(trace.toStdString()), oldTrace);
        QCOMPARE(entries(dir_->path()), std::size_t{4});  // no temporaries left
        QCOMPARE(cli({QStringLiteral("verify"), trace}).exitCode, 0);
    }

    // Class 3: a trace save into a directory or a read-only folder used to exit 70.
    void traceSaveFailures()
    {
        const QString sub = path(QStringLiteral("sub"));
        QVERIFY(QDir().mkdir(sub));
        Result r = cli({QStringLiteral("run"), sample("roguelike/one-run.json"), QStringLiteral("--quiet"),
                        QStringLiteral("--out"), sub});
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains(sub + QStringLiteral(": cannot write: it is a directory")), qPrintable(r.err));

        const QString ro = path(QStringLiteral("ro"));
        QVERIFY(QDir().mkdir(ro));
        ::chmod(ro.toUtf8().constData(), 0555);
        ::chmod(dir_->path().toUtf8().constData(), 0755);
        robust::Child child;
        child.asNobody = robust::runningAsRoot();  // root ignores permissions
        r = cli({QStringLiteral("run"), sample("roguelike/one-run.json"), QStringLiteral("--quiet"),
                 QStringLiteral("--out"), ro + QStringLiteral("/x.tstrace")},
                child);
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains(QStringLiteral("Permission denied")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("[io]")), qPrintable(r.err));
        ::chmod(ro.toUtf8().constData(), 0755);
        QCOMPARE(entries(ro), std::size_t{0});
    }

    // Class 3: a killed save's temporary (25 MB in the report) is removed by the next save.
    void killedSaveLeftovers()
    {
        const QString trace = path(QStringLiteral("game.tstrace"));
        const std::string leftover =
            path(QStringLiteral(".game.tstrace.tstmp-%1-0123456789ab").arg(robust::deadPid())).toStdString();
        robust::writeText(leftover, std::string(100000, 'x'));
        robust::age(leftover, 3600);
        QCOMPARE(cli({QStringLiteral("run"), sample("roguelike/one-run.json"), QStringLiteral("--quiet"),
                      QStringLiteral("--out"), trace})
                     .exitCode,
                 0);
        QVERIFY(!fs::exists(leftover));
        QCOMPARE(entries(dir_->path()), std::size_t{1});
    }

    // Class 4: symlinks are written through; FIFOs and devices are never replaced.
    void specialOutputs()
    {
        const QString target = writeFile("target.json", "old");
        const QString link = path(QStringLiteral("link.json"));
        fs::create_symlink(target.toStdString(), link.toStdString());
        Result r = cli({QStringLiteral("run"), sample("roguelike/one-run.json"), QStringLiteral("--quiet"),
                        QStringLiteral("--final-state-json"), link});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(fs::is_symlink(link.toStdString()));
        QVERIFY(robust::readText(target.toStdString()).find("\"ruleset\": \"roguelike\"") != std::string::npos);

        const QString fifo = path(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(fifo.toUtf8().constData(), 0600), 0);
        for (const QString& out : {fifo, QStringLiteral("/dev/null")})
            for (const char* option : {"--out", "--final-state-json", "--events-jsonl"}) {
                r = cli({QStringLiteral("run"), sample("roguelike/one-run.json"), QStringLiteral("--quiet"),
                         QLatin1String(option), out});
                QCOMPARE(r.exitCode, 5);
                QVERIFY2(r.err.contains(QStringLiteral("only a regular file is replaced")), qPrintable(r.err));
            }
        struct stat st {};
        QCOMPARE(::lstat(fifo.toUtf8().constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
    }

    // Class 5 and 8: the runaway stage stops at the budget with exit 7; its partial trace is
    // written, unfinished, and verifies.
    void eventBudget()
    {
        const QString stage = writeFile("grow.json", robust::runawayStage());
        const QString trace = path(QStringLiteral("grow.tstrace"));
        const QString state = path(QStringLiteral("grow-state.json"));
        Result r = cli({QStringLiteral("run"), stage, QStringLiteral("--max-events"), QStringLiteral("50000"),
                        QStringLiteral("--out"), trace, QStringLiteral("--final-state-json"), state});
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(r.err.contains(stage + QStringLiteral(": the game was stopped after 500")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("event budget of 50000 events")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("stopped at the event budget")), qPrintable(r.out));
        QVERIFY(robust::readText(state.toStdString()).find("\"finished\": false") != std::string::npos);
        r = cli({QStringLiteral("verify"), trace});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral(": OK: 500")), qPrintable(r.out));
        QCOMPARE(cli({QStringLiteral("run"), sample("roguelike/nine-units.json"), QStringLiteral("--max-events"),
                      QStringLiteral("0")})
                     .exitCode,
                 0);
        r = cli({QStringLiteral("run"), stage, QStringLiteral("--max-events"), QStringLiteral("lots")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--max-events expects a non-negative integer")), qPrintable(r.err));
    }

    // Issue 36: rules that work hard for few events stop at the work budget, with the event
    // budget's exit code and outputs, even with no event budget; the trace verifies.
    void workBudget()
    {
        const QString wide = writeFile("wide.json", ts::test::nationWidePreviews(32, 500, 100, 3).dump());
        const QString trace = path(QStringLiteral("wide.tstrace"));
        Result r = cli({QStringLiteral("run"), wide, QStringLiteral("--max-events"), QStringLiteral("0"),
                        QStringLiteral("--out"), trace});
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(r.err.contains(QStringLiteral("its rules used up the run's work budget (512 units of work an event")),
                 qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("stopped at the work budget")), qPrintable(r.out));
        r = cli({QStringLiteral("verify"), trace});
        QCOMPARE(r.exitCode, 0);
    }

    // Class 8: a game cut short (here by the budget, as the window's Stop cuts it) verifies.
    // Issue 8, class 2: a merge count of 2^31 - 1 (or -1) in a trace with valid checksums is
    // exit 4 for verify, export and diff, the message naming file, block, seq, kind, argument.
    void impossibleEventInEveryCommand_data()
    {
        QTest::addColumn<int>("count");
        QTest::addRow("2^31-1") << 2147483647;
        QTest::addRow("-1") << -1;
    }
    void impossibleEventInEveryCommand()
    {
        QFETCH(int, count);
        const ts::LoadedScenario loaded = ts::loadScenarioFile(sample("roguelike/merge-player-x1.json").toStdString());
        ts::Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, ts::SessionOptions{});
        s.run();
        const ts::Seq seq = ts::test::firstEventOf(s.trace(), "roguelike.merge");
        QVERIFY(seq < s.trace().size());
        ts::test::saveEditedTrace(s, spath("bad.tstrace"), [&](ts::Seq at, ts::Event& e) {
            if (at == seq)
                e.arg[2] = count;
        });
        ts::saveSession(spath("good.tstrace"), s);
        const QString bad = path(QStringLiteral("bad.tstrace")), good = path(QStringLiteral("good.tstrace"));
        const QString out = path(QStringLiteral("out.jsonl"));
        const QList<QStringList> commands = {{QStringLiteral("verify"), bad},
                                             {QStringLiteral("export"), bad, QStringLiteral("--jsonl"), out},
                                             {QStringLiteral("export"), bad, QStringLiteral("--chrome"), out},
                                             {QStringLiteral("diff"), good, bad},
                                             {QStringLiteral("diff"), bad, bad}};
        for (const QStringList& args : commands) {
            const Result r = cli(args);
            QVERIFY2(r.exitCode == 4, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err));
            for (const QString& part :
                 {bad + QStringLiteral(": event block 0"), QStringLiteral("event #%1").arg(seq),
                  QStringLiteral("roguelike.merge"), QStringLiteral("argument 2 (count)"), QString::number(count),
                  QStringLiteral("0..255"), QStringLiteral("[impossible-event]")})
                QVERIFY2(r.err.contains(part), qPrintable(r.err + QStringLiteral(" lacks ") + part));
            QVERIFY(!QFile::exists(out));
        }
        QCOMPARE(cli({QStringLiteral("verify"), good}).exitCode, 0);
    }

    // Issue 36: a report that could not be written (stdout on a full disk) ended with exit 0;
    // now exit 5 naming the reason, and --out is still written. The same for diff.
    void stdoutOnAFullDisk()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full on this system");
        QTemporaryDir dir;
        const QString trace = dir.filePath(QStringLiteral("t.tstrace"));
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(TURNSCOPE_CLI),
                {QStringLiteral("run"), ts::test::samplePath("nation", "duel.json"), QStringLiteral("--out"), trace});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 5);
        QVERIFY(QString::fromUtf8(p.readAllStandardError())
                    .contains(QStringLiteral("the report could not be written to stdout: No space left on device")));
        QVERIFY(QFile::exists(trace));
        QProcess d;
        d.setStandardOutputFile(QStringLiteral("/dev/full"));
        d.start(QStringLiteral(TURNSCOPE_CLI),
                {QStringLiteral("diff"), trace, trace, QStringLiteral("--aligned"), QStringLiteral("--json")});
        QVERIFY(d.waitForFinished(60000));
        QCOMPARE(d.exitCode(), 5);
        QVERIFY(QString::fromUtf8(d.readAllStandardError())
                    .contains(QStringLiteral("diff: the output could not be written")));
    }

    void verifyAGameCutShort()
    {
        for (const char* scenario : {"roguelike/nine-units.json", "nation/four-nations.json"})
            for (const char* limit : {"1", "37", "200"}) {  // nine-units has 279 events
                const QString trace = path(QStringLiteral("cut.tstrace"));
                QCOMPARE(cli({QStringLiteral("run"), sample(scenario), QStringLiteral("--quiet"),
                              QStringLiteral("--max-events"), QLatin1String(limit), QStringLiteral("--out"), trace})
                             .exitCode,
                         7);
                const Result r = cli({QStringLiteral("verify"), trace});
                QVERIFY2(r.exitCode == 0,
                         qPrintable(QLatin1String(scenario) + QLatin1Char(' ') + QLatin1String(limit) +
                                    QStringLiteral(": ") + r.out));
            }
    }
};

TURNSCOPE_TEST_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
