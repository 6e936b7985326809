// turnscope-bench: the figures of SPEC §8 on the roguelike stress scenario, printed as
// Markdown tables for docs/performance.md. Not a test: nothing here asserts on time.
//
//   turnscope-bench [--quick] [--events N] [--tmp DIR] [--engine-only]
//
//   --quick     smaller sizes (the whole run takes well under 30 s)
//   --events N  events of the engine runs and of the session (default 10,000,000; quick 2,000,000)
//   --events N1,N2,...  the scaling table instead (bench_scaling.cpp): each size measured in
//               turn, one row each (e.g. 1000000,10000000,100000000)
//   --tmp DIR   where the trace file is written (default: the system temp directory)
//   --engine-only  stop after the engine table (for profiling the engine)
//
// Progress goes to stderr, the tables to stdout.
#include "bench_common.h"
#include "bench_scaling.h"
#include "rulesets/rulesets.h"
#include "stress_scenario.h"

#include "kernel/draw/rng.h"
#include "kernel/game.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_compact.h"
#include "kernel/trace/trace_file.h"
#include "kernel/trace/trace_memory.h"
#include "rulesets/roguelike/game.h"

#include <sched.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#ifndef TURNSCOPE_BENCH_BUILD_TYPE
#define TURNSCOPE_BENCH_BUILD_TYPE "unknown"
#endif

namespace {

using namespace bench;

// --- engine runs --------------------------------------------------------------------

volatile std::uint64_t benchSink = 0;

struct EngineFigures {
    EngineRun rec;  // recordSession, the fastest
    EngineRun off, on;  // the faster of the repetitions by the wall clock
    double offCpu = 0, onCpu = 0;  // the least CPU time of the repetitions
    double minShare = 1;  // the smallest share of a core the thread had in a run
    bool same = true;  // tracing changed nothing (events, decisions, final state)
};

EngineFigures measureEngine(const ts::Ruleset& ruleset, const std::shared_ptr<const ts::Scenario>& scenario,
                            std::uint64_t seed, std::uint64_t events, int reps, const std::string& label)
{
    EngineFigures f;
    for (int i = 0; i < reps; ++i) {
        progress("engine {}: tracing off ...", label);
        const EngineRun off = runEngine(ruleset, *scenario, seed, events, false);
        progress("engine {}: recording a session ...", label);
        const EngineRun rec = recordSession(ruleset, scenario, seed, events);
        progress("engine {}: appending every event ...", label);
        const EngineRun on = runEngine(ruleset, *scenario, seed, events, true);
        f.same = f.same && off.events == on.events && off.finalHash == on.finalHash && off.decisions == on.decisions &&
            rec.events == on.events && rec.finalHash == on.finalHash && rec.decisions == on.decisions;
        if (i == 0 || rec.seconds < f.rec.seconds)
            f.rec = rec;
        if (i == 0 || off.seconds < f.off.seconds)
            f.off = off;
        if (i == 0 || on.seconds < f.on.seconds)
            f.on = on;
        f.offCpu = i == 0 ? off.cpuSeconds : std::min(f.offCpu, off.cpuSeconds);
        f.onCpu = i == 0 ? on.cpuSeconds : std::min(f.onCpu, on.cpuSeconds);
        f.minShare = std::min({f.minShare, off.cpuSeconds / off.seconds, on.cpuSeconds / on.seconds});
    }
    return f;
}

double eventsPerSecond(const EngineRun& r) { return static_cast<double>(r.events) / r.seconds; }

// "off / on / overhead" by the wall clock.
std::string triple(const EngineFigures& f)
{
    const double off = eventsPerSecond(f.off), on = eventsPerSecond(f.on);
    return rate(off) + " / " + rate(on) + " / " + format("%.1f %%", (off / on - 1) * 100);
}

// The same by this thread's CPU time: what the engine does per core when other processes
// share the machine.
std::string cpuTriple(const EngineFigures& f)
{
    const double off = static_cast<double>(f.off.events) / f.offCpu, on = static_cast<double>(f.on.events) / f.onCpu;
    return rate(off) + " / " + rate(on) + " / " + format("%.1f %%", (off / on - 1) * 100) +
        format(" (the thread had ≥ %.0f %% of a core)", f.minShare * 100);
}

// --- session ------------------------------------------------------------------------

// The state after `target` events the naive way: a new game stepped from the start with
// the session's recorded decisions. Returns its position (the end of the step that
// reached `target`) and state hash.
std::pair<ts::Seq, std::uint64_t> naiveReplay(const ts::Session& session, ts::Seq target)
{
    auto game = session.ruleset().newGame(session.scenario(), session.seed());
    ts::EventSink sink(nullptr, 0);
    std::size_t used = 0;
    const auto& decisions = session.decisions();
    while (sink.position() < target && !game->finished()) {
        sink.beginStep();
        const ts::StepStatus st = game->step(sink);
        if (st == ts::StepStatus::NeedDecision) {
            if (used >= decisions.size())
                break;
            const ts::DecisionRecord& d = decisions[used];
            game->answer(d.answer, d.source, static_cast<std::uint32_t>(used));
            ++used;
        }
    }
    return {sink.position(), game->stateHash()};
}

std::vector<double> randomSeeks(ts::Session& session, std::size_t n, std::uint64_t seed)
{
    ts::Pcg32 rng(seed, 3);
    const auto size = static_cast<std::uint32_t>(session.size());
    std::vector<double> t;
    t.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const ts::Seq seq = rng.below(size);
        const auto t0 = Clock::now();
        std::unique_ptr<ts::Game> state = session.stateAt(seq);
        t.push_back(since(t0));
        state.reset();
    }
    return t;
}

struct Sizes {
    std::uint64_t engineEvents;
    int engineReps;
    std::uint64_t variantEvents;
    int speedChangers, scriptLength;
    std::uint64_t sessionEvents;
    std::size_t seeks, naive, stepBacks, smallBudgetSeeks;
    std::size_t smallBudget;
};

void usage(const char* argv0)
{
    std::fprintf(stderr,
                 "usage: %s [--quick] [--events N] [--tmp DIR] [--engine-only]\n"
                 "  --quick     smaller sizes (the whole run takes well under 30 s)\n"
                 "  --events N  events of the engine runs and the session (default 10000000, quick 2000000)\n"
                 "  --events N1,N2,...  only the scaling table, one row per size (e.g. 1000000,10000000,100000000)\n"
                 "  --tmp DIR   directory for the temporary trace file\n"
                 "  --engine-only  only the engine table (for profiling)\n",
                 argv0);
}

int run(int argc, char** argv)
{
    const auto tStart = Clock::now();
    bool quick = false, engineOnly = false;
    std::optional<std::uint64_t> eventsOverride;
    std::vector<std::uint64_t> scaling;
    std::filesystem::path tmpDir = std::filesystem::temp_directory_path();
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--quick") {
            quick = true;
        } else if (a == "--events" && i + 1 < argc) {
            const char* text = argv[++i];
            std::vector<std::uint64_t> sizes;
            for (char* end = nullptr;; text = end + 1) {
                const unsigned long long v = std::strtoull(text, &end, 10);
                if (end == text || (*end != '\0' && *end != ',') || v < 100000 || v > 4'000'000'000ULL) {
                    std::fprintf(stderr, "%s: --events needs numbers from 100000 to 4000000000, separated by commas\n",
                                 argv[0]);
                    return 2;
                }
                sizes.push_back(v);
                if (*end == '\0')
                    break;
            }
            if (sizes.size() > 1)
                scaling = sizes;
            eventsOverride = sizes.front();
        } else if (a == "--tmp" && i + 1 < argc) {
            tmpDir = argv[++i];
        } else if (a == "--engine-only") {
            engineOnly = true;
        } else if (a == "--help" || a == "-h") {
            usage(argv[0]);
            return 0;
        } else {
            usage(argv[0]);
            return 2;
        }
    }

    if (!scaling.empty())
        return bench::runScaling(scaling, tmpDir, TURNSCOPE_BENCH_BUILD_TYPE);

    Sizes z = quick ? Sizes{2'000'000, 2, 1'000'000, 60, 600, 2'000'000, 200, 5, 100, 100, std::size_t(16) << 20}
                    : Sizes{10'000'000, 3, 10'000'000, 60, 4000, 10'000'000, 1000, 20, 200, 200, std::size_t(16) << 20};
    if (eventsOverride) {
        z.engineEvents = z.variantEvents = z.sessionEvents = *eventsOverride;
    }

    // --- the scenarios
    bench::StressOptions base;
    const auto tGen = Clock::now();
    const nlohmann::json doc = bench::makeStressScenario(base);
    const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, "<stress>");
    const double genSeconds = since(tGen);
    bench::StressOptions withScripts = base;
    withScripts.speedChangers = z.speedChangers;
    withScripts.scriptLength = z.scriptLength;
    const ts::LoadedScenario variant = ts::parseScenarioJson(bench::makeStressScenario(withScripts), "<stress+speed>");
    const ts::Ruleset& ruleset = *loaded.ruleset;
    const std::uint64_t seed = loaded.scenario->seed;
    const int unitCount = base.players + base.friends + base.enemies;

    std::printf("### Benchmarks (`turnscope-bench%s`)\n\n", quick ? " --quick" : "");
    std::printf("Machine: %s, %ld CPUs available (nproc), %s RAM, %s; %s, %s build; the benchmark uses one "
                "thread.\n\n",
                cpuModel().c_str(), cpuCount(), memTotal().c_str(), osName().c_str(), compiler().c_str(),
                TURNSCOPE_BENCH_BUILD_TYPE);
    std::printf("Stress scenario (generated in memory, parsed in %s): %s units on a %dx%d open map with a border wall "
                "— %d player unit (\"playerPolicy\": \"ai\"), %d friends, %d enemies; speeds x1/x2/x3/slow in "
                "proportion 4:3:2:1; 1e9 hp and attack 1, so nobody dies. Variant \"+ speed changes\": %d of them "
                "also follow scripts of %d lines that alternately drink speed grass and wave a slow staff at "
                "themselves (rows inserted mid-turn).\n",
                ms(genSeconds).c_str(), count(static_cast<std::uint64_t>(unitCount)).c_str(), base.width, base.height,
                base.players, base.friends, base.enemies, z.speedChangers, z.scriptLength);
    std::fflush(stdout);

    // --- 1. engine
    const EngineFigures e = measureEngine(ruleset, loaded.scenario, seed, z.engineEvents, z.engineReps, "stress");
    const EngineFigures ev =
        measureEngine(ruleset, variant.scenario, variant.scenario->seed, z.variantEvents, z.engineReps, "stress+speed");
    {
        std::vector<Row> rows;
        const double off = eventsPerSecond(e.off), on = eventsPerSecond(e.on), rec = eventsPerSecond(e.rec);
        const double over = off / rec - 1;
        const double voff = eventsPerSecond(ev.off), von = eventsPerSecond(ev.on), vrec = eventsPerSecond(ev.rec);
        const double vover = voff / vrec - 1;
        rows.push_back({"Events per run",
                        count(e.on.events) + " (" + count(static_cast<std::uint64_t>(e.on.turns)) + " turns, " +
                            count(e.on.decisions) + " player decisions)",
                        ""});
        rows.push_back({"Tracing off (`EventSink(nullptr)`)", rate(off), ""});
        rows.push_back({"Recording a session (`Session::run`, by checkpoints: the default)",
                        rate(rec) + " (" + count(e.rec.events) + " events)",
                        "≥ 5 M/s per core: " + verdict(rec >= 5e6)});
        rows.push_back({"Tracing overhead (off rate / recording rate − 1)", format("%.1f %%", over * 100),
                        "≤ 25 %: " + verdict(over <= 0.25)});
        rows.push_back({"+ speed changes: off / recording / overhead",
                        rate(voff) + " / " + rate(vrec) + " / " + format("%.1f %%", vover * 100) + " (" +
                            count(ev.rec.events) + " events)",
                        "≥ 5 M/s: " + verdict(vrec >= 5e6) + ", ≤ 25 %: " + verdict(vover <= 0.25)});
        rows.push_back({"Appending every event (`EventSink(&trace)`, `Recording::Events`)", rate(on),
                        "≥ 5 M/s per core: " + verdict(on >= 5e6)});
        rows.push_back(
            {"Appending every event: overhead (off rate / on rate − 1)", format("%.1f %%", (off / on - 1) * 100), ""});
        rows.push_back({"Same by thread CPU time: off / on / overhead", cpuTriple(e), ""});
        rows.push_back({"+ speed changes, appending every event: off / on / overhead",
                        triple(ev) + " (" + count(ev.on.events) + " events)", "≥ 5 M/s: " + verdict(von >= 5e6)});
        rows.push_back({"+ speed changes by thread CPU time", cpuTriple(ev), ""});
        rows.push_back({"Traced run and recorded session identical to untraced (events, decisions, final state hash)",
                        e.same && ev.same ? "yes" : "**NO**", ""});
        // A chunk taken fresh is one the engine's thread mapped and faulted in itself,
        // waiting for the process's memory map meanwhile (trace_memory.h).
        const ts::trace_memory::Stats chunks = ts::trace_memory::stats();
        rows.push_back({"Trace chunks (2 MiB, all runs) taken from the supplier / mapped by the engine's thread",
                        count(chunks.takenReady) + " / " + count(chunks.takenFresh), ""});
        const ts::trace_compact::Stats packed = ts::trace_compact::stats();
        rows.push_back(
            {"Trace blocks packed (all runs): bytes/event, the packer thread's rate",
             format("%.2f", packed.bytes / (packed.blocks * double(ts::Trace::kBlockEvents))) + ", " +
                 format("%.1f M events/s", packed.blocks * double(ts::Trace::kBlockEvents) / packed.seconds / 1e6) +
                 " (" + count(packed.blocks) + " blocks)",
             ""});
        printTable(format("Engine (roguelike stress, %.0f M events per run, best of ",
                          static_cast<double>(z.engineEvents) / 1e6) +
                       std::to_string(z.engineReps) + ")",
                   rows);
    }

    if (engineOnly)
        return 0;

    // --- 2. session: record, checkpoints, seeks
    const std::string sessionTitle =
        format("Debug session (%.0f M events)", static_cast<double>(z.sessionEvents) / 1e6);
    progress("session: recording ...");
    ts::SessionOptions defaults;
    auto session = std::make_unique<ts::Session>(ruleset, loaded.scenario, seed, defaults);
    auto t0 = Clock::now();
    const ts::Session::RunResult rr = session->run(z.sessionEvents);
    const double recordSeconds = since(t0);
    // Recorded by checkpoints: each block is re-executed when first read (a timeline's or an
    // index's first pass), then kept packed.
    t0 = Clock::now();
    std::uint64_t readKinds = 0;
    for (std::size_t b = 0; b < session->trace().blockCount(); ++b)
        for (const ts::Event& event : session->trace().block(b))
            readKinds += event.kind;
    const double firstReadSeconds = since(t0);
    benchSink = readKinds;  // so that the reads are not optimized away
    const std::size_t cpCount = session->checkpointCount(), cpBytes = session->checkpointBytes(),
                      cpInterval = session->checkpointInterval();
    const std::size_t stateBytes = session->head().memoryBytes();

    progress("session: {} random seeks ...", count(z.seeks));
    const Percentiles seek = percentiles(randomSeeks(*session, z.seeks, 42));

    progress("session: {} naive replays ...", count(z.naive));
    std::vector<double> naiveTimes;
    std::size_t naiveAgree = 0;
    {
        ts::Pcg32 rng(7, 5);
        for (std::size_t i = 0; i < z.naive; ++i) {
            const ts::Seq seq = rng.below(static_cast<std::uint32_t>(session->size()));
            const auto n0 = Clock::now();
            const auto [pos, hash] = naiveReplay(*session, seq + 1);
            naiveTimes.push_back(since(n0));
            if (pos >= 1 && session->stateAt(pos - 1)->stateHash() == hash)
                ++naiveAgree;
        }
    }
    const Percentiles naive = percentiles(naiveTimes);

    progress("session: {} step backs ...", count(z.stepBacks));
    std::vector<double> backTimes;
    {
        ts::Pcg32 rng(11, 9);
        for (std::size_t i = 0; i < z.stepBacks; ++i) {
            const ts::Seq n = 1 + rng.below(static_cast<std::uint32_t>(session->size() - 1));
            (void)session->stateAt(n);
            const auto b0 = Clock::now();
            std::unique_ptr<ts::Game> prev = session->stateAt(n - 1);
            backTimes.push_back(since(b0));
        }
    }
    const Percentiles back = percentiles(backTimes);

    // --- 3. trace file
    const std::string path = (tmpDir / ("turnscope-bench-" + std::to_string(getpid()) + ".tstrace")).string();
    progress("trace file: saving {} ...", path);
    t0 = Clock::now();
    ts::saveSession(path, *session);
    const double saveSeconds = since(t0);
    const auto fileBytes = std::filesystem::file_size(path);
    const std::size_t events = session->size();
    const std::size_t memResident = session->trace().residentBytes();

    progress("trace file: opening ...");
    t0 = Clock::now();
    ts::OpenedTrace opened = ts::openTrace(path);
    const double openSeconds = since(t0);
    const std::size_t lazyResident = opened.trace.residentBytes();
    t0 = Clock::now();
    ts::loadAllBlocks(opened.trace);
    const double loadSeconds = since(t0);
    const std::size_t decodedResident = opened.trace.residentBytes();
    bool sameEvents = opened.trace.size() == events;
    for (ts::Seq s = 0; sameEvents && s < events; s += 9973)
        sameEvents = opened.trace.at(s) == session->trace().at(s);
    opened = ts::OpenedTrace{};

    progress("trace file: openSession ...");
    t0 = Clock::now();
    std::unique_ptr<ts::Session> reopened = ts::openSession(path);
    const double openSessionSeconds = since(t0);
    reopened.reset();
    std::filesystem::remove(path);

    {
        std::vector<Row> rows;
        rows.push_back({"Recorded",
                        count(events) + " events, " + count(session->decisions().size()) + " decisions (run → " +
                            (rr == ts::Session::RunResult::Limit ? "Limit" : "not Limit!") + ")",
                        ""});
        rows.push_back(
            {"Time to record (`Session::run`, by checkpoints)",
             format("%.2f s", recordSeconds) + " (" + rate(static_cast<double>(events) / recordSeconds) + ")", ""});
        rows.push_back(
            {"Every event read the first time (re-executed from the checkpoints)",
             format("%.2f s", firstReadSeconds) + " (" + rate(static_cast<double>(events) / firstReadSeconds) + ")",
             ""});
        // The default budget grows with the game at checkpointBytesPerEvent (session.cpp).
        const std::size_t budget =
            std::max(defaults.checkpointBudgetBytes, defaults.checkpointBytesPerEvent * (events + cpInterval));
        rows.push_back({"Checkpoints (default budget " + mib(defaults.checkpointBudgetBytes) + ", or " +
                            std::to_string(defaults.checkpointBytesPerEvent) + " bytes/event when more)",
                        count(cpCount) + " × " + format("%.0f KiB", static_cast<double>(stateBytes) / 1024.0) + " = " +
                            mib(cpBytes) + ", one every " + count(cpInterval) + " events",
                        "within budget: " + verdict(cpBytes <= budget)});
        rows.push_back({"Seek: `stateAt(random seq)` p50 / p99 / max (" + count(z.seeks) + " seeks)", latency(seek),
                        "≤ 50 ms: " + verdict(seek.max <= 0.050)});
        rows.push_back({"Step back: `stateAt(n−1)` after `stateAt(n)` p50 / p99 / max (" + count(z.stepBacks) + ")",
                        latency(back), "≤ 5 ms: " + verdict(back.max <= 0.005)});
        rows.push_back({"For comparison, naive replay from the start p50 / p99 / max (" + count(z.naive) + ")",
                        latency(naive) + " (same state as `stateAt`: " + std::to_string(naiveAgree) + "/" +
                            std::to_string(z.naive) + ")",
                        ""});
        printTable(sessionTitle, rows);
    }
    {
        std::vector<Row> rows;
        rows.push_back({"Size on disk",
                        count(fileBytes) + " bytes = " +
                            format("%.2f bytes/event", static_cast<double>(fileBytes) / static_cast<double>(events)),
                        "≤ 4 B/event (issue 41; SPEC §8: 8): " +
                            verdict(static_cast<double>(fileBytes) <= 4.0 * static_cast<double>(events))});
        const double saveRate = static_cast<double>(events) / saveSeconds;
        rows.push_back({"Save (`saveSession`, atomic, fsync'ed)",
                        format("%.2f s", saveSeconds) + " (" + rate(saveRate) + ")",
                        "≥ 10 M events/s (issue 41; SPEC §8: 5): " + verdict(saveRate >= 10e6)});
        rows.push_back({"Open (`openTrace`: header, names, decisions, checksums; blocks lazy)", ms(openSeconds),
                        "≤ 200 ms: " + verdict(openSeconds <= 0.200)});
        rows.push_back({"Open a session over it (`openSession`: + scenario check)", ms(openSessionSeconds), ""});
        rows.push_back({"Decode all blocks (`loadAllBlocks`)",
                        format("%.2f s", loadSeconds) + " (" + rate(static_cast<double>(events) / loadSeconds) + ")",
                        ""});
        rows.push_back({"Read back equals recorded (every 9,973rd event)", sameEvents ? "yes" : "**NO**", ""});
        const double perEvent = static_cast<double>(memResident) / static_cast<double>(events);
        rows.push_back({"Resident trace memory, recorded in this session (`residentBytes()/size()`)",
                        format("%.1f bytes/event", perEvent) + " (" + mib(memResident) + ")",
                        "≤ 48 B/event: " + verdict(perEvent <= 48)});
        rows.push_back({"Resident trace memory, opened from the file (lazy; after decoding all, ≤ 64 blocks kept)",
                        mib(lazyResident) + " at open, " + mib(decodedResident) + " after", ""});
        printTable("Trace file (the session above)", rows);
    }

    // --- 4. a small checkpoint budget: spacing adapts, seeks get slower
    session.reset();
    progress("session: recording with a small checkpoint budget ...");
    ts::SessionOptions small;
    small.checkpointBudgetBytes = z.smallBudget;
    small.checkpointBytesPerEvent = 0;  // a hard budget: with a cost per event it grows with the game
    ts::Session tight(ruleset, loaded.scenario, seed, small);
    t0 = Clock::now();
    (void)tight.run(z.sessionEvents);
    const double tightSeconds = since(t0);
    progress("session: {} random seeks (small budget) ...", count(z.smallBudgetSeeks));
    const Percentiles tightSeek = percentiles(randomSeeks(tight, z.smallBudgetSeeks, 43));
    {
        std::vector<Row> rows;
        rows.push_back({"Checkpoints (budget " + mib(small.checkpointBudgetBytes) + ")",
                        count(tight.checkpointCount()) + " = " + mib(tight.checkpointBytes()) + ", one every " +
                            count(tight.checkpointInterval()) + " events",
                        "within budget: " + verdict(tight.checkpointBytes() <= small.checkpointBudgetBytes)});
        rows.push_back({"Time to record", format("%.2f s", tightSeconds), ""});
        rows.push_back({"Seek p50 / p99 / max (" + count(z.smallBudgetSeeks) + " seeks)", latency(tightSeek),
                        "≤ 50 ms: " + verdict(tightSeek.max <= 0.050)});
        printTable("Same session with a " + mib(small.checkpointBudgetBytes) + " checkpoint budget", rows);
    }
    std::printf("\nSeek and step-back latencies are p50 / p99 / max of `Session::stateAt` (restore the nearest "
                "checkpoint at or before the event, re-execute with the recorded decisions, undo the step's later "
                "writes). Whole benchmark: %.0f s.\n",
                since(tStart));
    return 0;
}

}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    try {
        return run(argc, argv);
    } catch (const ts::ScenarioError& e) {
        std::fprintf(stderr, "turnscope-bench: scenario error: %s (at %s)\n", e.what(), e.path().c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "turnscope-bench: %s\n", e.what());
    }
    return 1;
}
