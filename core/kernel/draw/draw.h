#pragma once
// The one way a ruleset draws a random number: draw, let the user's override (the draw
// ledger's "try another value") replace the result, trace the draw as a
// CommonKind::RngDraw event, return the result. Drawing and tracing in one place is what
// makes every draw visible in the ledger and every draw overridable, in every ruleset.
#include "kernel/draw/rng.h"
#include "kernel/event.h"
#include "kernel/sink.h"

#include <cstdint>

namespace ts {

// `e` carries what the ruleset knows: clause, depth, subjects (the entity the draw is
// for) and arg[0] (the stream). The generator always advances as for a normal draw, so
// an override changes this one result and leaves every later draw's number as it was.
// An override outside [0, bound) is ignored (a session refuses to create one; a file
// could hold one only by being edited, and then verify reports the divergence). While a
// session records with pins (draw_pins.h), a pinned draw without an override of its own
// yields the pin's value when it lies in [0, bound).
// bound >= 1.
std::uint32_t tracedDraw(Pcg32& rng, EventSink& sink, Event e, std::uint32_t bound);

}  // namespace ts
