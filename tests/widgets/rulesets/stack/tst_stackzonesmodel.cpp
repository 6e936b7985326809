// StackZonesModel and the zones panel: the tree equals the engine's zones at events of the
// samples (players, zones with counts, components top first with owner and controller);
// control taken is marked; the components the current event concerns are marked; pictures.
// The model fed a hand-made StackZonesSnapshot, with no session at all.
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
        gui::StackZonesDock dock(&c);
        StackZonesModel& m = *dock.model();
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

    void fedASnapshotWithoutASession()
    {
        using Kind = StackZonesModel::RowKind;
        StackZonesModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        gui::StackZonesSnapshot snap;
        const auto node = [&](Kind kind, const char* name, int parent) {
            gui::StackZonesSnapshot::Node n;
            n.kind = kind;
            n.name = QString::fromUtf8(name);
            n.parent = parent;
            const int id = static_cast<int>(snap.nodes.size());
            std::vector<int>& siblings =
                parent < 0 ? snap.roots : snap.nodes[static_cast<std::size_t>(parent)].children;
            n.row = static_cast<int>(siblings.size());
            siblings.push_back(id);
            snap.nodes.push_back(n);
            return id;
        };
        const int alice = node(Kind::Player, "Alice", -1);
        const int hand = node(Kind::Zone, "hand", alice);
        const int field = node(Kind::Zone, "field", alice);
        const int card = node(Kind::Component, "♠2b", field);
        snap.nodes[static_cast<std::size_t>(card)].owner = QStringLiteral("Bob");
        snap.nodes[static_cast<std::size_t>(card)].controller = QStringLiteral("Alice");
        snap.nodes[static_cast<std::size_t>(card)].taken = true;
        snap.nodes[static_cast<std::size_t>(card)].changed = true;
        snap.nodes[static_cast<std::size_t>(field)].count = 1;
        snap.nodes[static_cast<std::size_t>(alice)].count = 1;
        Q_UNUSED(hand);
        snap.headline = QStringLiteral("1 component");
        m.setSnapshot(snap);
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.rowCount(m.index(0, 0)), 2);
        QCOMPARE(m.headline(), QStringLiteral("1 component"));
        const QModelIndex c = m.componentIndex(QStringLiteral("♠2b"));
        QVERIFY(c.isValid());
        QCOMPARE(c.parent(), m.zoneIndex(QStringLiteral("Alice"), QStringLiteral("field")));
        QCOMPARE(c.parent().data().toString(), QStringLiteral("field (1)"));
        QVERIFY(c.data(StackZonesModel::ControlTakenRole).toBool());
        QVERIFY(c.data(gui::ChangedRole).toBool());
        QCOMPARE(m.index(c.row(), StackZonesModel::ControllerColumn, c.parent()).data().toString(),
                 QStringLiteral("Alice (control taken)"));
        m.setSnapshot(gui::StackZonesSnapshot::empty(QStringLiteral("nothing here")));
        QCOMPARE(m.rowCount(), 0);
        QCOMPARE(m.headline(), QStringLiteral("nothing here"));
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
