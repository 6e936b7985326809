#pragma once
// The base of the battle view's tables (attack order, target array, candidate ranges): each
// shows a part of one BattleSnapshot, which the battle dock hands to all of them on every
// cursor move. The same number of rows announces dataChanged, anything else a reset.
#include "rulesets/nation/battlesnapshot.h"
#include "session/modelroles.h"

#include <QAbstractTableModel>

namespace ts::gui {

class BattleTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Shared by the three tables.
    enum Roles : int {
        IsCurrentRole = UserRoleEnd,  // bool: the current attack / the slot at the target index / the chosen range
        IsDoneRole,  // bool: an attack done / a slot the unit damage step took
        IsNullRole,  // bool: a null target slot
        IsSkippedRole,  // bool: a candidate range outside Front..Back
        SideRole,  // int: 0 attacking nation, 1 defending nation
        UserRoleNext
    };

    void setSnapshot(const BattleSnapshot& snapshot);
    const BattleSnapshot& snapshot() const { return snapshot_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;

protected:
    BattleTableModel(int columns, QObject* parent);
    virtual int rowsIn(const BattleSnapshot& snapshot) const = 0;

private:
    BattleSnapshot snapshot_;
    int rows_ = 0;
    int columns_;
};

}  // namespace ts::gui
