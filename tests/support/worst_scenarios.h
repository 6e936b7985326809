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
    json actions = json::array({{{"name", "End Turn"},
                                 {"timing", "main"},
                                 {"effect", "instant"},
                                 {"effects", json::array({{{"do", "end-turn"}}})}}});
    for (int k = 0; k < 63; ++k) {
        json cost = json::array();
        for (int z = 0; z < 8; ++z)
            cost.push_back({{"pay", "move"}, {"from", "z" + std::to_string(z)}, {"to", "graveyard"}, {"count", 1}});
        actions.push_back({{"name", "Strike " + std::to_string(k)},
                           {"timing", k % 2 ? "quick" : "main"},
                           {"effect", "normal"},
                           {"effects", json::array({{{"do", "counter"}, {"counter", "marks"}, {"add", 1}}})},
                           {"cost", cost},
                           {"target", {{"kind", "component"}, {"zone", "field"}, {"whose", "any"}}}});
    }
    json comps = json::array();
    for (int z = 0; z < 7; ++z)
        comps.push_back({{"name", "k" + std::to_string(z)}, {"owner", "Alice"}, {"zone", "z" + std::to_string(z)}});
    for (int i = 0; i < components - 7; ++i)
        comps.push_back(
            {{"name", "c" + std::to_string(i)},
             {"owner", "Alice"},
             {"zone", "field"},
             {"abilities",
              json::array({{{"grants", "Strike " + std::to_string(i % 63)}, {"in", json::array({"field"})}}})}});
    const auto player = [](const char* name) {
        return json{
            {"name", name}, {"counters", {{"life", 10}}}, {"abilities", json::array({{{"grants", "End Turn"}}})}};
    };
    return {{"ruleset", "stack"},
            {"name", "grants"},
            {"limits", {{"turns", turns}}},
            {"zones", zones},
            {"counters", json::array({"life", "marks"})},
            {"damage", {{"counter", "life"}}},
            {"lose", json::array({{{"counter", "life"}, {"atMost", 0}}})},
            {"actions", actions},
            {"players", json::array({player("Alice"), player("Bob")})},
            {"components", comps}};
}

// Energy loop: a `side` x `side` open map with one chaser and no opponent, `visits` visits:
// every visit looks for an opponent that does not exist.
inline nlohmann::json energyLonelyChaser(int side, int visits)
{
    return {
        {"ruleset", "roguelike"},
        {"name", "lonely chaser"},
        {"scheduler", "energy"},
        {"visits", visits},
        {"map",
         std::vector<std::string>(static_cast<std::size_t>(side), std::string(static_cast<std::size_t>(side), '.'))},
        {"units",
         nlohmann::json::array({{{"name", "Chaser"}, {"faction", "enemy"}, {"brain", "chase"}, {"at", {0, 0}}}})}};
}

// Energy loop: a `side` x `side` open map, a chaser in one corner and a wandering friend
// (its opponent) in the other, `visits` visits: the chaser's walk search cannot reach so
// far, and the rings around it looked at every cell up to the opponent on every visit.
inline nlohmann::json energyFarOpponent(int side, int visits)
{
    nlohmann::json doc = energyLonelyChaser(side, visits);
    doc["name"] = "far opponent";
    doc["units"].push_back(
        {{"name", "Wanderer"}, {"faction", "friend"}, {"brain", "wander"}, {"at", {side - 1, side - 1}}});
    return doc;
}

// Nation: `nations` nations of `units` units each, none hostile to another, each with
// `commands` free domestic commands and a domestic count of 100: every NPC decision
// previews each command on a deep copy of the whole game (every nation, every unit).
inline nlohmann::json nationWidePreviews(int nations, int units, int commands, int rounds)
{
    using nlohmann::json;
    json cmds = json::array(), names = json::array();
    for (int c = 0; c < commands; ++c) {
        cmds.push_back({{"id", "C" + std::to_string(c)},
                        {"cost", 0},
                        {"effects", json::array({{{"do", "change-power"}, {"amount", 1}}})}});
        names.push_back("C" + std::to_string(c));
    }
    json list = json::array();
    for (int n = 0; n < nations; ++n) {
        json us = json::array();
        for (int u = 0; u < units; ++u)
            us.push_back({{"name", "N" + std::to_string(n) + "u" + std::to_string(u)},
                          {"maxHp", 100},
                          {"attack", 1},
                          {"row", "bench"}});
        list.push_back({{"name", "N" + std::to_string(n)},
                        {"turnOrder", n + 1},
                        {"power", 1000},
                        {"domestic", names},
                        {"units", us}});
    }
    return {{"ruleset", "nation"}, {"name", "wide previews"},
            {"seed", 1},           {"stage", {{"id", "wide"}, {"domesticCount", 100}, {"roundLimit", rounds}}},
            {"commands", cmds},    {"nations", list}};
}

// Events: two players of 8 characters each (the most), each with `buffs` team buffs (at
// most 16) of 16 reactions to an event that never comes (a heal): each damage event calls
// every listener of both players, and each tries all its reactions in vain. The players
// jab each other for `rounds` rounds (at most 99).
inline nlohmann::json eventsDeafListeners(int buffs, int rounds)
{
    using nlohmann::json;
    json reactions = json::array();
    for (int r = 0; r < 16; ++r)
        reactions.push_back({{"on", "heal"}, {"effects", json::array({{{"do", "damage"}, {"amount", 0}}})}});
    json buffDefs = json::array(), buffNames = json::array();
    for (int b = 0; b < buffs; ++b) {
        buffDefs.push_back({{"id", "Deaf" + std::to_string(b)}, {"reactions", reactions}});
        buffNames.push_back("Deaf" + std::to_string(b));
    }
    json characters = json::array(), roster = json::array();
    for (int c = 0; c < 8; ++c) {
        characters.push_back(
            {{"id", "Ch" + std::to_string(c)}, {"element", "geo"}, {"hp", 999}, {"skills", json::array({"Jab"})}});
        roster.push_back("Ch" + std::to_string(c));
    }
    json script = json::array({{{"do", "choose"}, {"character", "Ch0"}}});
    for (int k = 0; k < 1999; ++k)
        script.push_back({{"do", "skill"}, {"skill", "Jab"}});
    const auto player = [&](const char* name) {
        return json{{"name", name}, {"characters", roster}, {"teamBuffs", buffNames}, {"script", script}};
    };
    return {{"ruleset", "events"},
            {"name", "deaf listeners"},
            {"seed", 1},
            {"rules",
             {{"initialHand", 0},
              {"drawPerRound", 0},
              {"dicePerRoll", 0},
              {"rerolls", 0},
              {"handSwitches", 0},
              {"firstPlayer", 0},
              {"roundLimit", rounds}}},
            {"skills",
             json::array(
                 {{{"id", "Jab"}, {"normal", true}, {"effects", json::array({{{"do", "damage"}, {"amount", 1}}})}}})},
            {"characters", characters},
            {"buffs", buffDefs},
            {"players", json::array({player("Alice"), player("Bob")})}};
}

}  // namespace ts::test
