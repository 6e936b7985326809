#pragma once
// The in-memory trace: events in fixed blocks of kBlockEvents, plus the name tables that
// make the events readable (entities, kinds, clauses). A trace opened from a file keeps
// only the blocks it was asked for (least recently used ones are dropped again). Blocks
// appended in this session stay in memory: a full one is packed on another thread
// (trace_compact.h, about 8 bytes an event instead of 32) and decoded again when it is read,
// like a block of a file; the block being written and those not packed yet are raw.
#include "kernel/event.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace ts {

// Not for use from two threads at once, reads included: a read may unpack a block and take
// the packer's results.
class Trace {
public:
    static constexpr std::size_t kBlockEvents = 4096;
    using BlockLoader = std::function<void(std::size_t block, std::vector<Event>& out)>;

    // A trace whose kind and clause tables are this build's own.
    Trace();
    Trace(const Trace&) = delete;
    Trace& operator=(const Trace&) = delete;
    Trace(Trace&&) noexcept;
    Trace& operator=(Trace&&) noexcept;
    ~Trace();

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }

    void append(const Event& e)
    {
        if (fill_ == kBlockEvents) [[unlikely]]
            newBlock();
        current_[fill_++] = e;
        ++size_;
    }

    // Pages the event's block in if needed. Throws whatever the loader throws
    // (a TraceError for a corrupt block).
    Event at(Seq seq) const;
    // The same, for readers that must not throw (a window's paint event or model): an event
    // whose block cannot be read is std::nullopt.
    std::optional<Event> tryAt(Seq seq) const noexcept;
    // The events of block `index` (< blockCount()), paged in if needed: one pass over a
    // long trace reads block by block instead of event by event. Valid until the next call
    // that may page blocks out (at, block) or change the trace.
    std::span<const Event> block(std::size_t index) const;
    std::size_t blockCount() const { return (size_ + kBlockEvents - 1) / kBlockEvents; }
    // Drops events [n, size()).
    void truncate(Seq n);
    void clear();

    // Lazily backed by a file: `count` events whose blocks the loader produces on demand;
    // at most `maxResident` loaded blocks are kept.
    void attachLoader(std::size_t count, BlockLoader loader, std::size_t maxResident = 64);
    // Backed by a re-execution of the game (a session recording by checkpoints): the trace
    // starts empty and grows by extend(); the loader produces a block's events when they
    // are first read. A full block it produced is then packed and kept, like a block
    // appended, so it is produced once; a partial one (the tail) only stays cached.
    void attachRegenerator(BlockLoader loader, std::size_t maxResident = 64);
    // A regenerated trace: a full block's events made while making another's (a loader
    // re-executes many blocks at once), kept like a block appended unless the trace has
    // that block already. `events` holds kBlockEvents events.
    void adopt(std::size_t block, std::span<const Event> events);
    // A regenerated trace: events [size(), n) exist now. The tail block's cached events,
    // made when it held fewer (or, after a truncate, other) events, are dropped.
    void extend(Seq n);
    bool regenerated() const { return regenerated_; }
    // A scratch trace: full blocks are not given to the packer (they are read back at once
    // and thrown away).
    void setPacking(bool on) { packing_ = on; }

    // Name tables; index = id. For a new trace the kind and clause tables are this
    // build's; a trace read from a file has that file's tables.
    std::vector<std::string> entityNames;  // [0] = ""
    std::vector<std::string> kindNames;  // index = KindId, "" where unused
    std::vector<std::string> clauseNames;  // index = ClauseId

    std::string entityName(EntityId id) const;
    std::string kindName(KindId id) const;
    std::string clauseName(ClauseId id) const;

    // Raw blocks, unpacked blocks and the chunks of packed ones.
    std::size_t residentBytes() const;
    // Waits until every full block appended so far is packed (tests, benchmarks: the packing
    // is otherwise done when the packer thread gets to it).
    void finishPacking() const;

private:
    struct Block;
    class Arena;
    void newBlock();
    Block& blockFor(std::size_t index) const;
    Block& loadBlock(std::size_t index) const;
    void takePacked() const;
    void submitIfFull(std::size_t index) const;
    void forgetBlock(std::size_t index);

    std::unique_ptr<Arena> arena_;  // storage of the blocks this session writes
    std::vector<std::unique_ptr<Block>> blocks_;
    Event* current_ = nullptr;
    std::size_t fill_ = kBlockEvents;
    std::size_t size_ = 0;

    BlockLoader loader_;
    std::size_t lazyBlocks_ = 0;  // blocks [0, lazyBlocks_) come from the loader
    std::size_t lazyEvents_ = 0;
    std::size_t maxResident_ = 64;
    bool regenerated_ = false;
    bool packing_ = true;
    mutable std::vector<std::size_t> lru_;  // resident lazy or unpacked blocks, most recent last
};

}  // namespace ts
