// Seed 004's event queue (004:queue/*, 004:zone/order): the order in which the events of an
// instruction's tree are popped in each behaviour scenario, nested answers, over events,
// cancelled events, the response order of listeners across both players and all zones, and
// the depth-first walk (q = elist + q) over many trees.
#include "events_test_support.h"
#include "test_main.h"

using namespace ts;
using namespace ts::test;
using events::AnswerKind;

namespace {

QStringList list(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* s : items)
        out << QString::fromUtf8(s);
    return out;
}

}  // namespace

class TestEventsQueue : public QObject {
    Q_OBJECT
private slots:
    // Each row: a sample scenario, its n-th instruction of a kind, and the events of the
    // tree that instruction unfolds, in the order they are popped.
    void popsInOrder_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("n");
        QTest::addColumn<QStringList>("expected");
        const int skill = static_cast<int>(AnswerKind::Skill);
        QTest::addRow("answers before the rest of the queue")
            << "answers-first.json" << skill << 0
            << list({"use-skill:Alice>Alice.Diluc", "damage:Alice>Bob.Noelle", "gain-dice:Bob",
                     "damage-over:Alice>Bob.Noelle", "gain-dice:Alice", "skill-over:Alice>Alice.Diluc",
                     "pass-turn:Alice"});
        QTest::addRow("over events after the answers")
            << "over-event.json" << skill << 0
            << list({"use-skill:Alice>Alice.Diluc", "damage:Alice>Bob.Noelle", "damage-over:Alice>Bob.Noelle",
                     "heal:Bob>Bob.Noelle", "skill-over:Alice>Alice.Diluc", "draw:Alice", "pass-turn:Alice"});
        QTest::addRow("a cancelled event gets no over event")
            << "over-event.json" << skill << 1
            << list({"use-skill:Alice>Alice.Diluc", "damage:Alice>Bob.Noelle", "discard:Bob",
                     "skill-over:Alice>Alice.Diluc", "draw:Alice", "pass-turn:Alice"});
        QTest::addRow("answers nested three deep")
            << "nested-answers.json" << skill << 0
            << list({"use-skill:Alice>Alice.Diluc", "damage:Alice>Bob.Noelle", "damage:Bob>Alice.Diluc",
                     "heal:Alice>Alice.Diluc", "damage-over:Bob>Alice.Diluc", "damage-over:Alice>Bob.Noelle",
                     "skill-over:Alice>Alice.Diluc", "pass-turn:Alice"});
        QTest::addRow("a played card answers its own play")
            << "full-zones.json" << static_cast<int>(AnswerKind::Card) << 0
            << list({"play-card:Alice>Alice.Diluc", "draw:Alice", "card-over:Alice>Alice.Diluc"});
        QTest::addRow("the interrupted skill, then the choice and the saved queue")
            << "duel.json" << skill << 0
            << list({"use-skill:Alice>Alice.Diluc", "damage:Alice>Bob.Keqing", "choose-active:Bob>Bob.Noelle",
                     "skill-over:Alice>Alice.Diluc", "damage:Alice>Bob.Noelle", "gain-dice:Bob",
                     "damage-over:Alice>Bob.Noelle", "discard:Alice", "pass-turn:Alice"});
    }
    void popsInOrder()
    {
        QFETCH(QString, file);
        QFETCH(int, kind);
        QFETCH(int, n);
        QFETCH(QStringList, expected);
        auto s = sessionOfSample(qPrintable(file));
        const auto span = instructionTree(s->trace(), static_cast<AnswerKind>(kind), n);
        QVERIFY(span);
        QCOMPARE(pops(s->trace(), *span), expected);
    }

    // 004:queue/listen: every listener hears in response order (004:zone/order): the event's
    // player first, then the opponent; by zone: characters (each itself, then its weapon,
    // artifact, talent, buffs), team buffs, summons, supports, hand.
    void listenerOrderAcrossZones()
    {
        auto s = sessionOfSample("listener-order.json");
        const auto span = instructionTree(s->trace(), AnswerKind::Card);
        QVERIFY(span);
        QCOMPARE(hearers(s->trace(), *span, 0),
                 list({"Alice.Diluc", "Alice.Alert Blade #1", "Alice.Alert Charm #1", "Alice.Alert Talent #1",
                       "buff:Watch", "Alice.Fischl", "buff:Watch", "buff:Banner", "summon:Lookout",
                       "Alice.Alert Post #1", "Alice.Signal Flare #1", "Bob.Noelle", "Bob.Alert Blade #1", "buff:Watch",
                       "buff:Banner", "summon:Lookout", "Bob.Alert Post #1"}));
        // The answers are in the tree in that order too, and run in it.
        const auto tree = stateOf(*s, span->end).tree;
        QCOMPARE(static_cast<int>(tree.size()), 1 + 17 + 1);  // play-card, 17 answers, card-over
        for (std::size_t i = 1; i + 1 < tree.size(); ++i) {
            QCOMPARE(tree[i].parent, 0);
            QCOMPARE(tree[i].popIndex, static_cast<std::int32_t>(i));
        }
        QVERIFY(tree.back().isOver);
    }

    // The response order as GameInstance lists it, for either player's events.
    void responseOrderFunction_data()
    {
        QTest::addColumn<int>("eventPlayer");
        QTest::addRow("Alice's event") << 0;
        QTest::addRow("Bob's event") << 1;
    }
    void responseOrderFunction()
    {
        QFETCH(int, eventPlayer);
        auto s = sessionOfSample("listener-order.json");
        const auto& g = asEvents(s->head());
        const auto order = g.responseOrder(eventPlayer);
        QCOMPARE(static_cast<int>(order.size()), 12 + 7 - 1);  // Alice played one of her two cards
        // Grouped by player, the event's first; zone ids never decrease within a player.
        int switches = 0;
        for (std::size_t i = 1; i < order.size(); ++i) {
            if (order[i].player != order[i - 1].player) {
                ++switches;
                continue;
            }
            QVERIFY(static_cast<int>(order[i].zone) >= static_cast<int>(order[i - 1].zone));
            if (order[i].zone == events::ZoneId::Characters && order[i].character == order[i - 1].character)
                QVERIFY(static_cast<int>(order[i].sub) > static_cast<int>(order[i - 1].sub) ||
                        (order[i].sub == events::Subzone::Buffs && order[i].index > order[i - 1].index));
        }
        QCOMPARE(switches, 1);
        QCOMPARE(order.front().player, eventPlayer);
        QCOMPARE(order.back().player, 1 - eventPlayer);
    }

    // q = elist + q: in every tree without an interrupt the pops are the tree's pre-order
    // walk, so each event's whole subtree runs before the next event of the older queue.
    void depthFirstWalk_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f :
             {"duel.json", "answers-first.json", "over-event.json", "nested-answers.json", "listener-order.json",
              "full-zones.json", "summon-refresh.json", "support-replace.json", "interrupt-saved.json",
              "addressing.json", "echo-chamber.json", "hand-reaction.json", "seeded-queue.json"})
            QTest::addRow("%s", f) << QString::fromUtf8(f);
    }
    void depthFirstWalk()
    {
        QFETCH(QString, file);
        auto s = sessionOfSample(qPrintable(file));
        int trees = 0;
        for (Seq done : seqsOf(s->trace(), "events.tree-done")) {
            const auto tree = stateOf(*s, done).tree;
            const bool interrupted = std::any_of(
                tree.begin(), tree.end(), [](const events::Node& n) { return n.saved || n.dropped != events::kNever; });
            if (interrupted)
                continue;
            ++trees;
            QCOMPARE(popOrder(tree), preorder(tree));
            for (const events::Node& n : tree)
                QVERIFY(n.parent < 0 || n.depth == tree[static_cast<std::size_t>(n.parent)].depth + 1);
        }
        QVERIFY(trees > 0);
    }

    // An over event is appended after the answers, and only for kinds that have one.
    void overEventsAreLastChildren()
    {
        auto s = sessionOfSample("duel.json");
        for (Seq done : seqsOf(s->trace(), "events.tree-done")) {
            const auto tree = stateOf(*s, done).tree;
            for (std::size_t i = 0; i < tree.size(); ++i) {
                const events::Node& n = tree[i];
                if (!n.isOver)
                    continue;
                const events::Node& origin = tree[static_cast<std::size_t>(n.parent)];
                QCOMPARE(events::overKindOf(origin.ev.kind), n.ev.kind);
                QVERIFY(!origin.ev.cancelled);
                for (std::size_t k = i + 1; k < tree.size(); ++k)
                    QVERIFY(tree[k].parent != n.parent);  // nothing answered after the over event
            }
        }
    }

    // A listener that hears modifies the event in place (seed "handle"): the sword adds to
    // the damage before it executes.
    void listenersModifyTheEvent()
    {
        auto s = sessionOfSample("duel.json");
        const auto modify = seqsOf(s->trace(), "events.modify");
        QVERIFY(!modify.empty());
        const Event m = s->trace().at(modify.front());
        QCOMPARE(QString::fromStdString(s->trace().entityName(m.subject[0])),
                 QStringLiteral("Alice.Favonius Sword #1"));
        QCOMPARE(m.arg[1], static_cast<int>(events::ModifyKind::AddDamage));
        QCOMPARE(m.arg[2], 3);
        QCOMPARE(m.arg[3], 4);
        const auto dealt = seqsOf(s->trace(), "events.damage", modify.front());
        QCOMPARE(s->trace().at(dealt.front()).arg[1], 4);
        // The state at the modification's write holds the live amount.
        QCOMPARE(asEvents(*s->stateAt(modify.front())).state().live.a, 3);
        QCOMPARE(asEvents(*s->stateAt(modify.front() + 1)).state().live.a, 4);
    }

    // The shield (absorb) spends its usage as points and answers its own discard at 0.
    void shieldAbsorbsAndIsUsedUp()
    {
        json doc = baseScenario();
        doc["buffs"] = {
            {{"id", "Shield"},
             {"usage", 2},
             {"reactions", {{{"on", "damage"}, {"character", "own-active"}, {"effects", {{{"do", "absorb"}}}}}}}}};
        doc["skills"][0]["effects"][0]["amount"] = 3;
        doc["players"][1]["teamBuffs"] = {"Shield"};
        doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
        auto s = sessionOf(doc);
        const auto modify = seqsOf(s->trace(), "events.modify");
        QCOMPARE(modify.size(), std::size_t(1));
        QCOMPARE(s->trace().at(modify[0]).arg[2], 3);
        QCOMPARE(s->trace().at(modify[0]).arg[3], 1);
        QCOMPARE(seqsOf(s->trace(), "events.used-up").size(), std::size_t(1));
        const auto dealt = seqsOf(s->trace(), "events.damage");
        QCOMPARE(s->trace().at(dealt.front()).arg[1], 1);
        QCOMPARE(s->trace().at(dealt.front()).arg[2], 9);
        QVERIFY(asEvents(s->head()).state().players[1].teamBuffs.empty());
    }

    // Filters drop unrelated events: a reaction fires only for its event kind, phase,
    // players, source, character and elements.
    void filters_data()
    {
        QTest::addColumn<QString>("reaction");
        QTest::addColumn<int>("fires");  // reactions fired when Alice jabs Bob (1 physical) once
        QTest::addRow("kind") << R"({"on": "damage"})" << 1;
        QTest::addRow("other kind") << R"({"on": "heal"})" << 0;
        QTest::addRow("own player's damage") << R"({"on": "damage", "player": "own"})" << 0;
        QTest::addRow("opponent's damage") << R"({"on": "damage", "player": "opponent"})" << 1;
        QTest::addRow("own character hit") << R"({"on": "damage", "character": "own"})" << 1;
        QTest::addRow("holder hit") << R"({"on": "damage", "character": "holder"})" << 1;
        QTest::addRow("opponent's character hit") << R"({"on": "damage", "character": "opponent"})" << 0;
        QTest::addRow("physical") << R"({"on": "damage", "elements": ["physical"]})" << 1;
        QTest::addRow("pyro only") << R"({"on": "damage", "elements": ["pyro"]})" << 0;
        QTest::addRow("source holder") << R"({"on": "damage", "source": "holder"})" << 0;
        QTest::addRow("normal skill") << R"({"on": "use-skill", "normal": true})" << 1;
        QTest::addRow("not a normal skill") << R"({"on": "use-skill", "normal": false})" << 0;
        QTest::addRow("plunging") << R"({"on": "use-skill", "plunging": true})" << 0;
        QTest::addRow("Combat phase") << R"({"on": "phase", "phase": "Combat"})" << 1;
        QTest::addRow("every phase") << R"({"on": "phase"})" << 6;  // GameStart … RoundEnd of one round
        QTest::addRow("target survives") << R"({"on": "damage-over", "defeated": false})" << 1;
        QTest::addRow("target defeated") << R"({"on": "damage-over", "defeated": true})" << 0;
    }
    void filters()
    {
        QFETCH(QString, reaction);
        QFETCH(int, fires);
        json doc = baseScenario();
        json r = json::parse(reaction.toStdString());
        r["effects"] = json::array();
        doc["buffs"] = {{{"id", "Ear"}, {"reactions", {r}}}};
        doc["players"][1]["characters"] = {{{"id", "Noelle"}, {"buffs", {"Ear"}}}};
        doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
        doc["players"][0]["script"].push_back(line("end"));
        doc["players"][1]["script"].push_back(line("end"));
        auto s = sessionOf(doc);
        int heard = 0;
        for (Seq q : seqsOf(s->trace(), "events.hear"))
            heard += s->trace().entityName(s->trace().at(q).subject[0]) == "buff:Ear";
        QCOMPARE(heard, fires);
    }

    // 004:queue/pop#seeded: a scenario's queue section is the queue the loop starts from, a
    // tree of its own before the GameStart signal; the answers to its head go in front of
    // the rest of it (q = elist + q). Bob holds a Guard (team buff) that answers damage to
    // his characters with one omni die and a draw, and a Lookout summon.
    void seededQueue_data()
    {
        QTest::addColumn<QString>("queue");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("answers in front of the rest: q = elist + q")
            << R"([{"kind": "damage", "player": 0, "amount": 2, "element": "pyro", "target": {"player": "opponent", "zone": "characters", "index": 0}},
                  {"kind": "heal", "player": 1, "amount": 1, "target": {"player": "own", "zone": "characters", "index": 0}}])"
            << list({"damage:Alice>Bob.Noelle", "gain-dice:Bob", "draw:Bob", "damage-over:Alice>Bob.Noelle",
                     "heal:Bob>Bob.Noelle"});
        QTest::addRow("every kind a queue may hold")
            << R"([{"kind": "draw", "player": 0}, {"kind": "gain-dice", "player": 1, "count": 2, "element": "omni"},
                  {"kind": "summon", "player": 0, "summon": "Lookout"},
                  {"kind": "add-buff", "player": 0, "buff": "Guard", "target": {"player": "own", "zone": "characters", "index": 0}},
                  {"kind": "discard", "player": 0, "target": {"player": "opponent", "zone": "summons", "index": 0}}])"
            << list({"draw:Alice", "gain-dice:Bob", "summon:Alice", "add-buff:Alice>Alice.Diluc", "discard:Alice>Bob"});
    }
    void seededQueue()
    {
        QFETCH(QString, queue);
        QFETCH(QStringList, expected);
        json doc = baseScenario();
        const json answer = json::array({json{{"do", "gain-dice"}, {"element", "omni"}}, json{{"do", "draw"}}});
        doc["buffs"] = {
            {{"id", "Guard"}, {"reactions", {{{"on", "damage"}, {"character", "own"}, {"effects", answer}}}}}};
        doc["summons"] = {{{"id", "Lookout"}}};
        doc["players"][1]["teamBuffs"] = {"Guard"};
        doc["players"][1]["summons"] = {"Lookout"};
        doc["queue"] = json::parse(queue.toStdString());
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const Seq done = seqsOf(t, "events.tree-done").front();
        QCOMPARE(pops(t, TreeSpan{0, done}), expected);
        // The seeded events enter the queue before GameStart is signalled, citing their clause.
        const auto pushes = seqsOf(t, "events.push", 0, done);
        QCOMPARE(static_cast<qsizetype>(pushes.size()), static_cast<qsizetype>(doc["queue"].size()));
        for (Seq q : pushes)
            QCOMPARE(QString::fromStdString(t.clauseNames[t.at(q).clause]), QStringLiteral("004:queue/pop#seeded"));
        const auto phaseSignals = seqsOf(t, "events.signal");
        QVERIFY(!phaseSignals.empty() && phaseSignals.front() > done);
        QCOMPARE(t.at(phaseSignals.front()).arg[0], static_cast<std::int32_t>(events::PhaseId::GameStart));
        QVERIFY(s->head().finished());
    }
};

TURNSCOPE_TEST_MAIN(TestEventsQueue)
#include "tst_events_queue.moc"
