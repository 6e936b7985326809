#include "grid.h"

namespace ts::roguelike {

int directionTo(int x0, int y0, int x1, int y1)
{
    for (int d = 0; d < kDirCount; ++d)
        if (x0 + kDirDx[d] == x1 && y0 + kDirDy[d] == y1)
            return d;
    return -1;
}

}  // namespace ts::roguelike
