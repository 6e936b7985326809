#pragma once
// From a value of the state JSON (what the inspector shows) to the traced field behind it,
// so "Who changed this?" works on any ruleset's state without the window knowing it.
#include "kernel/session/write_index.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

class Ruleset;
class Trace;

// The names a trace gives its entities and the fields its writes touched.
class StateFieldLookup {
public:
    StateFieldLookup(const Trace& trace, const WriteIndex& index, const Ruleset& ruleset);
    // A guess made before the write index is complete (a watch's track read in the same
    // pass over a long trace as the index): every entity counts as having written the first
    // field id the ruleset gives each name, and soleWriter() finds nothing. Checked against
    // the real lookup once the index is complete.
    static StateFieldLookup guess(const Trace& trace, const Ruleset& ruleset);

    std::optional<EntityId> entity(std::string_view name) const;
    // A field so named that `entity` had written.
    std::optional<FieldId> field(EntityId entity, std::string_view name) const;
    // The field so named when only one entity had it written (a world entity's field that
    // the state shows outside any object of its own), else nullopt.
    std::optional<FieldRef> soleWriter(std::string_view name) const;

private:
    explicit StateFieldLookup(const Trace& trace);  // the entities' names only

    std::map<std::string, EntityId, std::less<>> entities_;
    std::map<std::string, std::vector<FieldRef>, std::less<>> fields_;  // field name -> writes
    const Ruleset* guessing_ = nullptr;  // set by guess()
};

// The unescaped tokens of a JSON pointer ("/a~1b/0" -> "a/b", "0"); none when it is not one.
std::vector<std::string> jsonPointerTokens(const std::string& pointer);

// The kernel's mapping: the entity is the deepest object on the path whose "name" (joined
// with the names of the objects above it by ".", or alone) is an entity's name; the field
// is the path below that object ("tokens", "states[0].stacks" for /states/0/stacks, or
// only the last key). A value outside any named object belongs to the one entity that
// had a field so named written, if only one did. A list (not a value) shows the field
// "<name>.size" where the rules trace its length.
std::optional<FieldRef> defaultFieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                                const StateFieldLookup& lookup);

}  // namespace ts
