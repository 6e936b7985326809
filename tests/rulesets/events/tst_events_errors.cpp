// Bad scenario data: every error names the file and the JSON path of the bad value, and
// says what was expected (unknown keys, types, ranges, unknown names, the addressing rules:
// the pile and the dice pool cannot be addressed); bad answers the same way.
#include "events_test_support.h"
#include "test_main.h"

#include "kernel/io/json_read.h"

#include <functional>

using namespace ts;
using namespace ts::test;

namespace {

using Mutation = std::function<void(json&)>;

struct Case {
    const char* name;
    Mutation mutate;
    const char* path;
    const char* message;  // a part of the message
};

json effectsOf(json e) { return json::array({std::move(e)}); }

// The rules, the players, their zones and the definitions' own keys.
std::vector<Case> scenarioCases()
{
    return {
        {"not events", [](json& d) { d["ruleset"] = "nation"; }, "$.ruleset", "expected \"events\""},
        {"unknown top-level key", [](json& d) { d["zones"] = 1; }, "$.zones", "unknown key"},
        {"rules: a string", [](json& d) { d["rules"]["initialHand"] = "5"; }, "$.rules.initialHand",
         "expected an integer"},
        {"rules: hand over the limit", [](json& d) { d["rules"]["initialHand"] = 11; }, "$.rules.initialHand",
         "between 0 and 10"},
        {"rules: first player", [](json& d) { d["rules"]["firstPlayer"] = "Bob"; }, "$.rules.firstPlayer",
         "\"random\""},
        {"rules: event limit", [](json& d) { d["rules"]["eventLimit"] = 5; }, "$.rules.eventLimit",
         "between 10 and 100000"},
        {"rules: round limit", [](json& d) { d["rules"]["roundLimit"] = 0; }, "$.rules.roundLimit", "between 1 and 99"},
        {"one player", [](json& d) { d["players"].erase(1); }, "$.players", "exactly two players"},
        {"same names", [](json& d) { d["players"][1]["name"] = "Alice"; }, "$.players[1].name", "both players"},
        {"no characters", [](json& d) { d["players"][0]["characters"] = json::array(); }, "$.players[0].characters",
         "at least one character"},
        {"nine characters",
         [](json& d) {
             d["players"][0]["characters"] =
                 json::array({"Diluc", "Diluc", "Diluc", "Diluc", "Diluc", "Diluc", "Diluc", "Diluc", "Diluc"});
         },
         "$.players[0].characters", "at most 8"},
        {"a character twice",
         [](json& d) {
             d["players"][0]["characters"] = {"Diluc", "Diluc"};
         },
         "$.players[0].characters[1]", "already has that character"},
        {"unknown character", [](json& d) { d["players"][0]["characters"] = {"Zhongli"}; },
         "$.players[0].characters[0]", "unknown character \"Zhongli\""},
        {"HP above the maximum",
         [](json& d) {
             d["players"][0]["characters"] = {{{"id", "Diluc"}, {"hp", 11}}};
         },
         "$.players[0].characters[0].hp", "between 1 and 10"},
        {"eleven cards in hand",
         [](json& d) {
             d["cards"] = {{{"id", "N"}, {"kind", "event"}}};
             d["players"][0]["hand"] = json(std::vector<std::string>(11, "N"));
         },
         "$.players[0].hand", "at most 10"},
        {"five supports",
         [](json& d) {
             d["cards"] = {{{"id", "P"}, {"kind", "support"}}};
             d["players"][0]["supports"] = json(std::vector<std::string>(5, "P"));
         },
         "$.players[0].supports", "at most 4"},
        {"five summons",
         [](json& d) {
             d["summons"] = {{{"id", "Oz"}}};
             d["players"][0]["summons"] = json(std::vector<std::string>(5, "Oz"));
         },
         "$.players[0].summons", "at most 4"},
        {"a support that is an event",
         [](json& d) {
             d["cards"] = {{{"id", "N"}, {"kind", "event"}}};
             d["players"][0]["supports"] = {"N"};
         },
         "$.players[0].supports[0]", "not a support card"},
        {"a weapon that is an artifact",
         [](json& d) {
             d["cards"] = {{{"id", "A"}, {"kind", "artifact"}}};
             d["players"][0]["characters"] = {{{"id", "Diluc"}, {"weapon", "A"}}};
         },
         "$.players[0].characters[0].weapon", "not a weapon card"},
        {"unknown die",
         [](json& d) {
             d["players"][0]["dice"] = {{"physical", 1}};
         },
         "$.players[0].dice.physical", "unknown die"},
        {"duplicate skill", [](json& d) { d["skills"].push_back(d["skills"][0]); }, "$.skills[1].id",
         "duplicate skill id \"Jab\""},
        {"element of a character", [](json& d) { d["characters"][0]["element"] = "omni"; }, "$.characters[0].element",
         "unknown character element"},
    };
}

// Effects, targets and addresses, reactions and their filters, the scripts.
std::vector<Case> effectCases()
{
    return {
        {"unknown effect",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf({{"do", "freeze"}});
         },
         "$.skills[0].effects[0].do", "unknown effect \"freeze\""},
        {"damage without amount",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf({{"do", "damage"}});
         },
         "$.skills[0].effects[0]", "missing"},
        {"damage of omni",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf({{"do", "damage"}, {"amount", 1}, {"element", "omni"}});
         },
         "$.skills[0].effects[0].element", "unknown damage element"},
        {"negative damage",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf({{"do", "damage"}, {"amount", -1}});
         },
         "$.skills[0].effects[0].amount", "between 0 and 999"},
        {"a modifier in a skill",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf({{"do", "absorb"}});
         },
         "$.skills[0].effects[0].do", "only a reaction"},
        {"absorb on a heal",
         [](json& d) {
             d["buffs"] = {
                 {{"id", "B"}, {"reactions", {{{"on", "heal"}, {"effects", effectsOf({{"do", "absorb"}})}}}}}};
         },
         "$.buffs[0].reactions[0].effects[0].do", "\"on\": \"damage\""},
        {"event-target without one",
         [](json& d) {
             d["buffs"] = {{{"id", "B"},
                            {"reactions",
                             {{{"on", "phase"},
                               {"effects", effectsOf({{"do", "heal"}, {"amount", 1}, {"target", "event-target"}})}}}}}};
         },
         "$.buffs[0].reactions[0].effects[0].target", "has none"},
        {"a team target for damage",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf({{"do", "damage"}, {"amount", 1}, {"target", "team"}});
         },
         "$.skills[0].effects[0].target", "not a target of \"damage\""},
        {"unknown buff",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf({{"do", "add-buff"}, {"buff", "Nope"}});
         },
         "$.skills[0].effects[0].buff", "unknown buff \"Nope\""},
        {"address of the pile",
         [](json& d) {
             d["skills"][0]["effects"] =
                 effectsOf({{"do", "discard"}, {"target", {{"player", "opponent"}, {"zone", "pile"}, {"index", 0}}}});
         },
         "$.skills[0].effects[0].target.zone", "cannot be addressed"},
        {"address of the dice pool",
         [](json& d) {
             d["skills"][0]["effects"] =
                 effectsOf({{"do", "discard"}, {"target", {{"player", "own"}, {"zone", "dice"}, {"index", 0}}}});
         },
         "$.skills[0].effects[0].target.zone", "cannot be addressed"},
        {"address: summon index 4",
         [](json& d) {
             d["skills"][0]["effects"] =
                 effectsOf({{"do", "discard"}, {"target", {{"player", "own"}, {"zone", "summons"}, {"index", 4}}}});
         },
         "$.skills[0].effects[0].target.index", "between 0 and 3"},
        {"address: a sub-zone of summons",
         [](json& d) {
             d["skills"][0]["effects"] =
                 effectsOf({{"do", "discard"},
                            {"target", {{"player", "own"}, {"zone", "summons"}, {"index", 0}, {"subzone", "weapon"}}}});
         },
         "$.skills[0].effects[0].target.subzone", "only the characters zone"},
        {"address: an offset of a weapon",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf(
                 {{"do", "discard"},
                  {"target",
                   {{"player", "own"}, {"zone", "characters"}, {"index", 0}, {"subzone", "weapon"}, {"offset", 1}}}});
         },
         "$.skills[0].effects[0].target.offset", "only among a character's buffs"},
        {"address: player",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf(
                 {{"do", "damage"}, {"amount", 1}, {"target", {{"player", 1}, {"zone", "characters"}, {"index", 0}}}});
         },
         "$.skills[0].effects[0].target.player", "expected a string"},
        {"damage at a summon's address",
         [](json& d) {
             d["skills"][0]["effects"] = effectsOf(
                 {{"do", "damage"}, {"amount", 1}, {"target", {{"player", "own"}, {"zone", "summons"}, {"index", 0}}}});
         },
         "$.skills[0].effects[0].target", "needs the address of a character"},
        {"discard a character",
         [](json& d) {
             d["skills"][0]["effects"] =
                 effectsOf({{"do", "discard"}, {"target", {{"player", "own"}, {"zone", "characters"}, {"index", 0}}}});
         },
         "$.skills[0].effects[0].target", "cannot be discarded"},
        {"cancelling a phase signal",
         [](json& d) {
             d["buffs"] = {
                 {{"id", "B"}, {"reactions", {{{"on", "phase"}, {"effects", effectsOf({{"do", "cancel"}})}}}}}};
         },
         "$.buffs[0].reactions[0].effects[0].do", "cannot be cancelled"},
        {"cancelling the end of a round",
         [](json& d) {
             d["buffs"] = {
                 {{"id", "B"}, {"reactions", {{{"on", "declare-end"}, {"effects", effectsOf({{"do", "cancel"}})}}}}}};
         },
         "$.buffs[0].reactions[0].effects[0].do", "cannot be cancelled"},
        {"unknown event kind",
         [](json& d) {
             d["buffs"] = {{{"id", "B"}, {"reactions", {{{"on", "explode"}, {"effects", json::array()}}}}}};
         },
         "$.buffs[0].reactions[0].on", "unknown event"},
        {"phase filter on damage",
         [](json& d) {
             d["buffs"] = {
                 {{"id", "B"}, {"reactions", {{{"on", "damage"}, {"phase", "Combat"}, {"effects", json::array()}}}}}};
         },
         "$.buffs[0].reactions[0].phase", "filters phase events"},
        {"character filter on a draw",
         [](json& d) {
             d["buffs"] = {
                 {{"id", "B"}, {"reactions", {{{"on", "draw"}, {"character", "holder"}, {"effects", json::array()}}}}}};
         },
         "$.buffs[0].reactions[0].character", "concerns no character"},
        {"source: opponent",
         [](json& d) {
             d["buffs"] = {{{"id", "B"},
                            {"reactions", {{{"on", "damage"}, {"source", "opponent"}, {"effects", json::array()}}}}}};
         },
         "$.buffs[0].reactions[0].source", "does not apply"},
        {"reaction without effects",
         [](json& d) {
             d["buffs"] = {{{"id", "B"}, {"reactions", {{{"on", "damage"}}}}}};
         },
         "$.buffs[0].reactions[0]", "missing"},
        {"usage of an event card",
         [](json& d) {
             d["cards"] = {{{"id", "N"}, {"kind", "event"}, {"usage", 2}}};
         },
         "$.cards[0].usage", "does not stay in play"},
        {"a support on a character",
         [](json& d) {
             d["cards"] = {{{"id", "P"}, {"kind", "support"}, {"target", "character"}}};
         },
         "$.cards[0].target", "not played on a character"},
        {"cost over 16",
         [](json& d) {
             d["skills"][0]["cost"] = {{"any", 17}};
         },
         "$.skills[0].cost.any", "between 0 and 16"},
        {"unknown instruction",
         [](json& d) {
             d["players"][0]["script"].push_back({{"do", "attack"}});
         },
         "$.players[0].script[1].do", "unknown instruction"},
        {"unknown skill in the script",
         [](json& d) {
             d["players"][0]["script"].push_back({{"do", "skill"}, {"skill", "Punch"}});
         },
         "$.players[0].script[1].skill", "unknown skill"},
        {"both character and replace",
         [](json& d) {
             d["cards"] = {{{"id", "N"}, {"kind", "event"}}};
             d["players"][0]["script"].push_back(
                 {{"do", "card"}, {"card", "N"}, {"character", "Diluc"}, {"replace", 0}});
         },
         "$.players[0].script[1].replace", "not both"},
        {"switch-hand index 10",
         [](json& d) {
             d["players"][0]["script"].push_back({{"do", "switch-hand"}, {"cards", {10}}});
         },
         "$.players[0].script[1].cards[0]", "between 0 and 9"},
    };
}

// The queue section (its events checked against the starting zones) and hand reactions.
json seeded(json e) { return json::array({std::move(e)}); }
json at(const char* who, const char* zone, int index) { return {{"player", who}, {"zone", zone}, {"index", index}}; }

std::vector<Case> queueCases()
{
    return {
        {"queue: not a list", [](json& d) { d["queue"] = 1; }, "$.queue", "array"},
        {"queue: 65 events",
         [](json& d) {
             d["queue"] = json(std::vector<json>(65, {{"kind", "draw"}, {"player", 0}}));
         },
         "$.queue", "at most 64"},
        {"queue: unknown kind",
         [](json& d) {
             d["queue"] = seeded({{"kind", "explode"}, {"player", 0}});
         },
         "$.queue[0].kind", "unknown event kind \"explode\""},
        {"queue: an instruction's event",
         [](json& d) {
             d["queue"] = seeded({{"kind", "use-skill"}, {"player", 0}});
         },
         "$.queue[0].kind", "comes from an instruction"},
        {"queue: an over event",
         [](json& d) {
             d["queue"] = seeded({{"kind", "damage-over"}, {"player", 0}});
         },
         "$.queue[0].kind", "comes from an instruction"},
        {"queue: no kind",
         [](json& d) {
             d["queue"] = seeded({{"player", 0}});
         },
         "$.queue[0]", "missing"},
        {"queue: player 2",
         [](json& d) {
             d["queue"] = seeded({{"kind", "draw"}, {"player", 2}});
         },
         "$.queue[0].player", "between 0 and 1"},
        {"queue: unknown key",
         [](json& d) {
             d["queue"] = seeded({{"kind", "draw"}, {"player", 0}, {"amount", 1}});
         },
         "$.queue[0].amount", "unknown key"},
        {"queue: damage without target",
         [](json& d) {
             d["queue"] = seeded({{"kind", "damage"}, {"player", 0}, {"amount", 1}});
         },
         "$.queue[0]", "missing"},
        {"queue: damage without amount",
         [](json& d) {
             d["queue"] = seeded({{"kind", "damage"}, {"player", 0}, {"target", at("opponent", "characters", 0)}});
         },
         "$.queue[0]", "missing"},
        {"queue: address of the pile",
         [](json& d) {
             d["queue"] = seeded({{"kind", "discard"}, {"player", 0}, {"target", at("own", "pile", 0)}});
         },
         "$.queue[0].target.zone", "cannot be addressed"},
        {"queue: target player",
         [](json& d) {
             d["queue"] =
                 seeded({{"kind", "heal"}, {"player", 0}, {"amount", 1}, {"target", at("Bob", "characters", 0)}});
         },
         "$.queue[0].target.player", "\"own\" or \"opponent\""},
        {"queue: no such character",
         [](json& d) {
             d["queue"] = seeded(
                 {{"kind", "damage"}, {"player", 0}, {"amount", 1}, {"target", at("opponent", "characters", 3)}});
         },
         "$.queue[0].target.index", "nothing at index 3"},
        {"queue: damage at a summon",
         [](json& d) {
             d["queue"] =
                 seeded({{"kind", "damage"}, {"player", 0}, {"amount", 1}, {"target", at("own", "summons", 0)}});
         },
         "$.queue[0].target", "targets a character"},
        {"queue: discard a character",
         [](json& d) {
             d["queue"] = seeded({{"kind", "discard"}, {"player", 0}, {"target", at("own", "characters", 0)}});
         },
         "$.queue[0].target", "cannot be discarded"},
        {"queue: discard from an empty hand",
         [](json& d) {
             d["queue"] = seeded({{"kind", "discard"}, {"player", 1}, {"target", at("own", "hand", 0)}});
         },
         "$.queue[0].target.index", "player 1 has 0 in hand"},
        {"queue: no weapon",
         [](json& d) {
             json t = at("own", "characters", 0);
             t["subzone"] = "weapon";
             d["queue"] = seeded({{"kind", "discard"}, {"player", 0}, {"target", t}});
         },
         "$.queue[0].target.subzone", "has no weapon"},
        {"queue: no buff at the offset",
         [](json& d) {
             json t = at("own", "characters", 0);
             t["subzone"] = "buffs";
             d["queue"] = seeded({{"kind", "discard"}, {"player", 0}, {"target", t}});
         },
         "$.queue[0].target.offset", "no buff at offset 0"},
        {"queue: damage of omni",
         [](json& d) {
             d["queue"] = seeded({{"kind", "damage"},
                                  {"player", 0},
                                  {"amount", 1},
                                  {"element", "omni"},
                                  {"target", at("opponent", "characters", 0)}});
         },
         "$.queue[0].element", "unknown damage element"},
        {"queue: a physical die",
         [](json& d) {
             d["queue"] = seeded({{"kind", "gain-dice"}, {"player", 0}, {"element", "physical"}});
         },
         "$.queue[0].element", "unknown die"},
        {"queue: draw eleven",
         [](json& d) {
             d["queue"] = seeded({{"kind", "draw"}, {"player", 0}, {"count", 11}});
         },
         "$.queue[0].count", "between 1 and 10"},
        {"queue: unknown buff",
         [](json& d) {
             d["queue"] = seeded(
                 {{"kind", "add-buff"}, {"player", 0}, {"buff", "Nope"}, {"target", at("own", "characters", 0)}});
         },
         "$.queue[0].buff", "unknown buff \"Nope\""},
        {"queue: unknown summon",
         [](json& d) {
             d["queue"] = seeded({{"kind", "summon"}, {"player", 0}, {"summon", "Nope"}});
         },
         "$.queue[0].summon", "unknown summon \"Nope\""},
        {"hand reactions: unknown event",
         [](json& d) {
             d["cards"] = {{{"id", "N"},
                            {"kind", "event"},
                            {"handReactions", {{{"on", "explode"}, {"effects", json::array()}}}}}};
         },
         "$.cards[0].handReactions[0].on", "unknown event"},
        {"hand reactions: not a list",
         [](json& d) {
             d["cards"] = {{{"id", "N"}, {"kind", "event"}, {"handReactions", 1}}};
         },
         "$.cards[0].handReactions", "array"},
    };
}

const std::vector<Case>& cases()
{
    static const std::vector<Case> all = [] {
        std::vector<Case> v = scenarioCases();
        for (Case& c : effectCases())
            v.push_back(std::move(c));
        for (Case& c : queueCases())
            v.push_back(std::move(c));
        return v;
    }();
    return all;
}

}  // namespace

class TestEventsErrors : public QObject {
    Q_OBJECT
private slots:
    void badScenario_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::addRow("%s", cases()[i].name) << static_cast<int>(i);
    }
    void badScenario()
    {
        QFETCH(int, index);
        const Case& c = cases()[static_cast<std::size_t>(index)];
        json doc = baseScenario();
        c.mutate(doc);
        try {
            eventsRuleset().parseScenario(doc, "bad.json");
            QFAIL("the scenario was accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("bad.json"));
            QCOMPARE(QString::fromStdString(e.path()), QString::fromUtf8(c.path));
            QVERIFY2(e.message().find(c.message) != std::string::npos, e.what());
        }
    }

    // The base scenario itself is good: the errors above come from their mutations.
    void baseIsValid() { QVERIFY(scenarioOf(baseScenario())); }

    // Answers as JSON (--decisions, the GUI) are read with the same care and round-trip.
    void answersRoundTrip_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addRow("choose") << R"({"do":"choose","character":"Diluc"})";
        QTest::addRow("reroll") << R"({"do":"reroll","elements":["pyro","omni"]})";
        QTest::addRow("switch-hand") << R"({"do":"switch-hand","cards":[0,3]})";
        QTest::addRow("skill") << R"({"do":"skill","skill":"Jab"})";
        QTest::addRow("card on a character") << R"({"card":"N","character":"Noelle","do":"card"})";
        QTest::addRow("card replacing a support") << R"({"card":"N","do":"card","replace":3})";
        QTest::addRow("card") << R"({"card":"N","do":"card"})";
        QTest::addRow("switch") << R"({"character":"Fischl","do":"switch"})";
        QTest::addRow("end") << R"({"do":"end"})";
    }
    void answersRoundTrip()
    {
        QFETCH(QString, answer);
        json doc = baseScenario();
        doc["cards"] = {{{"id", "N"}, {"kind", "event"}}};
        const auto sc = scenarioOf(doc);
        const json in = json::parse(answer.toStdString());
        const Answer a = eventsRuleset().answerFromJson(in, *sc, "answers.json", "$[0]");
        QCOMPARE(QString::fromStdString(eventsRuleset().answerToJson(a, *sc).dump()),
                 QString::fromStdString(in.dump()));
    }

    void badAnswer()
    {
        const auto sc = scenarioOf(baseScenario());
        try {
            eventsRuleset().answerFromJson(json{{"do", "choose"}, {"character", "Nobody"}}, *sc, "answers.json",
                                           "$[4]");
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("$[4].character"));
        }
    }
};

TURNSCOPE_TEST_MAIN(TestEventsErrors)
#include "tst_events_errors.moc"
