#pragma once
// What the robustness tests share: hostile files made on the spot, traces edited behind the
// reader's back (with content_hash made to match again), a dead process id, and a simulated
// full disk.
#include "kernel/io/canonical.h"

#include <sqlite3.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QtTest>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

namespace robust {

inline std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void writeText(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

// A roguelike scenario whose map is nested `levels` deep: the 120 KB file of the report.
inline std::string deepScenario(int levels)
{
    return R"({"ruleset": "roguelike", "name": "deep", "map": )" + std::string(static_cast<std::size_t>(levels), '[') +
        std::string(static_cast<std::size_t>(levels), ']') + R"(, "units": []})";
}

// A valid nation stage whose only command adds 1000 to the remaining domestic count: its NPC
// never runs out of domestic commands, so the game never ends by itself.
inline std::string runawayStage()
{
    return R"({"ruleset": "nation", "name": "runaway domestic count", "seed": 1,
 "stage": {"id": "grow", "domesticCount": 1, "roundLimit": 3},
 "commands": [{"id": "Grow", "effects": [{"do": "change-domestic-count", "amount": 1000}]}],
 "nations": [{"name": "A", "turnOrder": 1, "power": 10, "domestic": ["Grow"], "units": []},
             {"name": "B", "turnOrder": 2, "power": 10, "units": []}]})";
}

inline void sqlExec(const std::string& path, const std::string& sql, const std::string& text = {})
{
    sqlite3* db = nullptr;
    if (sqlite3_open(path.c_str(), &db) != SQLITE_OK)
        throw std::runtime_error("cannot open " + path);
    sqlite3_stmt* s = nullptr;
    int rc = sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr);
    if (rc == SQLITE_OK && sql.find('?') != std::string::npos)
        rc = sqlite3_bind_text64(s, 1, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
    if (rc == SQLITE_OK && sqlite3_step(s) != SQLITE_DONE)
        rc = SQLITE_ERROR;
    const std::string msg = sqlite3_errmsg(db);
    sqlite3_finalize(s);
    sqlite3_close(db);
    if (rc != SQLITE_OK)
        throw std::runtime_error(sql + ": " + msg);
}

// content_hash as trace_file.h documents it, computed without the reader.
inline std::uint64_t documentedContentHash(const std::string& path)
{
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        throw std::runtime_error("cannot open " + path);
    ts::CanonicalWriter w;
    for (const char* sql :
         {"SELECT key, value FROM meta WHERE key != 'content_hash' ORDER BY key", "SELECT json FROM scenario",
          "SELECT table_name, id, name FROM names ORDER BY table_name, id",
          "SELECT idx, requested_at, actor, source, kind, target, a, b FROM decisions ORDER BY idx",
          "SELECT seq, hash FROM checkpoints ORDER BY seq",
          "SELECT block, first_seq, count, raw_size, hash FROM event_blocks ORDER BY block"}) {
        sqlite3_stmt* s = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) != SQLITE_OK)
            throw std::runtime_error(sqlite3_errmsg(db));
        while (sqlite3_step(s) == SQLITE_ROW)
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                if (sqlite3_column_type(s, c) == SQLITE_INTEGER)
                    w.i64(sqlite3_column_int64(s, c));
                else
                    w.str(std::string_view(reinterpret_cast<const char*>(sqlite3_column_text(s, c)),
                                           static_cast<std::size_t>(sqlite3_column_bytes(s, c))));
            }
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
    return w.hash();
}

// Replaces the scenario stored in a trace file and makes content_hash match again, as
// anyone with a text editor and the documented format can.
inline void replaceStoredScenario(const std::string& path, const std::string& scenarioText)
{
    sqlExec(path, "UPDATE scenario SET json = ? WHERE id = 1", scenarioText);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(documentedContentHash(path)));
    sqlExec(path, std::string("UPDATE meta SET value = '") + hex + "' WHERE key = 'content_hash'");
}

// The id of a process that has ended (and been reaped).
inline pid_t deadPid()
{
    const pid_t pid = ::fork();
    if (pid == 0)
        ::_exit(0);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return pid;
}

// Sets a file's modification time `seconds` into the past.
inline void age(const std::string& path, int seconds)
{
    struct timespec times[2];
    ::clock_gettime(CLOCK_REALTIME, &times[0]);
    times[0].tv_sec -= seconds;
    times[1] = times[0];
    ::utimensat(AT_FDCWD, path.c_str(), times, AT_SYMLINK_NOFOLLOW);
}

// A full disk for this process, as far as writing goes: files cannot grow past `bytes`
// (RLIMIT_FSIZE; the soft limit only, so it can be lifted again) and the write fails with
// EFBIG instead of the default SIGXFSZ killing the process.
class FullDisk {
public:
    explicit FullDisk(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &old_);
        oldHandler_ = ::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = old_;
        small.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &small);
    }
    ~FullDisk()
    {
        ::setrlimit(RLIMIT_FSIZE, &old_);
        ::signal(SIGXFSZ, oldHandler_);
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;

private:
    struct rlimit old_ {};
    sighandler_t oldHandler_ = SIG_DFL;
};

inline bool runningAsRoot() { return ::geteuid() == 0; }

// Runs `body` in a child process as the unprivileged user `nobody` (65534), so that
// permissions hold even when the tests run as root; returns the child's exit code.
template <typename Body>
int asNobody(Body body)
{
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (::setgid(65534) != 0 || ::setuid(65534) != 0)
            ::_exit(99);
        ::_exit(body());
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace robust
