#pragma once
// The actors of an energy game as a table (the Energy panel): one row per actor in
// actor-queue order; the energy against the threshold (painted as a bar by
// EnergyBarDelegate), the gain per visit, the speed, the place in the actor queue, the
// actions taken of the visits. Fed plain data (setSnapshot): the same actors -> dataChanged,
// else a reset.
#include "rulesets/roguelike/energysnapshot.h"
#include "session/modelroles.h"

#include <QAbstractTableModel>

namespace ts::gui {

class EnergyModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column : int { ActorColumn = 0, EnergyColumn, GainColumn, SpeedColumn, QueueColumn, ActedColumn, ColumnCount };
    // Typed values (every column unless noted) for the delegate, the tests and proxies.
    enum Roles : int {
        EnergyRole = UserRoleEnd,  // int: the actor's energy
        ThresholdRole,  // int: the action cost, the energy needed to act
        GainRole,  // int: energy per visit
        CurrentRole,  // bool: the actor queue's current actor
        NextToActRole,  // bool: predicted to act next
        AliveRole,  // bool: in the world (and the actor queue)
        QueuePlaceRole,  // int: 0 current, 1 next visited, ...; -1 out of the queue
        FactionRole,  // int: roguelike::Faction
    };

    explicit EnergyModel(QObject* parent = nullptr);

    void setSnapshot(EnergySnapshot snapshot);
    const EnergySnapshot& snapshot() const { return s_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const EnergyActorView& a, int column) const;
    QString toolTip(const EnergyActorView& a) const;

    EnergySnapshot s_;
};

}  // namespace ts::gui
