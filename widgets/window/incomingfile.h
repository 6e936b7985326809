#pragma once
// What a file that comes in is, whichever way it comes (the command line, a drop, File → Open,
// Open Recent, a double-click on the desktop): a trace by SQLite's magic, else a lesson or a
// scenario by its JSON's root keys (kernel/io/json_file_kind.h), so a lesson is never read as a
// scenario because it ends in .json.
#include <QString>

namespace ts::gui {

struct IncomingFile {
    enum class Kind { Trace, Scenario, Lesson, Neither };
    Kind kind = Kind::Scenario;
    QString error;  // Neither: why, naming the file
    int exitCode = 0;  // Neither: turnscope-cli's exit code for it (kernel/exit_codes.h)
};

// A file that cannot be read, or whose text is no JSON, is a Scenario: the scenario reader
// then says why it cannot be opened, as it always has.
IncomingFile classifyIncomingFile(const QString& path);

// A trace starts with SQLite's 16-byte magic.
bool isTraceFile(const QString& path);

}  // namespace ts::gui
