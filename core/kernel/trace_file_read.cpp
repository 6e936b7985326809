// openTrace: checks the file (SQLite header, schema, meta, every row, content_hash) and
// attaches a lazy loader that decodes event blocks on demand (see trace_file.h); loadAllBlocks.
#include "trace_file.h"
#include "trace_names.h"

#include "event_check.h"

#include "file_io.h"
#include "json_parse.h"
#include "trace_block_codec.h"
#include "trace_file_sqlite.h"
#include "clauses.h"
#include "kinds.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ts::tracefile {

namespace {

bool parseU64(std::string_view s, std::uint64_t& out)
{
    if (s.empty() || s.size() > 20)
        return false;
    std::uint64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return false;
        const auto d = static_cast<std::uint64_t>(c - '0');
        if (v > (std::numeric_limits<std::uint64_t>::max() - d) / 10)
            return false;
        v = v * 10 + d;
    }
    out = v;
    return true;
}

std::string quoteValue(std::string_view s)
{
    std::string out = "\"";
    for (char c : s.substr(0, 64)) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u >= 0x7f || c == '"' || c == '\\') {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", u);
            out += buf;
        } else {
            out += c;
        }
    }
    if (s.size() > 64)
        out += "...";
    return out + "\"";
}

std::string blockLabel(std::size_t block, std::uint64_t firstSeq, std::uint64_t count)
{
    return "event block " + std::to_string(block) + " (events " + std::to_string(firstSeq) + ".." +
           std::to_string(firstSeq + (count ? count - 1 : 0)) + ")";
}

struct BlockInfo {
    std::uint64_t hash = 0;
    std::uint32_t count = 0;
    std::uint64_t compressedSize = 0;
};

// The open read-only connection a lazily loaded trace keeps, and its block decoder.
class TraceReader {
public:
    TraceReader(std::string file) : file_(std::move(file)) {}
    TraceReader(const TraceReader&) = delete;
    TraceReader& operator=(const TraceReader&) = delete;

    void open()
    {
        sqlite3* db = nullptr;
        const int rc = sqlite3_open_v2(immutableUri(file_).c_str(), &db,
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

    void exec(const char* sql)
    {
        const int rc = sqlite3_exec(db_.get(), sql, nullptr, nullptr, nullptr);
        if (rc != SQLITE_OK)
            sqliteFailure(file_, db_.get(), rc, sql);
    }

    StmtPtr prepare(const char* sql, const char* what)
    {
        sqlite3_stmt* s = nullptr;
        const int rc = sqlite3_prepare_v2(db_.get(), sql, -1, &s, nullptr);
        if (rc != SQLITE_OK)
            sqliteFailure(file_, db_.get(), rc, std::string("reading ") + what);
        return StmtPtr(s);
    }

    // true: a row; false: done. Throws on errors.
    bool step(sqlite3_stmt* s, const char* what)
    {
        const int rc = sqlite3_step(s);
        if (rc == SQLITE_ROW)
            return true;
        if (rc == SQLITE_DONE)
            return false;
        sqliteFailure(file_, db_.get(), rc, std::string("reading ") + what);
    }

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

    void load(std::size_t block, std::vector<Event>& out)
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
        if (!blob || size != bi.compressedSize)
            throw bad("its data is " + std::to_string(size) + " bytes, the index says " +
                      std::to_string(bi.compressedSize));
        decoder_->decode(blob, size, bi.count, bi.hash, file_, label, out);
    }

private:
    std::string file_;
    DbPtr db_;
    StmtPtr stmt_;  // declared after db_: finalized before the connection closes
    std::optional<BlockDecoder> decoder_;
    std::vector<BlockInfo> blocks_;
};

// draw_overrides (format_version 2): strictly increasing seqs inside the trace, values
// that fit a draw's range type; each row goes into the content hash.
void readDrawOverrides(TraceReader& reader, const std::string& file, std::uint64_t eventCount, ContentHasher& content,
                       DrawOverrides& out)
{
    auto s = reader.prepare("SELECT seq, value FROM draw_overrides ORDER BY seq", "draw_overrides");
    while (reader.step(s.get(), "draw_overrides")) {
        const auto where = [&] { return "draw override " + std::to_string(out.size()); };
        const std::int64_t seq = reader.intColumn(s.get(), 0, [&] { return where() + " (seq)"; });
        const std::int64_t value = reader.intColumn(s.get(), 1, [&] { return where() + " (value)"; });
        content.i64(seq);
        content.i64(value);
        if (seq < 0 || static_cast<std::uint64_t>(seq) >= eventCount || value < 0 ||
            value > std::numeric_limits<std::int32_t>::max())
            corrupt(file, where() + ": event " + std::to_string(seq) + ", value " + std::to_string(value) +
                              " is out of range");
        out.push_back({static_cast<Seq>(seq), static_cast<std::uint32_t>(value)});
    }
}

}  // namespace

}  // namespace ts::tracefile

namespace ts {

OpenedTrace openTrace(const std::string& path, std::size_t maxResidentBlocks)
{
    using namespace tracefile;

    checkFileHeader(path);

    auto reader = std::make_shared<TraceReader>(path);
    reader->open();
    const std::string& file = path;

    // The schema: our tables, exactly as this format writes them.
    std::map<std::string, std::string, std::less<>> tables;
    {
        auto s = reader->prepare("SELECT type, name, sql FROM sqlite_master", "the schema");
        while (reader->step(s.get(), "the schema")) {
            if (sqlite3_column_type(s.get(), 0) != SQLITE_TEXT || sqlite3_column_type(s.get(), 1) != SQLITE_TEXT)
                continue;
            const std::string type = reinterpret_cast<const char*>(sqlite3_column_text(s.get(), 0));
            if (type != "table")
                continue;
            const std::string name = reinterpret_cast<const char*>(sqlite3_column_text(s.get(), 1));
            const auto* sql = sqlite3_column_text(s.get(), 2);
            tables[name] = sql ? reinterpret_cast<const char*>(sql) : "";
        }
    }
    auto checkTable = [&](const TableDef& t) {
        const auto it = tables.find(t.name);
        if (it == tables.end())
            corrupt(file, "the table " + std::string(t.name) + " is missing");
        if (it->second != t.sql)
            corrupt(file, "the table " + std::string(t.name) + " has an unexpected layout");
    };
    {
        const auto it = tables.find("meta");
        if (it == tables.end())
            throw TraceError(Code::NotATrace, file, "not a trace file (an SQLite database without Turnscope's tables)");
        if (it->second != kTables[0].sql) {
            if (!tables.contains("event_blocks") && !tables.contains("scenario"))
                throw TraceError(Code::NotATrace, file,
                                 "not a trace file (an SQLite database without Turnscope's tables)");
            checkTable(kTables[0]);
        }
    }

    // meta
    std::map<std::string, std::string> meta;
    {
        auto s = reader->prepare("SELECT key, value FROM meta ORDER BY key", "meta");
        while (reader->step(s.get(), "meta")) {
            std::string key(reader->textColumn(s.get(), 0, [] { return "a meta key"; }));
            std::string value(reader->textColumn(s.get(), 1, [&] { return "meta." + key; }));
            if (!meta.emplace(std::move(key), std::move(value)).second)
                corrupt(file, "meta lists a key twice");
        }
    }
    auto metaValue = [&](const char* key) -> const std::string& {
        const auto it = meta.find(key);
        if (it == meta.end())
            corrupt(file, std::string("meta.") + key + " is missing");
        return it->second;
    };
    {
        const auto it = meta.find("format");
        if (it == meta.end() || it->second != kFormatName)
            throw TraceError(Code::NotATrace, file,
                             "not a trace file (meta.format is " +
                                 (it == meta.end() ? std::string("missing") : quoteValue(it->second)) + ", expected \"" +
                                 std::string(kFormatName) + "\")");
    }
    OpenedTrace result;
    TraceHeader& header = result.header;
    {
        const std::string& v = metaValue("format_version");
        std::uint64_t version = 0;
        if (!parseU64(v, version) || version == 0 || v.size() > 9)
            corrupt(file, "meta.format_version is " + quoteValue(v) + ", not a version number");
        if (version > static_cast<std::uint64_t>(kTraceFormatVersion))
            throw TraceError(Code::NewerVersion, file,
                             "trace format version " + std::to_string(version) + " is newer than this build's " +
                                 std::to_string(kTraceFormatVersion) + "; update Turnscope");
        header.formatVersion = static_cast<int>(version);
    }
    for (const auto& t : kTables)
        checkTable(t);
    if (header.formatVersion >= 2)
        checkTable(kDrawOverridesTable);

    header.turnscopeVersion = metaValue("turnscope_version");
    header.ruleset = metaValue("ruleset");
    if (!parseU64(metaValue("seed"), header.seed))
        corrupt(file, "meta.seed is " + quoteValue(metaValue("seed")) + ", not a number");
    std::uint64_t eventCount = 0;
    if (!parseU64(metaValue("event_count"), eventCount) || eventCount > (std::uint64_t{1} << 48))
        corrupt(file, "meta.event_count is " + quoteValue(metaValue("event_count")) + ", not a valid count");
    if (metaValue("block_events") != std::to_string(kBlockEvents))
        corrupt(file, "meta.block_events is " + quoteValue(metaValue("block_events")) + ", this build reads " +
                          std::to_string(kBlockEvents));
    (void)metaValue("created_utc");
    {
        const std::string& f = metaValue("finished");
        if (f != "0" && f != "1")
            corrupt(file, "meta.finished is " + quoteValue(f) + ", expected \"0\" or \"1\"");
        header.finished = f == "1";
    }
    std::uint64_t storedHash = 0;
    if (!parseHex16(metaValue("content_hash"), storedHash))
        corrupt(file, "meta.content_hash is " + quoteValue(metaValue("content_hash")) + ", not 16 hex digits");

    ContentHasher content;
    for (const auto& [key, value] : meta) {
        if (key == "content_hash")
            continue;
        content.str(key);
        content.str(value);
    }

    std::string scenarioText;
    {
        auto s = reader->prepare("SELECT id, json FROM scenario", "the scenario");
        if (!reader->step(s.get(), "the scenario"))
            corrupt(file, "the scenario is missing");
        if (reader->intColumn(s.get(), 0, [] { return "scenario.id"; }) != 1)
            corrupt(file, "scenario.id is not 1");
        scenarioText = reader->textColumn(s.get(), 1, [] { return "the scenario"; });
        if (reader->step(s.get(), "the scenario"))
            corrupt(file, "the scenario table has more than one row");
        content.str(scenarioText);
    }

    Trace& trace = result.trace;
    trace.entityNames.clear();
    trace.kindNames.clear();
    trace.clauseNames.clear();
    {
        auto s = reader->prepare("SELECT table_name, id, name FROM names ORDER BY table_name, id", "names");
        while (reader->step(s.get(), "names")) {
            const std::string table(reader->textColumn(s.get(), 0, [] { return "names.table_name"; }));
            const std::int64_t id = reader->intColumn(s.get(), 1, [] { return "names.id"; });
            std::string name(reader->textColumn(s.get(), 2, [] { return "names.name"; }));
            content.str(table);
            content.i64(id);
            content.str(name);
            const auto where = [&] { return "names row (" + quoteValue(table) + ", " + std::to_string(id) + ")"; };
            if (table == "entity" || table == "clause") {
                auto& v = table == "entity" ? trace.entityNames : trace.clauseNames;
                if (id < 0 || static_cast<std::uint64_t>(id) != v.size())
                    corrupt(file, where() + ": the " + table + " ids are not 0, 1, 2, ...");
                if (table == "clause" && v.size() > std::numeric_limits<ClauseId>::max())
                    corrupt(file, where() + ": too many clauses");
                v.push_back(std::move(name));
            } else if (table == "kind") {
                if (id < 0 || id > std::numeric_limits<KindId>::max() || name.empty())
                    corrupt(file, where() + ": not a valid kind");
                trace.kindNames.resize(static_cast<std::size_t>(id) + 1);
                trace.kindNames[static_cast<std::size_t>(id)] = std::move(name);
            } else {
                corrupt(file, where() + ": unknown name table");
            }
        }
    }

    {
        auto s = reader->prepare("SELECT idx, requested_at, actor, source, kind, target, a, b FROM decisions ORDER BY idx",
                                 "decisions");
        static constexpr const char* kCols[8] = {"idx", "requested_at", "actor", "source", "kind", "target", "a", "b"};
        while (reader->step(s.get(), "decisions")) {
            std::int64_t v[8];
            const auto where = [&] { return "decision " + std::to_string(header.decisions.size()); };
            for (int c = 0; c < 8; ++c) {
                v[c] = reader->intColumn(s.get(), c, [&] { return where() + " (" + kCols[c] + ")"; });
                content.i64(v[c]);
            }
            auto inRange = [](std::int64_t x, std::int64_t lo, std::int64_t hi) { return x >= lo && x <= hi; };
            constexpr std::int64_t kU32 = std::numeric_limits<std::uint32_t>::max();
            constexpr std::int64_t kI32min = std::numeric_limits<std::int32_t>::min();
            constexpr std::int64_t kI32max = std::numeric_limits<std::int32_t>::max();
            if (v[0] != static_cast<std::int64_t>(header.decisions.size()))
                corrupt(file, where() + ": the decision numbers are not 0, 1, 2, ...");
            if (v[1] < 0 || !inRange(v[2], 0, kU32) || !inRange(v[3], 1, 3) || !inRange(v[4], 0, 0xffff) ||
                !inRange(v[5], 0, kU32) || !inRange(v[6], kI32min, kI32max) || !inRange(v[7], kI32min, kI32max))
                corrupt(file, where() + ": a value is out of range");
            for (int c : {2, 5})
                if (static_cast<std::uint64_t>(v[c]) >= trace.entityNames.size())
                    corrupt(file, where() + ": its " + kCols[c] + " is entity " + std::to_string(v[c]) + "; the trace has " +
                                      std::to_string(trace.entityNames.empty() ? 0 : trace.entityNames.size() - 1) + " entities");
            DecisionRecord d;
            d.requestedAt = static_cast<Seq>(v[1]);
            d.actor = static_cast<EntityId>(v[2]);
            d.source = static_cast<AnswerSource>(v[3]);
            d.answer.kind = static_cast<std::uint16_t>(v[4]);
            d.answer.target = static_cast<EntityId>(v[5]);
            d.answer.a = static_cast<std::int32_t>(v[6]);
            d.answer.b = static_cast<std::int32_t>(v[7]);
            header.decisions.push_back(d);
        }
    }

    if (header.formatVersion >= 2)
        readDrawOverrides(*reader, file, eventCount, content, header.drawOverrides);

    {
        auto s = reader->prepare("SELECT seq, hash FROM checkpoints ORDER BY seq", "checkpoints");
        while (reader->step(s.get(), "checkpoints")) {
            const std::int64_t seq = reader->intColumn(s.get(), 0, [] { return "checkpoints.seq"; });
            const std::string_view h = reader->textColumn(s.get(), 1, [] { return "checkpoints.hash"; });
            content.i64(seq);
            content.str(h);
            std::uint64_t hash = 0;
            if (seq < 0 || !parseHex16(h, hash))
                corrupt(file, "checkpoint at event " + std::to_string(seq) + ": not a valid entry");
            header.checkpointHashes.emplace_back(static_cast<Seq>(seq), hash);
        }
    }

    std::vector<BlockInfo> blocks;
    {
        const std::uint64_t expectedBlocks = (eventCount + kBlockEvents - 1) / kBlockEvents;
        const std::size_t maxCompressed = maxCompressedBlockBytes() + 64;
        auto s = reader->prepare(
            "SELECT block, first_seq, count, raw_size, hash, typeof(data), length(data) FROM event_blocks ORDER BY block",
            "the event block index");
        std::uint64_t total = 0;
        while (reader->step(s.get(), "the event block index")) {
            const std::size_t b = blocks.size();
            const auto where = [&] { return "event block " + std::to_string(b); };
            if (b >= expectedBlocks)
                corrupt(file, "there are more event blocks than meta.event_count (" + std::to_string(eventCount) +
                                  ") needs");
            std::int64_t v[4];
            static constexpr const char* kCols[4] = {"block", "first_seq", "count", "raw_size"};
            for (int c = 0; c < 4; ++c) {
                v[c] = reader->intColumn(s.get(), c, [&] { return where() + " (" + kCols[c] + ")"; });
                content.i64(v[c]);
            }
            const std::string_view h = reader->textColumn(s.get(), 4, [&] { return where() + " (hash)"; });
            content.str(h);
            if (v[0] != static_cast<std::int64_t>(b))
                corrupt(file, where() + ": the blocks are not numbered 0, 1, 2, ...");
            if (v[1] != static_cast<std::int64_t>(b * kBlockEvents))
                corrupt(file, where() + ": it starts at event " + std::to_string(v[1]) + ", expected " +
                                  std::to_string(b * kBlockEvents));
            if (v[2] < 1 || v[2] > static_cast<std::int64_t>(kBlockEvents))
                corrupt(file, where() + ": it claims " + std::to_string(v[2]) + " events");
            if (v[3] != v[2] * static_cast<std::int64_t>(kRecordBytes))
                corrupt(file, where() + ": its raw size " + std::to_string(v[3]) + " does not match its " +
                                  std::to_string(v[2]) + " events");
            if (!blocks.empty() && blocks.back().count != kBlockEvents)
                corrupt(file, where() + ": it follows a block that is not full");
            BlockInfo bi;
            if (!parseHex16(h, bi.hash))
                corrupt(file, where() + ": its hash " + quoteValue(h) + " is not 16 hex digits");
            const std::string type = sqlite3_column_type(s.get(), 5) == SQLITE_TEXT
                                         ? reinterpret_cast<const char*>(sqlite3_column_text(s.get(), 5))
                                         : "";
            if (type != "blob")
                corrupt(file, where() + ": its data is not a blob");
            const std::int64_t len = reader->intColumn(s.get(), 6, [&] { return where() + " (data size)"; });
            if (len < 1 || static_cast<std::uint64_t>(len) > maxCompressed)
                corrupt(file, where() + ": its data size " + std::to_string(len) + " is impossible");
            bi.count = static_cast<std::uint32_t>(v[2]);
            bi.compressedSize = static_cast<std::uint64_t>(len);
            total += bi.count;
            blocks.push_back(bi);
        }
        if (total != eventCount)
            corrupt(file, "the event blocks hold " + std::to_string(total) + " events, meta.event_count says " +
                              std::to_string(eventCount));
    }

    if (content.digest() != storedHash)
        corrupt(file, "the contents do not match meta.content_hash (" + hex16(storedHash) + " recorded, " +
                          hex16(content.digest()) + " found)");

    // The scenario is as untrusted as a scenario file: the same bounded parser, the same size limit.
    if (scenarioText.size() > kMaxScenarioBytes)
        throw TraceError(Code::ScenarioInvalid, file,
                         "its scenario is " + std::to_string(scenarioText.size()) + " bytes; a scenario may be at most " +
                             std::to_string(kMaxScenarioBytes) + " bytes (16 MiB)");
    try {
        header.scenario = parseJsonText(scenarioText, file + " (scenario)");
    } catch (const ScenarioError& e) {
        throw TraceError(Code::ScenarioInvalid, file,
                         "its scenario is invalid: " + (e.path().empty() ? "" : e.path() + ": ") + e.message());
    }

    reader->setBlocks(std::move(blocks));
    // The file's kind and clause ids, as this build numbers them (trace_names.h).
    std::vector<std::string> buildKinds;
    for (const KindInfo& k : KindRegistry::instance().all()) {
        if (buildKinds.size() <= k.id)
            buildKinds.resize(k.id + 1u);
        buildKinds[k.id] = std::string(k.name);
    }
    std::vector<std::string> buildClauses;
    for (const ClauseInfo& c : clauseTable())
        buildClauses.emplace_back(c.id);
    auto kinds = std::make_shared<const NameIdMap>(mapNamesToBuild(trace.kindNames, buildKinds));
    auto clauses = std::make_shared<const NameIdMap>(mapNamesToBuild(trace.clauseNames, buildClauses));
    trace.kindNames = kinds->names;
    trace.clauseNames = clauses->names;
    // Every decoded event is checked against this build's registries (event_check.h).
    auto checker = std::make_shared<const EventChecker>(trace, header.ruleset);
    trace.attachLoader(
        static_cast<std::size_t>(eventCount),
        [reader, kinds, clauses, checker](std::size_t block, std::vector<Event>& out) {
            reader->load(block, out);
            if (!kinds->identity || !clauses->identity) {
                for (Event& e : out) {
                    e.kind = kinds->map(e.kind);
                    e.clause = clauses->map(e.clause);
                }
            }
            const Seq firstSeq = static_cast<Seq>(block) * kBlockEvents;
            checker->checkBlock(reader->file(), blockLabel(block, firstSeq, out.size()), firstSeq, out);
        },
        maxResidentBlocks);
    return result;
}

void loadAllBlocks(Trace& trace)
{
    using tracefile::kBlockEvents;
    for (std::size_t seq = 0; seq < trace.size(); seq += kBlockEvents)
        (void)trace.at(seq);
}

}  // namespace ts
