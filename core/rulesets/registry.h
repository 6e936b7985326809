#pragma once
// Every ruleset of this build, and scenario files → the right ruleset.
#include "kernel/ruleset.h"

#include <string>
#include <string_view>
#include <vector>

namespace ts {

const Ruleset* findRuleset(std::string_view id);
std::vector<const Ruleset*> allRulesets();

struct LoadedScenario {
    const Ruleset* ruleset = nullptr;
    std::shared_ptr<const Scenario> scenario;
};

// Reads and validates a scenario; throws ScenarioError naming the file and the place
// (line:column for a JSON syntax error, a number out of range or nesting deeper than
// kMaxJsonDepth; the JSON path for a bad value or a repeated key), and FileError when the
// file cannot be read (missing, unreadable, a directory, not a regular file). A scenario
// larger than kMaxScenarioBytes (16 MiB) is a ScenarioError.
LoadedScenario loadScenarioFile(const std::string& path);
LoadedScenario parseScenarioText(const std::string& text, const std::string& file);
LoadedScenario parseScenarioJson(const nlohmann::json& doc, const std::string& file);

}  // namespace ts
