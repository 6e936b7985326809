#include "panels/decision/decisiondock.h"

#include "session/sessioncontroller.h"

#include "kernel/session/session.h"

#include <algorithm>

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ts::gui {

namespace {

enum Column { AnswerColumn = 0, NoteColumn = 1 };
constexpr int kChoiceRole = Qt::UserRole + 1;  // int: index into choices_

QLabel* makeLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    return label;
}

QLabel* makeTitle(QWidget* parent)
{
    QLabel* title = makeLabel(parent);
    QFont f = title->font();
    f.setPointSizeF(f.pointSizeF() * 1.35);
    f.setBold(true);
    title->setFont(f);
    return title;
}

QTreeWidget* makeChoiceList(QWidget* parent)
{
    auto* list = new QTreeWidget(parent);
    list->setColumnCount(2);
    list->setHeaderLabels({DecisionDock::tr("Answer"), DecisionDock::tr("Note")});
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setAlternatingRowColors(true);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->header()->setStretchLastSection(false);
    list->header()->setSectionResizeMode(AnswerColumn, QHeaderView::Stretch);
    list->header()->setSectionResizeMode(NoteColumn, QHeaderView::ResizeToContents);
    return list;
}

QString sourceText(AnswerSource source)
{
    switch (source) {
    case AnswerSource::Script: return DecisionDock::tr("from the scenario's script");
    case AnswerSource::Policy: return DecisionDock::tr("from the built-in AI policy");
    case AnswerSource::Caller: return DecisionDock::tr("given by hand (or by a fork)");
    }
    return QString();
}

}  // namespace

// What the rules allowed at a recorded decision: the session re-executes the game to the
// moment it asked (Session::gameAtDecision), and the game is asked for its legal answers.
struct DecisionDock::PastDecision {
    const Session* session = nullptr;
    std::size_t index = 0;
    // Decisions #0..#index: the state at the request depends only on the ones before it
    // (same session, same scenario and seed), so while they match the result holds.
    std::vector<DecisionRecord> history;
    DecisionRecord record;
    bool legalKnown = false;
    std::vector<Answer> legal;
    std::optional<Answer> scripted;
    std::optional<Answer> policy;
    QString error;

    static PastDecision compute(Session& s, std::size_t index)
    {
        PastDecision d;
        d.session = &s;
        d.index = index;
        d.history.assign(s.decisions().begin(), s.decisions().begin() + static_cast<std::ptrdiff_t>(index) + 1);
        d.record = s.decisions()[index];
        try {
            const std::unique_ptr<Game> game = s.gameAtDecision(index);
            d.legal = game->legalAnswers();
            d.scripted = game->pendingDecision().scripted;
            d.policy = game->policyAnswer();
            d.legalKnown = true;
        } catch (const std::runtime_error&) {
            d.error = QCoreApplication::translate("ts::gui::DecisionDock",
                                                  "re-executing the game did not reach this decision");
        } catch (const std::exception& e) {
            d.error = QString::fromStdString(e.what());
        }
        return d;
    }
};

DecisionDock::DecisionDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Decision"), controller, parent), controller_(controller)
{
    setObjectName(QStringLiteral("decisionDock"));
    follow(&gate_);
    confirmFork_ = [this](const QString& question) {
        QMessageBox box(QMessageBox::Question, tr("Fork here"), question, QMessageBox::Cancel, this);
        QPushButton* fork = box.addButton(tr("Fork"), QMessageBox::AcceptRole);
        box.setDefaultButton(fork);
        box.exec();
        return box.clickedButton() == fork;
    };

    pages_ = new QStackedWidget(this);
    pages_->addWidget(buildMessagePage());
    pages_->addWidget(buildPendingPage());
    pages_->addWidget(buildPastPage());
    setWidget(pages_);

    connect(controller_, &SessionController::decisionStateChanged, this, [this] { gate_.request(); });
    connect(controller_, &SessionController::traceChanged, this, [this] { gate_.request(); });
    connect(controller_, &SessionController::busyChanged, this, &DecisionDock::updateButtons);
    refresh();
}

DecisionDock::~DecisionDock() = default;

void DecisionDock::sessionChanged()
{
    pastCache_.reset();  // the cursor, announced next, refreshes
}

QWidget* DecisionDock::buildMessagePage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(16, 16, 16, 16);
    message_ = makeLabel(page);
    message_->setAlignment(Qt::AlignCenter);
    message_->setForegroundRole(QPalette::PlaceholderText);
    layout->addStretch(1);
    layout->addWidget(message_);
    layout->addStretch(2);
    return page;
}

QWidget* DecisionDock::buildPendingPage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(10, 8, 10, 8);
    pendingTitle_ = makeTitle(page);
    pendingDetail_ = makeLabel(page);
    pendingList_ = makeChoiceList(page);
    answerButton_ = new QPushButton(tr("Answer"), page);
    answerButton_->setDefault(true);
    answerButton_->setToolTip(tr("Answer the decision with the selected choice and run on (or double-click a choice)"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(answerButton_);
    layout->addWidget(pendingTitle_);
    layout->addWidget(pendingDetail_);
    layout->addWidget(pendingList_, 1);
    layout->addLayout(buttons);

    connect(answerButton_, &QPushButton::clicked, this, &DecisionDock::answerSelected);
    connect(pendingList_, &QTreeWidget::itemActivated, this, [this] { answerSelected(); });
    connect(pendingList_, &QTreeWidget::itemSelectionChanged, this, &DecisionDock::updateButtons);
    return page;
}

QWidget* DecisionDock::buildPastPage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(10, 8, 10, 8);
    pastTitle_ = makeTitle(page);
    pastDetail_ = makeLabel(page);
    auto* forkTitle = makeLabel(page);
    forkTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Fork here…")));
    forkTitle->setContentsMargins(0, 8, 0, 0);
    pastForkHint_ = makeLabel(page);
    pastList_ = makeChoiceList(page);
    forkButton_ = new QPushButton(tr("Fork here…"), page);
    forkButton_->setToolTip(
        tr("Answer this decision with the selected choice instead; the events after it are replaced"));
    pastPendingHint_ = makeLabel(page);
    pastPendingHint_->setForegroundRole(QPalette::PlaceholderText);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(pastPendingHint_, 1);
    buttons->addStretch(0);
    buttons->addWidget(forkButton_, 0, Qt::AlignTop);
    layout->addWidget(pastTitle_);
    layout->addWidget(pastDetail_);
    layout->addWidget(forkTitle);
    layout->addWidget(pastForkHint_);
    layout->addWidget(pastList_, 1);
    layout->addLayout(buttons);

    connect(forkButton_, &QPushButton::clicked, this, &DecisionDock::forkSelected);
    connect(pastList_, &QTreeWidget::itemActivated, this, [this] { forkSelected(); });
    connect(pastList_, &QTreeWidget::itemSelectionChanged, this, &DecisionDock::updateButtons);
    return page;
}

QString DecisionDock::answerText(const Answer& a) const
{
    const Session* s = controller_->session();
    const RenderContext* render = controller_->render();
    if (!s || !render)
        return QString();
    return QString::fromStdString(s->ruleset().answerText(a, *render));
}

void DecisionDock::refresh()
{
    const Session* s = controller_->session();
    if (!s) {
        showMessage(Mode::NoSession, tr("No game is open."));
        return;
    }
    if (const auto index = controller_->decisionAt(controller_->cursor())) {
        showPast(*index);
        return;
    }
    if (controller_->waitingForDecision()) {
        showPending();
        return;
    }
    showMessage(Mode::Elsewhere,
                tr("No decision here.\n\nStep to a decision event (◆ on the timeline) to fork, "
                   "or run until the game asks."));
}

void DecisionDock::showMessage(Mode mode, const QString& text)
{
    mode_ = mode;
    choices_.clear();
    message_->setText(text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    pages_->setCurrentIndex(0);
    updateButtons();
}

void DecisionDock::showPending()
{
    const Session* s = controller_->session();
    const DecisionRequest request = s->pendingRequest();
    const std::optional<Answer> policy = s->head().policyAnswer();
    const QString actor = QString::fromStdString(s->trace().entityName(request.actor));

    std::vector<Choice> choices;
    for (const Answer& a : s->legalAnswers()) {
        Choice c{a, answerText(a), {}, true};
        if (request.scripted == a)
            c.tags.append(tr("script"));
        if (policy == a)
            c.tags.append(tr("AI's choice"));
        choices.push_back(std::move(c));
    }
    if (request.scripted &&
        std::none_of(choices.begin(), choices.end(), [&](const Choice& c) { return c.answer == *request.scripted; }))
        choices.insert(choices.begin(),
                       Choice{*request.scripted, answerText(*request.scripted), {tr("script, not legal now")}, true});

    pendingTitle_->setText(tr("%1 must decide").arg(actor.toHtmlEscaped()));
    QString detail =
        tr("Decision #%1, asked after event #%2.").arg(s->decisions().size()).arg(s->size() == 0 ? 0 : s->size() - 1);
    detail += QStringLiteral("<br>");
    detail += request.scripted ? tr("The script says: <b>%1</b>.").arg(answerText(*request.scripted).toHtmlEscaped())
                               : tr("No script line: the game waits for your answer.");
    pendingDetail_->setText(detail);

    // Stepping through the trace while the game waits keeps the choice made so far.
    const std::optional<Answer> keep = mode_ == Mode::Pending ? selectedAnswer() : std::nullopt;
    mode_ = Mode::Pending;
    choices_ = std::move(choices);
    fillList(pendingList_, choices_, true, keep);
    pages_->setCurrentIndex(1);
    updateButtons();
}

const DecisionDock::PastDecision& DecisionDock::pastDecision(std::size_t index)
{
    Session* s = controller_->session();
    const auto& decisions = s->decisions();
    if (!pastCache_ || pastCache_->session != s || pastCache_->index != index ||
        !std::equal(pastCache_->history.begin(), pastCache_->history.end(), decisions.begin(),
                    decisions.begin() + static_cast<std::ptrdiff_t>(index) + 1))
        pastCache_ = std::make_unique<PastDecision>(PastDecision::compute(*s, index));
    return *pastCache_;
}

void DecisionDock::showPast(std::size_t index)
{
    const Session* s = controller_->session();
    const PastDecision& past = pastDecision(index);
    const DecisionRecord& record = past.record;
    const QString actor = QString::fromStdString(s->trace().entityName(record.actor));
    const QString recorded = answerText(record.answer);

    std::vector<Choice> choices;
    if (past.legalKnown) {
        for (const Answer& a : past.legal) {
            Choice c{a, answerText(a), {}, !(a == record.answer)};
            if (a == record.answer)
                c.tags.append(tr("recorded"));
            if (past.scripted == a)
                c.tags.append(tr("script"));
            if (past.policy == a)
                c.tags.append(tr("AI's choice"));
            choices.push_back(std::move(c));
        }
    }
    if (std::none_of(choices.begin(), choices.end(), [&](const Choice& c) { return c.answer == record.answer; }))
        choices.insert(choices.begin(), Choice{record.answer, recorded, {tr("recorded")}, false});

    pastTitle_->setText(tr("Decision #%1 · %2").arg(index).arg(actor.toHtmlEscaped()));
    pastDetail_->setText(tr("%1 chose <b>%2</b>, %3.<br>Recorded as event #%4.")
                             .arg(actor.toHtmlEscaped(), recorded.toHtmlEscaped(), sourceText(record.source))
                             .arg(record.requestedAt));
    pastForkHint_->setText(
        past.legalKnown
            ? tr("Answer this decision differently: the game is played on from here with your answer, "
                 "and the events after it are replaced.")
            : tr("The legal answers at this decision could not be worked out (%1).").arg(past.error.toHtmlEscaped()));
    pastPendingHint_->setText(
        controller_->waitingForDecision()
            ? tr("The game is also waiting for decision #%1 at its end.").arg(s->decisions().size())
            : QString());
    pastPendingHint_->setVisible(controller_->waitingForDecision());

    const std::optional<Answer> keep = mode_ == Mode::Past && pastIndex_ == index ? selectedAnswer() : std::nullopt;
    mode_ = Mode::Past;
    pastIndex_ = index;
    pastLegal_ = past.legalKnown;
    choices_ = std::move(choices);
    fillList(pastList_, choices_, false, keep);
    pages_->setCurrentIndex(2);
    updateButtons();
}

void DecisionDock::fillList(QTreeWidget* list, const std::vector<Choice>& choices, bool preselect,
                            const std::optional<Answer>& keep)
{
    const QSignalBlocker blocker(list);
    list->clear();
    QTreeWidgetItem* preferred = nullptr;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const Choice& c = choices[i];
        auto* item = new QTreeWidgetItem(list, {c.text, c.tags.join(QStringLiteral(", "))});
        item->setData(AnswerColumn, kChoiceRole, static_cast<int>(i));
        item->setForeground(NoteColumn, list->palette().brush(QPalette::PlaceholderText));
        if (!c.enabled) {
            item->setFlags(item->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
            item->setToolTip(AnswerColumn, tr("This is the recorded answer"));
        }
        if (!c.tags.isEmpty()) {
            QFont f = item->font(AnswerColumn);
            f.setBold(true);
            item->setFont(AnswerColumn, f);
        }
        if (c.enabled && keep == c.answer) {
            preferred = item;
            preselect = false;
        }
        // Preselect what the script says, else what the AI would do.
        if (preselect && c.enabled && (!preferred || c.tags.contains(tr("script"))) && !c.tags.isEmpty())
            preferred = item;
    }
    if (preferred)
        list->setCurrentItem(preferred);
    else
        list->clearSelection();
}

QTreeWidget* DecisionDock::currentList() const
{
    switch (mode_) {
    case Mode::Pending: return pendingList_;
    case Mode::Past: return pastList_;
    default: return nullptr;
    }
}

void DecisionDock::updateButtons()
{
    const bool idle = !controller_->isBusy();
    const bool selected = selectedAnswer().has_value();
    answerButton_->setEnabled(idle && mode_ == Mode::Pending && selected);
    forkButton_->setEnabled(idle && mode_ == Mode::Past && selected);
}

QStringList DecisionDock::choiceTexts() const
{
    QStringList out;
    for (const Choice& c : choices_)
        out.append(c.text);
    return out;
}

bool DecisionDock::selectChoice(const QString& text)
{
    QTreeWidget* list = currentList();
    if (!list)
        return false;
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        QTreeWidgetItem* item = list->topLevelItem(row);
        if (item->text(AnswerColumn) == text && (item->flags() & Qt::ItemIsSelectable)) {
            list->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

std::optional<Answer> DecisionDock::selectedAnswer() const
{
    QTreeWidget* list = currentList();
    if (!list)
        return std::nullopt;
    const QList<QTreeWidgetItem*> selected = list->selectedItems();
    if (selected.isEmpty())
        return std::nullopt;
    const int index = selected.first()->data(AnswerColumn, kChoiceRole).toInt();
    if (index < 0 || static_cast<std::size_t>(index) >= choices_.size() ||
        !choices_[static_cast<std::size_t>(index)].enabled)
        return std::nullopt;
    return choices_[static_cast<std::size_t>(index)].answer;
}

void DecisionDock::answerSelected()
{
    const auto answer = selectedAnswer();
    if (mode_ != Mode::Pending || !answer || controller_->isBusy())
        return;
    controller_->answer(*answer);
}

void DecisionDock::forkSelected()
{
    const auto answer = selectedAnswer();
    const Session* s = controller_->session();
    if (mode_ != Mode::Past || !answer || !s || controller_->isBusy() || pastIndex_ >= s->decisions().size())
        return;
    const DecisionRecord& record = s->decisions()[pastIndex_];
    const Seq requestedAt = record.requestedAt;
    QString question = tr("Fork at decision #%1?\n\n%2 will %3 instead of %4. The events from #%5 on are replaced "
                          "by the new future.")
                           .arg(pastIndex_)
                           .arg(QString::fromStdString(s->trace().entityName(record.actor)), answerText(*answer),
                                answerText(record.answer))
                           .arg(requestedAt);
    question += QStringLiteral("\n\n");
    question += controller_->isModified()
        ? tr("This trace has not been saved: save it first if you want to keep the old future.")
        : tr("The old future stays in the saved trace file, %1.").arg(controller_->filePath());
    const std::size_t index = pastIndex_;
    if (confirmFork_ && !confirmFork_(question))
        return;
    // The question was modal: make sure it still speaks of the decision on screen.
    if (mode_ != Mode::Past || pastIndex_ != index || controller_->isBusy())
        return;
    controller_->forkAt(index, *answer);
}

}  // namespace ts::gui
