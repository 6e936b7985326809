#include "kernel/io/file_io.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <optional>
#include <random>
#include <streambuf>

namespace ts {

namespace {

std::string osError(int err) { return std::strerror(err); }

std::string directoryOf(const std::string& path)
{
    const auto slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    if (slash == 0)
        return "/";
    return path.substr(0, slash);
}

std::string baseNameOf(const std::string& path)
{
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// The temporary name keeps the file name short enough for NAME_MAX (255) with the suffix.
// A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
// falsely on the literal (-Wrestrict, GCC PR105329).
std::string tempPrefix(const std::string& base) { return '.' + base.substr(0, 200) + ".tstmp-"; }
std::string legacyTempPrefix(const std::string& base) { return base + ".tmp-"; }

std::string randomSuffix()
{
    std::uint64_t r = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    try {
        std::random_device rd;
        r ^= (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
    } catch (...) {
        // the clock and the counter still make a collision unlikely, and O_EXCL catches it
    }
    static std::atomic<std::uint64_t> counter{0};
    r ^= (counter.fetch_add(1) + 1) * 0x9e3779b97f4a7c15ull;
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(r));
    return std::string(buf, 12);
}

// "PID-RANDOM" as our temporary names end: the PID, or nullopt for anything else.
std::optional<long> tempSuffixPid(std::string_view rest)
{
    const auto dash = rest.find('-');
    if (dash == std::string_view::npos || dash == 0 || dash > 10 || rest.size() != dash + 13)
        return std::nullopt;
    long pid = 0;
    for (std::size_t i = 0; i < dash; ++i) {
        if (rest[i] < '0' || rest[i] > '9')
            return std::nullopt;
        pid = pid * 10 + (rest[i] - '0');
    }
    for (std::size_t i = dash + 1; i < rest.size(); ++i)
        if (!((rest[i] >= '0' && rest[i] <= '9') || (rest[i] >= 'a' && rest[i] <= 'f')))
            return std::nullopt;
    if (pid <= 0)
        return std::nullopt;
    return pid;
}

bool processRuns(long pid)
{
    if (pid == static_cast<long>(::getpid()))
        return true;
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

// Follows symbolic links to the file that an output replaces; refuses anything but a regular
// file or a name that does not exist yet.
std::string resolveOutputTarget(const std::string& path)
{
    std::string p = path;
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0) {
            if (errno == ENOENT)
                return p;  // a new file (a missing folder is reported when the temporary file is made)
            throw FileError(path, "cannot write: " + osError(errno));
        }
        if (S_ISREG(st.st_mode))
            return p;
        if (!S_ISLNK(st.st_mode))
            throw FileError(path,
                            "cannot write: " + (p == path ? std::string("it") : p) + " is " + fileTypeName(st.st_mode) +
                                "; only a regular file is replaced");
        std::string link(4096, '\0');
        const ssize_t n = ::readlink(p.c_str(), link.data(), link.size());
        if (n <= 0 || static_cast<std::size_t>(n) >= link.size())
            throw FileError(path,
                            "cannot write: cannot read the symbolic link " + p + ": " +
                                osError(n < 0 ? errno : ENAMETOOLONG));
        link.resize(static_cast<std::size_t>(n));
        p = link.starts_with('/') ? link : directoryOf(p) + "/" + link;
    }
    throw FileError(path, "cannot write: " + osError(ELOOP));
}

}  // namespace

FileError::FileError(std::string file, std::string detail)
    : std::runtime_error(file + ": " + detail), file_(std::move(file)), detail_(std::move(detail))
{}

std::string fileTypeName(unsigned mode)
{
    if (S_ISREG(mode))
        return "a regular file";
    if (S_ISDIR(mode))
        return "a directory";
    if (S_ISFIFO(mode))
        return "a FIFO";
    if (S_ISCHR(mode))
        return "a character device";
    if (S_ISBLK(mode))
        return "a block device";
    if (S_ISSOCK(mode))
        return "a socket";
    if (S_ISLNK(mode))
        return "a symbolic link";
    return "not a regular file";
}

InputFile readInputFile(const std::string& path, std::size_t maxBytes)
{
    // O_NONBLOCK: opening a FIFO without a writer returns at once (and is refused below).
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        throw FileError(path, "cannot open the file: " + osError(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        throw FileError(path, "cannot read the file: " + osError(errno));
    if (!S_ISREG(st.st_mode))
        throw FileError(path, "cannot read the file: it is " + fileTypeName(st.st_mode) + ", not a regular file");
    InputFile in;
    in.size = static_cast<std::uint64_t>(st.st_size);
    if (in.size > maxBytes) {
        in.tooLarge = true;
        return in;
    }
    // Read at most one byte more than allowed: a file that grew meanwhile is still bounded.
    std::string data(static_cast<std::size_t>(in.size) + 1, '\0');
    std::size_t got = 0;
    for (;;) {
        if (got == data.size()) {
            if (data.size() > maxBytes)
                break;
            data.resize(std::min(maxBytes + 1, data.size() * 2));
        }
        const ssize_t n = ::read(fd, data.data() + got, data.size() - got);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw FileError(path, "cannot read the file: " + osError(errno));
        }
        if (n == 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    if (got > maxBytes) {
        in.tooLarge = true;
        in.size = std::max<std::uint64_t>(in.size, got);
        return in;
    }
    data.resize(got);
    in.data = std::move(data);
    in.size = got;
    return in;
}

std::optional<std::string> readFileHead(const std::string& path, std::size_t n)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return std::nullopt;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        return std::nullopt;
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return std::nullopt;
    std::string head(n, '\0');
    std::size_t got = 0;
    while (got < n) {
        const ssize_t r = ::pread(fd, head.data() + got, n - got, static_cast<off_t>(got));
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            return std::nullopt;
        if (r == 0)
            break;
        got += static_cast<std::size_t>(r);
    }
    head.resize(got);
    return head;
}

// ---------------------------------------------------------------------------------------------
// AtomicFile

class AtomicFile::Buf : public std::streambuf {
public:
    explicit Buf(AtomicFile& file) : file_(file), buf_(std::size_t(1) << 16, '\0')
    {
        setp(buf_.data(), buf_.data() + buf_.size());
    }
    int error() const { return error_; }

protected:
    int_type overflow(int_type c) override
    {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    bool drain()
    {
        if (error_ != 0)
            return false;
        const std::size_t n = static_cast<std::size_t>(pptr() - pbase());
        try {
            file_.write(std::string_view(pbase(), n));
        } catch (const FileError&) {
            error_ = file_.lastErrno_;
            return false;
        }
        setp(buf_.data(), buf_.data() + buf_.size());
        return true;
    }

    AtomicFile& file_;
    std::string buf_;
    int error_ = 0;
};

AtomicFile::AtomicFile(const std::string& path) : path_(path)
{
    if (path.empty())
        throw FileError(path, "cannot write: the file name is empty");
    target_ = resolveOutputTarget(path);
    dir_ = directoryOf(target_);
    const std::string base = baseNameOf(target_);
    if (base.empty() || base == "." || base == "..")
        throw FileError(path, "cannot write: it is a directory");
    removeStaleTempFiles(target_);
    temp_ = (dir_ == "/" ? std::string() : dir_) + "/" + tempPrefix(base) + std::to_string(::getpid()) + "-" +
        randomSuffix();
    fd_ = ::open(temp_.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666);
    if (fd_ < 0)
        throw FileError(path, "cannot write (creating a temporary file in " + dir_ + "): " + osError(errno));
    // A replaced file keeps its permissions.
    struct stat old {};
    if (::stat(target_.c_str(), &old) == 0 && S_ISREG(old.st_mode))
        (void)::fchmod(fd_, old.st_mode & 07777);
}

AtomicFile::~AtomicFile()
{
    stream_.reset();
    buf_.reset();
    if (fd_ >= 0)
        ::close(fd_);
    if (!committed_)
        ::unlink(temp_.c_str());
}

void AtomicFile::fail(const std::string& doing, int err) const
{
    throw FileError(path_, "cannot write (" + doing + "): " + osError(err));
}

void AtomicFile::write(std::string_view data)
{
    if (fd_ < 0)
        fail("writing", EBADF);
    while (!data.empty()) {
        const ssize_t n = ::write(fd_, data.data(), data.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            lastErrno_ = n < 0 ? errno : ENOSPC;
            fail("writing " + temp_, lastErrno_);
        }
        data.remove_prefix(static_cast<std::size_t>(n));
    }
}

std::ostream& AtomicFile::stream()
{
    if (!stream_) {
        buf_ = std::make_unique<Buf>(*this);
        stream_ = std::make_unique<std::ostream>(buf_.get());
    }
    return *stream_;
}

void AtomicFile::commit()
{
    if (committed_)
        return;
    if (stream_) {
        stream_->flush();
        if (buf_->error() != 0)
            fail("writing " + temp_, buf_->error());
        if (!*stream_)
            fail("writing " + temp_, EIO);
    }
    if (::fsync(fd_) != 0)
        fail("flushing " + temp_ + " to disk", errno);
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0)
        fail("closing " + temp_, errno);
    // What was checked when the file was opened may have changed since; rename() would
    // replace a FIFO or a device as readily as a file.
    struct stat st {};
    if (::lstat(target_.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        throw FileError(path_,
                        "cannot write: " + target_ + " is now " + fileTypeName(st.st_mode) +
                            "; only a regular file is replaced");
    if (::rename(temp_.c_str(), target_.c_str()) != 0)
        fail("replacing " + target_, errno);
    committed_ = true;
    // Best effort: some file systems cannot open or sync a directory.
    const int dfd = ::open(dir_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        (void)::fsync(dfd);
        ::close(dfd);
    }
}

void writeFileAtomically(const std::string& path, std::string_view data)
{
    AtomicFile f(path);
    f.write(data);
    f.commit();
}

std::size_t removeStaleTempFiles(const std::string& target)
{
    const std::string dir = directoryOf(target);
    const std::string base = baseNameOf(target);
    if (base.empty())
        return 0;
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd < 0)
        return 0;
    DIR* d = ::fdopendir(dfd);
    if (!d) {
        ::close(dfd);
        return 0;
    }
    const std::string prefixes[2] = {tempPrefix(base), legacyTempPrefix(base)};
    const std::time_t now = std::time(nullptr);
    std::size_t removed = 0;
    while (const dirent* e = ::readdir(d)) {
        const std::string_view name = e->d_name;
        std::optional<long> pid;
        for (const std::string& prefix : prefixes)
            if (!pid && name.starts_with(prefix))
                pid = tempSuffixPid(name.substr(prefix.size()));
        if (!pid)
            continue;
        struct stat st {};
        if (::fstatat(dfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        if (!S_ISREG(st.st_mode) || st.st_uid != ::geteuid())
            continue;
        const std::int64_t age = static_cast<std::int64_t>(now) - static_cast<std::int64_t>(st.st_mtime);
        const bool stale = age >= kStaleTempMaxAgeSeconds || (!processRuns(*pid) && age >= kStaleTempGraceSeconds);
        if (stale && ::unlinkat(dfd, e->d_name, 0) == 0)
            ++removed;
    }
    ::closedir(d);
    return removed;
}

}  // namespace ts
