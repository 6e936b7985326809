#pragma once
// Where a trace's 2 MiB chunks come from. A fresh chunk costs the kernel its page faults
// and the zeroing of 2 MiB (clear_page): on the engine's thread that was half of what
// tracing cost for the fastest rulesets (seed 003's energy loop appends an event every
// 6-8 ns). A supplier thread allocates and faults the next chunks in ahead of the engine,
// so the engine only writes into memory that is already there; chunks a trace gives back
// are kept for the next one, up to a bound.
#include <cstddef>

namespace ts::trace_memory {

inline constexpr std::size_t kChunkBytes = std::size_t(2) << 20;

// A 2 MiB-aligned chunk of kChunkBytes. Usually one the supplier has already faulted in;
// when the supplier has fallen behind, a fresh one allocated here. Throws std::bad_alloc.
void* takeChunk();
// Hands a chunk back (its contents are garbage to the next taker).
void giveChunk(void* chunk) noexcept;

struct Stats {
    std::size_t takenReady = 0;  // chunks handed out already faulted in
    std::size_t takenFresh = 0;  // chunks the taker had to allocate itself
    std::size_t kept = 0;  // chunks held now (ready or given back)
};
Stats stats();

}  // namespace ts::trace_memory
