#include "kernel/session/session.h"
#include "kernel/session/session_internal.h"

#include "kernel/clauses.h"
#include "kernel/kinds.h"

#include <algorithm>
#include <stdexcept>

namespace ts {

Session::Session(const Ruleset& ruleset, std::shared_ptr<const Scenario> scenario, std::uint64_t seed,
                 SessionOptions options, std::vector<DecisionRecord> inputs, DrawOverrides drawOverrides, DrawPins pins,
                 Edits edits)
    : ruleset_(ruleset),
      scenario_(std::move(scenario)),
      seed_(seed),
      options_(options),
      decisions_(std::move(inputs)),
      drawOverrides_(std::move(drawOverrides)),
      edits_(std::move(edits)),
      interval_(std::max<std::size_t>(1, options.checkpointInterval))
{
    if (!pins.empty())
        pinner_ = std::make_unique<DrawPinner>(std::move(pins), trace_.clauseNames, drawOverrides_);
    if (options_.recording == SessionOptions::Recording::Checkpoints) {
        regenerating_ = true;
        trace_.attachRegenerator([this](std::size_t block, std::vector<Event>& out) { regenerate(block, out); });
        regen_.setPacking(false);
    }
    trace_.entityNames = ruleset_.entityNames(*scenario_);
    head_ = ruleset_.newGame(*scenario_, seed_);
    maybeCheckpoint(*head_, 0, 0);
}

Session::Session(const Ruleset& ruleset, std::shared_ptr<const Scenario> scenario, std::uint64_t seed, Trace trace,
                 std::vector<DecisionRecord> decisions, SessionOptions options,
                 std::vector<CheckpointHash> recordedHashes, bool recordedFinished, DrawOverrides drawOverrides,
                 Edits edits)
    : ruleset_(ruleset),
      scenario_(std::move(scenario)),
      seed_(seed),
      options_(options),
      trace_(std::move(trace)),
      decisions_(std::move(decisions)),
      drawOverrides_(std::move(drawOverrides)),
      edits_(std::move(edits)),
      interval_(std::max<std::size_t>(1, options.checkpointInterval)),
      recordedHashes_(std::move(recordedHashes)),
      recordedFinished_(recordedFinished),
      recordedUpTo_(trace_.size())
{
    head_ = ruleset_.newGame(*scenario_, seed_);
    maybeCheckpoint(*head_, 0, 0);
}

Session::~Session() = default;

std::vector<DrawPinOutcome> Session::drawPinOutcomes() const
{
    return pinner_ ? pinner_->outcomes() : std::vector<DrawPinOutcome>{};
}

std::vector<CheckpointHash> Session::checkpointHashes() const
{
    // The recorded part keeps the file's own hashes (they may come from another build);
    // beyond it, this session's checkpoints.
    std::vector<CheckpointHash> out;
    for (const auto& h : recordedHashes_)
        if (h.seq <= recordedUpTo_)
            out.push_back(h);
    for (const auto& c : checkpoints_)
        if (recordedHashes_.empty() || c->seq > recordedUpTo_)
            out.push_back({c->seq, c->hashed()});
    std::sort(out.begin(), out.end(), [](const CheckpointHash& a, const CheckpointHash& b) { return a.seq < b.seq; });
    out.erase(std::unique(out.begin(), out.end(),
                          [](const CheckpointHash& a, const CheckpointHash& b) { return a.seq == b.seq; }),
              out.end());
    return out;
}

void Session::maybeCheckpoint(const Game& game, Seq position, std::size_t decisionsUsed)
{
    if (!checkpoints_.empty() && position < checkpoints_.back()->seq + interval_)
        return;
    auto c = std::make_unique<Checkpoint>();
    c->seq = position;
    c->decisionsUsed = decisionsUsed;
    c->game = game.clone();
    c->bytes = game.memoryBytes();
    checkpointBytes_ += c->bytes;
    checkpoints_.push_back(std::move(c));
    const std::size_t perEvent = options_.checkpointBytesPerEvent;
    while (perEvent != 0 && checkpoints_.back()->bytes / perEvent > interval_)
        interval_ *= 2;
    // With a cost per event (the default), the budget grows with the game at that cost: the
    // spacing above keeps the checkpoints within it, so they are never thinned and a seek
    // re-executes at most `interval_` events however long the game is (issue 41: 1,526
    // checkpoints, 373 MiB, at 100 M roguelike stress events, instead of half as many twice
    // as far apart). checkpointBudgetBytes is then the least budget; without a cost per
    // event it is the whole budget.
    const std::size_t budget =
        std::max(options_.checkpointBudgetBytes,
                 perEvent == 0 ? 0 : perEvent * (static_cast<std::size_t>(position) + interval_));
    // Over budget: keep every other checkpoint (always the first) and space them wider.
    while (checkpointBytes_ > budget && checkpoints_.size() > 2) {
        std::vector<std::unique_ptr<Checkpoint>> kept;
        checkpointBytes_ = 0;
        for (std::size_t i = 0; i < checkpoints_.size(); ++i) {
            if (i % 2 == 0 || i + 1 == checkpoints_.size()) {
                checkpointBytes_ += checkpoints_[i]->bytes;
                kept.push_back(std::move(checkpoints_[i]));
            }
        }
        checkpoints_ = std::move(kept);
        interval_ *= 2;
    }
}

// Answers the game's pending decision: a recorded input first; live at the head, the
// script, then the policy; otherwise the caller must answer (returns false).
bool Session::resolveDecision(Game& game, std::size_t& decisionsUsed, Seq position, bool live)
{
    if (decisionsUsed < decisions_.size() && (!live || carriedAnswerLegal(game, decisionsUsed))) {
        DecisionRecord& d = decisions_[decisionsUsed];
        if (live && d.requestedAt == 0 && d.actor == kNoEntity) {
            // An answer given before the game ran (a lesson's answers) learns where it was
            // asked, as a caller's answer does, so a fork from it restarts at its decision.
            d.requestedAt = position;
            d.actor = game.pendingDecision().actor;
        }
        game.answer(d.answer, d.source, static_cast<std::uint32_t>(decisionsUsed));
        ++decisionsUsed;
        return true;
    }
    if (!live)
        return false;
    const DecisionRequest req = game.pendingDecision();
    DecisionRecord rec;
    rec.requestedAt = position;
    rec.actor = req.actor;
    if (req.scripted) {
        rec.source = AnswerSource::Script;
        rec.answer = *req.scripted;
    } else if (auto p = options_.policyAnswersPlayer && !scenario_->playerManual ? game.policyAnswer() : std::nullopt) {
        rec.source = AnswerSource::Policy;
        rec.answer = *p;
    } else {
        return false;
    }
    game.answer(rec.answer, rec.source, static_cast<std::uint32_t>(decisionsUsed));
    decisions_.push_back(rec);
    ++decisionsUsed;
    return true;
}

void Session::advanceHead(Seq target)
{
    // Re-executes recorded events (a trace opened from a file) without appending them.
    jumpHead(target);
    while (headSeq_ < target && headSeq_ < trace_.size() && !head_->finished()) {
        EventSink sink(nullptr, headSeq_, &drawOverrides_);
        if (applyEdits(*head_, sink)) {
            headSeq_ = sink.position();
            continue;
        }
        sink.beginStep();
        const StepStatus st = head_->step(sink);
        headSeq_ = sink.position();
        if (st == StepStatus::NeedDecision) {
            if (!resolveDecision(*head_, headDecisions_, headSeq_, false))
                break;
        } else if (st == StepStatus::Progress) {
            maybeCheckpoint(*head_, headSeq_, headDecisions_);
        }
    }
}

Session::RunResult Session::run(std::uint64_t maxEvents)
{
    advanceHead(trace_.size());
    if (headSeq_ < trace_.size())
        return head_->finished() ? RunResult::Finished : RunResult::WaitingForCaller;
    const Seq limit = maxEvents > UINT64_MAX - trace_.size() ? UINT64_MAX : trace_.size() + maxEvents;
    // Recording by checkpoints, the engine only counts its events; the trace learns how
    // many there are when the run stops.
    EventSink sink(regenerating_ ? nullptr : &trace_, headSeq_, &drawOverrides_, pinner_.get());
    const auto stop = [&](RunResult r) {
        if (regenerating_)
            trace_.extend(headSeq_);
        if (r == RunResult::Finished && carriedFrom_ != ~std::size_t(0)) {
            // Answers carried over by a fork with edits that the new future never asked for.
            decisions_.resize(std::min(decisions_.size(), headDecisions_));
            carriedFrom_ = ~std::size_t(0);
        }
        return r;
    };
    // This loop runs once per engine step (a few events each), and the step evicts what the
    // loop reads from the first-level cache, so it reads little (issue 41: its bookkeeping
    // was nearly half of what recording cost on top of the engine): the event budget and the
    // limit as one bound, the work budget without overWorkBudget's division, the next
    // checkpoint's position without reading the last checkpoint, the edits only when there
    // are any (a run adds none).
    Game& game = *head_;
    const bool hasEdits = !edits_.empty();
    const Seq stopAt = std::min<Seq>(limit, options_.maxEvents != 0 ? options_.maxEvents : UINT64_MAX);
    const std::uint64_t perEvent = options_.maxWorkPerEvent;
    // Past this many events overWorkBudget's allowance is UINT64_MAX (it would overflow).
    const Seq unbounded = perEvent == 0 ? 0 : (UINT64_MAX - kWorkBudgetBase) / perEvent;
    Seq nextCheckpoint = checkpoints_.back()->seq + interval_;
    if (waitingForCaller_ && !game.finished())
        return stop(RunResult::WaitingForCaller);
    while (!game.finished()) {
        const Seq at = sink.position();
        if (at >= stopAt) {
            if ((options_.maxEvents != 0 && at >= options_.maxEvents) ||
                overWorkBudget(game, at, options_.maxWorkPerEvent))
                return stop(RunResult::Budget);
            return stop(RunResult::Limit);
        }
        if (perEvent != 0 && at <= unbounded && game.workDone() > kWorkBudgetBase + at * perEvent)
            return stop(RunResult::Budget);
        if (hasEdits && applyEdits(game, sink)) {
            headSeq_ = sink.position();
            continue;
        }
        sink.beginStep();
        const StepStatus st = game.step(sink);
        headSeq_ = sink.position();
        if (st == StepStatus::NeedDecision) {
            if (!resolveDecision(game, headDecisions_, headSeq_, true)) {
                waitingForCaller_ = true;
                if (!game.finished())
                    return stop(RunResult::WaitingForCaller);
            }
        } else if (st == StepStatus::Progress && headSeq_ >= nextCheckpoint) {
            maybeCheckpoint(game, headSeq_, headDecisions_);
            nextCheckpoint = checkpoints_.back()->seq + interval_;
        }
    }
    return stop(RunResult::Finished);
}

bool Session::finished() const
{
    if (recordedFinished_ && recordedUpTo_ == trace_.size())
        return true;
    return head_->finished() && headSeq_ == trace_.size();
}

bool Session::budgetReached() const
{
    return (options_.maxEvents != 0 && !finished() && !waitingForCaller_ && trace_.size() >= options_.maxEvents) ||
        workBudgetReached();
}

bool Session::workBudgetReached() const
{
    return !finished() && !waitingForCaller_ && headSeq_ == trace_.size() &&
        overWorkBudget(*head_, headSeq_, options_.maxWorkPerEvent);
}

DecisionRequest Session::pendingRequest() const
{
    return waitingForCaller_ ? head_->pendingDecision() : DecisionRequest{};
}

std::vector<Answer> Session::legalAnswers() const
{
    return waitingForCaller_ ? head_->legalAnswers() : std::vector<Answer>{};
}

void Session::provideAnswer(const Answer& a)
{
    if (!waitingForCaller_)
        throw std::logic_error("no decision is pending");
    // Every decision event names its answer's target, and a trace's events may only name
    // the game's entities (event_check.h): an answer naming another is refused here.
    if (a.target >= trace_.entityNames.size())
        throw std::invalid_argument("the answer names entity " + std::to_string(a.target) + "; the game has " +
                                    std::to_string(trace_.entityNames.size() - 1) + " entities");
    DecisionRecord rec;
    rec.requestedAt = headSeq_;
    rec.actor = head_->pendingDecision().actor;
    rec.source = AnswerSource::Caller;
    rec.answer = a;
    head_->answer(a, rec.source, static_cast<std::uint32_t>(headDecisions_));
    decisions_.push_back(rec);
    ++headDecisions_;
    waitingForCaller_ = false;
}

void Session::fork(std::size_t index, const Answer& a)
{
    if (index >= decisions_.size())
        throw std::out_of_range("no decision #" + std::to_string(index));
    const Seq at = decisions_[index].requestedAt;
    Position p = positionAtDecision(index);
    // Cut the future.
    forgetRegenerated();
    trace_.truncate(at);
    recordedUpTo_ = std::min<Seq>(recordedUpTo_, at);
    recordedFinished_ = false;
    decisions_.resize(index);
    // The draws at or after the request belong to the old future, and so do their
    // overrides (kept, they would hit whatever draw the new future traces at their seq).
    std::erase_if(drawOverrides_, [&](const DrawOverride& o) { return o.seq >= at; });
    forgetEditsFrom(at);
    if (pinner_)
        pinner_->rewind(trace_, at);
    while (!checkpoints_.empty() && checkpoints_.back()->seq > at) {
        checkpointBytes_ -= checkpoints_.back()->bytes;
        checkpoints_.pop_back();
    }
    head_ = std::move(p.game);
    headSeq_ = at;
    headDecisions_ = index;
    waitingForCaller_ = true;
    caches_.clear();
    cursor_ = std::min<Seq>(cursor_, at == 0 ? 0 : at - 1);
    provideAnswer(a);
}

void Session::forkAtDraw(Seq drawSeq, std::uint32_t value)
{
    if (drawSeq >= trace_.size() || trace_.at(drawSeq).kind != kind(CommonKind::RngDraw))
        throw std::invalid_argument("event #" + std::to_string(drawSeq) + " is not a random draw");
    const Event draw = trace_.at(drawSeq);
    if (draw.arg[1] < 1 || value >= static_cast<std::uint32_t>(draw.arg[1]))
        throw std::invalid_argument("the draw at event #" + std::to_string(drawSeq) + " is in [0, " +
                                    std::to_string(draw.arg[1]) + "), " + std::to_string(value) + " is outside it");
    // The step that drew starts at a step boundary, where checkpoints and replays stop.
    const Seq at = stepStart(drawSeq);
    Position p = startingPoint(at);
    replay(p, at);
    if (p.seq != at)
        throw std::runtime_error("fork: the replay did not reach event #" + std::to_string(at) +
                                 " (the trace does not match these rules)");
    forgetRegenerated();
    trace_.truncate(at);
    recordedUpTo_ = std::min<Seq>(recordedUpTo_, at);
    recordedFinished_ = false;
    // Answers given at or after the cut belong to the old future (an answer asked for
    // exactly at `at` was given before the step that drew: p used it).
    decisions_.resize(p.decisionsUsed);
    std::erase_if(drawOverrides_, [&](const DrawOverride& o) { return o.seq >= at; });
    drawOverrides_.push_back({drawSeq, value});
    forgetEditsFrom(at);
    if (pinner_)
        pinner_->rewind(trace_, at);
    while (!checkpoints_.empty() && checkpoints_.back()->seq > at) {
        checkpointBytes_ -= checkpoints_.back()->bytes;
        checkpoints_.pop_back();
    }
    head_ = std::move(p.game);
    headSeq_ = at;
    headDecisions_ = p.decisionsUsed;
    waitingForCaller_ = p.awaiting;
    caches_.clear();
    cursor_ = std::min<Seq>(cursor_, at == 0 ? 0 : at - 1);
}

Session::Position Session::positionAtDecision(std::size_t index)
{
    if (index >= decisions_.size())
        throw std::out_of_range("no decision #" + std::to_string(index) + " (the game has " +
                                std::to_string(decisions_.size()) + ")");
    const Seq at = decisions_[index].requestedAt;
    // Checkpoints are taken between steps, never while a decision is pending, so the one
    // at or before the request has not used decision `index` yet; a remembered state at
    // the request may have (it was taken after the answer), hence the bound.
    Position p = startingPoint(at, index);
    replay(p, at, [&](const Position& q) { return q.awaiting && q.seq == at && q.decisionsUsed == index; });
    if (!p.awaiting || p.seq != at || p.decisionsUsed != index)
        throw std::runtime_error("re-executing the game did not reach decision #" + std::to_string(index) +
                                 " (the trace does not match these rules)");
    return p;
}

std::unique_ptr<Game> Session::gameAtDecision(std::size_t index) { return std::move(positionAtDecision(index).game); }

Session::Position Session::startingPoint(Seq seq, std::size_t maxDecisions)
{
    loadStoredState(seq, maxDecisions);
    auto it = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), seq,
                               [](Seq s, const std::unique_ptr<Checkpoint>& c) { return s < c->seq; });
    while (it != std::next(checkpoints_.begin()) && (*std::prev(it))->decisionsUsed > maxDecisions)
        --it;
    const Checkpoint& c = **std::prev(it);
    const Position* best = nullptr;
    for (const auto& p : caches_)
        if (!p->awaiting && p->seq <= seq && p->seq > c.seq && p->decisionsUsed <= maxDecisions &&
            (!best || p->seq > best->seq))
            best = p.get();
    if (best)
        return Position{best->game->clone(), best->seq, best->decisionsUsed, false};
    return Position{c.game->clone(), c.seq, c.decisionsUsed, false};
}

void Session::replay(Position& p, Seq until, const std::function<bool(const Position&)>& stopAt)
{
    for (;;) {
        if (!stopAt && p.seq >= until)
            return;
        if (p.seq > until || p.game->finished())
            return;
        EventSink sink(nullptr, p.seq, &drawOverrides_);
        if (applyEdits(*p.game, sink)) {
            p.seq = sink.position();
            continue;
        }
        sink.beginStep();
        const StepStatus st = p.game->step(sink);
        p.seq = sink.position();
        if (st == StepStatus::NeedDecision) {
            p.awaiting = true;
            if (stopAt && stopAt(p))
                return;
            if (!resolveDecision(*p.game, p.decisionsUsed, p.seq, false))
                return;  // the recorded decisions end here
            p.awaiting = false;
        } else if (st == StepStatus::Progress && p.seq > checkpoints_.back()->seq) {
            // Replays past the last checkpoint (a trace opened from a file) leave
            // checkpoints behind for the next seek.
            maybeCheckpoint(*p.game, p.seq, p.decisionsUsed);
        }
    }
}

void Session::remember(const Position& p)
{
    constexpr std::size_t kKept = 4;
    for (auto it = caches_.begin(); it != caches_.end(); ++it)
        if ((*it)->seq == p.seq && (*it)->decisionsUsed == p.decisionsUsed) {
            caches_.erase(it);
            break;
        }
    if (caches_.size() == kKept)
        caches_.erase(caches_.begin());
    caches_.push_back(std::make_unique<Position>(Position{p.game->clone(), p.seq, p.decisionsUsed, p.awaiting}));
}

Seq Session::stepStart(Seq seq) const
{
    while (seq > 0 && !(trace_.at(seq).flags & EventFlag::StepStart))
        --seq;
    return seq;
}

Seq Session::stepEnd(Seq seq) const
{
    Seq end = seq + 1;
    while (end < trace_.size() && !(trace_.at(end).flags & EventFlag::StepStart))
        ++end;
    return end;
}

std::unique_ptr<Game> Session::stateAt(Seq seq)
{
    if (trace_.empty())
        return head_->clone();
    seq = std::min<Seq>(seq, trace_.size() - 1);
    // The engine step that traced `seq`, from its start (remembered: the steps around it
    // start from there or from the step before), stopped before event seq + 1. After the
    // step's last event the step runs to its end, so a step that asked for a decision
    // leaves the game asking, not yet answered.
    const Seq start = stepStart(seq);
    Position p{nullptr, 0, 0, false};
    for (const auto& c : caches_)
        if (c->seq == start && !c->awaiting && (!p.game || c->decisionsUsed < p.decisionsUsed))
            p = Position{c->game->clone(), c->seq, c->decisionsUsed, false};
    if (!p.game) {
        p = startingPoint(start);
        replay(p, start);
        if (p.seq != start || p.awaiting)
            return std::move(p.game);  // the recorded game ends before this step
        remember(p);
    }
    EventSink sink(nullptr, start, &drawOverrides_);
    sink.stopBefore(seq + 1);
    try {
        // An edit step is a step of its own: the state after its last event is the step's end.
        for (bool edited = applyEdits(*p.game, sink); !edited;) {
            sink.beginStep();
            const StepStatus st = p.game->step(sink);
            // A request that traced nothing is answered and the step taken again: the
            // events at `start` belong to the step after the answer.
            if (st != StepStatus::NeedDecision || sink.position() != start ||
                !resolveDecision(*p.game, p.decisionsUsed, start, false))
                break;
        }
    } catch (const StepInterrupted&) {
    }
    return std::move(p.game);
}

}  // namespace ts
