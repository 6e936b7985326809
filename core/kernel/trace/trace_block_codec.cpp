#include "kernel/trace/trace_block_codec.h"

#include "kernel/io/canonical.h"
#include "kernel/trace/zigzag.h"

#include <zstd.h>

#include <algorithm>
#include <cstdio>
#include <new>
#include <span>
#include <stdexcept>
#include <utility>

namespace ts::tracefile {

namespace {

using Code = TraceError::Code;

constexpr std::uint8_t kEncodingDeltaShuffle = 1;
// zstd level for event blocks. Measured on a 2 M-event game-like trace
// (tests/trace_file/bench_trace_file): bytes/event and save rate (CPU time) per level were
// -1: 4.71, 7.3 M/s; 1: 4.25, 7.0 M/s; 2: 4.15, 6.8 M/s; 3: 4.23, 6.3 M/s; 5: 3.74, 4.2 M/s;
// 9: 3.70, 2.2 M/s. Level 2 is the smallest of the fast ones.
constexpr int kZstdLevel = 2;

// ---------------------------------------------------------------------------------------------
// Block encoding: delta transform + byte shuffle (see trace_file.h)

// In-place transpose of an 8x8 byte matrix held as 8 little-endian rows:
// afterwards byte r of x[c] is what byte c of x[r] was.
inline void transpose8x8(std::uint64_t x[8])
{
    for (int i = 0; i < 4; ++i) {
        const std::uint64_t t = ((x[i] >> 32) ^ x[i + 4]) & 0x00000000FFFFFFFFull;
        x[i] ^= t << 32;
        x[i + 4] ^= t;
    }
    for (int i : {0, 1, 4, 5}) {
        const std::uint64_t t = ((x[i] >> 16) ^ x[i + 2]) & 0x0000FFFF0000FFFFull;
        x[i] ^= t << 16;
        x[i + 2] ^= t;
    }
    for (int i : {0, 2, 4, 6}) {
        const std::uint64_t t = ((x[i] >> 8) ^ x[i + 1]) & 0x00FF00FF00FF00FFull;
        x[i] ^= t << 8;
        x[i + 1] ^= t;
    }
}

// Events a tile of the shuffles below holds. The 32 planes of a block are 4096 bytes apart,
// so writing (or reading) all 32 a few bytes at a time hits the same cache sets and ran at a
// third of the speed; a tile gathers 64 events' bytes plane by plane, then moves whole runs.
constexpr std::size_t kTileEvents = 64;

// records (n x 32 bytes) -> 32 planes of n bytes
void shuffle(const std::uint8_t* rec, std::size_t n, std::uint8_t* planes)
{
    alignas(64) std::uint8_t tile[kRecordBytes][kTileEvents];
    const std::size_t full = n / 8 * 8;
    for (std::size_t i0 = 0; i0 < full; i0 += kTileEvents) {
        const std::size_t m = std::min(kTileEvents, full - i0);
        for (std::size_t i = 0; i < m; i += 8) {
            for (std::size_t c = 0; c < 4; ++c) {
                std::uint64_t x[8];
                for (std::size_t r = 0; r < 8; ++r)
                    x[r] = getU64(rec + (i0 + i + r) * kRecordBytes + 8 * c);
                transpose8x8(x);
                for (std::size_t b = 0; b < 8; ++b)
                    putU64(&tile[8 * c + b][i], x[b]);
            }
        }
        for (std::size_t b = 0; b < kRecordBytes; ++b)
            std::memcpy(planes + b * n + i0, tile[b], m);
    }
    for (std::size_t i = full; i < n; ++i)
        for (std::size_t b = 0; b < kRecordBytes; ++b)
            planes[b * n + i] = rec[i * kRecordBytes + b];
}

void unshuffle(const std::uint8_t* planes, std::size_t n, std::uint8_t* rec)
{
    alignas(64) std::uint8_t tile[kRecordBytes][kTileEvents];
    const std::size_t full = n / 8 * 8;
    for (std::size_t i0 = 0; i0 < full; i0 += kTileEvents) {
        const std::size_t m = std::min(kTileEvents, full - i0);
        for (std::size_t b = 0; b < kRecordBytes; ++b)
            std::memcpy(tile[b], planes + b * n + i0, m);
        for (std::size_t i = 0; i < m; i += 8) {
            for (std::size_t c = 0; c < 4; ++c) {
                std::uint64_t x[8];
                for (std::size_t b = 0; b < 8; ++b)
                    x[b] = getU64(&tile[8 * c + b][i]);
                transpose8x8(x);
                for (std::size_t r = 0; r < 8; ++r)
                    putU64(rec + (i0 + i + r) * kRecordBytes + 8 * c, x[r]);
            }
        }
    }
    for (std::size_t i = full; i < n; ++i)
        for (std::size_t b = 0; b < kRecordBytes; ++b)
            rec[i * kRecordBytes + b] = planes[b * n + i];
}

// raw: n records. out: 1 + n*32 bytes. scratch: n*32 bytes.
void encodeBlock(const std::uint8_t* raw, std::size_t n, std::uint8_t* out, std::uint8_t* scratch)
{
    std::uint32_t prev[256][4] = {};
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint8_t* r = raw + i * kRecordBytes;
        std::uint8_t* t = scratch + i * kRecordBytes;
        std::memcpy(t, r, 16);
        std::uint32_t* p = prev[r[0]];  // the low byte of the kind
        std::uint32_t v[4];
        for (int j = 0; j < 4; ++j)
            v[j] = getU32(r + 16 + 4 * j);
        v[2] -= v[1];
        for (int j = 0; j < 4; ++j) {
            putU32(t + 16 + 4 * j, zigzag(v[j] - p[j]));
            p[j] = v[j];
        }
    }
    out[0] = kEncodingDeltaShuffle;
    shuffle(scratch, n, out + 1);
}

// in: 1 + n*32 bytes. raw: n records (output).
bool decodeBlock(const std::uint8_t* in, std::size_t n, std::uint8_t* raw)
{
    if (in[0] != kEncodingDeltaShuffle)
        return false;
    unshuffle(in + 1, n, raw);
    std::uint32_t prev[256][4] = {};
    for (std::size_t i = 0; i < n; ++i) {
        std::uint8_t* r = raw + i * kRecordBytes;
        std::uint32_t* p = prev[r[0]];
        std::uint32_t v[4];
        for (int j = 0; j < 4; ++j) {
            v[j] = unzigzag(getU32(r + 16 + 4 * j)) + p[j];
            p[j] = v[j];
        }
        v[2] += v[1];
        for (int j = 0; j < 4; ++j)
            putU32(r + 16 + 4 * j, v[j]);
    }
    return true;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Hashes as text

std::string hex16(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

bool parseHex16(std::string_view s, std::uint64_t& out)
{
    if (s.size() != 16)
        return false;
    std::uint64_t v = 0;
    for (char c : s) {
        int d;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else
            return false;
        v = (v << 4) | static_cast<std::uint64_t>(d);
    }
    out = v;
    return true;
}

// ---------------------------------------------------------------------------------------------
// Event blocks

std::size_t maxCompressedBlockBytes() { return ZSTD_compressBound(1 + kBlockEvents * kRecordBytes); }

TraceError blockCorrupt(const std::string& file, const std::string& label, const std::string& why)
{
    return TraceError(Code::CorruptBlock, file, label + " is corrupt: " + why);
}

void ZstdContextFree::operator()(ZSTD_CCtx_s* c) const { ZSTD_freeCCtx(c); }
void ZstdContextFree::operator()(ZSTD_DCtx_s* d) const { ZSTD_freeDCtx(d); }

BlockEncoder::BlockEncoder(std::string file) : file_(std::move(file)), cctx_(ZSTD_createCCtx())
{
    if (!cctx_)
        throw std::bad_alloc();
    ZSTD_CCtx_setParameter(cctx_.get(), ZSTD_c_compressionLevel, kZstdLevel);
    ZSTD_CCtx_setParameter(cctx_.get(), ZSTD_c_checksumFlag, 1);
    ZSTD_CCtx_setParameter(cctx_.get(), ZSTD_c_contentSizeFlag, 1);

    const std::size_t maxRaw = kBlockEvents * kRecordBytes;
    raw_.resize(maxRaw);
    scratch_.resize(maxRaw);
    encoded_.resize(1 + maxRaw);
    compressed_.resize(ZSTD_compressBound(1 + maxRaw));
}

void BlockEncoder::records(const Trace& trace, std::size_t first, std::size_t count, std::uint8_t* raw)
{
    // A block at a time (first is a block's start when saving): Trace::at per event looked
    // the block up 4,096 times.
    for (std::size_t done = 0; done < count;) {
        const std::size_t seq = first + done;
        const std::span<const Event> events = trace.block(seq / kBlockEvents);
        const std::size_t from = seq % kBlockEvents;
        const std::size_t n = std::min(count - done, events.size() - std::min(from, events.size()));
        if (n == 0)
            throw std::out_of_range("BlockEncoder: events past the trace end");
        for (std::size_t i = 0; i < n; ++i)
            eventToRecord(events[from + i], raw + (done + i) * kRecordBytes);
        done += n;
    }
}

BlockEncoder::Encoded BlockEncoder::encode(const Trace& trace, std::size_t first, std::size_t count)
{
    records(trace, first, count, raw_.data());
    return compress(raw_.data(), count);
}

BlockEncoder::Encoded BlockEncoder::compress(const std::uint8_t* raw, std::size_t count)
{
    const std::size_t rawSize = count * kRecordBytes;
    const std::uint64_t hash = hashBytes(raw, rawSize);
    encodeBlock(raw, count, encoded_.data(), scratch_.data());
    const std::size_t csize =
        ZSTD_compress2(cctx_.get(), compressed_.data(), compressed_.size(), encoded_.data(), 1 + rawSize);
    if (ZSTD_isError(csize))
        throw TraceError(Code::Io, file_, std::string("cannot save (compressing events): ") + ZSTD_getErrorName(csize));
    return {compressed_.data(), csize, hash};
}

BlockDecoder::BlockDecoder() : dctx_(ZSTD_createDCtx())
{
    if (!dctx_)
        throw std::bad_alloc();
}

void BlockDecoder::decode(const std::uint8_t* blob, std::size_t size, std::uint32_t count, std::uint64_t hash,
                          const std::string& file, const std::string& label, std::vector<Event>& out)
{
    auto bad = [&](const std::string& why) { return blockCorrupt(file, label, why); };
    const std::size_t rawSize = std::size_t{count} * kRecordBytes;
    // One zstd frame (magic 0xFD2FB528), with the content checksum flag (descriptor bit 2),
    // whose content is exactly 1 + raw size bytes.
    if (size < 6 || getU32(blob) != 0xFD2FB528u || (blob[4] & 0x04) == 0)
        throw bad("its data is not a checksummed zstd frame");
    if (ZSTD_findFrameCompressedSize(blob, size) != size)
        throw bad("its data is not exactly one zstd frame");
    const unsigned long long content = ZSTD_getFrameContentSize(blob, size);
    if (content != 1 + rawSize)
        throw bad("it decompresses to " +
                  (content == ZSTD_CONTENTSIZE_UNKNOWN || content == ZSTD_CONTENTSIZE_ERROR
                       ? std::string("an unknown size")
                       : std::to_string(content) + " bytes") +
                  ", expected " + std::to_string(1 + rawSize));
    decoded_.resize(1 + rawSize);
    const std::size_t n = ZSTD_decompressDCtx(dctx_.get(), decoded_.data(), decoded_.size(), blob, size);
    if (ZSTD_isError(n))
        throw bad(std::string("zstd: ") + ZSTD_getErrorName(n));
    if (n != 1 + rawSize)
        throw bad("it decompresses to " + std::to_string(n) + " bytes, expected " + std::to_string(1 + rawSize));
    raw_.resize(rawSize);
    if (!decodeBlock(decoded_.data(), count, raw_.data()))
        throw bad("unknown block encoding " + std::to_string(decoded_[0]));
    const std::uint64_t h = hashBytes(raw_.data(), rawSize);
    if (h != hash)
        throw bad("its events hash to " + hex16(h) + ", the index says " + hex16(hash));
    out.resize(count);
    for (std::size_t i = 0; i < count; ++i)
        out[i] = recordToEvent(raw_.data() + i * kRecordBytes);
}

}  // namespace ts::tracefile
