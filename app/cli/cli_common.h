#pragma once
// What every turnscope-cli command shares: exit codes, error reporting, output files.
#include <QStringList>

#include <iosfwd>
#include <stdexcept>
#include <string>

namespace ts::cli {

// Documented in README.md ("turnscope-cli").
enum Exit : int {
    Ok = 0,
    Differs = 1,          // verify / diff: the traces (or the replay) differ
    Usage = 2,            // bad command line
    BadScenario = 3,      // the scenario file is invalid
    BadTrace = 4,         // not a trace, truncated, corrupt, newer version, invalid scenario inside
    IoError = 5,          // a file could not be read or written
    NeedsDecision = 6,    // the game waits for a decision nobody can give headless
    Internal = 70,
};

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
struct IoFailure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::string toStd(const QString& s);
// Parses a non-negative integer option; UsageError naming the option otherwise.
std::uint64_t parseUnsigned(const QString& value, const char* option);
// Writes `text` to `path` atomically (QSaveFile); IoFailure naming the path.
void writeFileAtomically(const QString& path, const std::string& text);

using Command = int (*)(const QStringList& args);
int runCommand(const QStringList& args);
int runtableCommand(const QStringList& args);
int verifyCommand(const QStringList& args);
int diffCommand(const QStringList& args);
int exportCommand(const QStringList& args);

}  // namespace ts::cli
