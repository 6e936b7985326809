#include "kernel/batch/batch_results.h"

#include "kernel/io/file_io.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <cinttypes>
#include <cstdio>
#include <memory>
#include <optional>

namespace ts {

namespace {

constexpr const char* kSchema[] = {
    "CREATE TABLE batch(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE scenario(id INTEGER PRIMARY KEY CHECK(id=1), json TEXT NOT NULL)",
    "CREATE TABLE sweep(idx INTEGER PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE metrics(idx INTEGER PRIMARY KEY, name TEXT NOT NULL)",
    "CREATE TABLE games(sweep INTEGER NOT NULL, seed INTEGER NOT NULL, sweep_value TEXT, status TEXT NOT NULL, "
    "outcome INTEGER NOT NULL, outcome_text TEXT NOT NULL, winner TEXT, events INTEGER NOT NULL, "
    "periods INTEGER NOT NULL, decisions INTEGER NOT NULL, state_hash TEXT NOT NULL, PRIMARY KEY(sweep, seed))",
    "CREATE TABLE period_metrics(sweep INTEGER NOT NULL, seed INTEGER NOT NULL, period INTEGER NOT NULL, "
    "metric INTEGER NOT NULL, value INTEGER NOT NULL, PRIMARY KEY(sweep, seed, period, metric)) WITHOUT ROWID",
    "CREATE VIEW metric_values AS SELECT p.sweep, p.seed, p.period, m.name AS metric, p.value "
    "FROM period_metrics p JOIN metrics m ON m.idx = p.metric",
};
// Built once the rows are in (by a sort, several times faster than kept up to date row by row
// while a few million games go in).
constexpr const char* kIndexes[] = {
    "CREATE INDEX games_by_winner ON games(sweep, winner)",
    "CREATE INDEX period_metrics_by_metric ON period_metrics(metric, period)",
};

// Parameters that say where and when a part ran, not what was run: merging ignores them.
bool describesPart(const std::string& key)
{
    return key == "scenario_file" || key == "created_utc" || key == "shard" || key == "seeds" || key == "games";
}

struct DbCloser {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
struct StmtFinalizer {
    void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using StmtPtr = std::unique_ptr<sqlite3_stmt, StmtFinalizer>;

// A database connection whose every failure is one exception type of the caller's.
class Db {
public:
    using Fail = void (*)(const std::string& file, const std::string& detail);
    Db(std::string file, Fail fail) : file_(std::move(file)), fail_(fail) {}

    void open(const std::string& path, int flags)
    {
        sqlite3* db = nullptr;
        const std::string name = path.starts_with('/') ? path : "./" + path;  // never read as a URI
        const int rc = sqlite3_open_v2(name.c_str(), &db, flags, nullptr);
        db_.reset(db);
        check(rc, "opening");
    }
    void exec(const std::string& sql)
    {
        check(sqlite3_exec(db_.get(), sql.c_str(), nullptr, nullptr, nullptr), sql.substr(0, 40).c_str());
    }
    StmtPtr prepare(const char* sql)
    {
        sqlite3_stmt* s = nullptr;
        check(sqlite3_prepare_v2(db_.get(), sql, -1, &s, nullptr), "preparing");
        return StmtPtr(s);
    }
    void text(sqlite3_stmt* s, int i, const std::string& v)
    {
        check(sqlite3_bind_text64(s, i, v.data(), v.size(), SQLITE_TRANSIENT, SQLITE_UTF8), "binding");
    }
    void integer(sqlite3_stmt* s, int i, std::int64_t v) { check(sqlite3_bind_int64(s, i, v), "binding"); }
    void null(sqlite3_stmt* s, int i) { check(sqlite3_bind_null(s, i), "binding"); }
    void insert(sqlite3_stmt* s)
    {
        const int rc = sqlite3_step(s);
        if (rc != SQLITE_DONE)
            check(rc, "writing");
        sqlite3_reset(s);
    }
    bool row(sqlite3_stmt* s)
    {
        const int rc = sqlite3_step(s);
        if (rc != SQLITE_ROW && rc != SQLITE_DONE)
            check(rc, "reading");
        return rc == SQLITE_ROW;
    }
    void close()
    {
        check(sqlite3_close(db_.get()), "closing");
        (void)db_.release();
    }
    void check(int rc, const char* doing)
    {
        if (rc != SQLITE_OK)
            fail_(file_, std::string(doing) + ": " + (db_ ? sqlite3_errmsg(db_.get()) : sqlite3_errstr(rc)));
    }

private:
    std::string file_;
    Fail fail_;
    std::unique_ptr<sqlite3, DbCloser> db_;
};

[[noreturn]] void writeFailure(const std::string& file, const std::string& detail)
{
    throw FileError(file, "cannot write the results (" + detail + ")");
}
[[noreturn]] void readFailure(const std::string& file, const std::string& detail)
{
    throw BatchFileError(BatchFileError::Kind::NotResults, file, "not a batch results file (" + detail + ")");
}

std::string hex(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
    return buf;
}

std::string column(sqlite3_stmt* s, int i)
{
    const auto* t = sqlite3_column_text(s, i);
    return t ? reinterpret_cast<const char*>(t) : "";
}

std::optional<BatchGameStatus> statusFromName(const std::string& name)
{
    for (const auto s : {BatchGameStatus::Finished, BatchGameStatus::Budget, BatchGameStatus::Waiting})
        if (batchGameStatusName(s) == name)
            return s;
    return std::nullopt;
}

// "A..B" → {A, B}; nullopt when the text is not one.
std::optional<std::pair<std::uint64_t, std::uint64_t>> seedsOf(const std::string& text)
{
    unsigned long long a = 0, b = 0;
    char tail = 0;
    if (std::sscanf(text.c_str(), "%llu..%llu%c", &a, &b, &tail) != 2 || a > b)
        return std::nullopt;
    return std::make_pair(static_cast<std::uint64_t>(a), static_cast<std::uint64_t>(b));
}

// A games row's integer that must lie in [lo, hi]: results files are edited like any file,
// and a sweep index past the sweep's values or a period count whose product with the metric
// count wraps to 0 must be refused here, not trusted by every reader (issue 36).
std::int64_t bounded(sqlite3_stmt* s, int i, std::int64_t lo, std::int64_t hi, const std::string& path,
                     const char* what, std::uint64_t seed)
{
    const std::int64_t v = sqlite3_column_int64(s, i);
    if (sqlite3_column_type(s, i) != SQLITE_INTEGER || v < lo || v > hi)
        readFailure(path,
                    "games: seed " + std::to_string(seed) + ": " + what + " \"" + column(s, i) +
                        "\" is not an integer in " + std::to_string(lo) + ".." + std::to_string(hi));
    return v;
}

BatchGame gameRow(sqlite3_stmt* s, const std::string& path, const BatchResults& r,
                  std::pair<std::uint64_t, std::uint64_t> seeds)
{
    BatchGame g;
    constexpr std::int64_t kMax = INT64_MAX;
    g.seed = static_cast<std::uint64_t>(sqlite3_column_int64(s, 1));
    const auto seed = bounded(s, 1, static_cast<std::int64_t>(std::min<std::uint64_t>(seeds.first, INT64_MAX)),
                              static_cast<std::int64_t>(std::min<std::uint64_t>(seeds.second, INT64_MAX)), path,
                              "the seed (outside batch.seeds)", g.seed);
    g.seed = static_cast<std::uint64_t>(seed);
    const auto sweeps = static_cast<std::int64_t>(std::max<std::size_t>(1, r.sweepValues.size()));
    g.sweep = static_cast<std::uint32_t>(bounded(s, 0, 0, sweeps - 1, path, "the sweep index", g.seed));
    const auto status = statusFromName(column(s, 2));
    if (!status)
        readFailure(path, "games: unknown status \"" + column(s, 2) + "\"");
    g.status = *status;
    g.outcome = static_cast<std::int32_t>(bounded(s, 3, INT32_MIN, INT32_MAX, path, "the outcome", g.seed));
    g.outcomeText = column(s, 4);
    g.winner = column(s, 5);
    g.events = static_cast<std::uint64_t>(bounded(s, 6, 0, kMax, path, "the event count", g.seed));
    // Each period holds metric_count values, all in memory: bounded by what a file can hold.
    g.periods = bounded(s, 7, 0, INT32_MAX, path, "the period count", g.seed);
    g.decisions = static_cast<std::uint64_t>(bounded(s, 8, 0, kMax, path, "the decision count", g.seed));
    const std::string hash = column(s, 9);
    if (hash.size() != 16 || hash.find_first_not_of("0123456789abcdef") != std::string::npos)
        readFailure(path,
                    "games: seed " + std::to_string(g.seed) + ": the state hash \"" + hash + "\" is not 16 hex digits");
    g.stateHash = std::strtoull(hash.c_str(), nullptr, 16);
    return g;
}

// The values come in the games' order; the k-th value of a game must be period
// k / metric_count + 1, metric k % metric_count, and a game has periods × metrics of them.
void readMetricValues(Db& db, const std::string& path, BatchResults& r)
{
    auto values = db.prepare(
        "SELECT sweep, seed, period, metric, value FROM period_metrics ORDER BY sweep, seed, period, metric");
    const std::size_t metricCount = r.metricNames.size();
    std::size_t game = 0;
    while (db.row(values.get())) {
        const std::int64_t sweep = sqlite3_column_int64(values.get(), 0);
        const auto seed = static_cast<std::uint64_t>(sqlite3_column_int64(values.get(), 1));
        while (game < r.games.size() && (r.games[game].sweep != sweep || r.games[game].seed != seed))
            ++game;
        if (game == r.games.size())
            readFailure(path,
                        "period_metrics: values of a game that is not in games (seed " + std::to_string(seed) + ")");
        BatchGame& g = r.games[game];
        const std::size_t k = g.metrics.size();
        if (metricCount == 0 ||
            sqlite3_column_int64(values.get(), 2) != static_cast<std::int64_t>(k / metricCount + 1) ||
            sqlite3_column_int64(values.get(), 3) != static_cast<std::int64_t>(k % metricCount) ||
            k / metricCount >= static_cast<std::uint64_t>(g.periods))
            readFailure(path,
                        "period_metrics: seed " + std::to_string(seed) + ": period " + column(values.get(), 2) +
                            ", metric " + column(values.get(), 3) + " is not the next of its " +
                            std::to_string(g.periods) + " periods of " + std::to_string(metricCount) + " metrics");
        g.metrics.push_back(sqlite3_column_int64(values.get(), 4));
    }
    // Compared by division: periods × metrics could wrap (a period count of 2^62, 4 metrics).
    for (const BatchGame& g : r.games)
        if (g.metrics.size() != (metricCount == 0 ? 0 : static_cast<std::uint64_t>(g.periods) * metricCount))
            readFailure(path,
                        "period_metrics: seed " + std::to_string(g.seed) + " has " + std::to_string(g.metrics.size()) +
                            " values for " + std::to_string(g.periods) + " periods");
}

void readGames(Db& db, const std::string& path, BatchResults& r)
{
    const auto param = [&](const char* key) { return r.params.contains(key) ? r.params.at(key) : std::string(); };
    const auto seeds = seedsOf(param("seeds"));
    if (!seeds)
        readFailure(path, "batch.seeds \"" + param("seeds") + "\" is not \"A..B\"");
    if (r.params.contains("metric_count") && param("metric_count") != std::to_string(r.metricNames.size()))
        readFailure(path,
                    "batch.metric_count \"" + param("metric_count") + "\" is not the " +
                        std::to_string(r.metricNames.size()) + " rows of metrics");
    auto games = db.prepare("SELECT sweep, seed, status, outcome, outcome_text, winner, events, periods, decisions, "
                            "state_hash FROM games ORDER BY sweep, seed");
    while (db.row(games.get()))
        r.games.push_back(gameRow(games.get(), path, r, *seeds));
    if (r.params.contains("games") && param("games") != std::to_string(r.games.size()))
        readFailure(path,
                    "batch.games \"" + param("games") + "\" is not the " + std::to_string(r.games.size()) +
                        " rows of games");
    readMetricValues(db, path, r);
}

}  // namespace

// Games are committed every kCommitGames games: a transaction's pages stay in SQLite's cache
// until it commits. Never by the clock: each commit counts in the file's header (its change
// counter), so the same games must make the same commits for the file to be the same bytes
// whichever path wrote it (one run, a merge of shards: tests/slurm compares them).
constexpr std::uint64_t kCommitGames = 65536;

struct BatchResultsWriter::Impl {
    Impl(const std::string& path, const BatchResults& head)
        : out(path),
          db(path, writeFailure),
          params(head.params),
          sweepValues(head.sweepValues),
          metricCount(head.metricNames.size())
    {
        // One thread uses the connection: SQLite's own locks would be a tenth of the writing.
        db.open(out.tempPath(), SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX);
        for (const char* pragma :
             {"PRAGMA journal_mode=OFF", "PRAGMA synchronous=OFF", "PRAGMA locking_mode=EXCLUSIVE", "BEGIN"})
            db.exec(pragma);
        for (const char* sql : kSchema)
            db.exec(sql);
        auto scenario = db.prepare("INSERT INTO scenario VALUES(1, ?)");
        db.text(scenario.get(), 1, head.scenarioJson);
        db.insert(scenario.get());
        named("INSERT INTO sweep VALUES(?, ?)", head.sweepValues);
        named("INSERT INTO metrics VALUES(?, ?)", head.metricNames);
        games = db.prepare("INSERT INTO games VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    }
    void named(const char* sql, const std::vector<std::string>& list)
    {
        auto s = db.prepare(sql);
        for (std::size_t i = 0; i < list.size(); ++i) {
            db.integer(s.get(), 1, static_cast<std::int64_t>(i));
            db.text(s.get(), 2, list[i]);
            db.insert(s.get());
        }
    }
    void add(const BatchGame& g);
    void commitNow()
    {
        db.exec("COMMIT");
        db.exec("BEGIN");
        sinceCommit = 0;
    }

    AtomicFile out;
    Db db;
    std::map<std::string, std::string> params;
    std::vector<std::string> sweepValues;
    std::size_t metricCount;
    // A game's metric rows go in by statements of up to kRowsPerInsert rows: a statement
    // step per row was a third of the writing (case-a: 8 rows a game).
    static constexpr std::size_t kRowsPerInsert = 16;
    sqlite3_stmt* valuesOf(std::size_t n)
    {
        if (!values[n]) {
            std::string sql = "INSERT INTO period_metrics VALUES(?, ?, ?, ?, ?)";
            for (std::size_t i = 1; i < n; ++i)
                sql += ", (?, ?, ?, ?, ?)";
            values[n] = db.prepare(sql.c_str());
        }
        return values[n].get();
    }

    StmtPtr games;
    std::array<StmtPtr, kRowsPerInsert + 1> values;  // [n]: n rows, prepared when first used
    std::uint64_t count = 0, sinceCommit = 0;
};

void BatchResultsWriter::Impl::add(const BatchGame& g)
{
    sqlite3_stmt* s = games.get();
    const auto seed = static_cast<std::int64_t>(g.seed);
    db.integer(s, 1, g.sweep);
    db.integer(s, 2, seed);
    if (sweepValues.empty())
        db.null(s, 3);
    else
        db.text(s, 3, g.sweep < sweepValues.size() ? sweepValues[g.sweep] : std::string());
    const std::string_view status = batchGameStatusName(g.status);
    db.check(sqlite3_bind_text(s, 4, status.data(), static_cast<int>(status.size()), SQLITE_STATIC), "binding");
    db.integer(s, 5, g.outcome);
    db.text(s, 6, g.outcomeText);
    if (g.winner.empty())
        db.null(s, 7);
    else
        db.text(s, 7, g.winner);
    db.integer(s, 8, static_cast<std::int64_t>(g.events));
    db.integer(s, 9, g.periods);
    db.integer(s, 10, static_cast<std::int64_t>(g.decisions));
    db.text(s, 11, hex(g.stateHash));
    db.insert(s);
    for (std::size_t k = 0; k < g.metrics.size();) {
        const std::size_t n = std::min(kRowsPerInsert, g.metrics.size() - k);
        sqlite3_stmt* v = valuesOf(n);
        for (int at = 0; at < static_cast<int>(5 * n); at += 5, ++k) {
            db.integer(v, at + 1, g.sweep);
            db.integer(v, at + 2, seed);
            db.integer(v, at + 3, static_cast<std::int64_t>(k / metricCount + 1));
            db.integer(v, at + 4, static_cast<std::int64_t>(k % metricCount));
            db.integer(v, at + 5, g.metrics[k]);
        }
        db.insert(v);
    }
    ++count;
    if (++sinceCommit >= kCommitGames)
        commitNow();
}

BatchResultsWriter::BatchResultsWriter(const std::string& path, const BatchResults& head)
    : d_(std::make_unique<Impl>(path, head))
{}

BatchResultsWriter::~BatchResultsWriter() = default;  // AtomicFile removes the temporary file

void BatchResultsWriter::add(const BatchGame& game) { d_->add(game); }

std::uint64_t BatchResultsWriter::games() const { return d_->count; }

void BatchResultsWriter::finish(const std::map<std::string, std::string>& params)
{
    for (const auto& [key, value] : params)
        d_->params[key] = value;
    Db& db = d_->db;
    {
        auto batch = db.prepare("INSERT INTO batch VALUES(?, ?)");
        for (const auto& [key, value] : d_->params) {
            db.text(batch.get(), 1, key);
            db.text(batch.get(), 2, value);
            db.insert(batch.get());
        }
    }
    d_->games.reset();  // the statements are finalized before the connection closes
    for (StmtPtr& v : d_->values)
        v.reset();
    for (const char* sql : kIndexes)
        db.exec(sql);
    db.exec("COMMIT");
    db.close();
    d_->out.commit();
}

void saveBatchResults(const std::string& path, const BatchResults& r)
{
    BatchResultsWriter writer(path, r);
    for (const BatchGame& g : r.games)
        writer.add(g);
    writer.finish();
}

BatchResults loadBatchResults(const std::string& path)
{
    // Read the file as input first: a missing or unreadable file is an I/O error (exit 5).
    (void)readInputFile(path, 16);
    Db db(path, readFailure);
    db.open(path, SQLITE_OPEN_READONLY);
    BatchResults r;
    auto batch = db.prepare("SELECT key, value FROM batch");
    while (db.row(batch.get()))
        r.params[column(batch.get(), 0)] = column(batch.get(), 1);
    if (r.params["format"] != "turnscope-batch")
        readFailure(path, "batch.format is not \"turnscope-batch\"");
    if (std::atoi(r.params["format_version"].c_str()) > kBatchFormatVersion)
        throw BatchFileError(BatchFileError::Kind::NotResults, path,
                             "format_version " + r.params["format_version"] + " is newer than this build reads (" +
                                 std::to_string(kBatchFormatVersion) + ")");
    auto scenario = db.prepare("SELECT json FROM scenario WHERE id = 1");
    if (db.row(scenario.get()))
        r.scenarioJson = column(scenario.get(), 0);
    auto sweep = db.prepare("SELECT value FROM sweep ORDER BY idx");
    while (db.row(sweep.get()))
        r.sweepValues.push_back(column(sweep.get(), 0));
    auto metrics = db.prepare("SELECT name FROM metrics ORDER BY idx");
    while (db.row(metrics.get()))
        r.metricNames.push_back(column(metrics.get(), 0));
    readGames(db, path, r);
    return r;
}

namespace {

[[noreturn]] void refuseMerge(const std::string& file, const std::string& first, const std::string& what)
{
    throw BatchFileError(BatchFileError::Kind::Mismatch, file,
                         "cannot be merged with " + first + ": " + what + " differs (results of another run)");
}

void checkSameRun(const std::string& file, const BatchResults& r, const std::string& firstFile,
                  const BatchResults& first)
{
    // The scenario first: results of another scenario differ in everything else too.
    if (r.scenarioJson != first.scenarioJson)
        refuseMerge(file, firstFile, "the scenario");
    std::map<std::string, std::string> a, b;
    for (const auto& [k, v] : first.params)
        if (!describesPart(k))
            a[k] = v;
    for (const auto& [k, v] : r.params)
        if (!describesPart(k))
            b[k] = v;
    for (const auto& [k, v] : a)
        if (!b.contains(k) || b[k] != v)
            refuseMerge(file, firstFile,
                        "the parameter " + k + " (\"" + (b.contains(k) ? b[k] : "") + "\" here, \"" + v + "\" there)");
    if (a.size() != b.size())
        refuseMerge(file, firstFile, "the set of parameters");
    if (r.sweepValues != first.sweepValues)
        refuseMerge(file, firstFile, "the sweep's values");
    if (r.metricNames != first.metricNames)
        refuseMerge(file, firstFile, "the metrics");
}

}  // namespace

BatchResults mergeBatchResults(const std::vector<std::pair<std::string, BatchResults>>& inputs)
{
    if (inputs.empty())
        throw std::invalid_argument("mergeBatchResults: no inputs");
    const auto& [firstFile, first] = inputs.front();
    BatchResults merged = first;
    merged.games.clear();
    std::uint64_t lo = UINT64_MAX, hi = 0;
    std::vector<std::pair<const BatchGame*, const std::string*>> games;
    for (const auto& [file, r] : inputs) {
        checkSameRun(file, r, firstFile, first);
        const auto seeds = seedsOf(r.params.contains("seeds") ? r.params.at("seeds") : "");
        if (!seeds)
            throw BatchFileError(BatchFileError::Kind::NotResults, file, "batch.seeds is not \"A..B\"");
        lo = std::min(lo, seeds->first);
        hi = std::max(hi, seeds->second);
        for (const BatchGame& g : r.games)
            games.emplace_back(&g, &file);
    }
    std::stable_sort(games.begin(), games.end(), [](const auto& x, const auto& y) {
        return std::pair(x.first->sweep, x.first->seed) < std::pair(y.first->sweep, y.first->seed);
    });
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (i > 0 && games[i].first->sweep == games[i - 1].first->sweep &&
            games[i].first->seed == games[i - 1].first->seed)
            throw BatchFileError(BatchFileError::Kind::Mismatch, *games[i].second,
                                 "seed " + std::to_string(games[i].first->seed) + " is also in " +
                                     *games[i - 1].second + ": the files overlap (the same shard twice?)");
        merged.games.push_back(*games[i].first);
    }
    const std::uint64_t variants = std::max<std::uint64_t>(1, first.sweepValues.size());
    const bool whole = merged.games.size() == (hi - lo + 1) * variants;
    merged.params["seeds"] = std::to_string(lo) + ".." + std::to_string(hi);
    merged.params["shard"] = whole ? "" : "partial";
    merged.params["games"] = std::to_string(merged.games.size());
    return merged;
}

namespace {

std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\n\r") == std::string::npos)
        return s;
    std::string q = "\"";
    for (const char c : s)
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

}  // namespace

std::string batchCsvHeader()
{
    return "sweep,sweep_value,seed,status,outcome,outcome_text,winner,events,periods,decisions,state_hash\n";
}

std::string batchGameCsvLine(const BatchResults& r, const BatchGame& g)
{
    return std::to_string(g.sweep) + "," + csvField(r.sweepValue(g.sweep)) + "," + std::to_string(g.seed) + "," +
        std::string(batchGameStatusName(g.status)) + "," + std::to_string(g.outcome) + "," + csvField(g.outcomeText) +
        "," + csvField(g.winner) + "," + std::to_string(g.events) + "," + std::to_string(g.periods) + "," +
        std::to_string(g.decisions) + "," + hex(g.stateHash) + "\n";
}

std::string batchGamesCsv(const BatchResults& r)
{
    std::string out = batchCsvHeader();
    for (const BatchGame& g : r.games)
        out += batchGameCsvLine(r, g);
    return out;
}

}  // namespace ts
