#include "rulesets/roguelike/actionqueuemodel.h"

#include "rulesets/roguelike/factioncolors.h"

#include <QFont>

namespace ts::gui {

ActionQueueModel::ActionQueueModel(QObject* parent) : QAbstractItemModel(parent) {}

void ActionQueueModel::setSnapshot(EnergySnapshot snapshot)
{
    bool same = snapshot.actors.size() == s_.actors.size();
    for (std::size_t i = 0; same && i < s_.actors.size(); ++i)
        same = snapshot.actors[i].id == s_.actors[i].id &&
            snapshot.actors[i].actions.size() == s_.actors[i].actions.size();
    if (!same)
        beginResetModel();
    s_ = std::move(snapshot);
    if (!same) {
        endResetModel();
        return;
    }
    if (s_.actors.empty())
        return;
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    for (int r = 0; r < rowCount(); ++r)
        if (const int n = rowCount(index(r, 0)); n > 0)
            emit dataChanged(index(0, 0, index(r, 0)), index(n - 1, ColumnCount - 1, index(r, 0)));
}

QModelIndex ActionQueueModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount || row >= rowCount(parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex ActionQueueModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int ActionQueueModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(s_.actors.size());
    if (parent.internalId() != 0 || parent.column() != 0 || parent.row() >= static_cast<int>(s_.actors.size()))
        return 0;
    return static_cast<int>(s_.actors[static_cast<std::size_t>(parent.row())].actions.size());
}

int ActionQueueModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant ActionQueueModel::actorData(const EnergyActorView& a, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        if (column == ItemColumn)
            return a.name;
        if (!a.alive)
            return tr("defeated");
        return a.actions.empty()
            ? tr("%1 brain · nothing queued").arg(brainText(a.brain))
            : (a.actions.size() == 1 ? tr("%1 brain · 1 action").arg(brainText(a.brain))
                                     : tr("%1 brain · %2 actions").arg(brainText(a.brain)).arg(a.actions.size()));
    case Qt::DecorationRole: return column == ItemColumn ? QVariant(factionDot(a.faction)) : QVariant();
    case Qt::FontRole: {
        if (!a.current)
            return {};
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::ToolTipRole:
        return a.actions.empty() ? tr("Its brain is asked for actions when its turn comes with an empty queue")
                                 : tr("Its brain is not asked while actions are queued");
    case EntityRole: return uint(a.id);
    case CurrentRole: return a.current;
    case QueueLengthRole: return static_cast<int>(a.actions.size());
    default: return {};
    }
}

QVariant ActionQueueModel::actionData(const EnergyActorView& a, int k, int column, int role) const
{
    const std::int32_t code = a.actions[static_cast<std::size_t>(k)];
    const auto action = roguelike::decodeAction(code);
    switch (role) {
    case Qt::DisplayRole:
        if (column == ItemColumn)
            return QStringLiteral("%1. %2").arg(k + 1).arg(energyActionText(code));
        if (k != 0)
            return tr("waits");
        if (action.kind == roguelike::EnAction::Rest && action.param > 1)
            return tr("head: %1 of %2 turns done").arg(a.progress).arg(action.param);
        return tr("head: performed on the next act");
    case Qt::ToolTipRole:
        return k == 0 ? tr("The current action: performed when the actor has the energy; it leaves the queue when done")
                      : tr("Queued behind the head");
    case EntityRole: return uint(a.id);
    case ActionCodeRole: return code;
    case QueueIndexRole: return k;
    default: return {};
    }
}

QVariant ActionQueueModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.column() >= ColumnCount)
        return {};
    if (index.internalId() == 0) {
        if (index.row() >= static_cast<int>(s_.actors.size()))
            return {};
        return actorData(s_.actors[static_cast<std::size_t>(index.row())], index.column(), role);
    }
    const auto actor = static_cast<std::size_t>(index.internalId() - 1);
    if (actor >= s_.actors.size() || index.row() >= static_cast<int>(s_.actors[actor].actions.size()))
        return {};
    return actionData(s_.actors[actor], index.row(), index.column(), role);
}

QVariant ActionQueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == ItemColumn ? tr("Actor / queued action") : section == DetailColumn ? tr("State") : QVariant();
}

}  // namespace ts::gui
