// turnscope-bench --events N1,N2,...: issue 41's scaling table. For each size, on the
// roguelike stress scenario: the engine untraced and a session recording it (the tracing
// overhead), the session's first reading of every block, saving it, opening the file,
// seeks on the recorded session and on the reopened one, and resident memory; then one
// Markdown table with a row per size, so what grows with the game's length shows.
// TURNSCOPE_BENCH_KEEP_TRACE=1 keeps the saved files (for profiling the open).
// TURNSCOPE_BENCH_ONLY=untraced|recording|both runs only the engine (profileEngine: for perf).
#include "bench_scaling.h"

#include "bench_common.h"
#include "stress_scenario.h"

#include "kernel/draw/rng.h"
#include "kernel/scenario.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/trace_file.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace bench {
namespace {

// This process's resident set (VmRSS), in bytes.
std::size_t residentSetBytes()
{
    std::ifstream in("/proc/self/statm");
    std::size_t pages = 0, resident = 0;
    in >> pages >> resident;
    return resident * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

double processCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

struct Scale {
    std::uint64_t events = 0;
    double offRate = 0, recRate = 0;  // best of the repetitions, events/s
    double offCpuRate = 0, recCpuRate = 0;  // the same by the thread's CPU time
    bool same = true;  // the recording's events, decisions and final hash equal the untraced run's
    double recordSeconds = 0, firstReadSeconds = 0, saveSeconds = 0;
    double saveCpuSeconds = 0;  // the process's CPU time while saving (every thread)
    double hashSeconds = 0;  // of the save: hashing the checkpoints' states
    std::uint64_t fileBytes = 0;
    double openSeconds = 0, openSessionSeconds = 0;
    std::size_t residentAtOpen = 0;  // the opened trace's residentBytes() before any read
    std::size_t checkpoints = 0, checkpointInterval = 0, checkpointBytes = 0;
    Percentiles seek, seekNearStart, seekNearEnd;  // the recorded session
    double coldSeekEnd = 0;  // the reopened session's first seek, to its last event
    Percentiles reopenedSeek;  // the reopened session after that
    std::size_t sessionRss = 0;  // process RSS growth while recording and reading the session
};

// `n` seeks to random events in [from, to) of `session`, each timed.
Percentiles seeks(ts::Session& session, ts::Seq from, ts::Seq to, std::size_t n, std::uint64_t seed)
{
    ts::Pcg32 rng(seed, 3);
    std::vector<double> t;
    for (std::size_t i = 0; i < n; ++i) {
        const ts::Seq seq = from + rng.below(static_cast<std::uint32_t>(to - from));
        const auto t0 = Clock::now();
        std::unique_ptr<ts::Game> state = session.stateAt(seq);
        t.push_back(since(t0));
    }
    return percentiles(std::move(t));
}

void measureEngine(Scale& s, const ts::Ruleset& ruleset, const std::shared_ptr<const ts::Scenario>& scenario,
                   std::uint64_t seed, int reps)
{
    const std::string label = count(s.events);
    for (int i = 0; i < reps; ++i) {
        progress("scaling {}: untraced ...", label);
        const EngineRun off = runEngine(ruleset, *scenario, seed, s.events, false);
        progress("scaling {}: recording a session ...", label);
        const EngineRun rec = recordSession(ruleset, scenario, seed, s.events);
        s.same = s.same && off.events == rec.events && off.finalHash == rec.finalHash && off.decisions == rec.decisions;
        s.offRate = std::max(s.offRate, static_cast<double>(off.events) / off.seconds);
        s.recRate = std::max(s.recRate, static_cast<double>(rec.events) / rec.seconds);
        s.offCpuRate = std::max(s.offCpuRate, static_cast<double>(off.events) / off.cpuSeconds);
        s.recCpuRate = std::max(s.recCpuRate, static_cast<double>(rec.events) / rec.cpuSeconds);
    }
}

// Records, reads, seeks and saves the session; returns the file's path.
std::string measureSession(Scale& s, const ts::Ruleset& ruleset, const std::shared_ptr<const ts::Scenario>& scenario,
                           std::uint64_t seed, std::size_t seekCount, const std::filesystem::path& tmpDir)
{
    const std::string label = count(s.events);
    const std::size_t rss0 = residentSetBytes();
    progress("scaling {}: session ...", label);
    auto session = std::make_unique<ts::Session>(ruleset, scenario, seed);
    auto t0 = Clock::now();
    session->run(s.events);
    s.recordSeconds = since(t0);
    t0 = Clock::now();
    std::uint64_t kinds = 0;
    for (std::size_t b = 0; b < session->trace().blockCount(); ++b)
        for (const ts::Event& e : session->trace().block(b))
            kinds += e.kind;
    s.firstReadSeconds = since(t0);
    session->trace().finishPacking();
    s.sessionRss = residentSetBytes() - std::min(rss0, residentSetBytes());
    s.events = session->size();
    s.checkpoints = session->checkpointCount();
    s.checkpointInterval = session->checkpointInterval();
    s.checkpointBytes = session->checkpointBytes();
    const ts::Seq n = session->size(), tenth = n / 10;
    s.seek = seeks(*session, 0, n, seekCount, 42);
    s.seekNearStart = seeks(*session, 0, tenth, seekCount / 4, 43);
    s.seekNearEnd = seeks(*session, n - tenth, n, seekCount / 4, 44);

    const std::string path =
        (tmpDir / ("turnscope-bench-scaling-" + std::to_string(getpid()) + "-" + std::to_string(s.events) + ".tstrace"))
            .string();
    progress("scaling {}: saving ...", label);
    // Saving hashes the checkpoints' states first (Session::checkpointHashes), timed apart.
    t0 = Clock::now();
    const double c0 = processCpuSeconds();
    (void)session->checkpointHashes();
    s.hashSeconds = since(t0);
    ts::saveSession(path, *session);
    s.saveSeconds = since(t0);
    s.saveCpuSeconds = processCpuSeconds() - c0;
    s.fileBytes = std::filesystem::file_size(path);
    return path;
}

void measureFile(Scale& s, const std::string& path, std::size_t seekCount)
{
    progress("scaling {}: opening ...", count(s.events));
    auto t0 = Clock::now();
    {
        ts::OpenedTrace opened = ts::openTrace(path);
        s.openSeconds = since(t0);
        s.residentAtOpen = opened.trace.residentBytes();
    }
    t0 = Clock::now();
    std::unique_ptr<ts::Session> reopened = ts::openSession(path);
    s.openSessionSeconds = since(t0);
    // A session over a file has no checkpoints but the start's: its first seek far in
    // re-executes the game up to there, leaving checkpoints behind.
    t0 = Clock::now();
    (void)reopened->stateAt(reopened->size() - 1);
    s.coldSeekEnd = since(t0);
    s.reopenedSeek = seeks(*reopened, 0, reopened->size(), seekCount / 2, 45);
    reopened.reset();
    if (std::getenv("TURNSCOPE_BENCH_KEEP_TRACE"))
        progress("kept {} (TURNSCOPE_BENCH_KEEP_TRACE)", path);
    else
        std::filesystem::remove(path);
}

std::string bytesPerEvent(double bytes, std::uint64_t events)
{
    return format("%.2f", bytes / static_cast<double>(events));
}

void printScaling(const std::vector<Scale>& rows)
{
    std::printf("\n#### Scaling (roguelike stress; rates best of the repetitions; seeks p50 / p99 / max)\n\n");
    std::printf("| events | untraced | recording | overhead (≤ 25 %%) | by CPU time: untraced / recording / overhead | "
                "first reading | save (≥ 10 M/s), CPU time | file B/event "
                "(≤ 4) | open / openSession (≤ 200 ms) | checkpoints | seek, recorded (≤ 50 ms) | seek, first "
                "tenth / last tenth | reopened: first seek to the end | reopened: seek | RSS B/event |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (const Scale& s : rows) {
        const double over = s.offRate / s.recRate - 1;
        const double saveRate = static_cast<double>(s.events) / s.saveSeconds;
        const double perEvent = static_cast<double>(s.fileBytes) / static_cast<double>(s.events);
        const double cpuOver = s.offCpuRate / s.recCpuRate - 1;
        std::printf(
            "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", count(s.events).c_str(),
            rate(s.offRate).c_str(), rate(s.recRate).c_str(),
            (format("%.1f %%", over * 100) + ": " + verdict(over <= 0.25) + (s.same ? "" : " (**differs!**)")).c_str(),
            (rate(s.offCpuRate) + " / " + rate(s.recCpuRate) + " / " + format("%.1f %%", cpuOver * 100)).c_str(),
            (format("%.2f s", s.firstReadSeconds)).c_str(),
            (format("%.2f s", s.saveSeconds) + " = " + rate(saveRate) + ": " + verdict(saveRate >= 10e6) +
             format(", %.2f s CPU", s.saveCpuSeconds) + format(" (hashing the checkpoints: %.2f s)", s.hashSeconds))
                .c_str(),
            (format("%.2f", perEvent) + ": " + verdict(perEvent <= 4)).c_str(),
            (ms(s.openSeconds) + " / " + ms(s.openSessionSeconds) + " (" + mib(s.residentAtOpen) +
             " decoded): " + verdict(s.openSeconds <= 0.2 && s.openSessionSeconds <= 0.2))
                .c_str(),
            (count(s.checkpoints) + " × every " + count(s.checkpointInterval) + " = " + mib(s.checkpointBytes)).c_str(),
            (latency(s.seek) + ": " + verdict(s.seek.p99 <= 0.05)).c_str(),
            (ms(s.seekNearStart.p99) + " / " + ms(s.seekNearEnd.p99) + " p99").c_str(), ms(s.coldSeekEnd).c_str(),
            latency(s.reopenedSeek).c_str(), bytesPerEvent(static_cast<double>(s.sessionRss), s.events).c_str());
    }
    if (rows.size() >= 2) {
        const Scale &a = rows.front(), &b = rows.back();
        std::printf(
            "\nFrom %s to %s events: seek p99 × %.2f, open × %.2f, openSession × %.2f, save rate × %.2f, "
            "file bytes/event × %.2f, reopened first seek × %.1f (goal: open, seek and step grow at most 2×).\n",
            count(a.events).c_str(), count(b.events).c_str(), b.seek.p99 / a.seek.p99, b.openSeconds / a.openSeconds,
            b.openSessionSeconds / a.openSessionSeconds,
            (static_cast<double>(b.events) / b.saveSeconds) / (static_cast<double>(a.events) / a.saveSeconds),
            (static_cast<double>(b.fileBytes) / static_cast<double>(b.events)) /
                (static_cast<double>(a.fileBytes) / static_cast<double>(a.events)),
            b.coldSeekEnd / a.coldSeekEnd);
    }
    std::fflush(stdout);
}

// TURNSCOPE_BENCH_ONLY=untraced|recording|both: only the engine runs, for `perf record` and
// `perf stat` on one of them, or both alternated with the least CPU time of each (what a
// before/after comparison on a busy machine can go by). Each run prints its wall and CPU
// time and its minor page faults (recording: the checkpoints' copies into fresh memory).
int profileEngine(const std::string& only, const std::vector<std::uint64_t>& sizes, const ts::Ruleset& ruleset,
                  const std::shared_ptr<const ts::Scenario>& scenario, std::uint64_t seed)
{
    const bool off = only == "untraced" || only == "both", on = only == "recording" || only == "both";
    if (!off && !on) {
        std::fprintf(stderr, "TURNSCOPE_BENCH_ONLY must be untraced, recording or both\n");
        return 2;
    }
    const auto timed = [&](bool recording, std::uint64_t n) {
        rusage u0{}, u1{};
        getrusage(RUSAGE_THREAD, &u0);
        const EngineRun r =
            recording ? recordSession(ruleset, scenario, seed, n) : runEngine(ruleset, *scenario, seed, n, false);
        getrusage(RUSAGE_THREAD, &u1);
        std::printf("%s %s: %.2f ms, %.2f ms CPU, %ld page faults\n", recording ? "recording" : "untraced",
                    count(r.events).c_str(), r.seconds * 1e3, r.cpuSeconds * 1e3, u1.ru_minflt - u0.ru_minflt);
        return r.cpuSeconds;
    };
    for (const std::uint64_t n : sizes) {
        double offCpu = 1e9, onCpu = 1e9;
        for (int i = 0; i < (off && on ? 9 : 5); ++i) {
            if (off)
                offCpu = std::min(offCpu, timed(false, n));
            if (on)
                onCpu = std::min(onCpu, timed(true, n));
        }
        if (off && on)
            std::printf("%s events: least CPU time untraced %.2f ms, recording %.2f ms: overhead %.1f %%\n",
                        count(n).c_str(), offCpu * 1e3, onCpu * 1e3, (onCpu / offCpu - 1) * 100);
    }
    std::fflush(stdout);
    return 0;
}

}  // namespace

int runScaling(const std::vector<std::uint64_t>& sizes, const std::filesystem::path& tmpDir, const char* buildType)
{
    const auto tStart = Clock::now();
    const StressOptions base;
    const ts::LoadedScenario loaded = ts::parseScenarioJson(makeStressScenario(base), "<stress>");
    const ts::Ruleset& ruleset = *loaded.ruleset;
    const std::uint64_t seed = loaded.scenario->seed;
    std::printf("### Scaling (`turnscope-bench --events ...`)\n\n");
    std::printf("Machine: %s, %ld CPUs available (nproc), %s RAM, %s; %s, %s build; one thread (the trace's packer "
                "has its own).\n",
                cpuModel().c_str(), cpuCount(), memTotal().c_str(), osName().c_str(), compiler().c_str(), buildType);
    std::fflush(stdout);
    if (const char* only = std::getenv("TURNSCOPE_BENCH_ONLY"))
        return profileEngine(only, sizes, ruleset, loaded.scenario, seed);
    std::vector<Scale> rows;
    for (const std::uint64_t n : sizes) {
        Scale s;
        s.events = n;
        measureEngine(s, ruleset, loaded.scenario, seed, 2);
        const std::string path = measureSession(s, ruleset, loaded.scenario, seed, 400, tmpDir);
        measureFile(s, path, 400);
        rows.push_back(s);
    }
    printScaling(rows);
    std::printf("\nSeeks are `Session::stateAt(random event)`: 400 over the whole recorded session, 100 in its first "
                "and 100 in its last tenth, 200 on the session reopened from the file after its first seek to the "
                "end. RSS B/event: the process's resident set growth while recording and first reading the "
                "session, per event. Whole run: %.0f s.\n",
                since(tStart));
    return 0;
}

}  // namespace bench
