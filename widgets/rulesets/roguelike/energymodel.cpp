#include "rulesets/roguelike/energymodel.h"

#include "rulesets/roguelike/factioncolors.h"

#include <QFont>

namespace ts::gui {

EnergyModel::EnergyModel(QObject* parent) : QAbstractTableModel(parent) {}

void EnergyModel::setSnapshot(EnergySnapshot snapshot)
{
    bool same = snapshot.actors.size() == s_.actors.size();
    for (std::size_t i = 0; same && i < s_.actors.size(); ++i)
        same = snapshot.actors[i].id == s_.actors[i].id && snapshot.actors[i].name == s_.actors[i].name;
    if (!same)
        beginResetModel();
    s_ = std::move(snapshot);
    if (!same) {
        endResetModel();
        return;
    }
    if (!s_.actors.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

int EnergyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(s_.actors.size());
}

int EnergyModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant EnergyModel::display(const EnergyActorView& a, int column) const
{
    switch (column) {
    case ActorColumn: return a.name;
    case EnergyColumn: return tr("%1 / %2").arg(a.energy).arg(s_.cost);
    case GainColumn: return tr("+%1").arg(a.gain);
    case SpeedColumn: return a.speed;
    case QueueColumn:
        if (!a.alive)
            return tr("defeated");
        return a.queuePlace == 0 ? tr("current") : tr("in %1").arg(a.queuePlace);
    case ActedColumn: return tr("%1 of %2").arg(a.acted).arg(a.visits);
    default: return {};
    }
}

QString EnergyModel::toolTip(const EnergyActorView& a) const
{
    QString tip = tr("%1 (%2 brain): energy %3, +%4 per visit at speed %5 (%6 table); it acts when its energy "
                     "is at least %7")
                      .arg(a.name, brainText(a.brain))
                      .arg(a.energy)
                      .arg(a.gain)
                      .arg(a.speed)
                      .arg(s_.table)
                      .arg(s_.cost);
    if (a.nextToAct)
        tip += QLatin1Char('\n') +
            tr("Predicted to act next, in %1 visit(s), if everyone keeps an action").arg(s_.nextInVisits);
    return tip;
}

QVariant EnergyModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const EnergyActorView& a = s_.actors[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return display(a, index.column());
    case Qt::ToolTipRole: return toolTip(a);
    case Qt::DecorationRole: return index.column() == ActorColumn ? QVariant(factionDot(a.faction)) : QVariant();
    case Qt::FontRole: {
        if (!a.current)
            return {};
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::TextAlignmentRole:
        return index.column() == ActorColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                             : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case EntityRole: return uint(a.id);
    case EnergyRole: return a.energy;
    case ThresholdRole: return s_.cost;
    case GainRole: return a.gain;
    case CurrentRole: return a.current;
    case NextToActRole: return a.nextToAct;
    case AliveRole: return a.alive;
    case QueuePlaceRole: return a.queuePlace;
    case FactionRole: return static_cast<int>(a.faction);
    default: return {};
    }
}

QVariant EnergyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= rowCount())
            return {};
        const EnergyActorView& a = s_.actors[static_cast<std::size_t>(section)];
        if (role == Qt::DisplayRole)
            return a.current ? QStringLiteral("▶") : a.nextToAct ? QStringLiteral("→") : QString();
        if (role == Qt::ToolTipRole)
            return a.current  ? tr("The current actor of the actor queue")
                : a.nextToAct ? tr("Predicted to act next")
                              : QString();
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const bool tip = role == Qt::ToolTipRole;
    switch (section) {
    case ActorColumn: return tip ? tr("The actors in the order of the actor queue") : tr("Actor");
    case EnergyColumn:
        return tip ? tr("Energy against the action cost: it acts when the bar reaches the line") : tr("Energy");
    case GainColumn: return tip ? tr("Energy gained on each visit with an action (from the speed)") : tr("Gain/visit");
    case SpeedColumn: return tr("Speed");
    case QueueColumn: return tip ? tr("The place in the actor queue: visits until its turn comes") : tr("Queue");
    case ActedColumn: return tip ? tr("Actions taken (energy spent) of the visits so far") : tr("Acted");
    default: return {};
    }
}

}  // namespace ts::gui
