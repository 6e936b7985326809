// bench_batch: issue 15's batch figures. For each ruleset's sample scenario, the games per
// second of `turnscope-cli batch` (runBatch: untraced games, the policy answering, the
// ruleset's meter sampling each period) on 1 thread and on 2, the speed-up from 1 to 2, and
// what the meter costs against the bare untraced loop. On a shared machine the wall-clock
// speed-up says little (the other thread may find no free core), so the games per second of
// CPU time are measured too: if they stay the same on 2 threads, the threads do not slow
// each other down and the speed-up is what free cores allow. Markdown on stdout; not a
// test, nothing asserts on time.
//
//   bench_batch [--seconds S] [--threads N] [--only SUBSTRING]  (--only: the samples whose path holds it)
#include "rulesets/rulesets.h"
#include "kernel/batch.h"
#include "kernel/ruleset_registry.h"
#include "kernel/sink.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

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
    double gamesPerSecond = 0;     // wall clock
    double gamesPerCpuSecond = 0;  // process CPU time
};

// Best of three runs over `games` seeds.
Rate batchRate(const ts::LoadedScenario& s, std::uint64_t games, unsigned jobs)
{
    ts::BatchPlan plan;
    plan.ruleset = s.ruleset;
    plan.variants = {s.scenario};
    plan.seeds = ts::shardOfSeeds(1, games, 0, 1);
    plan.jobs = jobs;
    Rate best;
    for (int i = 0; i < 3; ++i) {
        const auto t0 = Clock::now();
        const double c0 = cpuSeconds();
        const ts::BatchRun run = ts::runBatch(plan, {}, nullptr, 50);
        const auto n = static_cast<double>(run.games.size());
        best.gamesPerSecond = std::max(best.gamesPerSecond, n / since(t0));
        best.gamesPerCpuSecond = std::max(best.gamesPerCpuSecond, n / (cpuSeconds() - c0));
    }
    return best;
}

double bareRate(const ts::LoadedScenario& s, std::uint64_t games)
{
    double best = 0;
    for (int i = 0; i < 3; ++i) {
        const auto t0 = Clock::now();
        for (std::uint64_t seed = 1; seed <= games; ++seed)
            (void)playBare(*s.ruleset, *s.scenario, seed);
        best = std::max(best, static_cast<double>(games) / since(t0));
    }
    return best;
}

}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    double seconds = 1.0;
    unsigned threads = 2;
    std::string only;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--seconds"))
            seconds = std::atof(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--threads"))
            threads = static_cast<unsigned>(std::max(1, std::atoi(argv[i + 1])));
        else if (!std::strcmp(argv[i], "--only"))
            only = argv[i + 1];
    }
    const char* samples[] = {"roguelike/case-a.json", "roguelike/nine-units.json", "roguelike/energy-dungeon.json",
                             "nation/duel.json",      "nation/four-nations.json",  "stack/blackpoker-shuffled.json",
                             "events/duel.json"};
    std::printf("Batch runs (%s build, %u hardware threads; best of 3, about %.1f s of games each)\n\n", TURNSCOPE_BENCH_BUILD_TYPE,
                std::thread::hardware_concurrency(), seconds);
    std::printf("| scenario | events/game | games/s, 1 thread | games/s, %u threads | per core | speed-up 1→%u | "
                "games per CPU-s, 1 → %u threads | meter and results cost |\n",
                threads, threads, threads);
    std::printf("|---|---|---|---|---|---|---|---|\n");
    for (const char* sample : samples) {
        if (std::string(sample).find(only) == std::string::npos)
            continue;
        const ts::LoadedScenario s = ts::loadScenarioFile(std::string(TURNSCOPE_SOURCE_DIR) + "/resources/scenarios/" + sample);
        // Enough games for the time asked, calibrated on a first few.
        const auto t0 = Clock::now();
        std::uint64_t events = 0, calibration = 0;
        while (since(t0) < 0.1 || calibration < 3)
            events += playBare(*s.ruleset, *s.scenario, ++calibration);
        const auto games = static_cast<std::uint64_t>(
            std::max(8.0, seconds * static_cast<double>(calibration) / std::max(since(t0), 1e-6)));
        const double bare = bareRate(s, games);
        const Rate one = batchRate(s, games, 1), many = batchRate(s, games, threads);
        std::printf("| %s | %llu | %.0f | %.0f | %.0f | %.2f× | %.0f → %.0f | %+.1f %% |\n", sample,
                    static_cast<unsigned long long>(events / calibration), one.gamesPerSecond, many.gamesPerSecond,
                    many.gamesPerSecond / threads, many.gamesPerSecond / one.gamesPerSecond, one.gamesPerCpuSecond,
                    many.gamesPerCpuSecond, 100 * (bare / one.gamesPerSecond - 1));
        std::fflush(stdout);
    }
    return 0;
}
