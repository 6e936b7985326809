#pragma once
// What the Map panel draws of a roguelike game at one event, for both schedulers (the Run
// table of seed 000 and the energy loop of seed 003), copied out as plain data: the grid
// (walls, floor, doors), every unit, the acting unit, and the last move or attack up to the
// event as an arrow.
#include "kernel/trace/trace.h"
#include "rulesets/roguelike/scenario.h"

#include <QString>

#include <vector>

namespace ts {
class Game;
}

namespace ts::gui {

enum class MapCell : std::uint8_t { Floor = 0, Wall, ClosedDoor, OpenDoor };

struct MapUnit {
    EntityId id = kNoEntity;
    QString name;
    roguelike::Faction faction = roguelike::Faction::Enemy;
    int x = 0, y = 0;
    int hp = 0;
    bool alive = true;
};

struct MapArrow {
    bool valid = false;
    bool attack = false;  // an attack (else a move)
    int fromX = 0, fromY = 0, toX = 0, toY = 0;
    EntityId actor = kNoEntity;
    Seq at = 0;  // the event
};

struct MapSnapshot {
    bool valid = false;
    QString reason;
    int width = 0, height = 0;
    std::vector<MapCell> cells;  // width*height, row-major
    std::vector<MapUnit> units;  // index = EntityId - 1
    EntityId acting = kNoEntity;
    MapArrow arrow;

    MapCell cell(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < width && y < height ? cells[static_cast<std::size_t>(y * width + x)]
                                                           : MapCell::Wall;
    }
    // The living unit on a cell (else a defeated one, else kNoEntity).
    EntityId unitAt(int x, int y) const;
};

// How far back from the cursor the arrow's event is looked for.
inline constexpr Seq kArrowLookBack = 100000;

// The snapshot of `game` (a roguelike game of either scheduler; else invalid, with a
// reason) at event `cursor` of `trace` (the arrow is found there).
MapSnapshot mapSnapshot(const Game* game, const Trace* trace, Seq cursor);

}  // namespace ts::gui
