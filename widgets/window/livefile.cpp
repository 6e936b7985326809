#include "window/livefile.h"

#include "lessons/lessonactions.h"
#include "lessons/lessondock.h"
#include "panels/compare/comparewindow.h"
#include "session/sessioncontroller.h"
#include "window/messagebar.h"

#include "kernel/io/file_io.h"
#include "kernel/ruleset_registry.h"
#include "kernel/scenario.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_align.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

namespace ts::gui {

namespace {

const QString kEnabledKey = QStringLiteral("live/enabled");

// The event of the new trace at the old cursor's rule step: the same offset inside a stretch
// both traces share; where the old step is gone, the new trace's next event there.
Seq mapCursor(const TraceAlignment& alignment, Seq cursor, Seq newSize)
{
    if (newSize == 0)
        return 0;
    Seq target = newSize - 1;
    for (const AlignedStretch& s : alignment.stretches) {
        if (cursor < s.aBegin || cursor >= s.aEnd)
            continue;
        const bool matched = s.kind == AlignedStretch::Kind::Same || s.kind == AlignedStretch::Kind::Changed;
        target = matched ? s.bBegin + (cursor - s.aBegin) : s.bBegin;
        break;
    }
    return std::min(target, newSize - 1);
}

// How the game ends, as the ruleset says it (empty: it does not end).
QString endingOf(const Trace& trace, const RenderContext& render)
{
    if (trace.empty())
        return {};
    const Event last = trace.at(trace.size() - 1);
    if (trace.kindName(last.kind) != "game-end")
        return {};
    return QString::fromStdString(render.outcome(last.arg[0]));
}

// The answers the user gave in `game` (a decision answered, a fork), by name: the new
// scenario may number its entities otherwise.
std::vector<nlohmann::json> callerAnswers(const Session& game)
{
    std::vector<nlohmann::json> out;
    for (const DecisionRecord& d : game.decisions())
        if (d.source == AnswerSource::Caller)
            out.push_back(game.ruleset().answerToJson(d.answer, game.scenario()));
    return out;
}

// A game of `loaded` that gives the user's `answers` again, in order, each time it waits for
// the user, as long as the answer is still legal there; then it waits (or ends) as it would.
std::unique_ptr<Session> replayAnswers(const LoadedScenario& loaded, const std::vector<nlohmann::json>& answers,
                                       std::uint64_t eventBudget, std::size_t* given)
{
    SessionOptions options;
    options.maxEvents = eventBudget;
    auto s = std::make_unique<Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, options);
    *given = 0;
    while (s->run() == Session::RunResult::WaitingForCaller && *given < answers.size()) {
        Answer a;
        try {
            a = loaded.ruleset->answerFromJson(answers[*given], *loaded.scenario, loaded.scenario->name, "answer");
        } catch (const ScenarioError&) {
            break;  // names what the new scenario no longer has
        }
        const std::vector<Answer> legal = s->legalAnswers();
        if (std::find(legal.begin(), legal.end(), a) == legal.end())
            break;
        s->provideAnswer(a);
        ++*given;
    }
    return s;
}

}  // namespace

LiveFile::LiveFile(QMainWindow* window, SessionController* controller, LessonActions* lessons, QMenu* menu)
    : QObject(window),
      window_(window),
      controller_(controller),
      lessons_(lessons),
      watcher_(new QFileSystemWatcher(this)),
      quiet_(new QTimer(this)),
      holder_(new QToolBar(tr("Live Scenario"), window)),
      bar_(new MessageBar(holder_)),
      toggle_(new QAction(tr("Re-run &When the File Is Saved"), this))
{
    enabled_ = QSettings().value(kEnabledKey, true).toBool();
    toggle_->setObjectName(QStringLiteral("liveToggle"));
    toggle_->setCheckable(true);
    toggle_->setChecked(enabled_);
    toggle_->setToolTip(tr("Watch the open scenario or lesson file and play it again each time it is saved"));
    connect(toggle_, &QAction::toggled, this, &LiveFile::setEnabled);
    menu->addAction(toggle_);

    quiet_->setSingleShot(true);
    quiet_->setInterval(200);  // a save in two writes is read once, complete
    connect(quiet_, &QTimer::timeout, this, &LiveFile::reloadNow);
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, &LiveFile::fileTouched);
    connect(watcher_, &QFileSystemWatcher::directoryChanged, this, &LiveFile::fileTouched);

    holder_->setObjectName(QStringLiteral("liveBarHolder"));
    holder_->setMovable(false);
    holder_->setFloatable(false);
    holder_->toggleViewAction()->setVisible(false);  // not a toolbar the user shows or hides
    holder_->addWidget(bar_);
    window->addToolBar(Qt::TopToolBarArea, holder_);
    holder_->hide();
    connect(bar_, &MessageBar::visibilityRequested, this, &LiveFile::placeBar);
    connect(bar_, &MessageBar::actionTriggered, this, &LiveFile::barActionTriggered);

    connect(controller_, &SessionController::sessionChanged, this, [this] {
        placeBar(bar_->isShown());  // after the panels: a ruleset's layout restored moves toolbars
        if (!reloading_ && static_cast<const void*>(controller_->session()) != game_)
            stopWatching();  // another game: not the file's any more
    });
    if (lessons_)  // however a lesson is opened (File → Lessons too)
        connect(lessons_, &LessonActions::lessonStarted, this, [this](const QString& path) { watch(path, true); });
    connect(controller_, &SessionController::busyChanged, this, [this](bool busy) {
        if (!busy && waitingForRun_) {
            waitingForRun_ = false;
            finishScenario();
        }
    });
}

LiveFile::~LiveFile() = default;

void LiveFile::setEnabled(bool on)
{
    enabled_ = on;
    QSettings().setValue(kEnabledKey, on);
    if (toggle_->isChecked() != on)
        toggle_->setChecked(on);
    if (!on)
        quiet_->stop();
}

// On a row of its own under the toolbars, across the window. A layout restored (another
// ruleset's, Teach Mode's) may have put it elsewhere.
void LiveFile::placeBar(bool visible)
{
    if (visible && !window_->toolBarBreak(holder_))
        window_->insertToolBarBreak(holder_);
    holder_->setVisible(visible);
}

void LiveFile::setQuietTime(int ms) { quiet_->setInterval(ms); }

void LiveFile::watch(const QString& path, bool lesson)
{
    stopWatching();
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return;  // a bundled file never changes
    path_ = QFileInfo(path).absoluteFilePath();
    lesson_ = lesson;
    game_ = controller_->session();
    try {
        lastGood_ = QByteArray::fromStdString(readInputFile(path_.toStdString(), kMaxScenarioBytes).data);
    } catch (const std::exception&) {
        lastGood_.clear();
    }
    watcher_->addPath(path_);
    // An editor that saves by renaming a new file over the old one replaces the watched file:
    // the directory hears of it.
    watcher_->addPath(QFileInfo(path_).absolutePath());
}

void LiveFile::stopWatching()
{
    quiet_->stop();
    waitingForRun_ = false;
    if (!watcher_->files().isEmpty())
        watcher_->removePaths(watcher_->files());
    if (!watcher_->directories().isEmpty())
        watcher_->removePaths(watcher_->directories());
    path_.clear();
    game_ = nullptr;
    delete previous_;  // its game is of no use without the file's
    previous_ = nullptr;
    if (bar_->isShown())
        bar_->dismiss();  // it spoke of that file
}

void LiveFile::fileTouched()
{
    if (!enabled_ || path_.isEmpty())
        return;
    rewatch();
    quiet_->start();  // again: read it once it has been quiet for the interval
}

void LiveFile::rewatch()
{
    if (!path_.isEmpty() && QFileInfo::exists(path_) && !watcher_->files().contains(path_))
        watcher_->addPath(path_);
}

void LiveFile::reloadNow()
{
    quiet_->stop();
    rewatch();
    if (path_.isEmpty() || !QFileInfo::exists(path_))
        return;  // gone for a moment while it is replaced: the directory's change brings it back
    if (controller_->isBusy()) {
        quiet_->start();  // a game still running (the last reload's): try once it is done
        return;
    }
    QByteArray text;
    try {
        const InputFile in = readInputFile(path_.toStdString(), kMaxScenarioBytes);
        if (in.tooLarge)
            throw ScenarioError(path_.toStdString(), "", "the file is larger than the 16 MiB a scenario may have");
        text = QByteArray::fromStdString(in.data);
    } catch (const std::exception& e) {
        refuse(QString::fromStdString(e.what()));
        return;
    }
    if (text == lastGood_) {
        if (bar_->isShown() && bar_->kind() == MessageBar::Kind::Error)
            bar_->dismiss();  // back to the text of the game shown
        return;
    }
    if (lesson_)
        reloadLesson(text);
    else
        reloadScenario(text, false);
}

void LiveFile::reloadScenario(const QByteArray& text, bool evenIfModified)
{
    const QString file = QFileInfo(path_).fileName();
    LoadedScenario loaded;
    try {
        loaded = parseScenarioText(text.toStdString(), path_.toStdString());  // refused here, the game stays
    } catch (const std::exception& e) {
        refuse(QString::fromStdString(e.what()));
        return;
    }
    const Session& old = *controller_->session();
    if (!old.drawOverrides().empty() && !evenIfModified) {
        tell(false, tr("%1 was saved. Playing it again would drop the draws you chose in this game.").arg(file),
             BarAction::Rerun);
        return;
    }
    const std::vector<nlohmann::json> answers = callerAnswers(old);
    std::unique_ptr<Session> replayed;
    answersGiven_ = 0;
    answersTotal_ = answers.size();
    if (!answers.empty()) {
        try {
            replayed = replayAnswers(loaded, answers, controller_->eventBudget(), &answersGiven_);
        } catch (const std::exception& e) {
            refuse(QString::fromStdString(e.what()));
            return;
        }
    }
    delete previous_;
    previous_ = new SessionController(this);
    previous_->viewSessionOf(*controller_);
    previousCursor_ = controller_->cursor();
    const std::vector<Breakpoint> breakpoints = old.breakpoints();
    QString error;
    bool ok = true;
    reloading_ = true;
    if (replayed)
        controller_->adopt(std::move(replayed), path_, true);  // the answers are in no file
    else
        ok = controller_->openScenario(path_, &error);
    reloading_ = false;
    if (!ok) {
        refuse(error);  // changed again since it was read: the next change reads it again
        return;
    }
    game_ = controller_->session();
    lastGood_ = text;
    // The user's breakpoints hold for the new game too (the same rules, the same kinds).
    for (Breakpoint bp : breakpoints) {
        bp.hits = 0;
        bp.hitEvents.clear();
        controller_->addBreakpoint(std::move(bp));
    }
    if (controller_->isBusy())
        waitingForRun_ = true;  // finishScenario once the game has run
    else
        finishScenario();
}

void LiveFile::finishScenario()
{
    Session* now = controller_->session();
    Session* before = previous_ ? previous_->session() : nullptr;
    if (!now || !before)
        return;
    const TraceAlignment alignment = alignTraces(before->trace(), now->trace());
    controller_->seekNow(mapCursor(alignment, previousCursor_, now->size()));
    const QString file = QFileInfo(path_).fileName();
    const QString answers = answersTotal_ == 0
        ? QString()
        : QLatin1Char(' ') + tr("Your answers given again: %1 of %2.").arg(answersGiven_).arg(answersTotal_);
    if (alignment.identical()) {
        tell(false, tr("%1 was saved and played again: the game did not change.").arg(file) + answers, BarAction::None);
        emit reloaded(true);
        return;
    }
    quint64 differing = 0;
    std::optional<Seq> first;
    for (const AlignedStretch& s : alignment.stretches) {
        if (s.kind == AlignedStretch::Kind::Same)
            continue;
        differing += std::max(s.aEnd - s.aBegin, s.bEnd - s.bBegin);
        if (!first)
            first = s.aBegin;
    }
    QString text =
        tr("%1 was saved and played again: %n event(s) differ from #%2", nullptr, static_cast<int>(differing))
            .arg(file)
            .arg(first.value_or(0));
    const QString endBefore = endingOf(before->trace(), *previous_->render());
    const QString endNow = endingOf(now->trace(), *controller_->render());
    if (endBefore != endNow)
        text += endNow.isEmpty() ? tr("; the game no longer ends") : tr("; the game now ends: %1").arg(endNow);
    tell(false, text + QLatin1Char('.') + answers, BarAction::Compare);
    emit reloaded(true);
}

void LiveFile::reloadLesson(const QByteArray& text)
{
    LessonDock* dock = lessons_ ? lessons_->dock() : nullptr;
    if (!dock)
        return;
    const int question = dock->questionIndex();
    QString error;
    reloading_ = true;
    const bool ok = dock->start(path_, &error);
    reloading_ = false;
    if (!ok) {
        refuse(error.isEmpty() ? tr("The new lesson's game was cancelled.") : error);
        return;
    }
    game_ = controller_->session();
    lastGood_ = text;
    const QString file = QFileInfo(path_).fileName();
    if (question > 0 && dock->resumeAt(question))
        tell(false, tr("%1 was saved and played again, at question %2.").arg(file).arg(question + 1), BarAction::None);
    else
        tell(false, tr("%1 was saved and played again from its first question.").arg(file), BarAction::None);
    emit reloaded(true);
}

void LiveFile::refuse(const QString& error)
{
    tell(
        true,
        tr("%1 was saved but cannot be played; the last good game is kept. %2").arg(QFileInfo(path_).fileName(), error),
        BarAction::None);
    emit reloaded(false);
}

void LiveFile::tell(bool error, const QString& text, BarAction action)
{
    barAction_ = action;
    const QString button = action == BarAction::Compare ? tr("Compare")
        : action == BarAction::Rerun                    ? tr("Play Again")
                                                        : QString();
    bar_->showMessage(error ? MessageBar::Kind::Error : MessageBar::Kind::Information, text, button);
}

void LiveFile::barActionTriggered()
{
    if (barAction_ == BarAction::Compare) {
        openComparison();
    } else if (barAction_ == BarAction::Rerun && !path_.isEmpty()) {
        try {
            const QByteArray text =
                QByteArray::fromStdString(readInputFile(path_.toStdString(), kMaxScenarioBytes).data);
            reloadScenario(text, true);
        } catch (const std::exception& e) {
            refuse(QString::fromStdString(e.what()));
        }
    }
}

CompareWindow* LiveFile::openComparison()
{
    if (!previous_ || !previous_->hasSession() || !controller_->hasSession())
        return nullptr;
    delete compare_;
    compare_ = new CompareWindow(controller_, window_);
    compare_->setAttribute(Qt::WA_DeleteOnClose);
    compare_->compareWithGame(*previous_, tr("before the save"));
    compare_->show();
    return compare_;
}

}  // namespace ts::gui
