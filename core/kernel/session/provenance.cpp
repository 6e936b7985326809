#include "kernel/session/provenance.h"

#include "kernel/kinds.h"
#include "kernel/ruleset.h"
#include "kernel/trace/trace.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

namespace ts {

namespace {

// Calls visit(seq, event) for events from `from` backwards until it returns false, event 0
// is passed, or `limit` events were visited. Block by block: a trace from a file pages in
// each block once.
template <typename Visit>
void scanBack(const Trace& trace, Seq from, std::size_t limit, Visit visit)
{
    Seq seq = from + 1;
    while (seq > 0 && limit > 0) {
        const std::size_t blockIndex = (seq - 1) / Trace::kBlockEvents;
        const std::span<const Event> events = trace.block(blockIndex);
        const Seq first = blockIndex * Trace::kBlockEvents;
        for (; seq > first && limit > 0; --limit) {
            --seq;
            if (!visit(seq, events[seq - first]))
                return;
        }
    }
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0u : 1u)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

}  // namespace

WriteRecord readWrite(const Trace& trace, Seq seq)
{
    const Event e = trace.at(seq);
    const bool byUser = e.kind == kind(CommonKind::Edit);
    if (e.kind != kind(CommonKind::Write) && !byUser)
        throw std::invalid_argument("event " + std::to_string(seq) + " is not a write");
    WriteRecord w;
    w.byUser = byUser;
    w.seq = seq;
    w.ref = {e.subject[0], static_cast<FieldId>(e.arg[0])};
    w.oldValue = e.arg[1];
    w.newValue = e.arg[2];
    w.clause = e.clause;
    w.depth = e.depth;
    w.ruleStep = seq;
    w.stepStart = seq;
    bool parentFound = false;
    scanBack(trace, seq, kProvenanceScanLimit, [&](Seq s, const Event& ev) {
        if (!parentFound && ev.depth < e.depth) {
            w.ruleStep = s;
            parentFound = true;
        }
        w.stepStart = s;
        return (ev.flags & EventFlag::StepStart) == 0;
    });
    if (!parentFound)
        w.ruleStep = w.stepStart;  // nested under nothing: it belongs to the step itself
    return w;
}

WriteOrigin traceBack(const Trace& trace, const WriteIndex& index, Seq write)
{
    WriteOrigin o;
    o.write = readWrite(trace, write);
    o.previousWrite = index.previousWrite(o.write.ref, write);
    const KindId writeKind = kind(CommonKind::Write), drawKind = kind(CommonKind::RngDraw),
                 decisionKind = kind(CommonKind::Decision), editKind = kind(CommonKind::Edit);
    if (write > o.write.stepStart) {
        scanBack(trace, write - 1, write - o.write.stepStart, [&](Seq s, const Event& ev) {
            if (ev.kind == decisionKind)
                o.decisions.push_back(s);
            else if (ev.kind == drawKind)
                o.draws.push_back(s);
            else if ((ev.kind == writeKind || ev.kind == editKind) &&
                     !(ev.subject[0] == o.write.ref.entity && ev.arg[0] == o.write.ref.field)) {
                if (o.stepWrites.size() < WriteOrigin::kMaxStepWrites)
                    o.stepWrites.push_back(s);
                else
                    ++o.stepWritesOmitted;
            }
            return true;
        });
    }
    std::reverse(o.decisions.begin(), o.decisions.end());
    std::reverse(o.draws.begin(), o.draws.end());
    std::reverse(o.stepWrites.begin(), o.stepWrites.end());
    if (o.decisions.empty() && o.write.stepStart > 0 && !o.write.byUser) {
        scanBack(trace, o.write.stepStart - 1, kProvenanceScanLimit, [&](Seq s, const Event& ev) {
            if (ev.kind != decisionKind)
                return true;
            o.decisionBefore = s;
            return false;
        });
    }
    return o;
}

std::optional<EntityId> findEntity(const Trace& trace, std::string_view name)
{
    for (std::size_t id = 1; id < trace.entityNames.size(); ++id)
        if (trace.entityNames[id] == name)
            return static_cast<EntityId>(id);
    return std::nullopt;
}

std::optional<FieldId> findField(const Ruleset& ruleset, const WriteIndex& index, std::string_view name)
{
    std::set<FieldId> seen;
    for (const FieldRef& r : index.fields())
        if (seen.insert(r.field).second && ruleset.fieldName(r.field) == name)
            return r.field;
    return std::nullopt;
}

std::vector<std::string> writtenFieldNames(const Ruleset& ruleset, const WriteIndex& index,
                                           std::optional<EntityId> entity)
{
    std::set<std::string> names;
    std::set<FieldId> seen;
    for (const FieldRef& r : index.fields())
        if ((!entity || r.entity == *entity) && seen.insert(r.field).second)
            names.insert(ruleset.fieldName(r.field));
    return {names.begin(), names.end()};
}

std::vector<std::string> closeNames(const std::vector<std::string>& candidates, std::string_view name, std::size_t max)
{
    const std::string wanted = lower(name);
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const std::string& c : candidates) {
        if (c.empty())
            continue;
        const std::string l = lower(c);
        // Names that contain what was typed (or are contained in it) come first.
        const bool contains =
            !wanted.empty() && (l.find(wanted) != std::string::npos || wanted.find(l) != std::string::npos);
        const std::size_t d = contains ? 0 : editDistance(l, wanted);
        if (contains || d <= std::max<std::size_t>(2, wanted.size() / 2))
            scored.emplace_back(d, c);
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < scored.size() && out.size() < max; ++i)
        out.push_back(scored[i].second);
    return out;
}

}  // namespace ts
