#pragma once
// What every ruleset's scenario shares, and the error for a bad scenario: it names the
// file and the JSON path of the bad value ("$.units[3].speed").
#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
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

// Scenarios are immutable once read and held by shared_ptr (Ruleset::parseScenario), so a
// game shares the one it was made from rather than copying it: a batch plays thousands of
// short games of one scenario, and copying its JSON source each time cost more than the
// game itself.
struct Scenario : std::enable_shared_from_this<Scenario> {
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

// The scenario a new game keeps: the caller's own when it is held by a shared_ptr, else a
// copy (a scenario built on the stack, as some tests do).
template <class Derived>
std::shared_ptr<const Derived> sharedScenario(const Derived& scenario)
{
    if (auto held = scenario.weak_from_this().lock())
        return std::static_pointer_cast<const Derived>(held);
    return std::make_shared<const Derived>(scenario);
}

// Builds "$.a[3].b" paths while a parser descends.
std::string jsonPathChild(const std::string& parent, const std::string& key);
std::string jsonPathIndex(const std::string& parent, std::size_t index);

}  // namespace ts
