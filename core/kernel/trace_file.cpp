#include "trace_file.h"

#include "canonical.h"

#include <sqlite3.h>
#include <xxhash.h>
#include <zstd.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cerrno>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <string_view>
#include <tuple>

#ifndef TURNSCOPE_VERSION
#define TURNSCOPE_VERSION "0.0.0"
#endif

namespace ts {

// ---------------------------------------------------------------------------------------------
// TraceError

namespace {
std::string joinWhat(const std::string& file, const std::string& detail)
{
    return file.empty() ? detail : file + ": " + detail;
}
}  // namespace

TraceError::TraceError(Code code, std::string file, std::string detail)
    : std::runtime_error(joinWhat(file, detail)), code_(code), file_(std::move(file)), detail_(std::move(detail))
{
}

const char* traceErrorCodeName(TraceError::Code code)
{
    switch (code) {
    case TraceError::Code::NotATrace: return "not-a-trace";
    case TraceError::Code::Truncated: return "truncated";
    case TraceError::Code::CorruptBlock: return "corrupt-block";
    case TraceError::Code::Corrupt: return "corrupt";
    case TraceError::Code::NewerVersion: return "newer-version";
    case TraceError::Code::ScenarioInvalid: return "scenario-invalid";
    case TraceError::Code::Io: return "io";
    }
    return "unknown";
}

namespace {

using Code = TraceError::Code;

constexpr std::string_view kFormatName = "turnscope-trace";
constexpr std::size_t kRecordBytes = 32;
constexpr std::size_t kBlockEvents = Trace::kBlockEvents;
constexpr std::uint8_t kEncodingDeltaShuffle = 1;
// zstd level for event blocks. Measured on a 2 M-event game-like trace
// (tests/trace_file/bench_trace_file): bytes/event and save rate (CPU time) per level were
// -1: 4.71, 7.3 M/s; 1: 4.25, 7.0 M/s; 2: 4.15, 6.8 M/s; 3: 4.23, 6.3 M/s; 5: 3.74, 4.2 M/s;
// 9: 3.70, 2.2 M/s. Level 2 is the smallest of the fast ones.
constexpr int kZstdLevel = 2;

static_assert(sizeof(Event) == kRecordBytes);

// The schema. A reader requires exactly these statements (SQLite keeps them verbatim).
struct TableDef {
    std::string_view name;
    std::string_view sql;
};
constexpr std::array<TableDef, 6> kTables{{
    {"meta", "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)"},
    {"scenario", "CREATE TABLE scenario(id INTEGER PRIMARY KEY CHECK(id=1), json TEXT NOT NULL)"},
    {"names", "CREATE TABLE names(table_name TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, "
              "PRIMARY KEY(table_name, id))"},
    {"decisions", "CREATE TABLE decisions(idx INTEGER PRIMARY KEY, requested_at INTEGER NOT NULL, "
                  "actor INTEGER NOT NULL, source INTEGER NOT NULL, kind INTEGER NOT NULL, "
                  "target INTEGER NOT NULL, a INTEGER NOT NULL, b INTEGER NOT NULL)"},
    {"checkpoints", "CREATE TABLE checkpoints(seq INTEGER PRIMARY KEY, hash TEXT NOT NULL)"},
    {"event_blocks", "CREATE TABLE event_blocks(block INTEGER PRIMARY KEY, first_seq INTEGER NOT NULL, "
                     "count INTEGER NOT NULL, raw_size INTEGER NOT NULL, hash TEXT NOT NULL, "
                     "data BLOB NOT NULL)"},
}};

// ---------------------------------------------------------------------------------------------
// Little-endian helpers and the 32-byte record

constexpr bool kLittleEndian = std::endian::native == std::endian::little;

inline void putU16(std::uint8_t* p, std::uint16_t v)
{
    p[0] = static_cast<std::uint8_t>(v);
    p[1] = static_cast<std::uint8_t>(v >> 8);
}
inline void putU32(std::uint8_t* p, std::uint32_t v)
{
    if constexpr (kLittleEndian) {
        std::memcpy(p, &v, 4);
    } else {
        for (int i = 0; i < 4; ++i)
            p[i] = static_cast<std::uint8_t>(v >> (8 * i));
    }
}
inline void putU64(std::uint8_t* p, std::uint64_t v)
{
    if constexpr (kLittleEndian) {
        std::memcpy(p, &v, 8);
    } else {
        for (int i = 0; i < 8; ++i)
            p[i] = static_cast<std::uint8_t>(v >> (8 * i));
    }
}
inline std::uint16_t getU16(const std::uint8_t* p)
{
    return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}
inline std::uint32_t getU32(const std::uint8_t* p)
{
    std::uint32_t v = 0;
    if constexpr (kLittleEndian) {
        std::memcpy(&v, p, 4);
    } else {
        for (int i = 0; i < 4; ++i)
            v |= static_cast<std::uint32_t>(p[i]) << (8 * i);
    }
    return v;
}
inline std::uint64_t getU64(const std::uint8_t* p)
{
    std::uint64_t v = 0;
    if constexpr (kLittleEndian) {
        std::memcpy(&v, p, 8);
    } else {
        for (int i = 0; i < 8; ++i)
            v |= static_cast<std::uint64_t>(p[i]) << (8 * i);
    }
    return v;
}

// True when an Event's bytes in memory are exactly its on-disk record.
constexpr bool kNativeLayout = kLittleEndian &&
                               std::has_unique_object_representations_v<Event> && offsetof(Event, kind) == 0 &&
                               offsetof(Event, clause) == 2 && offsetof(Event, depth) == 4 &&
                               offsetof(Event, flags) == 5 && offsetof(Event, reserved) == 6 &&
                               offsetof(Event, subject) == 8 && offsetof(Event, arg) == 16;

// Field by field: the on-disk layout never depends on the host's struct layout or byte order.
// (On a little-endian host the record is the struct's bytes, which have no padding.)
inline void eventToRecord(const Event& e, std::uint8_t* p)
{
    if constexpr (kNativeLayout) {
        std::memcpy(p, &e, kRecordBytes);
        return;
    }
    putU16(p + 0, e.kind);
    putU16(p + 2, e.clause);
    p[4] = e.depth;
    p[5] = e.flags;
    putU16(p + 6, e.reserved);
    putU32(p + 8, e.subject[0]);
    putU32(p + 12, e.subject[1]);
    for (int j = 0; j < 4; ++j)
        putU32(p + 16 + 4 * j, static_cast<std::uint32_t>(e.arg[j]));
}

inline Event recordToEvent(const std::uint8_t* p)
{
    Event e;
    if constexpr (kNativeLayout) {
        std::memcpy(&e, p, kRecordBytes);
        return e;
    }
    e.kind = getU16(p + 0);
    e.clause = getU16(p + 2);
    e.depth = p[4];
    e.flags = p[5];
    e.reserved = getU16(p + 6);
    e.subject[0] = getU32(p + 8);
    e.subject[1] = getU32(p + 12);
    for (int j = 0; j < 4; ++j)
        e.arg[j] = static_cast<std::int32_t>(getU32(p + 16 + 4 * j));
    return e;
}

// ---------------------------------------------------------------------------------------------
// Block encoding: delta transform + byte shuffle (see trace_file.h)

inline std::uint32_t zigzag(std::uint32_t v) { return (v << 1) ^ (0u - (v >> 31)); }
inline std::uint32_t unzigzag(std::uint32_t u) { return (u >> 1) ^ (0u - (u & 1u)); }

// In-place transpose of an 8x8 byte matrix held as 8 little-endian rows:
// afterwards byte r of x[c] is what byte c of x[r] was.
inline void transpose8x8(std::uint64_t x[8])
{
    for (int i = 0; i < 4; ++i) {
        const std::uint64_t t = ((x[i] >> 32) ^ x[i + 4]) & 0x00000000FFFFFFFFull;
        x[i] ^= t << 32;
        x[i + 4] ^= t;
    }
    for (int i : {0, 1, 4, 5}) {
        const std::uint64_t t = ((x[i] >> 16) ^ x[i + 2]) & 0x0000FFFF0000FFFFull;
        x[i] ^= t << 16;
        x[i + 2] ^= t;
    }
    for (int i : {0, 2, 4, 6}) {
        const std::uint64_t t = ((x[i] >> 8) ^ x[i + 1]) & 0x00FF00FF00FF00FFull;
        x[i] ^= t << 8;
        x[i + 1] ^= t;
    }
}

// records (n x 32 bytes) -> 32 planes of n bytes
void shuffle(const std::uint8_t* rec, std::size_t n, std::uint8_t* planes)
{
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        for (std::size_t c = 0; c < 4; ++c) {
            std::uint64_t x[8];
            for (std::size_t r = 0; r < 8; ++r)
                x[r] = getU64(rec + (i + r) * kRecordBytes + 8 * c);
            transpose8x8(x);
            for (std::size_t b = 0; b < 8; ++b)
                putU64(planes + (8 * c + b) * n + i, x[b]);
        }
    }
    for (; i < n; ++i)
        for (std::size_t b = 0; b < kRecordBytes; ++b)
            planes[b * n + i] = rec[i * kRecordBytes + b];
}

void unshuffle(const std::uint8_t* planes, std::size_t n, std::uint8_t* rec)
{
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        for (std::size_t c = 0; c < 4; ++c) {
            std::uint64_t x[8];
            for (std::size_t b = 0; b < 8; ++b)
                x[b] = getU64(planes + (8 * c + b) * n + i);
            transpose8x8(x);
            for (std::size_t r = 0; r < 8; ++r)
                putU64(rec + (i + r) * kRecordBytes + 8 * c, x[r]);
        }
    }
    for (; i < n; ++i)
        for (std::size_t b = 0; b < kRecordBytes; ++b)
            rec[i * kRecordBytes + b] = planes[b * n + i];
}

// raw: n records. out: 1 + n*32 bytes. scratch: n*32 bytes.
void encodeBlock(const std::uint8_t* raw, std::size_t n, std::uint8_t* out, std::uint8_t* scratch)
{
    std::uint32_t prev[256][4] = {};
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint8_t* r = raw + i * kRecordBytes;
        std::uint8_t* t = scratch + i * kRecordBytes;
        std::memcpy(t, r, 16);
        std::uint32_t* p = prev[r[0]];  // the low byte of the kind
        std::uint32_t v[4];
        for (int j = 0; j < 4; ++j)
            v[j] = getU32(r + 16 + 4 * j);
        v[2] -= v[1];
        for (int j = 0; j < 4; ++j) {
            putU32(t + 16 + 4 * j, zigzag(v[j] - p[j]));
            p[j] = v[j];
        }
    }
    out[0] = kEncodingDeltaShuffle;
    shuffle(scratch, n, out + 1);
}

// in: 1 + n*32 bytes. raw: n records (output).
bool decodeBlock(const std::uint8_t* in, std::size_t n, std::uint8_t* raw)
{
    if (in[0] != kEncodingDeltaShuffle)
        return false;
    unshuffle(in + 1, n, raw);
    std::uint32_t prev[256][4] = {};
    for (std::size_t i = 0; i < n; ++i) {
        std::uint8_t* r = raw + i * kRecordBytes;
        std::uint32_t* p = prev[r[0]];
        std::uint32_t v[4];
        for (int j = 0; j < 4; ++j) {
            v[j] = unzigzag(getU32(r + 16 + 4 * j)) + p[j];
            p[j] = v[j];
        }
        v[2] += v[1];
        for (int j = 0; j < 4; ++j)
            putU32(r + 16 + 4 * j, v[j]);
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

std::string hex16(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

bool parseHex16(std::string_view s, std::uint64_t& out)
{
    if (s.size() != 16)
        return false;
    std::uint64_t v = 0;
    for (char c : s) {
        int d;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else
            return false;
        v = (v << 4) | static_cast<std::uint64_t>(d);
    }
    out = v;
    return true;
}

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

std::string errnoText(int err) { return std::strerror(err); }

std::string utcNow()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string blockLabel(std::size_t block, std::uint64_t firstSeq, std::uint64_t count)
{
    return "event block " + std::to_string(block) + " (events " + std::to_string(firstSeq) + ".." +
           std::to_string(firstSeq + (count ? count - 1 : 0)) + ")";
}

// XXH3-64 over the canonical serialization of the file's contents (see trace_file.h),
// buffered: it sees one small value at a time.
class ContentHasher {
public:
    ContentHasher() : state_(XXH3_createState())
    {
        if (!state_)
            throw std::bad_alloc();
        XXH3_64bits_reset(state_);
    }
    ~ContentHasher() { XXH3_freeState(state_); }
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
    std::uint64_t digest()
    {
        flush();
        return XXH3_64bits_digest(state_);
    }

private:
    void reserve(std::size_t n)
    {
        if (buf_.size() - used_ < n)
            flush();
    }
    void flush()
    {
        XXH3_64bits_update(state_, buf_.data(), used_);
        used_ = 0;
    }
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

std::string sqliteMessage(sqlite3* db, int rc)
{
    std::string msg = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    if (msg.empty())
        msg = sqlite3_errstr(rc);
    return msg;
}

// ---------------------------------------------------------------------------------------------
// Writing

class Writer {
public:
    Writer(std::string path, std::string tmp) : path_(std::move(path)), tmp_(std::move(tmp)) {}

    [[noreturn]] void fail(const std::string& what, int rc) const
    {
        throw TraceError(Code::Io, path_, "cannot save (" + what + "): " + sqliteMessage(db_.get(), rc));
    }

    void open()
    {
        sqlite3* db = nullptr;
        // "./" keeps SQLite from reading a relative name such as "file:x" as a URI.
        const std::string name = tmp_.starts_with('/') ? tmp_ : "./" + tmp_;
        const int rc = sqlite3_open_v2(name.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr);
        db_.reset(db);
        if (rc != SQLITE_OK)
            fail("opening " + tmp_, rc);
        exec("PRAGMA page_size=4096");
        exec("PRAGMA journal_mode=OFF");
        exec("PRAGMA synchronous=OFF");
        exec("PRAGMA locking_mode=EXCLUSIVE");
        exec("PRAGMA cache_size=-16384");
        exec("BEGIN");
        for (const auto& t : kTables)
            exec(std::string(t.sql));
    }

    void exec(const std::string& sql)
    {
        char* err = nullptr;
        const int rc = sqlite3_exec(db_.get(), sql.c_str(), nullptr, nullptr, &err);
        if (rc != SQLITE_OK) {
            std::string msg = err ? err : sqlite3_errstr(rc);
            sqlite3_free(err);
            throw TraceError(Code::Io, path_, "cannot save (" + sql.substr(0, 40) + "): " + msg);
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

// Removes the temporary file unless released.
struct TempFile {
    std::string path;
    bool keep = false;
    ~TempFile()
    {
        if (!keep)
            ::unlink(path.c_str());
    }
};

std::string randomSuffix()
{
    std::uint64_t r = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    try {
        std::random_device rd;
        r ^= (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
    } catch (...) {
        // steady_clock alone still makes a collision unlikely, and O_EXCL catches it
    }
    static std::atomic<std::uint64_t> counter{0};
    r ^= (counter.fetch_add(1) + 1) * 0x9e3779b97f4a7c15ull;
    return hex16(r).substr(0, 12);
}

std::string directoryOf(const std::string& path)
{
    const auto slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    if (slash == 0)
        return "/";
    return path.substr(0, slash);
}

void fsyncPath(const std::string& p, bool directory, const std::string& target)
{
    const int fd = ::open(p.c_str(), (directory ? O_RDONLY | O_DIRECTORY : O_RDONLY) | O_CLOEXEC);
    if (fd < 0) {
        if (directory)
            return;  // best effort: some file systems cannot open directories
        throw TraceError(Code::Io, target, "cannot save (reopening " + p + "): " + errnoText(errno));
    }
    const int rc = ::fsync(fd);
    const int err = errno;
    ::close(fd);
    if (rc != 0 && !directory)
        throw TraceError(Code::Io, target, "cannot save (flushing " + p + " to disk): " + errnoText(err));
}

}  // namespace

void saveTrace(const std::string& path, const TraceHeader& header, const Trace& trace,
               const std::function<void(std::size_t, std::size_t)>& progress)
{
    if (path.empty())
        throw TraceError(Code::Io, path, "cannot save: the file name is empty");

    // Checkpoints in seq order, each seq once.
    auto checkpoints = header.checkpointHashes;
    std::stable_sort(checkpoints.begin(), checkpoints.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 1; i < checkpoints.size(); ++i)
        if (checkpoints[i].first == checkpoints[i - 1].first && checkpoints[i].second != checkpoints[i - 1].second)
            throw std::invalid_argument("saveTrace: two different state hashes for event " +
                                        std::to_string(checkpoints[i].first));
    checkpoints.erase(std::unique(checkpoints.begin(), checkpoints.end()), checkpoints.end());
    // What a reader would refuse is a caller's mistake, not a file to write.
    constexpr auto kMaxSeq = static_cast<Seq>(std::numeric_limits<std::int64_t>::max());
    for (const auto& [seq, hash] : checkpoints)
        if (seq > kMaxSeq)
            throw std::invalid_argument("saveTrace: checkpoint seq out of range");
    for (const auto& d : header.decisions)
        if (d.requestedAt > kMaxSeq || answerSourceName(d.source) == "unknown")
            throw std::invalid_argument("saveTrace: decision with an invalid position or source");

    const std::string tmpPath = path + ".tmp-" + std::to_string(::getpid()) + "-" + randomSuffix();
    {
        const int fd = ::open(tmpPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0)
            throw TraceError(Code::Io, path,
                             "cannot save (creating the temporary file " + tmpPath + "): " + errnoText(errno));
        // A replaced file keeps its permissions.
        struct stat old {};
        if (::stat(path.c_str(), &old) == 0 && S_ISREG(old.st_mode))
            (void)::fchmod(fd, old.st_mode & 07777);
        ::close(fd);
    }
    TempFile guard{tmpPath};

    Writer w(path, tmpPath);
    w.open();
    ContentHasher content;

    // meta (content_hash last, once everything else is known)
    const std::size_t eventCount = trace.size();
    const std::size_t blockCount = (eventCount + kBlockEvents - 1) / kBlockEvents;
    const std::map<std::string, std::string> meta{
        {"format", std::string(kFormatName)},
        {"format_version", std::to_string(kTraceFormatVersion)},
        {"turnscope_version", TURNSCOPE_VERSION},
        {"ruleset", header.ruleset},
        {"seed", std::to_string(header.seed)},
        {"event_count", std::to_string(eventCount)},
        {"block_events", std::to_string(kBlockEvents)},
        {"created_utc", utcNow()},
        {"finished", header.finished ? "1" : "0"},
    };
    auto metaStmt = w.prepare("INSERT INTO meta(key, value) VALUES(?, ?)");
    for (const auto& [key, value] : meta) {
        content.str(key);
        content.str(value);
        w.bindText(metaStmt.get(), 1, key);
        w.bindText(metaStmt.get(), 2, value);
        w.step(metaStmt.get());
    }

    {
        const std::string json = header.scenario.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        content.str(json);
        auto s = w.prepare("INSERT INTO scenario(id, json) VALUES(1, ?)");
        w.bindText(s.get(), 1, json);
        w.step(s.get());
    }

    {
        // Ordered by (table_name, id), as the reader reads them back.
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

    {
        auto s = w.prepare("INSERT INTO decisions(idx, requested_at, actor, source, kind, target, a, b) "
                           "VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
        for (std::size_t i = 0; i < header.decisions.size(); ++i) {
            const DecisionRecord& d = header.decisions[i];
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

    {
        auto s = w.prepare("INSERT INTO event_blocks(block, first_seq, count, raw_size, hash, data) "
                           "VALUES(?, ?, ?, ?, ?, ?)");
        std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> cctx(ZSTD_createCCtx(), &ZSTD_freeCCtx);
        if (!cctx)
            throw std::bad_alloc();
        ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_compressionLevel, kZstdLevel);
        ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_checksumFlag, 1);
        ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_contentSizeFlag, 1);

        const std::size_t maxRaw = kBlockEvents * kRecordBytes;
        std::vector<std::uint8_t> raw(maxRaw), scratch(maxRaw), encoded(1 + maxRaw),
            compressed(ZSTD_compressBound(1 + maxRaw));
        for (std::size_t b = 0; b < blockCount; ++b) {
            const std::size_t first = b * kBlockEvents;
            const std::size_t count = std::min(kBlockEvents, eventCount - first);
            for (std::size_t i = 0; i < count; ++i)
                eventToRecord(trace.at(first + i), raw.data() + i * kRecordBytes);
            const std::size_t rawSize = count * kRecordBytes;
            const std::string h = hex16(hashBytes(raw.data(), rawSize));
            encodeBlock(raw.data(), count, encoded.data(), scratch.data());
            const std::size_t csize =
                ZSTD_compress2(cctx.get(), compressed.data(), compressed.size(), encoded.data(), 1 + rawSize);
            if (ZSTD_isError(csize))
                throw TraceError(Code::Io, path,
                                 std::string("cannot save (compressing events): ") + ZSTD_getErrorName(csize));
            const std::int64_t row[4] = {static_cast<std::int64_t>(b), static_cast<std::int64_t>(first),
                                         static_cast<std::int64_t>(count), static_cast<std::int64_t>(rawSize)};
            for (int c = 0; c < 4; ++c) {
                content.i64(row[c]);
                w.bindInt(s.get(), c + 1, row[c]);
            }
            content.str(h);
            w.bindText(s.get(), 5, h);
            w.bindBlob(s.get(), 6, compressed.data(), csize);
            w.step(s.get());
            if (progress)
                progress(b + 1, blockCount);
        }
    }

    {
        const std::string h = hex16(content.digest());
        w.bindText(metaStmt.get(), 1, "content_hash");
        w.bindText(metaStmt.get(), 2, h);
        w.step(metaStmt.get());
    }
    metaStmt.reset();
    w.commitAndClose();
    fsyncPath(tmpPath, false, path);
    if (::rename(tmpPath.c_str(), path.c_str()) != 0)
        throw TraceError(Code::Io, path, "cannot save (replacing the file): " + errnoText(errno));
    guard.keep = true;
    fsyncPath(directoryOf(path), true, path);
}

// ---------------------------------------------------------------------------------------------
// Reading

namespace {

struct BlockInfo {
    std::uint64_t hash = 0;
    std::uint32_t count = 0;
    std::uint64_t compressedSize = 0;
};

[[noreturn]] void corrupt(const std::string& file, const std::string& detail)
{
    throw TraceError(Code::Corrupt, file, detail);
}

// Classifies a SQLite failure while opening: the file's fault (corrupt) unless it is the
// operating system's.
[[noreturn]] void sqliteFailure(const std::string& file, sqlite3* db, int rc, const std::string& doing)
{
    const std::string msg = sqliteMessage(db, rc);
    if (rc == SQLITE_IOERR_SHORT_READ)
        throw TraceError(Code::Truncated, file, "the file ends early (" + doing + "): " + msg);
    switch (rc & 0xff) {
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_AUTH:
        throw TraceError(Code::Io, file, "cannot read the file (" + doing + "): " + msg);
    default:
        break;
    }
    corrupt(file, "the database is damaged (" + doing + "): " + msg);
}

// Reads the SQLite header ourselves before SQLite sees the file: not a database at all,
// or cut short. Throws; returns normally when the file looks whole.
void checkFileHeader(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        throw TraceError(Code::Io, path, "cannot open the file: " + errnoText(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        throw TraceError(Code::Io, path, "cannot read the file: " + errnoText(errno));
    if (S_ISDIR(st.st_mode))
        throw TraceError(Code::Io, path, "cannot read the file: it is a directory");
    if (!S_ISREG(st.st_mode))
        throw TraceError(Code::NotATrace, path, "not a trace file: it is not a regular file");
    const auto fileSize = static_cast<std::uint64_t>(st.st_size);

    std::uint8_t h[100] = {};
    std::size_t got = 0;
    while (got < sizeof h) {
        const ssize_t n = ::pread(fd, h + got, sizeof h - got, static_cast<off_t>(got));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw TraceError(Code::Io, path, "cannot read the file: " + errnoText(errno));
        }
        if (n == 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    static constexpr char kMagic[] = "SQLite format 3";  // + the terminating '\0': 16 bytes
    static_assert(sizeof kMagic == 16);
    if (fileSize == 0 || got == 0)
        throw TraceError(Code::NotATrace, path, "not a trace file: the file is empty");
    if (std::memcmp(h, kMagic, std::min<std::size_t>(got, 16)) != 0)
        throw TraceError(Code::NotATrace, path, "not a trace file (not an SQLite database)");
    if (got < 100)
        throw TraceError(Code::Truncated, path,
                         "the file is cut short: it is " + std::to_string(got) +
                             " bytes, shorter than the 100-byte database header");
    std::uint32_t pageSize = (static_cast<std::uint32_t>(h[16]) << 8) | h[17];
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0)
        corrupt(path, "the database header is damaged (page size " + std::to_string(pageSize) + ")");
    if (std::memcmp(h + 24, h + 92, 4) == 0) {
        const std::uint64_t pages = (static_cast<std::uint64_t>(h[28]) << 24) | (static_cast<std::uint64_t>(h[29]) << 16) |
                                    (static_cast<std::uint64_t>(h[30]) << 8) | h[31];
        const std::uint64_t expected = pages * pageSize;
        if (expected > fileSize)
            throw TraceError(Code::Truncated, path,
                             "the file is cut short: it is " + std::to_string(fileSize) +
                                 " bytes, its header says " + std::to_string(expected));
    }
    if (fileSize < pageSize)
        throw TraceError(Code::Truncated, path,
                         "the file is cut short: it is " + std::to_string(fileSize) +
                             " bytes, less than one database page (" + std::to_string(pageSize) + ")");
}

// "file:" URI for sqlite3_open_v2 with immutable=1: no locks, no journal, no -wal/-shm
// files next to the trace, ever.
std::string immutableUri(const std::string& path)
{
    std::string uri = path.starts_with('/') ? "file://" : "file:";
    for (unsigned char c : path) {
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '/' || c == '-' ||
            c == '.' || c == '_' || c == '~') {
            uri += static_cast<char>(c);
        } else {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%%%02X", c);
            uri += buf;
        }
    }
    return uri + "?immutable=1";
}

// The open read-only connection a lazily loaded trace keeps, and its block decoder.
class TraceReader {
public:
    TraceReader(std::string file) : file_(std::move(file)) {}
    ~TraceReader()
    {
        stmt_.reset();
        if (dctx_)
            ZSTD_freeDCtx(dctx_);
    }
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
        dctx_ = ZSTD_createDCtx();
        if (!dctx_)
            throw std::bad_alloc();
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
        auto bad = [&](const std::string& why) -> TraceError {
            return TraceError(Code::CorruptBlock, file_, label + " is corrupt: " + why);
        };
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
        const std::size_t rawSize = std::size_t{bi.count} * kRecordBytes;
        // One zstd frame (magic 0xFD2FB528), with the content checksum flag (descriptor bit 2),
        // whose content is exactly 1 + raw size bytes.
        if (size < 6 || getU32(blob) != 0xFD2FB528u || (blob[4] & 0x04) == 0)
            throw bad("its data is not a checksummed zstd frame");
        if (ZSTD_findFrameCompressedSize(blob, size) != size)
            throw bad("its data is not exactly one zstd frame");
        const unsigned long long content = ZSTD_getFrameContentSize(blob, size);
        if (content != 1 + rawSize)
            throw bad("it decompresses to " +
                      (content == ZSTD_CONTENTSIZE_UNKNOWN || content == ZSTD_CONTENTSIZE_ERROR
                           ? std::string("an unknown size")
                           : std::to_string(content) + " bytes") +
                      ", expected " + std::to_string(1 + rawSize));
        decoded_.resize(1 + rawSize);
        const std::size_t n = ZSTD_decompressDCtx(dctx_, decoded_.data(), decoded_.size(), blob, size);
        if (ZSTD_isError(n))
            throw bad(std::string("zstd: ") + ZSTD_getErrorName(n));
        if (n != 1 + rawSize)
            throw bad("it decompresses to " + std::to_string(n) + " bytes, expected " + std::to_string(1 + rawSize));
        raw_.resize(rawSize);
        if (!decodeBlock(decoded_.data(), bi.count, raw_.data()))
            throw bad("unknown block encoding " + std::to_string(decoded_[0]));
        const std::uint64_t h = hashBytes(raw_.data(), rawSize);
        if (h != bi.hash)
            throw bad("its events hash to " + hex16(h) + ", the index says " + hex16(bi.hash));
        out.resize(bi.count);
        for (std::size_t i = 0; i < bi.count; ++i)
            out[i] = recordToEvent(raw_.data() + i * kRecordBytes);
    }

private:
    std::string file_;
    DbPtr db_;
    StmtPtr stmt_;
    ZSTD_DCtx* dctx_ = nullptr;
    std::vector<BlockInfo> blocks_;
    std::vector<std::uint8_t> decoded_;
    std::vector<std::uint8_t> raw_;
};

}  // namespace

OpenedTrace openTrace(const std::string& path, std::size_t maxResidentBlocks)
{
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
        const std::size_t maxCompressed = ZSTD_compressBound(1 + kBlockEvents * kRecordBytes) + 64;
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

    header.scenario = nlohmann::json::parse(scenarioText, nullptr, false);
    if (header.scenario.is_discarded())
        throw TraceError(Code::ScenarioInvalid, file, "the stored scenario is not valid JSON");

    reader->setBlocks(std::move(blocks));
    trace.attachLoader(
        static_cast<std::size_t>(eventCount),
        [reader](std::size_t block, std::vector<Event>& out) { reader->load(block, out); }, maxResidentBlocks);
    return result;
}

void loadAllBlocks(Trace& trace)
{
    for (std::size_t seq = 0; seq < trace.size(); seq += kBlockEvents)
        (void)trace.at(seq);
}

}  // namespace ts
