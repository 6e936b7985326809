#pragma once
// The rulesets of this build, and scenario files → the right ruleset. The kernel names no
// ruleset: each registers itself here, through the one function that registers them all
// (core/rulesets/rulesets.h), which both executables and the tests call first.
#include "kernel/ruleset.h"

#include <string>
#include <string_view>
#include <vector>

namespace ts {

// Takes a ruleset for the rest of the process (its kinds and clauses are registered by
// the ruleset's own registration function before this). An id registered twice is a
// programming error.
void registerRuleset(std::unique_ptr<const Ruleset> ruleset);
const Ruleset* findRuleset(std::string_view id);
// In the order they were registered.
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
// The document of a scenario file, read and checked as loadScenarioFile does, not parsed by
// its ruleset yet (batch runs change it with --set first).
nlohmann::json readScenarioDocument(const std::string& path);
LoadedScenario parseScenarioText(const std::string& text, const std::string& file);
LoadedScenario parseScenarioJson(const nlohmann::json& doc, const std::string& file);

}  // namespace ts
