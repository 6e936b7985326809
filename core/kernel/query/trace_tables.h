#pragma once
// The virtual tables of trace_query.h, registered on one SQLite connection as eponymous
// tables (each exists under its name in TraceQuery::tables() without CREATE VIRTUAL TABLE,
// so the connection can refuse every CREATE). Internal to core/kernel/query.
#include "kernel/decision.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

#include <exception>
#include <functional>
#include <optional>
#include <vector>

struct sqlite3;

namespace ts {

// What the tables read, shared by every cursor of one connection.
struct QuerySource {
    QuerySource(const Trace& t, const Ruleset* r, std::vector<DecisionRecord> d)
        : trace(t), ruleset(r), decisions(std::move(d)), render(t, r)
    {}
    const Trace& trace;
    const Ruleset* ruleset;
    std::vector<DecisionRecord> decisions;
    RenderContext render;
    // The first exception a table met (a TraceError from a damaged block): SQLite only sees
    // an error code, the caller gets this back.
    std::exception_ptr error;
    // The running query's cancel test, polled once a block by the scans (which may skip
    // many events without handing SQLite a row, so its progress handler is not enough).
    const std::function<bool()>* cancelled = nullptr;
    bool wasCancelled = false;
    // A table is being declared (sqlite3_declare_vtab parses a CREATE TABLE, which the
    // connection's authorizer would refuse).
    bool declaring = false;
};

// Registers the trace tables on `db` (SQLite result code): the scans over the events
// (trace_tables.cpp), then the small tables (registerRowTables, trace_row_tables.cpp).
int registerTraceTables(sqlite3* db, QuerySource& source);
int registerRowTables(sqlite3* db, QuerySource& source);

}  // namespace ts
