// libFuzzer target: a trace file from raw bytes. The bytes are written to a file (SQLite and
// openTrace read files), opened as a recorded game, every block decoded, then verified,
// diffed with itself and exported, as `turnscope-cli verify` and `export` would; then opened
// as a session that seeks, from the file's checkpoint states when it has them.
//
// A TraceError is the expected answer to a bad file; anything else is a finding.
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"
#include "kernel/trace/trace_export.h"
#include "rulesets/rulesets.h"

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ostream>
#include <streambuf>
#include <string>

namespace {

std::string scratchPath()
{
    const char* dir = std::getenv("TMPDIR");
    std::string base = dir && *dir ? dir : (::access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    return base + "/turnscope-fuzz-trace-" + std::to_string(::getpid()) + ".tstrace";
}

// An ostream that discards what it is given (the export's text is not the point).
class NullBuf : public std::streambuf {
protected:
    int_type overflow(int_type c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    ts::registerAllRulesets();
    static const std::string path = scratchPath();
    {
        std::FILE* f = std::fopen(path.c_str(), "wb");
        if (!f)
            __builtin_trap();
        if (size > 0 && std::fwrite(data, 1, size, f) != size)
            __builtin_trap();
        std::fclose(f);
    }
    try {
        ts::RecordedGame game = ts::openRecordedGame(path);
        ts::loadAllBlocks(game.file.trace);
        const ts::RenderContext render(game.file.trace, game.ruleset);
        (void)ts::firstDivergence(game.file.trace, render, game.file.trace, render);
        NullBuf nullBuf;
        std::ostream out(&nullBuf);
        ts::exportJsonl(game.file.trace, render, out);
        ts::exportChrome(game.file.trace, render, out);
        (void)ts::verifyRecordedGame(game);
        // A reopened session's seeks, from the file's checkpoint states (checkpoint_states)
        // when it has them: each read, restored by the ruleset's codec and checked.
        const auto session = ts::openSession(path);
        if (session->size() > 0) {
            (void)session->stateAt(session->size() - 1);
            (void)session->stateAt(session->size() / 2);
        }
    } catch (const ts::TraceError&) {
    }
    ::unlink(path.c_str());
    return 0;
}
