#pragma once
// A ruleset's panels read its own game type. PanelHost gives a ruleset's panels sessions of
// that ruleset only (and a variant's panels games of that variant), so the panels do not
// check "is this another ruleset's game?" themselves: they ask here, the one place that
// casts, and get null only without a game (or, in the one ruleset with two game types, for
// the other type).
#include "kernel/game.h"

namespace ts::gui {

template <class ConcreteGame>
const ConcreteGame* gameAs(const Game* game)
{
    return dynamic_cast<const ConcreteGame*>(game);
}

template <class ConcreteGame>
const ConcreteGame* gameAs(const Game& game)
{
    return dynamic_cast<const ConcreteGame*>(&game);
}

}  // namespace ts::gui
