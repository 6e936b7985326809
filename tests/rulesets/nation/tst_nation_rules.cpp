// Rules of seed 001 §3.1, §3.3.2-3.3.3 and §4-§5, clause group by clause group: the grant
// procedure (001:4.3) with every exclusion row, the priority order (001:4.2), state
// processing (001:4.4), the effect wrapper (001:5) with replacements that would loop,
// clamps (001:4.1.2), NPC scores (001:3.3.2) and previews, and the game end (001:3.1.3).
#include "nation_test_support.h"
#include "test_main.h"

#include "rulesets/nation/kinds.h"

#include <QRegularExpression>

using namespace ts;
using namespace ts::test;
using namespace ts::nation;

namespace {

std::int32_t defOf(const NationGame& g, const std::string& id)
{
    const auto& states = g.scenario().states;
    for (std::size_t i = 0; i < states.size(); ++i)
        if (states[i].id == id)
            return static_cast<std::int32_t>(i);
    throw std::invalid_argument("no state " + id);
}

// One nation "A" with unit "U" (hp 10) and the given states.
json exclusionStage()
{
    json doc = baseStage();
    doc["states"] = json::array({
        stateDef("U"),
        stateDef("S1", {{"stacks", 1}}),
        stateDef("S2"),
        stateDef("L1"),
        stateDef("L2"),
        stateDef("K"),
        stateDef("X",
                 {{"stacks", 1},
                  {"duration", 3},
                  {"remainings", 2},
                  {"timings", {"TurnEnd"}},
                  {"excludes", {{"upper", {"U"}}, {"same", {"S1", "S2"}}, {"lower", {"L1", "L2"}}}}}),
    });
    doc["nations"] = json::array({nationOf("A", 1, 10, json::array({unitAt("U1", "front", 0)}))});
    return doc;
}

QStringList split(const QString& s) { return s.isEmpty() ? QStringList() : s.split(QLatin1Char(',')); }

}  // namespace

class TestNationRules : public QObject {
    Q_OBJECT
private slots:
    // 001:4.3/2.1-2.5 and 3: every row of the exclusion array and the already-held update.
    void grantProcedure_data()
    {
        QTest::addColumn<QString>("held");  // granted first, in order ("S1,S1" = S1 with 2 stacks)
        QTest::addColumn<QString>("expected");  // the holder's array afterwards
        QTest::addColumn<QString>("event");  // the procedure's deciding event
        QTest::addRow("nothing held: pushed") << ""
                                              << "X:1"
                                              << "nation.state-granted";
        QTest::addRow("upper-exclusive held: blocked") << "U"
                                                       << "U"
                                                       << "nation.grant-blocked";
        QTest::addRow("upper checked before same-rank") << "U,S1"
                                                        << "U,S1:1"
                                                        << "nation.grant-blocked";
        QTest::addRow("same-rank with 3 stacks: one stack lost") << "S1,S1,S1"
                                                                 << "S1:2"
                                                                 << "nation.same-rank";
        QTest::addRow("same-rank with 1 stack: removed") << "S1"
                                                         << ""
                                                         << "nation.same-rank";
        QTest::addRow("same-rank unstackable: removed") << "S2"
                                                        << ""
                                                        << "nation.same-rank";
        QTest::addRow("every same-rank state is hit") << "S1,S1,K,S2"
                                                      << "S1:1,K"
                                                      << "nation.same-rank";
        QTest::addRow("same-rank stops before lower-rank") << "L1,S1,S1"
                                                           << "L1,S1:1"
                                                           << "nation.same-rank";
        QTest::addRow("lower-rank removed, then granted") << "L1,K,L2"
                                                          << "K,X:1"
                                                          << "nation.lower-removed";
        QTest::addRow("unrelated states stay, new one last") << "K"
                                                             << "K,X:1"
                                                             << "nation.state-granted";
        QTest::addRow("already held: stacks +1") << "X"
                                                 << "X:2"
                                                 << "nation.state-updated";
        QTest::addRow("already held wins over upper") << "X,U"
                                                      << "X:2,U"
                                                      << "nation.state-updated";
    }
    void grantProcedure()
    {
        QFETCH(QString, held);
        QFETCH(QString, expected);
        QFETCH(QString, event);
        auto g = gameOf(exclusionStage());
        Trace trace;
        trace.entityNames = g->scenario().entityNames;
        EventSink sink(&trace);
        const Holder u{0, 0};
        for (const QString& s : split(held))
            g->grant(sink, u, defOf(*g, s.toStdString()), Clause::N5, 0);
        const Seq before = trace.size();
        g->grant(sink, u, defOf(*g, "X"), Clause::N5, 0);
        QCOMPARE(stateList(*g, g->state().nations[0].units[0].states).join(QLatin1Char(',')), expected);
        bool seen = false;
        for (Seq i = before; i < trace.size(); ++i)
            seen = seen || trace.kindName(trace.at(i).kind) == event.toStdString();
        QVERIFY2(seen, qPrintable(event));
    }

    // 001:4.3/3.2-3.3: the duration and remaining triggers go back to the master values.
    void regrantResetsDurationAndTriggers()
    {
        auto g = gameOf(exclusionStage());
        EventSink sink;
        const Holder u{0, 0};
        const std::int32_t x = defOf(*g, "X");
        g->grant(sink, u, x, Clause::N5, 0);
        const EntityId e = g->holderEntity(u);
        g->applyWrite(e, static_cast<FieldId>(Field::StateSlot) + static_cast<FieldId>(StateAttr::Duration), 1);
        g->applyWrite(e, static_cast<FieldId>(Field::StateSlot) + static_cast<FieldId>(StateAttr::Remainings), 0);
        const auto serial = g->state().nations[0].units[0].states[0].serial;
        g->grant(sink, u, x, Clause::N5, 0);
        const HeldState& s = g->state().nations[0].units[0].states[0];
        QCOMPARE(s.stacks, 2);
        QCOMPARE(s.duration, 3);
        QCOMPARE(s.remainings, 2);
        QCOMPARE(s.serial, serial);  // the same instance, updated
    }

    // 001:4.2.1-4.2.3: current turn player first, then on in turn order; inside a nation its
    // states, then its units in array order; inside a holder, array order.
    void priorityOrder_data()
    {
        QTest::addColumn<int>("turnIndex");
        QTest::addColumn<QString>("timing");
        QTest::addColumn<QString>("expected");
        const QString fromA = QStringLiteral("A/N1,A/N2,A1/P,A2/Q,A2/P,B/N1,B1/P,C1/Q");
        QTest::addRow("round start: from the first nation") << 0 << "RoundStart" << fromA;
        QTest::addRow("A's turn") << 1 << "TurnStart" << fromA;
        QTest::addRow("B's turn: B, C, then A") << 2 << "TurnStart"
                                                << "B/N1,B1/P,C1/Q,A/N1,A/N2,A1/P,A2/Q,A2/P";
        QTest::addRow("C's turn: C, A, B") << 3 << "TurnEnd"
                                           << "C1/Q,A/N1,A/N2,A1/P,A2/Q,A2/P,B/N1,B1/P";
        QTest::addRow("round end: from the first nation") << 3 << "RoundEnd" << fromA;
    }
    void priorityOrder()
    {
        QFETCH(int, turnIndex);
        QFETCH(QString, timing);
        QFETCH(QString, expected);
        json doc = baseStage();
        doc["states"] = json::array({stateDef("N1"), stateDef("N2"), stateDef("P"), stateDef("Q")});
        json a = nationOf("A", 1, 10, json::array({unitAt("A1", "front", 0), unitAt("A2", "front", 1)}));
        a["states"] = {"N1", "N2"};
        a["units"][0]["states"] = {"P"};
        a["units"][1]["states"] = {"Q", "P"};
        json b = nationOf("B", 2, 10, json::array({unitAt("B1", "front", 0)}));
        b["states"] = {"N1"};
        b["units"][0]["states"] = {"P"};
        json c = nationOf("C", 3, 10, json::array({unitAt("C1", "front", 0)}));
        c["units"][0]["states"] = {"Q"};
        doc["nations"] = {c, a, b};  // listed out of turn order on purpose
        auto g = gameOf(doc);
        EventSink sink;
        sink.beginStep();
        g->step(sink);  // game start: the initial states are granted
        g->applyWrite(NationGame::kGameEntity, static_cast<FieldId>(Field::TurnIndex), turnIndex);
        const Timing t = timing == QLatin1String("RoundStart") ? Timing::RoundStart
            : timing == QLatin1String("RoundEnd")              ? Timing::RoundEnd
            : timing == QLatin1String("TurnEnd")               ? Timing::TurnEnd
                                                               : Timing::TurnStart;
        QStringList got;
        for (const QueueEntry& e : g->priorityQueue(t))
            got << QString::fromStdString(holderName(*g, e.holder) + "/" +
                                          g->scenario().states[static_cast<std::size_t>(e.def)].id);
        QCOMPARE(got.join(QLatin1Char(',')), expected);
    }

    // 001:4.4/2 and 001:4.2/fixed: outcomes of every queue entry; a state granted while the
    // queue runs is recorded as not queued; remaining triggers run out; removed states skip.
    void processingOutcomes()
    {
        json doc = baseStage();
        doc["states"] = json::array({
            stateDef("Passive", {{"passive", true}}),
            stateDef("Late", {{"timings", {"TurnEnd"}}}),
            stateDef("Spent", {{"remainings", 0}, {"timings", {"TurnStart"}}}),
            stateDef("Remover",
                     {{"remainings", 1},
                      {"timings", {"TurnStart"}},
                      {"effects",
                       {{{"do", "remove-state"}, {"target", "self"}, {"state", "Victim"}},
                        {{"do", "grant-state"}, {"target", "self"}, {"state", "Fresh"}}}}}),
            stateDef("Victim", {{"timings", {"TurnStart"}}}),
            stateDef(
                "Fresh",
                {{"timings", {"TurnStart"}}, {"effects", {{{"do", "change-hp"}, {"target", "self"}, {"amount", -1}}}}}),
        });
        json a = nationOf("A", 1, 10, json::array({unitAt("U1", "front", 0)}));
        a["units"][0]["states"] = {"Passive", "Late", "Spent", "Remover", "Victim"};
        doc["nations"] = {a};
        auto g = gameOf(doc);
        EventSink sink;
        sink.beginStep();
        g->step(sink);  // game start
        g->processAll(sink, Timing::TurnStart, 0);
        const ProcessQueue& q = g->state().queue;
        QStringList got;
        for (const QueueEntry& e : q.entries)
            got << QString::fromLatin1(queueOutcomeName(e.outcome));
        QCOMPARE(got.join(QLatin1Char(',')),
                 QStringLiteral("skipped-passive,skipped-wrong-timing,skipped-no-remainings,fired,skipped-removed"));
        QCOMPARE(q.grantedDuring.size(), std::size_t(1));
        QCOMPARE(q.grantedDuring[0].afterPop, 3);
        QCOMPARE(g->scenario().states[static_cast<std::size_t>(q.grantedDuring[0].def)].id, std::string("Fresh"));
        QCOMPARE(g->state().nations[0].units[0].hp, 10);  // Fresh was not queued: it did not fire
        QCOMPARE(stateList(*g, g->state().nations[0].units[0].states).join(QLatin1Char(',')),
                 QStringLiteral("Passive,Late,Spent,Fresh"));  // Remover used its last trigger
        QVERIFY(!q.active);
    }

    // 001:5: a replacement rule never replaces an effect it produced itself, so rules that
    // would replace each other forever end.
    void replacementsThatWouldLoop_data()
    {
        QTest::addColumn<QString>("unitStates");
        QTest::addColumn<QString>("nationStates");
        QTest::addColumn<int>("hp");
        QTest::addColumn<int>("power");
        QTest::addColumn<int>("replacements");
        QTest::addRow("no rule") << ""
                                 << "" << 7 << 50 << 0;
        QTest::addRow("a rule replacing with its own kind") << "LoopA"
                                                            << "" << 9 << 50 << 1;
        QTest::addRow("two such rules: each once") << "LoopA,LoopB"
                                                   << "" << 5 << 50 << 2;
        QTest::addRow("hp -> power -> hp") << "HpToPower"
                                           << "PowerToHp" << 6 << 50 << 2;
        QTest::addRow("a rule that cancels") << "Cancel"
                                             << "" << 10 << 50 << 1;
        QTest::addRow("one rule, two effects") << "Double"
                                               << "" << 8 << 50 << 1;
    }
    void replacementsThatWouldLoop()
    {
        QFETCH(QString, unitStates);
        QFETCH(QString, nationStates);
        QFETCH(int, hp);
        QFETCH(int, power);
        QFETCH(int, replacements);
        json doc = baseStage();
        auto rule = [](const char* match, json with) { return json::array({json{{"match", match}, {"with", with}}}); };
        doc["states"] = json::array({
            stateDef(
                "LoopA",
                {{"passive", true},
                 {"replacements", rule("change-hp", {{{"do", "change-hp"}, {"target", "target"}, {"amount", -1}}})}}),
            stateDef(
                "LoopB",
                {{"passive", true},
                 {"replacements", rule("change-hp", {{{"do", "change-hp"}, {"target", "target"}, {"amount", -5}}})}}),
            stateDef("HpToPower",
                     {{"passive", true},
                      {"replacements",
                       rule("change-hp", {{{"do", "consume-power"}, {"target", "own-nation"}, {"amount", 2}}})}}),
            stateDef("PowerToHp",
                     {{"passive", true},
                      {"replacements",
                       rule("consume-power", {{{"do", "change-hp"}, {"target", "own-units"}, {"amount", -4}}})}}),
            stateDef("Cancel", {{"passive", true}, {"replacements", rule("change-hp", {{{"do", "nothing"}}})}}),
            stateDef("Double",
                     {{"passive", true},
                      {"replacements",
                       rule("change-hp",
                            {{{"do", "change-hp"}, {"target", "target"}, {"amount", -1}},
                             {{"do", "change-hp"}, {"target", "target"}, {"amount", -1}}})}}),
        });
        json a = nationOf("A", 1, 50, json::array({unitAt("U1", "front", 0)}));
        a["units"][0]["states"] = json::array();
        for (const QString& s : split(unitStates))
            a["units"][0]["states"].push_back(s.toStdString());
        a["states"] = json::array();
        for (const QString& s : split(nationStates))
            a["states"].push_back(s.toStdString());
        doc["nations"] = {a};
        auto g = gameOf(doc);
        Trace trace;
        trace.entityNames = g->scenario().entityNames;
        EventSink sink(&trace);
        sink.beginStep();
        g->step(sink);
        Effect hit;
        hit.kind = EffectKind::ChangeHp;
        hit.target = TargetKind::OwnUnits;
        hit.amount = -3;
        g->applyEffect(sink, hit, NationGame::Source{0, -1, -1, -1, -1}, Clause::N5, 0);
        QCOMPARE(g->state().nations[0].units[0].hp, hp);
        QCOMPARE(g->state().nations[0].power, power);
        QCOMPARE(static_cast<int>(eventsOf(trace, "nation.effect-replaced").size()), replacements);
    }

    // 001:4.1.2 through effects: every main quantity stays in [0, 1e9].
    void effectClamps_data()
    {
        QTest::addColumn<QString>("effect");
        QTest::addColumn<int>("power");
        QTest::addColumn<int>("expectedPower");
        QTest::addColumn<int>("expectedHp");
        QTest::addColumn<int>("expectedAttack");
        QTest::addRow("power over the cap")
            << R"({"do":"change-power","amount":10})" << 999999995 << 1000000000 << 10 << 4;
        QTest::addRow("power below 0") << R"({"do":"change-power","amount":-80})" << 50 << 0 << 10 << 4;
        QTest::addRow("consume more than held") << R"({"do":"consume-power","amount":80})" << 50 << 0 << 10 << 4;
        QTest::addRow("power x 1.1 = 55") << R"({"do":"change-power","rate":"1.1"})" << 50 << 55 << 10 << 4;
        QTest::addRow("hp below 0") << R"({"do":"change-hp","target":"own-units","amount":-100})" << 50 << 50 << 0 << 4;
        QTest::addRow("hp not above max")
            << R"({"do":"change-hp","target":"own-units","amount":100})" << 50 << 50 << 10 << 4;
        QTest::addRow("attack x 1.1 rounds up: 4.4 -> 5")
            << R"({"do":"change-attack","target":"own-units","rate":"1.1"})" << 50 << 50 << 10 << 5;
        QTest::addRow("attack over the cap")
            << R"({"do":"change-attack","target":"own-units","amount":1000000000})" << 50 << 50 << 10 << 1000000000;
        QTest::addRow("attack below 0") << R"({"do":"change-attack","target":"own-units","amount":-9})" << 50 << 50
                                        << 10 << 0;
    }
    void effectClamps()
    {
        QFETCH(QString, effect);
        QFETCH(int, power);
        QFETCH(int, expectedPower);
        QFETCH(int, expectedHp);
        QFETCH(int, expectedAttack);
        json doc = baseStage();
        doc["commands"] = {{{"id", "C"}, {"effects", {json::parse(effect.toStdString())}}}};
        json a = nationOf("A", 1, power, json::array({unitAt("U1", "front", 0, 10, 4)}));
        a["npc"] = false;
        a["domestic"] = {"C"};
        a["script"] = {{{"do", "domestic"}, {"command", "C"}}, {{"do", "end-turn"}}};
        doc["nations"] = {a};
        auto s = sessionOf(doc);
        QVERIFY(s->finished());
        const auto& g = asNation(s->head());
        QCOMPARE(g.state().nations[0].power, expectedPower);
        QCOMPARE(g.state().nations[0].units[0].hp, expectedHp);
        QCOMPARE(g.state().nations[0].units[0].attack, expectedAttack);
    }

    // 001:3.3.2/npc-1..2 and /score: the best score wins, ties go to the first command.
    void npcBestScore_data()
    {
        QTest::addColumn<QString>("commands");  // "power:10" adds power, "attack:3" adds attack to every unit
        QTest::addColumn<QString>("ratio");
        QTest::addColumn<int>("chosen");
        QTest::addColumn<QString>("scores");
        // Power 100; Front: two units of 10 HP + 5 attack = 30.
        QTest::addRow("highest wins") << "power:5,power:10,power:7"
                                      << "1" << 1 << "135,140,137";
        QTest::addRow("tie: the first") << "power:10,power:10,power:5"
                                        << "1" << 0 << "140,140,135";
        QTest::addRow("tie later: the first of the tied") << "power:5,power:10,power:10"
                                                          << "1" << 1 << "135,140,140";
        QTest::addRow("all equal") << "power:3,power:3"
                                   << "1" << 0 << "133,133";
        QTest::addRow("front units count fully") << "power:10,attack:3"
                                                 << "0.5" << 1 << "85,86";
        // Both scores round up to 61: only the exact comparison sees that 60.9 > 60.6.
        QTest::addRow("exact, not rounded, scores compared") << "power:2,power:3"
                                                             << "0.3" << 1 << "303/5,609/10";
        QTest::addRow("ratio makes power cheap") << "power:10,attack:1"
                                                 << "0.1" << 1 << "41,42";
    }
    void npcBestScore()
    {
        QFETCH(QString, commands);
        QFETCH(QString, ratio);
        QFETCH(int, chosen);
        QFETCH(QString, scores);
        json doc = baseStage();
        json a = nationOf("A", 1, 100, json::array({unitAt("U1", "front", 0, 10, 5), unitAt("U2", "front", 1, 10, 5)}));
        a["targetMilitaryRatio"] = ratio.toStdString();
        a["domestic"] = json::array();
        int i = 0;
        for (const QString& c : split(commands)) {
            const auto parts = c.split(QLatin1Char(':'));
            const std::string id = "C" + std::to_string(i++);
            json effect = parts[0] == QLatin1String("power")
                ? json{{"do", "change-power"}, {"amount", parts[1].toInt()}}
                : json{{"do", "change-attack"}, {"target", "own-units"}, {"amount", parts[1].toInt()}};
            doc["commands"].push_back({{"id", id}, {"effects", {effect}}});
            a["domestic"].push_back(id);
        }
        doc["nations"] = {a};
        auto s = sessionOf(doc);
        const auto choices = eventsOf(s->trace(), "nation.npc-choice");
        QVERIFY(!choices.empty());
        Seq at = 0;
        for (Seq q = 0; q < s->size(); ++q)
            if (s->trace().at(q).kind == choices.front().kind) {
                at = q;
                break;
            }
        const auto state = s->stateAt(at);
        const NpcDecision& d = asNation(*state).state().lastNpcDecision;
        QVERIFY(d.valid);
        QCOMPARE(d.chosen, chosen);
        QStringList got;
        for (const auto& c : d.candidates)
            got << QString::fromStdString(c.score);
        // Scores are kept exact (a fraction is reduced): compare as numbers.
        const QStringList want = scores.split(QLatin1Char(','));
        QCOMPARE(got.size(), want.size());
        for (int k = 0; k < want.size(); ++k) {
            const auto w = want[k].split(QLatin1Char('/')), g2 = got[k].split(QLatin1Char('/'));
            const double wv = w[0].toDouble() / (w.size() > 1 ? w[1].toDouble() : 1.0);
            const double gv = g2[0].toDouble() / (g2.size() > 1 ? g2[1].toDouble() : 1.0);
            QCOMPARE(gv, wv);
        }
        // The preview sub-trace: one preview per candidate, each with its score.
        QCOMPARE(eventsOf(s->trace(), "nation.preview-score").size() >= static_cast<std::size_t>(want.size()), true);
    }

    // 3.3.3/1-2 and /military: the closest hostile nation by military power (ties: earlier
    // in turn order); battle only if own x belligerence > its; the nation's passive factor.
    void npcDecision_data()
    {
        QTest::addColumn<QString>("belligerence");
        QTest::addColumn<QString>("factor");  // military factor of a passive state of B
        QTest::addColumn<QString>("candidate");
        QTest::addColumn<bool>("battle");
        // A's Front: 10 + 5 = 15. B: 12 x factor, C: 18, D: 12.
        QTest::addRow("all 3 away: the earliest, B") << "1"
                                                     << "1"
                                                     << "B" << true;  // 15 > 12
        QTest::addRow("not strictly greater: no battle") << "0.8"
                                                         << "1"
                                                         << "B" << false;  // 12 > 12 is false
        QTest::addRow("B's factor 2 moves it away: C (before D)") << "1"
                                                                  << "2"
                                                                  << "C" << false;  // 15 > 18 is false
        QTest::addRow("B's factor 1.25: B is 15, equal") << "1"
                                                         << "1.25"
                                                         << "B" << false;  // 15 > 15 is false
        QTest::addRow("belligerence 1.3 beats C") << "1.3"
                                                  << "2"
                                                  << "C" << true;  // 19.5 > 18
    }
    void npcDecision()
    {
        QFETCH(QString, belligerence);
        QFETCH(QString, factor);
        QFETCH(QString, candidate);
        QFETCH(bool, battle);
        json doc = baseStage();
        doc["states"] = {{{"id", "Drilled"}, {"passive", true}, {"modifiers", {{"military", factor.toStdString()}}}}};
        json a = nationOf("A", 1, 10, json::array({unitAt("A1", "front", 0, 10, 5)}));
        a["hostiles"] = {"D", "C", "B"};  // the hostile list's own order does not matter
        a["belligerence"] = belligerence.toStdString();
        json b = nationOf("B", 2, 10, json::array({unitAt("B1", "front", 0, 10, 2)}));
        b["states"] = {"Drilled"};
        json c = nationOf("C", 3, 10, json::array({unitAt("C1", "front", 0, 10, 8)}));
        json d = nationOf("D", 4, 10, json::array({unitAt("D1", "front", 0, 10, 2)}));
        doc["nations"] = {a, b, c, d};
        auto s = sessionOf(doc);
        bool found = false;
        for (const Event& e : eventsOf(s->trace(), "nation.military")) {
            if (e.subject[1] == kNoEntity)
                continue;  // a per-nation military line
            QCOMPARE(QString::fromStdString(s->trace().entityName(e.subject[0])), QStringLiteral("A"));
            QCOMPARE(QString::fromStdString(s->trace().entityName(e.subject[1])), candidate);
            QCOMPARE(e.arg[3] != 0, battle);
            found = true;
            break;
        }
        QVERIFY(found);
        QCOMPARE(eventsOf(s->trace(), "nation.battle-begin").empty(), !battle);
    }

    // SPEC §4 "NPC": a preview runs on a deep copy; the real state never changes, and the
    // preview's events are never writes of the real game.
    void previewNeverTouchesTheRealState()
    {
        auto s = sessionOfFile("four-nations.json");
        const Trace& t = s->trace();
        const KindId begin = kindIdIn(t, "nation.preview-begin"), score = kindIdIn(t, "nation.preview-score"),
                     pw = kindIdIn(t, "nation.preview-write");
        int previews = 0, previewWrites = 0;
        bool inside = false;
        Seq opened = 0;
        for (Seq q = 0; q < t.size(); ++q) {
            const Event e = t.at(q);
            if (e.kind == begin) {
                inside = true;
                opened = q;
                ++previews;
            } else if (e.kind == score) {
                inside = false;
                // The real state at the preview's start and end is the same state.
                if (previews % 25 == 1)
                    QCOMPARE(s->hashAt(q), s->hashAt(opened));
            } else if (inside) {
                QVERIFY2(e.kind != kind(CommonKind::Write) && e.kind != kind(CommonKind::StateHash) &&
                             e.kind != kind(CommonKind::Decision),
                         qPrintable(QStringLiteral("event %1 inside a preview").arg(q)));
                QVERIFY(e.depth > t.at(opened).depth);
                previewWrites += e.kind == pw;
            }
        }
        QVERIFY(previews > 50);
        QVERIFY(previewWrites > 50);
        // A player's policy answer previews too: the game's hash is unchanged.
        json doc = json::parse(R"({"ruleset":"nation","name":"p","stage":{"id":"p","domesticCount":2,"roundLimit":1},
            "commands":[{"id":"F","effects":[{"do":"change-power","amount":5}]}],
            "nations":[{"name":"P","turnOrder":1,"npc":false,"power":10,"domestic":["F"],"units":[]}]})");
        auto g = gameOf(doc);
        EventSink sink;
        for (int i = 0; i < 50 && !g->state().awaitingDecision; ++i) {
            sink.beginStep();
            g->step(sink);
        }
        QVERIFY(g->state().awaitingDecision);
        const auto h = g->stateHash();
        const auto a = g->policyAnswer();
        QVERIFY(a.has_value());
        QCOMPARE(a->kind, static_cast<std::uint16_t>(AnswerKind::Domestic));
        QCOMPARE(g->stateHash(), h);
    }

    // 001:3.1.3: the earliest in turn order among the tied gains +1 until one is highest.
    void gameEndTies_data()
    {
        QTest::addColumn<QString>("powers");
        QTest::addColumn<QString>("winner");
        QTest::addColumn<QString>("final");
        QTest::addRow("unique") << "3,7,5"
                                << "B"
                                << "3,7,5";
        QTest::addRow("two tied: the first +1") << "7,7,1"
                                                << "A"
                                                << "8,7,1";
        QTest::addRow("tied later in order") << "1,7,7"
                                             << "B"
                                             << "1,8,7";
        QTest::addRow("three tied") << "5,5,5"
                                    << "A"
                                    << "6,5,5";
        QTest::addRow("tied at the cap") << "1000000000,1000000000,3"
                                         << "A"
                                         << "1000000000,1000000000,3";
        QTest::addRow("all at 0 (and fallen)") << "0,0,0"
                                               << "A"
                                               << "1,0,0";
    }
    void gameEndTies()
    {
        QFETCH(QString, powers);
        QFETCH(QString, winner);
        QFETCH(QString, final);
        json doc = baseStage();
        const QStringList p = powers.split(QLatin1Char(','));
        const char* names[] = {"A", "B", "C"};
        for (int i = 0; i < p.size(); ++i)
            doc["nations"].push_back(nationOf(names[i], i + 1, p[i].toInt()));
        auto s = sessionOf(doc);
        QVERIFY(s->finished());
        const auto& g = asNation(s->head());
        QCOMPARE(QString::fromStdString(g.scenario().nations[static_cast<std::size_t>(g.state().winner)].name), winner);
        QStringList got;
        for (const auto& n : g.state().nations)
            got << QString::number(n.power);
        QCOMPARE(got.join(QLatin1Char(',')), final);
    }

    // 3.2.3/1-3, 3.2.2/2: a nation at 0 power falls at round end, its turns are skipped, and
    // the game ends when one nation is left.
    void fallAtRoundEnd()
    {
        auto s = sessionOfFile("fall.json");
        const auto& g = asNation(s->head());
        QVERIFY(g.state().nations[1].fallen());
        QCOMPARE(g.state().nations[1].power, 0);
        QCOMPARE(eventsOf(s->trace(), "nation.fell").size(), std::size_t(1));
        QVERIFY(!eventsOf(s->trace(), "nation.turn-skipped").empty());
        // Two nations: the second falls, the game ends with one left.
        json doc = baseStage(5);
        json a = nationOf("A", 1, 10, json::array({unitAt("A1", "front", 0, 10, 9)}));
        a["hostiles"] = {"B"};
        a["belligerence"] = "2";
        doc["skills"][0]["powerStealRate"] = "1";
        doc["nations"] = {a, nationOf("B", 2, 15)};
        auto two = sessionOf(doc);
        const auto& h = asNation(two->head());
        QCOMPARE(h.state().outcome, static_cast<std::int32_t>(Outcome::LastNation));
        QCOMPARE(h.state().currentRound, 1);
        QCOMPARE(h.state().nations[1].power, 0);
        QCOMPARE(h.state().nations[0].power, 25);  // 27 pending, capped at B's 15
    }
};

TURNSCOPE_TEST_MAIN(TestNationRules)
#include "tst_nation_rules.moc"
