#pragma once
// Where an engine's events go. With a trace attached every event is appended; without
// one (re-execution to reach a position, the untraced benchmark) events are only counted.
#include "trace.h"

namespace ts {

class EventSink {
public:
    explicit EventSink(Trace* trace = nullptr, Seq start = 0) : trace_(trace), position_(start) {}

    void add(Event e)
    {
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

    Seq position() const { return position_; }
    bool tracing() const { return trace_ != nullptr; }

private:
    Trace* trace_;
    Seq position_;
    bool stepStart_ = false;
};

}  // namespace ts
