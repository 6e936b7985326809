#pragma once
// Canonical serialization of a game state: fixed field order, little-endian integers,
// length-prefixed strings. Its 64-bit XXH3 hash is the state hash that checkpoints,
// StateHash events and `verify` compare.
#include <cstdint>
#include <string_view>
#include <vector>

namespace ts {

class CanonicalWriter {
public:
    void reserve(std::size_t bytes) { buf_.reserve(bytes); }
    void u8(std::uint8_t v) { buf_.push_back(v); }
    // One insert per integer, not one push_back per byte: state hashing is on the path of
    // every checkpoint, and unoptimised (sanitizer) builds pay for each call.
    void u32(std::uint32_t v)
    {
        const std::uint8_t b[4] = {static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(v >> 8), static_cast<std::uint8_t>(v >> 16),
                                   static_cast<std::uint8_t>(v >> 24)};
        buf_.insert(buf_.end(), b, b + 4);
    }
    void i32(std::int32_t v) { u32(static_cast<std::uint32_t>(v)); }
    void u64(std::uint64_t v)
    {
        u32(static_cast<std::uint32_t>(v));
        u32(static_cast<std::uint32_t>(v >> 32));
    }
    void i64(std::int64_t v) { u64(static_cast<std::uint64_t>(v)); }
    void str(std::string_view s)
    {
        u32(static_cast<std::uint32_t>(s.size()));
        buf_.insert(buf_.end(), s.begin(), s.end());
    }
    const std::vector<std::uint8_t>& bytes() const { return buf_; }
    std::uint64_t hash() const;

private:
    std::vector<std::uint8_t> buf_;
};

std::uint64_t hashBytes(const void* data, std::size_t size);

}  // namespace ts
