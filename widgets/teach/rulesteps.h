#pragma once
// The rule steps of a trace, as a teacher goes through a game: every event but the details
// the event log folds away (writes, random draws, state hashes: the kernel's carriesData)
// and the rules considered but not applied ("Why not?": isNotApplied). The handout, the
// Teach view and its step counter all decide it here, so they always agree.
#include "kernel/trace/trace.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace ts::gui {

class RuleSteps {
public:
    static bool isRuleStep(const Trace& trace, Seq seq);
    // The first rule step at or after `from`; nullopt when none is left.
    static std::optional<Seq> next(const Trace& trace, Seq from);
    // The last rule step before `before`; nullopt when there is none.
    static std::optional<Seq> previous(const Trace& trace, Seq before);
    // The rule step that `seq` belongs to: itself, or the last one before it (a write
    // belongs to the rule step it follows); nullopt before the first.
    static std::optional<Seq> containing(const Trace& trace, Seq seq);
    // The last event that rule step `step` folds in: the one before the next rule step, or
    // the trace's last event. With the cursor there, the views show what the step did.
    static Seq end(const Trace& trace, Seq step);

    // A step counter over one trace: counts per block of kBlock events, so "step k of n"
    // costs at most one block's scan per cursor move instead of a scan of the whole trace.
    // Built lazily; reset() when the trace changes (a fork, a new game, events appended).
    void reset()
    {
        built_ = 0;
        blockCounts_.clear();
        total_ = 0;
    }
    // How many rule steps are in [0, seq] (1-based number of the step at `seq`).
    std::size_t countUpTo(const Trace& trace, Seq seq);
    std::size_t total(const Trace& trace);

private:
    static constexpr Seq kBlock = 4096;
    void build(const Trace& trace);

    std::vector<std::size_t> blockCounts_;  // [i]: rule steps in [0, i * kBlock)
    std::size_t built_ = 0;  // the trace size the counts were built for
    std::size_t total_ = 0;
};

}  // namespace ts::gui
