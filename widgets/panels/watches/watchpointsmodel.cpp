#include "panels/watches/watchpointsmodel.h"

#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

namespace ts::gui {

WatchPointsModel::WatchPointsModel(QObject* parent) : QAbstractTableModel(parent) {}

void WatchPointsModel::setTrack(std::shared_ptr<const Track> track, const Trace* trace, const RenderContext* render)
{
    beginResetModel();
    track_ = std::move(track);
    trace_ = trace;
    render_ = render;
    endResetModel();
}

void WatchPointsModel::clear() { setTrack(nullptr, nullptr, nullptr); }

int WatchPointsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !track_ ? 0 : static_cast<int>(std::min<std::size_t>(track_->points.size(), INT_MAX));
}

int WatchPointsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant WatchPointsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const TrackPoint& point = track_->points[static_cast<std::size_t>(index.row())];
    if (role == SeqRole)
        return QVariant::fromValue<qulonglong>(point.seq);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case SeqColumn: return QVariant::fromValue<qulonglong>(point.seq);
    case ValueColumn: return QString::fromStdString(track_->textOf(point.value));
    case EventColumn:
        if (trace_ && render_ && point.seq < trace_->size())
            if (const auto e = trace_->tryAt(point.seq))
                return QString::fromStdString(render_->line(*e));
        return {};
    default: return {};
    }
}

QVariant WatchPointsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeqColumn: return tr("Event");
    case ValueColumn: return tr("Value");
    case EventColumn: return tr("What happened");
    default: return {};
    }
}

}  // namespace ts::gui
