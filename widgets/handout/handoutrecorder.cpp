#include "handout/handoutrecorder.h"

#include "panels/rule/ruletextdock.h"
#include "session/headless/clausetexts.h"
#include "session/narration.h"
#include "session/rulesetui.h"
#include "session/sessioncontroller.h"
#include "teach/rulesteps.h"

#include "kernel/session/session.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QStyle>

#include <memory>
#include <utility>

namespace ts::gui {
namespace {

// A window never on screen holding the ruleset's panels for `viewer`, and the one to
// picture: the panel named `name`, or the ruleset's signature view (its first Signature
// panel); null when the ruleset has no such panel.
QDockWidget* makeView(SessionController* viewer, QMainWindow* stage, const QString& name)
{
    const RulesetUi* ui = findRulesetUi(viewer->session()->ruleset().id());
    if (!ui)
        return nullptr;
    QDockWidget* chosen = nullptr;
    for (const RulesetUi::Dock& d : ui->createDocks(viewer, stage)) {
        const bool wanted = name.isEmpty() ? d.place == RulesetUi::Place::Signature : d.dock->objectName() == name;
        if (wanted && !chosen) {
            chosen = d.dock;
            stage->addDockWidget(Qt::LeftDockWidgetArea, d.dock);
        } else {
            d.dock->hide();
        }
    }
    return chosen;
}

}  // namespace

HandoutRecorder::HandoutRecorder(SessionController* controller, View view, Narrate narrate)
    : controller_(controller), view_(std::move(view)), narrate_(std::move(narrate))
{}

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
    SessionController viewer;
    viewer.viewSessionOf(*controller_);
    QMainWindow stage;
    stage.setAttribute(Qt::WA_DontShowOnScreen);
    QDockWidget* view = makeView(&viewer, &stage, view_.name);
    if (view) {
        const QSize size = view_.size.isEmpty() ? kDefaultSize : view_.size;
        stage.resize(size);
        stage.show();  // laid out and painted, never on screen
        // The panel's content at `size` exactly: the window grows by what the dock's frame takes.
        stage.resize(stage.size() + size - view->widget()->size());
        QCoreApplication::processEvents();
    }
    const Trace& trace = controller_->session()->trace();
    const auto total = static_cast<int>(seqs.size());
    for (int i = 0; i < total; ++i) {
        if (seqs[i] >= controller_->session()->size())
            continue;
        // The view shows what the step did at its last event (the Teach view stops there too).
        const auto step = RuleSteps::containing(trace, seqs[i]);
        viewer.seekNow(step ? RuleSteps::end(trace, *step) : seqs[i]);
        // The panels repaint on cursorMoved through queued refreshes: let them run first.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        HandoutStep s = stepAt(seqs[i]);
        if (view && view->widget()) {
            s.viewTitle = view->windowTitle();
            s.picture = view->widget()->grab().toImage();
        }
        out.push_back(s);
        if (progress && !progress(i + 1, total))
            break;
    }
    return out;
}

}  // namespace ts::gui
