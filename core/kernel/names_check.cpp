#include "kernel/names_check.h"

#include "kernel/scenario.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>

namespace ts {

namespace {

std::string codePointText(std::uint32_t cp)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return buf;
}

// Decodes one UTF-8 sequence at s[i]; returns its length, 0 if it is not valid UTF-8
// (truncated, overlong, a surrogate, above U+10FFFF). The JSON reader already refuses
// invalid UTF-8; this keeps the check whole for any other caller.
std::size_t decode(std::string_view s, std::size_t i, std::uint32_t& cp)
{
    const auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    std::size_t n = 0;
    std::uint32_t min = 0;
    if ((b0 & 0xE0) == 0xC0) {
        n = 2, cp = b0 & 0x1Fu, min = 0x80;
    } else if ((b0 & 0xF0) == 0xE0) {
        n = 3, cp = b0 & 0x0Fu, min = 0x800;
    } else if ((b0 & 0xF8) == 0xF0) {
        n = 4, cp = b0 & 0x07u, min = 0x10000;
    } else {
        return 0;
    }
    if (s.size() - i < n)
        return 0;
    for (std::size_t k = 1; k < n; ++k) {
        const auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (b & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

bool isControl(std::uint32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F); }

// The string as a JSON literal, escaped (safe on a terminal) and cut at 40 bytes.
std::string shown(std::string_view s)
{
    constexpr std::size_t kMax = 40;
    std::string out =
        nlohmann::json(std::string(s.substr(0, kMax))).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return s.size() > kMax ? out + "..." : out;
}

}  // namespace

std::string nameProblem(std::string_view s, bool allowLayout, std::size_t maxBytes)
{
    if (s.size() > maxBytes)
        return "too long: " + std::to_string(s.size()) + " bytes, at most " + std::to_string(maxBytes) + " are allowed";
    for (std::size_t i = 0; i < s.size();) {
        std::uint32_t cp = 0;
        const std::size_t n = decode(s, i, cp);
        if (n == 0)
            return "invalid UTF-8 at byte " + std::to_string(i) + " of " + shown(s);
        if (isControl(cp) && !(allowLayout && (cp == '\n' || cp == '\t')))
            return "control character (" + codePointText(cp) + ") at byte " + std::to_string(i) + " of " + shown(s) +
                (allowLayout ? "; only tab and newline are allowed" : "; names must be printable");
        i += n;
    }
    return {};
}

void checkName(std::string_view s, const std::string& file, const std::string& path, bool allowEmpty)
{
    if (s.empty() && !allowEmpty)
        throw ScenarioError(file, path, "a name must not be empty");
    if (std::string problem = nameProblem(s, false, kMaxNameBytes); !problem.empty())
        throw ScenarioError(file, path, problem);
}

void checkText(std::string_view s, const std::string& file, const std::string& path)
{
    if (std::string problem = nameProblem(s, true, kMaxTextBytes); !problem.empty())
        throw ScenarioError(file, path, problem);
}

}  // namespace ts
