#pragma once
// Shared by the session tests: the kernel's debug session over roguelike games (the ruleset
// the kernel's tests use as their fixture), a straight replay to compare with, scenarios
// written in code, and what the stepping moves should do (SPEC §2.4).
#include "straight_replay.h"
#include "test_main.h"
#include "test_paths.h"
#include "trace_lookup.h"

#include "kernel/draw/rng.h"
#include "kernel/kinds.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"
#include "rulesets/roguelike/clauses.h"
#include "rulesets/roguelike/game.h"
#include "rulesets/roguelike/kinds.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ts::test {

namespace rl = ts::roguelike;
using rl::RoguelikeGame;

inline std::string scenarioPath(const char* file) { return sampleFile("roguelike", file); }

inline std::unique_ptr<Session> runScenarioFile(const char* file, SessionOptions options = {})
{
    const LoadedScenario s = loadScenarioFile(scenarioPath(file));
    auto session = std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options);
    session->run();
    return session;
}

inline const Ruleset& roguelikeRuleset()
{
    const Ruleset* r = findRuleset("roguelike");
    if (!r)
        throw std::logic_error("no roguelike ruleset in this build");
    return *r;
}

inline const RoguelikeGame& asRoguelike(const Game& g) { return dynamic_cast<const RoguelikeGame&>(g); }

// The value of one traced field of a unit (the inverse of RoguelikeGame::applyWrite).
inline std::int32_t fieldValue(const rl::Unit& u, FieldId f)
{
    switch (static_cast<rl::Field>(f)) {
    case rl::Field::X: return u.x;
    case rl::Field::Y: return u.y;
    case rl::Field::Hp: return u.hp;
    case rl::Field::Tokens: return u.tokens;
    case rl::Field::Speed: return u.speed;
    case rl::Field::Slow: return u.slow ? 1 : 0;
    case rl::Field::AttacksLeft: return u.attacksLeft;
    case rl::Field::Alive: return u.alive ? 1 : 0;
    case rl::Field::Weapon: return u.weapon ? 1 : 0;
    case rl::Field::Arrows: return u.arrows ? 1 : 0;
    case rl::Field::SlowTurns: return u.slowTurns;
    }
    return INT32_MIN;
}

inline std::int32_t fieldAt(const Game& g, EntityId entity, FieldId f)
{
    return fieldValue(asRoguelike(g).state().units.at(entity - 1), f);
}

inline std::unique_ptr<Session> newSession(const std::string& path, SessionOptions options = {},
                                           std::vector<DecisionRecord> inputs = {})
{
    const LoadedScenario s = loadScenarioFile(path);
    return std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options, std::move(inputs));
}

inline std::unique_ptr<Session> newSessionFromText(const std::string& json, SessionOptions options = {},
                                                   std::vector<DecisionRecord> inputs = {})
{
    const LoadedScenario s = parseScenarioText(json, "test-scenario.json");
    return std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options, std::move(inputs));
}

inline StraightRun straightReplay(const Session& s)
{
    return test::straightReplay(s.ruleset(), s.scenario(), s.seed(), s.decisions());
}

inline QString divergenceText(const std::optional<Divergence>& d)
{
    if (!d)
        return QStringLiteral("no divergence");
    return QStringLiteral("first divergence at event %1:\n  left:  %2\n  right: %3")
        .arg(d->seq)
        .arg(QString::fromStdString(d->left), QString::fromStdString(d->right));
}

inline std::optional<Divergence> diverge(const Trace& a, const Trace& b)
{
    const RenderContext ra(a, &roguelikeRuleset()), rb(b, &roguelikeRuleset());
    return firstDivergence(a, ra, b, rb);
}

inline std::vector<Event> eventsOf(const Trace& t, Seq from, Seq to)
{
    std::vector<Event> out;
    for (Seq i = from; i < to; ++i)
        out.push_back(t.at(i));
    return out;
}

// A scenario of `units` units on an open map, every faction and speed, no scripts (the AI
// plays every side), for `turns` turns.
inline std::string bigScenario(int units, int turns, std::uint64_t seed)
{
    Pcg32 rng(seed, 3);
    const int side = 40;
    nlohmann::json doc;
    doc["ruleset"] = "roguelike";
    doc["name"] = "generated: " + std::to_string(units) + " units";
    doc["seed"] = seed;
    doc["turns"] = turns;
    doc["playerPolicy"] = "ai";
    nlohmann::json map = nlohmann::json::array();
    for (int y = 0; y < side; ++y)
        map.push_back(std::string(static_cast<std::size_t>(side), '.'));
    doc["map"] = map;
    std::vector<int> cells(static_cast<std::size_t>(side * side));
    for (std::size_t i = 0; i < cells.size(); ++i)
        cells[i] = static_cast<int>(i);
    for (std::size_t i = cells.size() - 1; i > 0; --i)
        std::swap(cells[i], cells[rng.below(static_cast<std::uint32_t>(i + 1))]);
    static const char* const factions[] = {"player", "friend", "enemy"};
    nlohmann::json list = nlohmann::json::array();
    for (int i = 0; i < units; ++i) {
        nlohmann::json u;
        u["name"] = "U" + std::to_string(i);
        u["faction"] = factions[i == 0 ? 0 : rng.below(3)];
        const std::uint32_t speed = rng.below(4);
        if (speed == 0)
            u["speed"] = "slow";
        else
            u["speed"] = speed;
        u["hp"] = 40 + rng.below(60);
        u["attack"] = rng.below(3);
        const int cell = cells[static_cast<std::size_t>(i)];
        u["at"] = {cell % side, cell / side};
        list.push_back(u);
    }
    doc["units"] = list;
    return doc.dump();
}

// bigScenario's game where nobody is hurt, so that it lasts all its turns.
inline std::string harmlessScenarioText(int units, int turns, std::uint64_t seed)
{
    nlohmann::json doc = nlohmann::json::parse(bigScenario(units, turns, seed));
    for (auto& u : doc["units"])
        u["attack"] = 0;
    return doc.dump();
}

inline LoadedScenario harmlessScenario(int units, int turns, std::uint64_t seed)
{
    return parseScenarioText(harmlessScenarioText(units, turns, seed), "harmless.json");
}

inline const char* const kManualScenario = R"({
  "ruleset": "roguelike",
  "name": "manual player, no script",
  "seed": 7,
  "turns": 3,
  "playerPolicy": "manual",
  "map": ["########", "#......#", "#......#", "#......#", "########"],
  "units": [
    {"name": "Hero", "faction": "player", "speed": 1, "hp": 20, "attack": 2, "at": [1, 2]},
    {"name": "Orc", "faction": "enemy", "speed": 2, "hp": 20, "attack": 1, "at": [6, 2]}
  ]
})";

// Hero moves SE from (1,1) to (2,2) past Post, who stands on (2,1).
inline const char* const kDiagonalMoveScenario = R"({
  "ruleset": "roguelike", "name": "diagonal move past a unit", "seed": 1, "turns": 1,
  "map": ["######", "#....#", "#....#", "#....#", "######"],
  "units": [
    {"name": "Hero", "faction": "player", "speed": 1, "at": [1, 1], "script": [{"do": "move", "dir": "SE"}]},
    {"name": "Post", "faction": "friend", "speed": 1, "at": [2, 1], "script": [{"do": "wait"}]},
    {"name": "Foe", "faction": "enemy", "speed": 1, "attack": 0, "at": [4, 3], "script": [{"do": "wait"}]}
  ]})";

enum class Move { Into, Over, Out, BackInto, BackOver, BackOut };

inline bool doMove(Session& s, Move m)
{
    switch (m) {
    case Move::Into: return s.stepInto();
    case Move::Over: return s.stepOver();
    case Move::Out: return s.stepOut();
    case Move::BackInto: return s.stepBackInto();
    case Move::BackOver: return s.stepBackOver();
    case Move::BackOut: return s.stepBackOut();
    }
    return false;
}

// Where a move from `c` should land according to SPEC §2.4 (nullopt: it does not move).
inline std::optional<Seq> expectedMove(const std::vector<Event>& ev, Seq c, Move m)
{
    const Seq n = ev.size();
    const int depth = ev[c].depth;
    auto forward = [&](auto pred) -> std::optional<Seq> {
        for (Seq i = c + 1; i < n; ++i)
            if (pred(int(ev[i].depth)))
                return i;
        return std::nullopt;
    };
    auto backward = [&](auto pred) -> std::optional<Seq> {
        for (Seq i = c; i-- > 0;)
            if (pred(int(ev[i].depth)))
                return i;
        return std::nullopt;
    };
    switch (m) {
    case Move::Into: return c + 1 < n ? std::optional<Seq>(c + 1) : std::nullopt;
    case Move::Over: return forward([&](int d) { return d <= depth; });
    case Move::Out: return forward([&](int d) { return d < depth; });
    case Move::BackInto: return c > 0 ? std::optional<Seq>(c - 1) : std::nullopt;
    case Move::BackOver: return backward([&](int d) { return d <= depth; });
    case Move::BackOut: return backward([&](int d) { return d < depth; });
    }
    return std::nullopt;
}

}  // namespace ts::test
