#include "kernel/trace/trace_memory.h"

#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace ts::trace_memory {
namespace {

// Chunks kept faulted in ahead of the takers: one trace fills a chunk in 0.4-1.5 ms, the
// supplier faults one in about 0.2 ms, so two ahead are enough for one engine at a time.
constexpr std::size_t kAhead = 2;
// Chunks given back and kept for the next trace (a fork, a re-run, the next game), beyond
// which they go back to the system: 32 MiB is what a window may hold on to unused.
constexpr std::size_t kKeep = 16;

void* allocateChunk()
{
    void* chunk = std::aligned_alloc(kChunkBytes, kChunkBytes);
    if (!chunk)
        throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    madvise(chunk, kChunkBytes, MADV_HUGEPAGE);
#endif
    return chunk;
}

void faultIn(void* chunk)
{
#ifdef MADV_POPULATE_WRITE
    if (madvise(chunk, kChunkBytes, MADV_POPULATE_WRITE) == 0)
        return;
#endif
    // Older kernels: one write a page does the same.
    auto* bytes = static_cast<volatile unsigned char*>(chunk);
    for (std::size_t off = 0; off < kChunkBytes; off += 4096)
        bytes[off] = 0;
}

class Supply {
public:
    void* take()
    {
        {
            std::unique_lock lock(mutex_);
            startLocked();
            if (!ready_.empty()) {
                void* chunk = ready_.back();
                ready_.pop_back();
                ++stats_.takenReady;
                lock.unlock();
                wake_.notify_one();
                return chunk;
            }
            ++stats_.takenFresh;
        }
        wake_.notify_one();
        return allocateChunk();
    }

    void give(void* chunk) noexcept
    {
        {
            std::lock_guard lock(mutex_);
            if (ready_.size() < kKeep + kAhead) {
                try {
                    ready_.push_back(chunk);
                    return;
                } catch (...) {
                    // No room to remember it: let it go.
                }
            }
        }
        std::free(chunk);
    }

    Stats stats()
    {
        std::lock_guard lock(mutex_);
        Stats s = stats_;
        s.kept = ready_.size();
        return s;
    }

private:
    void startLocked()
    {
        if (started_)
            return;
        started_ = true;
        try {
            ready_.reserve(kKeep + kAhead);
            std::thread(&Supply::supply, this).detach();
        } catch (const std::exception&) {
            // No thread (or no memory for the list): every taker allocates for itself.
        }
    }

    // The supplier never stops: the Supply lives as long as the process (see instance()),
    // and a thread waiting on a condition variable does not keep a process from exiting.
    [[noreturn]] void supply()
    {
        for (;;) {
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [this] { return ready_.size() < kAhead; });
            }
            void* chunk = nullptr;
            try {
                chunk = allocateChunk();
            } catch (const std::bad_alloc&) {
                // Out of memory: the takers will meet it themselves. Wait for the next take.
                std::unique_lock lock(mutex_);
                wake_.wait(lock);
                continue;
            }
            faultIn(chunk);
            std::unique_lock lock(mutex_);
            if (ready_.size() < kKeep + kAhead) {
                ready_.push_back(chunk);  // no allocation: reserved when the supplier started
            } else {
                lock.unlock();  // traces gave back enough meanwhile
                std::free(chunk);
            }
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_;
    std::vector<void*> ready_;
    bool started_ = false;
    Stats stats_;
};

// Never destroyed: traces held by other static objects give their chunks back during
// static destruction, and the supplier thread must not outlive the object it waits in.
Supply& instance()
{
    static Supply* supply = new Supply;
    return *supply;
}

}  // namespace

void* takeChunk() { return instance().take(); }

void giveChunk(void* chunk) noexcept { instance().give(chunk); }

Stats stats() { return instance().stats(); }

}  // namespace ts::trace_memory
