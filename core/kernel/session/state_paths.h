#pragma once
// The other way round from "Who changed this?" (Ruleset::fieldAtStatePath): which values of
// the state document show a traced field. The conformance suite proves with it that every
// write's field is shown and maps back; the CLI lists fields by their pointers.
#include "kernel/session/state_fields.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <utility>
#include <vector>

namespace ts {

class Ruleset;

struct TracedValue {
    std::string pointer;  // JSON pointer of a value or a list (its length) of the document
    FieldRef field;
};

// Every value of `state` (a Game::toJson document), and every list, that the ruleset maps
// to a traced field, in document order (a list after its items).
std::vector<TracedValue> tracedValues(const Ruleset& ruleset, const nlohmann::json& state,
                                      const StateFieldLookup& lookup);
// The pointers of the values that show `field`.
std::vector<std::string> statePathsOfField(const Ruleset& ruleset, const nlohmann::json& state, FieldRef field,
                                           const StateFieldLookup& lookup);

}  // namespace ts
