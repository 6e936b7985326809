#include "kernel/draw/draw_ledger.h"

#include "kernel/kinds.h"

#include <algorithm>

namespace ts {

namespace {

const std::string& clauseName(const Trace& trace, ClauseId id)
{
    static const std::string kNone;
    return id < trace.clauseNames.size() ? trace.clauseNames[id] : kNone;
}

// The nearest earlier event of smaller depth in the draw's engine step (see the header).
Seq ruleStepOf(const Trace& trace, Seq seq, const Event& draw)
{
    if (draw.flags & EventFlag::StepStart)
        return seq;
    for (Seq s = seq; s-- > 0;) {
        const Event e = trace.at(s);
        if (e.depth < draw.depth)
            return s;
        if (e.flags & EventFlag::StepStart)
            break;
    }
    return seq;
}

// The event that reports what the draw decided (see the header), or `fallback`.
Seq usedByOf(const Trace& trace, Seq seq, const Event& draw, Seq fallback)
{
    const KindId rng = kind(CommonKind::RngDraw), write = kind(CommonKind::Write);
    const Seq end = std::min<Seq>(trace.size(), seq + 1 + kLedgerLookahead);
    for (Seq s = seq + 1; s < end; ++s) {
        const Event e = trace.at(s);
        if ((e.flags & EventFlag::StepStart) || e.depth < draw.depth)
            break;
        if (e.depth == draw.depth && e.clause == draw.clause && e.kind != rng && e.kind != write)
            return s;
    }
    return fallback;
}

}  // namespace

bool clauseNameMatches(const std::string& name, const std::string& filter)
{
    if (filter.empty() || name == filter)
        return true;
    return name.size() > filter.size() && name.compare(0, filter.size(), filter) == 0 && name[filter.size()] == '#';
}

bool DrawFilter::matches(const DrawEntry& d, const Trace& trace) const
{
    if (!clauseNameMatches(clauseName(trace, d.clause), clause))
        return false;
    if (entity && d.entity != *entity)
        return false;
    return true;
}

DrawLedger buildDrawLedger(const Trace& trace, const DrawOverrides& overrides, const std::atomic<bool>* cancel)
{
    DrawLedger ledger;
    extendDrawLedger(ledger, trace, 0, overrides, cancel);
    return ledger;
}

void extendDrawLedger(DrawLedger& ledger, const Trace& trace, Seq from, const DrawOverrides& overrides,
                      const std::atomic<bool>* cancel, Seq to)
{
    const KindId rng = kind(CommonKind::RngDraw);
    auto nextOverride = overrides.begin();
    const Seq end = std::min<Seq>(to, trace.size());
    // Block by block: the draws are few, the events many (one look-up per block, not per
    // event); a draw's neighbours are read through Trace::at, which keeps the block.
    std::span<const Event> block;
    Seq blockFirst = 0;
    for (Seq seq = from; seq < end; ++seq) {
        if (seq == from || seq % Trace::kBlockEvents == 0) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                ledger.complete = false;
                break;
            }
            block = trace.block(seq / Trace::kBlockEvents);
            blockFirst = seq - seq % Trace::kBlockEvents;
        }
        if (block[seq - blockFirst].kind != rng)
            continue;
        const Event e = block[seq - blockFirst];
        DrawEntry d;
        d.ordinal = ledger.draws.size();
        d.seq = seq;
        d.stream = e.arg[0];
        d.bound = e.arg[1];
        d.value = e.arg[2];
        d.clause = e.clause;
        d.entity = e.subject[0];
        d.ruleStep = ruleStepOf(trace, seq, e);
        d.usedBy = usedByOf(trace, seq, e, d.ruleStep);
        while (nextOverride != overrides.end() && nextOverride->seq < seq)
            ++nextOverride;
        d.overridden = nextOverride != overrides.end() && nextOverride->seq == seq;
        if (ledger.drawsOfClauseId.size() <= d.clause)
            ledger.drawsOfClauseId.resize(std::size_t{d.clause} + 1, 0);
        d.occurrence = ++ledger.drawsOfClauseId[d.clause];
        ledger.draws.push_back(d);
        // ruleStepOf / usedByOf may have paged other blocks in: this one's span stays valid
        // only while it is resident, so it is looked up again.
        block = trace.block(seq / Trace::kBlockEvents);
    }
    // From the counts per clause id (the same as drawsPerClause over every draw, without
    // reading every draw again each time a long trace is read in slices).
    ledger.perClause.clear();
    for (std::size_t id = 0; id < ledger.drawsOfClauseId.size(); ++id)
        if (ledger.drawsOfClauseId[id] > 0)
            ledger.perClause[clauseName(trace, static_cast<ClauseId>(id))] += ledger.drawsOfClauseId[id];
}

std::map<std::string, std::size_t> drawsPerClause(const std::vector<DrawEntry>& draws, const Trace& trace)
{
    std::map<ClauseId, std::size_t> counts;
    for (const DrawEntry& d : draws)
        ++counts[d.clause];
    std::map<std::string, std::size_t> out;
    for (const auto& [clause, n] : counts)
        out[clauseName(trace, clause)] += n;
    return out;
}

std::vector<DrawEntry> filterDraws(const DrawLedger& ledger, const DrawFilter& filter, const Trace& trace)
{
    std::vector<DrawEntry> out;
    for (const DrawEntry& d : ledger.draws)
        if (filter.matches(d, trace))
            out.push_back(d);
    return out;
}

}  // namespace ts
