#pragma once
// The scenario reader's internals, shared by scenario.cpp (the document, players,
// components, the game's rules of damage, loss and set-up) and scenario_rules.cpp (actions,
// costs, targets, effects, abilities, trigger conditions, answers).
#include "scenario.h"

#include "kernel/io/json_read.h"

#include <initializer_list>
#include <map>
#include <string>
#include <string_view>

namespace ts::stack {

class Parser {
public:
    explicit Parser(std::string file) : file_(std::move(file)) {}
    // Reads answers against a scenario already read.
    Parser(std::string file, const StackScenario& scenario) : file_(std::move(file)), s_(scenario) {}
    StackScenario parse(const nlohmann::json& doc);

    // --- helpers (errors name the file and the JSON path)
    [[noreturn]] void fail(const std::string& path, const std::string& message) const
    {
        failJson(file_, path, message);
    }
    void object(const nlohmann::json& j, const std::string& path) const { expectJsonObject(j, file_, path); }
    void array(const nlohmann::json& j, const std::string& path, std::size_t maxSize) const;
    void keys(const nlohmann::json& j, std::initializer_list<std::string_view> allowed, const std::string& path) const
    {
        checkJsonKeys(j, allowed, file_, path);
    }
    const nlohmann::json& required(const nlohmann::json& j, const char* key, const std::string& path) const
    {
        return requiredKey(j, key, file_, path);
    }
    std::string string(const nlohmann::json& j, const std::string& path) const { return jsonString(j, file_, path); }
    std::int32_t integer(const nlohmann::json& j, std::int64_t lo, std::int64_t hi, const std::string& path) const;
    bool boolean(const nlohmann::json& j, const std::string& path) const;
    // One of `names` (the message lists them).
    std::int32_t choice(const nlohmann::json& j, std::initializer_list<const char*> names, const char* what,
                        const std::string& path) const;
    std::int32_t zone(const nlohmann::json& j, const std::string& path) const;
    std::int32_t counter(const nlohmann::json& j, const std::string& path) const;
    std::int32_t player(const nlohmann::json& j, const std::string& path) const;
    std::int32_t component(const nlohmann::json& j, const std::string& path) const;
    std::int32_t action(const nlohmann::json& j, const std::string& path) const;
    EntityId entity(const nlohmann::json& j, const std::string& path) const;  // a player or component name

    // --- scenario_rules.cpp
    void actionDef(const nlohmann::json& j, const std::string& path, ActionDef& a) const;
    std::vector<Ability> abilities(const nlohmann::json& j, const std::string& path, bool ofComponent) const;
    // A script line or a single answer; `compound` allows "act" lines with "target" and
    // "pay" (expanded into the answers the engine asks for).
    std::vector<Answer> answers(const nlohmann::json& j, const std::string& path, bool compound) const;

    const StackScenario& scenario() const { return s_; }

private:
    friend StackScenario parseStackScenario(const nlohmann::json&, const std::string&);
    void names(const nlohmann::json& doc);
    void player(const nlohmann::json& j, const std::string& path, PlayerSpec& p) const;
    void componentSpec(const nlohmann::json& j, const std::string& path, ComponentSpec& c) const;
    std::vector<std::int32_t> counterValues(const nlohmann::json* j, const std::string& path) const;
    void rules(const nlohmann::json& doc);
    void scripts(const nlohmann::json& doc);
    void entities();
    Effect effect(const nlohmann::json& j, const std::string& path, const ActionDef& a) const;
    void effectWho(const nlohmann::json& j, const std::string& path, const ActionDef& a, PlayerSel fallback,
                   Effect& e) const;
    void effectWhat(const nlohmann::json& j, const std::string& path, const ActionDef& a, ComponentSel fallback,
                    Effect& e) const;
    void counterEffect(const nlohmann::json& j, const std::string& path, const ActionDef& a, Effect& e) const;
    Cost cost(const nlohmann::json& j, const std::string& path) const;
    TargetSpec target(const nlohmann::json& j, const std::string& path) const;
    Amount amount(const nlohmann::json& j, std::int32_t lo, const std::string& path, const ActionDef& a) const;
    Ability ability(const nlohmann::json& j, const std::string& path, bool ofComponent) const;
    TriggerCondition condition(const nlohmann::json& j, const std::string& path) const;
    std::int32_t drawZone(bool from, const std::string& path) const;

    std::string file_;
    StackScenario s_;
    const nlohmann::json* abilitySets_ = nullptr;
    std::map<std::string, std::string> names_;  // every entity name -> the path that defined it
};

}  // namespace ts::stack
