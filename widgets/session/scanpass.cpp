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
    // (cancelled, restarted, or its ScanPass destroyed) finds the current id changed and does
    // nothing. The id is shared with what is posted, so that it is still there to compare when
    // the ScanPass is not (a panel may drop a pass it made while what it posted waits); only a
    // match touches the ScanPass. The context outlives what it was posted: Qt drops the events
    // of an object that is destroyed.
    const TraceScan::PassId id = TraceScan::newId();
    TraceScan::Pass pass;
    pass.step = std::move(step);
    pass.progress = [context = context_, current = current_, id, progress = std::move(progress)](Seq done, Seq total) {
        if (!progress)
            return;
        QMetaObject::invokeMethod(
            context,
            [current, id, progress, done, total] {
                if (*current == id)
                    progress(done, total);
            },
            Qt::QueuedConnection);
    };
    // Called on the scan's thread, which the scan outlives: its events are known by then.
    pass.finished = [this, context = context_, current = current_, id, scan = scan_.get(),
                     finished = std::move(finished)](const std::string& error, int exitCode) {
        QMetaObject::invokeMethod(
            context,
            [this, current, id, finished, outcome = Outcome{QString::fromStdString(error), exitCode, scan->events()}] {
                if (*current != id)
                    return;
                *current = 0;  // before the call: it may start the next pass
                scan_.reset();
                finished(outcome);
            },
            Qt::QueuedConnection);
    };
    *current_ = id;
    scan_->add(id, std::move(pass));
    return true;
}

void ScanPass::cancel()
{
    if (*current_ != 0 && scan_)
        scan_->cancel(*current_);
    *current_ = 0;
    scan_.reset();
}

}  // namespace ts::gui
