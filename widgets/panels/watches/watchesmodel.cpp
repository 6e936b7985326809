#include "panels/watches/watchesmodel.h"

#include <QFont>

namespace ts::gui {

WatchesModel::WatchesModel(QObject* parent) : QAbstractTableModel(parent) {}

void WatchesModel::setSnapshot(WatchesSnapshot snapshot)
{
    // Same watches: the cells change in place, so the view keeps its selection.
    bool sameRows = snapshot.rows.size() == snapshot_.rows.size();
    for (qsizetype i = 0; sameRows && i < snapshot.rows.size(); ++i)
        sameRows = snapshot.rows[i].id == snapshot_.rows[i].id;
    if (!sameRows) {
        beginResetModel();
        snapshot_ = std::move(snapshot);
        endResetModel();
        return;
    }
    snapshot_ = std::move(snapshot);
    if (!snapshot_.rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int WatchesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(snapshot_.rows.size());
}

int WatchesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant WatchesModel::display(const WatchesSnapshot::Row& row, int column) const
{
    switch (column) {
    case WatchColumn: return row.title;
    case ValueColumn:
        switch (row.state) {
        case WatchesSnapshot::State::Failed: return tr("error: %1").arg(row.error);
        case WatchesSnapshot::State::Waiting: return tr("waiting…");
        case WatchesSnapshot::State::Building: return tr("evaluating… %1%").arg(row.percent);
        case WatchesSnapshot::State::Ready: return row.value;
        }
        return {};
    case RangeColumn: return row.range;
    case PointsColumn:
        if (row.state != WatchesSnapshot::State::Ready)
            return {};
        return row.logpoint ? tr("%n hit(s)", nullptr, static_cast<int>(row.points))
                            : tr("%n change(s)", nullptr, static_cast<int>(std::max<qint64>(0, row.points - 1)));
    default: return {};
    }
}

QVariant WatchesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const auto& row = snapshot_.rows[index.row()];
    switch (role) {
    case Qt::DisplayRole: return display(row, index.column());
    case Qt::ToolTipRole:
        if (row.state == WatchesSnapshot::State::Failed)
            return row.error;
        return index.column() == WatchColumn ? row.title : QVariant();
    case IdRole: return row.id;
    case Qt::FontRole:
        if (index.column() == ValueColumn && row.state == WatchesSnapshot::State::Ready) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default: return {};
    }
}

QVariant WatchesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case WatchColumn: return tr("Watch");
    case ValueColumn: return tr("At cursor");
    case RangeColumn: return tr("Range");
    case PointsColumn: return tr("Over the trace");
    default: return {};
    }
}

}  // namespace ts::gui
