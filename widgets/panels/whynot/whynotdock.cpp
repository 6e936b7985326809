#include "panels/whynot/whynotdock.h"

#include "panels/whynot/considerationmodel.h"
#include "panels/whynot/whynotmodel.h"
#include "session/modelroles.h"
#include "session/sessioncontroller.h"

#include "kernel/session/session.h"

#include <QCompleter>
#include <QCursor>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace ts::gui {

namespace {

QTableView* makeTable(QAbstractItemModel* model, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}

QStringList nonEmpty(const std::vector<std::string>& names)
{
    QStringList out;
    for (const std::string& n : names)
        if (!n.empty())
            out.append(QString::fromStdString(n));
    return out;
}

}  // namespace

WhyNotDock::WhyNotDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Why Not?"), controller, parent),
      controller_(controller),
      stepModel_(new WhyNotModel(this)),
      answerModel_(new ConsiderationModel(this))
{
    setObjectName(QStringLiteral("whyNotDock"));
    follow(&gate_);
    auto* split = new QSplitter(Qt::Vertical, this);

    auto* top = new QWidget(split);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(4, 4, 4, 0);
    stepSummary_ = new QLabel(top);
    stepSummary_->setWordWrap(true);
    stepView_ = makeTable(stepModel_, top);
    stepView_->setToolTip(tr("Double-click to go to the event; the question form below asks about its rule"));
    topLayout->addWidget(stepSummary_);
    topLayout->addWidget(stepView_, 1);

    auto* form = new QGroupBox(tr("Ask about a rule or an entity"), split);
    auto* formLayout = new QVBoxLayout(form);
    auto* fields = new QHBoxLayout;
    clauseEdit_ = new QLineEdit(form);
    clauseEdit_->setPlaceholderText(tr("Clause (e.g. 001:5.3; its # steps count)"));
    clauseEdit_->setClearButtonEnabled(true);
    entityEdit_ = new QLineEdit(form);
    entityEdit_->setPlaceholderText(tr("Entity name (unit, state, command …)"));
    entityEdit_->setClearButtonEnabled(true);
    auto* fromCursor = new QPushButton(tr("From Cursor"), form);
    fromCursor->setToolTip(tr("Ask about the clause and the first subject of the event at the cursor"));
    askButton_ = new QPushButton(tr("Ask"), form);
    askButton_->setDefault(true);
    fields->addWidget(clauseEdit_, 2);
    fields->addWidget(entityEdit_, 2);
    fields->addWidget(fromCursor);
    fields->addWidget(askButton_);
    formLayout->addLayout(fields);
    answerSummary_ = new QLabel(form);
    answerSummary_->setWordWrap(true);
    formLayout->addWidget(answerSummary_);
    answerView_ = makeTable(answerModel_, form);
    answerView_->setToolTip(tr("Double-click to go to the event"));
    formLayout->addWidget(answerView_, 1);

    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    setWidget(split);

    connect(stepModel_, &WhyNotModel::stepChanged, this, &WhyNotDock::updateStepSummary);
    connect(stepModel_, &WhyNotModel::stepChanged, this, &WhyNotDock::updateCompleters);
    connect(answerModel_, &ConsiderationModel::answered, this, &WhyNotDock::updateAnswerSummary);
    connect(stepView_, &QTableView::doubleClicked, this, [this] { goTo(stepView_); });
    connect(answerView_, &QTableView::doubleClicked, this, [this] { goTo(answerView_); });
    connect(askButton_, &QPushButton::clicked, this, [this] { ask(); });
    connect(clauseEdit_, &QLineEdit::returnPressed, this, [this] { ask(); });
    connect(entityEdit_, &QLineEdit::returnPressed, this, [this] { ask(); });
    connect(fromCursor, &QPushButton::clicked, this, &WhyNotDock::askAboutCursor);
    connect(stepView_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& i) {
        if (i.isValid())
            clauseEdit_->setText(stepModel_->index(i.row(), 0).data(ClauseRole).toString());
    });
    // A live run changes the trace many times a second and a rare rule is looked for through
    // all of it: the answer is marked out of date rather than asked again each time.
    connect(controller_, &SessionController::traceChanged, this, [this] {
        shownSession_ = nullptr;  // a fork may have put other events in the same step
        gate_.request();
        answerModel_->markStale();
    });
    refresh();
    updateAnswerSummary();
}

void WhyNotDock::sessionChanged()
{
    shownSession_ = nullptr;
    answerModel_->clear();
}

void WhyNotDock::refresh()
{
    const Session* s = controller_->session();
    if (!s || s->size() == 0) {
        shownSession_ = s;
        stepModel_->setSnapshot(WhyNotSnapshot::empty());
        return;
    }
    const Seq cursor = std::min<Seq>(controller_->cursor(), s->size() - 1);
    // Moving inside the step shown changes nothing: most cursor moves are steps within one.
    const StepSpan shown = stepModel_->step();
    if (s == shownSession_ && s->size() == shownSize_ && cursor >= shown.first && cursor < shown.end)
        return;
    shownSession_ = s;
    shownSize_ = s->size();
    stepModel_->setSnapshot(WhyNotSnapshot::build(s->trace(), controller_->render(), cursor));
}

QString WhyNotDock::stepSummary() const { return stepSummary_->text(); }
QString WhyNotDock::answerSummary() const { return answerSummary_->text(); }

void WhyNotDock::updateStepSummary()
{
    const Session* s = controller_->session();
    const StepSpan step = stepModel_->step();
    if (!s || s->size() == 0)
        stepSummary_->setText(tr("No game is open."));
    else if (stepModel_->rowCount() == 0)
        stepSummary_->setText(tr("Engine step #%1–#%2: every candidate the rules considered was applied.")
                                  .arg(step.first)
                                  .arg(step.end ? step.end - 1 : 0));
    else
        stepSummary_->setText(
            tr("Engine step #%1–#%2: %n candidate(s) considered and not applied.", nullptr, stepModel_->rowCount())
                .arg(step.first)
                .arg(step.end ? step.end - 1 : 0));
}

void WhyNotDock::updateAnswerSummary()
{
    if (!answerModel_->asked()) {
        answerSummary_->setText(tr("Name a clause and/or an entity: the events nearest to the cursor where it was "
                                   "considered are listed, applied or not, and why."));
        return;
    }
    int before = 0;
    for (int r = 0; r < answerModel_->rowCount(); ++r)
        before += answerModel_->isBefore(r) ? 1 : 0;
    const int after = answerModel_->rowCount() - before;
    QString what = answerModel_->clause().isEmpty() ? QString() : tr("rule %1").arg(answerModel_->clause());
    if (!answerModel_->entity().isEmpty())
        what = what.isEmpty() ? answerModel_->entity() : tr("%1 with %2").arg(what, answerModel_->entity());
    QString text =
        tr("%1 around #%2: %3 before, %4 at or after.").arg(what).arg(answerModel_->askedAt()).arg(before).arg(after);
    if (answerModel_->rowCount() == 0)
        text = tr("%1 was never considered in this trace.").arg(what);
    if (answerModel_->stale())
        text += QLatin1Char(' ') + tr("The trace has changed since: ask again.");
    answerSummary_->setText(text);
}

void WhyNotDock::updateCompleters()
{
    const Session* s = controller_->session();
    if (s == completersFor_)
        return;
    completersFor_ = s;
    const QStringList clauses = s ? nonEmpty(s->trace().clauseNames) : QStringList();
    const QStringList entities = s ? nonEmpty(s->trace().entityNames) : QStringList();
    for (auto [edit, names] : {std::pair{clauseEdit_, clauses}, std::pair{entityEdit_, entities}}) {
        auto* completer = new QCompleter(names, edit);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchContains);
        delete edit->completer();
        edit->setCompleter(completer);
    }
}

bool WhyNotDock::ask(QString* error)
{
    QString message;
    const Session* s = controller_->session();
    // A rule that is rare on a long trace is looked for through all of it: seconds at worst
    // on ten million events paged from a file, so the wait is shown.
    QGuiApplication::setOverrideCursor(QCursor(Qt::WaitCursor));
    std::optional<ConsiderationSnapshot> answer =
        ConsiderationSnapshot::build(s ? &s->trace() : nullptr, controller_->render(), controller_->cursor(),
                                     clauseEdit_->text().trimmed(), entityEdit_->text().trimmed(), &message);
    QGuiApplication::restoreOverrideCursor();
    if (answer) {
        answerModel_->setSnapshot(std::move(*answer));
        return true;
    }
    answerSummary_->setText(message);
    if (error)
        *error = message;
    return false;
}

void WhyNotDock::askAboutCursor()
{
    const Session* s = controller_->session();
    if (!s || s->size() == 0)
        return;
    const auto e = s->trace().tryAt(std::min<Seq>(controller_->cursor(), s->size() - 1));
    if (!e)
        return;
    clauseEdit_->setText(QString::fromStdString(s->trace().clauseName(e->clause)));
    entityEdit_->setText(e->subject[0] != kNoEntity ? QString::fromStdString(s->trace().entityName(e->subject[0]))
                                                    : QString());
    ask();
}

void WhyNotDock::goTo(QTableView* view)
{
    const QModelIndex i = view->currentIndex();
    if (i.isValid())
        controller_->seekNow(i.data(SeqRole).toULongLong());
}

}  // namespace ts::gui
