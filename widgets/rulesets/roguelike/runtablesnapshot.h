#pragma once
// The Run table of seed 000 at one event (SPEC §3.1), copied out of the game: its rows with
// their cells, labels ("Enemy1 x2"), tokens and whether the unit lives, the number of Runs,
// the turn, and where the scheduler stands. A copy, so that it never points into a game the
// session may replace; a plain value: a test builds one from a game, or by hand.
#include "kernel/event.h"
#include "rulesets/roguelike/state.h"

#include <QString>

#include <vector>

namespace ts {
class Trace;
}

namespace ts::roguelike {
class RoguelikeGame;
}

namespace ts::gui {

struct RunTableSnapshot {
    struct Row {
        roguelike::Row row;
        QString unitName;
        QString label;  // "Enemy1 x2"
        std::int32_t tokens = 0;
        bool alive = true;
    };

    bool valid = false;
    // The scheduler is on an action slot: its cursor says Slot, and the event is not the
    // phase's beginning (there the cursor waits on row 0 before looking for a row to act).
    bool onSlot = false;
    int runs = 0;
    int turn = 0;
    roguelike::Cursor cursor;
    std::vector<Row> rows;
    QString scenarioName;
    QString reason;  // why there is no table

    // The table of `game` at event `cursor` of `trace`. The names of a thousand rows stay the
    // same from one step to the next: rows that `previous` shows for the same unit and speed
    // share its strings.
    static RunTableSnapshot build(const roguelike::RoguelikeGame& game, const Trace& trace, Seq cursor,
                                  const RunTableSnapshot* previous = nullptr);
    // No table, and why ("No session").
    static RunTableSnapshot empty(const QString& why);
};

}  // namespace ts::gui
