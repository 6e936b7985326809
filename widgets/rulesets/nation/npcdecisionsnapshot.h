#pragma once
// The last NPC decision at the cursor (GameState::lastNpcDecision, seed 001 3.3.2 NPC and
// 3.3.3), copied out of the game with every name resolved, for NpcDecisionModel and its
// dock: one row per previewed command with its exact score (a fraction, as the engine
// compares them) and the rounded-up score shown in the event log, the chosen command and
// the commands tied with it (the first in the nation's list wins), and for the decision
// phase the numbers it judged by. A plain value: a test builds one from a game, or by hand.
#include <QString>

#include <vector>

namespace ts::nation {
class NationGame;
}

namespace ts::gui {

struct NpcDecisionSnapshot {
    struct Row {
        QString command;
        QString exact;  // "123/2", as compared
        int ceil = 0;  // rounded up and clamped
        bool tied = false;  // as good as the chosen one, but later in the list
        QString note;
    };
    // The decision phase of 3.3.3, as judged (empty strings when this was a domestic choice).
    struct Judgement {
        bool present = false;
        QString ownMilitary, belligerence, ownTimesBelligerence;  // exact
        QString candidateNation, candidateMilitary;  // empty: no hostile nation left
        bool battle = false;
    };

    bool hasDecision = false;
    // "Corvo, round 3: runs Drill, the best of 3 action commands", or why there is none.
    QString headline;
    QString nation;
    int round = 0;
    int kind = -1;  // nation::NpcDecisionKind, -1 without a decision
    int chosen = -1;  // the row of the command the NPC ran, -1 none
    Judgement judgement;
    std::vector<Row> rows;

    // The game's last NPC decision ("No NPC decision yet" before the first).
    static NpcDecisionSnapshot build(const nation::NationGame& game);
    // Nothing to show, and why ("No session").
    static NpcDecisionSnapshot empty(const QString& why);
};

}  // namespace ts::gui
