#include "kernel/trace/trace.h"

#include "kernel/clauses.h"
#include "kernel/kinds.h"
#include "kernel/trace/trace_compact.h"
#include "kernel/trace/trace_memory.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <stdexcept>
#include <utility>

namespace ts {

// Blocks written in this session live in 2 MiB chunks (trace_memory.h): the kernel can
// back a chunk with one huge page, a supplier thread has usually faulted it in already,
// nothing is zero-filled before the engine writes it, and the blocks a fork cuts off or
// the packer has packed are reused, so while the packer keeps up the engine writes into
// the same few blocks instead of fresh memory.
class Trace::Arena {
public:
    static constexpr std::size_t kBlockBytes = kBlockEvents * sizeof(Event);
    static constexpr std::size_t kChunkBytes = trace_memory::kChunkBytes;
    static_assert(kChunkBytes % kBlockBytes == 0);

    Arena() = default;
    Arena(const Arena&) = delete;
    Arena& operator=(const Arena&) = delete;
    ~Arena()
    {
        packing.stop();  // the packer must not read a chunk given back
        for (void* c : chunks_)
            trace_memory::giveChunk(c);
    }

    Event* take()
    {
        if (free_.empty()) {
            chunks_.reserve(chunks_.size() + 1);
            free_.reserve((chunks_.size() + 1) * (kChunkBytes / kBlockBytes));
            void* chunk = trace_memory::takeChunk();
            chunks_.push_back(chunk);
            auto* bytes = static_cast<unsigned char*>(chunk);
            for (std::size_t off = kChunkBytes; off > 0; off -= kBlockBytes)
                free_.push_back(reinterpret_cast<Event*>(bytes + off - kBlockBytes));
        }
        Event* block = free_.back();
        free_.pop_back();
        return block;
    }
    // The last given is the next taken: the one most likely still in the cache.
    void give(Event* block) { free_.push_back(block); }

    trace_compact::Packing packing;

private:
    std::vector<void*> chunks_;
    std::vector<Event*> free_;  // room for every block of every chunk: reserved in take()
};

struct Trace::Block {
    Event* data = nullptr;  // the events: an arena block, or `loaded`; null when paged out
    std::vector<Event> loaded;  // a block paged in from a file or unpacked
    const std::uint8_t* packed = nullptr;  // a full block of this session, packed (trace_compact.h)
    std::size_t packedSize = 0;
    bool owned = false;  // data is an arena block
    bool submitted = false;  // owned and with the packer
};

Trace::Trace() : arena_(std::make_unique<Arena>())
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

// The source is left an empty trace that can be written, read and cleared again (its arena
// is made when it next takes a block).
Trace::Trace(Trace&& o) noexcept { *this = std::move(o); }

Trace& Trace::operator=(Trace&& o) noexcept
{
    if (this == &o)
        return *this;
    entityNames = std::exchange(o.entityNames, {std::string()});
    kindNames = std::exchange(o.kindNames, {});
    clauseNames = std::exchange(o.clauseNames, {});
    // The old arena, destroyed here, stops the packer before it gives its chunks back.
    blocks_ = std::exchange(o.blocks_, {});
    arena_ = std::move(o.arena_);
    current_ = std::exchange(o.current_, nullptr);
    fill_ = std::exchange(o.fill_, kBlockEvents);
    size_ = std::exchange(o.size_, 0);
    loader_ = std::exchange(o.loader_, nullptr);
    lazyBlocks_ = std::exchange(o.lazyBlocks_, 0);
    lazyEvents_ = std::exchange(o.lazyEvents_, 0);
    maxResident_ = std::exchange(o.maxResident_, 64);
    regenerated_ = std::exchange(o.regenerated_, false);
    packing_ = std::exchange(o.packing_, true);
    lru_ = std::exchange(o.lru_, {});
    return *this;
}
Trace::~Trace() = default;

void Trace::newBlock()
{
    if (!arena_)
        arena_ = std::make_unique<Arena>();  // a trace moved from
    takePacked();
    if (size_ % kBlockEvents != 0) {
        // A partial tail block (after a truncation, or the last block of a file): make it
        // this session's own before writing to it.
        const std::size_t last = blocks_.size() - 1;
        Block& b = blockFor(last);
        if (!b.owned) {
            Event* data = arena_->take();
            std::memcpy(static_cast<void*>(data), b.data, (size_ % kBlockEvents) * sizeof(Event));
            lru_.erase(std::remove(lru_.begin(), lru_.end(), last), lru_.end());
            b.loaded = std::vector<Event>();
            b.packed = nullptr;
            b.data = data;
            b.owned = true;
            lazyBlocks_ = std::min(lazyBlocks_, last);
        }
        current_ = b.data;
        fill_ = size_ % kBlockEvents;
        return;
    }
    if (!blocks_.empty())
        submitIfFull(blocks_.size() - 1);
    auto b = std::make_unique<Block>();
    b->data = arena_->take();
    b->owned = true;
    current_ = b->data;
    fill_ = 0;
    blocks_.push_back(std::move(b));
}

void Trace::submitIfFull(std::size_t index) const
{
    Block& b = *blocks_[index];
    if (!packing_ || !b.owned || b.submitted || (index + 1) * kBlockEvents > size_)
        return;
    try {
        b.submitted = arena_->packing.submit(index, b.data);
    } catch (const std::bad_alloc&) {
        // No room in the packer's queue: the block stays raw.
    }
}

void Trace::takePacked() const
{
    if (!arena_ || !arena_->packing.hasResults())
        return;
    for (auto& r : arena_->packing.takeResults()) {
        // A block truncated away never has a result: truncate() stops the packer first.
        if (r.block >= blocks_.size())
            continue;
        Block& b = *blocks_[r.block];
        if (!b.owned || b.data != r.raw)
            continue;
        b.submitted = false;
        if (!r.bytes)
            continue;  // the packer had no memory for it: the block stays raw
        b.packed = r.bytes;
        b.packedSize = r.size;
        b.owned = false;
        arena_->give(b.data);
        b.data = nullptr;
    }
}

Trace::Block& Trace::blockFor(std::size_t index) const
{
    takePacked();
    Block& b = *blocks_[index];
    if (b.owned)
        return b;
    if (!lru_.empty() && lru_.back() == index)  // reading on in the same block
        return b;
    auto it = std::find(lru_.begin(), lru_.end(), index);
    if (it == lru_.end())
        return loadBlock(index);
    lru_.erase(it);
    lru_.push_back(index);
    return b;
}

Trace::Block& Trace::loadBlock(std::size_t index) const
{
    Block& b = *blocks_[index];
    std::vector<Event> loaded;
    if (b.packed) {
        loaded.resize(kBlockEvents);
        trace_compact::decode(b.packed, b.packedSize, kBlockEvents, loaded.data());
    } else {
        loader_(index, loaded);
        if (b.owned)  // a regenerated trace's loader adopted it (and maybe its neighbours)
            return b;
        const std::size_t expected = std::min(kBlockEvents, lazyEvents_ - index * kBlockEvents);
        if (loaded.size() != expected)
            throw std::runtime_error("block " + std::to_string(index) + " holds " + std::to_string(loaded.size()) +
                                     " events, expected " + std::to_string(expected));
    }
    lru_.reserve(lru_.size() + 1);  // nothing changes if this throws
    b.loaded = std::move(loaded);
    b.data = b.loaded.data();
    while (lru_.size() >= maxResident_) {
        Block& old = *blocks_[lru_.front()];
        old.loaded = std::vector<Event>();  // release the memory, not just the elements
        old.data = nullptr;
        lru_.erase(lru_.begin());
    }
    lru_.push_back(index);
    return b;
}

Event Trace::at(Seq seq) const
{
    if (seq >= size_)
        throw std::out_of_range("event " + std::to_string(seq) + " is past the trace end " + std::to_string(size_));
    return blockFor(seq / kBlockEvents).data[seq % kBlockEvents];
}

std::span<const Event> Trace::block(std::size_t index) const
{
    if (index >= blockCount())
        throw std::out_of_range("block " + std::to_string(index) + " is past the trace end");
    const std::size_t first = index * kBlockEvents;
    return {blockFor(index).data, std::min(kBlockEvents, size_ - first)};
}

void Trace::truncate(Seq n)
{
    if (n >= size_)
        return;
    const std::size_t keepBlocks = (n + kBlockEvents - 1) / kBlockEvents;
    // The packer must not read a block given back below. What it finished is taken first;
    // what it had not started is submitted again if it is kept.
    if (arena_)  // none in a trace moved from, which owns no block
        for (std::size_t i : arena_->packing.stop())
            blocks_[i]->submitted = false;
    takePacked();
    for (std::size_t i = keepBlocks; i < blocks_.size(); ++i)
        if (blocks_[i]->owned)
            arena_->give(blocks_[i]->data);
    blocks_.resize(keepBlocks);
    if (keepBlocks == 0 && arena_)
        arena_->packing.release();  // the packer's chunks hold no kept block: start afresh
    lazyBlocks_ = std::min(lazyBlocks_, keepBlocks);
    if (regenerated_)  // a file's block holds what the file holds; a regenerated one, what exists
        lazyEvents_ = std::min<std::size_t>(lazyEvents_, n);
    lru_.erase(std::remove_if(lru_.begin(), lru_.end(), [&](std::size_t i) { return i >= keepBlocks; }), lru_.end());
    size_ = n;
    // The next append takes over the (possibly partial) tail block, see newBlock.
    current_ = nullptr;
    fill_ = kBlockEvents;
    for (std::size_t i = 0; i < keepBlocks; ++i)
        submitIfFull(i);
}

void Trace::clear() { truncate(0); }

void Trace::attachLoader(std::size_t count, BlockLoader loader, std::size_t maxResident)
{
    truncate(0);
    loader_ = std::move(loader);
    lazyEvents_ = count;
    lazyBlocks_ = (count + kBlockEvents - 1) / kBlockEvents;
    maxResident_ = std::max<std::size_t>(1, maxResident);
    for (std::size_t i = 0; i < lazyBlocks_; ++i)
        blocks_.push_back(std::make_unique<Block>());
    size_ = count;
    current_ = nullptr;
    fill_ = kBlockEvents;
}

void Trace::attachRegenerator(BlockLoader loader, std::size_t maxResident)
{
    attachLoader(0, std::move(loader), maxResident);
    regenerated_ = true;
}

void Trace::adopt(std::size_t index, std::span<const Event> events)
{
    if (!regenerated_ || index >= blocks_.size() || events.size() != kBlockEvents || (index + 1) * kBlockEvents > size_)
        throw std::logic_error("Trace::adopt: block " + std::to_string(index) +
                               " is no full block of a regenerated trace");
    Block& b = *blocks_[index];
    if (b.owned || b.packed || !arena_)
        return;  // made already (a trace moved from has no arena and no block)
    Event* data = arena_->take();
    std::memcpy(static_cast<void*>(data), events.data(), kBlockEvents * sizeof(Event));
    lru_.erase(std::remove(lru_.begin(), lru_.end(), index), lru_.end());
    b.loaded = std::vector<Event>();
    b.data = data;
    b.owned = true;
    submitIfFull(index);
}

void Trace::forgetBlock(std::size_t index)
{
    Block& b = *blocks_[index];
    if (b.owned) {
        if (b.submitted)  // a full block cut by truncate is never still with the packer
            throw std::logic_error("Trace::forgetBlock: block " + std::to_string(index) + " is being packed");
        arena_->give(b.data);
    }
    lru_.erase(std::remove(lru_.begin(), lru_.end(), index), lru_.end());
    b.loaded = std::vector<Event>();
    b.packed = nullptr;  // its bytes stay in the packer's chunk until the trace goes
    b.packedSize = 0;
    b.owned = false;
    b.data = nullptr;
}

void Trace::extend(Seq n)
{
    if (!regenerated_)
        throw std::logic_error("Trace::extend on a trace that is not regenerated");
    if (n <= size_)
        return;
    takePacked();
    if (size_ % kBlockEvents != 0)
        forgetBlock(blocks_.size() - 1);
    blocks_.reserve((n + kBlockEvents - 1) / kBlockEvents);
    while (blocks_.size() * kBlockEvents < n)
        blocks_.push_back(std::make_unique<Block>());
    size_ = n;
    lazyEvents_ = n;
    lazyBlocks_ = blocks_.size();
}

std::optional<Event> Trace::tryAt(Seq seq) const noexcept
{
    try {
        return at(seq);
    } catch (...) {
        return std::nullopt;
    }
}

std::string Trace::entityName(EntityId id) const
{
    if (id < entityNames.size())
        return entityNames[id];
    std::string unknown = "#";  // appended, not "#" + string: GCC 12 -Wrestrict (PR105329)
    unknown += std::to_string(id);
    return unknown;
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
        bytes += (b->owned ? Arena::kBlockBytes : 0) + b->loaded.capacity() * sizeof(Event);
    return bytes + (arena_ ? arena_->packing.residentBytes() : 0);
}

void Trace::finishPacking() const
{
    if (!arena_)
        return;
    arena_->packing.wait();
    takePacked();
}

}  // namespace ts
