#include "docks.h"

#include "sessioncontroller.h"

#include "kernel/trace.h"

#include <QDockWidget>
#include <QMainWindow>

namespace ts::gui {

QList<QDockWidget*> makeDocks(SessionController* controller, QMainWindow* window)
{
    (void)controller;
    (void)window;
    return {};
}

Qt::DockWidgetArea defaultDockArea(const QString& objectName)
{
    (void)objectName;
    return Qt::RightDockWidgetArea;
}

void arrangeDefaultDocks(QMainWindow* window) { (void)window; }

std::optional<Seq> selectedEventSeq(QMainWindow* window)
{
    (void)window;
    return std::nullopt;
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
