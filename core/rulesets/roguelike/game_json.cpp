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
const char* outcomeName(std::int32_t o)
{
    switch (static_cast<Outcome>(o)) {
    case Outcome::None: return "running";
    case Outcome::TurnLimit: return "turn-limit";
    case Outcome::EnemiesDefeated: return "enemies-defeated";
    case Outcome::PlayersDefeated: return "players-defeated";
    }
    return "?";
}
}  // namespace

nlohmann::json RoguelikeGame::toJson() const
{
    nlohmann::json units = nlohmann::json::array();
    for (const Unit& u : s_.units) {
        nlohmann::json j{{"name", scenario_->units[u.id - 1].name},
                         {"faction", factionName(u.faction)},
                         {"x", u.x},
                         {"y", u.y},
                         {"hp", u.hp},
                         {"attack", u.attack},
                         {"speed", speedName(speedCode(u.speed, u.slow))},
                         {"tokens", u.tokens},
                         {"alive", u.alive},
                         {"weapon", u.weapon},
                         {"arrows", u.arrows}};
        if (u.attacksPerTurn > 0)
            j["attacksLeft"] = u.attacksLeft;
        if (u.attacksPerAction > 1)
            j["attacksPerAction"] = u.attacksPerAction;
        if (u.slow)
            j["slowTurns"] = u.slowTurns;
        units.push_back(j);
    }
    const Cursor& c = s_.cursor;
    nlohmann::json j{{"ruleset", "roguelike"},
                     {"turn", c.turn},
                     {"finished", c.pc == Pc::Over},
                     {"outcome", outcomeName(s_.outcome)},
                     {"scheduler", {{"step", pcName(c.pc)}, {"run", c.run + 1}, {"phase", static_cast<int>(c.phase)}, {"row", c.row}}},
                     {"units", units},
                     {"table", tableToJson(s_.table, s_, *scenario_)}};
    if (s_.awaitingDecision)
        j["awaitingDecision"] = scenario_->units[s_.table.rows[static_cast<std::size_t>(c.row)].unit - 1].name;
    return j;
}

}  // namespace ts::roguelike
