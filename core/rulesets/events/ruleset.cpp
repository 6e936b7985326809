#include "ruleset.h"

#include "clauses.h"
#include "game.h"
#include "kinds.h"
#include "register.h"
#include "report.h"
#include "scenario_parser.h"

#include "kernel/ruleset_registry.h"
#include "kernel/trace/render.h"

#include <algorithm>

namespace ts::events {

void registerRuleset()
{
    registerClauses();
    registerKinds();
    registerStateCodec();
    ts::registerRuleset(std::make_unique<EventsRuleset>());
}

std::shared_ptr<const Scenario> EventsRuleset::parseScenario(const nlohmann::json& doc, const std::string& file) const
{
    return std::make_shared<const EventsScenario>(parseEventsScenario(doc, file));
}

std::unique_ptr<Game> EventsRuleset::newGame(const Scenario& scenario, std::uint64_t seed) const
{
    const auto& s = dynamic_cast<const EventsScenario&>(scenario);
    return std::make_unique<EventsGame>(sharedScenario(s), seed);
}

std::vector<std::string> EventsRuleset::entityNames(const Scenario& scenario) const
{
    return dynamic_cast<const EventsScenario&>(scenario).entityNames;
}

std::string EventsRuleset::fieldName(FieldId field) const { return fieldNameOf(field); }

namespace {
// The name of definition `index` among the trace's "<prefix>:<id>" entities.
std::string definition(const RenderContext& ctx, std::string_view prefix, std::int32_t index)
{
    const auto& names = ctx.trace().entityNames;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i].size() > prefix.size() && names[i].compare(0, prefix.size(), prefix) == 0) {
            const std::size_t at = i + static_cast<std::size_t>(std::max(0, index));
            if (index >= 0 && at < names.size() && names[at].compare(0, prefix.size(), prefix) == 0)
                return names[at].substr(prefix.size());
            break;
        }
    // A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
    // falsely on the literal (-Wrestrict, GCC PR105329).
    return '#' + std::to_string(index);
}
}  // namespace

std::string EventsRuleset::answerText(const Answer& a, const RenderContext& ctx) const
{
    switch (static_cast<AnswerKind>(a.kind)) {
    case AnswerKind::Choose: return "choose " + definition(ctx, "character:", a.a);
    case AnswerKind::Reroll: {
        std::string els;
        for (int e = 0; e < kDiceSlots; ++e)
            if (a.a & (1 << e))
                els += (els.empty() ? "" : ", ") + std::string(elementName(e));
        return els.empty() ? "keep the dice" : "reroll " + els;
    }
    case AnswerKind::SwitchHand: {
        std::string cards;
        for (int i = 0; i < kHandLimit; ++i)
            if (a.a & (1 << i))
                cards += (cards.empty() ? "" : ", ") + std::to_string(i);
        return cards.empty() ? "keep the hand" : "return hand cards " + cards + " and draw again";
    }
    case AnswerKind::Skill: return "use " + definition(ctx, "skill:", a.a);
    case AnswerKind::Card: {
        std::string text = "play " + definition(ctx, "card:", a.a);
        if (a.b >= kReplaceBase)
            text += " replacing support " + std::to_string(a.b - kReplaceBase);
        else if (a.b >= 0)
            text += " on " + definition(ctx, "character:", a.b);
        return text;
    }
    case AnswerKind::Switch: return "switch to " + definition(ctx, "character:", a.a);
    case AnswerKind::End: return "end the round";
    case AnswerKind::Count_: break;
    }
    return "answer #" + std::to_string(a.kind);
}

std::string EventsRuleset::outcomeText(std::int32_t outcome) const
{
    switch (static_cast<Outcome>(outcome)) {
    case Outcome::Defeated: return "every character of a player is defeated";
    case Outcome::RoundLimit: return "the round limit is reached (a draw)";
    case Outcome::EventLimit: return "an event tree outgrew the event limit";
    case Outcome::None: break;
    }
    return "outcome " + std::to_string(outcome);
}

Answer EventsRuleset::answerFromJson(const nlohmann::json& j, const Scenario& scenario, const std::string& file,
                                     const std::string& path) const
{
    return parseAnswer(Reader(file), dynamic_cast<const EventsScenario&>(scenario), j, path);
}

nlohmann::json EventsRuleset::answerToJson(const Answer& a, const Scenario& scenario) const
{
    return answerJson(dynamic_cast<const EventsScenario&>(scenario), a);
}

Periods EventsRuleset::periods() const
{
    return {"events.round-begin", "events.instruction", "round", "instruction", "R"};
}

std::string EventsRuleset::report(Session& session, int maxPeriods) const { return roundsReport(session, maxPeriods); }

}  // namespace ts::events
