#pragma once
// The state-processing queue of seed 001 §4.4 at one event (GameState::queue), copied out of
// the game with every name resolved, for StateQueueModel: a tree of nations (the turn player
// first) → holders → entries in priority order, each with its outcome and why, the entry
// popped last, and the states granted while the processing ran (not queued) under a group
// of their own. A plain value: a test builds one from a game, or by hand.
#include "kernel/event.h"

#include <QString>

#include <vector>

namespace ts {
class Trace;
}

namespace ts::nation {
class NationGame;
}

namespace ts::gui {

struct StateQueueSnapshot {
    enum class RowKind : int { Nation = 0, Holder = 1, Entry = 2, GrantedGroup = 3, Granted = 4 };
    // The outcome of a granted-during-processing row (the others carry nation::QueueOutcome).
    static constexpr int kNotQueued = 100;

    struct Node {
        RowKind kind = RowKind::Nation;
        int parent = 0;  // the node it hangs under, always an earlier one; 0 is the root
        int outcome = -1;  // nation::QueueOutcome of an entry, kNotQueued, -1 for groups
        // An entry's index in the queue; for a granted row the popped entry that granted it.
        int queueIndex = -1;
        bool popped = false;  // the entry popped last
        bool dimmed = false;  // skipped, or a dead unit's
        EntityId entity = kNoEntity;
        QString name, outcomeText, detail, tooltip, stateId, holderName;
    };

    bool valid = false;
    // "TurnStart processing — round 2, Alba's turn: 7 queued, #3 popped last", or why empty.
    QString headline;
    std::vector<Node> nodes = std::vector<Node>(1);  // in tree order; [0] is the root
    std::vector<int> entryNodes;  // the node of each queue entry, by queue index
    std::vector<int> grantedNodes;  // the node of each grant made meanwhile
    int poppedNode = -1;

    // The queue of `game`, at event `cursor` of `trace` (which says whether the cursor is
    // inside an NPC preview).
    static StateQueueSnapshot build(const nation::NationGame& game, const Trace& trace, Seq cursor);
    // Nothing to show, and why ("No session").
    static StateQueueSnapshot empty(const QString& why);
    // Skipped: removed, passive, wrong timing or no triggers left.
    static bool isSkipped(int outcome);
};

}  // namespace ts::gui
