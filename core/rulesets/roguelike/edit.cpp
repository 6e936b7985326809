// "What if?" (kernel/edit.h): a living unit's (an actor's) hp is the field a user may set,
// with the values a scenario may give it ($.units[].hp, $.actors[].hp: 1 to 10^9), in both
// schedulers' games. A dead unit stays dead: setting its hp would not bring it back.
#include "energy_game.h"
#include "game.h"
#include "kinds.h"
#include "ruleset.h"

namespace ts::roguelike {

namespace {
constexpr std::int32_t kMaxHp = 1000000000;  // the scenario readers' kMaxStat
}  // namespace

// The same in both schedulers' games, whatever the scenario.
std::vector<EditableField> RoguelikeRuleset::editableFields(const Scenario&) const { return hpField(); }

std::vector<EditableField> RoguelikeRuleset::hpField() const
{
    return {{field(Field::Hp), fieldName(field(Field::Hp)), 1, kMaxHp, {}}};
}

EditOutcome RoguelikeRuleset::applyEdit(Game& game, const Edit& edit) const
{
    std::optional<std::int32_t> old;
    bool alive = true;
    std::string name = "that entity";
    if (const auto* e = dynamic_cast<const EnergyGame*>(&game)) {
        if (edit.entity != kNoEntity && edit.entity <= e->state().actors.size()) {
            const EnergyActor& a = e->actor(edit.entity);
            name = e->scenario().actors[edit.entity - 1].name;
            alive = a.alive;
            if (edit.field == field(Field::Hp))
                old = a.hp;
        }
    } else {
        const auto& g = dynamic_cast<const RoguelikeGame&>(game);
        if (edit.entity != kNoEntity && edit.entity <= g.state().units.size()) {
            const Unit& u = g.state().units[edit.entity - 1];
            name = g.scenario().units[edit.entity - 1].name;
            alive = u.alive;
            if (edit.field == field(Field::Hp))
                old = u.hp;
        }
    }
    if (old && !alive)
        return {name + " is dead: its hp cannot be set", 0};
    return applyFieldEdit(game, edit, hpField(), old, name);
}

}  // namespace ts::roguelike
