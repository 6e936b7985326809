#pragma once
// The window's write index ("Who changed this?"): kernel/write_index.h over the session's
// trace, built once per trace when first asked for, with progress, extended as events are
// appended and cut when a fork cuts the trace. A trace opened from a large file is indexed
// on the session's scan thread (scanpass.h); anything else, and what the session appends
// after the file's events, in slices on the event loop.
#include "kernel/session/write_index.h"

#include "session/scanpass.h"

#include <QObject>
#include <QTimer>

namespace ts::gui {

class SessionController;

class WriteIndexer : public QObject {
    Q_OBJECT
public:
    explicit WriteIndexer(SessionController* controller, QObject* parent = nullptr);

    // Starts (or goes on with) indexing; ready() comes when the whole trace is indexed,
    // at once when it already is.
    void ensureBuilt();
    bool isComplete() const;
    // Indexes the rest of the trace at once, on this thread (a caller that needs the answer
    // now, such as Set Value…); ready() follows.
    void completeNow();
    bool isBuilding() const { return timer_.isActive() || pass_.isRunning(); }
    const WriteIndex& index() const { return index_; }

signals:
    void progress(int percent);
    void ready();

private:
    void reset();
    void onTraceChanged();
    void slice();
    bool startPass();  // false: no scan, the slices do it
    void passFinished(const std::shared_ptr<WriteIndex>& built, const QString& error);
    void stopped(const QString& error);

    SessionController* controller_;
    const void* session_ = nullptr;  // the session the index describes
    WriteIndex index_;
    bool wanted_ = false;  // asked for once: follow the trace from then on
    QTimer timer_;
    ScanPass pass_{this};
    Seq passValid_ = 0;  // the pass's events the session still has (a fork cuts them)
};

}  // namespace ts::gui
