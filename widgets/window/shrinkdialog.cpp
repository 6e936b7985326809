#include "window/shrinkdialog.h"

#include "session/headless/conditionengine.h"
#include "session/sessioncontroller.h"

#include "kernel/io/file_io.h"

#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace ts::gui {

namespace {
constexpr int kDefaultBudgetSeconds = 60;
}

ShrinkDialog::ShrinkDialog(SessionController* controller, int breakpointId, QWidget* parent)
    : QDialog(parent), controller_(controller), runner_(new ShrinkRunner(this))
{
    setObjectName(QStringLiteral("shrinkDialog"));
    setWindowTitle(tr("Shrink to Here"));
    setModal(false);
    input_ = ShrinkRunner::inputOf(*controller_, breakpointId);
    note_ = notReplayedNote();

    what_ = new QLabel(this);
    what_->setWordWrap(true);
    what_->setText(input_
                       ? tr("Finds the smallest scenario whose game (seed %1, answered by the scenario's script, then "
                            "the AI policy) still stops at this breakpoint:")
                             .arg(input_->seed)
                       : tr("The breakpoint is gone."));
    auto* form = breakpointForm();
    budget_ = new QSpinBox(this);
    budget_->setRange(1, 24 * 3600);
    budget_->setValue(kDefaultBudgetSeconds);
    budget_->setSuffix(tr(" s"));
    budget_->setToolTip(tr("The search stops after this time with the smallest scenario found so far"));
    bar_ = new QProgressBar(this);
    bar_->setRange(0, 1000);
    bar_->setValue(0);
    bar_->setTextVisible(false);
    status_ = new QLabel(this);
    summary_ = new QLabel(this);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* noteLabel = new QLabel(note_, this);
    noteLabel->setWordWrap(true);
    noteLabel->setVisible(!note_.isEmpty());

    form->addRow(tr("Time budget:"), budget_);
    auto* buttons = new QDialogButtonBox(this);
    startButton_ = buttons->addButton(tr("&Shrink"), QDialogButtonBox::ActionRole);
    cancelButton_ = buttons->addButton(tr("&Cancel Search"), QDialogButtonBox::ActionRole);
    saveButton_ = buttons->addButton(tr("Save &As…"), QDialogButtonBox::ActionRole);
    openButton_ = buttons->addButton(tr("&Open"), QDialogButtonBox::ActionRole);
    closeButton_ = buttons->addButton(QDialogButtonBox::Close);
    startButton_->setEnabled(input_.has_value());
    for (QPushButton* b : {cancelButton_, saveButton_, openButton_})
        b->setEnabled(false);
    openButton_->setToolTip(tr("Open the shrunk scenario as a new game, stopped at the breakpoint"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(what_);
    layout->addWidget(noteLabel);
    layout->addLayout(form);
    layout->addWidget(bar_);
    layout->addWidget(status_);
    layout->addWidget(summary_);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(460);

    connect(startButton_, &QPushButton::clicked, this, &ShrinkDialog::startShrink);
    connect(cancelButton_, &QPushButton::clicked, this, &ShrinkDialog::cancelShrink);
    connect(saveButton_, &QPushButton::clicked, this, [this] {
        const QString path = askFileName
            ? askFileName()
            : QFileDialog::getSaveFileName(this, tr("Save Shrunk Scenario"), QString(), tr("Scenarios (*.json)"));
        if (!path.isEmpty())
            saveTo(path);
    });
    connect(openButton_, &QPushButton::clicked, this, &ShrinkDialog::openResult);
    connect(closeButton_, &QPushButton::clicked, this, &QDialog::close);
    connect(runner_, &ShrinkRunner::progress, this, &ShrinkDialog::onProgress);
    connect(runner_, &ShrinkRunner::finished, this, &ShrinkDialog::onFinished);
}

ShrinkDialog::~ShrinkDialog() = default;

// The breakpoint's parts that are set, one row each (the time budget is added below them).
QFormLayout* ShrinkDialog::breakpointForm()
{
    auto* form = new QFormLayout;
    if (!input_)
        return form;
    const BreakpointByNames& b = input_->breakpoint;
    const auto row = [this, form](const QString& label, const QString& value) {
        if (value.isEmpty())
            return;
        auto* l = new QLabel(value, this);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(label, l);
    };
    row(tr("Kind:"), QString::fromStdString(b.kind));
    row(tr("Clause:"), QString::fromStdString(b.clause));
    row(tr("Entity:"), QString::fromStdString(b.entity));
    row(tr("Condition:"), b.condition);
    return form;
}

// The answers given in the window and the chosen draws are inputs of this game only: the
// candidates' games are answered as `run` answers them, with the drawn values.
QString ShrinkDialog::notReplayedNote() const
{
    const Session* s = controller_->session();
    if (!s)
        return {};
    const auto& decisions = s->decisions();
    const auto callers = std::count_if(decisions.begin(), decisions.end(),
                                       [](const DecisionRecord& d) { return d.source == AnswerSource::Caller; });
    QStringList notes;
    if (callers > 0)
        notes << tr("%n answer(s) given in the window are not replayed: the shrunk games are answered by the "
                    "scenario's script, then the AI policy.",
                    nullptr, static_cast<int>(callers));
    if (!s->drawOverrides().empty())
        notes << tr("%n chosen draw result(s) are not applied.", nullptr, static_cast<int>(s->drawOverrides().size()));
    return notes.join(QLatin1Char(' '));
}

void ShrinkDialog::startShrink()
{
    if (!input_ || runner_->isRunning())
        return;
    if (!runner_->start(*input_, std::chrono::seconds(budget_->value())))
        return;
    for (QPushButton* b : {startButton_, saveButton_, openButton_})
        b->setEnabled(false);
    budget_->setEnabled(false);
    cancelButton_->setEnabled(true);
    summary_->clear();
    status_->setText(tr("Playing the game to the breakpoint…"));
    bar_->setValue(0);
}

void ShrinkDialog::cancelShrink()
{
    runner_->cancel();
    cancelButton_->setEnabled(false);
    status_->setText(tr("Cancelling…"));
}

void ShrinkDialog::onProgress(quint64 candidates, quint64 kept, quint64 events, double seconds)
{
    status_->setText(tr("%1 candidates tried, %2 kept; the best game stops after %3 events; %4 s")
                         .arg(candidates)
                         .arg(kept)
                         .arg(events)
                         .arg(seconds, 0, 'f', 0));
    bar_->setValue(std::clamp(static_cast<int>(1000 * seconds / std::max(1, budget_->value())), 0, 1000));
}

void ShrinkDialog::onFinished(bool ok)
{
    cancelButton_->setEnabled(false);
    startButton_->setEnabled(true);
    budget_->setEnabled(true);
    bar_->setValue(1000);
    if (!ok) {
        status_->setText(runner_->wasCancelled()
                             ? tr("Cancelled before the game reached the breakpoint: nothing found.")
                             : tr("Nothing to shrink: %1").arg(runner_->error()));
        return;
    }
    const ShrinkResult& r = runner_->result();
    status_->setText(r.cancelled          ? tr("Cancelled: the smallest scenario found so far.")
                         : r.budgetUsedUp ? tr("The time budget ran out: the smallest scenario found so far.")
                                          : tr("Done: no smaller scenario keeps the stop."));
    summary_->setText(summaryText());
    saveButton_->setEnabled(true);
    openButton_->setEnabled(true);
    adjustSize();  // the summary's lines are new
}

QString ShrinkDialog::summaryText() const
{
    const ShrinkResult& r = runner_->result();
    return tr("Events to the breakpoint: %1 → %2\nArray elements in the scenario: %3 → %4\n"
              "Numbers made smaller: %5\n%6 candidates tried, %7 kept, in %8 s")
               .arg(r.eventsBefore)
               .arg(r.eventsAfter)
               .arg(r.elementsBefore)
               .arg(r.elementsAfter)
               .arg(r.numbersShrunk)
               .arg(r.candidates)
               .arg(r.kept)
               .arg(r.seconds, 0, 'f', r.seconds < 10 ? 2 : 1)  // a search of a few games takes hundredths
        + startNote(r);
}

// A stop met at the game's first event holds of the scenario as written (its starting
// values), before any rule ran: the search rightly kept nothing else, which tells little.
QString ShrinkDialog::startNote(const ShrinkResult& r)
{
    if (r.eventsAfter > kEventsBeforeAnyRule)
        return {};
    return QLatin1Char('\n') +
        tr("The shrunk game stops at its first event, before any rule ran: the condition already holds of "
           "the scenario as written (its starting values), so nothing else was needed. To shrink toward what "
           "the rules do, make the condition false when the game starts (for example, require a later turn or "
           "a change from a starting value), or stop at a rule: a breakpoint on a kind or a clause.");
}

bool ShrinkDialog::saveTo(const QString& path)
{
    try {
        writeFileAtomically(path.toStdString(), runner_->outputDocument().dump(2) + "\n");
        status_->setText(tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
        return true;
    } catch (const std::exception& e) {
        if (showError)
            showError(QString::fromStdString(e.what()));
        else
            QMessageBox::warning(this, tr("Save Shrunk Scenario"), QString::fromStdString(e.what()));
        return false;
    }
}

bool ShrinkDialog::openResult()
{
    if (!input_ || runner_->isRunning() || runner_->result().document.is_null())
        return false;
    if (mayReplaceGame && !mayReplaceGame())
        return false;
    const auto fail = [this](const QString& text) {
        if (showError)
            showError(text);
        else
            QMessageBox::warning(this, tr("Open Shrunk Scenario"), text);
        return false;
    };
    try {
        const auto scenario = input_->ruleset->parseScenario(runner_->outputDocument(), "shrunk.json");
        SessionOptions options;
        options.maxEvents = controller_->eventBudget();
        auto session = std::make_unique<Session>(*input_->ruleset, scenario, input_->seed, options);
        // Up to the hit, so that the breakpoint's entity is in the trace to be named.
        session->run(runner_->result().eventsAfter);
        std::shared_ptr<ConditionEngine> engine;
        auto bp = input_->breakpoint.resolve(session->trace(), engine);
        if (!bp)
            return fail(tr("The breakpoint cannot be set in the shrunk game"));
        const bool hitAtStart = [&] {
            Session& s = *session;
            const int id = s.addBreakpoint(*bp);
            const bool hit = s.breakpointHit(0).has_value();
            s.removeBreakpoint(id);
            return hit;
        }();
        controller_->adopt(std::move(session), QString(), true);
        controller_->addBreakpoint(std::move(*bp));
        if (!hitAtStart)
            controller_->continueForward();  // checks the events after the cursor's
        return true;
    } catch (const std::exception& e) {
        return fail(QString::fromStdString(e.what()));
    }
}

void ShrinkDialog::closeEvent(QCloseEvent* event)
{
    runner_->cancel();  // the runner waits for its worker when it is destroyed with the dialog
    QDialog::closeEvent(event);
}

}  // namespace ts::gui
