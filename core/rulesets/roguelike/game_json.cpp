// The roguelike state as JSON: the inspector's tree and `--final-state-json` (documented
// in README.md, "Final-state JSON").
#include "game.h"
#include "table_text.h"

#include <nlohmann/json.hpp>

namespace ts::roguelike {

namespace {
const char* pcName(Pc pc)
{
    switch (pc) {
    case Pc::TurnStart: return "turn-start";
    case Pc::Deal: return "deal-tokens";
    case Pc::RunStart: return "run-start";
    case Pc::PhaseStart: return "phase-start";
    case Pc::Slot: return "slot";
    case Pc::TurnEnd: return "turn-end";
    case Pc::Over: return "over";
    }
    return "?";
}
}  // namespace

const char* outcomeName(std::int32_t o)
{
    switch (static_cast<Outcome>(o)) {
    case Outcome::None: return "running";
    case Outcome::TurnLimit: return "turn-limit";
    case Outcome::EnemiesDefeated: return "enemies-defeated";
    case Outcome::PlayersDefeated: return "players-defeated";
    case Outcome::VisitLimit: return "visit-limit";
    case Outcome::Stalled: return "stalled";
    }
    return "?";
}

nlohmann::json RoguelikeGame::toJson() const
{
    // Built in place and moved: the inspector asks for this on every step, with a thousand
    // units (initializer lists and push_back(j) would copy every value again).
    nlohmann::json units = nlohmann::json::array();
    units.get_ref<nlohmann::json::array_t&>().reserve(s_.units.size());
    for (const Unit& u : s_.units) {
        nlohmann::json& j = units.emplace_back(nlohmann::json::object());
        j["name"] = scenario_->units[u.id - 1].name;
        j["faction"] = factionName(u.faction);
        j["x"] = u.x;
        j["y"] = u.y;
        j["hp"] = u.hp;
        j["attack"] = u.attack;
        j["speed"] = speedName(speedCode(u.speed, u.slow));
        j["tokens"] = u.tokens;
        j["alive"] = u.alive;
        j["weapon"] = u.weapon;
        j["arrows"] = u.arrows;
        if (u.attacksPerTurn > 0)
            j["attacksLeft"] = u.attacksLeft;
        if (u.attacksPerAction > 1)
            j["attacksPerAction"] = u.attacksPerAction;
        if (u.slow)
            j["slowTurns"] = u.slowTurns;
    }
    const Cursor& c = s_.cursor;
    nlohmann::json j{{"ruleset", "roguelike"},
                     {"turn", c.turn},
                     {"finished", c.pc == Pc::Over},
                     {"outcome", outcomeName(s_.outcome)},
                     {"scheduler", {{"step", pcName(c.pc)}, {"run", c.run + 1}, {"phase", static_cast<int>(c.phase)}, {"row", c.row}}}};
    j["units"] = std::move(units);
    j["table"] = tableToJson(s_.table, s_, *scenario_);
    if (s_.awaitingDecision)
        j["awaitingDecision"] = scenario_->units[s_.table.rows[static_cast<std::size_t>(c.row)].unit - 1].name;
    return j;
}

}  // namespace ts::roguelike
