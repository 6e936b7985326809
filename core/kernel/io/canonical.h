#pragma once
// Canonical serialization of a game state: fixed field order, little-endian integers,
// length-prefixed strings. Its 64-bit XXH3 hash is the state hash that checkpoints,
// StateHash events and `verify` compare.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string_view>

namespace ts {

class CanonicalWriter {
public:
    CanonicalWriter() = default;
    CanonicalWriter(CanonicalWriter&&) noexcept = default;
    CanonicalWriter& operator=(CanonicalWriter&&) noexcept = default;
    // Leaves its buffer to the thread's next writer (canonical.cpp).
    ~CanonicalWriter();

    void reserve(std::size_t bytes)
    {
        if (bytes > capacity_)
            regrow(bytes);
    }
    void u8(std::uint8_t v) { *grow(1) = static_cast<char8_t>(v); }
    // Each integer is stored through a pointer into a buffer grown ahead, one comparison per
    // integer: every checkpoint hashes the whole state, and a vector insert per integer made
    // hashing a large game most of its checkpoints' cost. The bytes are char8_t, which (unlike
    // unsigned char) aliases nothing: the compiler keeps size_ in a register across stores.
    void u32(std::uint32_t v)
    {
        char8_t* p = grow(4);
        p[0] = static_cast<char8_t>(v);
        p[1] = static_cast<char8_t>(v >> 8);
        p[2] = static_cast<char8_t>(v >> 16);
        p[3] = static_cast<char8_t>(v >> 24);
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
        if (!s.empty())
            std::memcpy(grow(s.size()), s.data(), s.size());
    }
    std::span<const char8_t> bytes() const { return {buf_.get(), size_}; }
    std::uint64_t hash() const;

private:
    char8_t* grow(std::size_t n)
    {
        if (capacity_ - size_ < n) [[unlikely]]
            regrow(std::max(capacity_ * 2, size_ + n));
        char8_t* p = buf_.get() + size_;
        size_ += n;
        return p;
    }
    void regrow(std::size_t capacity);

    std::unique_ptr<char8_t[]> buf_;  // [0, size_) written, [size_, capacity_) not yet
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

std::uint64_t hashBytes(const void* data, std::size_t size);

}  // namespace ts
