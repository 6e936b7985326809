#include "kernel/exit_codes.h"

#include "kernel/batch/batch_results.h"
#include "kernel/io/file_io.h"
#include "kernel/scenario.h"
#include "kernel/trace/trace_file.h"

namespace ts {

int exitCodeFor(const std::exception& e)
{
    if (dynamic_cast<const ScenarioError*>(&e))
        return kExitBadScenario;
    if (const auto* t = dynamic_cast<const TraceError*>(&e))
        return t->code() == TraceError::Code::Io ? kExitIo : kExitBadTrace;
    if (dynamic_cast<const FileError*>(&e))
        return kExitIo;
    if (const auto* b = dynamic_cast<const BatchFileError*>(&e))
        return b->kind() == BatchFileError::Kind::Mismatch ? kExitUsage : kExitBadTrace;
    return kExitInternal;
}

}  // namespace ts
