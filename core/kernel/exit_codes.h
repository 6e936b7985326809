#pragma once
// The exit codes of turnscope-cli and of the window's headless mode (docs/cli.md, "Exit codes"),
// and which error is which: bad input of any kind has its own code, and 70 is left for a
// bug of ours.
#include <exception>

namespace ts {

enum ExitCode : int {
    kExitOk = 0,
    kExitDiffers = 1,  // verify / diff: the traces (or the replay) differ
    kExitUsage = 2,  // bad command line
    kExitBadScenario = 3,  // the scenario is invalid (file and place named)
    kExitBadTrace = 4,  // not a trace, truncated, corrupt, newer version, invalid scenario inside
    kExitIo = 5,  // a file could not be read or written
    kExitNeedsDecision = 6,  // the game waits for a decision nobody can give headless
    kExitBudget = 7,  // the run reached its event budget (--max-events); the partial game is kept
    kExitInternal = 70,  // a bug of ours
    kExitInterrupted = 130,  // stopped by Ctrl-C (SIGINT); batch keeps the games finished (shard "partial")
};

// ScenarioError 3, TraceError 4 (its Io code 5), FileError 5, BatchFileError 4 (a file that
// is no batch results file) or 2 (results of different runs given to batch-merge), anything
// else 70.
int exitCodeFor(const std::exception& e);

}  // namespace ts
