// openTrace: checks the file (SQLite header, schema, meta, every row, content_hash) and
// attaches a lazy loader that decodes event blocks on demand (see trace_file.h); loadAllBlocks.
#include "kernel/trace/trace_file.h"
#include "kernel/trace/trace_names.h"

#include "kernel/event_check.h"

#include "kernel/clauses.h"
#include "kernel/io/file_io.h"
#include "kernel/io/json_parse.h"
#include "kernel/kinds.h"
#include "kernel/trace/trace_block_codec.h"
#include "kernel/trace/trace_file_reader.h"
#include "kernel/trace/trace_file_sqlite.h"

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
            corrupt(file,
                    where() + ": event " + std::to_string(seq) + ", value " + std::to_string(value) +
                        " is out of range");
        out.push_back({static_cast<Seq>(seq), static_cast<std::uint32_t>(value)});
    }
}

// edits (format_version 3): strictly increasing seqs inside the trace; each row goes into
// the content hash. Whether the ruleset allows each one is checked when the game is opened
// (session_files.cpp), where the ruleset is known.
void readEdits(TraceReader& reader, const std::string& file, std::uint64_t eventCount, ContentHasher& content,
               Edits& out)
{
    auto s = reader.prepare("SELECT seq, entity, field, value FROM edits ORDER BY seq", "edits");
    while (reader.step(s.get(), "edits")) {
        const auto where = [&] { return "edit " + std::to_string(out.size()); };
        std::int64_t v[4];
        static constexpr const char* kColumns[] = {" (seq)", " (entity)", " (field)", " (value)"};
        for (int i = 0; i < 4; ++i) {
            v[i] = reader.intColumn(s.get(), i, [&] { return where() + kColumns[i]; });
            content.i64(v[i]);
        }
        if (v[0] < 0 || static_cast<std::uint64_t>(v[0]) >= eventCount || v[1] < 1 ||
            v[1] > std::numeric_limits<std::uint32_t>::max() || v[2] < 0 ||
            v[2] > std::numeric_limits<FieldId>::max() || v[3] < std::numeric_limits<std::int32_t>::min() ||
            v[3] > std::numeric_limits<std::int32_t>::max())
            corrupt(file,
                    where() + ": event " + std::to_string(v[0]) + ", entity " + std::to_string(v[1]) + ", field " +
                        std::to_string(v[2]) + ", value " + std::to_string(v[3]) + " is out of range");
        out.push_back({static_cast<Seq>(v[0]),
                       Edit{static_cast<EntityId>(v[1]), static_cast<FieldId>(v[2]), static_cast<std::int32_t>(v[3])}});
    }
}

using Tables = std::map<std::string, std::string, std::less<>>;  // table name -> its CREATE statement
using Meta = std::map<std::string, std::string>;

// The schema: our tables, exactly as this format writes them.
void checkTable(const std::string& file, const Tables& tables, const TableDef& t)
{
    const auto it = tables.find(t.name);
    if (it == tables.end())
        corrupt(file, "the table " + std::string(t.name) + " is missing");
    if (it->second != t.sql)
        corrupt(file, "the table " + std::string(t.name) + " has an unexpected layout");
}

// Every table's statement; a database without our meta table is no trace at all (NotATrace),
// one with a meta table of another layout is a trace only if it has our other tables.
Tables readSchema(TraceReader& reader)
{
    const std::string& file = reader.file();
    Tables tables;
    auto s = reader.prepare("SELECT type, name, sql FROM sqlite_master", "the schema");
    while (reader.step(s.get(), "the schema")) {
        if (sqlite3_column_type(s.get(), 0) != SQLITE_TEXT || sqlite3_column_type(s.get(), 1) != SQLITE_TEXT)
            continue;
        const std::string type = reinterpret_cast<const char*>(sqlite3_column_text(s.get(), 0));
        if (type != "table")
            continue;
        const std::string name = reinterpret_cast<const char*>(sqlite3_column_text(s.get(), 1));
        const auto* sql = sqlite3_column_text(s.get(), 2);
        tables[name] = sql ? reinterpret_cast<const char*>(sql) : "";
    }
    const auto it = tables.find("meta");
    if (it == tables.end())
        throw TraceError(Code::NotATrace, file, "not a trace file (an SQLite database without Turnscope's tables)");
    if (it->second != kTables[0].sql) {
        if (!tables.contains("event_blocks") && !tables.contains("scenario"))
            throw TraceError(Code::NotATrace, file, "not a trace file (an SQLite database without Turnscope's tables)");
        checkTable(file, tables, kTables[0]);
    }
    return tables;
}

Meta readMeta(TraceReader& reader)
{
    Meta meta;
    auto s = reader.prepare("SELECT key, value FROM meta ORDER BY key", "meta");
    while (reader.step(s.get(), "meta")) {
        std::string key(reader.textColumn(s.get(), 0, [] { return "a meta key"; }));
        std::string value(reader.textColumn(s.get(), 1, [&] { return "meta." + key; }));
        if (!meta.emplace(std::move(key), std::move(value)).second)
            corrupt(reader.file(), "meta lists a key twice");
    }
    return meta;
}

const std::string& metaValue(const std::string& file, const Meta& meta, const char* key)
{
    const auto it = meta.find(key);
    if (it == meta.end())
        corrupt(file, std::string("meta.") + key + " is missing");
    return it->second;
}

// meta.format and meta.format_version, before anything else is trusted; then every table
// this version has.
void checkFormat(const std::string& file, const Meta& meta, const Tables& tables, TraceHeader& header)
{
    const auto it = meta.find("format");
    if (it == meta.end() || it->second != kFormatName)
        throw TraceError(Code::NotATrace, file,
                         "not a trace file (meta.format is " +
                             (it == meta.end() ? std::string("missing") : quoteValue(it->second)) + ", expected \"" +
                             std::string(kFormatName) + "\")");
    const std::string& v = metaValue(file, meta, "format_version");
    std::uint64_t version = 0;
    if (!parseU64(v, version) || version == 0 || v.size() > 9)
        corrupt(file, "meta.format_version is " + quoteValue(v) + ", not a version number");
    if (version > static_cast<std::uint64_t>(kTraceFormatVersion))
        throw TraceError(Code::NewerVersion, file,
                         "trace format version " + std::to_string(version) + " is newer than this build's " +
                             std::to_string(kTraceFormatVersion) + "; update Turnscope");
    header.formatVersion = static_cast<int>(version);
    for (const auto& t : kTables)
        checkTable(file, tables, t);
    if (header.formatVersion >= 2)
        checkTable(file, tables, kDrawOverridesTable);
    if (header.formatVersion >= 3)
        checkTable(file, tables, kEditsTable);
}

struct MetaCounts {
    std::uint64_t eventCount = 0;
    std::uint64_t storedHash = 0;  // meta.content_hash
};

// The rest of meta, each value checked.
MetaCounts readMetaValues(const std::string& file, const Meta& meta, TraceHeader& header)
{
    auto value = [&](const char* key) -> const std::string& { return metaValue(file, meta, key); };
    header.turnscopeVersion = value("turnscope_version");
    header.ruleset = value("ruleset");
    if (!parseU64(value("seed"), header.seed))
        corrupt(file, "meta.seed is " + quoteValue(value("seed")) + ", not a number");
    MetaCounts counts;
    if (!parseU64(value("event_count"), counts.eventCount) || counts.eventCount > (std::uint64_t{1} << 48))
        corrupt(file, "meta.event_count is " + quoteValue(value("event_count")) + ", not a valid count");
    if (value("block_events") != std::to_string(kBlockEvents))
        corrupt(file,
                "meta.block_events is " + quoteValue(value("block_events")) + ", this build reads " +
                    std::to_string(kBlockEvents));
    (void)value("created_utc");
    const std::string& f = value("finished");
    if (f != "0" && f != "1")
        corrupt(file, "meta.finished is " + quoteValue(f) + ", expected \"0\" or \"1\"");
    header.finished = f == "1";
    if (!parseHex16(value("content_hash"), counts.storedHash))
        corrupt(file, "meta.content_hash is " + quoteValue(value("content_hash")) + ", not 16 hex digits");
    return counts;
}

std::string readScenarioText(TraceReader& reader, ContentHasher& content)
{
    const std::string& file = reader.file();
    auto s = reader.prepare("SELECT id, json FROM scenario", "the scenario");
    if (!reader.step(s.get(), "the scenario"))
        corrupt(file, "the scenario is missing");
    if (reader.intColumn(s.get(), 0, [] { return "scenario.id"; }) != 1)
        corrupt(file, "scenario.id is not 1");
    std::string text(reader.textColumn(s.get(), 1, [] { return "the scenario"; }));
    if (reader.step(s.get(), "the scenario"))
        corrupt(file, "the scenario table has more than one row");
    content.str(text);
    return text;
}

// The scenario is as untrusted as a scenario file: the same bounded parser, the same size limit.
nlohmann::json parseTraceScenario(const std::string& file, const std::string& text)
{
    if (text.size() > kMaxScenarioBytes)
        throw TraceError(Code::ScenarioInvalid, file,
                         "its scenario is " + std::to_string(text.size()) + " bytes; a scenario may be at most " +
                             std::to_string(kMaxScenarioBytes) + " bytes (16 MiB)");
    try {
        return parseJsonText(text, file + " (scenario)");
    } catch (const ScenarioError& e) {
        throw TraceError(Code::ScenarioInvalid, file,
                         "its scenario is invalid: " + (e.path().empty() ? "" : e.path() + ": ") + e.message());
    }
}

void readNames(TraceReader& reader, ContentHasher& content, Trace& trace)
{
    const std::string& file = reader.file();
    trace.entityNames.clear();
    trace.kindNames.clear();
    trace.clauseNames.clear();
    auto s = reader.prepare("SELECT table_name, id, name FROM names ORDER BY table_name, id", "names");
    while (reader.step(s.get(), "names")) {
        const std::string table(reader.textColumn(s.get(), 0, [] { return "names.table_name"; }));
        const std::int64_t id = reader.intColumn(s.get(), 1, [] { return "names.id"; });
        std::string name(reader.textColumn(s.get(), 2, [] { return "names.name"; }));
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

// Decisions in order, every value in its range, actor and target among the trace's entities.
void readDecisions(TraceReader& reader, ContentHasher& content, std::size_t entityCount,
                   std::vector<DecisionRecord>& decisions)
{
    const std::string& file = reader.file();
    auto s = reader.prepare("SELECT idx, requested_at, actor, source, kind, target, a, b FROM decisions ORDER BY idx",
                            "decisions");
    static constexpr const char* kCols[8] = {"idx", "requested_at", "actor", "source", "kind", "target", "a", "b"};
    auto inRange = [](std::int64_t x, std::int64_t lo, std::int64_t hi) { return x >= lo && x <= hi; };
    constexpr std::int64_t kU32 = std::numeric_limits<std::uint32_t>::max();
    constexpr std::int64_t kI32min = std::numeric_limits<std::int32_t>::min();
    constexpr std::int64_t kI32max = std::numeric_limits<std::int32_t>::max();
    while (reader.step(s.get(), "decisions")) {
        std::int64_t v[8];
        const auto where = [&] { return "decision " + std::to_string(decisions.size()); };
        for (int c = 0; c < 8; ++c) {
            v[c] = reader.intColumn(s.get(), c, [&] { return where() + " (" + kCols[c] + ")"; });
            content.i64(v[c]);
        }
        if (v[0] != static_cast<std::int64_t>(decisions.size()))
            corrupt(file, where() + ": the decision numbers are not 0, 1, 2, ...");
        if (v[1] < 0 || !inRange(v[2], 0, kU32) || !inRange(v[3], 1, 3) || !inRange(v[4], 0, 0xffff) ||
            !inRange(v[5], 0, kU32) || !inRange(v[6], kI32min, kI32max) || !inRange(v[7], kI32min, kI32max))
            corrupt(file, where() + ": a value is out of range");
        for (int c : {2, 5})
            if (static_cast<std::uint64_t>(v[c]) >= entityCount)
                corrupt(file,
                        where() + ": its " + kCols[c] + " is entity " + std::to_string(v[c]) + "; the trace has " +
                            std::to_string(entityCount == 0 ? 0 : entityCount - 1) + " entities");
        DecisionRecord d;
        d.requestedAt = static_cast<Seq>(v[1]);
        d.actor = static_cast<EntityId>(v[2]);
        d.source = static_cast<AnswerSource>(v[3]);
        d.answer.kind = static_cast<std::uint16_t>(v[4]);
        d.answer.target = static_cast<EntityId>(v[5]);
        d.answer.a = static_cast<std::int32_t>(v[6]);
        d.answer.b = static_cast<std::int32_t>(v[7]);
        decisions.push_back(d);
    }
}

void readCheckpoints(TraceReader& reader, ContentHasher& content, TraceHeader& header)
{
    auto s = reader.prepare("SELECT seq, hash FROM checkpoints ORDER BY seq", "checkpoints");
    while (reader.step(s.get(), "checkpoints")) {
        const std::int64_t seq = reader.intColumn(s.get(), 0, [] { return "checkpoints.seq"; });
        const std::string_view h = reader.textColumn(s.get(), 1, [] { return "checkpoints.hash"; });
        content.i64(seq);
        content.str(h);
        std::uint64_t hash = 0;
        if (seq < 0 || !parseHex16(h, hash))
            corrupt(reader.file(), "checkpoint at event " + std::to_string(seq) + ": not a valid entry");
        header.checkpointHashes.emplace_back(static_cast<Seq>(seq), hash);
    }
}

// One row of the block index: numbered in order, at its place, full unless last.
BlockInfo readBlockRow(TraceReader& reader, sqlite3_stmt* s, ContentHasher& content,
                       const std::vector<BlockInfo>& blocks)
{
    const std::string& file = reader.file();
    const std::size_t b = blocks.size();
    const auto where = [&] { return "event block " + std::to_string(b); };
    std::int64_t v[4];
    static constexpr const char* kCols[4] = {"block", "first_seq", "count", "raw_size"};
    for (int c = 0; c < 4; ++c) {
        v[c] = reader.intColumn(s, c, [&] { return where() + " (" + kCols[c] + ")"; });
        content.i64(v[c]);
    }
    const std::string_view h = reader.textColumn(s, 4, [&] { return where() + " (hash)"; });
    content.str(h);
    if (v[0] != static_cast<std::int64_t>(b))
        corrupt(file, where() + ": the blocks are not numbered 0, 1, 2, ...");
    if (v[1] != static_cast<std::int64_t>(b * kBlockEvents))
        corrupt(file,
                where() + ": it starts at event " + std::to_string(v[1]) + ", expected " +
                    std::to_string(b * kBlockEvents));
    if (v[2] < 1 || v[2] > static_cast<std::int64_t>(kBlockEvents))
        corrupt(file, where() + ": it claims " + std::to_string(v[2]) + " events");
    if (v[3] != v[2] * static_cast<std::int64_t>(kRecordBytes))
        corrupt(file,
                where() + ": its raw size " + std::to_string(v[3]) + " does not match its " + std::to_string(v[2]) +
                    " events");
    if (!blocks.empty() && blocks.back().count != kBlockEvents)
        corrupt(file, where() + ": it follows a block that is not full");
    BlockInfo bi;
    if (!parseHex16(h, bi.hash))
        corrupt(file, where() + ": its hash " + quoteValue(h) + " is not 16 hex digits");
    // The data's type and size are checked when the block is read (TraceReader::load): asking
    // for them here would read every row of the table instead of the index.
    bi.count = static_cast<std::uint32_t>(v[2]);
    return bi;
}

// The block index: exactly the blocks meta.event_count needs, holding that many events. Its
// columns only, so that SQLite reads them from event_blocks_index when the file has it.
std::vector<BlockInfo> readBlockIndex(TraceReader& reader, ContentHasher& content, std::uint64_t eventCount)
{
    const std::uint64_t expectedBlocks = (eventCount + kBlockEvents - 1) / kBlockEvents;
    auto s = reader.prepare("SELECT block, first_seq, count, raw_size, hash FROM event_blocks ORDER BY block",
                            "the event block index");
    std::vector<BlockInfo> blocks;
    std::uint64_t total = 0;
    while (reader.step(s.get(), "the event block index")) {
        if (blocks.size() >= expectedBlocks)
            corrupt(reader.file(),
                    "there are more event blocks than meta.event_count (" + std::to_string(eventCount) + ") needs");
        blocks.push_back(readBlockRow(reader, s.get(), content, blocks));
        total += blocks.back().count;
    }
    if (total != eventCount)
        corrupt(reader.file(),
                "the event blocks hold " + std::to_string(total) + " events, meta.event_count says " +
                    std::to_string(eventCount));
    return blocks;
}

// The trace's events from the file, block by block when first read: the file's kind and
// clause ids mapped to this build's (trace_names.h), every decoded event checked against this
// build's registries (event_check.h).
void attachBlocks(OpenedTrace& result, std::shared_ptr<TraceReader> reader, std::vector<BlockInfo> blocks,
                  std::uint64_t eventCount, std::size_t maxResidentBlocks)
{
    Trace& trace = result.trace;
    reader->setBlocks(std::move(blocks));
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
    auto checker = std::make_shared<const EventChecker>(trace, result.header.ruleset);
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
}

}  // namespace

}  // namespace ts::tracefile

namespace ts {

// The file is checked table by table in the order of its content hash (trace_file.h), each
// table's rows hashed as they are read; the events stay in the file until read.
OpenedTrace openTrace(const std::string& path, std::size_t maxResidentBlocks)
{
    using namespace tracefile;

    checkFileHeader(path);
    auto reader = std::make_shared<TraceReader>(path);
    reader->open();
    const Tables tables = readSchema(*reader);
    const Meta meta = readMeta(*reader);

    OpenedTrace result;
    TraceHeader& header = result.header;
    checkFormat(path, meta, tables, header);
    const MetaCounts counts = readMetaValues(path, meta, header);

    ContentHasher content;
    for (const auto& [key, value] : meta) {
        if (key == "content_hash")
            continue;
        content.str(key);
        content.str(value);
    }
    const std::string scenarioText = readScenarioText(*reader, content);
    readNames(*reader, content, result.trace);
    readDecisions(*reader, content, result.trace.entityNames.size(), header.decisions);
    if (header.formatVersion >= 2)
        readDrawOverrides(*reader, path, counts.eventCount, content, header.drawOverrides);
    if (header.formatVersion >= 3)
        readEdits(*reader, path, counts.eventCount, content, header.edits);
    readCheckpoints(*reader, content, header);
    std::vector<BlockInfo> blocks = readBlockIndex(*reader, content, counts.eventCount);
    if (content.digest() != counts.storedHash)
        corrupt(path,
                "the contents do not match meta.content_hash (" + hex16(counts.storedHash) + " recorded, " +
                    hex16(content.digest()) + " found)");
    header.scenario = parseTraceScenario(path, scenarioText);
    if (tables.contains(kCheckpointStatesTable.name)) {
        checkTable(path, tables, kCheckpointStatesTable);
        result.states = readStoredStates(*reader, header, counts.eventCount);
    }
    attachBlocks(result, std::move(reader), std::move(blocks), counts.eventCount, maxResidentBlocks);
    return result;
}

void loadAllBlocks(Trace& trace)
{
    using tracefile::kBlockEvents;
    for (std::size_t seq = 0; seq < trace.size(); seq += kBlockEvents)
        (void)trace.at(seq);
}

}  // namespace ts
