#pragma once
// Every command of the debugger window as a QAction with its shortcut and tooltip, owned
// in one place; update() enables each only when it makes sense.
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QWidget;

namespace ts::gui {

class SessionController;

class DebugActions : public QObject {
    Q_OBJECT
public:
    DebugActions(SessionController* controller, QWidget* parent);

    QAction* openScenario = nullptr;
    QAction* openTrace = nullptr;
    QAction* save = nullptr;
    QAction* saveAs = nullptr;
    QAction* quit = nullptr;

    QAction* continueForward = nullptr;
    QAction* reverseContinue = nullptr;
    QAction* stepOver = nullptr;
    QAction* stepInto = nullptr;
    QAction* stepOut = nullptr;
    QAction* stepBackInto = nullptr;
    QAction* stepBackOver = nullptr;
    QAction* stepBackOut = nullptr;
    QAction* runToCursor = nullptr;
    QAction* toggleBreakpoint = nullptr;
    QAction* goToEvent = nullptr;
    QAction* goToTurn = nullptr;
    QAction* rerun = nullptr;  // the scenario again with another seed and the pins
    QAction* shrinkToHere = nullptr;  // the smallest scenario that still stops at this hit
    QAction* compare = nullptr;  // this game side by side with another trace
    QAction* batch = nullptr;  // many seeds of a scenario untraced, with charts
    QAction* play = nullptr;
    QAction* stop = nullptr;  // cancels long work

    QAction* restoreLayout = nullptr;
    QAction* settings = nullptr;
    QAction* about = nullptr;

    // The breakpoint the cursor stands at a hit of (the last stop at a breakpoint, while the
    // cursor has not moved from it and the breakpoint is there and enabled).
    std::optional<int> hitAtCursor() const;

public slots:
    void update();

private:
    SessionController* controller_;
    struct Hit {
        int id;
        unsigned long long seq;
    };
    std::optional<Hit> lastHit_;
};

}  // namespace ts::gui
