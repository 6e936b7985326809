// The small tables of trace_query.h, made whole when scanned: decisions (from the recorded
// answers) and clauses (the trace's clause names with this build's statements).
#include "kernel/clauses.h"
#include "kernel/decision.h"
#include "kernel/query/trace_query.h"
#include "kernel/query/trace_tables.h"
#include "kernel/ruleset.h"

#include <sqlite3.h>

#include <string>

namespace ts {

namespace {

void resultString(sqlite3_context* c, const std::string& s)
{
    sqlite3_result_text64(c, s.data(), s.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
}

using Rows = std::vector<std::vector<QueryValue>>;

struct RowTable {
    std::size_t doc;  // its entry in TraceQuery::tables(), which holds its name
    const char* schema;
    Rows (*rows)(const QuerySource&);
};

Rows decisionRows(const QuerySource& s)
{
    Rows out;
    for (std::size_t i = 0; i < s.decisions.size(); ++i) {
        const DecisionRecord& d = s.decisions[i];
        const std::string actor = d.actor == kNoEntity ? std::string() : s.trace.entityName(d.actor);
        std::string answer =
            s.ruleset ? s.ruleset->answerText(d.answer, s.render) : "answer#" + std::to_string(d.answer.kind);
        out.push_back({static_cast<std::int64_t>(i), static_cast<std::int64_t>(d.requestedAt),
                       actor.empty() ? QueryValue{} : QueryValue{actor}, std::move(answer),
                       std::string(answerSourceName(d.source)), QueryValue{}});
    }
    return out;
}

Rows clauseRows(const QuerySource& s)
{
    Rows out;
    for (const std::string& name : s.trace.clauseNames) {
        if (name.empty())
            continue;
        const std::optional<ClauseId> id = findClause(name);
        out.push_back({name, id ? QueryValue{std::string(clauseTable()[*id].statement)} : QueryValue{}});
    }
    return out;
}

const RowTable kRowTables[] = {
    {3, "CREATE TABLE x(\"index\" INTEGER, seq INTEGER, actor TEXT, answer TEXT, source TEXT, choices INTEGER)",
     decisionRows},
    {4, "CREATE TABLE x(id TEXT, statement TEXT)", clauseRows},
};

struct RowVtab {
    sqlite3_vtab base{};
    const RowTable* table = nullptr;
    QuerySource* source = nullptr;
};
struct RowCursor {
    sqlite3_vtab_cursor base{};
    Rows rows;
    std::size_t at = 0;
};
struct RowInfo {
    const RowTable* table;
    QuerySource* source;
};

int rowConnect(sqlite3* db, void* aux, int, const char* const*, sqlite3_vtab** out, char**)
{
    const auto* info = static_cast<const RowInfo*>(aux);
    info->source->declaring = true;
    const int rc = sqlite3_declare_vtab(db, info->table->schema);
    info->source->declaring = false;
    if (rc != SQLITE_OK)
        return rc;
    auto* v = new RowVtab;
    v->table = info->table;
    v->source = info->source;
    *out = &v->base;
    return SQLITE_OK;
}

int rowDisconnect(sqlite3_vtab* v)
{
    delete reinterpret_cast<RowVtab*>(v);
    return SQLITE_OK;
}

int rowBestIndex(sqlite3_vtab*, sqlite3_index_info* info)
{
    info->estimatedCost = 1000;
    info->estimatedRows = 1000;
    return SQLITE_OK;
}

int rowOpen(sqlite3_vtab*, sqlite3_vtab_cursor** out)
{
    *out = &(new RowCursor)->base;
    return SQLITE_OK;
}

int rowClose(sqlite3_vtab_cursor* c)
{
    delete reinterpret_cast<RowCursor*>(c);
    return SQLITE_OK;
}

int rowFilter(sqlite3_vtab_cursor* cur, int, const char*, int, sqlite3_value**)
{
    auto* c = reinterpret_cast<RowCursor*>(cur);
    auto* v = reinterpret_cast<RowVtab*>(cur->pVtab);
    try {
        c->rows = v->table->rows(*v->source);
    } catch (const std::exception& e) {
        sqlite3_free(v->base.zErrMsg);
        v->base.zErrMsg = sqlite3_mprintf("%s", e.what());
        return SQLITE_ERROR;
    }
    c->at = 0;
    return SQLITE_OK;
}

int rowNext(sqlite3_vtab_cursor* cur)
{
    ++reinterpret_cast<RowCursor*>(cur)->at;
    return SQLITE_OK;
}

int rowEof(sqlite3_vtab_cursor* cur)
{
    const auto* c = reinterpret_cast<RowCursor*>(cur);
    return c->at >= c->rows.size();
}

int rowColumn(sqlite3_vtab_cursor* cur, sqlite3_context* ctx, int col)
{
    const auto* c = reinterpret_cast<RowCursor*>(cur);
    const std::vector<QueryValue>& row = c->rows[c->at];
    if (col < 0 || static_cast<std::size_t>(col) >= row.size())
        sqlite3_result_null(ctx);
    else if (const auto* i = std::get_if<std::int64_t>(&row[col]))
        sqlite3_result_int64(ctx, *i);
    else if (const auto* d = std::get_if<double>(&row[col]))
        sqlite3_result_double(ctx, *d);
    else if (const auto* s = std::get_if<std::string>(&row[col]))
        resultString(ctx, *s);
    else
        sqlite3_result_null(ctx);
    return SQLITE_OK;
}

int rowRowid(sqlite3_vtab_cursor* cur, sqlite3_int64* rowid)
{
    *rowid = static_cast<sqlite3_int64>(reinterpret_cast<RowCursor*>(cur)->at);
    return SQLITE_OK;
}

sqlite3_module rowModule()
{
    sqlite3_module m{};
    m.iVersion = 1;
    m.xConnect = rowConnect;
    m.xBestIndex = rowBestIndex;
    m.xDisconnect = rowDisconnect;
    m.xDestroy = rowDisconnect;
    m.xOpen = rowOpen;
    m.xClose = rowClose;
    m.xFilter = rowFilter;
    m.xNext = rowNext;
    m.xEof = rowEof;
    m.xColumn = rowColumn;
    m.xRowid = rowRowid;
    return m;
}

const sqlite3_module kRowModule = rowModule();

}  // namespace

int registerRowTables(sqlite3* db, QuerySource& source)
{
    for (const RowTable& t : kRowTables) {
        auto* info = new RowInfo{&t, &source};
        const int rc = sqlite3_create_module_v2(db, TraceQuery::tables().at(t.doc).name.c_str(), &kRowModule, info,
                                                [](void* p) { delete static_cast<RowInfo*>(p); });
        if (rc != SQLITE_OK)
            return rc;
    }
    return SQLITE_OK;
}

}  // namespace ts
