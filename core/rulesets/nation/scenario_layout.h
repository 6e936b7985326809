#pragma once
// Internal to the scenario reader (scenario.cpp): what it derives from a scenario once every
// section is checked, apart from the checks themselves.
#include "scenario.h"

namespace ts::nation {

// Sorts the nations by ascending 手番 (3.1); the nation indices in hostiles and scripts
// follow the sort.
void sortByTurnOrder(NationScenario& s);

// The entity table: the game, the nations, their units, then the states, skills and commands
// (entityNames, unitOf and the entity bases).
void nameEntities(NationScenario& s);

}  // namespace ts::nation
