// Seed 004's data: the element and zone ids of its "Macro" section, the zones' limits
// (004:zone/hand, /summon, /support), buffs refreshed, and the addressing system (004:address):
// GameInstance::get({player, zone, index} and a character's sub-zone), its errors, and the
// zone keeping its listeners' addresses when one leaves.
#include "events_test_support.h"
#include "test_main.h"

using namespace ts;
using namespace ts::test;
using events::Address;
using events::AddressError;
using events::Subzone;
using events::ZoneId;

namespace {

// 004:zone/hand: Alice holds two Wards and a Post in play, Bob one Ward. A Ward listens in
// hand to use-skill, card-over and damage events (its answer: one omni die); the Post is a
// support listening to use-skill. Snatch (Bob's) discards Alice's first hand card, then hits.
json handScenario()
{
    const json die = json::array({json{{"do", "gain-dice"}, {"element", "omni"}}});
    json hear = json::array();
    for (const char* on : {"use-skill", "card-over", "damage"})
        hear.push_back(json{{"on", on}, {"effects", die}});
    json doc = baseScenario();
    doc["skills"].push_back(json{
        {"id", "Snatch"},
        {"effects",
         json::array({json{{"do", "discard"}, {"target", {{"player", "opponent"}, {"zone", "hand"}, {"index", 0}}}},
                      json{{"do", "damage"}, {"amount", 1}}})}});
    doc["characters"][2]["skills"] = {"Jab", "Snatch"};
    doc["cards"] = {{{"id", "Ward"}, {"kind", "event"}, {"handReactions", hear}},
                    {{"id", "Post"}, {"kind", "support"}, {"reactions", {{{"on", "use-skill"}, {"effects", die}}}}}};
    doc["players"][0]["hand"] = {"Ward", "Ward"};
    doc["players"][0]["supports"] = {"Post"};
    doc["players"][1]["hand"] = {"Ward"};
    return doc;
}

// The listeners that heard the first popped event of kind `k` in the span, in order.
QStringList hearersOfFirst(const Trace& t, TreeSpan span, events::EvKind k)
{
    for (Seq q : seqsOf(t, "events.pop", span.begin, span.end))
        if (t.at(q).arg[1] == static_cast<std::int32_t>(k))
            return hearers(t, span, t.at(q).arg[0]);
    return {QStringLiteral("no such event")};
}

}  // namespace

class TestEventsZones : public QObject {
    Q_OBJECT
private slots:
    // Seed "Macro / element" and "Macro / zone_id", value by value.
    void elementIds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("id");
        QTest::addRow("pyro") << "pyro" << 0;
        QTest::addRow("omni") << "omni" << 7;
        QTest::addRow("empty") << "empty" << 7;
        QTest::addRow("physical") << "physical" << 7;
        QTest::addRow("pierce") << "pierce" << 8;
        QTest::addRow("cryodendro") << "cryodendro" << 8;
        QTest::addRow("died") << "died" << 9;
        QTest::addRow("hydro (the game's order)") << "hydro" << 1;
        QTest::addRow("geo (the game's order)") << "geo" << 6;
    }
    void elementIds()
    {
        QFETCH(QString, name);
        QFETCH(int, id);
        QCOMPARE(events::elementFromName(name.toStdString()), id);
    }

    void zoneIds_data()
    {
        QTest::addColumn<int>("zone");
        QTest::addColumn<QString>("name");
        QTest::addRow("charzone_id = 0") << 0 << "characters";
        QTest::addRow("teambuffzone_id = 1") << 1 << "team-buffs";
        QTest::addRow("summonzone_id = 2") << 2 << "summons";
        QTest::addRow("supportzone_id = 3") << 3 << "supports";
        QTest::addRow("handzone_id = 4") << 4 << "hand";
        QTest::addRow("dicepool_id = 5") << 5 << "dice";
        QTest::addRow("pilezone_id = 6") << 6 << "pile";
    }
    void zoneIds()
    {
        QFETCH(int, zone);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(std::string(events::zoneName(static_cast<ZoneId>(zone)))), name);
    }

    // 004:zone/hand: a draw into a full hand (10) discards the card.
    void handLimit()
    {
        auto s = sessionOfSample("full-zones.json");
        const Trace& t = s->trace();
        QCOMPARE(seqsOf(t, "events.card-drawn").size(), std::size_t(1));
        const auto burned = seqsOf(t, "events.card-burned");
        QCOMPARE(burned.size(), std::size_t(2));
        for (Seq b : burned)
            QCOMPARE(t.at(b).arg[0], events::kHandLimit);
        const auto& alice = asEvents(s->head()).state().players[0];
        QCOMPARE(static_cast<int>(alice.hand.size()), events::kHandLimit);
        QCOMPARE(alice.pile.size(), std::size_t(1));  // 4 − 3 drawn (one kept, two discarded)
    }

    // 004:zone/summon: a fifth summon of another name does not fit; the same name refreshes.
    void summonLimitAndRefresh()
    {
        auto s = sessionOfSample("full-zones.json");
        const Trace& t = s->trace();
        const auto full = seqsOf(t, "events.zone-full");
        QCOMPARE(full.size(), std::size_t(1));
        QCOMPARE(t.entityName(t.at(full[0]).subject[1]), std::string("summon:Hound"));
        QCOMPARE(t.at(full[0]).arg[1], events::kSummonLimit);
        QCOMPARE(asEvents(s->head()).state().players[1].summons.size(), std::size_t(4));
        QCOMPARE(seqsOf(t, "events.refreshed").size(), std::size_t(1));

        auto r = sessionOfSample("summon-refresh.json");
        std::vector<Seq> refreshed;
        for (Seq q : seqsOf(r->trace(), "events.refreshed"))
            if (r->trace().entityName(r->trace().at(q).subject[0]) == "summon:Oz")
                refreshed.push_back(q);
        QCOMPARE(refreshed.size(), std::size_t(1));
        QCOMPARE(r->trace().at(refreshed[0]).arg[1], 1);
        QCOMPARE(r->trace().at(refreshed[0]).arg[2], 2);
        QCOMPARE(asEvents(*r->stateAt(refreshed[0] + 1)).state().players[0].summons.size(), std::size_t(1));
    }

    // 004:zone/support: a full zone makes room by discarding the chosen support; the new one
    // is added at the end, the ones behind the replaced one move up; no refresh by name.
    void supportReplaced()
    {
        auto s = sessionOfSample("support-replace.json");
        const Trace& t = s->trace();
        const auto replaced = seqsOf(t, "events.replaced");
        QCOMPARE(replaced.size(), std::size_t(1));
        QCOMPARE(t.at(replaced[0]).arg[0], 2);
        QCOMPARE(t.entityName(t.at(replaced[0]).subject[1]), std::string("Alice.Tavern #1"));
        const Seq placed = seqsOf(t, "events.placed", replaced[0]).at(0);
        const auto gGame = s->stateAt(placed);
        const auto& g = asEvents(*gGame);
        QStringList ids;
        for (const auto& l : g.state().players[0].supports)
            ids << QString::fromStdString(g.scenario().cards[static_cast<std::size_t>(l.def)].id);
        QCOMPARE(ids,
                 QStringList({QStringLiteral("Paimon"), QStringLiteral("Liben"), QStringLiteral("Market"),
                              QStringLiteral("Paimon")}));
        QCOMPARE(events::unpackAddress(t.at(placed).arg[1]), (Address{0, ZoneId::Supports, 3, Subzone::None, 0}));
        const auto moved = seqsOf(t, "events.readdressed", replaced[0], placed);
        QCOMPARE(moved.size(), std::size_t(1));
        QCOMPARE(events::unpackAddress(t.at(moved[0]).arg[2]).index, 2);
    }

    // A support card into a full zone without a slot to replace is not a legal instruction.
    void fullSupportsNeedAReplacement()
    {
        auto s = sessionOfSample("support-replace.json");
        const auto span = instructionTree(s->trace(), events::AnswerKind::Card);
        QVERIFY(span);
        const auto g = s->stateAt(seqsOf(s->trace(), "events.stable", 0, span->begin).back());
        const auto legal = g->legalAnswers();
        QVERIFY(!legal.empty());
        for (const Answer& a : legal)
            if (a.kind == static_cast<std::uint16_t>(events::AnswerKind::Card))
                QVERIFY(a.b >= events::kReplaceBase && a.b < events::kReplaceBase + events::kSupportLimit);
    }

    // A buff added where one of the same name is held refreshes it.
    void buffRefreshed()
    {
        json doc = baseScenario();
        doc["buffs"] = {
            {{"id", "Ward"},
             {"usage", 3},
             {"reactions", {{{"on", "damage"}, {"character", "holder"}, {"consume", 1}, {"effects", json::array()}}}}}};
        doc["skills"].push_back({{"id", "Warding"}, {"effects", {{{"do", "add-buff"}, {"buff", "Ward"}}}}});
        doc["characters"][0]["skills"] = {"Jab", "Warding"};
        doc["players"][0]["script"].push_back(line("skill", "skill", "Warding"));
        doc["players"][0]["script"].push_back(line("skill", "skill", "Warding"));
        doc["players"][1]["script"].push_back(line("skill", "skill", "Jab"));
        auto s = sessionOf(doc);
        const auto refreshed = seqsOf(s->trace(), "events.refreshed");
        QCOMPARE(refreshed.size(), std::size_t(1));
        QCOMPARE(s->trace().at(refreshed[0]).arg[1], 2);
        QCOMPARE(s->trace().at(refreshed[0]).arg[2], 3);
        QCOMPARE(asEvents(*s->stateAt(refreshed[0] + 1)).state().players[0].characters[0].buffs.size(), std::size_t(1));
    }

    // 004:address: get(address) over the addressing sample at its start.
    void addressing_data()
    {
        QTest::addColumn<int>("player");
        QTest::addColumn<int>("zone");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("subzone");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("found");  // entity name, or "error N"
        const int none = static_cast<int>(Subzone::None), buffs = static_cast<int>(Subzone::Buffs);
        QTest::addRow("a character") << 1 << 0 << 1 << none << 0 << "Bob.Sucrose";
        QTest::addRow("a weapon") << 1 << 0 << 0 << static_cast<int>(Subzone::Weapon) << 0 << "Bob.Greatsword #1";
        QTest::addRow("a character buff") << 1 << 0 << 0 << buffs << 1 << "buff:Ward";
        QTest::addRow("a summon") << 1 << 2 << 1 << none << 0 << "summon:Spirit";
        QTest::addRow("a hand card") << 0 << 4 << 2 << none << 0 << "Alice.Disarm #1";
        QTest::addRow("the pile") << 0 << 6 << 0 << none << 0
                                  << QStringLiteral("error %1").arg(static_cast<int>(AddressError::Unaddressable));
        QTest::addRow("the dice pool") << 0 << 5 << 0 << none << 0
                                       << QStringLiteral("error %1").arg(static_cast<int>(AddressError::Unaddressable));
        QTest::addRow("no such character")
            << 1 << 0 << 2 << none << 0 << QStringLiteral("error %1").arg(static_cast<int>(AddressError::NoSuchIndex));
        QTest::addRow("no such summon") << 1 << 2 << 2 << none << 0
                                        << QStringLiteral("error %1").arg(static_cast<int>(AddressError::NoSuchIndex));
        QTest::addRow("no such buff offset")
            << 1 << 0 << 0 << buffs << 2 << QStringLiteral("error %1").arg(static_cast<int>(AddressError::NoSuchIndex));
        QTest::addRow("an empty artifact slot")
            << 1 << 0 << 0 << static_cast<int>(Subzone::Artifact) << 0
            << QStringLiteral("error %1").arg(static_cast<int>(AddressError::Empty));
        QTest::addRow("no such player") << 2 << 0 << 0 << none << 0
                                        << QStringLiteral("error %1").arg(static_cast<int>(AddressError::NoSuchPlayer));
    }
    void addressing()
    {
        QFETCH(int, player);
        QFETCH(int, zone);
        QFETCH(int, index);
        QFETCH(int, subzone);
        QFETCH(int, offset);
        QFETCH(QString, found);
        auto s = sessionOfSample("addressing.json");
        const auto g = s->stateAt(seqsOf(s->trace(), "events.signal").at(0));
        const auto& game = asEvents(*g);
        const auto f =
            game.get(Address{player, static_cast<ZoneId>(zone), index, static_cast<Subzone>(subzone), offset});
        if (found.startsWith(QLatin1String("error"))) {
            QVERIFY(f.error);
            QCOMPARE(QStringLiteral("error %1").arg(static_cast<int>(*f.error)), found);
            return;
        }
        QVERIFY(!f.error);
        const EntityId e =
            f.listener ? game.listenerEntity(f.loc, *f.listener) : game.characterEntity(f.loc.player, f.loc.character);
        QCOMPARE(QString::fromStdString(game.entityName(e)), found);
        QCOMPARE(game.addressOf(f.loc),
                 (Address{player, static_cast<ZoneId>(zone), index, static_cast<Subzone>(subzone),
                          subzone == 3 ? offset : 0}));
    }

    // Effects with addresses in the sample: resolved, discarded, and a miss that does nothing.
    void addressedEffects()
    {
        auto s = sessionOfSample("addressing.json");
        const Trace& t = s->trace();
        QStringList resolved;
        for (Seq q : seqsOf(t, "events.address"))
            resolved << QString::fromStdString(t.entityName(t.at(q).subject[1]));
        QCOMPARE(resolved,
                 QStringList({QStringLiteral("Bob.Sucrose"), QStringLiteral("summon:Cube"),
                              QStringLiteral("Bob.Greatsword #1"), QStringLiteral("buff:Ward")}));
        const auto miss = seqsOf(t, "events.address-miss");
        QCOMPARE(miss.size(), std::size_t(1));
        QCOMPARE(t.at(miss[0]).arg[2], static_cast<int>(AddressError::NoSuchIndex));
        const auto& bob = asEvents(s->head()).state().players[1];
        QCOMPARE(bob.summons.size(), std::size_t(1));
        QVERIFY(bob.characters[0].equipment[0].empty());
        QCOMPARE(bob.characters[0].buffs.size(), std::size_t(1));
        QCOMPARE(bob.characters[1].hp, 7);
        // The summon behind the discarded one was readdressed by its zone.
        bool moved = false;
        for (Seq q : seqsOf(t, "events.readdressed"))
            moved = moved || t.entityName(t.at(q).subject[0]) == "summon:Spirit";
        QVERIFY(moved);
    }

    // Equipment: a second weapon replaces the first; a defeat discards equipment and buffs.
    void equipmentAndDefeat()
    {
        json doc = baseScenario();
        doc["cards"] = {{{"id", "Sword"}, {"kind", "weapon"}}, {{"id", "Claymore"}, {"kind", "weapon"}}};
        doc["buffs"] = {{{"id", "Ward"}}};
        doc["skills"][0]["effects"][0]["amount"] = 10;
        doc["players"][0]["hand"] = {"Sword", "Claymore"};
        doc["players"][1]["characters"] = {{{"id", "Noelle"}, {"weapon", "Sword"}, {"buffs", {"Ward"}}}, "Sucrose"};
        doc["players"][0]["script"] = {
            line("choose", "character", "Diluc"), json{{"do", "card"}, {"card", "Sword"}, {"character", "Diluc"}},
            json{{"do", "card"}, {"card", "Claymore"}, {"character", "Diluc"}}, line("skill", "skill", "Jab")};
        doc["players"][1]["script"].push_back(line("choose", "character", "Sucrose"));
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        std::vector<int> reasons;
        for (Seq q : seqsOf(t, "events.removed", 0, seqsOf(t, "events.save").at(0)))
            reasons.push_back(t.at(q).arg[2]);
        const auto count = [&](events::RemoveReason r) {
            return std::count(reasons.begin(), reasons.end(), static_cast<int>(r));
        };
        QCOMPARE(static_cast<int>(count(events::RemoveReason::Replaced)), 1);
        QCOMPARE(static_cast<int>(count(events::RemoveReason::Defeated)), 2);
        const auto gGame = s->stateAt(seqsOf(t, "events.interrupt").at(0));
        const auto& g = asEvents(*gGame);
        QVERIFY(g.state().players[1].fell);
    }
    // A zone list is rewritten slot by slot inside a rule step: the state between two of
    // those writes (stateAt) has slots not yet or no longer filled, and its JSON (the
    // inspector) shows them without looking up a definition that is not there.
    void stateBetweenSlotWritesIsShown()
    {
        auto s = sessionOfSample("addressing.json");
        const Trace& t = s->trace();
        int between = 0;
        for (Seq seq = 0; seq < t.size(); ++seq) {
            const Event e = t.at(seq);
            if (e.kind != ts::kind(CommonKind::Write) || e.arg[0] < 1000)
                continue;
            const auto state = s->stateAt(seq);
            const nlohmann::json j = state->toJson();
            QVERIFY(j.is_object());
            ++between;
        }
        QVERIFY(between > 10);
    }
    // Values a state gets from a trace's writes (a file's data) or between two writes of a
    // rule step: an active character index out of range, a pile slot not yet filled. Its
    // JSON (the inspector) shows them without indexing with them (found by fuzz_trace_events
    // under UBSan).
    void stateJsonTakesAnyWrittenValue_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("value");
        QTest::addRow("active past the characters") << int(events::Field::Active) << 99;
        QTest::addRow("active far below") << int(events::Field::Active) << -5;
        QTest::addRow("pile slot not filled")
            << int(events::slotField(events::ListId::Pile, 0, events::SlotAttr::Uid)) << -1;
        QTest::addRow("pile slot of no card")
            << int(events::slotField(events::ListId::Pile, 1, events::SlotAttr::Uid)) << 100000;
    }
    void stateJsonTakesAnyWrittenValue()
    {
        QFETCH(int, field);
        QFETCH(int, value);
        auto s = sessionOfSample("addressing.json");
        auto state = s->stateAt(s->size() / 2);
        state->applyWrite(events::EventsGame::playerEntity(0), static_cast<FieldId>(field), value);
        const nlohmann::json j = state->toJson();
        QVERIFY(j.is_object());
    }

    // Seed "Hand": each card in hand is a listener, heard in zone order after the supports,
    // the event's player's listeners first, then the opponent's (004:zone/order).
    void handListensInZoneOrder_data()
    {
        QTest::addColumn<QString>("skiller");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("the owner's event: its hand after its supports, then the opponent's hand")
            << "Alice" << QStringList{"Alice.Diluc", "Alice.Post #1", "Alice.Ward #1", "Alice.Ward #2", "Bob.Ward #1"};
        QTest::addRow("the opponent's event: the opponent's hand first, then the owner's supports and hand")
            << "Bob" << QStringList{"Bob.Noelle", "Bob.Ward #1", "Alice.Post #1", "Alice.Ward #1", "Alice.Ward #2"};
    }
    void handListensInZoneOrder()
    {
        QFETCH(QString, skiller);
        QFETCH(QStringList, expected);
        json doc = handScenario();
        const int p = skiller == QStringLiteral("Alice") ? 0 : 1;
        if (p == 1)
            doc["players"][0]["script"].push_back(line("end"));
        doc["players"][p]["script"].push_back(line("skill", "skill", "Jab"));
        auto s = sessionOf(doc);
        const auto span = instructionTree(s->trace(), events::AnswerKind::Skill);
        QVERIFY(span);
        QCOMPARE(hearersOfFirst(s->trace(), *span, events::EvKind::UseSkill), expected);
        // A hand reaction cites the seed's Hand passage.
        for (Seq q : seqsOf(s->trace(), "events.hear", span->begin, span->end)) {
            const Event e = s->trace().at(q);
            const bool hand = events::unpackAddress(e.arg[2]).zone == ZoneId::Hand && e.arg[3] >= 0;
            QCOMPARE(QString::fromStdString(s->trace().clauseNames[e.clause]),
                     hand ? QStringLiteral("004:zone/hand") : QStringLiteral("004:queue/listen"));
        }
    }

    // A card that leaves the hand stops listening at once: the events after the one that
    // removed it (played, discarded by an answer, discarded by the scenario's queue) do not
    // reach it, while the card behind it, readdressed, still hears them.
    void cardLeavingTheHandStopsListening_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("played: its own card-over")
            << "played" << static_cast<int>(events::EvKind::CardOver) << QStringList{"Alice.Ward #2", "Bob.Ward #1"};
        QTest::addRow("discarded by an answer, mid-tree")
            << "snatched" << static_cast<int>(events::EvKind::Damage) << QStringList{"Bob.Ward #1", "Alice.Ward #2"};
        QTest::addRow("discarded by the seeded queue")
            << "seeded" << static_cast<int>(events::EvKind::Damage) << QStringList{"Bob.Ward #1", "Alice.Ward #2"};
    }
    void cardLeavingTheHandStopsListening()
    {
        QFETCH(QString, how);
        QFETCH(int, kind);
        QFETCH(QStringList, expected);
        json doc = handScenario();
        auto& alice = doc["players"][0]["script"];
        if (how == QStringLiteral("played"))
            alice.push_back(line("card", "card", "Ward"));
        if (how == QStringLiteral("snatched")) {
            alice.push_back(line("end"));
            doc["players"][1]["script"].push_back(line("skill", "skill", "Snatch"));
        }
        if (how == QStringLiteral("seeded"))
            doc["queue"] = {{{"kind", "discard"},
                             {"player", 1},
                             {"target", {{"player", "opponent"}, {"zone", "hand"}, {"index", 0}}}},
                            {{"kind", "damage"},
                             {"player", 1},
                             {"amount", 1},
                             {"target", {{"player", "opponent"}, {"zone", "characters"}, {"index", 0}}}}};
        auto s = sessionOf(doc);
        const auto& t = s->trace();
        const auto span = how == QStringLiteral("seeded")
            ? std::optional<TreeSpan>(TreeSpan{0, seqsOf(t, "events.tree-done").front()})
            : instructionTree(t,
                              how == QStringLiteral("played") ? events::AnswerKind::Card : events::AnswerKind::Skill);
        QVERIFY(span);
        QCOMPARE(hearersOfFirst(t, *span, static_cast<events::EvKind>(kind)), expected);
        const auto removed = seqsOf(t, "events.removed", span->begin, span->end);
        QVERIFY(!removed.empty());
        QCOMPARE(QString::fromStdString(t.entityName(t.at(removed.front()).subject[0])),
                 QStringLiteral("Alice.Ward #1"));
    }
};

TURNSCOPE_TEST_MAIN(TestEventsZones)
#include "tst_events_zones.moc"
