// turnscope-cli regress: a folder of traces recorded from the bundled samples is all same
// (exit 0); a trace whose recorded input was changed (one draw overridden through the kernel's
// writer) diverges at that draw, under its clause, with the clause's rule text from
// resources/clauses and both sides as `verify` prints them; files that are no trace are
// "could not be loaded" with verify's typed message and exit code; the summary groups the
// diverged traces by clause; --bless rewrites only the diverged traces; --jobs 2 prints what
// --jobs 1 prints; bad arguments are exit 2 naming the argument.
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/session/session_files.h"
#include "kernel/trace/trace_file.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <map>

namespace {

using Result = ts::test::CliResult;
Result cli(const QStringList& args) { return ts::test::runCli(args); }

// turnscope-cli as the unprivileged user `nobody` when the tests run as root (permissions
// are not checked for root), else as ourselves.
Result cliUnprivileged(const QStringList& args)
{
    QProcess p;
    if (::geteuid() == 0)
        p.setChildProcessModifier([] {
            if (::setgid(65534) != 0 || ::setuid(65534) != 0)
                ::_exit(99);
        });
    p.start(QStringLiteral(TURNSCOPE_CLI), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

struct Sample {
    const char* ruleset;
    const char* file;
    const char* trace;  // its name in the corpus (a subfolder for two of them)
};
const Sample kSamples[] = {
    {"roguelike", "case-a.json", "case-a.tstrace"},
    {"roguelike", "case-b.json", "roguelike/case-b.tstrace"},
    {"stack", "blackpoker-shuffled.json", "stack/blackpoker-shuffled.tstrace"},
    {"events", "duel.json", "events-duel.tstrace"},
};

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Draw {
    qint64 event = -1;
    QString clause;
};

// Overrides the first draw of range 2 or more with another value (an input of the recording,
// changed through the kernel's own writer), so a replay differs at exactly that draw.
Draw overrideFirstDraw(const QString& trace)
{
    const Result r = cli({QStringLiteral("draws"), trace, QStringLiteral("--json")});
    const QJsonArray draws = QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("draws")].toArray();
    for (const QJsonValue& v : draws) {
        const QJsonObject d = v.toObject();
        const int bound = d[QStringLiteral("bound")].toInt();
        if (bound < 2)
            continue;
        ts::RecordedGame game = ts::openRecordedGame(trace.toStdString());
        ts::loadAllBlocks(game.file.trace);
        const auto seq = static_cast<ts::Seq>(d[QStringLiteral("event")].toInteger());
        auto& overrides = game.file.header.drawOverrides;
        overrides.push_back({seq, static_cast<std::uint32_t>((d[QStringLiteral("value")].toInt() + 1) % bound)});
        std::sort(overrides.begin(), overrides.end(), [](const auto& a, const auto& b) { return a.seq < b.seq; });
        ts::saveTrace(trace.toStdString() + ".tmp", game.file.header, game.file.trace);
        QFile::remove(trace);
        QFile::rename(trace + QStringLiteral(".tmp"), trace);
        return {static_cast<qint64>(seq), d[QStringLiteral("clause")].toString()};
    }
    return {};
}

// The English statement of `clause` in the bundled clause files (refinements: their clause's).
QString statementOf(const QString& clause)
{
    const QString base = clause.section(QLatin1Char('#'), 0, 0);
    QDir dir(ts::test::sourceDir() + QStringLiteral("/resources/clauses"));
    for (const QString& sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        for (const QString& f : QDir(dir.filePath(sub)).entryList({QStringLiteral("*.json")})) {
            const QJsonArray clauses = QJsonDocument::fromJson(bytesOf(dir.filePath(sub + QLatin1Char('/') + f)))
                                           .object()[QStringLiteral("clauses")]
                                           .toArray();
            for (const QString& id : {clause, base})
                for (const QJsonValue& c : clauses)
                    if (c.toObject()[QStringLiteral("id")].toString() == id)
                        return c.toObject()[QStringLiteral("statement")].toString();
        }
    return {};
}

// The summary's lines after "summary:".
QString summaryOf(const QString& out) { return out.mid(out.indexOf(QStringLiteral("\nsummary:"))); }

}  // namespace

class TestCliRegress : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    int corpora = 0;

    // A fresh folder holding every sample's trace (copies of the recorded ones).
    QString corpus()
    {
        const QString root = dir.filePath(QStringLiteral("corpus%1").arg(++corpora));
        for (const Sample& s : kSamples) {
            const QString to = root + QLatin1Char('/') + QString::fromUtf8(s.trace);
            QDir().mkpath(QFileInfo(to).path());
            QFile::copy(dir.filePath(QStringLiteral("recorded/") + QString::fromUtf8(s.trace)), to);
        }
        return root;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir.isValid());
        for (const Sample& s : kSamples) {
            const QString out = dir.filePath(QStringLiteral("recorded/") + QString::fromUtf8(s.trace));
            QDir().mkpath(QFileInfo(out).path());
            const Result r = cli({QStringLiteral("run"), ts::test::samplePath(s.ruleset, s.file),
                                  QStringLiteral("--out"), out, QStringLiteral("--quiet")});
            QCOMPARE(r.exitCode, 0);
        }
    }

    void allSame()
    {
        const QString root = corpus();
        QFile readme(root + QStringLiteral("/README.txt"));  // not a trace, not like one: no note
        QVERIFY(readme.open(QIODevice::WriteOnly));
        readme.write("the corpus\n");
        readme.close();
        const Result r = cli({QStringLiteral("regress"), root});
        QCOMPARE(r.exitCode, 0);
        QStringList expected;
        for (const Sample& s : kSamples)
            expected << root + QLatin1Char('/') + QString::fromUtf8(s.trace);
        expected.sort();  // path order, subfolders included
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        for (int i = 0; i < expected.size(); ++i)
            QVERIFY2(lines.value(i).startsWith(expected[i] + QStringLiteral(": same (")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("README")));
        QVERIFY(r.out.contains(QStringLiteral("summary: 4 traces: 4 same, 0 diverged, 0 could not be loaded\n")));
    }

    void divergedAtTheChangedDraw()
    {
        const QString root = corpus();
        const QString trace = root + QStringLiteral("/case-a.tstrace");
        const Draw d = overrideFirstDraw(trace);
        QVERIFY(d.event >= 0);
        const Result r = cli({QStringLiteral("regress"), root});
        QCOMPARE(r.exitCode, 1);
        const QString head =
            QStringLiteral("%1: DIVERGED at event #%2, clause %3\n").arg(trace).arg(d.event).arg(d.clause);
        QVERIFY2(r.out.contains(head), qPrintable(r.out));
        const QString statement = statementOf(d.clause);
        QVERIFY(!statement.isEmpty());
        QVERIFY2(r.out.contains(head + QStringLiteral("  rule: ") + statement + QLatin1Char('\n')), qPrintable(r.out));
        // Both sides as `verify` prints them (the same renderer).
        const Result v = cli({QStringLiteral("verify"), trace});
        QCOMPARE(v.exitCode, 1);
        const QString recorded = v.out.section(QStringLiteral("  recorded:    "), 1).section(QLatin1Char('\n'), 0, 0);
        const QString replayed = v.out.section(QStringLiteral("  re-executed: "), 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY(!recorded.isEmpty() && recorded != replayed);
        QVERIFY(r.out.contains(QStringLiteral("  recorded:    ") + recorded + QLatin1Char('\n')));
        QVERIFY(r.out.contains(QStringLiteral("  re-executed: ") + replayed + QLatin1Char('\n')));
        QVERIFY(r.out.contains(QStringLiteral("summary: 4 traces: 3 same, 1 diverged, 0 could not be loaded\n")));
    }

    void summaryGroupsByClause()
    {
        const QString root = corpus();
        std::map<QString, QStringList> expected;
        for (const Sample& s : kSamples) {
            const QString trace = root + QLatin1Char('/') + QString::fromUtf8(s.trace);
            const Draw d = overrideFirstDraw(trace);
            if (d.event >= 0)
                expected[d.clause] << trace;
        }
        QVERIFY(expected.size() >= 2);  // several clauses to group by
        const Result r = cli({QStringLiteral("regress"), root});
        QCOMPARE(r.exitCode, 1);
        const QString summary = summaryOf(r.out);
        qsizetype diverged = 0;
        for (auto& [clause, traces] : expected) {
            traces.sort();
            diverged += traces.size();
            QVERIFY2(summary.contains(QStringLiteral("\n  %1: %2\n    %3\n")
                                          .arg(clause)
                                          .arg(traces.size())
                                          .arg(traces.join(QStringLiteral("\n    ")))),
                     qPrintable(summary));
        }
        QVERIFY(summary.contains(QStringLiteral(" %1 diverged,").arg(diverged)));

        // --json says the same: each group, and each trace's divergence at its changed draw.
        const Result j = cli({QStringLiteral("regress"), root, QStringLiteral("--json")});
        QCOMPARE(j.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8()).object();
        QCOMPARE(o[QStringLiteral("exit_code")].toInt(), 1);
        const QJsonArray groups = o[QStringLiteral("summary")].toObject()[QStringLiteral("by_clause")].toArray();
        QCOMPARE(groups.size(), qsizetype(expected.size()));
        for (const QJsonValue& g : groups) {
            const QString clause = g.toObject()[QStringLiteral("clause")].toString();
            QVERIFY(expected.count(clause));
            QCOMPARE(g.toObject()[QStringLiteral("traces")].toVariant().toStringList(), expected[clause]);
        }
        for (const QJsonValue& t : o[QStringLiteral("traces")].toArray()) {
            const QJsonObject d = t.toObject()[QStringLiteral("divergence")].toObject();
            QCOMPARE(t.toObject()[QStringLiteral("status")].toString(), QStringLiteral("diverged"));
            QCOMPARE(d[QStringLiteral("rule_text")].toString(), statementOf(d[QStringLiteral("clause")].toString()));
            QVERIFY(expected[d[QStringLiteral("clause")].toString()].contains(
                t.toObject()[QStringLiteral("path")].toString()));
        }
    }

    void couldNotBeLoaded()
    {
        const QString root = corpus();
        const QString junk = root + QStringLiteral("/junk.tstrace");
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a trace at all\n");
        f.close();
        const QByteArray whole = bytesOf(root + QStringLiteral("/case-a.tstrace"));
        QFile cut(root + QStringLiteral("/cut.tstrace"));
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(whole.left(whole.size() / 2));
        cut.close();
        QVERIFY(QFile::copy(root + QStringLiteral("/case-a.tstrace"), root + QStringLiteral("/old.tstrace.bak")));
        const QString missing = dir.filePath(QStringLiteral("missing.tstrace"));
        const Result r = cli({QStringLiteral("regress"), root, missing});
        QCOMPARE(r.exitCode, 4);  // the first in path order that could not be loaded
        for (const QString& path : {junk, root + QStringLiteral("/cut.tstrace"), missing}) {
            const Result v = cli({QStringLiteral("verify"), path});
            QVERIFY(v.exitCode == 4 || v.exitCode == 5);
            const QString line =
                QStringLiteral("%1: COULD NOT BE LOADED (exit %2): %3").arg(path).arg(v.exitCode).arg(v.err);
            QVERIFY2(r.out.contains(line), qPrintable(r.out + QStringLiteral("\nwanted: ") + line));
        }
        QVERIFY(
            r.out.contains(root + QStringLiteral("/old.tstrace.bak: skipped, named like a trace but not *.tstrace")));
        QVERIFY(r.out.contains(QStringLiteral("summary: 7 traces: 4 same, 0 diverged, 3 could not be loaded\n")));
        // Only the missing file: an I/O error, exit 5.
        QCOMPARE(cli({QStringLiteral("regress"), missing}).exitCode, 5);
    }

    // Issue 36, class 7: a broken *.tstrace link and a FIFO were skipped in silence ("1
    // traces: 1 same", exit 0). Every entry of a folder that is not a regular file is now
    // reported as could not be loaded (exit 5), whatever its name; a FIFO never blocks the
    // walk; a link to a folder is noted, not followed.
    void specialEntriesAreReported()
    {
        const QString root = corpus();
        const QString broken = root + QStringLiteral("/gone.tstrace"), fifo = root + QStringLiteral("/pipe.tstrace"),
                      otherFifo = root + QStringLiteral("/stack/queue"), folderLink = root + QStringLiteral("/again");
        QVERIFY(QFile::link(root + QStringLiteral("/nowhere.tstrace"), broken));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0644), 0);
        QCOMPARE(::mkfifo(otherFifo.toLocal8Bit().constData(), 0644), 0);
        QVERIFY(QFile::link(root + QStringLiteral("/stack"), folderLink));
        const Result r = cli({QStringLiteral("regress"), root});
        QCOMPARE(r.exitCode, 5);
        for (const QString& line :
             {QStringLiteral("%1: COULD NOT BE LOADED (exit 5): %1: a broken symbolic link").arg(broken),
              QStringLiteral("%1: COULD NOT BE LOADED (exit 5): %1: a FIFO, not a regular file").arg(fifo),
              QStringLiteral("%1: COULD NOT BE LOADED (exit 5): %1: a FIFO, not a regular file").arg(otherFifo)})
            QVERIFY2(r.out.contains(line), qPrintable(r.out + QStringLiteral("\nwanted: ") + line));
        QVERIFY2(r.out.contains(folderLink + QStringLiteral(": skipped, a link to a folder")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("summary: 7 traces: 4 same, 0 diverged, 3 could not be loaded\n")),
                 qPrintable(r.out));
        // Only the broken link in a folder: reported (exit 5), not "no trace in the folder".
        const QString lone = dir.filePath(QStringLiteral("lone"));
        QVERIFY(QDir().mkpath(lone));
        QVERIFY(QFile::link(root + QStringLiteral("/nowhere.tstrace"), lone + QStringLiteral("/x.tstrace")));
        const Result alone = cli({QStringLiteral("regress"), lone, QStringLiteral("--json")});
        QCOMPARE(alone.exitCode, 5);
        const QJsonObject j = QJsonDocument::fromJson(alone.out.toUtf8()).object();
        QCOMPARE(j[QStringLiteral("summary")].toObject()[QStringLiteral("unloadable")].toInt(), 1);
        QCOMPARE(j[QStringLiteral("exit_code")].toInt(), 5);
    }

    // Issue 36, class 7: an unreadable subfolder stopped the walk and the message named the
    // top folder. Now it is reported under its own path and the other folders are walked.
    void unreadableSubfolderIsNamed()
    {
        const QString root = corpus();
        const QString locked = root + QStringLiteral("/locked"), later = root + QStringLiteral("/zz");
        QVERIFY(QDir().mkpath(locked) && QDir().mkpath(later));
        QVERIFY(QFile::copy(root + QStringLiteral("/case-a.tstrace"), locked + QStringLiteral("/hidden.tstrace")));
        QVERIFY(QFile::copy(root + QStringLiteral("/case-a.tstrace"), later + QStringLiteral("/seen.tstrace")));
        // Everything readable by `nobody` but the locked folder.
        for (QString d = root; d.startsWith(dir.path()); d = QFileInfo(d).path())
            QCOMPARE(::chmod(d.toLocal8Bit().constData(), 0755), 0);
        QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString p = it.next();
            QCOMPARE(::chmod(p.toLocal8Bit().constData(), QFileInfo(p).isDir() ? 0755 : 0644), 0);
        }
        QCOMPARE(::chmod(locked.toLocal8Bit().constData(), 0), 0);
        const Result r = cliUnprivileged({QStringLiteral("regress"), root});
        ::chmod(locked.toLocal8Bit().constData(), 0755);
        QCOMPARE(r.exitCode, 5);
        const QString line =
            QStringLiteral("%1: COULD NOT BE LOADED (exit 5): %1: the folder could not be read: Permission denied")
                .arg(locked);
        QVERIFY2(r.out.contains(line), qPrintable(r.out + QStringLiteral("\nwanted: ") + line));
        QVERIFY2(r.out.contains(later + QStringLiteral("/seen.tstrace: same (")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("summary: 6 traces: 5 same, 0 diverged, 1 could not be loaded\n")),
                 qPrintable(r.out));
    }

    // Issue 36, class 11: `verify` said OK for a trace with 100,000 decisions appended that
    // its game never asks for. Both `verify` and `regress` refuse it (exit 4, corrupt).
    void unusedDecisionsAreRefused()
    {
        const QString trace = dir.filePath(QStringLiteral("unused.tstrace"));
        QCOMPARE(cli({QStringLiteral("run"), ts::test::samplePath("stack", "lifo-three.json"), QStringLiteral("--out"),
                      trace, QStringLiteral("--quiet")})
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("verify"), trace}).exitCode, 0);
        ts::RecordedGame game = ts::openRecordedGame(trace.toStdString());
        ts::loadAllBlocks(game.file.trace);
        auto& decisions = game.file.header.decisions;
        const std::size_t used = decisions.size();
        QVERIFY(used > 0);
        decisions.resize(used + 100000, decisions.back());
        ts::saveTrace(trace.toStdString(), game.file.header, game.file.trace);
        const Result v = cli({QStringLiteral("verify"), trace});
        QCOMPARE(v.exitCode, 4);
        const QString message =
            QStringLiteral("%1: the trace records %2 decisions but its game uses %3: 100000 are never asked for")
                .arg(trace)
                .arg(used + 100000)
                .arg(used);
        QVERIFY2(v.err.contains(message) && v.err.contains(QStringLiteral("[corrupt]")), qPrintable(v.err));
        const Result r = cli({QStringLiteral("regress"), trace});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.out.contains(trace + QStringLiteral(": COULD NOT BE LOADED (exit 4): ") + message),
                 qPrintable(r.out));
    }

    void blessRewritesOnlyTheDiverged()
    {
        const QString root = corpus();
        const QString changed = root + QStringLiteral("/roguelike/case-b.tstrace");
        QVERIFY(overrideFirstDraw(changed).event >= 0);
        const QString junk = root + QStringLiteral("/junk.tstrace");
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a trace\n");
        f.close();
        std::map<QString, QByteArray> before;
        for (const Sample& s : kSamples)
            before[root + QLatin1Char('/') + QString::fromUtf8(s.trace)] =
                bytesOf(root + QLatin1Char('/') + QString::fromUtf8(s.trace));
        before[junk] = bytesOf(junk);
        const Result r = cli({QStringLiteral("regress"), root, QStringLiteral("--bless")});
        QCOMPARE(r.exitCode, 4);  // the junk file still could not be loaded
        QVERIFY2(r.out.contains(QStringLiteral("  blessed: rewritten from this build (")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral(", 1 rewritten (--bless)\n")));
        for (const auto& [path, bytes] : before)
            QCOMPARE(bytesOf(path) == bytes, path != changed);
        QCOMPARE(cli({QStringLiteral("verify"), changed}).exitCode, 0);
        QFile::remove(junk);
        const Result again = cli({QStringLiteral("regress"), root});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains(changed + QStringLiteral(": same (")));
        // Blessing what is already the same rewrites nothing.
        QCOMPARE(cli({QStringLiteral("regress"), root, QStringLiteral("--bless")}).exitCode, 0);
        QCOMPARE(bytesOf(root + QStringLiteral("/case-a.tstrace")), before[root + QStringLiteral("/case-a.tstrace")]);
    }

    // A trace whose answers by the AI policy are gone: this build's game stops at the first,
    // waiting for a decision nobody gives headless, so --bless leaves the file as it was.
    void blessRefusesAGameWaitingForAnAnswer()
    {
        const QString root = corpus();
        const QString trace = root + QStringLiteral("/events-duel.tstrace");
        {
            ts::RecordedGame game = ts::openRecordedGame(trace.toStdString());
            ts::loadAllBlocks(game.file.trace);
            auto& decisions = game.file.header.decisions;
            const auto policy = std::find_if(decisions.begin(), decisions.end(), [](const ts::DecisionRecord& d) {
                return d.source == ts::AnswerSource::Policy;
            });
            QVERIFY(policy != decisions.end());
            decisions.erase(policy, decisions.end());
            ts::saveTrace(trace.toStdString(), game.file.header, game.file.trace);
        }
        const QByteArray before = bytesOf(trace);
        const Result r = cli({QStringLiteral("regress"), trace, QStringLiteral("--bless")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.out.contains(QStringLiteral("  re-executed: (end of trace)\n  bless: not rewritten: this build's game "
                                          "waits at event #")),
            qPrintable(r.out));
        QCOMPARE(bytesOf(trace), before);
    }

    void jobsDoNotChangeTheOutput()
    {
        const QString root = corpus();
        QVERIFY(overrideFirstDraw(root + QStringLiteral("/stack/blackpoker-shuffled.tstrace")).event >= 0);
        QFile f(root + QStringLiteral("/junk.tstrace"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("junk");
        f.close();
        const Result one = cli({QStringLiteral("regress"), root, QStringLiteral("--jobs"), QStringLiteral("1")});
        for (const char* jobs : {"2", "3", "64"}) {
            const Result many =
                cli({QStringLiteral("regress"), QStringLiteral("--jobs"), QString::fromUtf8(jobs), root});
            QCOMPARE(many.exitCode, one.exitCode);
            QCOMPARE(many.out, one.out);
        }
        QVERIFY(one.out.contains(QStringLiteral("DIVERGED")) &&
                one.out.contains(QStringLiteral("COULD NOT BE LOADED")));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::addRow("jobs 0") << QStringList{QStringLiteral("--jobs"), QStringLiteral("0"), QStringLiteral(".")}
                                << QStringLiteral("--jobs");
        QTest::addRow("jobs x") << QStringList{QStringLiteral("--jobs"), QStringLiteral("x"), QStringLiteral(".")}
                                << QStringLiteral("--jobs");
        QTest::addRow("jobs 65") << QStringList{QStringLiteral("--jobs"), QStringLiteral("65"), QStringLiteral(".")}
                                 << QStringLiteral("--jobs");
        QTest::addRow("jobs missing") << QStringList{QStringLiteral("--jobs")} << QStringLiteral("jobs");
        QTest::addRow("no path") << QStringList{} << QStringLiteral("PATH");
        QTest::addRow("unknown option") << QStringList{QStringLiteral("--blessed"), QStringLiteral(".")}
                                        << QStringLiteral("blessed");
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Result r = cli(QStringList{QStringLiteral("regress")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void emptyFolderIsUsageError()
    {
        const QString empty = dir.filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(empty));
        const Result r = cli({QStringLiteral("regress"), empty});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(empty), qPrintable(r.err));
    }
};

TURNSCOPE_TEST_MAIN(TestCliRegress)
#include "tst_cli_regress.moc"
