#include "kernel/trace/render.h"

#include "kernel/kinds.h"
#include "kernel/ruleset.h"

namespace ts {

RenderContext::RenderContext(const Trace& trace, const Ruleset* ruleset) : trace_(trace), ruleset_(ruleset)
{
    formatters_.resize(trace.kindNames.size(), nullptr);
    for (std::size_t i = 0; i < trace.kindNames.size(); ++i)
        if (!trace.kindNames[i].empty())
            formatters_[i] = KindRegistry::instance().findByName(trace.kindNames[i]);
}

std::string RenderContext::line(const Event& e) const
{
    const KindInfo* info = e.kind < formatters_.size() ? formatters_[e.kind] : nullptr;
    if (info && info->format)
        return info->format(e, *this);
    // A kind this build does not know (a newer trace): show the raw payload honestly.
    return trace_.kindName(e.kind) + " " + entity(e.subject[0]) + " " + entity(e.subject[1]) + " [" +
        std::to_string(e.arg[0]) + ", " + std::to_string(e.arg[1]) + ", " + std::to_string(e.arg[2]) + ", " +
        std::to_string(e.arg[3]) + "]";
}

std::string RenderContext::entity(EntityId id) const
{
    // Most lines begin with an entity and go on with `+`, which appends to its left operand:
    // room for the whole line here spares that chain growing the string two or three times
    // (a text filter renders every line of the trace).
    constexpr std::size_t kLineRoom = 64;
    std::string name;
    name.reserve(kLineRoom);
    if (id == kNoEntity)
        name += '-';
    else if (id < trace_.entityNames.size())
        name += trace_.entityNames[id];
    else
        name += trace_.entityName(id);
    return name;
}

std::string RenderContext::field(FieldId id) const
{
    return ruleset_ ? ruleset_->fieldName(id) : "field#" + std::to_string(id);
}

std::string RenderContext::answerText(const Event& d) const
{
    Answer a;
    a.kind = static_cast<std::uint16_t>(static_cast<std::uint32_t>(d.arg[1]) & 0xffffu);
    a.target = d.subject[1];
    a.a = d.arg[2];
    a.b = d.arg[3];
    return ruleset_ ? ruleset_->answerText(a, *this) : "answer#" + std::to_string(a.kind);
}

std::string RenderContext::outcome(std::int32_t code) const
{
    return ruleset_ ? ruleset_->outcomeText(code) : std::to_string(code);
}

}  // namespace ts
