// bench_batch: issue 15's batch figures. For each ruleset's sample scenario, the games per
// second of `turnscope-cli batch` (runBatch: untraced games, the policy answering, the
// ruleset's meter sampling each period) on 1 thread and on N (2), the speed-up from 1 to N,
// and what the meter costs against the bare untraced loop.
//
// This machine's speed changes by up to 2x within minutes, and at times its two virtual CPUs
// give less than two cores' worth of work. So every round measures, seconds apart: runBatch on
// 1 and N threads; the same games on N independent threads with no batch code (each with its
// own scenario: what the machine gives our games at that moment); and a compute loop that
// touches no memory (what it gives at all). A batch speed-up below the goal in a round whose
// controls also fall short is the machine's; one below its controls is ours. Markdown on
// stdout; not a test, nothing asserts on time.
//
//   bench_batch [--seconds S] [--threads N] [--rounds R] [--only SUBSTRING]
//   (--only: the samples whose path holds it)
//   bench_batch --only SAMPLE.json --control N [--seconds S]
//   (for perf: only the independent-threads control on N threads, and the compute loop)
//   bench_batch --stream-games N [--threads T] [--only SAMPLE.json] [--stream-dir DIR]
//   (issue 41: N games (10,000,000) of case-a streamed to a results file in DIR (/tmp), against
//   the in-memory path at its 1,000,000 games; peak resident memory of each run)
#include "batch_head.h"

#include "kernel/batch/batch.h"
#include "kernel/batch/batch_results.h"
#include "kernel/batch/batch_stream.h"
#include "kernel/batch/batch_summary.h"
#include "kernel/ruleset_registry.h"
#include "kernel/sink.h"
#include "rulesets/rulesets.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <time.h>

#ifndef TURNSCOPE_SOURCE_DIR
#define TURNSCOPE_SOURCE_DIR "."
#endif

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// CPU time of the whole process (every thread), in seconds.
double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// The bare loop the engine benchmarks time (bench_energy's runOnce): no meter, no results.
std::uint64_t playBare(const ts::Ruleset& ruleset, const ts::Scenario& scenario, std::uint64_t seed)
{
    auto game = ruleset.newGame(scenario, seed);
    ts::EventSink sink(nullptr);
    std::uint32_t decisions = 0;
    while (!game->finished()) {
        sink.beginStep();
        if (game->step(sink) == ts::StepStatus::NeedDecision) {
            const auto req = game->pendingDecision();
            game->answer(req.scripted ? *req.scripted : *game->policyAnswer(), ts::AnswerSource::Policy, decisions++);
        }
    }
    return sink.position();
}

struct Rate {
    double gamesPerSecond = 0;  // wall clock
    double gamesPerCpuSecond = 0;  // process CPU time
};

Rate batchRate(const ts::LoadedScenario& s, std::uint64_t games, unsigned jobs)
{
    ts::BatchPlan plan;
    plan.ruleset = s.ruleset;
    plan.variants = {s.scenario};
    plan.seeds = ts::shardOfSeeds(1, games, 0, 1);
    plan.jobs = jobs;
    const auto t0 = Clock::now();
    const double c0 = cpuSeconds();
    const ts::BatchRun run = ts::runBatch(plan, {}, nullptr, 50);
    const auto n = static_cast<double>(run.games.size());
    return {n / since(t0), n / (cpuSeconds() - c0)};
}

// The first control: the same games with no batch code at all. Each thread plays its share
// of the seeds with the bare loop, from a scenario of its own read from the file's document,
// so the threads share nothing but the code, the ruleset object and the heap.
double independentRate(const ts::LoadedScenario& s, std::uint64_t games, unsigned jobs)
{
    std::vector<std::shared_ptr<const ts::Scenario>> own;
    for (unsigned j = 0; j < jobs; ++j)
        own.push_back(ts::parseScenarioJson(s.scenario->source, "bench").scenario);
    const auto t0 = Clock::now();
    std::vector<std::thread> threads;
    for (unsigned j = 0; j < jobs; ++j)
        threads.emplace_back([&, j] {
            for (std::uint64_t seed = 1 + j; seed <= games; seed += jobs)
                (void)playBare(*s.ruleset, *own[j], seed);
        });
    for (auto& t : threads)
        t.join();
    return static_cast<double>(games) / since(t0);
}

// The second control: the machine alone. Sixteen independent xorshift lanes per thread keep
// every integer unit of a core busy from registers, touching no memory: two threads of it run
// at twice the rate of one exactly when the machine gives two whole cores at that moment (two
// hyperthreads of one core, or a core the host lends elsewhere, give less).
std::uint64_t spin(std::uint64_t rounds, std::uint64_t x)
{
    std::uint64_t lane[16];
    for (std::uint64_t i = 0; i < 16; ++i)
        lane[i] = (x + i) * 0x9E3779B97F4A7C15ull | 1;
    for (std::uint64_t r = 0; r < rounds; ++r)
        for (auto& v : lane) {
            v ^= v << 13;
            v ^= v >> 7;
            v ^= v << 17;
        }
    std::uint64_t out = 0;
    for (auto v : lane)
        out ^= v;
    return out;
}

double machineRate(std::uint64_t rounds, unsigned jobs)
{
    std::vector<std::uint64_t> out(jobs);
    const auto t0 = Clock::now();
    std::vector<std::thread> threads;
    for (unsigned j = 0; j < jobs; ++j)
        threads.emplace_back([&, j] { out[j] = spin(rounds, j + 1); });
    for (auto& t : threads)
        t.join();
    volatile std::uint64_t sink = 0;
    for (auto v : out)
        sink = sink ^ v;
    return static_cast<double>(rounds * jobs) / since(t0);
}

double bareRate(const ts::LoadedScenario& s, std::uint64_t games)
{
    const auto t0 = Clock::now();
    for (std::uint64_t seed = 1; seed <= games; ++seed)
        (void)playBare(*s.ruleset, *s.scenario, seed);
    return static_cast<double>(games) / since(t0);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string list(const std::vector<double>& v)
{
    std::string out;
    char buffer[32];
    for (double x : v) {
        std::snprintf(buffer, sizeof buffer, "%s%.2f", out.empty() ? "" : " ", x);
        out += buffer;
    }
    return out;
}

// This process's resident memory (VmRSS) or its peak (VmHWM), in kB.
long statusKb(const std::string& key)
{
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(key + ":", 0) == 0)
            return std::atol(line.c_str() + key.size() + 1);
    return -1;
}

struct RunFigures {
    std::uint64_t games = 0;
    double playSeconds = 0, seconds = 0;  // playSeconds: runBatch alone (in memory)
    double finishSeconds = 0;  // streamed: the end (the indexes built, the last commit, the rename)
    long rssBeforeKb = 0, peakKb = 0;  // peakKb: VmHWM, reset to VmRSS before the run
    double fileMb = 0;
};

using ts::test::batchHeadOf;

// What `turnscope-cli batch --out` does, streamed (stream) or held in memory and written at the
// end (as it did before issue 41; `withFile` false: runBatch alone).
RunFigures cliLikeRun(const ts::LoadedScenario& s, std::uint64_t games, unsigned jobs, const std::string& dir,
                      bool stream, bool withFile)
{
    ts::BatchPlan plan;
    plan.ruleset = s.ruleset;
    plan.variants = {s.scenario};
    plan.seeds = ts::shardOfSeeds(1, games, 0, 1);
    plan.jobs = jobs;
    plan.maxEvents = 20'000'000;
    const std::string path = dir + "/bench_batch_stream.sqlite";
    std::ofstream("/proc/self/clear_refs") << "5";  // VmHWM := VmRSS
    RunFigures f;
    f.rssBeforeKb = statusKb("VmRSS");
    const auto t0 = Clock::now();
    ts::BatchResults head = batchHeadOf(plan, games);
    std::string summary;
    if (stream) {
        ts::BatchResultsWriter writer(path, head);
        ts::BatchSummaryAccumulator sum(head.sweepValues.size(), head.metricNames.size());
        const ts::BatchStreamRun run = ts::streamBatch(plan, [&](const ts::BatchGame& g) {
            writer.add(g);
            sum.add(g);
        });
        const auto end = Clock::now();
        writer.finish({{"games", std::to_string(run.games)}});
        f.finishSeconds = since(end);
        summary = ts::batchSummaryText(head, sum.summaries(), "period", 10);
        f.games = run.games;
    } else {
        head.games = ts::runBatch(plan, {}, nullptr, 50).games;
        f.playSeconds = since(t0);
        f.games = head.games.size();
        if (withFile) {
            ts::saveBatchResults(path, head);
            summary = ts::batchSummaryText(head, ts::summarizeBatch(head), "period", 10);
        }
    }
    f.seconds = since(t0);
    f.peakKb = statusKb("VmHWM");
    std::error_code ec;
    f.fileMb = withFile ? static_cast<double>(std::filesystem::file_size(path, ec)) / 1e6 : 0;
    std::filesystem::remove(path, ec);
    return f;
}

void printRun(const char* what, const RunFigures& f, unsigned jobs)
{
    std::printf("| %s | %llu | %u | %.1f (%.1f) | %.0f | %.1f | %.1f | %.0f |\n", what,
                static_cast<unsigned long long>(f.games), jobs, f.seconds,
                f.finishSeconds > 0 ? f.finishSeconds : f.playSeconds, static_cast<double>(f.games) / f.seconds,
                static_cast<double>(f.peakKb - f.rssBeforeKb) / 1024, static_cast<double>(f.peakKb) / 1024, f.fileMb);
    std::fflush(stdout);
}

// Issue 41: the streamed path at 1 M and `games` games against the in-memory path at 1 M.
int streamBench(const std::string& sample, std::uint64_t games, unsigned jobs, const std::string& dir)
{
    const ts::LoadedScenario s =
        ts::loadScenarioFile(std::string(TURNSCOPE_SOURCE_DIR) + "/resources/scenarios/" + sample);
    std::printf("Batch results streamed to SQLite (%s build, %u hardware threads), %s\n\n", TURNSCOPE_BENCH_BUILD_TYPE,
                std::thread::hardware_concurrency(), sample.c_str());
    std::printf("| path | games | threads | wall s (streamed: of which the end; in memory: of which runBatch) | "
                "games/s | peak RSS growth MB (VmHWM − VmRSS before) | VmHWM MB | "
                "file MB |\n|---|---|---|---|---|---|---|---|\n");
    const std::uint64_t small = std::min<std::uint64_t>(games, 1'000'000);
    const RunFigures s1 = cliLikeRun(s, small, jobs, dir, true, true);
    printRun("streamed to SQLite", s1, jobs);
    RunFigures sN = s1;
    if (games > small) {
        sN = cliLikeRun(s, games, jobs, dir, true, true);
        printRun("streamed to SQLite", sN, jobs);
    }
    const RunFigures m1 = cliLikeRun(s, small, jobs, dir, false, true);
    printRun("in memory, then saveBatchResults (before issue 41)", m1, jobs);
    const RunFigures p1 = cliLikeRun(s, small, jobs, dir, false, false);
    printRun("in memory, runBatch alone (no file)", p1, jobs);
    const auto rate = [](const RunFigures& f) { return static_cast<double>(f.games) / f.seconds; };
    std::printf("\nstreamed %llu games: %.0f %% of the in-memory path with its file, %.0f %% of runBatch alone; "
                "peak growth %.1f MB at %llu games, %.1f MB at %llu\n",
                static_cast<unsigned long long>(sN.games), 100 * rate(sN) / rate(m1), 100 * rate(sN) / rate(p1),
                static_cast<double>(s1.peakKb - s1.rssBeforeKb) / 1024, static_cast<unsigned long long>(s1.games),
                static_cast<double>(sN.peakKb - sN.rssBeforeKb) / 1024, static_cast<unsigned long long>(sN.games));
    return 0;
}

}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    double seconds = 1.0;
    unsigned threads = 2;
    std::string only;
    int rounds = 5;
    unsigned control = 0;
    std::uint64_t streamGames = 0;
    std::string streamDir = "/tmp";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--seconds"))
            seconds = std::atof(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--threads"))
            threads = static_cast<unsigned>(std::max(1, std::atoi(argv[i + 1])));
        else if (!std::strcmp(argv[i], "--control"))
            control = static_cast<unsigned>(std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--rounds"))
            rounds = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--only"))
            only = argv[i + 1];
        else if (!std::strcmp(argv[i], "--stream-games"))
            streamGames = std::strtoull(argv[i + 1], nullptr, 10);
        else if (!std::strcmp(argv[i], "--stream-dir"))
            streamDir = argv[i + 1];
    }
    if (argc == 2 && !std::strcmp(argv[1], "--stream-games"))
        streamGames = 10'000'000;
    if (streamGames > 0)
        return streamBench(only.empty() ? "roguelike/case-a.json" : only, streamGames, threads, streamDir);
    if (control > 0) {  // profiling aid: only the independent-threads control, `control` threads
        const ts::LoadedScenario s =
            ts::loadScenarioFile(std::string(TURNSCOPE_SOURCE_DIR) + "/resources/scenarios/" + only);
        const auto games = static_cast<std::uint64_t>(seconds * 20000);
        std::printf("%.0f games/s", independentRate(s, games * control, control));
        std::printf("  machine %.3g/s\n", machineRate(1 << 22, control));
        return 0;
    }
    const char* samples[] = {"roguelike/case-a.json", "roguelike/nine-units.json", "roguelike/energy-dungeon.json",
                             "nation/duel.json",      "nation/four-nations.json",  "stack/blackpoker-shuffled.json",
                             "events/duel.json"};
    // Calibrate the machine control to the time of one measurement.
    std::uint64_t spinRounds = 1 << 16;
    for (;;) {
        const double took = 1 / machineRate(spinRounds, 1) * static_cast<double>(spinRounds);
        if (took >= seconds / 4)
            break;
        spinRounds *= 2;
    }
    std::printf("Batch runs (%s build, %u hardware threads; %d rounds of about %.1f s of games per measurement, "
                "1 and %u threads alternating)\n\n",
                TURNSCOPE_BENCH_BUILD_TYPE, std::thread::hardware_concurrency(), rounds, seconds, threads);
    std::printf(
        "| scenario | events/game | games/s, 1 thread | games/s, %u threads | speed-up 1→%u (median; each round) | "
        "same games, independent threads | machine (compute loop) | games per CPU-s, 1 → %u threads | "
        "meter and results cost |\n",
        threads, threads, threads);
    std::printf("|---|---|---|---|---|---|---|---|---|\n");
    for (const char* sample : samples) {
        if (std::string(sample).find(only) == std::string::npos)
            continue;
        const ts::LoadedScenario s =
            ts::loadScenarioFile(std::string(TURNSCOPE_SOURCE_DIR) + "/resources/scenarios/" + sample);
        // Enough games for the time asked, calibrated on a first few.
        const auto t0 = Clock::now();
        std::uint64_t events = 0, calibration = 0;
        while (since(t0) < 0.1 || calibration < 3)
            events += playBare(*s.ruleset, *s.scenario, ++calibration);
        const auto games = static_cast<std::uint64_t>(
            std::max(8.0, seconds * static_cast<double>(calibration) / std::max(since(t0), 1e-6)));
        // Each round measures everything once, seconds apart, so that a change of the
        // machine's speed between rounds touches both sides of every ratio alike.
        Rate one, many;
        double bare = 0;
        std::vector<double> speedUps, independent, machine;
        for (int r = 0; r < rounds; ++r) {
            const Rate a = batchRate(s, games, 1), b = batchRate(s, games * threads, threads);
            speedUps.push_back(b.gamesPerSecond / a.gamesPerSecond);
            const double i1 = independentRate(s, games, 1), i2 = independentRate(s, games * threads, threads);
            independent.push_back(i2 / i1);
            machine.push_back(machineRate(spinRounds, threads) / machineRate(spinRounds, 1));
            bare = std::max(bare, bareRate(s, games));
            if (a.gamesPerSecond > one.gamesPerSecond)
                one = a;
            if (b.gamesPerSecond > many.gamesPerSecond)
                many = b;
        }
        std::printf("| %s | %llu | %.0f | %.0f | %.2f× (%s) | %.2f× (%s) | %.2f× (%s) | %.0f → %.0f | %+.1f %% |\n",
                    sample, static_cast<unsigned long long>(events / calibration), one.gamesPerSecond,
                    many.gamesPerSecond, median(speedUps), list(speedUps).c_str(), median(independent),
                    list(independent).c_str(), median(machine), list(machine).c_str(), one.gamesPerCpuSecond,
                    many.gamesPerCpuSecond, 100 * (bare / one.gamesPerSecond - 1));
        std::fflush(stdout);
    }
    return 0;
}
