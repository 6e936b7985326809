#pragma once
// Every holder's state array at one event (seed 001 §2.4, §4.3), copied out of the game with
// every name resolved, for HeldStatesModel: a tree of nations → holders (the nation's own
// states, then each unit of the unit array) → the states they hold, in array order, each
// marked when the event granted or changed it (against the game one event earlier). A plain
// value: a test builds one from games, or by hand.
#include "kernel/event.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace ts {
class Trace;
}

namespace ts::nation {
class NationGame;
}

namespace ts::gui {

struct HeldStatesSnapshot {
    enum class RowKind : int { Nation = 0, Holder = 1, State = 2 };
    struct Node {
        RowKind kind = RowKind::Nation;
        int parent = 0;  // the node it hangs under, always an earlier one; 0 is the root
        bool changed = false;  // granted or changed by the event
        bool outOfPlay = false;  // a dead unit or a fallen nation (and what it holds)
        bool passive = false;
        int stacks = -1, duration = -1, remainings = -1;
        std::uint32_t serial = 0;
        int nation = -1, unit = -2, position = -1;  // holder (unit -1: the nation itself), array position
        EntityId entity = kNoEntity;
        // key: a group row's stable name ("Alba", "Alba/A-Knight"), to keep expansion across resets
        QString key, name, timings, note, tooltip, stateId, holderName;
    };

    bool valid = false;
    // "Round 2, Alba's turn: 9 states held, 1 changed by this event", or why empty.
    QString headline;
    int stateCount = 0;
    int changedCount = 0;
    std::vector<Node> nodes = std::vector<Node>(1);  // in tree order; [0] is the root

    // The states of `game`, at event `cursor` of `trace`; `before` is the game one event
    // earlier (null at the first event): what differs from it is marked changed.
    static HeldStatesSnapshot build(const nation::NationGame& game, const nation::NationGame* before,
                                    const Trace& trace, Seq cursor);
    // Nothing to show, and why ("No session").
    static HeldStatesSnapshot empty(const QString& why);
};

}  // namespace ts::gui
