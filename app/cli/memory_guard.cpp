#include "memory_guard.h"

#include "kernel/exit_codes.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace ts::cli {

std::uint64_t residentBytes()
{
    const int fd = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    char buf[128] = {};
    const ssize_t n = ::read(fd, buf, sizeof buf - 1);
    ::close(fd);
    if (n <= 0)
        return 0;
    unsigned long long size = 0, resident = 0;
    if (std::sscanf(buf, "%llu %llu", &size, &resident) != 2)
        return 0;
    return resident * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
}

std::uint64_t MemoryGuard::effectiveLimitMiB(std::uint64_t requested)
{
    std::uint64_t limit = requested;
    for (const int resource : {RLIMIT_AS, RLIMIT_DATA}) {
        rlimit r{};
        if (::getrlimit(resource, &r) == 0 && r.rlim_cur != RLIM_INFINITY) {
            const std::uint64_t capMiB = static_cast<std::uint64_t>(r.rlim_cur) / (1024 * 1024) / 2;
            limit = limit == 0 ? capMiB : std::min(limit, capMiB);
        }
    }
    return limit;
}

MemoryGuard::MemoryGuard(std::uint64_t limitMiB, std::string what, std::string removeOnStop,
                         const std::atomic<bool>* busy, std::string busyText)
    : limitBytes_(limitMiB * 1024 * 1024),
      what_(std::move(what)),
      removeOnStop_(std::move(removeOnStop)),
      busyText_(std::move(busyText)),
      busy_(busy)
{
    if (limitBytes_ != 0)
        thread_ = std::jthread([this](std::stop_token stop) { watch(stop); });
}

MemoryGuard::~MemoryGuard() { thread_.request_stop(); }

void MemoryGuard::watch(std::stop_token stop) const
{
    while (!stop.stop_requested()) {
        const std::uint64_t resident = residentBytes();
        if (resident > limitBytes_) {
            // Another thread is inside an allocation that never returns in time: no unwinding,
            // only what an orderly stop needs (the message, no temporary file left behind).
            std::fprintf(stderr,
                         "%s: stopped: the process used %llu MiB, past its memory limit of %llu MiB%s%s "
                         "(--memory-limit MiB; 0: none); nothing was written\n",
                         what_.c_str(), static_cast<unsigned long long>((resident + (1u << 20) - 1) >> 20),
                         static_cast<unsigned long long>(limitBytes_ >> 20), busy_ && busy_->load() ? " while " : "",
                         busy_ && busy_->load() ? busyText_.c_str() : "");
            std::fflush(stderr);
            if (!removeOnStop_.empty())
                ::unlink(removeOnStop_.c_str());
            ::_exit(kExitUsage);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

}  // namespace ts::cli
