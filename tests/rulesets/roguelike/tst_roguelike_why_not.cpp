// "Why not?" (issue 13): for each reason the roguelike ruleset traces, a scenario built from
// the seed's rule where the rule considers a candidate and does not apply it. The NotApplied
// event carries the rule's clause, sits one level below the rule that considered it, names
// the rejected candidate (and whom it concerns), and notAppliedInStep lists it; the
// nearest considerations of a clause and of an entity find it around a cursor.
#include "energy_test_support.h"
#include "roguelike_test_support.h"
#include "test_main.h"
#include "trace_lookup.h"

#include "kernel/kinds.h"
#include "kernel/session/why_not.h"
#include "kernel/trace/render.h"
#include "rulesets/roguelike/energy_kinds.h"
#include "rulesets/roguelike/kinds.h"

#include <QtTest>

#include <algorithm>

using namespace ts;
using namespace ts::test;
using namespace ts::roguelike;

namespace {

// A Run-table scenario: the map, the units (JSON objects), the turns. Every Player unit
// waits (its script), so only the AI and the table rules act.
QString runTable(const QString& map, const QString& units, int turns)
{
    return QString::fromUtf8(
               R"({"ruleset": "roguelike", "name": "why not", "seed": 1, "turns": %1, "map": %2, "units": [%3]})")
        .arg(turns)
        .arg(map, units);
}

const QString kWaits = QString::fromUtf8(
    R"("script": [{"do": "wait"}, {"do": "wait"}, {"do": "wait"}, {"do": "wait"}, {"do": "wait"}, {"do": "wait"}])");
// The Orc at (1,3) is walled in, two cells below the Player at (1,1).
const QString kPocket = QString::fromUtf8(R"(["#######", "#.....#", "#####.#", "#.#####", "#######"])");
// (1,1) and (2,2) are diagonal neighbours past the wall corner at (2,1).
const QString kCorner = QString::fromUtf8(R"(["#####", "#.#.#", "#...#", "#####"])");
const QString kOpenMap = QString::fromUtf8(R"(["##########", "#........#", "#........#", "#........#", "##########"])");

QString unit(const char* name, const char* faction, const char* speed, int x, int y, const QString& extra = {})
{
    return QString::fromUtf8(
               R"({"name": "%1", "faction": "%2", "speed": %3, "hp": 1000, "attack": 1, "at": [%4, %5]%6})")
        .arg(QLatin1String(name), QLatin1String(faction), QLatin1String(speed))
        .arg(x)
        .arg(y)
        .arg(extra.isEmpty() ? QString() : QStringLiteral(", ") + extra);
}

// Seed 003's two speeds on the erf table: the Tortoise (speed 50) and the Hare (120) rest.
QString energyScenario()
{
    const QString actor = QString::fromUtf8(
        R"({"name": "%1", "faction": "friend", "speed": %2, "at": [%3, 1], "brain": {"kind": "script", "plans": [[{"do": "rest"}]], "then": "repeat"}})");
    return QString::fromUtf8(
               R"({"ruleset": "roguelike", "name": "why not", "seed": 1, "scheduler": "energy", "energyTable": "erf", "visits": 4, "map": ["#######", "#.....#", "#######"], "units": [%1, %2]})")
        .arg(actor.arg(QStringLiteral("Tortoise")).arg(50).arg(1), actor.arg(QStringLiteral("Hare")).arg(120).arg(5));
}

std::unique_ptr<Session> runText(const QString& text)
{
    const LoadedScenario s = parseScenarioText(text.toStdString(), "why-not.json");
    auto session = std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed);
    session->run();
    return session;
}

}  // namespace

class TestWhyNot : public QObject {
    Q_OBJECT
private slots:
    void reasonTraced_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("clause");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("candidate");  // subject[0]
        QTest::addColumn<QString>("concerns");  // subject[1] ("" = none)
        QTest::addColumn<QList<int>>("args");

        // 000:tokens/skip + 000:tokens/slow: a slow unit has no token on turn 1 (every second
        // turn only): its slot in Run 1 is skipped, holding 0 tokens.
        QTest::addRow("slot skipped: no action token") << runTable(kOpenMap,
                                                                   unit("Player", "player", "1", 1, 1, kWaits) + "," +
                                                                       unit("Snail", "enemy", "\"slow\"", 8, 3, kWaits),
                                                                   2)
                                                       << "roguelike.slot-skipped"
                                                       << "000:tokens/skip" << 3 << "Snail"
                                                       << "" << QList<int>{1, int(SkipReason::NoToken), 0, 0};
        // 000:table/order: the Goblin is killed by the Player's manual action in Run 1; its
        // row (built at turn start) comes up in the AI phases and is skipped, dead.
        QTest::addRow("slot skipped: dead")
            << runTable(
                   kOpenMap,
                   QString::fromUtf8(
                       R"({"name": "Player", "faction": "player", "speed": 1, "hp": 1000, "attack": 5000, "at": [1, 1], "script": [{"do": "attack", "target": "Goblin"}]})") +
                       "," + unit("Goblin", "enemy", "1", 2, 1) + "," + unit("Orc", "enemy", "1", 8, 3, kWaits),
                   1)
            << "roguelike.slot-skipped"
            << "000:table/order" << 3 << "Goblin"
            << "" << QList<int>{1, int(SkipReason::Dead), 1, 0};
        // 000:run/minor: an adjacent AI unit wants an attack, a major action: it passes phase 2.
        QTest::addRow("minor pass: wants a major action")
            << runTable(kOpenMap, unit("Player", "player", "1", 1, 1, kWaits) + "," + unit("Orc", "enemy", "1", 2, 1),
                        1)
            << "roguelike.minor-pass"
            << "000:run/minor" << 3 << "Orc"
            << "" << QList<int>{int(MinorPassReason::WantsMajor), 0, 0, 0};
        // 000:run/minor: an AI unit walled in has no move that brings it closer.
        QTest::addRow("minor pass: no move")
            << runTable(kPocket, unit("Player", "player", "1", 1, 1, kWaits) + "," + unit("Orc", "enemy", "1", 1, 3), 1)
            << "roguelike.minor-pass"
            << "000:run/minor" << 3 << "Orc"
            << "" << QList<int>{int(MinorPassReason::NoMove), 0, 0, 0};
        // 000:merge, the seed's second merge table (Player x2): Enemy x3's Run 3 merges into
        // Run 2, but Run 2 does not merge into Run 1: the Player acts in Run 2.
        QTest::addRow("merge held: the Player acts in that Run")
            << runTable(kOpenMap, unit("Player", "player", "2", 1, 1, kWaits) + "," + unit("Enemy", "enemy", "3", 8, 3),
                        1)
            << "roguelike.merge-held"
            << "000:merge" << 2 << "Enemy"
            << "Player" << QList<int>{int(MergeHeldReason::PlayerActs), 2, 1, 2};
        // 000:run/major: the walled-in Orc's major action is a wait: its opponent is 2 away.
        QTest::addRow("no attack: nobody adjacent")
            << runTable(kPocket, unit("Player", "player", "1", 1, 1, kWaits) + "," + unit("Orc", "enemy", "1", 1, 3), 1)
            << "roguelike.no-attack"
            << "000:run/major" << 4 << "Orc"
            << "Player" << QList<int>{int(NoAttackReason::NotAdjacent), 2, 0, 0};
        // 000:run/major: diagonal neighbours past a wall corner cannot attack each other.
        QTest::addRow("no attack: past a wall corner")
            << runTable(kCorner, unit("Player", "player", "1", 1, 1, kWaits) + "," + unit("Orc", "enemy", "1", 2, 2), 1)
            << "roguelike.no-attack"
            << "000:run/major" << 4 << "Orc"
            << "Player" << QList<int>{int(NoAttackReason::WallCorner), 1, 0, 0};
        // 000:attacks/limited: x2 with one attack per turn, merged into Run 1 (xx): the second
        // major action finds no attack left although the Player is adjacent.
        QTest::addRow("no attack: no attacks left")
            << runTable(kOpenMap,
                        unit("Player", "player", "1", 1, 1, kWaits) + "," +
                            unit("Wolf", "enemy", "2", 2, 1, QString::fromUtf8(R"("attacksPerTurn": 1)")),
                        1)
            << "roguelike.no-attack"
            << "000:run/major" << 4 << "Wolf"
            << "Player" << QList<int>{int(NoAttackReason::NoAttacksLeft), 1, 1, 0};
        // 000:run/major: a Friend with no Enemy on the map has nobody to attack.
        QTest::addRow("no attack: no opponent")
            << runTable(kOpenMap, unit("Player", "player", "1", 1, 1, kWaits) + "," + unit("Dog", "friend", "1", 5, 2),
                        1)
            << "roguelike.no-attack"
            << "000:run/major" << 4 << "Dog"
            << "" << QList<int>{int(NoAttackReason::NoOpponent), 0, 0, 0};
        // 003:energy/act: the Tortoise (speed 50, erf table) gains 56: 56 < 100, its rest waits.
        QTest::addRow("energy: below the action cost")
            << energyScenario() << "roguelike.energy-short"
            << "003:energy/act" << 2 << "Tortoise"
            << ""
            << QList<int>{int(WaitReason::EnergyBelowCost), 56, 100, encodeAction(EnergyAction{EnAction::Rest, 0, 1})};
    }

    void reasonTraced()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, kind);
        QFETCH(QString, clause);
        QFETCH(int, depth);
        QFETCH(QString, candidate);
        QFETCH(QString, concerns);
        QFETCH(QList<int>, args);
        const auto session = runText(scenario);
        const Trace& t = session->trace();
        const EntityId who = entityId(t, candidate.toStdString());
        const auto at = findEvent(t, kind.toStdString(), 0, [&](const Event& x) { return x.subject[0] == who; });
        QVERIFY2(at, "the NotApplied event is traced");
        const Event e = t.at(*at);
        QVERIFY(isNotApplied(e));
        QCOMPARE(QString::fromStdString(t.clauseNames[e.clause]), clause);
        QCOMPARE(int(e.depth), depth);
        QCOMPARE(QString::fromStdString(t.entityName(e.subject[1])), concerns);
        QCOMPARE((QList<int>{e.arg[0], e.arg[1], e.arg[2], e.arg[3]}), args);
        // The rule that considered it: the nearest earlier event one level up, in the same step.
        const auto rejected = notAppliedInStep(t, *at);
        const auto it =
            std::find_if(rejected.begin(), rejected.end(), [&](const NotAppliedEntry& n) { return n.seq == *at; });
        QVERIFY2(it != rejected.end(), "notAppliedInStep lists it");
        // A slot of the Run table is an engine step of its own: a skipped slot or a passed
        // minor phase is the whole step, and the rule that considered it (the phase) is the
        // step before; the kernel then names the step's first event, the rejection itself.
        Seq parent = it->consideredBy;
        if (parent == *at) {
            QCOMPARE(engineStepAt(t, *at).first, *at);
            while (parent > 0 && t.at(parent).depth >= depth)
                --parent;
        }
        QVERIFY(parent < *at);
        QCOMPARE(int(t.at(parent).depth), depth - 1);
        // Its line says what was considered and why, naming the candidate.
        const KindInfo* info = KindRegistry::instance().find(e.kind);
        QVERIFY(info && info->outcome == RuleOutcome::NotApplied);
        const RenderContext render(t, &session->ruleset());
        QVERIFY(QString::fromStdString(render.line(e)).contains(candidate));
    }

    // The slow-tokens sample: the Snail's skipped slots (turns 1, 3, 5) are the nearest
    // considerations of 000:tokens/skip, and of the Snail, around a cursor on turn 3.
    void nearestConsiderations_data()
    {
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("entity");
        QTest::addRow("by clause") << "000:tokens/skip"
                                   << "";
        QTest::addRow("by entity") << ""
                                   << "Snail";
    }

    void nearestConsiderations()
    {
        QFETCH(QString, clause);
        QFETCH(QString, entity);
        const auto session = runScenarioFile("slow-tokens.json");
        const Trace& t = session->trace();
        const auto skips = eventsOfKind(t, "roguelike.slot-skipped");
        QCOMPARE(skips.size(), std::size_t(3));  // turns 1, 3 and 5
        RuleQuery q;
        q.clause = clause.toStdString();
        q.entity = entity.isEmpty() ? kNoEntity : entityId(t, entity.toStdString());
        const auto near = ts::nearestConsiderations(t, skips[1], q, 2);
        QVERIFY(near.complete);
        QVERIFY(!near.after.empty());
        QCOMPARE(near.after.front().seq, skips[1]);  // at the cursor: the turn 3 skip
        QVERIFY(!near.after.front().applied);
        if (!clause.isEmpty()) {
            // Only skips cite 000:tokens/skip: before it the turn 1 skip, after it turn 5's.
            QCOMPARE(near.before.size(), std::size_t(1));
            QCOMPARE(near.before.front().seq, skips[0]);
            QCOMPARE(near.after.size(), std::size_t(2));
            QCOMPARE(near.after[1].seq, skips[2]);
        } else {
            // The Snail's nearest considerations before turn 3's skip: its applied rules of
            // turn 2 (its tokens, its wait), never a skip.
            QCOMPARE(near.before.size(), std::size_t(2));
            for (const Consideration& c : near.before) {
                QVERIFY(c.applied);
                QVERIFY(t.at(c.seq).concerns(q.entity));
            }
        }
    }

    // The energy loop: at a visit where the actor waits, the energy-short event replaces the
    // check (one event per visit, never both), and the actor is found by an entity query.
    void energyShortReplacesTheCheck()
    {
        const auto session = runEnergyLike();
        const Trace& t = session->trace();
        const auto visits = eventsOfKind(t, "roguelike.visit");
        const auto checks = eventsOfKind(t, "roguelike.energy-check");
        const auto shorts = eventsOfKind(t, "roguelike.energy-short");
        QVERIFY(!shorts.empty());
        QCOMPARE(checks.size() + shorts.size(), visits.size());
        for (Seq c : checks)
            QCOMPARE(t.at(c).arg[2], 1);
        RuleQuery q;
        q.entity = entityId(t, "Tortoise");
        q.clause = "003:energy/act";
        const auto near = ts::nearestConsiderations(t, t.size(), q, 8);
        QVERIFY(!near.before.empty());
        bool sawWait = false, sawAct = false;
        for (const Consideration& c : near.before)
            (c.applied ? sawAct : sawWait) = true;
        QVERIFY(sawWait && sawAct);
    }

private:
    static std::unique_ptr<Session> runEnergyLike() { return runScenarioFile("energy-speeds-erf.json"); }
};

TURNSCOPE_TEST_MAIN(TestWhyNot)
#include "tst_roguelike_why_not.moc"
