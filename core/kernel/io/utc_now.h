#pragma once
// The time files are stamped with ("created_utc" of traces and batch results).
#include <ctime>
#include <string>

namespace ts {

// Now in UTC, ISO 8601 to the second: "2026-11-25T06:54:13Z".
inline std::string utcNow()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

}  // namespace ts
