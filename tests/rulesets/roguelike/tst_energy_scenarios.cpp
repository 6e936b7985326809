// The bundled energy scenarios (resources/scenarios/roguelike/energy-*.json), one behaviour
// each, checked against what the seed's loop makes of them; together they cite every 003:
// clause. Also the reports of `turnscope-cli run` and `runtable` for an energy game.
#include "energy_test_support.h"
#include "test_main.h"

#include <QDir>
#include <QtTest>

#include <set>

using namespace ts;
using namespace ts::test;
namespace rl = ts::roguelike;

namespace {

const rl::EnergyActor& named(const rl::EnergyGame& g, const std::string& name)
{
    for (const rl::EnergyActor& a : g.state().actors)
        if (g.scenario().actors[a.id - 1].name == name)
            return a;
    throw std::logic_error("no actor " + name);
}

std::string outcome(const Session& s) { return energyGame(s.head()).toJson()["outcome"].get<std::string>(); }

QStringList energySamples()
{
    return QDir(sourceDir() + QStringLiteral("/resources/scenarios/roguelike"))
        .entryList({QStringLiteral("energy-*.json")});
}

}  // namespace

class TestEnergyScenarios : public QObject {
    Q_OBJECT
private slots:
    // Every 003: clause of the engine's table is cited by an event of the bundled scenarios.
    void everyClauseIsCited()
    {
        std::set<std::string> cited;
        for (const QString& f : energySamples()) {
            auto s = runEnergyFile(qPrintable(f));
            for (Seq i = 0; i < s->trace().size(); ++i)
                cited.insert(s->trace().clauseName(s->trace().at(i).clause));
        }
        QVERIFY(energySamples().size() >= 10);
        int checked = 0;
        for (const ClauseInfo& c : clauseTable()) {
            if (c.id.substr(0, 4) != "003:")
                continue;
            ++checked;
            QVERIFY2(cited.count(std::string(c.id)), std::string(c.id).c_str());
        }
        QCOMPARE(checked, 17);
    }

    // Tortoise (erf 50: 56 a visit) and Hare (erf 120: 134): 20 visits each.
    void twoSpeedsErf()
    {
        auto s = runEnergyFile("energy-speeds-erf.json");
        QCOMPARE(visitPattern(s->trace(), "Tortoise"), QStringLiteral(".x.x.x.xx.x.x.x.xx.x"));
        QCOMPARE(visitPattern(s->trace(), "Hare"), QString(20, QLatin1Char('x')));
        const auto& g = energyGame(s->head());
        QCOMPARE(named(g, "Tortoise").acted, 11);
        QCOMPARE(named(g, "Tortoise").energy, 20);
        QCOMPARE(named(g, "Hare").acted, 20);
        QCOMPARE(outcome(*s), std::string("visit-limit"));
    }

    // Angband: 5, 10 and 20 a visit: one action in 20, 10 and 5 of its visits.
    void threeSpeedsAngband()
    {
        auto s = runEnergyFile("energy-speeds-angband.json");
        const auto& g = energyGame(s->head());
        QCOMPARE(named(g, "Slowed").visits, 100);
        QCOMPARE(named(g, "Slowed").acted, 5);
        QCOMPARE(named(g, "Normal").acted, 10);
        QCOMPARE(named(g, "Hasted").acted, 20);
        QCOMPARE(visitPattern(s->trace(), "Normal").left(20), QStringLiteral(".........x.........x"));
        for (const auto& a : g.state().actors)
            QCOMPARE(a.energy, 0);
    }

    void wallCostsNothing()
    {
        auto s = runEnergyFile("energy-wall.json");
        QCOMPARE(visitPattern(s->trace(), "Hero"), QStringLiteral("w.xwxwxwxwxw"));
        const auto blocked = eventsOfKind(s->trace(), "roguelike.walk-blocked");
        QCOMPARE(blocked.size(), std::size_t(2));
        QCOMPARE(s->trace().at(blocked[0]).arg[3], int(rl::BlockReason::Wall));
        QCOMPARE(s->trace().at(blocked[1]).arg[3], int(rl::BlockReason::Corner));
        const auto& hero = named(energyGame(s->head()), "Hero");
        QCOMPARE(hero.x, 4);
        QCOMPARE(hero.acted, 3);
        QCOMPARE(hero.energy, 36);
    }

    void doorOpens()
    {
        auto s = runEnergyFile("energy-door.json");
        const auto& g = energyGame(s->head());
        QCOMPARE(g.state().doorOpen[0], std::uint8_t(1));
        QCOMPARE(named(g, "Hero").x, 5);
        QCOMPARE(eventsOfKind(s->trace(), "roguelike.door-opened").size(), std::size_t(1));
        QCOMPARE(eventsOfKind(s->trace(), "roguelike.move").size(), std::size_t(3));
        QCOMPARE(named(g, "Hero").acted, 5);  // open, three steps, rest
    }

    void attackBothWays()
    {
        auto s = runEnergyFile("energy-attack.json");
        const Trace& t = s->trace();
        const EntityId hero = entityId(t, "Hero"), orc = entityId(t, "Orc");
        QVERIFY(!eventsOfKind(t, "roguelike.attack", [&](const Event& e) { return e.subject[0] == hero; }).empty());
        QVERIFY(!eventsOfKind(t, "roguelike.attack", [&](const Event& e) { return e.subject[0] == orc; }).empty());
        const auto& g = energyGame(s->head());
        QVERIFY(!named(g, "Orc").alive);
        QVERIFY(named(g, "Hero").alive);
        QVERIFY(named(g, "Orc").acted < named(g, "Hero").acted);
        QCOMPARE(outcome(*s), std::string("enemies-defeated"));
        QCOMPARE(eventsOfKind(t, "roguelike.actor-removed").size(), std::size_t(1));
    }

    // A plan of five is queued at once; the brain is not asked again before the queue is
    // empty; the two-turn rest stays at the head for one visit.
    void multiStepPlan()
    {
        auto s = runEnergyFile("energy-plan.json");
        const Trace& t = s->trace();
        const EntityId guard = entityId(t, "Guard");
        const auto decides =
            eventsOfKind(t, "roguelike.brain-decide", [&](const Event& e) { return e.subject[0] == guard; });
        QVERIFY(decides.size() >= 3);
        QCOMPARE(t.at(decides[0]).arg[1], 5);
        QCOMPARE(t.at(decides[1]).arg[1], 2);
        QCOMPARE(t.at(decides[2]).arg[1], 5);
        const auto notDone = eventsOfKind(t, "roguelike.action-done",
                                          [&](const Event& e) { return e.subject[0] == guard && e.arg[1] == 0; });
        QVERIFY(!notDone.empty());
        // Between two decisions the Guard performs exactly the plan it queued.
        const auto performs =
            eventsOfKind(t, "roguelike.perform", [&](const Event& e) { return e.subject[0] == guard; });
        QCOMPARE(
            std::count_if(performs.begin(), performs.end(), [&](Seq p) { return p > decides[0] && p < decides[1]; }),
            std::ptrdiff_t(6));  // four walks and two turns of rest
    }

    void playerWaits()
    {
        auto s = runEnergyFile("energy-input.json");
        QVERIFY(s->waitingForCaller());
        QCOMPARE(visitOrder(s->trace()).join(QLatin1Char(' ')), QStringLiteral("Bat Hero"));
        QCOMPARE(s->pendingRequest().actor, entityId(s->trace(), "Hero"));
        QVERIFY(!s->pendingRequest().scripted);
        QCOMPARE(eventsOfKind(s->trace(), "roguelike.input-wait").size(), std::size_t(1));
    }

    void speedChanges()
    {
        auto s = runEnergyFile("energy-speed-change.json");
        const Trace& t = s->trace();
        const auto changes = eventsOfKind(t, "roguelike.energy-speed");
        QCOMPARE(changes.size(), std::size_t(2));
        QCOMPARE(t.at(changes[0]).arg[1], 120);
        QCOMPARE(t.at(changes[0]).arg[2], 20);
        QCOMPARE(t.at(changes[1]).arg[1], 100);
        QCOMPARE(t.at(changes[1]).arg[2], 5);
        // The Scout's gains follow its speed: 10, then 20 after the first potion, 5 after the second.
        const EntityId scout = entityId(t, "Scout");
        std::vector<int> gains;
        for (const Seq i :
             eventsOfKind(t, "roguelike.energy-gain", [&](const Event& e) { return e.subject[0] == scout; }))
            if (gains.empty() || gains.back() != t.at(i).arg[0])
                gains.push_back(t.at(i).arg[0]);
        QCOMPARE(gains, (std::vector<int>{10, 20, 5}));
        const auto& g = energyGame(s->head());
        QCOMPARE(named(g, "Scout").speed, 100);
        QCOMPARE(named(g, "Sentry").acted, 12);  // 120 visits at 10 a visit
    }

    void dungeonUsesEveryBrain()
    {
        auto s = runEnergyFile("energy-dungeon.json");
        const Trace& t = s->trace();
        std::set<int> brains;
        for (const Seq i : eventsOfKind(t, "roguelike.brain-decide"))
            brains.insert(t.at(i).arg[0]);
        QCOMPARE(brains.size(), std::size_t(rl::kBrainKinds));
        QVERIFY(!eventsOfKind(t, "roguelike.door-opened").empty());
        QVERIFY(!eventsOfKind(t, "roguelike.attack").empty());
        QVERIFY(!eventsOfKind(t, "rng").empty());
        QVERIFY(s->finished());
        QVERIFY(s->decisions().size() > 5);
    }

    void rotateRepeatsPlan()
    {
        auto s = runEnergyFile("energy-rotate.json");
        QCOMPARE(eventsOfKind(s->trace(), "roguelike.brain-decide").size(), std::size_t(1));
        QCOMPARE(eventsOfKind(s->trace(), "roguelike.move").size(), std::size_t(16));
        QCOMPARE(named(energyGame(s->head()), "Sentinel").queueLength, 2);
    }

    void stall()
    {
        auto s = runEnergyFile("energy-stall.json");
        QCOMPARE(outcome(*s), std::string("stalled"));
        QCOMPARE(visitOrder(s->trace()).join(QLatin1Char(' ')), QStringLiteral("Golem Mouse Golem Mouse Golem"));
        QCOMPARE(eventsOfKind(s->trace(), "roguelike.no-action").size(), std::size_t(1));
    }

    // `turnscope-cli run`: each turn's visits, then each actor.
    void report()
    {
        auto s = runEnergyFile("energy-speeds-erf.json");
        const std::string r = s->ruleset().report(*s, 2);
        QVERIFY2(r.find("Turn 1 (one rotation of the actor queue):") != std::string::npos, r.c_str());
        QVERIFY2(r.find("| 1 | Tortoise | 0 | +56 | 56 | waits (energy < 100) |") != std::string::npos, r.c_str());
        QVERIFY2(r.find("| 2 | Hare | 0 | +134 | 34 | rest 1: succeeded, done, spent 100 |") != std::string::npos,
                 r.c_str());
        QVERIFY(r.find("Turn 3") == std::string::npos);
        QVERIFY(r.find("later turns not shown") != std::string::npos);
        QVERIFY2(r.find("| Tortoise | script | 50 | 56 | 20 | 20 | 11 |") != std::string::npos, r.c_str());
    }

    // `turnscope-cli runtable --turn N` for an energy game: the turn's visits.
    void periodTable()
    {
        auto s = runEnergyFile("energy-speeds-erf.json");
        const Ruleset& r = s->ruleset();
        QVERIFY(r.hasPeriodTable());
        const auto text = r.periodTable(*s, 2, false, false);
        QVERIFY(text);
        QVERIFY2(text->find("| 3 | Tortoise | 56 | +56 | 12 | rest 1: succeeded, done, spent 100 |") !=
                     std::string::npos,
                 text->c_str());
        const auto json = r.periodTable(*s, 2, true, true);
        QVERIFY(json);
        const auto j = nlohmann::json::parse(*json);
        QCOMPARE(j["visits"].size(), std::size_t(2));
        QCOMPARE(j["visits"][0]["energyAfter"].get<int>(), 12);
        QCOMPARE(j["view"].get<std::string>(), std::string("after"));
        QVERIFY(!r.periodTable(*s, 21, false, false));
        const Periods p = r.periodsFor(s->scenario());
        QCOMPARE(p.majorKind, std::string("roguelike.energy-turn"));
        QCOMPARE(p.minorKind, std::string("roguelike.visit"));
        const auto visit = findPeriodEvent(s->trace(), p, 3, 2);
        QVERIFY(visit);
        QCOMPARE(s->trace().at(*visit).arg[1], 6);  // turn 3, its second visit: World.update #6
    }

    // The final-state JSON of an energy game (docs/rulesets/roguelike.md).
    void finalStateJson()
    {
        auto s = runEnergyFile("energy-door.json");
        const nlohmann::json j = energyGame(s->head()).toJson();
        for (const char* key :
             {"ruleset", "scheduler", "energyTable", "actionCost", "actionQueue", "visit", "visits", "turn",
              "visitInTurn", "finished", "outcome", "current", "queue", "units", "doors", "chain"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["scheduler"].get<std::string>(), std::string("energy"));
        QCOMPARE(j["doors"][0], (nlohmann::json{{"name", "door (3,2)"}, {"x", 3}, {"y", 2}, {"open", true}}));
        const auto& hero = j["units"][0];
        for (const char* key : {"name", "faction", "brain", "x", "y", "face", "hp", "attack", "speed", "gain", "energy",
                                "alive", "actions", "progress", "acted", "visits"})
            QVERIFY2(hero.contains(key), key);
        QCOMPARE(hero["face"].get<std::string>(), std::string("E"));
        QCOMPARE(hero["gain"].get<int>(), 112);
        QCOMPARE(j["chain"]["steps"][0]["action"], (nlohmann::json{{"do", "rest"}, {"turns", 1}}));
    }
};

TURNSCOPE_TEST_MAIN(TestEnergyScenarios)
#include "tst_energy_scenarios.moc"
