// Energy scenario files (seed 003): a valid file reads into the right fields; every kind of
// mistake is reported with the file and the JSON path of the bad value; inputs survive a JSON
// round trip.
#include "energy_test_support.h"
#include "test_main.h"

#include "rulesets/roguelike/energy_scenario.h"

#include <QtTest>

#include <functional>
#include <optional>

using namespace ts;
using namespace ts::roguelike;
using nlohmann::json;

namespace {

json baseDoc()
{
    return json::parse(R"({
        "ruleset": "roguelike", "name": "base", "scheduler": "energy",
        "map": ["######",
                "#..+.#",
                "#...\u0027#",
                "######"],
        "units": [
            {"name": "hero", "faction": "player", "at": [1, 1], "script": [{"do": "walk", "dir": "E"}]},
            {"name": "orc", "faction": "enemy", "brain": "chase", "speed": 60, "at": [4, 2]},
            {"name": "guard", "faction": "enemy", "at": [2, 2],
             "brain": {"kind": "script", "plans": [[{"do": "rest", "turns": 2}]], "then": "repeat"}}
        ]
    })");
}

std::optional<ScenarioError> parseError(const json& doc)
{
    try {
        parseEnergyScenario(doc, "test.json");
    } catch (const ScenarioError& e) {
        return e;
    }
    return std::nullopt;
}

using Edit = std::function<void(json&)>;
json with(const Edit& edit)
{
    json d = baseDoc();
    edit(d);
    return d;
}

}  // namespace

class TestEnergyScenarioErrors : public QObject {
    Q_OBJECT
private slots:
    void validScenario()
    {
        const EnergyScenario s = parseEnergyScenario(baseDoc(), "test.json");
        QCOMPARE(s.grid.width, 6);
        QCOMPARE(s.grid.height, 4);
        QCOMPARE(s.doors.size(), std::size_t(2));
        QCOMPARE(s.doors[0].x, 3);
        QVERIFY(!s.doors[0].open);
        QVERIFY(s.doors[1].open);
        QCOMPARE(s.grid.tile(3, 1), Tile::Door);
        QCOMPARE(s.grid.tile(0, 0), Tile::Wall);
        QCOMPARE(s.grid.tile(1, 1), Tile::Floor);
        QVERIFY(s.table == EnergyTable::Erf);
        QVERIFY(s.actionQueue == ActionQueueMode::Leave);
        QCOMPARE(s.visits, 100);
        QCOMPARE(s.seed, std::uint64_t(1));
        QCOMPARE(s.actors.size(), std::size_t(3));
        QVERIFY(s.actors[0].brain.kind == BrainKind::Player);  // the player faction's default
        QCOMPARE(s.actors[0].speed, 50);  // the seed's default speed
        QCOMPARE(s.actors[0].script.size(), std::size_t(1));
        QVERIFY(s.actors[1].brain.kind == BrainKind::Chase);
        QCOMPARE(s.actors[1].speed, 60);
        QVERIFY(s.actors[2].brain.kind == BrainKind::Script);
        QCOMPARE(s.actors[2].brain.plans.size(), std::size_t(1));
        QVERIFY(s.actors[2].brain.then == ScriptEnd::Repeat);
        QCOMPARE(s.worldEntity(), EntityId(4));
        QCOMPARE(s.doorEntity(1), EntityId(6));
        // The ruleset reads it by its "scheduler" and names the World and the doors.
        const LoadedScenario ls = parseScenarioJson(baseDoc(), "test.json");
        QVERIFY(dynamic_cast<const EnergyScenario*>(ls.scenario.get()));
        const auto names = ls.ruleset->entityNames(*ls.scenario);
        QCOMPARE(names, (std::vector<std::string>{"", "hero", "orc", "guard", "World", "door (3,1)", "door (4,2)"}));
    }

    void angbandDefaults()
    {
        json d = baseDoc();
        d["energyTable"] = "angband";
        d["units"][1].erase("speed");
        const EnergyScenario s = parseEnergyScenario(d, "test.json");
        QCOMPARE(s.actors[1].speed, 110);
    }

    void badScenario_data()
    {
        QTest::addColumn<QByteArray>("doc");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const json& doc, const char* path, const char* message) {
            QTest::addRow("%s", name) << QByteArray::fromStdString(doc.dump()) << QString::fromUtf8(path)
                                      << QString::fromUtf8(message);
        };
        row("not an object", json::array(), "$", "expected an object, found an array");
        row("unknown key", with([](json& d) { d["turns"] = 3; }), "$.turns", "unknown key \"turns\"");
        row("wrong ruleset", with([](json& d) { d["ruleset"] = "nation"; }), "$.ruleset", "expected \"roguelike\"");
        row("missing name", with([](json& d) { d.erase("name"); }), "$", "missing \"name\"");
        row("negative seed", with([](json& d) { d["seed"] = -2; }), "$.seed", "non-negative");
        row("bad table", with([](json& d) { d["energyTable"] = "zangband"; }), "$.energyTable", "unknown energy table");
        row("table not a string", with([](json& d) { d["energyTable"] = 1; }), "$.energyTable", "expected a string");
        row("bad queue mode", with([](json& d) { d["actionQueue"] = "pop"; }), "$.actionQueue",
            "expected \"leave\" or \"rotate\"");
        row("bad policy", with([](json& d) { d["playerPolicy"] = "random"; }), "$.playerPolicy",
            "unknown player policy");
        row("visits 0", with([](json& d) { d["visits"] = 0; }), "$.visits", "visits must be between 1 and 2000000");
        row("visits too many", with([](json& d) { d["visits"] = 2000001; }), "$.visits", "between 1 and 2000000");
        row("visits a float", with([](json& d) { d["visits"] = 1.5; }), "$.visits", "expected an integer");
        row("map empty", with([](json& d) { d["map"] = json::array(); }), "$.map", "between 1 and 1000 rows");
        row("map row length", with([](json& d) { d["map"][2] = "#..#"; }), "$.map[2]", "row 2 has 4 columns");
        row("map character", with([](json& d) { d["map"][1] = "#..X.#"; }), "$.map[1]", "unexpected character 'X'");
        row("map not strings", with([](json& d) { d["map"][0] = 7; }), "$.map[0]", "expected a string");
        row("no units", with([](json& d) { d["units"] = json::array(); }), "$.units", "between 1 and 100000 units");
        row("unit unknown key", with([](json& d) { d["units"][0]["tokens"] = 1; }), "$.units[0].tokens", "unknown key");
        row("unit named World", with([](json& d) { d["units"][0]["name"] = "World"; }), "$.units[0].name",
            "the loop itself");
        row("duplicate name", with([](json& d) { d["units"][1]["name"] = "hero"; }), "$.units[1].name",
            "duplicate unit name");
        row("empty name", with([](json& d) { d["units"][1]["name"] = ""; }), "$.units[1].name", "must not be empty");
        row("bad faction", with([](json& d) { d["units"][1]["faction"] = "neutral"; }), "$.units[1].faction",
            "unknown faction");
        row("erf speed too high", with([](json& d) { d["units"][1]["speed"] = 5001; }), "$.units[1].speed",
            "speed (erf table) must be between 0 and 5000");
        row("negative speed", with([](json& d) { d["units"][1]["speed"] = -1; }), "$.units[1].speed",
            "between 0 and 5000");
        row("angband speed too high", with([](json& d) {
                d["energyTable"] = "angband";
                d["units"][1]["speed"] = 200;
            }),
            "$.units[1].speed", "speed (angband table) must be between 0 and 199");
        row("energy too high", with([](json& d) { d["units"][1]["energy"] = 1001; }), "$.units[1].energy",
            "between 0 and 1000");
        row("hp 0", with([](json& d) { d["units"][1]["hp"] = 0; }), "$.units[1].hp", "hp must be between 1");
        row("attack negative", with([](json& d) { d["units"][1]["attack"] = -1; }), "$.units[1].attack",
            "attack must be between 0");
        row("at not a pair", with([](json& d) { d["units"][1]["at"] = json::array({1}); }), "$.units[1].at",
            "expected [x, y]");
        row("at off the map", with([](json& d) {
                d["units"][1]["at"] = json::array({6, 1});
            }),
            "$.units[1].at[0]", "x must be between 0 and 5");
        row("at a wall", with([](json& d) {
                d["units"][1]["at"] = json::array({0, 1});
            }),
            "$.units[1].at", "is a wall");
        row("at a closed door", with([](json& d) {
                d["units"][1]["at"] = json::array({3, 1});
            }),
            "$.units[1].at", "is a closed door");
        row("at a taken cell", with([](json& d) {
                d["units"][1]["at"] = json::array({1, 1});
            }),
            "$.units[1].at", "already taken by unit \"hero\"");
        row("unknown brain", with([](json& d) { d["units"][1]["brain"] = "flee"; }), "$.units[1].brain",
            "unknown brain \"flee\"");
        row("brain needs settings", with([](json& d) { d["units"][1]["brain"] = "keep-distance"; }), "$.units[1].brain",
            "needs its settings");
        row("brain not an object", with([](json& d) { d["units"][1]["brain"] = 3; }), "$.units[1].brain",
            "a brain name or an object");
        row("distance missing", with([](json& d) {
                d["units"][1]["brain"] = {{"kind", "keep-distance"}};
            }),
            "$.units[1].brain", "missing \"distance\"");
        row("distance 0", with([](json& d) {
                d["units"][1]["brain"] = {{"kind", "keep-distance"}, {"distance", 0}};
            }),
            "$.units[1].brain.distance", "between 1 and 1000");
        row("brain unknown key", with([](json& d) {
                d["units"][1]["brain"] = {{"kind", "chase"}, {"distance", 2}};
            }),
            "$.units[1].brain.distance", "unknown key");
        row("no plans", with([](json& d) { d["units"][2]["brain"]["plans"] = json::array(); }),
            "$.units[2].brain.plans", "between 1 and 10000 plans");
        row("empty plan", with([](json& d) { d["units"][2]["brain"]["plans"][0] = json::array(); }),
            "$.units[2].brain.plans[0]", "at least one action");
        row("plan too long", with([](json& d) {
                d["units"][2]["brain"]["plans"][0] = json::array();
                for (int i = 0; i < 17; ++i)
                    d["units"][2]["brain"]["plans"][0].push_back({{"do", "rest"}});
            }),
            "$.units[2].brain.plans[0]", "at most 16");
        row("bad then", with([](json& d) { d["units"][2]["brain"]["then"] = "loop"; }), "$.units[2].brain.then",
            "unknown end of script");
        row("script for an AI", with([](json& d) { d["units"][1]["script"] = json::array(); }), "$.units[1].script",
            "lists a player's inputs");
        row("unknown action", with([](json& d) {
                d["units"][0]["script"][0] = {{"do", "jump"}};
            }),
            "$.units[0].script[0].do", "unknown action \"jump\"");
        row("attack is not queued", with([](json& d) {
                d["units"][0]["script"][0] = {{"do", "attack"}, {"dir", "E"}};
            }),
            "$.units[0].script[0].do", "what a walk turns into");
        row("bad direction", with([](json& d) { d["units"][0]["script"][0]["dir"] = "UP"; }),
            "$.units[0].script[0].dir", "unknown direction \"UP\"");
        row("walk without dir", with([](json& d) {
                d["units"][0]["script"][0] = {{"do", "walk"}};
            }),
            "$.units[0].script[0]", "missing \"dir\"");
        row("rest 0 turns", with([](json& d) {
                d["units"][0]["script"][0] = {{"do", "rest"}, {"turns", 0}};
            }),
            "$.units[0].script[0].turns", "between 1 and 1000");
        row("speed change 0", with([](json& d) {
                d["units"][0]["script"][0] = {{"do", "change-speed"}, {"by", 0}};
            }),
            "$.units[0].script[0].by", "changes nothing");
        row("speed change huge", with([](json& d) {
                d["units"][0]["script"][0] = {{"do", "change-speed"}, {"by", 9000}};
            }),
            "$.units[0].script[0].by", "between -5000 and 5000");
        row("action unknown key", with([](json& d) { d["units"][0]["script"][0]["target"] = "orc"; }),
            "$.units[0].script[0].target", "unknown key");
    }
    void badScenario()
    {
        QFETCH(QByteArray, doc);
        QFETCH(QString, path);
        QFETCH(QString, message);
        const auto err = parseError(json::parse(doc.toStdString()));
        QVERIFY2(err, "the scenario was accepted");
        QCOMPARE(QString::fromStdString(err->file()), QStringLiteral("test.json"));
        QCOMPARE(QString::fromStdString(err->path()), path);
        QVERIFY2(QString::fromStdString(err->message()).contains(message), err->what());
    }

    // Through the registry: the error of the energy reader, not the Run table's.
    void registryDispatchesOnScheduler()
    {
        json d = baseDoc();
        d["units"][1]["speed"] = 9999;
        try {
            parseScenarioJson(d, "x.json");
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("$.units[1].speed"));
        }
        d = baseDoc();
        d["scheduler"] = "runtable";
        QVERIFY_THROWS_EXCEPTION(ScenarioError, parseScenarioJson(d, "x.json"));  // '+' is no Run-table map
    }

    void inputRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addRow("walk") << QByteArray(R"({"do": "walk", "dir": "NW"})");
        QTest::addRow("rest") << QByteArray(R"({"do": "rest", "turns": 7})");
        QTest::addRow("change-speed") << QByteArray(R"({"do": "change-speed", "by": -30})");
    }
    void inputRoundTrip()
    {
        QFETCH(QByteArray, raw);
        const json input = json::parse(raw.toStdString());
        const EnergyAction a = energyActionFromJson(input, "f", "$");
        QCOMPARE(energyActionToJson(a), input);
        QVERIFY(isQueueableAction(a));
    }

    void restDefaultsToOneTurn()
    {
        const EnergyAction a = energyActionFromJson(json{{"do", "rest"}}, "f", "$");
        QCOMPARE(a.param, 1);
    }
};

TURNSCOPE_TEST_MAIN(TestEnergyScenarioErrors)
#include "tst_energy_scenario_errors.moc"
