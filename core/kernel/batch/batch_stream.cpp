#include "kernel/batch/batch_stream.h"

#include "kernel/batch/batch_threads.h"

#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace ts {

namespace {

using Clock = std::chrono::steady_clock;

// One block of games between the worker that plays it and the consumer. A ring of them is
// all a run holds; a slot is reused, its games' strings and vectors with it.
struct Slot {
    std::vector<BatchGame> games;
    std::uint64_t block = UINT64_MAX;  // whose games these are, once ready
    std::uint64_t played = 0;  // a prefix of the block (less when cancelled)
    bool ready = false;
};

class Stream {
public:
    Stream(const BatchPlan& plan, const std::atomic<bool>* cancel)
        : plan_(plan),
          cancel_(cancel),
          perVariant_(plan.seeds.size()),
          total_(perVariant_ * plan.variants.size()),
          jobs_(std::max(1u, plan.jobs)),
          block_(batchBlockSize(total_, jobs_)),
          blocks_(total_ == 0 ? 0 : (total_ - 1) / block_ + 1),
          slots_(std::uint64_t{jobs_} * 8)
    {}

    BatchStreamRun run(const std::function<void(const BatchGame&)>& consume,
                       const std::function<void(const BatchProgress&)>& progress, int progressMs);

private:
    void work();
    bool playBlock(std::uint64_t b, const std::vector<std::shared_ptr<const Scenario>>& own);
    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }
    // The block's slot once ready (nullptr: it never will be: the workers stopped).
    Slot* waitFor(std::uint64_t b, const std::function<void(const BatchProgress&)>& progress, int progressMs);
    void release(std::uint64_t b);
    void stopWorkers();
    void report(const std::function<void(const BatchProgress&)>& progress, int progressMs, bool always);

    const BatchPlan& plan_;
    const std::atomic<bool>* cancel_;
    const std::uint64_t perVariant_, total_;
    const unsigned jobs_;
    const std::uint64_t block_, blocks_;
    std::vector<Slot> slots_;
    std::atomic<std::uint64_t> next_{0}, done_{0};
    std::mutex m_;
    std::condition_variable workerCv_, consumerCv_;
    std::uint64_t consumed_ = 0;  // blocks the consumer is done with (under m_)
    bool stop_ = false;  // under m_
    unsigned running_ = 0;  // under m_
    std::exception_ptr failure_;  // under m_
    std::vector<std::thread> threads_;
    Clock::time_point lastReport_ = Clock::now();
};

// False: stop claiming blocks (cancelled, or a game threw).
bool Stream::playBlock(std::uint64_t b, const std::vector<std::shared_ptr<const Scenario>>& own)
{
    Slot& slot = slots_[b % slots_.size()];
    const std::uint64_t begin = b * block_, end = std::min(total_, begin + block_);
    slot.games.resize(end - begin);
    std::uint64_t i = begin;
    bool failed = false;
    for (; i < end && !cancelled(); ++i) {
        try {
            const auto variant = static_cast<std::uint32_t>(i / perVariant_);
            BatchGame& g = slot.games[i - begin];
            g = playBatchGame(*plan_.ruleset, *own[variant], plan_.seeds.first + i % perVariant_, plan_.maxEvents);
            g.sweep = variant;
        } catch (...) {
            const std::lock_guard lock(m_);
            if (!failure_)
                failure_ = std::current_exception();
            stop_ = true;
            failed = true;
            break;
        }
    }
    done_.fetch_add(i - begin);
    {
        const std::lock_guard lock(m_);
        slot.block = b;
        slot.played = i - begin;
        slot.ready = true;
    }
    consumerCv_.notify_one();
    workerCv_.notify_all();  // after a failure, the workers waiting for the window stop
    return i == end && !failed;
}

void Stream::work()
{
    const std::vector<std::shared_ptr<const Scenario>> own = threadScenarios(plan_, jobs_);
    for (;;) {
        const std::uint64_t b = next_.fetch_add(1);
        if (b >= blocks_)
            break;
        {
            // The slot is free once the consumer is done with the block a ring before.
            std::unique_lock lock(m_);
            workerCv_.wait(lock, [&] { return stop_ || b < consumed_ + slots_.size(); });
            if (stop_)
                break;
        }
        if (!playBlock(b, own))
            break;
    }
    const std::lock_guard lock(m_);
    --running_;
    consumerCv_.notify_one();
}

void Stream::report(const std::function<void(const BatchProgress&)>& progress, int progressMs, bool always)
{
    if (!progress)
        return;
    const auto now = Clock::now();
    if (!always && now - lastReport_ < std::chrono::milliseconds(progressMs))
        return;
    lastReport_ = now;
    progress({done_.load(), total_});
}

Slot* Stream::waitFor(std::uint64_t b, const std::function<void(const BatchProgress&)>& progress, int progressMs)
{
    Slot& slot = slots_[b % slots_.size()];
    std::unique_lock lock(m_);
    for (;;) {
        if (failure_)
            return nullptr;
        if (slot.ready && slot.block == b)
            return &slot;
        if (running_ == 0)  // every block claimed is ready: this one was not claimed
            return nullptr;
        consumerCv_.wait_for(lock, std::chrono::milliseconds(progressMs));
        lock.unlock();
        report(progress, progressMs, false);
        lock.lock();
    }
}

void Stream::release(std::uint64_t b)
{
    {
        const std::lock_guard lock(m_);
        slots_[b % slots_.size()].ready = false;
        consumed_ = b + 1;
    }
    workerCv_.notify_all();
}

void Stream::stopWorkers()
{
    {
        const std::lock_guard lock(m_);
        stop_ = true;
    }
    workerCv_.notify_all();
    for (std::thread& t : threads_)
        if (t.joinable())
            t.join();
}

BatchStreamRun Stream::run(const std::function<void(const BatchGame&)>& consume,
                           const std::function<void(const BatchProgress&)>& progress, int progressMs)
{
    BatchStreamRun out;
    running_ = jobs_;
    for (unsigned t = 0; t < jobs_; ++t)
        threads_.emplace_back([this] { work(); });
    try {
        for (std::uint64_t b = 0; b < blocks_; ++b) {
            const Slot* slot = waitFor(b, progress, progressMs);
            if (!slot)
                break;
            for (std::uint64_t k = 0; k < slot->played; ++k)
                consume(slot->games[k]);
            out.games += slot->played;
            release(b);
            report(progress, progressMs, false);
        }
    } catch (...) {
        stopWorkers();
        throw;
    }
    stopWorkers();
    if (failure_)
        std::rethrow_exception(failure_);
    out.complete = out.games == total_;
    report(progress, progressMs, true);
    return out;
}

}  // namespace

BatchStreamRun streamBatch(const BatchPlan& plan, const std::function<void(const BatchGame&)>& consume,
                           const std::function<void(const BatchProgress&)>& progress, const std::atomic<bool>* cancel,
                           int progressMs)
{
    Stream stream(plan, cancel);
    return stream.run(consume, progress, progressMs);
}

}  // namespace ts
