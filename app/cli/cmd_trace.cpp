// turnscope-cli verify TRACE | diff TRACE_A TRACE_B | export TRACE --jsonl|--chrome FILE
#include "cli_common.h"

#include "kernel/file_io.h"
#include "kernel/render.h"
#include "kernel/trace_diff.h"
#include "kernel/trace_export.h"
#include "kernel/session_files.h"

#include <QCommandLineParser>

#include <cstdio>

namespace ts::cli {

namespace {

QCommandLineParser& parse(QCommandLineParser& p, const QStringList& args, const char* description, int positionals)
{
    p.setApplicationDescription(QString::fromUtf8(description));
    p.addHelpOption();
    if (!p.parse(args))
        throw UsageError(toStd(p.errorText()));
    if (!p.isSet(QStringLiteral("help")) && p.positionalArguments().size() != positionals)
        throw UsageError("expects " + std::to_string(positionals) + " file argument(s)");
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
        const VerifyReport r = verifyRecordedGame(game);
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
    parse(p, args, "Show the first event where two traces differ.", 2);
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return Ok;
    }
    try {
        RecordedGame a = openRecordedGame(toStd(p.positionalArguments()[0]));
        RecordedGame b = openRecordedGame(toStd(p.positionalArguments()[1]));
        // Every event of both is checked first (an impossible one is exit 4), not only those
        // before the first divergence.
        loadAllBlocks(a.file.trace);
        loadAllBlocks(b.file.trace);
        const RenderContext ra(a.file.trace, a.ruleset), rb(b.file.trace, b.ruleset);
        const auto d = firstDivergence(a.file.trace, ra, b.file.trace, rb);
        if (!d) {
            std::printf("identical: %zu events\n", static_cast<std::size_t>(a.file.trace.size()));
            return Ok;
        }
        std::printf("first divergent event #%llu\n  %s: %s\n  %s: %s\n", static_cast<unsigned long long>(d->seq),
                    qPrintable(p.positionalArguments()[0]), d->left.c_str(), qPrintable(p.positionalArguments()[1]),
                    d->right.c_str());
        return Differs;
    } catch (const TraceError& e) {
        return traceError(e);
    }
}

int exportCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addOption({QStringLiteral("jsonl"), QStringLiteral("Write JSON Lines (one object per event)."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("chrome"), QStringLiteral("Write Chrome/Perfetto trace-event JSON."), QStringLiteral("FILE")});
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
