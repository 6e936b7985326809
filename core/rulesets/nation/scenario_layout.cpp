// The scenario reader's last steps (scenario_layout.h): the nations in turn order and the
// entity table.
#include "scenario_layout.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace ts::nation {

void sortByTurnOrder(NationScenario& s)
{
    std::vector<std::int32_t> order(s.nations.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<std::int32_t>(i);
    std::stable_sort(order.begin(), order.end(), [&](std::int32_t a, std::int32_t b) {
        return s.nations[static_cast<std::size_t>(a)].turnOrder < s.nations[static_cast<std::size_t>(b)].turnOrder;
    });
    std::vector<std::int32_t> newIndex(order.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        newIndex[static_cast<std::size_t>(order[k])] = static_cast<std::int32_t>(k);
    std::vector<NationSpec> sorted;
    for (std::int32_t old : order)
        sorted.push_back(std::move(s.nations[static_cast<std::size_t>(old)]));
    for (NationSpec& n : sorted) {
        for (std::int32_t& h : n.hostiles)
            h = newIndex[static_cast<std::size_t>(h)];
        for (ScriptLine& l : n.script)
            if (l.targetNation >= 0)
                l.targetNation = newIndex[static_cast<std::size_t>(l.targetNation)];
    }
    s.nations = std::move(sorted);
}

void nameEntities(NationScenario& s)
{
    s.entityNames = {"", "game"};
    s.unitOf = {{-1, -1}, {-1, -1}};
    for (const NationSpec& n : s.nations) {
        s.entityNames.push_back(n.name);
        s.unitOf.emplace_back(-1, -1);
    }
    for (std::size_t n = 0; n < s.nations.size(); ++n) {
        s.firstUnitEntity.push_back(static_cast<EntityId>(s.entityNames.size()));
        for (std::size_t u = 0; u < s.nations[n].units.size(); ++u) {
            s.entityNames.push_back(s.nations[n].units[u].name);
            s.unitOf.emplace_back(static_cast<std::int32_t>(n), static_cast<std::int32_t>(u));
        }
    }
    s.stateEntityBase = static_cast<EntityId>(s.entityNames.size());
    for (const StateDef& d : s.states)
        s.entityNames.push_back("state:" + d.id);
    s.skillEntityBase = static_cast<EntityId>(s.entityNames.size());
    for (const SkillDef& d : s.skills)
        s.entityNames.push_back("skill:" + d.id);
    s.commandEntityBase = static_cast<EntityId>(s.entityNames.size());
    for (const CommandDef& d : s.commands)
        s.entityNames.push_back("command:" + d.id);
}

}  // namespace ts::nation
