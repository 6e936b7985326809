// "Who changed this?" from the inspector: the nation state document shows the battle's
// traced fields under "battle", some under shorter keys than their traced names, and a
// held state's definition as its "id". The rest is the kernel's mapping (nations and units
// named by "name", fields by the keys below them).
#include "ruleset.h"

#include <nlohmann/json.hpp>

#include <map>

namespace ts::nation {

std::optional<FieldRef> NationRuleset::fieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                                        const StateFieldLookup& lookup) const
{
    const std::vector<std::string> t = jsonPointerTokens(pointer);
    // The battle context is the game's (world) entity's: documented keys -> traced names.
    static const std::map<std::string, std::string, std::less<>> battle{{"attacker", "attackerNation"},
                                                                        {"defender", "defenderNation"},
                                                                        {"currentAttackIndex", "attackIndex"},
                                                                        {"currentAttacker", "currentAttacker"},
                                                                        {"targetIndex", "targetIndex"},
                                                                        {"attackPowerDamage", "attackPowerDamage"},
                                                                        {"pendingPowerDamage", "pendingPowerDamage"}};
    if (t.size() == 2 && t[0] == "battle")
        if (const auto it = battle.find(t[1]); it != battle.end())
            return lookup.soleWriter(it->second);
    // A held state ("states": [{"id", "stacks", …}]) shows its definition as "id", traced as
    // "states[k].state" of the same holder as its "stacks".
    if (t.size() >= 4 && t.back() == "id" && t[t.size() - 3] == "states") {
        std::string holder;  // the pointer of the nation or unit holding the state
        for (std::size_t i = 0; i + 3 < t.size(); ++i)
            holder += "/" + t[i];
        const nlohmann::json::json_pointer name(holder + "/name");
        const auto entity = state.contains(name) && state[name].is_string()
            ? lookup.entity(state[name].get_ref<const std::string&>())
            : std::nullopt;
        const auto f = entity ? lookup.field(*entity, "states[" + t[t.size() - 2] + "].state") : std::nullopt;
        return f ? std::optional<FieldRef>(FieldRef{*entity, *f}) : std::nullopt;
    }
    return defaultFieldAtStatePath(state, pointer, lookup);
}

}  // namespace ts::nation
