#pragma once
// The colours of the compare window: one per kind of aligned stretch, shared by the event
// table's row tints and the timeline's marks so that both read the same.
#include "kernel/trace/trace_align.h"

#include <QColor>

namespace ts::gui {

// Full colour of a divergent kind (Same has none).
inline QColor divergenceColour(AlignedStretch::Kind k)
{
    switch (k) {
    case AlignedStretch::Kind::Same: break;
    case AlignedStretch::Kind::Changed: return {230, 160, 25};
    case AlignedStretch::Kind::OnlyA: return {220, 60, 60};
    case AlignedStretch::Kind::OnlyB: return {40, 160, 70};
    }
    return {};
}

// A divergent place's colour: its kind when it has one, the changed colour for a mix.
inline QColor divergenceColour(const DivergentPlace& p)
{
    for (const auto k : {AlignedStretch::Kind::OnlyA, AlignedStretch::Kind::OnlyB})
        if (p.only(k))
            return divergenceColour(k);
    return divergenceColour(AlignedStretch::Kind::Changed);
}

}  // namespace ts::gui
