#include "docks.h"

#include "battledock.h"
#include "breakpointsdock.h"
#include "decisiondock.h"
#include "eventlogdock.h"
#include "eventlogview.h"
#include "inspectordock.h"
#include "npcdecisiondock.h"
#include "powerchartdock.h"
#include "ruletextdock.h"
#include "runtabledock.h"
#include "periods.h"
#include "sessioncontroller.h"
#include "statequeuedock.h"
#include "statesdock.h"
#include "timelinedock.h"

#include "kernel/ruleset.h"
#include "kernel/trace.h"

#include <QDockWidget>
#include <QMainWindow>

#include <memory>
#include <string>

namespace ts::gui {

namespace {
// A session of another ruleset than the last one brings its signature view to the front of
// the tabs it shares with the other rulesets' (Run table / battle view).
void raiseSignatureDock(SessionController* controller, QMainWindow* window, std::string& lastRuleset)
{
    if (!controller->hasSession())
        return;
    const std::string id(controller->session()->ruleset().id());
    if (id == lastRuleset)
        return;
    lastRuleset = id;
    QDockWidget* dock = nullptr;
    if (id == "nation")
        dock = window->findChild<BattleDock*>();
    else if (id == "roguelike")
        dock = window->findChild<RunTableDock*>();
    if (dock && dock->isVisible() && !dock->isFloating())
        dock->raise();
}
}  // namespace

QList<QDockWidget*> makeDocks(SessionController* controller, QMainWindow* window)
{
    auto lastRuleset = std::make_shared<std::string>();
    QObject::connect(controller, &SessionController::sessionChanged, window,
                     [controller, window, lastRuleset] { raiseSignatureDock(controller, window, *lastRuleset); });
    return {new EventLogDock(controller, window),    new RunTableDock(controller, window),
            new InspectorDock(controller, window),   new TimelineDock(controller, window),
            new BreakpointsDock(controller, window), new DecisionDock(controller, window),
            new RuleTextDock(controller, window),    new BattleDock(controller, window),
            new StateQueueDock(controller, window),  new PowerChartDock(controller, window),
            new StatesDock(controller, window),      new NpcDecisionDock(controller, window)};
}

Qt::DockWidgetArea defaultDockArea(const QString& objectName)
{
    if (objectName == QLatin1String("timelineDock"))
        return Qt::TopDockWidgetArea;
    if (objectName == QLatin1String("inspectorDock") || objectName == QLatin1String("breakpointsDock") ||
        objectName == QLatin1String("decisionDock") || objectName == QLatin1String("statesDock") ||
        objectName == QLatin1String("npcDecisionDock"))
        return Qt::RightDockWidgetArea;
    return Qt::LeftDockWidgetArea;  // event log, Run table, battle, state queue, power chart
}

void arrangeDefaultDocks(QMainWindow* window)
{
    // Left: the event log over the signature views as tabs (Run table; battle, state queue
    // and power chart of the nation ruleset); right: inspector, decision, breakpoints and
    // the nation's states and NPC decision as tabs over the rule text; the timeline across
    // the top.
    auto* log = window->findChild<EventLogDock*>();
    auto* table = window->findChild<RunTableDock*>();
    auto* inspector = window->findChild<InspectorDock*>();
    auto* breakpoints = window->findChild<BreakpointsDock*>();
    auto* decision = window->findChild<DecisionDock*>();
    auto* rule = window->findChild<RuleTextDock*>();
    auto* timeline = window->findChild<TimelineDock*>();
    auto* battle = window->findChild<BattleDock*>();
    auto* queue = window->findChild<StateQueueDock*>();
    auto* chart = window->findChild<PowerChartDock*>();
    auto* states = window->findChild<StatesDock*>();
    auto* npc = window->findChild<NpcDecisionDock*>();
    window->splitDockWidget(log, table, Qt::Vertical);
    window->tabifyDockWidget(table, battle);
    window->tabifyDockWidget(battle, queue);
    window->tabifyDockWidget(queue, chart);
    window->splitDockWidget(inspector, rule, Qt::Vertical);
    window->tabifyDockWidget(inspector, decision);
    window->tabifyDockWidget(decision, breakpoints);
    window->tabifyDockWidget(breakpoints, states);
    window->tabifyDockWidget(states, npc);
    table->raise();
    inspector->raise();
    window->resizeDocks({log, inspector}, {800, 600}, Qt::Horizontal);
    window->resizeDocks({log, table}, {280, 440}, Qt::Vertical);
    window->resizeDocks({inspector, rule}, {420, 300}, Qt::Vertical);
    window->resizeDocks({timeline}, {90}, Qt::Vertical);
}

std::optional<Seq> selectedEventSeq(QMainWindow* window)
{
    auto* log = window->findChild<EventLogDock*>();
    return log ? log->view()->selectedSeq() : std::nullopt;
}

std::optional<Seq> findTurnEvent(const Session& session, int turn, int run)
{
    const Trace& t = session.trace();
    const Periods periods = periodsOf(session.ruleset().id());
    if (periods.majorKind.empty())
        return std::nullopt;
    bool inTurn = false;
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        const std::string kind = t.kindName(e.kind);
        if (kind == periods.majorKind) {
            inTurn = e.arg[0] == turn;
            if (inTurn && run <= 0)
                return i;
        } else if (inTurn && kind == periods.minorKind && e.arg[0] == run) {
            return i;
        }
    }
    return std::nullopt;
}

}  // namespace ts::gui
