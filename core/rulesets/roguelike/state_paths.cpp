// "Who changed this?" from the inspector: an energy game shows the World's alternative chain
// under "chain" with keys of its own (a step's result as three flags; "steps" the first
// "length" of the "slots"). The rest is the
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
    if (t.size() < 4 || (t[1] != "steps" && t[1] != "slots"))
        return {};
    const std::string step = "chain[" + t[2] + "].";
    if (t[3] == "action")  // the action and every key below it
        return step + "action";
    if (t.size() == 4 && t[3] == "target")
        return step + "target";
    if (t.size() == 4 && (t[3] == "succeeded" || t[3] == "done" || t[3] == "alternative"))
        return step + "result";
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
