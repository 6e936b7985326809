// The session's cursor: seeking, stepping by the trace's nesting, breakpoints.
#include "kernel/session/session.h"
#include "kernel/session/session_internal.h"

#include "kernel/clauses.h"
#include "kernel/kinds.h"
#include "kernel/session/why_not.h"

#include <algorithm>

namespace ts {

bool Session::ensureEvent(Seq seq)
{
    while (trace_.size() <= seq) {
        if (finished() || waitingForCaller_)
            return false;
        const Seq before = trace_.size();
        run(seq + 1 - trace_.size());
        if (trace_.size() == before)
            return false;
    }
    return true;
}

bool Session::seek(Seq seq)
{
    if (!ensureEvent(seq))
        return false;
    cursor_ = seq;
    return true;
}

bool Session::stepInto() { return seek(cursor_ + 1); }

// Stepping follows the trace's nesting (each event's depth: the table in each ruleset's
// page). A step stops early at a breakpoint hit on its way, never skipping one; with nothing
// at the depth it looks for, it goes to the trace's last (or first) event, so stepping over
// from event 0 reaches the end and back over from the end reaches event 0.
bool Session::stepOver()
{
    if (!ensureEvent(cursor_))
        return false;
    const auto depth = trace_.at(cursor_).depth;
    return stepForwardTo([depth](const Event& e) { return e.depth <= depth; });
}

bool Session::stepOut()
{
    if (!ensureEvent(cursor_))
        return false;
    const auto depth = trace_.at(cursor_).depth;
    if (depth == 0)
        return false;
    return stepForwardTo([depth](const Event& e) { return e.depth < depth; });
}

bool Session::stepForwardTo(const std::function<bool(const Event&)>& stops)
{
    Seq last = cursor_;
    for (Seq i = cursor_ + 1; ensureEvent(i); ++i) {
        last = i;
        if (const auto hit = breakpointHit(i))
            noteHit(*hit, i);
        else if (!stops(trace_.at(i)))
            continue;
        return seek(i);
    }
    return last != cursor_ && seek(last);
}

bool Session::stepBackTo(const std::function<bool(const Event&)>& stops)
{
    if (cursor_ == 0 || trace_.empty())
        return false;
    for (Seq i = cursor_; i-- > 0;) {
        if (const auto hit = breakpointHit(i))
            noteHit(*hit, i);
        else if (!stops(trace_.at(i)))
            continue;
        return seek(i);
    }
    return seek(0);
}

bool Session::stepBackInto()
{
    if (cursor_ == 0 || trace_.empty())
        return false;
    return seek(cursor_ - 1);
}

bool Session::stepBackOver()
{
    if (cursor_ == 0 || trace_.empty())
        return false;
    const auto depth = trace_.at(cursor_).depth;
    return stepBackTo([depth](const Event& e) { return e.depth <= depth; });
}

bool Session::stepBackOut()
{
    if (cursor_ == 0 || trace_.empty())
        return false;
    const auto depth = trace_.at(cursor_).depth;
    if (depth == 0)
        return false;
    return stepBackTo([depth](const Event& e) { return e.depth < depth; });
}

bool Session::clauseMatches(ClauseId cid, const std::string& clause) const
{
    return clauseCovers(clause, trace_.clauseName(cid));
}

bool Session::ruleStepEnd(Seq seq)
{
    if (!ensureEvent(seq + 1))
        return true;
    const Event next = trace_.at(seq + 1);
    return (next.flags & EventFlag::StepStart) || (!carriesData(next) && !isNotApplied(next));
}

namespace {

bool filtersMatch(const Breakpoint& bp, const Event& e,
                  const std::function<bool(ClauseId, const std::string&)>& clauseMatches)
{
    if (bp.kind && e.kind != *bp.kind)
        return false;
    if (bp.clause && !clauseMatches(e.clause, *bp.clause))
        return false;
    return !bp.entity || e.concerns(*bp.entity);
}

}  // namespace

std::optional<int> Session::breakpointHit(Seq seq)
{
    if (seq >= trace_.size())
        return std::nullopt;
    const Event e = trace_.at(seq);
    const auto clauses = [this](ClauseId id, const std::string& clause) { return clauseMatches(id, clause); };
    std::optional<bool> atRuleStepEnd;  // worked out once, for the first condition
    for (const Breakpoint& bp : breakpoints_) {
        if (!bp.enabled)
            continue;
        if (!bp.condition) {
            if (filtersMatch(bp, e, clauses))
                return bp.id;
            continue;
        }
        // A condition sees a rule step whole: it is checked where the step ends, and the
        // filters look at every event of that rule step (its first event and the data after).
        if (!atRuleStepEnd)
            atRuleStepEnd = ruleStepEnd(seq);
        if (!*atRuleStepEnd)
            continue;
        bool matched = false;
        for (Seq i = seq + 1; i-- > 0 && !matched;) {
            const Event ei = trace_.at(i);
            matched = filtersMatch(bp, ei, clauses);
            const bool opens = (!carriesData(ei) && !isNotApplied(ei)) || (ei.flags & EventFlag::StepStart);
            if (opens)
                break;
        }
        if (matched && bp.condition(*stateAt(seq), seq))
            return bp.id;
    }
    return std::nullopt;
}

void Session::noteHit(int id, Seq seq)
{
    for (auto& bp : breakpoints_)
        if (bp.id == id) {
            bp.hitEvents.insert(seq);
            bp.hits = bp.hitEvents.size();
        }
}

std::optional<int> Session::continueForward()
{
    for (Seq i = cursor_ + 1; ensureEvent(i); ++i) {
        if (auto hit = breakpointHit(i)) {
            cursor_ = i;
            noteHit(*hit, i);
            return hit;
        }
    }
    if (!trace_.empty())
        cursor_ = trace_.size() - 1;
    return std::nullopt;
}

std::optional<int> Session::reverseContinue()
{
    for (Seq i = cursor_; i-- > 0;) {
        if (auto hit = breakpointHit(i)) {
            cursor_ = i;
            noteHit(*hit, i);
            return hit;
        }
    }
    cursor_ = 0;
    return std::nullopt;
}

int Session::addBreakpoint(Breakpoint bp)
{
    bp.id = nextBreakpointId_++;
    bp.hits = 0;
    bp.hitEvents.clear();
    breakpoints_.push_back(std::move(bp));
    return breakpoints_.back().id;
}

bool Session::removeBreakpoint(int id)
{
    const auto before = breakpoints_.size();
    breakpoints_.erase(
        std::remove_if(breakpoints_.begin(), breakpoints_.end(), [&](const Breakpoint& b) { return b.id == id; }),
        breakpoints_.end());
    return breakpoints_.size() != before;
}

bool Session::setBreakpointEnabled(int id, bool enabled)
{
    for (auto& bp : breakpoints_)
        if (bp.id == id) {
            bp.enabled = enabled;
            return true;
        }
    return false;
}

}  // namespace ts
