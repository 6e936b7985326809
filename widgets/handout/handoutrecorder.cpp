#include "handoutrecorder.h"

#include "clausetexts.h"
#include "narration.h"
#include "rulesteps.h"
#include "sessioncontroller.h"

#include "kernel/session.h"

#include <QCoreApplication>
#include <QDockWidget>

#include <utility>

namespace ts::gui {

HandoutRecorder::HandoutRecorder(SessionController* controller, std::function<QDockWidget*()> signatureView, Narrate narrate)
    : controller_(controller), signatureView_(std::move(signatureView)), narrate_(std::move(narrate))
{
}

HandoutStep HandoutRecorder::stepAt(Seq seq) const
{
    const Session& session = *controller_->session();
    const Trace& trace = session.trace();
    HandoutStep s;
    s.seq = seq;
    s.narration = narrate_ ? narrate_(session, seq) : Narration::narrate(session, seq);
    s.clause = QString::fromStdString(trace.clauseName(trace.at(seq).clause));
    const ClauseText text = ClauseTexts::bundled().find(s.clause);
    if (text.isKnown()) {
        s.statement = text.statement;
        s.original = text.original;
    }
    if (QDockWidget* dock = signatureView_ ? signatureView_() : nullptr; dock && dock->widget()) {
        s.viewTitle = dock->windowTitle();
        s.picture = dock->widget()->grab().toImage();
    }
    return s;
}

QList<HandoutStep> HandoutRecorder::record(int steps, const std::function<bool(int, int)>& progress)
{
    QList<HandoutStep> out;
    if (!controller_->hasSession() || controller_->session()->size() == 0 || steps <= 0)
        return out;
    const Seq start = controller_->cursor();
    // A view tabbed away behind another does not repaint (RefreshGate): bring it forward.
    if (QDockWidget* dock = signatureView_ ? signatureView_() : nullptr) {
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
    }
    Seq from = start;
    for (int i = 0; i < steps; ++i) {
        const auto next = RuleSteps::next(controller_->session()->trace(), from);
        if (!next)
            break;  // the end of the trace
        controller_->seekNow(*next);
        // The panels repaint on cursorMoved through queued refreshes: let them run first.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        out.push_back(stepAt(*next));
        from = *next + 1;
        if (progress && !progress(i + 1, steps))
            break;
    }
    controller_->seekNow(start);
    return out;
}

}  // namespace ts::gui
