// 004:interrupt/*: an execution that defeats the active character raises an interrupt; the
// rest of the queue is saved (the interrupting event's answers are not: the seed saves q
// before q = elist + q), the phase becomes DeathSwap and the game waits in a stable state;
// after the player's choice the saved queue comes back with the phase it left, and
// processing goes on exactly where it stopped.
#include "events_test_support.h"
#include "test_main.h"

using namespace ts;
using namespace ts::test;
using events::EvKind;
using events::PhaseId;

namespace {

QStringList kindsOf(const events::EventsGame& g, const std::vector<std::int32_t>& headLast)
{
    QStringList out;
    for (auto it = headLast.rbegin(); it != headLast.rend(); ++it)
        out << QString::fromStdString(
            std::string(events::evKindName(g.state().tree[static_cast<std::size_t>(*it)].ev.kind)));
    return out;
}

// Alice jabs Bob's active Noelle (1 HP) with a skill that also hits everyone: the first
// damage defeats Noelle, the others are left in the queue.
json lethalScenario()
{
    json doc = baseScenario();
    doc["skills"].push_back(
        {{"id", "Sweep"},
         {"effects",
          {{{"do", "damage"}, {"amount", 1}}, {{"do", "damage"}, {"amount", 1}, {"target", "opponent-all"}}}}});
    doc["characters"][0]["skills"] = {"Jab", "Sweep"};
    doc["buffs"] = {
        {{"id", "Grudge"}, {"reactions", {{{"on", "damage"}, {"character", "own"}, {"effects", {{{"do", "draw"}}}}}}}}};
    doc["players"][1]["characters"] = {{{"id", "Noelle"}, {"hp", 1}}, "Sucrose"};
    doc["players"][1]["teamBuffs"] = {"Grudge"};
    doc["players"][0]["script"].push_back(line("skill", "skill", "Sweep"));
    doc["players"][1]["script"].push_back(line("choose", "character", "Sucrose"));
    return doc;
}

}  // namespace

class TestEventsInterrupt : public QObject {
    Q_OBJECT
private slots:
    void raiseSaveRecover()
    {
        auto s = sessionOf(lethalScenario());
        const Trace& t = s->trace();
        const auto interrupts = seqsOf(t, "events.interrupt");
        QCOMPARE(interrupts.size(), std::size_t(1));
        const Seq save = seqsOf(t, "events.save").at(0);
        // Raised by the execution of the damage that defeated the active character.
        const auto raised = stateOf(*s, interrupts[0]);
        QCOMPARE(raised.tree[static_cast<std::size_t>(t.at(interrupts[0]).arg[0])].ev.kind, EvKind::Damage);
        QCOMPARE(t.at(interrupts[0]).arg[1], static_cast<int>(PhaseId::Combat));
        // Saved: the rest of the queue, head first: the second damage on Noelle and the one on
        // Sucrose, then skill-over and pass-turn. Grudge's answer to the lethal damage is dropped.
        const auto atGame = s->stateAt(save);
        const auto& at = asEvents(*atGame);
        QCOMPARE(at.state().phase, PhaseId::DeathSwap);
        QCOMPARE(at.state().saved.size(), std::size_t(1));
        QCOMPARE(kindsOf(at, at.state().saved[0].queue),
                 QStringList({QStringLiteral("damage"), QStringLiteral("damage"), QStringLiteral("skill-over"),
                              QStringLiteral("pass-turn")}));
        QVERIFY(at.state().queue.empty());
        const auto dropped = seqsOf(t, "events.dropped");
        QCOMPARE(dropped.size(), std::size_t(1));
        QCOMPARE(t.at(dropped[0]).arg[1], static_cast<int>(EvKind::Draw));
        QCOMPARE(t.at(save).arg[0], 4);
        QCOMPARE(t.at(save).arg[1], 1);
        // A stable state: the game waits for Bob's choice.
        const Seq stable = seqsOf(t, "events.stable", save).at(0);
        QCOMPARE(t.at(stable).arg[0], static_cast<int>(PhaseId::DeathSwap));
        QCOMPARE(t.entityName(t.at(stable).subject[0]), std::string("Bob"));
        QCOMPARE(t.at(stable).arg[3], 1);
        // Recover: the choice runs, then the saved queue exactly as it was, in the old phase.
        const Seq recover = seqsOf(t, "events.recover").at(0);
        QCOMPARE(t.at(recover).arg[0], 4);
        QCOMPARE(t.at(recover).arg[1], static_cast<int>(PhaseId::Combat));
        const auto after = stateOf(*s, recover + 2);
        QCOMPARE(after.phase, PhaseId::Combat);
        QVERIFY(after.saved.empty());
        QCOMPARE(after.queue, at.state().saved[0].queue);
        QCOMPARE(after.players[1].active, 1);
        // Where it stopped: the next pops are the saved events in order.
        const auto span = instructionTree(t, events::AnswerKind::Skill);
        const QStringList p = pops(t, *span);
        // (Grudge still hears damage aimed at its defeated character, and answers first.)
        QCOMPARE(
            p.mid(p.indexOf(QStringLiteral("choose-active:Bob>Bob.Sucrose")) + 1, 4),
            QStringList({QStringLiteral("damage:Alice>Bob.Noelle"), QStringLiteral("draw:Bob"),
                         QStringLiteral("damage-over:Alice>Bob.Noelle"), QStringLiteral("damage:Alice>Bob.Sucrose")}));
    }

    // The saved second damage on Noelle finds her defeated: an answer's data is fixed when
    // it is made, so it is not redirected to the new active character.
    void savedEventsKeepTheirTargets()
    {
        auto s = sessionOf(lethalScenario());
        const Trace& t = s->trace();
        const Seq recover = seqsOf(t, "events.recover").at(0);
        const auto none = seqsOf(t, "events.no-effect", recover);
        QVERIFY(!none.empty());
        QCOMPARE(t.at(none[0]).arg[1], static_cast<int>(events::NoEffectReason::TargetDefeated));
        // The saved damage on Sucrose hits her as it was made.
        const Seq dealt = seqsOf(t, "events.damage", recover).at(0);
        QCOMPARE(t.entityName(t.at(dealt).subject[1]), std::string("Bob.Sucrose"));
        QCOMPARE(t.at(dealt).arg[2], 9);
    }

    // A second interrupt while the first choice's events run: Sucrose, chosen in DeathSwap,
    // answers her own choice with 1 damage to herself and falls. The second saved queue is
    // stacked on the first; each choice recovers its own, the newest first, and the first
    // saved events (skill-over, pass-turn) still run, in Combat.
    void interruptWhileRecovering()
    {
        json doc = baseScenario();
        doc["skills"][0]["effects"][0]["amount"] = 5;
        doc["characters"][3]["reactions"] = {{{"on", "choose-active"},
                                              {"character", "holder"},
                                              {"effects", {{{"do", "damage"}, {"amount", 1}, {"target", "holder"}}}}}};
        doc["players"][1]["characters"] = {
            {{"id", "Noelle"}, {"hp", 5}}, {{"id", "Sucrose"}, {"hp", 1}}, {{"id", "Fischl"}, {"hp", 10}}};
        doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
        doc["players"][0]["script"].push_back(line("end"));
        doc["players"][1]["script"].push_back(line("choose", "character", "Sucrose"));
        doc["players"][1]["script"].push_back(line("choose", "character", "Fischl"));
        doc["players"][1]["script"].push_back(line("end"));
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        QCOMPARE(seqsOf(t, "events.interrupt").size(), std::size_t(2));
        const auto saves = seqsOf(t, "events.save");
        QCOMPARE(saves.size(), std::size_t(2));
        const auto second = stateOf(*s, saves[1]);
        QCOMPARE(second.saved.size(), std::size_t(2));
        QCOMPARE(second.phase, PhaseId::DeathSwap);
        QCOMPARE(second.saved[0].phase, PhaseId::Combat);
        QCOMPARE(second.saved[1].phase, PhaseId::DeathSwap);
        const auto recovers = seqsOf(t, "events.recover");
        QCOMPARE(recovers.size(), std::size_t(2));
        QCOMPARE(t.at(recovers[0]).arg[1], static_cast<int>(PhaseId::DeathSwap));
        QCOMPARE(t.at(recovers[1]).arg[0], 2);
        QCOMPARE(t.at(recovers[1]).arg[1], static_cast<int>(PhaseId::Combat));
        const QStringList p = pops(t, *instructionTree(t, events::AnswerKind::Skill));
        const auto fischl = p.indexOf(QStringLiteral("choose-active:Bob>Bob.Fischl"));
        QVERIFY(fischl > p.indexOf(QStringLiteral("choose-active:Bob>Bob.Sucrose")));
        QVERIFY(p.indexOf(QStringLiteral("skill-over:Alice>Alice.Diluc")) > fischl);
        QVERIFY(p.indexOf(QStringLiteral("pass-turn:Alice")) > fischl);
        const json end = s->head().toJson();
        QCOMPARE(jsonText(end["outcome"]), jsonText(json("round-limit")));
        QCOMPARE(jsonText(end["players"][1]["active"]), jsonText(json("Fischl")));
    }

    // Only the active character's defeat interrupts; the last character's defeat ends the game.
    void whoInterrupts_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("interrupts");
        QTest::addColumn<QString>("outcome");
        QTest::addRow("the active character") << "opponent-active" << 1 << "round-limit";
        QTest::addRow("a standby character") << "opponent-next" << 0 << "round-limit";
        QTest::addRow("the last character") << "last" << 0 << "defeated";
    }
    void whoInterrupts()
    {
        QFETCH(QString, target);
        QFETCH(int, interrupts);
        QFETCH(QString, outcome);
        json doc = baseScenario();
        doc["skills"][0]["effects"][0]["amount"] = 5;
        doc["players"][1]["characters"] = {{{"id", "Noelle"}, {"hp", 5}}, {{"id", "Sucrose"}, {"hp", 5}}};
        if (target == QStringLiteral("last"))
            doc["players"][1]["characters"] = {{{"id", "Noelle"}, {"hp", 5}}};
        else
            doc["skills"][0]["effects"][0]["target"] = target.toStdString();
        doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
        doc["players"][0]["script"].push_back(line("end"));
        if (interrupts > 0)
            doc["players"][1]["script"].push_back(line("choose", "character", "Sucrose"));
        doc["players"][1]["script"].push_back(line("end"));
        auto s = sessionOf(doc);
        QCOMPARE(static_cast<int>(seqsOf(s->trace(), "events.interrupt").size()), interrupts);
        QCOMPARE(QString::fromStdString(s->head().toJson()["outcome"].get<std::string>()), outcome);
        QVERIFY(!seqsOf(s->trace(), "events.defeated").empty());
        if (outcome == QStringLiteral("defeated"))
            QCOMPARE(QString::fromStdString(s->head().toJson()["winner"].get<std::string>()), QStringLiteral("Alice"));
    }

    // An interrupt during RoundEnd: the phase's draws wait in the saved queue and run after
    // the choice, in RoundEnd again.
    void interruptInAPhase()
    {
        auto s = sessionOfSample("interrupt-saved.json");
        const Trace& t = s->trace();
        const Seq save = seqsOf(t, "events.save").at(0);
        const auto atGame = s->stateAt(save);
        const auto& at = asEvents(*atGame);
        QCOMPARE(t.at(seqsOf(t, "events.interrupt").at(0)).arg[1], static_cast<int>(PhaseId::RoundEnd));
        QCOMPARE(kindsOf(at, at.state().saved[0].queue),
                 QStringList({QStringLiteral("damage"), QStringLiteral("draw"), QStringLiteral("draw")}));
        QCOMPARE(at.state().saved[0].phase, PhaseId::RoundEnd);
        const Seq recover = seqsOf(t, "events.recover").at(0);
        QCOMPARE(asEvents(*s->stateAt(recover + 2)).state().phase, PhaseId::RoundEnd);
        // Both draws after the recovery.
        QCOMPARE(seqsOf(t, "events.card-drawn", recover).size(), std::size_t(2));
        QCOMPARE(seqsOf(t, "events.card-drawn", 0, recover).size(), std::size_t(0));
    }

    // The DeathSwap choice is a decision like any other: an illegal one (a defeated
    // character) is rejected and asked again.
    void deathSwapChoiceIsChecked()
    {
        json doc = lethalScenario();
        doc["players"][1]["script"] = {line("choose", "character", "Noelle"), line("choose", "character", "Noelle"),
                                       line("choose", "character", "Sucrose")};
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const auto rejected = seqsOf(t, "events.rejected");
        QCOMPARE(rejected.size(), std::size_t(1));
        QVERIFY(rejected[0] > seqsOf(t, "events.save").at(0));
        QCOMPARE(seqsOf(t, "events.recover").size(), std::size_t(1));
        const auto gGame = s->stateAt(seqsOf(t, "events.recover").at(0));
        const auto& g = asEvents(*gGame);
        QCOMPARE(g.state().players[1].active, 1);
    }

    // The legal answers during a DeathSwap are the living characters of the player who chooses.
    void deathSwapLegalAnswers()
    {
        json doc = lethalScenario();
        doc["playerPolicy"] = "manual";
        doc["players"][1]["script"] = {line("choose", "character", "Noelle")};
        Session s(eventsRuleset(), scenarioOf(doc), 1, SessionOptions{.policyAnswersPlayer = false});
        QCOMPARE(s.run(), Session::RunResult::WaitingForCaller);
        const auto legal = s.legalAnswers();
        QCOMPARE(legal.size(), std::size_t(1));
        QCOMPARE(legal[0].kind, static_cast<std::uint16_t>(events::AnswerKind::Choose));
        QCOMPARE(s.pendingRequest().actor, events::EventsGame::playerEntity(1));
        s.provideAnswer(legal[0]);
        QCOMPARE(s.run(), Session::RunResult::WaitingForCaller);
        QCOMPARE(seqsOf(s.trace(), "events.recover").size(), std::size_t(1));
    }
};

TURNSCOPE_TEST_MAIN(TestEventsInterrupt)
#include "tst_events_interrupt.moc"
