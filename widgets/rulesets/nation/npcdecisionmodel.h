#pragma once
// The last NPC decision at the cursor (GameState::lastNpcDecision, seed 001 3.3.2 NPC and
// 3.3.3): one row per previewed command with its exact score (a fraction, as the engine
// compares them) and the rounded-up score shown in the event log; the chosen command is
// marked, and commands tied with it show why they lost (the first in the nation's list
// wins). Above the table the dock shows which nation decided in which round, and for the
// decision phase the numbers it judged by: its own military power, the closest hostile
// nation's, the belligerence and the product compared. The model copies what it shows.
#include "session/modelroles.h"

#include <QAbstractTableModel>
#include <QString>

#include "session/refreshgate.h"
#include <vector>

namespace ts::nation {
struct NationScenario;
struct NpcDecision;
}  // namespace ts::nation

namespace ts::gui {

class SessionController;

class NpcDecisionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Cursor-move work, held back by the model's dock while it cannot be seen.
    RefreshGate& refreshGate() { return gate_; }
    enum Roles : int {
        ChosenRole = UserRoleEnd,  // bool: the command the NPC ran
        TiedRole,  // bool: as good as the chosen one, but later in the list
        CommandIdRole,  // QString
        ExactScoreRole,  // QString: "123/2", as compared
        ScoreCeilRole,  // int: rounded up and clamped
    };
    enum Column : int { CommandColumn = 0, ExactColumn, ScoreColumn, NoteColumn, ColumnCount };

    // The decision phase of 3.3.3, as judged (empty strings when this was a domestic choice).
    struct Judgement {
        bool present = false;
        QString ownMilitary, belligerence, ownTimesBelligerence;  // exact
        QString candidateNation, candidateMilitary;  // empty: no hostile nation left
        bool battle = false;
    };

    explicit NpcDecisionModel(SessionController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool hasDecision() const { return hasDecision_; }
    // "Corvo, round 3: runs Drill, the best of 3 action commands", or why there is none.
    QString headline() const { return headline_; }
    QString nationName() const { return nation_; }
    int round() const { return round_; }
    int kind() const { return kind_; }  // nation::NpcDecisionKind, -1 without a decision
    QString kindText() const;
    int chosenRow() const { return chosen_; }
    const Judgement& judgement() const { return judgement_; }

public slots:
    void refresh();

signals:
    void refreshed();

private:
    struct Row {
        QString command;
        QString exact;
        int ceil = 0;
        bool tied = false;
        QString note;
    };

    std::vector<Row> candidateRows(const nation::NationScenario& sc, const nation::NpcDecision& d) const;
    static Judgement judgementOf(const nation::NationScenario& sc, const nation::NpcDecision& d);

    SessionController* controller_;
    bool hasDecision_ = false;
    bool resetPending_ = true;
    QString headline_, nation_;
    int round_ = 0;
    int kind_ = -1;
    int chosen_ = -1;
    Judgement judgement_;
    std::vector<Row> rows_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
