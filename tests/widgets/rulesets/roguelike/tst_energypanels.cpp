// The energy panels and the map as docks: headlines at chosen events, the map of both
// schedulers (cells, units, the acting unit, the last move or attack as an arrow), a click
// on a unit filtering the event log, and pictures of each panel in light and dark palettes
// in <temp>/turnscope-screenshots/.
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogdock.h"
#include "rulesets/roguelike/actionqueuedock.h"
#include "rulesets/roguelike/actionqueuemodel.h"
#include "rulesets/roguelike/chainmodel.h"
#include "rulesets/roguelike/energydock.h"
#include "rulesets/roguelike/energymodel.h"
#include "rulesets/roguelike/mapdock.h"
#include "rulesets/roguelike/mapwidget.h"

#include "rulesets/roguelike/energy_game.h"
#include "rulesets/roguelike/game.h"

#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>

using namespace ts;
using namespace ts::gui;

namespace {

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    return dark;
}

// Grabs `w` at `size` in the light palette and in a dark one.
void grabBoth(QWidget& w, const QSize& size, const QString& name)
{
    w.resize(size);
    QVERIFY(test::saveGrab(w, name + QStringLiteral(".png")));
    const QPalette light = QApplication::palette();
    QApplication::setPalette(darkPalette());
    QVERIFY(test::saveGrab(w, name + QStringLiteral("-dark.png")));
    QApplication::setPalette(light);
}

}  // namespace

class TestEnergyPanels : public QObject {
    Q_OBJECT
private slots:
    void energyDock()
    {
        SessionController controller;
        EnergyDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("energyDock"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("Energy"));
        QVERIFY(test::openSample(controller, "roguelike", "energy-speeds-erf.json"));
        const Session& s = *controller.session();
        const auto proceeds = test::eventsOfKind(s.trace(), "roguelike.proceed");
        controller.seekNow(proceeds[2] + 1);  // visit 3 (turn 2) is over: the Hare is current
        QCOMPARE(dock.headline(),
                 QStringLiteral("Turn 2 · visit 1 (World.update #3) · current: Hare · next to act: Hare, "
                                "on the next visit · erf table, cost 100"));
        QCOMPARE(dock.model()->rowCount(), 2);
        controller.seekNow(proceeds[1] + 2);  // the end of turn 1
        QVERIFY(dock.headline().startsWith(QStringLiteral("Turn 1 is over (World.update #2)")));
        controller.seekNow(0);
        QVERIFY(dock.headline().startsWith(QStringLiteral("Before the first visit")));
        controller.seekNow(proceeds[3]);
        grabBoth(dock, {760, 260}, QStringLiteral("energy-dock"));

        // Twelve actors with a dungeon's worth of energies.
        QVERIFY(test::openSample(controller, "roguelike", "energy-dungeon.json"));
        controller.seekNow(*test::findEvent(controller.session()->trace(), "roguelike.door-opened"));
        QCOMPARE(dock.model()->rowCount(), 6);
        grabBoth(dock, {760, 300}, QStringLiteral("energy-dock-dungeon"));

        // A Run-table game: the panel says why it is empty.
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QCOMPARE(dock.model()->rowCount(), 0);
        QVERIFY(dock.headline().contains(QStringLiteral("energy games")));
    }

    void actionQueueDock()
    {
        SessionController controller;
        ActionQueueDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("actionQueueDock"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("Action Queues"));
        QVERIFY(test::openSample(controller, "roguelike", "energy-door.json"));
        QCOMPARE(dock.chainTitle(), QStringLiteral("Alternative chain: no action performed yet"));
        const auto opened = test::eventsOfKind(controller.session()->trace(), "roguelike.door-opened");
        controller.seekNow(opened[0] + 6);
        QCOMPARE(dock.chainTitle(), QStringLiteral("Alternative chain of Hero's last action (the last row decides)"));
        QCOMPARE(dock.chainModel()->rowCount(), 2);
        QCOMPARE(dock.chainView()->model(), dock.chainModel());
        controller.seekNow(0);
        QCOMPARE(dock.chainTitle(), QStringLiteral("Alternative chain: no action performed yet"));
        controller.seekNow(opened[0] + 6);
        grabBoth(dock, {520, 420}, QStringLiteral("action-queues-door"));

        QVERIFY(test::openSample(controller, "roguelike", "energy-plan.json"));
        const auto queued = test::eventsOfKind(controller.session()->trace(), "roguelike.action-queued");
        controller.seekNow(queued[4] + 2);
        QCOMPARE(dock.queueModel()->rowCount(dock.queueModel()->index(0, 0)), 5);
        QVERIFY(dock.queueView()->isExpanded(dock.queueModel()->index(0, 0)));
        grabBoth(dock, {520, 420}, QStringLiteral("action-queues-plan"));
    }

    // The map of an energy game: doors, units, the acting unit, the move arrow; and of a
    // Run-table game: the acting row's unit and the attack arrow.
    void mapOfBothSchedulers()
    {
        SessionController controller;
        MapDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("mapDock"));
        QVERIFY(test::openSample(controller, "roguelike", "energy-door.json"));
        const Session& s = *controller.session();
        controller.seekNow(*test::findEvent(s.trace(), "roguelike.door-opened") + 1);
        const MapSnapshot& m = dock.mapWidget()->snapshot();
        QVERIFY(m.valid);
        QCOMPARE(m.width, 9);
        QCOMPARE(m.cell(3, 2), MapCell::OpenDoor);
        QCOMPARE(m.cell(3, 1), MapCell::Wall);
        QCOMPARE(m.acting, test::entityId(s.trace(), "Hero"));
        QVERIFY(!m.arrow.valid);  // no move yet
        const auto move = *test::findEvent(s.trace(), "roguelike.move");
        controller.seekNow(move);
        QCOMPARE(dock.mapWidget()->snapshot().arrow.valid, true);
        QCOMPARE(dock.mapWidget()->snapshot().arrow.attack, false);
        QCOMPARE(dock.mapWidget()->snapshot().arrow.fromX, 2);
        QCOMPARE(dock.mapWidget()->snapshot().arrow.toX, 3);
        controller.seekNow(move - 1);  // before the move the door is open, the Hero not yet in it
        QCOMPARE(dock.mapWidget()->snapshot().cell(3, 2), MapCell::OpenDoor);
        QCOMPARE(dock.mapWidget()->snapshot().units[0].x, 2);

        QVERIFY(test::openSample(controller, "roguelike", "energy-dungeon.json"));
        const auto attack = *test::findEvent(controller.session()->trace(), "roguelike.attack");
        controller.seekNow(attack);
        QVERIFY(dock.mapWidget()->snapshot().arrow.attack);
        grabBoth(dock, {640, 360}, QStringLiteral("map-energy-dungeon"));

        QVERIFY(test::openSample(controller, "roguelike", "dairepuu-x3.json"));
        const Session& rt = *controller.session();
        const auto hit = *test::findEvent(rt.trace(), "roguelike.attack");
        controller.seekNow(hit);
        const MapSnapshot& r = dock.mapWidget()->snapshot();
        QVERIFY(r.valid);
        QVERIFY(r.arrow.valid && r.arrow.attack);
        QCOMPARE(r.arrow.actor, rt.trace().at(hit).subject[0]);
        const auto& g = dynamic_cast<const roguelike::RoguelikeGame&>(*controller.stateAtCursor());
        QCOMPARE(r.acting, g.state().table.rows[static_cast<std::size_t>(g.state().cursor.row)].unit);
        grabBoth(dock, {640, 360}, QStringLiteral("map-runtable"));
    }

    // A click on a unit asks the controller to focus it; the event log shows its events.
    void clickFiltersTheEventLog()
    {
        SessionController controller;
        MapDock map(&controller);
        EventLogDock log(&controller);
        map.resize(600, 400);
        map.show();
        QVERIFY(test::openSample(controller, "roguelike", "energy-attack.json"));
        controller.seekNow(1);
        QSignalSpy focused(&controller, &SessionController::entityFocusRequested);
        const MapSnapshot& m = map.mapWidget()->snapshot();
        const MapUnit& orc = m.units[1];
        QTest::mouseClick(map.mapWidget(), Qt::LeftButton, {}, map.mapWidget()->cellCenter(orc.x, orc.y));
        QCOMPARE(focused.count(), 1);
        QCOMPARE(focused.at(0).at(0).value<EntityId>(), orc.id);
        QCOMPARE(log.entityCombo()->currentText(), QStringLiteral("Orc"));
        QCOMPARE(log.filterModel()->entityFilter(), orc.id);
        // A click on an empty cell changes nothing.
        QTest::mouseClick(map.mapWidget(), Qt::LeftButton, {}, map.mapWidget()->cellCenter(1, 2));
        QCOMPARE(focused.count(), 1);
    }

    void zoom()
    {
        SessionController controller;
        MapDock dock(&controller);
        dock.resize(500, 300);
        dock.show();
        QVERIFY(test::openSample(controller, "roguelike", "energy-dungeon.json"));
        QTRY_VERIFY(dock.mapWidget()->cellSize() == dock.fittingCellSize());
        QVERIFY(dock.autoFit());
        const int fitted = dock.mapWidget()->cellSize();
        dock.resize(800, 500);  // fits again while the user has not zoomed
        QTRY_VERIFY(dock.mapWidget()->cellSize() > fitted);
        auto* in = dock.findChild<QToolButton*>(QStringLiteral("mapZoomIn"));
        QVERIFY(in);
        const int before = dock.mapWidget()->cellSize();
        in->click();
        QVERIFY(!dock.autoFit());
        QVERIFY(dock.mapWidget()->cellSize() > before);
        const int zoomed = dock.mapWidget()->cellSize();
        dock.resize(500, 300);
        QTest::qWait(20);
        QCOMPARE(dock.mapWidget()->cellSize(), zoomed);  // the user's zoom stays
        dock.mapWidget()->setCellSize(1000);
        QCOMPARE(dock.mapWidget()->cellSize(), MapWidget::kMaxCell);
        QCOMPARE(dock.mapWidget()->size(), QSize(19 * MapWidget::kMaxCell, 8 * MapWidget::kMaxCell));
        dock.findChild<QToolButton*>(QStringLiteral("mapFit"))->click();
        QVERIFY(dock.autoFit());
        QCOMPARE(dock.mapWidget()->cellSize(), dock.fittingCellSize());
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEnergyPanels)
#include "tst_energypanels.moc"
