#pragma once
// Whole-trace passes (indexes, the draw ledger, filters, the timeline's marks) on a thread of
// their own, over a trace file. A Trace is not for two threads, so the scan opens the file
// again and reads its own copy of the events; the passes share it: each block is decoded
// once for every pass that is at that block (decoding is most of what a pass costs). A pass
// added later starts from the beginning and runs alone until it has caught up with the
// others, since the scan always serves the pass that is furthest behind; from there they go
// on together.
//
// A pass's step runs on the scan's thread and extends the pass's own result; the owner takes
// the result once `finished` says so (for a window: posted to its thread). Nothing of a pass
// is shared with the scan's owner but what the pass's functions capture.
#include "kernel/event.h"

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace ts {

class Trace;
struct OpenedTrace;

class TraceScan {
public:
    struct Pass {
        // Extends the pass's result over events [from, to) of `trace` (the scan's copy of the
        // file). Throws what reading the trace throws (a TraceError for a damaged block).
        std::function<void(const Trace& trace, Seq from, Seq to)> step;
        // After each step: events [first, done) are in the result. Optional.
        std::function<void(Seq done, Seq total)> progress;
        // Once: `error` is empty when the pass covers every event, else what stopped it
        // (its result then holds the events before the block that could not be read) and
        // turnscope-cli's exit code for it (kernel/exit_codes.h).
        std::function<void(const std::string& error, int exitCode)> finished;
    };
    using PassId = std::uint64_t;

    // Scans events [first, events) of the trace file at `path`: `events` is the prefix of the
    // file the scan's owner still shares (a window's session that forked has other events
    // after it), kWholeFile every event the file has; `first` > 0 scans a part of it, for a
    // pass split over several scans (one thread each). Every pass starts at `first`.
    static constexpr Seq kWholeFile = ~Seq(0);
    TraceScan(std::string path, Seq events, Seq first = 0);
    TraceScan(const TraceScan&) = delete;
    TraceScan& operator=(const TraceScan&) = delete;
    ~TraceScan();  // cancels every pass and waits for the thread (at most one step)

    // The events scanned: as constructed, until the file is open (then at most its events).
    Seq events() const { return events_; }
    const std::string& path() const { return path_; }

    // A new id, unique in the process (an old scan's id never names a new scan's pass): known
    // before add(), so the pass's functions can carry it.
    static PassId newId();
    void add(PassId id, Pass pass);
    // The pass does not run again and its `finished` is not called; when it is running now,
    // this waits for its step to end. An unknown or finished id is ignored.
    void cancel(PassId id);

    // Events a step covers at most: 16 blocks, a few milliseconds.
    static constexpr Seq kStepEvents = Seq(16) * 4096;

private:
    struct Entry {
        PassId id = 0;
        Pass pass;
        Seq done = 0;
    };
    void run(const std::stop_token& stop);
    // Opens the file for the first pass; false when it cannot be (`error` says why).
    bool open(std::optional<OpenedTrace>& opened, std::string& error, int& exitCode);
    Entry* furthestBehind();
    void stepOne(Entry& e, Seq from, Seq to, const Trace* trace, const std::string& openError, int openExitCode);

    std::string path_;
    const Seq first_;
    std::atomic<Seq> events_ = 0;
    std::mutex mutex_;  // guards passes_, running_ and the wake-ups
    std::condition_variable_any wake_;
    std::condition_variable ran_;  // running_ changed: cancel() waits for its pass's step
    std::vector<Entry> passes_;
    // The pass whose functions run now (0: none). cancel() waits on it rather than on a lock
    // the scan takes again at once, which a waiting thread may never get.
    PassId running_ = 0;
    std::jthread thread_;
};

}  // namespace ts
