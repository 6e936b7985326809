#pragma once
// How a watch's track is drawn (the tracks under the timeline, and an exported picture):
// a number as a step line between its minimum and maximum, a boolean as bands where it is
// true, a string as labelled segments; where the watch had no value, a hatched span.
// The work is bounded by the width: each pixel column looks up the value at its first event
// and the points inside it by binary search, so a track of a million changes draws as fast
// as one of ten.
#include "kernel/watch/track.h"

#include <QColor>
#include <QFont>
#include <QRect>

class QPainter;

namespace ts::gui {

struct WatchTrackStyle {
    QColor line, fill, text, gap, grid;
    QFont font;
};

class WatchTrackPainter {
public:
    // Draws events [start, end] of `track` across `plot` (fractional event numbers, as the
    // timeline's view).
    WatchTrackPainter(const ts::Track& track, const QRect& plot, double start, double end);

    void paint(QPainter& p, const WatchTrackStyle& style) const;
    // The event drawn at column x, and the track's value text there ("—: why" in a gap).
    ts::Seq seqAt(int x) const;
    QString valueTextAt(ts::Seq seq) const;
    // Where a value is drawn vertically (a number track).
    int yFor(std::int64_t value) const;

    static QColor colorForString(std::int64_t index);

private:
    ts::Seq firstOfColumn(int x) const;
    void paintNumbers(QPainter& p, const WatchTrackStyle& style) const;
    void paintBools(QPainter& p, const WatchTrackStyle& style) const;
    void paintStrings(QPainter& p, const WatchTrackStyle& style) const;
    void paintGaps(QPainter& p, const WatchTrackStyle& style) const;
    int xFor(ts::Seq seq) const;
    template <typename F>
    void forEachSegment(F&& f) const;

    const ts::Track& track_;
    QRect plot_;
    double start_;
    double scale_;  // pixels per event
};

}  // namespace ts::gui
