#pragma once
// A panel's pass over the whole trace on the session's scan thread (kernel/trace/trace_scan.h):
// the step runs there, over the scan's own copy of the file's events, and extends a result
// the pass's owner does not touch until finished(); progress and the outcome come back on the
// owner's thread. Each start() is a new generation: what an older one posted is dropped, so
// a result never lands in a session or a request it was not made for.
#include "kernel/trace/trace_scan.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace ts::gui {

class ScanPass {
public:
    using Step = std::function<void(const Trace& trace, Seq from, Seq to)>;
    // On the context's thread: events [0, done) of `total` are in the result.
    using Progress = std::function<void(Seq done, Seq total)>;
    // How a pass ended: `error` empty when the result covers the scan's `events` (the file's
    // events), else what stopped it (the result then ends before the block that could not be
    // read) and turnscope-cli's exit code for that.
    struct Outcome {
        QString error;
        int exitCode = 0;
        Seq events = 0;
    };
    // On the context's thread, once.
    using Finished = std::function<void(const Outcome& outcome)>;

    explicit ScanPass(QObject* context) : context_(context) {}
    ScanPass(const ScanPass&) = delete;
    ScanPass& operator=(const ScanPass&) = delete;
    ~ScanPass() { cancel(); }

    // Cancels a pass running, then starts `step` on `scan` (false, nothing started, when
    // `scan` is null: the session has no file to scan).
    bool start(std::shared_ptr<TraceScan> scan, Step step, Progress progress, Finished finished);
    // Nothing of the pass is called afterwards.
    void cancel();
    bool isRunning() const { return *current_ != 0; }

private:
    QObject* context_;
    std::shared_ptr<TraceScan> scan_;
    // The running pass's id (0: none), shared with what the scan posts (see start()).
    std::shared_ptr<TraceScan::PassId> current_ = std::make_shared<TraceScan::PassId>(0);
};

}  // namespace ts::gui
