#include "session/headless/watchbuilder.h"

#include "session/headless/conditionengine.h"

#include "kernel/game.h"
#include "kernel/session/session.h"
#include "kernel/session/why_not.h"
#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <chrono>
#include <cmath>

namespace ts::gui {

namespace {

double secondsSince(std::chrono::steady_clock::time_point t)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

ts::TrackType typeOf(const QJSValue& v)
{
    if (v.isBool())
        return ts::TrackType::Bool;
    if (v.isString())
        return ts::TrackType::String;
    return ts::TrackType::Number;
}

QString typeName(ts::TrackType t)
{
    switch (t) {
    case ts::TrackType::Bool: return WatchBuilder::tr("a boolean");
    case ts::TrackType::String: return WatchBuilder::tr("a string");
    case ts::TrackType::Number: break;
    }
    return WatchBuilder::tr("a number");
}

}  // namespace

WatchBuilder::WatchBuilder(ts::Session& session, ts::WatchSpec spec, const QString& helpers)
    : session_(session),
      spec_(std::move(spec)),
      engine_(std::make_unique<ConditionEngine>(helpers)),
      matcher_(spec_, session.trace()),
      doc_(std::make_unique<nlohmann::json>())
{
    QString message;
    if (!engine_->compile(QString::fromStdString(spec_.expression), &message)) {
        track_.valid = false;
        track_.error = message.toStdString();
        return;
    }
    writer_ = std::make_unique<ts::TrackWriter>(track_, spec_.isLogpoint());
}

WatchBuilder::~WatchBuilder() = default;

void WatchBuilder::cut(ts::Seq n)
{
    // Event n - 1 too: whether it ends a rule step depends on event n, which the fork changed.
    n = n > 0 ? n - 1 : 0;
    if (!writer_ || n >= next_)
        return;
    writer_->cut(n);
    next_ = n;
    haveHash_ = false;  // the state at the last place may be gone with the future
    cancelled_ = false;
}

double WatchBuilder::progress() const
{
    const auto size = session_.trace().size();
    return size == 0 ? 1.0 : double(next_) / double(size);
}

ts::Track WatchBuilder::take() { return std::move(track_); }

// Whether the watch is evaluated after event `seq`: every event, every hit of a logpoint,
// or the end of each rule step (the last event, or the next one begins an engine step or
// a rule step: Session::ruleStepEnd, read off the trace's blocks here) and event 0, so that
// a track starts at event 0 as a field's does.
bool WatchBuilder::wanted(ts::Seq seq, const ts::Event& e, const ts::Event* next) const
{
    if (spec_.isLogpoint())
        return matcher_(e);
    if (seq == 0 || spec_.every == ts::WatchEvery::Event || !next)
        return true;
    return (next->flags & ts::EventFlag::StepStart) || (!ts::carriesData(*next) && !ts::isNotApplied(*next));
}

bool WatchBuilder::extend(std::size_t maxSteps)
{
    if (!writer_ || cancelled_ || track_.complete)
        return track_.complete;
    const ts::Trace& trace = session_.trace();
    const ts::Seq size = trace.size();
    // A logpoint with few hits looks at many events per evaluation: bounded too.
    const ts::Seq scanLimit = next_ + std::max<ts::Seq>(maxSteps, 1) * 256;
    std::size_t evaluated = 0;
    std::span<const ts::Event> block;
    std::size_t blockIndex = SIZE_MAX;
    auto eventAt = [&](ts::Seq s) -> const ts::Event& {
        if (s / ts::Trace::kBlockEvents != blockIndex) {
            blockIndex = s / ts::Trace::kBlockEvents;
            block = trace.block(blockIndex);
        }
        return block[s - blockIndex * ts::Trace::kBlockEvents];
    };
    while (next_ < size && evaluated < maxSteps && next_ < scanLimit) {
        const ts::Seq seq = next_;
        const ts::Event e = eventAt(seq);
        ts::Event after;
        const bool last = seq + 1 >= size;
        if (!last)
            after = eventAt(seq + 1);
        ++next_;
        if (!wanted(seq, e, last ? nullptr : &after))
            continue;
        evaluateAt(seq);
        ++evaluated;
    }
    if (next_ >= size)
        writer_->finish(size);
    return track_.complete;
}

void WatchBuilder::evaluateAt(ts::Seq seq)
{
    auto t0 = std::chrono::steady_clock::now();
    const std::unique_ptr<ts::Game> state = session_.stateAt(seq);
    const std::uint64_t hash = state->stateHash();
    timings_.stateSeconds += secondsSince(t0);
    ++timings_.evaluations;
    QString message;
    QJSValue value;
    // The same state as at the last place (a rule step that changed nothing the state
    // shows): the value is the same, without its JSON or the script.
    if (haveHash_ && hash == lastHash_) {
        ++timings_.reused;
        if (lastMessage_.isEmpty())
            value = lastValue_;
        else
            message = lastMessage_;
    } else {
        t0 = std::chrono::steady_clock::now();
        // Written over the last state's document: a big state overwrites its values in
        // place instead of allocating the whole tree again (Game::writeJson).
        state->writeJson(*doc_);
        const QString json = QString::fromStdString(doc_->dump());
        timings_.jsonSeconds += secondsSince(t0);
        t0 = std::chrono::steady_clock::now();
        value = engine_->value(json, &message);
        timings_.scriptSeconds += secondsSince(t0);
        haveHash_ = true;
        lastHash_ = hash;
        lastValue_ = value;
        lastMessage_ = message;
    }
    record(seq, value, message);
}

void WatchBuilder::record(ts::Seq seq, const QJSValue& value, const QString& message)
{
    if (!message.isEmpty()) {
        writer_->noValue(seq, message.toStdString());
        return;
    }
    if (!value.isBool() && !value.isNumber() && !value.isString()) {
        writer_->noValue(seq, WatchBuilder::tr("The value is not a number, a boolean or a string").toStdString());
        return;
    }
    const ts::TrackType type = typeOf(value);
    if (!typed_) {
        track_.type = type;
        typed_ = true;
    } else if (type != track_.type) {
        writer_->noValue(seq,
                         WatchBuilder::tr("The value is %1, not %2 as before")
                             .arg(typeName(type), typeName(track_.type))
                             .toStdString());
        return;
    }
    switch (type) {
    case ts::TrackType::Bool: writer_->value(seq, value.toBool() ? 1 : 0); return;
    case ts::TrackType::String: writer_->text(seq, value.toString().toStdString()); return;
    case ts::TrackType::Number: break;
    }
    const double d = value.toNumber();
    // Kept as a 64-bit integer (rounded toward zero); beyond ±2^63 there is no such integer.
    if (!std::isfinite(d) || std::fabs(d) >= 9.2e18) {
        writer_->noValue(seq,
                         WatchBuilder::tr("The value %1 is not a finite number a track can hold").arg(d).toStdString());
        return;
    }
    writer_->value(seq, static_cast<std::int64_t>(d));
}

}  // namespace ts::gui
