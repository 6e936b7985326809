#pragma once
// How a ruleset traces a change of one of its fields: the one place a `write` event is built.
// The kernel reads every write back by this shape (subject0 the entity; arg0 the field, arg1
// the old value, arg2 the new one; see CommonKind::Write): Session::stateAt applies it
// (Game::applyWrite), provenance and the write index follow it, why-not names it. A ruleset
// that built its writes by hand could drift from that shape without any test noticing until
// a state read back differs.
//
// Inline, not in a .cpp: every state change of every game goes through here, the engine's
// hottest call after EventSink::add itself.
#include "kernel/event.h"
#include "kernel/kinds.h"
#include "kernel/sink.h"

#include <cstdint>

namespace ts {

// Traces `entity`'s field `field` changing from `oldValue` to `newValue`, cited to `clause`
// at nesting `depth`. An unchanged value traces nothing (a write that changes nothing would
// be noise in the log and in provenance). Returns whether an event was traced.
// `writeKind`: the kernel's write, or a ruleset's kind of the same shape that the session
// must not apply (nation's writes on a preview copy).
inline bool traceWrite(EventSink& sink, EntityId entity, FieldId field, std::int32_t oldValue, std::int32_t newValue,
                       ClauseId clause, std::uint8_t depth, KindId writeKind = kind(CommonKind::Write))
{
    if (oldValue == newValue)
        return false;
    Event e;
    e.kind = writeKind;
    e.clause = clause;
    e.depth = depth;
    e.subject[0] = entity;
    e.arg[0] = field;
    e.arg[1] = oldValue;
    e.arg[2] = newValue;
    sink.add(e);
    return true;
}

// traceWrite, then `ref` takes the new value: the field changes right after its write is
// traced, so the change shows at its own event (docs/architecture.md, "Exact at every
// event"); when the trace stops before the write (StepInterrupted) the field keeps its value.
inline void writeField(EventSink& sink, EntityId entity, FieldId field, std::int32_t& ref, std::int32_t value,
                       ClauseId clause, std::uint8_t depth)
{
    if (traceWrite(sink, entity, field, ref, value, clause, depth))
        ref = value;
}

}  // namespace ts
