// turnscope-query-bench: issue 39's SQL over traces on the roguelike stress trace (10 M
// events): a count of one clause's events (the id filter), a count over the writes, a seq
// range, a GROUP BY over every event and rendered text, on the trace in memory (recorded in
// this session, every block read once) and opened from its file (blocks decoded as read).
// Prints Markdown for docs/performance.md; asserts nothing.
//   turnscope-query-bench [--events N] [--tmp DIR] [--runs R]
#include "stress_scenario.h"

#include "kernel/query/trace_query.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "rulesets/rulesets.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }
// The thread's CPU time: on the shared 2-core machine the wall time also counts the waits
// for a core.
double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

struct Case {
    std::string label, sql;
};

struct Timing {
    double wallMs = 1e300, cpuMs = 1e300;
    std::string first;  // the first value (a count, to show what was found)
};

// Best of `runs` times of one query, wall and CPU each.
Timing timeQuery(ts::TraceQuery& q, const std::string& sql, int runs)
{
    Timing out;
    for (int r = 0; r < runs; ++r) {
        const auto t = Clock::now();
        const double c = cpuMs();
        const ts::QueryResult res = q.run(sql, 100);
        out.cpuMs = std::min(out.cpuMs, cpuMs() - c);
        out.wallMs = std::min(out.wallMs, msSince(t));
        if (!res.rows.empty() && !res.rows[0].empty()) {
            const ts::QueryValue& v = res.rows[0][0];
            out.first = std::holds_alternative<std::int64_t>(v) ? std::to_string(std::get<std::int64_t>(v))
                                                                : std::to_string(res.rows.size()) + " rows";
        }
    }
    return out;
}

void table(const char* title, ts::TraceQuery& q, const std::vector<Case>& cases, int runs)
{
    std::printf(
        "\n%s\n\n| Query | Result | Wall time (best of %d) | Thread CPU time (best of %d) |\n|---|---|---|---|\n",
        title, runs, runs);
    for (const Case& c : cases) {
        const Timing t = timeQuery(q, c.sql, runs);
        std::printf("| %s: `%s` | %s | %.0f ms | %.0f ms |\n", c.label.c_str(), c.sql.c_str(), t.first.c_str(),
                    t.wallMs, t.cpuMs);
    }
}

}  // namespace

int main(int argc, char** argv)
{
    std::size_t events = 10'000'000;
    int runs = 3;
    std::filesystem::path tmp = std::filesystem::temp_directory_path();
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--events" && i + 1 < argc)
            events = std::stoull(argv[++i]);
        else if (a == "--tmp" && i + 1 < argc)
            tmp = argv[++i];
        else if (a == "--runs" && i + 1 < argc)
            runs = std::max(1, std::stoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: %s [--events N] [--tmp DIR] [--runs R]\n", argv[0]);
            return 2;
        }
    }
    ts::registerAllRulesets();
    const ts::LoadedScenario loaded = ts::parseScenarioJson(bench::makeStressScenario({}), "<stress>");
    ts::Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
    session.run(events);
    const ts::Trace& trace = session.trace();
    // The most and the least frequent clause: the filter's cost should not depend on how
    // many rows it keeps.
    std::map<ts::ClauseId, std::size_t> perClause;
    for (std::size_t b = 0; b < trace.blockCount(); ++b)
        for (const ts::Event& e : trace.block(b))
            ++perClause[e.clause];
    const auto [most, least] = std::minmax_element(perClause.begin(), perClause.end(),
                                                   [](const auto& x, const auto& y) { return x.second > y.second; });
    const std::string mostName = trace.clauseName(most->first), leastName = trace.clauseName(least->first);
    const std::uint64_t mid = trace.size() / 2;
    const std::vector<Case> cases = {
        {"count of the most frequent clause", "SELECT count(*) FROM events WHERE clause = '" + mostName + "'"},
        {"count of the least frequent clause", "SELECT count(*) FROM events WHERE clause = '" + leastName + "'"},
        {"count of one kind", "SELECT count(*) FROM events WHERE kind = 'write'"},
        {"count over the writes", "SELECT count(*) FROM writes"},
        {"every event, no filter", "SELECT count(*) FROM events"},
        {"seq range of 100,000 events",
         "SELECT count(*), sum(arg0) FROM events WHERE seq >= " + std::to_string(mid) + " AND seq < " +
             std::to_string(mid + 100'000)},
        {"seq range of 100 events, text rendered",
         "SELECT seq, text FROM events WHERE seq BETWEEN " + std::to_string(mid) + " AND " + std::to_string(mid + 99)},
        {"GROUP BY clause over every event", "SELECT clause, count(*) FROM events GROUP BY clause"},
        {"a field's writes (filtered by SQLite)",
         "SELECT count(*) FROM writes WHERE entity = 'E1' AND field = 'tokens'"},
    };
    std::printf("| Trace | |\n|---|---|\n| Events | %zu |\n| Clauses cited | %zu (most frequent %s: %zu events; "
                "least %s: %zu) |\n",
                static_cast<std::size_t>(trace.size()), perClause.size(), mostName.c_str(), most->second,
                leastName.c_str(), least->second);

    ts::TraceQuery inMemory(session);
    table("In memory (recorded in this session, packed blocks unpacked as read)", inMemory, cases, runs);

    const std::string file = (tmp / ("turnscope-query-bench-" + std::to_string(::getpid()) + ".tstrace")).string();
    ts::saveSession(file, session);
    {
        ts::RecordedGame game = ts::openRecordedGame(file);
        ts::TraceQuery fromFile(game.file.trace, game.ruleset, game.file.header.decisions);
        table("From the trace file (blocks decoded as read, at most 64 kept)", fromFile, cases, runs);
    }
    std::filesystem::remove(file);
    return 0;
}
