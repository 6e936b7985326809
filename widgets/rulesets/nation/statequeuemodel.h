#pragma once
// The state-processing queue of seed 001 §4.4 at the cursor (GameState::queue): the queue
// built by the current or last processing, in priority order, as a tree grouped the way
// 001:4.2 orders it: nation (the turn player first) → holder (the nation's own states, then
// its units in array order) → entries in state-array order. Each entry shows its outcome
// (fired; skipped because no longer held, passive, wrong timing or no triggers left; or
// still pending) and the entry popped last is highlighted. States granted while the
// processing ran are listed last, under their own group, as "not queued" (001:4.2: the
// queue is never rebuilt). The model shows a StateQueueSnapshot, which its dock builds on
// each cursor move: a test can feed it one without a session.
#include "rulesets/nation/statequeuesnapshot.h"
#include "rulesets/nation/statestreemodel.h"
#include "session/modelroles.h"

#include <QIcon>
#include <QString>

namespace ts::gui {

class StateQueueModel : public StatesTreeModel {
    Q_OBJECT
public:
    using RowKind = StateQueueSnapshot::RowKind;
    // OutcomeRole of a granted-during-processing row (the others carry nation::QueueOutcome).
    static constexpr int kNotQueued = StateQueueSnapshot::kNotQueued;

    enum Roles : int {
        RowKindRole = UserRoleEnd,  // int: RowKind
        OutcomeRole,  // int: nation::QueueOutcome of an entry, kNotQueued, -1 for groups
        PoppedRole,  // bool: the entry popped last
        QueueIndexRole,  // int: the entry's index in the queue; for a granted row the popped entry that granted it
        StateIdRole,  // QString: the state's id
        HolderNameRole,  // QString: the nation or unit holding it
    };
    enum Column : int { NameColumn = 0, OutcomeColumn = 1, DetailColumn = 2, ColumnCount = 3 };

    explicit StateQueueModel(QObject* parent = nullptr);
    ~StateQueueModel() override;

    // Shows `snapshot`: a tree of the same shape changes in place (expanded rows stay as they
    // are), any other resets the model.
    void setSnapshot(StateQueueSnapshot snapshot);
    const StateQueueSnapshot& snapshot() const { return snapshot_; }
    // The next snapshot is of another game: reset even when its shape matches.
    void requireReset() { resetPending_ = true; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool hasQueue() const { return snapshot_.valid; }
    // "TurnStart processing — round 2, Alba's turn: 7 queued, #3 popped last", or why empty.
    QString headline() const { return snapshot_.headline; }
    int entryCount() const { return static_cast<int>(snapshot_.entryNodes.size()); }
    // The index of entry `queueIndex`, of a granted row `k` (0-based), of the popped entry.
    QModelIndex entryIndex(int queueIndex, int column = 0) const;
    QModelIndex grantedIndex(int k, int column = 0) const;
    QModelIndex poppedIndex() const;
    // The mark of an outcome (nation::QueueOutcome or kNotQueued), as the Outcome column
    // shows it; and the fill of the popped entry's row. For the legend.
    QIcon outcomeIcon(int outcome) const;
    static QColor poppedFill();

signals:
    void refreshed();

private:
    using Node = StateQueueSnapshot::Node;
    QVariant nodeData(const Node& n, int column, int role) const;

    StateQueueSnapshot snapshot_;
    bool resetPending_ = true;
    mutable QIcon icons_[8];
};

}  // namespace ts::gui
