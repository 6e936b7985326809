#include "teach/teachmode.h"

#include "session/dockhost.h"
#include "session/paneldock.h"
#include "session/sessioncontroller.h"
#include "session/windowaction.h"
#include "teach/teachnarrationpane.h"

#include "kernel/session/session.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QTimer>
#include <QToolBar>

namespace ts::gui {

TeachMode::TeachMode(QMainWindow* window, SessionController* controller, DockHost* panels)
    : QObject(window), window_(window), controller_(controller), panels_(panels)
{
    createActions();
    pane_ = new TeachNarrationPane(window_);
    pane_->hide();
    toolBar_ = new QToolBar(tr("Teach"), window_);
    toolBar_->setObjectName(QStringLiteral("teachToolBar"));
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->setMovable(false);
    for (QAction* a : {actions_.previous, actions_.next, actions_.play, actions_.restart})
        toolBar_->addAction(a);
    toolBar_->addSeparator();
    toolBar_->addAction(actions_.leave);
    // Read from across a room: the toolbar's text as large as the rule text.
    QFont font = toolBar_->font();
    font.setPointSizeF(font.pointSizeF() * TeachNarrationPane::kRuleScale);
    toolBar_->setFont(font);
    window_->addToolBar(Qt::TopToolBarArea, toolBar_);
    toolBar_->hide();

    playTimer_ = new QTimer(this);
    playTimer_->setInterval(kPlayIntervalMs);
    connect(playTimer_, &QTimer::timeout, this, &TeachMode::playTick);

    connect(controller_, &SessionController::cursorMoved, this, &TeachMode::refresh);
    connect(controller_, &SessionController::traceChanged, this, [this] {
        counter_.reset();
        refresh();
    });
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        counter_.reset();
        refresh();
    });
    // Another ruleset's game opened in Teach mode: the panel host restored that ruleset's
    // layout and dropped the held one; hold the new one and lay the Teach view out again.
    connect(panels_, &DockHost::docksChanged, this, [this] {
        if (!active_)
            return;
        savedState_ = window_->saveState(DockHost::kLayoutVersion);
        panels_->holdLayout(savedState_);
        arrange();
    });
    updateActions();
}

void TeachMode::createActions()
{
    QWidget* w = window_;
    actions_.toggle = makeWindowAction(w, tr("&Teach Mode"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)},
                                       tr("A layout for teaching: the signature view, the narration of each "
                                          "rule step in large type, the rule text and a simple toolbar"),
                                       QStringLiteral("teach"));
    actions_.toggle->setCheckable(true);
    actions_.previous =
        makeWindowAction(w, tr("Previous Step"), {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)},
                         tr("Go back to the rule step before this one"), QStringLiteral("step-back"));
    actions_.next = makeWindowAction(
        w, tr("Next Step"), {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Space)},
        tr("Go to the next rule step (its writes and draws folded in)"), QStringLiteral("step-into"));
    actions_.play = makeWindowAction(w, tr("Play"), {},
                                     tr("Go to the next rule step every %n second(s)", nullptr, kPlayIntervalMs / 1000),
                                     QStringLiteral("play"));
    actions_.play->setCheckable(true);
    actions_.restart = makeWindowAction(w, tr("Restart"), {QKeySequence(Qt::Key_Home)},
                                        tr("Go back to the first rule step"), QStringLiteral("reverse-continue"));
    actions_.leave =
        makeWindowAction(w, tr("Leave Teach Mode"), {}, tr("Back to the debugger's layout, the cursor where it is"));

    connect(actions_.toggle, &QAction::toggled, this, &TeachMode::setActive);
    connect(actions_.leave, &QAction::triggered, this, [this] { setActive(false); });
    connect(actions_.next, &QAction::triggered, this, &TeachMode::next);
    connect(actions_.previous, &QAction::triggered, this, &TeachMode::previous);
    connect(actions_.restart, &QAction::triggered, this, &TeachMode::restart);
    connect(actions_.play, &QAction::toggled, this, [this](bool on) {
        if (on)
            playTimer_->start();
        else
            playTimer_->stop();
    });
}

void TeachMode::setActive(bool on)
{
    if (on == active_)
        return;
    if (on)
        enter();
    else
        leave();
    actions_.toggle->setChecked(active_);
    updateActions();
    emit activeChanged(active_);
}

void TeachMode::enter()
{
    savedState_ = window_->saveState(DockHost::kLayoutVersion);
    panels_->holdLayout(savedState_);
    active_ = true;
    arrange();
    refresh();
}

// Hides every panel of the panel host but the signature view and every toolbar but the
// Teach one, then puts the signature view on the left and the narration pane beside it.
void TeachMode::arrange()
{
    QDockWidget* signature = panels_->signatureDock();
    for (QDockWidget* dock : panels_->allDocks())
        if (dock != signature)
            dock->hide();
    for (QToolBar* bar : window_->findChildren<QToolBar*>(Qt::FindDirectChildrenOnly))
        bar->setVisible(bar == toolBar_);
    if (signature) {
        signature->setFloating(false);
        window_->addDockWidget(Qt::LeftDockWidgetArea, signature);  // out of its tab group
        signature->show();
        signature->raise();
    }
    window_->addDockWidget(Qt::RightDockWidgetArea, pane_);
    pane_->show();
    if (signature) {
        const int width = window_->width();
        window_->resizeDocks({signature, pane_},
                             {width * kSignaturePercent / 100, width * (100 - kSignaturePercent) / 100},
                             Qt::Horizontal);
    }
    if (auto* panel = qobject_cast<PanelDock*>(signature))
        panel->updateSuspension();
}

void TeachMode::leave()
{
    actions_.play->setChecked(false);
    active_ = false;
    // Out of the layout, not just hidden: the window's state is then exactly the saved one.
    window_->removeDockWidget(pane_);
    toolBar_->hide();
    // A dock that is not the panel host's (a lesson's) and is on screen stays on screen,
    // though it may have opened after the state was saved.
    QList<QDockWidget*> others;
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (dock->isVisible() && !panels_->allDocks().contains(dock))
            others.append(dock);
    window_->restoreState(savedState_, DockHost::kLayoutVersion);
    for (QDockWidget* dock : others)
        dock->show();
    panels_->releaseLayout();
    savedState_.clear();
    // Panels shown again by the restored state catch up with the cursor.
    for (QDockWidget* dock : panels_->allDocks())
        if (auto* panel = qobject_cast<PanelDock*>(dock))
            panel->updateSuspension();
}

std::optional<Seq> TeachMode::currentStep() const
{
    const Session* s = controller_->session();
    if (!s || s->size() == 0)
        return std::nullopt;
    return RuleSteps::containing(s->trace(), controller_->cursor());
}

std::optional<Seq> TeachMode::nextStep() const
{
    const Session* s = controller_->session();
    if (!s || s->size() == 0)
        return std::nullopt;
    const auto shown = currentStep();
    return RuleSteps::next(s->trace(), shown ? *shown + 1 : controller_->cursor());
}

std::optional<Seq> TeachMode::previousStep() const
{
    const auto shown = currentStep();
    return shown ? RuleSteps::previous(controller_->session()->trace(), *shown) : std::nullopt;
}

void TeachMode::goToStep(std::optional<Seq> step)
{
    if (step)
        controller_->seekNow(RuleSteps::end(controller_->session()->trace(), *step));
}

void TeachMode::next() { goToStep(nextStep()); }

void TeachMode::previous() { goToStep(previousStep()); }

void TeachMode::restart()
{
    const Session* s = controller_->session();
    if (s && s->size() > 0)
        goToStep(RuleSteps::next(s->trace(), 0));
}

void TeachMode::playTick()
{
    if (!actions_.next->isEnabled()) {
        actions_.play->setChecked(false);
        return;
    }
    next();
}

void TeachMode::refresh()
{
    updateActions();
    if (!active_)
        return;
    const Session* s = controller_->session();
    if (!s) {
        pane_->showNothing();
        return;
    }
    const std::optional<Seq> step = currentStep();
    const std::size_t number = step ? counter_.countUpTo(s->trace(), *step) : 0;
    pane_->showStep(*s, controller_->render(), step, number, counter_.total(s->trace()));
}

void TeachMode::updateActions()
{
    const Session* s = controller_->session();
    const bool game = active_ && s && s->size() > 0;
    actions_.next->setEnabled(game && nextStep().has_value());
    actions_.previous->setEnabled(game && previousStep().has_value());
    actions_.restart->setEnabled(game);
    actions_.play->setEnabled(game);
    actions_.leave->setEnabled(active_);
    actions_.toggle->setEnabled(active_ || s);
}

}  // namespace ts::gui
