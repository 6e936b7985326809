#include "window/incomingfile.h"

#include "kernel/exit_codes.h"
#include "kernel/io/file_io.h"
#include "kernel/io/json_file_kind.h"
#include "kernel/io/json_parse.h"
#include "kernel/scenario.h"

#include <QFile>

#include <optional>
#include <string>

namespace ts::gui {

namespace {

// Bundled files (":/...") are read through Qt's resources; every other path through the
// kernel, which never opens a FIFO or a device: opening one blocking here hung the window for
// good before the real reader could refuse it.
std::optional<std::string> readText(const QString& path)
{
    if (path.startsWith(QLatin1Char(':'))) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return std::nullopt;
        return f.read(static_cast<qint64>(kMaxScenarioBytes) + 1).toStdString();
    }
    try {
        const InputFile in = readInputFile(path.toStdString(), kMaxScenarioBytes);
        if (in.tooLarge)
            return std::nullopt;
        return in.data;
    } catch (const FileError&) {
        return std::nullopt;
    }
}

}  // namespace

bool isTraceFile(const QString& path)
{
    static const std::string_view kMagic("SQLite format 3\0", 16);
    if (path.startsWith(QLatin1Char(':'))) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) && f.read(16) == QByteArray(kMagic.data(), 16);
    }
    return readFileHead(path.toStdString(), kMagic.size()) == kMagic;
}

IncomingFile classifyIncomingFile(const QString& path)
{
    IncomingFile in;
    if (isTraceFile(path)) {
        in.kind = IncomingFile::Kind::Trace;
        return in;
    }
    const std::optional<std::string> text = readText(path);
    if (!text || text->size() > kMaxScenarioBytes)
        return in;  // the scenario reader names what is wrong with the file
    nlohmann::json doc;
    try {
        doc = parseJsonText(*text, path.toStdString());
    } catch (const ScenarioError&) {
        return in;  // a syntax error is the scenario reader's to report, with its line and column
    }
    try {
        in.kind = jsonFileKind(doc, path.toStdString()) == JsonFileKind::Lesson ? IncomingFile::Kind::Lesson
                                                                                : IncomingFile::Kind::Scenario;
    } catch (const ScenarioError& e) {
        in.kind = IncomingFile::Kind::Neither;
        in.error = QString::fromStdString(e.what());
        in.exitCode = exitCodeFor(e);
    }
    return in;
}

}  // namespace ts::gui
