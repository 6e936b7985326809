// libFuzzer target (issue 8, class 2): edited events in a trace whose checksums are valid.
// The input is a list of edits to the events of a real game: byte 0 picks the base game (the
// bundled samples of every registered ruleset, run in memory at start-up, at most kBaseEvents
// events each), then each 8 bytes are one edit: event (u16, modulo the trace's size), field
// (u8: kind, clause, depth, flags, subject 0/1, arg 0..3) and value (i32; for kind and clause
// an id of the trace's tables most of the time, so the edit reaches the formatters).
//
// Every edited trace is (1) rendered, exported and diffed in memory without any check (a
// Session built in memory is not checked: the formatters' own defence), then (2) saved by the
// kernel's writer (valid block checksums and content hash), opened, every block decoded
// (checked), rendered, exported, diffed and verified, and opened in the window's controller
// with its event log and inspector models fed at the first edited events.
//
// A TraceError is the expected answer to an impossible event; anything else is a finding.
#include "panels/eventlog/eventlogmodel.h"
#include "panels/inspector/inspectormodel.h"
#include "rulesets/rulesetuis.h"
#include "session/sessioncontroller.h"

#include "kernel/io/json_parse.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"
#include "kernel/trace/trace_export.h"
#include "rulesets/rulesets.h"

#include <QCoreApplication>
#include <QDir>

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <ostream>
#include <streambuf>
#include <string>
#include <vector>

namespace {

constexpr std::uint64_t kBaseEvents = 600;  // a few blocks would be slower and reach no other code
constexpr std::size_t kMaxEdits = 64;
constexpr std::size_t kMaxLine = 4096;
constexpr std::size_t kModelSeeks = 4;  // the models at the first few edited events

std::string scratchPath()
{
    const char* dir = std::getenv("TMPDIR");
    std::string base = dir && *dir ? dir : (::access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    return base + "/turnscope-fuzz-events-" + std::to_string(::getpid()) + ".tstrace";
}

class NullBuf : public std::streambuf {
protected:
    int_type overflow(int_type c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

// The base games: every bundled sample of every registered ruleset.
std::vector<std::unique_ptr<ts::Session>>& bases()
{
    static std::vector<std::unique_ptr<ts::Session>> all = [] {
        static int argc = 1;
        static char name[] = "fuzz_trace_events";
        static char* argv[] = {name, nullptr};
        new QCoreApplication(argc, argv);
        ts::registerAllRulesets();
        ts::gui::registerAllRulesetUis();
        std::vector<std::unique_ptr<ts::Session>> out;
        for (const ts::Ruleset* r : ts::allRulesets()) {
            const QDir dir(QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/") +
                           QString::fromUtf8(r->id().data(), qsizetype(r->id().size())));
            for (const QString& f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
                const ts::LoadedScenario loaded = ts::loadScenarioFile(dir.filePath(f).toStdString());
                auto s = std::make_unique<ts::Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
                s->run(kBaseEvents);
                if (s->size() > 0)
                    out.push_back(std::move(s));
            }
        }
        if (out.empty())
            __builtin_trap();
        return out;
    }();
    return all;
}

std::int32_t readI32(const std::uint8_t* p)
{
    std::uint32_t v = 0;
    std::memcpy(&v, p, 4);
    return static_cast<std::int32_t>(v);
}

void applyEdit(const ts::Trace& base, std::vector<ts::Event>& events, const std::uint8_t* p)
{
    const std::size_t seq = (std::size_t{p[0]} | std::size_t{p[1]} << 8) % events.size();
    const std::int32_t v = readI32(p + 4);
    const auto u = static_cast<std::uint32_t>(v);
    ts::Event& e = events[seq];
    switch (p[2] % 10) {
    case 0: e.kind = static_cast<ts::KindId>(p[3] & 1 ? u : u % std::max<std::size_t>(base.kindNames.size(), 1)); break;
    case 1:
        e.clause = static_cast<ts::ClauseId>(p[3] & 1 ? u : u % std::max<std::size_t>(base.clauseNames.size(), 1));
        break;
    case 2: e.depth = static_cast<std::uint8_t>(u); break;
    case 3: e.flags = static_cast<std::uint8_t>(u); break;
    case 4: e.subject[0] = p[3] & 1 ? u : u % static_cast<std::uint32_t>(base.entityNames.size() + 1); break;
    case 5: e.subject[1] = p[3] & 1 ? u : u % static_cast<std::uint32_t>(base.entityNames.size() + 1); break;
    default: e.arg[p[2] % 10 - 6] = v; break;
    }
}

void renderAll(const ts::Trace& trace, const ts::RenderContext& ctx)
{
    for (ts::Seq seq = 0; seq < trace.size(); ++seq)
        if (ctx.line(trace.at(seq)).size() > kMaxLine)
            __builtin_trap();  // a line sized by an argument
    NullBuf nullBuf;
    std::ostream out(&nullBuf);
    ts::exportJsonl(trace, ctx, out);
    ts::exportChrome(trace, ctx, out);
}

void feedModels(const std::string& path, const std::vector<std::size_t>& edited)
{
    ts::gui::SessionController controller;
    ts::gui::EventLogModel log(&controller);
    ts::gui::InspectorModel inspector(&controller);
    QString error;
    if (!controller.openTrace(QString::fromStdString(path), &error))
        return;  // refused at open: the window shows the error
    for (std::size_t i = 0; i < edited.size() && i < kModelSeeks; ++i) {
        const std::size_t seq = edited[i];
        controller.seekNow(seq);
        for (int c = 0; c < log.columnCount(); ++c)
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                (void)log.data(log.index(static_cast<int>(seq), c), role);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto& games = bases();
    if (size < 1)
        return 0;
    const ts::Session& base = *games[data[0] % games.size()];
    std::vector<ts::Event> events;
    events.reserve(base.size());
    for (ts::Seq seq = 0; seq < base.size(); ++seq)
        events.push_back(base.trace().at(seq));
    std::vector<std::size_t> edited;
    for (std::size_t off = 1; off + 8 <= size && edited.size() < kMaxEdits; off += 8) {
        applyEdit(base.trace(), events, data + off);
        edited.push_back((std::size_t{data[off]} | std::size_t{data[off + 1]} << 8) % events.size());
    }
    ts::Trace trace;
    trace.entityNames = base.trace().entityNames;
    trace.kindNames = base.trace().kindNames;
    trace.clauseNames = base.trace().clauseNames;
    for (const ts::Event& e : events)
        trace.append(e);

    // (1) In memory, unchecked: the formatters, the exports and the diff defend themselves.
    const ts::RenderContext ctx(trace, &base.ruleset());
    renderAll(trace, ctx);
    (void)ts::firstDivergence(base.trace(), ctx, trace, ctx);

    // (2) Through a file with valid checksums: checked when each block is decoded.
    static const std::string path = scratchPath();
    ts::saveTrace(path, ts::traceHeader(base), trace);
    try {
        ts::RecordedGame game = ts::openRecordedGame(path);
        ts::loadAllBlocks(game.file.trace);
        const ts::RenderContext render(game.file.trace, game.ruleset);
        renderAll(game.file.trace, render);
        (void)ts::firstDivergence(game.file.trace, render, base.trace(), render);
        (void)ts::verifyRecordedGame(game);
    } catch (const ts::TraceError&) {
    }
    feedModels(path, edited);
    ::unlink(path.c_str());
    return 0;
}
