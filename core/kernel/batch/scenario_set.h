#pragma once
// `--set PATH=VALUE`: a change to a scenario document by JSON path before it is parsed, so a
// designer varies one value without editing the file (batch runs sweep it). PATH is
// "$.nations[1].belligerence" (the "$." may be left out), VALUE a JSON value, or a bare word
// taken as a string. "PATH=V1,V2,V3" (commas outside brackets and quotes) gives several
// values: a batch plays the seeds for each.
#include "kernel/ruleset_registry.h"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <vector>

namespace ts {

struct ScenarioSet {
    std::string argument;  // as typed: the messages quote it
    std::string path;  // normalized: "$.a[1].b"
    std::vector<nlohmann::json> values;
    std::vector<std::string> texts;  // each value as typed
};

// Thrown for a bad --set: what() names the argument and the place ("--set 'x': …").
class ScenarioSetError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

ScenarioSet parseScenarioSet(const std::string& argument);

// Sets value `index` of `set` at set.path in `doc`. Every step of the path but the last must
// exist (an object key, an array index below its size); the last may add a key to an
// object. A bare number replacing a string stays a string as typed: scenarios write exact
// decimals as strings ("1.2"), so `belligerence=1.2` means "1.2", never the double 1.2.
// Throws ScenarioSetError naming the argument and the first step that does not exist.
void applyScenarioSet(nlohmann::json& doc, const ScenarioSet& set, std::size_t index);

// Applies each change in order, then parses the document with its ruleset. A ScenarioError
// about a value a --set put there names that --set too.
struct ScenarioChange {
    const ScenarioSet* set = nullptr;
    std::size_t index = 0;  // which of its values
};
LoadedScenario parseScenarioWithChanges(nlohmann::json doc, const std::string& file,
                                        const std::vector<ScenarioChange>& changes);

}  // namespace ts
