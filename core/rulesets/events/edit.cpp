// "What if?" (kernel/edit.h): a character's hp is the field a user may set, as a scenario
// may ($.players[].characters[].hp: from 1 to the character's maxHp). A defeated
// character's hp stays 0: setting it would bring it back without the rules that do.
#include "game.h"
#include "ruleset.h"
#include "scenario.h"

namespace ts::events {

std::vector<EditableField> EventsRuleset::editableFields(const Scenario&) const
{
    const auto hp = static_cast<FieldId>(Field::Hp);
    return {{hp, fieldName(hp), 1, kMaxAmount, {}}};
}

EditOutcome EventsRuleset::applyEdit(Game& game, const Edit& edit) const
{
    auto& g = dynamic_cast<EventsGame&>(game);
    const EventsScenario& s = g.scenario();
    const std::string name = edit.entity < s.entityNames.size() ? s.entityNames[edit.entity] : "that entity";
    const std::int32_t k = static_cast<std::int32_t>(edit.entity) - s.firstCharacterEntity;
    std::optional<std::int32_t> old;
    if (edit.field == static_cast<FieldId>(Field::Hp) && k >= 0 && k < s.characterCount[0] + s.characterCount[1]) {
        const std::int32_t p = k < s.characterCount[0] ? 0 : 1;
        const CharacterState& c = g.state()
                                      .players[static_cast<std::size_t>(p)]
                                      .characters[static_cast<std::size_t>(p == 0 ? k : k - s.characterCount[0])];
        if (!c.alive)
            return {name + " is defeated: its hp cannot be set", 0};
        if (edit.value > c.maxHp)
            return {"the value of " + name + ".hp is a whole number from 1 to its maxHp, " + std::to_string(c.maxHp) +
                        "; " + std::to_string(edit.value) + " is not",
                    0};
        old = c.hp;
    }
    return applyFieldEdit(game, edit, editableFields(s), old, name);
}

}  // namespace ts::events
