// The roguelike state as JSON: the inspector's tree and `--final-state-json` (documented
// in docs/rulesets/roguelike.md, "Final-state JSON").
#include "game.h"
#include "table_text.h"

#include "kernel/io/json_in_place.h"

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
    nlohmann::json j;
    writeJson(j);
    return j;
}

// The members in key order (json_in_place::ObjectWriter): over the document of an earlier
// state, every value is overwritten where it stands.
void RoguelikeGame::writeJson(nlohmann::json& doc) const
{
    using json_in_place::ObjectWriter;
    const Cursor& c = s_.cursor;
    ObjectWriter top(doc);
    if (s_.awaitingDecision)
        top.put("awaitingDecision", scenario_->units[s_.table.rows[static_cast<std::size_t>(c.row)].unit - 1].name);
    top.put("finished", c.pc == Pc::Over);
    top.put("outcome", outcomeName(s_.outcome));
    top.put("ruleset", "roguelike");
    {
        ObjectWriter scheduler(top["scheduler"]);
        scheduler.put("phase", static_cast<int>(c.phase));
        scheduler.put("row", c.row);
        scheduler.put("run", c.run + 1);
        scheduler.put("step", pcName(c.pc));
    }
    writeTableJson(top["table"], s_.table, s_, *scenario_);
    top.put("turn", c.turn);
    auto& units = json_in_place::resizeArray(top["units"], s_.units.size());
    for (std::size_t i = 0; i < s_.units.size(); ++i) {
        const Unit& u = s_.units[i];
        ObjectWriter j(units[i]);
        j.put("alive", u.alive);
        j.put("arrows", u.arrows);
        j.put("attack", u.attack);
        if (u.attacksPerTurn > 0)
            j.put("attacksLeft", u.attacksLeft);
        if (u.attacksPerAction > 1)
            j.put("attacksPerAction", u.attacksPerAction);
        j.put("faction", factionName(u.faction));
        j.put("hp", u.hp);
        j.put("name", scenario_->units[u.id - 1].name);
        j.put("slow", u.slow);
        if (u.slow)
            j.put("slowTurns", u.slowTurns);
        // The level and the slow flag are two traced fields: each shown on its own.
        j.put("speed", speedName(u.speed));
        j.put("tokens", u.tokens);
        j.put("weapon", u.weapon);
        j.put("x", u.x);
        j.put("y", u.y);
    }
}

}  // namespace ts::roguelike
