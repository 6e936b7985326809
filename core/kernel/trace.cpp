#include "trace.h"

#include "clauses.h"
#include "kinds.h"

#include <algorithm>
#include <stdexcept>

namespace ts {

struct Trace::Block {
    std::vector<Event> events;  // lazy blocks: empty until loaded
    bool resident = true;
};

Trace::Trace()
{
    entityNames.emplace_back();
    for (const auto& k : KindRegistry::instance().all()) {
        if (kindNames.size() <= k.id)
            kindNames.resize(k.id + 1u);
        kindNames[k.id] = std::string(k.name);
    }
    for (const auto& c : clauseTable())
        clauseNames.emplace_back(c.id);
}

Trace::Trace(Trace&&) noexcept = default;
Trace& Trace::operator=(Trace&&) noexcept = default;
Trace::~Trace() = default;

void Trace::newBlock()
{
    if (size_ % kBlockEvents != 0) {
        // The tail block came from a file: make it this session's own before writing to it.
        const std::size_t last = blocks_.size() - 1;
        Block& b = blockFor(last);
        std::vector<Event> copy(b.events.begin(), b.events.end());
        copy.resize(kBlockEvents);
        b.events = std::move(copy);
        b.resident = true;
        lru_.erase(std::remove(lru_.begin(), lru_.end(), last), lru_.end());
        lazyBlocks_ = std::min(lazyBlocks_, last);
        current_ = b.events.data();
        fill_ = size_ % kBlockEvents;
        return;
    }
    auto b = std::make_unique<Block>();
    b->events.resize(kBlockEvents);
    current_ = b->events.data();
    fill_ = 0;
    blocks_.push_back(std::move(b));
}

Trace::Block& Trace::blockFor(std::size_t index) const
{
    Block& b = *blocks_[index];
    if (index < lazyBlocks_) {
        auto it = std::find(lru_.begin(), lru_.end(), index);
        if (it != lru_.end()) {
            lru_.erase(it);
        } else {
            std::vector<Event> loaded;
            loader_(index, loaded);
            const std::size_t expected =
                std::min(kBlockEvents, lazyEvents_ - index * kBlockEvents);
            if (loaded.size() != expected)
                throw std::runtime_error("block " + std::to_string(index) + " holds " +
                                         std::to_string(loaded.size()) + " events, expected " +
                                         std::to_string(expected));
            b.events = std::move(loaded);
            b.resident = true;
            while (lru_.size() >= maxResident_) {
                Block& old = *blocks_[lru_.front()];
                old.events = std::vector<Event>();  // release the memory, not just the elements
                old.resident = false;
                lru_.erase(lru_.begin());
            }
        }
        lru_.push_back(index);
    }
    return b;
}

Event Trace::at(Seq seq) const
{
    if (seq >= size_)
        throw std::out_of_range("event " + std::to_string(seq) + " is past the trace end " +
                                std::to_string(size_));
    return blockFor(seq / kBlockEvents).events[seq % kBlockEvents];
}

void Trace::truncate(Seq n)
{
    if (n >= size_)
        return;
    const std::size_t keepBlocks = (n + kBlockEvents - 1) / kBlockEvents;
    blocks_.resize(keepBlocks);
    lazyBlocks_ = std::min(lazyBlocks_, keepBlocks);
    lru_.erase(std::remove_if(lru_.begin(), lru_.end(), [&](std::size_t i) { return i >= lazyBlocks_; }),
               lru_.end());
    size_ = n;
    // The next append takes over the (possibly partial) tail block, see newBlock.
    current_ = nullptr;
    fill_ = kBlockEvents;
}

void Trace::clear() { truncate(0); }

void Trace::attachLoader(std::size_t count, BlockLoader loader, std::size_t maxResident)
{
    blocks_.clear();
    lru_.clear();
    loader_ = std::move(loader);
    lazyEvents_ = count;
    lazyBlocks_ = (count + kBlockEvents - 1) / kBlockEvents;
    maxResident_ = std::max<std::size_t>(1, maxResident);
    for (std::size_t i = 0; i < lazyBlocks_; ++i) {
        auto b = std::make_unique<Block>();
        b->resident = false;
        blocks_.push_back(std::move(b));
    }
    size_ = count;
    // The first append takes over a partial tail block (see newBlock).
    current_ = nullptr;
    fill_ = kBlockEvents;
}

std::string Trace::entityName(EntityId id) const
{
    return id < entityNames.size() ? entityNames[id] : "#" + std::to_string(id);
}

std::string Trace::kindName(KindId id) const
{
    return id < kindNames.size() && !kindNames[id].empty() ? kindNames[id] : "kind#" + std::to_string(id);
}

std::string Trace::clauseName(ClauseId id) const
{
    return id < clauseNames.size() ? clauseNames[id] : "clause#" + std::to_string(id);
}

std::size_t Trace::residentBytes() const
{
    std::size_t bytes = 0;
    for (const auto& b : blocks_)
        bytes += b->events.capacity() * sizeof(Event);
    return bytes;
}

}  // namespace ts
