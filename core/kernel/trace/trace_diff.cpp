#include "kernel/trace/trace_diff.h"

#include <algorithm>
#include <string_view>

namespace ts {
namespace {

// A name without allocating when the id is in the table (the common case).
bool sameKind(const Trace& a, KindId ka, const Trace& b, KindId kb)
{
    if (ka < a.kindNames.size() && kb < b.kindNames.size() && !a.kindNames[ka].empty() && !b.kindNames[kb].empty())
        return a.kindNames[ka] == b.kindNames[kb];
    return a.kindName(ka) == b.kindName(kb);
}

bool sameClause(const Trace& a, ClauseId ca, const Trace& b, ClauseId cb)
{
    if (ca < a.clauseNames.size() && cb < b.clauseNames.size())
        return a.clauseNames[ca] == b.clauseNames[cb];
    return a.clauseName(ca) == b.clauseName(cb);
}

bool sameEntity(const Trace& a, EntityId ea, const Trace& b, EntityId eb)
{
    if (ea == kNoEntity || eb == kNoEntity)
        return ea == eb;
    if (ea < a.entityNames.size() && eb < b.entityNames.size())
        return a.entityNames[ea] == b.entityNames[eb];
    return a.entityName(ea) == b.entityName(eb);
}

bool sameEvent(const Trace& a, const Event& x, const Trace& b, const Event& y)
{
    return x.depth == y.depth && x.flags == y.flags &&
        std::equal(std::begin(x.arg), std::end(x.arg), std::begin(y.arg)) && sameKind(a, x.kind, b, y.kind) &&
        sameClause(a, x.clause, b, y.clause) && sameEntity(a, x.subject[0], b, y.subject[0]) &&
        sameEntity(a, x.subject[1], b, y.subject[1]);
}

}  // namespace

std::string describeEvent(const Trace& trace, const RenderContext& ctx, const Event& e)
{
    auto entity = [&](EntityId id) { return id == kNoEntity ? std::string("-") : trace.entityName(id); };
    return trace.kindName(e.kind) + " " + trace.clauseName(e.clause) + " depth=" + std::to_string(e.depth) +
        " flags=" + std::to_string(e.flags) + " subjects=[" + entity(e.subject[0]) + ", " + entity(e.subject[1]) +
        "] args=[" + std::to_string(e.arg[0]) + ", " + std::to_string(e.arg[1]) + ", " + std::to_string(e.arg[2]) +
        ", " + std::to_string(e.arg[3]) + "] | " + ctx.line(e);
}

std::optional<Divergence> firstDivergence(const Trace& a, const RenderContext& ra, const Trace& b,
                                          const RenderContext& rb)
{
    const Seq common = std::min(a.size(), b.size());
    for (Seq seq = 0; seq < common; ++seq) {
        const Event x = a.at(seq);
        const Event y = b.at(seq);
        if (!sameEvent(a, x, b, y))
            return Divergence{seq, describeEvent(a, ra, x), describeEvent(b, rb, y)};
    }
    if (a.size() == b.size())
        return std::nullopt;
    const std::string end = "(end of trace)";
    if (a.size() < b.size())
        return Divergence{common, end, describeEvent(b, rb, b.at(common))};
    return Divergence{common, describeEvent(a, ra, a.at(common)), end};
}

}  // namespace ts
