// Bad scenario data: every error names the file and the JSON path of the bad value, with a
// message that says what is wrong. Bad answers: refused with the reason, asked again.
#include "stack_test_support.h"
#include "test_main.h"

#include "kernel/ruleset_registry.h"
#include "kernel/trace/render.h"

using namespace ts;
using namespace ts::test;

namespace {

// A valid scenario to break: the duel with a component and an ability set.
json valid()
{
    json doc = duel();
    doc["abilitySets"] = {{"Card", json::array({{{"grants", "Zap"}, {"in", {"hand"}}}})}};
    doc["components"] = json::array({{{"name", "K"}, {"owner", "Alice"}, {"zone", "hand"}, {"abilities", {"Card"}}}});
    return doc;
}

}  // namespace

class TestStackErrors : public QObject {
    Q_OBJECT
private slots:
    void validScenarioParses() { QVERIFY(scenarioOf(valid())); }

    void badScenario_data()
    {
        QTest::addColumn<QString>("pointer");  // a JSON pointer into valid(), "" = the document
        QTest::addColumn<json>("value");  // what to put there (null: remove it)
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        auto row = [](const char* tag, const char* pointer, json value, const char* path, const char* message) {
            QTest::addRow("%s", tag) << QString::fromUtf8(pointer) << value << QString::fromUtf8(path)
                                     << QString::fromUtf8(message);
        };
        row("unknown key", "/colour", "red", "$.colour", "unknown key \"colour\"");
        row("wrong ruleset", "/ruleset", "nation", "$.ruleset", "expected \"stack\"");
        row("no zones", "/zones", json::array(), "$.zones", "at least one zone");
        row("zone not a string", "/zones/1", 3, "$.zones[1]", "expected a string, found an integer");
        row("one player", "/players", json::array({{{"name", "Solo"}}}), "$.players", "at least two players");
        row("nine players", "/players", json(std::vector<json>(9, json::object())), "$.players", "at most 8");
        row("duplicate name", "/players/1/name", "Alice", "$.players[1].name", "already used at $.players[0].name");
        row("name of a zone", "/components/0/name", "hand", "$.components[0].name", "already used at $.zones[1]");
        row("reserved name", "/players/0/name", "game", "$.players[0].name", "reserved");
        row("empty name", "/actions/0/name", "", "$.actions[0].name", "must not be empty");
        row("unknown timing", "/actions/0/timing", "slow", "$.actions[0].timing", "unknown timing \"slow\"");
        row("unknown effect kind", "/actions/0/effect", "fast", "$.actions[0].effect", "unknown effect kind");
        row("no effects", "/actions/0/effects", json::array(), "$.actions[0].effects", "at least one effect");
        row("unknown effect", "/actions/0/effects/0/do", "explode", "$.actions[0].effects[0].do",
            "unknown effect \"explode\"");
        row("unknown counter", "/actions/0/effects/0/counter", "mana", "$.actions[0].effects[0].counter",
            "unknown counter \"mana\"");
        row("add and set", "/actions/0/effects/0/set", 1, "$.actions[0].effects[0]", "one of \"add\" and \"set\"");
        row("amount too big", "/actions/0/effects/0/add", 5000, "$.actions[0].effects[0].add",
            "out of range [-1000, 1000]");
        row("amount not an integer", "/actions/0/effects/0/add", 1.5, "$.actions[0].effects[0].add",
            "expected an integer, found a non-integer number");
        row("cancel without a stage target", "/actions/0/effects/0", json{{"do", "cancel"}}, "$.actions[0].effects[0]",
            "needs a stage target");
        row("target effect without a target", "/actions/0/effects/0",
            json{{"do", "move"}, {"what", "target"}, {"to", "hand"}}, "$.actions[0].effects[0].what",
            "no component target");
        row("damage without who", "/actions/2/effects/0", json{{"do", "damage"}}, "$.actions[2].effects[0]",
            "missing \"who\"");
        row("unknown target kind", "/actions/0/target", json{{"kind", "zone"}}, "$.actions[0].target.kind",
            "unknown target kind");
        row("zone on a player target", "/actions/0/target", json{{"kind", "player"}, {"zone", "hand"}},
            "$.actions[0].target.zone", "only a component target");
        row("unknown cost", "/actions/0/cost", json::array({{{"pay", "gold"}}}), "$.actions[0].cost[0].pay",
            "unknown cost \"gold\"");
        row("cost count 0", "/actions/0/cost",
            json::array({{{"pay", "move"}, {"from", "hand"}, {"to", "deck"}, {"count", 0}}}),
            "$.actions[0].cost[0].count", "out of range [1, 16]");
        row("key of another cost kind", "/actions/0/cost",
            json::array({{{"pay", "damage"}, {"amount", 1}, {"from", "hand"}}}), "$.actions[0].cost[0].from",
            "has no \"from\"");
        row("no end action", "/actions/4/effects", json::array({{{"do", "draw"}, {"count", 0}}}), "$.actions",
            "no end action");
        row("unknown action granted", "/players/0/abilities/0/grants", "Fly", "$.players[0].abilities[0].grants",
            "unknown action \"Fly\"");
        row("grants and triggers", "/players/0/abilities/0/triggers", "Zap", "$.players[0].abilities[0]", "either");
        row("triggered without when", "/players/0/abilities/0", json{{"triggers", "Zap"}}, "$.players[0].abilities[0]",
            "missing \"when\"");
        row("when on a static ability", "/players/0/abilities/0/when", json{{"on", "turn"}},
            "$.players[0].abilities[0].when", "only a triggered ability");
        row("player ability with a zone", "/players/0/abilities/0/in", json::array({"hand"}),
            "$.players[0].abilities[0].in", "always active");
        row("unknown occurrence", "/players/0/abilities/0", json{{"triggers", "Zap"}, {"when", {{"on", "sunrise"}}}},
            "$.players[0].abilities[0].when.on", "unknown occurrence");
        row("key of another occurrence", "/players/0/abilities/0",
            json{{"triggers", "Zap"}, {"when", {{"on", "turn"}, {"to", "hand"}}}}, "$.players[0].abilities[0].when.to",
            "unknown key \"to\"");
        row("counter trigger without a counter", "/players/0/abilities/0",
            json{{"triggers", "Zap"}, {"when", {{"on", "counter"}}}}, "$.players[0].abilities[0].when",
            "missing \"counter\"");
        row("triggered action with a target", "/players/0/abilities/0",
            json{{"triggers", "Aimed"}, {"when", {{"on", "turn"}}}}, "$.players[0].abilities[0].triggers",
            "cannot have a target");
        row("granted action without a timing", "/players/0/abilities/0/grants", "Passive",
            "$.players[0].abilities[0].grants", "needs a \"timing\"");
        row("unknown ability set", "/components/0/abilities/0", "Spell", "$.components[0].abilities[0]",
            "unknown ability set");
        row("bad ability in a set", "/abilitySets/Card/0/grants", "Fly", "$.abilitySets.Card[0].grants",
            "unknown action");
        row("unknown owner", "/components/0/owner", "Carol", "$.components[0].owner", "unknown player \"Carol\"");
        row("unknown zone", "/components/0/zone", "pocket", "$.components[0].zone", "unknown zone \"pocket\"");
        row("counter out of range", "/players/0/counters/life", 2000000, "$.players[0].counters.life", "out of range");
        row("unknown counter name", "/players/0/counters/gold", 1, "$.players[0].counters.gold",
            "unknown counter \"gold\"");
        row("damage both ways", "/damage", json{{"counter", "life"}, {"from", "deck"}}, "$.damage", "not both");
        row("lose both ways", "/lose/0/zone", "deck", "$.lose[0]", "not both");
        row("lose without atMost", "/lose/0", json{{"counter", "life"}}, "$.lose[0]", "missing \"atMost\"");
        row("unknown first player", "/first", "Zed", "$.first", "unknown player \"Zed\"");
        row("shuffle unknown zone", "/setup", json{{"shuffle", {"pile"}}}, "$.setup.shuffle[0]",
            "unknown zone \"pile\"");
        row("limit out of range", "/limits/turns", 0, "$.limits.turns", "out of range [1, 100000]");
        row("stage limit too big", "/limits/stage", 1000, "$.limits.stage", "out of range [1, 256]");
        row("unknown answer", "/players/0/script", json::array({{{"do", "dance"}}}), "$.players[0].script[0].do",
            "unknown answer");
        row("script names an unknown action", "/players/0/script", json::array({{{"do", "act"}, {"action", "Fly"}}}),
            "$.players[0].script[0].action", "unknown action \"Fly\"");
        row("script names an unknown component", "/players/0/script",
            json::array({{{"do", "pay"}, {"component", "Q"}}}), "$.players[0].script[0].component",
            "unknown component \"Q\"");
        row("script target without a kind", "/players/0/script", json::array({{{"do", "target"}}}),
            "$.players[0].script[0]", "names a \"component\", a \"player\" or a \"stage\"");
        row("stage position 0", "/players/0/script", json::array({{{"do", "target"}, {"stage", 0}}}),
            "$.players[0].script[0].stage", "out of range [1, 256]");
    }
    void badScenario()
    {
        QFETCH(QString, pointer);
        QFETCH(json, value);
        QFETCH(QString, path);
        QFETCH(QString, message);
        json doc = valid();
        // Helpers some rows refer to.
        doc["actions"].push_back(action("Aimed", "quick", "normal", json::array({{{"do", "draw"}, {"count", 1}}}),
                                        {{"target", {{"kind", "player"}}}}));
        doc["actions"].push_back(action("Passive", "", "normal", json::array({{{"do", "draw"}, {"count", 1}}})));
        doc["actions"][0]["effects"][0] = {{"do", "counter"}, {"counter", "marks"}, {"add", 1}};
        doc[json::json_pointer(pointer.toStdString())] = value;
        try {
            stackRuleset().parseScenario(doc, "bad.json");
            QFAIL("no error");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("bad.json"));
            QCOMPARE(QString::fromStdString(e.path()), path);
            QVERIFY2(QString::fromStdString(e.message()).contains(message), e.what());
        }
    }

    // A whole file: syntax errors name the line and column, other errors the JSON path.
    void badFiles()
    {
        try {
            parseScenarioText("{\"ruleset\": \"stack\",\n \"zones\": [\"deck\",]\n}", "broken.json");
            QFAIL("no error");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("broken.json"));
            QVERIFY(QString::fromStdString(e.path()).startsWith(QLatin1String("2:")));
        }
    }

    // Answers as JSON (the GUI, --decisions): one answer each; a script's compound act line
    // is refused here.
    void answerJson()
    {
        const auto sc = scenarioOf(valid());
        const Ruleset& r = stackRuleset();
        const Answer act =
            r.answerFromJson(json{{"do", "act"}, {"action", "Zap"}, {"source", "K"}}, *sc, "a.json", "$");
        QCOMPARE(act.kind, static_cast<std::uint16_t>(stack::AnswerKind::Act));
        QCOMPARE(QString::fromStdString(r.answerToJson(act, *sc).dump()),
                 QStringLiteral(R"({"action":"Zap","do":"act","source":"K"})"));
        for (const json& j :
             {json{{"do", "pass"}}, json{{"do", "pay"}, {"component", "K"}}, json{{"do", "target"}, {"player", "Bob"}},
              json{{"do", "target"}, {"stage", 2}}, json{{"do", "order"}, {"index", 1}}})
            QCOMPARE(QString::fromStdString(r.answerToJson(r.answerFromJson(j, *sc, "a.json", "$"), *sc).dump()),
                     QString::fromStdString(j.dump()));
        try {
            r.answerFromJson(json{{"do", "act"}, {"action", "Zap"}, {"pay", {"K"}}}, *sc, "a.json", "$.d[3]");
            QFAIL("no error");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("$.d[3].pay"));
        }
    }

    // An edited trace's answer may hold any 32-bit value: its text is computed in 64 bits
    // (issue 36: `a.a + 1` overflowed at INT32_MAX, found by UBSan) and names no entity it
    // cannot find.
    void answerTextOfAnyValue()
    {
        Session s(stackRuleset(), scenarioOf(valid()), 1);
        s.run();
        const RenderContext ctx(s.trace(), &stackRuleset());
        const Ruleset& r = stackRuleset();
        const auto order = static_cast<std::uint16_t>(stack::AnswerKind::Order);
        QCOMPARE(r.answerText({order, kNoEntity, INT32_MAX, 0}, ctx),
                 std::string("their triggered action #2147483648 (in trigger order) next"));
        QCOMPARE(r.answerText({order, kNoEntity, INT32_MIN, 0}, ctx),
                 std::string("their triggered action #-2147483647 (in trigger order) next"));
        QCOMPARE(r.answerText({order, kNoEntity, 0, 0}, ctx),
                 std::string("their triggered action #1 (in trigger order) next"));
        const auto target = static_cast<std::uint16_t>(stack::AnswerKind::Target);
        QCOMPARE(r.answerText({target, kNoEntity, INT32_MIN, 0}, ctx),
                 std::string("target the action at stage position -2147483648"));
        QVERIFY(
            !r.answerText({static_cast<std::uint16_t>(stack::AnswerKind::Act), kNoEntity, INT32_MAX, 0}, ctx).empty());
    }

    // Illegal answers at each kind of decision: refused (with the reason), asked again, and
    // the game goes on with the next, legal answer.
    void illegalAnswers_data()
    {
        QTest::addColumn<json>("script");
        QTest::addColumn<int>("refusal");
        QTest::addColumn<QString>("clause");
        QTest::addRow("pass at ⑤") << json::array({pass(), act("Call")})
                                   << static_cast<int>(stack::Refusal::NotAllowedHere) << "002:5#rejected";
        QTest::addRow("ungranted action at ⑤") << json::array({act("Smite"), act("Call")})
                                               << static_cast<int>(stack::Refusal::NotGranted) << "002:5#rejected";
        QTest::addRow("pay answer at ⑤") << json::array({{{"do", "pay"}, {"component", "K"}}, act("Call")})
                                         << static_cast<int>(stack::Refusal::WrongKind) << "002:5#rejected";
        QTest::addRow("main action at ⑪ over the stage")
            << json::array({act("Call"), act("Call"), pass()}) << static_cast<int>(stack::Refusal::StageNotEmpty)
            << "002:timing/main";
        QTest::addRow("order answer at ⑪") << json::array({act("Call"), {{"do", "order"}, {"index", 0}}, pass()})
                                           << static_cast<int>(stack::Refusal::WrongKind) << "002:11#rejected";
        QTest::addRow("a target not allowed")
            << json::array(
                   {act("Smite"), {{"do", "target"}, {"player", "Alice"}}, {{"do", "target"}, {"player", "Bob"}}})
            << static_cast<int>(stack::Refusal::BadTarget) << "002:5#target";
    }
    void illegalAnswers()
    {
        QFETCH(json, script);
        QFETCH(int, refusal);
        QFETCH(QString, clause);
        json doc = valid();
        doc["actions"].push_back(action("Smite", "main", "instant",
                                        json::array({{{"do", "damage"}, {"who", "target"}, {"amount", 1}}}),
                                        {{"target", {{"kind", "player"}, {"whose", "opponent"}}}}));
        if (script[0].value("action", "") == "Smite" && script.size() > 2)
            doc["players"][0]["abilities"].push_back({{"grants", "Smite"}});
        doc["players"][0]["script"] = script;
        Session s(stackRuleset(), scenarioOf(doc), 1, SessionOptions{.policyAnswersPlayer = false});
        s.run();
        const auto refused = findEvent(s, "stack.rejected");
        QVERIFY(refused);
        const Event e = s.trace().at(*refused);
        QCOMPARE(e.arg[2], refusal);
        QCOMPARE(QString::fromStdString(s.trace().clauseName(e.clause)), clause);
        // Every script answer was used: the refused one, then the legal one.
        QCOMPARE(s.decisions().size(), script.size());
        QCOMPARE(eventsOfKind(s.trace(), "stack.rejected").size(), std::size_t(1));
    }
};

TURNSCOPE_TEST_MAIN(TestStackErrors)
#include "tst_stack_errors.moc"
