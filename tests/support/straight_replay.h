#pragma once
// The reference for the session's stateAt and replays: a game stepped by hand, without a
// session, answering with recorded decisions.
#include "kernel/ruleset.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"

#include <utility>
#include <vector>

namespace ts::test {

// A game stepped by hand, without a session: the reference for stateAt. The hash after every
// step that traced something, keyed by the position where that step ended.
struct StraightRun {
    Trace trace;
    std::vector<std::pair<Seq, std::uint64_t>> boundaries;
    std::vector<Seq> askedAt;  // the sink position at each decision request
    bool finished = false;
};

inline StraightRun straightReplay(const Ruleset& ruleset, const Scenario& scenario, std::uint64_t seed,
                                  const std::vector<DecisionRecord>& decisions)
{
    StraightRun r;
    r.trace.entityNames = ruleset.entityNames(scenario);
    auto game = ruleset.newGame(scenario, seed);
    EventSink sink(&r.trace);
    std::size_t used = 0;
    for (;;) {
        sink.beginStep();
        const Seq before = sink.position();
        const StepStatus st = game->step(sink);
        if (sink.position() != before)
            r.boundaries.emplace_back(sink.position(), game->stateHash());
        if (st == StepStatus::Finished) {
            r.finished = true;
            break;
        }
        if (st == StepStatus::NeedDecision) {
            if (used == decisions.size())
                break;
            r.askedAt.push_back(sink.position());
            const DecisionRecord& d = decisions[used];
            game->answer(d.answer, d.source, static_cast<std::uint32_t>(used));
            ++used;
        }
    }
    return r;
}

}  // namespace ts::test
