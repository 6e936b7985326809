#pragma once
// Exports of a trace's events (SPEC §2.5): JSON Lines, and Chrome/Perfetto trace-event JSON.
// Both stream the trace block by block (Trace::at), so a lazily opened trace of millions of
// events exports without being held in memory.
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

#include <ostream>

namespace ts {

// One JSON object per line per event:
//   {"seq":N,"kind":"<ruleset>.move","depth":3,"clause":"000:run/minor","subjects":["Enemy1"],
//    "data":{<arg name>: value, ...},"text":"<rendered line>"}
// "data" holds the args that the kind names (KindInfo::argNames, looked up by the trace's kind
// name); for a kind this build does not know it is {"args":[a0,a1,a2,a3]}. "subjects" lists
// the names of the non-zero subject ids.
void exportJsonl(const Trace& trace, const RenderContext& ctx, std::ostream& out);

// {"traceEvents":[...],"displayTimeUnit":"ns"}: one complete ("ph":"X") event per trace event
// with ts = seq, dur = events until the next event at the same or a shallower depth (>= 1),
// pid 1, tid 1, name = kind name, cat = clause, args = the JSONL "data" plus "text".
// Events are written when their duration is known (children before their parent); trace
// viewers sort by ts.
void exportChrome(const Trace& trace, const RenderContext& ctx, std::ostream& out);

}  // namespace ts
