// An energy game's state as JSON: the inspector's tree, the condition helpers and
// `--final-state-json` (documented in docs/rulesets/roguelike.md, "Final-state JSON").
#include "energy_game.h"

#include <nlohmann/json.hpp>

namespace ts::roguelike {

namespace {

// The name of an entity id held in a field (a chain target, the chain's actor); null if it
// names nothing (0, or a value that is not an entity of this game).
nlohmann::json entityName(const EnergyScenario& s, std::int32_t id)
{
    if (id >= 1 && static_cast<std::size_t>(id) <= s.actors.size())
        return s.actors[static_cast<std::size_t>(id - 1)].name;
    if (id > 0 && static_cast<EntityId>(id) > s.worldEntity() &&
        static_cast<std::size_t>(id) - s.worldEntity() - 1 < s.doors.size()) {
        const DoorSpec& d = s.doors[static_cast<std::size_t>(id) - s.worldEntity() - 1];
        return "door (" + std::to_string(d.x) + "," + std::to_string(d.y) + ")";
    }
    return nullptr;
}

// One slot of an action queue's ring as text ("walk NE", "rest 3"); null for an empty slot.
nlohmann::json slotText(std::int32_t code)
{
    const EnergyAction e = decodeAction(code);
    std::string text = enActionName(e.kind);
    switch (e.kind) {
    case EnAction::None: return nullptr;
    case EnAction::Walk:
    case EnAction::Attack:
    case EnAction::OpenDoor: return text + " " + kDirNames[e.dir & 7];
    case EnAction::Rest:
    case EnAction::ChangeSpeed: return text + " " + std::to_string(e.param);
    }
    return text;
}

nlohmann::json actorJson(const EnergyGame& g, const EnergyActor& a)
{
    const EnergyActorSpec& spec = g.scenario().actors[a.id - 1];
    nlohmann::json j = nlohmann::json::object();
    j["name"] = spec.name;
    j["faction"] = factionName(a.faction);
    j["brain"] = brainKindName(a.brain);
    j["x"] = a.x;
    j["y"] = a.y;
    j["face"] = a.face >= 0 && a.face < kDirCount ? nlohmann::json(kDirNames[a.face]) : nlohmann::json(nullptr);
    j["hp"] = a.hp;
    j["attack"] = a.attack;
    j["speed"] = a.speed;
    j["gain"] = g.gainOf(a);
    j["energy"] = a.energy;
    j["alive"] = a.alive;
    nlohmann::json actions = nlohmann::json::array();
    for (int k = 0; k < a.queueLength && k < kActionQueueCapacity; ++k)
        actions.push_back(energyActionToJson(decodeAction(a.queued(k))));
    j["actions"] = std::move(actions);
    // The ring buffer itself, as the rules write it: "actions" above is its content.
    nlohmann::json ring = nlohmann::json::array();
    for (const std::int32_t code : a.queue)
        ring.push_back(slotText(code));
    j["queue"] = std::move(ring);
    j["queueHead"] = a.queueHead;
    j["queueLength"] = a.queueLength;
    j["progress"] = a.progress;
    j["acted"] = a.acted;
    j["visits"] = a.visits;
    if (a.brain == BrainKind::Script)
        j["plan"] = a.plan;
    if (a.brain == BrainKind::Player)
        j["inputLine"] = a.inputLine;
    return j;
}

nlohmann::json stepJson(const EnergyGame& g, const ChainStep& c)
{
    return {{"action", c.action == 0 ? nlohmann::json(nullptr) : energyActionToJson(decodeAction(c.action))},
            {"target", entityName(g.scenario(), c.target)},
            {"succeeded", (c.result & ChainBits::Succeeded) != 0},
            {"done", (c.result & ChainBits::Done) != 0},
            {"alternative", (c.result & ChainBits::Alternative) != 0}};
}

// "steps": the last action's chain, readable; "slots": every slot as the rules hold it, so a
// step being written (before the length that shows it) is seen at its own writes.
nlohmann::json chainJson(const EnergyGame& g)
{
    const EnergyState& s = g.state();
    nlohmann::json steps = nlohmann::json::array(), slots = nlohmann::json::array();
    for (int k = 0; k < kChainCapacity; ++k) {
        const ChainStep& c = s.chain[static_cast<std::size_t>(k)];
        if (k < s.chainLength)
            steps.push_back(stepJson(g, c));
        // A slot as the rules hold it: one value per traced field (result: 1 succeeded,
        // 2 done, 4 alternative).
        slots.push_back(
            {{"action", slotText(c.action)}, {"result", c.result}, {"target", entityName(g.scenario(), c.target)}});
    }
    return {{"actor", entityName(g.scenario(), s.chainActor)},
            {"length", s.chainLength},
            {"steps", std::move(steps)},
            {"slots", std::move(slots)}};
}

}  // namespace

nlohmann::json EnergyGame::toJson() const
{
    const EnergyScenario& sc = *scenario_;
    nlohmann::json units = nlohmann::json::array();
    units.get_ref<nlohmann::json::array_t&>().reserve(s_.actors.size());
    for (const EnergyActor& a : s_.actors)
        units.push_back(actorJson(*this, a));
    // The actor queue as the seed's deque holds it: the current actor first.
    nlohmann::json queue = nlohmann::json::array();
    const auto n = s_.actors.size();
    for (std::size_t k = 0; k < n; ++k) {
        const EnergyActor& a = s_.actors[(static_cast<std::size_t>(s_.current - 1) + k) % n];
        if (a.alive)
            queue.push_back(sc.actors[a.id - 1].name);
    }
    nlohmann::json doors = nlohmann::json::array();
    for (std::size_t d = 0; d < sc.doors.size(); ++d)
        doors.push_back({{"name", entityName(sc, static_cast<std::int32_t>(sc.worldEntity() + 1 + d))},
                         {"x", sc.doors[d].x},
                         {"y", sc.doors[d].y},
                         {"open", s_.doorOpen[d] != 0}});
    nlohmann::json j{{"ruleset", "roguelike"},
                     {"scheduler", "energy"},
                     {"energyTable", energyTableName(sc.table)},
                     {"actionCost", kActionCost},
                     {"actionQueue", sc.actionQueue == ActionQueueMode::Rotate ? "rotate" : "leave"},
                     {"visit", s_.visit},
                     {"visits", sc.visits},
                     {"turn", s_.turn},
                     {"visitInTurn", s_.visitInTurn},
                     {"finished", finished()},
                     {"outcome", outcomeName(s_.outcome)},
                     {"current", entityName(sc, s_.current)}};
    if (s_.awaiting)
        j["awaitingInput"] = entityName(sc, s_.current);
    if (const auto next = predictNextToAct())
        j["nextToAct"] = {{"actor", entityName(sc, static_cast<std::int32_t>(next->actor))},
                          {"inVisits", next->inVisits}};
    j["queue"] = std::move(queue);
    j["units"] = std::move(units);
    j["doors"] = std::move(doors);
    j["chain"] = chainJson(*this);
    return j;
}

}  // namespace ts::roguelike
