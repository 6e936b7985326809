// The state as JSON: the inspector's tree, the breakpoint conditions' state() and
// `--final-state-json` (documented in docs/rulesets/stack.md, "Final-state JSON").
#include "game.h"

#include "names.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ts::stack {

namespace {

using nlohmann::json;

json nameOf(const StackGame& g, std::int32_t entity)
{
    return entity <= 0 ? json(nullptr) : json(g.entityName(static_cast<EntityId>(entity)));
}

json playerName(const StackGame& g, std::int32_t p)
{
    return p < 0 || static_cast<std::size_t>(p) >= g.scenario().players.size()
        ? json(nullptr)
        : json(g.scenario().players[static_cast<std::size_t>(p)].name);
}

json counters(const StackGame& g, const std::int32_t* v)
{
    json o = json::object();
    for (std::size_t k = 0; k < g.scenario().counters.size(); ++k)
        o[g.scenario().counters[k]] = v[k];
    return o;
}

json entryJson(const StackGame& g, const Entry& e)
{
    // A state rebuilt from a trace file's writes may hold anything: show nothing impossible.
    if (e.empty() || static_cast<std::size_t>(e.action) >= g.scenario().actions.size())
        return json(nullptr);
    const ActionDef& def = g.scenario().actions[static_cast<std::size_t>(e.action)];
    json j{{"action", def.name},
           {"controller", playerName(g, e.controller)},
           {"effect", speedName(def.speed)},
           {"timing", timingName(def.timing)},
           {"source", nameOf(g, e.source)},
           {"serial", e.serial},
           {"addedAt", e.addedAt},
           {"triggered", e.triggered != 0}};
    if (e.target)
        j["target"] = nameOf(g, e.target);
    if (e.targetEntry)
        j["targetEntry"] = e.targetEntry;
    if (e.cause)
        j["cause"] = nameOf(g, e.cause);
    if (e.batch)
        j["batch"] = true;
    return j;
}

json playersJson(const StackGame& g)
{
    const GameState& s = g.state();
    json players = json::array();
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        const PlayerState& ps = s.players[p];
        const auto me = static_cast<std::int32_t>(p);
        json zones = json::object();
        for (std::size_t z = 0; z < g.scenario().zones.size(); ++z) {
            json list = json::array();
            for (const std::int32_t c : g.zoneContents(me, static_cast<std::int32_t>(z)))
                list.push_back(g.scenario().components[static_cast<std::size_t>(c)].name);
            zones[g.scenario().zones[z]] = list;
        }
        players.push_back({{"name", g.scenario().players[p].name},
                           {"counters", counters(g, ps.counters.data())},
                           {"lost", ps.lost != 0},
                           {"won", ps.won != 0},
                           {"turnPlayer", s.turnPlayer == me},
                           {"chance", s.chanceHolder == me},
                           {"passed", std::find(s.passList.begin(), s.passList.end(), me) != s.passList.end()},
                           {"zones", zones}});
    }
    return players;
}

json componentsJson(const StackGame& g)
{
    json components = json::array();
    for (std::size_t c = 0; c < g.state().components.size(); ++c) {
        const ComponentState& cs = g.state().components[c];
        components.push_back(
            {{"name", g.scenario().components[c].name},
             {"owner", playerName(g, cs.owner)},
             {"controller", playerName(g, cs.controller)},
             {"zone",
              cs.zone >= 0 && static_cast<std::size_t>(cs.zone) < g.scenario().zones.size()
                  ? json(g.scenario().zones[static_cast<std::size_t>(cs.zone)])
                  : json(nullptr)},
             {"zonePlayer", playerName(g, cs.zonePlayer)},
             {"order", cs.order},
             {"counters", counters(g, g.state().componentCounters.data() + c * g.scenario().counters.size())}});
    }
    return components;
}

}  // namespace

nlohmann::json StackGame::toJson() const
{
    json stage = json::array(), pending = json::array(), passList = json::array();
    for (const Entry& e : s_.stage)
        stage.push_back(entryJson(*this, e));
    for (const Entry& e : s_.pending)
        pending.push_back(entryJson(*this, e));
    for (const std::int32_t p : s_.passList)
        passList.push_back(playerName(*this, p));
    json j{{"ruleset", "stack"},
           {"turn", s_.turnNumber},
           {"turnPlayer", playerName(*this, s_.turnPlayer)},
           {"chanceHolder", playerName(*this, s_.chanceHolder)},
           {"passList", passList},
           {"players", playersJson(*this)},
           {"stage", stage},
           {"current", entryJson(*this, s_.current)},
           {"pending", pending},
           {"components", componentsJson(*this)},
           {"node", nodeLabel(s_.node)},
           {"nodeNumber", static_cast<std::int32_t>(s_.node)},
           {"previousNode", static_cast<std::int32_t>(s_.from)},
           {"nextNode", static_cast<std::int32_t>(s_.pc)},
           {"actionsTaken", s_.actionsTaken},
           {"turnActions", s_.turnActions},
           {"counterNames", sc_->counters},
           {"finished", finished()},
           {"outcome", outcomeName(s_.outcome)},
           {"winner", playerName(*this, s_.winner)}};
    if (s_.await != Await::None) {
        j["awaiting"] = awaitName(s_.await);
        j["awaitingPlayer"] = playerName(*this, awaitingPlayer());
    }
    return j;
}

}  // namespace ts::stack
