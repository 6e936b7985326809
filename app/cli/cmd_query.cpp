// turnscope-cli query TRACE|RESULTS SQL [--trace TRACE] [--csv|--json]: SQL over a trace's
// events (kernel/query/trace_query.h) or a batch results file, rows streamed as they come.
#include "cli_common.h"

#include "kernel/batch/batch_results.h"
#include "kernel/query/trace_query.h"
#include "kernel/session/session_files.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>

namespace ts::cli {

namespace {

// Rows whose widths set the text table's columns; later rows are printed as they come (a
// wider cell then pushes its line out instead of the whole output being held).
constexpr std::size_t kWidthRows = 200;

std::string cellText(const QueryValue& v)
{
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return std::to_string(*i);
    if (const auto* d = std::get_if<double>(&v)) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.17g", *d);
        return buf;
    }
    if (const auto* s = std::get_if<std::string>(&v))
        return *s;
    return {};
}

// Characters as a terminal counts them, roughly: UTF-8 lead bytes.
std::size_t displayWidth(const std::string& s)
{
    return static_cast<std::size_t>(
        std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; }));
}

class TextTable {
public:
    void row(const QueryResult& header, const std::vector<QueryValue>& values)
    {
        if (widths_.empty())
            for (const std::string& c : header.columns)
                widths_.push_back(displayWidth(c));
        std::vector<std::string> cells;
        for (std::size_t i = 0; i < values.size(); ++i)
            cells.push_back(std::holds_alternative<std::monostate>(values[i]) ? "NULL" : cellText(values[i]));
        if (printedHeader_) {
            print(cells);
            return;
        }
        held_.push_back(std::move(cells));
        columns_ = header.columns;
        if (held_.size() >= kWidthRows)
            flush();
    }
    void finish(const std::vector<std::string>& columns)
    {
        if (columns_.empty())
            columns_ = columns;
        if (widths_.empty())
            for (const std::string& c : columns_)
                widths_.push_back(displayWidth(c));
        flush();
        std::printf("(%zu row%s)\n", rows_, rows_ == 1 ? "" : "s");
    }

private:
    void flush()
    {
        if (printedHeader_)
            return;
        for (const auto& cells : held_)
            for (std::size_t i = 0; i < cells.size() && i < widths_.size(); ++i)
                widths_[i] = std::max(widths_[i], displayWidth(cells[i]));
        print(columns_);
        std::vector<std::string> rule;
        for (std::size_t w : widths_)
            rule.emplace_back(w, '-');
        print(rule);
        rows_ = 0;
        printedHeader_ = true;
        for (const auto& cells : held_)
            print(cells);
        held_.clear();
    }
    void print(const std::vector<std::string>& cells)
    {
        std::string line;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (i)
                line += "  ";
            line += cells[i];
            if (i + 1 < cells.size() && i < widths_.size())
                line.append(widths_[i] - std::min(widths_[i], displayWidth(cells[i])), ' ');
        }
        std::printf("%s\n", line.c_str());
        ++rows_;
    }

    std::vector<std::string> columns_;
    std::vector<std::size_t> widths_;
    std::vector<std::vector<std::string>> held_;
    std::size_t rows_ = 0;
    bool printedHeader_ = false;
};

// RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; CRLF ends a line.
std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

void csvLine(const std::vector<std::string>& cells)
{
    std::string line;
    for (std::size_t i = 0; i < cells.size(); ++i)
        line += (i ? "," : "") + csvField(cells[i]);
    std::printf("%s\r\n", line.c_str());
}

nlohmann::ordered_json jsonValue(const QueryValue& v)
{
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return *i;
    if (const auto* d = std::get_if<double>(&v))
        return std::isfinite(*d) ? nlohmann::ordered_json(*d) : nlohmann::ordered_json();
    if (const auto* s = std::get_if<std::string>(&v))
        return *s;
    return nullptr;
}

// The SQL line the error points at, with a caret under its place.
void printErrorPlace(const std::string& sql, int offset)
{
    if (offset < 0 || static_cast<std::size_t>(offset) > sql.size())
        return;
    const std::size_t at = static_cast<std::size_t>(offset);
    const std::size_t begin = sql.rfind('\n', at == 0 ? 0 : at - 1);
    const std::size_t from = begin == std::string::npos || at == 0 ? 0 : begin + 1;
    const std::size_t to = std::min(sql.find('\n', at), sql.size());
    const std::string line = sql.substr(from, to - from);
    std::string caret(displayWidth(sql.substr(from, at - from)), ' ');
    for (std::size_t i = 0; i < caret.size() && from + i < sql.size(); ++i)
        if (line[i] == '\t')
            caret[i] = '\t';
    std::fprintf(stderr, "  %s\n  %s^\n", line.c_str(), caret.c_str());
}

// The file as a trace, else as a batch results file (with --trace's tables joined in).
struct QueryTarget {
    std::optional<RecordedGame> game, joined;
    std::unique_ptr<TraceQuery> query;
};

void openTarget(QueryTarget& t, const std::string& path, const std::string& tracePath)
{
    try {
        t.game.emplace(openRecordedGame(path));
    } catch (const TraceError& e) {
        if (e.code() != TraceError::Code::NotATrace)
            throw;
    }
    if (t.game) {
        if (!tracePath.empty())
            throw UsageError("--trace: " + path + " is a trace already; --trace joins a trace to batch results");
        t.query = std::make_unique<TraceQuery>(t.game->file.trace, t.game->ruleset, t.game->file.header.decisions);
        return;
    }
    if (!tracePath.empty())
        t.joined.emplace(openRecordedGame(tracePath));
    const RecordedGame* j = t.joined ? &*t.joined : nullptr;
    try {
        t.query = std::make_unique<TraceQuery>(path, j ? &j->file.trace : nullptr, j ? j->ruleset : nullptr,
                                               j ? j->file.header.decisions : std::vector<DecisionRecord>{});
    } catch (const BatchFileError&) {
        throw BatchFileError(BatchFileError::Kind::NotResults, path,
                             "is neither a trace file nor a batch results file");
    }
}

}  // namespace

int queryCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "SQL over a saved trace (tables events, writes, draws, decisions, clauses; docs/query.md) or over a batch "
        "results file (its own tables; with --trace, the trace's tables too). Read-only: a statement that would "
        "write is refused."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A trace file or a batch results file."));
    p.addPositionalArgument(QStringLiteral("sql"), QStringLiteral("One SQL statement (SELECT ...)."));
    p.addOption({QStringLiteral("trace"), QStringLiteral("With batch results: a trace whose tables join them."),
                 QStringLiteral("TRACE")});
    p.addOption({QStringLiteral("csv"), QStringLiteral("Print CSV (RFC 4180) with a header line.")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print a JSON array of objects, one per row.")});
    if (!parseArguments(p, args))
        return Ok;
    if (p.positionalArguments().size() != 2)
        throw UsageError("expects a file and one SQL statement");
    const bool csv = p.isSet(QStringLiteral("csv")), json = p.isSet(QStringLiteral("json"));
    if (csv && json)
        throw UsageError("--csv and --json exclude each other");
    const std::string path = toStd(p.positionalArguments()[0]);
    const std::string sql = toStd(p.positionalArguments()[1]);
    QueryTarget target;
    openTarget(target, path, toStd(p.value(QStringLiteral("trace"))));

    TextTable text;
    std::size_t rows = 0;
    std::vector<std::string> columns;
    try {
        if (json)
            std::printf("[");
        const auto onHeader = [&](const QueryResult& header) {
            columns = header.columns;
            if (csv)
                csvLine(columns);
        };
        const auto onRow = [&](const QueryResult& header, const std::vector<QueryValue>& row) {
            if (csv) {
                std::vector<std::string> cells;
                for (const QueryValue& v : row)
                    cells.push_back(cellText(v));
                csvLine(cells);
            } else if (json) {
                nlohmann::ordered_json o = nlohmann::ordered_json::object();
                for (std::size_t i = 0; i < row.size(); ++i)
                    o[header.columns[i]] = jsonValue(row[i]);
                std::printf("%s\n  %s", rows ? "," : "",
                            o.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace).c_str());
            } else {
                text.row(header, row);
            }
            ++rows;
        };
        target.query->each(sql, onRow, {}, onHeader);
        if (json)
            std::printf("%s]\n", rows ? "\n" : "");
        else if (!csv)
            text.finish(columns);
    } catch (const QueryError& e) {
        std::fflush(stdout);
        std::fprintf(stderr, "turnscope-cli query: %s: %s\n", path.c_str(), e.what());
        printErrorPlace(sql, e.offset);
        return Usage;
    }
    // Printed as read: a full disk or a closed pipe must not pass for a whole answer.
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "turnscope-cli query: the rows could not be written: %s\n", std::strerror(errno));
        return IoError;
    }
    return Ok;
}

}  // namespace ts::cli
