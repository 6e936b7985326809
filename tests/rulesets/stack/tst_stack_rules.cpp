// The rules of seed 002 one by one, on small games written in code: timings, costs,
// targets, each effect, triggered abilities and their conditions, the win check, the first
// player and the preparation, zones, and the limits that keep a game bounded.
#include "stack_test_support.h"
#include "test_main.h"

#include <set>

using namespace ts;
using namespace ts::test;
using stack::Refusal;

namespace {

// A session that stops at the first decision no script line answers.
std::unique_ptr<Session> waiting(const json& doc)
{
    auto s =
        std::make_unique<Session>(stackRuleset(), scenarioOf(doc), 1, SessionOptions{.policyAnswersPlayer = false});
    s->run();
    return s;
}

const stack::StackGame& head(const Session& s) { return asStack(s.head()); }
std::int32_t player(const Session& s, const char* name) { return head(s).scenario().findPlayer(name); }
std::int32_t actionIndex(const Session& s, const char* name) { return head(s).scenario().findAction(name); }
EntityId entity(const Session& s, const char* name) { return entityId(s.trace(), name); }

std::int32_t counter(const Session& s, const char* who, const char* name)
{
    const auto& g = head(s);
    const std::int32_t k = static_cast<std::int32_t>(
        std::find(g.scenario().counters.begin(), g.scenario().counters.end(), name) - g.scenario().counters.begin());
    const std::int32_t p = g.scenario().findPlayer(who);
    if (p >= 0)
        return g.state().players[static_cast<std::size_t>(p)].counters[static_cast<std::size_t>(k)];
    return g.componentCounter(g.scenario().findComponent(who), k);
}

QStringList zone(const Session& s, const char* who, const char* zoneName)
{
    const auto& g = head(s);
    QStringList out;
    for (const std::int32_t c : g.zoneContents(g.scenario().findPlayer(who), g.scenario().findZone(zoneName)))
        out << QString::fromStdString(g.scenario().components[static_cast<std::size_t>(c)].name);
    return out;
}

json component(const std::string& name, const std::string& owner, const std::string& zoneName,
               json abilities = json::array(), json counters = json::object())
{
    return {{"name", name}, {"owner", owner}, {"zone", zoneName}, {"abilities", abilities}, {"counters", counters}};
}

Answer actAnswer(const Session& s, const char* action, const char* source)
{
    return {static_cast<std::uint16_t>(stack::AnswerKind::Act), entity(s, source),
            static_cast<std::int32_t>(entity(s, action)), 0};
}

}  // namespace

class TestStackRules : public QObject {
    Q_OBJECT
private slots:
    // 002:timing/main and /quick at the places the flow asks: Alice's ⑤ (her turn, empty
    // stage), her ⑪ over her own Call, Bob's ⑪ (not his turn), Bob's ⑤ after a resolution.
    void timings_data()
    {
        QTest::addColumn<json>("alice");
        QTest::addColumn<json>("bob");
        QTest::addColumn<QString>("asked");
        QTest::addColumn<int>("call");  // Refusal for Call (main)
        QTest::addColumn<int>("answer");  // Refusal for Answer (quick)
        const int ok = static_cast<int>(Refusal::None);
        QTest::addRow("⑤ own turn, empty stage") << json::array() << json::array() << "Alice" << ok << ok;
        QTest::addRow("⑪ own turn, stage not empty")
            << json::array({act("Call")}) << json::array() << "Alice" << static_cast<int>(Refusal::StageNotEmpty) << ok;
        QTest::addRow("⑪ not the turn") << json::array({act("Call"), pass()}) << json::array() << "Bob"
                                        << static_cast<int>(Refusal::NotYourTurn) << ok;
        QTest::addRow("⑤ not the turn, empty stage") << json::array({act("Call"), pass()}) << json::array({pass()})
                                                     << "Bob" << static_cast<int>(Refusal::NotYourTurn) << ok;
    }
    void timings()
    {
        QFETCH(json, alice);
        QFETCH(json, bob);
        QFETCH(QString, asked);
        QFETCH(int, call);
        QFETCH(int, answer);
        auto s = waiting(duel(alice, bob));
        QVERIFY(s->waitingForCaller());
        QCOMPARE(QString::fromStdString(s->trace().entityName(s->pendingRequest().actor)), asked);
        const std::int32_t p = player(*s, asked.toUtf8().constData());
        QCOMPARE(static_cast<int>(head(*s).check(p, actionIndex(*s, "Call"), s->pendingRequest().actor)), call);
        QCOMPARE(static_cast<int>(head(*s).check(p, actionIndex(*s, "Answer"), s->pendingRequest().actor)), answer);
        // The legal answers are exactly the actions check() allows (and a pass at ⑪).
        for (const Answer& a : s->legalAnswers())
            if (a.kind == static_cast<std::uint16_t>(stack::AnswerKind::Act))
                QCOMPARE(head(*s).check(p, head(*s).scenario().actionOf(static_cast<EntityId>(a.a)), a.target),
                         Refusal::None);
    }

    // An ability grants its action only where it is active, and only to the component's
    // controller; a player's abilities are always active.
    void grants()
    {
        json doc = duel();
        doc["players"][0]["abilities"] = json::array({{{"grants", "End Turn"}}});
        doc["components"] =
            json::array({component("Wand", "Alice", "hand", json::array({{{"grants", "Zap"}, {"in", {"hand"}}}})),
                         component("Rod", "Alice", "deck", json::array({{{"grants", "Call"}, {"in", {"hand"}}}})),
                         component("Orb", "Bob", "hand", json::array({{{"grants", "Answer"}}}))});
        auto s = waiting(doc);
        const auto grants = head(*s).grants(player(*s, "Alice"));
        QCOMPARE(grants.size(), std::size_t(2));
        QCOMPARE(grants[0].source, entity(*s, "Alice"));
        QCOMPARE(grants[1].source, entity(*s, "Wand"));
        QCOMPARE(head(*s).check(player(*s, "Alice"), actionIndex(*s, "Call"), entity(*s, "Rod")), Refusal::NotGranted);
        QCOMPARE(head(*s).check(player(*s, "Alice"), actionIndex(*s, "Answer"), entity(*s, "Orb")),
                 Refusal::NotGranted);
    }

    // Costs: components chosen one by one for a move cost (never the source or the target),
    // counters, damage, the source itself; all paid when the action is taken (⑤).
    void costs()
    {
        json doc = duel();
        doc["counters"] = {"life", "marks", "mana"};
        doc["actions"].push_back(
            action("Ritual", "main", "normal", json::array({{{"do", "draw"}, {"count", 0}}}),
                   {{"cost",
                     json::array({{{"pay", "move"}, {"from", "hand"}, {"to", "graveyard"}, {"count", 2}},
                                  {{"pay", "counter"}, {"counter", "mana"}, {"amount", 2}},
                                  {{"pay", "damage"}, {"amount", 3}},
                                  {{"pay", "source"}, {"to", "field"}}})}}));
        doc["players"][0]["counters"]["mana"] = 3;
        doc["components"] = json::array(
            {component("Altar", "Alice", "hand", json::array({{{"grants", "Ritual"}, {"in", {"hand"}}}})),
             component("C1", "Alice", "hand"), component("C2", "Alice", "hand"), component("C3", "Alice", "hand")});
        doc["players"][0]["script"] = json::array({{{"do", "act"}, {"action", "Ritual"}, {"source", "Altar"}}});
        auto s = waiting(doc);
        // Asked for the first unit of the move cost: the hand minus the source.
        QCOMPARE(s->legalAnswers().size(), std::size_t(3));
        for (const Answer& a : s->legalAnswers())
            QVERIFY(a.target != entity(*s, "Altar"));
        s->provideAnswer({static_cast<std::uint16_t>(stack::AnswerKind::Pay), entity(*s, "C2"), 0, 0});
        s->run();
        QCOMPARE(s->legalAnswers().size(), std::size_t(2));  // C2 is chosen already
        // A refused payment is traced and asked again.
        s->provideAnswer({static_cast<std::uint16_t>(stack::AnswerKind::Pay), entity(*s, "C2"), 0, 0});
        s->run();
        QVERIFY(findEvent(*s, "stack.rejected"));
        s->provideAnswer({static_cast<std::uint16_t>(stack::AnswerKind::Pay), entity(*s, "C3"), 0, 0});
        s->run();
        QCOMPARE(zone(*s, "Alice", "graveyard"), (QStringList{QStringLiteral("C3"), QStringLiteral("C2")}));
        QCOMPARE(zone(*s, "Alice", "field"), QStringList{QStringLiteral("Altar")});
        QCOMPARE(counter(*s, "Alice", "mana"), 1);
        QCOMPARE(counter(*s, "Alice", "life"), 7);
        QCOMPARE(eventsOfKind(s->trace(), "stack.cost-paid").size(), std::size_t(5));
        // With one mana left Ritual cannot be paid any more.
        QCOMPARE(head(*s).check(player(*s, "Alice"), actionIndex(*s, "Ritual"), entity(*s, "Alice")),
                 Refusal::NotGranted);
    }

    void payability()
    {
        json doc = duel();
        doc["actions"].push_back(
            action("Discard2", "main", "instant", json::array({{{"do", "draw"}, {"count", 0}}}),
                   {{"cost", json::array({{{"pay", "move"}, {"from", "hand"}, {"to", "graveyard"}, {"count", 2}}})}}));
        doc["actions"].push_back(action(
            "Burn", "main", "instant", json::array({{{"do", "move"}, {"what", "target"}, {"to", "graveyard"}}}),
            json{{"target", {{"kind", "component"}, {"zone", "hand"}, {"whose", "self"}}},
                 {"cost", json::array({{{"pay", "move"}, {"from", "hand"}, {"to", "graveyard"}, {"count", 1}}})}}));
        doc["players"][0]["abilities"].push_back({{"grants", "Discard2"}});
        doc["players"][0]["abilities"].push_back({{"grants", "Burn"}});
        doc["components"] = json::array({component("C1", "Alice", "hand")});
        {
            auto s = waiting(doc);
            QCOMPARE(head(*s).check(player(*s, "Alice"), actionIndex(*s, "Discard2"), entity(*s, "Alice")),
                     Refusal::CannotPay);
            // Burn's only target would also be its only payment: not payable.
            QCOMPARE(head(*s).check(player(*s, "Alice"), actionIndex(*s, "Burn"), entity(*s, "Alice")),
                     Refusal::CannotPay);
        }
        doc["components"].push_back(component("C2", "Alice", "hand"));
        auto s = waiting(doc);
        QCOMPARE(head(*s).check(player(*s, "Alice"), actionIndex(*s, "Discard2"), entity(*s, "Alice")), Refusal::None);
        QCOMPARE(head(*s).check(player(*s, "Alice"), actionIndex(*s, "Burn"), entity(*s, "Alice")), Refusal::None);
        // The target is chosen first; the payment then excludes it.
        s->provideAnswer(actAnswer(*s, "Burn", "Alice"));
        s->run();
        QCOMPARE(s->legalAnswers().size(), std::size_t(2));
        s->provideAnswer({static_cast<std::uint16_t>(stack::AnswerKind::Target), entity(*s, "C1"), 0, 0});
        s->run();
        QCOMPARE(s->legalAnswers().size(), std::size_t(1));
        QCOMPARE(s->legalAnswers().front().target, entity(*s, "C2"));
    }

    // Targets by kind and relation; none → the action cannot be taken.
    void targets_data()
    {
        QTest::addColumn<json>("target");
        QTest::addColumn<QStringList>("legal");
        QTest::addRow("component, opponent's, field")
            << json{{"kind", "component"}, {"zone", "field"}, {"whose", "opponent"}} << QStringList{"B1"};
        QTest::addRow("component, own, field")
            << json{{"kind", "component"}, {"zone", "field"}, {"whose", "self"}} << QStringList{"A1"};
        QTest::addRow("component, any zone") << json{{"kind", "component"}} << QStringList{"A1", "A2", "B1"};
        QTest::addRow("component, graveyard: none")
            << json{{"kind", "component"}, {"zone", "graveyard"}} << QStringList{};
        QTest::addRow("player, opponent") << json{{"kind", "player"}, {"whose", "opponent"}} << QStringList{"Bob"};
        QTest::addRow("player, any") << json{{"kind", "player"}} << QStringList{"Alice", "Bob"};
        QTest::addRow("stage, empty: none") << json{{"kind", "stage"}} << QStringList{};
    }
    void targets()
    {
        QFETCH(json, target);
        QFETCH(QStringList, legal);
        json doc = duel();
        doc["actions"].push_back(
            action("Aim", "main", "normal", json::array({{{"do", "draw"}, {"count", 0}}}), {{"target", target}}));
        doc["players"][0]["abilities"].push_back({{"grants", "Aim"}});
        doc["components"] = json::array(
            {component("A1", "Alice", "field"), component("A2", "Alice", "hand"), component("B1", "Bob", "field")});
        doc["players"][0]["script"] = json::array({act("Aim")});
        auto s = waiting(doc);
        if (legal.isEmpty()) {
            QCOMPARE(head(*s).check(player(*s, "Alice"), actionIndex(*s, "Aim"), entity(*s, "Alice")),
                     Refusal::NoTarget);
            QVERIFY(findEvent(*s, "stack.rejected"));
            return;
        }
        QStringList got;
        for (const Answer& a : s->legalAnswers())
            got << QString::fromStdString(s->trace().entityName(a.target));
        QCOMPARE(got, legal);
    }

    // Effects, each on a duel where Alice takes it at ⑤ (instant) and it resolves at once.
    void effects_data()
    {
        QTest::addColumn<json>("effect");
        QTest::addColumn<QString>("what");  // "counter <holder> <name>" or "zone <player> <zone>"
        QTest::addColumn<QString>("expected");
        QTest::addRow("draw 2") << json{{"do", "draw"}, {"count", 2}} << "zone Alice hand"
                                << "D2,D1,Wand";
        QTest::addRow("draw more than the deck holds") << json{{"do", "draw"}, {"count", 9}} << "zone Alice hand"
                                                       << "D3,D2,D1,Wand";
        QTest::addRow("draw for the opponents") << json{{"do", "draw"}, {"who", "opponents"}} << "zone Bob hand"
                                                << "E1";
        QTest::addRow("damage as a counter")
            << json{{"do", "damage"}, {"who", "opponents"}, {"amount", 4}} << "counter Bob life"
            << "6";
        QTest::addRow("counter add") << json{{"do", "counter"}, {"counter", "marks"}, {"add", 5}}
                                     << "counter Alice marks"
                                     << "5";
        QTest::addRow("counter set, all players")
            << json{{"do", "counter"}, {"counter", "marks"}, {"who", "all"}, {"set", -3}} << "counter Bob marks"
            << "-3";
        QTest::addRow("counter of the source")
            << json{{"do", "counter"}, {"counter", "marks"}, {"what", "source"}, {"add", 2}} << "counter Wand marks"
            << "2";
        QTest::addRow("counter from a counter")
            << json{{"do", "counter"}, {"counter", "marks"}, {"add", {{"counter", "life"}, {"of", "controller"}}}}
            << "counter Alice marks"
            << "10";
        QTest::addRow("move the source, bottom")
            << json{{"do", "move"}, {"to", "deck"}, {"place", "bottom"}} << "zone Alice deck"
            << "D1,D2,D3,Wand";
        QTest::addRow("move the source, top") << json{{"do", "move"}, {"to", "deck"}} << "zone Alice deck"
                                              << "Wand,D1,D2,D3";
        QTest::addRow("lose") << json{{"do", "lose"}, {"who", "next"}} << "outcome"
                              << "win Alice";
        QTest::addRow("win") << json{{"do", "win"}} << "outcome"
                             << "win Alice";
        QTest::addRow("win for all: a draw") << json{{"do", "win"}, {"who", "all"}} << "outcome"
                                             << "draw";
    }
    void effects()
    {
        QFETCH(json, effect);
        QFETCH(QString, what);
        QFETCH(QString, expected);
        json doc = duel();
        doc["actions"].push_back(action("Spell", "main", "instant", json::array({effect})));
        doc["components"] = json::array({component("Wand", "Alice", "hand", json::array({{{"grants", "Spell"}}})),
                                         component("D1", "Alice", "deck"), component("D2", "Alice", "deck"),
                                         component("D3", "Alice", "deck"), component("E1", "Bob", "deck")});
        doc["players"][0]["script"] = json::array({{{"do", "act"}, {"action", "Spell"}, {"source", "Wand"}}});
        auto s = waiting(doc);
        const QStringList w = what.split(QLatin1Char(' '));
        if (w[0] == QLatin1String("counter")) {
            QCOMPARE(QString::number(counter(*s, w[1].toUtf8().constData(), w[2].toUtf8().constData())), expected);
        } else if (w[0] == QLatin1String("zone")) {
            QCOMPARE(zone(*s, w[1].toUtf8().constData(), w[2].toUtf8().constData()).join(QLatin1Char(',')), expected);
        } else {
            const auto& g = head(*s);
            QString end = QString::fromLatin1(stack::outcomeName(g.state().outcome));
            if (g.state().winner >= 0)
                end += QLatin1Char(' ') +
                    QString::fromStdString(g.scenario().players[static_cast<std::size_t>(g.state().winner)].name);
            QCOMPARE(end, expected);
        }
    }

    // Damage as moves: the top of the damage zone goes to the other (BlackPoker: deck to
    // graveyard), only as far as there is something to move.
    void damageMoves()
    {
        json doc = duel();
        doc.erase("damage");
        doc["lose"] = json::array();
        doc["actions"].push_back(
            action("Hit", "main", "instant", json::array({{{"do", "damage"}, {"who", "opponents"}, {"amount", 3}}})));
        doc["players"][0]["abilities"].push_back({{"grants", "Hit"}});
        doc["players"][0]["script"] = json::array({act("Hit")});
        doc["components"] = json::array({component("E1", "Bob", "deck"), component("E2", "Bob", "deck")});
        auto s = waiting(doc);
        QCOMPARE(zone(*s, "Bob", "graveyard"), (QStringList{QStringLiteral("E2"), QStringLiteral("E1")}));
        QVERIFY(zone(*s, "Bob", "deck").isEmpty());
    }

    // Triggered abilities: which occurrences match which conditions.
    void triggerConditions_data()
    {
        QTest::addColumn<json>("when");
        QTest::addColumn<int>(
            "fires");  // how many times Ping triggers when Alice takes Spell (instant: move Wand to field, marks +1 on Bob)
        QTest::addRow("taken, any action") << json{{"on", "taken"}} << 1;
        QTest::addRow("taken, by the opponent (Bob's ability)") << json{{"on", "taken"}, {"by", "opponent"}} << 1;
        QTest::addRow("taken, by self (Bob's ability)") << json{{"on", "taken"}, {"by", "self"}} << 0;
        QTest::addRow("resolved, that action") << json{{"on", "resolved"}, {"action", "Spell"}} << 1;
        QTest::addRow("resolved, another action") << json{{"on", "resolved"}, {"action", "Call"}} << 0;
        QTest::addRow("moved to the field") << json{{"on", "moved"}, {"to", "field"}} << 1;
        QTest::addRow("moved from the deck") << json{{"on", "moved"}, {"from", "deck"}} << 0;
        QTest::addRow("counter changed") << json{{"on", "counter"}, {"counter", "marks"}} << 1;
        QTest::addRow("counter reaches at least 1")
            << json{{"on", "counter"}, {"counter", "marks"}, {"atLeast", 1}} << 1;
        QTest::addRow("counter reaches at least 2")
            << json{{"on", "counter"}, {"counter", "marks"}, {"atLeast", 2}} << 0;
        QTest::addRow("counter at most 5 (already holds)")
            << json{{"on", "counter"}, {"counter", "marks"}, {"atMost", 5}} << 0;
        QTest::addRow("control") << json{{"on", "control"}} << 0;
        QTest::addRow("turn") << json{{"on", "turn"}} << 0;
    }
    void triggerConditions()
    {
        QFETCH(json, when);
        QFETCH(int, fires);
        json doc = duel();
        doc["actions"].push_back(
            action("Spell", "main", "instant",
                   json::array({{{"do", "move"}, {"to", "field"}},
                                {{"do", "counter"}, {"counter", "marks"}, {"who", "opponents"}, {"add", 1}}})));
        doc["actions"].push_back(
            action("Ping", "", "normal", json::array({{{"do", "counter"}, {"counter", "life"}, {"add", 1}}})));
        doc["players"][1]["abilities"].push_back({{"triggers", "Ping"}, {"when", when}});
        doc["components"] = json::array({component("Wand", "Alice", "hand", json::array({{{"grants", "Spell"}}}))});
        doc["players"][0]["script"] = json::array({{{"do", "act"}, {"action", "Spell"}, {"source", "Wand"}}});
        auto s = waiting(doc);
        const auto triggered = eventsOfKind(s->trace(), "stack.triggered");
        QCOMPARE(static_cast<int>(triggered.size()), fires);
        for (const Seq q : triggered) {
            QCOMPARE(s->trace().clauseName(s->trace().at(q).clause), std::string("002:10#triggered"));
            QCOMPARE(s->trace().at(q).subject[0], entity(*s, "Bob"));  // the ability's controller
        }
        if (fires > 0) {  // a normal triggered action goes on the stage in ⑩-4
            const auto& g = head(*s);
            QCOMPARE(g.state().stage.size(), std::size_t(1));
            QCOMPARE(g.state().stage.back().controller, player(*s, "Bob"));
            QCOMPARE(g.state().stage.back().triggered, 1);
        }
    }

    // A component's ability is active only in its zones; a triggered action's controller is
    // the component's controller.
    void componentTriggers()
    {
        json doc = duel();
        doc["actions"].push_back(
            action("Ping", "", "instant", json::array({{{"do", "counter"}, {"counter", "marks"}, {"add", 1}}})));
        const json ping = json::array({{{"triggers", "Ping"}, {"when", {{"on", "taken"}}}, {"in", {"field"}}}});
        doc["components"] = json::array(
            {component("OnField", "Bob", "field", ping),
             component("InHand", "Bob", "hand", ping),
             {{"name", "Lent"}, {"owner", "Bob"}, {"controller", "Alice"}, {"zone", "field"}, {"abilities", ping}}});
        doc["players"][0]["script"] = json::array({act("Call")});
        auto s = waiting(doc);
        QStringList got;
        for (const Seq q : eventsOfKind(s->trace(), "stack.triggered"))
            got << QString::fromStdString(s->trace().entityName(static_cast<EntityId>(s->trace().at(q).arg[0]))) +
                    QLatin1Char(':') + QString::fromStdString(s->trace().entityName(s->trace().at(q).subject[0]));
        QCOMPARE(got, (QStringList{QStringLiteral("OnField:Bob"), QStringLiteral("Lent:Alice")}));
        // Both Pings are instant and resolved in ⑩-2; Call (normal) still waits on the stage.
        QCOMPARE(counter(*s, "Alice", "marks"), 1);
        QCOMPARE(counter(*s, "Bob", "marks"), 1);
    }

    // The win check: lose conditions on a zone and on a counter, flags from effects.
    void winCheck_data()
    {
        QTest::addColumn<json>("lose");
        QTest::addColumn<json>("effects");
        QTest::addColumn<QString>("end");
        QTest::addRow("nobody lost") << json::array()
                                     << json::array({{{"do", "damage"}, {"who", "opponents"}, {"amount", 1}}})
                                     << "running";
        QTest::addRow("counter at most 0")
            << json::array({{{"counter", "life"}, {"atMost", 0}}})
            << json::array({{{"do", "damage"}, {"who", "opponents"}, {"amount", 10}}}) << "win Alice";
        QTest::addRow("zone at most 0") << json::array({{{"zone", "deck"}, {"atMost", 0}}})
                                        << json::array({{{"do", "draw"}, {"count", 1}}}) << "win Bob";
        QTest::addRow("both lose: a draw")
            << json::array({{{"counter", "life"}, {"atMost", 0}}})
            << json::array({{{"do", "damage"}, {"who", "all"}, {"amount", 10}}}) << "draw";
    }
    void winCheck()
    {
        QFETCH(json, lose);
        QFETCH(json, effects);
        QFETCH(QString, end);
        json doc = duel();
        doc["lose"] = lose;
        doc["actions"].push_back(action("Blow", "main", "instant", effects));
        doc["players"][0]["abilities"].push_back({{"grants", "Blow"}});
        doc["players"][0]["script"] = json::array({act("Blow")});
        doc["components"] = json::array({component("D1", "Alice", "deck"), component("E1", "Bob", "deck")});
        auto s = waiting(doc);
        const auto& g = head(*s);
        QString got = QString::fromLatin1(stack::outcomeName(g.state().outcome));
        if (g.state().winner >= 0)
            got += QLatin1Char(' ') +
                QString::fromStdString(g.scenario().players[static_cast<std::size_t>(g.state().winner)].name);
        QCOMPARE(got, end);
        const auto check = findEvent(*s, "stack.win-check");
        QVERIFY(check);
        QCOMPARE(s->trace().clauseName(s->trace().at(*check).clause), std::string("002:8"));
    }

    // Three players: one has lost, two stand: the game is decided, a draw between them.
    void threePlayersOneLoses()
    {
        json doc = duel();
        doc["players"].push_back(
            {{"name", "Carol"}, {"counters", {{"life", 10}}}, {"abilities", doc["players"][0]["abilities"]}});
        doc["players"][0]["script"] = json::array({act("Concede")});
        auto s = waiting(doc);
        QCOMPARE(head(*s).state().outcome, static_cast<std::int32_t>(stack::Outcome::Draw));
        QCOMPARE(head(*s).state().winner, -1);
    }

    // ① decides the first player (drawn and traced with "random") and prepares.
    void firstPlayerAndSetup()
    {
        json doc = duel();
        doc["first"] = "random";
        doc["setup"] = {{"shuffle", {"deck"}}, {"draw", 2}};
        doc["components"] = json::array();
        for (int k = 0; k < 6; ++k)
            doc["components"].push_back(component("D" + std::to_string(k), "Alice", "deck"));
        std::set<std::string> firsts, hands;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            Session s(stackRuleset(), scenarioOf(doc), seed, SessionOptions{.policyAnswersPlayer = false});
            s.run();
            const auto draws = eventsOfKind(s.trace(), "rng");
            QCOMPARE(draws.size(), std::size_t(1 + 5));  // the first player, then Fisher-Yates over 6
            QCOMPARE(s.trace().clauseName(s.trace().at(draws[0]).clause), std::string("002:1#first-player"));
            QCOMPARE(s.trace().clauseName(s.trace().at(draws[1]).clause), std::string("002:1#setup"));
            firsts.insert(s.trace().entityName(s.trace().at(*findEvent(s, "stack.first-player")).subject[0]));
            hands.insert(zone(s, "Alice", "hand").join(QLatin1Char(',')).toStdString());
            QCOMPARE(zone(s, "Alice", "hand").size(), 2);
        }
        QCOMPARE(firsts.size(), std::size_t(2));
        QVERIFY(hands.size() > 3);
    }

    // The limits: each ends the game with its outcome and clause.
    void limits_data()
    {
        QTest::addColumn<json>("doc");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<QString>("clause");
        json turns = duel(json::array({act("End Turn")}), json::array({act("End Turn")}));
        turns["limits"] = {{"turns", 2}};
        QTest::addRow("turns") << turns << static_cast<int>(stack::Outcome::TurnLimit) << "002:end-action#turn-limit";
        json actions = duel(json::array({act("Call"), pass(), act("Call"), pass()}), json::array({pass(), pass()}));
        actions["limits"] = {{"actions", 2}};
        QTest::addRow("actions") << actions << static_cast<int>(stack::Outcome::ActionLimit) << "002:5#action-limit";
        json stage = duel(json::array({act("Call")}), json::array({act("Answer")}));
        stage["limits"] = {{"stage", 1}};
        QTest::addRow("stage") << stage << static_cast<int>(stack::Outcome::StageLimit) << "002:9#stage-limit";
        json loops = duel(json::array({act("Zap")}));
        loops["actions"].push_back(
            action("Echo", "", "instant", json::array({{{"do", "counter"}, {"counter", "marks"}, {"add", 1}}})));
        loops["players"][0]["abilities"].push_back(
            {{"triggers", "Echo"}, {"when", {{"on", "resolved"}}}});  // Echo retriggers itself
        loops["limits"] = {{"triggerLoops", 5}};
        QTest::addRow("trigger loops") << loops << static_cast<int>(stack::Outcome::TriggerLimit)
                                       << "002:10#loop-limit";
        json stalled = duel(json::array({act("Call"), pass()}), json::array({pass()}));
        stalled["players"][1]["abilities"] = json::array({{{"grants", "Call"}}, {{"grants", "End Turn"}}});
        QTest::addRow("stalled") << stalled << static_cast<int>(stack::Outcome::Stalled) << "002:5#no-action";
    }
    void limits()
    {
        QFETCH(json, doc);
        QFETCH(int, outcome);
        QFETCH(QString, clause);
        auto s = std::make_unique<Session>(stackRuleset(), scenarioOf(doc),
                                           1);  // the built-in players answer past the scripts
        s->run();
        QVERIFY(s->finished());
        QCOMPARE(head(*s).state().outcome, outcome);
        const auto end = findEvent(*s, "game-end");
        QVERIFY(end);
        QCOMPARE(QString::fromStdString(s->trace().clauseName(s->trace().at(*end).clause)), clause);
    }

    // The policy answers every kind of decision with a legal answer.
    void policyIsLegal()
    {
        for (int i = 0; i < 20; ++i) {
            auto s = std::make_unique<Session>(stackRuleset(), scenarioOf(randomScenario(i)), 1);
            s->run();
            QVERIFY(s->finished());
            for (const DecisionRecord& d : s->decisions())
                QCOMPARE(d.source, AnswerSource::Policy);
            QVERIFY(!findEvent(*s, "stack.rejected"));
        }
    }
};

TURNSCOPE_TEST_MAIN(TestStackRules)
#include "tst_stack_rules.moc"
