// Seed 003's World.update(), rule by rule: the actor queue rotates one visit per update;
// energy is gained only with an action and from the speed's table; the act-or-wait check;
// alternatives until none is left; only success spends; `done` moves the action queue on;
// the player's input is a decision point that keeps the queue on the player.
#include "energy_test_support.h"
#include "test_main.h"

#include "kernel/trace/render.h"

#include <QtTest>

using namespace ts;
using namespace ts::test;
using nlohmann::json;
namespace rl = ts::roguelike;

namespace {

// The energy after each visit to `actor` (the energy-gain event's value minus a spend).
std::vector<int> energiesAfterVisits(const Trace& t, const std::string& actor)
{
    const EntityId who = entityId(t, actor);
    std::vector<int> out;
    const KindId visit = kindId(t, "roguelike.visit"), gain = kindId(t, "roguelike.energy-gain"),
                 spend = kindId(t, "roguelike.energy-spend");
    bool open = false;
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == visit)
            open = e.subject[0] == who;
        else if (open && e.kind == gain)
            out.push_back(e.arg[1]);
        else if (open && e.kind == spend)
            out.back() = e.arg[1];
    }
    return out;
}

json hero(const json& script, int speed = 50, int x = 1)
{
    return {{"name", "Hero"}, {"faction", "player"}, {"speed", speed}, {"at", json::array({x, 1})}, {"script", script}};
}

json walk(const char* dir) { return {{"do", "walk"}, {"dir", dir}}; }

}  // namespace

class TestEnergyLoop : public QObject {
    Q_OBJECT
private slots:
    // 003:energy/gain, 003:energy/act, 003:energy/spend: who acts on which of its visits,
    // for actors that always have an action (they rest). Worked by hand from the tables.
    void whoActsOnWhichVisit_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("energy");
        QTest::addColumn<QString>("pattern");
        // 56 a visit: 56 . 112 x(12) 68 . 124 x(24) 80 . 136 x(36) 92 . 148 x(48) 104 x(4) 60 . 116 x(16) 72 .
        QTest::addRow("erf 50 (56 a visit)") << "erf" << 50 << 0 << ".x.x.x.xx.x.";
        QTest::addRow("erf 120 (134 a visit)") << "erf" << 120 << 0 << "xxxxxxxxxxxx";
        QTest::addRow("erf 100 (112 a visit): a gain of 100 or more acts every visit")
            << "erf" << 100 << 0 << "xxxxxxxxxxxx";
        QTest::addRow("erf 1 (1 a visit) never reaches 100 in 12") << "erf" << 1 << 0 << "............";
        QTest::addRow("erf 0 gains nothing") << "erf" << 0 << 0 << "............";
        QTest::addRow("erf 0 with 100 to start acts once") << "erf" << 0 << 100 << "x...........";
        QTest::addRow("erf 50 with 44 to start: exactly 100") << "erf" << 50 << 44 << "x.x.x.x.xx.x";
        QTest::addRow("angband 110 (10): every 10th") << "angband" << 110 << 0 << ".........x.........x";
        QTest::addRow("angband 120 (20): every 5th") << "angband" << 120 << 0 << "....x....x....x....x";
        QTest::addRow("angband 100 (5): every 20th") << "angband" << 100 << 0 << "...................x";
        QTest::addRow("angband 130 (30)") << "angband" << 130 << 0 << "...x..x..x...x..x..x";
    }
    void whoActsOnWhichVisit()
    {
        QFETCH(QString, table);
        QFETCH(int, speed);
        QFETCH(int, energy);
        QFETCH(QString, pattern);
        const int visits = static_cast<int>(pattern.size());
        auto s =
            runEnergy(energyDoc(json::array({rester("A", speed, 1, energy)}), table.toLatin1().constData(), visits));
        QVERIFY(s->finished());
        QCOMPARE(visitPattern(s->trace(), "A"), pattern);
        const auto& g = energyGame(s->head());
        QCOMPARE(g.state().visit, visits);
        QCOMPARE(QString::fromStdString(g.toJson()["outcome"].get<std::string>()), QStringLiteral("visit-limit"));
        QCOMPARE(g.actor(1).acted, static_cast<int>(pattern.count(QLatin1Char('x'))));
        QCOMPARE(g.actor(1).visits, visits);
    }

    // Two actors share the queue: one visit each per update, in queue order; the energy of
    // each follows only its own visits.
    void twoSpeedsShareTheQueue()
    {
        auto s = runEnergy(energyDoc(json::array({rester("Tortoise", 50, 1), rester("Hare", 120, 5)}), "erf", 24));
        QCOMPARE(visitOrder(s->trace()).join(QLatin1Char(' ')),
                 QStringLiteral("Tortoise Hare Tortoise Hare Tortoise Hare Tortoise Hare Tortoise Hare Tortoise Hare "
                                "Tortoise Hare Tortoise Hare Tortoise Hare Tortoise Hare Tortoise Hare Tortoise Hare"));
        QCOMPARE(visitPattern(s->trace(), "Tortoise"), QStringLiteral(".x.x.x.xx.x."));
        QCOMPARE(visitPattern(s->trace(), "Hare"), QStringLiteral("xxxxxxxxxxxx"));
        const std::vector<int> tortoise{56, 12, 68, 24, 80, 36, 92, 48, 4, 60, 16, 72};
        QCOMPARE(energiesAfterVisits(s->trace(), "Tortoise"), tortoise);
        const auto& g = energyGame(s->head());
        QCOMPARE(g.actor(1).acted, 6);
        QCOMPARE(g.actor(2).acted, 12);
    }

    // 003:queue/current#turn: a turn is one rotation; its visits are numbered; the state hash
    // closes each turn.
    void turnsAreRotations()
    {
        auto s =
            runEnergy(energyDoc(json::array({rester("A", 50, 1), rester("B", 50, 3), rester("C", 50, 5)}), "erf", 7));
        const Trace& t = s->trace();
        const auto turns = eventsOfKind(t, "roguelike.energy-turn");
        QCOMPARE(turns.size(), std::size_t(3));  // visits 1-3, 4-6, 7
        for (std::size_t k = 0; k < turns.size(); ++k) {
            QCOMPARE(t.at(turns[k]).arg[0], static_cast<int>(k + 1));
            QCOMPARE(t.at(turns[k]).arg[1], 3);
            QCOMPARE(t.at(turns[k]).depth, std::uint8_t(0));
        }
        const auto visits = eventsOfKind(t, "roguelike.visit");
        QCOMPARE(visits.size(), std::size_t(7));
        for (std::size_t k = 0; k < visits.size(); ++k) {
            QCOMPARE(t.at(visits[k]).arg[0], static_cast<int>(k % 3 + 1));  // visit in the turn
            QCOMPARE(t.at(visits[k]).arg[1], static_cast<int>(k + 1));  // World.update call
        }
        QCOMPARE(eventsOfKind(t, "state-hash").size(), std::size_t(2));
        const auto proceeds = eventsOfKind(t, "roguelike.proceed");
        QCOMPARE(proceeds.size(), std::size_t(7));
        QCOMPARE(t.at(proceeds[2]).arg[0], 1);  // C -> A ends the turn
        QCOMPARE(t.entityName(t.at(proceeds[2]).subject[1]), std::string("A"));
    }

    // The order of one visit's events, each with its clause (the acting visit of a rester).
    void oneVisitStepByStep()
    {
        auto s = runEnergy(energyDoc(json::array({rester("A", 120, 1)}), "erf", 2));
        const Trace& t = s->trace();
        const auto visits = eventsOfKind(t, "roguelike.visit");
        std::vector<std::string> got, clauses;
        for (Seq i = visits[0]; i < visits[1]; ++i) {
            const Event e = t.at(i);
            if (t.kindName(e.kind) == "write")
                continue;
            got.push_back(t.kindName(e.kind));
            clauses.push_back(t.clauseName(e.clause));
        }
        const std::vector<std::string> kinds{
            "roguelike.visit",        "roguelike.brain-decide", "roguelike.action-queued", "roguelike.energy-gain",
            "roguelike.energy-check", "roguelike.perform",      "roguelike.rest",          "roguelike.action-result",
            "roguelike.energy-spend", "roguelike.action-done",  "roguelike.proceed",       "state-hash",
            "roguelike.energy-turn"};
        QCOMPARE(got, kinds);
        const std::vector<std::string> ids{"003:queue/current",     "003:brain/decide",       "003:brain/decide#ai",
                                           "003:energy/gain",       "003:energy/act",         "003:energy/act",
                                           "003:energy/act#rest",   "003:action/alternative", "003:energy/spend",
                                           "003:action/done",       "003:queue/proceed",      "003:queue/current#turn",
                                           "003:queue/current#turn"};
        QCOMPARE(clauses, ids);
    }

    // 003:brain/decide: the brain is asked only with an empty queue; energy is gained only
    // with an action (the seed returns before the gain), and a plan queues several at once.
    void brainAskedOnlyWhenQueueEmpty()
    {
        json guard = json::parse(R"({"name": "Guard", "faction": "friend", "speed": 50, "at": [1, 1],
            "brain": {"kind": "script", "then": "repeat",
                      "plans": [[{"do": "walk", "dir": "E"}, {"do": "walk", "dir": "E"}, {"do": "walk", "dir": "W"}]]}})");
        auto s = runEnergy(energyDoc(json::array({guard}), "erf", 12));
        const Trace& t = s->trace();
        const auto decides = eventsOfKind(t, "roguelike.brain-decide");
        // 56 . 112 x 68 . 124 x 80 . 136 x: three actions in six visits, then the plan again.
        // 56 . 112 x(E) 68 . 124 x(E) 80 . 136 x(W); asked again: 92 . 148 x(E) 104 x(E) 60 . 116 x(W); asked again: 72 .
        QCOMPARE(visitPattern(t, "Guard"), QStringLiteral(".x.x.x.xx.x."));
        QCOMPARE(decides.size(), std::size_t(3));
        QCOMPARE(t.at(decides[0]).arg[1], 3);
        QCOMPARE(eventsOfKind(t, "roguelike.action-queued").size(), std::size_t(9));
        const auto& g = energyGame(s->head());
        QCOMPARE(g.actor(1).x, 3);  // E, E, W, E, E, W from x = 1
        QCOMPARE(g.actor(1).plan, 1);
        QCOMPARE(g.actor(1).queueLength, 3);
    }

    // 003:action/alternative, 003:energy/spend: a walk into a wall fails at no cost; its
    // energy carries to the next visit. Done by default, the failed walk leaves the queue.
    void failedWalkCostsNothing()
    {
        auto s = runEnergy(
            energyDoc(json::array({hero(json::array({walk("N"), walk("E")}))}), "erf", 6, {"#####", "#...#", "#####"}));
        const Trace& t = s->trace();
        // wait for input; 56 .; 112: walk N fails; wait; 168: walk E; wait (the last visit: the game ends)
        QCOMPARE(visitPattern(t, "Hero"), QStringLiteral("w.xwxw"));
        const auto blocked = eventsOfKind(t, "roguelike.walk-blocked");
        QCOMPARE(blocked.size(), std::size_t(1));
        QCOMPARE(t.at(blocked[0]).arg[3], static_cast<int>(rl::BlockReason::Wall));
        const auto spends = eventsOfKind(t, "roguelike.energy-spend");
        QCOMPARE(spends.size(), std::size_t(2));
        QCOMPARE(t.at(spends[0]).arg[0], 0);  // the failed walk: nothing spent
        QCOMPARE(t.at(spends[0]).arg[1], 112);  // 56 + 56 kept
        QCOMPARE(t.at(spends[1]).arg[0], 100);  // the walk east, on the very next visit
        QCOMPARE(t.at(spends[1]).arg[1], 68);  // 112 + 56 - 100
        const auto results = eventsOfKind(t, "roguelike.action-result");
        QCOMPARE(t.at(results[0]).arg[0], 2);  // not succeeded, done
        const auto done = eventsOfKind(t, "roguelike.action-done");
        QCOMPARE(t.at(done[0]).arg[1], 1);
        QCOMPARE(energyGame(s->head()).actor(1).x, 2);
    }

    void cornerAndEdgeBlockWalks_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("reason");
        QTest::addRow("into a wall") << "N" << 1 << int(rl::BlockReason::Wall);
        QTest::addRow("past a wall corner") << "SE" << 1 << int(rl::BlockReason::Corner);
        QTest::addRow("off the map") << "W" << 0 << int(rl::BlockReason::Edge);
    }
    void cornerAndEdgeBlockWalks()
    {
        QFETCH(QString, dir);
        QFETCH(int, x);
        QFETCH(int, reason);
        auto s = runEnergy(energyDoc(json::array({hero(json::array({walk(qPrintable(dir))}), 120, x)}), "erf", 2,
                                     {"##..#", "....#", "##..#"}));
        const auto blocked = eventsOfKind(s->trace(), "roguelike.walk-blocked");
        QCOMPARE(blocked.size(), std::size_t(1));
        QCOMPARE(s->trace().at(blocked[0]).arg[3], reason);
        QCOMPARE(energyGame(s->head()).actor(1).energy, 134);
    }

    // A walk into a closed door returns OpenDoorAction, which succeeds: the walk is done
    // (it leaves the queue) and the Hero stays; the next walk goes through.
    void walkIntoDoorOpensIt()
    {
        auto s = runEnergy(energyDoc(json::array({hero(json::array({walk("E"), walk("E")}), 120, 1)}), "erf", 4,
                                     {"######", "#.+..#", "######"}));
        const Trace& t = s->trace();
        const auto performs = eventsOfKind(t, "roguelike.perform");
        QCOMPARE(performs.size(), std::size_t(3));
        QCOMPARE(rl::decodeAction(t.at(performs[0]).arg[0]).kind, rl::EnAction::Walk);
        QCOMPARE(rl::decodeAction(t.at(performs[1]).arg[0]).kind, rl::EnAction::OpenDoor);
        QCOMPARE(t.at(performs[1]).arg[1], 1);
        QCOMPARE(t.clauseName(t.at(performs[1]).clause), std::string("003:action/alternative"));
        const auto results = eventsOfKind(t, "roguelike.action-result");
        QCOMPARE(t.at(results[0]).arg[0], 0);  // the walk: failed, not done, ...
        QCOMPARE(rl::decodeAction(t.at(results[0]).arg[1]).kind, rl::EnAction::OpenDoor);  // ... with an alternative
        QCOMPARE(t.at(results[1]).arg[0], 3);  // opening: succeeded, done
        QCOMPARE(t.entityName(t.at(results[1]).subject[1]), std::string("door (2,1)"));
        QCOMPARE(eventsOfKind(t, "roguelike.door-opened").size(), std::size_t(1));
        const auto& g = energyGame(s->head());
        QCOMPARE(g.state().doorOpen[0], std::uint8_t(1));
        QCOMPARE(g.actor(1).x, 2);  // the second walk went through the doorway
        QCOMPARE(g.actor(1).acted, 2);
        // The last chain at the end: the second walk alone.
        QCOMPARE(g.state().chainLength, 1);
    }

    // A walk into another actor returns AttackAction (whatever its faction: the seed's walk
    // attacks any neighbour); the target at 0 HP leaves the actor queue.
    void walkIntoActorAttacks()
    {
        json victim = rester("Orc", 1, 2);
        victim["faction"] = "enemy";
        victim["hp"] = 5;
        json h = hero(json::array({walk("E"), walk("E"), walk("E")}), 120, 1);
        h["attack"] = 3;
        auto s = runEnergy(energyDoc(json::array({h, victim}), "erf", 40));
        const Trace& t = s->trace();
        const auto hits = eventsOfKind(t, "roguelike.attack");
        QCOMPARE(hits.size(), std::size_t(2));
        QCOMPARE(t.at(hits[0]).arg[1], 2);
        QCOMPARE(t.at(hits[1]).arg[1], 0);
        QCOMPARE(t.clauseName(t.at(hits[0]).clause), std::string("003:action/alternative#attack"));
        QCOMPARE(eventsOfKind(t, "roguelike.unit-died").size(), std::size_t(1));
        const auto removed = eventsOfKind(t, "roguelike.actor-removed");
        QCOMPARE(removed.size(), std::size_t(1));
        QCOMPARE(t.at(removed[0]).arg[0], 1);
        const auto& g = energyGame(s->head());
        QVERIFY(!g.actor(2).alive);
        QCOMPARE(QString::fromStdString(g.toJson()["outcome"].get<std::string>()), QStringLiteral("enemies-defeated"));
        QCOMPARE(g.toJson()["queue"], json::array({"Hero"}));
        // After the defeat the queue proceeds past the Orc: the last proceed is Hero -> Hero.
        const auto proceeds = eventsOfKind(t, "roguelike.proceed");
        QCOMPARE(t.entityName(t.at(proceeds.back()).subject[1]), std::string("Hero"));
    }

    // done == false: an action of several turns stays at the head of the queue; each turn
    // succeeds and spends.
    void restIsNotDoneUntilItsLastTurn()
    {
        json h = hero(json::array({json{{"do", "rest"}, {"turns", 3}}, walk("E")}), 120, 1);
        auto s = runEnergy(energyDoc(json::array({h}), "erf", 6));
        const Trace& t = s->trace();
        const auto rests = eventsOfKind(t, "roguelike.rest");
        QCOMPARE(rests.size(), std::size_t(3));
        const auto done = eventsOfKind(t, "roguelike.action-done");
        QCOMPARE(t.at(done[0]).arg[1], 0);
        QCOMPARE(t.at(done[1]).arg[1], 0);
        QCOMPARE(t.at(done[2]).arg[1], 1);
        QCOMPARE(eventsOfKind(t, "roguelike.energy-spend", [](const Event& e) { return e.arg[0] == 100; }).size(),
                 std::size_t(4));
        QCOMPARE(eventsOfKind(t, "decision").size(), std::size_t(2));  // the rest was asked for once
        QCOMPARE(energyGame(s->head()).actor(1).x, 2);
    }

    // 003:input/inject: the player's empty queue makes the game wait; update returns without
    // proceeding or gaining; the input is injected and the next visit is the player's again.
    void playerWaitsForInput()
    {
        json doc = energyDoc(json::array({hero(json::array()), rester("Bat", 50, 5)}), "erf", 10);
        doc["playerPolicy"] = "manual";
        const LoadedScenario ls = parseScenarioJson(doc, "t.json");
        Session s(*ls.ruleset, ls.scenario, ls.scenario->seed);
        QCOMPARE(s.run(), Session::RunResult::WaitingForCaller);
        const Trace& t = s.trace();
        QCOMPARE(visitOrder(t), QStringList{QStringLiteral("Hero")});
        QCOMPARE(eventsOfKind(t, "roguelike.energy-gain").size(), std::size_t(0));
        QCOMPARE(eventsOfKind(t, "roguelike.proceed").size(), std::size_t(0));
        QCOMPARE(s.pendingRequest().actor, EntityId(1));
        const auto legal = s.legalAnswers();
        QCOMPARE(legal.size(), std::size_t(9));  // eight walks and a rest
        const auto& g = energyGame(s.head());
        QVERIFY(g.state().awaiting);
        QCOMPARE(QString::fromStdString(g.toJson()["awaitingInput"].get<std::string>()), QStringLiteral("Hero"));
        QVERIFY(g.policyAnswer());  // a policy could answer (the scenario says manual)

        s.provideAnswer(rl::EnergyGame::toAnswer({rl::EnAction::Walk, 2, 0}));
        QCOMPARE(s.run(), Session::RunResult::WaitingForCaller);  // the Hero waits again after acting
        QCOMPARE(visitOrder(t).join(QLatin1Char(' ')), QStringLiteral("Hero Hero Bat Hero Bat Hero"));
        const auto queued = eventsOfKind(t, "roguelike.action-queued");
        QCOMPARE(queued.size(), std::size_t(2));  // the Hero's input, the Bat's rest
        QCOMPARE(t.at(queued[0]).arg[2], 1);  // from input
        QCOMPARE(t.clauseName(t.at(queued[0]).clause), std::string("003:input/inject"));
        QCOMPARE(visitPattern(t, "Hero"), QStringLiteral("w.xw"));
        QCOMPARE(energyGame(s.head()).actor(1).x, 2);
    }

    // An answer no actor can take is traced as rejected and asked again.
    void invalidInputIsRejected()
    {
        json doc = energyDoc(json::array({hero(json::array(), 120)}), "erf", 4);
        doc["playerPolicy"] = "manual";
        const LoadedScenario ls = parseScenarioJson(doc, "t.json");
        Session s(*ls.ruleset, ls.scenario, ls.scenario->seed);
        QCOMPARE(s.run(), Session::RunResult::WaitingForCaller);
        for (const Answer bad : {Answer{rl::EnergyGame::kAnswerBase | 1, kNoEntity, 9, 0},
                                 Answer{rl::EnergyGame::kAnswerBase | 4, kNoEntity, 1, 0}, Answer{1, kNoEntity, 2, 0},
                                 Answer{rl::EnergyGame::kAnswerBase | 2, kNoEntity, 0, 0}}) {
            s.provideAnswer(bad);
            QCOMPARE(s.run(), Session::RunResult::WaitingForCaller);
        }
        QCOMPARE(eventsOfKind(s.trace(), "roguelike.input-rejected").size(), std::size_t(4));
        QCOMPARE(eventsOfKind(s.trace(), "roguelike.visit").size(), std::size_t(1));
        s.provideAnswer(rl::EnergyGame::toAnswer({rl::EnAction::Rest, 0, 2}));
        QCOMPARE(s.run(), Session::RunResult::Finished);  // two visits of rest, then the last visit
        QCOMPARE(eventsOfKind(s.trace(), "roguelike.rest").size(), std::size_t(2));
    }

    // The player's inputs come from its script, then from the AI policy (a chase, without
    // drawing), recorded as decisions.
    void scriptThenPolicyAnswer()
    {
        json orc = rester("Orc", 1, 6);
        orc["faction"] = "enemy";
        auto s = runEnergy(energyDoc(json::array({hero(json::array({walk("E")}), 120, 1), orc}), "erf", 20));
        QVERIFY(s->decisions().size() >= 3);
        QCOMPARE(s->decisions()[0].source, AnswerSource::Script);
        QCOMPARE(s->decisions()[1].source, AnswerSource::Policy);
        QCOMPARE(rl::EnergyGame::toAction(s->decisions()[1].answer)->kind, rl::EnAction::Walk);
        QCOMPARE(rl::EnergyGame::toAction(s->decisions()[1].answer)->dir, 2);  // east, toward the Orc
        QVERIFY(!eventsOfKind(s->trace(), "roguelike.attack").empty());
    }

    // "actionQueue": "rotate" is the seed's Queue.proceed taken literally: a done action goes
    // to the back of the queue, so a plan repeats and the brain is asked once.
    void rotateModeRepeatsThePlan()
    {
        json sentinel = json::parse(R"({"name": "S", "faction": "friend", "speed": 200, "at": [1, 1],
            "brain": {"kind": "script", "then": "nothing", "plans": [[{"do": "walk", "dir": "E"}, {"do": "walk", "dir": "W"}]]}})");
        json doc = energyDoc(json::array({sentinel}), "erf", 6);
        doc["actionQueue"] = "rotate";
        auto s = runEnergy(doc);
        const Trace& t = s->trace();
        QCOMPARE(eventsOfKind(t, "roguelike.brain-decide").size(), std::size_t(1));
        QCOMPARE(eventsOfKind(t, "roguelike.move").size(), std::size_t(6));
        const auto done = eventsOfKind(t, "roguelike.action-done");
        QCOMPARE(t.at(done[0]).arg[3], 1);
        QCOMPARE(t.at(done[0]).arg[2], 2);  // the queue keeps both actions
        const auto& g = energyGame(s->head());
        QCOMPARE(g.actor(1).queueLength, 2);
        QCOMPARE(g.actor(1).x, 1);
        QCOMPARE(QString::fromStdString(g.toJson()["outcome"].get<std::string>()), QStringLiteral("visit-limit"));
        // The same plan with "leave" asks the brain again, which queues nothing: stalled.
        doc["actionQueue"] = "leave";
        auto left = runEnergy(doc);
        QCOMPARE(QString::fromStdString(energyGame(left->head()).toJson()["outcome"].get<std::string>()),
                 QStringLiteral("stalled"));
        QCOMPARE(eventsOfKind(left->trace(), "roguelike.no-action").size(), std::size_t(1));
        QCOMPARE(eventsOfKind(left->trace(), "roguelike.visit").size(), std::size_t(3));
    }

    // 003:energy/act#speed: a speed change shows in the gain from the next visit on.
    void speedChangeChangesTheGain()
    {
        json scout = json::parse(R"({"name": "S", "faction": "friend", "speed": 110, "energy": 100, "at": [1, 1],
            "brain": {"kind": "script", "then": "repeat", "plans": [[{"do": "change-speed", "by": 10}, {"do": "rest"}]]}})");
        auto s = runEnergy(energyDoc(json::array({scout}), "angband", 7));
        const Trace& t = s->trace();
        std::vector<int> gains;
        for (const Seq i : eventsOfKind(t, "roguelike.energy-gain"))
            gains.push_back(t.at(i).arg[0]);
        // 100+10 acts (speed 120), then 20 a visit: 30 50 70 90 110 acts (rest).
        QCOMPARE(gains, (std::vector<int>{10, 20, 20, 20, 20, 20, 20}));
        const auto changed = eventsOfKind(t, "roguelike.energy-speed");
        QCOMPARE(changed.size(), std::size_t(1));
        QCOMPARE(t.at(changed[0]).arg[2], 20);
        QCOMPARE(energyGame(s->head()).actor(1).speed, 120);
    }

    // The brains: a chase walks toward the nearest opponent and into it; keep-distance backs
    // off; wander draws among open cells (traced draws).
    void brainsChoose()
    {
        json archer = json::parse(R"({"name": "Archer", "faction": "enemy", "speed": 200, "at": [3, 1],
                                      "brain": {"kind": "keep-distance", "distance": 3}})");
        json chaser =
            json::parse(R"({"name": "Chaser", "faction": "friend", "brain": "chase", "speed": 50, "at": [1, 1]})");
        json bat = json::parse(R"({"name": "Bat", "faction": "enemy", "brain": "wander", "speed": 200, "at": [9, 1]})");
        auto s = runEnergy(energyDoc(json::array({archer, chaser, bat}), "erf", 3));
        const Trace& t = s->trace();
        const auto& g = energyGame(s->head());
        QCOMPARE(g.actor(1).x, 4);  // backed away east from the Chaser (distance 2 -> 3)
        QVERIFY(!eventsOfKind(t, "rng").empty());
        QCOMPARE(t.clauseName(t.at(eventsOfKind(t, "rng")[0]).clause), std::string("003:brain/decide#ai"));
    }

    // Every write of a step, replayed in order onto the state before it, rebuilds the state
    // at every event of the step (the inspector between writes).
    void writesRebuildTheState()
    {
        auto s = runEnergyFile("energy-dungeon.json");
        const Trace& t = s->trace();
        QVERIFY(t.size() > 1000);
        std::unique_ptr<Game> forward = s->stateAt(0);
        for (Seq q = 1; q < std::min<Seq>(t.size(), 4000); ++q) {
            const Event e = t.at(q);
            if (e.flags & EventFlag::StepStart)
                forward = s->stateAt(q - 1);
            if (e.kind == kind(CommonKind::Write))
                forward->applyWrite(e.subject[0], static_cast<FieldId>(e.arg[0]), e.arg[2]);
            QVERIFY2(forward->toJson() == s->stateAt(q)->toJson(), qPrintable(QStringLiteral("event %1").arg(q)));
        }
    }

    // Prediction for the panels: who acts next if everyone keeps an action.
    void predictNextToAct()
    {
        auto s =
            runEnergy(energyDoc(json::array({rester("A", 50, 1), rester("B", 1, 3, 99), rester("C", 0, 5)}), "erf", 1));
        const auto& g = energyGame(s->head());  // after A's first visit: B is current
        const auto next = g.predictNextToAct();
        QVERIFY(next);
        QCOMPARE(next->actor, EntityId(2));  // B: 99 + 1 = 100 on its next visit
        QCOMPARE(next->inVisits, std::int64_t(1));
        auto t = runEnergy(energyDoc(json::array({rester("A", 50, 1), rester("B", 0, 3)}), "erf", 2));
        const auto later = energyGame(t->head()).predictNextToAct();  // A has 56, B gains nothing
        QVERIFY(later);
        QCOMPARE(later->actor, EntityId(1));
        QCOMPARE(later->inVisits, std::int64_t(1));
        auto none = runEnergy(energyDoc(json::array({rester("Z", 0, 1)}), "erf", 1));
        QVERIFY(!energyGame(none->head()).predictNextToAct());
    }

    void answersAndActionCodes()
    {
        for (const rl::EnergyAction a :
             {rl::EnergyAction{rl::EnAction::Walk, 7, 0}, rl::EnergyAction{rl::EnAction::Rest, 0, 1000},
              rl::EnergyAction{rl::EnAction::ChangeSpeed, 0, -5000},
              rl::EnergyAction{rl::EnAction::ChangeSpeed, 0, 5000}}) {
            QVERIFY(rl::decodeAction(rl::encodeAction(a)) == a);
            QVERIFY(rl::EnergyGame::toAction(rl::EnergyGame::toAnswer(a)) == a);
        }
        QVERIFY(!rl::EnergyGame::toAction(Answer{2, kNoEntity, 0, 0}));  // a Run-table answer
        const Ruleset& r = roguelikeRuleset();
        const LoadedScenario ls = parseScenarioJson(energyDoc(json::array({rester("A", 50, 1)})), "t.json");
        const Answer a = r.answerFromJson(json{{"do", "change-speed"}, {"by", -7}}, *ls.scenario, "t.json", "$");
        QCOMPARE(r.answerToJson(a, *ls.scenario), (json{{"do", "change-speed"}, {"by", -7}}));
        Trace t;
        const RenderContext ctx(t, &r);
        QCOMPARE(r.answerText(a, ctx), std::string("change speed by -7"));
        QCOMPARE(r.answerText(rl::EnergyGame::toAnswer({rl::EnAction::Walk, 4, 0}), ctx), std::string("walk S"));
    }
};

TURNSCOPE_TEST_MAIN(TestEnergyLoop)
#include "tst_energy_loop.moc"
