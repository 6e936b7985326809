#pragma once
// Helpers shared by turnscope-bench's files (bench_main.cpp, bench_scaling.cpp): timers,
// number formatting, Markdown tables, percentiles and the machine's description. The
// ruleset benches (energy, events, nation) take their timers from here too.
#include "kernel/game.h"
#include "kernel/ruleset.h"
#include "kernel/session/session.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"
#include "rulesets/roguelike/game.h"

#include <sched.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace bench {

using Clock = std::chrono::steady_clock;

inline double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// CPU time of this thread: next to the wall clock, it shows when other processes took the core.
inline double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// --- formatting -------------------------------------------------------------------

inline std::string format(const char* fmt, double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, fmt, v);
    return buf;
}

inline std::string count(std::uint64_t n)
{
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

inline std::string rate(double perSecond)
{
    return perSecond >= 1e6 ? format("%.2f M events/s", perSecond / 1e6) : format("%.0f k events/s", perSecond / 1e3);
}

inline std::string ms(double seconds)
{
    const double m = seconds * 1e3;
    if (m < 1)
        return format("%.3f ms", m);
    if (m < 100)
        return format("%.2f ms", m);
    if (m < 1000)
        return format("%.0f ms", m);
    return format("%.2f s", seconds);
}

inline std::string mib(std::size_t bytes) { return format("%.1f MiB", static_cast<double>(bytes) / (1024.0 * 1024.0)); }

inline std::string verdict(bool met) { return met ? "met" : "**missed**"; }

struct Row {
    std::string what, result, goal;
};

inline void printTable(const std::string& title, const std::vector<Row>& rows)
{
    std::printf("\n#### %s\n\n| Measurement | Result | Goal (SPEC §8) |\n|---|---|---|\n", title.c_str());
    for (const Row& r : rows)
        std::printf("| %s | %s | %s |\n", r.what.c_str(), r.result.c_str(), r.goal.empty() ? "" : r.goal.c_str());
    std::fflush(stdout);
}

// `message` with "{}" replaced by `arg`.
inline void progress(const std::string& message, const std::string& arg = {})
{
    // Printed in pieces: std::string::replace inlined here made GCC 12 warn (-Wrestrict).
    const auto at = message.find("{}");
    if (at == std::string::npos)
        std::fprintf(stderr, "[bench] %s\n", message.c_str());
    else
        std::fprintf(stderr, "[bench] %.*s%s%s\n", static_cast<int>(at), message.c_str(), arg.c_str(),
                     message.c_str() + at + 2);
}

struct Percentiles {
    double p50 = 0, p99 = 0, max = 0, mean = 0;
};

inline Percentiles percentiles(std::vector<double> v)
{
    Percentiles p;
    if (v.empty())
        return p;
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
        const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(v.size())));
        return v[std::min(v.size() - 1, rank == 0 ? 0 : rank - 1)];
    };
    p.p50 = at(0.50);
    p.p99 = at(0.99);
    p.max = v.back();
    double sum = 0;
    for (double x : v)
        sum += x;
    p.mean = sum / static_cast<double>(v.size());
    return p;
}

inline std::string latency(const Percentiles& p) { return ms(p.p50) + " / " + ms(p.p99) + " / " + ms(p.max); }

// --- the machine ----------------------------------------------------------------------

inline std::string cpuModel()
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon != std::string::npos)
                return line.substr(line.find_first_not_of(" \t", colon + 1));
        }
    }
    return "unknown CPU";
}

inline long cpuCount()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        return CPU_COUNT(&set);
    return sysconf(_SC_NPROCESSORS_ONLN);
}

inline std::string memTotal()
{
    std::ifstream in("/proc/meminfo");
    std::string key;
    std::uint64_t kb = 0;
    while (in >> key >> kb) {
        if (key == "MemTotal:")
            return format("%.1f GiB", static_cast<double>(kb) / (1024.0 * 1024.0));
        in.ignore(256, '\n');
    }
    return "?";
}

inline std::string compiler()
{
#if defined(__clang__)
    return std::string("Clang ") + __clang_version__;
#elif defined(__GNUC__)
    return std::string("GCC ") + __VERSION__;
#else
    return "unknown compiler";
#endif
}

inline std::string osName()
{
    utsname u{};
    if (uname(&u) != 0)
        return "?";
    return std::string(u.sysname) + " " + u.release;
}

struct EngineRun {
    std::uint64_t events = 0;
    double seconds = 0;  // wall (steady_clock)
    double cpuSeconds = 0;  // this thread's CPU time
    std::uint32_t decisions = 0;
    std::uint64_t finalHash = 0;
    int turns = 0;
    std::size_t residentBytes = 0;
};

// Drives the game directly: one step at a time, the player's decisions answered by the
// built-in policy, until at least `target` events exist.
inline EngineRun runEngine(const ts::Ruleset& ruleset, const ts::Scenario& scenario, std::uint64_t seed,
                           std::uint64_t target, bool tracing)
{
    EngineRun r;
    auto game = ruleset.newGame(scenario, seed);
    std::optional<ts::Trace> trace;
    if (tracing)
        trace.emplace();
    ts::EventSink sink(tracing ? &*trace : nullptr);
    const auto t0 = Clock::now();
    const double c0 = threadCpuSeconds();
    while (sink.position() < target) {
        sink.beginStep();
        const ts::StepStatus st = game->step(sink);
        if (st == ts::StepStatus::NeedDecision) {
            const std::optional<ts::Answer> a = game->policyAnswer();
            if (!a)
                throw std::runtime_error("the policy has no answer for a decision");
            game->answer(*a, ts::AnswerSource::Policy, r.decisions++);
        } else if (st == ts::StepStatus::Finished) {
            break;
        }
    }
    r.seconds = since(t0);
    r.cpuSeconds = threadCpuSeconds() - c0;
    r.events = sink.position();
    r.finalHash = game->stateHash();
    if (const auto* rg = dynamic_cast<const ts::roguelike::RoguelikeGame*>(game.get()))
        r.turns = rg->state().cursor.turn;
    if (trace)
        r.residentBytes = trace->residentBytes();
    return r;
}

// A session recording the game with its defaults (by checkpoints, the window's and the
// CLI's way) until at least `target` events exist: what tracing costs a user.
inline EngineRun recordSession(const ts::Ruleset& ruleset, std::shared_ptr<const ts::Scenario> scenario,
                               std::uint64_t seed, std::uint64_t target)
{
    EngineRun r;
    const auto t0 = Clock::now();
    const double c0 = threadCpuSeconds();
    ts::Session session(ruleset, std::move(scenario), seed);
    session.run(target);
    r.seconds = since(t0);
    r.cpuSeconds = threadCpuSeconds() - c0;
    r.events = session.size();
    r.decisions = static_cast<std::uint32_t>(session.decisions().size());
    r.finalHash = session.head().stateHash();
    return r;
}

}  // namespace bench
