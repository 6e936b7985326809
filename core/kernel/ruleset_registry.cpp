#include "kernel/ruleset_registry.h"

#include "kernel/io/file_io.h"
#include "kernel/io/json_parse.h"

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

LoadedScenario loadScenarioFile(const std::string& path) { return parseScenarioJson(readScenarioDocument(path), path); }

nlohmann::json readScenarioDocument(const std::string& path)
{
    const InputFile in = readInputFile(path, kMaxScenarioBytes);
    if (in.tooLarge)
        throw ScenarioError(path, "",
                            "the file is " + std::to_string(in.size) + " bytes; a scenario may be at most " +
                                std::to_string(kMaxScenarioBytes) + " bytes (16 MiB)");
    return parseJsonText(in.data, path);
}

LoadedScenario parseScenarioText(const std::string& text, const std::string& file)
{
    if (text.size() > kMaxScenarioBytes)
        throw ScenarioError(file, "",
                            "the scenario is " + std::to_string(text.size()) + " bytes; a scenario may be at most " +
                                std::to_string(kMaxScenarioBytes) + " bytes (16 MiB)");
    return parseScenarioJson(parseJsonText(text, file), file);
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
        throw ScenarioError(file, "$.ruleset",
                            "unknown ruleset \"" + it->get<std::string>() + "\" (known: " + known + ")");
    }
    return {ruleset, ruleset->parseScenario(doc, file)};
}

}  // namespace ts
