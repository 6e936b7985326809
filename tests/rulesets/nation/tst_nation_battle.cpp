// Battles of seed 3.3.5: target candidates with every fallback and rows outside the
// formation (3.3.5.3.2), the attack order with its ties (3.3.5.2/order), dead attackers
// popped (3.3.5.3.1/2), unit damage with passive factors (3.3.5.3.4), power damage and the
// steal capped by the defender's power (3.3.5.3.5, 3.3.5.4).
#include "nation_test_support.h"
#include "test_main.h"

using namespace ts;
using namespace ts::test;
using namespace ts::nation;

namespace {

QStringList split(const QString& s, QChar c = QLatin1Char(',')) { return s.isEmpty() ? QStringList() : s.split(c); }

// "D1@front:0" or "D2@back:1:dead" -> units of nation D (dead ones get the Dead state).
json defenderUnits(const QString& spec)
{
    json units = json::array();
    for (const QString& u : split(spec)) {
        const auto nameAndPlace = u.split(QLatin1Char('@'));
        const auto place = nameAndPlace[1].split(QLatin1Char(':'));
        json j = unitAt(nameAndPlace[0].toStdString(), place[0].toStdString(), place[1].toInt());
        if (place.size() > 2)
            j["states"] = {"Dead"};
        units.push_back(j);
    }
    return units;
}

}  // namespace

class TestNationBattle : public QObject {
    Q_OBJECT
private slots:
    // 3.3.5.3.2: the normal range, one behind, two behind, one in front, two in front; rows
    // outside Front..Back are skipped; an empty Front row gives an all-null array; "empty"
    // also means a dead unit; the array is the range's living units, then its nulls.
    void targetCandidates_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("slotList");
        QTest::addColumn<QString>("defenders");
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QString>("array");
        QTest::addColumn<QString>("checks");  // candidate:row:living, row "-" = outside
        QTest::addRow("normal") << "front"
                                << "0,1,2"
                                << "D1@front:0,D2@front:2"
                                << "normal"
                                << "D1,D2,null"
                                << "normal:front:2";
        QTest::addRow("one behind") << "middle"
                                    << "1"
                                    << "D1@front:0,D2@back:1"
                                    << "one-behind"
                                    << "D2"
                                    << "normal:middle:0,one-behind:back:1";
        QTest::addRow("two behind") << "front"
                                    << "1"
                                    << "D1@front:0,D2@back:1"
                                    << "two-behind"
                                    << "D2"
                                    << "normal:front:0,one-behind:middle:0,two-behind:back:1";
        QTest::addRow("one in front (behind rows outside)")
            << "back"
            << "2"
            << "D1@front:0,D2@middle:2"
            << "one-in-front"
            << "D2"
            << "normal:back:0,one-behind:-:0,two-behind:-:0,one-in-front:middle:1";
        QTest::addRow("two in front")
            << "back"
            << "0"
            << "D1@front:0"
            << "two-in-front"
            << "D1"
            << "normal:back:0,one-behind:-:0,two-behind:-:0,one-in-front:middle:0,two-in-front:front:1";
        QTest::addRow("middle: one row outside each way")
            << "middle"
            << "2"
            << "D1@front:0,D2@front:2"
            << "one-in-front"
            << "D2"
            << "normal:middle:0,one-behind:back:0,two-behind:-:0,one-in-front:front:1";
        QTest::addRow("empty Front: all null") << "middle"
                                               << "0,1"
                                               << "D1@middle:0,D2@back:1"
                                               << "empty-front"
                                               << "null,null"
                                               << "";
        QTest::addRow("a dead Front unit is empty") << "back"
                                                    << "1"
                                                    << "D1@front:1:dead,D2@back:1"
                                                    << "empty-front"
                                                    << "null"
                                                    << "";
        QTest::addRow("dead unit in range skipped") << "front"
                                                    << "0,1"
                                                    << "D1@front:0:dead,D2@front:1"
                                                    << "normal"
                                                    << "D2,null"
                                                    << "normal:front:1";
        QTest::addRow("no candidate has a unit")
            << "back"
            << "2"
            << "D1@front:0"
            << "none-in-range"
            << "null"
            << "normal:back:0,one-behind:-:0,two-behind:-:0,one-in-front:middle:0,two-in-front:front:0";
        QTest::addRow("units in the pattern's slot order, then nulls") << "front"
                                                                       << "2,0,1"
                                                                       << "D1@front:0,D2@front:2"
                                                                       << "normal"
                                                                       << "D2,D1,null"
                                                                       << "normal:front:2";
        QTest::addRow("bench units never count")
            << "front"
            << "0"
            << "D1@front:1,D2@bench:0"
            << "none-in-range"
            << "null"
            << "normal:front:0,one-behind:middle:0,two-behind:back:0,one-in-front:-:0,two-in-front:-:0";
    }
    void targetCandidates()
    {
        QFETCH(QString, row);
        QFETCH(QString, slotList);
        QFETCH(QString, defenders);
        QFETCH(QString, choice);
        QFETCH(QString, array);
        QFETCH(QString, checks);
        json doc = baseStage();
        doc["nations"] = {nationOf("D", 1, 10, defenderUnits(defenders))};
        auto g = gameOf(doc);
        EventSink sink;
        sink.beginStep();
        g->step(sink);  // the initial Dead states
        TargetPattern p;
        p.row = row == QLatin1String("front") ? Row::Front : row == QLatin1String("middle") ? Row::Middle : Row::Back;
        for (const QString& s : split(slotList))
            p.range.push_back(s.toInt());
        const auto t = g->decideTargets(0, p);
        QCOMPARE(QString::fromLatin1(rangeChoiceName(t.chosen)), choice);
        QStringList got;
        for (std::int32_t u : t.units)
            got << (u < 0 ? QStringLiteral("null") : QString::fromStdString(g->entityName(g->unitEntity(0, u))));
        QCOMPARE(got.join(QLatin1Char(',')), array);
        QStringList c;
        for (const CandidateCheck& k : t.checks)
            c << QStringLiteral("%1:%2:%3")
                     .arg(QString::fromLatin1(rangeChoiceName(k.candidate)),
                          k.row < 0 ? QStringLiteral("-") : QString::fromLatin1(rowName(static_cast<Row>(k.row))))
                     .arg(k.living);
        QCOMPARE(c.join(QLatin1Char(',')), checks);
    }

    // 3.3.5.2/order: skill priority (high first), then position (Back, Middle, Front), then
    // the attacking nation first; then unit array order and skill order (SPEC §4).
    void attackOrder_data()
    {
        QTest::addColumn<QString>("attackers");  // name@row:skill+skill
        QTest::addColumn<QString>("defenders");
        QTest::addColumn<QString>("expected");
        QTest::addRow("priority first") << "A1@front:P1,A2@back:P0"
                                        << "D1@back:P2"
                                        << "D1/P2,A1/P1,A2/P0";
        QTest::addRow("then position: back first") << "A1@front:P1,A2@middle:P1,A3@back:P1"
                                                   << ""
                                                   << "A3/P1,A2/P1,A1/P1";
        QTest::addRow("then the attacking nation") << "A1@front:P1"
                                                   << "D1@front:P1"
                                                   << "A1/P1,D1/P1";
        QTest::addRow("defender behind beats attacker in front") << "A1@front:P1"
                                                                 << "D1@middle:P1"
                                                                 << "D1/P1,A1/P1";
        QTest::addRow("then unit array order") << "A2@front:P1,A1@front:P1"
                                               << ""
                                               << "A2/P1,A1/P1";
        QTest::addRow("then skill order") << "A1@front:P1+P1b"
                                          << ""
                                          << "A1/P1,A1/P1b";
        QTest::addRow("one unit, skills by priority") << "A1@front:P0+P2"
                                                      << "D1@front:P1"
                                                      << "A1/P2,D1/P1,A1/P0";
        QTest::addRow("bench and dead never attack") << "A1@bench:P2,A2@front:P1"
                                                     << "D1@front:P2:dead,D2@front:P0"
                                                     << "A2/P1,D2/P0";
    }
    void attackOrder()
    {
        QFETCH(QString, attackers);
        QFETCH(QString, defenders);
        QFETCH(QString, expected);
        json doc = baseStage();
        for (const char* p : {"P0", "P1", "P1b", "P2"})
            doc["skills"].push_back(
                {{"id", p}, {"priority", p[1] - '0'}, {"target", {{"row", "front"}, {"slots", {0}}}}});
        auto units = [](const QString& spec) {
            json out = json::array();
            int slot = 0;
            for (const QString& u : split(spec)) {
                const auto parts = u.split(QLatin1Char('@'));
                const auto place = parts[1].split(QLatin1Char(':'));
                json skills = json::array();
                for (const QString& k : place[1].split(QLatin1Char('+')))
                    skills.push_back(k.toStdString());
                json j = unitAt(parts[0].toStdString(), place[0].toStdString(), slot++, 10, 1, skills);
                if (place.size() > 2)
                    j["states"] = {"Dead"};
                out.push_back(j);
            }
            return out;
        };
        doc["nations"] = {nationOf("A", 1, 10, units(attackers)), nationOf("D", 2, 10, units(defenders))};
        auto g = gameOf(doc);
        EventSink sink;
        sink.beginStep();
        g->step(sink);
        QStringList got;
        for (const AttackEntry& e : g->attackOrder(0, 1))
            got << QString::fromStdString(g->entityName(g->unitEntity(e.nation, e.unit)) + "/" +
                                          g->scenario().skills[static_cast<std::size_t>(e.skill)].id);
        QCOMPARE(got.join(QLatin1Char(',')), expected);
    }

    // 3.3.5.3.4/3: attack x damage rate x the passive damage factors, rounded up once.
    void unitDamage_data()
    {
        QTest::addColumn<int>("attack");
        QTest::addColumn<QString>("rate");
        QTest::addColumn<QString>("dealt");
        QTest::addColumn<QString>("taken");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("hpAfter");
        QTest::addRow("10 x 1.1 = 11") << 10 << "1.1"
                                       << "1"
                                       << "1" << 11 << 39;
        QTest::addRow("7 x 1.5 = 10.5 -> 11") << 7 << "1.5"
                                              << "1"
                                              << "1" << 11 << 39;
        QTest::addRow("factors multiply before rounding") << 10 << "1.1"
                                                          << "1.1"
                                                          << "0.5" << 7 << 43;  // 6.05 -> 7
        QTest::addRow("HP not below 0") << 100 << "1"
                                        << "1"
                                        << "1" << 100 << 0;
        QTest::addRow("zero rate") << 10 << "0"
                                   << "1"
                                   << "1" << 0 << 50;
    }
    void unitDamage()
    {
        QFETCH(int, attack);
        QFETCH(QString, rate);
        QFETCH(QString, dealt);
        QFETCH(QString, taken);
        QFETCH(int, damage);
        QFETCH(int, hpAfter);
        json doc = baseStage();
        doc["skills"][0]["damageRate"] = rate.toStdString();
        doc["skills"][0]["priority"] = 5;
        doc["skills"].push_back(
            {{"id", "Idle"}, {"priority", 0}, {"target", {{"row", "front"}, {"slots", {0}}}}, {"damageRate", "0"}});
        doc["states"] = {{{"id", "Strong"}, {"passive", true}, {"modifiers", {{"damageDealt", dealt.toStdString()}}}},
                         {{"id", "Tough"}, {"passive", true}, {"modifiers", {{"damageTaken", taken.toStdString()}}}}};
        json a = nationOf("A", 1, 10, json::array({unitAt("A1", "front", 0, 50, attack)}));
        a["npc"] = false;
        a["hostiles"] = {"B"};
        a["states"] = {"Strong"};
        a["script"] = {{{"do", "battle"}, {"target", "B"}}};
        json b = nationOf("B", 2, 10, json::array({unitAt("B1", "front", 0, 50, 1, json::array({"Idle"}))}));
        b["units"][0]["states"] = {"Tough"};
        doc["nations"] = {a, b};
        auto s = sessionOf(doc);
        const auto hits = eventsOf(s->trace(), "nation.unit-damage");
        QVERIFY(!hits.empty());
        QCOMPARE(hits[0].arg[0], damage);
        QCOMPARE(hits[0].arg[1], hpAfter);
    }

    // 3.3.5.3.5 and 3.3.5.4/1: per-slot power damage (null = rate 1), only for the attacking
    // nation's units; the battle moves at most the defender's power.
    void powerSteal_data()
    {
        QTest::addColumn<int>("defenderPower");
        QTest::addColumn<QString>("defenderFront");  // "" = empty Front row: every slot null
        QTest::addColumn<int>("pending");
        QTest::addColumn<int>("moved");
        // A1: attack 7, steal rate 0.3, 3 slots. Null slots: ceil(2.1) = 3 each.
        QTest::addRow("empty Front: 3 x 3") << 100 << "" << 9 << 9;
        QTest::addRow("capped by the defender's power") << 5 << "" << 9 << 5;
        QTest::addRow("defender at 0") << 0 << "" << 9 << 0;
        // B1 (maxHp 9) takes 7 -> HP 2: ceil(7 x 0.3 x 7/9) = ceil(1.633) = 2; two nulls: 3 + 3.
        QTest::addRow("fractional HP-loss rate") << 100 << "B1" << 8 << 8;
    }
    void powerSteal()
    {
        QFETCH(int, defenderPower);
        QFETCH(QString, defenderFront);
        QFETCH(int, pending);
        QFETCH(int, moved);
        json doc = baseStage();
        doc["skills"][0]["powerStealRate"] = "0.3";
        doc["skills"].push_back({{"id", "Idle"},
                                 {"priority", 0},
                                 {"target", {{"row", "back"}, {"slots", {0}}}},
                                 {"damageRate", "0"},
                                 {"powerStealRate", "5"}});
        json a = nationOf("A", 1, 50, json::array({unitAt("A1", "front", 0, 50, 7)}));
        a["npc"] = false;
        a["hostiles"] = {"B"};
        a["script"] = {{{"do", "battle"}, {"target", "B"}}};
        json bUnits = json::array({unitAt("B0", "back", 0, 9, 1, json::array({"Idle"}))});
        if (!defenderFront.isEmpty())
            bUnits.push_back(unitAt("B1", "front", 0, 9, 1, json::array({"Idle"})));
        doc["nations"] = {a, nationOf("B", 2, defenderPower, bUnits)};
        auto s = sessionOf(doc);
        const auto steal = eventsOf(s->trace(), "nation.steal");
        QCOMPARE(steal.size(), std::size_t(1));
        QCOMPARE(steal[0].arg[0], pending);  // the defender's Idle adds nothing (3.3.5.3.5/1)
        QCOMPARE(steal[0].arg[1], moved);
        QCOMPARE(steal[0].arg[2], 50 + moved);
        QCOMPARE(steal[0].arg[3], defenderPower - moved);
        QVERIFY(!eventsOf(s->trace(), "nation.power-damage-skipped").empty());
    }

    // 3.3.5.3.1/2: an attacker that died before its turn in the order is popped.
    void deadAttackersArePopped()
    {
        auto s = sessionOfFile("duel.json");
        const auto popped = eventsOf(s->trace(), "nation.attacker-popped");
        QCOMPARE(popped.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(s->trace().entityName(popped[0].subject[0])), QStringLiteral("S-Guard"));
        // Popping shrinks the order: the index of the entry after it stays the same.
        Seq at = 0;
        for (Seq q = 0; q < s->size(); ++q)
            if (s->trace().at(q) == popped[0])
                at = q;
        const auto before = s->stateAt(at - 1), after = s->stateAt(at);
        const auto &b0 = asNation(*before).state().battle, &b1 = asNation(*after).state().battle;
        QCOMPARE(b1.attackOrder.size() + 1, b0.attackOrder.size());
        QCOMPARE(b1.currentAttackIndex, b0.currentAttackIndex);
    }
};

TURNSCOPE_TEST_MAIN(TestNationBattle)
#include "tst_nation_battle.moc"
