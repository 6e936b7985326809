#include "rulesets/roguelike/chainmodel.h"

#include <QFont>

namespace ts::gui {

ChainModel::ChainModel(QObject* parent) : QAbstractTableModel(parent) {}

void ChainModel::setSnapshot(const EnergySnapshot& snapshot)
{
    const bool same = snapshot.chain.size() == steps_.size();
    if (!same)
        beginResetModel();
    steps_ = snapshot.chain;
    actor_ = snapshot.chainActor;
    if (!same) {
        endResetModel();
        return;
    }
    if (!steps_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ChainModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(steps_.size());
}

int ChainModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ChainModel::display(const ChainStepView& step, int row, int column) const
{
    switch (column) {
    case ActionColumn: return row == 0 ? energyActionText(step.action) : tr("↳ %1").arg(energyActionText(step.action));
    case TargetColumn: return step.target.isEmpty() ? QStringLiteral("—") : step.target;
    case SucceededColumn: return step.succeeded ? tr("succeeded") : tr("failed");
    case DoneColumn: return step.done ? tr("done") : tr("not done");
    case AlternativeColumn: return step.alternative ? tr("yes: the next row") : tr("none");
    default: return {};
    }
}

QVariant ChainModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const ChainStepView& step = steps_[static_cast<std::size_t>(index.row())];
    const bool decides = index.row() + 1 == rowCount();
    switch (role) {
    case Qt::DisplayRole: return display(step, index.row(), index.column());
    case Qt::FontRole: {
        if (!decides || (index.column() != SucceededColumn && index.column() != DoneColumn))
            return {};
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::ToolTipRole:
        return decides ? tr("The last result of the chain: the loop spends energy only if it succeeded, and moves "
                            "the action queue on only if it is done")
                       : tr("This action returned an alternative, which was performed instead");
    case ActionCodeRole: return step.action;
    case SucceededRole: return step.succeeded;
    case DoneRole: return step.done;
    case AlternativeRole: return step.alternative;
    case DecidesRole: return decides;
    default: return {};
    }
}

QVariant ChainModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case ActionColumn: return tr("Action");
    case TargetColumn: return tr("Concerns");
    case SucceededColumn: return tr("Succeeded");
    case DoneColumn: return tr("Done");
    case AlternativeColumn: return tr("Alternative");
    default: return {};
    }
}

}  // namespace ts::gui
