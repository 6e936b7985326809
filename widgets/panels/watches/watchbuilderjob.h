#pragma once
// An expression watch's track built off the window's thread (issue 41): a WatchBuilder
// (session/headless/watchbuilder.h) over a session of its own, opened from the window's
// trace file on a worker thread, with its own JavaScript engine. The window's session, its
// engine and its cursor are never touched, so the user steps and seeks meanwhile; the
// track is the same (a game's events and states depend only on the file).
//
// For a session that is its file's events unchanged (no fork, no game run on): what the
// watch list checks before it starts one. The done callback runs on the context's thread,
// once, unless the job was cancelled or destroyed first (session/workerjob.h).
#include "session/workerjob.h"

#include "kernel/event.h"
#include "kernel/watch/track.h"
#include "kernel/watch/watch.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>
#include <string>

namespace ts::gui {

class WatchBuilderJob {
    Q_DECLARE_TR_FUNCTIONS(ts::gui::WatchBuilderJob)

public:
    // On the context's thread: the fraction of the trace looked at so far.
    using Progress = std::function<void(double fraction)>;
    // On the context's thread: the track, or null and why not (the expression, the file).
    using Done = std::function<void(std::shared_ptr<const Track> track, const QString& error)>;

    explicit WatchBuilderJob(QObject* context) : job_(context) {}

    // Builds `spec`'s track over the first `events` events of the trace file at `path`
    // (`helpers`: ConditionEngine::bundledHelpers of its ruleset). Cancels a job running.
    void start(const std::string& path, Seq events, WatchSpec spec, const QString& helpers, Progress progress,
               Done done);
    // Nothing of the job is called afterwards; its worker stops after the place it is at.
    void cancel() { job_.cancel(); }
    bool isRunning() const { return job_.isRunning(); }

private:
    WorkerJob job_;
};

}  // namespace ts::gui
