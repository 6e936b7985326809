#pragma once
// The base of every dock panel that follows the cursor: its refresh gates (its own and its
// models') are suspended while the user cannot see it, so a hidden or tabbed-away panel does
// no work on a cursor move and catches up when shown. A dock that has never been in a shown
// window (a panel tested on its own) is never suspended.
#include "session/refreshgate.h"

#include <QDockWidget>
#include <QList>

namespace ts::gui {

class PanelDock : public QDockWidget {
    Q_OBJECT
public:
    PanelDock(const QString& title, QWidget* parent);

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

private:
    QList<RefreshGate*> gates_;
};

}  // namespace ts::gui
