#pragma once
// Two traces aligned by rule step (comparing two runs: two saved traces, a trace and a
// fork of it, two builds' runs of the same inputs). `firstDivergence` (trace_diff.h) stops
// at the first differing event; this resynchronizes after insertions and deletions and
// gives every divergent stretch.
//
// How: each engine step (the events from one StepStart to the next) gets a key of its
// events' kinds, clauses and subjects (by name, so traces of builds whose id tables differ
// align), and the two step sequences are aligned by Myers' O((N+M)D) difference algorithm;
// inside each run of unmatched steps the events are aligned the same way. Matched events
// whose depth, flags or args differ are "changed". Keys are 64-bit hashes: two events are
// taken as equal when their hashes are.
#include "kernel/trace/trace.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ts {

struct AlignedStretch {
    enum class Kind : std::uint8_t {
        Same,  // the same events on both sides
        Changed,  // event for event the same kind, clause and subjects; other depth, flags or args
        OnlyA,  // events of A with no counterpart in B (bBegin == bEnd)
        OnlyB  // events of B with no counterpart in A (aBegin == aEnd)
    };
    Kind kind = Kind::Same;
    Seq aBegin = 0, aEnd = 0, bBegin = 0, bEnd = 0;
    bool operator==(const AlignedStretch&) const = default;
};

struct TraceAlignment {
    // In order; together they cover [0, a.size()) and [0, b.size()) without overlap, and
    // no two neighbours have the same kind.
    std::vector<AlignedStretch> stretches;
    // False when the difference budget was exceeded or the work was cancelled: from the
    // place where that happened on, the rest is given as one OnlyA and one OnlyB stretch.
    bool complete = true;

    bool identical() const;
    std::size_t divergentStretches() const;  // stretches that are not Same
};

// A place where the traces differ as a user reads it: a maximal run of non-Same stretches
// (a step of A replaced by a step of B is one place, not an "only in A" and an "only in B"
// listed apart). Stretches [firstStretch, endStretch) of the alignment.
struct DivergentPlace {
    std::size_t firstStretch = 0, endStretch = 0;
    Seq aBegin = 0, aEnd = 0, bBegin = 0, bEnd = 0;
    unsigned kinds = 0;  // bit 1 << AlignedStretch::Kind of each stretch it spans

    bool only(AlignedStretch::Kind k) const { return kinds == 1u << unsigned(k); }
    bool operator==(const DivergentPlace&) const = default;
};
std::vector<DivergentPlace> divergentPlaces(const TraceAlignment& alignment);

struct AlignOptions {
    // Most differences (steps, or events inside one run of unmatched steps) one alignment
    // may find; its memory grows with the square of this (64 MiB at the default).
    std::size_t maxDifferences = 4096;
    const std::atomic<bool>* cancel = nullptr;  // polled between blocks of work
};

TraceAlignment alignTraces(const Trace& a, const Trace& b, const AlignOptions& options = {});

}  // namespace ts
