#include "rulesets/nation/battletablemodel.h"

namespace ts::gui {

BattleTableModel::BattleTableModel(int columns, QObject* parent) : QAbstractTableModel(parent), columns_(columns) {}

void BattleTableModel::setSnapshot(const BattleSnapshot& snapshot)
{
    const int rows = rowsIn(snapshot);
    if (rows != rows_) {
        beginResetModel();
        snapshot_ = snapshot;
        rows_ = rows;
        endResetModel();
        return;
    }
    snapshot_ = snapshot;
    if (rows_ > 0)
        emit dataChanged(index(0, 0), index(rows_ - 1, columns_ - 1));
    emit headerDataChanged(Qt::Horizontal, 0, columns_ - 1);
}

int BattleTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

int BattleTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : columns_; }

}  // namespace ts::gui
