#include "canonical.h"

#include <xxhash.h>

namespace ts {

std::uint64_t hashBytes(const void* data, std::size_t size) { return XXH3_64bits(data, size); }

std::uint64_t CanonicalWriter::hash() const { return hashBytes(buf_.data(), buf_.size()); }

}  // namespace ts
