#pragma once
// One watch's points as a table: a logpoint's hits (every event matching its clause, kind or
// entity, with the value there) or a watch's changes. Rows are the track's points; cells are
// read from the trace when a view asks for them, so a million hits cost nothing up front.
// Double-clicking a row seeks there (the dock; SeqRole gives the event).
#include "session/modelroles.h"

#include "kernel/watch/track.h"

#include <QAbstractTableModel>

#include <memory>

namespace ts {
class RenderContext;
class Trace;
}  // namespace ts

namespace ts::gui {

class WatchPointsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeqColumn, ValueColumn, EventColumn, ColumnCount };

    explicit WatchPointsModel(QObject* parent = nullptr);

    // Shows `track`'s points; `trace` and `render` describe their events (may be null: no
    // event text).
    void setTrack(std::shared_ptr<const ts::Track> track, const ts::Trace* trace, const ts::RenderContext* render);
    void clear();
    const ts::Track* track() const { return track_.get(); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const ts::Track> track_;
    const ts::Trace* trace_ = nullptr;
    const ts::RenderContext* render_ = nullptr;
};

}  // namespace ts::gui
