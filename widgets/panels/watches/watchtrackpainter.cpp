#include "panels/watches/watchtrackpainter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ts::gui {

namespace {
// The index of the last point at or before `seq` in `points`, or npos.
std::size_t lastAtOrBefore(const std::vector<TrackPoint>& points, Seq seq)
{
    auto it = std::upper_bound(points.begin(), points.end(), seq, [](Seq s, const TrackPoint& p) { return s < p.seq; });
    return it == points.begin() ? std::size_t(-1) : static_cast<std::size_t>(it - points.begin() - 1);
}
}  // namespace

WatchTrackPainter::WatchTrackPainter(const Track& track, const QRect& plot, double start, double end)
    : track_(track), plot_(plot), start_(start), scale_(plot.width() / std::max(1e-9, end - start))
{}

int WatchTrackPainter::xFor(Seq seq) const
{
    const double px = std::clamp(std::floor((static_cast<double>(seq) - start_) * scale_ + 0.5), -1e8, 1e8);
    return plot_.left() + static_cast<int>(px);
}

Seq WatchTrackPainter::firstOfColumn(int x) const
{
    const double s = std::ceil(start_ + (x - plot_.left() - 0.5) / scale_);
    return s <= 0 ? 0 : s >= 1.8e19 ? ~Seq(0) : static_cast<Seq>(s);
}

Seq WatchTrackPainter::seqAt(int x) const
{
    const double s = std::floor(start_ + (x - plot_.left()) / scale_ + 0.5);
    return s <= 0 ? 0 : static_cast<Seq>(s);
}

int WatchTrackPainter::yFor(std::int64_t value) const
{
    const QRect r = plot_.adjusted(0, 3, 0, -3);
    if (track_.max == track_.min)
        return r.center().y();
    const double t = static_cast<double>(value - track_.min) / static_cast<double>(track_.max - track_.min);
    return r.bottom() - static_cast<int>(std::lround(t * r.height()));
}

QString WatchTrackPainter::valueTextAt(Seq seq) const
{
    if (const TrackGap* gap = track_.gapAt(seq))
        return QStringLiteral("— ") + QString::fromStdString(track_.errors[gap->message]);
    const auto v = track_.valueAt(seq);
    return v ? QString::fromStdString(track_.textOf(*v)) : QStringLiteral("—");
}

QColor WatchTrackPainter::colorForString(std::int64_t index)
{
    // Golden-ratio hues: neighbouring strings get far-apart colours.
    const double hue = std::fmod(0.12 + 0.618033988749895 * static_cast<double>(index), 1.0);
    return QColor::fromHsvF(static_cast<float>(hue), 0.45f, 0.92f);
}

void WatchTrackPainter::paint(QPainter& p, const WatchTrackStyle& style) const
{
    p.save();
    p.setClipRect(plot_);
    if (!track_.points.empty()) {
        switch (track_.type) {
        case TrackType::Number: paintNumbers(p, style); break;
        case TrackType::Bool: paintBools(p, style); break;
        case TrackType::String: paintStrings(p, style); break;
        }
    }
    paintGaps(p, style);
    p.restore();
}

// Per pixel column: a vertical stroke from the smallest to the largest value the column
// held, joined to the next column at the value it ends with.
void WatchTrackPainter::paintNumbers(QPainter& p, const WatchTrackStyle& style) const
{
    const auto& pts = track_.points;
    QPainterPath path;
    bool open = false;
    const int first = std::max(plot_.left(), xFor(pts.front().seq));
    for (int x = first; x <= plot_.right(); ++x) {
        const Seq s0 = firstOfColumn(x), s1 = firstOfColumn(x + 1);
        std::size_t i = lastAtOrBefore(pts, s0);
        if (i == std::size_t(-1)) {
            i = lastAtOrBefore(pts, s1 == 0 ? 0 : s1 - 1);
            if (i == std::size_t(-1))
                continue;
        }
        std::int64_t lo = pts[i].value, hi = lo, last = lo;
        for (std::size_t j = i + 1; j < pts.size() && pts[j].seq < s1; ++j) {
            lo = std::min(lo, pts[j].value);
            hi = std::max(hi, pts[j].value);
            last = pts[j].value;
        }
        const int yStart = yFor(pts[i].value);
        if (!open) {
            path.moveTo(x, yStart);
            open = true;
        } else {
            path.lineTo(x, yStart);
        }
        if (lo != hi) {
            path.lineTo(x, yFor(lo));
            path.lineTo(x, yFor(hi));
        }
        path.lineTo(x, yFor(last));
        if (pts.back().seq < s0 && x > xFor(pts.back().seq) + 1) {
            path.lineTo(plot_.right(), yFor(last));
            break;
        }
    }
    p.setPen(QPen(style.line, 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}

// Calls f(x0, x1, value) for the segments of constant value across the plot, columns
// [x0, x1): one per pixel column at most (points sharing a column show the last of them).
template <typename F>
void WatchTrackPainter::forEachSegment(F&& f) const
{
    const auto& pts = track_.points;
    std::size_t i = lastAtOrBefore(pts, firstOfColumn(plot_.left()));
    if (i == std::size_t(-1))
        i = 0;
    while (i < pts.size()) {
        const int x0 = std::max(plot_.left(), xFor(pts[i].seq));
        if (x0 > plot_.right())
            break;
        const Seq nextColumn = firstOfColumn(x0 + 1);
        std::size_t k = nextColumn == 0 ? i : lastAtOrBefore(pts, nextColumn - 1);
        if (k == std::size_t(-1) || k < i)
            k = i;
        const int x1 = k + 1 < pts.size() ? std::min(plot_.right() + 1, xFor(pts[k + 1].seq)) : plot_.right() + 1;
        if (x1 > x0)
            f(x0, x1, pts[k].value);
        i = k + 1;
    }
}

// Runs of columns where the value is true, as filled bands.
void WatchTrackPainter::paintBools(QPainter& p, const WatchTrackStyle& style) const
{
    const QRect band = plot_.adjusted(0, 4, 0, -4);
    p.setPen(Qt::NoPen);
    p.setBrush(style.fill);
    forEachSegment([&](int x0, int x1, std::int64_t v) {
        if (v != 0)
            p.drawRect(QRect(x0, band.top(), x1 - x0, band.height()));
    });
}

// Segments between changes, each in its string's colour, labelled where the label fits.
void WatchTrackPainter::paintStrings(QPainter& p, const WatchTrackStyle& style) const
{
    const QRect band = plot_.adjusted(0, 3, 0, -3);
    const QFontMetrics fm(style.font);
    p.setFont(style.font);
    forEachSegment([&](int x0, int x1, std::int64_t v) {
        const QRect seg(x0, band.top(), x1 - x0, band.height());
        p.fillRect(seg, colorForString(v));
        const QString label = QString::fromStdString(track_.textOf(v));
        if (fm.horizontalAdvance(label) + 4 <= seg.width()) {
            p.setPen(Qt::black);  // on the light segment colours, whatever the palette
            p.drawText(seg.adjusted(2, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
        }
    });
}

void WatchTrackPainter::paintGaps(QPainter& p, const WatchTrackStyle& style) const
{
    p.setPen(Qt::NoPen);
    p.setBrush(QBrush(style.gap, Qt::BDiagPattern));
    for (const TrackGap& g : track_.gaps) {
        const int x0 = std::max(plot_.left(), xFor(g.first));
        const int x1 = std::min(plot_.right() + 1, xFor(g.end));
        if (x1 >= plot_.left() && x0 <= plot_.right())
            p.drawRect(QRect(x0, plot_.top(), std::max(1, x1 - x0), plot_.height()));
    }
}

}  // namespace ts::gui
