#include "handout/handoutrecorder.h"

#include "session/headless/clausetexts.h"
#include "session/narration.h"
#include "teach/rulesteps.h"
#include "panels/rule/ruletextdock.h"
#include "session/sessioncontroller.h"

#include "kernel/session.h"

#include <QApplication>
#include <QCoreApplication>
#include <QStyle>
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
        // Printed on white paper whatever the window's colours are.
        s.originalHtml = RuleTextDock::originalHtml(text, QApplication::style()->standardPalette());
    }
    if (QDockWidget* dock = signatureView_ ? signatureView_() : nullptr; dock && dock->widget()) {
        s.viewTitle = dock->windowTitle();
        s.picture = dock->widget()->grab().toImage();
    }
    return s;
}

QList<HandoutStep> HandoutRecorder::record(int steps, const std::function<bool(int, int)>& progress)
{
    if (!controller_->hasSession() || steps <= 0)
        return {};
    QList<Seq> seqs;
    for (Seq from = controller_->cursor(); seqs.size() < steps;) {
        const auto next = RuleSteps::next(controller_->session()->trace(), from);
        if (!next)
            break;  // the end of the trace
        seqs.push_back(*next);
        from = *next + 1;
    }
    return recordEvents(seqs, progress);
}

QList<HandoutStep> HandoutRecorder::recordEvents(const QList<Seq>& seqs, const std::function<bool(int, int)>& progress)
{
    QList<HandoutStep> out;
    if (!controller_->hasSession() || controller_->session()->size() == 0)
        return out;
    const Seq start = controller_->cursor();
    // A view tabbed away behind another does not repaint (RefreshGate): bring it forward.
    if (QDockWidget* dock = signatureView_ ? signatureView_() : nullptr) {
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
    }
    const auto total = static_cast<int>(seqs.size());
    for (int i = 0; i < total; ++i) {
        if (seqs[i] >= controller_->session()->size())
            continue;
        // The views show what the step did at its last event (the Teach view stops there too).
        const auto step = RuleSteps::containing(controller_->session()->trace(), seqs[i]);
        controller_->seekNow(step ? RuleSteps::end(controller_->session()->trace(), *step) : seqs[i]);
        // The panels repaint on cursorMoved through queued refreshes: let them run first.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        out.push_back(stepAt(seqs[i]));
        if (progress && !progress(i + 1, total))
            break;
    }
    controller_->seekNow(start);
    return out;
}

}  // namespace ts::gui
