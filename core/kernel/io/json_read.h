#pragma once
// Reading scenario JSON, for every ruleset: type checks and messages that name the file and
// the JSON path of the bad value ("expected an integer, found a string"), worded alike.
#include "kernel/scenario.h"

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <string>
#include <string_view>

namespace ts {

[[noreturn]] void failJson(const std::string& file, const std::string& path, const std::string& message);
// "expected <expected>, found <the value's type>"
[[noreturn]] void failJsonType(const nlohmann::json& j, const char* expected, const std::string& file,
                               const std::string& path);

std::string jsonQuoted(std::string_view s);
std::string jsonTypeName(const nlohmann::json& j);  // "a string", "an integer", ...
std::string jsonShown(const nlohmann::json& j);  // the value as written, shortened

void expectJsonObject(const nlohmann::json& j, const std::string& file, const std::string& path);
void expectJsonArray(const nlohmann::json& j, const std::string& file, const std::string& path);
// Every key must be one of `allowed`: a typo is an error, not a silently ignored key.
void checkJsonKeys(const nlohmann::json& obj, std::initializer_list<std::string_view> allowed, const std::string& file,
                   const std::string& path);
const nlohmann::json& requiredKey(const nlohmann::json& obj, const char* key, const std::string& file,
                                  const std::string& path);
const nlohmann::json* optionalKey(const nlohmann::json& obj, const char* key);
std::string jsonString(const nlohmann::json& j, const std::string& file, const std::string& path);
// A name or id, shown in reports, tables and event lines: checkName (names_check.h) without
// the emptiness rule: no control characters (C0, DEL, C1), at most kMaxNameBytes bytes.
std::string jsonName(const nlohmann::json& j, const std::string& file, const std::string& path);
// Free text (a description): checkText: tab and newline allowed, at most kMaxTextBytes bytes.
std::string jsonText(const nlohmann::json& j, const std::string& file, const std::string& path);

}  // namespace ts
