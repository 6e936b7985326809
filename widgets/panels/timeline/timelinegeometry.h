#pragma once
// Geometry and helpers of the timeline's painting (TimelineWidget only): the mapping between
// event numbers and pixel columns, and the walk over the marks visible in a lane.
#include "kernel/event.h"

#include <QColor>
#include <QFont>
#include <QString>

#include <algorithm>
#include <cmath>
#include <vector>

namespace ts::gui::timeline {

constexpr double kMinSpan = 16;  // events across the width, fully zoomed in
constexpr int kRulerTickSpacing = 90;  // pixels between ruler labels, at least

inline const QColor kHitColor(0xd3, 0x2f, 0x2f);
inline const QColor kWriteColor(0x00, 0x89, 0x7b);  // "Who changed this?": the field's writes
inline const QColor kDecisionColor(0xef, 0x8f, 0x00);

// Event numbers <-> pixel columns: event s is drawn at column left + round((s - start) * scale).
struct Mapping {
    double start = 0;
    double scale = 1;  // pixels per event
    int left = 0;

    int x(Seq s) const
    {
        // Clamped far outside any screen, so that far-away marks cannot overflow an int.
        const double px = std::clamp(std::floor((static_cast<double>(s) - start) * scale + 0.5), -1e8, 1e8);
        return left + static_cast<int>(px);
    }
    double seqAt(double px) const { return start + (px - left) / scale; }
    // The first event drawn at column `px` or to its right.
    Seq firstOfColumn(int px) const
    {
        const double s = std::ceil(start + (px - left - 0.5) / scale);
        return s <= 0 ? 0 : s >= 1.8e19 ? ~Seq(0) : static_cast<Seq>(s);
    }
};

// Calls f(index, x) for the visible marks, at most one per `gap` pixels: after drawing a
// mark at x the next one is looked up by binary search from column x + gap, so the work
// is bounded by the width, however many marks the range holds.
template <typename F>
void forEachVisible(const std::vector<Seq>& marks, const Mapping& m, int right, int gap, F&& f)
{
    auto it = std::lower_bound(marks.begin(), marks.end(), m.firstOfColumn(m.left - gap));
    while (it != marks.end()) {
        const int x = m.x(*it);
        if (x > right + gap)
            break;
        f(static_cast<std::size_t>(it - marks.begin()), x);
        const Seq next = std::max(*it + 1, m.firstOfColumn(x + gap));
        it = std::lower_bound(it + 1, marks.end(), next);
    }
}

inline QString compactNumber(Seq v)
{
    if (v >= 1'000'000)
        return QString::number(static_cast<double>(v) / 1e6, 'g', 4) + QLatin1Char('M');
    if (v >= 10'000)
        return QString::number(static_cast<double>(v) / 1e3, 'g', 4) + QLatin1Char('k');
    return QString::number(v);
}

inline QFont smallFont(const QFont& base)
{
    QFont f = base;
    if (base.pointSizeF() > 0)
        f.setPointSizeF(std::max(6.5, base.pointSizeF() * 0.85));
    else
        f.setPixelSize(std::max(9, base.pixelSize() * 85 / 100));
    return f;
}

}  // namespace ts::gui::timeline
