#pragma once
// Internal to the trace file code (trace_file_*.cpp), not part of trace_file.h's API.
// What saving and opening share: the schema, the content_hash canonicalization (see
// trace_file.h), SQLite handles and messages, and the checks of a file before and while
// SQLite opens it.
#include "kernel/trace/trace_block_codec.h"
#include "kernel/trace/trace_file.h"

#include <sqlite3.h>
#include <xxhash.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace ts::tracefile {

using Code = TraceError::Code;

inline constexpr std::string_view kFormatName = "turnscope-trace";
// SQLite's application id of a trace (PRAGMA application_id, big-endian at byte 68 of the
// file): ASCII "TSCP". File managers tell a trace from any other SQLite database by it
// (resources/desktop/io.github.turnscope.xml, the MIME type). Written since 0.1.0; reading
// never requires it, so older traces still open.
inline constexpr std::uint32_t kApplicationId = 0x54534350;

// The schema. A reader requires exactly these statements (SQLite keeps them verbatim).
struct TableDef {
    std::string_view name;
    std::string_view sql;
};
inline constexpr std::array<TableDef, 6> kTables{{
    {"meta", "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)"},
    {"scenario", "CREATE TABLE scenario(id INTEGER PRIMARY KEY CHECK(id=1), json TEXT NOT NULL)"},
    {"names",
     "CREATE TABLE names(table_name TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, "
     "PRIMARY KEY(table_name, id))"},
    {"decisions",
     "CREATE TABLE decisions(idx INTEGER PRIMARY KEY, requested_at INTEGER NOT NULL, "
     "actor INTEGER NOT NULL, source INTEGER NOT NULL, kind INTEGER NOT NULL, "
     "target INTEGER NOT NULL, a INTEGER NOT NULL, b INTEGER NOT NULL)"},
    {"checkpoints", "CREATE TABLE checkpoints(seq INTEGER PRIMARY KEY, hash TEXT NOT NULL)"},
    {"event_blocks",
     "CREATE TABLE event_blocks(block INTEGER PRIMARY KEY, first_seq INTEGER NOT NULL, "
     "count INTEGER NOT NULL, raw_size INTEGER NOT NULL, hash TEXT NOT NULL, "
     "data BLOB NOT NULL)"},
}};

// Only in format_version 2 (see trace_file.h).
inline constexpr TableDef kDrawOverridesTable{
    "draw_overrides", "CREATE TABLE draw_overrides(seq INTEGER PRIMARY KEY, value INTEGER NOT NULL)"};
// Only in format_version 3 (see trace_file.h).
inline constexpr TableDef kEditsTable{"edits",
                                      "CREATE TABLE edits(seq INTEGER PRIMARY KEY, entity INTEGER NOT NULL, "
                                      "field INTEGER NOT NULL, value INTEGER NOT NULL)"};

// Optional in every version, outside content_hash (see trace_file.h, issue 41).
inline constexpr TableDef kCheckpointStatesTable{
    "checkpoint_states",
    "CREATE TABLE checkpoint_states(seq INTEGER PRIMARY KEY, decisions INTEGER NOT NULL, "
    "raw_size INTEGER NOT NULL, data BLOB NOT NULL)"};
// A state's bytes may be at most this large (the largest state of any sample or stress
// scenario is some 300 KB): a crafted raw_size never makes a reader allocate more.
inline constexpr std::size_t kMaxStateBytes = std::size_t(256) << 20;

// A covering index of the block index's columns, written since issue 41: openTrace reads
// the block index through it (some 40 bytes a block) instead of the table's rows, whose
// pages hold the BLOBs (about 4 KiB read per block: 0.12 s at 100 M events). Not part of
// the checked schema nor of content_hash: a file without it (older ones) opens as before,
// and an older build opens a file with it (readers check tables only).
inline constexpr std::string_view kEventBlocksIndexSql =
    "CREATE INDEX event_blocks_index ON event_blocks(block, first_seq, count, raw_size, hash)";

// XXH3-64 over the canonical serialization of the file's contents (see trace_file.h),
// buffered: it sees one small value at a time.
class ContentHasher {
public:
    ContentHasher();  // throws std::bad_alloc
    ~ContentHasher();
    ContentHasher(const ContentHasher&) = delete;
    ContentHasher& operator=(const ContentHasher&) = delete;

    void str(std::string_view s)
    {
        reserve(4);
        putU32(buf_.data() + used_, static_cast<std::uint32_t>(s.size()));
        used_ += 4;
        if (s.size() <= buf_.size() - used_) {
            std::memcpy(buf_.data() + used_, s.data(), s.size());
            used_ += s.size();
        } else {
            flush();
            XXH3_64bits_update(state_, s.data(), s.size());
        }
    }
    void i64(std::int64_t v)
    {
        reserve(8);
        putU64(buf_.data() + used_, static_cast<std::uint64_t>(v));
        used_ += 8;
    }
    std::uint64_t digest();

private:
    void reserve(std::size_t n)
    {
        if (buf_.size() - used_ < n)
            flush();
    }
    void flush();

    XXH3_state_t* state_;
    std::array<std::uint8_t, 4096> buf_{};
    std::size_t used_ = 0;
};

struct DbCloser {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
using DbPtr = std::unique_ptr<sqlite3, DbCloser>;

struct StmtFinalizer {
    void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using StmtPtr = std::unique_ptr<sqlite3_stmt, StmtFinalizer>;

// SQLite's message for a failure, from the connection when there is one.
std::string sqliteMessage(sqlite3* db, int rc);

// strerror(err)
std::string errnoText(int err);

// ---------------------------------------------------------------------------------------------
// Opening

// Throws TraceError(Corrupt).
[[noreturn]] void corrupt(const std::string& file, const std::string& detail);

// Classifies a SQLite failure while opening: the file's fault (corrupt) unless it is the
// operating system's. Throws TraceError.
[[noreturn]] void sqliteFailure(const std::string& file, sqlite3* db, int rc, const std::string& doing);

// Reads the SQLite header ourselves before SQLite sees the file: not a database at all,
// or cut short. Throws; returns normally when the file looks whole.
void checkFileHeader(const std::string& path);

// "file:" URI for sqlite3_open_v2 with immutable=1: no locks, no journal, no -wal/-shm
// files next to the trace, ever.
std::string immutableUri(const std::string& path);

}  // namespace ts::tracefile
