// libFuzzer target: a batch results file from raw bytes (issue 36: edited results files with
// a period count wrapping to 0 or a sweep index out of range were merged as sound). The
// bytes are written to a file (SQLite reads files) and loaded as `batch-merge` and the Batch
// window load them; a file that loads is summarized, printed as text and CSV, merged with
// itself (refused: the same seeds twice) and saved again, then loaded back equal.
//
// FileError and BatchFileError are the expected answers to a bad file; anything else (or a
// summary that breaks on what the loader accepted) is a finding.
#include "kernel/batch/batch_results.h"
#include "kernel/batch/batch_summary.h"
#include "kernel/io/file_io.h"
#include "rulesets/rulesets.h"

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

std::string scratchPath(const char* what)
{
    const char* dir = std::getenv("TMPDIR");
    std::string base = dir && *dir ? dir : (::access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    return base + "/turnscope-fuzz-batch-" + what + "-" + std::to_string(::getpid()) + ".sqlite";
}

void check(const ts::BatchResults& r, const std::string& again)
{
    (void)ts::batchSummaryText(r, ts::summarizeBatch(r), "period", 10);
    (void)ts::batchGamesCsv(r);
    try {
        (void)ts::mergeBatchResults({{"a", r}, {"b", r}});
        if (!r.games.empty())
            __builtin_trap();  // the same games twice must be refused
    } catch (const ts::BatchFileError&) {
    }
    ts::saveBatchResults(again, r);
    const ts::BatchResults back = ts::loadBatchResults(again);
    if (back.games != r.games || back.metricNames != r.metricNames || back.sweepValues != r.sweepValues)
        __builtin_trap();  // what loads must save and load back the same
    ::unlink(again.c_str());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    ts::registerAllRulesets();
    static const std::string path = scratchPath("in"), again = scratchPath("again");
    {
        std::FILE* f = std::fopen(path.c_str(), "wb");
        if (!f)
            __builtin_trap();
        if (size > 0 && std::fwrite(data, 1, size, f) != size)
            __builtin_trap();
        std::fclose(f);
    }
    try {
        check(ts::loadBatchResults(path), again);
    } catch (const ts::BatchFileError&) {
    } catch (const ts::FileError&) {
    }
    ::unlink(path.c_str());
    return 0;
}
