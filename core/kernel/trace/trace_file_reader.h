#pragma once
// Internal to the trace file code (trace_file_read*.cpp), not part of trace_file.h's API.
// The read-only connection an opened trace keeps for as long as its blocks may be loaded
// (openTrace checks the file through it, then its loader decodes blocks on demand), and the
// readers of the tables openTrace checks one by one.
#include "kernel/trace/trace_file_sqlite.h"

#include "kernel/event.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ts::tracefile {

// "event block B (events F..L)", as every message about a block names it.
std::string blockLabel(std::size_t block, std::uint64_t firstSeq, std::uint64_t count);

// One row of the event block index, as checked by readBlockIndex.
struct BlockInfo {
    std::uint64_t hash = 0;
    std::uint32_t count = 0;
};

// The open read-only connection a lazily loaded trace keeps, and its block decoder.
class TraceReader {
public:
    explicit TraceReader(std::string file) : file_(std::move(file)) {}
    TraceReader(const TraceReader&) = delete;
    TraceReader& operator=(const TraceReader&) = delete;

    void open();
    void exec(const char* sql);
    StmtPtr prepare(const char* sql, const char* what);
    // true: a row; false: done. Throws on errors.
    bool step(sqlite3_stmt* s, const char* what);

    // `where` makes the error's subject, only when there is an error.
    template <typename Where>
    std::int64_t intColumn(sqlite3_stmt* s, int col, const Where& where)
    {
        if (sqlite3_column_type(s, col) != SQLITE_INTEGER)
            corrupt(file_, std::string(where()) + " is not an integer");
        return sqlite3_column_int64(s, col);
    }
    template <typename Where>
    std::string_view textColumn(sqlite3_stmt* s, int col, const Where& where)
    {
        if (sqlite3_column_type(s, col) != SQLITE_TEXT)
            corrupt(file_, std::string(where()) + " is not text");
        const auto* p = sqlite3_column_text(s, col);
        const int n = sqlite3_column_bytes(s, col);
        return p ? std::string_view(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n)) : std::string_view();
    }

    sqlite3* db() const { return db_.get(); }
    const std::string& file() const { return file_; }

    void setBlocks(std::vector<BlockInfo> blocks) { blocks_ = std::move(blocks); }
    // Decodes block `block` into `out`, checked against its index row (TraceError otherwise).
    void load(std::size_t block, std::vector<Event>& out);

private:
    std::string file_;
    DbPtr db_;
    StmtPtr stmt_;  // declared after db_: finalized before the connection closes
    std::optional<BlockDecoder> decoder_;
    std::vector<BlockInfo> blocks_;
};

// checkpoint_states (trace_file_states.cpp): a state's bytes as saved (one checksummed zstd
// frame; throws TraceError(Io) naming `file`), and an opened file's states, their index read
// and checked against `header` now (TraceError(Corrupt)); null when the table is empty.
std::vector<std::uint8_t> compressState(const std::string& file, std::span<const char8_t> bytes);
std::shared_ptr<const StoredStates> readStoredStates(TraceReader& reader, const TraceHeader& header,
                                                     std::uint64_t eventCount);

}  // namespace ts::tracefile
