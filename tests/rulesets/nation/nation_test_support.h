#pragma once
// Shared by the nation tests: stages written in code, games and sessions over them, and
// the events of a trace by kind name.
#include "test_paths.h"

#include "kernel/ruleset_registry.h"
#include "rulesets/nation/game.h"

#include "kernel/session/session.h"
#include "kernel/sink.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>
#include <string>
#include <vector>

namespace ts::test {

using nlohmann::json;

inline const Ruleset& nationRuleset()
{
    const Ruleset* r = findRuleset("nation");
    if (!r)
        throw std::logic_error("no nation ruleset in this build");
    return *r;
}

inline std::string nationScenarioPath(const char* file) { return sampleFile("nation", file); }

// A stage with one skill "Hit" (Front, all slots), no states, no commands; add to it.
inline json baseStage(int roundLimit = 1)
{
    return json{
        {"ruleset", "nation"},
        {"name", "test stage"},
        {"stage", {{"id", "t"}, {"domesticCount", 1}, {"roundLimit", roundLimit}}},
        {"states", json::array()},
        {"skills",
         json::array({json{{"id", "Hit"}, {"priority", 1}, {"target", {{"row", "front"}, {"slots", {0, 1, 2}}}}}})},
        {"commands", json::array()},
        {"nations", json::array()}};
}

// A state definition: its id and the given keys.
inline json stateDef(const std::string& id, json extra = json::object())
{
    json j{{"id", id}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        j[it.key()] = it.value();
    return j;
}

inline json unitAt(const std::string& name, const std::string& row, int slot, int hp = 10, int attack = 1,
                   json skills = json::array({"Hit"}))
{
    return json{{"name", name}, {"maxHp", hp}, {"attack", attack}, {"row", row}, {"slot", slot}, {"skills", skills}};
}

inline json nationOf(const std::string& name, int order, int power, json units = json::array())
{
    return json{{"name", name}, {"turnOrder", order}, {"power", power}, {"units", units}};
}

inline std::shared_ptr<const nation::NationScenario> stageOf(const json& doc)
{
    return std::dynamic_pointer_cast<const nation::NationScenario>(nationRuleset().parseScenario(doc, "test.json"));
}

inline std::unique_ptr<nation::NationGame> gameOf(const json& doc)
{
    return std::make_unique<nation::NationGame>(stageOf(doc), 1);
}

inline const nation::NationGame& asNation(const Game& g) { return dynamic_cast<const nation::NationGame&>(g); }

inline std::unique_ptr<Session> sessionOf(const json& doc, SessionOptions options = {})
{
    auto s = std::make_unique<Session>(nationRuleset(), stageOf(doc), 1, options);
    s->run();
    return s;
}

inline std::unique_ptr<Session> sessionOfFile(const char* file, SessionOptions options = {})
{
    const LoadedScenario s = loadScenarioFile(nationScenarioPath(file));
    auto session = std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options);
    session->run();
    return session;
}

inline KindId kindIdIn(const Trace& t, std::string_view name)
{
    for (std::size_t i = 0; i < t.kindNames.size(); ++i)
        if (t.kindNames[i] == name)
            return static_cast<KindId>(i);
    return 0;
}

inline std::vector<Event> eventsOf(const Trace& t, std::string_view kindName)
{
    std::vector<Event> out;
    const KindId k = kindIdIn(t, kindName);
    for (Seq i = 0; i < t.size(); ++i)
        if (t.at(i).kind == k)
            out.push_back(t.at(i));
    return out;
}

// "Name" of a holder for comparisons: the nation or unit entity name.
inline std::string holderName(const nation::NationGame& g, const nation::Holder& h)
{
    return g.entityName(g.holderEntity(h));
}

inline QStringList stateList(const nation::NationGame& g, const std::vector<nation::HeldState>& v)
{
    QStringList out;
    for (const auto& s : v) {
        QString t = QString::fromStdString(g.scenario().states[static_cast<std::size_t>(s.def)].id);
        if (s.stacks != nation::kNull)
            t += QStringLiteral(":%1").arg(s.stacks);
        out << t;
    }
    return out;
}

// Plays a game by hand (no session) until it finishes, answering decisions with the policy.
inline void playOut(nation::NationGame& g, EventSink& sink, int maxSteps = 1000000)
{
    std::uint32_t answered = 0;
    for (int i = 0; i < maxSteps; ++i) {
        sink.beginStep();
        const StepStatus st = g.step(sink);
        if (st == StepStatus::Finished)
            return;
        if (st == StepStatus::NeedDecision) {
            const auto a = g.pendingDecision().scripted ? g.pendingDecision().scripted : g.policyAnswer();
            g.answer(*a, AnswerSource::Policy, answered++);
        }
    }
    QFAIL("the game did not finish");
}

}  // namespace ts::test
