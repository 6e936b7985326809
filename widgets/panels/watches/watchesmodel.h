#pragma once
// The watch list (issue 39): one row per watch, fed a WatchesSnapshot by its dock.
#include "panels/watches/watchessnapshot.h"

#include <QAbstractTableModel>

namespace ts::gui {

class WatchesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { WatchColumn, ValueColumn, RangeColumn, PointsColumn, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 40 };

    explicit WatchesModel(QObject* parent = nullptr);

    void setSnapshot(WatchesSnapshot snapshot);
    const WatchesSnapshot& snapshot() const { return snapshot_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const WatchesSnapshot::Row& row, int column) const;

    WatchesSnapshot snapshot_;
};

}  // namespace ts::gui
