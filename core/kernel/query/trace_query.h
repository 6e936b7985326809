#pragma once
// SQL over a trace (issue 39): SQLite virtual tables that read a ts::Trace block by block
// through its own decoder, never the whole trace at once, so `sqlite3`-style questions
// ("how often did this clause fire?", "every write of Bob's hp") need no export first.
//
// Tables (documented column by column in tables(), docs/query.md):
//   events(seq, kind, clause, depth, subject, object, text, arg0..arg3, step_start)
//   writes(seq, entity, field, old, new, clause)
//   draws(seq, stream, lo, hi, value, clause, entity)
//   decisions("index", seq, actor, answer, source, choices)
//   clauses(id, statement)
// Over a batch results file the file's own tables (games, period_metrics, ...) are there
// too, and the trace tables join with them when a trace is given as well.
//
// Everything is read-only: an authorizer refuses every statement that would write
// (INSERT, UPDATE, DELETE, CREATE, DROP, ALTER, ATTACH, a PRAGMA that sets a value...).
// Constraints on seq (=, <, <=, >, >=) limit the blocks visited; `clause = '...'` and
// `kind = '...'` are compared as ids while scanning, and no text is rendered for a row
// that is filtered out.
//
// Not for two threads at once, like the Trace it reads (a query pages the trace's blocks).
#include "kernel/decision.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ts {

class Trace;
class Ruleset;
class Session;

using QueryValue = std::variant<std::monostate, std::int64_t, double, std::string>;

struct QueryResult {
    std::vector<std::string> columns;
    std::vector<std::vector<QueryValue>> rows;
    bool truncated = false;  // more rows than maxRows: the rest were not read
};

// Bad SQL, a refused (writing) statement, or a cancelled query. A damaged trace is not
// this: a query that reads a corrupt block throws the trace's own TraceError.
struct QueryError : std::runtime_error {
    // `message` is SQLite's; `offset` the byte offset in the SQL it points at, or -1.
    explicit QueryError(const std::string& message, int at = -1, bool wasCancelled = false)
        : std::runtime_error(message), offset(at), cancelled(wasCancelled)
    {}
    int offset = -1;
    bool cancelled = false;
};

struct QueryColumnDoc {
    std::string name, doc;
};
struct QueryTableDoc {
    std::string name, doc;
    std::vector<QueryColumnDoc> columns;
};

class TraceQuery {
public:
    // Over a trace; `ruleset` names fields and answers (nullptr: numbers instead);
    // `decisions` feed the decisions table (a trace file's header.decisions). The trace
    // (and ruleset) must outlive this object.
    TraceQuery(const Trace& trace, const Ruleset* ruleset, std::vector<DecisionRecord> decisions = {});
    // Over a session's trace, ruleset and decisions.
    explicit TraceQuery(const Session& session);
    // Over a batch results file, opened read-only (its tables as they are), and, when
    // `trace` is given, the trace tables too. Throws QueryError naming the file when it
    // cannot be opened as a SQLite database.
    TraceQuery(const std::string& resultsPath, const Trace* trace, const Ruleset* ruleset = nullptr,
               std::vector<DecisionRecord> decisions = {});
    TraceQuery(const TraceQuery&) = delete;
    TraceQuery& operator=(const TraceQuery&) = delete;
    ~TraceQuery();

    // Runs one statement (trailing ones are refused) and returns at most maxRows rows.
    // `cancelled` is polled while the query runs; when it returns true the query stops
    // with QueryError("cancelled", -1, true). Throws QueryError or TraceError.
    QueryResult run(std::string_view sql, std::size_t maxRows = SIZE_MAX, std::function<bool()> cancelled = {});
    // Streams the rows: `row` gets the header (columns only, no rows) and each row in
    // turn, so a million rows are never held; `header` (optional) gets the header once the
    // statement is prepared, before any row (also when there is none). Errors as run().
    using RowCallback = std::function<void(const QueryResult& header, const std::vector<QueryValue>& row)>;
    void each(std::string_view sql, const RowCallback& row, std::function<bool()> cancelled = {},
              const std::function<void(const QueryResult& header)>& header = {});

    // Every table over a trace and every column, with what it holds.
    static const std::vector<QueryTableDoc>& tables();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace ts
