// StackZonesModel and the zones panel: the tree equals the engine's zones at events of the
// samples (players, zones with counts, components top first with owner and controller);
// control taken is marked; the components the current event concerns are marked; pictures.
#include "gui_stack_support.h"
#include "gui_test_main.h"

#include "rulesets/stack/stackzonesdock.h"
#include "rulesets/stack/stackzonesmodel.h"

#include <QAbstractItemModelTester>

using namespace ts;
using gui::StackZonesModel;

class TestStackZonesModel : public QObject {
    Q_OBJECT
private slots:
    void matchesTheEngine()
    {
        gui::SessionController c;
        StackZonesModel m(&c);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(c, "stack", "blackpoker.json"));
        const Session& s = *c.session();
        const auto moves = test::eventsOfKind(s.trace(), "stack.moved");
        QVERIFY(moves.size() > 30);
        for (std::size_t k = 0; k < moves.size(); k += 3) {
            c.seekNow(test::nextFlow(s, moves[k]));
            const auto& g = test::stackAt(c);
            QCOMPARE(m.rowCount(), 2);
            for (int p = 0; p < 2; ++p) {
                const QModelIndex player = m.index(p, 0);
                QCOMPARE(m.rowCount(player), static_cast<int>(g.scenario().zones.size()));
                for (int z = 0; z < m.rowCount(player); ++z) {
                    const QModelIndex zone = m.index(z, 0, player);
                    const auto contents = g.zoneContents(p, z);
                    QCOMPARE(zone.data(StackZonesModel::CountRole).toInt(), static_cast<int>(contents.size()));
                    for (int r = 0; r < m.rowCount(zone); ++r)
                        QCOMPARE(m.index(r, 0, zone).data().toString(),
                                 QString::fromStdString(
                                     g.scenario()
                                         .components[static_cast<std::size_t>(contents[static_cast<std::size_t>(r)])]
                                         .name));
                }
            }
        }
    }

    // After Twist resolves, ♠2b lies in Bob's field, owned by Bob, controlled by Alice.
    void controlTaken()
    {
        gui::SessionController c;
        gui::StackZonesDock dock(&c);
        QVERIFY(test::openSample(c, "stack", "blackpoker.json"));
        const Session& s = *c.session();
        const Seq taken = test::nthEvent(s, "stack.control") + 1;  // its write
        c.seekNow(taken);
        const QModelIndex card = dock.model()->componentIndex(QStringLiteral("♠2b"));
        QVERIFY(card.isValid());
        QCOMPARE(card.data(StackZonesModel::OwnerRole).toString(), QStringLiteral("Bob"));
        QCOMPARE(card.data(StackZonesModel::ControllerRole).toString(), QStringLiteral("Alice"));
        QVERIFY(card.data(StackZonesModel::ControlTakenRole).toBool());
        QVERIFY(card.data(gui::ChangedRole).toBool());  // the write concerns it
        QCOMPARE(card.parent(), dock.model()->zoneIndex(QStringLiteral("Bob"), QStringLiteral("field")));
        QVERIFY(dock.model()->headline().contains(QStringLiteral("under another player's control")));
        c.seekNow(taken - 1);
        QVERIFY(!dock.model()->componentIndex(QStringLiteral("♠2b")).data(StackZonesModel::ControlTakenRole).toBool());
        c.seekNow(taken);
        QVERIFY(test::grabDock(dock, QSize(560, 620), QStringLiteral("stack-zones.png")));
        const QPalette light = QApplication::palette();
        QApplication::setPalette(test::darkPalette());
        QVERIFY(test::grabDock(dock, QSize(560, 620), QStringLiteral("stack-zones-dark.png")));
        QApplication::setPalette(light);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestStackZonesModel)
#include "tst_stackzonesmodel.moc"
