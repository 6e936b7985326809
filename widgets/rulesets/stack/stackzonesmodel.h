#pragma once
// The components at one event by player and zone (StackZonesSnapshot) as a three-level
// tree: player → zone (with its count) → component with owner, controller (marked when
// control was taken) and counters; the components the event concerns are marked. Its dock
// builds the snapshot at the cursor and feeds it.
#include "rulesets/stack/stackzonessnapshot.h"
#include "session/modelroles.h"

#include <QAbstractItemModel>
#include <QString>

namespace ts::gui {

class StackZonesModel : public QAbstractItemModel {
    Q_OBJECT
public:
    using RowKind = StackZonesSnapshot::RowKind;
    enum Roles : int {
        RowKindRole = UserRoleEnd,  // int: RowKind
        OwnerRole,  // QString (components)
        ControllerRole,  // QString (components)
        ControlTakenRole,  // bool: controller != owner
        CountRole,  // int: components in a zone / of a player
        // EntityRole (uint) and ChangedRole (bool: the current event concerns it) as modelroles.h defines them
    };
    enum Column : int { NameColumn = 0, OwnerColumn, ControllerColumn, CountersColumn, ColumnCount };

    explicit StackZonesModel(QObject* parent = nullptr);

    void setSnapshot(StackZonesSnapshot snapshot);
    const StackZonesSnapshot& snapshot() const { return snapshot_; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The row of a component (column 0), of a player's zone; invalid if not shown.
    QModelIndex componentIndex(const QString& name) const;
    QModelIndex zoneIndex(const QString& player, const QString& zone) const;
    QString headline() const { return snapshot_.headline; }

signals:
    void refreshed();

private:
    StackZonesSnapshot snapshot_;
};

}  // namespace ts::gui
