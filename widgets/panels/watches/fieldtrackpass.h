#pragma once
// A field watch's track (kernel fieldTrack: the values of the field's writes, found by the
// write index) read on the session's scan thread (session/scanpass.h) when the session was
// opened from a large file: reading the writes' blocks of a long trace took seconds on the
// window's thread in one go. The writes the session appended after the file's events are
// read on the window's thread when the pass is done (they are in no file).
#include "kernel/session/write_index.h"
#include "kernel/watch/track.h"

#include "session/scanpass.h"

#include <QString>

#include <functional>
#include <memory>

namespace ts::gui {

class SessionController;

class FieldTrackPass {
public:
    // The track, or an empty pointer and why not.
    using Done = std::function<void(std::shared_ptr<const Track> track, const QString& error)>;

    explicit FieldTrackPass(QObject* context) : pass_(context) {}

    // False (nothing started) when the session has no scan; else `done` comes later, on the
    // context's thread, unless the pass is cancelled or destroyed first.
    bool start(SessionController* controller, FieldRef ref, std::int64_t initialValue, Done done);
    void cancel() { pass_.cancel(); }
    bool isRunning() const { return pass_.isRunning(); }

private:
    struct State;
    static void readWrites(State& state, const Trace& trace, Seq to);
    void finish(SessionController* controller, State& state, const Done& done);

    ScanPass pass_;
};

}  // namespace ts::gui
