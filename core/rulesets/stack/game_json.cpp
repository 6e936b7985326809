// The state as JSON: the inspector's tree, the breakpoint conditions' state() and
// `--final-state-json` (documented in docs/rulesets/stack.md, "Final-state JSON").
#include "game.h"

#include "names.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ts::stack {

namespace {
using nlohmann::json;
}  // namespace

nlohmann::json StackGame::toJson() const
{
    const StackScenario& sc = *sc_;
    const auto name = [&](std::int32_t entity) { return entity <= 0 ? json(nullptr) : json(entityName(static_cast<EntityId>(entity))); };
    const auto playerName = [&](std::int32_t p) { return p < 0 ? json(nullptr) : json(sc.players[static_cast<std::size_t>(p)].name); };
    const auto counters = [&](const std::int32_t* v) {
        json o = json::object();
        for (std::size_t k = 0; k < sc.counters.size(); ++k)
            o[sc.counters[k]] = v[k];
        return o;
    };
    const auto entryJson = [&](const Entry& e) {
        if (e.empty())
            return json(nullptr);
        const ActionDef& def = sc.actions[static_cast<std::size_t>(e.action)];
        json j{{"action", def.name},       {"controller", playerName(e.controller)}, {"effect", speedName(def.speed)},
               {"timing", timingName(def.timing)}, {"source", name(e.source)},   {"serial", e.serial},
               {"addedAt", e.addedAt},     {"triggered", e.triggered != 0}};
        if (e.target)
            j["target"] = name(e.target);
        if (e.targetEntry)
            j["targetEntry"] = e.targetEntry;
        if (e.cause)
            j["cause"] = name(e.cause);
        if (e.batch)
            j["batch"] = true;
        return j;
    };
    json players = json::array();
    for (std::size_t p = 0; p < s_.players.size(); ++p) {
        const PlayerState& ps = s_.players[p];
        json zones = json::object();
        for (std::size_t z = 0; z < sc.zones.size(); ++z) {
            json list = json::array();
            for (const std::int32_t c : zoneContents(static_cast<std::int32_t>(p), static_cast<std::int32_t>(z)))
                list.push_back(sc.components[static_cast<std::size_t>(c)].name);
            zones[sc.zones[z]] = list;
        }
        players.push_back({{"name", sc.players[p].name},
                           {"counters", counters(ps.counters.data())},
                           {"lost", ps.lost != 0},
                           {"won", ps.won != 0},
                           {"turnPlayer", s_.turnPlayer == static_cast<std::int32_t>(p)},
                           {"chance", s_.chanceHolder == static_cast<std::int32_t>(p)},
                           {"passed", std::find(s_.passList.begin(), s_.passList.end(), static_cast<std::int32_t>(p)) != s_.passList.end()},
                           {"zones", zones}});
    }
    json components = json::array();
    for (std::size_t c = 0; c < s_.components.size(); ++c) {
        const ComponentState& cs = s_.components[c];
        components.push_back({{"name", sc.components[c].name},
                              {"owner", playerName(cs.owner)},
                              {"controller", playerName(cs.controller)},
                              {"zone", sc.zones[static_cast<std::size_t>(cs.zone)]},
                              {"zonePlayer", playerName(cs.zonePlayer)},
                              {"counters", counters(s_.componentCounters.data() + c * sc.counters.size())}});
    }
    json stage = json::array(), pending = json::array(), passList = json::array();
    for (const Entry& e : s_.stage)
        stage.push_back(entryJson(e));
    for (const Entry& e : s_.pending)
        pending.push_back(entryJson(e));
    for (const std::int32_t p : s_.passList)
        passList.push_back(playerName(p));
    json j{{"ruleset", "stack"},
           {"turn", s_.turnNumber},
           {"turnPlayer", playerName(s_.turnPlayer)},
           {"chanceHolder", playerName(s_.chanceHolder)},
           {"passList", passList},
           {"players", players},
           {"stage", stage},
           {"current", entryJson(s_.current)},
           {"pending", pending},
           {"components", components},
           {"node", nodeLabel(s_.node)},
           {"nodeNumber", static_cast<std::int32_t>(s_.node)},
           {"previousNode", static_cast<std::int32_t>(s_.from)},
           {"nextNode", static_cast<std::int32_t>(s_.pc)},
           {"actionsTaken", s_.actionsTaken},
           {"finished", finished()},
           {"outcome", outcomeName(s_.outcome)},
           {"winner", playerName(s_.winner)}};
    if (s_.await != Await::None) {
        j["awaiting"] = awaitName(s_.await);
        j["awaitingPlayer"] = playerName(awaitingPlayer());
    }
    return j;
}

}  // namespace ts::stack
