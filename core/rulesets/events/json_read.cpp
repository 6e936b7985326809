#include "json_read.h"

#include <algorithm>

namespace ts::events {

using nlohmann::json;

void Reader::array(const json& j, const std::string& path, std::size_t maxSize) const
{
    expectJsonArray(j, file_, path);
    if (j.size() > maxSize)
        fail(path, "at most " + std::to_string(maxSize) + " entries are allowed, found " + std::to_string(j.size()));
}

bool Reader::boolean(const json& j, const std::string& path) const
{
    if (!j.is_boolean())
        failJsonType(j, "true or false", file_, path);
    return j.get<bool>();
}

std::int32_t Reader::integer(const json& j, std::int32_t lo, std::int32_t hi, const std::string& path) const
{
    if (!j.is_number_integer())
        failJsonType(j, "an integer", file_, path);
    const bool negative = !j.is_number_unsigned() && j.get<std::int64_t>() < 0;
    const std::int64_t v = negative
        ? j.get<std::int64_t>()
        : static_cast<std::int64_t>(std::min<std::uint64_t>(j.get<std::uint64_t>(), std::uint64_t(1) << 62));
    if (v < lo || v > hi)
        fail(path, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", found " + jsonShown(j));
    return static_cast<std::int32_t>(v);
}

std::int32_t Reader::oneOf(const json& j, std::span<const char* const> names, const char* what,
                           const std::string& path) const
{
    const std::string s = string(j, path);
    for (std::size_t i = 0; i < names.size(); ++i)
        if (s == names[i])
            return static_cast<std::int32_t>(i);
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i)
        list += (i ? ", " : "") + std::string(names[i]);
    fail(path, std::string("unknown ") + what + " " + jsonQuoted(s) + " (expected one of " + list + ")");
}

}  // namespace ts::events
