#pragma once
// Shared by the stack tests: scenarios written in code, games and sessions over them, a
// generator of randomized games, random players, and what a trace says about the flow.
#include "test_paths.h"
#include "trace_lookup.h"

#include "kernel/draw/rng.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/sink.h"
#include "rulesets/stack/game.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>
#include <string>
#include <vector>

namespace ts::test {

using nlohmann::json;

inline const Ruleset& stackRuleset()
{
    const Ruleset* r = findRuleset("stack");
    if (!r)
        throw std::logic_error("no stack ruleset in this build");
    return *r;
}

inline std::string stackScenarioPath(const char* file) { return sampleFile("stack", file); }

inline std::shared_ptr<const stack::StackScenario> scenarioOf(const json& doc)
{
    return std::dynamic_pointer_cast<const stack::StackScenario>(stackRuleset().parseScenario(doc, "test.json"));
}

inline const stack::StackGame& asStack(const Game& g) { return dynamic_cast<const stack::StackGame&>(g); }

inline std::unique_ptr<Session> sessionOf(const json& doc, SessionOptions options = {})
{
    auto s = std::make_unique<Session>(stackRuleset(), scenarioOf(doc), 1, options);
    s->run();
    return s;
}

inline std::unique_ptr<Session> sessionOfFile(const char* file, SessionOptions options = {})
{
    const LoadedScenario s = loadScenarioFile(stackScenarioPath(file));
    auto session = std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options);
    session->run();
    return session;
}

inline json jsonFile(const char* file)
{
    QFile f(samplePath("stack", file));
    if (!f.open(QIODevice::ReadOnly))
        throw std::runtime_error("cannot read " + stackScenarioPath(file));
    return json::parse(f.readAll().toStdString());
}

// ---------------------------------------------------------------- small games in code

inline json action(const std::string& name, const std::string& timing, const std::string& effect, json effects,
                   json extra = json::object())
{
    json a{{"name", name}, {"effect", effect}, {"effects", effects}};
    if (!timing.empty())
        a["timing"] = timing;
    for (auto it = extra.begin(); it != extra.end(); ++it)
        a[it.key()] = it.value();
    return a;
}

inline json grantsOf(std::initializer_list<const char*> names)
{
    json out = json::array();
    for (const char* n : names)
        out.push_back({{"grants", n}});
    return out;
}

// Two players (Alice first, Bob) who may take Call (main, normal), Answer (quick, normal),
// Zap (quick, instant), Concede (quick, instant: lose) and End Turn; life 10 as the damage
// counter, a loss at 0. Scripts and more are added by the tests.
inline json duel(json aliceScript = json::array(), json bobScript = json::array())
{
    const json mark = json::array({{{"do", "counter"}, {"counter", "marks"}, {"add", 1}}});
    json doc{
        {"ruleset", "stack"},
        {"name", "test duel"},
        {"zones", {"deck", "hand", "field", "graveyard"}},
        {"counters", {"life", "marks"}},
        {"damage", {{"counter", "life"}}},
        {"lose", json::array({{{"counter", "life"}, {"atMost", 0}}})},
        {"limits", {{"turns", 4}}},
        {"actions",
         json::array(
             {action("Call", "main", "normal", mark), action("Answer", "quick", "normal", mark),
              action("Zap", "quick", "instant", json::array({{{"do", "damage"}, {"who", "opponents"}, {"amount", 1}}})),
              action("Concede", "quick", "instant", json::array({{{"do", "lose"}, {"who", "controller"}}})),
              action("End Turn", "main", "instant", json::array({{{"do", "end-turn"}}}))})}};
    const json g = grantsOf({"Call", "Answer", "Zap", "Concede", "End Turn"});
    doc["players"] =
        json::array({{{"name", "Alice"}, {"counters", {{"life", 10}}}, {"abilities", g}, {"script", aliceScript}},
                     {{"name", "Bob"}, {"counters", {{"life", 10}}}, {"abilities", g}, {"script", bobScript}}});
    return doc;
}

inline json act(const std::string& a) { return {{"do", "act"}, {"action", a}}; }
inline json pass() { return {{"do", "pass"}}; }

// ---------------------------------------------------------------- reading traces

struct FlowStep {
    stack::Node node = stack::Node::None;
    std::int32_t answer = -1;
    stack::Node next = stack::Node::None;
    Seq seq = 0;
};

inline std::vector<FlowStep> flowOf(const Trace& t)
{
    std::vector<FlowStep> out;
    const KindId k = kindId(t, "stack.flow");
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == k)
            out.push_back({static_cast<stack::Node>(e.arg[0]), e.arg[1], static_cast<stack::Node>(e.arg[2]), i});
    }
    return out;
}

// "Call#1 Answer#2" (bottom first).
inline QString entriesText(const stack::StackGame& g, const std::vector<stack::Entry>& v)
{
    QStringList out;
    for (const stack::Entry& e : v)
        out << QString::fromStdString(g.scenario().actions[static_cast<std::size_t>(e.action)].name) +
                QStringLiteral("#%1").arg(e.serial);
    return out.join(QLatin1Char(' '));
}

inline QString passListText(const stack::StackGame& g)
{
    QStringList out;
    for (const std::int32_t p : g.state().passList)
        out << QString::fromStdString(g.scenario().players[static_cast<std::size_t>(p)].name);
    return out.join(QLatin1Char(' '));
}

// ---------------------------------------------------------------- randomized games

class Gen {
public:
    explicit Gen(std::uint64_t seed) : rng_(seed, 0x57ac) {}
    int range(int lo, int hi) { return lo + static_cast<int>(rng_.below(static_cast<std::uint32_t>(hi - lo + 1))); }
    bool chance(int percent) { return static_cast<int>(rng_.below(100)) < percent; }
    template <class T>
    const T& pick(const std::vector<T>& v)
    {
        return v[rng_.below(static_cast<std::uint32_t>(v.size()))];
    }

private:
    Pcg32 rng_;
};

// One to three effects of random kinds for an action with target kind `targetKind`
// (0-2 none, 3 component, 4 player, 5 stage).
inline json randomEffects(Gen& g, int targetKind)
{
    const std::vector<std::string> who = {"controller", "next", "opponents", "turn-player", "all"};
    json effects = json::array();
    for (int k = 0, n = g.range(1, 3); k < n; ++k) {
        const int kind = g.range(0, 9);
        const bool compTarget = targetKind == 3, playerTarget = targetKind == 4;
        switch (kind) {
        case 0: effects.push_back({{"do", "draw"}, {"who", g.pick(who)}, {"count", g.range(0, 2)}}); break;
        case 1:
            effects.push_back(
                {{"do", "damage"}, {"who", playerTarget ? "target" : g.pick(who)}, {"amount", g.range(0, 3)}});
            break;
        case 2:
            effects.push_back({{"do", "counter"},
                               {"counter", g.chance(50) ? "power" : "life"},
                               {"who", g.pick(who)},
                               {"add", g.range(-2, 3)}});
            break;
        case 3:
            effects.push_back({{"do", "counter"},
                               {"counter", "power"},
                               {"what", compTarget ? "target" : "source"},
                               {"set", g.range(0, 4)}});
            break;
        case 4:
            effects.push_back({{"do", "move"},
                               {"what",
                                compTarget && g.chance(60) ? "target"
                                    : g.chance(50)         ? "source"
                                                           : "cause"},
                               {"to", g.chance(50) ? "graveyard" : "field"},
                               {"place", g.chance(30) ? "bottom" : "top"}});
            break;
        case 5:
            if (compTarget)
                effects.push_back({{"do", "control"}, {"what", "target"}});
            else
                effects.push_back({{"do", "control"}, {"what", g.chance(50) ? "cause" : "source"}});
            break;
        case 6:
            if (targetKind == 5)
                effects.push_back({{"do", "cancel"}});
            else
                effects.push_back({{"do", "draw"}, {"count", 1}});
            break;
        case 7: effects.push_back({{"do", g.chance(50) ? "lose" : "win"}, {"who", g.pick(who)}}); break;
        case 8: effects.push_back({{"do", "end-turn"}}); break;
        default: effects.push_back({{"do", "counter"}, {"counter", "power"}, {"who", "controller"}, {"add", 1}}); break;
        }
        if (kind == 7 && !g.chance(15))
            effects.back() = {{"do", "counter"}, {"counter", "power"}, {"who", "controller"}, {"add", 1}};
    }
    return effects;
}

// A random action: a target, costs and effects; `targetKind` tells what it targets.
inline json randomAction(Gen& g, const std::string& name, int& targetKind)
{
    const std::vector<std::string> whose = {"any", "self", "opponent"};
    targetKind = g.range(0, 5);  // 0-2 none, 3 component, 4 player, 5 stage
    json extra = json::object();
    if (targetKind == 3)
        extra["target"] = {{"kind", "component"}, {"zone", g.chance(70) ? "field" : "hand"}, {"whose", g.pick(whose)}};
    else if (targetKind == 4)
        extra["target"] = {{"kind", "player"}, {"whose", g.pick(whose)}};
    else if (targetKind == 5)
        extra["target"] = {{"kind", "stage"}, {"whose", g.pick(whose)}};
    json costs = json::array();
    if (g.chance(30))
        costs.push_back({{"pay", "move"}, {"from", "hand"}, {"to", "graveyard"}, {"count", g.range(1, 2)}});
    if (g.chance(20))
        costs.push_back({{"pay", "counter"}, {"counter", "power"}, {"amount", 1}});
    if (g.chance(20))
        costs.push_back({{"pay", "damage"}, {"amount", 1}});
    if (g.chance(20))
        costs.push_back({{"pay", "source"}, {"to", "graveyard"}});
    if (!costs.empty())
        extra["cost"] = costs;
    const json effects = randomEffects(g, targetKind);
    return action(name, g.chance(50) ? "main" : "quick", g.chance(50) ? "normal" : "instant", effects, extra);
}

// A random triggered ability (of a component when `component`).
inline json randomTrigger(Gen& g, bool component, const std::vector<std::string>& playable,
                          const std::vector<std::string>& triggerable)
{
    const std::vector<std::string> whose = {"any", "self", "opponent"};
    const std::vector<std::string> ons = {"taken", "resolved", "moved", "counter", "control", "turn"};
    json w{{"on", g.pick(ons)}};
    const std::string on = w["on"];
    if (g.chance(50))
        w["by"] = g.pick(whose);
    if ((on == "taken" || on == "resolved") && g.chance(50))
        w["action"] = g.pick(playable);
    if (on == "moved") {
        if (g.chance(50))
            w["to"] = g.chance(50) ? "graveyard" : "field";
        if (component && g.chance(40))
            w["component"] = "self";
    }
    if (on == "counter") {
        w["counter"] = g.chance(50) ? "life" : "power";
        if (g.chance(50))
            w["atMost"] = g.range(0, 3);
        else if (g.chance(50))
            w["atLeast"] = g.range(1, 5);
    }
    json a{{"triggers", g.pick(triggerable)}, {"when", w}};
    if (component)
        a["in"] = json::array({g.chance(70) ? "field" : "hand"});
    return a;
}

// Two to eight components per player, some with granted and triggered abilities.
inline json randomComponents(Gen& g, int players, const std::vector<std::string>& playable,
                             const std::vector<std::string>& triggerable)
{
    json comps = json::array();
    for (int p = 0; p < players; ++p)
        for (int c = 0, n = g.range(2, 8); c < n; ++c) {
            json abilities = json::array();
            if (g.chance(70))
                abilities.push_back(
                    {{"grants", g.pick(playable)}, {"in", json::array({g.chance(50) ? "hand" : "field"})}});
            if (g.chance(35))
                abilities.push_back(randomTrigger(g, true, playable, triggerable));
            const std::vector<std::string> zones = {"deck", "deck", "hand", "field"};
            json cj{{"name", "P" + std::to_string(p) + "c" + std::to_string(c)},
                    {"owner", "P" + std::to_string(p)},
                    {"zone", g.pick(zones)},
                    {"counters", {{"power", g.range(0, 3)}}},
                    {"abilities", abilities}};
            if (g.chance(10))
                cj["controller"] = "P" + std::to_string((p + 1) % players);
            comps.push_back(cj);
        }
    return comps;
}

// A randomized game: 2–4 players, random actions (timings, instant or normal, costs,
// targets of every kind, effects of every kind), static and triggered abilities of players
// and components, random lose rules and set-up. Every game is valid and bounded by limits.
inline json randomScenario(int index)
{
    Gen g(0x5eed00u + static_cast<std::uint64_t>(index));
    const int players = g.range(2, 4);
    json doc{{"ruleset", "stack"},
             {"name", "random game " + std::to_string(index)},
             {"seed", index},
             {"zones", {"deck", "hand", "field", "graveyard"}},
             {"counters", {"life", "power"}},
             {"limits",
              {{"turns", g.range(3, 8)},
               {"actions", g.range(30, 120)},
               {"stage", g.range(4, 10)},
               {"triggerLoops", g.range(3, 12)}}}};
    if (g.chance(50))
        doc["damage"] = {{"counter", "life"}};
    json lose = json::array();
    if (g.chance(60))
        lose.push_back({{"counter", "life"}, {"atMost", 0}});
    if (g.chance(40))
        lose.push_back({{"zone", "deck"}, {"atMost", 0}});
    doc["lose"] = lose;
    doc["first"] = g.chance(40) ? json("random") : json("P" + std::to_string(g.range(0, players - 1)));
    doc["setup"] = {{"shuffle", g.chance(50) ? json::array({"deck"}) : json::array()}, {"draw", g.range(0, 3)}};
    json actions = json::array();
    std::vector<std::string> playable, triggerable;
    const int count = g.range(3, 8);
    for (int a = 0; a < count; ++a) {
        const std::string name = "A" + std::to_string(a);
        int targetKind = 0;
        const json made = randomAction(g, name, targetKind);
        actions.push_back(made);
        playable.push_back(name);
        if (targetKind <= 2)
            triggerable.push_back(name);
    }
    actions.push_back(action("End", "main", "instant", json::array({{{"do", "end-turn"}}})));
    actions.push_back(
        action("Wait", "quick", "normal", json::array({{{"do", "counter"}, {"counter", "power"}, {"add", 1}}})));
    playable.push_back("Wait");
    triggerable.push_back("Wait");
    doc["actions"] = actions;
    const auto trigger = [&](bool component) { return randomTrigger(g, component, playable, triggerable); };
    json ps = json::array();
    for (int p = 0; p < players; ++p) {
        json abilities = json::array({{{"grants", "End"}}});
        if (g.chance(70))
            abilities.push_back({{"grants", "Wait"}});
        for (const std::string& a : playable)
            if (a != "Wait" && g.chance(50))
                abilities.push_back({{"grants", a}});
        if (g.chance(50))
            abilities.push_back(trigger(false));
        ps.push_back({{"name", "P" + std::to_string(p)},
                      {"counters", {{"life", g.range(3, 12)}, {"power", g.range(0, 3)}}},
                      {"abilities", abilities}});
    }
    doc["players"] = ps;
    const json comps = randomComponents(g, players, playable, triggerable);
    doc["components"] = comps;
    return doc;
}

// A random player: answers each decision with a random legal answer (passing at ⑪ more
// often than not), now and then first an illegal one, which the game must reject.
struct RandomPlayers {
    explicit RandomPlayers(std::uint64_t seed) : rng(seed, 0x9a11) {}
    Pcg32 rng;

    Answer choose(const Session& s)
    {
        const std::vector<Answer> legal = s.legalAnswers();
        if (rng.below(100) < 4 || legal.empty())
            return Answer{static_cast<std::uint16_t>(1 + rng.below(5)),
                          static_cast<EntityId>(rng.below(static_cast<std::uint32_t>(s.trace().entityNames.size()))),
                          static_cast<std::int32_t>(rng.below(60)), 0};
        if (legal.front().kind == static_cast<std::uint16_t>(stack::AnswerKind::Pass) && rng.below(100) < 55)
            return legal.front();
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    }

    // Runs the session to its end, answering every decision.
    void play(Session& s, int maxDecisions = 100000)
    {
        for (int i = 0; i < maxDecisions; ++i) {
            if (s.run() != Session::RunResult::WaitingForCaller)
                return;
            s.provideAnswer(choose(s));
        }
    }
};

inline std::unique_ptr<Session> randomGame(int index, SessionOptions options = {})
{
    options.policyAnswersPlayer = false;
    auto s = std::make_unique<Session>(stackRuleset(), scenarioOf(randomScenario(index)),
                                       static_cast<std::uint64_t>(index), options);
    RandomPlayers(static_cast<std::uint64_t>(index) * 7919u + 1).play(*s);
    return s;
}

}  // namespace ts::test
