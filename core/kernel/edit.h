#pragma once
// The user's edits ("What if?", issue 40): a value set on one traced field at a step
// boundary, after which the game plays on. An edit is traced as an event of its own kind
// (CommonKind::Edit, the layout of a write: subject0 entity, arg0 field, arg1 old, arg2 new;
// clause 0, "no clause": no rule made the change) and recorded in the trace file like the
// answers to decisions and the draw overrides, so a replay applies it at its seq.
#include "kernel/event.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

class Ruleset;
struct Scenario;

struct Edit {
    EntityId entity = kNoEntity;
    FieldId field = 0;
    std::int32_t value = 0;
    bool operator==(const Edit&) const = default;
};

// An edit traced as event `seq`. Edits always begin an engine step of their own (the
// events of one fork's edits are consecutive and the first has EventFlag::StepStart).
struct EditRecord {
    Seq seq = 0;
    Edit edit;
    bool operator==(const EditRecord&) const = default;
};
// Sorted by seq, each seq once.
using Edits = std::vector<EditRecord>;

// A field the user may edit, as the ruleset checks its scenario values: [min, max]; an
// enum's fields name their values (valueNames[i] names min + i; the number is accepted too).
struct EditableField {
    FieldId field = 0;
    std::string name;  // Ruleset::fieldName(field)
    std::int32_t min = 0;
    std::int32_t max = 0;
    std::vector<std::string> valueNames;  // empty: a number
};

// What Ruleset::applyEdit did: the value the field had, or why it refused.
struct EditOutcome {
    std::optional<std::string> refusal;  // a sentence naming the field and what is allowed
    std::int32_t oldValue = 0;
    bool ok() const { return !refusal; }
};

// Parses ENTITY.FIELD=VALUE with the entity names of the trace (`entityNames`, index =
// EntityId, as `history` and the write events name them) and the field names and value
// checks of `ruleset` (editableFields of `scenario`): an enum's value by its name or its number. The
// entity is the text before the LAST '.' before the first '=' (entity names may hold dots).
// On failure returns nullopt and sets `error` to a sentence naming what is wrong and what
// is allowed.
std::optional<Edit> parseEdit(std::string_view text, const Ruleset& ruleset, const Scenario& scenario,
                              const std::vector<std::string>& entityNames, std::string& error);
// Whether `value` is allowed for `field` (an EditableField of the ruleset); the reason if not.
std::optional<std::string> checkEditValue(const EditableField& field, std::int32_t value);
// The common part of a Ruleset::applyEdit: the edit's field must be one of `fields` (the
// ruleset's editableFields), `oldValue` is what `entity` (named `entityName`) holds in it
// (nullopt: the entity has no such field) and the value must be allowed; then
// game.applyWrite sets it, as a replay of a write would.
class Game;
EditOutcome applyFieldEdit(Game& game, const Edit& edit, const std::vector<EditableField>& fields,
                           std::optional<std::int32_t> oldValue, const std::string& entityName);
// "North.power=300" (an enum's value by its name).
std::string formatEdit(const Edit& edit, const Ruleset& ruleset, const Scenario& scenario,
                       const std::vector<std::string>& entityNames);

}  // namespace ts
