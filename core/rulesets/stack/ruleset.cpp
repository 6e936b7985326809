#include "ruleset.h"

#include "clauses.h"
#include "game.h"
#include "kinds.h"
#include "names.h"
#include "register.h"
#include "report.h"
#include "scenario_parser.h"

#include "kernel/ruleset_registry.h"
#include "kernel/trace/render.h"

namespace ts::stack {

void registerRuleset()
{
    registerClauses();
    registerKinds();
    registerStateCodec();
    ts::registerRuleset(std::make_unique<StackRuleset>());
}

std::shared_ptr<const Scenario> StackRuleset::parseScenario(const nlohmann::json& doc, const std::string& file) const
{
    return std::make_shared<const StackScenario>(parseStackScenario(doc, file));
}

std::unique_ptr<Game> StackRuleset::newGame(const Scenario& scenario, std::uint64_t seed) const
{
    const auto& s = dynamic_cast<const StackScenario&>(scenario);
    return std::make_unique<StackGame>(sharedScenario(s), seed);
}

std::vector<std::string> StackRuleset::entityNames(const Scenario& scenario) const
{
    return dynamic_cast<const StackScenario&>(scenario).entityNames;
}

std::string StackRuleset::fieldName(FieldId field) const { return fieldNameOf(field); }

std::string StackRuleset::answerText(const Answer& a, const RenderContext& ctx) const
{
    switch (static_cast<AnswerKind>(a.kind)) {
    case AnswerKind::Act:
        return "take " + (a.a > 0 ? ctx.entity(static_cast<EntityId>(a.a)) : std::string("?")) +
            (a.target != kNoEntity ? " (granted by " + ctx.entity(a.target) + ")" : std::string());
    case AnswerKind::Pass: return "pass";
    case AnswerKind::Pay: return "pay with " + ctx.entity(a.target);
    case AnswerKind::Target:
        return a.target != kNoEntity ? "target " + ctx.entity(a.target)
                                     : "target the action at stage position " + std::to_string(a.a);
    case AnswerKind::Order:
        // In 64 bits: an edited trace's answer may hold INT32_MAX (a.a + 1 overflowed, UBSan).
        return "their triggered action #" + std::to_string(std::int64_t{a.a} + 1) + " (in trigger order) next";
    }
    return "answer #" + std::to_string(a.kind);
}

std::string StackRuleset::outcomeText(std::int32_t outcome) const
{
    switch (static_cast<Outcome>(outcome)) {
    case Outcome::Win: return "a player won (win check)";
    case Outcome::Draw: return "a draw (win check)";
    case Outcome::TurnLimit: return "the turn limit is reached";
    case Outcome::ActionLimit: return "the action limit is reached";
    case Outcome::Stalled: return "stalled: the chance holder must act and has no legal action";
    case Outcome::TriggerLimit: return "the trigger limit is reached";
    case Outcome::StageLimit: return "the stage limit is reached";
    case Outcome::None: break;
    }
    return "outcome " + std::to_string(outcome);
}

// One answer ({"do": "act" | "pass" | "pay" | "target" | "order", ...}); the compound act
// lines of scripts (with "target" and "pay") are for scripts only.
Answer StackRuleset::answerFromJson(const nlohmann::json& j, const Scenario& scenario, const std::string& file,
                                    const std::string& path) const
{
    const auto& s = dynamic_cast<const StackScenario&>(scenario);
    return Parser(file, s).answers(j, path, false).front();
}

nlohmann::json StackRuleset::answerToJson(const Answer& a, const Scenario& scenario) const
{
    const auto& s = dynamic_cast<const StackScenario&>(scenario);
    const auto name = [&](EntityId e) { return e < s.entityNames.size() ? s.entityNames[e] : std::string("?"); };
    switch (static_cast<AnswerKind>(a.kind)) {
    case AnswerKind::Act: {
        nlohmann::json j{{"do", "act"}, {"action", name(static_cast<EntityId>(a.a))}};
        if (a.target != kNoEntity)
            j["source"] = name(a.target);
        return j;
    }
    case AnswerKind::Pass: return {{"do", "pass"}};
    case AnswerKind::Pay: return {{"do", "pay"}, {"component", name(a.target)}};
    case AnswerKind::Target:
        if (a.target == kNoEntity)
            return {{"do", "target"}, {"stage", a.a}};
        return {{"do", "target"}, {s.playerOf(a.target) >= 0 ? "player" : "component", name(a.target)}};
    case AnswerKind::Order: return {{"do", "order"}, {"index", a.a}};
    }
    throw std::invalid_argument("answerToJson: unknown stack answer kind " + std::to_string(a.kind));
}

Periods StackRuleset::periods() const { return {"stack.turn-begin", "", "turn", "", "T"}; }

std::string StackRuleset::report(Session& session, int maxPeriods) const { return turnsReport(session, maxPeriods); }

}  // namespace ts::stack
