#pragma once
// Records a handout's steps from the window: from the cursor, each rule step with its
// narration, its rule text and a picture of the ruleset's signature view as the window
// shows it at that step (a rule step as RuleSteps tells it); the cursor goes back where it
// was at the end.
#include "handout/handoutstep.h"

#include "kernel/trace.h"

#include <QList>

#include <functional>

class QDockWidget;

namespace ts {
class Session;
}

namespace ts::gui {

class SessionController;

class HandoutRecorder {
public:
    // The sentence for the event at `seq` in the window's language; default: the ruleset's
    // narration (Narration::narrate).
    using Narrate = std::function<QString(const Session& session, Seq seq)>;

    HandoutRecorder(SessionController* controller, std::function<QDockWidget*()> signatureView, Narrate narrate);

    // The rule step at the cursor (or the next one) and the next `steps - 1` (fewer at the end of the trace); empty without a
    // game. `progress(done, steps)` after each; returning false from it stops early.
    QList<HandoutStep> record(int steps, const std::function<bool(int, int)>& progress = {});
    // The events at `seqs` (a lesson's deciding events), in that order, whatever their kind;
    // seqs past the trace's end are left out. Same progress and cursor as record().
    QList<HandoutStep> recordEvents(const QList<Seq>& seqs, const std::function<bool(int, int)>& progress = {});

private:
    HandoutStep stepAt(Seq seq) const;

    SessionController* controller_;
    std::function<QDockWidget*()> signatureView_;
    Narrate narrate_;
};

}  // namespace ts::gui
