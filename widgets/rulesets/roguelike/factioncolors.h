#pragma once
// The factions' colours and their dot icon, shared by the roguelike panels (Run table rows,
// the energy table, the map) so that a unit looks the same everywhere.
#include "rulesets/roguelike/scenario.h"

#include <QColor>
#include <QIcon>

namespace ts::gui {

QColor factionColor(roguelike::Faction faction);
QIcon factionDot(roguelike::Faction faction);

}  // namespace ts::gui
