#pragma once
// The attack order of the battle at the cursor (001:3.3.5.2/order): one row per attack by
// skill priority, row (Back first) and side; attacks done are dimmed, the current one is
// highlighted. Dead attackers popped from the order are gone from it, as in the engine.
#include "rulesets/nation/battletablemodel.h"

namespace ts::gui {

class BattleOrderModel : public BattleTableModel {
    Q_OBJECT
public:
    enum Column : int {
        IndexColumn = 0,
        AttackerColumn,
        NationColumn,
        SkillColumn,
        PriorityColumn,
        RowColumn,
        ColumnCount
    };

    explicit BattleOrderModel(QObject* parent = nullptr);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    int rowsIn(const BattleSnapshot& snapshot) const override { return static_cast<int>(snapshot.order.size()); }
};

}  // namespace ts::gui
