#include "ruleset.h"

#include "clauses.h"
#include "game.h"
#include "json_read.h"
#include "kinds.h"
#include "register.h"
#include "report.h"

#include "kernel/ruleset_registry.h"
#include "kernel/trace/render.h"

namespace ts::nation {

void registerRuleset()
{
    registerClauses();
    registerKinds();
    registerStateCodec();
    ts::registerRuleset(std::make_unique<NationRuleset>());
}

std::shared_ptr<const Scenario> NationRuleset::parseScenario(const nlohmann::json& doc, const std::string& file) const
{
    return std::make_shared<const NationScenario>(parseNationScenario(doc, file));
}

std::unique_ptr<Game> NationRuleset::newGame(const Scenario& scenario, std::uint64_t seed) const
{
    const auto& s = dynamic_cast<const NationScenario&>(scenario);
    return std::make_unique<NationGame>(sharedScenario(s), seed);
}

std::vector<std::string> NationRuleset::entityNames(const Scenario& scenario) const
{
    return dynamic_cast<const NationScenario&>(scenario).entityNames;
}

std::string NationRuleset::fieldName(FieldId field) const { return fieldNameOf(field); }

std::string NationRuleset::answerText(const Answer& a, const RenderContext& ctx) const
{
    switch (static_cast<AnswerKind>(a.kind)) {
    case AnswerKind::Domestic: return "domestic command #" + std::to_string(a.a);
    case AnswerKind::Battle: return "battle against " + ctx.entity(a.target);
    case AnswerKind::Action: return "action command #" + std::to_string(a.a);
    case AnswerKind::EndTurn: return "end the turn";
    }
    return "answer #" + std::to_string(a.kind);
}

std::string NationRuleset::outcomeText(std::int32_t outcome) const
{
    switch (static_cast<Outcome>(outcome)) {
    case Outcome::RoundLimit: return "the round limit is reached";
    case Outcome::LastNation: return "only one nation is left standing";
    case Outcome::DecisivePower: return "a nation reached the decisive power";
    case Outcome::None: break;
    }
    return "outcome " + std::to_string(outcome);
}

// {"do": "domestic", "nation": "A", "index": 0} | {"do": "battle", "target": "B"} |
// {"do": "action", "index": 1} | {"do": "end-turn"}: indices into the deciding nation's
// domestic / action command arrays.
Answer NationRuleset::answerFromJson(const nlohmann::json& j, const Scenario& scenario, const std::string& file,
                                     const std::string& path) const
{
    const auto& s = dynamic_cast<const NationScenario&>(scenario);
    const JsonReader r(file);
    r.expectObject(j, path);
    r.checkKeys(j, {"do", "index", "target"}, path);
    const std::string what = r.string(r.required(j, "do", path), child(path, "do"));
    Answer a;
    if (what == "domestic" || what == "action") {
        a.kind = static_cast<std::uint16_t>(what == "domestic" ? AnswerKind::Domestic : AnswerKind::Action);
        a.a = r.integer(r.required(j, "index", path), 0, 100000, child(path, "index"));
    } else if (what == "battle") {
        a.kind = static_cast<std::uint16_t>(AnswerKind::Battle);
        const std::string name = r.string(r.required(j, "target", path), child(path, "target"));
        for (std::size_t n = 0; n < s.nations.size(); ++n)
            if (s.nations[n].name == name)
                a.target = static_cast<EntityId>(2 + n);
        if (a.target == kNoEntity)
            r.fail(child(path, "target"), "unknown nation " + JsonReader::quoted(name));
    } else if (what == "end-turn") {
        a.kind = static_cast<std::uint16_t>(AnswerKind::EndTurn);
    } else {
        r.fail(child(path, "do"),
               "unknown answer " + JsonReader::quoted(what) + " (expected domestic, battle, action or end-turn)");
    }
    return a;
}

nlohmann::json NationRuleset::answerToJson(const Answer& a, const Scenario& scenario) const
{
    const auto& s = dynamic_cast<const NationScenario&>(scenario);
    switch (static_cast<AnswerKind>(a.kind)) {
    case AnswerKind::Domestic: return {{"do", "domestic"}, {"index", a.a}};
    case AnswerKind::Action: return {{"do", "action"}, {"index", a.a}};
    case AnswerKind::Battle:
        return {{"do", "battle"},
                {"target", a.target >= 2 && a.target < 2 + s.nations.size() ? s.nations[a.target - 2].name : "?"}};
    case AnswerKind::EndTurn: return {{"do", "end-turn"}};
    }
    throw std::invalid_argument("answerToJson: unknown nation answer kind " + std::to_string(a.kind));
}

Periods NationRuleset::periods() const { return {"nation.round-begin", "nation.turn-begin", "round", "turn", "R"}; }

std::string NationRuleset::report(Session& session, int maxPeriods) const { return roundsReport(session, maxPeriods); }

}  // namespace ts::nation
