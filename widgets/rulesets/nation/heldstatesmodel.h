#pragma once
// Every holder's state array at the cursor (seed 001 §2.4, §4.3): a tree of nations →
// holders (the nation's own states, then each unit of the unit array) → the states they
// hold, in array order (which is their priority order inside the holder, 001:4.2.3), with
// stacks, duration and remaining triggers ("—" not stackable, "∞" permanent / unlimited),
// the timings they fire at or "passive", and the grant serial. A state that the current
// event granted or changed is marked (ChangedRole), as in the inspector. Every holder has
// a row, also with an empty array. The model shows a HeldStatesSnapshot, which its dock
// builds on each cursor move: a test can feed it one without a session.
#include "rulesets/nation/heldstatessnapshot.h"
#include "rulesets/nation/statestreemodel.h"
#include "session/modelroles.h"

#include <QString>

namespace ts::gui {

class HeldStatesModel : public StatesTreeModel {
    Q_OBJECT
public:
    using RowKind = HeldStatesSnapshot::RowKind;
    enum Roles : int {
        RowKindRole = UserRoleEnd,  // int: RowKind
        StateIdRole,  // QString: a state row's id
        StacksRole,  // int: -1 = null (not stackable)
        DurationRole,  // int: -1 = null (permanent)
        RemainingsRole,  // int: -1 = null (unlimited)
        PassiveRole,  // bool
        SerialRole,  // uint: the grant's serial
        HolderNameRole,  // QString: the nation or unit holding it (group rows: themselves)
        OutOfPlayRole,  // bool: a dead unit or a fallen nation (and what it holds)
    };
    enum Column : int {
        NameColumn = 0,
        StacksColumn,
        DurationColumn,
        RemainingsColumn,
        TimingsColumn,
        NoteColumn,
        ColumnCount
    };

    explicit HeldStatesModel(QObject* parent = nullptr);
    ~HeldStatesModel() override;

    // Shows `snapshot`: a tree of the same shape changes in place (expanded rows stay as they
    // are), any other resets the model.
    void setSnapshot(HeldStatesSnapshot snapshot);
    const HeldStatesSnapshot& snapshot() const { return snapshot_; }
    // The next snapshot is of another game: reset even when its shape matches.
    void requireReset() { resetPending_ = true; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool hasStates() const { return snapshot_.valid; }
    // "Round 2, Alba's turn: 9 states held, 1 changed by this event", or why empty.
    QString headline() const { return snapshot_.headline; }
    int stateCount() const { return snapshot_.stateCount; }
    int changedCount() const { return snapshot_.changedCount; }
    // The row of a holder (nation index, unit index or -1 for the nation's own states) and
    // of one of its states by array position; invalid if absent.
    QModelIndex holderIndex(int nation, int unit) const;
    QModelIndex stateIndex(int nation, int unit, int position, int column = 0) const;
    // A stable key of a group row ("Alba", "Alba/A-Knight"), to keep expansion across resets.
    QString groupKey(const QModelIndex& index) const;

signals:
    void refreshed();

private:
    using Node = HeldStatesSnapshot::Node;
    QVariant nodeData(const Node& n, int column, int role) const;

    HeldStatesSnapshot snapshot_;
    bool resetPending_ = true;
};

}  // namespace ts::gui
