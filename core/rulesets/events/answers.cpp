// Instructions as JSON: scenario scripts, `--decisions`, the GUI (docs/rulesets/events.md,
// "Answers"). Names are the scenario's definition ids, so a line means the same whatever
// the state; whether it is legal is decided when it is used.
#include "scenario_parser.h"
#include "state.h"

namespace ts::events {

namespace {

using nlohmann::json;

template <class Def>
std::int32_t findId(const Reader& r, const std::vector<Def>& defs, const json& j, const char* what,
                    const std::string& path)
{
    const std::string id = r.string(j, path);
    for (std::size_t i = 0; i < defs.size(); ++i)
        if (defs[i].id == id)
            return static_cast<std::int32_t>(i);
    r.fail(path, std::string("unknown ") + what + " " + jsonQuoted(id));
}

template <class Def>
json idOf(const std::vector<Def>& defs, std::int32_t i)
{
    return i >= 0 && static_cast<std::size_t>(i) < defs.size() ? json(defs[static_cast<std::size_t>(i)].id)
                                                               : json(nullptr);
}

}  // namespace

Answer parseAnswer(const Reader& r, const EventsScenario& s, const json& j, const std::string& path)
{
    r.object(j, path);
    const std::string what = r.string(r.required(j, "do", path), child(path, "do"));
    Answer a;
    if (what == "choose" || what == "switch") {
        r.keys(j, {"do", "character"}, path);
        a.kind = static_cast<std::uint16_t>(what == "choose" ? AnswerKind::Choose : AnswerKind::Switch);
        a.a = findId(r, s.characters, r.required(j, "character", path), "character", child(path, "character"));
    } else if (what == "reroll") {
        r.keys(j, {"do", "elements"}, path);
        const json& list = r.required(j, "elements", path);
        r.array(list, child(path, "elements"), kDiceSlots);
        a.kind = static_cast<std::uint16_t>(AnswerKind::Reroll);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string ep = at(child(path, "elements"), i);
            const std::string name = r.string(list[i], ep);
            const std::int32_t e = elementFromName(name);
            if (e < 0 || e >= kDiceSlots || name == "physical" || name == "empty")
                r.fail(ep, "unknown die " + jsonQuoted(name));
            a.a |= 1 << e;
        }
    } else if (what == "switch-hand") {
        r.keys(j, {"do", "cards"}, path);
        const json& list = r.required(j, "cards", path);
        r.array(list, child(path, "cards"), kHandLimit);
        a.kind = static_cast<std::uint16_t>(AnswerKind::SwitchHand);
        for (std::size_t i = 0; i < list.size(); ++i)
            a.a |= 1 << r.integer(list[i], 0, kHandLimit - 1, at(child(path, "cards"), i));
    } else if (what == "skill") {
        r.keys(j, {"do", "skill"}, path);
        a.kind = static_cast<std::uint16_t>(AnswerKind::Skill);
        a.a = findId(r, s.skills, r.required(j, "skill", path), "skill", child(path, "skill"));
    } else if (what == "card") {
        r.keys(j, {"do", "card", "character", "replace"}, path);
        a.kind = static_cast<std::uint16_t>(AnswerKind::Card);
        a.a = findId(r, s.cards, r.required(j, "card", path), "card", child(path, "card"));
        a.b = -1;
        if (const json* c = Reader::optional(j, "character"))
            a.b = findId(r, s.characters, *c, "character", child(path, "character"));
        if (const json* rep = Reader::optional(j, "replace")) {
            if (a.b >= 0)
                r.fail(child(path, "replace"), "a card is played on a character or replaces a support, not both");
            a.b = kReplaceBase + r.integer(*rep, 0, kSupportLimit - 1, child(path, "replace"));
        }
    } else if (what == "end") {
        r.keys(j, {"do"}, path);
        a.kind = static_cast<std::uint16_t>(AnswerKind::End);
    } else {
        r.fail(child(path, "do"),
               "unknown instruction " + jsonQuoted(what) +
                   " (expected choose, reroll, switch-hand, skill, card, switch or end)");
    }
    return a;
}

json answerJson(const EventsScenario& s, const Answer& a)
{
    auto elements = [](std::int32_t mask) {
        json list = json::array();
        for (int e = 0; e < kDiceSlots; ++e)
            if (mask & (1 << e))
                list.push_back(std::string(elementName(e)));
        return list;
    };
    switch (static_cast<AnswerKind>(a.kind)) {
    case AnswerKind::Choose: return {{"do", "choose"}, {"character", idOf(s.characters, a.a)}};
    case AnswerKind::Switch: return {{"do", "switch"}, {"character", idOf(s.characters, a.a)}};
    case AnswerKind::Reroll: return {{"do", "reroll"}, {"elements", elements(a.a)}};
    case AnswerKind::SwitchHand: {
        json cards = json::array();
        for (int i = 0; i < kHandLimit; ++i)
            if (a.a & (1 << i))
                cards.push_back(i);
        return {{"do", "switch-hand"}, {"cards", cards}};
    }
    case AnswerKind::Skill: return {{"do", "skill"}, {"skill", idOf(s.skills, a.a)}};
    case AnswerKind::Card: {
        json j{{"do", "card"}, {"card", idOf(s.cards, a.a)}};
        if (a.b >= kReplaceBase)
            j["replace"] = a.b - kReplaceBase;
        else if (a.b >= 0)
            j["character"] = idOf(s.characters, a.b);
        return j;
    }
    case AnswerKind::End: return {{"do", "end"}};
    case AnswerKind::Count_: break;
    }
    throw std::invalid_argument("answerJson: unknown events answer kind " + std::to_string(a.kind));
}

}  // namespace ts::events
