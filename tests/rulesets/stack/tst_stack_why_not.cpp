// "Why not?" (issue 13) for the core rules of seed 002: at each decision of ⑤ and ⑪ (and
// when ⑤ finds no legal action at all) every action granted to the chance holder that the
// rules do not let them take now is traced as a stack.action-unavailable event (NotApplied)
// one level below the decision, with the clause of the rule that refuses it
// (002:timing/main, 002:5#target, 002:5#pay), the action as subject[0], the player as
// subject[1] and a reason code with the numbers that explain it.
#include "stack_test_support.h"
#include "test_main.h"

#include "kernel/kinds.h"
#include "kernel/session/why_not.h"
#include "kernel/trace/render.h"
#include "why_not_checks.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <set>

using namespace ts;
using namespace ts::test;
using stack::UnavailableReason;

namespace {

const stack::StackGame& head(const Session& s) { return asStack(s.head()); }

// The unavailable events of `action` for `player`, in trace order.
std::vector<Seq> unavailable(const Trace& t, EntityId action, EntityId player)
{
    return eventsOfKind(t, "stack.action-unavailable",
                        [&](const Event& e) { return e.subject[0] == action && e.subject[1] == player; });
}

// The duel of the test support plus `extra` actions granted to Alice only; Alice has a
// Pawn on her field.
json duelWith(json aliceScript, json bobScript, json extra)
{
    json doc = duel(std::move(aliceScript), std::move(bobScript));
    for (const json& a : extra) {
        doc["actions"].push_back(a);
        doc["players"][0]["abilities"].push_back({{"grants", a["name"]}});
    }
    doc["components"] = json::array({{{"name", "Pawn"}, {"owner", "Alice"}, {"zone", "field"}}});
    return doc;
}

}  // namespace

class TestStackWhyNot : public QObject {
    Q_OBJECT
private slots:
    // 002:timing/main: a main action needs the turn and an empty stage. Alice takes Call
    // (normal: it waits on the stage); at ⑪ her own main actions wait for an empty stage,
    // and at Bob's ⑪ his main actions need the turn, which is Alice's.
    void timing_data()
    {
        QTest::addColumn<QString>("who");
        QTest::addColumn<QString>("action");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("detail");  // the turn player's name, or the stage size
        QTest::addColumn<QString>("line");  // what the event log shows
        QTest::addRow("turn player, stage not empty: Call")
            << "Alice"
            << "Call" << int(UnavailableReason::StageNotEmpty) << "1"
            << "Call is not offered to Alice: a main action needs an empty stage, and 1 action(s) are on it";
        QTest::addRow("turn player, stage not empty: End Turn")
            << "Alice"
            << "End Turn" << int(UnavailableReason::StageNotEmpty) << "1"
            << "End Turn is not offered to Alice: a main action needs an empty stage, and 1 action(s) are on it";
        QTest::addRow("not the turn player: Call")
            << "Bob"
            << "Call" << int(UnavailableReason::NotTurnPlayer) << "Alice"
            << "Call is not offered to Bob: a main action needs the turn, and Alice is the turn player";
        QTest::addRow("not the turn player: End Turn")
            << "Bob"
            << "End Turn" << int(UnavailableReason::NotTurnPlayer) << "Alice"
            << "End Turn is not offered to Bob: a main action needs the turn, and Alice is the turn player";
    }
    void timing()
    {
        QFETCH(QString, who);
        QFETCH(QString, action);
        QFETCH(int, reason);
        QFETCH(QString, detail);
        QFETCH(QString, line);
        const auto s = sessionOf(duel(json::array({act("Call"), pass()}), json::array({pass()})));
        const Trace& t = s->trace();
        const EntityId player = entityId(t, who.toStdString()), a = entityId(t, action.toStdString());
        const auto seqs = unavailable(t, a, player);
        QVERIFY(!seqs.empty());
        const Event& e = t.at(seqs.front());
        checkNotApplied(t, seqs.front(), QStringLiteral("002:timing/main"), int(reason), "decision");
        const std::int32_t expected = reason == int(UnavailableReason::NotTurnPlayer)
            ? static_cast<std::int32_t>(entityId(t, detail.toStdString()))
            : detail.toInt();
        QCOMPARE(e.arg[1], expected);
        QCOMPARE(QString::fromStdString(RenderContext(t, &stackRuleset()).line(e)), line);
        // The decision it explains is the chance holder's: the same player, at ⑪.
        const Event& decision = t.at(notAppliedInStep(t, seqs.front()).front().consideredBy);
        QCOMPARE(decision.subject[0], player);
        QCOMPARE(QString::fromStdString(t.clauseName(decision.clause)), QStringLiteral("002:11"));
        // A quick action is never refused for its timing (002:timing/quick): only the chance.
        QVERIFY(unavailable(t, entityId(t, "Answer"), player).empty());
        QVERIFY(unavailable(t, entityId(t, "Zap"), player).empty());
        // Where Alice took Call (⑤, her turn, an empty stage) nothing was refused.
        const auto firstTaken = eventsOfKind(t, "stack.action-taken");
        QVERIFY(!firstTaken.empty());
        QVERIFY(seqs.front() > firstTaken.front());
    }

    // 002:5#target and 002:5#pay: an action with no legal target, or whose costs cannot be
    // paid, is not offered; the event says how many candidates were checked, or what the
    // first cost that cannot be paid needs and what the player holds.
    void targetAndCost_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("def");  // the action, as JSON
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("what");  // the counter or zone the cost takes from
        QTest::addColumn<int>("need");
        QTest::addColumn<int>("have");
        QTest::addColumn<QString>("line");
        const json mark = json::array({{{"do", "counter"}, {"counter", "marks"}, {"add", 1}}});
        QTest::addRow("no opponent's component on a field")
            << "Strike"
            << QString::fromStdString(
                   action("Strike", "quick", "instant", mark,
                          {{"target", {{"kind", "component"}, {"zone", "field"}, {"whose", "opponent"}}}})
                       .dump())
            << int(UnavailableReason::NoTarget) << "002:5#target"
            << "" << 0 << 0 << "Strike is not offered to Alice: no legal target (1 candidate(s) checked)";
        QTest::addRow("a counter cost over what the player holds")
            << "Pricey"
            << QString::fromStdString(
                   action("Pricey", "quick", "normal", mark,
                          {{"cost", json::array({{{"pay", "counter"}, {"counter", "marks"}, {"amount", 2}}})}})
                       .dump())
            << int(UnavailableReason::CannotPay) << "002:5#pay"
            << "marks" << 2 << 0
            << "Pricey is not offered to Alice: a cost cannot be paid (it needs 2 of marks, 0 held)";
        QTest::addRow("a move cost from an empty hand")
            << "Discard"
            << QString::fromStdString(
                   action("Discard", "quick", "normal", mark,
                          {{"cost",
                            json::array({{{"pay", "move"}, {"from", "hand"}, {"to", "graveyard"}, {"count", 2}}})}})
                       .dump())
            << int(UnavailableReason::CannotPay) << "002:5#pay"
            << "hand" << 2 << 0
            << "Discard is not offered to Alice: a cost cannot be paid (it needs 2 of hand, 0 held)";
        QTest::addRow("a source cost of an action the player grants")
            << "Sacrifice"
            << QString::fromStdString(action("Sacrifice", "quick", "normal", mark,
                                             {{"cost", json::array({{{"pay", "source"}, {"to", "graveyard"}}})}})
                                          .dump())
            << int(UnavailableReason::NoSourceToPay) << "002:5#pay"
            << "Alice" << 0 << 0
            << "Sacrifice is not offered to Alice: its cost moves the component that grants it, and Alice grants it "
               "(no component)";
    }
    void targetAndCost()
    {
        QFETCH(QString, action);
        QFETCH(QString, def);
        QFETCH(int, reason);
        QFETCH(QString, clause);
        QFETCH(QString, what);
        QFETCH(int, need);
        QFETCH(int, have);
        QFETCH(QString, line);
        // Stops at the first decision the script does not answer: nothing later can make the
        // action payable (Call adds marks) and take it.
        const auto s = sessionOf(
            duelWith(json::array({act("Call")}), json::array(), json::array({json::parse(def.toStdString())})),
            SessionOptions{.policyAnswersPlayer = false});
        const Trace& t = s->trace();
        const EntityId alice = entityId(t, "Alice");
        const auto seqs = unavailable(t, entityId(t, action.toStdString()), alice);
        QVERIFY(!seqs.empty());
        checkNotApplied(t, seqs.front(), clause, int(reason), "decision");
        const Event& e = t.at(seqs.front());
        const auto& sc = head(*s).scenario();
        if (reason == int(UnavailableReason::NoTarget)) {
            QCOMPARE(e.arg[1], 1);  // the one component (Alice's own Pawn) checked
        } else {
            const std::int32_t counter = static_cast<std::int32_t>(
                std::find(sc.counters.begin(), sc.counters.end(), what.toStdString()) - sc.counters.begin());
            const EntityId expected = what == QLatin1String("Alice") ? entityId(t, "Alice")
                : counter < static_cast<std::int32_t>(sc.counters.size())
                ? sc.counterEntity(counter)
                : sc.zoneEntity(sc.findZone(what.toStdString()));
            QCOMPARE(e.arg[1], static_cast<std::int32_t>(expected));
            QCOMPARE(e.arg[2], need);
            QCOMPARE(e.arg[3], have);
        }
        QCOMPARE(QString::fromStdString(RenderContext(t, &stackRuleset()).line(e)), line);
        // Never offered: no legal answer of the decisions carried it, and it was never taken.
        QVERIFY(eventsOfKind(t, "stack.action-taken", [&](const Event& x) {
                    return x.subject[1] == entityId(t, action.toStdString());
                }).empty());
    }

    // ⑤ with the stage empty must take an action; when none is legal the game stalls, and
    // the events under stack.stalled say why each granted action was refused.
    void stalledSaysWhy()
    {
        json doc = duel();
        doc["actions"].push_back(
            action("Costly End", "main", "instant", json::array({{{"do", "end-turn"}}}),
                   {{"cost", json::array({{{"pay", "counter"}, {"counter", "marks"}, {"amount", 3}}})}}));
        doc["players"][0]["abilities"] = grantsOf({"Costly End"});
        const auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const auto stalled = eventsOfKind(t, "stack.stalled");
        QCOMPARE(stalled.size(), std::size_t{1});
        const auto seqs = unavailable(t, entityId(t, "Costly End"), entityId(t, "Alice"));
        QCOMPARE(seqs.size(), std::size_t{1});
        QCOMPARE(seqs.front(), stalled.front() + 1);
        checkNotApplied(t, seqs.front(), QStringLiteral("002:5#pay"), int(UnavailableReason::CannotPay),
                        "stack.stalled");
        QCOMPARE(t.at(seqs.front()).arg[2], 3);
        QCOMPARE(t.at(seqs.front()).arg[3], 0);
    }

    // nearestConsiderations finds the refusals by clause (002:timing/main) and by entity
    // (the action), next to the events where the same rule or action applied.
    void nearestConsiderationsFindsRefusals()
    {
        const auto s = sessionOf(duel(json::array({act("Call"), pass()}), json::array({pass()})));
        const Trace& t = s->trace();
        const EntityId call = entityId(t, "Call"), bob = entityId(t, "Bob");
        const auto refused = unavailable(t, call, bob);
        QVERIFY(!refused.empty());
        const Seq at = refused.front();

        const auto byClause = nearestConsiderations(t, at + 1, RuleQuery{"002:timing/main", kNoEntity}, 8);
        QVERIFY(!byClause.before.empty());
        QCOMPARE(byClause.before.front().seq, at);
        QVERIFY(!byClause.before.front().applied);
        // Before it: Alice's main action Call, taken at ⑤, checked and applied.
        const auto applied = std::find_if(byClause.before.begin(), byClause.before.end(),
                                          [](const Consideration& c) { return c.applied; });
        QVERIFY(applied != byClause.before.end());
        QCOMPARE(QString::fromStdString(t.kindName(t.at(applied->seq).kind)), QStringLiteral("stack.timing"));

        const auto byEntity = nearestConsiderations(t, at, RuleQuery{"", call}, 8);
        QVERIFY(!byEntity.after.empty());
        QCOMPARE(byEntity.after.front().seq, at);
        QVERIFY(!byEntity.after.front().applied);
        QVERIFY(std::any_of(byEntity.before.begin(), byEntity.before.end(),
                            [&](const Consideration& c) { return c.applied; }));
    }

    // Over randomized games (every timing, target kind and cost kind): at each act decision
    // of ⑤ and ⑪ the refused actions traced are exactly the granted actions that no source
    // lets the chance holder take in the state the decision was asked in.
    void randomGamesTraceExactlyTheRefusedActions_data()
    {
        QTest::addColumn<int>("game");
        for (int g = 0; g < 12; ++g)
            QTest::addRow("random game %d", g) << g;
    }
    void randomGamesTraceExactlyTheRefusedActions()
    {
        QFETCH(int, game);
        const auto s = randomGame(game);
        const Trace& t = s->trace();
        const KindId unavailableKind = kindId(t, "stack.action-unavailable");
        int decisions = 0;
        for (const Seq d : eventsOfKind(t, "decision")) {
            const std::string clause = t.clauseName(t.at(d).clause);
            if (clause != "002:5" && clause != "002:11")
                continue;
            ++decisions;
            const EntityId who = t.at(d).subject[0];
            const auto state = s->stateAt(d);
            const auto& g = asStack(*state);
            const std::int32_t p = g.scenario().playerOf(who);
            QVERIFY(p >= 0);
            std::set<EntityId> granted, offered, traced;
            for (const auto& gr : g.grants(p)) {
                granted.insert(g.scenario().actionEntity(gr.action));
                if (g.check(p, gr.action, gr.source) == stack::Refusal::None)
                    offered.insert(g.scenario().actionEntity(gr.action));
            }
            const StepSpan step = engineStepAt(t, d);
            for (Seq q = step.first; q < step.end; ++q)
                if (t.at(q).kind == unavailableKind) {
                    QCOMPARE(t.at(q).subject[1], who);
                    QVERIFY(traced.insert(t.at(q).subject[0]).second);  // once per action
                }
            std::set<EntityId> refused;
            std::set_difference(granted.begin(), granted.end(), offered.begin(), offered.end(),
                                std::inserter(refused, refused.end()));
            QCOMPARE(traced, refused);
        }
        QVERIFY(decisions > 0);
    }

    // The cost rule: one event per refused action per decision, never per legal action.
    void onlyRefusedActionsAreTraced()
    {
        const auto s = sessionOf(duel(json::array({act("Call"), pass()}), json::array({pass()})));
        const Trace& t = s->trace();
        const KindId decisionKind = kindId(t, "decision");
        for (const Seq q : eventsOfKind(t, "stack.action-unavailable")) {
            const Event& e = t.at(q);
            QVERIFY(e.arg[0] == int(UnavailableReason::NotTurnPlayer) ||
                    e.arg[0] == int(UnavailableReason::StageNotEmpty));
            const auto listed = notAppliedInStep(t, q);
            const auto self =
                std::find_if(listed.begin(), listed.end(), [&](const NotAppliedEntry& n) { return n.seq == q; });
            QVERIFY(self != listed.end());
            const Event& parent = t.at(self->consideredBy);
            QVERIFY(parent.kind == decisionKind ||
                    QString::fromStdString(t.kindName(parent.kind)) == QLatin1String("stack.stalled"));
            // At most one event for this action in this step.
            std::size_t same = 0;
            for (const NotAppliedEntry& n : listed)
                same += t.at(n.seq).subject[0] == e.subject[0] ? 1 : 0;
            QCOMPARE(same, std::size_t{1});
        }
    }
};

TURNSCOPE_TEST_MAIN(TestStackWhyNot)
#include "tst_stack_why_not.moc"
