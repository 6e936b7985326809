#include "kernel/io/json_file_kind.h"

#include "kernel/io/json_parse.h"
#include "kernel/scenario.h"

namespace ts {

namespace {
constexpr const char* kNeither =
    "neither a scenario nor a lesson: a scenario is a JSON object naming its \"ruleset\" "
    "(docs/formats.md), a lesson one with the \"scenario\" it plays and its \"stops\" (docs/lessons.md)";
}  // namespace

JsonFileKind jsonFileKind(const nlohmann::json& doc, const std::string& file)
{
    if (!doc.is_object())
        throw ScenarioError(file, "$", kNeither);
    if (doc.contains("stops") || doc.contains("scenario"))
        return JsonFileKind::Lesson;
    if (doc.contains("ruleset"))
        return JsonFileKind::Scenario;
    throw ScenarioError(file, "$", kNeither);
}

JsonFileKind jsonFileKindOfText(std::string_view text, const std::string& file)
{
    return jsonFileKind(parseJsonText(text, file), file);
}

}  // namespace ts
