#include "session/sessioncontroller.h"

#include "session/drawpinset.h"
#include "session/paneldock.h"
#include "session/tracecheck.h"
#include "session/writeindexer.h"

#include "kernel/exit_codes.h"
#include "kernel/io/file_io.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/trace_file.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

namespace ts::gui {

namespace {
constexpr std::uint64_t kRunSlice = 200'000;  // events per slice of live running
}  // namespace

SessionController::SessionController(QObject* parent)
    : QObject(parent), pins_(new DrawPinSet(this)), traceCheck_(new TraceCheck(this))
{
    connect(traceCheck_, &TraceCheck::progress, this, &SessionController::traceCheckProgress);
    connect(traceCheck_, &TraceCheck::failed, this, [this](const QString& error, int exitCode) {
        lastErrorExitCode_ = exitCode;
        setSession(nullptr, QString(), false);
        emit traceDamaged(error, exitCode);
    });
}
SessionController::~SessionController() = default;

QString SessionController::scenarioName() const
{
    return session_ ? QString::fromStdString(session_->scenario().name) : QString();
}

void SessionController::setSession(std::shared_ptr<Session> s, const QString& path, bool modified)
{
    traceCheck_->cancel();  // the check of the previous trace, if it is still running
    // The previous session's scan goes once its passes (the panels') cancel theirs; the new
    // one is there before the panels hear of the session.
    traceScan_ = std::exchange(openedScan_, nullptr);
    cancel_ = true;
    scan_.reset();
    if (busy_)
        setBusy(false, QString());
    session_ = std::move(s);
    rerunnable_ = false;
    render_ = session_ ? std::make_unique<RenderContext>(session_->trace(), &session_->ruleset()) : nullptr;
    filePath_ = path;
    cursor_ = 0;
    horizon_.reset();
    pendingSeek_.reset();
    stateAt_.reset();
    stateBefore_.reset();
    if (!writeMarks_.empty()) {
        writeMarks_.clear();  // they were another game's
        emit writeMarksChanged();
    }
    stateAtSeq_ = stateBeforeSeq_ = ~Seq(0);
    setModified(modified);
    announceSession();
    emit traceChanged();
    emit breakpointsChanged();
    emit decisionStateChanged();
    announceCursor();
}

void SessionController::addPanel(PanelDock* panel)
{
    panels_.removeAll(nullptr);
    panels_.append(panel);
}

void SessionController::announceSession()
{
    const QList<QPointer<PanelDock>> panels = panels_;
    emit sessionChanged();
    for (const QPointer<PanelDock>& p : panels)
        if (p)
            p->sessionChanged();
}

void SessionController::announceCursor()
{
    const QList<QPointer<PanelDock>> panels = panels_;
    emit cursorMoved(cursor_);
    for (const QPointer<PanelDock>& p : panels)
        if (p)
            p->cursorMoved(cursor_);
}

void SessionController::adopt(std::unique_ptr<Session> session, const QString& path, bool modified)
{
    setSession(std::move(session), path, modified);
}

void SessionController::viewSessionOf(const SessionController& other)
{
    setSession(other.session_, other.filePath_, false);
}

bool SessionController::failed(const std::exception& e, QString* error)
{
    lastErrorExitCode_ = exitCodeFor(e);
    if (error)
        *error = QString::fromStdString(e.what());
    return false;
}

bool SessionController::openScenario(const QString& path, QString* error)
{
    try {
        // Bundled samples (":/scenarios/...") through QFile; every other file through the
        // kernel's bounded reader (regular files only, size limit, no blocking on a FIFO).
        LoadedScenario loaded;
        if (path.startsWith(QLatin1Char(':'))) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                throw FileError(path.toStdString(), "cannot open the file: " + file.errorString().toStdString());
            loaded = parseScenarioText(file.readAll().toStdString(), path.toStdString());
        } else {
            loaded = loadScenarioFile(path.toStdString());
        }
        startGame(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, eventBudget_, path);
        return true;
    } catch (const std::exception& e) {
        return failed(e, error);
    }
}

void SessionController::startGame(const Ruleset& ruleset, std::shared_ptr<const Scenario> scenario, std::uint64_t seed,
                                  std::uint64_t maxEvents, const QString& path)
{
    SessionOptions options;
    options.maxEvents = maxEvents;
    auto s = std::make_unique<Session>(ruleset, std::move(scenario), seed, options);
    pins_->clear();
    // A scenario file's game as it plays by itself is that file's: opening the file again
    // re-creates every event, so it holds nothing to save (a batch game has no file).
    setSession(std::move(s), path, path.isEmpty());
    rerunnable_ = !path.isEmpty();
    runLive();
}

bool SessionController::openGame(const Ruleset& ruleset, std::shared_ptr<const Scenario> scenario, std::uint64_t seed,
                                 std::uint64_t maxEvents, QString* error)
{
    try {
        startGame(ruleset, std::move(scenario), seed, maxEvents, QString());
        return true;
    } catch (const std::exception& e) {
        return failed(e, error);
    }
}

bool SessionController::openTrace(const QString& path, QString* error)
{
    try {
        SessionOptions options;
        options.maxEvents = eventBudget_;
        auto s = openSession(path.toStdString(), options);
        // A damaged block is found now, not mid-session: at once for a small trace, on a
        // worker for a large one (the window shows it meanwhile).
        const bool checkNow = s->trace().size() <= checkAtOpenLimit_;
        if (checkNow)
            loadAllBlocks(const_cast<Trace&>(s->trace()));
        pins_->clear();
        if (!checkNow)
            openedScan_ = std::make_shared<TraceScan>(path.toStdString(), s->size());
        setSession(std::move(s), path, false);
        if (!checkNow)
            traceCheck_->start(traceScan_);
        return true;
    } catch (const std::exception& e) {
        openedScan_.reset();  // else the next session would take this file's scan
        return failed(e, error);
    }
}

bool SessionController::saveTrace(const QString& path, QString* error)
{
    if (!session_) {
        if (error)
            *error = tr("There is no session to save.");
        return false;
    }
    try {
        setBusy(true, tr("Saving %1").arg(path));
        saveSession(path.toStdString(), *session_, [this](std::size_t done, std::size_t total) {
            if (total > 0)
                emit progress(static_cast<int>(100 * done / total));
        });
        setBusy(false, QString());
        filePath_ = path;
        rerunnable_ = false;  // the trace's game now: what it plays next is not in the file
        setModified(false);
        return true;
    } catch (const std::exception& e) {
        setBusy(false, QString());
        return failed(e, error);
    }
}

bool SessionController::isChecking() const { return traceCheck_->isRunning(); }

QString SessionController::endMessage(const Session& s) const
{
    if (s.finished())
        return tr("Game over after %1 events").arg(s.size());
    if (s.workBudgetReached())
        return tr("Stopped at the work budget after %1 events").arg(s.size());
    if (s.budgetReached())
        return tr("Stopped at the event budget of %1 events").arg(s.eventBudget());
    return tr("Waiting for a decision");
}

void SessionController::setModified(bool m)
{
    if (modified_ == m)
        return;
    modified_ = m;
    emit modifiedChanged(m);
}

void SessionController::setBusy(bool busy, const QString& what)
{
    busy_ = busy;
    if (busy)
        cancel_ = false;
    emit busyChanged(busy, what);
}

void SessionController::cancelBusy() { cancel_ = true; }

void SessionController::runLive()
{
    if (!session_ || session_->finished() || session_->waitingForCaller())
        return;
    setBusy(true, tr("Running the game"));
    Session* s = session_.get();
    auto slice = [this, s]() {
        if (session_.get() != s)
            return;  // replaced meanwhile
        const Seq before = s->size();
        const auto result = cancel_ ? Session::RunResult::Limit : s->run(kRunSlice);
        if (s->size() != before) {
            setModified(!rerunnable_);
            // The cursor was announced on an empty trace, and the state kept for it is the
            // game before any event: event 0 exists only now. Dropped before anyone hears of
            // the new events (a panel refreshes inside traceChanged and would read it).
            if (before == 0) {
                stateAt_.reset();
                stateBefore_.reset();
                stateAtSeq_ = stateBeforeSeq_ = ~Seq(0);
            }
            emit traceChanged();
            if (before == 0)
                announceCursor();
        }
        if (result == Session::RunResult::Limit && !cancel_) {
            emit progress(-1);  // the end is not known in advance
            QTimer::singleShot(0, this, [this, s] {
                if (session_.get() == s)
                    runLive();
            });
            return;
        }
        setBusy(false, QString());
        emit decisionStateChanged();
        emit statusMessage(cancel_ ? tr("Stopped after %1 events").arg(s->size()) : endMessage(*s));
        if (!cancel_ && result == Session::RunResult::Budget)
            emit budgetReached(s->size(), s->eventBudget());
    };
    slice();
}

void SessionController::moveCursor(Seq seq)
{
    if (!session_)
        return;
    if (session_->size() > 0)
        seq = std::min<Seq>(seq, session_->size() - 1);
    if (horizon_)
        seq = std::min(seq, *horizon_);
    if (!session_->seek(seq) && session_->size() > 0)
        return;
    cursor_ = session_->cursor();
    announceCursor();
}

void SessionController::setHorizon(std::optional<Seq> last)
{
    if (horizon_ == last)
        return;
    horizon_ = last;
    emit horizonChanged();
    if (horizon_ && cursor_ > *horizon_)
        moveCursor(*horizon_);
}

void SessionController::requestSeek(Seq seq)
{
    const bool scheduled = pendingSeek_.has_value();
    pendingSeek_ = seq;
    if (scheduled)
        return;
    QTimer::singleShot(0, this, [this] {
        if (!pendingSeek_)
            return;
        const Seq target = *pendingSeek_;
        pendingSeek_.reset();
        moveCursor(target);
    });
}

void SessionController::requestProvenance(const QString& statePath)
{
    if (session_ && !statePath.isEmpty())
        emit provenanceRequested(statePath);
}

void SessionController::requestWatch(const QString& statePath)
{
    if (session_ && !statePath.isEmpty())
        emit watchRequested(statePath);
}

WriteIndexer* SessionController::writeIndexer()
{
    if (!writeIndexer_)
        writeIndexer_ = new WriteIndexer(this, this);
    return writeIndexer_;
}

void SessionController::setWriteMarks(std::vector<Seq> marks)
{
    writeMarks_ = std::move(marks);
    emit writeMarksChanged();
}

void SessionController::requestEntityFocus(EntityId entity)
{
    if (session_ && entity != kNoEntity && entity < session_->trace().entityNames.size())
        emit entityFocusRequested(entity);
}

void SessionController::seekNow(Seq seq)
{
    pendingSeek_.reset();
    moveCursor(seq);
}

bool SessionController::canStepForward() const
{
    return session_ && (cursor_ + 1 < session_->size() || (!session_->finished() && !session_->waitingForCaller()));
}

bool SessionController::canStepBack() const { return session_ && cursor_ > 0; }

std::uint64_t SessionController::totalHits() const
{
    std::uint64_t n = 0;
    if (session_)
        for (const Breakpoint& bp : session_->breakpoints())
            n += bp.hits;
    return n;
}

// A step stops early at a breakpoint hit on its way (Session::stepOver): its count changes.
#define TS_STEP(name)                                                                                                  \
    void SessionController::name()                                                                                     \
    {                                                                                                                  \
        if (!session_ || busy_)                                                                                        \
            return;                                                                                                    \
        session_->seek(cursor_);                                                                                       \
        const std::uint64_t hits = totalHits();                                                                        \
        if (session_->name())                                                                                          \
            moveCursor(session_->cursor());                                                                            \
        if (totalHits() != hits)                                                                                       \
            emit breakpointsChanged();                                                                                 \
    }
TS_STEP(stepInto)
TS_STEP(stepOver)
TS_STEP(stepOut)
TS_STEP(stepBackInto)
TS_STEP(stepBackOver)
TS_STEP(stepBackOut)
#undef TS_STEP

void SessionController::continueForward() { scan(true, std::nullopt); }
void SessionController::reverseContinue() { scan(false, std::nullopt); }
void SessionController::runToCursor(Seq target)
{
    if (target != cursor_)
        scan(target > cursor_, target);  // an event behind the cursor: run back to it
}

// Walks events one by one asking the session for breakpoint hits, in slices so the
// window stays responsive when conditions make each check expensive.
void SessionController::scan(bool forward, std::optional<Seq> target)
{
    if (!session_ || busy_ || session_->size() == 0)
        return;
    setBusy(true, forward ? tr("Continuing") : tr("Reverse continuing"));
    scan_ = Scan{session_.get(), cursor_, forward, target};
    scanSlice();
}

// One slice of a scan: at most ~30 ms, so that a condition that costs a state per event
// never freezes the window; then the event loop runs and the next slice is queued.
void SessionController::scanSlice()
{
    if (!scan_ || scan_->session != session_.get())
        return;
    Scan& sc = *scan_;
    Session* s = sc.session;
    auto finish = [this](Seq at, const QString& message) {
        scan_.reset();
        setBusy(false, QString());
        moveCursor(at);
        if (!message.isEmpty())
            emit statusMessage(message);
    };
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 30) {
        if (cancel_)
            return finish(sc.next, tr("Stopped"));
        if (sc.forward) {
            if (sc.next + 1 >= s->size()) {
                const Seq before = s->size();
                if (!s->finished() && !s->waitingForCaller())
                    s->run(kRunSlice);
                if (s->size() != before) {
                    setModified(!rerunnable_);
                    emit traceChanged();
                }
                if (sc.next + 1 >= s->size()) {
                    emit decisionStateChanged();
                    return finish(s->size() - 1, s->finished() ? tr("Reached the end of the game") : endMessage(*s));
                }
            }
            ++sc.next;
        } else {
            if (sc.next == 0)
                return finish(0, tr("Reached the start of the trace"));
            --sc.next;
        }
        if (sc.target && sc.next == *sc.target)
            return finish(sc.next, QString());
        if (const auto hit = s->breakpointHit(sc.next)) {
            s->noteHit(*hit, sc.next);
            const Seq at = sc.next;
            finish(at, QString());
            emit breakpointsChanged();
            emit breakpointHit(*hit, at);
            return;
        }
    }
    if (s->size() > 0)
        emit progress(static_cast<int>(100 * sc.next / s->size()));
    QTimer::singleShot(0, this, &SessionController::scanSlice);
}

bool SessionController::waitingForDecision() const { return session_ && session_->waitingForCaller(); }

void SessionController::answer(const Answer& a)
{
    if (!waitingForDecision())
        return;
    // The Decision event will be the next one recorded: show it once the run has begun
    // (the first slice of runLive runs before it returns).
    const Seq decisionEvent = session_->size();
    session_->provideAnswer(a);
    rerunnable_ = false;  // the user's answer is in no file
    setModified(true);
    emit decisionStateChanged();
    runLive();
    emit traceChanged();
    if (decisionEvent < session_->size())
        moveCursor(decisionEvent);
}

std::vector<DrawPinOutcome> SessionController::pinOutcomes() const
{
    return session_ ? session_->drawPinOutcomes() : std::vector<DrawPinOutcome>{};
}

std::optional<std::size_t> SessionController::decisionAt(Seq seq) const
{
    if (!session_ || seq >= session_->size())
        return std::nullopt;
    const std::optional<Event> e = session_->trace().tryAt(seq);
    if (!e || session_->trace().kindName(e->kind) != "decision" || e->arg[0] < 0)
        return std::nullopt;
    const auto index = static_cast<std::size_t>(e->arg[0]);
    return index < session_->decisions().size() ? std::optional<std::size_t>(index) : std::nullopt;
}

int SessionController::addBreakpoint(Breakpoint bp)
{
    if (!session_)
        return 0;
    const int id = session_->addBreakpoint(std::move(bp));
    emit breakpointsChanged();
    return id;
}

void SessionController::removeBreakpoint(int id)
{
    if (session_ && session_->removeBreakpoint(id))
        emit breakpointsChanged();
}

void SessionController::setBreakpointEnabled(int id, bool enabled)
{
    if (session_ && session_->setBreakpointEnabled(id, enabled))
        emit breakpointsChanged();
}

void SessionController::toggleBreakpointAt(Seq seq)
{
    if (!session_ || seq >= session_->size())
        return;
    const std::optional<Event> e = session_->trace().tryAt(seq);
    if (!e)
        return;
    const KindId kind = e->kind;
    for (const auto& bp : session_->breakpoints())
        if (bp.kind == kind && !bp.clause && !bp.entity && !bp.condition) {
            removeBreakpoint(bp.id);
            return;
        }
    Breakpoint bp;
    bp.kind = kind;
    addBreakpoint(std::move(bp));
}

const Game* SessionController::stateAtCursor()
{
    if (!session_)
        return nullptr;
    if (stateAtSeq_ != cursor_ || !stateAt_) {
        stateAt_ = session_->stateAt(cursor_);
        stateAtSeq_ = cursor_;
    }
    return stateAt_.get();
}

const Game* SessionController::stateBeforeCursor()
{
    if (!session_ || cursor_ == 0)
        return nullptr;
    if (stateBeforeSeq_ != cursor_ - 1 || !stateBefore_) {
        stateBefore_ = session_->stateAt(cursor_ - 1);
        stateBeforeSeq_ = cursor_ - 1;
    }
    return stateBefore_.get();
}

}  // namespace ts::gui
