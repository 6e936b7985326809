#pragma once
// The worst valid scenarios found for the rules' own work (issue 36), generated in code: the
// tests hold the rules to a time on them, turnscope-worst-bench prints their time per event.
// Plain C++ and nlohmann-json (the benchmark links no Qt).
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace ts::test {

// Stack: `components` components (at most 512) on Alice's field, the last components - 7
// each granting one of 63 actions that target any component and cost a move from each of 8
// zones, the last empty: every grant is refused only after every target and every zone was
// looked at. Two players granted "End Turn"; the game lasts `turns` turns.
inline nlohmann::json stackManyGrants(int components, int turns)
{
    using nlohmann::json;
    json zones = json::array();
    for (int z = 0; z < 8; ++z)
        zones.push_back("z" + std::to_string(z));
    zones.push_back("field");
    zones.push_back("graveyard");
    json actions = json::array({{{"name", "End Turn"}, {"timing", "main"}, {"effect", "instant"}, {"effects", json::array({{{"do", "end-turn"}}})}}});
    for (int k = 0; k < 63; ++k) {
        json cost = json::array();
        for (int z = 0; z < 8; ++z)
            cost.push_back({{"pay", "move"}, {"from", "z" + std::to_string(z)}, {"to", "graveyard"}, {"count", 1}});
        actions.push_back({{"name", "Strike " + std::to_string(k)}, {"timing", k % 2 ? "quick" : "main"}, {"effect", "normal"},
                           {"effects", json::array({{{"do", "counter"}, {"counter", "marks"}, {"add", 1}}})},
                           {"cost", cost}, {"target", {{"kind", "component"}, {"zone", "field"}, {"whose", "any"}}}});
    }
    json comps = json::array();
    for (int z = 0; z < 7; ++z)
        comps.push_back({{"name", "k" + std::to_string(z)}, {"owner", "Alice"}, {"zone", "z" + std::to_string(z)}});
    for (int i = 0; i < components - 7; ++i)
        comps.push_back({{"name", "c" + std::to_string(i)}, {"owner", "Alice"}, {"zone", "field"},
                         {"abilities", json::array({{{"grants", "Strike " + std::to_string(i % 63)}, {"in", json::array({"field"})}}})}});
    const auto player = [](const char* name) {
        return json{{"name", name}, {"counters", {{"life", 10}}}, {"abilities", json::array({{{"grants", "End Turn"}}})}};
    };
    return {{"ruleset", "stack"}, {"name", "grants"}, {"limits", {{"turns", turns}}}, {"zones", zones},
            {"counters", json::array({"life", "marks"})}, {"damage", {{"counter", "life"}}},
            {"lose", json::array({{{"counter", "life"}, {"atMost", 0}}})}, {"actions", actions},
            {"players", json::array({player("Alice"), player("Bob")})}, {"components", comps}};
}

// Energy loop: a `side` x `side` open map with one chaser and no opponent, `visits` visits:
// every visit looks for an opponent that does not exist.
inline nlohmann::json energyLonelyChaser(int side, int visits)
{
    return {{"ruleset", "roguelike"}, {"name", "lonely chaser"}, {"scheduler", "energy"}, {"visits", visits},
            {"map", std::vector<std::string>(static_cast<std::size_t>(side), std::string(static_cast<std::size_t>(side), '.'))},
            {"units", nlohmann::json::array({{{"name", "Chaser"}, {"faction", "enemy"}, {"brain", "chase"}, {"at", {0, 0}}}})}};
}

}  // namespace ts::test
