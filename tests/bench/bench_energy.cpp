// turnscope-energy-bench: issue 12's figures for the energy loop of seed 003 on a stress
// scenario generated in code (1,001 actors on a 200 x 120 dungeon with doors: a player
// answered by the AI policy, 500 friends and 500 enemies with chase, wander, keep-distance
// and script brains, speeds from slow to fast; nobody dies). Traced and untraced events per
// second, the tracing overhead, seek and step-back latency through a Session, and the trace
// file's bytes per event. Markdown rows on stdout; not a test, nothing asserts on time.
//
// "Traced" is what a session pays to record the game (Session::run with its defaults: the
// engine untraced, checkpoints every so many events); reading the events afterwards re-executes
// them from the checkpoints, and is timed on its own row. Appending every event as the engine
// emits it (SessionOptions::Recording::Events) is the row below it.
//
//   turnscope-energy-bench [--visits N] [--table erf|angband] [--seeks N] [--tmp DIR]
//                          [--runs N] [--engine-only]
//
// --runs N: the engine runs, traced and untraced alternated, keep the best of N (default 3).
// --engine-only: print the engine rows and stop (a few seconds; for comparing builds, whose
// rates move from minute to minute on a shared machine: alternate them).
#include "bench_common.h"

#include "rulesets/rulesets.h"

#include "kernel/draw/rng.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_compact.h"
#include "kernel/trace/trace_file.h"
#include "kernel/trace/trace_memory.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

namespace {

using bench::Clock;
using bench::since;
using nlohmann::json;

constexpr int kWidth = 200, kHeight = 120, kActors = 1001;

// Rooms of 20 x 12 separated by walls, each wall with a door (closed or open) in its middle.
std::vector<std::string> makeMap()
{
    std::vector<std::string> rows(kHeight, std::string(kWidth, '.'));
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x) {
            const bool border = x == 0 || y == 0 || x == kWidth - 1 || y == kHeight - 1;
            const bool wallX = x % 20 == 0, wallY = y % 12 == 0;
            if (border || wallX || wallY)
                rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = '#';
            if (!border && ((wallX && y % 12 == 6) || (wallY && x % 20 == 10)))
                rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = (x + y) % 3 ? '+' : '\'';
        }
    return rows;
}

json makeScenario(int visits, const std::string& table)
{
    ts::Pcg32 rng(2026, 12);
    auto pick = [&](int n) { return static_cast<int>(rng.below(static_cast<std::uint32_t>(n))); };
    const std::vector<std::string> map = makeMap();
    json doc{{"ruleset", "roguelike"}, {"name", "energy stress"}, {"seed", 3}, {"scheduler", "energy"},
             {"energyTable", table},   {"visits", visits},        {"map", map}};
    std::vector<bool> taken(static_cast<std::size_t>(kWidth * kHeight), false);
    json units = json::array();
    for (int i = 0; i < kActors; ++i) {
        int x = 0, y = 0;
        do {
            x = 1 + pick(kWidth - 2);
            y = 1 + pick(kHeight - 2);
        } while (map[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] != '.' ||
                 taken[static_cast<std::size_t>(y * kWidth + x)]);
        taken[static_cast<std::size_t>(y * kWidth + x)] = true;
        std::string name = "A";  // not "A" + to_string: GCC 12 warns (-Wrestrict) about that at -O2
        name += std::to_string(i);
        json u{{"name", name}, {"at", {x, y}}, {"hp", 1000000000}, {"attack", 1}};
        u["faction"] = i == 0 ? "player" : i % 2 ? "friend" : "enemy";
        u["speed"] = table == "angband" ? 100 + pick(31) : 30 + pick(140);
        if (i > 0) {
            switch (i % 7) {
            case 0: u["brain"] = "wander"; break;
            case 1: u["brain"] = {{"kind", "keep-distance"}, {"distance", 2 + pick(3)}}; break;
            case 2:
                u["brain"] = json::parse(R"({"kind": "script", "then": "repeat", "plans": [
                    [{"do": "walk", "dir": "E"}, {"do": "walk", "dir": "E"}, {"do": "rest", "turns": 2}],
                    [{"do": "walk", "dir": "W"}, {"do": "walk", "dir": "W"}]]})");
                break;
            default: u["brain"] = "chase"; break;
            }
        }
        units.push_back(u);
    }
    doc["units"] = units;
    return doc;
}

std::string count(std::uint64_t n)
{
    std::string d = std::to_string(n), out;
    for (std::size_t i = 0; i < d.size(); ++i) {
        if (i > 0 && (d.size() - i) % 3 == 0)
            out += ',';
        out += d[i];
    }
    return out;
}

struct RunStats {
    std::uint64_t events = 0;
    std::uint64_t decisions = 0;
    double seconds = 0;
    std::uint64_t hash = 0;
    std::uint64_t eventsHash = 0;  // traced: of every event (see eventsHash)
};

std::uint64_t eventsHash(const ts::Trace& t, double& seconds);

RunStats runOnce(const ts::Ruleset& ruleset, const ts::Scenario& scenario, bool traced)
{
    ts::Trace trace;
    ts::EventSink sink(traced ? &trace : nullptr);
    auto game = ruleset.newGame(scenario, scenario.seed);
    RunStats r;
    const auto t0 = Clock::now();
    for (;;) {
        sink.beginStep();
        const auto st = game->step(sink);
        if (st == ts::StepStatus::Finished)
            break;
        if (st == ts::StepStatus::NeedDecision) {
            game->answer(*game->policyAnswer(), ts::AnswerSource::Policy, static_cast<std::uint32_t>(r.decisions));
            ++r.decisions;
        }
    }
    r.seconds = since(t0);
    r.events = sink.position();
    r.hash = game->stateHash();
    double unused = 0;
    if (traced)
        r.eventsHash = eventsHash(trace, unused);
    return r;
}

// A session recording the game as the window and the CLI do (Session::run with its
// defaults: by checkpoints), then every event read once, then read again.
struct SessionStats {
    double seconds = 0;  // Session::run
    double readSeconds = 0;  // every block read the first time: re-executed
    double againSeconds = 0;  // every block read again: unpacked
    std::uint64_t events = 0;
    std::size_t checkpoints = 0;
    std::size_t interval = 0;
    double checkpointMiB = 0;
    bool same = false;  // the events read equal a traced run's (hash of all events)
};

std::uint64_t eventsHash(const ts::Trace& t, double& seconds)
{
    const auto t0 = Clock::now();
    std::uint64_t h = 1469598103934665603ull;
    for (std::size_t b = 0; b < t.blockCount(); ++b)
        for (const ts::Event& e : t.block(b))
            h = (h ^
                 (static_cast<std::uint64_t>(e.kind) << 32 ^ static_cast<std::uint32_t>(e.arg[0]) ^
                  static_cast<std::uint64_t>(e.subject[0]) << 16)) *
                1099511628211ull;
    seconds = since(t0);
    return h;
}

SessionStats recordSession(const ts::Ruleset& ruleset, std::shared_ptr<const ts::Scenario> scenario,
                           std::uint64_t tracedHash,
                           ts::SessionOptions::Recording recording = ts::SessionOptions::Recording::Checkpoints)
{
    SessionStats r;
    const auto t0 = Clock::now();
    ts::SessionOptions options;
    options.recording = recording;
    ts::Session session(ruleset, scenario, scenario->seed, options);
    session.run();
    r.seconds = since(t0);
    r.events = session.size();
    r.checkpoints = session.checkpointCount();
    r.interval = session.checkpointInterval();
    r.checkpointMiB = static_cast<double>(session.checkpointBytes()) / (1 << 20);
    const std::uint64_t first = eventsHash(session.trace(), r.readSeconds);
    session.trace().finishPacking();  // const: waits for the packer, changes no event
    const std::uint64_t again = eventsHash(session.trace(), r.againSeconds);
    r.same = first == tracedHash && again == tracedHash;
    return r;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    int visits = 400000, seeks = 1000, runs = 3;
    bool engineOnly = false;
    std::string table = "erf", tmp = std::filesystem::temp_directory_path().string();
    for (int i = 1; i < argc; ++i) {
        const char* option = argv[i];
        const auto value = [&] {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s: %s needs a value\n", argv[0], option);
                std::exit(2);
            }
            return argv[++i];
        };
        if (!std::strcmp(option, "--engine-only"))
            engineOnly = true;
        else if (!std::strcmp(option, "--runs"))
            runs = std::max(1, std::atoi(value()));
        else if (!std::strcmp(option, "--visits"))
            visits = std::atoi(value());
        else if (!std::strcmp(option, "--table"))
            table = value();
        else if (!std::strcmp(option, "--seeks"))
            seeks = std::atoi(value());
        else if (!std::strcmp(option, "--tmp"))
            tmp = value();
        else {
            std::fprintf(stderr, "%s: unknown option %s\n", argv[0], option);
            return 2;
        }
    }
    const ts::LoadedScenario loaded = ts::parseScenarioJson(makeScenario(visits, table), "energy-stress.json");
    const ts::Ruleset& ruleset = *loaded.ruleset;

    std::fprintf(stderr, "engine runs (best of %d)...\n", runs);
    RunStats off = runOnce(ruleset, *loaded.scenario, false), on = runOnce(ruleset, *loaded.scenario, true);
    SessionStats rec = recordSession(ruleset, loaded.scenario, on.eventsHash);
    SessionStats eager = recordSession(ruleset, loaded.scenario, on.eventsHash, ts::SessionOptions::Recording::Events);
    for (int i = 1; i < runs; ++i) {
        const SessionStats d =
            recordSession(ruleset, loaded.scenario, on.eventsHash, ts::SessionOptions::Recording::Events);
        if (d.seconds + d.readSeconds < eager.seconds + eager.readSeconds)
            eager = d;
        const RunStats a = runOnce(ruleset, *loaded.scenario, false), b = runOnce(ruleset, *loaded.scenario, true);
        const SessionStats c = recordSession(ruleset, loaded.scenario, on.eventsHash);
        off = a.seconds < off.seconds ? a : off;
        on = b.seconds < on.seconds ? b : on;
        rec.same = rec.same && c.same;
        if (c.seconds < rec.seconds)
            rec = SessionStats{c.seconds,     rec.readSeconds, rec.againSeconds, c.events,
                               c.checkpoints, c.interval,      c.checkpointMiB,  rec.same};
        rec.readSeconds = std::min(rec.readSeconds, c.readSeconds);
        rec.againSeconds = std::min(rec.againSeconds, c.againSeconds);
    }

    const auto rate = [](const RunStats& r) { return static_cast<double>(r.events) / r.seconds / 1e6; };
    std::printf(
        "| Measurement (%d actors, %d x %d dungeon with doors, %s table, %d visits) | Result | Goal |\n|---|---|---|\n",
        kActors, kWidth, kHeight, table.c_str(), visits);
    std::printf("| Events per game | %s (%s player decisions, %.1f events a visit) | |\n", count(on.events).c_str(),
                count(on.decisions).c_str(), static_cast<double>(on.events) / visits);
    const auto mps = [](std::uint64_t events, double seconds) { return static_cast<double>(events) / seconds / 1e6; };
    std::printf("| Tracing off (`EventSink(nullptr)`) | %.2f M events/s (%.2f s) | |\n", rate(off), off.seconds);
    std::printf("| Recording a session (`Session::run`, by checkpoints: the default) | %.2f M events/s (%.2f s; "
                "%zu checkpoints every %s events, %.1f MiB) | >= 5 M/s |\n",
                mps(rec.events, rec.seconds), rec.seconds, rec.checkpoints, count(rec.interval).c_str(),
                rec.checkpointMiB);
    std::printf("| Tracing overhead (recording time / untraced time - 1) | %.1f %% | <= 25 %% |\n",
                (rec.seconds / off.seconds - 1) * 100);
    std::printf("| Reading every event the first time (re-executed from the checkpoints) / again (unpacked) "
                "| %.2f / %.2f M events/s (%.2f / %.2f s) | |\n",
                mps(rec.events, rec.readSeconds), mps(rec.events, rec.againSeconds), rec.readSeconds, rec.againSeconds);
    std::printf("| Recorded and every event read once: by checkpoints / appending every event (`Recording::Events`) "
                "| %.2f / %.2f s | |\n",
                rec.seconds + rec.readSeconds, eager.seconds + eager.readSeconds);
    std::printf("| Events read from the session equal the traced run's | %s | |\n",
                rec.same && rec.events == on.events ? "yes" : "NO");
    std::printf("| Appending every event (`EventSink(&trace)`, as `Recording::Events`) | %.2f M events/s (%.2f s), "
                "%.1f %% over untraced | |\n",
                rate(on), on.seconds, (rate(off) / rate(on) - 1) * 100);
    std::printf("| Traced run identical to untraced (events, final state hash) | %s | |\n",
                on.events == off.events && on.hash == off.hash ? "yes" : "NO");
    // Whether the packer kept up: when it falls behind, raw blocks pile up and the engine
    // writes (and faults in) fresh chunks instead of reusing a few blocks.
    const ts::trace_memory::Stats chunks = ts::trace_memory::stats();
    std::printf("| Trace chunks (2 MiB; %d traced runs, %d sessions each way) taken from the supplier / mapped by "
                "the engine's thread | %s / %s | |\n",
                runs, runs, count(chunks.takenReady).c_str(), count(chunks.takenFresh).c_str());
    const ts::trace_compact::Stats packed = ts::trace_compact::stats();
    const double packedEvents = static_cast<double>(packed.blocks) * static_cast<double>(ts::Trace::kBlockEvents);
    // Each traced run fills its blocks, and so does each session (by checkpoints, when read; or appending).
    const std::uint64_t filled = 3 * static_cast<std::uint64_t>(runs) * (on.events / ts::Trace::kBlockEvents);
    std::printf("| Trace blocks packed of those filled (%d traced runs, %d sessions each way), bytes/event, the packer "
                "thread's rate | %s of %s, %.2f, %.1f M events/s | |\n",
                runs, runs, count(packed.blocks).c_str(), count(filled).c_str(),
                packedEvents > 0 ? static_cast<double>(packed.bytes) / packedEvents : 0.0,
                packed.seconds > 0 ? packedEvents / packed.seconds / 1e6 : 0.0);
    if (engineOnly)
        return 0;

    std::fprintf(stderr, "session...\n");
    auto t0 = Clock::now();
    ts::Session session(ruleset, loaded.scenario, loaded.scenario->seed);
    session.run();
    const double recordSeconds = since(t0);
    ts::Pcg32 rng(7, 3);
    std::vector<double> seekMs, backMs;
    for (int i = 0; i < seeks; ++i) {
        const ts::Seq q = rng.below(static_cast<std::uint32_t>(session.size()));
        const auto s0 = Clock::now();
        if (!session.stateAt(q))
            return 1;
        seekMs.push_back(since(s0) * 1000);
    }
    for (int i = 0; i < 200; ++i) {
        const ts::Seq q = 1 + rng.below(static_cast<std::uint32_t>(session.size() - 1));
        session.stateAt(q);
        const auto s0 = Clock::now();
        session.stateAt(q - 1);
        backMs.push_back(since(s0) * 1000);
    }

    // Reverse continue with a condition over the state, from the end (the state at every event
    // the breakpoint's filters match, asked backwards). Dense: no filter, the condition true
    // every 2,000 events. Sparse: one actor's events (about one in a thousand), the condition
    // true only in the trace's first half.
    std::fprintf(stderr, "reverse continue...\n");
    struct ReverseFigures {
        double ms = 0;
        std::uint64_t asked = 0;  // events whose state the condition saw
    };
    const auto reverseContinue = [&](ts::Breakpoint bp, int stops) {
        ReverseFigures f;
        const auto condition = bp.condition;
        bp.condition = [&f, condition](const ts::Game& g, ts::Seq seq) {
            ++f.asked;
            return condition(g, seq);
        };
        const int id = session.addBreakpoint(bp);
        session.seek(session.size() - 1);
        const auto r0 = Clock::now();
        for (int i = 0; i < stops; ++i)
            if (session.reverseContinue() != id)
                std::exit(1);
        f.ms = since(r0) * 1000 / stops;
        f.asked /= static_cast<std::uint64_t>(stops);
        session.removeBreakpoint(id);  // its condition counts into f
        return f;
    };
    ts::Breakpoint dense;
    dense.condition = [](const ts::Game& g, ts::Seq seq) { return seq % 2000 == 0 && g.memoryBytes() > 0; };
    const ReverseFigures denseFigures = reverseContinue(dense, 5);
    ts::Breakpoint sparse;
    sparse.entity = 7;
    const ts::Seq half = session.size() / 2;
    sparse.condition = [half](const ts::Game& g, ts::Seq seq) { return seq < half && g.memoryBytes() > 0; };
    const ReverseFigures sparseFigures = reverseContinue(sparse, 1);

    std::fprintf(stderr, "trace file...\n");
    const std::string path = (std::filesystem::path(tmp) / "turnscope-energy-bench.tstrace").string();
    t0 = Clock::now();
    ts::saveSession(path, session);
    const double saveSeconds = since(t0);
    const auto fileBytes = std::filesystem::file_size(path);
    t0 = Clock::now();
    const ts::OpenedTrace opened = ts::openTrace(path);
    const double openSeconds = since(t0);
    std::filesystem::remove(path);

    std::printf("| Session: record (by checkpoints) | %.2f s, %zu checkpoints, %.1f MiB | |\n", recordSeconds,
                session.checkpointCount(), static_cast<double>(session.checkpointBytes()) / (1 << 20));
    std::printf("| Seek `stateAt(random)` p50 / p99 / max (%d) | %.3f / %.3f / %.3f ms | p99 <= 50 ms |\n", seeks,
                percentile(seekMs, 0.5), percentile(seekMs, 0.99), percentile(seekMs, 1.0));
    std::printf("| Step back `stateAt(n-1)` p50 / p99 / max (200) | %.3f / %.3f / %.3f ms | <= 5 ms |\n",
                percentile(backMs, 0.5), percentile(backMs, 0.99), percentile(backMs, 1.0));
    std::printf(
        "| Reverse continue with a condition, per stop: dense (%s states asked) / sparse (%s) | %.0f / %.0f ms | |\n",
        count(denseFigures.asked).c_str(), count(sparseFigures.asked).c_str(), denseFigures.ms, sparseFigures.ms);
    std::printf("| Trace file: size | %s bytes = %.2f bytes/event | <= 8 |\n", count(fileBytes).c_str(),
                static_cast<double>(fileBytes) / static_cast<double>(session.size()));
    std::printf("| Trace file: save / open | %.2f s (%.2f M events/s) / %.1f ms (%s events) | |\n", saveSeconds,
                static_cast<double>(session.size()) / saveSeconds / 1e6, openSeconds * 1000,
                count(opened.trace.size()).c_str());
    return 0;
}
