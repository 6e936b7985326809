#pragma once
// Shared by the energy-loop tests (seed 003): small scenarios written in a few lines, games
// run by a session, and what a trace says about each visit as a compact string.
#include "straight_replay.h"
#include "test_paths.h"
#include "trace_lookup.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "rulesets/roguelike/energy_game.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QTest>

#include <memory>
#include <string>
#include <vector>

namespace ts::test {

inline const Ruleset& roguelikeRuleset()
{
    const Ruleset* r = findRuleset("roguelike");
    if (!r)
        throw std::logic_error("no roguelike ruleset in this build");
    return *r;
}

// A room `width` x 3 with walls around, and `units` (each a JSON object) on its middle row.
inline nlohmann::json energyDoc(const nlohmann::json& units, const char* table = "erf", int visits = 40,
                                std::vector<std::string> map = {})
{
    if (map.empty())
        map = {"############", "#..........#", "############"};
    return {{"ruleset", "roguelike"}, {"name", "test"}, {"scheduler", "energy"}, {"energyTable", table},
            {"visits", visits},       {"map", map},     {"units", units}};
}

// An actor that rests forever: only its energy decides when it acts.
inline nlohmann::json rester(const std::string& name, int speed, int x, int energy = 0)
{
    nlohmann::json a = nlohmann::json::parse(
        R"({"faction": "friend", "brain": {"kind": "script", "plans": [[{"do": "rest"}]], "then": "repeat"}})");
    a["name"] = name;
    a["speed"] = speed;
    a["energy"] = energy;
    a["at"] = nlohmann::json::array({x, 1});
    return a;
}

inline std::unique_ptr<Session> runEnergy(const nlohmann::json& doc, SessionOptions options = {})
{
    const LoadedScenario s = parseScenarioJson(doc, "test.json");
    auto session = std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options);
    session->run();
    return session;
}

inline std::unique_ptr<Session> runEnergyFile(const char* file, SessionOptions options = {})
{
    const LoadedScenario s = loadScenarioFile(sampleFile("roguelike", file));
    auto session = std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options);
    session->run();
    return session;
}

inline const roguelike::EnergyGame& energyGame(const Game& g) { return dynamic_cast<const roguelike::EnergyGame&>(g); }

// Each visit to `actor`, in order: 'x' it acted, '.' it waited for energy, 'w' it waited
// for input, '-' it had no action.
inline QString visitPattern(const Trace& t, const std::string& actor)
{
    const EntityId who = entityId(t, actor);
    const KindId visit = kindId(t, "roguelike.visit"), check = kindId(t, "roguelike.energy-check"),
                 shortOf = kindId(t, "roguelike.energy-short"), wait = kindId(t, "roguelike.input-wait");
    QString out;
    bool open = false;
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == visit) {
            if (open)
                out += QLatin1Char('-');
            open = e.subject[0] == who;
        } else if (open && (e.kind == check || e.kind == shortOf)) {
            out += e.kind == check ? QLatin1Char('x') : QLatin1Char('.');
            open = false;
        } else if (open && e.kind == wait) {
            out += QLatin1Char('w');
            open = false;
        }
    }
    if (open)
        out += QLatin1Char('-');
    return out;
}

// The actor of each visit, in order ("Hare Tortoise Hare ...").
inline QStringList visitOrder(const Trace& t)
{
    QStringList out;
    for (const Seq i : eventsOfKind(t, "roguelike.visit"))
        out << QString::fromStdString(t.entityName(t.at(i).subject[0]));
    return out;
}

}  // namespace ts::test
