// turnscope-provenance-bench: issue 13's "Who changed this value?" figures on the roguelike
// stress trace (10 M events, 1,001 units): building the write index (in memory, and over a
// trace opened lazily from its file), its memory per write, the first answer (index built
// from nothing, then the question) and later answers (the index built), both as the kernel
// query and as the window asks it (from a JSON path of the state at the cursor).
//   turnscope-provenance-bench [--events N] [--tmp DIR]
#include "stress_scenario.h"

#include "kernel/draw/draw_ledger.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/provenance.h"
#include "kernel/session/session_files.h"
#include "kernel/session/state_fields.h"
#include "rulesets/rulesets.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

struct Percentiles {
    double p50 = 0, p99 = 0, max = 0;
};
Percentiles percentiles(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
        return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
    };
    return {at(0.5), at(0.99), v.back()};
}

// The answer the window gives: the field's writes (copied for the panel and the timeline),
// the last one at or before the cursor and its chain back.
std::size_t answer(const ts::Trace& trace, const ts::WriteIndex& index, ts::FieldRef ref, ts::Seq cursor)
{
    const auto writes = index.writes(ref);
    std::vector<ts::Seq> copy(writes.begin(), writes.end());
    const auto last = index.lastWriteAtOrBefore(ref, cursor);
    if (!last)
        return copy.size();
    const ts::WriteOrigin o = ts::traceBack(trace, index, *last);
    return copy.size() + o.draws.size() + o.stepWrites.size();
}

}  // namespace

int main(int argc, char** argv)
{
    std::size_t events = 10'000'000;
    std::filesystem::path tmp = std::filesystem::temp_directory_path();
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--events" && i + 1 < argc)
            events = std::stoull(argv[++i]);
        else if (a == "--tmp" && i + 1 < argc)
            tmp = argv[++i];
        else {
            std::fprintf(stderr, "usage: %s [--events N] [--tmp DIR]\n", argv[0]);
            return 2;
        }
    }
    ts::registerAllRulesets();
    const ts::LoadedScenario loaded = ts::parseScenarioJson(bench::makeStressScenario({}), "<stress>");
    ts::Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
    session.run(events);
    const ts::Trace& trace = session.trace();
    std::printf("| Measurement (%zu events, %zu entities) | Result |\n|---|---|\n",
                static_cast<std::size_t>(trace.size()), trace.entityNames.size() - 1);

    // First answer: the index built from nothing, then the question.
    std::mt19937_64 rng(13);
    auto t = Clock::now();
    ts::WriteIndex index;
    index.extend(trace);
    const double buildMs = msSince(t);
    const auto fields = index.fields();
    const ts::FieldRef firstRef = fields[rng() % fields.size()];
    answer(trace, index, firstRef, trace.size() / 2);
    const double firstMs = msSince(t);
    std::printf("| Index build, trace in memory (one pass) | %.1f ms (%.1f M events/s) |\n", buildMs,
                static_cast<double>(trace.size()) / buildMs / 1e3);
    std::printf("| Writes indexed / fields written | %zu / %zu |\n", index.writeCount(), index.fieldCount());
    std::printf("| Index memory | %.1f MiB = %.2f bytes per write (%.2f bytes per event) |\n",
                static_cast<double>(index.memoryBytes()) / 1048576.0,
                static_cast<double>(index.memoryBytes()) / static_cast<double>(index.writeCount()),
                static_cast<double>(index.memoryBytes()) / static_cast<double>(trace.size()));
    std::printf("| First answer (build + query + chain back) | %.1f ms |\n", firstMs);

    // Later answers, kernel query: 1,000 random (entity, field, cursor).
    std::vector<double> later;
    std::size_t sink = 0;
    for (int i = 0; i < 1000; ++i) {
        const ts::FieldRef ref = fields[rng() % fields.size()];
        const ts::Seq cursor = rng() % trace.size();
        t = Clock::now();
        sink += answer(trace, index, ref, cursor);
        later.push_back(msSince(t));
    }
    const Percentiles q = percentiles(later);
    std::printf("| Later answers (writes + last + chain back), p50 / p99 / max of 1,000 | %.3f / %.3f / %.3f ms |\n",
                q.p50, q.p99, q.max);

    // Later answers as the window asks them: from a JSON path of the state at the cursor.
    std::vector<double> fromPath;
    for (int i = 0; i < 50; ++i) {
        const ts::Seq cursor = rng() % trace.size();
        const auto state = session.stateAt(cursor);
        const std::string path = "/units/" + std::to_string(rng() % 1001) + "/" + (i % 2 ? "tokens" : "x");
        t = Clock::now();
        const nlohmann::json doc = state->toJson();
        const ts::StateFieldLookup lookup(trace, index, session.ruleset());
        const auto ref = session.ruleset().fieldAtStatePath(doc, path, lookup);
        if (ref)
            sink += answer(trace, index, *ref, cursor);
        fromPath.push_back(msSince(t));
    }
    const Percentiles w = percentiles(fromPath);
    std::printf("| Later answers from an inspector path (state JSON + name lookup + answer), p50 / p99 / max of 50 | "
                "%.1f / %.1f / %.1f ms |\n",
                w.p50, w.p99, w.max);

    // The random-draw ledger as the window's Random Draws panel reads it: in slices of 1 M
    // events (DrawLedgerModel), the longest slice being what the window waits for at once.
    {
        t = Clock::now();
        const ts::DrawLedger whole = ts::buildDrawLedger(trace);
        const double wholeMs = msSince(t);
        ts::DrawLedger parts;
        double longest = 0;
        for (ts::Seq from = 0; from < trace.size(); from += 1'000'000) {
            t = Clock::now();
            ts::extendDrawLedger(parts, trace, from, {}, nullptr, from + 1'000'000);
            longest = std::max(longest, msSince(t));
        }
        std::printf(
            "| Draw ledger, trace in memory: one pass / longest slice of 1 M events (%zu draws) | %.1f / %.1f ms |\n",
            whole.draws.size(), wholeMs, longest);
        sink += parts.draws.size();
    }

    // A trace opened from its file: the pass decodes every block.
    const std::string file = (tmp / ("turnscope-provenance-bench-" + std::to_string(getpid()) + ".tstrace")).string();
    ts::saveSession(file, session);
    const auto opened = ts::openSession(file);
    t = Clock::now();
    ts::WriteIndex fromFile;
    fromFile.extend(opened->trace());
    const double fileBuildMs = msSince(t);
    answer(opened->trace(), fromFile, firstRef, opened->size() / 2);
    const double fileFirstMs = msSince(t);
    std::filesystem::remove(file);
    std::printf("| Index build, trace opened from its file (blocks decoded on the way) | %.1f ms |\n", fileBuildMs);
    std::printf("| First answer on the opened file (build + query + chain back) | %.1f ms |\n", fileFirstMs);
    std::printf("| Same index from the file as in memory | %s |\n",
                fromFile.writeCount() == index.writeCount() && fromFile.fields() == fields ? "yes" : "NO");
    std::fprintf(stderr, "(%zu)\n", sink);
    return 0;
}
