#include "panels/batch/batchgamesmodel.h"

namespace ts::gui {

BatchGamesModel::BatchGamesModel(QObject* parent) : QAbstractTableModel(parent) {}

void BatchGamesModel::setGames(std::vector<BatchGame> games, QStringList sweepValues)
{
    beginResetModel();
    games_ = std::move(games);
    sweepValues_ = std::move(sweepValues);
    endResetModel();
}

int BatchGamesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(games_.size());
}

int BatchGamesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString BatchGamesModel::statusText(BatchGameStatus status)
{
    switch (status) {
    case BatchGameStatus::Finished: return tr("finished");
    case BatchGameStatus::Budget: return tr("budget");
    case BatchGameStatus::Waiting: return tr("waiting");
    }
    return QString();
}

QVariant BatchGamesModel::value(const BatchGame& g, int column) const
{
    switch (column) {
    case Seed: return QVariant::fromValue<qulonglong>(g.seed);
    case SweepValue:
        return g.sweep < static_cast<std::uint32_t>(sweepValues_.size()) ? sweepValues_[static_cast<int>(g.sweep)]
                                                                         : QString();
    case Status: return statusText(g.status);
    case Outcome: return QString::fromStdString(g.outcomeText);
    case Winner: return QString::fromStdString(g.winner);
    case Events: return QVariant::fromValue<qulonglong>(g.events);
    case Periods: return QVariant::fromValue<qlonglong>(g.periods);
    case Decisions: return QVariant::fromValue<qulonglong>(g.decisions);
    default: return {};
    }
}

QVariant BatchGamesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BatchGame& g = games_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return value(g, index.column());
    case SortRole:  // sweep values in the order they were typed
        return index.column() == SweepValue ? QVariant::fromValue<uint>(g.sweep) : value(g, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == Seed || index.column() >= Events)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole: return tr("Double-click: open this game traced in the debugger");
    default: return {};
    }
}

QVariant BatchGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Seed: return tr("Seed");
    case SweepValue: return tr("Sweep value");
    case Status: return tr("Status");
    case Outcome: return tr("Outcome");
    case Winner: return tr("Winner");
    case Events: return tr("Events");
    case Periods: return tr("Periods");
    case Decisions: return tr("Decisions");
    default: return {};
    }
}

}  // namespace ts::gui
