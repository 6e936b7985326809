#include "kernel/query/trace_query.h"

#include "kernel/batch/batch_results.h"
#include "kernel/io/file_io.h"
#include "kernel/query/trace_tables.h"
#include "kernel/ruleset.h"
#include "kernel/session/session.h"

#include <sqlite3.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <optional>

namespace ts {

namespace {

struct DbCloser {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
struct StmtFinalizer {
    void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using StmtPtr = std::unique_ptr<sqlite3_stmt, StmtFinalizer>;

// PRAGMAs that only tell about the schema: a user may ask them (with an argument: the table).
bool introspectionPragma(const char* name)
{
    static const char* const kAllowed[] = {"table_info",     "table_xinfo",    "table_list",    "index_list",
                                           "index_info",     "index_xinfo",    "function_list", "module_list",
                                           "pragma_list",    "collation_list", "database_list", "foreign_key_list",
                                           "compile_options"};
    if (!name)
        return false;
    for (const char* a : kAllowed)
        if (sqlite3_stricmp(name, a) == 0)
            return true;
    return false;
}

const char* actionWord(int action)
{
    switch (action) {
    case SQLITE_INSERT: return "INSERT";
    case SQLITE_UPDATE: return "UPDATE";
    case SQLITE_DELETE: return "DELETE";
    case SQLITE_ATTACH: return "ATTACH";
    case SQLITE_DETACH: return "DETACH";
    case SQLITE_PRAGMA: return "this PRAGMA";
    case SQLITE_TRANSACTION: return "a transaction";
    case SQLITE_SAVEPOINT: return "a savepoint";
    case SQLITE_ALTER_TABLE: return "ALTER TABLE";
    case SQLITE_ANALYZE: return "ANALYZE";
    case SQLITE_REINDEX: return "REINDEX";
    default: return nullptr;
    }
}

}  // namespace

struct TraceQuery::Impl {
    std::unique_ptr<sqlite3, DbCloser> db;
    std::optional<QuerySource> source;
    std::function<bool()> cancelled;
    std::string refused;  // what the authorizer refused last (for the message)

    static int authorize(void* self, int action, const char* a3, const char* a4, const char*, const char*)
    {
        auto* impl = static_cast<Impl*>(self);
        if (impl->source && impl->source->declaring)
            return SQLITE_OK;
        switch (action) {
        case SQLITE_SELECT:
        case SQLITE_READ:
        case SQLITE_FUNCTION:
        case SQLITE_RECURSIVE: return SQLITE_OK;
        case SQLITE_PRAGMA:
            // query_only may be read (no value given), never set.
            if (introspectionPragma(a3) || (a3 && !a4 && sqlite3_stricmp(a3, "query_only") == 0))
                return SQLITE_OK;
            break;
        default: break;
        }
        const char* word = actionWord(action);
        impl->refused = word ? word : "a statement that creates or drops something";
        return SQLITE_DENY;
    }

    static int progress(void* self)
    {
        auto* impl = static_cast<Impl*>(self);
        return impl->cancelled && impl->cancelled() ? 1 : 0;
    }

    // Read-only from here on: query_only, then the authorizer (which would refuse the pragma).
    void lockDown()
    {
        sqlite3_exec(db.get(), "PRAGMA query_only = 1", nullptr, nullptr, nullptr);
        sqlite3_limit(db.get(), SQLITE_LIMIT_ATTACHED, 0);
        sqlite3_limit(db.get(), SQLITE_LIMIT_LENGTH, 64 << 20);  // no value larger than 64 MiB
        sqlite3_set_authorizer(db.get(), authorize, this);
        sqlite3_progress_handler(db.get(), 1000, progress, this);
    }

    void attachTrace(const Trace& trace, const Ruleset* ruleset, std::vector<DecisionRecord> decisions)
    {
        source.emplace(trace, ruleset, std::move(decisions));
        if (registerTraceTables(db.get(), *source) != SQLITE_OK)
            throw QueryError(std::string("cannot register the trace tables: ") + sqlite3_errmsg(db.get()));
    }

    [[noreturn]] void fail(int offset = -1)
    {
        if (source && source->error) {
            std::exception_ptr e = source->error;
            source->error = nullptr;
            std::rethrow_exception(e);
        }
        if ((source && source->wasCancelled) || sqlite3_errcode(db.get()) == SQLITE_INTERRUPT)
            throw QueryError("cancelled", -1, true);
        std::string message = sqlite3_errmsg(db.get());
        if (sqlite3_errcode(db.get()) == SQLITE_AUTH && !refused.empty())
            message = "queries are read-only: " + refused + " is refused (" + message + ")";
        throw QueryError(message, offset);
    }

    StmtPtr prepare(std::string_view sql)
    {
        refused.clear();
        if (source) {
            source->error = nullptr;
            source->wasCancelled = false;
        }
        sqlite3_stmt* stmt = nullptr;
        const char* tail = nullptr;
        if (sql.size() > static_cast<std::size_t>(INT32_MAX))
            throw QueryError("the SQL is too long");
        const int rc = sqlite3_prepare_v2(db.get(), sql.data(), static_cast<int>(sql.size()), &stmt, &tail);
        StmtPtr out(stmt);
        if (rc != SQLITE_OK)
            fail(sqlite3_error_offset(db.get()));
        if (!stmt)
            throw QueryError("no SQL statement");
        // What the authorizer lets through may still write (REINDEX): SQLite knows.
        if (!sqlite3_stmt_readonly(stmt))
            throw QueryError("queries are read-only: this statement would write", 0);
        const std::size_t used = static_cast<std::size_t>(tail - sql.data());
        std::string_view rest = sql.substr(used);
        sqlite3_stmt* next = nullptr;
        const int rc2 = sqlite3_prepare_v2(db.get(), rest.data(), static_cast<int>(rest.size()), &next, nullptr);
        StmtPtr second(next);
        if (rc2 != SQLITE_OK || next) {
            std::size_t skip = 0;
            while (skip < rest.size() && std::isspace(static_cast<unsigned char>(rest[skip])))
                ++skip;
            throw QueryError("one statement at a time: the SQL goes on after the first", static_cast<int>(used + skip));
        }
        return out;
    }

    // Prepares `sql`, gives `header` its columns, then hands each row to `row` until it
    // returns false.
    void stream(std::string_view sql, QueryResult& header,
                const std::function<bool(const QueryResult&, std::vector<QueryValue>&&)>& row,
                std::function<bool()> cancel, const std::function<void(const QueryResult&)>& onHeader = {})
    {
        cancelled = std::move(cancel);
        if (source)
            source->cancelled = &cancelled;
        StmtPtr stmt = prepare(sql);
        const int n = sqlite3_column_count(stmt.get());
        for (int i = 0; i < n; ++i)
            header.columns.emplace_back(sqlite3_column_name(stmt.get(), i));
        if (onHeader)
            onHeader(header);
        for (;;) {
            const int rc = sqlite3_step(stmt.get());
            if (rc == SQLITE_DONE)
                break;
            if (rc != SQLITE_ROW)
                fail();
            std::vector<QueryValue> values;
            values.reserve(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                values.push_back(valueOf(stmt.get(), i));
            if (!row(header, std::move(values)))
                break;
        }
        if (source)
            source->cancelled = nullptr;
        cancelled = nullptr;
    }

    static QueryValue valueOf(sqlite3_stmt* s, int i)
    {
        switch (sqlite3_column_type(s, i)) {
        case SQLITE_INTEGER: return static_cast<std::int64_t>(sqlite3_column_int64(s, i));
        case SQLITE_FLOAT: return sqlite3_column_double(s, i);
        case SQLITE_TEXT: {
            const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s, i));
            return std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(s, i)));
        }
        case SQLITE_BLOB: {  // shown as an SQL blob literal, x'0a1b'
            const auto* p = static_cast<const unsigned char*>(sqlite3_column_blob(s, i));
            const int bytes = sqlite3_column_bytes(s, i);
            std::string out = "x'";
            char hex[3];
            for (int b = 0; b < bytes; ++b) {
                std::snprintf(hex, sizeof hex, "%02x", p[b]);
                out += hex;
            }
            return out + "'";
        }
        default: return std::monostate{};
        }
    }
};

namespace {

std::unique_ptr<sqlite3, DbCloser> openMemory()
{
    sqlite3* db = nullptr;
    const int rc = sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_MEMORY, nullptr);
    std::unique_ptr<sqlite3, DbCloser> out(db);
    if (rc != SQLITE_OK)
        throw QueryError("cannot open an in-memory database");
    return out;
}

// A batch results file, read-only; FileError when it cannot be read, BatchFileError when it
// is no results file (the kernel's own errors for these, as `batch-summary` gives).
std::unique_ptr<sqlite3, DbCloser> openResults(const std::string& path)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        throw FileError(path, "no such file");
    sqlite3* db = nullptr;
    const std::string name = path.starts_with('/') ? path : "./" + path;  // never read as a URI
    const int rc = sqlite3_open_v2(name.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    std::unique_ptr<sqlite3, DbCloser> out(db);
    if (rc != SQLITE_OK)
        throw FileError(path, db ? sqlite3_errmsg(db) : "cannot open");
    sqlite3_stmt* s = nullptr;
    const int prc = sqlite3_prepare_v2(db, "SELECT value FROM batch WHERE key = 'format'", -1, &s, nullptr);
    StmtPtr stmt(s);
    const char* format = nullptr;
    if (prc == SQLITE_OK && stmt && sqlite3_step(stmt.get()) == SQLITE_ROW)
        format = reinterpret_cast<const char*>(sqlite3_column_text(stmt.get(), 0));
    const bool ok = format && std::string_view(format) == "turnscope-batch";
    if (!ok)
        throw BatchFileError(BatchFileError::Kind::NotResults, path, "is not a batch results file");
    return out;
}

}  // namespace

TraceQuery::TraceQuery(const Trace& trace, const Ruleset* ruleset, std::vector<DecisionRecord> decisions)
    : impl_(std::make_unique<Impl>())
{
    impl_->db = openMemory();
    impl_->attachTrace(trace, ruleset, std::move(decisions));
    impl_->lockDown();
}

TraceQuery::TraceQuery(const Session& session) : TraceQuery(session.trace(), &session.ruleset(), session.decisions()) {}

TraceQuery::TraceQuery(const std::string& resultsPath, const Trace* trace, const Ruleset* ruleset,
                       std::vector<DecisionRecord> decisions)
    : impl_(std::make_unique<Impl>())
{
    impl_->db = openResults(resultsPath);
    if (trace)
        impl_->attachTrace(*trace, ruleset, std::move(decisions));
    impl_->lockDown();
}

TraceQuery::~TraceQuery() = default;

QueryResult TraceQuery::run(std::string_view sql, std::size_t maxRows, std::function<bool()> cancelled)
{
    QueryResult out;
    impl_->stream(
        sql, out,
        [&](const QueryResult&, std::vector<QueryValue>&& row) {
            if (out.rows.size() >= maxRows) {
                out.truncated = true;
                return false;
            }
            out.rows.push_back(std::move(row));
            return true;
        },
        std::move(cancelled));
    return out;
}

void TraceQuery::each(std::string_view sql, const RowCallback& row, std::function<bool()> cancelled,
                      const std::function<void(const QueryResult& header)>& onHeader)
{
    QueryResult header;
    impl_->stream(
        sql, header,
        [&](const QueryResult& h, std::vector<QueryValue>&& values) {
            row(h, values);
            return true;
        },
        std::move(cancelled), onHeader);
}

}  // namespace ts
