#pragma once
// Records a handout's steps: from the cursor, each rule step with its narration, its rule
// text and a picture of one of the ruleset's panels at that step (a rule step as RuleSteps
// tells it). The pictures come from panels of its own, made for a controller that views the
// same session with a cursor of its own, off screen: the window's cursor and panels do not
// move while a handout is recorded.
#include "handout/handoutstep.h"

#include "kernel/trace/trace.h"

#include <QList>
#include <QSize>
#include <QString>

#include <functional>

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
    // The panel to picture: its object name (a lesson's "view"; empty: the ruleset's
    // signature view) and the picture's size (the window's panel's; empty: kDefaultSize).
    struct View {
        QString name;
        QSize size;
    };
    static constexpr QSize kDefaultSize{900, 560};

    HandoutRecorder(SessionController* controller, View view, Narrate narrate);

    // The rule step at the cursor (or the next one) and the next `steps - 1` (fewer at the end of the trace); empty without a
    // game. `progress(done, steps)` after each; returning false from it stops early.
    QList<HandoutStep> record(int steps, const std::function<bool(int, int)>& progress = {});
    // The events at `seqs` (a lesson's deciding events), in that order, whatever their kind;
    // seqs past the trace's end are left out. Same progress as record().
    QList<HandoutStep> recordEvents(const QList<Seq>& seqs, const std::function<bool(int, int)>& progress = {});

private:
    HandoutStep stepAt(Seq seq) const;

    SessionController* controller_;
    View view_;
    Narrate narrate_;
};

}  // namespace ts::gui
