#include "kernel/batch/batch.h"

#include "kernel/batch/batch_threads.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace ts {

std::string_view batchGameStatusName(BatchGameStatus s)
{
    switch (s) {
    case BatchGameStatus::Finished: return "finished";
    case BatchGameStatus::Budget: return "budget";
    case BatchGameStatus::Waiting: return "waiting";
    }
    return "unknown";
}

bool answerHeadless(Game& game, const Scenario& scenario, std::uint64_t index)
{
    const DecisionRequest req = game.pendingDecision();
    if (req.scripted) {
        game.answer(*req.scripted, AnswerSource::Script, static_cast<std::uint32_t>(index));
        return true;
    }
    if (scenario.playerManual)
        return false;
    const auto policy = game.policyAnswer();
    if (!policy)
        return false;
    game.answer(*policy, AnswerSource::Policy, static_cast<std::uint32_t>(index));
    return true;
}

BatchGame playBatchGame(const Ruleset& ruleset, const Scenario& scenario, std::uint64_t seed, std::uint64_t maxEvents,
                        std::uint64_t maxWorkPerEvent)
{
    auto game = ruleset.newGame(scenario, seed);
    auto meter = ruleset.meter(*game);
    if (!meter)
        throw std::invalid_argument("the " + std::string(ruleset.id()) +
                                    " ruleset cannot be played in a batch (it has no meter)");
    BatchGame g;
    g.seed = seed;
    EventSink sink(nullptr);
    while (!game->finished()) {
        // The budget is checked at step boundaries, where Session::run checks it.
        if ((maxEvents != 0 && sink.position() >= maxEvents) ||
            overWorkBudget(*game, sink.position(), maxWorkPerEvent)) {
            g.status = BatchGameStatus::Budget;
            break;
        }
        sink.beginStep();
        const StepStatus st = game->step(sink);
        meter->afterStep(g.metrics);
        if (st == StepStatus::NeedDecision) {
            if (!answerHeadless(*game, scenario, g.decisions)) {
                g.status = BatchGameStatus::Waiting;
                break;
            }
            ++g.decisions;
        }
    }
    meter->finish(g.metrics);
    const GameResult r = meter->result();
    g.outcome = r.outcome;
    g.outcomeText = r.outcome != 0 ? ruleset.outcomeText(r.outcome) : std::string();
    g.winner = r.winner;
    g.events = sink.position();
    g.periods = meter->periodsBegun();
    g.stateHash = game->stateHash();
    return g;
}

namespace {

// The results of a batch of short games are hundreds of megabytes made before the threads
// start (about 150 bytes a game, 700,000 case-a games a second): in 4 KiB pages their page
// faults and zeroing were a seventh of a two-thread case-a run, all of it on one thread.
// In 2 MiB pages the kernel takes 512 times fewer faults.
void reserveInHugePages(std::vector<BatchGame>& games, std::size_t count)
{
    games.reserve(count);
#if defined(__linux__)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    const auto begin = reinterpret_cast<std::uintptr_t>(games.data());
    const std::uintptr_t first = (begin + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t last = (begin + count * sizeof(BatchGame)) & ~(kHuge - 1);
    if (last > first)
        madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);  // advice only: ignored where THP is off
#endif
}

// Cancelled: keep the games played, in order (a prefix of the indices need not be done).
void keepPlayedGames(BatchRun& run, const std::vector<char>& played)
{
    const std::uint64_t total = played.size();
    for (std::uint64_t i = 0; i < total && run.complete; ++i)
        run.complete = played[i] != 0;
    if (!run.complete) {
        std::vector<BatchGame> kept;
        for (std::uint64_t i = 0; i < total; ++i)
            if (played[i])
                kept.push_back(std::move(run.games[i]));
        run.games = std::move(kept);
    }
}

}  // namespace

// Each thread plays from its own copy of the scenarios (read again from their documents, as a
// trace re-opens its game): a game holds its scenario, and one reference count shared by
// both threads, touched twice a game, is a cache line passed between the cores every few
// microseconds.
std::vector<std::shared_ptr<const Scenario>> threadScenarios(const BatchPlan& plan, unsigned jobs)
{
    std::vector<std::shared_ptr<const Scenario>> own = plan.variants;
    if (jobs > 1)
        for (auto& v : own)
            if (!v->source.is_null()) {
                try {
                    v = plan.ruleset->parseScenario(v->source, "");
                } catch (...) {
                    // Only speed is lost: the thread plays from the shared scenario.
                }
            }
    return own;
}

SeedRange shardOfSeeds(std::uint64_t first, std::uint64_t last, std::uint64_t index, std::uint64_t count)
{
    if (first > last)
        throw std::invalid_argument("the seed range is reversed");
    if (count == 0 || index >= count)
        throw std::invalid_argument("the shard index must be below the shard count");
    if (last - first == UINT64_MAX)
        throw std::invalid_argument("the seed range holds 2^64 seeds");
    // The first n % count parts get one seed more; no product can overflow.
    const std::uint64_t n = last - first + 1, q = n / count, rest = n % count;
    const std::uint64_t lo = index * q + std::min(index, rest);
    const std::uint64_t hi = lo + q + (index < rest ? 1 : 0);
    SeedRange r;
    r.empty = lo == hi;
    r.first = first + lo;
    r.last = r.empty ? r.first : first + hi - 1;
    return r;
}

BatchRun runBatch(const BatchPlan& plan, const std::function<void(const BatchProgress&)>& progress,
                  const std::atomic<bool>* cancel, int progressMs)
{
    const std::uint64_t perVariant = plan.seeds.size();
    const std::uint64_t total = perVariant * plan.variants.size();
    BatchRun run;
    reserveInHugePages(run.games, total);
    run.games.resize(total);
    std::vector<char> played(total, 0);
    std::atomic<std::uint64_t> next{0}, done{0};
    std::mutex m;
    std::condition_variable cv;
    std::exception_ptr failure;
    unsigned running = 0;

    // Each worker claims the next block of game indices; a game's result goes to its own
    // slot, so the order of the results never depends on the threads. Blocks, not single
    // games: the smallest games take a few microseconds, and a shared counter touched per
    // game (and neighbouring slots written by both threads) is a cache line passed between
    // the cores that often. Enough blocks remain for the threads to finish together.
    const unsigned jobs = std::max(1u, plan.jobs);
    const std::uint64_t block = batchBlockSize(total, jobs);
    auto worker = [&] {
        const std::vector<std::shared_ptr<const Scenario>> own = threadScenarios(plan, jobs);
        for (;;) {
            const std::uint64_t begin = next.fetch_add(block);
            if (begin >= total)
                break;
            const std::uint64_t end = std::min(total, begin + block);
            std::uint64_t i = begin;
            for (; i < end && !(cancel && cancel->load(std::memory_order_relaxed)); ++i) {
                try {
                    const auto variant = static_cast<std::uint32_t>(i / perVariant);
                    BatchGame g =
                        playBatchGame(*plan.ruleset, *own[variant], plan.seeds.first + i % perVariant, plan.maxEvents);
                    g.sweep = variant;
                    run.games[i] = std::move(g);
                    played[i] = 1;
                } catch (...) {
                    const std::lock_guard lock(m);
                    if (!failure)
                        failure = std::current_exception();
                    next.store(total);
                    break;
                }
            }
            done.fetch_add(i - begin);
            if (i < end)
                break;
        }
        const std::lock_guard lock(m);
        --running;
        cv.notify_all();
    };
    std::vector<std::thread> threads;
    running = jobs;
    for (unsigned t = 0; t < jobs; ++t)
        threads.emplace_back(worker);
    {
        std::unique_lock lock(m);
        while (running > 0) {
            cv.wait_for(lock, std::chrono::milliseconds(progressMs), [&] { return running == 0; });
            if (progress) {
                lock.unlock();
                progress({done.load(), total});
                lock.lock();
            }
        }
    }
    for (std::thread& t : threads)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
    keepPlayedGames(run, played);
    return run;
}

}  // namespace ts
