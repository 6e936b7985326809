#pragma once
// Each actor's action queue (seed 003's actor.actions) as a tree: an actor per top-level
// row (its brain, how many actions it has queued), its queued actions under it, head first
// (the head is the action its next act performs; an action of several turns shows how far
// it is). Fed plain data: the same actors with the same number of actions -> dataChanged,
// else a reset.
#include "rulesets/roguelike/energysnapshot.h"
#include "session/modelroles.h"

#include <QAbstractItemModel>

namespace ts::gui {

class ActionQueueModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column : int { ItemColumn = 0, DetailColumn, ColumnCount };
    enum Roles : int {
        ActionCodeRole = UserRoleEnd,  // int (action rows): the action's code
        QueueIndexRole,  // int (action rows): 0 = the head
        CurrentRole,  // bool (actor rows): the actor queue's current actor
        QueueLengthRole,  // int (actor rows): actions queued
    };

    explicit ActionQueueModel(QObject* parent = nullptr);

    void setSnapshot(EnergySnapshot snapshot);
    const EnergySnapshot& snapshot() const { return s_; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // The internal id of an index: 0 for an actor row, else 1 + the actor's row.
    QVariant actorData(const EnergyActorView& a, int column, int role) const;
    QVariant actionData(const EnergyActorView& a, int k, int column, int role) const;

    EnergySnapshot s_;
};

}  // namespace ts::gui
