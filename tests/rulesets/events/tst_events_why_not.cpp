// "Why not?" (issue 13) for the events ruleset: seed 004's listen loop ("for L in listeners:
// L.listen(event)"; listen "calls the filters to drop unrelated events"). For each reason a
// listener registered for the event's kind does not hear it, a scenario where the rule drops
// it: the events.not-heard event carries 004:queue/listen, sits beside the Hear events one
// level below the pop of the event it did not hear, names the listener and the event's
// target, gives the reason and the numbers, and notAppliedInStep lists it. Reactions for
// other event kinds are never candidates (not traced); the nearest considerations of the
// clause and of the listener find the rejections around a cursor.
#include "events_test_support.h"
#include "test_main.h"
#include "trace_lookup.h"

#include "kernel/kinds.h"
#include "kernel/session/why_not.h"

#include <QtTest>

#include <algorithm>

using namespace ts;
using namespace ts::test;
using namespace ts::events;

namespace {

// Bob's Noelle holds the buff "Ear" (the reaction under test, with `usage` when given);
// Alice jabs her once (1 physical damage, a normal attack) and both end the round.
json earScenario(const std::string& reaction, int usage = -1)
{
    json doc = baseScenario();
    json r = json::parse(reaction);
    if (r.is_object())
        r = json::array({r});
    for (json& one : r)
        one["effects"] = json::array();
    json ear{{"id", "Ear"}, {"reactions", r}};
    if (usage >= 0)
        ear["usage"] = usage;
    doc["buffs"] = json::array({ear});
    doc["players"][1]["characters"] = {{{"id", "Noelle"}, {"buffs", {"Ear"}}}};
    doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
    doc["players"][0]["script"].push_back(line("end"));
    doc["players"][1]["script"].push_back(line("end"));
    return doc;
}

// Bob's Noelle (1 HP) listens for skill-over herself; Alice's jab defeats her: the interrupt
// saves the queue (the jab's skill-over), Bob chooses Sucrose in the DeathSwap, and the
// recovered skill-over comes to a defeated listener.
json defeatedScenario()
{
    json doc = baseScenario();
    doc["characters"][2]["hp"] = 1;
    doc["characters"][2]["reactions"] = json::array({json{{"on", "skill-over"}, {"effects", json::array()}}});
    doc["players"][1]["characters"] = {"Noelle", "Sucrose"};
    doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
    doc["players"][0]["script"].push_back(line("end"));
    doc["players"][1]["script"].push_back(line("choose", "character", "Sucrose"));
    doc["players"][1]["script"].push_back(line("end"));
    return doc;
}

// The nearest earlier event of smaller depth: the rule step that considered the listener.
Seq consideringEvent(const Trace& t, Seq at)
{
    const auto entries = notAppliedInStep(t, at);
    const auto it = std::find_if(entries.begin(), entries.end(), [&](const NotAppliedEntry& n) { return n.seq == at; });
    if (it == entries.end())
        return at;  // not listed: the caller's check fails
    // Each listener that hears is an engine step of its own: the pop is an earlier step, and
    // the kernel then names the step's first event (at the rejection's depth or below).
    Seq parent = it->consideredBy;
    if (t.at(parent).depth >= t.at(at).depth)
        for (parent = at; parent > 0 && t.at(parent).depth >= t.at(at).depth;)
            --parent;
    return parent;
}

}  // namespace

class TestEventsWhyNot : public QObject {
    Q_OBJECT
private slots:
    void notHeard_data()
    {
        QTest::addColumn<QString>("scenario");  // JSON
        QTest::addColumn<QString>("listener");  // subject[0]'s name
        QTest::addColumn<int>("reason");
        QTest::addColumn<int>("has");
        QTest::addColumn<int>("wants");
        const auto ear = [](const char* reaction, int usage = -1) { return jsonText(earScenario(reaction, usage)); };
        const int own = int(Relation::Own), opponent = int(Relation::Opponent);
        QTest::addRow("player: Alice's damage, the filter wants its own player's")
            << ear(R"({"on": "damage", "player": "own"})") << "buff:Ear" << int(NotHeardReason::Player) << opponent
            << own;
        QTest::addRow("target: Noelle (character 0) hit, the filter wants the opponent's")
            << ear(R"({"on": "damage", "character": "opponent"})") << "buff:Ear" << int(NotHeardReason::Target) << 0
            << opponent;
        QTest::addRow("source: Diluc's damage, the filter wants its holder's")
            << ear(R"({"on": "damage", "source": "holder"})") << "buff:Ear" << int(NotHeardReason::Source) << 0
            << int(Relation::Holder);
        QTest::addRow("element: physical, the filter wants pyro")
            << ear(R"({"on": "damage", "elements": ["pyro"]})") << "buff:Ear" << int(NotHeardReason::Element)
            << element::Physical << (1 << element::Pyro);
        QTest::addRow("normal: a normal attack, the filter wants another skill")
            << ear(R"({"on": "use-skill", "normal": false})") << "buff:Ear" << int(NotHeardReason::Normal) << 1 << 0;
        QTest::addRow("plunging: not plunging, the filter wants a plunging attack")
            << ear(R"({"on": "use-skill", "plunging": true})") << "buff:Ear" << int(NotHeardReason::Plunging) << 0 << 1;
        QTest::addRow("phase: GameStart, the filter wants Combat")
            << ear(R"({"on": "phase", "phase": "Combat"})") << "buff:Ear" << int(NotHeardReason::Phase)
            << int(PhaseId::GameStart) << int(PhaseId::Combat);
        QTest::addRow("defeated: Noelle survives, the filter wants her defeated")
            << ear(R"({"on": "damage-over", "defeated": true})") << "buff:Ear" << int(NotHeardReason::Defeated) << 0
            << 1;
        QTest::addRow("usage short: 1 left, the reaction spends 2")
            << ear(R"({"on": "damage", "consume": 2})", 1) << "buff:Ear" << int(NotHeardReason::UsageShort) << 1 << 2;
        // The first reaction spends the last usage; the second, on the same event, finds none.
        QTest::addRow("used up: the first reaction spent the last usage")
            << ear(R"([{"on": "damage", "consume": 1}, {"on": "damage"}])", 1) << "buff:Ear"
            << int(NotHeardReason::UsedUp) << 0 << 1;
        QTest::addRow("holder defeated: Noelle's own reaction after her defeat")
            << jsonText(defeatedScenario()) << "Bob.Noelle" << int(NotHeardReason::HolderDefeated) << 1 << 0;
    }

    void notHeard()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, listener);
        QFETCH(int, reason);
        QFETCH(int, has);
        QFETCH(int, wants);
        auto s = sessionOf(json::parse(scenario.toStdString()));
        const Trace& t = s->trace();
        const auto rejected = seqsOf(t, "events.not-heard");
        const auto it = std::find_if(rejected.begin(), rejected.end(),
                                     [&](Seq q) { return t.entityName(t.at(q).subject[0]) == listener.toStdString(); });
        QVERIFY2(it != rejected.end(), "the listener's rejection is traced");
        const Seq at = *it;
        const Event e = t.at(at);
        QVERIFY(isNotApplied(e));
        QCOMPARE(QString::fromStdString(t.clauseNames[e.clause]), QStringLiteral("004:queue/listen"));
        QCOMPARE((QList<int>{e.arg[0], e.arg[2], e.arg[3]}), (QList<int>{reason, has, wants}));
        // It belongs to the pop of the event it did not hear, one level below it, and names
        // that event's target as whom it concerns.
        const Seq parent = consideringEvent(t, at);
        QVERIFY(parent < at);
        const Event pop = t.at(parent);
        QCOMPARE(pop.kind, kindIn(t, "events.pop"));
        QCOMPARE(int(e.depth), int(pop.depth) + 1);
        QCOMPARE(e.arg[1], pop.arg[0]);
        QCOMPARE(e.subject[1], pop.subject[1]);
        // Its line names the listener and the node it did not hear.
        const QString text = rendered(*s, at);
        QVERIFY2(text.contains(QStringLiteral("does not hear #") + QString::number(e.arg[1])), qPrintable(text));
        QVERIFY2(text.contains(listener.section(QLatin1Char(':'), -1)), qPrintable(text));
    }

    // Only the reactions registered for the event's kind are candidates: a listener that
    // hears, or one listening for another kind, leaves no rejection.
    void onlyCandidatesTraced_data()
    {
        QTest::addColumn<QString>("reaction");
        QTest::addColumn<int>("rejected");  // events.not-heard of the buff
        QTest::addRow("hears every damage") << R"({"on": "damage"})" << 0;
        QTest::addRow("listens for heal only") << R"({"on": "heal"})" << 0;
        QTest::addRow("own player's damage") << R"({"on": "damage", "player": "own"})" << 1;
        // Six phases in the round (GameStart … RoundEnd), one of them Combat.
        QTest::addRow("Combat phase only") << R"({"on": "phase", "phase": "Combat"})" << 5;
    }
    void onlyCandidatesTraced()
    {
        QFETCH(QString, reaction);
        QFETCH(int, rejected);
        auto s = sessionOf(earScenario(reaction.toStdString()));
        const Trace& t = s->trace();
        int count = 0;
        for (Seq q : seqsOf(t, "events.not-heard"))
            count += t.entityName(t.at(q).subject[0]) == "buff:Ear";
        QCOMPARE(count, rejected);
    }

    // Two jabs at Noelle (Bob ends the round between them), whose Ear wants its own player's
    // damage: around the second rejection, the nearest considerations of 004:queue/listen
    // and of the Ear.
    void nearestConsiderations_data()
    {
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("entity");
        QTest::addRow("by clause") << "004:queue/listen"
                                   << "";
        QTest::addRow("by entity") << ""
                                   << "buff:Ear";
    }
    void nearestConsiderations()
    {
        QFETCH(QString, clause);
        QFETCH(QString, entity);
        json doc = earScenario(R"({"on": "damage", "player": "own"})");
        doc["players"][0]["script"].insert(doc["players"][0]["script"].end() - 1, line("skill", "skill", "Jab"));
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        const auto rejected = seqsOf(t, "events.not-heard");
        QCOMPARE(rejected.size(), std::size_t(2));
        RuleQuery q;
        q.clause = clause.toStdString();
        q.entity = entity.isEmpty() ? kNoEntity : entityId(t, entity.toStdString());
        const auto near = ts::nearestConsiderations(t, rejected[1], q, 64);
        QVERIFY(near.complete);
        QVERIFY(!near.after.empty());
        QCOMPARE(near.after.front().seq, rejected[1]);
        QVERIFY(!near.after.front().applied);
        // The first jab's rejection is among the considerations before the cursor; every
        // one of them cites the clause (or names the Ear).
        const auto first = std::find_if(near.before.begin(), near.before.end(),
                                        [&](const Consideration& c) { return c.seq == rejected[0]; });
        QVERIFY(first != near.before.end());
        QVERIFY(!first->applied);
        for (const Consideration& c : near.before) {
            QVERIFY(q.matches(t.at(c.seq), t));
            QCOMPARE(c.applied, !isNotApplied(t.at(c.seq)));
        }
        if (!entity.isEmpty())  // the Ear never heard: its nearest consideration is the first jab's
            QCOMPARE(near.before.front().seq, rejected[0]);
    }
};

TURNSCOPE_TEST_MAIN(TestEventsWhyNot)
#include "tst_events_why_not.moc"
