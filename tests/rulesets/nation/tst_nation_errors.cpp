// Bad stage data: every mistake is a ScenarioError naming the file and the JSON path.
#include "nation_test_support.h"
#include "test_main.h"

#include "kernel/scenario.h"

using namespace ts;
using namespace ts::test;

namespace {

// A valid stage to break in one place.
json validStage()
{
    json doc = baseStage(2);
    doc["states"] = {{{"id", "Poison"},
                      {"timings", {"TurnStart"}},
                      {"effects", {{{"do", "change-hp"}, {"target", "self"}, {"amount", -1}}}}}};
    doc["commands"] = {{{"id", "Farm"}, {"cost", 1}, {"effects", {{{"do", "change-power"}, {"amount", 3}}}}}};
    json a = nationOf("A", 1, 10, json::array({unitAt("A1", "front", 0)}));
    a["domestic"] = {"Farm"};
    a["hostiles"] = {"B"};
    json b = nationOf("B", 2, 10, json::array({unitAt("B1", "front", 0)}));
    doc["nations"] = {a, b};
    return doc;
}

}  // namespace

class TestNationErrors : public QObject {
    Q_OBJECT
private slots:
    void validStageParses() { QVERIFY(stageOf(validStage()) != nullptr); }

    void badData_data()
    {
        QTest::addColumn<QString>("pointer");  // JSON pointer of the value to set
        QTest::addColumn<QString>("value");  // JSON, or "DELETE"
        QTest::addColumn<QString>("path");  // the error's JSON path
        QTest::addColumn<QString>("message");  // a piece of the message
        QTest::addRow("unknown key") << "/stage/rounds"
                                     << "3"
                                     << "$.stage.rounds"
                                     << "unknown key";
        QTest::addRow("missing roundLimit") << "/stage/roundLimit"
                                            << "DELETE"
                                            << "$.stage"
                                            << "missing \"roundLimit\"";
        QTest::addRow("round limit 0") << "/stage/roundLimit"
                                       << "0"
                                       << "$.stage.roundLimit"
                                       << "between 1";
        QTest::addRow("negative domestic count") << "/stage/domesticCount"
                                                 << "-1"
                                                 << "$.stage.domesticCount"
                                                 << "must not be negative";
        QTest::addRow("negative power") << "/nations/0/power"
                                        << "-5"
                                        << "$.nations[0].power"
                                        << "must not be negative";
        QTest::addRow("power over 1e9") << "/nations/0/power"
                                        << "1000000001"
                                        << "$.nations[0].power"
                                        << "between 0 and 1000000000";
        QTest::addRow("rate as a float") << "/skills/0/damageRate"
                                         << "1.1"
                                         << "$.skills[0].damageRate"
                                         << "write decimals as strings";
        QTest::addRow("bad decimal") << "/skills/0/damageRate"
                                     << "\"1,1\""
                                     << "$.skills[0].damageRate"
                                     << "not a decimal";
        QTest::addRow("too many decimals") << "/skills/0/powerStealRate"
                                           << "\"0.0000000001\""
                                           << "$.skills[0].powerStealRate"
                                           << "not a decimal";
        QTest::addRow("negative rate") << "/nations/0/belligerence"
                                       << "\"-1\""
                                       << "$.nations[0].belligerence"
                                       << "must not be negative";
        QTest::addRow("unknown row") << "/nations/0/units/0/row"
                                     << "\"rear\""
                                     << "$.nations[0].units[0].row"
                                     << "unknown row";
        QTest::addRow("slot out of range") << "/nations/0/units/0/slot"
                                           << "3"
                                           << "$.nations[0].units[0].slot"
                                           << "between 0 and 2";
        QTest::addRow("slot taken") << "/nations/0/units/1"
                                    << R"({"name":"A2","maxHp":5,"attack":1,"row":"front","slot":0})"
                                    << "$.nations[0].units[1].slot"
                                    << "already taken";
        QTest::addRow("hp above maxHp") << "/nations/0/units/0/hp"
                                        << "11"
                                        << "$.nations[0].units[0].hp"
                                        << "between 0 and 10";
        QTest::addRow("maxHp 0") << "/nations/0/units/0/maxHp"
                                 << "0"
                                 << "$.nations[0].units[0].maxHp"
                                 << "between 1";
        QTest::addRow("unknown skill") << "/nations/0/units/0/skills/0"
                                       << "\"Kick\""
                                       << "$.nations[0].units[0].skills[0]"
                                       << "unknown skill \"Kick\"";
        QTest::addRow("unknown state") << "/nations/0/units/0/states"
                                       << R"(["Burn"])"
                                       << "$.nations[0].units[0].states[0]"
                                       << "unknown state \"Burn\"";
        QTest::addRow("unknown command") << "/nations/0/domestic/0"
                                         << "\"Mine\""
                                         << "$.nations[0].domestic[0]"
                                         << "unknown command \"Mine\"";
        QTest::addRow("unknown hostile") << "/nations/0/hostiles/0"
                                         << "\"Z\""
                                         << "$.nations[0].hostiles[0]"
                                         << "unknown nation \"Z\"";
        QTest::addRow("hostile to itself") << "/nations/0/hostiles/0"
                                           << "\"A\""
                                           << "$.nations[0].hostiles[0]"
                                           << "hostile to itself";
        QTest::addRow("duplicate state id") << "/states/1"
                                            << R"({"id":"Poison"})"
                                            << "$.states[1].id"
                                            << "duplicate state id";
        QTest::addRow("reserved state id") << "/states/0/id"
                                           << "\"Dead\""
                                           << "$.states[0].id"
                                           << "reserved";
        QTest::addRow("duplicate skill id") << "/skills/1"
                                            << R"({"id":"Hit","target":{"row":"front","slots":[0]}})"
                                            << "$.skills[1].id"
                                            << "duplicate skill id";
        QTest::addRow("duplicate nation") << "/nations/1/name"
                                          << "\"A\""
                                          << "$.nations[1].name"
                                          << "duplicate nation name";
        QTest::addRow("duplicate unit name") << "/nations/1/units/0/name"
                                             << "\"A1\""
                                             << "$.nations[1].units[0].name"
                                             << "duplicate unit name";
        QTest::addRow("duplicate turn order") << "/nations/1/turnOrder"
                                              << "1"
                                              << "$.nations[1].turnOrder"
                                              << "already used";
        QTest::addRow("unknown timing") << "/states/0/timings/0"
                                        << "\"Dawn\""
                                        << "$.states[0].timings[0]"
                                        << "unknown timing";
        QTest::addRow("unknown effect") << "/states/0/effects/0/do"
                                        << "\"explode\""
                                        << "$.states[0].effects[0].do"
                                        << "unknown effect";
        QTest::addRow("unknown target") << "/states/0/effects/0/target"
                                        << "\"everyone\""
                                        << "$.states[0].effects[0].target"
                                        << "unknown target";
        QTest::addRow("hp effect on a nation") << "/states/0/effects/0/target"
                                               << "\"own-nation\""
                                               << "$.states[0].effects[0].target"
                                               << "acts on units";
        QTest::addRow("power effect on a unit") << "/commands/0/effects/0/target"
                                                << "\"self\""
                                                << "$.commands[0].effects[0].target"
                                                << "acts on nations";
        QTest::addRow("grant of an unknown state") << "/commands/0/effects/0"
                                                   << R"({"do":"grant-state","target":"own-units","state":"Nope"})"
                                                   << "$.commands[0].effects[0].state"
                                                   << "unknown state \"Nope\"";
        QTest::addRow("exclusion of an unknown state") << "/states/0/excludes"
                                                       << R"({"upper":["Nope"]})"
                                                       << "$.states[0].excludes.upper[0]"
                                                       << "unknown state";
        QTest::addRow("passive with timings") << "/states/0/passive"
                                              << "true"
                                              << "$.states[0].timings"
                                              << "never triggers";
        QTest::addRow("negative cost") << "/commands/0/cost"
                                       << "-1"
                                       << "$.commands[0].cost"
                                       << "must not be negative";
        QTest::addRow("empty target slots") << "/skills/0/target/slots"
                                            << "[]"
                                            << "$.skills[0].target.slots"
                                            << "at least one slot";
        QTest::addRow("target slot twice") << "/skills/0/target/slots"
                                           << "[0,0]"
                                           << "$.skills[0].target.slots[1]"
                                           << "listed twice";
        QTest::addRow("target on the bench") << "/skills/0/target/row"
                                             << "\"bench\""
                                             << "$.skills[0].target.row"
                                             << "Bench";
        QTest::addRow("script of an NPC") << "/nations/0/script"
                                          << R"([{"do":"end-turn"}])"
                                          << "$.nations[0].script"
                                          << "only player nations";
        QTest::addRow("no nations") << "/nations"
                                    << "[]"
                                    << "$.nations"
                                    << "at least one nation";
        QTest::addRow("wrong ruleset") << "/ruleset"
                                       << "\"roguelike\""
                                       << "$"
                                       << "";
        QTest::addRow("stacks 0") << "/states/0/stacks"
                                  << "0"
                                  << "$.states[0].stacks"
                                  << "between 1";
        QTest::addRow("move to a bad slot") << "/commands/0/effects/0"
                                            << R"({"do":"move-unit","target":"own-units","row":"back","slot":7})"
                                            << "$.commands[0].effects[0].slot"
                                            << "between 0 and 2";
    }
    void badData()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, path);
        QFETCH(QString, message);
        json doc = validStage();
        const json::json_pointer ptr(pointer.toStdString());
        if (value == QLatin1String("DELETE"))
            doc[ptr.parent_pointer()].erase(ptr.back());
        else
            doc[ptr] = json::parse(value.toStdString());
        try {
            // Through the registry, like a file: a wrong ruleset is caught there.
            parseScenarioJson(doc, "stage.json");
            if (pointer == QLatin1String("/ruleset"))
                QFAIL("a roguelike document was read as a nation stage");
            QFAIL("no error");
        } catch (const ScenarioError& e) {
            if (pointer == QLatin1String("/ruleset"))
                return;  // the roguelike parser found its own first problem
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("stage.json"));
            QCOMPARE(QString::fromStdString(e.path()), path);
            QVERIFY2(QString::fromStdString(e.message()).contains(message),
                     qPrintable(QString::fromStdString(e.message())));
        }
    }
};

TURNSCOPE_TEST_MAIN(TestNationErrors)
#include "tst_nation_errors.moc"
