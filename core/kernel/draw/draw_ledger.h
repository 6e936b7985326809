#pragma once
// The random-draw ledger: every CommonKind::RngDraw event of a trace with the rule that
// used it, filterable by clause and entity, with counts per clause. Built by one pass over
// the trace (the draws are found by kind; nothing ruleset-specific).
//
// "The rule that used it": a ruleset traces a draw with the clause of the rule that needs
// it, right before the event that reports what the result decided. Two events are named:
//  * usedBy: the first later event of the same engine step with the draw's clause and
//    depth that is neither a write nor another draw (a unit's move, a card drawn, the first
//    player), looking no further than the first event shallower than the draw (the end of
//    the draw's group) and at most kLedgerLookahead events; when there is none (a shuffle:
//    only writes follow its draws), the rule step below;
//  * ruleStep: the draw's parent in the event tree, the nearest earlier event of smaller
//    depth in the same engine step (a shuffle's "deck is shuffled", a phase); the draw
//    itself when it opens its engine step.
#include "kernel/event.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ts {

struct DrawEntry {
    std::size_t ordinal = 0;  // draw number in the trace, 0, 1, 2 …
    Seq seq = 0;  // the RngDraw event
    std::int32_t stream = 0;
    std::int32_t bound = 0;  // the draw was uniform in [0, bound)
    std::int32_t value = 0;
    ClauseId clause = 0;
    EntityId entity = kNoEntity;  // the draw's first subject (whom it was drawn for)
    Seq usedBy = 0;  // see above
    Seq ruleStep = 0;  // see above
    bool overridden = false;  // the value is the user's (a DrawOverride at seq)
    std::uint32_t occurrence = 0;  // 1-based among the draws traced with `clause` (a pin's N)
};

inline constexpr Seq kLedgerLookahead = 4096;

struct DrawFilter {
    // Empty: every clause. Otherwise the clause id itself or one of its "#suffix" steps
    // ("002:1" matches "002:1" and "002:1#setup"), as breakpoints match clauses.
    std::string clause;
    std::optional<EntityId> entity;  // the entity the draw was made for (DrawEntry::entity)
    bool matches(const DrawEntry& d, const Trace& trace) const;
};

struct DrawLedger {
    std::vector<DrawEntry> draws;
    // Every clause that drew (by name, sorted) and how many draws it made; over the whole
    // ledger, not a filter.
    std::map<std::string, std::size_t> perClause;
    std::vector<std::uint32_t> drawsOfClauseId;  // index = ClauseId: draws so far (occurrences)
    bool complete = true;  // false when `cancel` stopped the build
};

// Scans events [0, trace.size()). `cancel` (optional) is polled between blocks of events.
DrawLedger buildDrawLedger(const Trace& trace, const DrawOverrides& overrides = {},
                           const std::atomic<bool>* cancel = nullptr);
// Adds the draws of events [from, min(to, trace.size())) to a ledger built up to `from` (a
// trace that grew: the window's live run; or a long trace read in slices, which gives the
// same ledger as one pass); perClause is recounted.
void extendDrawLedger(DrawLedger& ledger, const Trace& trace, Seq from, const DrawOverrides& overrides = {},
                      const std::atomic<bool>* cancel = nullptr, Seq to = ~Seq(0));

std::vector<DrawEntry> filterDraws(const DrawLedger& ledger, const DrawFilter& filter, const Trace& trace);

// How many of `draws` each clause made, by clause name (sorted).
std::map<std::string, std::size_t> drawsPerClause(const std::vector<DrawEntry>& draws, const Trace& trace);

// Whether `name` is `filter` or one of its "#suffix" steps.
bool clauseNameMatches(const std::string& name, const std::string& filter);

}  // namespace ts
