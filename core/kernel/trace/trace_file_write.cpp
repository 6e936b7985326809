// saveTrace: the whole trace into a temporary file next to the target (an AtomicFile), which
// is fsync'ed and then renamed over it (see trace_file.h).
#include "kernel/trace/trace_file.h"

#include "kernel/io/file_io.h"
#include "kernel/io/utc_now.h"
#include "kernel/trace/trace_block_codec.h"
#include "kernel/trace/trace_file_reader.h"
#include "kernel/trace/trace_file_sqlite.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#ifndef TURNSCOPE_VERSION
#define TURNSCOPE_VERSION "0.0.0"
#endif

namespace ts::tracefile {

namespace {

class Writer {
public:
    Writer(std::string path, std::string tmp) : path_(std::move(path)), tmp_(std::move(tmp)) {}

    [[noreturn]] void fail(const std::string& what, int rc) const
    {
        throw TraceError(Code::Io, path_, "cannot save (" + what + "): " + sqliteMessage(db_.get(), rc) + osReason());
    }

    // SQLite says "disk I/O error"; the operating system's reason says which ("No space left
    // on device", "File too large"). The file's own last errno, not sqlite3_system_errno(),
    // which reads the global errno long after the failed call.
    std::string osReason() const
    {
        int err = 0;
        if (!db_ || sqlite3_file_control(db_.get(), "main", SQLITE_FCNTL_LAST_ERRNO, &err) != SQLITE_OK)
            return {};
        return err != 0 ? " (" + errnoText(err) + ")" : std::string();
    }

    void open(int version)
    {
        sqlite3* db = nullptr;
        // "./" keeps SQLite from reading a relative name such as "file:x" as a URI.
        const std::string name = tmp_.starts_with('/') ? tmp_ : "./" + tmp_;
        const int rc = sqlite3_open_v2(name.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr);
        db_.reset(db);
        if (rc != SQLITE_OK)
            fail("opening " + tmp_, rc);
        exec("PRAGMA page_size=4096");
        exec("PRAGMA application_id=" + std::to_string(kApplicationId));
        exec("PRAGMA journal_mode=OFF");
        exec("PRAGMA synchronous=OFF");
        exec("PRAGMA locking_mode=EXCLUSIVE");
        exec("PRAGMA cache_size=-16384");
        exec("BEGIN");
        for (const auto& t : kTables)
            exec(std::string(t.sql));
        if (version >= 2)
            exec(std::string(kDrawOverridesTable.sql));
        if (version >= 3)
            exec(std::string(kEditsTable.sql));
    }

    void exec(const std::string& sql)
    {
        char* err = nullptr;
        const int rc = sqlite3_exec(db_.get(), sql.c_str(), nullptr, nullptr, &err);
        if (rc != SQLITE_OK) {
            std::string msg = err ? err : sqlite3_errstr(rc);
            sqlite3_free(err);
            throw TraceError(Code::Io, path_, "cannot save (" + sql.substr(0, 40) + "): " + msg + osReason());
        }
    }

    StmtPtr prepare(const char* sql)
    {
        sqlite3_stmt* s = nullptr;
        const int rc = sqlite3_prepare_v2(db_.get(), sql, -1, &s, nullptr);
        if (rc != SQLITE_OK)
            fail("preparing", rc);
        return StmtPtr(s);
    }

    // Text and blob binds are static: the caller keeps them alive until step().
    void bindText(sqlite3_stmt* s, int i, std::string_view v)
    {
        check(sqlite3_bind_text64(s, i, v.data(), v.size(), nullptr, SQLITE_UTF8));
    }
    void bindInt(sqlite3_stmt* s, int i, std::int64_t v) { check(sqlite3_bind_int64(s, i, v)); }
    void bindBlob(sqlite3_stmt* s, int i, const void* p, std::size_t n)
    {
        check(sqlite3_bind_blob64(s, i, p, n, nullptr));
    }
    void step(sqlite3_stmt* s)
    {
        const int rc = sqlite3_step(s);
        if (rc != SQLITE_DONE)
            fail("writing", rc);
        sqlite3_reset(s);
    }
    void check(int rc)
    {
        if (rc != SQLITE_OK)
            fail("binding", rc);
    }

    void commitAndClose()
    {
        exec("COMMIT");
        const int rc = sqlite3_close(db_.get());
        if (rc != SQLITE_OK)
            fail("closing", rc);
        (void)db_.release();
    }

private:
    std::string path_;
    std::string tmp_;
    DbPtr db_;
};

// The header's checkpoints in seq order, each seq once; what a reader would refuse in the
// header is a caller's mistake (std::invalid_argument), not a file to write.
std::vector<std::pair<Seq, std::uint64_t>> checkedCheckpoints(const TraceHeader& header, const Trace& trace)
{
    auto checkpoints = header.checkpointHashes;
    std::stable_sort(checkpoints.begin(), checkpoints.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 1; i < checkpoints.size(); ++i)
        if (checkpoints[i].first == checkpoints[i - 1].first && checkpoints[i].second != checkpoints[i - 1].second)
            throw std::invalid_argument("saveTrace: two different state hashes for event " +
                                        std::to_string(checkpoints[i].first));
    checkpoints.erase(std::unique(checkpoints.begin(), checkpoints.end()), checkpoints.end());
    constexpr auto kMaxSeq = static_cast<Seq>(std::numeric_limits<std::int64_t>::max());
    for (const auto& [seq, hash] : checkpoints)
        if (seq > kMaxSeq)
            throw std::invalid_argument("saveTrace: checkpoint seq out of range");
    for (const auto& d : header.decisions)
        if (d.requestedAt > kMaxSeq || answerSourceName(d.source) == "unknown")
            throw std::invalid_argument("saveTrace: decision with an invalid position or source");
    for (std::size_t i = 0; i < header.drawOverrides.size(); ++i) {
        const DrawOverride& o = header.drawOverrides[i];
        if (o.seq >= trace.size() || o.value > std::numeric_limits<std::int32_t>::max() ||
            (i > 0 && o.seq <= header.drawOverrides[i - 1].seq))
            throw std::invalid_argument("saveTrace: a draw override out of range or out of order");
    }
    for (std::size_t i = 0; i < header.edits.size(); ++i)
        if (header.edits[i].seq >= trace.size() || (i > 0 && header.edits[i].seq <= header.edits[i - 1].seq))
            throw std::invalid_argument("saveTrace: an edit out of range or out of order");
    return checkpoints;
}

// One writer per table below, in the order the reader hashes them (trace_file.h,
// "content_hash"): each row goes into the file and into `content`.

// Every meta row but content_hash, which `metaStmt` inserts last (writeContentHash).
void writeMeta(Writer& w, sqlite3_stmt* metaStmt, ContentHasher& content, const TraceHeader& header,
               std::size_t eventCount, int version)
{
    const std::map<std::string, std::string> meta{
        {"format", std::string(kFormatName)},           {"format_version", std::to_string(version)},
        {"turnscope_version", TURNSCOPE_VERSION},       {"ruleset", header.ruleset},
        {"seed", std::to_string(header.seed)},          {"event_count", std::to_string(eventCount)},
        {"block_events", std::to_string(kBlockEvents)}, {"created_utc", utcNow()},
        {"finished", header.finished ? "1" : "0"},
    };
    for (const auto& [key, value] : meta) {
        content.str(key);
        content.str(value);
        w.bindText(metaStmt, 1, key);
        w.bindText(metaStmt, 2, value);
        w.step(metaStmt);
    }
}

void writeScenario(Writer& w, ContentHasher& content, const TraceHeader& header)
{
    const std::string json = header.scenario.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    content.str(json);
    auto s = w.prepare("INSERT INTO scenario(id, json) VALUES(1, ?)");
    w.bindText(s.get(), 1, json);
    w.step(s.get());
}

// Ordered by (table_name, id), as the reader reads them back.
void writeNames(Writer& w, ContentHasher& content, const Trace& trace)
{
    auto s = w.prepare("INSERT INTO names(table_name, id, name) VALUES(?, ?, ?)");
    auto table = [&](std::string_view tableName, const std::vector<std::string>& names, bool skipEmpty) {
        for (std::size_t id = 0; id < names.size(); ++id) {
            if (skipEmpty && names[id].empty())
                continue;
            content.str(tableName);
            content.i64(static_cast<std::int64_t>(id));
            content.str(names[id]);
            w.bindText(s.get(), 1, tableName);
            w.bindInt(s.get(), 2, static_cast<std::int64_t>(id));
            w.bindText(s.get(), 3, names[id]);
            w.step(s.get());
        }
    };
    table("clause", trace.clauseNames, false);
    table("entity", trace.entityNames, false);
    table("kind", trace.kindNames, true);
}

void writeDecisions(Writer& w, ContentHasher& content, const std::vector<DecisionRecord>& decisions)
{
    auto s = w.prepare("INSERT INTO decisions(idx, requested_at, actor, source, kind, target, a, b) "
                       "VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        const DecisionRecord& d = decisions[i];
        const std::int64_t v[8] = {static_cast<std::int64_t>(i),
                                   static_cast<std::int64_t>(d.requestedAt),
                                   d.actor,
                                   static_cast<std::int64_t>(d.source),
                                   d.answer.kind,
                                   d.answer.target,
                                   d.answer.a,
                                   d.answer.b};
        for (int c = 0; c < 8; ++c) {
            content.i64(v[c]);
            w.bindInt(s.get(), c + 1, v[c]);
        }
        w.step(s.get());
    }
}

void writeDrawOverrides(Writer& w, ContentHasher& content, const DrawOverrides& overrides)
{
    auto s = w.prepare("INSERT INTO draw_overrides(seq, value) VALUES(?, ?)");
    for (const DrawOverride& o : overrides) {
        content.i64(static_cast<std::int64_t>(o.seq));
        content.i64(o.value);
        w.bindInt(s.get(), 1, static_cast<std::int64_t>(o.seq));
        w.bindInt(s.get(), 2, o.value);
        w.step(s.get());
    }
}

void writeEdits(Writer& w, ContentHasher& content, const Edits& edits)
{
    auto s = w.prepare("INSERT INTO edits(seq, entity, field, value) VALUES(?, ?, ?, ?)");
    for (const EditRecord& r : edits) {
        const std::int64_t row[] = {static_cast<std::int64_t>(r.seq), r.edit.entity, r.edit.field, r.edit.value};
        for (int i = 0; i < 4; ++i) {
            content.i64(row[i]);
            w.bindInt(s.get(), i + 1, row[i]);
        }
        w.step(s.get());
    }
}

void writeCheckpoints(Writer& w, ContentHasher& content, const std::vector<std::pair<Seq, std::uint64_t>>& checkpoints)
{
    auto s = w.prepare("INSERT INTO checkpoints(seq, hash) VALUES(?, ?)");
    for (const auto& [seq, hash] : checkpoints) {
        const std::string h = hex16(hash);
        content.i64(static_cast<std::int64_t>(seq));
        content.str(h);
        w.bindInt(s.get(), 1, static_cast<std::int64_t>(seq));
        w.bindText(s.get(), 2, h);
        w.step(s.get());
    }
}

// checkpoint_states (outside content_hash: each state is checked by its state hash). Each seq
// once, in order, with a checkpoint hash; what a reader would refuse is a caller's mistake.
void writeCheckpointStates(Writer& w, const std::string& path, const TraceHeader& header,
                           const std::vector<std::pair<Seq, std::uint64_t>>& checkpoints)
{
    if (header.checkpointStates.empty())
        return;
    w.exec(std::string(kCheckpointStatesTable.sql));
    auto s = w.prepare("INSERT INTO checkpoint_states(seq, decisions, raw_size, data) VALUES(?, ?, ?, ?)");
    const CheckpointState* previous = nullptr;
    for (const CheckpointState& c : header.checkpointStates) {
        const bool hashed = std::binary_search(checkpoints.begin(), checkpoints.end(), std::make_pair(c.seq, 0ull),
                                               [](const auto& a, const auto& b) { return a.first < b.first; });
        if (!hashed || (previous && c.seq <= previous->seq) || c.decisionsUsed > header.decisions.size() ||
            c.bytes.size() > kMaxStateBytes)
            throw std::invalid_argument("saveTrace: the state at event " + std::to_string(c.seq) +
                                        " is out of order, unhashed or out of range");
        previous = &c;
        const std::vector<std::uint8_t> data = compressState(path, c.bytes);
        w.bindInt(s.get(), 1, static_cast<std::int64_t>(c.seq));
        w.bindInt(s.get(), 2, static_cast<std::int64_t>(c.decisionsUsed));
        w.bindInt(s.get(), 3, static_cast<std::int64_t>(c.bytes.size()));
        w.bindBlob(s.get(), 4, data.data(), data.size());
        w.step(s.get());
    }
}

// A batch of blocks being saved: their raw records (read from the trace on the saving
// thread), then their compressed bytes.
struct BlockSlot {
    std::vector<std::uint8_t> raw = std::vector<std::uint8_t>(kBlockEvents * kRecordBytes);
    std::size_t count = 0;
    std::vector<std::uint8_t> data;
    std::uint64_t hash = 0;
};

void compressSlots(BlockEncoder& encoder, std::vector<BlockSlot>& slots, std::size_t n, std::size_t from,
                   std::size_t step)
{
    for (std::size_t i = from; i < n; i += step) {
        const BlockEncoder::Encoded e = encoder.compress(slots[i].raw.data(), slots[i].count);
        slots[i].data.assign(e.data, e.data + e.size);
        slots[i].hash = e.hash;
    }
}

// Compressing is most of a save (issue 41: 7 M events/s on one core): the blocks of a batch
// are compressed by this thread and a worker, every other one each, then written in order.
// The trace is read on this thread only.
void writeEventBlocks(Writer& w, ContentHasher& content, const std::string& path, const Trace& trace,
                      const std::function<void(std::size_t, std::size_t)>& progress)
{
    constexpr std::size_t kBatch = 64;
    const std::size_t eventCount = trace.size();
    const std::size_t blockCount = (eventCount + kBlockEvents - 1) / kBlockEvents;
    auto s = w.prepare("INSERT INTO event_blocks(block, first_seq, count, raw_size, hash, data) "
                       "VALUES(?, ?, ?, ?, ?, ?)");
    BlockEncoder mine(path), theirs(path);
    std::vector<BlockSlot> slots(std::min(kBatch, blockCount));
    for (std::size_t start = 0; start < blockCount; start += kBatch) {
        const std::size_t n = std::min(kBatch, blockCount - start);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t first = (start + i) * kBlockEvents;
            slots[i].count = std::min(kBlockEvents, eventCount - first);
            BlockEncoder::records(trace, first, slots[i].count, slots[i].raw.data());
        }
        std::exception_ptr failed;
        std::thread worker;
        try {
            if (n > 1)
                worker = std::thread([&] {
                    try {
                        compressSlots(theirs, slots, n, 1, 2);
                    } catch (...) {
                        failed = std::current_exception();
                    }
                });
        } catch (const std::system_error&) {
            // No thread to be had: this one compresses every block.
        }
        try {
            compressSlots(mine, slots, n, 0, worker.joinable() ? 2 : 1);
        } catch (...) {
            if (worker.joinable())
                worker.join();
            throw;
        }
        if (worker.joinable())
            worker.join();
        if (failed)
            std::rethrow_exception(failed);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t b = start + i;
            const BlockSlot& slot = slots[i];
            const std::string h = hex16(slot.hash);
            const std::int64_t row[4] = {static_cast<std::int64_t>(b), static_cast<std::int64_t>(b * kBlockEvents),
                                         static_cast<std::int64_t>(slot.count),
                                         static_cast<std::int64_t>(slot.count * kRecordBytes)};
            for (int c = 0; c < 4; ++c) {
                content.i64(row[c]);
                w.bindInt(s.get(), c + 1, row[c]);
            }
            content.str(h);
            w.bindText(s.get(), 5, h);
            w.bindBlob(s.get(), 6, slot.data.data(), slot.data.size());
            w.step(s.get());
            if (progress)
                progress(b + 1, blockCount);
        }
    }
}

}  // namespace

}  // namespace ts::tracefile

namespace ts {

void saveTrace(const std::string& path, const TraceHeader& header, const Trace& trace,
               const std::function<void(std::size_t, std::size_t)>& progress)
{
    using namespace tracefile;

    if (path.empty())
        throw TraceError(Code::Io, path, "cannot save: the file name is empty");
    const auto checkpoints = checkedCheckpoints(header, trace);
    // The oldest format that holds what the header has, so that older builds still open
    // a trace without edits (or without draw overrides).
    const int version = !header.edits.empty() ? kTraceFormatVersion
        : !header.drawOverrides.empty()       ? kTraceFormatVersionWithoutEdits
                                              : kTraceFormatVersionWithoutOverrides;

    // The temporary file, symlinks, special files and stale leftovers: see file_io.h. Its
    // errors become TraceError(Io), like SQLite's own.
    std::optional<AtomicFile> out;
    try {
        out.emplace(path);
    } catch (const FileError& e) {
        throw TraceError(Code::Io, path, e.detail());
    }
    Writer w(path, out->tempPath());
    w.open(version);
    ContentHasher content;

    // meta first, its content_hash last, once everything else is known.
    auto metaStmt = w.prepare("INSERT INTO meta(key, value) VALUES(?, ?)");
    writeMeta(w, metaStmt.get(), content, header, trace.size(), version);
    writeScenario(w, content, header);
    writeNames(w, content, trace);
    writeDecisions(w, content, header.decisions);
    if (version >= 2)
        writeDrawOverrides(w, content, header.drawOverrides);
    if (version >= 3)
        writeEdits(w, content, header.edits);
    writeCheckpoints(w, content, checkpoints);
    writeCheckpointStates(w, path, header, checkpoints);
    writeEventBlocks(w, content, path, trace, progress);
    w.exec(std::string(kEventBlocksIndexSql));
    {
        const std::string h = hex16(content.digest());
        w.bindText(metaStmt.get(), 1, "content_hash");
        w.bindText(metaStmt.get(), 2, h);
        w.step(metaStmt.get());
    }
    metaStmt.reset();
    w.commitAndClose();
    try {
        out->commit();
    } catch (const FileError& e) {
        throw TraceError(Code::Io, path, e.detail());
    }
}

}  // namespace ts
