#pragma once
// What the two kinds of roguelike game's state codecs (state_codec.cpp for the Run table,
// energy_codec.cpp for the energy loop) read alike.
#include "kernel/draw/rng.h"
#include "kernel/session/state_codec.h"

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

namespace ts::roguelike {

// Whether the bytes begin with `tag` as CanonicalWriter::str wrote it.
inline bool readStateTag(StateReader& r, std::string_view tag)
{
    if (r.u32() != tag.size())
        return false;
    for (char c : tag)
        if (r.u8() != static_cast<std::uint8_t>(c))
            return false;
    return !r.failed();
}

// The PRNG from its two words (Pcg32 keeps them and nothing else; it has no setter for them).
inline Pcg32 readRng(StateReader& r)
{
    const std::uint64_t state = r.u64(), increment = r.u64();
    return std::bit_cast<Pcg32>(std::array<std::uint64_t, 2>{state, increment});
}

}  // namespace ts::roguelike
