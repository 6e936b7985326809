#pragma once
// Which of Turnscope's JSON documents a file holds, told from its root keys, so that a lesson
// opens as a lesson however it comes in (the command line, a drop, File → Open, a double-click
// on the desktop) and is not read as a scenario with an unknown key "scenario". The kernel
// knows the two formats only by their root: a scenario names its "ruleset" and nothing else
// is common to every ruleset's format (docs/formats.md); a lesson names the "scenario" it
// plays and has "stops" (docs/lessons.md), keys no scenario format has.
#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ts {

enum class JsonFileKind { Scenario, Lesson };

// Lesson when the root object has "stops" or "scenario" (one of them is enough: a lesson
// missing the other is then told so by the lesson reader), Scenario when it has "ruleset".
// Throws ScenarioError(file, "$", …) saying it is neither, and what each format needs, when
// the root is no object or has none of these keys.
JsonFileKind jsonFileKind(const nlohmann::json& doc, const std::string& file);

// The same from a file's text; throws what parseJsonText throws for text that is no JSON.
JsonFileKind jsonFileKindOfText(std::string_view text, const std::string& file);

}  // namespace ts
