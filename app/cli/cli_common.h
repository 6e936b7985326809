#pragma once
// What every turnscope-cli command shares: exit codes, error reporting, output files.
#include "kernel/exit_codes.h"

#include <QCommandLineParser>
#include <QStringList>

#include <cstdint>
#include <iosfwd>
#include <stdexcept>
#include <string>

namespace ts::cli {

// Documented in docs/cli.md ("Exit codes"); the kernel's ExitCode, shared with the window.
enum Exit : int {
    Ok = kExitOk,
    Differs = kExitDiffers,
    Usage = kExitUsage,
    BadScenario = kExitBadScenario,
    BadTrace = kExitBadTrace,
    IoError = kExitIo,
    NeedsDecision = kExitNeedsDecision,
    Budget = kExitBudget,
    Internal = kExitInternal,
};

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::string toStd(const QString& s);
// Parses a non-negative integer option; UsageError naming the option otherwise.
std::uint64_t parseUnsigned(const QString& value, const char* option);
// Writes `text` to `path` atomically (ts::AtomicFile); ts::FileError naming the path.
void writeFileAtomically(const QString& path, const std::string& text);

// Parses a command's arguments: false when --help was asked for (the help is printed then);
// UsageError for an unknown option or a missing value.
bool parseArguments(QCommandLineParser& p, const QStringList& args);
// After parseArguments, for a command that reads trace files: UsageError "expects N file
// argument(s)" unless exactly `count` were given.
void expectFileArguments(const QCommandLineParser& p, int count);
// The one trace file of a command that reads a single trace (draws, whynot), checked as
// expectFileArguments checks it; the caller opens it (openRecordedGame) when its own options
// are known to be valid, so a usage error is reported before a bad file.
std::string traceArgument(const QCommandLineParser& p);

using Command = int (*)(const QStringList& args);
int runCommand(const QStringList& args);
int runtableCommand(const QStringList& args);
int verifyCommand(const QStringList& args);
int diffCommand(const QStringList& args);
int exportCommand(const QStringList& args);
int drawsCommand(const QStringList& args);
int historyCommand(const QStringList& args);
int watchCommand(const QStringList& args);
int stateCommand(const QStringList& args);
int forkCommand(const QStringList& args);
int whynotCommand(const QStringList& args);
int regressCommand(const QStringList& args);
int batchCommand(const QStringList& args);
int batchMergeCommand(const QStringList& args);
int shrinkCommand(const QStringList& args);
int queryCommand(const QStringList& args);

}  // namespace ts::cli
