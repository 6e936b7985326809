// FlowModel and the flow map: at every flow event of the demo the lit node, the edge just
// taken and the next node equal the engine's; every drawn node has its own place on the map
// and every edge of the seed's diagram is drawn; clicking a node sets (and a second click
// clears) a breakpoint on its clause, which the session then stops at; pictures. The model
// fed FlowSnapshots with no session at all: made by hand, and built from a game and breakpoints.
#include "gui_stack_support.h"
#include "gui_test_main.h"

#include "rulesets/stack/flowmapdock.h"
#include "rulesets/stack/flowmapwidget.h"
#include "rulesets/stack/flowmodel.h"

#include <QAbstractItemModelTester>
#include <QMouseEvent>
#include <QSignalSpy>

#include <set>

using namespace ts;
using gui::FlowMapWidget;
using gui::FlowModel;
using stack::Node;

class TestFlowMap : public QObject {
    Q_OBJECT
private slots:
    void matchesTheEngine()
    {
        gui::SessionController c;
        gui::FlowMapDock dock(&c);
        FlowModel& m = *dock.model();
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(c, "stack", "blackpoker.json"));
        const Session& s = *c.session();
        const auto flows = test::eventsOfKind(s.trace(), "stack.flow");
        Node before = Node::None;
        for (const Seq q : flows) {
            c.seekNow(q);
            const Node n = static_cast<Node>(s.trace().at(q).arg[0]);
            QCOMPARE(m.current(), n);
            QCOMPARE(m.lastEdge().first, before);
            QCOMPARE(m.next(), test::stackAt(c).state().pc);
            int lit = 0;
            for (int r = 0; r < m.rowCount(); ++r)
                lit += m.index(r).data(FlowModel::CurrentRole).toBool();
            QCOMPARE(lit, 1);
            QVERIFY(m.index(m.rowOf(n)).data(FlowModel::CurrentRole).toBool());
            if (before != Node::None && before != n)
                QVERIFY(m.index(m.rowOf(before)).data(FlowModel::PreviousRole).toBool());
            before = n;
        }
    }

    // The map: distinct boxes for every node; the seed's edges all drawn.
    void layout()
    {
        FlowModel m;
        FlowMapWidget map(&m);
        map.resize(900, 330);
        std::vector<QRectF> rects;
        for (const Node n : FlowModel::nodes()) {
            const QRectF r = map.nodeRect(n);
            QVERIFY2(!r.isEmpty(), stack::nodeLabel(n));
            QVERIFY(QRectF(map.rect()).contains(r));
            for (const QRectF& o : rects)
                QVERIFY2(!o.intersects(r), stack::nodeLabel(n));
            rects.push_back(r);
            QCOMPARE(map.nodeAt(r.center()), n);
        }
        std::set<std::pair<Node, Node>> drawn;
        for (const auto& e : FlowMapWidget::edges())
            drawn.insert({e.from, e.to});
        for (const auto& e :
             std::initializer_list<std::pair<Node, Node>>{{Node::GameStart, Node::ChanceToTurnPlayer},
                                                          {Node::StageEmpty, Node::ResetPassList},
                                                          {Node::StageEmpty, Node::TakeActionQ},
                                                          {Node::TakeActionQ, Node::ResetPassList},
                                                          {Node::IsInstant, Node::Resolve},
                                                          {Node::IsInstant, Node::AddToStage},
                                                          {Node::WinCheck, Node::TriggerCheck},
                                                          {Node::TriggerCheck, Node::StageEmpty},
                                                          {Node::TriggerCheck, Node::InstantTriggered},
                                                          {Node::InstantTriggered, Node::NormalTriggered},
                                                          {Node::NormalTriggered, Node::TriggerCheck},
                                                          {Node::StageTriggered, Node::TriggerCheck},
                                                          {Node::AllPassed, Node::TakeFromStage},
                                                          {Node::AllPassed, Node::MoveChance},
                                                          {Node::TakeFromStage, Node::Resolve},
                                                          {Node::MoveChance, Node::StageEmpty}})
            QVERIFY(drawn.count(e));
        QCOMPARE(drawn.size(), std::size_t(29));
    }

    void fedSnapshotsWithoutASession()
    {
        FlowModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m.rowCount(), static_cast<int>(FlowModel::nodes().size()));
        QCOMPARE(m.current(), Node::None);
        QSignalSpy refreshed(&m, &FlowModel::refreshed);
        gui::FlowSnapshot snap;
        snap.previous = Node::TakeActionQ;
        snap.current = Node::RegisterPass;
        snap.next = Node::AllPassed;
        m.setSnapshot(snap);  // no breakpoint list: none
        QCOMPARE(refreshed.count(), 1);
        QVERIFY(m.lastEdge() == std::make_pair(Node::TakeActionQ, Node::RegisterPass));
        QVERIFY(m.index(m.rowOf(Node::RegisterPass)).data(FlowModel::CurrentRole).toBool());
        QVERIFY(m.index(m.rowOf(Node::TakeActionQ)).data(FlowModel::PreviousRole).toBool());
        QVERIFY(m.index(m.rowOf(Node::AllPassed)).data(FlowModel::NextRole).toBool());
        QVERIFY(!m.hasBreakpoint(Node::AllPassed));
        std::vector<Breakpoint> bps(3);
        bps[0].clause = "002:13";
        bps[1].clause = "002:12";
        bps[1].enabled = false;  // disabled: not shown
        bps[2].clause = "002:5";
        bps[2].entity = EntityId(1);  // on an entity too: not the node's alone
        m.setSnapshot(gui::FlowSnapshot::build(nullptr, bps));  // no game: nothing lit
        QCOMPARE(m.current(), Node::None);
        QVERIFY(m.hasBreakpoint(Node::AllPassed));
        QVERIFY(m.index(m.rowOf(Node::AllPassed)).data(gui::BreakpointRole).toBool());
        QVERIFY(!m.hasBreakpoint(Node::RegisterPass));
        QVERIFY(!m.hasBreakpoint(Node::TakeAction));
        m.setSnapshot(gui::FlowSnapshot::empty());
        QVERIFY(!m.hasBreakpoint(Node::AllPassed));
        QCOMPARE(refreshed.count(), 3);
    }

    // A click on ⑬ sets a breakpoint on 002:13; continuing stops there; a second click clears it.
    void clickSetsABreakpoint()
    {
        gui::SessionController c;
        gui::FlowMapDock dock(&c);
        QVERIFY(test::openSample(c, "stack", "lifo-three.json"));
        dock.resize(900, 380);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        FlowMapWidget* map = dock.map();
        const QPoint at = map->nodeRect(Node::AllPassed).center().toPoint();
        QTest::mouseClick(map, Qt::LeftButton, {}, at);
        QCOMPARE(c.session()->breakpoints().size(), std::size_t(1));
        QCOMPARE(*c.session()->breakpoints().front().clause, std::string("002:13"));
        QVERIFY(dock.model()->hasBreakpoint(Node::AllPassed));
        c.seekNow(0);
        c.continueForward();
        QTRY_VERIFY(!c.isBusy());
        QCOMPARE(c.session()->trace().clauseName(c.session()->trace().at(c.cursor()).clause), std::string("002:13"));
        QTest::mouseClick(map, Qt::LeftButton, {}, at);
        QVERIFY(c.session()->breakpoints().empty());
        QVERIFY(!dock.model()->hasBreakpoint(Node::AllPassed));
    }

    void pictures_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("nth");
        QTest::addColumn<QString>("name");
        QTest::addRow("⑪ yes") << "stack.action-chosen" << 2 << "stack-flow-11.png";
        QTest::addRow("⑩-4") << "stack.staged" << 21 << "stack-flow-10-4.png";
        QTest::addRow("⑬ yes") << "stack.taken-off" << 2 << "stack-flow-14.png";
    }
    void pictures()
    {
        QFETCH(QString, kind);
        QFETCH(int, nth);
        QFETCH(QString, name);
        gui::SessionController c;
        gui::FlowMapDock dock(&c);
        QVERIFY(test::openSample(c, "stack", "blackpoker.json"));
        c.seekNow(test::nthEvent(*c.session(), kind.toStdString(), nth));
        QVERIFY(test::grabDock(dock, QSize(900, 380), name));
        if (name.endsWith(QLatin1String("14.png"))) {
            const QPalette light = QApplication::palette();
            QApplication::setPalette(test::darkPalette());
            QVERIFY(test::grabDock(dock, QSize(900, 380), QStringLiteral("stack-flow-dark.png")));
            QApplication::setPalette(light);
        }
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestFlowMap)
#include "tst_flowmap.moc"
