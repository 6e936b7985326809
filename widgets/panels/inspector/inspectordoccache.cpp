#include "panels/inspector/inspectordoccache.h"

#include <algorithm>
#include <exception>

namespace ts::gui {

// Only the same event's document will do: every event may change the state (what a rule
// changes for an event shows at that event: Session::stateAt is exact at every event).
InspectorDocCache::Doc InspectorDocCache::find(const Trace&, Seq seq) const
{
    for (const auto& [at, doc, counts] : docs_)
        if (at == seq)
            return doc;
    return nullptr;
}

std::optional<Seq> InspectorDocCache::stepOverTarget(const Trace& trace, Seq cursor)
{
    constexpr Seq kLongestStep = 4096;
    try {
        if (cursor >= trace.size())
            return std::nullopt;
        const auto depth = trace.at(cursor).depth;
        const Seq end = std::min<Seq>(trace.size(), cursor + 1 + kLongestStep);
        for (Seq i = cursor + 1; i < end; ++i)
            if (trace.at(i).depth <= depth)
                return i;
    } catch (const std::exception&) {
        // An unreadable block: nothing to prepare.
    }
    return std::nullopt;
}

void InspectorDocCache::add(Seq seq, Doc doc, Counts counts)
{
    if (!doc)
        return;
    const auto same = std::find_if(docs_.begin(), docs_.end(), [seq](const Kept& k) { return k.seq == seq; });
    if (same != docs_.end()) {
        if (same->doc == doc && !counts)
            counts = same->counts;  // the same document again: its counts still hold
        dispose_(std::move(same->doc));
        docs_.erase(same);
    }
    docs_.insert(docs_.begin(), {seq, std::move(doc), std::move(counts)});
    while (docs_.size() > kKeep) {
        dispose_(std::move(docs_.back().doc));
        docs_.pop_back();
    }
}

InspectorDocCache::Counts InspectorDocCache::countsAt(Seq seq, const Doc& doc) const
{
    for (const Kept& k : docs_)
        if (k.seq == seq && k.doc == doc)
            return k.counts;
    return nullptr;
}

std::vector<std::pair<Seq, InspectorDocCache::Doc>> InspectorDocCache::kept() const
{
    std::vector<std::pair<Seq, Doc>> out;
    for (const Kept& k : docs_)
        out.emplace_back(k.seq, k.doc);
    return out;
}

void InspectorDocCache::clear()
{
    for (Kept& k : docs_)
        dispose_(std::move(k.doc));
    docs_.clear();
}

}  // namespace ts::gui
