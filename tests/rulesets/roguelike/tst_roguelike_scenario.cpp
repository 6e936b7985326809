// Roguelike scenario files: a valid file parses to the right fields, every kind of bad file
// is reported with the JSON path of the bad value, and actions survive a JSON round trip.
#include "rulesets/roguelike/scenario.h"
#include "test_main.h"

#include <QtTest>

#include <cstdint>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace ts;
using namespace ts::roguelike;
using nlohmann::json;

namespace {

const std::string kFile = "test.json";

// A small valid scenario that the bad-scenario rows break one value at a time.
json baseDoc()
{
    return json::parse(R"({
        "ruleset": "roguelike",
        "name": "base",
        "map": ["#####",
                "#...#",
                "#...#",
                "#####"],
        "units": [
            {"name": "hero", "faction": "player", "speed": 2, "at": [1, 1]},
            {"name": "orc", "faction": "enemy", "speed": 1, "at": [3, 2]}
        ]
    })");
}

std::optional<ScenarioError> parseError(const json& doc)
{
    try {
        parseRoguelikeScenario(doc, kFile);
    } catch (const ScenarioError& e) {
        return e;
    }
    return std::nullopt;
}

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

class TestRoguelikeScenario : public QObject {
    Q_OBJECT

private slots:
    void validScenario();
    void defaults();
    void scriptsMayNameLaterUnits();
    void manyUnits();
    void errorTextNamesFileAndPath();
    void badScenario_data();
    void badScenario();
    void actionRoundTrip_data();
    void actionRoundTrip();
    void actionRoundTripCoversEveryKind();
    void actionFromJsonUsesGivenPath();
    void actionToJsonRejectsMalformedActions();
    void names();
};

void TestRoguelikeScenario::validScenario()
{
    const json doc = json::parse(R"({
        "ruleset": "roguelike",
        "name": "Demo",
        "description": "a demo",
        "seed": 42,
        "scheduler": "runtable",
        "turns": 5,
        "playerPolicy": "manual",
        "map": ["######",
                "#....#",
                "#.#..#",
                "######"],
        "units": [
            {"name": "hero", "faction": "player", "speed": 3, "hp": 20, "attack": 4, "at": [1, 1],
             "attacksPerAction": 2, "attacksPerTurn": 3,
             "script": [
                {"do": "move", "dir": "SE"},
                {"do": "attack", "target": "orc"},
                {"do": "control", "target": "pal",
                 "action": {"do": "wave-staff", "staff": "slow", "target": "orc"}},
                {"do": "control", "target": "orc", "action": {"do": "move", "dir": "NW"}},
                {"do": "wait"},
                {"do": "drink-speed-grass"},
                {"do": "equip", "item": "arrows"}
             ]},
            {"name": "pal", "faction": "friend", "speed": "slow", "at": [3, 1],
             "script": [{"do": "brain"}, {"do": "throw-item", "target": "hero", "item": "weapon"},
                        {"do": "wave-staff", "staff": "haste", "target": "pal"}]},
            {"name": "orc", "faction": "enemy", "speed": 1, "hp": 7, "attack": 0, "at": [4, 2]}
        ]
    })");
    const RoguelikeScenario s = parseRoguelikeScenario(doc, kFile);

    QCOMPARE(s.ruleset, std::string("roguelike"));
    QCOMPARE(s.name, std::string("Demo"));
    QCOMPARE(s.description, std::string("a demo"));
    QCOMPARE(s.seed, std::uint64_t{42});
    QCOMPARE(s.turns, 5);
    QVERIFY(s.playerManual);
    QVERIFY(s.source == doc);

    QCOMPARE(s.width, 6);
    QCOMPARE(s.height, 4);
    QCOMPARE(s.walls.size(), std::size_t{24});
    const std::vector<std::uint8_t> walls = {1, 1, 1, 1, 1, 1,  //
                                             1, 0, 0, 0, 0, 1,  //
                                             1, 0, 1, 0, 0, 1,  //
                                             1, 1, 1, 1, 1, 1};
    QVERIFY(s.walls == walls);
    QVERIFY(s.wall(2, 2));
    QVERIFY(!s.wall(1, 1));
    QVERIFY(s.wall(-1, 1));
    QVERIFY(s.wall(6, 1));

    QCOMPARE(s.units.size(), std::size_t{3});
    const UnitSpec& hero = s.units[0];
    QCOMPARE(hero.name, std::string("hero"));
    QVERIFY(hero.faction == Faction::Player);
    QCOMPARE(hero.speed, 3);
    QVERIFY(!hero.slow);
    QCOMPARE(hero.hp, 20);
    QCOMPARE(hero.attack, 4);
    QCOMPARE(hero.x, 1);
    QCOMPARE(hero.y, 1);
    QCOMPARE(hero.attacksPerAction, 2);
    QCOMPARE(hero.attacksPerTurn, 3);

    const UnitSpec& pal = s.units[1];
    QVERIFY(pal.faction == Faction::Friend);
    QCOMPARE(pal.speed, 1);
    QVERIFY(pal.slow);
    QCOMPARE(pal.hp, 10);
    QCOMPARE(pal.attack, 1);

    const UnitSpec& orc = s.units[2];
    QVERIFY(orc.faction == Faction::Enemy);
    QCOMPARE(orc.speed, 1);
    QVERIFY(!orc.slow);
    QCOMPARE(orc.hp, 7);
    QCOMPARE(orc.attack, 0);
    QCOMPARE(orc.x, 4);
    QCOMPARE(orc.y, 2);
    QVERIFY(orc.script.empty());

    // EntityId = index + 1: hero 1, pal 2, orc 3.
    const std::vector<Action> heroScript = {
        {ActionKind::Move, kNoEntity, 3, ActionKind::None, kNoEntity, 0},  // SE
        {ActionKind::Attack, 3, 0, ActionKind::None, kNoEntity, 0},
        {ActionKind::Control, 2, 0, ActionKind::WaveStaff, 3, static_cast<std::int32_t>(Staff::Slow)},
        {ActionKind::Control, 3, 0, ActionKind::Move, kNoEntity, 7},  // NW
        {ActionKind::Wait, kNoEntity, 0, ActionKind::None, kNoEntity, 0},
        {ActionKind::DrinkSpeedGrass, kNoEntity, 0, ActionKind::None, kNoEntity, 0},
        {ActionKind::Equip, kNoEntity, static_cast<std::int32_t>(Item::Arrows), ActionKind::None, kNoEntity, 0},
    };
    QCOMPARE(hero.script.size(), heroScript.size());
    for (std::size_t i = 0; i < heroScript.size(); ++i)
        QVERIFY2(hero.script[i] == heroScript[i], qPrintable(QString("hero script line %1").arg(i)));

    const std::vector<Action> palScript = {
        {ActionKind::Brain, kNoEntity, 0, ActionKind::None, kNoEntity, 0},
        {ActionKind::ThrowItem, 1, static_cast<std::int32_t>(Item::Weapon), ActionKind::None, kNoEntity, 0},
        {ActionKind::WaveStaff, 2, static_cast<std::int32_t>(Staff::Haste), ActionKind::None, kNoEntity, 0},
    };
    QVERIFY(pal.script == palScript);
}

void TestRoguelikeScenario::defaults()
{
    const json doc = baseDoc();
    const RoguelikeScenario s = parseRoguelikeScenario(doc, kFile);
    QCOMPARE(s.description, std::string());
    QCOMPARE(s.seed, std::uint64_t{1});
    QCOMPARE(s.turns, 1);
    QVERIFY(!s.playerManual);
    QVERIFY(s.source == doc);
    QCOMPARE(s.width, 5);
    QCOMPARE(s.height, 4);
    for (const UnitSpec& u : s.units) {
        QCOMPARE(u.hp, 10);
        QCOMPARE(u.attack, 1);
        QCOMPARE(u.attacksPerAction, 1);
        QCOMPARE(u.attacksPerTurn, 0);
        QVERIFY(!u.slow);
        QVERIFY(u.script.empty());
    }
    QCOMPARE(s.units[0].speed, 2);
    QCOMPARE(s.units[1].speed, 1);

    // The largest seed there is.
    json big = baseDoc();
    big["seed"] = std::numeric_limits<std::uint64_t>::max();
    QCOMPARE(parseRoguelikeScenario(big, kFile).seed, std::numeric_limits<std::uint64_t>::max());
    big["seed"] = 0;
    QCOMPARE(parseRoguelikeScenario(big, kFile).seed, std::uint64_t{0});
}

void TestRoguelikeScenario::scriptsMayNameLaterUnits()
{
    json doc = baseDoc();
    doc["units"][0]["script"] = json::parse(R"([{"do": "attack", "target": "orc"}])");
    doc["units"][1]["script"] = json::parse(R"([{"do": "attack", "target": "hero"}, {"do": "brain"}])");
    const RoguelikeScenario s = parseRoguelikeScenario(doc, kFile);
    QCOMPARE(s.units[0].script.at(0).target, EntityId{2});
    QCOMPARE(s.units[1].script.at(0).target, EntityId{1});
    QVERIFY(s.units[1].script.at(1).kind == ActionKind::Brain);
}

void TestRoguelikeScenario::manyUnits()
{
    // 100x100 open floor, one unit per cell (the most a scenario may have); every unit's
    // script names the last unit, which only works in reasonable time with an indexed name
    // lookup.
    constexpr int w = 100, h = 100;
    json doc = baseDoc();
    doc["map"] = json::array();
    for (int y = 0; y < h; ++y)
        doc["map"].push_back(std::string(w, '.'));
    doc["units"] = json::array();
    const std::string last = "u" + std::to_string(w * h - 1);
    for (int i = 0; i < w * h; ++i) {
        json u = {{"name", "u" + std::to_string(i)},
                  {"faction", i == 0 ? "player" : "enemy"},
                  {"speed", 1 + i % 3},
                  {"at", {i % w, i / w}}};
        u["script"] = json::array({{{"do", "attack"}, {"target", last}}});
        doc["units"].push_back(std::move(u));
    }
    const RoguelikeScenario s = parseRoguelikeScenario(doc, kFile);
    QCOMPARE(s.units.size(), std::size_t{w * h});
    QCOMPARE(s.units[1234].script.at(0).target, EntityId{w * h});
    QCOMPARE(s.units[w * h - 1].x, w - 1);
    QCOMPARE(s.units[w * h - 1].y, h - 1);
}

void TestRoguelikeScenario::errorTextNamesFileAndPath()
{
    json doc = baseDoc();
    doc["units"][1]["speed"] = 4;
    const auto e = parseError(doc);
    QVERIFY(e.has_value());
    QCOMPARE(e->file(), kFile);
    QCOMPARE(e->path(), std::string("$.units[1].speed"));
    QCOMPARE(std::string(e->what()), "test.json: $.units[1].speed: " + e->message());
    QVERIFY(e->message().find("found 4") != std::string::npos);
}

void TestRoguelikeScenario::badScenario_data()
{
    QTest::addColumn<QByteArray>("doc");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    auto row = [](const char* name, const json& doc, const char* path, const char* message) {
        QTest::addRow("%s", name) << QByteArray::fromStdString(doc.dump()) << QString(path) << QString(message);
    };
    // baseDoc() with one change.
    auto with = [](auto&& change) {
        json d = baseDoc();
        change(d);
        return d;
    };
    auto script = [&](int unit, const char* actions) {
        return with([&](json& d) { d["units"][unit]["script"] = json::parse(actions); });
    };

    // top level
    row("not an object", json::array({1, 2}), "$", "expected an object, found an array");
    row("string document", json("roguelike"), "$", "expected an object, found a string");
    row("wrong ruleset", with([](json& d) { d["ruleset"] = "chess"; }), "$.ruleset", "expected \"roguelike\"");
    row("missing ruleset", with([](json& d) { d.erase("ruleset"); }), "$", "missing \"ruleset\"");
    row("missing name", with([](json& d) { d.erase("name"); }), "$", "missing \"name\"");
    row("name not a string", with([](json& d) { d["name"] = 42; }), "$.name", "expected a string, found an integer");
    row("unknown top-level key", with([](json& d) { d["nmae"] = "x"; }), "$.nmae", "unknown key \"nmae\"");
    row("description not a string", with([](json& d) { d["description"] = json::array(); }), "$.description",
        "expected a string, found an array");
    row("negative seed", with([](json& d) { d["seed"] = -1; }), "$.seed", "seed must be a non-negative integer");
    row("seed a float", with([](json& d) { d["seed"] = 1.5; }), "$.seed",
        "expected an integer, found a non-integer number");
    row("scheduler energy", with([](json& d) { d["scheduler"] = "energy"; }), "$.scheduler",
        "is read by parseEnergyScenario");
    row("scheduler unknown", with([](json& d) { d["scheduler"] = "fifo"; }), "$.scheduler",
        "unknown scheduler \"fifo\"");
    row("turns 0", with([](json& d) { d["turns"] = 0; }), "$.turns", "turns must be between 1 and 1000000");
    row("turns too many", with([](json& d) { d["turns"] = 1000001; }), "$.turns",
        "turns must be between 1 and 1000000");
    row("turns a string", with([](json& d) { d["turns"] = "5"; }), "$.turns", "expected an integer, found a string");
    row("bad player policy", with([](json& d) { d["playerPolicy"] = "human"; }), "$.playerPolicy",
        "unknown player policy \"human\"");

    // map
    row("missing map", with([](json& d) { d.erase("map"); }), "$", "missing \"map\"");
    row("map not an array", with([](json& d) { d["map"] = "#.#"; }), "$.map",
        "expected an array of strings, found a string");
    row("map empty", with([](json& d) { d["map"] = json::array(); }), "$.map", "at least one row");
    row("map row not a string", with([](json& d) { d["map"][1] = 5; }), "$.map[1]",
        "expected a string, found an integer");
    row("map row empty", with([](json& d) { d["map"] = json::array({""}); }), "$.map[0]", "must not be empty");
    row("map rows of unequal length", with([](json& d) { d["map"][2] = "#...##"; }), "$.map[2]",
        "all rows must have the same length");
    row("bad map char", with([](json& d) { d["map"][1] = "#.x.#"; }), "$.map[1]",
        "row 1, column 2: unexpected character 'x'");
    row("bad map control char", with([](json& d) { d["map"][2] = "#..\t#"; }), "$.map[2]",
        "column 3: unexpected control character (byte 9)");
    row("bad map non-ASCII char", with([](json& d) { d["map"][2] = "#..\u00e9#"; }), "$.map[2]",
        "row 2, column 3: unexpected non-ASCII character");
    row("bad map char in a short row", with([](json& d) { d["map"][3] = "#x"; }), "$.map[3]",
        "row 3, column 1: unexpected character 'x'");
    row("map too tall", with([](json& d) {
            d["map"] = json::array();
            for (int i = 0; i < 1001; ++i)
                d["map"].push_back(".");
        }),
        "$.map", "at most 1000");
    row("map too wide", with([](json& d) { d["map"] = json::array({std::string(1001, '.')}); }), "$.map[0]",
        "at most 1000");

    // units
    row("missing units", with([](json& d) { d.erase("units"); }), "$", "missing \"units\"");
    row("units empty", with([](json& d) { d["units"] = json::array(); }), "$.units", "at least one unit");
    row("unit not an object", with([](json& d) { d["units"][1] = "orc"; }), "$.units[1]",
        "expected an object, found a string");
    row("unknown unit key", with([](json& d) { d["units"][0]["sped"] = 2; }), "$.units[0].sped",
        "unknown key \"sped\"");
    row("missing unit name", with([](json& d) { d["units"][1].erase("name"); }), "$.units[1]", "missing \"name\"");
    row("empty unit name", with([](json& d) { d["units"][1]["name"] = ""; }), "$.units[1].name", "must not be empty");
    row("duplicate name", with([](json& d) { d["units"][1]["name"] = "hero"; }), "$.units[1].name",
        "duplicate unit name \"hero\": already used by $.units[0]");
    row("unknown faction", with([](json& d) { d["units"][1]["faction"] = "neutral"; }), "$.units[1].faction",
        "unknown faction \"neutral\"");
    row("missing faction", with([](json& d) { d["units"][1].erase("faction"); }), "$.units[1]", "missing \"faction\"");
    row("missing speed", with([](json& d) { d["units"][0].erase("speed"); }), "$.units[0]", "missing \"speed\"");
    const char* speedMessage = "speed must be 1, 2, 3 or \"slow\"";
    row("speed 0", with([](json& d) { d["units"][0]["speed"] = 0; }), "$.units[0].speed", speedMessage);
    row("speed 4", with([](json& d) { d["units"][0]["speed"] = 4; }), "$.units[0].speed", speedMessage);
    row("speed -1", with([](json& d) { d["units"][0]["speed"] = -1; }), "$.units[0].speed", speedMessage);
    row("speed 1.5", with([](json& d) { d["units"][0]["speed"] = 1.5; }), "$.units[0].speed", speedMessage);
    row("speed 2.0", with([](json& d) { d["units"][0]["speed"] = 2.0; }), "$.units[0].speed", speedMessage);
    row("speed fast", with([](json& d) { d["units"][0]["speed"] = "fast"; }), "$.units[0].speed", speedMessage);
    row("speed true", with([](json& d) { d["units"][0]["speed"] = true; }), "$.units[0].speed", speedMessage);
    row("speed null", with([](json& d) { d["units"][0]["speed"] = nullptr; }), "$.units[0].speed", speedMessage);
    row("hp 0", with([](json& d) { d["units"][1]["hp"] = 0; }), "$.units[1].hp", "hp must be between 1 and 1000000000");
    row("hp too big", with([](json& d) { d["units"][1]["hp"] = 10000000000LL; }), "$.units[1].hp",
        "hp must be between 1 and 1000000000");
    row("hp as string", with([](json& d) { d["units"][1]["hp"] = "10"; }), "$.units[1].hp",
        "expected an integer, found a string");
    row("attack negative", with([](json& d) { d["units"][1]["attack"] = -1; }), "$.units[1].attack",
        "attack must be between 0 and 1000000000");
    row("attacksPerAction 3", with([](json& d) { d["units"][0]["attacksPerAction"] = 3; }),
        "$.units[0].attacksPerAction", "attacksPerAction must be 1 or 2");
    row("attacksPerTurn 0", with([](json& d) { d["units"][0]["attacksPerTurn"] = 0; }), "$.units[0].attacksPerTurn",
        "attacksPerTurn must be between 1 and 1000");

    // position
    row("missing at", with([](json& d) { d["units"][0].erase("at"); }), "$.units[0]", "missing \"at\"");
    row("at not an array", with([](json& d) { d["units"][0]["at"] = "1,1"; }), "$.units[0].at",
        "expected an array [x, y], found a string");
    row("at with one number", with([](json& d) { d["units"][0]["at"] = {1}; }), "$.units[0].at",
        "expected [x, y], an array of 2 integers");
    row("at with a float", with([](json& d) {
            d["units"][0]["at"] = {1, 1.5};
        }),
        "$.units[0].at[1]", "expected an integer, found a non-integer number");
    row("unit on a wall", with([](json& d) { d["units"][0]["at"] = {0, 0}; }), "$.units[0].at", "(0, 0) is a wall");
    row("outside map", with([](json& d) {
            d["units"][1]["at"] = {5, 1};
        }),
        "$.units[1].at", "(5, 1) is outside the map");
    row("outside map far", with([](json& d) {
            d["units"][1]["at"] = {1, 99999999999LL};
        }),
        "$.units[1].at", "(1, 99999999999) is outside the map");
    row("outside map huge", with([](json& d) {
            d["units"][1]["at"] = {18446744073709551615ULL, 1};
        }),
        "$.units[1].at", "(18446744073709551615, 1) is outside the map");
    row("outside map negative", with([](json& d) {
            d["units"][1]["at"] = {1, -1};
        }),
        "$.units[1].at", "(1, -1) is outside the map");
    row("two units on one cell", with([](json& d) {
            d["units"][1]["at"] = {1, 1};
        }),
        "$.units[1].at", "(1, 1) is already taken by unit \"hero\"");

    // scripts and actions
    row("script not an array", script(0, R"({"do": "wait"})"), "$.units[0].script",
        "expected an array of actions, found an object");
    row("action not an object", script(1, R"(["wait"])"), "$.units[1].script[0]", "expected an object, found a string");
    row("action without do", script(1, R"([{"dir": "N"}])"), "$.units[1].script[0]", "missing \"do\"");
    row("unknown action do", script(1, R"([{"do": "wait"}, {"do": "fly"}])"), "$.units[1].script[1].do",
        "unknown action \"fly\"");
    row("do none", script(1, R"([{"do": "none"}])"), "$.units[1].script[0].do", "unknown action \"none\"");
    row("move with bad dir", script(1, R"([{"do": "move", "dir": "north"}])"), "$.units[1].script[0].dir",
        "unknown direction \"north\"");
    row("move without dir", script(1, R"([{"do": "move"}])"), "$.units[1].script[0]", "missing \"dir\"");
    row("move with extra key", script(1, R"([{"do": "move", "dir": "N", "target": "hero"}])"),
        "$.units[1].script[0].target", "unknown key \"target\"");
    row("attack with unknown target", script(1, R"([{"do": "attack", "target": "ghost"}])"),
        "$.units[1].script[0].target", "unknown unit \"ghost\"");
    row("attack target not a string", script(1, R"([{"do": "attack", "target": 1}])"), "$.units[1].script[0].target",
        "expected a string, found an integer");
    row("wave-staff with bad staff", script(0, R"([{"do": "wave-staff", "staff": "fire", "target": "orc"}])"),
        "$.units[0].script[0].staff", "unknown staff \"fire\"");
    row("equip bad item", script(0, R"([{"do": "equip", "item": "shield"}])"), "$.units[0].script[0].item",
        "unknown item \"shield\"");
    row("throw-item without target", script(0, R"([{"do": "throw-item", "item": "weapon"}])"), "$.units[0].script[0]",
        "missing \"target\"");
    row("control nesting a control", script(0, R"([{"do": "control", "target": "orc",
                       "action": {"do": "control", "target": "hero", "action": {"do": "wait"}}}])"),
        "$.units[0].script[0].action.do", "cannot make its target \"control\"");
    row("control nesting a throw-item", script(0, R"([{"do": "control", "target": "orc",
                       "action": {"do": "throw-item", "target": "hero", "item": "weapon"}}])"),
        "$.units[0].script[0].action.do", "cannot make its target \"throw-item\"");
    row("control nesting a brain", script(0, R"([{"do": "control", "target": "orc", "action": {"do": "brain"}}])"),
        "$.units[0].script[0].action.do", "cannot make its target \"brain\"");
    row("control nested bad target",
        script(0, R"([{"do": "control", "target": "orc", "action": {"do": "attack", "target": "ghost"}}])"),
        "$.units[0].script[0].action.target", "unknown unit \"ghost\"");
    row("control without action", script(0, R"([{"do": "control", "target": "orc"}])"), "$.units[0].script[0]",
        "missing \"action\"");
    row("brain in a player script", script(0, R"([{"do": "wait"}, {"do": "brain"}])"), "$.units[0].script[1].do",
        "only allowed in the scripts of friend and enemy units");
}

void TestRoguelikeScenario::badScenario()
{
    QFETCH(QByteArray, doc);
    QFETCH(QString, path);
    QFETCH(QString, message);

    const auto e = parseError(json::parse(doc.toStdString()));
    QVERIFY2(e.has_value(), "the scenario was accepted");
    QCOMPARE(q(e->file()), q(kFile));
    QCOMPARE(q(e->path()), path);
    QVERIFY2(q(e->message()).contains(message), qPrintable("message: " + q(e->message())));
}

namespace {

// Four units so that targets differ from one another.
RoguelikeScenario fourUnits()
{
    json doc = baseDoc();
    doc["units"].push_back({{"name", "pal"}, {"faction", "friend"}, {"speed", 3}, {"at", {2, 1}}});
    doc["units"].push_back({{"name", "rat"}, {"faction", "enemy"}, {"speed", "slow"}, {"at", {1, 2}}});
    return parseRoguelikeScenario(doc, kFile);
}

std::vector<std::string> roundTripActions()
{
    std::vector<std::string> out;
    for (const char* dir : kDirNames)
        out.push_back(std::string(R"({"do": "move", "dir": ")") + dir + "\"}");
    const std::vector<std::string> rest = {
        R"({"do": "attack", "target": "orc"})",
        R"({"do": "attack", "target": "rat"})",
        R"({"do": "wait"})",
        R"({"do": "drink-speed-grass"})",
        R"({"do": "brain"})",
        R"({"do": "wave-staff", "staff": "haste", "target": "pal"})",
        R"({"do": "wave-staff", "staff": "slow", "target": "hero"})",
        R"({"do": "equip", "item": "weapon"})",
        R"({"do": "equip", "item": "arrows"})",
        R"({"do": "throw-item", "target": "rat", "item": "weapon"})",
        R"({"do": "throw-item", "target": "orc", "item": "arrows"})",
        R"({"do": "control", "target": "orc", "action": {"do": "move", "dir": "SW"}})",
        R"({"do": "control", "target": "pal", "action": {"do": "attack", "target": "rat"}})",
        R"({"do": "control", "target": "rat", "action": {"do": "wait"}})",
        R"({"do": "control", "target": "hero", "action": {"do": "drink-speed-grass"}})",
        R"({"do": "control", "target": "orc", "action": {"do": "wave-staff", "staff": "slow", "target": "pal"}})",
        R"({"do": "control", "target": "orc", "action": {"do": "equip", "item": "arrows"}})",
    };
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

}  // namespace

void TestRoguelikeScenario::actionRoundTrip_data()
{
    QTest::addColumn<QByteArray>("action");
    for (const std::string& a : roundTripActions())
        QTest::addRow("%s", a.c_str()) << QByteArray::fromStdString(a);
}

void TestRoguelikeScenario::actionRoundTrip()
{
    QFETCH(QByteArray, action);
    const RoguelikeScenario s = fourUnits();
    const json j = json::parse(action.toStdString());
    const Action a = actionFromJson(j, s, kFile, "$");
    QVERIFY(a.kind != ActionKind::None);
    const json back = actionToJson(a, s);
    QVERIFY2(back == j, back.dump().c_str());
    QVERIFY(actionFromJson(back, s, kFile, "$") == a);
}

void TestRoguelikeScenario::actionRoundTripCoversEveryKind()
{
    const RoguelikeScenario s = fourUnits();
    std::set<ActionKind> kinds, innerKinds;
    for (const std::string& text : roundTripActions()) {
        const Action a = actionFromJson(json::parse(text), s, kFile, "$");
        kinds.insert(a.kind);
        if (a.kind == ActionKind::Control)
            innerKinds.insert(a.innerKind);
    }
    for (int k = static_cast<int>(ActionKind::Move); k <= static_cast<int>(ActionKind::Brain); ++k)
        QVERIFY2(kinds.count(static_cast<ActionKind>(k)) == 1, actionKindName(static_cast<ActionKind>(k)));
    const std::set<ActionKind> controllable = {ActionKind::Move,      ActionKind::Attack,
                                               ActionKind::Wait,      ActionKind::DrinkSpeedGrass,
                                               ActionKind::WaveStaff, ActionKind::Equip};
    QVERIFY(innerKinds == controllable);

    // The resolved fields of a control action.
    const Action c = actionFromJson(
        json::parse(
            R"({"do": "control", "target": "pal", "action": {"do": "wave-staff", "staff": "haste", "target": "rat"}})"),
        s, kFile, "$");
    QCOMPARE(c.target, EntityId{3});
    QCOMPARE(c.arg, 0);
    QVERIFY(c.innerKind == ActionKind::WaveStaff);
    QCOMPARE(c.innerTarget, EntityId{4});
    QCOMPARE(c.innerArg, static_cast<std::int32_t>(Staff::Haste));
}

void TestRoguelikeScenario::actionFromJsonUsesGivenPath()
{
    const RoguelikeScenario s = fourUnits();
    try {
        actionFromJson(json::parse(R"({"do": "attack", "target": "nobody"})"), s, "answer", "$.answer");
        QFAIL("accepted an unknown target");
    } catch (const ScenarioError& e) {
        QCOMPARE(q(e.file()), QString("answer"));
        QCOMPARE(q(e.path()), QString("$.answer.target"));
        QCOMPARE(q(e.message()), QString("unknown unit \"nobody\""));
    }
    // A brain answer is fine for actionFromJson itself (the owner check belongs to the scenario).
    QVERIFY(actionFromJson(json::parse(R"({"do": "brain"})"), s, "answer", "$").kind == ActionKind::Brain);
}

void TestRoguelikeScenario::actionToJsonRejectsMalformedActions()
{
    const RoguelikeScenario s = fourUnits();
    QCOMPARE(actionToJson(Action{}, s), json({{"do", "none"}}));
    const std::vector<Action> bad = {
        {ActionKind::Attack, kNoEntity, 0, ActionKind::None, kNoEntity, 0},
        {ActionKind::Attack, 5, 0, ActionKind::None, kNoEntity, 0},
        {ActionKind::Move, kNoEntity, 8, ActionKind::None, kNoEntity, 0},
        {ActionKind::Move, kNoEntity, -1, ActionKind::None, kNoEntity, 0},
        {ActionKind::Equip, kNoEntity, 2, ActionKind::None, kNoEntity, 0},
        {ActionKind::WaveStaff, 1, 2, ActionKind::None, kNoEntity, 0},
        {ActionKind::Control, 1, 0, ActionKind::None, kNoEntity, 0},
        {ActionKind::Control, 1, 0, ActionKind::Control, 2, 0},
        {ActionKind::Control, 1, 0, ActionKind::Attack, 9, 0},
        {static_cast<ActionKind>(99), kNoEntity, 0, ActionKind::None, kNoEntity, 0},
    };
    for (std::size_t i = 0; i < bad.size(); ++i)
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, actionToJson(bad[i], s));
}

void TestRoguelikeScenario::names()
{
    QCOMPARE(QString(factionName(Faction::Player)), QString("player"));
    QCOMPARE(QString(factionName(Faction::Friend)), QString("friend"));
    QCOMPARE(QString(factionName(Faction::Enemy)), QString("enemy"));
    const std::vector<std::pair<ActionKind, const char*>> kinds = {
        {ActionKind::None, "none"},
        {ActionKind::Move, "move"},
        {ActionKind::Attack, "attack"},
        {ActionKind::Wait, "wait"},
        {ActionKind::DrinkSpeedGrass, "drink-speed-grass"},
        {ActionKind::WaveStaff, "wave-staff"},
        {ActionKind::Equip, "equip"},
        {ActionKind::ThrowItem, "throw-item"},
        {ActionKind::Control, "control"},
        {ActionKind::Brain, "brain"},
    };
    for (const auto& [kind, name] : kinds)
        QCOMPARE(QString(actionKindName(kind)), QString(name));
}

TURNSCOPE_TEST_MAIN(TestRoguelikeScenario)
#include "tst_roguelike_scenario.moc"
