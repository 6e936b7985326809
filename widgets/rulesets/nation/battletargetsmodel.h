#pragma once
// The target array of the current (or last) attack (001:3.3.5.3.2-3.3.5.3.5): one row per
// slot, the living units of the chosen range first and then a null per empty slot; the slot
// at the target index is marked while the unit damage step works through the array; each
// slot's unit damage once taken and its power damage once the power damage step ran.
#include "rulesets/nation/battletablemodel.h"

namespace ts::gui {

class BattleTargetsModel : public BattleTableModel {
    Q_OBJECT
public:
    enum Column : int { SlotColumn = 0, UnitColumn, HpColumn, DamageColumn, PowerDamageColumn, ColumnCount };

    explicit BattleTargetsModel(QObject* parent = nullptr);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    int rowsIn(const BattleSnapshot& snapshot) const override { return static_cast<int>(snapshot.targets.size()); }

private:
    QString display(const BattleSnapshot::TargetSlot& t, int row, int column) const;
    QString toolTip(const BattleSnapshot::TargetSlot& t, int row) const;
};

}  // namespace ts::gui
