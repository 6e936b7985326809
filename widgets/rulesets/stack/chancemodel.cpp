#include "rulesets/stack/chancemodel.h"

#include "rulesets/stack/stacknames.h"

#include <QFont>

namespace ts::gui {

ChanceModel::ChanceModel(QObject* parent) : QAbstractTableModel(parent) {}

int ChanceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(snapshot_.rows.size());
}
int ChanceModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ChanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PlayerColumn: return tr("Player");
    case TurnColumn: return tr("Turn");
    case ChanceColumn: return tr("Chance");
    case PassColumn: return tr("Pass list");
    case CountersColumn: return tr("Counters");
    case StatusColumn: return tr("Status");
    default: return {};
    }
}

QVariant ChanceModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= static_cast<int>(snapshot_.rows.size()))
        return {};
    const ChanceSnapshot::Row& r = snapshot_.rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PlayerColumn: return r.name;
        case TurnColumn: return r.turn ? tr("★ turn player") : QString();
        case ChanceColumn: return r.chance ? tr("● holds the chance") : QString();
        case PassColumn: return r.passOrder > 0 ? tr("passed (#%1)").arg(r.passOrder) : QStringLiteral("—");
        case CountersColumn: return r.counters;
        case StatusColumn: return r.status;
        default: return {};
        }
    case Qt::FontRole:
        if (r.chance && index.column() <= ChanceColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::DecorationRole:
        return index.column() == PlayerColumn ? QVariant(StackNames::playerColor(index.row())) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == PassColumn)
            return tr("⑫ registers a player who passes once; ⑬ compares the list's size with the number of players; "
                      "only ④ clears it.");
        if (index.column() == CountersColumn || index.column() == StatusColumn)
            return index.data(Qt::DisplayRole);  // the whole text when the column is narrow
        return {};
    case TurnPlayerRole: return r.turn;
    case ChanceRole: return r.chance;
    case PassOrderRole: return r.passOrder;
    case PlayerIndexRole: return index.row();
    default: return {};
    }
}

void ChanceModel::setSnapshot(ChanceSnapshot snapshot, bool anotherGame)
{
    const bool reshape = resetPending_ || anotherGame || snapshot.rows.size() != snapshot_.rows.size();
    if (reshape)
        beginResetModel();
    snapshot_ = std::move(snapshot);
    if (reshape) {
        endResetModel();
        resetPending_ = false;
    } else if (!snapshot_.rows.empty()) {
        emit dataChanged(index(0, 0), index(static_cast<int>(snapshot_.rows.size()) - 1, ColumnCount - 1));
    }
    emit refreshed();
}

}  // namespace ts::gui
