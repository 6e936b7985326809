#include "kernel/session/write_index.h"

#include "kernel/kinds.h"
#include "kernel/trace/trace.h"

#include <algorithm>
#include <stdexcept>

namespace ts {

std::vector<std::uint32_t>& WriteIndex::listFor(std::uint64_t key)
{
    if (key != lastKey_) {
        const auto [it, added] = slot_.try_emplace(key, static_cast<std::uint32_t>(lists_.size()));
        if (added) {
            lists_.emplace_back();
            keys_.push_back(key);
        }
        lastKey_ = key;
        lastSlot_ = it->second;
    }
    return lists_[lastSlot_];
}

bool WriteIndex::extend(const Trace& trace, std::size_t maxEvents)
{
    const std::size_t size = trace.size();
    if (size > kMaxEvents)
        throw std::length_error("the write index holds at most 4294967295 events; the trace has " +
                                std::to_string(size));
    if (indexed_ > size)
        cut(size);  // the trace was cut without telling us: what is gone cannot stay
    const std::size_t end = maxEvents >= size - indexed_ ? size : indexed_ + maxEvents;
    // The user's edits are writes of their fields too: an edit is the last change of its field
    // until the rules write it again, so "Who changed this?" must find it.
    const KindId write = kind(CommonKind::Write), userEdit = kind(CommonKind::Edit);
    while (indexed_ < end) {
        const std::size_t blockIndex = indexed_ / Trace::kBlockEvents;
        const std::size_t first = blockIndex * Trace::kBlockEvents;
        const std::span<const Event> events = trace.block(blockIndex);
        const std::size_t stop = std::min(events.size(), end - first);
        for (std::size_t i = indexed_ - first; i < stop; ++i) {
            const Event& e = events[i];
            if (e.kind != write && e.kind != userEdit)
                continue;
            // arg0 is the field id; a value outside FieldId (a damaged file) is kept apart
            // from every real field by its low 16 bits only, as the renderers do.
            const FieldRef ref{e.subject[0], static_cast<FieldId>(e.arg[0])};
            listFor(keyOf(ref)).push_back(static_cast<std::uint32_t>(first + i));
            ++writeCount_;
        }
        indexed_ = first + stop;
    }
    return indexed_ >= size;
}

void WriteIndex::cut(Seq n)
{
    if (n >= indexed_)
        return;
    for (auto& list : lists_) {
        const auto it = std::lower_bound(list.begin(), list.end(), n);
        writeCount_ -= static_cast<std::size_t>(list.end() - it);
        list.erase(it, list.end());
    }
    indexed_ = n;
}

void WriteIndex::clear() { *this = WriteIndex(); }

std::span<const std::uint32_t> WriteIndex::writes(FieldRef ref) const
{
    const auto it = slot_.find(keyOf(ref));
    if (it == slot_.end())
        return {};
    return lists_[it->second];
}

std::optional<Seq> WriteIndex::lastWriteAtOrBefore(FieldRef ref, Seq seq) const
{
    const auto list = writes(ref);
    const auto it = std::upper_bound(list.begin(), list.end(), seq);
    if (it == list.begin())
        return std::nullopt;
    return *(it - 1);
}

std::optional<Seq> WriteIndex::previousWrite(FieldRef ref, Seq seq) const
{
    return seq == 0 ? std::nullopt : lastWriteAtOrBefore(ref, seq - 1);
}

std::vector<FieldRef> WriteIndex::fields() const
{
    std::vector<FieldRef> out;
    out.reserve(keys_.size());
    for (std::size_t i = 0; i < keys_.size(); ++i)
        if (!lists_[i].empty())
            out.push_back({static_cast<EntityId>(keys_[i] >> 16), static_cast<FieldId>(keys_[i] & 0xffffu)});
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<FieldId> WriteIndex::fieldsOf(EntityId entity) const
{
    std::vector<FieldId> out;
    for (std::size_t i = 0; i < keys_.size(); ++i)
        if (!lists_[i].empty() && (keys_[i] >> 16) == entity)
            out.push_back(static_cast<FieldId>(keys_[i] & 0xffffu));
    std::sort(out.begin(), out.end());
    return out;
}

std::size_t WriteIndex::memoryBytes() const
{
    std::size_t bytes = lists_.capacity() * sizeof(lists_[0]) + keys_.capacity() * sizeof(keys_[0]);
    for (const auto& list : lists_)
        bytes += list.capacity() * sizeof(std::uint32_t);
    // An unordered_map node holds the pair and a next pointer (and the cached hash in some
    // implementations); the buckets are one pointer each.
    bytes += slot_.size() * (sizeof(std::pair<const std::uint64_t, std::uint32_t>) + 2 * sizeof(void*)) +
        slot_.bucket_count() * sizeof(void*);
    return bytes;
}

}  // namespace ts
