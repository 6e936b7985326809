#pragma once
// turnscope-cli regress: which files a PATH names, and each trace re-executed on this build
// (kernel replayRecordedGame / compareWithReplay, as `verify`), optionally rewritten from it.
#include "kernel/session/session_files.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace ts::cli {

// One file to check, or a folder that could not be listed (listError set, exit 5).
struct RegressItem {
    std::string path;
    std::optional<std::string> listError;
};

struct RegressListing {
    std::vector<RegressItem> items;  // sorted by path, each file once
    std::vector<std::string> notes;  // files of a folder that look like traces but were skipped
};

// A file PATH is checked whatever its name; a folder gives every "*.tstrace" inside,
// recursively (symbolic links to files followed, to folders not: no loops). A folder's other
// files are skipped, and named in a note only when they look like a trace (an SQLite file,
// ".tstrace" inside the name, a temporary file of an interrupted save). UsageError for a
// folder holding no trace.
RegressListing listRegressPaths(const std::vector<std::string>& paths);

struct RegressOutcome {
    enum class Status { Same, Diverged, Unloadable };
    std::string path;
    Status status = Status::Same;
    std::size_t recordedEvents = 0, replayedEvents = 0;
    std::optional<Divergence> divergence;
    // The clause of the first divergent event on each side ("" past that side's end).
    std::string recordedClause, replayedClause;
    std::vector<HashMismatch> hashMismatches;
    std::string error;  // Unloadable: "<file>: <detail> [code]"
    int exitCode = 0;  // Unloadable: as `verify` would exit (4, 5; 70 for a bug of ours)
    // --bless, Diverged only: rewritten, or why not (the trace is then untouched).
    bool blessed = false;
    std::size_t blessedEvents = 0;
    std::string blessError;

    // The clause the divergence is counted under: this build's event when it has one (what
    // the changed rules did), else the recorded one; state hashes alone give "".
    std::string clause() const { return replayedClause.empty() ? recordedClause : replayedClause; }
};

// Checks every item with `jobs` threads; the outcomes are in the items' order.
std::vector<RegressOutcome> checkRegressItems(const std::vector<RegressItem>& items, unsigned jobs, bool bless);

}  // namespace ts::cli
