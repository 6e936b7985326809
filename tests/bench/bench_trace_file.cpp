// Trace file size and speed for a game-like synthetic trace (not run by ctest).
//   bench_trace_file [events=2000000] [dir=/tmp] [save-only]
// Prints bytes per event on disk, save rate, open time, full decode rate (which includes the
// event checks of kernel/event_check.h), the event checks alone, and random access.
#include "../kernel/synthetic.h"
#include "kernel/event_check.h"
#include "kernel/trace/trace_file.h"
#include "rulesets/rulesets.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

using namespace ts;
using Clock = std::chrono::steady_clock;

static double seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    const std::size_t events = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2'000'000;
    const std::string dir = argc > 2 ? argv[2] : "/tmp";
    const std::string file = dir + "/bench_trace_file.tstrace";

    TraceHeader header = synthetic::makeHeader(1);
    Trace trace;
    synthetic::fillGameTrace(trace, events, 1, &header.decisions, &header.checkpointHashes);

    auto t0 = Clock::now();
    const std::clock_t c0 = std::clock();
    saveTrace(file, header, trace);
    const double save = seconds(t0);
    const double saveCpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
    const auto bytes = std::filesystem::file_size(file);
    if (argc > 3 && std::string(argv[3]) == "save-only") {
        std::printf("file size %.3f bytes/event, save %.2f M events/s (CPU time: %.2f M events/s)\n",
                    double(bytes) / double(events), double(events) / save / 1e6, double(events) / saveCpu / 1e6);
        std::filesystem::remove(file);
        return 0;
    }

    t0 = Clock::now();
    OpenedTrace o = openTrace(file);
    const double open = seconds(t0);

    t0 = Clock::now();
    loadAllBlocks(o.trace);
    const double load = seconds(t0);

    // The event checks alone, as the loader runs them on each decoded block.
    const EventChecker checker(o.trace, header.ruleset);
    std::vector<Event> block;
    double check = 0;
    for (Seq first = 0; first < events; first += Trace::kBlockEvents) {
        block.clear();
        for (Seq s = first; s < std::min<Seq>(first + Trace::kBlockEvents, events); ++s)
            block.push_back(o.trace.at(s));
        t0 = Clock::now();
        checker.checkBlock(file, "bench", first, block);
        check += seconds(t0);
    }

    t0 = Clock::now();
    synthetic::SplitMix64 r{5};
    std::uint64_t sum = 0;
    const int reads = 2000;
    for (int i = 0; i < reads; ++i)
        sum += static_cast<std::uint64_t>(o.trace.at(r.next() % events).arg[0]);
    const double random = seconds(t0);

    bool same = true;
    for (Seq s = 0; s < events; s += 997)
        same = same && o.trace.at(s) == trace.at(s);

    std::printf("events              %zu (%zu decisions, %zu checkpoints)\n", events, header.decisions.size(),
                header.checkpointHashes.size());
    std::printf("file size           %llu bytes, %.3f bytes/event\n", static_cast<unsigned long long>(bytes),
                double(bytes) / double(events));
    std::printf("save                %.3f s, %.2f M events/s (CPU time %.3f s: %.2f M events/s)\n", save,
                double(events) / save / 1e6, saveCpu, double(events) / saveCpu / 1e6);
    std::printf("open                %.1f ms\n", open * 1e3);
    std::printf("decode all blocks   %.3f s, %.2f M events/s\n", load, double(events) / load / 1e6);
    std::printf("event checks alone  %.3f s, %.1f M events/s (%.2f ns/event)\n", check, double(events) / check / 1e6,
                check / double(events) * 1e9);
    std::printf("random access       %.1f us per event (%d reads, 64 resident blocks)%s\n", random / reads * 1e6, reads,
                sum == 42 ? " " : "");
    std::printf("spot check          %s\n", same ? "equal" : "DIFFERENT");
    std::filesystem::remove(file);
    return same ? 0 : 1;
}
