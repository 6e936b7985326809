#pragma once
// Internal to the trace file code (trace_file_*.cpp), not part of trace_file.h's API.
// The on-disk bytes of the events (see trace_file.h, "Event record" and "Block encoding"):
// little-endian helpers, the 32-byte record, block hashes and the event block codec
// (delta transform + byte shuffle, one checksummed zstd frame per block).
#include "kernel/event.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_file.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

struct ZSTD_CCtx_s;
struct ZSTD_DCtx_s;

namespace ts::tracefile {

inline constexpr std::size_t kRecordBytes = 32;
inline constexpr std::size_t kBlockEvents = Trace::kBlockEvents;

static_assert(sizeof(Event) == kRecordBytes);

// ---------------------------------------------------------------------------------------------
// Little-endian helpers and the 32-byte record

inline constexpr bool kLittleEndian = std::endian::native == std::endian::little;

inline void putU16(std::uint8_t* p, std::uint16_t v)
{
    p[0] = static_cast<std::uint8_t>(v);
    p[1] = static_cast<std::uint8_t>(v >> 8);
}
inline void putU32(std::uint8_t* p, std::uint32_t v)
{
    if constexpr (kLittleEndian) {
        std::memcpy(p, &v, 4);
    } else {
        for (int i = 0; i < 4; ++i)
            p[i] = static_cast<std::uint8_t>(v >> (8 * i));
    }
}
inline void putU64(std::uint8_t* p, std::uint64_t v)
{
    if constexpr (kLittleEndian) {
        std::memcpy(p, &v, 8);
    } else {
        for (int i = 0; i < 8; ++i)
            p[i] = static_cast<std::uint8_t>(v >> (8 * i));
    }
}
inline std::uint16_t getU16(const std::uint8_t* p) { return static_cast<std::uint16_t>(p[0] | (p[1] << 8)); }
inline std::uint32_t getU32(const std::uint8_t* p)
{
    std::uint32_t v = 0;
    if constexpr (kLittleEndian) {
        std::memcpy(&v, p, 4);
    } else {
        for (int i = 0; i < 4; ++i)
            v |= static_cast<std::uint32_t>(p[i]) << (8 * i);
    }
    return v;
}
inline std::uint64_t getU64(const std::uint8_t* p)
{
    std::uint64_t v = 0;
    if constexpr (kLittleEndian) {
        std::memcpy(&v, p, 8);
    } else {
        for (int i = 0; i < 8; ++i)
            v |= static_cast<std::uint64_t>(p[i]) << (8 * i);
    }
    return v;
}

// True when an Event's bytes in memory are exactly its on-disk record.
inline constexpr bool kNativeLayout = kLittleEndian && std::has_unique_object_representations_v<Event> &&
    offsetof(Event, kind) == 0 && offsetof(Event, clause) == 2 && offsetof(Event, depth) == 4 &&
    offsetof(Event, flags) == 5 && offsetof(Event, reserved) == 6 && offsetof(Event, subject) == 8 &&
    offsetof(Event, arg) == 16;

// Field by field: the on-disk layout never depends on the host's struct layout or byte order.
// (On a little-endian host the record is the struct's bytes, which have no padding.)
inline void eventToRecord(const Event& e, std::uint8_t* p)
{
    if constexpr (kNativeLayout) {
        std::memcpy(p, &e, kRecordBytes);
        return;
    }
    putU16(p + 0, e.kind);
    putU16(p + 2, e.clause);
    p[4] = e.depth;
    p[5] = e.flags;
    putU16(p + 6, e.reserved);
    putU32(p + 8, e.subject[0]);
    putU32(p + 12, e.subject[1]);
    for (int j = 0; j < 4; ++j)
        putU32(p + 16 + 4 * j, static_cast<std::uint32_t>(e.arg[j]));
}

inline Event recordToEvent(const std::uint8_t* p)
{
    Event e;
    if constexpr (kNativeLayout) {
        std::memcpy(&e, p, kRecordBytes);
        return e;
    }
    e.kind = getU16(p + 0);
    e.clause = getU16(p + 2);
    e.depth = p[4];
    e.flags = p[5];
    e.reserved = getU16(p + 6);
    e.subject[0] = getU32(p + 8);
    e.subject[1] = getU32(p + 12);
    for (int j = 0; j < 4; ++j)
        e.arg[j] = static_cast<std::int32_t>(getU32(p + 16 + 4 * j));
    return e;
}

// ---------------------------------------------------------------------------------------------
// Hashes as text: 16 lower-case hex digits

std::string hex16(std::uint64_t v);
bool parseHex16(std::string_view s, std::uint64_t& out);

// ---------------------------------------------------------------------------------------------
// Event blocks

// The largest event_blocks.data a full block can compress to (zstd's bound).
std::size_t maxCompressedBlockBytes();

// The error for a damaged event block: TraceError(CorruptBlock), "<label> is corrupt: <why>".
TraceError blockCorrupt(const std::string& file, const std::string& label, const std::string& why);

struct ZstdContextFree {
    void operator()(ZSTD_CCtx_s* c) const;
    void operator()(ZSTD_DCtx_s* d) const;
};

// Encodes a trace's events block by block for saveTrace; reuses its buffers.
class BlockEncoder {
public:
    struct Encoded {
        const std::uint8_t* data;  // event_blocks.data, valid until the next encode()
        std::size_t size;
        std::uint64_t hash;  // event_blocks.hash: XXH3-64 of the raw records
    };

    // `file` names the TraceError(Io) a zstd failure throws. Throws std::bad_alloc.
    explicit BlockEncoder(std::string file);

    // Events [first, first + count) of `trace`, count in 1..kBlockEvents.
    Encoded encode(const Trace& trace, std::size_t first, std::size_t count);
    // The two halves of encode(), so that compressing can run on another thread than the
    // one reading the trace (Trace is not thread-safe): the raw records of events [first,
    // first + count) into `raw` (count * kRecordBytes bytes), then those records compressed.
    // The bytes depend on the records only, never on the encoder or the thread.
    static void records(const Trace& trace, std::size_t first, std::size_t count, std::uint8_t* raw);
    Encoded compress(const std::uint8_t* raw, std::size_t count);

private:
    std::string file_;
    std::unique_ptr<ZSTD_CCtx_s, ZstdContextFree> cctx_;
    std::vector<std::uint8_t> raw_, scratch_, encoded_, compressed_;
};

// Decodes event blocks for a lazily loaded trace; reuses its buffers.
class BlockDecoder {
public:
    BlockDecoder();  // throws std::bad_alloc

    // `blob` (`size` bytes) is a block's event_blocks.data, which the index says holds `count`
    // events whose raw records hash to `hash`. Fills `out` with its events, or throws
    // blockCorrupt(file, label, why).
    void decode(const std::uint8_t* blob, std::size_t size, std::uint32_t count, std::uint64_t hash,
                const std::string& file, const std::string& label, std::vector<Event>& out);

private:
    std::unique_ptr<ZSTD_DCtx_s, ZstdContextFree> dctx_;
    std::vector<std::uint8_t> decoded_;
    std::vector<std::uint8_t> raw_;
};

}  // namespace ts::tracefile
