#include "kernel/trace/trace_compact.h"

#include "kernel/trace/trace.h"
#include "kernel/trace/trace_memory.h"
#include "kernel/trace/zigzag.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ts::trace_compact {

namespace {

constexpr int kWords = sizeof(Event) / 4;
static_assert(sizeof(Event) == 4 * kWords);

// A word's code in the control: how many bytes its zigzag difference takes.
constexpr std::uint32_t kCodeBytes[4] = {0, 1, 2, 4};

constexpr unsigned codeOf(std::uint32_t z) { return unsigned(z != 0) + unsigned(z > 0xFF) + unsigned(z > 0xFFFF); }

// For the 8-bit control of four words: the shuffle that gathers their bytes, and how many.
struct GroupTable {
    std::uint8_t shuffle[256][16];  // lane bytes -> gathered bytes (encoding)
    std::uint8_t scatter[256][16];  // gathered bytes -> lane bytes (decoding)
    std::uint8_t length[256];
};

constexpr GroupTable makeGroupTable()
{
    GroupTable t{};
    for (unsigned g = 0; g < 256; ++g) {
        unsigned out = 0;
        for (unsigned lane = 0; lane < 4; ++lane)
            for (unsigned b = 0; b < kCodeBytes[(g >> (2 * lane)) & 3]; ++b)
                t.shuffle[g][out++] = static_cast<std::uint8_t>(4 * lane + b);
        t.length[g] = static_cast<std::uint8_t>(out);
        for (unsigned lane = 0, in = 0; lane < 4; ++lane)
            for (unsigned b = 0; b < 4; ++b)
                t.scatter[g][4 * lane + b] =
                    b < kCodeBytes[(g >> (2 * lane)) & 3] ? static_cast<std::uint8_t>(in++) : 0x80;
        for (; out < 16; ++out)
            t.shuffle[g][out] = 0x80;  // pshufb writes 0
    }
    return t;
}

}  // namespace

std::size_t encodePortable(const Event* events, std::size_t n, std::uint8_t* out)
{
    std::uint32_t prev[256][kWords] = {};
    std::uint8_t* o = out;
    for (std::size_t i = 0; i < n; ++i) {
        std::uint32_t w[kWords];
        std::memcpy(w, &events[i], sizeof(Event));
        const auto key = static_cast<std::uint8_t>(events[i].kind);
        std::uint32_t* p = prev[key];
        std::uint32_t z[kWords];
        unsigned control = 0;
        for (int j = 0; j < kWords; ++j) {
            z[j] = zigzag(w[j] - p[j]);
            control |= codeOf(z[j]) << (2 * j);
        }
        *o++ = key;
        *o++ = static_cast<std::uint8_t>(control);
        *o++ = static_cast<std::uint8_t>(control >> 8);
        for (int j = 0; j < kWords; ++j)
            for (std::uint32_t b = 0; b < kCodeBytes[(control >> (2 * j)) & 3]; ++b)
                *o++ = static_cast<std::uint8_t>(z[j] >> (8 * b));
        std::memcpy(p, w, sizeof w);
    }
    return static_cast<std::size_t>(o - out);
}

#if defined(__x86_64__)
namespace {

constexpr GroupTable kGroups = makeGroupTable();

// The same bytes as encodePortable, eight words at a time: the packer has to keep up with
// an engine that appends an event every 6-8 ns (seed 003's energy loop); the word-by-word
// encoding took 9.5 ns an event.
__attribute__((target("ssse3"))) std::size_t encodeSsse3(const Event* events, std::size_t n, std::uint8_t* out)
{
    alignas(16) std::uint32_t prev[256][kWords] = {};
    std::uint8_t* o = out;
    const __m128i zero = _mm_setzero_si128(), three = _mm_set1_epi32(3);
    const auto zigzag4 = [](__m128i d) { return _mm_xor_si128(_mm_slli_epi32(d, 1), _mm_srai_epi32(d, 31)); };
    // 3 - (z == 0) - (z < 2^8) - (z < 2^16), each comparison being 0 or -1: codeOf, per lane
    const auto codes4 = [&](__m128i z) {
        const __m128i a = _mm_add_epi32(_mm_cmpeq_epi32(z, zero), _mm_cmpeq_epi32(_mm_srli_epi32(z, 8), zero));
        return _mm_add_epi32(_mm_add_epi32(three, a), _mm_cmpeq_epi32(_mm_srli_epi32(z, 16), zero));
    };
    for (std::size_t i = 0; i < n; ++i) {
        const auto* src = reinterpret_cast<const __m128i*>(&events[i]);
        const __m128i w0 = _mm_loadu_si128(src), w1 = _mm_loadu_si128(src + 1);
        const auto key = static_cast<std::uint8_t>(_mm_cvtsi128_si32(w0));
        auto* p = reinterpret_cast<__m128i*>(prev[key]);
        const __m128i z0 = zigzag4(_mm_sub_epi32(w0, _mm_load_si128(p)));
        const __m128i z1 = zigzag4(_mm_sub_epi32(w1, _mm_load_si128(p + 1)));
        _mm_store_si128(p, w0);
        _mm_store_si128(p + 1, w1);
        // The eight codes as bytes, then each group's four as one byte: the multiplication
        // moves byte k's two bits to bits 24 + 2k (the other products stay clear of them).
        const auto codes = static_cast<std::uint64_t>(
            _mm_cvtsi128_si64(_mm_packus_epi16(_mm_packs_epi32(codes4(z0), codes4(z1)), zero)));
        const std::uint32_t g0 = (static_cast<std::uint32_t>(codes) * 0x01041040u) >> 24;
        const std::uint32_t g1 = (static_cast<std::uint32_t>(codes >> 32) * 0x01041040u) >> 24;
        o[0] = key;
        o[1] = static_cast<std::uint8_t>(g0);
        o[2] = static_cast<std::uint8_t>(g1);
        o += 3;
        const auto* s0 = reinterpret_cast<const __m128i*>(kGroups.shuffle[g0]);
        const auto* s1 = reinterpret_cast<const __m128i*>(kGroups.shuffle[g1]);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(o), _mm_shuffle_epi8(z0, _mm_loadu_si128(s0)));
        o += kGroups.length[g0];
        _mm_storeu_si128(reinterpret_cast<__m128i*>(o), _mm_shuffle_epi8(z1, _mm_loadu_si128(s1)));
        o += kGroups.length[g1];
    }
    return static_cast<std::size_t>(o - out);
}

// Decodes events while at least 35 bytes are left (its two 16-byte loads stay inside the
// input) and returns how many; the word-by-word decoder, with its checks, does the rest.
__attribute__((target("ssse3"))) std::size_t decodeSsse3(const std::uint8_t*& p, const std::uint8_t* end, std::size_t n,
                                                         Event* out, std::uint32_t (*prev)[kWords])
{
    constexpr std::ptrdiff_t kMaxEvent = 3 + 2 * 16;
    const __m128i one = _mm_set1_epi32(1), zero = _mm_setzero_si128();
    const auto unzigzag4 = [&](__m128i z) {
        return _mm_xor_si128(_mm_srli_epi32(z, 1), _mm_sub_epi32(zero, _mm_and_si128(z, one)));
    };
    std::size_t i = 0;
    for (; i < n && end - p >= kMaxEvent; ++i) {
        auto* ref = reinterpret_cast<__m128i*>(prev[p[0]]);
        const unsigned g0 = p[1], g1 = p[2];
        p += 3;
        const __m128i z0 = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)),
                                            _mm_loadu_si128(reinterpret_cast<const __m128i*>(kGroups.scatter[g0])));
        p += kGroups.length[g0];
        const __m128i z1 = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)),
                                            _mm_loadu_si128(reinterpret_cast<const __m128i*>(kGroups.scatter[g1])));
        p += kGroups.length[g1];
        const __m128i w0 = _mm_add_epi32(_mm_load_si128(ref), unzigzag4(z0));
        const __m128i w1 = _mm_add_epi32(_mm_load_si128(ref + 1), unzigzag4(z1));
        _mm_store_si128(ref, w0);
        _mm_store_si128(ref + 1, w1);
        auto* dst = reinterpret_cast<__m128i*>(&out[i]);
        _mm_storeu_si128(dst, w0);
        _mm_storeu_si128(dst + 1, w1);
    }
    return i;
}

bool hasSsse3()
{
    static const bool ssse3 = __builtin_cpu_supports("ssse3");
    return ssse3;
}

}  // namespace
#endif

std::size_t encode(const Event* events, std::size_t n, std::uint8_t* out)
{
#if defined(__x86_64__)
    if (hasSsse3())
        return encodeSsse3(events, n, out);
#endif
    return encodePortable(events, n, out);
}

void decode(const std::uint8_t* in, std::size_t size, std::size_t n, Event* out)
{
    alignas(16) std::uint32_t prev[256][kWords] = {};
    const std::uint8_t* const end = in + size;
    const std::uint8_t* p = in;
    auto bad = [&](const char* why) {
        std::string what = "packed trace block: ";  // appended: GCC 12 -Wrestrict (PR105329)
        what += why;
        what += " at byte ";
        what += std::to_string(p - in);
        what += " of ";
        what += std::to_string(size);
        return std::runtime_error(what);
    };
    std::size_t i = 0;
#if defined(__x86_64__)
    if (hasSsse3())
        i = decodeSsse3(p, end, n, out, prev);
#endif
    for (; i < n; ++i) {
        if (end - p < 3)
            throw bad("ends inside an event");
        std::uint32_t* ref = prev[p[0]];
        const unsigned control = p[1] | unsigned(p[2]) << 8;
        p += 3;
        for (int j = 0; j < kWords; ++j) {
            const std::uint32_t bytes = kCodeBytes[(control >> (2 * j)) & 3];
            if (bytes == 0)
                continue;
            if (static_cast<std::size_t>(end - p) < bytes)
                throw bad("ends inside an event");
            std::uint32_t z = 0;
            for (std::uint32_t b = 0; b < bytes; ++b)
                z |= std::uint32_t(p[b]) << (8 * b);
            p += bytes;
            ref[j] += unzigzag(z);
        }
        std::memcpy(static_cast<void*>(&out[i]), ref, sizeof(Event));
    }
    if (p != end)
        throw bad("has bytes after its last event");
}

// ---------------------------------------------------------------------------------------------
// The packer thread: one for the process, started by the first full block. It never stops
// (like the chunk supplier in trace_memory.cpp): a thread waiting on a condition variable
// does not keep the process from exiting.

struct Packing::Shared {
    std::vector<Result> done;  // guarded by the packer's mutex
    std::vector<void*> chunks;  // guarded by the packer's mutex; the last one is being filled
    std::size_t used = 0;  // bytes of the last chunk in use: the packer's, or stopped
    std::shared_ptr<std::atomic<std::size_t>> finished;
};

namespace {

// The engine wakes the packer once for this many blocks, not for each: on this virtual
// machine waking a sleeping thread costs microseconds (a futex call and an interrupt to the
// other CPU), 3 % of the Run-table stress when it was done for every block.
constexpr std::size_t kWakeBatch = 4;

struct Job {
    std::shared_ptr<Packing::Shared> owner;
    std::size_t block;
    const Event* raw;
};

#if defined(__x86_64__)
// CLFLUSHOPT (CPUID leaf 7, EBX bit 23); clang 14's __builtin_cpu_supports does not know it.
bool hasClflushopt()
{
    static const bool has = [] {
        unsigned a = 0, b = 0, c = 0, d = 0;
        return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 23)) != 0;
    }();
    return has;
}

__attribute__((target("clflushopt"))) void flushLinesOpt(const char* bytes, std::size_t n)
{
    for (std::size_t off = 0; off < n; off += 64)
        _mm_clflushopt(const_cast<char*>(bytes + off));
    _mm_sfence();
}
#endif

// Takes a raw block's cache lines out of every cache once it is packed. The engine writes
// the block again next; if this core still held the lines, each of the engine's stores
// would wait for them to come over from this core's cache (traced energy loop: 38 M
// events/s instead of 56-78). CLFLUSHOPT where the CPU has it: CLFLUSH is ordered with
// every other flush and store, and on the Sapphire Rapids machine of 2026-11-27 a block's
// 2,048 of them took about half the packer's time (packer 13-15 M events/s; with
// CLFLUSHOPT 58-83 M).
void evict(const Event* raw)
{
    const auto* bytes = reinterpret_cast<const char*>(raw);
    const std::size_t n = Trace::kBlockEvents * sizeof(Event);
#if defined(__x86_64__)
    if (hasClflushopt())
        return flushLinesOpt(bytes, n);
#endif
#if defined(__SSE2__)
    for (std::size_t off = 0; off < n; off += 64)
        _mm_clflush(bytes + off);
#else
    (void)bytes;
    (void)n;
#endif
}

class Packer {
public:
    bool submit(const std::shared_ptr<Packing::Shared>& owner, std::size_t block, const Event* raw)
    {
        bool wake = false;
        {
            std::lock_guard lock(mutex_);
            if (!startLocked())
                return false;
            queue_.push_back({owner, block, raw});
            wake = queue_.size() >= kWakeBatch;
        }
        if (wake)
            wake_.notify_one();
        return true;
    }

    std::vector<Packing::Result> take(Packing::Shared& owner)
    {
        std::lock_guard lock(mutex_);
        return std::exchange(owner.done, {});
    }

    std::vector<std::size_t> stop(const Packing::Shared* owner)
    {
        std::unique_lock lock(mutex_);
        std::vector<std::size_t> dropped;
        for (const Job& j : queue_)
            if (j.owner.get() == owner)
                dropped.push_back(j.block);
        std::erase_if(queue_, [&](const Job& j) { return j.owner.get() == owner; });
        idle_.wait(lock, [&] { return running_ != owner; });
        return dropped;
    }

    void wait(const Packing::Shared* owner)
    {
        wake_.notify_one();  // fewer than kWakeBatch blocks may be waiting
        std::unique_lock lock(mutex_);
        idle_.wait(lock, [&] {
            return running_ != owner &&
                std::none_of(queue_.begin(), queue_.end(), [&](const Job& j) { return j.owner.get() == owner; });
        });
    }

    std::size_t chunkBytes(const Packing::Shared& owner)
    {
        std::lock_guard lock(mutex_);
        return owner.chunks.size() * trace_memory::kChunkBytes;
    }

    Stats stats()
    {
        std::lock_guard lock(mutex_);
        return stats_;
    }

private:
    bool startLocked()
    {
        if (!started_) {
            started_ = true;
            try {
                std::thread(&Packer::run, this).detach();
                threadRunning_ = true;
            } catch (const std::exception&) {
                // No thread: traces keep their blocks raw, as before there was a packer.
            }
        }
        return threadRunning_;
    }

    [[noreturn]] void run()
    {
        std::vector<std::uint8_t> scratch(maxBytes(Trace::kBlockEvents));
        for (;;) {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return !queue_.empty(); });
            Job job = std::move(queue_.front());
            queue_.pop_front();
            running_ = job.owner.get();
            lock.unlock();

            const auto start = std::chrono::steady_clock::now();
            Packing::Result result = pack(*job.owner, job, scratch);
            const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;

            lock.lock();
            ++stats_.blocks;
            stats_.bytes += result.size;
            stats_.seconds += took.count();
            try {
                job.owner->done.push_back(result);
                job.owner->finished->fetch_add(1, std::memory_order_release);
            } catch (const std::bad_alloc&) {
                // The block stays raw: its owner never hears of it.
            }
            running_ = nullptr;
            lock.unlock();
            idle_.notify_all();
        }
    }

    // Encodes into the scratch buffer (in the cache), then copies the bytes to the owner's
    // chunk: an encoding may take up to maxBytes, which would waste most of a chunk's tail.
    Packing::Result pack(Packing::Shared& owner, const Job& job, std::vector<std::uint8_t>& scratch)
    {
        Packing::Result result{job.block, job.raw, nullptr, 0};
        const std::size_t size = encode(job.raw, Trace::kBlockEvents, scratch.data());
        evict(job.raw);
        if (owner.chunks.empty() || owner.used + size > trace_memory::kChunkBytes) {
            void* chunk = nullptr;
            try {
                chunk = trace_memory::takeChunk();
                std::lock_guard lock(mutex_);
                owner.chunks.push_back(chunk);
            } catch (const std::bad_alloc&) {
                if (chunk)
                    trace_memory::giveChunk(chunk);
                return result;  // no memory for the packed copy: the block stays raw
            }
            owner.used = 0;
        }
        auto* dst = static_cast<std::uint8_t*>(owner.chunks.back()) + owner.used;
        std::memcpy(dst, scratch.data(), size);
        owner.used += size;
        result.bytes = dst;
        result.size = size;
        return result;
    }

    Stats stats_;
    std::mutex mutex_;
    std::condition_variable wake_, idle_;
    std::deque<Job> queue_;
    const Packing::Shared* running_ = nullptr;
    bool started_ = false;
    bool threadRunning_ = false;
};

Packer& packer()
{
    static Packer* p = new Packer;  // never destroyed: see above
    return *p;
}

}  // namespace

Packing::Packing() : shared_(std::make_shared<Shared>()), finished_(std::make_shared<std::atomic<std::size_t>>(0))
{
    shared_->finished = finished_;
}

Packing::~Packing()
{
    stop();
    release();
}

bool Packing::submit(std::size_t block, const Event* raw) { return packer().submit(shared_, block, raw); }

std::vector<Packing::Result> Packing::takeResults()
{
    std::vector<Result> results = packer().take(*shared_);
    taken_ += results.size();
    return results;
}

std::vector<std::size_t> Packing::stop() { return packer().stop(shared_.get()); }

void Packing::wait() { packer().wait(shared_.get()); }

void Packing::release() noexcept
{
    // Stopped: the packer holds no job of this trace, so nothing else touches the chunks.
    for (void* c : shared_->chunks)
        trace_memory::giveChunk(c);
    shared_->chunks.clear();
    shared_->used = 0;
}

std::size_t Packing::residentBytes() const { return packer().chunkBytes(*shared_); }

Stats stats() { return packer().stats(); }

}  // namespace ts::trace_compact
