// The scans over a trace's events of trace_query.h: events, writes, draws, read block by
// block with the seq range and the clause and kind ids of the constraints SQLite hands them.
#include "kernel/query/trace_tables.h"

#include "kernel/query/trace_query.h"

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <string_view>

namespace ts {

namespace {

// ---- tables over the events: events, writes, draws --------------------------------------

// One table over the trace's events: which kind it keeps (by the kernel's kind name;
// empty = every event), its columns and where its clause and kind columns are.
struct EventTable {
    std::size_t doc;  // its entry in TraceQuery::tables(), which holds its name
    const char* schema;
    const char* onlyKind;  // "" = every event
    int kindColumn;  // -1 = none
    int clauseColumn;
    void (*column)(const QuerySource&, Seq, const Event&, int, sqlite3_context*);
};

void resultName(sqlite3_context* c, const std::vector<std::string>& names, std::size_t id)
{
    if (id < names.size())
        sqlite3_result_text(c, names[id].data(), static_cast<int>(names[id].size()), SQLITE_STATIC);
    else
        sqlite3_result_null(c);
}

void resultEntity(sqlite3_context* c, const Trace& t, EntityId id)
{
    if (id == kNoEntity)
        sqlite3_result_null(c);
    else
        resultName(c, t.entityNames, id);
}

void resultString(sqlite3_context* c, const std::string& s)
{
    sqlite3_result_text64(c, s.data(), s.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
}

void eventsColumn(const QuerySource& s, Seq seq, const Event& e, int col, sqlite3_context* c)
{
    switch (col) {
    case 0: sqlite3_result_int64(c, static_cast<sqlite3_int64>(seq)); break;
    case 1: resultName(c, s.trace.kindNames, e.kind); break;
    case 2: resultName(c, s.trace.clauseNames, e.clause); break;
    case 3: sqlite3_result_int(c, e.depth); break;
    case 4: resultEntity(c, s.trace, e.subject[0]); break;
    case 5: resultEntity(c, s.trace, e.subject[1]); break;
    case 6: resultString(c, s.render.line(e)); break;
    case 7:
    case 8:
    case 9:
    case 10: sqlite3_result_int(c, e.arg[col - 7]); break;
    case 11: sqlite3_result_int(c, (e.flags & EventFlag::StepStart) ? 1 : 0); break;
    default: sqlite3_result_null(c);
    }
}

void writesColumn(const QuerySource& s, Seq seq, const Event& e, int col, sqlite3_context* c)
{
    switch (col) {
    case 0: sqlite3_result_int64(c, static_cast<sqlite3_int64>(seq)); break;
    case 1: resultEntity(c, s.trace, e.subject[0]); break;
    case 2: resultString(c, s.render.field(static_cast<FieldId>(e.arg[0]))); break;
    case 3: sqlite3_result_int(c, e.arg[1]); break;
    case 4: sqlite3_result_int(c, e.arg[2]); break;
    case 5: resultName(c, s.trace.clauseNames, e.clause); break;
    case 6: sqlite3_result_int(c, e.arg[0]); break;
    default: sqlite3_result_null(c);
    }
}

void drawsColumn(const QuerySource& s, Seq seq, const Event& e, int col, sqlite3_context* c)
{
    switch (col) {
    case 0: sqlite3_result_int64(c, static_cast<sqlite3_int64>(seq)); break;
    case 1: sqlite3_result_int(c, e.arg[0]); break;
    case 2: sqlite3_result_int(c, 0); break;
    case 3: sqlite3_result_int64(c, static_cast<sqlite3_int64>(e.arg[1]) - 1); break;
    case 4: sqlite3_result_int(c, e.arg[2]); break;
    case 5: resultName(c, s.trace.clauseNames, e.clause); break;
    case 6: resultEntity(c, s.trace, e.subject[0]); break;
    default: sqlite3_result_null(c);
    }
}

const EventTable kEventTables[] = {
    {0,
     "CREATE TABLE x(seq INTEGER, kind TEXT, clause TEXT, depth INTEGER, subject TEXT, object TEXT, text TEXT, "
     "arg0 INTEGER, arg1 INTEGER, arg2 INTEGER, arg3 INTEGER, step_start INTEGER)",
     "", 1, 2, eventsColumn},
    {1,
     "CREATE TABLE x(seq INTEGER, entity TEXT, field TEXT, \"old\" INTEGER, \"new\" INTEGER, clause TEXT, "
     "field_id INTEGER)",
     "write", -1, 5, writesColumn},
    {2, "CREATE TABLE x(seq INTEGER, stream INTEGER, lo INTEGER, hi INTEGER, value INTEGER, clause TEXT, entity TEXT)",
     "rng", -1, 5, drawsColumn},
};

struct EventVtab {
    sqlite3_vtab base{};
    const EventTable* table = nullptr;
    QuerySource* source = nullptr;
};

struct EventCursor {
    sqlite3_vtab_cursor base{};
    Seq at = 0, end = 0;  // the rows still to visit are events [at, end)
    std::vector<Event> block;  // a copy: another cursor's reads may page the trace's own out
    std::size_t blockIndex = SIZE_MAX;
    // Per id of the trace's tables: whether an event with it is kept (empty = any).
    std::vector<char> kindOk, clauseOk;
};

struct TableInfo {
    const EventTable* table;
    QuerySource* source;
};

int eventConnect(sqlite3* db, void* aux, int, const char* const*, sqlite3_vtab** out, char**)
{
    const auto* info = static_cast<const TableInfo*>(aux);
    info->source->declaring = true;
    const int rc = sqlite3_declare_vtab(db, info->table->schema);
    info->source->declaring = false;
    if (rc != SQLITE_OK)
        return rc;
    auto* v = new EventVtab;
    v->table = info->table;
    v->source = info->source;
    *out = &v->base;
    return SQLITE_OK;
}

int eventDisconnect(sqlite3_vtab* v)
{
    delete reinterpret_cast<EventVtab*>(v);
    return SQLITE_OK;
}

// idxStr: one letter per argv value, in order: = < <= > >= on seq ('e' 'l' 'L' 'g' 'G'),
// clause = ('c'), kind = ('k').
char planLetter(const EventTable& t, const sqlite3_index_info::sqlite3_index_constraint& c, const char* collation)
{
    const bool binary = !collation || sqlite3_stricmp(collation, "BINARY") == 0;
    if (c.iColumn == 0) {
        switch (c.op) {
        case SQLITE_INDEX_CONSTRAINT_EQ: return 'e';
        case SQLITE_INDEX_CONSTRAINT_LT: return 'l';
        case SQLITE_INDEX_CONSTRAINT_LE: return 'L';
        case SQLITE_INDEX_CONSTRAINT_GT: return 'g';
        case SQLITE_INDEX_CONSTRAINT_GE: return 'G';
        default: return 0;
        }
    }
    if (c.op != SQLITE_INDEX_CONSTRAINT_EQ || !binary)
        return 0;
    if (c.iColumn == t.clauseColumn)
        return 'c';
    if (c.iColumn == t.kindColumn && t.kindColumn >= 0)
        return 'k';
    return 0;
}

int eventBestIndex(sqlite3_vtab* vtab, sqlite3_index_info* info)
{
    auto* v = reinterpret_cast<EventVtab*>(vtab);
    std::string plan;
    double rows = static_cast<double>(v->source->trace.size()) + 1;
    for (int i = 0; i < info->nConstraint; ++i) {
        const auto& c = info->aConstraint[i];
        if (!c.usable || plan.size() >= 16)
            continue;
        const char letter = planLetter(*v->table, c, sqlite3_vtab_collation(info, i));
        if (!letter)
            continue;
        plan.push_back(letter);
        info->aConstraintUsage[i].argvIndex = static_cast<int>(plan.size());
        info->aConstraintUsage[i].omit = 1;  // evaluated exactly by the scan
        rows = letter == 'e' ? 1 : rows / (letter == 'c' || letter == 'k' ? 20 : 4);
    }
    if (info->nOrderBy == 1 && info->aOrderBy[0].iColumn == 0 && !info->aOrderBy[0].desc)
        info->orderByConsumed = 1;  // the scan goes in seq order
    info->idxStr = sqlite3_mprintf("%s", plan.c_str());
    info->needToFreeIdxStr = 1;
    info->estimatedRows = static_cast<sqlite3_int64>(std::max(1.0, rows));
    info->estimatedCost = std::max(1.0, rows);
    return SQLITE_OK;
}

int eventOpen(sqlite3_vtab*, sqlite3_vtab_cursor** out)
{
    auto* c = new EventCursor;
    *out = &c->base;
    return SQLITE_OK;
}

int eventClose(sqlite3_vtab_cursor* c)
{
    delete reinterpret_cast<EventCursor*>(c);
    return SQLITE_OK;
}

// The rows [lo, hi) that `seq OP value` keeps, intersected into [at, end).
void narrowSeq(char op, sqlite3_value* value, Seq& at, Seq& end)
{
    const int type = sqlite3_value_numeric_type(value);
    if (type == SQLITE_NULL) {  // a comparison with NULL is never true
        end = at;
        return;
    }
    if (type != SQLITE_INTEGER && type != SQLITE_FLOAT) {  // text: every integer is smaller
        if (op == 'e' || op == 'g' || op == 'G')
            end = at;
        return;
    }
    // In long double an int64 and a 64-bit seq compare exactly enough for a trace's size.
    const long double x =
        type == SQLITE_INTEGER ? static_cast<long double>(sqlite3_value_int64(value)) : sqlite3_value_double(value);
    const long double limit = static_cast<long double>(end);
    auto clamp = [&](long double v) { return static_cast<Seq>(std::clamp(v, 0.0L, limit)); };
    switch (op) {
    case 'e':
        if (x != std::floor(x) || x < 0 || x >= limit) {
            end = at;
            return;
        }
        at = std::max(at, clamp(x));
        end = std::min(end, clamp(x + 1));
        break;
    case 'l': end = std::min(end, clamp(std::ceil(x))); break;
    case 'L': end = std::min(end, clamp(std::floor(x) + 1)); break;
    case 'g': at = std::max(at, clamp(std::floor(x) + 1)); break;
    case 'G': at = std::max(at, clamp(std::ceil(x))); break;
    default: break;
    }
    if (at > end)
        at = end;
}

// Which ids of `names` are called `value` (a name may stand for several ids in a damaged file).
std::vector<char> idsNamed(const std::vector<std::string>& names, sqlite3_value* value)
{
    std::vector<char> ok(names.size(), 0);
    const unsigned char* text = sqlite3_value_text(value);
    if (!text)
        return ok;
    const std::string_view want(reinterpret_cast<const char*>(text),
                                static_cast<std::size_t>(sqlite3_value_bytes(value)));
    for (std::size_t i = 0; i < names.size(); ++i)
        ok[i] = names[i] == want ? 1 : 0;
    return ok;
}

// ANDs a further id filter into `into` (empty = no filter yet).
void andIds(std::vector<char>& into, std::vector<char> more)
{
    if (into.empty()) {
        into = std::move(more);
        return;
    }
    for (std::size_t i = 0; i < into.size(); ++i)
        into[i] = into[i] && more[i];
}

bool kept(const EventCursor& c, const Event& e)
{
    if (!c.kindOk.empty() && (e.kind >= c.kindOk.size() || !c.kindOk[e.kind]))
        return false;
    return c.clauseOk.empty() || (e.clause < c.clauseOk.size() && c.clauseOk[e.clause]);
}

// Moves `at` to the first kept event at or after it (or to `end`), paging blocks in.
// SQLite gets an error code; the exception itself waits in the source for the caller.
int seekKept(EventVtab& v, EventCursor& c)
{
    QuerySource& s = *v.source;
    try {
        while (c.at < c.end) {
            const std::size_t b = static_cast<std::size_t>(c.at / Trace::kBlockEvents);
            if (b != c.blockIndex) {
                if (s.cancelled && *s.cancelled && (*s.cancelled)()) {
                    s.wasCancelled = true;
                    return SQLITE_INTERRUPT;
                }
                const std::span<const Event> events = s.trace.block(b);
                c.block.assign(events.begin(), events.end());
                c.blockIndex = b;
            }
            const Seq first = static_cast<Seq>(b) * Trace::kBlockEvents;
            const Seq stop = std::min<Seq>(c.end, first + c.block.size());
            if (stop <= c.at) {  // a block shorter than the trace says: nothing more
                c.at = c.end;
                break;
            }
            for (; c.at < stop; ++c.at)
                if (kept(c, c.block[c.at - first]))
                    return SQLITE_OK;
        }
        return SQLITE_OK;
    } catch (const std::exception& e) {
        if (!s.error)
            s.error = std::current_exception();
        sqlite3_free(v.base.zErrMsg);
        v.base.zErrMsg = sqlite3_mprintf("%s", e.what());
        return SQLITE_ERROR;
    }
}

int eventFilter(sqlite3_vtab_cursor* cur, int, const char* idxStr, int argc, sqlite3_value** argv)
{
    auto* c = reinterpret_cast<EventCursor*>(cur);
    auto* v = reinterpret_cast<EventVtab*>(cur->pVtab);
    const Trace& t = v->source->trace;
    c->at = 0;
    c->end = t.size();
    c->kindOk.clear();
    c->clauseOk.clear();
    if (*v->table->onlyKind) {  // writes, draws: the kernel's kind, by its name in this trace
        c->kindOk.assign(t.kindNames.size(), 0);
        for (std::size_t i = 0; i < t.kindNames.size(); ++i)
            c->kindOk[i] = t.kindNames[i] == v->table->onlyKind ? 1 : 0;
    }
    const std::string_view plan = idxStr ? idxStr : "";
    for (int i = 0; i < argc && i < static_cast<int>(plan.size()); ++i) {
        if (plan[i] == 'c')
            andIds(c->clauseOk, idsNamed(t.clauseNames, argv[i]));
        else if (plan[i] == 'k')
            andIds(c->kindOk, idsNamed(t.kindNames, argv[i]));
        else
            narrowSeq(plan[i], argv[i], c->at, c->end);
    }
    return seekKept(*v, *c);
}

int eventNext(sqlite3_vtab_cursor* cur)
{
    auto* c = reinterpret_cast<EventCursor*>(cur);
    ++c->at;
    return seekKept(*reinterpret_cast<EventVtab*>(cur->pVtab), *c);
}

int eventEof(sqlite3_vtab_cursor* cur)
{
    const auto* c = reinterpret_cast<EventCursor*>(cur);
    return c->at >= c->end;
}

int eventColumn(sqlite3_vtab_cursor* cur, sqlite3_context* ctx, int col)
{
    const auto* c = reinterpret_cast<EventCursor*>(cur);
    const auto* v = reinterpret_cast<EventVtab*>(cur->pVtab);
    const Seq first = static_cast<Seq>(c->blockIndex) * Trace::kBlockEvents;
    try {
        v->table->column(*v->source, c->at, c->block[c->at - first], col, ctx);
    } catch (const std::exception& e) {  // a ruleset's name of a field or an answer
        sqlite3_result_error(ctx, e.what(), -1);
    }
    return SQLITE_OK;
}

int eventRowid(sqlite3_vtab_cursor* cur, sqlite3_int64* rowid)
{
    *rowid = static_cast<sqlite3_int64>(reinterpret_cast<EventCursor*>(cur)->at);
    return SQLITE_OK;
}

sqlite3_module eventModule()
{
    sqlite3_module m{};
    m.iVersion = 1;
    m.xCreate = nullptr;  // eponymous only: the table exists without CREATE VIRTUAL TABLE
    m.xConnect = eventConnect;
    m.xBestIndex = eventBestIndex;
    m.xDisconnect = eventDisconnect;
    m.xDestroy = eventDisconnect;
    m.xOpen = eventOpen;
    m.xClose = eventClose;
    m.xFilter = eventFilter;
    m.xNext = eventNext;
    m.xEof = eventEof;
    m.xColumn = eventColumn;
    m.xRowid = eventRowid;
    return m;
}

const sqlite3_module kEventModule = eventModule();

}  // namespace

int registerTraceTables(sqlite3* db, QuerySource& source)
{
    for (const EventTable& t : kEventTables) {
        auto* info = new TableInfo{&t, &source};
        const int rc = sqlite3_create_module_v2(db, TraceQuery::tables().at(t.doc).name.c_str(), &kEventModule, info,
                                                [](void* p) { delete static_cast<TableInfo*>(p); });
        if (rc != SQLITE_OK)
            return rc;
    }
    return registerRowTables(db, source);
}

}  // namespace ts
