#pragma once
// Reading scenario JSON with errors that name the file and the JSON path of the bad value.
#include "rational.h"

#include "kernel/scenario.h"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace ts::nation {

class JsonReader {
public:
    explicit JsonReader(std::string file) : file_(std::move(file)) {}
    const std::string& file() const { return file_; }

    [[noreturn]] void fail(const std::string& path, const std::string& message) const;
    void expectObject(const nlohmann::json& j, const std::string& path) const;
    void expectArray(const nlohmann::json& j, const std::string& path) const;
    // A typo is an error, not a silently ignored key.
    void checkKeys(const nlohmann::json& obj, std::initializer_list<std::string_view> allowed,
                   const std::string& path) const;
    const nlohmann::json& required(const nlohmann::json& obj, const char* key, const std::string& path) const;
    static const nlohmann::json* optional(const nlohmann::json& obj, const char* key);
    std::string string(const nlohmann::json& j, const std::string& path) const;
    // A name or id: no control characters (they would cut or break reports and tables).
    std::string name(const nlohmann::json& j, const std::string& path) const;
    // Free text: control characters other than tab and newline are refused.
    std::string text(const nlohmann::json& j, const std::string& path) const;
    bool boolean(const nlohmann::json& j, const std::string& path) const;
    std::int32_t integer(const nlohmann::json& j, std::int64_t lo, std::int64_t hi, const std::string& path) const;
    // null or an integer in [lo, hi]; null is kNull (-1).
    std::int32_t nullableInteger(const nlohmann::json& j, std::int64_t lo, std::int64_t hi,
                                 const std::string& path) const;
    // A decimal as a string ("1.1") or an integer; never a JSON float (it would not be exact).
    Rational decimal(const nlohmann::json& j, bool allowNegative, const std::string& path) const;

    static std::string quoted(std::string_view s);
    static std::string typeName(const nlohmann::json& j);
    static std::string shown(const nlohmann::json& j);

private:
    std::string file_;
};

inline std::string child(const std::string& path, const std::string& key) { return jsonPathChild(path, key); }
inline std::string index(const std::string& path, std::size_t i) { return jsonPathIndex(path, i); }

}  // namespace ts::nation
