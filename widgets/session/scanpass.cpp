#include "session/scanpass.h"

#include <QMetaObject>
#include <QPointer>

namespace ts::gui {

bool ScanPass::start(std::shared_ptr<TraceScan> scan, Step step, Progress progress, Finished finished)
{
    cancel();
    if (!scan)
        return false;
    scan_ = std::move(scan);
    // The scan's thread posts to the context; a generation that is no longer the current one
    // (cancelled, restarted) finds id_ changed and does nothing. The context outlives what
    // it was posted: Qt drops the events of an object that is destroyed, and ~ScanPass,
    // a member of it, cancels first, so nothing is posted after.
    const TraceScan::PassId id = TraceScan::newId();
    TraceScan::Pass pass;
    pass.step = std::move(step);
    pass.progress = [this, id, progress = std::move(progress)](Seq done, Seq total) {
        if (!progress)
            return;
        QMetaObject::invokeMethod(
            context_,
            [this, id, progress, done, total] {
                if (id_ == id)
                    progress(done, total);
            },
            Qt::QueuedConnection);
    };
    // Called on the scan's thread, which the scan outlives: its events are known by then.
    pass.finished = [this, id, scan = scan_.get(), finished = std::move(finished)](const std::string& error,
                                                                                   int exitCode) {
        QMetaObject::invokeMethod(
            context_,
            [this, id, finished, outcome = Outcome{QString::fromStdString(error), exitCode, scan->events()}] {
                if (id_ != id)
                    return;
                id_ = 0;  // before the call: it may start the next pass
                scan_.reset();
                finished(outcome);
            },
            Qt::QueuedConnection);
    };
    id_ = id;
    scan_->add(id, std::move(pass));
    return true;
}

void ScanPass::cancel()
{
    if (id_ != 0 && scan_)
        scan_->cancel(id_);
    id_ = 0;
    scan_.reset();
}

}  // namespace ts::gui
