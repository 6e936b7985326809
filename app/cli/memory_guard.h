#pragma once
// A process-level memory guard for the CLI. Some work cannot be interrupted from outside:
// one built-in call of the condition engine (`Array(1e9).fill(1)` under shrink --until) grows
// without bound, and the engine's watchdog only acts between JavaScript steps. Without a
// guard such a process grows until the machine swaps or an address-space cap makes the
// engine crash (SIGSEGV). The guard samples the resident memory every 10 ms and ends the
// process in order when it passes the limit: a message, the unfinished output's temporary
// file removed, exit 2.
#include <atomic>
#include <cstdint>
#include <string>
#include <thread>

namespace ts::cli {

class MemoryGuard {
public:
    // `limitMiB` 0: no guard. `what` names the command in the message; `removeOnStop` is a
    // temporary file to delete before exiting ("" for none). `busy`, when set, says what the
    // process is doing in the message ("evaluating --until").
    MemoryGuard(std::uint64_t limitMiB, std::string what, std::string removeOnStop,
                const std::atomic<bool>* busy = nullptr, std::string busyText = {});
    ~MemoryGuard();
    MemoryGuard(const MemoryGuard&) = delete;
    MemoryGuard& operator=(const MemoryGuard&) = delete;

    // The limit to use: `requested`, lowered to half an address-space or data cap (ulimit
    // -v / -d) when one is set, so the guard acts before allocations fail (a growing array
    // is copied to one twice its size: old and new are mapped at once).
    static std::uint64_t effectiveLimitMiB(std::uint64_t requested);

private:
    void watch(std::stop_token stop) const;

    std::uint64_t limitBytes_;
    std::string what_, removeOnStop_, busyText_;
    const std::atomic<bool>* busy_;
    std::jthread thread_;
};

// Resident memory of this process in bytes (0 when it cannot be read).
std::uint64_t residentBytes();

}  // namespace ts::cli
