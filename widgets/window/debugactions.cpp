#include "window/debugactions.h"

#include "session/sessioncontroller.h"
#include "session/windowaction.h"

#include <algorithm>

#include <QAction>
#include <QIcon>
#include <QKeySequence>
#include <QWidget>

namespace ts::gui {

namespace {
QAction* make(QWidget* parent, const QString& text, const QList<QKeySequence>& keys, const QString& tip,
              const QString& icon = {})
{
    return makeWindowAction(parent, text, keys, tip, icon);
}
}  // namespace

DebugActions::DebugActions(SessionController* controller, QWidget* parent) : QObject(parent), controller_(controller)
{
    openScenario = make(parent, tr("Open &Scenario…"), {QKeySequence::Open}, tr("Open a scenario file and run it"),
                        QStringLiteral("open"));
    openTrace = make(parent, tr("Open &Trace…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)},
                     tr("Open a saved trace file"));
    save = make(parent, tr("&Save Trace"), {QKeySequence::Save}, tr("Save the trace"), QStringLiteral("save"));
    saveAs = make(parent, tr("Save Trace &As…"), {QKeySequence::SaveAs}, tr("Save the trace to a new file"));
    quit = make(parent, tr("&Quit"), {QKeySequence::Quit}, tr("Quit Turnscope"));

    continueForward = make(parent, tr("&Continue"), {QKeySequence(Qt::Key_F5)}, tr("Run to the next breakpoint hit"),
                           QStringLiteral("continue"));
    reverseContinue = make(parent, tr("&Reverse Continue"), {QKeySequence(Qt::SHIFT | Qt::Key_F5)},
                           tr("Run back to the previous breakpoint hit"), QStringLiteral("reverse-continue"));
    stepOver = make(parent, tr("Step &Over"), {QKeySequence(Qt::Key_F10)},
                    tr("Next event at the same or a shallower depth"), QStringLiteral("step-over"));
    stepInto =
        make(parent, tr("Step &Into"), {QKeySequence(Qt::Key_F11)}, tr("Next event"), QStringLiteral("step-into"));
    stepOut = make(parent, tr("Step O&ut"), {QKeySequence(Qt::SHIFT | Qt::Key_F11)},
                   tr("Next event at a shallower depth"), QStringLiteral("step-out"));
    stepBackInto =
        make(parent, tr("Step &Back"), {QKeySequence(Qt::ALT | Qt::Key_F11), QKeySequence(Qt::CTRL | Qt::Key_Z)},
             tr("Previous event"), QStringLiteral("step-back"));
    stepBackOver = make(parent, tr("Step Back O&ver"), {QKeySequence(Qt::ALT | Qt::Key_F10)},
                        tr("Previous event at the same or a shallower depth"));
    stepBackOut = make(parent, tr("Step Back Ou&t"), {QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_F11)},
                       tr("Previous event at a shallower depth"));
    runToCursor = make(parent, tr("Run to &Cursor"), {QKeySequence(Qt::CTRL | Qt::Key_F10)},
                       tr("Run to the event selected in the event log"));
    toggleBreakpoint = make(parent, tr("Toggle &Breakpoint"), {QKeySequence(Qt::Key_F9)},
                            tr("Break on events of the current event's kind"));
    goToEvent = make(parent, tr("&Go to Event…"), {QKeySequence(Qt::CTRL | Qt::Key_G)}, tr("Jump to an event number"));
    goToTurn = make(parent, tr("Go to &Turn…"), {QKeySequence(Qt::CTRL | Qt::Key_J)}, tr("Jump to a turn and Run"));
    rerun = make(parent, tr("Re-run with Another &Seed…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
                 tr("Run this scenario again with another seed; pinned draws keep their results"));
    shrinkToHere = make(parent, tr("S&hrink to Here…"), {},
                        tr("Find the smallest scenario whose game still stops at this breakpoint"));
    compare = make(parent, tr("&Compare with Trace…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D)},
                   tr("Show this game and a saved trace side by side, aligned by rule step"));
    batch = make(parent, tr("&Batch Run…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)},
                 tr("Play many seeds of a scenario untraced, with charts of the results"));
    play = make(parent, tr("&Play"), {QKeySequence(Qt::CTRL | Qt::Key_P)},
                tr("Step forward at the chosen number of events per second"), QStringLiteral("play"));
    play->setCheckable(true);
    stop =
        make(parent, tr("Sto&p"), {QKeySequence(Qt::Key_Escape)}, tr("Stop the running work"), QStringLiteral("stop"));

    restoreLayout = make(parent, tr("&Restore Default Layout"), {}, tr("Put every panel back where it started"));
    settings = make(parent, tr("&Settings…"), {QKeySequence::Preferences}, tr("Language and other settings"));
    about = make(parent, tr("&About Turnscope"), {}, tr("About Turnscope"));

    for (auto signal : {&SessionController::sessionChanged, &SessionController::traceChanged,
                        &SessionController::decisionStateChanged})
        connect(controller_, signal, this, &DebugActions::update);
    connect(controller_, &SessionController::modifiedChanged, this, &DebugActions::update);
    connect(controller_, &SessionController::sessionChanged, this, [this] { lastHit_.reset(); });
    connect(controller_, &SessionController::breakpointHit, this, [this](int id, Seq seq) {
        lastHit_ = Hit{id, seq};
        update();
    });
    connect(controller_, &SessionController::breakpointsChanged, this, &DebugActions::update);
    connect(controller_, &SessionController::cursorMoved, this, &DebugActions::update);
    connect(controller_, &SessionController::busyChanged, this, &DebugActions::update);
    connect(play, &QAction::toggled, this, &DebugActions::update);
    update();
}

std::optional<int> DebugActions::hitAtCursor() const
{
    const Session* s = controller_->session();
    if (!s || !lastHit_ || lastHit_->seq != controller_->cursor())
        return std::nullopt;
    const auto& all = s->breakpoints();
    const bool there =
        std::any_of(all.begin(), all.end(), [this](const Breakpoint& b) { return b.id == lastHit_->id && b.enabled; });
    return there ? std::optional<int>(lastHit_->id) : std::nullopt;
}

void DebugActions::update()
{
    const bool has = controller_->hasSession();
    const bool busy = controller_->isBusy();
    const bool fwd = has && !busy && controller_->canStepForward();
    const bool back = has && !busy && controller_->canStepBack();
    save->setEnabled(has && !busy && controller_->isModified());
    saveAs->setEnabled(has && !busy);
    for (QAction* a : {continueForward, stepOver, stepInto, stepOut, runToCursor})
        a->setEnabled(fwd);
    for (QAction* a : {reverseContinue, stepBackInto, stepBackOver, stepBackOut})
        a->setEnabled(back);
    for (QAction* a : {toggleBreakpoint, goToEvent, goToTurn, rerun, compare})
        a->setEnabled(has && !busy);
    shrinkToHere->setEnabled(has && !busy && hitAtCursor().has_value());
    play->setEnabled(has && (fwd || play->isChecked()));
    stop->setEnabled(busy || play->isChecked());  // Esc stops playing too
    openScenario->setEnabled(!busy);
    openTrace->setEnabled(!busy);
}

}  // namespace ts::gui
