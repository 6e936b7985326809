#pragma once
// The base of every dock panel that follows the cursor: its refresh gates (its own and its
// models') are suspended while the user cannot see it, so a hidden or tabbed-away panel does
// no work on a cursor move and catches up when shown. A dock that has never been in a shown
// window (a panel tested on its own) is never suspended.
//
// A panel hears of the session through two hooks, sessionChanged() and cursorMoved(seq),
// which the controller calls once every other receiver of its signals (the panel's models
// among them) has run: no panel connects to those signals by hand, and a panel reads models
// that are already up to date.
#include "session/refreshgate.h"

#include "kernel/event.h"

#include <QDockWidget>
#include <QList>

namespace ts::gui {

class SessionController;

class PanelDock : public QDockWidget {
    Q_OBJECT
public:
    PanelDock(const QString& title, SessionController* controller, QWidget* parent);

    // Suspends `gate` with this panel; the gate must outlive the dock or be owned by it.
    void follow(RefreshGate* gate);
    bool isShownToUser() const;
    // Looks again whether the user can see the panel (the window calls it when it is shown:
    // tabbed-away panels get no event of their own then).
    void updateSuspension();
    // Refreshes carried out by the gates this panel follows (tests count them).
    int refreshCount() const;

protected:
    bool event(QEvent* e) override;
    // Another game (or none) is in the controller; the cursor is announced after it.
    virtual void sessionChanged() {}
    // The cursor is at `seq` (also after a session change).
    virtual void cursorMoved(Seq seq) { Q_UNUSED(seq); }

    friend class SessionController;  // the one caller of the hooks

private:
    QList<RefreshGate*> gates_;
};

}  // namespace ts::gui
