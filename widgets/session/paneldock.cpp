#include "session/paneldock.h"

#include "session/sessioncontroller.h"

#include <QEvent>

namespace ts::gui {

PanelDock::PanelDock(const QString& title, SessionController* controller, QWidget* parent) : QDockWidget(title, parent)
{
    if (controller)
        controller->addPanel(this);
    connect(this, &QDockWidget::visibilityChanged, this, &PanelDock::updateSuspension);
}

void PanelDock::follow(RefreshGate* gate)
{
    gates_.append(gate);
    gate->setSuspended(!isShownToUser());
}

bool PanelDock::isShownToUser() const
{
    // The main window (a floating dock's too) decides whether "not visible" means hidden by
    // the user: before it is shown, nothing is, and panels work as if seen.
    const QWidget* top = parentWidget() ? parentWidget()->window() : nullptr;
    if (!top || !top->isVisible())
        return true;
    // A tabbed-away dock stays "visible" but is moved off the window: nothing of it shows.
    return isVisible() && !visibleRegion().isEmpty();
}

int PanelDock::refreshCount() const
{
    int n = 0;
    for (const RefreshGate* g : gates_)
        n += g->count();
    return n;
}

bool PanelDock::event(QEvent* e)
{
    const bool handled = QDockWidget::event(e);
    switch (e->type()) {
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::ParentChange: updateSuspension(); break;
    default: break;
    }
    return handled;
}

void PanelDock::updateSuspension()
{
    const bool suspended = !isShownToUser();
    for (RefreshGate* g : gates_)
        g->setSuspended(suspended);
}

}  // namespace ts::gui
