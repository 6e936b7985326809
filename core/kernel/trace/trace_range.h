#pragma once
// One pass over events [from, to) of a trace, block by block: each block is paged in once
// (Trace::block), never event by event through Trace::at, which on a file's trace would
// look the block up again for every event.
#include "kernel/trace/trace.h"

#include <algorithm>
#include <span>

namespace ts {

// Calls visit(seq, event) for every event of [from, min(to, trace.size())), in order. The
// visitor must not read other events of `trace` (that may page the block out).
template <class Visit>
void forEachEvent(const Trace& trace, Seq from, Seq to, Visit&& visit)
{
    to = std::min<Seq>(to, trace.size());
    for (Seq seq = from; seq < to;) {
        const std::size_t block = seq / Trace::kBlockEvents;
        const Seq first = Seq(block) * Trace::kBlockEvents;
        const std::span<const Event> events = trace.block(block);
        const Seq end = std::min<Seq>(to, first + events.size());
        for (; seq < end; ++seq)
            visit(seq, events[seq - first]);
    }
}

}  // namespace ts
