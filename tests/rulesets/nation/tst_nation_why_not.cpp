// "Why not?" (issue 13): wherever a nation rule considered candidates and applied only
// some, the rejected ones are traced as NotApplied events one level below the rule's event,
// with the rule's clause, the candidate as subject[0], whom it concerns as subject[1] and a
// reason code. Each case is a stage where the seed's rule rejects that candidate.
#include "test_main.h"

#include "nation_test_support.h"

#include "kernel/kinds.h"
#include "kernel/session/why_not.h"
#include "why_not_checks.h"

#include <algorithm>
#include <optional>

using namespace ts;
using namespace ts::nation;
using namespace ts::test;

namespace {

EntityId entityNamed(const Trace& t, const std::string& name)
{
    for (std::size_t i = 0; i < t.entityNames.size(); ++i)
        if (t.entityNames[i] == name)
            return static_cast<EntityId>(i);
    return kNoEntity;
}

// The first event of `kind` whose subjects are (s0, s1) and that `pick` accepts.
template <typename Pick>
std::optional<Seq> firstEvent(const Trace& t, std::string_view kind, EntityId s0, EntityId s1, Pick pick)
{
    const KindId k = kindIdIn(t, kind);
    for (Seq q = 0; q < t.size(); ++q) {
        const Event& e = t.at(q);
        if (e.kind == k && e.subject[0] == s0 && e.subject[1] == s1 && pick(e))
            return q;
    }
    return std::nullopt;
}

// One NPC nation "A" whose unit U1 holds the states of 001:4.4-2's conditions.
json queueStage()
{
    json doc = baseStage();
    doc["states"] = json::array({
        stateDef("Passive", {{"passive", true}}),
        stateDef("Late", {{"timings", {"TurnEnd"}}}),
        stateDef("Spent", {{"remainings", 0}, {"timings", {"TurnStart"}}}),
        stateDef("Remover",
                 {{"remainings", 1},
                  {"timings", {"TurnStart"}},
                  {"effects", {{{"do", "remove-state"}, {"target", "self"}, {"state", "Victim"}}}}}),
        stateDef("Victim", {{"timings", {"TurnStart"}}}),
    });
    json a = nationOf("A", 1, 10, json::array({unitAt("U1", "front", 0)}));
    a["units"][0]["states"] = {"Passive", "Late", "Spent", "Remover", "Victim"};
    doc["nations"] = {a};
    return doc;
}

}  // namespace

class TstNationWhyNot : public QObject {
    Q_OBJECT
private slots:
    // 001:4.4-2: a popped state fires only if still held, not passive, at its timing, with
    // triggers left; each other outcome is a state not fired, at the TurnStart processing.
    void stateNotFired_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("clause");
        QTest::addRow("passive") << "Passive" << int(NotFiredReason::Passive) << "001:4.4/2";
        QTest::addRow("wrong timing") << "Late" << int(NotFiredReason::WrongTiming) << "001:4.4/2";
        QTest::addRow("no triggers left") << "Spent" << int(NotFiredReason::NoRemainings) << "001:4.4/2";
        QTest::addRow("removed before its pop") << "Victim" << int(NotFiredReason::Removed) << "001:4.2/fixed";
    }
    void stateNotFired()
    {
        QFETCH(QString, state);
        QFETCH(int, reason);
        QFETCH(QString, clause);
        const auto s = sessionOf(queueStage());
        const Trace& t = s->trace();
        const EntityId st = entityNamed(t, "state:" + state.toStdString()), holder = entityNamed(t, "U1");
        const auto seq = firstEvent(t, "nation.state-not-fired", st, holder,
                                    [](const Event& e) { return e.arg[1] == int(Timing::TurnStart); });
        QVERIFY(seq);
        checkNotApplied(t, *seq, clause, reason, "nation.queue-pop");
        QCOMPARE(t.at(*seq - 1).arg[0], int(st));  // the pop of that very state
        // The state that fired (Remover) is never traced as not fired at TurnStart.
        QVERIFY(!firstEvent(t, "nation.state-not-fired", entityNamed(t, "state:Remover"), holder,
                            [](const Event& e) { return e.arg[1] == int(Timing::TurnStart); }));
    }

    // 001:3.3.5.3.2-3.1..3.5: each candidate range checked in order and found without a
    // living unit (or outside Front..Back) is rejected before the chosen one.
    void rangeRejected_data()
    {
        QTest::addColumn<QString>("targetRow");
        QTest::addColumn<int>("targetSlot");
        QTest::addColumn<QString>("defenders");  // row:slot of B's units
        QTest::addColumn<QString>("rejected");  // candidate:reason of each rejected range, in order
        QTest::addRow("normal empty, one behind taken") << "front" << 2 << "front:0,middle:2"
                                                        << "0:0";
        QTest::addRow("behind is outside, one in front taken") << "back" << 0 << "front:1,middle:0"
                                                               << "0:0,1:1,2:1";
        QTest::addRow("only two in front left") << "back" << 1 << "front:1"
                                                << "0:0,1:1,2:1,3:0";
    }
    void rangeRejected()
    {
        QFETCH(QString, targetRow);
        QFETCH(int, targetSlot);
        QFETCH(QString, defenders);
        QFETCH(QString, rejected);
        json doc = baseStage();
        doc["skills"].push_back(
            {{"id", "Aim"}, {"priority", 9}, {"target", {{"row", targetRow.toStdString()}, {"slots", {targetSlot}}}}});
        json a = nationOf("A", 1, 10, json::array({unitAt("Archer", "front", 0, 10, 1, json::array({"Aim"}))}));
        a["npc"] = false;
        a["hostiles"] = {"B"};
        a["script"] = {{{"do", "battle"}, {"target", "B"}}};
        json units = json::array();
        int k = 0;
        for (const QString& d : defenders.split(QLatin1Char(',')))
            units.push_back(unitAt("D" + std::to_string(k++), d.section(QLatin1Char(':'), 0, 0).toStdString(),
                                   d.section(QLatin1Char(':'), 1, 1).toInt(), 100, 0, json::array()));
        doc["nations"] = {a, nationOf("B", 2, 10, units)};
        const auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const EntityId archer = entityNamed(t, "Archer"), b = entityNamed(t, "B");
        const KindId k2 = kindIdIn(t, "nation.range-rejected");
        QStringList got;
        std::optional<Seq> first;
        for (Seq q = 0; q < t.size(); ++q) {
            const Event& e = t.at(q);
            if (e.kind != k2 || e.subject[0] != archer)
                continue;
            QCOMPARE(e.subject[1], b);
            QCOMPARE(e.arg[3], 1);  // the pattern's one slot
            got << QStringLiteral("%1:%2").arg(e.arg[1]).arg(e.arg[0]);
            if (!first)
                first = q;
        }
        QCOMPARE(got.join(QLatin1Char(',')), rejected);
        QVERIFY(first);
        checkNotApplied(t, *first, QStringLiteral("001:3.3.5.3.2/3.1"), int(RangeRejectReason::NoLivingUnit),
                        "nation.target-candidate");
    }

    // The cost rule: in the four processings of each attack, a state skipped for its master
    // data (passive, not this timing) is left to its pop's outcome; one that was due and
    // did not fire (no triggers left) is traced there too.
    void perAttackProcessingsTraceOnlyDueStates()
    {
        json doc = baseStage();
        doc["states"] =
            json::array({stateDef("Late", {{"timings", {"TurnEnd"}}}), stateDef("Aloof", {{"passive", true}}),
                         stateDef("Spent", {{"remainings", 0}, {"timings", {"BeforeAttack"}}})});
        json a = nationOf("A", 1, 10, json::array({unitAt("U1", "front", 0)}));
        a["npc"] = false;
        a["hostiles"] = {"B"};
        a["script"] = {{{"do", "battle"}, {"target", "B"}}};
        a["units"][0]["states"] = {"Late", "Aloof", "Spent"};
        doc["nations"] = {a, nationOf("B", 2, 10, json::array({unitAt("D", "front", 0, 100, 0, json::array())}))};
        const auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const EntityId u1 = entityNamed(t, "U1");
        auto at = [&](const char* state, Timing timing) {
            return firstEvent(t, "nation.state-not-fired", entityNamed(t, std::string("state:") + state), u1,
                              [&](const Event& e) { return e.arg[1] == int(timing); });
        };
        // The pops happened (the queue names their outcomes) ...
        const KindId pop = kindIdIn(t, "nation.queue-pop");
        bool wrongTimingPopped = false;
        for (Seq q = 0; q < t.size(); ++q)
            wrongTimingPopped = wrongTimingPopped ||
                (t.at(q).kind == pop && t.at(q).arg[2] == int(QueueOutcome::SkippedWrongTiming) &&
                 t.at(q).subject[0] == u1);
        QVERIFY(wrongTimingPopped);
        // ... but only the due one is traced as not fired inside the attack.
        QVERIFY(!at("Late", Timing::BeforeAttack));
        QVERIFY(!at("Aloof", Timing::AttackStart));
        const auto spent = at("Spent", Timing::BeforeAttack);
        QVERIFY(spent);
        checkNotApplied(t, *spent, QStringLiteral("001:4.4/2"), int(NotFiredReason::NoRemainings), "nation.queue-pop");
        // Outside the attacks every reason is traced.
        QVERIFY(at("Late", Timing::BattleStart));
        QVERIFY(at("Aloof", Timing::BattleStart));
    }

    // 3.3.2 / 3.3.3-3: a command is selectable with a remaining domestic count > 0 (domestic
    // only) and a cost within the nation's power; the others are traced as not selectable.
    void commandUnselectable_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("consideredBy");
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("power");  // the nation's power when the choice was made
        QTest::addRow("npc domestic too dear: the phase ends")
            << "npc-domestic-cost" << int(CommandRejectReason::CostOverPower) << "001:3.3.2/npc-6"
            << "nation.phase" << 50 << 10;
        QTest::addRow("npc domestic count used up")
            << "npc-domestic-count" << int(CommandRejectReason::NoDomesticLeft) << "001:3.3.2/npc-6"
            << "nation.phase" << 0 << 11;
        QTest::addRow("npc: the dear one beside the chosen one")
            << "npc-domestic-beside" << int(CommandRejectReason::CostOverPower) << "001:3.3.2/npc-1"
            << "nation.npc-choice" << 50 << 10;
        QTest::addRow("npc action too dear")
            << "npc-action-cost" << int(CommandRejectReason::CostOverPower) << "001:3.3.3/3"
            << "nation.npc-choice" << 50 << 10;
        QTest::addRow("player answer too dear")
            << "player-cost" << int(CommandRejectReason::CostOverPower) << "001:3.3.2/player-1#rejected"
            << "nation.answer-rejected" << 50 << 10;
    }
    void commandUnselectable()
    {
        QFETCH(QString, setup);
        QFETCH(int, reason);
        QFETCH(QString, clause);
        QFETCH(QString, consideredBy);
        QFETCH(int, cost);
        QFETCH(int, power);
        json doc = baseStage();
        doc["commands"] = {{{"id", "Dear"}, {"cost", 50}, {"effects", {{{"do", "change-power"}, {"amount", 1}}}}},
                           {{"id", "Free"}, {"effects", {{{"do", "change-power"}, {"amount", 1}}}}}};
        json a = nationOf("A", 1, 10, json::array({unitAt("U1", "front", 0)}));
        std::string subject = "Dear";
        if (setup == QLatin1String("npc-domestic-cost")) {
            a["domestic"] = {"Dear"};
        } else if (setup == QLatin1String("npc-domestic-count")) {
            a["domestic"] = {"Free"};  // domesticCount 1: run once, then used up
            subject = "Free";
        } else if (setup == QLatin1String("npc-domestic-beside")) {
            a["domestic"] = {"Dear", "Free"};
        } else if (setup == QLatin1String("npc-action-cost")) {
            a["actions"] = {"Dear"};
        } else {
            a["npc"] = false;
            a["domestic"] = {"Dear"};
            a["script"] = {{{"do", "domestic"}, {"command", "Dear"}}, {{"do", "end-turn"}}};
        }
        doc["nations"] = {a};
        const auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const auto seq =
            firstEvent(t, "nation.command-unselectable", entityNamed(t, "command:" + subject), entityNamed(t, "A"),
                       [&](const Event& e) { return QString::fromStdString(t.clauseName(e.clause)) == clause; });
        QVERIFY(seq);
        checkNotApplied(t, *seq, clause, reason, consideredBy.toLatin1().constData());
        QCOMPARE(t.at(*seq).arg[1], cost);
        QCOMPARE(t.at(*seq).arg[2], power);
        if (reason == int(CommandRejectReason::NoDomesticLeft))
            QCOMPARE(t.at(*seq).arg[3], 0);
    }

    // 001:3.3.2/npc-2: the best score wins, ties go to the first command; every other
    // previewed command is traced with its score and the winner's.
    void npcNotChosen_data()
    {
        QTest::addColumn<int>("first");  // power added by C0
        QTest::addColumn<int>("second");  // power added by C1
        QTest::addColumn<QString>("loser");
        QTest::addColumn<int>("reason");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("winnerScore");
        // Power 100, ratio 1, Front: one unit of 10 HP + 5 attack = 15.
        QTest::addRow("lower score") << 5 << 10 << "C0" << int(NpcRejectReason::LowerScore) << 120 << 125;
        QTest::addRow("tie: the later one loses")
            << 7 << 7 << "C1" << int(NpcRejectReason::TieLaterInList) << 122 << 122;
    }
    void npcNotChosen()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(QString, loser);
        QFETCH(int, reason);
        QFETCH(int, score);
        QFETCH(int, winnerScore);
        json doc = baseStage();
        doc["commands"] = {{{"id", "C0"}, {"effects", {{{"do", "change-power"}, {"amount", first}}}}},
                           {{"id", "C1"}, {"effects", {{{"do", "change-power"}, {"amount", second}}}}}};
        json a = nationOf("A", 1, 100, json::array({unitAt("U1", "front", 0, 10, 5)}));
        a["domestic"] = {"C0", "C1"};
        doc["nations"] = {a};
        const auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const auto seq = firstEvent(t, "nation.npc-not-chosen", entityNamed(t, "command:" + loser.toStdString()),
                                    entityNamed(t, "A"), [](const Event&) { return true; });
        QVERIFY(seq);
        checkNotApplied(t, *seq, QStringLiteral("001:3.3.2/npc-2"), reason, "nation.npc-choice");
        QCOMPARE(t.at(*seq).arg[1], score);
        QCOMPARE(t.at(*seq).arg[2], winnerScore);
        const std::string winner = loser == QLatin1String("C0") ? "command:C1" : "command:C0";
        QCOMPARE(t.at(*seq).arg[3], int(entityNamed(t, winner)));
        // Exactly one loser in a two-command choice.
        QCOMPARE(eventsOf(t, "nation.npc-not-chosen").size(), std::size_t(1));
    }

    // The question form's query: by clause and by entity, nearest before and after a cursor.
    void nearestConsiderationsByClauseAndEntity()
    {
        const auto s = sessionOf(queueStage());
        const Trace& t = s->trace();
        // A state that never fires: every consideration of it is a rejection.
        const EntityId passive = entityNamed(t, "state:Passive");
        const auto byEntity = nearestConsiderations(t, t.size() / 2, RuleQuery{{}, passive}, 3);
        QVERIFY(byEntity.complete);
        QVERIFY(!byEntity.before.empty());
        QVERIFY(!byEntity.after.empty());
        for (const auto* side : {&byEntity.before, &byEntity.after})
            for (const Consideration& c : *side) {
                QVERIFY(!c.applied);
                QCOMPARE(QString::fromStdString(t.kindName(t.at(c.seq).kind)),
                         QStringLiteral("nation.state-not-fired"));
            }
        QVERIFY(byEntity.before.front().seq < t.size() / 2);
        QVERIFY(byEntity.after.front().seq >= t.size() / 2);
        // 001:4.4/2 is both applied (the pops, the firing) and rejected (states not fired).
        const auto byClause = nearestConsiderations(t, t.size(), RuleQuery{"001:4.4/2", kNoEntity}, 200);
        QVERIFY(byClause.after.empty());
        const auto applied = std::count_if(byClause.before.begin(), byClause.before.end(),
                                           [](const Consideration& c) { return c.applied; });
        QVERIFY(applied > 0);
        QVERIFY(applied < static_cast<long>(byClause.before.size()));
        for (const Consideration& c : byClause.before)
            QCOMPARE(QString::fromStdString(t.clauseName(t.at(c.seq).clause)), QStringLiteral("001:4.4/2"));
    }
};

TURNSCOPE_TEST_MAIN(TstNationWhyNot)
#include "tst_nation_why_not.moc"
