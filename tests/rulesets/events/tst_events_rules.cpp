// The rules around the queue: phases and their signals (004:phase), instructions translated
// into events with a stable state before and after (004:instruction), illegal instructions
// rejected, dice costs and their payment, plunging attacks, turns and the first player, the
// round and event limits, and the traced random draws of the pile and the dice.
#include "events_test_support.h"
#include "test_main.h"

using namespace ts;
using namespace ts::test;
using events::AnswerKind;
using events::PhaseId;

namespace {

QStringList phasesSignalled(const Trace& t)
{
    QStringList out;
    for (Seq q : seqsOf(t, "events.signal"))
        out << QString::fromStdString(std::string(events::phaseName(static_cast<PhaseId>(t.at(q).arg[0]))));
    return out;
}

// The game-event kinds an instruction pushed, in order.
QStringList pushedAfter(const Trace& t, Seq instruction)
{
    QStringList out;
    const KindId push = kindIn(t, "events.push");
    for (Seq q = instruction + 1; q < t.size() && t.at(q).kind == push; ++q)
        out << QString::fromStdString(std::string(events::evKindName(static_cast<events::EvKind>(t.at(q).arg[1]))));
    return out;
}

QString dice(std::initializer_list<std::pair<const char*, int>> counts)
{
    json d = json::object();
    for (const auto& [k, v] : counts)
        d[k] = v;
    return QString::fromStdString(d.dump());
}

}  // namespace

class TestEventsRules : public QObject {
    Q_OBJECT
private slots:
    // The phases in the seed's order; HandSwitch only in the first round.
    void phaseOrder()
    {
        auto s = sessionOfSample("duel.json");
        const QStringList p = phasesSignalled(s->trace());
        QCOMPARE(p.mid(0, 10),
                 QStringList({QStringLiteral("GameStart"), QStringLiteral("RollPhase"), QStringLiteral("HandSwitch"),
                              QStringLiteral("RoundStart"), QStringLiteral("Combat"), QStringLiteral("RoundEnd"),
                              QStringLiteral("RollPhase"), QStringLiteral("RoundStart"), QStringLiteral("Combat"),
                              QStringLiteral("RoundEnd")}));
        QCOMPARE(p.count(QStringLiteral("HandSwitch")), 1);
        QCOMPARE(p.count(QStringLiteral("DeathSwap")), 0);  // raised by interrupts, never signalled
        // The phase variable follows the signals (a write when the signal executes).
        for (Seq q : seqsOf(s->trace(), "events.signal")) {
            const Seq executed = seqsOf(s->trace(), "events.execute", q).at(0);
            QCOMPARE(static_cast<int>(asEvents(*s->stateAt(executed + 2)).state().phase), s->trace().at(q).arg[0]);
        }
    }

    // 004:instruction: before every instruction the game is stable: the queue and the
    // answers are empty, nothing is being processed; a state hash is traced there.
    void stableBeforeEachInstruction()
    {
        auto s = sessionOfSample("duel.json");
        const Trace& t = s->trace();
        const auto stables = seqsOf(t, "events.stable");
        QCOMPARE(stables.size(), s->decisions().size());
        for (Seq q : stables) {
            const auto g = stateOf(*s, q);
            QVERIFY(g.queue.empty());
            QVERIFY(g.elist.empty());
            QCOMPARE(g.current, -1);
            QVERIFY(g.awaiting);
            QCOMPARE(t.kindName(t.at(q + 1).kind), std::string("state-hash"));
        }
    }

    // Each instruction becomes its events.
    void translation_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("events");
        QTest::addRow("choose") << static_cast<int>(AnswerKind::Choose)
                                << QStringList({QStringLiteral("choose-active")});
        QTest::addRow("reroll") << static_cast<int>(AnswerKind::Reroll) << QStringList({QStringLiteral("reroll")});
        QTest::addRow("switch hand") << static_cast<int>(AnswerKind::SwitchHand)
                                     << QStringList({QStringLiteral("return-cards"), QStringLiteral("draw")});
        QTest::addRow("skill") << static_cast<int>(AnswerKind::Skill)
                               << QStringList({QStringLiteral("use-skill"), QStringLiteral("pass-turn")});
        QTest::addRow("card") << static_cast<int>(AnswerKind::Card) << QStringList({QStringLiteral("play-card")});
        QTest::addRow("switch") << static_cast<int>(AnswerKind::Switch)
                                << QStringList({QStringLiteral("switch"), QStringLiteral("pass-turn")});
        QTest::addRow("end") << static_cast<int>(AnswerKind::End)
                             << QStringList({QStringLiteral("declare-end"), QStringLiteral("pass-turn")});
    }
    void translation()
    {
        QFETCH(int, kind);
        QFETCH(QStringList, events);
        json doc = baseScenario();
        doc["rules"]["handSwitches"] = 1;
        doc["rules"]["rerolls"] = 1;
        doc["rules"]["dicePerRoll"] = 4;
        doc["cards"] = {{{"id", "Note"}, {"kind", "event"}}};
        doc["players"][0]["characters"] = {"Diluc", "Fischl"};
        doc["players"][0]["pile"] = {"Note", "Note"};
        doc["players"][0]["hand"] = {"Note"};
        doc["players"][0]["dice"] = {{"omni", 4}};
        doc["players"][0]["script"] = {line("choose", "character", "Diluc"),
                                       line("reroll", "elements", json::array()),
                                       line("switch-hand", "cards", {0}),
                                       line("card", "card", "Note"),
                                       line("switch", "character", "Fischl"),
                                       line("skill", "skill", "Jab"),
                                       line("end")};
        doc["players"][1]["script"] = {line("choose", "character", "Noelle"),
                                       line("reroll", "elements", json::array()),
                                       line("switch-hand", "cards", json::array()),
                                       line("skill", "skill", "Jab"),
                                       line("skill", "skill", "Jab"),
                                       line("end")};
        auto s = sessionOf(doc);
        QVERIFY(seqsOf(s->trace(), "events.rejected").empty());
        const auto span = instructionTree(s->trace(), static_cast<AnswerKind>(kind));
        QVERIFY(span);
        QCOMPARE(pushedAfter(s->trace(), span->begin), events);
    }

    // An illegal instruction is rejected (traced) and the player is asked again.
    void illegalInstructions_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addRow("a skill the active character lacks") << R"({"do": "skill", "skill": "Blast"})";
        QTest::addRow("a skill that costs too much") << R"({"do": "skill", "skill": "Dear"})";
        QTest::addRow("a card not in hand") << R"({"do": "card", "card": "Gift"})";
        QTest::addRow("a card that needs a character") << R"({"do": "card", "card": "Balm"})";
        QTest::addRow("a card on a defeated character") << R"({"do": "card", "card": "Balm", "character": "Fischl"})";
        QTest::addRow("a switch to the active character") << R"({"do": "switch", "character": "Diluc"})";
        QTest::addRow("a switch to a defeated character") << R"({"do": "switch", "character": "Fischl"})";
        QTest::addRow("choosing in Combat") << R"({"do": "choose", "character": "Sucrose"})";
        QTest::addRow("a reroll in Combat") << R"({"do": "reroll", "elements": []})";
        QTest::addRow("a support without a slot to replace") << R"({"do": "card", "card": "Post"})";
    }
    void illegalInstructions()
    {
        QFETCH(QString, answer);
        json doc = baseScenario();
        doc["skills"].push_back({{"id", "Blast"}, {"effects", json::array()}});
        doc["skills"].push_back({{"id", "Dear"}, {"cost", {{"aligned", 2}}}, {"effects", json::array()}});
        doc["characters"][0]["skills"] = {"Jab", "Dear"};
        doc["cards"] = {{{"id", "Gift"}, {"kind", "event"}},
                        {{"id", "Balm"},
                         {"kind", "event"},
                         {"target", "character"},
                         {"effects", {{{"do", "heal"}, {"amount", 1}}}}},
                        {{"id", "Post"}, {"kind", "support"}}};
        doc["players"][0]["characters"] = {"Diluc", {{"id", "Fischl"}, {"hp", 1}}, "Sucrose"};
        doc["players"][0]["hand"] = {"Balm", "Post"};
        doc["players"][0]["supports"] = {"Post", "Post", "Post", "Post"};
        doc["players"][0]["dice"] = {{"pyro", 1}};
        doc["skills"].push_back(
            {{"id", "Snipe"}, {"effects", {{{"do", "damage"}, {"amount", 1}, {"target", "opponent-next"}}}}});
        doc["characters"][3]["skills"] = {"Snipe"};
        doc["players"][1]["characters"] = {"Sucrose"};
        // Round 1: Alice ends, Bob's Snipe defeats Fischl (standby), Bob ends. Round 2: Alice's
        // first instruction is the illegal one.
        doc["rules"]["roundLimit"] = 2;
        doc["players"][0]["script"] = {line("choose", "character", "Diluc"), line("end"),
                                       json::parse(answer.toStdString())};
        doc["players"][1]["script"] = {line("choose", "character", "Sucrose"), line("skill", "skill", "Snipe"),
                                       line("end")};
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const auto rejected = seqsOf(t, "events.rejected");
        QCOMPARE(rejected.size(), std::size_t(1));
        QCOMPARE(t.at(rejected[0]).subject[0], events::EventsGame::playerEntity(0));
        // Asked again: the next decision is Alice's again, with nothing in between.
        const Seq again = seqsOf(t, "decision", rejected[0]).at(0);
        QCOMPARE(t.at(again).subject[0], events::EventsGame::playerEntity(0));
        QVERIFY(seqsOf(t, "events.instruction", rejected[0], again).empty());
        QVERIFY(seqsOf(t, "events.stable", rejected[0], again).empty());
    }

    // 004:instruction#cost: which dice pay.
    void dicePayment_data()
    {
        QTest::addColumn<QString>("pool");
        QTest::addColumn<int>("aligned");
        QTest::addColumn<int>("any");
        QTest::addColumn<QString>("left");  // Diluc is pyro
        QTest::addRow("aligned from pyro")
            << dice({{"pyro", 3}, {"omni", 2}}) << 2 << 0 << dice({{"pyro", 1}, {"omni", 2}});
        QTest::addRow("aligned then omni") << dice({{"pyro", 1}, {"omni", 2}}) << 2 << 0 << dice({{"omni", 1}});
        QTest::addRow("any: the most plentiful other element")
            << dice({{"hydro", 1}, {"geo", 3}, {"pyro", 2}}) << 0 << 2 << dice({{"hydro", 1}, {"geo", 1}, {"pyro", 2}});
        QTest::addRow("any: ties to the lower id")
            << dice({{"hydro", 2}, {"geo", 2}}) << 0 << 1 << dice({{"hydro", 1}, {"geo", 2}});
        QTest::addRow("any: the aligned element before omni")
            << dice({{"pyro", 1}, {"omni", 1}}) << 0 << 1 << dice({{"omni", 1}});
        QTest::addRow("both") << dice({{"pyro", 2}, {"cryo", 1}, {"omni", 1}}) << 2 << 2 << QStringLiteral("{}");
    }
    void dicePayment()
    {
        QFETCH(QString, pool);
        QFETCH(int, aligned);
        QFETCH(int, any);
        QFETCH(QString, left);
        json doc = baseScenario();
        doc["skills"][0]["cost"] = {{"aligned", aligned}, {"any", any}};
        doc["players"][0]["dice"] = json::parse(pool.toStdString());
        doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
        auto s = sessionOf(doc);
        const auto span = instructionTree(s->trace(), AnswerKind::Skill);
        QVERIFY(span);
        const auto paid = seqsOf(s->trace(), "events.dice-paid", span->begin, span->end);
        QVERIFY(!paid.empty());
        const json after = s->stateAt(paid.back() + 1)->toJson()["players"][0]["dice"];
        for (const auto& [element, count] : after.items())
            QCOMPARE(count.get<int>(), json::parse(left.toStdString()).value(element, 0));
    }

    // The skill is legal exactly when its cost is affordable.
    void affordability_data()
    {
        QTest::addColumn<QString>("pool");
        QTest::addColumn<bool>("legal");
        QTest::addRow("exact") << dice({{"pyro", 2}, {"hydro", 1}}) << true;
        QTest::addRow("omni fills") << dice({{"omni", 3}}) << true;
        QTest::addRow("one short") << dice({{"pyro", 1}, {"hydro", 1}}) << false;
        QTest::addRow("wrong element") << dice({{"hydro", 3}}) << false;
    }
    void affordability()
    {
        QFETCH(QString, pool);
        QFETCH(bool, legal);
        json doc = baseScenario();
        doc["skills"][0]["cost"] = {{"aligned", 2}, {"any", 1}};
        doc["players"][0]["dice"] = json::parse(pool.toStdString());
        doc["playerPolicy"] = "manual";
        Session s(eventsRuleset(), scenarioOf(doc), 1, SessionOptions{.policyAnswersPlayer = false});
        QCOMPARE(s.run(), Session::RunResult::WaitingForCaller);
        const auto answers = s.legalAnswers();
        const bool has = std::any_of(answers.begin(), answers.end(), [](const Answer& a) {
            return a.kind == static_cast<std::uint16_t>(AnswerKind::Skill);
        });
        QCOMPARE(has, legal);
    }

    // 004:instruction#plunging: a switch makes the next normal attack a plunging attack.
    void plunging()
    {
        json doc = baseScenario();
        doc["rules"]["switchCost"] = 0;
        doc["buffs"] = {{{"id", "Dive"},
                         {"reactions", {{{"on", "use-skill"}, {"plunging", true}, {"effects", {{{"do", "draw"}}}}}}}}};
        doc["players"][0]["characters"] = {"Diluc", "Fischl"};
        doc["players"][0]["teamBuffs"] = {"Dive"};
        doc["players"][0]["script"] = {line("choose", "character", "Diluc"), line("switch", "character", "Fischl"),
                                       line("skill", "skill", "Jab"), line("skill", "skill", "Jab"), line("end")};
        doc["players"][1]["script"] = {line("choose", "character", "Noelle"), line("end")};
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        int dives = 0;
        for (Seq q : seqsOf(t, "events.hear"))
            dives += t.entityName(t.at(q).subject[0]) == "buff:Dive";
        QCOMPARE(dives, 1);
        const auto first = instructionTree(t, AnswerKind::Skill, 0), second = instructionTree(t, AnswerKind::Skill, 1);
        QVERIFY(asEvents(*s->stateAt(first->begin)).state().players[0].plunging);
        QVERIFY(!asEvents(*s->stateAt(second->begin)).state().players[0].plunging);
    }

    // 004:instruction#turn: combat actions pass the turn, cards do not; the first player to
    // end the round goes first next round; a player whose opponent ended acts again.
    void turnsAndFirstPlayer()
    {
        json doc = baseScenario();
        doc["cards"] = {{{"id", "Note"}, {"kind", "event"}}};
        doc["rules"]["roundLimit"] = 2;
        doc["players"][0]["hand"] = {"Note"};
        doc["players"][0]["script"] = {line("choose", "character", "Diluc"), line("card", "card", "Note"),
                                       line("skill", "skill", "Jab"), line("end")};
        doc["players"][1]["script"] = {line("choose", "character", "Noelle"), line("end")};
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        QStringList who;
        for (Seq q : seqsOf(t, "events.stable"))
            if (t.at(q).arg[0] == static_cast<int>(PhaseId::Combat))
                who << QString::fromStdString(t.entityName(t.at(q).subject[0]));
        // Round 1: Alice (card), Alice (skill), Bob (end), Alice (end); round 2: Bob first.
        QCOMPARE(who.mid(0, 5),
                 QStringList({QStringLiteral("Alice"), QStringLiteral("Alice"), QStringLiteral("Bob"),
                              QStringLiteral("Alice"), QStringLiteral("Bob")}));
        const auto kept = seqsOf(t, "events.turn");
        QVERIFY(std::any_of(kept.begin(), kept.end(), [&](Seq q) { return t.at(q).arg[1] == 1; }));
    }

    // 004:phase#round-limit and 004:queue/prepend#limit.
    void limits()
    {
        json doc = baseScenario();
        doc["players"][0]["script"].push_back(line("end"));
        doc["players"][1]["script"].push_back(line("end"));
        auto s = sessionOf(doc);
        QCOMPARE(jsonText(s->head().toJson()["outcome"]), jsonText(json("round-limit")));
        QVERIFY(s->head().toJson()["winner"].is_null());

        // Two listeners that answer each other for ever.
        doc["rules"]["eventLimit"] = 50;
        doc["buffs"] = {
            {{"id", "Echo"},
             {"reactions",
              {{{"on", "damage"}, {"character", "own"}, {"effects", {{{"do", "damage"}, {"amount", 0}}}}}}}}};
        doc["players"][0]["teamBuffs"] = {"Echo"};
        doc["players"][1]["teamBuffs"] = {"Echo"};
        doc["players"][0]["script"] = {line("choose", "character", "Diluc"), line("skill", "skill", "Jab")};
        auto r = sessionOf(doc);
        QVERIFY(r->finished());
        QCOMPARE(jsonText(r->head().toJson()["outcome"]), jsonText(json("event-limit")));
        const auto& g = asEvents(r->head()).state();
        QVERIFY(static_cast<int>(g.tree.size()) > 50);
        QVERIFY(static_cast<int>(g.tree.size()) <= 50 + 4);
    }

    // Random draws are traced: the first player, every card drawn (the pile is unordered),
    // every die rolled; rerolls roll again exactly the dice of the chosen elements.
    void randomDrawsAreTraced()
    {
        json doc = baseScenario();
        doc["rules"]["firstPlayer"] = "random";
        doc["rules"]["dicePerRoll"] = 8;
        doc["rules"]["rerolls"] = 1;
        doc["rules"]["initialHand"] = 3;
        doc["cards"] = {{{"id", "Note"}, {"kind", "event"}}};
        doc["players"][0]["pile"] = {"Note", "Note", "Note", "Note"};
        doc["players"][0]["script"] = {
            line("choose", "character", "Diluc"),
            line("reroll", "elements", {"pyro", "hydro", "anemo", "electro", "dendro", "cryo", "geo"})};
        doc["players"][1]["script"] = {line("choose", "character", "Noelle"),
                                       line("reroll", "elements", json::array())};
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        std::map<std::string, int> draws;
        for (Seq q : seqsOf(t, "rng"))
            ++draws[t.clauseName(t.at(q).clause)];
        QCOMPARE(draws["004:phase#first-player"], 1);
        QCOMPARE(draws["004:zone/pile"], 3);
        // Alice rerolls every non-omni die she rolled; Bob keeps his.
        int nonOmni = -1;
        for (int n = 0; n < 2; ++n) {
            const auto span = instructionTree(t, AnswerKind::Reroll, n);
            QVERIFY(span);
            if (t.at(span->begin).subject[0] != events::EventsGame::playerEntity(0))
                continue;
            const auto before = stateOf(*s, span->begin);
            nonOmni = 0;
            for (int e = 0; e < 7; ++e)
                nonOmni += before.players[0].dice[e];
        }
        QVERIFY(nonOmni >= 0);
        QCOMPARE(draws["004:zone/dice"], 16 + nonOmni);
    }

    // 004:zone/pile: a hand switch returns the chosen cards and draws as many.
    void handSwitch()
    {
        json doc = baseScenario();
        doc["rules"]["handSwitches"] = 1;
        doc["cards"] = {{{"id", "Note"}, {"kind", "event"}}, {{"id", "Page"}, {"kind", "event"}}};
        doc["players"][0]["hand"] = {"Note", "Note", "Page"};
        doc["players"][0]["pile"] = {"Page", "Page"};
        doc["players"][0]["script"] = {line("choose", "character", "Diluc"), line("switch-hand", "cards", {0, 2})};
        doc["players"][1]["script"] = {line("choose", "character", "Noelle"),
                                       line("switch-hand", "cards", json::array())};
        auto s = sessionOf(doc);
        const auto span = instructionTree(s->trace(), AnswerKind::SwitchHand, 0);
        const auto after = stateOf(*s, span->end).players[0];  // at tree-done
        QCOMPARE(after.hand.size(), std::size_t(3));
        QCOMPARE(after.pile.size(), std::size_t(2));
        QCOMPARE(after.switchesLeft, 0);
        QCOMPARE(seqsOf(s->trace(), "events.card-drawn", span->begin, span->end).size(), std::size_t(2));
    }
};

TURNSCOPE_TEST_MAIN(TestEventsRules)
#include "tst_events_rules.moc"
