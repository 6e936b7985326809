#include "kernel/trace/trace_align.h"

#include "kernel/io/canonical.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <utility>

namespace ts {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    return h * 0xBF58476D1CE4E5B9ull;
}

std::uint64_t nameHash(const std::string& name) { return hashBytes(name.data(), name.size()); }

// What a trace's ids name, hashed once: the keys compare names, not ids.
struct NameHashes {
    explicit NameHashes(const Trace& t) : trace(t)
    {
        for (const auto& n : t.kindNames)
            kinds.push_back(nameHash(n));
        for (const auto& n : t.clauseNames)
            clauses.push_back(nameHash(n));
        for (const auto& n : t.entityNames)
            entities.push_back(nameHash(n));
    }
    std::uint64_t kind(KindId id) const { return id < kinds.size() ? kinds[id] : nameHash(trace.kindName(id)); }
    std::uint64_t clause(ClauseId id) const
    {
        return id < clauses.size() ? clauses[id] : nameHash(trace.clauseName(id));
    }
    std::uint64_t entity(EntityId id) const
    {
        if (id == kNoEntity)
            return 0;
        return id < entities.size() ? entities[id] : nameHash(trace.entityName(id));
    }
    const Trace& trace;
    std::vector<std::uint64_t> kinds, clauses, entities;
};

// Per event: `shape` (kind, clause, subjects: what aligns) and `full` (also depth, flags,
// args: what is the same); per step: the fold of its events' keys and its first event.
struct Keys {
    std::vector<std::uint64_t> shape, full;
    std::vector<std::uint64_t> stepShape, stepFull;
    std::vector<Seq> stepBegin;  // plus one entry: the trace's size
};

bool cancelled(const AlignOptions& o) { return o.cancel && o.cancel->load(std::memory_order_relaxed); }

bool computeKeys(const Trace& t, Keys& k, const AlignOptions& o)
{
    const NameHashes names(t);
    k.shape.resize(t.size());
    k.full.resize(t.size());
    for (std::size_t b = 0; b < t.blockCount(); ++b) {
        if (cancelled(o))
            return false;
        const std::span<const Event> events = t.block(b);
        const Seq first = static_cast<Seq>(b) * Trace::kBlockEvents;
        for (std::size_t i = 0; i < events.size(); ++i) {
            const Event& e = events[i];
            const Seq seq = first + i;
            std::uint64_t s = mix(mix(mix(names.kind(e.kind), names.clause(e.clause)), names.entity(e.subject[0])),
                                  names.entity(e.subject[1]));
            std::uint64_t f = mix(s, (std::uint64_t{e.depth} << 8) | e.flags);
            for (const std::int32_t a : e.arg)
                f = mix(f, static_cast<std::uint32_t>(a));
            k.shape[seq] = s;
            k.full[seq] = f;
            if (seq == 0 || (e.flags & EventFlag::StepStart)) {
                k.stepBegin.push_back(seq);
                k.stepShape.push_back(0);
                k.stepFull.push_back(0);
            }
            k.stepShape.back() = mix(k.stepShape.back(), s);
            k.stepFull.back() = mix(k.stepFull.back(), f);
        }
    }
    k.stepBegin.push_back(t.size());
    return true;
}

using Matches = std::vector<std::pair<std::size_t, std::size_t>>;

// The matched index pairs of a shortest edit script between x and y (Myers 1986, greedy
// forward pass keeping each round's furthest reaching paths for the walk back), ascending;
// nullopt beyond `maxD` differences or when cancelled.
std::optional<Matches> myersMatches(std::span<const std::uint64_t> x, std::span<const std::uint64_t> y,
                                    const AlignOptions& o)
{
    using I = std::int64_t;
    const I n = static_cast<I>(x.size()), m = static_cast<I>(y.size());
    const I maxD = std::min<I>(n + m, static_cast<I>(o.maxDifferences));
    const I off = maxD + 1;
    std::vector<I> v(static_cast<std::size_t>(2 * maxD + 3), 0);
    std::vector<std::vector<I>> rounds;  // rounds[d]: v[-d .. d] after round d
    I found = -1;
    for (I d = 0; d <= maxD && found < 0; ++d) {
        if (d % 64 == 0 && cancelled(o))
            return std::nullopt;
        for (I k = -d; k <= d; k += 2) {
            I px = (k == -d || (k != d && v[off + k - 1] < v[off + k + 1])) ? v[off + k + 1] : v[off + k - 1] + 1;
            I py = px - k;
            while (px < n && py < m && x[static_cast<std::size_t>(px)] == y[static_cast<std::size_t>(py)]) {
                ++px;
                ++py;
            }
            v[off + k] = px;
            if (px >= n && py >= m)
                found = d;
        }
        rounds.emplace_back(v.begin() + off - d, v.begin() + off + d + 1);
    }
    if (found < 0)
        return std::nullopt;
    Matches out;
    I px = n, py = m;
    for (I d = found; d > 0; --d) {
        const std::vector<I>& prev = rounds[static_cast<std::size_t>(d - 1)];  // index k + (d - 1)
        const auto at = [&](I k) { return prev[static_cast<std::size_t>(k + d - 1)]; };
        const I k = px - py;
        const I prevK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1;
        const I prevX = at(prevK), prevY = prevX - prevK;
        while (px > prevX && py > prevY)
            out.emplace_back(static_cast<std::size_t>(--px), static_cast<std::size_t>(--py));
        px = prevX;
        py = prevY;
    }
    while (px > 0 && py > 0)
        out.emplace_back(static_cast<std::size_t>(--px), static_cast<std::size_t>(--py));
    std::reverse(out.begin(), out.end());
    return out;
}

class Builder {
public:
    Builder(const Keys& a, const Keys& b, const AlignOptions& o) : a_(a), b_(b), o_(o) {}

    // Events [ca_, aEnd) and [cb_, bEnd) aligned event by event.
    bool events(Seq aEnd, Seq bEnd)
    {
        const Seq aBegin = ca_, bBegin = cb_;
        const auto matches = myersMatches(std::span(a_.shape).subspan(aBegin, aEnd - aBegin),
                                          std::span(b_.shape).subspan(bBegin, bEnd - bBegin), o_);
        if (!matches)
            return false;
        for (const auto& [i, j] : *matches) {
            gap(aBegin + i, bBegin + j);
            push(a_.full[ca_] == b_.full[cb_] ? AlignedStretch::Kind::Same : AlignedStretch::Kind::Changed, 1, 1);
        }
        gap(aEnd, bEnd);
        return true;
    }

    // Matched steps: whole steps the same, or event for event. False when the steps are
    // not the same length after all (a hash collision) and the events found no alignment.
    bool matchedStep(std::size_t i, std::size_t j)
    {
        const Seq len = a_.stepBegin[i + 1] - a_.stepBegin[i];
        if (len != b_.stepBegin[j + 1] - b_.stepBegin[j])
            return events(a_.stepBegin[i + 1], b_.stepBegin[j + 1]);
        if (a_.stepFull[i] == b_.stepFull[j]) {
            push(AlignedStretch::Kind::Same, len, len);
            return true;
        }
        for (Seq e = 0; e < len; ++e)
            push(a_.full[ca_] == b_.full[cb_] ? AlignedStretch::Kind::Same : AlignedStretch::Kind::Changed, 1, 1);
        return true;
    }

    // Everything left: unmatched on both sides.
    void rest(Seq aEnd, Seq bEnd) { gap(aEnd, bEnd); }

    void push(AlignedStretch::Kind kind, Seq aLen, Seq bLen)
    {
        if (aLen == 0 && bLen == 0)
            return;
        if (!out.stretches.empty() && out.stretches.back().kind == kind) {
            out.stretches.back().aEnd += aLen;
            out.stretches.back().bEnd += bLen;
        } else {
            out.stretches.push_back({kind, ca_, ca_ + aLen, cb_, cb_ + bLen});
        }
        ca_ += aLen;
        cb_ += bLen;
    }

    Seq ca_ = 0, cb_ = 0;
    TraceAlignment out;

private:
    void gap(Seq aTo, Seq bTo)
    {
        push(AlignedStretch::Kind::OnlyA, aTo - ca_, 0);
        push(AlignedStretch::Kind::OnlyB, 0, bTo - cb_);
    }

    const Keys& a_;
    const Keys& b_;
    const AlignOptions& o_;
};

}  // namespace

bool TraceAlignment::identical() const
{
    return std::all_of(stretches.begin(), stretches.end(),
                       [](const AlignedStretch& s) { return s.kind == AlignedStretch::Kind::Same; });
}

std::size_t TraceAlignment::divergentStretches() const
{
    return static_cast<std::size_t>(std::count_if(stretches.begin(), stretches.end(), [](const AlignedStretch& s) {
        return s.kind != AlignedStretch::Kind::Same;
    }));
}

TraceAlignment alignTraces(const Trace& a, const Trace& b, const AlignOptions& options)
{
    Keys ka, kb;
    Builder build(ka, kb, options);
    if (!computeKeys(a, ka, options) || !computeKeys(b, kb, options)) {
        build.rest(a.size(), b.size());
        build.out.complete = false;
        return std::move(build.out);
    }
    // Steps the same at both ends cost no search: identical traces are one pass.
    const std::size_t na = ka.stepFull.size(), nb = kb.stepFull.size();
    std::size_t head = 0;
    while (head < na && head < nb && ka.stepFull[head] == kb.stepFull[head])
        ++head;
    std::size_t tail = 0;
    while (tail < na - head && tail < nb - head && ka.stepFull[na - 1 - tail] == kb.stepFull[nb - 1 - tail])
        ++tail;
    const auto step = [&](std::size_t i, std::size_t j) {
        if (!build.matchedStep(i, j)) {
            build.rest(ka.stepBegin[i + 1], kb.stepBegin[j + 1]);
            build.out.complete = false;
        }
    };
    for (std::size_t s = 0; s < head; ++s)
        step(s, s);
    const auto steps = myersMatches(std::span(ka.stepShape).subspan(head, na - head - tail),
                                    std::span(kb.stepShape).subspan(head, nb - head - tail), options);
    if (!steps) {
        build.rest(ka.stepBegin[na - tail], kb.stepBegin[nb - tail]);
        build.out.complete = false;
    } else {
        for (const auto& [i, j] : *steps) {
            const std::size_t si = head + i, sj = head + j;
            // The unmatched steps before this pair, aligned event by event.
            if ((build.ca_ < ka.stepBegin[si] || build.cb_ < kb.stepBegin[sj]) &&
                !build.events(ka.stepBegin[si], kb.stepBegin[sj])) {
                build.rest(ka.stepBegin[si], kb.stepBegin[sj]);
                build.out.complete = false;
            }
            step(si, sj);
        }
        if (!build.events(ka.stepBegin[na - tail], kb.stepBegin[nb - tail])) {
            build.rest(ka.stepBegin[na - tail], kb.stepBegin[nb - tail]);
            build.out.complete = false;
        }
    }
    for (std::size_t s = 0; s < tail; ++s)
        step(na - tail + s, nb - tail + s);
    return std::move(build.out);
}

std::vector<DivergentPlace> divergentPlaces(const TraceAlignment& alignment)
{
    std::vector<DivergentPlace> out;
    bool open = false;
    for (std::size_t i = 0; i < alignment.stretches.size(); ++i) {
        const AlignedStretch& s = alignment.stretches[i];
        if (s.kind == AlignedStretch::Kind::Same) {
            open = false;
            continue;
        }
        if (!open)
            out.push_back({i, i, s.aBegin, s.aBegin, s.bBegin, s.bBegin, 0});
        open = true;
        DivergentPlace& p = out.back();
        p.endStretch = i + 1;
        p.aEnd = s.aEnd;
        p.bEnd = s.bEnd;
        p.kinds |= 1u << unsigned(s.kind);
    }
    return out;
}

}  // namespace ts
