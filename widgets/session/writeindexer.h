#pragma once
// The window's write index ("Who changed this?"): kernel/write_index.h over the session's
// trace, built once per trace when first asked for, in slices on the event loop (like the
// timeline's marks: the trace pages its blocks in on this thread) with progress, extended
// as events are appended and cut when a fork cuts the trace.
#include "kernel/session/write_index.h"

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
    bool isBuilding() const { return timer_.isActive(); }
    const WriteIndex& index() const { return index_; }

signals:
    void progress(int percent);
    void ready();

private:
    void reset();
    void onTraceChanged();
    void slice();

    SessionController* controller_;
    const void* session_ = nullptr;  // the session the index describes
    WriteIndex index_;
    bool wanted_ = false;  // asked for once: follow the trace from then on
    QTimer timer_;
};

}  // namespace ts::gui
