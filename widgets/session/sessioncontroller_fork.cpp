// SessionController's forks (sessioncontroller.h, "Decisions"): a game changed at a decision,
// a random draw or by edits, and a re-run with another seed. Each replaces what follows in the
// game with something of the user's, so the game becomes unsaved and no longer re-creatable
// from its file. A second translation unit of the class, to keep each file short.
#include "session/sessioncontroller.h"

#include "session/drawpinset.h"

namespace ts::gui {

// The cached states are the old game's; the game is the user's now (an answer changed, a
// chosen draw, an edit: in no file), unsaved, and plays on.
void SessionController::playOnAfterFork()
{
    stateAt_.reset();
    stateBefore_.reset();
    stateAtSeq_ = stateBeforeSeq_ = ~Seq(0);
    rerunnable_ = false;
    setModified(true);
    emit traceChanged();
    emit decisionStateChanged();
    runLive();
}

void SessionController::forkAt(std::size_t decisionIndex, const Answer& a)
{
    if (!session_ || busy_ || decisionIndex >= session_->decisions().size())
        return;
    session_->fork(decisionIndex, a);
    playOnAfterFork();
    moveCursor(session_->decisions()[decisionIndex].requestedAt);
}

bool SessionController::forkAtDraw(Seq drawSeq, std::uint32_t value, QString* error)
{
    if (!session_ || busy_) {
        if (error)
            *error = tr("The game is busy; try again when it has stopped.");
        return false;
    }
    try {
        session_->forkAtDraw(drawSeq, value);
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    playOnAfterFork();
    moveCursor(drawSeq);
    return true;
}

bool SessionController::forkWithEdits(Seq at, const std::vector<Edit>& edits, QString* error)
{
    if (!session_ || busy_) {
        if (error)
            *error = tr("The game is busy; try again when it has stopped.");
        return false;
    }
    Seq first = 0;
    try {
        first = session_->forkWithEdits(at, edits);
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    playOnAfterFork();
    moveCursor(first);
    return true;
}

bool SessionController::rerunWithSeed(std::uint64_t seed, QString* error)
{
    if (!session_ || busy_) {
        if (error)
            *error =
                session_ ? tr("The game is busy; try again when it has stopped.") : tr("There is no game to re-run.");
        return false;
    }
    try {
        SessionOptions options;
        options.maxEvents = eventBudget_;
        auto s = std::make_unique<Session>(session_->ruleset(), session_->scenarioPtr(), seed, options,
                                           std::vector<DecisionRecord>{}, DrawOverrides{}, pins_->pins());
        // A re-run is a new game with no file: saving it must not overwrite the trace it came from.
        setSession(std::move(s), QString(), true);
        runLive();
        return true;
    } catch (const std::exception& e) {
        return failed(e, error);
    }
}

}  // namespace ts::gui
