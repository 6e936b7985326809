#pragma once
// Both players' zones at one event: the player data (active character, round ended,
// plunging attack next, a character fell), then the seven zones in zone id order with their
// addresses; characters with their weapon, artifact, talent and buffs (the CZAddr
// sub-zones); every listener marked as one, the one that hears the event at the cursor
// lit, and what that event changed (compared with the state one event earlier) marked.
// The dice pool and the pile are shown as the seed has them: unordered, not addressable.
#include "kernel/event.h"

#include <QString>

#include <vector>

namespace ts {
class Trace;
}

namespace ts::events {
class EventsGame;
}

namespace ts::gui {

class ZonesSnapshot {
public:
    enum class RowKind : int { Player = 0, PlayerData, Zone, Character, Listener, Counts };
    struct Row {
        int parent = -1;
        RowKind kind = RowKind::Zone;
        int player = 0;
        QString name, address, detail, tooltip;
        bool listener = false;  // a listener (characters included)
        bool usedUp = false;  // usage 0: it no longer listens
        bool addressable = true;
        bool hearing = false;  // hears (or answers) the event at the cursor
        bool changed = false;  // changed by the event at the cursor
        bool active = false;  // the active character
        bool defeated = false;
    };

    bool valid = false;
    QString headline;
    std::vector<Row> rows;  // a parent before its children
    int playerRow[2] = {-1, -1};

    // `before`: the state one event earlier (null at the first event).
    static ZonesSnapshot build(const events::EventsGame& g, const events::EventsGame* before, const Trace& trace,
                               Seq cursor);
    static ZonesSnapshot empty(const QString& why);
};

}  // namespace ts::gui
