// turnscope-cli verify TRACE | diff TRACE_A TRACE_B [--aligned] [--json] | export TRACE --jsonl|--chrome FILE
#include "cli_common.h"
#include "diff_output.h"

#include "kernel/decision_check.h"
#include "kernel/io/file_io.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"
#include "kernel/trace/trace_export.h"

#include <QCommandLineParser>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace ts::cli {

namespace {

QCommandLineParser& parse(QCommandLineParser& p, const QStringList& args, const char* description, int positionals)
{
    p.setApplicationDescription(QString::fromUtf8(description));
    p.addHelpOption();
    if (!p.parse(args))
        throw UsageError(toStd(p.errorText()));
    if (!p.isSet(QStringLiteral("help")))
        expectFileArguments(p, positionals);
    return p;
}

int traceError(const TraceError& e)
{
    std::fprintf(stderr, "%s [%s]\n", e.what(), traceErrorCodeName(e.code()));
    return e.code() == TraceError::Code::Io ? IoError : BadTrace;
}

}  // namespace

int verifyCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    parse(p, args, "Re-execute a saved trace and compare every event and checkpoint hash.", 1);
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return Ok;
    }
    const std::string path = toStd(p.positionalArguments().first());
    try {
        RecordedGame game = openRecordedGame(path);
        loadAllBlocks(game.file.trace);
        const std::unique_ptr<Session> replay = replayRecordedGame(game);
        const VerifyReport r = compareWithReplay(game, *replay);
        if (r.ok())  // identical, and every recorded decision asked for (else exit 4)
            checkDecisionsUsed(path, game.file.header.decisions.size(), replay->trace());
        if (r.ok()) {
            std::printf("%s: OK: %zu events and %zu checkpoint hashes re-executed identically\n", path.c_str(),
                        r.recordedEvents, game.file.header.checkpointHashes.size());
            return Ok;
        }
        std::printf("%s: DIVERGES (recorded %zu events, re-executed %zu)\n", path.c_str(), r.recordedEvents,
                    r.replayedEvents);
        if (r.divergence)
            std::printf("first divergent event #%llu\n  recorded:    %s\n  re-executed: %s\n",
                        static_cast<unsigned long long>(r.divergence->seq), r.divergence->left.c_str(),
                        r.divergence->right.c_str());
        for (const auto& m : r.hashMismatches)
            std::printf("state hash at event #%llu: recorded %016llx, re-executed %016llx\n",
                        static_cast<unsigned long long>(m.seq), static_cast<unsigned long long>(m.recorded),
                        static_cast<unsigned long long>(m.replayed));
        return Differs;
    } catch (const TraceError& e) {
        return traceError(e);
    }
}

int diffCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("trace_a"), QStringLiteral("The first trace file."));
    p.addPositionalArgument(QStringLiteral("trace_b"), QStringLiteral("The second trace file."));
    p.addOption({QStringLiteral("aligned"),
                 QStringLiteral("Align the traces by rule step and show every divergent stretch, both sides.")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON document instead of text.")});
    p.addOption({QStringLiteral("events-per-stretch"),
                 QStringLiteral("Events shown per side of a divergent stretch (default 5; 0: all)."),
                 QStringLiteral("N")});
    parse(p, args, "Show where two traces differ: the first event, or (--aligned) every divergent stretch.", 2);
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return Ok;
    }
    DiffOutput how;
    how.aligned = p.isSet(QStringLiteral("aligned"));
    how.json = p.isSet(QStringLiteral("json"));
    if (p.isSet(QStringLiteral("events-per-stretch")))
        how.eventsPerStretch = parseUnsigned(p.value(QStringLiteral("events-per-stretch")), "--events-per-stretch");
    try {
        RecordedGame a = openRecordedGame(toStd(p.positionalArguments()[0]));
        RecordedGame b = openRecordedGame(toStd(p.positionalArguments()[1]));
        // Every event of both is checked first (an impossible one is exit 4), not only those
        // before the first divergence.
        loadAllBlocks(a.file.trace);
        loadAllBlocks(b.file.trace);
        const RenderContext ra(a.file.trace, a.ruleset), rb(b.file.trace, b.ruleset);
        const bool same = printDiff({toStd(p.positionalArguments()[0]), &a.file.trace, &ra},
                                    {toStd(p.positionalArguments()[1]), &b.file.trace, &rb}, how);
        // Written as computed: a full disk or a closed pipe must not pass for a whole answer.
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
            std::fprintf(stderr, "diff: the output could not be written: %s\n", std::strerror(errno));
            return IoError;
        }
        return same ? Ok : Differs;
    } catch (const TraceError& e) {
        return traceError(e);
    }
}

int exportCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addOption(
        {QStringLiteral("jsonl"), QStringLiteral("Write JSON Lines (one object per event)."), QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("chrome"), QStringLiteral("Write Chrome/Perfetto trace-event JSON."), QStringLiteral("FILE")});
    parse(p, args, "Export a trace's events.", 1);
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return Ok;
    }
    const bool jsonl = p.isSet(QStringLiteral("jsonl")), chrome = p.isSet(QStringLiteral("chrome"));
    if (jsonl == chrome)
        throw UsageError("give exactly one of --jsonl FILE or --chrome FILE");
    try {
        RecordedGame game = openRecordedGame(toStd(p.positionalArguments().first()));
        const RenderContext ctx(game.file.trace, game.ruleset);
        const QString out = p.value(jsonl ? QStringLiteral("jsonl") : QStringLiteral("chrome"));
        // Streamed into the file: a trace of millions of events is never held as one string.
        AtomicFile file(toStd(out));
        if (jsonl)
            exportJsonl(game.file.trace, ctx, file.stream());
        else
            exportChrome(game.file.trace, ctx, file.stream());
        file.commit();
        std::printf("%s: %zu events written\n", qPrintable(out), static_cast<std::size_t>(game.file.trace.size()));
        return Ok;
    } catch (const TraceError& e) {
        return traceError(e);
    }
}

}  // namespace ts::cli
