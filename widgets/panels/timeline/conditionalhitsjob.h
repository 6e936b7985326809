#pragma once
// The hits of breakpoints with conditions, for the timeline's Hits lane, found off the
// window's thread (issue 41): a session of its own opened from the window's trace file on a
// worker, the breakpoints made again there with their conditions compiled by script engines
// of its own, and Session::breakpointHit asked at every event, as the slices on the event
// loop ask the window's session. What the conditions' evaluations produced (counts, the last
// error) comes back with the hits, for the window's engines to absorb: the breakpoint list
// shows errors that the timeline met.
//
// For a session that is its file's events unchanged (no fork, no game run on), with every
// enabled condition known by its text: what the timeline checks (canRun) before it starts
// one. Callbacks run on the context's thread and never after cancel() (session/workerjob.h).
#include "session/headless/conditionengine.h"
#include "session/workerjob.h"

#include "kernel/event.h"
#include "kernel/session/session.h"

#include <QString>

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace ts::gui {

class ConditionalHitsJob {
public:
    // The hits among the events up to `upTo` (exclusive) that the last call had not given,
    // in order.
    using Progress = std::function<void(std::vector<Seq> hits, Seq upTo)>;
    // Once, at the end: each condition's counts by breakpoint id, or why the job could not
    // look (then the slices have to; not meant for the user).
    using Counts = std::vector<std::pair<int, ConditionEngine::Counts>>;
    using Done = std::function<void(Counts counts, const QString& error)>;

    explicit ConditionalHitsJob(QObject* context) : job_(context) {}

    // Whether `breakpoints` can be made again on a worker: every enabled condition has its text.
    static bool canRun(const std::vector<Breakpoint>& breakpoints);
    // Asks events [0, reachable) of the first `events` of the trace file at `path` (`helpers`:
    // the ruleset's condition helpers). Cancels a job running.
    void start(const std::string& path, Seq events, Seq reachable, const std::vector<Breakpoint>& breakpoints,
               const QString& helpers, Progress progress, Done done);
    void cancel() { job_.cancel(); }
    bool isRunning() const { return job_.isRunning(); }

private:
    WorkerJob job_;
};

}  // namespace ts::gui
