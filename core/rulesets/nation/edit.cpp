// "What if?" (kernel/edit.h): a nation's power and a unit's hp and attack are the fields a
// user may set, with the values a scenario may give them ($.nations[].power,
// $.nations[].units[].hp from 0 to its maxHp, .attack).
#include "game.h"
#include "rational.h"
#include "ruleset.h"
#include "scenario.h"

namespace ts::nation {

std::vector<EditableField> NationRuleset::editableFields(const Scenario&) const
{
    constexpr auto kMax = static_cast<std::int32_t>(kQuantityMax);
    std::vector<EditableField> out;
    for (const Field f : {Field::Power, Field::Hp, Field::Attack})
        out.push_back({static_cast<FieldId>(f), fieldName(static_cast<FieldId>(f)), 0, kMax, {}});
    return out;
}

EditOutcome NationRuleset::applyEdit(Game& game, const Edit& edit) const
{
    auto& g = dynamic_cast<NationGame&>(game);
    const NationScenario& s = g.scenario();
    const GameState& st = g.state();
    const std::string name = edit.entity < s.entityNames.size() ? s.entityNames[edit.entity] : "that entity";
    std::optional<std::int32_t> old;
    const auto field = static_cast<Field>(edit.field);
    if (edit.entity >= 2 && edit.entity < 2 + st.nations.size()) {
        if (field == Field::Power)
            old = st.nations[edit.entity - 2].power;
    } else if (edit.entity < s.unitOf.size() && s.unitOf[edit.entity].first >= 0) {
        const auto [n, u] = s.unitOf[edit.entity];
        const UnitState& unit = st.nations[static_cast<std::size_t>(n)].units[static_cast<std::size_t>(u)];
        if (field == Field::Hp && edit.value > unit.maxHp)
            return {"the value of " + name + ".hp is a whole number from 0 to its maxHp, " +
                        std::to_string(unit.maxHp) + "; " + std::to_string(edit.value) + " is not",
                    0};
        if (field == Field::Hp)
            old = unit.hp;
        else if (field == Field::Attack)
            old = unit.attack;
    }
    return applyFieldEdit(game, edit, editableFields(s), old, name);
}

}  // namespace ts::nation
