// TraceError, the error type of trace_file.h.
#include "kernel/trace/trace_file.h"

#include <utility>

namespace ts {

namespace {
std::string joinWhat(const std::string& file, const std::string& detail)
{
    return file.empty() ? detail : file + ": " + detail;
}
}  // namespace

TraceError::TraceError(Code code, std::string file, std::string detail)
    : std::runtime_error(joinWhat(file, detail)), code_(code), file_(std::move(file)), detail_(std::move(detail))
{}

const char* traceErrorCodeName(TraceError::Code code)
{
    switch (code) {
    case TraceError::Code::NotATrace: return "not-a-trace";
    case TraceError::Code::Truncated: return "truncated";
    case TraceError::Code::CorruptBlock: return "corrupt-block";
    case TraceError::Code::Corrupt: return "corrupt";
    case TraceError::Code::ImpossibleEvent: return "impossible-event";
    case TraceError::Code::NewerVersion: return "newer-version";
    case TraceError::Code::ScenarioInvalid: return "scenario-invalid";
    case TraceError::Code::Io: return "io";
    }
    return "unknown";
}

}  // namespace ts
