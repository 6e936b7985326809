// "Who changed this?" from the inspector: an energy game shows the World's alternative chain
// under "chain" with keys of its own: its "slots" as the rules write them, and "steps" (the
// first "length" slots, readable). The rest is the
// kernel's mapping (units and doors named by "name", fields by the keys below them).
#include "ruleset.h"

#include <nlohmann/json.hpp>

namespace ts::roguelike {

namespace {

// The World's traced field behind a value of "/chain", or "" for none.
std::string chainFieldName(const std::vector<std::string>& t)
{
    if (t.size() == 2 && t[1] == "actor")
        return "chainActor";
    if (t.size() == 2 && t[1] == "length")
        return "chainLength";
    // "slots" show each traced field as one value; of the readable "steps" (flags and
    // action decoded) only the target is one field's whole value.
    if (t.size() != 4 || (t[1] != "steps" && t[1] != "slots"))
        return {};
    const std::string step = "chain[" + t[2] + "].";
    if (t[3] == "target" || (t[1] == "slots" && (t[3] == "action" || t[3] == "result")))
        return step + t[3];
    return {};
}

}  // namespace

std::optional<FieldRef> RoguelikeRuleset::fieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                                           const StateFieldLookup& lookup) const
{
    const std::vector<std::string> t = jsonPointerTokens(pointer);
    if (!t.empty() && t[0] == "chain") {
        const std::string name = chainFieldName(t);
        return name.empty() ? std::nullopt : lookup.soleWriter(name);
    }
    return defaultFieldAtStatePath(state, pointer, lookup);
}

}  // namespace ts::roguelike
