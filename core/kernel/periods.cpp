#include "kernel/periods.h"

#include <vector>

namespace ts {

namespace {
// Whether each of the trace's kind ids is the named kind (names are compared once, not
// per event).
std::vector<bool> kindsNamed(const Trace& trace, const std::string& name)
{
    std::vector<bool> is(trace.kindNames.size(), false);
    for (std::size_t k = 0; k < trace.kindNames.size(); ++k)
        is[k] = !name.empty() && trace.kindNames[k] == name;
    return is;
}
}  // namespace

std::optional<Seq> findPeriodEvent(const Trace& trace, const Periods& periods, std::int64_t major, std::int64_t minor)
{
    const std::vector<bool> isMajor = kindsNamed(trace, periods.majorKind);
    const std::vector<bool> isMinor = kindsNamed(trace, periods.minorKind);
    const auto is = [](const std::vector<bool>& v, KindId k) { return k < v.size() && v[k]; };
    bool inMajor = false;
    for (Seq i = 0; i < trace.size(); ++i) {
        const Event e = trace.at(i);
        if (is(isMajor, e.kind)) {
            if (inMajor && minor > 0)
                return std::nullopt;  // the major period ended without that minor one
            inMajor = e.arg[0] == major;
            if (inMajor && minor <= 0)
                return i;
        } else if (inMajor && is(isMinor, e.kind) && e.arg[0] == minor) {
            return i;
        }
    }
    return std::nullopt;
}

}  // namespace ts
