#pragma once
// What every ruleset's scenario shares, and the error for a bad scenario: it names the
// file and the JSON path of the bad value ("$.units[3].speed").
#include <nlohmann/json.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace ts {

class ScenarioError : public std::runtime_error {
public:
    ScenarioError(std::string file, std::string path, std::string message);
    const std::string& file() const { return file_; }
    const std::string& path() const { return path_; }  // JSON path, or "line:column" for syntax errors
    const std::string& message() const { return message_; }

private:
    std::string file_, path_, message_;
};

struct Scenario {
    virtual ~Scenario() = default;
    std::string ruleset;
    std::string name;
    std::string description;
    std::uint64_t seed = 0;
    // "playerPolicy": "manual": player decisions without a script line wait for the caller
    // instead of the built-in AI policy.
    bool playerManual = false;
    nlohmann::json source;  // the document as read, stored in traces
};

// Builds "$.a[3].b" paths while a parser descends.
std::string jsonPathChild(const std::string& parent, const std::string& key);
std::string jsonPathIndex(const std::string& parent, std::size_t index);

}  // namespace ts
