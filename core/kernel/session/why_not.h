#pragma once
// "Why not?": the candidates a rule considered and did not apply. Rulesets trace them as
// events of RuleOutcome::NotApplied kinds (kinds.h), with the rule's clause and the reason in
// the line; nothing here names a ruleset.
//  * notAppliedInStep: at a position, the engine step it belongs to and the candidates
//    rejected in it (the "Why not?" panel's list);
//  * nearestConsiderations: the events nearest to a position, before and after it, where a
//    rule (a clause and its "#" steps) or an entity (named as a subject) was considered:
//    applied (an event of an Applied kind) or not (a NotApplied event), and why.
#include "kernel/event.h"
#include "kernel/trace/trace.h"

#include <atomic>
#include <cstddef>
#include <string>
#include <vector>

namespace ts {

// Events [first, end) of one engine step (EventFlag::StepStart to the next one).
struct StepSpan {
    Seq first = 0;
    Seq end = 0;
};

StepSpan engineStepAt(const Trace& trace, Seq seq);

bool isNotApplied(const Event& e);
// A write, a random draw or a state hash: data recorded inside a rule step, not a rule.
bool carriesData(const Event& e);

struct NotAppliedEntry {
    Seq seq = 0;  // the NotApplied event
    Seq consideredBy = 0;  // its parent: the nearest earlier event of smaller depth in the step
};

// The NotApplied events of the engine step holding `seq` (empty past the trace's end).
std::vector<NotAppliedEntry> notAppliedInStep(const Trace& trace, Seq seq);

struct RuleQuery {
    // A clause id, matching it and its "#" steps ("002:1" matches "002:1#setup"); empty: any.
    std::string clause;
    // An entity named as either subject; kNoEntity: any.
    EntityId entity = kNoEntity;
    bool matches(const Event& e, const Trace& trace) const;
};

struct Consideration {
    Seq seq = 0;
    bool applied = true;  // false: a NotApplied event (the rule considered and rejected)
};

struct NearestConsiderations {
    std::vector<Consideration> before;  // nearest first, at most `perSide`, all < cursor
    std::vector<Consideration> after;  // nearest first, at most `perSide`, all >= cursor
    bool complete = true;  // false when `cancel` stopped the scan
};

// Events that only carry a rule's data (writes, draws, state hashes) are not
// considerations: the rule's own event is. Scans outward from `cursor` block by block
// until `perSide` are found on each side; `cancel` (optional) is polled between blocks.
NearestConsiderations nearestConsiderations(const Trace& trace, Seq cursor, const RuleQuery& query, std::size_t perSide,
                                            const std::atomic<bool>* cancel = nullptr);

}  // namespace ts
