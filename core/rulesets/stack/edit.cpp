// "What if?" (kernel/edit.h): the counters of players and components are the fields a user
// may set, within the values a scenario may give them ($.players[].counters).
#include "game.h"
#include "ruleset.h"
#include "scenario.h"

namespace ts::stack {

std::vector<EditableField> StackRuleset::editableFields(const Scenario& scenario) const
{
    const auto& s = dynamic_cast<const StackScenario&>(scenario);
    std::vector<EditableField> out;
    for (std::size_t k = 0; k < s.counters.size(); ++k) {
        const auto f = static_cast<FieldId>(static_cast<FieldId>(Field::CounterBase) + k);
        out.push_back({f, fieldName(f), kCounterMin, kCounterMax, {}});
    }
    return out;
}

EditOutcome StackRuleset::applyEdit(Game& game, const Edit& edit) const
{
    auto& g = dynamic_cast<StackGame&>(game);
    const StackScenario& s = g.scenario();
    std::optional<std::int32_t> old;
    const auto k =
        static_cast<std::int32_t>(edit.field) - static_cast<std::int32_t>(static_cast<FieldId>(Field::CounterBase));
    if (k >= 0 && k < static_cast<std::int32_t>(s.counters.size())) {
        if (const std::int32_t p = s.playerOf(edit.entity); p >= 0)
            old = g.state().players[static_cast<std::size_t>(p)].counters[static_cast<std::size_t>(k)];
        else if (const std::int32_t c = s.componentOf(edit.entity); c >= 0)
            old = g.componentCounter(c, k);
    }
    const std::string name = edit.entity < s.entityNames.size() ? s.entityNames[edit.entity] : "that entity";
    return applyFieldEdit(game, edit, editableFields(s), old, name);
}

}  // namespace ts::stack
