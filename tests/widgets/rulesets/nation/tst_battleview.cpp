// The battle view over the duel, which hits every candidate range of 001:3.3.5.3.2: at each
// target decision the widget and the tables report the range the engine chose, its row, the
// candidates checked (rows outside Front..Back skipped) and the array's nulls; the attack
// order's current entry, the slot at the target index, damage and power damage per slot,
// the pending steal, the last battle and no battle; pictures of the dock at each range.
#include "gui_nation_support.h"
#include "gui_test_main.h"

#include "rulesets/nation/battledock.h"
#include "rulesets/nation/battlefieldwidget.h"
#include "rulesets/nation/battleordermodel.h"
#include "rulesets/nation/battlerangemodel.h"
#include "rulesets/nation/battletargetsmodel.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>

#include <memory>

using namespace ts;
using gui::BattleSnapshot;
using gui::BattleTableModel;
using nation::RangeChoice;

namespace {

// A battle dock whose three models are under test from before they hold anything.
struct Fixture {
    gui::SessionController controller;
    gui::BattleDock dock{&controller};
    QAbstractItemModelTester order{dock.orderModel(), QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester targets{dock.targetsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester range{dock.rangeModel(), QAbstractItemModelTester::FailureReportingMode::QtTest};
    const Session& session() const { return *controller.session(); }
    std::string kindAt(Seq q) const { return session().trace().kindName(session().trace().at(q).kind); }
};

int countRole(const QAbstractItemModel& m, int role)
{
    int n = 0;
    for (int r = 0; r < m.rowCount(); ++r)
        n += m.index(r, 0).data(role).toBool() ? 1 : 0;
    return n;
}

// The decided target array events (not the null-filled array of 3.3.5.3.2/1).
std::vector<Seq> decisions(const Session& s, RangeChoice choice)
{
    return test::eventsOfKind(s, "nation.target-array",
                              [&](const Event& e) { return e.arg[0] == static_cast<int>(choice); });
}

}  // namespace

Q_DECLARE_METATYPE(RangeChoice)

class TestBattleView : public QObject {
    Q_OBJECT
private slots:
    void everyRange_data()
    {
        QTest::addColumn<RangeChoice>("choice");
        QTest::addColumn<QString>("rangeText");
        QTest::addRow("normal") << RangeChoice::Normal << QStringLiteral("normal range");
        QTest::addRow("one behind") << RangeChoice::OneBehind << QStringLiteral("one row behind");
        QTest::addRow("two behind") << RangeChoice::TwoBehind << QStringLiteral("two rows behind");
        QTest::addRow("one in front") << RangeChoice::OneInFront << QStringLiteral("one row in front");
        QTest::addRow("two in front") << RangeChoice::TwoInFront << QStringLiteral("two rows in front");
        QTest::addRow("empty front") << RangeChoice::EmptyFront << QStringLiteral("empty Front row: all null");
    }

    void everyRange()
    {
        QFETCH(RangeChoice, choice);
        QFETCH(QString, rangeText);
        Fixture f;
        QVERIFY(test::openSample(f.controller, "nation", "duel.json"));
        const auto at = decisions(f.session(), choice);
        QVERIFY2(!at.empty(), "the duel hits every range");
        const Event e = f.session().trace().at(at.front());
        f.controller.seekNow(at.front());
        const auto& g = test::nationAt(f.controller);
        const nation::BattleContext& b = g.state().battle;
        QCOMPARE(b.chosen, choice);

        const BattleSnapshot& s = f.dock.snapshot();
        QCOMPARE(s.status, BattleSnapshot::Status::Active);
        QCOMPARE(s.chosen, choice);
        QCOMPARE(s.chosenRow, e.arg[1]);
        QCOMPARE(BattleSnapshot::rangeName(s.chosen), rangeText);
        QCOMPARE(f.dock.battlefield()->snapshot().chosen, choice);

        // The target array: the living units of the range, then a null per empty slot.
        auto* targets = f.dock.targetsModel();
        const int length = e.arg[2], units = e.arg[3];
        QCOMPARE(targets->rowCount(), length);
        QCOMPARE(countRole(*targets, BattleTableModel::IsNullRole), length - units);
        for (int r = 0; r < length; ++r) {
            const QModelIndex unit = targets->index(r, gui::BattleTargetsModel::UnitColumn);
            QCOMPARE(unit.data(BattleTableModel::IsNullRole).toBool(), r >= units);
            QCOMPARE(unit.data(BattleTableModel::IsNullRole).toBool(), b.targets[static_cast<std::size_t>(r)].unit < 0);
            if (r >= units)
                QCOMPARE(unit.data().toString(), QStringLiteral("null"));
            else
                QCOMPARE(unit.data().toString(),
                         QString::fromStdString(
                             g.entityName(g.unitEntity(b.targetNation, b.targets[static_cast<std::size_t>(r)].unit))));
            QVERIFY(f.dock.battlefield()->targetSlotRect(r).isValid());
        }

        // Why: the candidates in order, the chosen one last, rows outside Front..Back skipped.
        auto* range = f.dock.rangeModel();
        QCOMPARE(range->rowCount(), static_cast<int>(b.checks.size()));
        if (choice == RangeChoice::EmptyFront) {
            QCOMPARE(range->rowCount(), 0);
            QVERIFY2(f.dock.rangeSummary().contains(QStringLiteral("has no living unit in its Front row")),
                     qPrintable(f.dock.rangeSummary()));
            QCOMPARE(units, 0);
        } else {
            const int last = range->rowCount() - 1;
            QCOMPARE(range->index(last, 0).data(gui::BattleRangeModel::CandidateRole).toInt(),
                     static_cast<int>(choice));
            QVERIFY(range->index(last, 0).data(BattleTableModel::IsCurrentRole).toBool());
            QCOMPARE(range->index(last, gui::BattleRangeModel::ResultColumn).data().toString(),
                     QStringLiteral("chosen"));
            QCOMPARE(countRole(*range, BattleTableModel::IsCurrentRole), 1);
            for (int r = 0; r < last; ++r) {
                const nation::CandidateCheck& c = b.checks[static_cast<std::size_t>(r)];
                QCOMPARE(range->index(r, 0).data(BattleTableModel::IsSkippedRole).toBool(), c.row < 0);
                QCOMPARE(range->index(r, gui::BattleRangeModel::ResultColumn).data().toString(),
                         c.row < 0 ? QStringLiteral("skipped") : QStringLiteral("empty"));
                QCOMPARE(range->index(r, gui::BattleRangeModel::RowColumn).data().toString(),
                         c.row < 0 ? QStringLiteral("outside") : BattleSnapshot::rowName(c.row));
            }
            QVERIFY2(f.dock.rangeSummary().contains(rangeText), qPrintable(f.dock.rangeSummary()));
            // The chosen cells are drawn on the target side, its first target inside one.
            const QRectF cell = f.dock.battlefield()->cellRect(s.targetSide, static_cast<nation::Row>(s.chosenRow),
                                                               s.patternSlots.front());
            QVERIFY(cell.isValid());
            const QRectF first = f.dock.battlefield()->unitRect(s.targetSide, s.targets.front().unit);
            QVERIFY(first.isValid());
            QVERIFY(f.dock.battlefield()
                        ->toolTipAt(first.center())
                        .contains(QStringLiteral("slot [0] of the target array")));
        }
        QVERIFY(f.dock.battlefield()
                    ->toolTipAt(f.dock.battlefield()->targetSlotRect(0).center())
                    .contains(QStringLiteral("[0]")));

        f.dock.resize(1000, 640);
        f.dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.dock));
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
        QVERIFY(test::saveGrab(f.dock, QStringLiteral("nation-battle-%1.png").arg(tag)));
        f.dock.tabs()->setCurrentIndex(1);
        QVERIFY(test::saveGrab(f.dock, QStringLiteral("nation-battle-%1-tables.png").arg(tag)));
    }

    // Every rule range is decided in the duel's first battle, each by another attacker; the
    // attack order marks that attacker as current and the ones before it as done.
    void attackOrder()
    {
        Fixture f;
        QVERIFY(test::openSample(f.controller, "nation", "duel.json"));
        const auto begins = test::eventsOfKind(f.session(), "nation.attack-begin");
        QVERIFY(begins.size() >= 8);
        for (Seq begin : begins) {
            // The target decision of this attack: the attacker is set by then.
            Seq q = begin;
            while (q < f.session().size() && f.kindAt(q) != "nation.target-array")
                ++q;
            f.controller.seekNow(q);
            const int index = f.session().trace().at(begin).arg[1];
            auto* order = f.dock.orderModel();
            QCOMPARE(countRole(*order, BattleTableModel::IsCurrentRole), 1);
            QVERIFY(order->index(index, 0).data(BattleTableModel::IsCurrentRole).toBool());
            QCOMPARE(order->index(index, gui::BattleOrderModel::AttackerColumn).data().toString(),
                     QString::fromStdString(f.session().trace().entityName(f.session().trace().at(begin).subject[0])));
            QCOMPARE(countRole(*order, BattleTableModel::IsDoneRole), index);
            QVERIFY2(
                f.dock.headline().contains(QStringLiteral("attack %1 of %2").arg(index + 1).arg(order->rowCount())),
                qPrintable(f.dock.headline()));
        }
        // Round 2: the dead Guard is popped; every attack done, the steal capped.
        const auto popped = test::findEvent(f.session(), "nation.attacker-popped");
        QVERIFY(popped);
        f.controller.seekNow(*popped);
        QCOMPARE(f.dock.orderModel()->rowCount(), 7);
        QCOMPARE(countRole(*f.dock.orderModel(), BattleTableModel::IsDoneRole), 7);
        QVERIFY2(f.dock.headline().contains(QStringLiteral("every attack done")), qPrintable(f.dock.headline()));
        QCOMPARE(f.dock.snapshot().pendingPowerDamage, 30);
    }

    // The unit damage step slot by slot, then the power damage of each slot.
    void damageAndPowerDamage()
    {
        Fixture f;
        QVERIFY(test::openSample(f.controller, "nation", "duel.json"));
        const Trace& t = f.session().trace();
        for (Seq q : test::eventsOfKind(f.session(), "nation.unit-damage")) {
            const Event e = t.at(q);
            f.controller.seekNow(q);
            const BattleSnapshot& s = f.dock.snapshot();
            QVERIFY(s.targetIndexLive());
            QCOMPARE(s.targetIndex, e.arg[2]);
            auto* targets = f.dock.targetsModel();
            QCOMPARE(countRole(*targets, BattleTableModel::IsCurrentRole), 1);
            QVERIFY(targets->index(e.arg[2], 0).data(BattleTableModel::IsCurrentRole).toBool());
            QCOMPARE(targets->index(e.arg[2], 0).data().toString(), QStringLiteral("▶ [%1]").arg(e.arg[2]));
            QCOMPARE(targets->index(e.arg[2], gui::BattleTargetsModel::DamageColumn).data().toString(),
                     QStringLiteral("−%1").arg(e.arg[0]));
            QCOMPARE(s.targets[static_cast<std::size_t>(e.arg[2])].damage, e.arg[0]);
            // The power damage is not there yet.
            QCOMPARE(s.powerDamageShown(), false);
        }
        for (Seq q : test::eventsOfKind(f.session(), "nation.power-damage")) {
            const Event e = t.at(q);
            f.controller.seekNow(q + 2);  // after its two writes (this attack's, the battle's pending)
            const BattleSnapshot& s = f.dock.snapshot();
            QVERIFY(s.powerDamageApplies);
            QVERIFY(s.powerDamageShown());
            QCOMPARE(s.targets[static_cast<std::size_t>(e.arg[0])].powerDamage, e.arg[1]);
            QCOMPARE(s.pendingPowerDamage, e.arg[3]);
            QCOMPARE(
                f.dock.targetsModel()->index(e.arg[0], gui::BattleTargetsModel::PowerDamageColumn).data().toString(),
                QString::number(e.arg[1]));
        }
        // The defender's attacks steal nothing: no power damage column values.
        const auto mage = test::findEvent(f.session(), "nation.unit-damage", 0,
                                          [&](const Event& e) { return t.entityName(e.subject[0]) == "S-Mage"; });
        f.controller.seekNow(*mage);
        QVERIFY(!f.dock.snapshot().powerDamageApplies);
        QCOMPARE(f.dock.targetsModel()->index(0, gui::BattleTargetsModel::PowerDamageColumn).data().toString(),
                 QStringLiteral("—"));
        QCOMPARE(f.dock.snapshot().targetSide, 0);  // North's units are the targets
    }

    void noBattleLastBattleOtherRulesets()
    {
        Fixture f;
        QCOMPARE(f.dock.headline(), QStringLiteral("No session"));
        QVERIFY(test::openSample(f.controller, "nation", "duel.json"));
        f.controller.seekNow(0);
        QCOMPARE(f.dock.snapshot().status, BattleSnapshot::Status::NoBattle);
        QVERIFY(f.dock.headline().startsWith(QStringLiteral("No battle yet")));
        QCOMPARE(f.dock.orderModel()->rowCount(), 0);
        f.dock.resize(900, 520);
        f.dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.dock));
        QVERIFY(test::saveGrab(f.dock, QStringLiteral("nation-battle-none.png")));
        // After the battle: the last one stays readable.
        const auto end = test::findEvent(f.session(), "nation.turn-end");
        QVERIFY(end);
        f.controller.seekNow(*end);
        QCOMPARE(f.dock.snapshot().status, BattleSnapshot::Status::Ended);
        QCOMPARE(f.dock.headline(), QStringLiteral("Last battle: North against South, ended"));
        QCOMPARE(f.dock.orderModel()->rowCount(), 8);
        QCOMPARE(countRole(*f.dock.orderModel(), BattleTableModel::IsDoneRole), 8);
        QVERIFY(test::saveGrab(f.dock, QStringLiteral("nation-battle-ended.png")));
        QVERIFY(test::openSample(f.controller, "roguelike", "case-a.json"));
        QCOMPARE(f.dock.headline(), QStringLiteral("The battle view belongs to the nation ruleset"));
        QCOMPARE(f.dock.targetsModel()->rowCount(), 0);
    }

    // The fall scenario: Hamlet's empty Front row, every slot null, full steal per slot.
    void fallAllNull()
    {
        Fixture f;
        QVERIFY(test::openSample(f.controller, "nation", "fall.json"));
        const auto at = decisions(f.session(), RangeChoice::EmptyFront);
        QVERIFY(!at.empty());
        const auto power = test::findEvent(f.session(), "nation.power-damage");
        QVERIFY(power);
        f.controller.seekNow(*power + 2);
        const BattleSnapshot& s = f.dock.snapshot();
        QCOMPARE(s.chosen, RangeChoice::EmptyFront);
        QCOMPARE(s.nullSlots(), static_cast<int>(s.targets.size()));
        QCOMPARE(f.dock.targetsModel()->index(0, gui::BattleTargetsModel::HpColumn).data().toString(),
                 QStringLiteral("—"));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestBattleView)
#include "tst_battleview.moc"
