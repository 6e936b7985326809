#include "kernel/io/json_read.h"

#include "kernel/names_check.h"

namespace ts {

using nlohmann::json;

void failJson(const std::string& file, const std::string& path, const std::string& message)
{
    throw ScenarioError(file, path, message);
}

void failJsonType(const json& j, const char* expected, const std::string& file, const std::string& path)
{
    failJson(file, path, std::string("expected ") + expected + ", found " + jsonTypeName(j));
}

std::string jsonQuoted(std::string_view s) { return json(s).dump(); }

std::string jsonTypeName(const json& j)
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
    case json::value_t::binary: return "binary data";
    case json::value_t::discarded: break;
    }
    return "an invalid value";
}

std::string jsonShown(const json& j)
{
    std::string s = j.dump(-1, ' ', false, json::error_handler_t::replace);
    constexpr std::size_t kMax = 40;
    if (s.size() > kMax) {
        s.resize(kMax);
        s += "...";
    }
    return s;
}

void expectJsonObject(const json& j, const std::string& file, const std::string& path)
{
    if (!j.is_object())
        failJsonType(j, "an object", file, path);
}

void expectJsonArray(const json& j, const std::string& file, const std::string& path)
{
    if (!j.is_array())
        failJsonType(j, "an array", file, path);
}

void checkJsonKeys(const json& obj, std::initializer_list<std::string_view> allowed, const std::string& file,
                   const std::string& path)
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        bool known = false;
        for (std::string_view a : allowed)
            known = known || it.key() == a;
        if (known)
            continue;
        std::string list;
        for (std::string_view a : allowed)
            list += (list.empty() ? "" : ", ") + jsonQuoted(a);
        failJson(file, jsonPathChild(path, it.key()),
                 "unknown key " + jsonQuoted(it.key()) + " (expected one of " + list + ")");
    }
}

const json& requiredKey(const json& obj, const char* key, const std::string& file, const std::string& path)
{
    const auto it = obj.find(key);
    if (it == obj.end())
        failJson(file, path, std::string("missing ") + jsonQuoted(key));
    return *it;
}

const json* optionalKey(const json& obj, const char* key)
{
    const auto it = obj.find(key);
    return it == obj.end() ? nullptr : &*it;
}

std::string jsonString(const json& j, const std::string& file, const std::string& path)
{
    if (!j.is_string())
        failJsonType(j, "a string", file, path);
    return j.get<std::string>();
}

std::string jsonName(const json& j, const std::string& file, const std::string& path)
{
    std::string s = jsonString(j, file, path);
    checkName(s, file, path, /*allowEmpty=*/true);  // callers word their own "must not be empty"
    return s;
}

std::string jsonText(const json& j, const std::string& file, const std::string& path)
{
    std::string s = jsonString(j, file, path);
    checkText(s, file, path);
    return s;
}

}  // namespace ts
