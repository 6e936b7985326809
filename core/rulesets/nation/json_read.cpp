#include "json_read.h"

#include "kernel/io/json_read.h"

namespace ts::nation {

using nlohmann::json;

void JsonReader::fail(const std::string& path, const std::string& message) const { failJson(file_, path, message); }

std::string JsonReader::quoted(std::string_view s) { return jsonQuoted(s); }
std::string JsonReader::typeName(const json& j) { return jsonTypeName(j); }
std::string JsonReader::shown(const json& j) { return jsonShown(j); }

void JsonReader::expectObject(const json& j, const std::string& path) const { expectJsonObject(j, file_, path); }
void JsonReader::expectArray(const json& j, const std::string& path) const { expectJsonArray(j, file_, path); }

void JsonReader::checkKeys(const json& obj, std::initializer_list<std::string_view> allowed,
                           const std::string& path) const
{
    checkJsonKeys(obj, allowed, file_, path);
}

const json& JsonReader::required(const json& obj, const char* key, const std::string& path) const
{
    return requiredKey(obj, key, file_, path);
}

const json* JsonReader::optional(const json& obj, const char* key) { return optionalKey(obj, key); }

std::string JsonReader::string(const json& j, const std::string& path) const { return jsonString(j, file_, path); }
std::string JsonReader::name(const json& j, const std::string& path) const { return jsonName(j, file_, path); }
std::string JsonReader::text(const json& j, const std::string& path) const { return jsonText(j, file_, path); }

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
            fail(path,
                 "not a decimal number: " + shown(j) + " (write it like \"1.1\", at most " +
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
