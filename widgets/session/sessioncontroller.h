#pragma once
// The one object the GUI's panels talk to: it owns the debug session, moves the cursor
// and broadcasts cursorMoved(seq); a panel (PanelDock) hears it through its hooks, called
// after the signal's receivers. Requests that arrive
// faster than they can be served (holding F11, dragging the timeline) are coalesced: only
// the latest seek is carried out. Long work (running a big scenario, a continue with a
// condition) runs in slices on the event loop with progress and can be cancelled.
#include "session/headless/conditionengine.h"

#include "kernel/edit.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_scan.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <vector>

namespace ts::gui {

class DrawPinSet;
class PanelDock;
class TraceCheck;
class WriteIndexer;

class SessionController : public QObject {
    Q_OBJECT
public:
    explicit SessionController(QObject* parent = nullptr);
    ~SessionController() override;

    bool hasSession() const { return session_ != nullptr; }
    Session* session() { return session_.get(); }
    const Session* session() const { return session_.get(); }
    const RenderContext* render() const { return render_.get(); }
    QString filePath() const { return filePath_; }  // the trace file, the scenario file, or empty (a re-run)
    QString scenarioName() const;
    bool isModified() const { return modified_; }  // holds what no file re-creates (answers, forks, a re-run)
    bool isBusy() const { return busy_; }

    // Files. On failure the current session stays as it was, `error` says what and where and
    // lastErrorExitCode() is turnscope-cli's exit code for that error (the headless window
    // exits with it).
    bool openScenario(const QString& path, QString* error);
    bool openTrace(const QString& path, QString* error);
    // A trace of more than `events` events opens at once and has its blocks checked on
    // another thread (tracecheck.h): traceDamaged() if one cannot be read. Smaller ones are
    // checked before openTrace returns, so a damaged block fails the open itself.
    void setCheckAtOpenLimit(std::uint64_t events) { checkAtOpenLimit_ = events; }
    // The blocks of the trace opened last are still being checked.
    bool isChecking() const;
    // For a session opened from a trace of more than that limit: whole-trace passes over the
    // file's events on a thread of their own (kernel/trace/trace_scan.h, session/scanpass.h).
    // Null for any other session. Passes keep it alive until they are cancelled.
    std::shared_ptr<TraceScan> traceScan() const { return traceScan_; }
    // A new game of `scenario` (a batch's variant) with `seed` and the event budget
    // `maxEvents`, played as far as it goes: a batch game re-opened traced. It is unsaved and
    // has no file; the pins are cleared. False with `error` set (the pins stay then).
    bool openGame(const Ruleset& ruleset, std::shared_ptr<const Scenario> scenario, std::uint64_t seed,
                  std::uint64_t maxEvents, QString* error);
    bool saveTrace(const QString& path, QString* error);
    int lastErrorExitCode() const { return lastErrorExitCode_; }
    // The event budget of games run from now on (0: none; default kDefaultRunEventBudget).
    void setEventBudget(std::uint64_t events) { eventBudget_ = events; }
    std::uint64_t eventBudget() const { return eventBudget_; }
    // Takes an already built session (tests, benchmarks).
    void adopt(std::unique_ptr<Session> session, const QString& path, bool modified);
    // Shows the session `other` shows, with a cursor of its own: panels made for this
    // controller render any event without moving `other`'s cursor (the handout's pictures).
    // Read only: seek and step here; running, answering and forking stay `other`'s.
    void viewSessionOf(const SessionController& other);
    // A panel whose hooks (PanelDock::sessionChanged, cursorMoved) follow this controller;
    // PanelDock's constructor calls it. A deleted panel drops out by itself.
    void addPanel(PanelDock* panel);

    // The cursor. All moves end in one cursorMoved().
    Seq cursor() const { return cursor_; }
    // The last event the panels may show (a lesson's question: nothing of what decides the
    // answer), or none. The cursor stays at or before it; the event log lists no row past it.
    std::optional<Seq> horizon() const { return horizon_; }
    void setHorizon(std::optional<Seq> last);
    void requestSeek(Seq seq);  // coalesced
    void seekNow(Seq seq);  // immediate (tests, go-to)
    bool canStepForward() const;
    bool canStepBack() const;
    void stepInto();
    void stepOver();
    void stepOut();
    void stepBackInto();
    void stepBackOver();
    void stepBackOut();
    void continueForward();
    void reverseContinue();
    void runToCursor(Seq target);  // forward to target, stopping at a breakpoint on the way
    void cancelBusy();

    // Decisions.
    bool waitingForDecision() const;
    void answer(const Answer& a);
    void forkAt(std::size_t decisionIndex, const Answer& a);
    // "Try another value" from the draw ledger: the game forks at the random draw traced as
    // event `drawSeq` with `value` as its result (Session::forkAtDraw) and runs on; the
    // cursor goes to the draw. False with `error` set (a value outside the draw's range, no
    // draw there, busy) leaves the session as it was.
    // "What if?": the game forks at the end of the engine step of event `at` with `edits`
    // applied (traced as the user's Edit events) and plays on under the same answers while
    // they are legal; the cursor goes to the first edit. False with `error` set (busy, or
    // the ruleset's reason for refusing a value).
    bool forkWithEdits(Seq at, const std::vector<Edit>& edits, QString* error);
    // Asks the window to open the compare window with the trace at `path` as the other side
    // (compareRequested): a panel that saved the game before changing it.
    void requestCompare(const QString& path) { emit compareRequested(path); }
    bool forkAtDraw(Seq drawSeq, std::uint32_t value, QString* error);
    // Pins (drawpinset.h): kept across re-runs, cleared when another file is opened.
    DrawPinSet* pins() const { return pins_; }
    // A new game of this scenario with `seed` and the pins replaces the current one (the
    // window asks about unsaved work first: rerunRequested). The new game is unsaved and
    // has no file; its decisions are asked again. False with `error` set (no game, busy).
    bool rerunWithSeed(std::uint64_t seed, QString* error);
    // Someone asked for a re-run (the ledger's button); the window asks and calls rerunWithSeed.
    void requestRerun() { emit rerunRequested(); }
    // What became of each pin in this game: only a game run with pins has outcomes.
    std::vector<DrawPinOutcome> pinOutcomes() const;
    // The decision index recorded at event `seq`, if that event is a Decision.
    std::optional<std::size_t> decisionAt(Seq seq) const;

    // Breakpoints (the session holds them; this announces changes).
    int addBreakpoint(Breakpoint bp);
    void removeBreakpoint(int id);
    void setBreakpointEnabled(int id, bool enabled);
    // A kind/clause/entity breakpoint on the event's kind, toggled (F9).
    void toggleBreakpointAt(Seq seq);
    // A worker evaluated breakpoint `id`'s condition over the trace (the timeline's hits,
    // conditionalhitsjob.h): what its evaluations produced, for the engine the breakpoint
    // list shows (conditionCountsReported).
    void reportConditionCounts(int id, const ConditionEngine::Counts& counts)
    {
        emit conditionCountsReported(id, counts);
    }

    // A panel asks to look at one entity (a unit clicked on a map): the event log shows its
    // events. Nothing in the session changes.
    void requestEntityFocus(EntityId entity);
    // "Who changed this?" asked about the value at a JSON pointer of the state at the
    // cursor (the inspector); the provenance panel answers (provenanceRequested).
    void requestProvenance(const QString& statePath);
    // "Watch this": a track over the whole trace of the value at a JSON pointer of the
    // state at the cursor (the inspector); the watches panel answers (watchRequested).
    void requestWatch(const QString& statePath);
    // The write index of the session's trace, shared by the panels that need one ("Who
    // changed this?", field watches); made on first use, built when one of them asks.
    WriteIndexer* writeIndexer();
    // The writes of the field being looked at, marked on the timeline (empty: none).
    void setWriteMarks(std::vector<Seq> marks);
    const std::vector<Seq>& writeMarks() const { return writeMarks_; }

    // The state at the cursor and just before it (cached until the cursor moves).
    const Game* stateAtCursor();
    const Game* stateBeforeCursor();

signals:
    void sessionChanged();
    void traceChanged();
    void cursorMoved(ts::Seq seq);
    void breakpointsChanged();
    void conditionCountsReported(int id, const ts::gui::ConditionEngine::Counts& counts);
    void breakpointHit(int id, ts::Seq seq);
    void decisionStateChanged();
    void modifiedChanged(bool modified);
    void busyChanged(bool busy, const QString& what);
    void progress(int percent);
    void statusMessage(const QString& message);
    // The game was stopped by the event budget after `events` events.
    void budgetReached(quint64 events, quint64 budget);
    // Someone asked to look at this entity's events (requestEntityFocus).
    void entityFocusRequested(ts::EntityId entity);
    void provenanceRequested(const QString& statePath);
    void watchRequested(const QString& statePath);
    void compareRequested(const QString& path);
    void writeMarksChanged();
    void rerunRequested();
    void horizonChanged();
    // The check of the trace's blocks (setCheckAtOpenLimit): percent done, then, if a block
    // cannot be read, the error (naming the file and the block) and its exit code. The
    // session is closed before traceDamaged() is emitted: what it would show is not there.
    void traceCheckProgress(int percent);
    void traceDamaged(const QString& error, int exitCode);

private:
    // Emit the signal, then call the panels' hooks (those that existed before it: a panel
    // created by a receiver is built for the new state already).
    void announceSession();
    void announceCursor();
    std::uint64_t totalHits() const;  // over every breakpoint
    std::optional<Seq> horizon_;
    void setSession(std::shared_ptr<Session> s, const QString& path, bool modified);
    // A new session of `scenario` run live; throws as the Session constructor does.
    void startGame(const Ruleset& ruleset, std::shared_ptr<const Scenario> scenario, std::uint64_t seed,
                   std::uint64_t maxEvents, const QString& path);
    void moveCursor(Seq seq);
    void runLive();  // runs the engine ahead in slices until it finishes or waits
    void playOnAfterFork();  // after the session forked (sessioncontroller_fork.cpp)
    void scan(bool forward, std::optional<Seq> target);
    void scanSlice();
    void setBusy(bool busy, const QString& what);
    void setModified(bool m);
    bool failed(const std::exception& e, QString* error);  // records the error; returns false
    QString endMessage(const Session& s) const;  // why running stopped

    std::shared_ptr<Session> session_;  // shared only with the controllers viewing it
    DrawPinSet* pins_;
    QList<QPointer<PanelDock>> panels_;
    std::vector<Seq> writeMarks_;
    WriteIndexer* writeIndexer_ = nullptr;
    TraceCheck* traceCheck_;
    std::shared_ptr<TraceScan> traceScan_, openedScan_;
    // 262,144 events: checking them before the open takes about 30 ms; a trace of 1 M checked
    // so took 150 ms of its opening and held the window's F10 while its indexes were built in
    // slices (issue 41's scaling table).
    std::uint64_t checkAtOpenLimit_ = std::uint64_t(1) << 18;
    std::unique_ptr<RenderContext> render_;
    QString filePath_;
    bool modified_ = false;
    // The game is its scenario file's, played as it plays by itself (no answer, fork or
    // chosen draw of the user's): nothing to save, since opening the file re-creates it.
    bool rerunnable_ = false;
    int lastErrorExitCode_ = 0;
    std::uint64_t eventBudget_ = kDefaultRunEventBudget;
    Seq cursor_ = 0;
    std::optional<Seq> pendingSeek_;
    struct Scan {
        Session* session;
        Seq next;
        bool forward;
        std::optional<Seq> target;
    };
    std::optional<Scan> scan_;  // a continue / reverse continue / run to cursor under way
    bool busy_ = false;
    bool cancel_ = false;
    std::unique_ptr<Game> stateAt_, stateBefore_;
    Seq stateAtSeq_ = ~Seq(0), stateBeforeSeq_ = ~Seq(0);
};

}  // namespace ts::gui
