// libFuzzer target: SQL text (issue 39) over the trace of a small fixed game (the first
// sample of the first registered ruleset, played once), through TraceQuery as the CLI and
// the window's Query panel run it: at most 1000 rows kept, every value read, a budget of
// SQLite work so that an endless query (WITH RECURSIVE) is cancelled instead of hanging.
//
// A QueryError (bad SQL, a refused statement, the budget) is the expected answer to bad
// text; anything else, and a write that gets through, is a finding.
#include "kernel/query/trace_query.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "rulesets/rulesets.h"

#include <sqlite3.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace {

struct Fixture {
    std::unique_ptr<ts::Session> session;
    std::unique_ptr<ts::TraceQuery> query;
    std::int64_t events = 0;
};

Fixture& fixture()
{
    static Fixture f = [] {
        // SQLite's own memory bounded: a query that would sort or build more fails with "out
        // of memory" (a QueryError) instead of reaching the fuzzer's RSS limit.
        sqlite3_hard_heap_limit64(std::int64_t(512) << 20);
        ts::registerAllRulesets();
        const ts::Ruleset* first = ts::allRulesets().front();
        std::filesystem::path dir =
            std::filesystem::path(TURNSCOPE_SOURCE_DIR) / "resources/scenarios" / std::string(first->id());
        std::filesystem::path sample;
        for (const auto& entry : std::filesystem::directory_iterator(dir))
            if (entry.path().extension() == ".json" && (sample.empty() || entry.path() < sample))
                sample = entry.path();
        const ts::LoadedScenario l = ts::loadScenarioFile(sample.string());
        ts::SessionOptions options;
        options.maxEvents = 20'000;
        Fixture out;
        out.session = std::make_unique<ts::Session>(*l.ruleset, l.scenario, l.scenario->seed, options);
        out.session->run();
        out.query = std::make_unique<ts::TraceQuery>(*out.session);
        out.events = static_cast<std::int64_t>(out.session->trace().size());
        return out;
    }();
    return f;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Fixture& f = fixture();
    const std::string_view sql(reinterpret_cast<const char*>(data), size);
    int polls = 0;
    try {
        const ts::QueryResult r = f.query->run(sql, 1000, [&] { return ++polls > 20'000; });
        std::size_t bytes = 0;
        for (const auto& row : r.rows)
            for (const ts::QueryValue& v : row)
                if (const auto* s = std::get_if<std::string>(&v))
                    bytes += s->size();
        (void)bytes;
    } catch (const ts::QueryError&) {
    }
    // Whatever ran, the trace tables are still whole and nothing was written.
    polls = 0;
    const ts::QueryResult n = f.query->run("SELECT count(*) FROM events", 1, {});
    if (n.rows.size() != 1 || std::get<std::int64_t>(n.rows[0][0]) != f.events)
        __builtin_trap();
    return 0;
}
