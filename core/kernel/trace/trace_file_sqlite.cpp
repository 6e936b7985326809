#include "kernel/trace/trace_file_sqlite.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>

namespace ts::tracefile {

// ---------------------------------------------------------------------------------------------
// ContentHasher

ContentHasher::ContentHasher() : state_(XXH3_createState())
{
    if (!state_)
        throw std::bad_alloc();
    XXH3_64bits_reset(state_);
}

ContentHasher::~ContentHasher() { XXH3_freeState(state_); }

std::uint64_t ContentHasher::digest()
{
    flush();
    return XXH3_64bits_digest(state_);
}

void ContentHasher::flush()
{
    XXH3_64bits_update(state_, buf_.data(), used_);
    used_ = 0;
}

// ---------------------------------------------------------------------------------------------
// Messages

std::string sqliteMessage(sqlite3* db, int rc)
{
    std::string msg = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    if (msg.empty())
        msg = sqlite3_errstr(rc);
    return msg;
}

std::string errnoText(int err) { return std::strerror(err); }

// ---------------------------------------------------------------------------------------------
// Opening

[[noreturn]] void corrupt(const std::string& file, const std::string& detail)
{
    throw TraceError(Code::Corrupt, file, detail);
}

[[noreturn]] void sqliteFailure(const std::string& file, sqlite3* db, int rc, const std::string& doing)
{
    const std::string msg = sqliteMessage(db, rc);
    if (rc == SQLITE_IOERR_SHORT_READ)
        throw TraceError(Code::Truncated, file, "the file ends early (" + doing + "): " + msg);
    switch (rc & 0xff) {
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_AUTH: throw TraceError(Code::Io, file, "cannot read the file (" + doing + "): " + msg);
    default: break;
    }
    corrupt(file, "the database is damaged (" + doing + "): " + msg);
}

void checkFileHeader(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        throw TraceError(Code::Io, path, "cannot open the file: " + errnoText(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        throw TraceError(Code::Io, path, "cannot read the file: " + errnoText(errno));
    if (S_ISDIR(st.st_mode))
        throw TraceError(Code::Io, path, "cannot read the file: it is a directory");
    if (!S_ISREG(st.st_mode))
        throw TraceError(Code::NotATrace, path, "not a trace file: it is not a regular file");
    const auto fileSize = static_cast<std::uint64_t>(st.st_size);

    std::uint8_t h[100] = {};
    std::size_t got = 0;
    while (got < sizeof h) {
        const ssize_t n = ::pread(fd, h + got, sizeof h - got, static_cast<off_t>(got));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw TraceError(Code::Io, path, "cannot read the file: " + errnoText(errno));
        }
        if (n == 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    static constexpr char kMagic[] = "SQLite format 3";  // + the terminating '\0': 16 bytes
    static_assert(sizeof kMagic == 16);
    if (fileSize == 0 || got == 0)
        throw TraceError(Code::NotATrace, path, "not a trace file: the file is empty");
    if (std::memcmp(h, kMagic, std::min<std::size_t>(got, 16)) != 0)
        throw TraceError(Code::NotATrace, path, "not a trace file (not an SQLite database)");
    if (got < 100)
        throw TraceError(Code::Truncated, path,
                         "the file is cut short: it is " + std::to_string(got) +
                             " bytes, shorter than the 100-byte database header");
    std::uint32_t pageSize = (static_cast<std::uint32_t>(h[16]) << 8) | h[17];
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0)
        corrupt(path, "the database header is damaged (page size " + std::to_string(pageSize) + ")");
    if (std::memcmp(h + 24, h + 92, 4) == 0) {
        const std::uint64_t pages = (static_cast<std::uint64_t>(h[28]) << 24) |
            (static_cast<std::uint64_t>(h[29]) << 16) | (static_cast<std::uint64_t>(h[30]) << 8) | h[31];
        const std::uint64_t expected = pages * pageSize;
        if (expected > fileSize)
            throw TraceError(Code::Truncated, path,
                             "the file is cut short: it is " + std::to_string(fileSize) + " bytes, its header says " +
                                 std::to_string(expected));
    }
    if (fileSize < pageSize)
        throw TraceError(Code::Truncated, path,
                         "the file is cut short: it is " + std::to_string(fileSize) +
                             " bytes, less than one database page (" + std::to_string(pageSize) + ")");
}

std::string immutableUri(const std::string& path)
{
    std::string uri = path.starts_with('/') ? "file://" : "file:";
    for (unsigned char c : path) {
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '/' || c == '-' ||
            c == '.' || c == '_' || c == '~') {
            uri += static_cast<char>(c);
        } else {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%%%02X", c);
            uri += buf;
        }
    }
    return uri + "?immutable=1";
}

}  // namespace ts::tracefile
