#pragma once
// The last NPC decision at the cursor (GameState::lastNpcDecision, seed 001 3.3.2 NPC and
// 3.3.3): one row per previewed command with its exact score (a fraction, as the engine
// compares them) and the rounded-up score shown in the event log; the chosen command is
// marked, and commands tied with it show why they lost (the first in the nation's list
// wins). Above the table the dock shows which nation decided in which round, and for the
// decision phase the numbers it judged by: its own military power, the closest hostile
// nation's, the belligerence and the product compared. The model shows an NpcDecisionSnapshot,
// which its dock builds on each cursor move: a test can feed it one without a session.
#include "rulesets/nation/npcdecisionsnapshot.h"
#include "session/modelroles.h"

#include <QAbstractTableModel>
#include <QString>

namespace ts::gui {

class NpcDecisionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Roles : int {
        ChosenRole = UserRoleEnd,  // bool: the command the NPC ran
        TiedRole,  // bool: as good as the chosen one, but later in the list
        CommandIdRole,  // QString
        ExactScoreRole,  // QString: "123/2", as compared
        ScoreCeilRole,  // int: rounded up and clamped
    };
    enum Column : int { CommandColumn = 0, ExactColumn, ScoreColumn, NoteColumn, ColumnCount };

    using Judgement = NpcDecisionSnapshot::Judgement;

    explicit NpcDecisionModel(QObject* parent = nullptr);

    // Shows `snapshot`: the rows change in place when their number stays (the view keeps its
    // scroll position), else the model resets.
    void setSnapshot(NpcDecisionSnapshot snapshot);
    const NpcDecisionSnapshot& snapshot() const { return snapshot_; }
    // The next snapshot is of another game: reset even when its shape matches.
    void requireReset() { resetPending_ = true; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool hasDecision() const { return snapshot_.hasDecision; }
    // "Corvo, round 3: runs Drill, the best of 3 action commands", or why there is none.
    QString headline() const { return snapshot_.headline; }
    QString nationName() const { return snapshot_.nation; }
    int round() const { return snapshot_.round; }
    int kind() const { return snapshot_.kind; }  // nation::NpcDecisionKind, -1 without a decision
    QString kindText() const;
    int chosenRow() const { return snapshot_.chosen; }
    const Judgement& judgement() const { return snapshot_.judgement; }

signals:
    void refreshed();

private:
    NpcDecisionSnapshot snapshot_;
    bool resetPending_ = true;
};

}  // namespace ts::gui
