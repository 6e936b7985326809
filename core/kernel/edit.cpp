#include "kernel/edit.h"

#include "kernel/game.h"
#include "kernel/ruleset.h"

#include <algorithm>
#include <charconv>

namespace ts {
namespace {

std::string allowed(const EditableField& f)
{
    if (f.valueNames.empty())
        return "a whole number from " + std::to_string(f.min) + " to " + std::to_string(f.max);
    std::string names;
    for (std::size_t i = 0; i < f.valueNames.size(); ++i)
        names += (i == 0 ? "" : ", ") + f.valueNames[i] + " (" + std::to_string(f.min + static_cast<int>(i)) + ")";
    return "one of " + names;
}

std::optional<std::int32_t> parseNumber(std::string_view text)
{
    std::int32_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return v;
}

}  // namespace

std::optional<std::string> checkEditValue(const EditableField& f, std::int32_t value)
{
    const std::int32_t max = f.valueNames.empty() ? f.max : f.min + static_cast<std::int32_t>(f.valueNames.size()) - 1;
    if (value >= f.min && value <= max)
        return std::nullopt;
    return "the value of " + f.name + " is " + allowed(f) + "; " + std::to_string(value) + " is not";
}

std::optional<Edit> parseEdit(std::string_view text, const Ruleset& ruleset, const Scenario& scenario,
                              const std::vector<std::string>& entityNames, std::string& error)
{
    const std::size_t eq = text.find('=');
    const std::size_t dot = eq == std::string_view::npos ? std::string_view::npos : text.rfind('.', eq);
    if (eq == std::string_view::npos || dot == std::string_view::npos || dot == 0 || dot + 1 == eq) {
        error = "\"" + std::string(text) + "\" is not ENTITY.FIELD=VALUE (e.g. North.power=300)";
        return std::nullopt;
    }
    const std::string_view entityName = text.substr(0, dot), fieldName = text.substr(dot + 1, eq - dot - 1),
                           valueText = text.substr(eq + 1);
    Edit edit;
    for (std::size_t i = 1; i < entityNames.size(); ++i)
        if (entityNames[i] == entityName)
            edit.entity = static_cast<EntityId>(i);
    if (edit.entity == kNoEntity) {
        error = "the game has no entity \"" + std::string(entityName) + "\"";
        return std::nullopt;
    }
    const std::vector<EditableField> fields = ruleset.editableFields(scenario);
    const EditableField* field = nullptr;
    std::string names;
    for (const auto& f : fields) {
        names += (names.empty() ? "" : ", ") + f.name;
        if (f.name == fieldName)
            field = &f;
    }
    if (!field) {
        error = "no editable field \"" + std::string(fieldName) + "\" in ruleset " + std::string(ruleset.id()) +
            (names.empty() ? " (it has no editable fields)" : " (editable fields: " + names + ")");
        return std::nullopt;
    }
    edit.field = field->field;
    std::optional<std::int32_t> value = parseNumber(valueText);
    for (std::size_t i = 0; !value && i < field->valueNames.size(); ++i)
        if (field->valueNames[i] == valueText)
            value = field->min + static_cast<std::int32_t>(i);
    if (!value) {
        error =
            "the value of " + field->name + " is " + allowed(*field) + "; \"" + std::string(valueText) + "\" is not";
        return std::nullopt;
    }
    if (auto why = checkEditValue(*field, *value)) {
        error = *why;
        return std::nullopt;
    }
    edit.value = *value;
    return edit;
}

EditOutcome applyFieldEdit(Game& game, const Edit& edit, const std::vector<EditableField>& fields,
                           std::optional<std::int32_t> oldValue, const std::string& entityName)
{
    const auto f =
        std::find_if(fields.begin(), fields.end(), [&](const EditableField& x) { return x.field == edit.field; });
    if (f == fields.end())
        return {"field #" + std::to_string(edit.field) + " cannot be edited", 0};
    if (!oldValue)
        return {entityName + " has no field " + f->name, 0};
    if (auto why = checkEditValue(*f, edit.value))
        return {std::move(why), 0};
    game.applyWrite(edit.entity, edit.field, edit.value);
    return {std::nullopt, *oldValue};
}

std::string formatEdit(const Edit& edit, const Ruleset& ruleset, const Scenario& scenario,
                       const std::vector<std::string>& entityNames)
{
    std::string value = std::to_string(edit.value);
    for (const auto& f : ruleset.editableFields(scenario))
        if (f.field == edit.field && edit.value >= f.min &&
            static_cast<std::size_t>(edit.value - f.min) < f.valueNames.size())
            value = f.valueNames[static_cast<std::size_t>(edit.value - f.min)];
    const std::string entity =
        edit.entity < entityNames.size() ? entityNames[edit.entity] : std::to_string(edit.entity);
    return entity + "." + ruleset.fieldName(edit.field) + "=" + value;
}

}  // namespace ts
