#pragma once
// Shrinking a divergence (issue 15, `shrink --diverges-from`): two games of one scenario
// that differ (two builds' runs of it, or two seeds) and the smallest scenario on which they
// still differ first at an event of the same rule clause. Each side of a candidate is played
// by a SidePlayer: this build in this process, or another build's CLI (app/cli). The events
// are compared by name (trace_diff.h), so a side written by another build compares
// correctly.
#include "kernel/batch/shrink.h"
#include "kernel/trace/trace.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace ts {

// One side's game of a candidate scenario: its events from the start, at most about
// `maxEvents` of them (a session's event budget), or null when it could not be played
// (the side's program failed, cancelled). Exceptions it throws count as null.
using SidePlayer = std::function<std::shared_ptr<const Trace>(const std::shared_ptr<const Scenario>& candidate,
                                                              std::uint64_t seed, std::uint64_t maxEvents)>;

// This build's side: the candidate played traced as `run` plays it (the scenario's script,
// then the AI policy). Stops early, returning null, when `cancel` is set.
SidePlayer inProcessSide(const Ruleset& ruleset, const std::atomic<bool>* cancel = nullptr);

// Where two traces first differ and the clause it is counted under: `left`'s event when it
// has one (this build's rules, as `regress` counts a divergence), else `right`'s.
struct DivergencePlace {
    Seq seq = 0;
    std::string clause;
};
std::optional<DivergencePlace> firstDivergencePlace(const Trace& left, const Trace& right, const Ruleset& ruleset);

struct DivergenceSides {
    SidePlayer left, right;
    std::uint64_t leftSeed = 0, rightSeed = 0;
};

// The property "the two sides' games first differ at an event of `clause`", measured as the
// events up to and including the first divergent one. The search's seed (ShrinkOptions) is
// not used: each side plays with its own.
ShrinkProperty divergenceProperty(const Ruleset& ruleset, DivergenceSides sides, std::string clause);

}  // namespace ts
