#pragma once
// The dungeon grid of an energy game: walls, floor and doors (seed 003's WalkAction opens a
// closed door instead of walking into it). Cells are fixed by the scenario; only a door's
// open flag changes during a game, and that lives in the game state (doors are entities).
#include "scenario.h"

#include <cstdint>
#include <vector>

namespace ts::roguelike {

enum class Tile : std::uint8_t { Floor = 0, Wall = 1, Door = 2 };

struct Grid {
    std::int32_t width = 0, height = 0;
    std::vector<Tile> tiles;  // width*height, row-major
    std::vector<std::int32_t> doorAt;  // width*height: the door's index, or -1

    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    std::size_t cell(int x, int y) const
    {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
    }
    Tile tile(int x, int y) const { return inside(x, y) ? tiles[cell(x, y)] : Tile::Wall; }
    std::int32_t door(int x, int y) const { return inside(x, y) ? doorAt[cell(x, y)] : -1; }
};

// Chebyshev distance: eight directions, a diagonal step counts one.
inline int chebyshev(int x0, int y0, int x1, int y1)
{
    const int dx = x0 > x1 ? x0 - x1 : x1 - x0, dy = y0 > y1 ? y0 - y1 : y1 - y0;
    return dx > dy ? dx : dy;
}

// The direction (index into kDirDx/kDirDy) from one cell to a neighbouring one; -1 if the
// cells are not neighbours.
int directionTo(int x0, int y0, int x1, int y1);

}  // namespace ts::roguelike
