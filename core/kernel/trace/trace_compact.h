#pragma once
// Internal to trace.cpp: the compact in-memory form of a trace's full blocks, and the
// thread that packs them.
//
// Why: a traced run used to keep every event as its 32-byte record, so the engine wrote
// 32 bytes of memory the process had never touched per event, 1.3 GB/s for the Run-table
// stress. This virtual machine supplies fresh memory at about that rate, and the engine
// waited for it: tracing cost 24-102 % by the wall clock. Now the engine writes into a
// few 128 KiB blocks; a full one goes to the packer thread, which encodes it here (about
// 8.5 bytes an event), takes its lines out of the caches and hands
// the block back for reuse. The trace keeps the packed bytes and decodes a block when it
// is read, as it does for a block of a file. docs/performance.md has the figures.
#include "kernel/event.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace ts::trace_compact {

// Room for encoding `n` events: a key byte, two control bytes and up to eight 4-byte
// words each, and 16 bytes the encoder may write past its last event.
constexpr std::size_t maxBytes(std::size_t n) { return n * (3 + 8 * 4) + 16; }

// Each event as its eight 32-bit words' differences from the previous event whose kind has
// the same low byte: the key (that byte), two control bytes with a 2-bit code per word
// (word j at bits 2j..2j+1: 0 the same, 1, 2 or 3 for 1, 2 or 4 bytes), then the zigzag
// of each differing word's difference in that many bytes, little-endian. Writes at most
// maxBytes(n) bytes to `out` and returns how many encode the events. Fixed-size codes,
// not varints, so that eight words are encoded at once (SSSE3): the packer keeps up with
// the fastest engine (docs/performance.md).
std::size_t encode(const Event* events, std::size_t n, std::uint8_t* out);
// The same bytes, one word at a time: what encode does on a CPU without SSSE3.
std::size_t encodePortable(const Event* events, std::size_t n, std::uint8_t* out);
// The inverse. Throws std::runtime_error when `in` is not exactly n encoded events (a bug:
// these bytes never leave the process).
void decode(const std::uint8_t* in, std::size_t size, std::size_t n, Event* out);

struct Stats {
    std::size_t blocks = 0;  // blocks packed, all traces of the process
    std::size_t bytes = 0;  // their packed size
    double seconds = 0;  // the packer thread's time encoding them
};
Stats stats();

// One trace's traffic with the packer thread. The trace (its owning thread) submits full
// blocks; the packer encodes them in order into 2 MiB chunks of this Packing's own
// (trace_memory.h: faulted in ahead, so the packer does not fault page by page) and leaves
// the results here.
class Packing {
public:
    struct Result {
        std::size_t block;
        const Event* raw;  // the block's events, free for the trace to reuse now
        const std::uint8_t* bytes;  // its packed form, in a chunk of this Packing; null when
        std::size_t size;  // there was no memory for it (the block stays raw)
    };

    Packing();
    ~Packing();  // stops, then gives the chunks back
    Packing(const Packing&) = delete;
    Packing& operator=(const Packing&) = delete;

    // Queues block `block` (kBlockEvents events at `raw`, unchanged until its result is
    // taken or stop() returns). False when there is no packer thread: keep the block raw.
    // Throws std::bad_alloc.
    bool submit(std::size_t block, const Event* raw);
    // Whether results are waiting: one atomic load, cheap enough for every read of the trace.
    bool hasResults() const { return finished_->load(std::memory_order_acquire) != taken_; }
    std::vector<Result> takeResults();
    // Drops the blocks not started and waits for the one being packed: afterwards the
    // packer reads none of this trace's blocks. Their results (finished ones) stay to take.
    // Returns the blocks dropped.
    std::vector<std::size_t> stop();
    // Waits until every submitted block is packed.
    void wait();
    // After stop(), when no packed bytes are in use any more: gives the chunks back.
    void release() noexcept;
    std::size_t residentBytes() const;

    struct Shared;  // what the packer thread holds of this trace

private:
    std::shared_ptr<Shared> shared_;
    std::shared_ptr<std::atomic<std::size_t>> finished_;
    std::size_t taken_ = 0;
};

}  // namespace ts::trace_compact
