#pragma once
// Shared by the events tests: scenarios written in code (a small base to add to), games and
// sessions over them, the sample scenarios, and the queue's story read back from a trace
// (the pops of one event tree, the answers, the listeners that heard).
#include "test_paths.h"

#include "rulesets/events/game.h"
#include "rulesets/events/kinds.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/sink.h"
#include "kernel/trace/render.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ts::test {

using nlohmann::json;

inline const Ruleset& eventsRuleset()
{
    const Ruleset* r = findRuleset("events");
    if (!r)
        throw std::logic_error("no events ruleset in this build");
    return *r;
}

// Two players with one character each (Alice's Diluc, Bob's Noelle), a free 1-damage
// skill "Jab", no dice rolled, no rerolls, no hand switch, one round; add to it.
inline json baseScenario()
{
    return json{
        {"ruleset", "events"},
        {"name", "test"},
        {"rules",
         {{"initialHand", 0},
          {"drawPerRound", 0},
          {"dicePerRoll", 0},
          {"rerolls", 0},
          {"handSwitches", 0},
          {"firstPlayer", 0},
          {"roundLimit", 1}}},
        {"skills",
         json::array({json{
             {"id", "Jab"}, {"normal", true}, {"effects", json::array({json{{"do", "damage"}, {"amount", 1}}})}}})},
        {"characters",
         json::array({json{{"id", "Diluc"}, {"element", "pyro"}, {"hp", 10}, {"skills", {"Jab"}}},
                      json{{"id", "Fischl"}, {"element", "electro"}, {"hp", 10}, {"skills", {"Jab"}}},
                      json{{"id", "Noelle"}, {"element", "geo"}, {"hp", 10}, {"skills", {"Jab"}}},
                      json{{"id", "Sucrose"}, {"element", "anemo"}, {"hp", 10}, {"skills", {"Jab"}}}})},
        {"players",
         json::array({json{{"name", "Alice"},
                           {"characters", {"Diluc"}},
                           {"script", json::array({json{{"do", "choose"}, {"character", "Diluc"}}})}},
                      json{{"name", "Bob"},
                           {"characters", {"Noelle"}},
                           {"script", json::array({json{{"do", "choose"}, {"character", "Noelle"}}})}}})}};
}

inline json line(const char* what, const char* key = nullptr, json value = nullptr)
{
    json j{{"do", what}};
    if (key)
        j[key] = std::move(value);
    return j;
}

// JSON values compared as their text (QCOMPARE shows both on failure).
inline QString jsonText(const json& j) { return QString::fromStdString(j.dump()); }

inline std::shared_ptr<const events::EventsScenario> scenarioOf(const json& doc)
{
    return std::dynamic_pointer_cast<const events::EventsScenario>(eventsRuleset().parseScenario(doc, "test.json"));
}

inline std::unique_ptr<Session> sessionOf(const json& doc, SessionOptions options = {})
{
    auto s = std::make_unique<Session>(eventsRuleset(), scenarioOf(doc), 1, options);
    s->run();
    return s;
}

inline std::unique_ptr<Session> sessionOfSample(const char* file, SessionOptions options = {})
{
    const LoadedScenario s = loadScenarioFile(sampleFile("events", file));
    auto session = std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options);
    session->run();
    return session;
}

inline const events::EventsGame& asEvents(const Game& g) { return dynamic_cast<const events::EventsGame&>(g); }

// A copy of the state at an event (stateAt's game is a temporary).
inline events::GameState stateOf(Session& s, Seq seq) { return asEvents(*s.stateAt(seq)).state(); }

inline KindId kindIn(const Trace& t, std::string_view name)
{
    for (std::size_t i = 0; i < t.kindNames.size(); ++i)
        if (t.kindNames[i] == name)
            return static_cast<KindId>(i);
    return 0;
}

inline std::vector<Seq> seqsOf(const Trace& t, std::string_view kindName, Seq from = 0, Seq to = ~Seq(0))
{
    std::vector<Seq> out;
    const KindId k = kindIn(t, kindName);
    for (Seq i = from; i < t.size() && i < to; ++i)
        if (t.at(i).kind == k)
            out.push_back(i);
    return out;
}

// The event that opens the n-th instruction of this kind (0-based), and the end of its tree
// (the next tree-done, or the trace's end).
struct TreeSpan {
    Seq begin = 0, end = 0;
};

inline std::optional<TreeSpan> instructionTree(const Trace& t, events::AnswerKind kind, int n = 0)
{
    const KindId instruction = kindIn(t, "events.instruction"), done = kindIn(t, "events.tree-done");
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind != instruction || e.arg[1] != static_cast<std::int32_t>(kind) || n-- > 0)
            continue;
        Seq end = i + 1;
        while (end < t.size() && t.at(end).kind != done)
            ++end;
        return TreeSpan{i, end};
    }
    return std::nullopt;
}

// "kind:player" (and ">target" when the event has one) of each pop in [begin, end).
inline QStringList pops(const Trace& t, TreeSpan span)
{
    QStringList out;
    const KindId pop = kindIn(t, "events.pop");
    for (Seq i = span.begin; i < span.end; ++i) {
        const Event e = t.at(i);
        if (e.kind != pop)
            continue;
        QString s = QString::fromStdString(std::string(events::evKindName(static_cast<events::EvKind>(e.arg[1])))) +
            QLatin1Char(':') + QString::fromStdString(t.entityName(e.subject[0]));
        if (e.subject[1] != kNoEntity && e.subject[1] != e.subject[0])
            s += QLatin1Char('>') + QString::fromStdString(t.entityName(e.subject[1]));
        out << s;
    }
    return out;
}

// The listeners that heard node `node`, in order, in [begin, end): their entity names.
inline QStringList hearers(const Trace& t, TreeSpan span, std::int32_t node)
{
    QStringList out;
    const KindId hear = kindIn(t, "events.hear");
    for (Seq i = span.begin; i < span.end; ++i)
        if (t.at(i).kind == hear && t.at(i).arg[0] == node)
            out << QString::fromStdString(t.entityName(t.at(i).subject[0]));
    return out;
}

// The tree's nodes in depth-first pre-order (children in the order they were made: the
// answers in response order, the over event last); roots in their order.
inline std::vector<std::int32_t> preorder(const std::vector<events::Node>& tree)
{
    std::vector<std::vector<std::int32_t>> children(tree.size());
    std::vector<std::int32_t> roots;
    for (std::size_t i = 0; i < tree.size(); ++i)
        (tree[i].parent < 0 ? roots : children[static_cast<std::size_t>(tree[i].parent)])
            .push_back(static_cast<std::int32_t>(i));
    std::vector<std::int32_t> out, stack(roots.rbegin(), roots.rend());
    while (!stack.empty()) {
        const std::int32_t n = stack.back();
        stack.pop_back();
        out.push_back(n);
        const auto& c = children[static_cast<std::size_t>(n)];
        stack.insert(stack.end(), c.rbegin(), c.rend());
    }
    return out;
}

// The nodes in the order they were popped.
inline std::vector<std::int32_t> popOrder(const std::vector<events::Node>& tree)
{
    std::vector<std::int32_t> out(tree.size(), -1);
    std::size_t popped = 0;
    for (std::size_t i = 0; i < tree.size(); ++i)
        if (tree[i].popIndex >= 0 && static_cast<std::size_t>(tree[i].popIndex) < tree.size()) {
            out[static_cast<std::size_t>(tree[i].popIndex)] = static_cast<std::int32_t>(i);
            ++popped;
        }
    out.resize(popped);
    return out;
}

inline QString rendered(const Session& s, Seq seq)
{
    const RenderContext ctx(s.trace(), &s.ruleset());
    return QString::fromStdString(ctx.line(s.trace().at(seq)));
}

// Plays a game by hand (no session) to its end: script lines first, then the policy.
inline void playOut(events::EventsGame& g, EventSink& sink, int maxSteps = 2000000)
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
