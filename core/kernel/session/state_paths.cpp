#include "kernel/session/state_paths.h"

#include "kernel/ruleset.h"

#include <nlohmann/json.hpp>

namespace ts {

namespace {

std::string escaped(const std::string& key)
{
    std::string token;
    for (const char c : key)
        token += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return token;
}

void collect(const Ruleset& ruleset, const nlohmann::json& root, const nlohmann::json& j, const std::string& pointer,
             const StateFieldLookup& lookup, std::vector<TracedValue>& out)
{
    if (j.is_object()) {
        for (const auto& [key, value] : j.items())
            collect(ruleset, root, value, pointer + "/" + escaped(key), lookup, out);
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            collect(ruleset, root, j[i], pointer + "/" + std::to_string(i), lookup, out);
        if (const auto ref = ruleset.fieldAtStatePath(root, pointer, lookup))
            out.push_back({pointer, *ref});  // a list that shows its traced length
    } else if (const auto ref = ruleset.fieldAtStatePath(root, pointer, lookup)) {
        out.push_back({pointer, *ref});
    }
}

}  // namespace

std::vector<TracedValue> tracedValues(const Ruleset& ruleset, const nlohmann::json& state,
                                      const StateFieldLookup& lookup)
{
    std::vector<TracedValue> out;
    collect(ruleset, state, state, "", lookup, out);
    return out;
}

std::vector<std::string> statePathsOfField(const Ruleset& ruleset, const nlohmann::json& state, FieldRef field,
                                           const StateFieldLookup& lookup)
{
    std::vector<std::string> out;
    for (const TracedValue& v : tracedValues(ruleset, state, lookup))
        if (v.field.entity == field.entity && v.field.field == field.field)
            out.push_back(v.pointer);
    return out;
}

}  // namespace ts
