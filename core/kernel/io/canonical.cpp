#include "kernel/io/canonical.h"

#include <xxhash.h>

#include <cstring>

namespace ts {

std::uint64_t hashBytes(const void* data, std::size_t size) { return XXH3_64bits(data, size); }

std::uint64_t CanonicalWriter::hash() const { return hashBytes(buf_.get(), size_); }

void CanonicalWriter::regrow(std::size_t capacity)
{
    auto bigger = std::make_unique_for_overwrite<char8_t[]>(capacity);
    if (size_ > 0)
        std::memcpy(bigger.get(), buf_.get(), size_);
    buf_ = std::move(bigger);
    capacity_ = capacity;
}

}  // namespace ts
