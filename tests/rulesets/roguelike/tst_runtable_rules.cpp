// The Run table rules of seed 000 as pure functions: construction (000:table,
// 000:table/runs), the AI run merge (000:merge) and the row insertion point (000:speed/up).
#include "roguelike_test_support.h"
#include "test_main.h"

#include "rulesets/roguelike/run_table.h"

using namespace ts;
using namespace ts::roguelike;

namespace {

// "P1 F2 E3 Ps" = Player x1, Friend x2, Enemy x3, Player slow.
std::vector<Unit> units(const QString& spec)
{
    std::vector<Unit> out;
    for (const QString& tok : spec.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        Unit u;
        u.id = static_cast<EntityId>(out.size() + 1);
        u.faction = tok[0] == QLatin1Char('P') ? Faction::Player
            : tok[0] == QLatin1Char('F')       ? Faction::Friend
                                               : Faction::Enemy;
        if (tok[1] == QLatin1Char('s')) {
            u.speed = 1;
            u.slow = true;
        } else {
            u.speed = tok.mid(1, 1).toInt();
        }
        u.alive = !tok.endsWith(QLatin1Char('d'));  // "E2d": a dead Enemy x2
        out.push_back(u);
    }
    return out;
}

QString cells(const Row& row, int runs)
{
    QStringList parts;
    for (int r = 0; r < runs; ++r)
        parts << QString::number(row.cells[static_cast<std::size_t>(r)].scheduled);
    return parts.join(QLatin1Char('|'));
}

}  // namespace

class TestRunTableRules : public QObject {
    Q_OBJECT
private slots:
    void buildAndMerge_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("runs");
        QTest::addColumn<QStringList>("built");  // per row in table order, scheduled counts per Run
        QTest::addColumn<QStringList>("merged");
        // Seed 000, the first table: 3 factions x 3 speeds. Players act in every Run: no merge.
        QTest::addRow("seed: 9 units") << QStringLiteral("P1 P2 P3 F1 F2 F3 E1 E2 E3") << 3
                                       << QStringList{"1|0|0", "1|1|0", "1|1|1", "0|0|1", "1|1|0",
                                                      "1|1|1", "0|0|1", "1|1|0", "1|1|1"}
                                       << QStringList{"1|0|0", "1|1|0", "1|1|1", "0|0|1", "1|1|0",
                                                      "1|1|1", "0|0|1", "1|1|0", "1|1|1"};
        // Seed 000: all normal speed: one Run.
        QTest::addRow("seed: one Run") << QStringLiteral("P1 E1 E1") << 1 << QStringList{"1", "1", "1"}
                                       << QStringList{"1", "1", "1"};
        // Seed 000, merge table 1 (Player x1): Enemy x2 -> xx, Enemy x3 -> xxx in Run 1.
        QTest::addRow("seed: merge, Player x1")
            << QStringLiteral("P1 E1 E2 E3") << 3 << QStringList{"1|0|0", "0|0|1", "1|1|0", "1|1|1"}
            << QStringList{"1|0|0", "0|0|1", "2|0|0", "3|0|0"};
        // Seed 000, merge table 2 (Player x2): only Run 3 is free: Enemy x3 -> x | xx.
        QTest::addRow("seed: merge, Player x2")
            << QStringLiteral("P2 E1 E2 E3") << 3 << QStringList{"1|1|0", "0|0|1", "1|1|0", "1|1|1"}
            << QStringList{"1|1|0", "0|0|1", "1|1|0", "1|2|0"};
        // Seed 000, Dairepuu: an x3 Player leaves nothing to merge.
        QTest::addRow("seed: Player x3, Enemy x3")
            << QStringLiteral("P3 E3 E3") << 3 << QStringList{"1|1|1", "1|1|1", "1|1|1"}
            << QStringList{"1|1|1", "1|1|1", "1|1|1"};
        // Own cases.
        QTest::addRow("rows in faction order")
            << QStringLiteral("E1 F1 P1") << 1 << QStringList{"1", "1", "1"} << QStringList{"1", "1", "1"};
        QTest::addRow("friends merge like enemies")
            << QStringLiteral("P1 F2 F3") << 3 << QStringList{"1|0|0", "1|1|0", "1|1|1"}
            << QStringList{"1|0|0", "2|0|0", "3|0|0"};
        QTest::addRow("no player at all: everything merges")
            << QStringLiteral("E1 E2 E3") << 3 << QStringList{"0|0|1", "1|1|0", "1|1|1"}
            << QStringList{"0|0|1", "2|0|0", "3|0|0"};
        QTest::addRow("slow counts as x1")
            << QStringLiteral("Ps Es E2") << 2 << QStringList{"1|0", "0|1", "1|1"} << QStringList{"1|0", "0|1", "2|0"};
        QTest::addRow("two players of different speeds")
            << QStringLiteral("P1 P3 E3") << 3 << QStringList{"1|0|0", "1|1|1", "1|1|1"}
            << QStringList{"1|0|0", "1|1|1", "1|1|1"};
        QTest::addRow("dead units have no row and set no Run count")
            << QStringLiteral("P1 E3d E2") << 2 << QStringList{"1|0", "1|1"} << QStringList{"1|0", "2|0"};
        QTest::addRow("x1 AI alone in the last Run never merges")
            << QStringLiteral("P1 E1 E3") << 3 << QStringList{"1|0|0", "0|0|1", "1|1|1"}
            << QStringList{"1|0|0", "0|0|1", "3|0|0"};
    }

    void buildAndMerge()
    {
        QFETCH(QString, spec);
        QFETCH(int, runs);
        QFETCH(QStringList, built);
        QFETCH(QStringList, merged);
        RunTable t = buildTable(units(spec), 1);
        QCOMPARE(t.runs, runs);
        QStringList got;
        for (const Row& r : t.rows)
            got << cells(r, runs);
        QCOMPARE(got, built);
        mergeAiRuns(t);
        got.clear();
        for (const Row& r : t.rows)
            got << cells(r, runs);
        QCOMPARE(got, merged);
    }

    void mergeRecordsEveryMove()
    {
        RunTable t = buildTable(units(QStringLiteral("P1 E3")), 1);
        const auto steps = mergeAiRuns(t);
        QCOMPARE(steps.size(), std::size_t(2));
        QCOMPARE(steps[0].fromRun, 2);  // Run 3 -> Run 2 first (right to left)
        QCOMPARE(steps[0].newCount, 2);
        QCOMPARE(steps[1].fromRun, 1);  // then the cascade Run 2 -> Run 1
        QCOMPARE(steps[1].newCount, 3);
        QVERIFY(t.rows[1].cells[1].mergedAway);
        QVERIFY(t.rows[1].cells[2].mergedAway);
        QCOMPARE(t.rows[1].cells[0].mergedIn, 2);
    }

    // "Why not?": a merge the row could make (actions in both Runs) but the Player acts in
    // the Run is reported as held, with the first Player unit acting there, in rule order.
    void mergeHeldWherePlayerActs_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QStringList>("steps");  // "made|held fromRun>toRun count player", 1-based Runs
        // The seed's second merge table: Run 3 -> 2 made, Run 2 -> 1 held by the Player x2.
        QTest::addRow("seed: merge, Player x2")
            << QStringLiteral("P2 E3") << QStringList{"made 3>2 2 0", "held 2>1 2 1"};
        QTest::addRow("seed: 9 units, Players in every Run")
            << QStringLiteral("P1 P2 P3 F1 F2 F3 E1 E2 E3")
            << QStringList{"held 2>1 1 2", "held 3>2 1 3", "held 2>1 1 2",
                           "held 2>1 1 2", "held 3>2 1 3", "held 2>1 1 2"};
        QTest::addRow("no candidate: nothing held")
            << QStringLiteral("P1 E1 E3") << QStringList{"made 3>2 2 0", "made 2>1 3 0"};
        QTest::addRow("the first Player in table order") << QStringLiteral("P3 P2 E2") << QStringList{"held 2>1 1 1"};
    }

    void mergeHeldWherePlayerActs()
    {
        QFETCH(QString, spec);
        QFETCH(QStringList, steps);
        RunTable t = buildTable(units(spec), 1);
        QStringList got;
        for (const MergeStep& m : mergeAiRuns(t))
            got << QStringLiteral("%1 %2>%3 %4 %5")
                       .arg(m.made ? QStringLiteral("made") : QStringLiteral("held"))
                       .arg(m.fromRun + 1)
                       .arg(m.toRun + 1)
                       .arg(m.newCount)
                       .arg(m.player);
        QCOMPARE(got, steps);
    }

    void insertionIndex_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("acting");
        QTest::addColumn<QString>("actedRows");  // rows already done in Run 1, e.g. "0 1"
        QTest::addColumn<int>("newSpeed");
        QTest::addColumn<int>("expected");
        // Case A, step A: Player x1 (row 0) drinks; no x2 row: right after the acting row.
        QTest::addRow("seed: case A, Player") << QStringLiteral("P1 E1 E1 E1") << 0 << QString() << 2 << 1;
        // Case A, step B: Enemy2 (row 2 after the insert) hastes Enemy1, which has acted.
        QTest::addRow("seed: case A, Enemy1")
            << QStringLiteral("P1 P2 E1 E1 E1") << 3 << QStringLiteral("0 1 2") << 2 << 4;
        // Case B, step A: x2 enemies not yet acted: after the last of them.
        QTest::addRow("seed: case B, first grass") << QStringLiteral("P1 E2 E2") << 0 << QString() << 2 << 3;
        // Case B, step B: from the new Player x2 row (row 3) to x3: none waiting: right after it.
        QTest::addRow("seed: case B, second grass")
            << QStringLiteral("P1 E2 E2 P2") << 3 << QStringLiteral("0") << 3 << 4;
        QTest::addRow("acted rows of that speed do not count")
            << QStringLiteral("P1 E2 E2") << 0 << QStringLiteral("1 2") << 2 << 1;
        QTest::addRow("a waiting row above the acting one") << QStringLiteral("P1 E2 E1") << 2 << QString() << 2 << 2;
    }

    void insertionIndex()
    {
        QFETCH(QString, spec);
        QFETCH(int, acting);
        QFETCH(QString, actedRows);
        QFETCH(int, newSpeed);
        QFETCH(int, expected);
        RunTable t;
        t.runs = 2;
        for (const Unit& u : units(spec)) {
            Row r;
            r.unit = u.id;
            r.faction = u.faction;
            r.speedLabel = u.speed;
            r.cells[0].scheduled = 1;
            t.rows.push_back(r);
        }
        for (const QString& i : actedRows.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            t.rows[static_cast<std::size_t>(i.toInt())].cells[0].done = 1;
        QCOMPARE(static_cast<int>(roguelike::insertionIndex(t, 0, newSpeed, static_cast<std::size_t>(acting))),
                 expected);
    }
};

TURNSCOPE_TEST_MAIN(TestRunTableRules)
#include "tst_runtable_rules.moc"
