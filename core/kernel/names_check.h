#pragma once
// The one check every ruleset's scenario reader applies to names and free text, so that a
// name means the same thing in every ruleset. Names end up in event lines, reports, table
// rows, the terminal and C strings: a NUL cuts a report short, an ESC drives the terminal,
// a newline breaks a table row, and a name of megabytes makes every event line that huge.
#include <cstddef>
#include <string>
#include <string_view>

namespace ts {

// Longest name or id in bytes of UTF-8 (every bundled sample stays under 100).
inline constexpr std::size_t kMaxNameBytes = 256;
// Longest free text (a scenario's description) in bytes.
inline constexpr std::size_t kMaxTextBytes = 65536;

// A name or id: valid UTF-8, no control character (C0 U+0000..U+001F, DEL U+007F, C1
// U+0080..U+009F), 1..kMaxNameBytes bytes unless `allowEmpty`. Throws ScenarioError
// naming `file` and the JSON `path`, the code point and its position.
void checkName(std::string_view s, const std::string& file, const std::string& path, bool allowEmpty = false);
// Free text: the same, but tab and newline are allowed and the bound is kMaxTextBytes.
void checkText(std::string_view s, const std::string& file, const std::string& path);

// The first problem of `s` as a name or text, or "" if none (for callers that are not
// scenario readers and throw their own error type).
std::string nameProblem(std::string_view s, bool allowLayout, std::size_t maxBytes);

}  // namespace ts
