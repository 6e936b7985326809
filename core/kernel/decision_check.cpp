#include "kernel/decision_check.h"

#include "kernel/kinds.h"
#include "kernel/trace/trace_file.h"

namespace ts {

std::size_t decisionEvents(const Trace& trace)
{
    std::size_t n = 0;
    for (Seq seq = 0; seq < trace.size(); ++seq)
        n += trace.at(seq).kind == kind(CommonKind::Decision) ? 1 : 0;
    return n;
}

void checkDecisionsUsed(const std::string& file, std::size_t recordedDecisions, const Trace& replay)
{
    const std::size_t used = decisionEvents(replay);
    if (recordedDecisions <= used)
        return;
    throw TraceError(TraceError::Code::Corrupt, file,
                     "the trace records " + std::to_string(recordedDecisions) + " decisions but its game uses " +
                         std::to_string(used) + ": " + std::to_string(recordedDecisions - used) +
                         " are never asked for (the trace was edited or is corrupt)");
}

}  // namespace ts
