#pragma once
// A field watch's track (what kernel fieldTrack builds: the field's value at each of its
// writes) read on the session's scan thread (session/scanpass.h) when the session was opened
// from a large file: reading a long trace's blocks took seconds on the window's thread.
//
// A pass started before the write index is complete looks at every event for the field's
// writes, so it runs beside the index's own pass and shares its reading of the file (the
// field is then a guess, StateFieldLookup::guess, that the watch checks once the index is
// complete); one started after reads only the blocks the index lists. The writes the session
// appended after the file's events are read on the window's thread at the end (they are in
// no file).
#include "kernel/session/write_index.h"
#include "kernel/watch/track.h"

#include "session/scanpass.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace ts::gui {

class SessionController;

class FieldTrackPass {
public:
    // The track, or an empty pointer and why not.
    using Done = std::function<void(std::shared_ptr<const Track> track, const QString& error)>;

    explicit FieldTrackPass(QObject* context) : pass_(context) {}

    // Starts reading the writes of `ref`; false (nothing started) when the session has no scan.
    bool start(SessionController* controller, FieldRef ref);
    FieldRef field() const { return ref_; }
    // `done` comes once the pass is over (at once when it is), on the context's thread, unless
    // the pass is destroyed first or the session's trace no longer holds the file's events
    // (a fork cut them: the watch list starts again); `initialValue` is the field's value
    // when it has no write. Once per start().
    void whenDone(std::int64_t initialValue, Done done);
    // Whether whenDone() was called and its `done` has not come.
    bool isAwaited() const { return static_cast<bool>(done_); }

private:
    struct State;
    void passOver(const ScanPass::Outcome& outcome);
    void finish();

    ScanPass pass_;
    SessionController* controller_ = nullptr;
    FieldRef ref_;
    std::shared_ptr<State> state_;
    std::optional<ScanPass::Outcome> outcome_;  // set when the scan's part is over
    std::int64_t initialValue_ = 0;
    Done done_;
};

}  // namespace ts::gui
