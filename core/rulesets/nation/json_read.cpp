#include "json_read.h"

namespace ts::nation {

using nlohmann::json;

void JsonReader::fail(const std::string& path, const std::string& message) const
{
    throw ScenarioError(file_, path, message);
}

std::string JsonReader::quoted(std::string_view s) { return json(s).dump(); }

std::string JsonReader::typeName(const json& j)
{
    switch (j.type()) {
    case json::value_t::null: return "null";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::string: return "a string";
    case json::value_t::boolean: return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "an integer";
    case json::value_t::number_float: return "a non-integer number";
    default: return "an invalid value";
    }
}

std::string JsonReader::shown(const json& j)
{
    std::string s = j.dump(-1, ' ', false, json::error_handler_t::replace);
    if (s.size() > 40)
        s = s.substr(0, 40) + "...";
    return s;
}

void JsonReader::expectObject(const json& j, const std::string& path) const
{
    if (!j.is_object())
        fail(path, "expected an object, found " + typeName(j));
}

void JsonReader::expectArray(const json& j, const std::string& path) const
{
    if (!j.is_array())
        fail(path, "expected an array, found " + typeName(j));
}

void JsonReader::checkKeys(const json& obj, std::initializer_list<std::string_view> allowed, const std::string& path) const
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        bool known = false;
        for (std::string_view a : allowed)
            known = known || it.key() == a;
        if (known)
            continue;
        std::string list;
        for (std::string_view a : allowed)
            list += (list.empty() ? "" : ", ") + quoted(a);
        fail(child(path, it.key()), "unknown key " + quoted(it.key()) + " (expected one of " + list + ")");
    }
}

const json& JsonReader::required(const json& obj, const char* key, const std::string& path) const
{
    const auto it = obj.find(key);
    if (it == obj.end())
        fail(path, std::string("missing ") + quoted(key));
    return *it;
}

const json* JsonReader::optional(const json& obj, const char* key)
{
    const auto it = obj.find(key);
    return it == obj.end() ? nullptr : &*it;
}

std::string JsonReader::string(const json& j, const std::string& path) const
{
    if (!j.is_string())
        fail(path, "expected a string, found " + typeName(j));
    return j.get<std::string>();
}

bool JsonReader::boolean(const json& j, const std::string& path) const
{
    if (!j.is_boolean())
        fail(path, "expected true or false, found " + typeName(j));
    return j.get<bool>();
}

std::int32_t JsonReader::integer(const json& j, std::int64_t lo, std::int64_t hi, const std::string& path) const
{
    if (!j.is_number_integer())
        fail(path, "expected an integer, found " + typeName(j));
    bool ok = false;
    std::int64_t v = 0;
    if (j.is_number_unsigned()) {
        const auto u = j.get<std::uint64_t>();
        ok = u <= static_cast<std::uint64_t>(hi);
        v = ok ? static_cast<std::int64_t>(u) : 0;
        ok = ok && v >= lo;
    } else {
        v = j.get<std::int64_t>();
        ok = v >= lo && v <= hi;
    }
    if (!ok) {
        if (lo >= 0 && v < 0)
            fail(path, "must not be negative, found " + shown(j));
        fail(path, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", found " + shown(j));
    }
    return static_cast<std::int32_t>(v);
}

std::int32_t JsonReader::nullableInteger(const json& j, std::int64_t lo, std::int64_t hi, const std::string& path) const
{
    if (j.is_null())
        return -1;
    return integer(j, lo, hi, path);
}

Rational JsonReader::decimal(const json& j, bool allowNegative, const std::string& path) const
{
    std::optional<Rational> r;
    if (j.is_number_integer()) {
        r = Rational(static_cast<std::int64_t>(integer(j, allowNegative ? -kQuantityMax : 0, kQuantityMax, path)));
    } else if (j.is_string()) {
        r = Rational::parseDecimal(j.get<std::string>());
        if (!r)
            fail(path, "not a decimal number: " + shown(j) + " (write it like \"1.1\", at most " +
                           std::to_string(kMaxDecimals) + " decimals)");
    } else if (j.is_number_float()) {
        fail(path, "write decimals as strings (\"1.1\"), so that they are read exactly; found " + shown(j));
    } else {
        fail(path, "expected a decimal string (\"1.1\") or an integer, found " + typeName(j));
    }
    if (!allowNegative && *r < Rational(0))
        fail(path, "must not be negative, found " + shown(j));
    if (Rational(kQuantityMax) < *r || *r < Rational(-kQuantityMax))
        fail(path, "must be between -1000000000 and 1000000000, found " + shown(j));
    return *r;
}

}  // namespace ts::nation
