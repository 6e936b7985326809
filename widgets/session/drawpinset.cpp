#include "session/drawpinset.h"

#include <algorithm>

namespace ts::gui {

void DrawPinSet::pinDraw(const DrawEntry& d, const Trace& trace)
{
    const DrawPin pin{trace.clauseName(d.clause), d.occurrence, static_cast<std::uint32_t>(d.value)};
    std::erase_if(pins_, [&](const DrawPin& q) { return q.clause == pin.clause && q.occurrence == pin.occurrence; });
    pins_.push_back(pin);
    normalizeDrawPins(pins_);  // cannot throw: one pin per draw, occurrences from 1
    emit changed();
}

std::optional<DrawPin> DrawPinSet::pinOf(const DrawEntry& d, const Trace& trace) const
{
    if (pins_.empty())
        return std::nullopt;
    const std::string clause = trace.clauseName(d.clause);
    const auto it = std::find_if(pins_.begin(), pins_.end(),
                                 [&](const DrawPin& p) { return p.occurrence == d.occurrence && p.clause == clause; });
    return it == pins_.end() ? std::nullopt : std::optional<DrawPin>(*it);
}

void DrawPinSet::unpin(const DrawPin& pin)
{
    if (std::erase(pins_, pin) > 0)
        emit changed();
}

void DrawPinSet::clear()
{
    if (pins_.empty())
        return;
    pins_.clear();
    emit changed();
}

}  // namespace ts::gui
