#pragma once
// Turns an event into one readable line. Nothing readable is stored in the trace: the
// line is made from kind + payload + the trace's name tables, each time it is shown.
#include "kernel/event.h"
#include "kernel/trace/trace.h"

#include <string>
#include <vector>

namespace ts {

class Ruleset;
struct KindInfo;

class RenderContext {
public:
    RenderContext(const Trace& trace, const Ruleset* ruleset);

    std::string line(const Event& e) const;  // the summary only
    std::string entity(EntityId id) const;
    std::string field(FieldId id) const;
    std::string answerText(const Event& decision) const;
    std::string outcome(std::int32_t code) const;
    const Trace& trace() const { return trace_; }

private:
    const Trace& trace_;
    const Ruleset* ruleset_;
    mutable std::vector<const KindInfo*> formatters_;  // by the trace's kind id
};

}  // namespace ts
