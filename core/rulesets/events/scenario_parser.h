#pragma once
// The scenario parser's parts (scenario.cpp: the document, definitions and players;
// scenario_effects.cpp: effects, targets, addresses, reactions and their filters;
// answers.cpp: instructions as JSON). Internal to the ruleset.
#include "json_read.h"
#include "scenario.h"

#include <map>
#include <string>

namespace ts::events {

// Where an effect list sits decides what it may do: a reaction may modify the event it
// heard and refer to it; a skill or a card only makes new events.
struct EffectContext {
    bool reaction = false;
    EvKind heard = EvKind::Phase;  // a reaction's event kind
};

class Parser {
public:
    explicit Parser(const std::string& file) : r_(file) {}
    EventsScenario parse(const nlohmann::json& doc);

    // Definitions by id (index and the path that defined it).
    using Index = std::map<std::string, std::pair<std::int32_t, std::string>>;
    const Reader& reader() const { return r_; }
    std::int32_t ref(const nlohmann::json& j, const Index& index, const char* what, const std::string& path) const;
    const Index& skills() const { return skills_; }
    const Index& characters() const { return characters_; }
    const Index& cards() const { return cards_; }
    const Index& buffs() const { return buffs_; }
    const Index& summons() const { return summons_; }

    // scenario_effects.cpp
    Effect effect(const nlohmann::json& j, const EffectContext& ctx, const std::string& path) const;
    void checkModifier(EffectKind kind, const EffectContext& ctx, const std::string& dp) const;
    int damageElement(const nlohmann::json& j, const std::string& path) const;
    int diceElement(const nlohmann::json& j, const std::string& path) const;
    void effectTarget(Effect& e, const nlohmann::json& j, const EffectContext& ctx, const std::string& path) const;
    std::vector<Effect> effects(const nlohmann::json* j, const EffectContext& ctx, const std::string& path) const;
    std::vector<Reaction> reactions(const nlohmann::json* j, const std::string& path) const;
    Address address(const nlohmann::json& j, const std::string& path) const;
    Cost cost(const nlohmann::json* j, const std::string& path) const;

private:
    void readIds(const nlohmann::json* list, const std::string& path, Index& ids, const char* what);
    void rules(const nlohmann::json& j, const std::string& path);
    void skill(const nlohmann::json& j, const std::string& path, SkillDef& d) const;
    void character(const nlohmann::json& j, const std::string& path, CharacterDef& d) const;
    void card(const nlohmann::json& j, const std::string& path, CardDef& d) const;
    void status(const nlohmann::json& j, const std::string& path, StatusDef& d) const;
    void player(const nlohmann::json& j, const std::string& path, PlayerSpec& p) const;
    // scenario_queue.cpp
    void queue(const nlohmann::json& j, const std::string& path);
    SeededEvent seeded(const nlohmann::json& j, const std::string& path) const;
    void checkStartingAddress(const Address& a, bool character, const std::string& path) const;
    CharacterSpec characterSpec(const nlohmann::json& j, const std::string& path) const;
    std::vector<std::int32_t> refs(const nlohmann::json* j, const Index& index, const char* what, std::size_t max,
                                   const std::string& path) const;
    void entities();

    Reader r_;
    EventsScenario s_;
    Index skills_, characters_, cards_, buffs_, summons_;
};

// answers.cpp: {"do": "skill", "skill": "Strike"} … (docs/rulesets/events.md, "Answers").
// Names are looked up among the scenario's definitions (state-independent).
Answer parseAnswer(const Reader& r, const EventsScenario& s, const nlohmann::json& j, const std::string& path);
nlohmann::json answerJson(const EventsScenario& s, const Answer& a);

}  // namespace ts::events
