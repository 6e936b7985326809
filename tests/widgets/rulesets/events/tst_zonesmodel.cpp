// The zones panel against the engine at chosen events of the samples: both players' zones in
// zone id order with their addresses (and a character's sub-zones), listeners marked, the
// listener hearing the event at the cursor lit, what the event changed marked, the dice pool
// and the pile not addressable. The model is under QAbstractItemModelTester.
#include "gui_events_support.h"
#include "gui_test_main.h"

#include "rulesets/events/zonesdock.h"
#include "rulesets/events/zonesmodel.h"

#include <QAbstractItemModelTester>
#include <QTreeView>

using namespace ts;
using namespace ts::test;
using gui::ZonesModel;
using gui::ZonesSnapshot;

namespace {

struct Fixture {
    gui::SessionController controller;
    ZonesModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
    bool open(const char* file) { return openSample(controller, "events", file); }
    void at(Seq seq)
    {
        controller.seekNow(seq);
        const Game* before = seq > 0 ? controller.stateBeforeCursor() : nullptr;
        model.setSnapshot(ZonesSnapshot::build(eventsAt(controller), dynamic_cast<const events::EventsGame*>(before),
                                               controller.session()->trace(), seq));
    }
    // The row whose address is `address` (first match), or invalid.
    QModelIndex byAddress(const QString& address, const QModelIndex& parent = {}) const
    {
        for (int r = 0; r < model.rowCount(parent); ++r) {
            const QModelIndex i = model.index(r, 0, parent);
            if (i.data(ZonesModel::AddressRole).toString() == address)
                return i;
            if (const QModelIndex inner = byAddress(address, i); inner.isValid())
                return inner;
        }
        return {};
    }
};

}  // namespace

class TestZonesModel : public QObject {
    Q_OBJECT
private slots:
    // The zones in zone id order, each row with its address.
    void zonesAndAddresses()
    {
        Fixture f;
        QVERIFY(f.open("listener-order.json"));
        f.at(firstOf(*f.controller.session(), "events.signal"));
        QCOMPARE(f.model.rowCount(), 2);
        const QModelIndex alice = f.model.playerIndex(0);
        QStringList zones;
        for (int r = 0; r < f.model.rowCount(alice); ++r)
            zones << f.model.index(r, 0, alice).data().toString();
        QCOMPARE(zones,
                 QStringList({QStringLiteral("Player data"), QStringLiteral("Characters"), QStringLiteral("Team buffs"),
                              QStringLiteral("Summons"), QStringLiteral("Supports"), QStringLiteral("Hand"),
                              QStringLiteral("Dice pool"), QStringLiteral("Pile")}));
        const QModelIndex diluc = f.byAddress(QStringLiteral("{0, characters, 0}"));
        QVERIFY(diluc.isValid());
        QVERIFY(diluc.data(ZonesModel::ListenerRole).toBool());
        QStringList subs;
        for (int r = 0; r < f.model.rowCount(diluc); ++r)
            subs << f.model.index(r, ZonesModel::AddressColumn, diluc).data().toString();
        QCOMPARE(subs,
                 QStringList(
                     {QStringLiteral("{0, characters, 0, weapon}"), QStringLiteral("{0, characters, 0, artifact}"),
                      QStringLiteral("{0, characters, 0, talent}"), QStringLiteral("{0, characters, 0, buffs, 0}")}));
        QVERIFY(f.byAddress(QStringLiteral("{1, summons, 0}")).isValid());
        QVERIFY(f.byAddress(QStringLiteral("{0, hand, 1}")).data(ZonesModel::ListenerRole).toBool());
        const QModelIndex dice = f.model.index(6, ZonesModel::AddressColumn, alice);
        QCOMPARE(dice.data().toString(), QStringLiteral("not addressable"));
        QVERIFY(!dice.data(ZonesModel::ListenerRole).toBool());
    }

    // At a Hear event the hearing listener is lit; the ones that changed are marked.
    void hearingAndChanged()
    {
        Fixture f;
        QVERIFY(f.open("duel.json"));
        const Session& s = *f.controller.session();
        const Seq skill = *findEvent(s.trace(), "events.instruction", 0, [](const Event& e) { return e.arg[1] == 3; });
        // (The card in hand heard its own play before; as a weapon it hears the damage.)
        const auto hears = eventsOfKind(
            s.trace(), "events.hear",
            [&](const Event& e) { return s.trace().entityName(e.subject[0]) == "Alice.Favonius Sword #1"; }, skill);
        QVERIFY(!hears.empty());
        const Seq swordHears = hears.front();
        f.at(swordHears);
        const QModelIndex sword = f.byAddress(QStringLiteral("{0, characters, 0, weapon}"));
        QVERIFY(sword.data(ZonesModel::HearingRole).toBool());
        QVERIFY(!f.byAddress(QStringLiteral("{0, characters, 0}")).data(ZonesModel::HearingRole).toBool());
        // The damage's HP write: Keqing changed.
        const Seq dealt = firstOf(s, "events.damage", swordHears);
        f.at(dealt + 1);
        const QModelIndex keqing = f.byAddress(QStringLiteral("{1, characters, 0}"));
        QVERIFY(keqing.data(gui::ChangedRole).toBool());
        QVERIFY(f.model.index(keqing.row(), ZonesModel::DetailColumn, keqing.parent())
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("HP 0/10")));
        QVERIFY(!f.byAddress(QStringLiteral("{1, characters, 1}")).data(gui::ChangedRole).toBool());
        QVERIFY(f.model.snapshot().headline.contains(QStringLiteral("changed by this event")));
    }

    // Issue 43: a card in hand says what it listens to, and is lit when it hears.
    void handListenerHears()
    {
        Fixture f;
        QVERIFY(f.open("hand-reaction.json"));
        const Session& s = *f.controller.session();
        const auto hears = eventsOfKind(s.trace(), "events.hear", [&](const Event& e) {
            return s.trace().entityName(e.subject[0]) == "Alice.Riposte #1";
        });
        QVERIFY(!hears.empty());
        f.at(hears.front());
        const QModelIndex riposte = f.byAddress(QStringLiteral("{0, hand, 0}"));
        QVERIFY(riposte.data(ZonesModel::ListenerRole).toBool());
        QVERIFY(riposte.data(ZonesModel::HearingRole).toBool());
        QCOMPARE(f.model.index(riposte.row(), ZonesModel::DetailColumn, riposte.parent()).data().toString(),
                 QStringLiteral("event card · listens in hand to damage"));
        QVERIFY(!f.byAddress(QStringLiteral("{0, supports, 0}")).data(ZonesModel::HearingRole).toBool());
    }

    void dockPictures()
    {
        gui::SessionController controller;
        QVERIFY(openSample(controller, "events", "duel.json"));
        gui::ZonesDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dock.resize(900, 520);
        const Session& s = *controller.session();
        controller.seekNow(*findEvent(s.trace(), "events.hear", 0, [&](const Event& e) {
            return s.trace().entityName(e.subject[0]) == "summon:Oz";
        }));
        QCOMPARE(dock.playerView(0)->rootIndex(), dock.model()->playerIndex(0));
        QCOMPARE(dock.playerView(1)->rootIndex(), dock.model()->playerIndex(1));
        QVERIFY(saveGrab(dock, QStringLiteral("events-zones-oz.png")));
        const QPalette light = QApplication::palette();
        QApplication::setPalette(darkPalette());
        {
            gui::ZonesDock dark(&controller);
            dark.resize(900, 520);
            QVERIFY(saveGrab(dark, QStringLiteral("events-zones-dark.png")));
        }
        QApplication::setPalette(light);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestZonesModel)
#include "tst_zonesmodel.moc"
