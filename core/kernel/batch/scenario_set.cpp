#include "kernel/batch/scenario_set.h"

#include "kernel/io/json_parse.h"

#include <cctype>
#include <variant>

namespace ts {

namespace {

using Step = std::variant<std::string, std::size_t>;  // an object key or an array index

[[noreturn]] void fail(const std::string& argument, const std::string& detail)
{
    throw ScenarioSetError("--set '" + argument + "': " + detail);
}

std::string pathText(const std::vector<Step>& steps, std::size_t count)
{
    std::string p = "$";
    // Appended piece by piece, not "." + string: GCC 12 -Wrestrict (PR105329).
    for (std::size_t i = 0; i < count; ++i) {
        if (const auto* key = std::get_if<std::string>(&steps[i]))
            p.append(".").append(*key);
        else
            p.append("[").append(std::to_string(std::get<std::size_t>(steps[i]))).append("]");
    }
    return p;
}

// "$.a[1].b" → {"a", 1, "b"}; errors name the character (1-based) in the argument.
std::vector<Step> parsePath(const std::string& argument, const std::string& path)
{
    std::vector<Step> steps;
    std::size_t i = path.starts_with('$') ? 1 : 0;
    const bool bare = i == 0;  // "a.b" for "$.a.b"
    auto at = [&](std::size_t k) { return "at character " + std::to_string(k + 1) + ": "; };
    while (i < path.size()) {
        if (path[i] == '[') {
            const std::size_t close = path.find(']', i);
            if (close == std::string::npos || close == i + 1)
                fail(argument, at(i) + "an index is written [N]");
            std::size_t index = 0;
            for (std::size_t k = i + 1; k < close; ++k) {
                if (!std::isdigit(static_cast<unsigned char>(path[k])) || index > 100000000)
                    fail(argument, at(k) + "an array index is a non-negative integer");
                index = index * 10 + static_cast<std::size_t>(path[k] - '0');
            }
            steps.emplace_back(index);
            i = close + 1;
            continue;
        }
        if (path[i] == '.')
            ++i;
        else if (!(bare && steps.empty()))
            fail(argument, at(i) + "expected '.KEY' or '[N]'");
        const std::size_t end = path.find_first_of(".[", i);
        const std::string key = path.substr(i, end == std::string::npos ? std::string::npos : end - i);
        if (key.empty())
            fail(argument, at(i) + "an empty key");
        steps.emplace_back(key);
        i = end == std::string::npos ? path.size() : end;
    }
    if (steps.empty())
        fail(argument, "the path names no value (write $.key or $.list[N].key)");
    return steps;
}

// Splits at the commas that are outside brackets, braces and strings.
std::vector<std::string> splitValues(const std::string& text)
{
    std::vector<std::string> parts{""};
    int depth = 0;
    bool quoted = false, escaped = false;
    for (const char c : text) {
        if (quoted) {
            escaped = !escaped && c == '\\';
            quoted = escaped || c != '"';
        } else if (c == '"') {
            quoted = true;
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        } else if (c == ',' && depth == 0) {
            parts.emplace_back();
            continue;
        }
        parts.back() += c;
    }
    return parts;
}

nlohmann::json parseValue(const std::string& argument, const std::string& text)
{
    if (text.empty())
        fail(argument, "an empty value (write \"\" for an empty string)");
    try {
        return parseJsonText(text, "--set");
    } catch (const std::exception& e) {
        // A bare word is a string; what opens JSON structure must be JSON.
        const char c = text.front();
        if (c == '[' || c == '{' || c == '"')
            fail(argument, "the value \"" + text + "\" is not valid JSON (" + e.what() + ")");
        return text;
    }
}

}  // namespace

ScenarioSet parseScenarioSet(const std::string& argument)
{
    const std::size_t eq = argument.find('=');
    if (eq == std::string::npos)
        fail(argument, "expected PATH=VALUE");
    ScenarioSet set;
    set.argument = argument;
    const std::vector<Step> steps = parsePath(argument, argument.substr(0, eq));
    set.path = pathText(steps, steps.size());
    for (const std::string& part : splitValues(argument.substr(eq + 1))) {
        set.values.push_back(parseValue(argument, part));
        set.texts.push_back(part);
    }
    return set;
}

void applyScenarioSet(nlohmann::json& doc, const ScenarioSet& set, std::size_t index)
{
    const nlohmann::json& value = set.values.at(index);
    const std::vector<Step> steps = parsePath(set.argument, set.path);
    nlohmann::json* node = &doc;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const bool last = i + 1 == steps.size();
        const std::string here = pathText(steps, i + 1);
        if (const auto* key = std::get_if<std::string>(&steps[i])) {
            if (!node->is_object())
                fail(set.argument,
                     pathText(steps, i) + " is " + node->type_name() + ", not an object: it has no key \"" + *key +
                         "\"");
            if (!last && !node->contains(*key))
                fail(set.argument, here + " does not exist");
            node = &(*node)[*key];
        } else {
            const std::size_t at = std::get<std::size_t>(steps[i]);
            if (!node->is_array())
                fail(set.argument, pathText(steps, i) + " is " + node->type_name() + ", not an array");
            if (at >= node->size())
                fail(set.argument,
                     here + " does not exist: " + pathText(steps, i) + " has " + std::to_string(node->size()) +
                         " elements");
            node = &(*node)[at];
        }
    }
    *node = node->is_string() && value.is_number() ? nlohmann::json(set.texts.at(index)) : value;
}

LoadedScenario parseScenarioWithChanges(nlohmann::json doc, const std::string& file,
                                        const std::vector<ScenarioChange>& changes)
{
    for (const ScenarioChange& c : changes)
        applyScenarioSet(doc, *c.set, c.index);
    try {
        return parseScenarioJson(doc, file);
    } catch (const ScenarioError& e) {
        for (const ScenarioChange& c : changes) {
            const std::string& p = c.set->path;
            if (e.path() == p || e.path().starts_with(p + ".") || e.path().starts_with(p + "["))
                throw ScenarioError(file, e.path(),
                                    e.message() + " (the value " + c.set->texts.at(c.index) + " given by --set '" +
                                        c.set->argument + "')");
        }
        throw;
    }
}

}  // namespace ts
