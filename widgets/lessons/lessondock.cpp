#include "lessons/lessondock.h"

#include "lessons/lessonfiles.h"
#include "lessons/lessonplayer.h"
#include "session/headless/clausetexts.h"
#include "session/sessioncontroller.h"

#include "kernel/exit_codes.h"

#include <QButtonGroup>
#include <QCloseEvent>
#include <QFontDatabase>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace ts::gui {

namespace {

// Events shown after an answer: enough to see what happened, not a whole turn.
constexpr Seq kMaxShownEvents = 12;

QLabel* wrappingLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

}  // namespace

LessonDock::LessonDock(SessionController* controller, QWidget* parent)
    : QDockWidget(tr("Lesson"), parent), controller_(controller), player_(new LessonPlayer(this))
{
    setObjectName(QStringLiteral("lessonDock"));
    pages_ = new QStackedWidget(this);
    pages_->addWidget(buildQuestionPage());
    pages_->addWidget(buildFeedbackPage());
    pages_->addWidget(buildScorePage());
    // The explanation, the rule and the events need room, but a minimum height of their own
    // pushed the window past a laptop's screen (issue 38): in a short dock they scroll.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("lessonScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(pages_);
    scroll->setMinimumHeight(120);
    setWidget(scroll);
    // Another game opened in the window ends the lesson: its stops mean nothing there.
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        if (session_ && controller_->session() != session_) {
            session_ = nullptr;
            heading_->setText(tr("The lesson's game was closed."));
            pages_->setCurrentIndex(0);
            answerButton_->setEnabled(false);
        }
    });
}

LessonDock::~LessonDock() = default;

void LessonDock::closeEvent(QCloseEvent* event)
{
    if (session_ && controller_->session() == session_)
        controller_->setHorizon(std::nullopt);
    QDockWidget::closeEvent(event);
}

const Session* LessonDock::session() const
{
    return session_ && controller_->session() == session_ ? session_ : nullptr;
}

QWidget* LessonDock::buildQuestionPage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    heading_ = wrappingLabel(page);
    QFont bold = heading_->font();
    bold.setBold(true);
    heading_->setFont(bold);
    prompt_ = wrappingLabel(page);
    choices_ = new QWidget(page);
    choicesLayout_ = new QVBoxLayout(choices_);
    choicesLayout_->setContentsMargins(0, 0, 0, 0);
    group_ = new QButtonGroup(this);
    number_ = new QLineEdit(page);
    number_->setObjectName(QStringLiteral("lessonNumber"));
    number_->setValidator(new QIntValidator(number_));
    number_->setPlaceholderText(tr("A whole number"));
    answerButton_ = new QPushButton(tr("&Answer"), page);
    answerButton_->setObjectName(QStringLiteral("lessonAnswer"));
    connect(answerButton_, &QPushButton::clicked, this, &LessonDock::submitFromPage);
    connect(number_, &QLineEdit::returnPressed, this, &LessonDock::submitFromPage);
    for (QWidget* w : {static_cast<QWidget*>(heading_), static_cast<QWidget*>(prompt_), choices_,
                       static_cast<QWidget*>(number_), static_cast<QWidget*>(answerButton_)})
        layout->addWidget(w);
    layout->addStretch();
    return page;
}

QWidget* LessonDock::buildFeedbackPage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    verdict_ = wrappingLabel(page);
    verdict_->setObjectName(QStringLiteral("lessonVerdict"));
    explanation_ = wrappingLabel(page);
    rule_ = wrappingLabel(page);
    events_ = new QPlainTextEdit(page);
    events_->setReadOnly(true);
    events_->setLineWrapMode(QPlainTextEdit::NoWrap);
    events_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    nextButton_ = new QPushButton(tr("&Next"), page);
    nextButton_->setObjectName(QStringLiteral("lessonNext"));
    connect(nextButton_, &QPushButton::clicked, this, &LessonDock::next);
    layout->addWidget(verdict_);
    layout->addWidget(explanation_);
    layout->addWidget(rule_);
    layout->addWidget(new QLabel(tr("What the engine did:"), page));
    layout->addWidget(events_, 1);
    layout->addWidget(nextButton_);
    return page;
}

QWidget* LessonDock::buildScorePage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    scoreLabel_ = wrappingLabel(page);
    scoreLabel_->setObjectName(QStringLiteral("lessonScore"));
    layout->addWidget(scoreLabel_);
    layout->addStretch();
    return page;
}

bool LessonDock::start(const QString& path, QString* error)
{
    if (error)
        error->clear();
    errorExitCode_ = 0;
    try {
        Lesson lesson = readLesson(path);
        std::optional<LessonPlay> play = player_->play(lesson);
        if (!play)
            return false;  // cancelled: the learner knows
        lesson_ = std::move(lesson);
        answers_ = std::move(play->answers);
        session_ = play->session.get();
        controller_->adopt(std::move(play->session), QString(), false);
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        errorExitCode_ = exitCodeFor(e);
        return false;
    }
    index_ = 0;
    score_ = 0;
    setWindowTitle(tr("Lesson: %1").arg(lessonText(lesson_.title)));
    show();
    raise();
    showQuestion();
    return true;
}

bool LessonDock::resumeAt(int index)
{
    if (!running() || index < 0 || index >= static_cast<int>(answers_.size()))
        return false;
    index_ = index;
    showQuestion();
    return true;
}

bool LessonDock::isFinished() const { return running() && index_ >= static_cast<int>(answers_.size()); }

void LessonDock::showQuestion()
{
    answered_ = false;
    const LessonStop& stop = lesson_.stops[static_cast<std::size_t>(index_)];
    const LessonAnswer& a = answers_[static_cast<std::size_t>(index_)];
    // The learner sees everything before the stop, nothing of what decides the answer: no
    // panel shows an event past the cursor until the question is answered.
    const Seq at = a.stop > 0 ? a.stop - 1 : 0;
    controller_->setHorizon(std::nullopt);
    controller_->seekNow(at);
    controller_->setHorizon(at);
    heading_->setText(tr("Question %1 of %2").arg(index_ + 1).arg(answers_.size()));
    prompt_->setText(lessonText(stop.prompt));
    for (QAbstractButton* b : group_->buttons()) {
        group_->removeButton(b);
        delete b;
    }
    for (const std::string& c : a.choices) {
        auto* radio = new QRadioButton(QString::fromStdString(c), choices_);
        radio->setProperty("choice", QString::fromStdString(c));
        group_->addButton(radio);
        choicesLayout_->addWidget(radio);
        radio->show();  // now, not when the layout next runs: it takes the focus below
    }
    choices_->setVisible(!a.choices.empty());
    number_->setVisible(a.choices.empty());
    number_->clear();
    answerButton_->setEnabled(true);
    pages_->setCurrentIndex(0);
    focusOnScreen(a.choices.empty() ? static_cast<QWidget*>(number_) : group_->buttons().value(0));
}

// The keyboard goes where the learner answers next (type the number or pick with the arrow
// keys, then Alt+A; Space on Next), scrolled into view in a short dock (issue 38).
void LessonDock::focusOnScreen(QWidget* widget)
{
    if (!widget || !isVisible())
        return;
    widget->setFocus(Qt::OtherFocusReason);
    // Once the page just shown is laid out (before, the widget is not where it will be): from
    // the page's top, so its heading shows too, down as far as the widget needs.
    QTimer::singleShot(0, widget, [this, widget] {
        if (auto* scroll = findChild<QScrollArea*>(QStringLiteral("lessonScroll"))) {
            scroll->verticalScrollBar()->setValue(0);
            scroll->ensureWidgetVisible(widget);
        }
    });
}

void LessonDock::submitFromPage()
{
    if (!number_->isHidden()) {
        if (!number_->text().isEmpty())
            submit(number_->text());
        return;
    }
    if (QAbstractButton* b = group_->checkedButton())
        submit(b->property("choice").toString());
}

void LessonDock::submit(const QString& given)
{
    if (!running() || isFinished() || answered_)
        return;
    answered_ = true;
    const bool right = isRightAnswer(answers_[static_cast<std::size_t>(index_)], given.trimmed().toStdString());
    if (right)
        ++score_;
    showFeedback(right, given);
}

void LessonDock::showFeedback(bool right, const QString& given)
{
    const LessonStop& stop = lesson_.stops[static_cast<std::size_t>(index_)];
    const LessonAnswer& a = answers_[static_cast<std::size_t>(index_)];
    controller_->setHorizon(std::nullopt);
    controller_->seekNow(a.answerEvent);
    const QString answer = QString::fromStdString(a.answer);
    verdict_->setText(right ? tr("Right: %1.").arg(answer)
                            : tr("Not quite: you said %1, the engine did %2.").arg(given, answer));
    verdict_->setStyleSheet(right ? QStringLiteral("color: #2e7d32; font-weight: bold;")
                                  : QStringLiteral("color: #c62828; font-weight: bold;"));
    explanation_->setText(lessonText(stop.explanation));
    const Trace& trace = session_->trace();
    const QString clause = QString::fromStdString(trace.clauseName(trace.at(a.answerEvent).clause));
    const ClauseText text = ClauseTexts::bundled().find(clause);
    rule_->setText(text.isKnown() ? tr("Rule %1: %2").arg(clause, text.statement) : tr("Rule %1").arg(clause));
    events_->setPlainText(eventLines(a.stop, a.answerEvent));
    nextButton_->setText(index_ + 1 < static_cast<int>(answers_.size()) ? tr("&Next Question") : tr("See the &Score"));
    pages_->setCurrentIndex(1);
    focusOnScreen(nextButton_);
}

QString LessonDock::eventLines(Seq from, Seq to) const
{
    const RenderContext* render = controller_->render();
    const Trace& trace = session_->trace();
    QStringList lines;
    for (Seq s = from; s <= to && render; ++s) {
        // A long way to the answer: its first events and its last, with the gap counted.
        if (to - from >= kMaxShownEvents && s == from + kMaxShownEvents / 2) {
            lines << tr("… %1 more events …").arg(to - from + 1 - kMaxShownEvents);
            s = to - kMaxShownEvents / 2 + 1;
        }
        lines << QStringLiteral("%1  %2").arg(s).arg(QString::fromStdString(render->line(trace.at(s))));
    }
    return lines.join(QLatin1Char('\n'));
}

void LessonDock::next()
{
    if (!running() || !answered_)
        return;
    ++index_;
    if (isFinished())
        showScore();
    else
        showQuestion();
}

void LessonDock::showScore()
{
    const int total = static_cast<int>(answers_.size());
    scoreLabel_->setText(tr("%1\n\nYour score: %2 of %3.").arg(lessonText(lesson_.title)).arg(score_).arg(total));
    pages_->setCurrentIndex(2);
    focusOnScreen(scoreLabel_);
    emit lessonFinished(score_, total);
}

}  // namespace ts::gui
