#include "kernel/io/canonical.h"

#include <xxhash.h>

#include <cstring>
#include <utility>

namespace ts {

namespace {

// The buffer of the last writer this thread destroyed, for the next one. A game hashes its
// state every turn (StateHash events) into a buffer of a few hundred KiB: allocated and freed
// each time, it sat at the top of the heap, and while a session's checkpoint copies grew the
// heap, malloc gave those pages back to the system on the free and faulted them in again on
// the next allocation (issue 41: 22,000 of the 117,900 page faults of 9 recordings of 1 M
// and of 10 M events). Larger buffers than this are not kept.
constexpr std::size_t kSpareAtMost = std::size_t(16) << 20;

struct Spare {
    std::unique_ptr<char8_t[]> buf;
    std::size_t capacity = 0;
};

Spare& spare()
{
    thread_local Spare s;
    return s;
}

}  // namespace

std::uint64_t hashBytes(const void* data, std::size_t size) { return XXH3_64bits(data, size); }

std::uint64_t CanonicalWriter::hash() const { return hashBytes(buf_.get(), size_); }

CanonicalWriter::~CanonicalWriter()
{
    Spare& s = spare();
    if (buf_ && capacity_ <= kSpareAtMost && capacity_ > s.capacity) {
        s.buf = std::move(buf_);
        s.capacity = capacity_;
    }
}

void CanonicalWriter::regrow(std::size_t capacity)
{
    std::unique_ptr<char8_t[]> bigger;
    Spare& s = spare();
    if (s.buf && s.capacity >= capacity) {
        bigger = std::move(s.buf);
        capacity = std::exchange(s.capacity, 0);
    } else {
        bigger = std::make_unique_for_overwrite<char8_t[]>(capacity);
    }
    if (size_ > 0)
        std::memcpy(bigger.get(), buf_.get(), size_);
    buf_ = std::move(bigger);
    capacity_ = capacity;
}

}  // namespace ts
