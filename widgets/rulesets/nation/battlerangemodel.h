#pragma once
// Why the target array holds what it holds (001:3.3.5.3.2-3): the candidate ranges in the
// order they were checked (normal, one behind, two behind, one in front, two in front), the
// row each looked at, how many living units it found, and which was chosen; a row outside
// Front..Back is skipped. An empty opposing Front row checks nothing (the array is all null).
#include "rulesets/nation/battletablemodel.h"

namespace ts::gui {

class BattleRangeModel : public BattleTableModel {
    Q_OBJECT
public:
    enum Column : int { CandidateColumn = 0, RowColumn, LivingColumn, ResultColumn, ColumnCount };
    enum Roles : int {
        CandidateRole = UserRoleNext,  // int: nation::RangeChoice of the row
    };

    explicit BattleRangeModel(QObject* parent = nullptr);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    int rowsIn(const BattleSnapshot& snapshot) const override { return static_cast<int>(snapshot.checks.size()); }
};

}  // namespace ts::gui
