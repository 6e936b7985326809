#pragma once
// Where an engine's events go. With a trace attached every event is appended; without
// one (re-execution to reach a position, the untraced benchmark) events are only counted.
#include "kernel/trace/trace.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace ts {

// A random draw whose result the user chose ("try another value" in the draw ledger):
// the draw traced as event `seq` yields `value` instead of the generator's number. Kept
// sorted by seq, each seq once; recorded in the trace file like the answers to decisions.
struct DrawOverride {
    Seq seq = 0;
    std::uint32_t value = 0;
    bool operator==(const DrawOverride&) const = default;
};
using DrawOverrides = std::vector<DrawOverride>;

class DrawPinner;  // draw_pins.h

// Thrown by EventSink::add() when a re-execution reaches the event it was told to stop
// before (EventSink::stopBefore): the game is left exactly as its rules had made it after
// the previous event (Session::stateAt). Games never catch it.
struct StepInterrupted {};

class EventSink {
public:
    // `pinner`: pins applied while recording (draw_pins.h); only a session's live run
    // passes one, replays use the overrides the pins were recorded as.
    explicit EventSink(Trace* trace = nullptr, Seq start = 0, const DrawOverrides* overrides = nullptr,
                       DrawPinner* pinner = nullptr)
        : trace_(trace),
          position_(start),
          overrides_(overrides && !overrides->empty() ? overrides : nullptr),
          drawInputs_(overrides_ || pinner),
          pinner_(pinner)
    {}

    void add(Event e)
    {
        if (position_ == stopBefore_) [[unlikely]]
            throw StepInterrupted{};
        if (stepStart_) {
            e.flags |= EventFlag::StepStart;
            stepStart_ = false;
        }
        if (trace_)
            trace_->append(e);
        ++position_;
    }

    // Called by the driver before each engine step.
    void beginStep() { stepStart_ = true; }
    // Makes add() throw StepInterrupted instead of adding the event at `seq`: a step
    // re-executed this way stops right after event seq - 1, before anything the rules do
    // for the next event (an event's changes follow it: see "Exact at every event" in
    // docs/architecture.md, "How the engine works").
    void stopBefore(Seq seq) { stopBefore_ = seq; }

    Seq position() const { return position_; }
    bool tracing() const { return trace_ != nullptr; }

    // Whether a draw's result may be the user's (an override or a pin): tracedDraw's one
    // test on the common path.
    bool drawInputs() const { return drawInputs_; }
    DrawPinner* pinner() const { return pinner_; }

    // The user's result for the draw about to be traced at position(), if there is one
    // (see tracedDraw in draw.h).
    std::optional<std::uint32_t> drawOverride() const
    {
        if (!overrides_)
            return std::nullopt;
        const auto it = std::lower_bound(overrides_->begin(), overrides_->end(), position_,
                                         [](const DrawOverride& o, Seq s) { return o.seq < s; });
        if (it == overrides_->end() || it->seq != position_)
            return std::nullopt;
        return it->value;
    }

private:
    Trace* trace_;
    Seq position_;
    // add()'s members and tracedDraw's test first, at the offsets they had before pins;
    // pinner_, read only when drawInputs_, last.
    const DrawOverrides* overrides_;
    bool stepStart_ = false;
    bool drawInputs_;
    DrawPinner* pinner_;
    Seq stopBefore_ = ~Seq(0);
};

}  // namespace ts
