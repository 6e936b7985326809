// The panel host: the window shows the panels of the open game's ruleset only, replaces them
// when a game of another ruleset opens, keeps each ruleset's layout apart (saved, restored,
// "Restore Default Layout"), and a hidden or tabbed-away panel does no work on a cursor move
// and catches up when it is shown. Breakpoint conditions get the helpers of the game's
// ruleset.
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/breakpoints/breakpointmodel.h"
#include "panels/breakpoints/breakpointsdock.h"
#include "session/paneldock.h"
#include "session/rulesetui.h"
#include "session/sessioncontroller.h"
#include "window/mainwindow.h"
#include "window/panelhost.h"
#include "window_fixture.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>

using namespace ts;
using gui::MainWindow;

namespace {

struct Window : test::WindowFixture {
    bool open(const char* ruleset, const char* file) { return WindowFixture::open(test::samplePath(ruleset, file)); }
    gui::PanelDock* panel(const char* name) const { return qobject_cast<gui::PanelDock*>(dock(name)); }
    QStringList viewMenu() const
    {
        QStringList out;
        for (QAction* m : w.menuBar()->actions())
            if (m->menu() && m->menu()->title() == QStringLiteral("&View"))
                for (QAction* a : m->menu()->actions())
                    if (!a->isSeparator())
                        out << a->text();
        return out;
    }
};

const char* const kNationDocks[] = {"battleDock", "stateQueueDock", "statesDock", "npcDecisionDock", "powerChartDock"};

}  // namespace

class TestPanelHost : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void onlyTheGamesRulesetPanels()
    {
        Window t;
        QVERIFY(t.w.panels()->rulesetDocks().isEmpty());  // no game yet: the generic panels
        QCOMPARE(t.w.panels()->genericDocks().size(),
                 11);  // with Random Draws, Who Changed This?, Why Not?, Watches and Query
        QVERIFY(t.dock("drawLedgerDock"));  // the random-draw ledger is generic
        QVERIFY(t.dock("queryDock"));  // SQL over the trace is generic too
        QVERIFY(t.open("roguelike", "case-a.json"));
        QVERIFY(t.dock("runTableDock"));
        for (const char* name : kNationDocks)
            QVERIFY2(!t.dock(name), name);
        QVERIFY(t.viewMenu().contains(QStringLiteral("Run Table")));
        QVERIFY(!t.viewMenu().contains(QStringLiteral("Battle")));

        QVERIFY(t.open("nation", "duel.json"));
        QVERIFY(!t.dock("runTableDock"));
        for (const char* name : kNationDocks)
            QVERIFY2(t.dock(name), name);
        QCOMPARE(t.w.panels()->rulesetDocks().size(), 5);
        QVERIFY(!t.viewMenu().contains(QStringLiteral("Run Table")));
        QVERIFY(t.viewMenu().contains(QStringLiteral("Battle")));
        // The generic panels stay the same objects.
        QCOMPARE(t.w.panels()->genericDocks().size(), 11);
        QVERIFY(t.viewMenu().contains(QStringLiteral("Random Draws")));
    }

    void eachRulesetKeepsItsLayout()
    {
        Window t;
        QVERIFY(t.open("roguelike", "case-a.json"));
        t.dock("timelineDock")->hide();
        QVERIFY(t.open("nation", "duel.json"));
        QVERIFY(t.dock("timelineDock")->toggleViewAction()->isChecked());  // the nation game's own (default)
        t.dock("statesDock")->hide();
        t.dock("inspectorDock")->hide();
        QVERIFY(t.open("roguelike", "case-b.json"));
        QVERIFY(!t.dock("timelineDock")->toggleViewAction()->isChecked());  // the roguelike's, as left
        QVERIFY(t.dock("inspectorDock")->toggleViewAction()->isChecked());
        QVERIFY(t.open("nation", "fall.json"));
        QVERIFY(!t.dock("statesDock")->toggleViewAction()->isChecked());
        QVERIFY(!t.dock("inspectorDock")->toggleViewAction()->isChecked());
        QVERIFY(t.dock("timelineDock")->toggleViewAction()->isChecked());

        // Restore Default Layout: the nation game's default, every panel back.
        t.w.restoreDefaultLayout();
        for (QDockWidget* d : t.w.panels()->allDocks())
            QVERIFY2(d->toggleViewAction()->isChecked(), qPrintable(d->objectName()));
        QTRY_VERIFY(!t.dock("battleDock")->visibleRegion().isEmpty());  // the signature view in front

        // A new window (a new run of the program) restores each ruleset's saved layout.
        QVERIFY(t.open("roguelike", "case-a.json"));  // saves the nation's (default again)
        QVERIFY(t.w.close());
        Window again;
        QVERIFY(again.open("roguelike", "case-a.json"));
        QVERIFY(!again.dock("timelineDock")->toggleViewAction()->isChecked());
        QVERIFY(again.open("nation", "duel.json"));
        QVERIFY(again.dock("statesDock")->toggleViewAction()->isChecked());
    }

    void hiddenPanelsDoNoWork()
    {
        Window t;
        QVERIFY(t.open("nation", "duel.json"));
        gui::PanelDock* battle = t.panel("battleDock");
        gui::PanelDock* queue = t.panel("stateQueueDock");
        QVERIFY(battle && queue);
        QTRY_VERIFY(battle->isShownToUser());
        QVERIFY(!queue->isShownToUser());  // tabbed away behind the battle view
        const int battleBefore = battle->refreshCount();
        const int queueBefore = queue->refreshCount();
        for (int i = 0; i < 10; ++i)
            t.w.controller()->stepInto();
        QCOMPARE(battle->refreshCount(), battleBefore + 10);
        QCOMPARE(queue->refreshCount(), queueBefore);
        // Shown: it catches up once, with the cursor where it is now.
        queue->raise();
        QTRY_VERIFY(queue->isShownToUser());
        QTRY_COMPARE(queue->refreshCount(), queueBefore + 1);
        QVERIFY(!battle->isShownToUser());
        // Closed by the user (View menu): no work either.
        queue->hide();
        const int queueHidden = queue->refreshCount();
        t.w.controller()->stepInto();
        t.w.controller()->stepInto();
        QCOMPARE(queue->refreshCount(), queueHidden);
        queue->show();
        QTRY_COMPARE(queue->refreshCount(), queueHidden + 1);
    }

    // unit("…") means a nation game's unit in a nation game, and the helper tells when the
    // name does not exist (the row shows it) instead of never stopping.
    void conditionsUseTheRulesetsHelpers()
    {
        Window t;
        QVERIFY(t.open("nation", "duel.json"));
        auto* model = t.w.findChild<gui::BreakpointModel*>();
        QVERIFY(model);
        const Session& s = *t.w.controller()->session();
        const auto firstDamage = test::firstEventOfKind(s, "nation.unit-damage");
        QVERIFY(firstDamage);
        QString error;
        const int id =
            model->add({}, {}, {}, QStringLiteral("nation(\"South\").units.some(u => u.hp < u.maxHp)"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        t.w.controller()->seekNow(0);
        t.w.controller()->continueForward();
        QTRY_VERIFY(!t.w.controller()->isBusy());
        const Seq stop = t.w.controller()->cursor();
        QVERIFY(stop < s.size() - 1);
        // It stops at the first event after which a South unit has lost HP.
        const auto southHurt = [&](Seq at) {
            const nlohmann::json state = t.w.controller()->session()->stateAt(at)->toJson();
            for (const auto& n : state["nations"])
                if (n["name"] == "South")
                    for (const auto& u : n["units"])
                        if (u["hp"].get<int>() < u["maxHp"].get<int>())
                            return true;
            return false;
        };
        QVERIFY(southHurt(stop));
        QVERIFY(stop > 0 && !southHurt(stop - 1));
        QVERIFY(stop >= *firstDamage);

        const int bad = model->add({}, {}, {}, QStringLiteral("unit(\"nobody\").hp < 3"), &error);
        QVERIFY2(bad > 0, qPrintable(error));
        t.w.controller()->seekNow(0);
        t.w.controller()->continueForward();
        QTRY_VERIFY(!t.w.controller()->isBusy());
        const int row = model->rowCount() - 1;
        QTRY_VERIFY(model->index(row, gui::BreakpointModel::ConditionColumn)
                        .data(gui::BreakpointModel::ConditionErrorRole)
                        .toString()
                        .contains(QStringLiteral("unit(\"nobody\"): no such unit")));

        // The editor explains the game's helpers.
        auto* help = t.w.findChild<QLabel*>(QStringLiteral("breakpointConditionHelp"));
        QVERIFY(help);
        QVERIFY(help->text().contains(QStringLiteral("nation(")));
        QVERIFY(t.open("roguelike", "token-debt.json"));
        QVERIFY(help->text().contains(QStringLiteral("turn()")));
        QVERIFY(!help->text().contains(QStringLiteral("nation(")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestPanelHost)
#include "tst_panelhost.moc"
