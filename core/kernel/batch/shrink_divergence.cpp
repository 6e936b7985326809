#include "kernel/batch/shrink_divergence.h"

#include "kernel/session/session.h"
#include "kernel/trace/trace_diff.h"

#include <utility>

namespace ts {
namespace {

// Events a side plays between looks at the cancel flag.
constexpr std::uint64_t kRunChunk = 4096;

}  // namespace

SidePlayer inProcessSide(const Ruleset& ruleset, const std::atomic<bool>* cancel)
{
    return [&ruleset, cancel](const std::shared_ptr<const Scenario>& candidate, std::uint64_t seed,
                              std::uint64_t maxEvents) -> std::shared_ptr<const Trace> {
        SessionOptions options;
        options.maxEvents = maxEvents;
        auto session = std::make_shared<Session>(ruleset, candidate, seed, options);
        while (session->run(kRunChunk) == Session::RunResult::Limit) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return nullptr;
        }
        // The trace lives as long as the session that holds it.
        return std::shared_ptr<const Trace>(session, &session->trace());
    };
}

std::optional<DivergencePlace> firstDivergencePlace(const Trace& left, const Trace& right, const Ruleset& ruleset)
{
    const auto d = firstDivergence(left, RenderContext(left, &ruleset), right, RenderContext(right, &ruleset));
    if (!d)
        return std::nullopt;
    DivergencePlace place{d->seq, {}};
    if (d->seq < left.size())
        place.clause = left.clauseName(left.at(d->seq).clause);
    else if (d->seq < right.size())
        place.clause = right.clauseName(right.at(d->seq).clause);
    return place;
}

ShrinkProperty divergenceProperty(const Ruleset& ruleset, DivergenceSides sides, std::string clause)
{
    ShrinkProperty property;
    property.reaches = [&ruleset, sides = std::move(sides),
                        clause = std::move(clause)](std::shared_ptr<const Scenario> candidate, std::uint64_t,
                                                    std::uint64_t maxEvents) -> std::optional<std::uint64_t> {
        // One event more than the best game's divergence: two games that agree up to there
        // cannot diverge within it.
        const std::uint64_t budget = maxEvents + 1;
        const auto left = sides.left(candidate, sides.leftSeed, budget);
        if (!left)
            return std::nullopt;
        const auto right = sides.right(candidate, sides.rightSeed, budget);
        if (!right)
            return std::nullopt;
        const auto place = firstDivergencePlace(*left, *right, ruleset);
        if (!place || place->clause != clause || place->seq >= maxEvents)
            return std::nullopt;
        return place->seq + 1;
    };
    return property;
}

}  // namespace ts
