// TraceReader: the read-only connection of an opened trace (see trace_file_reader.h) and the
// loading of one event block through it.
#include "kernel/trace/trace_file_reader.h"

#include "kernel/trace/trace_block_codec.h"

#include <stdexcept>

namespace ts::tracefile {

std::string blockLabel(std::size_t block, std::uint64_t firstSeq, std::uint64_t count)
{
    return "event block " + std::to_string(block) + " (events " + std::to_string(firstSeq) + ".." +
        std::to_string(firstSeq + (count ? count - 1 : 0)) + ")";
}

void TraceReader::open()
{
    sqlite3* db = nullptr;
    const int rc =
        sqlite3_open_v2(immutableUri(file_).c_str(), &db,
                        SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOMUTEX, nullptr);
    db_.reset(db);
    if (rc != SQLITE_OK)
        sqliteFailure(file_, db_.get(), rc, "opening");
    sqlite3_extended_result_codes(db_.get(), 1);
    sqlite3_db_config(db_.get(), SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(db_.get(), SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(db_.get(), SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);
    sqlite3_db_config(db_.get(), SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
    sqlite3_busy_timeout(db_.get(), 50);
    exec("PRAGMA cell_size_check=ON");
    exec("PRAGMA query_only=ON");
    decoder_.emplace();
}

void TraceReader::exec(const char* sql)
{
    const int rc = sqlite3_exec(db_.get(), sql, nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK)
        sqliteFailure(file_, db_.get(), rc, sql);
}

StmtPtr TraceReader::prepare(const char* sql, const char* what)
{
    sqlite3_stmt* s = nullptr;
    const int rc = sqlite3_prepare_v2(db_.get(), sql, -1, &s, nullptr);
    if (rc != SQLITE_OK)
        sqliteFailure(file_, db_.get(), rc, std::string("reading ") + what);
    return StmtPtr(s);
}

bool TraceReader::step(sqlite3_stmt* s, const char* what)
{
    const int rc = sqlite3_step(s);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    sqliteFailure(file_, db_.get(), rc, std::string("reading ") + what);
}

void TraceReader::load(std::size_t block, std::vector<Event>& out)
{
    if (block >= blocks_.size())
        throw std::out_of_range("event block " + std::to_string(block) + " is past the trace end");
    const BlockInfo& bi = blocks_[block];
    const std::uint64_t firstSeq = static_cast<std::uint64_t>(block) * kBlockEvents;
    const std::string label = blockLabel(block, firstSeq, bi.count);
    auto bad = [&](const std::string& why) { return blockCorrupt(file_, label, why); };
    if (!stmt_) {
        sqlite3_stmt* s = nullptr;
        const int rc = sqlite3_prepare_v2(db_.get(), "SELECT data FROM event_blocks WHERE block = ?", -1, &s, nullptr);
        if (rc != SQLITE_OK)
            throw bad("cannot read it: " + sqliteMessage(db_.get(), rc));
        stmt_.reset(s);
    }
    sqlite3_stmt* s = stmt_.get();
    sqlite3_reset(s);
    sqlite3_bind_int64(s, 1, static_cast<std::int64_t>(block));
    const int rc = sqlite3_step(s);
    if (rc != SQLITE_ROW) {
        const std::string msg = rc == SQLITE_DONE ? std::string("it is missing") : sqliteMessage(db_.get(), rc);
        sqlite3_reset(s);
        if ((rc & 0xff) == SQLITE_IOERR && rc != SQLITE_IOERR_SHORT_READ)
            throw TraceError(Code::Io, file_, "cannot read " + label + ": " + msg);
        throw bad(msg);
    }
    struct Resetter {
        sqlite3_stmt* s;
        ~Resetter() { sqlite3_reset(s); }
    } resetter{s};
    if (sqlite3_column_type(s, 0) != SQLITE_BLOB)
        throw bad("its data is not a blob");
    const auto* blob = static_cast<const std::uint8_t*>(sqlite3_column_blob(s, 0));
    const auto size = static_cast<std::size_t>(sqlite3_column_bytes(s, 0));
    if (!blob || size < 1 || size > maxCompressedBlockBytes() + 64)
        throw bad("its data size " + std::to_string(size) + " is impossible");
    decoder_->decode(blob, size, bi.count, bi.hash, file_, label, out);
}

}  // namespace ts::tracefile
