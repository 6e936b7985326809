#pragma once
// The zigzag code of a 32-bit difference (0, -1, 1, -2 … as 0, 1, 2, 3 …): small changes
// either way become small unsigned numbers, for the trace file's blocks
// (trace_block_codec.cpp) and the packed blocks in memory (trace_compact.cpp).
#include <cstdint>

namespace ts {

inline std::uint32_t zigzag(std::uint32_t v) { return (v << 1) ^ (0u - (v >> 31)); }
inline std::uint32_t unzigzag(std::uint32_t u) { return (u >> 1) ^ (0u - (u & 1u)); }

}  // namespace ts
