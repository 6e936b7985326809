#include "panels/watches/watchessnapshot.h"

#include "panels/watches/watchlist.h"
#include "panels/watches/watchtrackpainter.h"

namespace ts::gui {

WatchesSnapshot WatchesSnapshot::build(const WatchList& watches, Seq cursor)
{
    WatchesSnapshot s;
    s.cursor = cursor;
    for (int i = 0; i < watches.count(); ++i) {
        const Watch& w = watches.at(i);
        Row row;
        row.id = w.id;
        row.title = w.title;
        row.logpoint = w.spec.isLogpoint();
        row.state = static_cast<State>(w.status);
        row.percent = static_cast<int>(w.progress * 100);
        row.error = w.error;
        if (w.track) {
            row.points = static_cast<qint64>(w.track->points.size());
            row.value = WatchTrackPainter(*w.track, QRect(0, 0, 1, 1), 0, 1).valueTextAt(cursor);
            if (w.track->type == TrackType::Number && !w.track->points.empty())
                row.range = QStringLiteral("%1 … %2").arg(w.track->min).arg(w.track->max);
        }
        s.rows.push_back(row);
    }
    return s;
}

}  // namespace ts::gui
