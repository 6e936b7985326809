#pragma once
// The dock panels of the main window: which exist, where they go by default, and the few
// questions the window asks them. Knowing every panel class here keeps MainWindow free of
// them.
#include "kernel/session.h"

#include <QList>
#include <Qt>

#include <optional>

class QDockWidget;
class QMainWindow;

namespace ts::gui {

class SessionController;

QList<QDockWidget*> makeDocks(SessionController* controller, QMainWindow* window);
Qt::DockWidgetArea defaultDockArea(const QString& objectName);
void arrangeDefaultDocks(QMainWindow* window);
// The event selected in the event log ("run to cursor").
std::optional<Seq> selectedEventSeq(QMainWindow* window);
// The first event of turn `turn` (and of its Run `run` when run > 0).
std::optional<Seq> findTurnEvent(const Session& session, int turn, int run);

}  // namespace ts::gui
