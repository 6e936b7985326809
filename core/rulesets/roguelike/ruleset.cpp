#include "ruleset.h"

#include "clauses.h"
#include "game.h"
#include "kinds.h"
#include "register.h"
#include "report.h"

#include "kernel/render.h"
#include "kernel/ruleset_registry.h"

namespace ts::roguelike {

void registerRuleset()
{
    registerClauses();
    registerKinds();
    ts::registerRuleset(std::make_unique<RoguelikeRuleset>());
}

std::shared_ptr<const Scenario> RoguelikeRuleset::parseScenario(const nlohmann::json& doc, const std::string& file) const
{
    return std::make_shared<const RoguelikeScenario>(parseRoguelikeScenario(doc, file));
}

std::unique_ptr<Game> RoguelikeRuleset::newGame(const Scenario& scenario, std::uint64_t seed) const
{
    const auto& s = dynamic_cast<const RoguelikeScenario&>(scenario);
    return std::make_unique<RoguelikeGame>(std::make_shared<const RoguelikeScenario>(s), seed);
}

std::vector<std::string> RoguelikeRuleset::entityNames(const Scenario& scenario) const
{
    const auto& s = dynamic_cast<const RoguelikeScenario&>(scenario);
    std::vector<std::string> names{""};
    for (const auto& u : s.units)
        names.push_back(u.name);
    return names;
}

std::string RoguelikeRuleset::fieldName(FieldId field) const { return roguelike::fieldName(field); }

std::string RoguelikeRuleset::answerText(const Answer& ans, const RenderContext& ctx) const
{
    const Action a = RoguelikeGame::toAction(ans);
    auto one = [&](ActionKind k, EntityId target, std::int32_t arg) -> std::string {
        switch (k) {
        case ActionKind::Move: return std::string("move ") + kDirNames[arg & 7];
        case ActionKind::Attack: return "attack " + ctx.entity(target);
        case ActionKind::WaveStaff: return std::string("wave a ") + (arg == 0 ? "haste" : "slow") + " staff at " + ctx.entity(target);
        case ActionKind::Equip: return std::string("equip ") + (arg == 0 ? "weapon" : "arrows") + " from the menu";
        case ActionKind::ThrowItem: return std::string("throw ") + (arg == 0 ? "weapon" : "arrows") + " at " + ctx.entity(target);
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
    case Outcome::None: break;
    }
    return "outcome " + std::to_string(outcome);
}

Answer RoguelikeRuleset::answerFromJson(const nlohmann::json& j, const Scenario& scenario, const std::string& file,
                                        const std::string& path) const
{
    return RoguelikeGame::toAnswer(actionFromJson(j, dynamic_cast<const RoguelikeScenario&>(scenario), file, path));
}

nlohmann::json RoguelikeRuleset::answerToJson(const Answer& a, const Scenario& scenario) const
{
    return actionToJson(RoguelikeGame::toAction(a), dynamic_cast<const RoguelikeScenario&>(scenario));
}

Periods RoguelikeRuleset::periods() const
{
    return {"roguelike.turn-begin", "roguelike.run-begin", "turn", "Run", "T"};
}

std::string RoguelikeRuleset::report(Session& session, int maxPeriods) const { return turnsReport(session, maxPeriods); }

std::optional<std::string> RoguelikeRuleset::periodTable(Session& session, std::int64_t period, bool after,
                                                         bool json) const
{
    return turnTable(session, period, after, json);
}

}  // namespace ts::roguelike
