#include "docks.h"

#include "breakpointsdock.h"
#include "decisiondock.h"
#include "eventlogdock.h"
#include "eventlogview.h"
#include "inspectordock.h"
#include "ruletextdock.h"
#include "runtabledock.h"
#include "sessioncontroller.h"
#include "timelinedock.h"

#include "kernel/trace.h"

#include <QDockWidget>
#include <QMainWindow>

namespace ts::gui {

QList<QDockWidget*> makeDocks(SessionController* controller, QMainWindow* window)
{
    return {new EventLogDock(controller, window),   new RunTableDock(controller, window),
            new InspectorDock(controller, window),  new TimelineDock(controller, window),
            new BreakpointsDock(controller, window), new DecisionDock(controller, window),
            new RuleTextDock(controller, window)};
}

Qt::DockWidgetArea defaultDockArea(const QString& objectName)
{
    if (objectName == QLatin1String("timelineDock"))
        return Qt::TopDockWidgetArea;
    if (objectName == QLatin1String("inspectorDock") || objectName == QLatin1String("breakpointsDock") ||
        objectName == QLatin1String("decisionDock"))
        return Qt::RightDockWidgetArea;
    return Qt::LeftDockWidgetArea;  // event log, Run table
}

void arrangeDefaultDocks(QMainWindow* window)
{
    // Left: the event log over the Run table; right: inspector, decision and breakpoints
    // as tabs over the rule text; the timeline across the top.
    auto* log = window->findChild<EventLogDock*>();
    auto* table = window->findChild<RunTableDock*>();
    auto* inspector = window->findChild<InspectorDock*>();
    auto* breakpoints = window->findChild<BreakpointsDock*>();
    auto* decision = window->findChild<DecisionDock*>();
    auto* rule = window->findChild<RuleTextDock*>();
    auto* timeline = window->findChild<TimelineDock*>();
    window->splitDockWidget(log, table, Qt::Vertical);
    window->splitDockWidget(inspector, rule, Qt::Vertical);
    window->tabifyDockWidget(inspector, decision);
    window->tabifyDockWidget(decision, breakpoints);
    inspector->raise();
    window->resizeDocks({log, inspector}, {800, 600}, Qt::Horizontal);
    window->resizeDocks({log, table}, {380, 340}, Qt::Vertical);
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
    bool inTurn = false;
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        const std::string kind = t.kindName(e.kind);
        if (kind == "roguelike.turn-begin") {
            inTurn = e.arg[0] == turn;
            if (inTurn && run <= 0)
                return i;
        } else if (inTurn && kind == "roguelike.run-begin" && e.arg[0] == run) {
            return i;
        }
    }
    return std::nullopt;
}

}  // namespace ts::gui
