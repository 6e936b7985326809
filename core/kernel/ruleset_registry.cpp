#include "ruleset_registry.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace ts {

namespace {
std::vector<std::unique_ptr<const Ruleset>>& registered()
{
    static std::vector<std::unique_ptr<const Ruleset>> all;
    return all;
}

std::vector<const Ruleset*> rulesets()
{
    std::vector<const Ruleset*> out;
    for (const auto& r : registered())
        out.push_back(r.get());
    return out;
}

std::string lineColumn(const std::string& text, std::size_t byte)
{
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return std::to_string(line) + ":" + std::to_string(col);
}
}  // namespace

void registerRuleset(std::unique_ptr<const Ruleset> ruleset)
{
    if (!ruleset || findRuleset(ruleset->id()))
        throw std::logic_error("ruleset registered twice or null");
    registered().push_back(std::move(ruleset));
}

const Ruleset* findRuleset(std::string_view id)
{
    for (const auto& r : registered())
        if (r->id() == id)
            return r.get();
    return nullptr;
}

std::vector<const Ruleset*> allRulesets() { return rulesets(); }

LoadedScenario loadScenarioFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw ScenarioError(path, "", "cannot open the file");
    std::ostringstream ss;
    ss << in.rdbuf();
    return parseScenarioText(ss.str(), path);
}

LoadedScenario parseScenarioText(const std::string& text, const std::string& file)
{
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        // nlohmann's message starts with "[json.exception.parse_error.101] parse error at line ..."
        std::string what = e.what();
        const auto colon = what.find("parse error");
        throw ScenarioError(file, lineColumn(text, e.byte == 0 ? 0 : e.byte - 1),
                            "JSON syntax error: " + (colon == std::string::npos ? what : what.substr(colon)));
    }
    return parseScenarioJson(doc, file);
}

LoadedScenario parseScenarioJson(const nlohmann::json& doc, const std::string& file)
{
    if (!doc.is_object())
        throw ScenarioError(file, "$", "a scenario is a JSON object");
    const auto it = doc.find("ruleset");
    if (it == doc.end())
        throw ScenarioError(file, "$", "missing \"ruleset\"");
    if (!it->is_string())
        throw ScenarioError(file, "$.ruleset", "expected a string");
    const Ruleset* ruleset = findRuleset(it->get<std::string>());
    if (!ruleset) {
        std::string known;
        if (registered().empty())
            known = "none: the program did not register its rulesets";
        for (const Ruleset* r : rulesets())
            known += (known.empty() ? "" : ", ") + std::string(r->id());
        throw ScenarioError(file, "$.ruleset", "unknown ruleset \"" + it->get<std::string>() + "\" (known: " + known + ")");
    }
    return {ruleset, ruleset->parseScenario(doc, file)};
}

}  // namespace ts
