#pragma once
// Finding things in a trace by name, as a reader of the trace would: kinds, entities, the
// n-th event of a kind.
#include "kernel/session/session.h"
#include "kernel/trace/trace.h"

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace ts::test {

// The trace's id of a kind name; 0 when the trace has no such kind.
inline KindId kindId(const Trace& trace, std::string_view name)
{
    for (std::size_t i = 0; i < trace.kindNames.size(); ++i)
        if (trace.kindNames[i] == name)
            return static_cast<KindId>(i);
    return 0;
}

inline EntityId entityId(const Trace& trace, std::string_view name)
{
    for (std::size_t i = 1; i < trace.entityNames.size(); ++i)
        if (trace.entityNames[i] == name)
            return static_cast<EntityId>(i);
    return kNoEntity;
}

// Every event of a kind (optionally filtered), from `from` on.
inline std::vector<Seq> eventsOfKind(const Trace& t, std::string_view kindName,
                                     const std::function<bool(const Event&)>& pred = {}, Seq from = 0)
{
    std::vector<Seq> out;
    const KindId k = kindId(t, kindName);
    for (Seq i = from; k != 0 && i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == k && (!pred || pred(e)))
            out.push_back(i);
    }
    return out;
}

// The `nth` (0-based) event of kind `kindName` that satisfies `pred`.
inline std::optional<Seq> findEvent(const Trace& t, std::string_view kindName, int nth = 0,
                                    const std::function<bool(const Event&)>& pred = {})
{
    const KindId k = kindId(t, kindName);
    for (Seq i = 0; k != 0 && i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind != k || (pred && !pred(e)))
            continue;
        if (nth-- == 0)
            return i;
    }
    return std::nullopt;
}

inline std::optional<Seq> findEvent(const Session& s, std::string_view kindName, int nth = 0,
                                    const std::function<bool(const Event&)>& pred = {})
{
    return findEvent(s.trace(), kindName, nth, pred);
}

inline std::optional<Seq> firstEventOfKind(const Session& s, std::string_view kind, Seq from = 0)
{
    const auto all = eventsOfKind(s.trace(), kind, {}, from);
    return all.empty() ? std::nullopt : std::optional<Seq>(all.front());
}

}  // namespace ts::test
