#pragma once
// The state-processing queue of seed 001 §4.4 at the cursor (GameState::queue): the queue
// built by the current or last processing, in priority order, as a tree grouped the way
// 001:4.2 orders it: nation (the turn player first) → holder (the nation's own states, then
// its units in array order) → entries in state-array order. Each entry shows its outcome
// (fired; skipped because no longer held, passive, wrong timing or no triggers left; or
// still pending) and the entry popped last is highlighted. States granted while the
// processing ran are listed last, under their own group, as "not queued" (001:4.2: the
// queue is never rebuilt). The model copies what it shows out of the state at the cursor.
#include "rulesets/nation/statestreemodel.h"
#include "session/modelroles.h"

#include "rulesets/nation/state.h"

#include <QIcon>
#include <QString>

#include "session/refreshgate.h"
#include <vector>

namespace ts::gui {

class SessionController;

class StateQueueModel : public StatesTreeModel {
    Q_OBJECT
public:
    // Cursor-move work, held back by the model's dock while it cannot be seen.
    RefreshGate& refreshGate() { return gate_; }
    enum class RowKind : int { Nation = 0, Holder = 1, Entry = 2, GrantedGroup = 3, Granted = 4 };
    // OutcomeRole of a granted-during-processing row (the others carry nation::QueueOutcome).
    static constexpr int kNotQueued = 100;

    enum Roles : int {
        RowKindRole = UserRoleEnd,  // int: RowKind
        OutcomeRole,  // int: nation::QueueOutcome of an entry, kNotQueued, -1 for groups
        PoppedRole,  // bool: the entry popped last
        QueueIndexRole,  // int: the entry's index in the queue; for a granted row the popped entry that granted it
        StateIdRole,  // QString: the state's id
        HolderNameRole,  // QString: the nation or unit holding it
    };
    enum Column : int { NameColumn = 0, OutcomeColumn = 1, DetailColumn = 2, ColumnCount = 3 };

    explicit StateQueueModel(SessionController* controller, QObject* parent = nullptr);
    ~StateQueueModel() override;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool hasQueue() const { return valid_; }
    // "TurnStart processing — round 2, Alba's turn: 7 queued, #3 popped last", or why empty.
    QString headline() const { return headline_; }
    int entryCount() const { return entryCount_; }
    // The index of entry `queueIndex`, of a granted row `k` (0-based), of the popped entry.
    QModelIndex entryIndex(int queueIndex, int column = 0) const;
    QModelIndex grantedIndex(int k, int column = 0) const;
    QModelIndex poppedIndex() const;
    // The mark of an outcome (nation::QueueOutcome or kNotQueued), as the Outcome column
    // shows it; and the fill of the popped entry's row. For the legend.
    QIcon outcomeIcon(int outcome) const;
    static QColor poppedFill();

public slots:
    void refresh();

signals:
    void refreshed();

private:
    struct Node {
        RowKind kind = RowKind::Nation;
        int outcome = -1;
        int queueIndex = -1;
        bool popped = false;
        bool dimmed = false;
        EntityId entity = kNoEntity;
        QString name, outcomeText, detail, tooltip, stateId, holderName;
    };
    struct Build;

    QVariant nodeData(const Node& n, int column, int role) const;

    SessionController* controller_;
    bool valid_ = false;
    bool resetPending_ = true;
    int entryCount_ = 0;
    QString headline_;
    std::vector<Node> nodes_;  // by tree node; [0] is the root
    std::vector<int> entryNodes_, grantedNodes_;
    int poppedNode_ = -1;
    mutable QIcon icons_[8];
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
