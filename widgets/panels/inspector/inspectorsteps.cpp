#include "panels/inspector/inspectorsteps.h"

#include "panels/inspector/inspectordoccache.h"

#include <exception>

namespace ts::gui::inspectorsteps {

namespace {
// As far as InspectorDocCache::stepOverTarget looks ahead: a scan this long costs well under
// a millisecond, and longer steps are rare.
constexpr Seq kLongestStep = 4096;
}  // namespace

std::optional<Seq> stepBackOverTarget(const Trace& trace, Seq cursor)
{
    try {
        if (cursor == 0 || cursor >= trace.size())
            return std::nullopt;
        const auto depth = trace.at(cursor).depth;
        const Seq end = cursor > kLongestStep ? cursor - kLongestStep : 0;
        for (Seq i = cursor; i-- > end;)
            if (trace.at(i).depth <= depth)
                return i;
        if (end == 0)
            return Seq(0);  // Session::stepBackTo: nothing at that depth goes to the first event
    } catch (const std::exception&) {
        // An unreadable block: nothing to prepare.
    }
    return std::nullopt;
}

std::vector<Seq> preparationTargets(const Trace& trace, Seq cursor)
{
    std::vector<Seq> targets;
    if (const auto forward = InspectorDocCache::stepOverTarget(trace, cursor))
        targets.push_back(*forward);
    if (const auto back = stepBackOverTarget(trace, cursor); back && (targets.empty() || targets[0] != *back))
        targets.push_back(*back);
    return targets;
}

}  // namespace ts::gui::inspectorsteps
