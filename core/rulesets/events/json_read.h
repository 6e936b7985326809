#pragma once
// Reading events scenario JSON: the kernel's readers (kernel/json_read.h) bound to one
// file, plus bounded integers and names from fixed lists, every error naming the file and
// the JSON path of the bad value.
#include "kernel/io/json_read.h"

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

namespace ts::events {

class Reader {
public:
    explicit Reader(std::string file) : file_(std::move(file)) {}
    const std::string& file() const { return file_; }

    [[noreturn]] void fail(const std::string& path, const std::string& message) const
    {
        failJson(file_, path, message);
    }
    void object(const nlohmann::json& j, const std::string& path) const { expectJsonObject(j, file_, path); }
    void array(const nlohmann::json& j, const std::string& path, std::size_t maxSize) const;
    void keys(const nlohmann::json& obj, std::initializer_list<std::string_view> allowed, const std::string& path) const
    {
        checkJsonKeys(obj, allowed, file_, path);
    }
    const nlohmann::json& required(const nlohmann::json& obj, const char* key, const std::string& path) const
    {
        return requiredKey(obj, key, file_, path);
    }
    static const nlohmann::json* optional(const nlohmann::json& obj, const char* key) { return optionalKey(obj, key); }
    std::string string(const nlohmann::json& j, const std::string& path) const { return jsonString(j, file_, path); }
    // A name or id (kernel/names_check.h: no control characters, a bounded length).
    std::string name(const nlohmann::json& j, const std::string& path) const { return jsonName(j, file_, path); }
    std::string text(const nlohmann::json& j, const std::string& path) const { return jsonText(j, file_, path); }
    bool boolean(const nlohmann::json& j, const std::string& path) const;
    std::int32_t integer(const nlohmann::json& j, std::int32_t lo, std::int32_t hi, const std::string& path) const;
    // One of `names` (its index); the message lists them.
    std::int32_t oneOf(const nlohmann::json& j, std::span<const char* const> names, const char* what,
                       const std::string& path) const;

private:
    std::string file_;
};

inline std::string child(const std::string& path, const std::string& key) { return jsonPathChild(path, key); }
inline std::string at(const std::string& path, std::size_t i) { return jsonPathIndex(path, i); }

}  // namespace ts::events
