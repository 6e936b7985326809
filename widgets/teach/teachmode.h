#pragma once
// View → Teach Mode: the window's layout for teaching in front of a room. The ruleset's
// signature view takes most of the window, the narration pane (TeachNarrationPane) the
// rest, and a simplified toolbar (Previous step, Next step, Play, Restart, Leave) replaces
// the debugger's; the other panels are hidden. Steps go at rule granularity (RuleSteps):
// the cursor moves from the end of one rule step to the end of the next, so the signature
// view shows what the step's sentence says (its writes and draws folded in).
//
// Entering saves the window's state (QMainWindow::saveState) and hands it to the panel
// host, so the debugger layout is what gets saved if the window closes or another ruleset's
// game opens meanwhile; leaving restores it, the cursor staying where the teacher left it.
// A lesson's dock is not the panel host's: it is left as it is.
#include "teach/rulesteps.h"

#include <QByteArray>
#include <QObject>

#include <optional>

class QAction;
class QMainWindow;
class QTimer;
class QToolBar;

namespace ts::gui {

class DockHost;
class SessionController;
class TeachNarrationPane;

class TeachMode : public QObject {
    Q_OBJECT
public:
    // Play moves on one rule step this often: time to read a sentence aloud.
    static constexpr int kPlayIntervalMs = 4000;
    // The signature view's share of the window's width.
    static constexpr int kSignaturePercent = 60;

    struct Actions {
        QAction* toggle = nullptr;  // View → Teach Mode (checkable)
        QAction* previous = nullptr;  // the rule step before the one shown
        QAction* next = nullptr;  // the rule step after the cursor
        QAction* play = nullptr;  // Next every kPlayIntervalMs (checkable)
        QAction* restart = nullptr;  // the first rule step
        QAction* leave = nullptr;
    };

    TeachMode(QMainWindow* window, SessionController* controller, DockHost* panels);

    const Actions& actions() const { return actions_; }
    bool isActive() const { return active_; }
    void setActive(bool on);
    TeachNarrationPane* pane() const { return pane_; }
    QToolBar* toolBar() const { return toolBar_; }

    // The rule step shown: the one at the cursor or the last before it.
    std::optional<Seq> currentStep() const;
    // The rule steps after and before it (nullopt: none).
    std::optional<Seq> nextStep() const;
    std::optional<Seq> previousStep() const;
    // Each moves the cursor to the end of a rule step (RuleSteps::end): the narration names
    // the step, and the signature view shows what it did, its writes folded in.
    void next();
    void previous();
    void restart();  // the first rule step

signals:
    void activeChanged(bool active);

private:
    void createActions();
    void enter();
    void leave();
    void arrange();
    void refresh();
    void updateActions();
    void playTick();
    void goToStep(std::optional<Seq> step);

    QMainWindow* window_;
    SessionController* controller_;
    DockHost* panels_;
    Actions actions_;
    TeachNarrationPane* pane_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QTimer* playTimer_ = nullptr;
    bool active_ = false;
    QByteArray savedState_;  // the debugger layout, restored on leaving
    RuleSteps counter_;  // "step k of n"; reset when the trace changes
};

}  // namespace ts::gui
