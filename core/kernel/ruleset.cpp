#include "kernel/ruleset.h"

namespace ts {

Periods Ruleset::periodsFor(const Scenario&) const { return periods(); }

std::optional<FieldRef> Ruleset::fieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                                  const StateFieldLookup& lookup) const
{
    return defaultFieldAtStatePath(state, pointer, lookup);
}

std::optional<std::string> Ruleset::periodTable(Session&, std::int64_t, bool, bool) const { return std::nullopt; }

std::vector<std::string> Ruleset::metricNames(const Scenario&) const { return {}; }

std::vector<EditableField> Ruleset::editableFields(const Scenario&) const { return {}; }

EditOutcome Ruleset::applyEdit(Game&, const Edit& edit) const
{
    return {"ruleset " + std::string(id()) + " has no editable fields (" + fieldName(edit.field) + " cannot be set)",
            0};
}

std::unique_ptr<GameMeter> Ruleset::meter(const Game&) const { return nullptr; }

}  // namespace ts
