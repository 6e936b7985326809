#pragma once
// Every holder's state array at the cursor (seed 001 §2.4, §4.3): a tree of nations →
// holders (the nation's own states, then each unit of the unit array) → the states they
// hold, in array order (which is their priority order inside the holder, 001:4.2.3), with
// stacks, duration and remaining triggers ("—" not stackable, "∞" permanent / unlimited),
// the timings they fire at or "passive", and the grant serial. A state that the current
// event granted or changed is marked (ChangedRole), as in the inspector. Every holder has
// a row, also with an empty array. The model copies what it shows out of the state.
#include "rulesets/nation/statestreemodel.h"
#include "session/modelroles.h"

#include "kernel/event.h"

#include <QString>

#include "session/refreshgate.h"
#include <vector>

namespace ts::nation {
class NationGame;
}

namespace ts::gui {

class SessionController;

class HeldStatesModel : public StatesTreeModel {
    Q_OBJECT
public:
    // Cursor-move work, held back by the model's dock while it cannot be seen.
    RefreshGate& refreshGate() { return gate_; }
    enum class RowKind : int { Nation = 0, Holder = 1, State = 2 };
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

    explicit HeldStatesModel(SessionController* controller, QObject* parent = nullptr);
    ~HeldStatesModel() override;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool hasStates() const { return valid_; }
    // "Round 2, Alba's turn: 9 states held, 1 changed by this event", or why empty.
    QString headline() const { return headline_; }
    int stateCount() const { return stateCount_; }
    int changedCount() const { return changedCount_; }
    // The row of a holder (nation index, unit index or -1 for the nation's own states) and
    // of one of its states by array position; invalid if absent.
    QModelIndex holderIndex(int nation, int unit) const;
    QModelIndex stateIndex(int nation, int unit, int position, int column = 0) const;
    // A stable key of a group row ("Alba", "Alba/A-Knight"), to keep expansion across resets.
    QString groupKey(const QModelIndex& index) const;

public slots:
    void refresh();

signals:
    void refreshed();

private:
    struct Node {
        RowKind kind = RowKind::Nation;
        bool changed = false;
        bool outOfPlay = false;
        bool passive = false;
        int stacks = -1, duration = -1, remainings = -1;
        std::uint32_t serial = 0;
        int nation = -1, unit = -2, position = -1;  // holder (unit -1: the nation itself), array position
        EntityId entity = kNoEntity;
        QString key, name, timings, note, tooltip, stateId, holderName;
    };
    struct Build;

    QVariant nodeData(const Node& n, int column, int role) const;

    SessionController* controller_;
    bool valid_ = false;
    bool resetPending_ = true;
    int stateCount_ = 0;
    int changedCount_ = 0;
    QString headline_;
    std::vector<Node> nodes_;  // by tree node; [0] is the root
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
