// "Who changed this?" from the inspector: the stack state document shows a player's or a
// component's counters by name ("counters": {"rank": 2}), traced by index ("counters[0]",
// the index in the scenario's "counters", which the document lists as "counterNames"). The
// rest is the kernel's mapping (players and components named by "name").
#include "ruleset.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ts::stack {

std::optional<FieldRef> StackRuleset::fieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                                       const StateFieldLookup& lookup) const
{
    const std::vector<std::string> t = jsonPointerTokens(pointer);
    if (t.size() == 4 && (t[0] == "players" || t[0] == "components") && t[2] == "counters") {
        const nlohmann::json* names = state.contains("counterNames") ? &state["counterNames"] : nullptr;
        if (!names || !names->is_array())
            return std::nullopt;
        const auto k = std::find(names->begin(), names->end(), t[3]);
        const nlohmann::json::json_pointer owner("/" + t[0] + "/" + t[1] + "/name");
        if (k == names->end() || !state.contains(owner) || !state[owner].is_string())
            return std::nullopt;
        const auto entity = lookup.entity(state[owner].get_ref<const std::string&>());
        const auto field =
            entity ? lookup.field(*entity, "counters[" + std::to_string(k - names->begin()) + "]") : std::nullopt;
        return field ? std::optional<FieldRef>(FieldRef{*entity, *field}) : std::nullopt;
    }
    return defaultFieldAtStatePath(state, pointer, lookup);
}

}  // namespace ts::stack
