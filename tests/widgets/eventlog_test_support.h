#pragma once
// Shared by the event log tests: scenarios (the samples, a manual one that waits for the
// caller, generated ones of any size), waiting for the engine, and brute-force scans of
// the trace that the models are checked against.
#include "gui_support.h"
#include "session/sessioncontroller.h"

#include "kernel/draw/rng.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QString>
#include <QTest>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ts::test {

// A player whose every decision waits for the caller: each answer appends events.
inline const char* kManualScenario = R"({
  "ruleset": "roguelike",
  "name": "manual player",
  "seed": 7,
  "turns": 6,
  "playerPolicy": "manual",
  "map": ["##########", "#........#", "#........#", "#........#", "##########"],
  "units": [
    {"name": "Hero", "faction": "player", "speed": 1, "hp": 200, "attack": 1, "at": [1, 2]},
    {"name": "Orc", "faction": "enemy", "speed": 2, "hp": 200, "attack": 1, "at": [8, 2]},
    {"name": "Imp", "faction": "enemy", "speed": "slow", "hp": 200, "attack": 1, "at": [8, 3]}
  ]
})";

// A crowd on an open map: nobody dies (1e9 hp), speeds x1/x2/x3/slow mixed, and every
// tenth AI unit drinks speed grass and waves slow staffs at itself, so every kind of
// roguelike event and every speed clause occurs. About 11 events per unit and turn.
inline std::string generatedScenario(int units, int turns, std::uint64_t seed = 3)
{
    using nlohmann::json;
    const int width = 82;
    const int height = std::max(6, (4 * units) / (width - 2) + 4);  // a quarter of the floor is taken
    json map = json::array();
    for (int y = 0; y < height; ++y) {
        std::string row(static_cast<std::size_t>(width), '.');
        row.front() = row.back() = '#';
        if (y == 0 || y + 1 == height)
            row.assign(static_cast<std::size_t>(width), '#');
        map.push_back(row);
    }
    std::vector<std::pair<int, int>> cells;
    for (int y = 1; y + 1 < height; ++y)
        for (int x = 1; x + 1 < width; ++x)
            cells.emplace_back(x, y);
    Pcg32 rng(seed, 5);
    for (std::size_t i = cells.size(); i > 1; --i)
        std::swap(cells[i - 1], cells[rng.below(static_cast<std::uint32_t>(i))]);
    json list = json::array();
    for (int i = 0; i < units; ++i) {
        const char* faction = i == 0 ? "player" : i % 2 ? "enemy" : "friend";
        std::string name = (i == 0 ? std::string("P") : i % 2 ? std::string("E") : std::string("F"));
        name.append(std::to_string(i));
        json u = {{"name", name},
                  {"faction", faction},
                  {"hp", 1000000000},
                  {"attack", 1},
                  {"at", {cells[std::size_t(i)].first, cells[std::size_t(i)].second}}};
        const int speedPick = i % 10;
        if (speedPick == 9)
            u["speed"] = "slow";
        else
            u["speed"] = speedPick < 4 ? 1 : speedPick < 7 ? 2 : 3;
        if (i > 0 && i % 10 == 3) {
            json script = json::array();
            for (int k = 0; k < 16; ++k)
                script.push_back(k % 8 == 0       ? json{{"do", "drink-speed-grass"}}
                                     : k % 8 == 4 ? json{{"do", "wave-staff"}, {"staff", "slow"}, {"target", name}}
                                                  : json{{"do", "brain"}});
            u["script"] = script;
        }
        list.push_back(u);
    }
    json doc = {{"ruleset", "roguelike"}, {"name", "generated crowd"}, {"seed", seed},
                {"turns", turns},         {"playerPolicy", "ai"},      {"map", map},
                {"units", list}};
    return doc.dump();
}

// A finished session over a generated scenario, built without the event loop.
inline std::unique_ptr<Session> generatedSession(int units, int turns)
{
    const LoadedScenario loaded = parseScenarioText(generatedScenario(units, turns), "generated.json");
    auto s = std::make_unique<Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
    s->run();
    return s;
}

struct BruteFilter {
    std::string kind;  // "" = any
    QString clausePrefix;  // "" = any
    std::string entity;  // "" = any
    QString text;  // "" = any
};

// What the filter model must show, found the slow and obvious way.
inline std::vector<Seq> bruteForce(const Session& s, const RenderContext& render, const BruteFilter& f)
{
    const Trace& t = s.trace();
    const EntityId entity = f.entity.empty() ? kNoEntity : entityId(t, f.entity);
    std::vector<Seq> out;
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (!f.kind.empty() && t.kindName(e.kind) != f.kind)
            continue;
        if (!f.clausePrefix.isEmpty() &&
            !QString::fromStdString(t.clauseName(e.clause)).startsWith(f.clausePrefix, Qt::CaseInsensitive))
            continue;
        if (!f.entity.empty() && !e.concerns(entity))
            continue;
        if (!f.text.isEmpty() && !QString::fromStdString(render.line(e)).contains(f.text, Qt::CaseInsensitive))
            continue;
        out.push_back(i);
    }
    return out;
}

}  // namespace ts::test
