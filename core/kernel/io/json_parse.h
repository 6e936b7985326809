#pragma once
// The one JSON parser of the project: every JSON document Turnscope reads (scenario files,
// the scenario stored in a trace, answers typed by a user) goes through parseJsonText.
// nlohmann-json's own DOM parse accepts any nesting depth (copying or printing such a
// document later overflows the stack), lets a repeated key silently replace the first one
// and throws an untyped error for a number like 1e999; this parser is built on its SAX
// interface and refuses all three with a ScenarioError that names the file and the place.
#include "kernel/scenario.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace ts {

// Deepest nesting of objects and arrays a document may have (the scenario formats need 6).
inline constexpr std::size_t kMaxJsonDepth = 64;

// Parses `text` into a DOM. Throws ScenarioError(file, place, message):
//   syntax error, a number out of range (1e999), nesting deeper than `maxDepth`:
//       place = "line:column" of the offending character (lines and columns from 1);
//   a key that appears twice in one object:
//       place = the JSON path of the key, and the message gives both line:columns.
nlohmann::json parseJsonText(std::string_view text, const std::string& file, std::size_t maxDepth = kMaxJsonDepth);

// "line:column" (both from 1) of byte `offset` of `text`.
std::string jsonLineColumn(std::string_view text, std::size_t offset);

}  // namespace ts
