#include "kernel/draw/draw.h"

#include "kernel/draw/draw_pins.h"
#include "kernel/kinds.h"

namespace ts {

std::uint32_t tracedDraw(Pcg32& rng, EventSink& sink, Event e, std::uint32_t bound)
{
    std::uint32_t value = rng.below(bound);
    if (sink.drawInputs()) [[unlikely]] {
        bool overridden = false;
        if (const auto o = sink.drawOverride(); o && *o < bound) {
            value = *o;
            overridden = true;
        }
        if (DrawPinner* pinner = sink.pinner())
            value = pinner->draw(e.clause, sink.position(), bound, value, overridden);
    }
    e.kind = kind(CommonKind::RngDraw);
    e.arg[1] = static_cast<std::int32_t>(bound);
    e.arg[2] = static_cast<std::int32_t>(value);
    sink.add(e);
    return value;
}

}  // namespace ts
