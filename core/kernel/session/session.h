#pragma once
// A debug session over one game: the trace recorded so far, the recorded decisions (the
// only input a replay needs), checkpoints to reach any event quickly, a cursor, and
// breakpoints. The engine runs ahead of the cursor; moving the cursor never changes the
// game, except a fork, which cuts the future at a decision and answers it differently.
#include "kernel/decision.h"
#include "kernel/draw/draw_pins.h"
#include "kernel/game.h"
#include "kernel/ruleset.h"
#include "kernel/trace/trace.h"

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ts {

// The event budget turnscope-cli and the window give a run unless told otherwise
// (--max-events): 20 M events, about 640 MB of trace in memory.
inline constexpr std::uint64_t kDefaultRunEventBudget = 20'000'000;

struct SessionOptions {
    // How a new game's events are kept. Checkpoints: the engine runs untraced and keeps
    // its checkpoints (and the decisions and overrides, as always); a block of events is
    // made when first read, by re-executing from the checkpoint before it, then kept
    // packed. Recording then costs little more than running (the tracing overhead goal),
    // and reading a block the first time costs its re-execution. Events: every event is
    // appended as the engine emits it (for a caller that reads every event at once:
    // verify, saving a run). A game opened from a file appends its new events.
    enum class Recording { Checkpoints, Events };
    Recording recording = Recording::Checkpoints;
    std::size_t checkpointBudgetBytes = std::size_t(256) << 20;
    std::size_t checkpointInterval = 8192;  // events between checkpoints; doubles when over budget
    // The spacing also doubles until a checkpoint costs at most this many bytes of state
    // per event between checkpoints (0: spacing set by checkpointInterval alone), so that a
    // big game (the energy loop's 1,001 actors: 218 KB a state) is not copied every few
    // thousand events.
    std::size_t checkpointBytesPerEvent = 4;
    // When the script has no answer for a player's decision: the built-in AI policy
    // answers (true) or the session waits for the caller (false).
    bool policyAnswersPlayer = true;
    // The run's event budget (0 = none): run() stops at the first step boundary at or past
    // this many events and returns Budget, so a hostile or absurd scenario cannot grow the
    // trace (and memory) without end. The events so far stay (a partial, unfinished trace).
    std::uint64_t maxEvents = 0;
    // The run's work budget (game.h, Game::workDone), in units an event (0 = none): run()
    // stops at the first step boundary past it and returns Budget, as at the event budget,
    // so rules that work hard for few events cannot run for hours.
    std::uint64_t maxWorkPerEvent = kDefaultWorkPerEvent;
};

struct Breakpoint {
    int id = 0;
    bool enabled = true;
    std::optional<KindId> kind;  // the trace's kind id
    std::optional<std::string> clause;  // "000:merge" also matches "000:merge#..." ids
    std::optional<EntityId> entity;  // matches either subject
    // Checked only at the end of a rule step (never between the writes of one: see
    // Session::ruleStepEnd) that holds an event the filters above match, on the state there.
    std::function<bool(const Game& state, Seq seq)> condition;
    std::string conditionText;
    // Stops counted once per event, however often a run passes it (forwards or back):
    // hits == hitEvents.size().
    std::uint64_t hits = 0;
    std::set<Seq> hitEvents;
};

class StoredStates;
struct StateCodec;

struct CheckpointHash {
    Seq seq = 0;
    std::uint64_t hash = 0;
    bool operator==(const CheckpointHash&) const = default;
};

class Session {
public:
    enum class RunResult { Finished, WaitingForCaller, Limit, Budget };

    // A new game. `inputs`: decisions to replay before the script, policy and caller answer.
    // `pins` (draw_pins.h): draws whose results to keep from another game; each one applied
    // becomes a DrawOverride at its draw's seq, so the recording replays without the pins.
    // Pins go on applying in the futures of forks (counted from the game's first draw).
    // Throws std::invalid_argument for contradicting pins (normalizeDrawPins).
    Session(const Ruleset& ruleset, std::shared_ptr<const Scenario> scenario, std::uint64_t seed,
            SessionOptions options = {}, std::vector<DecisionRecord> inputs = {}, DrawOverrides drawOverrides = {},
            DrawPins pins = {}, Edits edits = {});
    // A recorded game: its events are `trace` (possibly paged lazily from a file); states
    // are re-executed from the recorded decisions when asked for.
    // `recordedHashes` and `recordedFinished` are what the file says about its events; they
    // stand for the recorded part until a fork cuts it (so re-saving keeps them).
    Session(const Ruleset& ruleset, std::shared_ptr<const Scenario> scenario, std::uint64_t seed, Trace trace,
            std::vector<DecisionRecord> decisions, SessionOptions options = {},
            std::vector<CheckpointHash> recordedHashes = {}, bool recordedFinished = false,
            DrawOverrides drawOverrides = {}, Edits edits = {});
    ~Session();

    const Ruleset& ruleset() const { return ruleset_; }
    const Scenario& scenario() const { return *scenario_; }
    std::shared_ptr<const Scenario> scenarioPtr() const { return scenario_; }
    std::uint64_t seed() const { return seed_; }
    const Trace& trace() const { return trace_; }
    Seq size() const { return trace_.size(); }
    const std::vector<DecisionRecord>& decisions() const { return decisions_; }
    // The user's results for random draws, sorted by seq (an input like the decisions).
    const DrawOverrides& drawOverrides() const { return drawOverrides_; }
    // The user's edits (edit.h), sorted by seq: an input like the decisions, applied by every
    // replay at its seq.
    const Edits& edits() const { return edits_; }
    std::vector<CheckpointHash> checkpointHashes() const;
    // What became of each pin given to the constructor so far (sorted as the pins); empty
    // without pins. A pin not met yet is NeverReached until the game ends.
    std::vector<DrawPinOutcome> drawPinOutcomes() const;

    // --- running the engine ahead
    // Executes until the game ends, waits for the caller, or `maxEvents` more events exist
    // (Limit), or the options' event budget is used up (Budget).
    RunResult run(std::uint64_t maxEvents = UINT64_MAX);
    bool finished() const;
    // The options' event budget or work budget stopped the game before its end.
    bool budgetReached() const;
    // The work budget did (budgetReached() is true then too).
    bool workBudgetReached() const;
    std::uint64_t eventBudget() const { return options_.maxEvents; }
    std::uint64_t workBudgetPerEvent() const { return options_.maxWorkPerEvent; }
    bool waitingForCaller() const { return waitingForCaller_; }
    DecisionRequest pendingRequest() const;
    std::vector<Answer> legalAnswers() const;
    // Answers the pending decision (waitingForCaller()); call run() to go on.
    void provideAnswer(const Answer& a);
    // Cuts the future at decision `index`, answers it with `a` (as the caller), and makes
    // that the head; call run() to go on. The old future is gone from this session.
    void fork(std::size_t index, const Answer& a);
    // Cuts the future at the engine step of the random draw traced as event `drawSeq` and
    // records `value` as that draw's result (a DrawOverride); call run() to go on: the step
    // is executed again with that result. Throws std::invalid_argument (a sentence for the
    // user) when `drawSeq` is no random draw or `value` is outside its range [0, bound).
    void forkAtDraw(Seq drawSeq, std::uint32_t value);
    // "What if?": cuts the future at the end of the engine step that traced event `at` (an
    // edit lands between steps: inside one the rules hold values in flight that a change
    // could contradict), traces `edits` there as Edit events, one each, and makes that the
    // head; call run() to go on. The answers recorded after the cut are offered again, in
    // order, while each is legal where it is asked; the first that is not ends them (the
    // script, the policy or the caller answer from there). Returns the seq of the first edit
    // event (at + 1 when `at` ends its step). Throws std::invalid_argument (a sentence for
    // the user) when `at` is past the trace or the ruleset refuses an edit; the session is
    // then unchanged.
    Seq forkWithEdits(Seq at, const std::vector<Edit>& edits);
    const Game& head() const { return *head_; }

    // --- state at an event: exactly the state the rules had made after that event, as an
    // independent copy. Inside an engine step the step is re-executed from its start and
    // interrupted before its next event (EventSink::stopBefore), so nothing a later event
    // does shows; after a step's last event it is the state at the end of the step.
    std::unique_ptr<Game> stateAt(Seq seq);
    // The game waiting for decision `index` (0-based, trace order), its request pending:
    // its pendingDecision(), legalAnswers() and policyAnswer() are those the rules offered.
    // Throws std::out_of_range for no such decision, std::runtime_error when re-executing
    // does not reach it (a trace that does not match these rules).
    std::unique_ptr<Game> gameAtDecision(std::size_t index);
    std::uint64_t hashAt(Seq seq) { return stateAt(seq)->stateHash(); }
    // Whether events are made when read (SessionOptions::Recording::Checkpoints).
    bool regeneratesEvents() const { return regenerating_; }

    // --- the cursor (an event index; 0 on an empty trace)
    Seq cursor() const { return cursor_; }
    bool seek(Seq seq);  // false if seq does not exist (even after running ahead)
    bool stepInto();
    bool stepOver();
    bool stepOut();
    bool stepBackInto();
    bool stepBackOver();
    bool stepBackOut();
    // Runs to the next / previous breakpoint hit; returns its id, or nullopt at the end.
    std::optional<int> continueForward();
    std::optional<int> reverseContinue();

    // --- breakpoints
    int addBreakpoint(Breakpoint bp);
    bool removeBreakpoint(int id);
    bool setBreakpointEnabled(int id, bool enabled);
    const std::vector<Breakpoint>& breakpoints() const { return breakpoints_; }
    // The enabled breakpoint that event `seq` hits (condition included), if any.
    std::optional<int> breakpointHit(Seq seq);
    void noteHit(int id, Seq seq);  // counts a stop at breakpoint `id` on event `seq` (once per event)
    // Whether event `seq` ends a rule step: the last event, or the next one begins an engine
    // step or a rule step (an event that is neither data — a write, a draw, a state hash —
    // nor a rule not applied). Conditions are evaluated only there.
    bool ruleStepEnd(Seq seq);

    // --- a reopened file's checkpoint states (issue 41, session_stored.cpp)
    // Seeks and runs in the recorded part start from the file's state before their target
    // when no state in memory is nearer: read when first needed, restored by `codec` and
    // checked against the state hash the file records at its event. A state that cannot be
    // read or restored, or whose hash differs, throws TraceError(Corrupt) naming the file and
    // the event (the file is damaged, as a corrupt event block is).
    void attachStoredStates(std::shared_ptr<const StoredStates> states, const StateCodec* codec);
    const std::shared_ptr<const StoredStates>& storedStates() const { return stored_; }
    // Events [0, recordedUpTo()) are the opened file's, unchanged by forks (0 for a new game).
    Seq recordedUpTo() const { return recordedUpTo_; }
    // Every checkpoint in memory, by seq: its event, the decisions it had used, its game.
    void forEachCheckpoint(const std::function<void(Seq, std::size_t, const Game&)>& visit) const;

    // --- checkpoint bookkeeping (benchmarks, tests)
    std::size_t checkpointCount() const { return checkpoints_.size(); }
    std::size_t checkpointBytes() const { return checkpointBytes_; }
    std::size_t checkpointInterval() const { return interval_; }

private:
    struct Checkpoint;
    struct Position;  // a game at a step boundary, with how many decisions it has used

    bool ensureEvent(Seq seq);
    // The cursor to the first event after (before) it that `stops` or hits a breakpoint;
    // to the last (first) event when none does.
    bool stepForwardTo(const std::function<bool(const Event&)>& stops);
    bool stepBackTo(const std::function<bool(const Event&)>& stops);
    void advanceHead(Seq target);
    // Traces and applies the edits recorded at the sink's position, if any (an engine step of
    // their own); returns whether there were any. Every loop that steps the game calls it
    // before each step.
    bool applyEdits(Game& game, EventSink& sink) const;
    // Whether recorded answer `index` may answer `game` live: always, unless it is a carried
    // one (carriedFrom_) that is no longer legal, which drops it and those after it.
    bool carriedAnswerLegal(const Game& game, std::size_t index);
    // A fork cut the future at `at` (fork, forkAtDraw).
    void forgetEditsFrom(Seq at);
    bool resolveDecision(Game& game, std::size_t& decisionsUsed, Seq position, bool live);
    void maybeCheckpoint(const Game& game, Seq position, std::size_t decisionsUsed);
    // The latest known state at or before seq that has used at most `maxDecisions` answers.
    // It may read a state from the opened file first (loadStoredState).
    Position startingPoint(Seq seq, std::size_t maxDecisions = ~std::size_t(0));
    // The file's state before `seq` (within the recorded part, at most `maxDecisions` used)
    // into the checkpoints, when no checkpoint or remembered state is as near.
    void loadStoredState(Seq seq, std::size_t maxDecisions);
    // A reopened game's head jumps to the checkpoint before `target` (advanceHead).
    void jumpHead(Seq target);
    // The game re-executed up to decision `index`, its request pending (fork, gameAtDecision).
    Position positionAtDecision(std::size_t index);
    // Replays `p` until its position reaches `until` (or the stop predicate holds).
    // Replays `p` up to position `until`, or, with `stopAt`, until stopAt(p) holds after a
    // step that asked for a decision.
    void replay(Position& p, Seq until, const std::function<bool(const Position&)>& stopAt = {});
    Seq stepEnd(Seq seq) const;
    Seq stepStart(Seq seq) const;
    bool clauseMatches(ClauseId id, const std::string& clause) const;
    // The trace's block loader when recording by checkpoints.
    void regenerate(std::size_t block, std::vector<Event>& out);
    void forgetRegenerated();

    const Ruleset& ruleset_;
    std::shared_ptr<const Scenario> scenario_;
    std::uint64_t seed_;
    SessionOptions options_;
    Trace trace_;
    std::vector<DecisionRecord> decisions_;
    DrawOverrides drawOverrides_;
    Edits edits_;
    // Recorded answers from this index on were given in a future a fork with edits cut off:
    // a live run uses each only while it is legal.
    std::size_t carriedFrom_ = ~std::size_t(0);
    std::unique_ptr<DrawPinner> pinner_;  // null without pins; attached to live runs only
    std::vector<std::unique_ptr<Checkpoint>> checkpoints_;
    std::size_t checkpointBytes_ = 0;
    std::size_t interval_;

    std::shared_ptr<const StoredStates> stored_;
    const StateCodec* codec_ = nullptr;

    std::vector<CheckpointHash> recordedHashes_;
    bool recordedFinished_ = false;
    Seq recordedUpTo_ = 0;  // events [0, recordedUpTo_) are the file's, unchanged

    std::unique_ptr<Game> head_;
    Seq headSeq_ = 0;
    std::size_t headDecisions_ = 0;
    bool waitingForCaller_ = false;

    // Recent step boundaries reached by stateAt (most recent last): stepping within a step
    // or back into the previous one starts from here instead of a checkpoint.
    std::vector<std::unique_ptr<Position>> caches_;
    void remember(const Position& p);
    // Recording by checkpoints (session_regenerate.cpp): the events last re-executed. regen_'s
    // event i is event regenBase_ + i (a block's start: its blocks are the trace's); those
    // before regenFrom_ are filler. regenAt_ is the game after the last one (regenEnd()),
    // from which reading on re-executes on without starting again from a checkpoint.
    bool regenerating_ = false;
    Trace regen_;
    Seq regenBase_ = 0;
    Seq regenFrom_ = 0;
    std::unique_ptr<Position> regenAt_;
    Seq regenEnd() const { return regenBase_ + regen_.size(); }
    void regenerateFrom(Position p, Seq until);
    Seq cursor_ = 0;
    std::vector<Breakpoint> breakpoints_;
    int nextBreakpointId_ = 1;
};

}  // namespace ts
