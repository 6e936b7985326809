#include "teach/rulesteps.h"

#include "kernel/session/why_not.h"

#include <algorithm>

namespace ts::gui {

bool RuleSteps::isRuleStep(const Trace& trace, Seq seq)
{
    const Event e = trace.at(seq);
    return !carriesData(e) && !isNotApplied(e);
}

std::optional<Seq> RuleSteps::next(const Trace& trace, Seq from)
{
    for (Seq seq = from; seq < trace.size(); ++seq)
        if (isRuleStep(trace, seq))
            return seq;
    return std::nullopt;
}

std::optional<Seq> RuleSteps::previous(const Trace& trace, Seq before)
{
    for (Seq seq = std::min<Seq>(before, trace.size()); seq > 0; --seq)
        if (isRuleStep(trace, seq - 1))
            return seq - 1;
    return std::nullopt;
}

std::optional<Seq> RuleSteps::containing(const Trace& trace, Seq seq)
{
    if (seq < trace.size() && isRuleStep(trace, seq))
        return seq;
    return previous(trace, seq);
}

Seq RuleSteps::end(const Trace& trace, Seq step)
{
    if (const auto after = next(trace, step + 1))
        return *after - 1;
    return trace.size() > step ? trace.size() - 1 : step;
}

void RuleSteps::build(const Trace& trace)
{
    if (built_ == trace.size() && !blockCounts_.empty())
        return;
    blockCounts_.assign(1, 0);
    std::size_t count = 0;
    for (Seq seq = 0; seq < trace.size(); ++seq) {
        if (seq > 0 && seq % kBlock == 0)
            blockCounts_.push_back(count);
        count += isRuleStep(trace, seq) ? 1 : 0;
    }
    total_ = count;
    built_ = trace.size();
}

std::size_t RuleSteps::countUpTo(const Trace& trace, Seq seq)
{
    build(trace);
    if (seq >= trace.size())
        return total_;
    const std::size_t block = seq / kBlock;
    std::size_t count = blockCounts_[block];
    for (Seq s = block * kBlock; s <= seq; ++s)
        count += isRuleStep(trace, s) ? 1 : 0;
    return count;
}

std::size_t RuleSteps::total(const Trace& trace)
{
    build(trace);
    return total_;
}

}  // namespace ts::gui
