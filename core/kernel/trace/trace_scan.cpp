#include "kernel/trace/trace_scan.h"

#include "kernel/exit_codes.h"
#include "kernel/trace/trace_file.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <optional>

namespace ts {

namespace {
// Blocks kept by the scan's copy of the trace: a step's 16, the block after them (the draw
// ledger looks ahead into it) and room for a pass that reads a little behind.
constexpr std::size_t kResidentBlocks = 40;
}  // namespace

TraceScan::TraceScan(std::string path, Seq events, Seq first) : path_(std::move(path)), first_(first), events_(events)
{
    thread_ = std::jthread([this](const std::stop_token& stop) { run(stop); });
}

TraceScan::~TraceScan()
{
    thread_.request_stop();
    wake_.notify_all();
    if (thread_.joinable())
        thread_.join();
}

TraceScan::PassId TraceScan::newId()
{
    static std::atomic<PassId> next{1};
    return next++;
}

void TraceScan::add(PassId id, Pass pass)
{
    {
        std::lock_guard lock(mutex_);
        passes_.push_back({id, std::move(pass), first_});
    }
    wake_.notify_all();
}

void TraceScan::cancel(PassId id)
{
    std::unique_lock lock(mutex_);
    const auto it = std::find_if(passes_.begin(), passes_.end(), [id](const Entry& e) { return e.id == id; });
    if (it != passes_.end())
        passes_.erase(it);
    if (std::this_thread::get_id() != thread_.get_id())
        ran_.wait(lock, [&] { return running_ != id; });  // a step of it that was running has ended
}

TraceScan::Entry* TraceScan::furthestBehind()
{
    auto it = std::min_element(passes_.begin(), passes_.end(),
                               [](const Entry& a, const Entry& b) { return a.done < b.done; });
    return it == passes_.end() ? nullptr : &*it;
}

bool TraceScan::open(std::optional<OpenedTrace>& opened, std::string& error, int& exitCode)
{
    if (opened || !error.empty())
        return error.empty();
    try {
        opened.emplace(openTrace(path_, kResidentBlocks));
        events_ = std::min<Seq>(events_, opened->trace.size());
        return true;
    } catch (const std::exception& e) {
        error = e.what();
        exitCode = exitCodeFor(e);
        return false;
    }
}

void TraceScan::run(const std::stop_token& stop)
{
    std::optional<OpenedTrace> opened;
    std::string openError;
    int openExitCode = 0;
    while (!stop.stop_requested()) {
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, stop, [this] { return !passes_.empty(); });
            if (stop.stop_requested())
                return;
        }
        const bool open = this->open(opened, openError, openExitCode);
        // Which passes step now, and over which events: those that are furthest behind.
        std::vector<Entry> now;
        Seq from = 0, to = 0;
        {
            std::lock_guard lock(mutex_);
            if (passes_.empty())
                continue;  // cancelled meanwhile
            from = furthestBehind()->done;
            to = std::max(from, std::min<Seq>(events_, from + kStepEvents));
            for (const Entry& e : passes_)
                if (e.done == from)
                    now.push_back(e);
        }
        for (Entry& e : now)
            stepOne(e, from, to, open ? &opened->trace : nullptr, openError, openExitCode);
    }
}

// One pass's step over [from, to) and what follows it, unless the pass was cancelled.
void TraceScan::stepOne(Entry& e, Seq from, Seq to, const Trace* trace, const std::string& openError, int openExitCode)
{
    {
        std::lock_guard lock(mutex_);
        if (std::none_of(passes_.begin(), passes_.end(), [&](const Entry& p) { return p.id == e.id; }))
            return;  // cancelled before its turn
        running_ = e.id;
    }
    struct Done {  // whichever way this ends, cancel() hears of it
        TraceScan& scan;
        ~Done()
        {
            {
                std::lock_guard lock(scan.mutex_);
                scan.running_ = 0;
            }
            scan.ran_.notify_all();
        }
    } done{*this};
    std::string error = openError;
    int exitCode = openExitCode;
    if (trace && to > from) {
        try {
            e.pass.step(*trace, from, to);
        } catch (const std::exception& x) {
            error = x.what();
            exitCode = exitCodeFor(x);
        }
    }
    std::unique_lock lock(mutex_);
    const auto it = std::find_if(passes_.begin(), passes_.end(), [&](const Entry& p) { return p.id == e.id; });
    if (it == passes_.end())
        return;  // cancelled meanwhile: nothing more is said of it
    const bool last = !error.empty() || to >= events_;
    if (last)
        passes_.erase(it);
    else
        it->done = to;
    lock.unlock();
    if (e.pass.progress && error.empty())
        e.pass.progress(to, events_);
    if (last && e.pass.finished)
        e.pass.finished(error, exitCode);
}

}  // namespace ts
