#include "kernel/session/why_not.h"

#include "kernel/draw/draw_ledger.h"
#include "kernel/kinds.h"

#include <algorithm>

namespace ts {

namespace {

Seq parentInStep(const Trace& trace, Seq seq, Seq stepFirst)
{
    const std::uint8_t depth = trace.at(seq).depth;
    for (Seq s = seq; s-- > stepFirst;)
        if (trace.at(s).depth < depth)
            return s;
    return stepFirst;
}

}  // namespace

bool carriesData(const Event& e)
{
    return e.kind == kind(CommonKind::Write) || e.kind == kind(CommonKind::RngDraw) ||
        e.kind == kind(CommonKind::StateHash);
}

bool isNotApplied(const Event& e)
{
    const KindInfo* info = KindRegistry::instance().find(e.kind);
    return info && info->outcome == RuleOutcome::NotApplied;
}

StepSpan engineStepAt(const Trace& trace, Seq seq)
{
    if (seq >= trace.size())
        return {trace.size(), trace.size()};
    StepSpan span{seq, seq + 1};
    while (span.first > 0 && !(trace.at(span.first).flags & EventFlag::StepStart))
        --span.first;
    while (span.end < trace.size() && !(trace.at(span.end).flags & EventFlag::StepStart))
        ++span.end;
    return span;
}

std::vector<NotAppliedEntry> notAppliedInStep(const Trace& trace, Seq seq)
{
    const StepSpan span = engineStepAt(trace, seq);
    std::vector<NotAppliedEntry> out;
    for (Seq s = span.first; s < span.end; ++s)
        if (isNotApplied(trace.at(s)))
            out.push_back({s, parentInStep(trace, s, span.first)});
    return out;
}

bool RuleQuery::matches(const Event& e, const Trace& trace) const
{
    if (carriesData(e))
        return false;
    if (entity != kNoEntity && !e.concerns(entity))
        return false;
    if (clause.empty())
        return true;
    return e.clause < trace.clauseNames.size() && clauseNameMatches(trace.clauseNames[e.clause], clause);
}

NearestConsiderations nearestConsiderations(const Trace& trace, Seq cursor, const RuleQuery& query, std::size_t perSide,
                                            const std::atomic<bool>* cancel)
{
    NearestConsiderations out;
    // The clause names are matched once, not per event: a scan may cross millions.
    std::vector<char> clauseOk(trace.clauseNames.size(), query.clause.empty() ? 1 : 0);
    if (!query.clause.empty())
        for (std::size_t c = 0; c < clauseOk.size(); ++c)
            clauseOk[c] = clauseNameMatches(trace.clauseNames[c], query.clause) ? 1 : 0;
    const auto matches = [&](const Event& e) {
        return e.clause < clauseOk.size() && clauseOk[e.clause] && !carriesData(e) &&
            (query.entity == kNoEntity || e.concerns(query.entity));
    };
    cursor = std::min(cursor, trace.size());
    const std::size_t blocks = trace.blockCount();
    const auto stopped = [&] {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            out.complete = false;
            return true;
        }
        return false;
    };
    // After: from the cursor's block forward.
    for (std::size_t b = cursor / Trace::kBlockEvents; b < blocks && out.after.size() < perSide; ++b) {
        if (stopped())
            return out;
        const auto events = trace.block(b);
        const Seq base = static_cast<Seq>(b) * Trace::kBlockEvents;
        for (std::size_t i = cursor > base ? cursor - base : 0; i < events.size() && out.after.size() < perSide; ++i)
            if (matches(events[i]))
                out.after.push_back({base + i, !isNotApplied(events[i])});
    }
    // Before: from the event before the cursor backward.
    for (std::size_t b = cursor / Trace::kBlockEvents + 1; b-- > 0 && out.before.size() < perSide;) {
        if (b >= blocks)
            continue;
        if (stopped())
            return out;
        const auto events = trace.block(b);
        const Seq base = static_cast<Seq>(b) * Trace::kBlockEvents;
        const std::size_t end = std::min<std::size_t>(events.size(), cursor - base);
        for (std::size_t i = end; i-- > 0 && out.before.size() < perSide;)
            if (matches(events[i]))
                out.before.push_back({base + i, !isNotApplied(events[i])});
    }
    return out;
}

}  // namespace ts
