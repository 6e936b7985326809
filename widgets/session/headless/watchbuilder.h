#pragma once
// Builds an expression watch's track (kernel/watch/track.h) over a session's trace, in
// slices, so that a window can run it from a timer between user actions and a CLI in one go.
//
// The expression is the breakpoint-condition language (conditionengine.h) with the
// ruleset's helpers, evaluated for its value: a number (kept as a 64-bit integer, rounded
// toward zero), a boolean or a string; anything else (an object, undefined, a thrown error)
// is "no value" there, a gap of the track with the message. The first value decides the
// track's type; a later value of another type is a gap too ("a number, not a string").
//
// Where it is evaluated: WatchEvery::Step (the default) after event 0 and at the end of
// every rule step (Session::ruleStepEnd, the same places a breakpoint's condition is
// checked), on the state after that event; WatchEvery::Event after every event. A logpoint (a spec with a
// clause, kind or entity) only at its matching events, on the state after each, with a point
// per hit. A state whose hash equals the last evaluated one's reuses its value (no JSON, no
// script): a rule step that changed nothing.
//
// Threads: the builder uses the Session (stateAt re-executes the game, trace reads page
// blocks in) and a QJSEngine, none of them thread-safe: call extend() on the thread that
// owns the Session, with nothing else using the session during the call (a timer slot in
// the window, between user actions). Cancel by not calling extend() again (or cancel()).
#include "kernel/event.h"
#include "kernel/watch/track.h"
#include "kernel/watch/watch.h"

#include <nlohmann/json_fwd.hpp>

#include <QCoreApplication>
#include <QJSValue>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace ts {
class Session;
}

namespace ts::gui {

class ConditionEngine;

class WatchBuilder {
    Q_DECLARE_TR_FUNCTIONS(ts::gui::WatchBuilder)

public:
    // `helpers`: the ruleset's helper installer (ConditionEngine::bundledHelpers).
    WatchBuilder(ts::Session& session, ts::WatchSpec spec, const QString& helpers);
    ~WatchBuilder();
    WatchBuilder(const WatchBuilder&) = delete;
    WatchBuilder& operator=(const WatchBuilder&) = delete;

    // False (and the track invalid, with the message in error()) when the expression does
    // not compile. extend() does nothing then.
    bool ok() const { return track_.valid; }
    QString error() const { return QString::fromStdString(track_.error); }

    // Evaluates at up to `maxSteps` more places (rule-step ends, events or hits); true when
    // the track then reaches the end of the trace (track().complete). The trace must hold
    // every event (a session opened from a file does; a live game: run it first).
    bool extend(std::size_t maxSteps);
    // The session's trace was cut at event n (a fork, SessionController's sessionChanged):
    // what the track says from n on is dropped and extend() goes on from the rule step that
    // n is in, so a watch is not rebuilt from event 0 after each fork.
    void cut(ts::Seq n);
    void cancel() { cancelled_ = true; }
    bool cancelled() const { return cancelled_; }
    bool done() const { return track_.complete; }
    // Events [0, position()) have been looked at; progress() = position / trace size.
    ts::Seq position() const { return next_; }
    double progress() const;

    const ts::Track& track() const { return track_; }
    // Gives the finished (shrunk) track away.
    ts::Track take();

    // Where the time went (benchmarks): the states, their JSON, the evaluations.
    struct Timings {
        std::uint64_t evaluations = 0;  // places evaluated
        std::uint64_t reused = 0;  // places whose state hash had not changed (no evaluation)
        double stateSeconds = 0;  // Session::stateAt
        double jsonSeconds = 0;  // Game::toJson + dump
        double scriptSeconds = 0;  // QJSEngine: parse the state, run the expression
    };
    const Timings& timings() const { return timings_; }

private:
    bool wanted(ts::Seq seq, const ts::Event& e, const ts::Event* next) const;
    void evaluateAt(ts::Seq seq);
    void record(ts::Seq seq, const QJSValue& value, const QString& message);

    ts::Session& session_;
    ts::WatchSpec spec_;
    std::unique_ptr<ConditionEngine> engine_;
    ts::WatchMatcher matcher_;
    ts::Track track_;
    std::unique_ptr<ts::TrackWriter> writer_;
    ts::Seq next_ = 0;
    bool cancelled_ = false;
    bool haveHash_ = false;
    std::uint64_t lastHash_ = 0;
    std::unique_ptr<nlohmann::json> doc_;  // the last state's document, reused
    QJSValue lastValue_;
    QString lastMessage_;
    bool typed_ = false;
    Timings timings_;
};

}  // namespace ts::gui
