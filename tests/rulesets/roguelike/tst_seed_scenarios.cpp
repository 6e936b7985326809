// Every table and worked example of seed 000, run from the bundled scenario files: the Run
// table as built (counts per Run, merges, dealt tokens) and as it stood at the end of the
// turn (inserted rows and their position, skipped slots, tokens), plus the events that
// the examples are about (attack order, debt, forced equip, double and limited attacks).
#include "roguelike_test_support.h"
#include "test_main.h"

#include "kernel/kinds.h"
#include "rulesets/roguelike/kinds.h"

using namespace ts;
using roguelike::Kind;

namespace {

struct Seen {
    std::string kind, subject0, clause;
    std::int32_t arg[4];
};

std::vector<Seen> events(Session& s)
{
    std::vector<Seen> out;
    const Trace& t = s.trace();
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        out.push_back({t.kindName(e.kind),
                       t.entityName(e.subject[0]),
                       t.clauseName(e.clause),
                       {e.arg[0], e.arg[1], e.arg[2], e.arg[3]}});
    }
    return out;
}

// "Dairepuu1 Dairepuu1 ..." for the attackers of attack events in turn `turn`, Run `run`.
QString attackers(Session& s, int turn, int run)
{
    QStringList out;
    int curTurn = 0, curRun = 0;
    for (const Seen& e : events(s)) {
        if (e.kind == "roguelike.turn-begin")
            curTurn = e.arg[0];
        if (e.kind == "roguelike.run-begin")
            curRun = e.arg[0];
        if (curTurn == turn && curRun == run && e.kind == "roguelike.attack")
            out << QString::fromStdString(e.subject0);
    }
    return out.join(QLatin1Char(' '));
}

const char* const kSlowScenario =
    "{\"ruleset\":\"roguelike\",\"name\":\"slow\",\"turns\":4,\"map\":[\"#######\",\"#.....#\",\"#######\"],"
    "\"units\":[{\"name\":\"P\",\"faction\":\"player\",\"speed\":1,\"at\":[1,1]},"
    "{\"name\":\"Snail\",\"faction\":\"friend\",\"speed\":\"slow\",\"at\":[4,1]}]}";

}  // namespace

class TestSeedScenarios : public QObject {
    Q_OBJECT
private slots:
    void runTable_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("turn");
        QTest::addColumn<bool>("after");
        QTest::addColumn<QStringList>("rows");
        // Built view: 'x' per action, '<' merged away, '*' received a merge; then tokens.
        QTest::addRow("9 units, built") << "nine-units.json" << 1 << false
                                        << QStringList{"Player1 x1|x| | |1", "Player2 x2|x|x| |2", "Player3 x3|x|x|x|3",
                                                       "Friend1 x1| | |x|1", "Friend2 x2|x|x| |2", "Friend3 x3|x|x|x|3",
                                                       "Enemy1 x1| | |x|1",  "Enemy2 x2|x|x| |2",  "Enemy3 x3|x|x|x|3"};
        QTest::addRow("9 units, after") << "nine-units.json" << 1 << true
                                        << QStringList{"Player1 x1|x| | |0", "Player2 x2|x|x| |0", "Player3 x3|x|x|x|0",
                                                       "Friend1 x1| | |x|0", "Friend2 x2|x|x| |0", "Friend3 x3|x|x|x|0",
                                                       "Enemy1 x1| | |x|0",  "Enemy2 x2|x|x| |0",  "Enemy3 x3|x|x|x|0"};
        QTest::addRow("one Run") << "one-run.json" << 1 << false
                                 << QStringList{"Player x1|x|1", "Enemy1 x1|x|1", "Enemy2 x1|x|1"};
        QTest::addRow("case A, built") << "case-a.json" << 1 << false
                                       << QStringList{"Player x1|x|1", "Enemy1 x1|x|1", "Enemy2 x1|x|1",
                                                      "Enemy3 x1|x|1"};
        // A: "Player x2" right after the acting row; B: "Enemy1 x2" right after Enemy2.
        QTest::addRow("case A, after") << "case-a.json" << 1 << true
                                       << QStringList{"Player x1|x|0", "Player x2|x|0|inserted R1", "Enemy1 x1|x|0",
                                                      "Enemy2 x1|x|0", "Enemy1 x2|x|0|inserted R1", "Enemy3 x1|x|0"};
        QTest::addRow("case B, built") << "case-b.json" << 1 << false
                                       << QStringList{"Player x1|x| |1", "Enemy1 x2|xx*|<|2", "Enemy2 x2|xx*|<|2"};
        // A: after the last not-yet-acted x2 row (Enemy2); B: no x3 waiting: after the acting row.
        QTest::addRow("case B, after") << "case-b.json" << 1 << true
                                       << QStringList{"Player x1|x| |0", "Enemy1 x2|xx*|<|0", "Enemy2 x2|xx*|<|0",
                                                      "Player x2|x| |0|inserted R1", "Player x3|x| |0|inserted R1"};
        // A: slow staff: Enemy1 loses its token; B: skipped; C: haste: an x2 row and a token.
        QTest::addRow("slow and haste in one turn")
            << "slow-haste.json" << 1 << true
            << QStringList{"Player x1|x|0", "Enemy1 x1|-|0", "Enemy2 x1|x|0", "Enemy1 x2|x|0|inserted R1"};
        QTest::addRow("slow and haste, next turn")
            << "slow-haste.json" << 2 << false
            << QStringList{"Player x1|x| |1", "Enemy1 x2|xx*|<|2", "Enemy2 x1| |x|1"};
        QTest::addRow("merge, Player x1")
            << "merge-player-x1.json" << 1 << false
            << QStringList{"Player x1|x| | |1", "Enemy1 x1| | |x|1", "Enemy2 x2|xx*|<| |2", "Enemy3 x3|xxx*|<|<|3"};
        QTest::addRow("merge, Player x2")
            << "merge-player-x2.json" << 1 << false
            << QStringList{"Player x2|x|x| |2", "Enemy1 x1| | |x|1", "Enemy2 x2|x|x| |2", "Enemy3 x3|x|xx*|<|3"};
        QTest::addRow("Dairepuu vs x1") << "dairepuu-x1.json" << 1 << false
                                        << QStringList{"Shiren x1|x| | |1", "Dairepuu1 x3|xxx*|<|<|3",
                                                       "Dairepuu2 x3|xxx*|<|<|3"};
        QTest::addRow("Dairepuu vs x2") << "dairepuu-x2.json" << 1 << false
                                        << QStringList{"Shiren x2|x|x| |2", "Dairepuu1 x3|x|xx*|<|3",
                                                       "Dairepuu2 x3|x|xx*|<|3"};
        QTest::addRow("Dairepuu vs x3") << "dairepuu-x3.json" << 1 << false
                                        << QStringList{"Shiren x3|x|x|x|3", "Dairepuu1 x3|x|x|x|3",
                                                       "Dairepuu2 x3|x|x|x|3"};
        // Debt: a controlled action always costs a token (turn 1 ends at -1) ...
        QTest::addRow("token debt, turn 1")
            << "token-debt.json" << 1 << true << QStringList{"Player x1|x|-1", "Gazer x1|x|0"};
        // ... so turn 2 deals 1 - 1 = 0 and the Player's slot is skipped.
        QTest::addRow("token debt, turn 2 built")
            << "token-debt.json" << 2 << false << QStringList{"Player x1|x|0", "Gazer x1|x|1"};
        QTest::addRow("token debt, turn 2 after")
            << "token-debt.json" << 2 << true << QStringList{"Player x1|-|0", "Gazer x1|x|0"};
        QTest::addRow("token debt, turn 3 repaid")
            << "token-debt.json" << 3 << false << QStringList{"Player x1|x|1", "Gazer x1|x|1"};
        // 000:tokens/slow over several turns: the slow unit's token comes every second turn.
        for (int turn = 1; turn <= 5; ++turn)
            QTest::addRow("slow unit, turn %d", turn)
                << "slow-tokens.json" << turn << true
                << QStringList{"Player x1|x|0", "Hare x1|x|0", turn % 2 == 0 ? "Snail slow|x|0" : "Snail slow|-|0"};
        QTest::addRow("slow unit, turn 2 built")
            << "slow-tokens.json" << 2 << false << QStringList{"Player x1|x|1", "Hare x1|x|1", "Snail slow|x|1"};
        QTest::addRow("slow unit, turn 3 built")
            << "slow-tokens.json" << 3 << false << QStringList{"Player x1|x|1", "Hare x1|x|1", "Snail slow|x|0"};
        QTest::addRow("x2 one attack: scheduled as any x2")
            << "attacks-limited.json" << 1 << false << QStringList{"Player x1|x| |1", "Hawk x2|xx*|<|2"};
    }

    void runTable()
    {
        QFETCH(QString, file);
        QFETCH(int, turn);
        QFETCH(bool, after);
        QFETCH(QStringList, rows);
        auto s = test::runScenarioFile(qPrintable(file));
        const nlohmann::json table = test::tableAt(*s, turn, after);
        QVERIFY2(!table.is_null(), "the turn was not played");
        QCOMPARE(test::tableRows(table, after), rows);
    }

    // Seed 000, Shiren 2 Dairepuu: "attacks three times in one go; with two of them next to
    // Shiren, three attacks each, not alternating" (x1); "split 1 -> 2" (x2); "one at a
    // time, alternating" (x3).
    void dairepuuAttackOrder_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("run");
        QTest::addColumn<QString>("order");
        QTest::addRow("x1 Shiren, Run 1")
            << "dairepuu-x1.json" << 1 << "Dairepuu1 Dairepuu1 Dairepuu1 Dairepuu2 Dairepuu2 Dairepuu2";
        QTest::addRow("x1 Shiren, Run 2") << "dairepuu-x1.json" << 2 << "";
        QTest::addRow("x2 Shiren, Run 1") << "dairepuu-x2.json" << 1 << "Dairepuu1 Dairepuu2";
        QTest::addRow("x2 Shiren, Run 2") << "dairepuu-x2.json" << 2 << "Dairepuu1 Dairepuu1 Dairepuu2 Dairepuu2";
        QTest::addRow("x3 Shiren, Run 1") << "dairepuu-x3.json" << 1 << "Dairepuu1 Dairepuu2";
        QTest::addRow("x3 Shiren, Run 2") << "dairepuu-x3.json" << 2 << "Dairepuu1 Dairepuu2";
        QTest::addRow("x3 Shiren, Run 3") << "dairepuu-x3.json" << 3 << "Dairepuu1 Dairepuu2";
    }

    void dairepuuAttackOrder()
    {
        QFETCH(QString, file);
        QFETCH(int, run);
        QFETCH(QString, order);
        auto s = test::runScenarioFile(qPrintable(file));
        QCOMPARE(attackers(*s, 1, run), order);
    }

    // "x2速シレンを追うときは、シレン移動->敵移動->敵攻撃".
    void dairepuuChasesX2Shiren()
    {
        auto s = test::runScenarioFile("dairepuu-x2.json");
        QStringList seen;
        int turn = 0, run = 0;
        for (const Seen& e : events(*s)) {
            if (e.kind == "roguelike.turn-begin")
                turn = e.arg[0];
            if (e.kind == "roguelike.run-begin")
                run = e.arg[0];
            if (turn == 2 && run == 2 && (e.kind == "roguelike.move" || e.kind == "roguelike.attack"))
                seen << QString::fromStdString(e.subject0 + (e.kind == "roguelike.move" ? " moves" : " attacks") + " " +
                                               e.clause);
        }
        QCOMPARE(seen,
                 (QStringList{"Shiren moves 000:run/manual", "Dairepuu1 moves 000:run/minor",
                              "Dairepuu2 moves 000:run/minor", "Dairepuu1 attacks 000:run/major",
                              "Dairepuu2 attacks 000:run/major"}));
    }

    void tokenDebt()
    {
        auto s = test::runScenarioFile("token-debt.json");
        const auto ev = events(*s);
        auto find = [&](auto pred) { return std::find_if(ev.begin(), ev.end(), pred); };
        const auto forced = find([](const Seen& e) { return e.kind == "roguelike.token-spent" && e.arg[1] == 1; });
        QVERIFY(forced != ev.end());
        QCOMPARE(forced->clause, std::string("000:debt"));
        QCOMPARE(forced->subject0, std::string("Player"));
        QCOMPARE(forced->arg[0], -1);
        // The forced equip of arrows does not consume by itself: the token goes by 000:debt.
        const auto equip = find([](const Seen& e) { return e.kind == "roguelike.equip"; });
        QVERIFY(equip != ev.end() && equip < forced);
        QCOMPARE(equip->arg[2], 0);
        const auto repay = find([](const Seen& e) { return e.kind == "roguelike.tokens-dealt" && e.arg[1] < 0; });
        QVERIFY(repay != ev.end());
        QCOMPARE(repay->clause, std::string("000:debt"));
        QCOMPARE(repay->arg[0], 1);  // dealt
        QCOMPARE(repay->arg[1], -1);  // debt
        QCOMPARE(repay->arg[2], 0);  // tokens now
        const auto skip = find([](const Seen& e) { return e.kind == "roguelike.slot-skipped"; });
        QVERIFY(skip != ev.end() && skip > repay);
        QCOMPARE(skip->clause, std::string("000:tokens/skip"));
    }

    // Equip from the menu: arrows are free (the player is asked again), a weapon costs the
    // action; an item forced on the unit costs it nothing.
    void equipFromMenuVsForced()
    {
        auto s = test::runScenarioFile("equip.json");
        QStringList seen;
        for (const Seen& e : events(*s)) {
            if (e.kind == "roguelike.equip")
                seen << QString::fromStdString(e.subject0) +
                        QStringLiteral(" equip item=%1 forced=%2 consumes=%3")
                            .arg(e.arg[0])
                            .arg(e.arg[1])
                            .arg(e.arg[2]);
            if (e.kind == "roguelike.token-spent")
                seen << QString::fromStdString(e.subject0) + QStringLiteral(" spends");
        }
        QCOMPARE(seen.mid(0, 5),
                 (QStringList{"Player equip item=1 forced=0 consumes=0", "Player equip item=0 forced=0 consumes=1",
                              "Player spends", "Player equip item=0 forced=1 consumes=0", "Kappa spends"}));
        QCOMPARE(s->decisions().size(), std::size_t(3));
        QCOMPARE(s->decisions()[0].requestedAt, s->decisions()[1].requestedAt - 3);  // same slot, asked again
    }

    void doubleAttack()
    {
        auto s = test::runScenarioFile("attacks-double.json");
        QStringList seen;
        int turn = 0;
        for (const Seen& e : events(*s)) {
            if (e.kind == "roguelike.turn-begin")
                turn = e.arg[0];
            if (turn == 1 && e.subject0 == "Ogre" &&
                (e.kind == "roguelike.double-attack" || e.kind == "roguelike.attack" ||
                 e.kind == "roguelike.token-spent"))
                seen << QString::fromStdString(e.kind + " " + e.clause);
        }
        QCOMPARE(seen,
                 (QStringList{"roguelike.double-attack 000:attacks/double", "roguelike.attack 000:run/major",
                              "roguelike.attack 000:attacks/double", "roguelike.token-spent 000:tokens/spend"}));
    }

    void limitedAttacks()
    {
        auto s = test::runScenarioFile("attacks-limited.json");
        QStringList seen;
        for (const Seen& e : events(*s)) {
            if (e.subject0 != "Hawk")
                continue;
            if (e.kind == "roguelike.attacks-reset")
                seen << QStringLiteral("reset %1").arg(e.arg[0]);
            if (e.kind == "roguelike.attack" || e.kind == "roguelike.wait" || e.kind == "roguelike.move")
                seen << QString::fromStdString(e.kind);
        }
        QCOMPARE(seen,
                 (QStringList{"reset 1", "roguelike.attack", "roguelike.wait", "reset 1", "roguelike.attack",
                              "roguelike.wait"}));
    }

    // A unit that is slow from the start receives its token on every second turn.
    void slowTokens()
    {
        const auto loaded = parseScenarioText(kSlowScenario, "slow.json");
        Session s(*loaded.ruleset, loaded.scenario, 1);
        s.run();
        QList<int> dealt;
        for (const Seen& e : events(s))
            if (e.kind == "roguelike.tokens-dealt" && e.subject0 == "Snail") {
                dealt << e.arg[0];
                QCOMPARE(e.clause, std::string("000:tokens/slow"));
            }
        QCOMPARE(dealt, (QList<int>{0, 1, 0, 1}));
    }

    // Every event carries a clause of seed 000 (or a # refinement of one).
    void everyEventHasASeedClause_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f :
             {"nine-units.json", "one-run.json", "case-a.json", "case-b.json", "slow-haste.json",
              "merge-player-x1.json", "merge-player-x2.json", "dairepuu-x1.json", "dairepuu-x2.json",
              "dairepuu-x3.json", "token-debt.json", "equip.json", "attacks-double.json", "attacks-limited.json"})
            QTest::addRow("%s", f) << QString::fromLatin1(f);
    }

    void everyEventHasASeedClause()
    {
        QFETCH(QString, file);
        auto s = test::runScenarioFile(qPrintable(file));
        QVERIFY(s->finished());
        for (const Seen& e : events(*s))
            QVERIFY2(e.clause.rfind("000:", 0) == 0, (e.kind + " has clause " + e.clause).c_str());
    }
};

TURNSCOPE_TEST_MAIN(TestSeedScenarios)
#include "tst_seed_scenarios.moc"
