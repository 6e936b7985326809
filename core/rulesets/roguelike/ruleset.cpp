#include "ruleset.h"

#include "clauses.h"
#include "energy_game.h"
#include "energy_report.h"
#include "game.h"
#include "kinds.h"
#include "register.h"
#include "report.h"

#include "kernel/ruleset_registry.h"
#include "kernel/trace/render.h"

namespace ts::roguelike {

void registerRuleset()
{
    registerClauses();
    registerKinds();
    registerEnergyKinds();
    ts::registerRuleset(std::make_unique<RoguelikeRuleset>());
    registerStateCodec();
}

namespace {
const EnergyScenario* energy(const Scenario& scenario) { return dynamic_cast<const EnergyScenario*>(&scenario); }
}  // namespace

// The scenario's "scheduler" picks the reader: seed 003's energy loop, or the Run table.
std::shared_ptr<const Scenario> RoguelikeRuleset::parseScenario(const nlohmann::json& doc,
                                                                const std::string& file) const
{
    if (isEnergyScenario(doc))
        return std::make_shared<const EnergyScenario>(parseEnergyScenario(doc, file));
    return std::make_shared<const RoguelikeScenario>(parseRoguelikeScenario(doc, file));
}

std::unique_ptr<Game> RoguelikeRuleset::newGame(const Scenario& scenario, std::uint64_t seed) const
{
    if (const EnergyScenario* e = energy(scenario))
        return std::make_unique<EnergyGame>(sharedScenario(*e), seed);
    const auto& s = dynamic_cast<const RoguelikeScenario&>(scenario);
    return std::make_unique<RoguelikeGame>(sharedScenario(s), seed);
}

std::vector<std::string> RoguelikeRuleset::entityNames(const Scenario& scenario) const
{
    if (const EnergyScenario* e = energy(scenario)) {
        // The actors, the World (the loop's own fields), the doors.
        std::vector<std::string> names{""};
        names.reserve(e->entityCount());
        for (const auto& a : e->actors)
            names.push_back(a.name);
        names.emplace_back("World");
        for (const DoorSpec& d : e->doors)
            names.push_back("door (" + std::to_string(d.x) + "," + std::to_string(d.y) + ")");
        return names;
    }
    const auto& s = dynamic_cast<const RoguelikeScenario&>(scenario);
    std::vector<std::string> names{""};
    for (const auto& u : s.units)
        names.push_back(u.name);
    return names;
}

std::string RoguelikeRuleset::fieldName(FieldId field) const
{
    if (const char* name = energyFieldName(field))
        return name;
    return roguelike::fieldName(field);
}

std::string RoguelikeRuleset::answerText(const Answer& ans, const RenderContext& ctx) const
{
    if (EnergyGame::isEnergyAnswer(ans)) {
        const auto e = EnergyGame::toAction(ans);
        if (!e)
            return "an input no actor can take";
        if (e->kind == EnAction::Walk)
            return std::string("walk ") + kDirNames[e->dir & 7];
        if (e->kind == EnAction::Rest)
            return "rest " + std::to_string(e->param) + " turn(s)";
        return "change speed by " + std::string(e->param > 0 ? "+" : "") + std::to_string(e->param);
    }
    const Action a = RoguelikeGame::toAction(ans);
    auto one = [&](ActionKind k, EntityId target, std::int32_t arg) -> std::string {
        switch (k) {
        case ActionKind::Move: return std::string("move ") + kDirNames[arg & 7];
        case ActionKind::Attack: return "attack " + ctx.entity(target);
        case ActionKind::WaveStaff:
            return std::string("wave a ") + (arg == 0 ? "haste" : "slow") + " staff at " + ctx.entity(target);
        case ActionKind::Equip: return std::string("equip ") + (arg == 0 ? "weapon" : "arrows") + " from the menu";
        case ActionKind::ThrowItem:
            return std::string("throw ") + (arg == 0 ? "weapon" : "arrows") + " at " + ctx.entity(target);
        case ActionKind::DrinkSpeedGrass: return "drink speed grass";
        case ActionKind::Wait: return "wait";
        case ActionKind::Brain: return "let the AI brain choose";
        default: return actionKindName(k);
        }
    };
    if (a.kind == ActionKind::Control)
        return "control " + ctx.entity(a.target) + ": " + one(a.innerKind, a.innerTarget, a.innerArg);
    return one(a.kind, a.target, a.arg);
}

std::string RoguelikeRuleset::outcomeText(std::int32_t outcome) const
{
    switch (static_cast<Outcome>(outcome)) {
    case Outcome::TurnLimit: return "the scenario's last turn is over";
    case Outcome::EnemiesDefeated: return "every enemy is defeated";
    case Outcome::PlayersDefeated: return "the player's side is defeated";
    case Outcome::VisitLimit: return "the scenario's last visit is over";
    case Outcome::Stalled: return "an AI brain queued nothing: the loop would visit it forever";
    case Outcome::None: break;
    }
    return "outcome " + std::to_string(outcome);
}

Answer RoguelikeRuleset::answerFromJson(const nlohmann::json& j, const Scenario& scenario, const std::string& file,
                                        const std::string& path) const
{
    if (energy(scenario))
        return EnergyGame::toAnswer(energyActionFromJson(j, file, path));
    return RoguelikeGame::toAnswer(actionFromJson(j, dynamic_cast<const RoguelikeScenario&>(scenario), file, path));
}

nlohmann::json RoguelikeRuleset::answerToJson(const Answer& a, const Scenario& scenario) const
{
    if (energy(scenario)) {
        // A rejected input is recorded as it came: its raw parts.
        if (const auto e = EnergyGame::toAction(a))
            return energyActionToJson(*e);
        return {{"do", "invalid"}, {"kind", a.kind}, {"a", a.a}, {"b", a.b}};
    }
    return actionToJson(RoguelikeGame::toAction(a), dynamic_cast<const RoguelikeScenario&>(scenario));
}

Periods RoguelikeRuleset::periods() const
{
    return {"roguelike.turn-begin", "roguelike.run-begin", "turn", "Run", "T"};
}

// An energy game's turn is one rotation of the actor queue, its minor period one visit
// (World.update call) of that turn: Go to Turn "3.2" is the second visit of turn 3.
Periods RoguelikeRuleset::periodsFor(const Scenario& scenario) const
{
    if (energy(scenario))
        return {"roguelike.energy-turn", "roguelike.visit", "turn", "visit", "T"};
    return periods();
}

std::string RoguelikeRuleset::report(Session& session, int maxPeriods) const
{
    if (energy(session.scenario()))
        return energyReport(session, maxPeriods);
    return turnsReport(session, maxPeriods);
}

std::optional<std::string> RoguelikeRuleset::periodTable(Session& session, std::int64_t period, bool after,
                                                         bool json) const
{
    if (energy(session.scenario()))
        return energyTurnTable(session, period, after, json);
    return turnTable(session, period, after, json);
}

}  // namespace ts::roguelike
