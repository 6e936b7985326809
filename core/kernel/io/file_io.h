#pragma once
// Files as untrusted input and as precious output.
//
// Reading: only regular files, opened without blocking (a FIFO with no writer cannot hang
// the reader), checked with fstat on the opened descriptor (no check-then-open race) and
// read with a size bound, so /dev/zero or a huge file cannot grow memory without limit.
//
// Writing (every output file: traces, exports, final states): AtomicFile writes a temporary
// file in the target's folder, checks every write, fsyncs it and renames it over the target;
// on any failure the temporary file is removed, the previous file stays as it was, and a
// FileError says why (the OS reason: "No space left on device", "Permission denied").
//   - A symbolic link is written through: the file it points to is replaced (the link
//     stays a link). A directory, FIFO, device node or socket is never replaced.
//   - Temporary files are named ".NAME.tstmp-PID-RANDOM". One that a killed save left
//     behind is removed by the next save of NAME in that folder when it is stale: a regular
//     file (never a link) owned by this user, whose process no longer runs on this machine
//     and which has not changed for kStaleTempGraceSeconds, or which has not changed for
//     kStaleTempMaxAgeSeconds whatever its process. "NAME.tmp-PID-RANDOM" files of older
//     builds are removed by the same rule.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace ts {

// A file could not be read or written. what() is "<file>: <detail>".
class FileError : public std::runtime_error {
public:
    FileError(std::string file, std::string detail);
    const std::string& file() const { return file_; }
    const std::string& detail() const { return detail_; }

private:
    std::string file_, detail_;
};

// Largest scenario file read (and largest scenario stored in a trace): 16 MiB.
inline constexpr std::size_t kMaxScenarioBytes = std::size_t(16) << 20;

inline constexpr std::int64_t kStaleTempGraceSeconds = 120;
inline constexpr std::int64_t kStaleTempMaxAgeSeconds = 24 * 3600;

struct InputFile {
    std::string data;  // empty when tooLarge
    bool tooLarge = false;  // the file holds more than the bound
    std::uint64_t size = 0;  // its size as fstat saw it (at least bound + 1 when tooLarge)
};

// Reads a whole regular file of at most `maxBytes`. Throws FileError when it cannot be
// opened or read (with the OS reason), is a directory, or is not a regular file.
InputFile readInputFile(const std::string& path, std::size_t maxBytes);

// The first `n` bytes of the regular file `path` (fewer when it is shorter), for telling
// kinds of files apart by their first bytes; nullopt when `path` is no regular file or
// cannot be read. Never blocks and never throws: the type is looked at (stat) before the
// file is opened, so a FIFO or a device is never opened at all, and the open is
// non-blocking and checked again with fstat (the path may change between the two).
std::optional<std::string> readFileHead(const std::string& path, std::size_t n);

// "a directory", "a FIFO", "a character device", ... for an st_mode.
std::string fileTypeName(unsigned mode);

class AtomicFile {
public:
    // Resolves `path` (symlinks followed), refuses special files, removes stale temporary
    // files of the target and creates a new one. Throws FileError naming `path`.
    explicit AtomicFile(const std::string& path);
    ~AtomicFile();  // removes the temporary file unless committed
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    const std::string& path() const { return path_; }  // as given
    const std::string& target() const { return target_; }  // the file that will be replaced
    const std::string& tempPath() const { return temp_; }

    // Writes all of `data`; throws FileError (e.g. "No space left on device").
    void write(std::string_view data);
    // A buffered stream into the temporary file; a failed write is remembered and thrown by
    // commit() (streams do not throw).
    std::ostream& stream();
    // Flushes, fsyncs, renames over the target and fsyncs the folder. Throws FileError; the
    // previous file is untouched unless this returns.
    void commit();

private:
    class Buf;
    [[noreturn]] void fail(const std::string& doing, int err) const;

    std::string path_, target_, dir_, temp_;
    int fd_ = -1;
    int lastErrno_ = 0;  // of the last failed write (the stream reports it at commit)
    bool committed_ = false;
    std::unique_ptr<Buf> buf_;
    std::unique_ptr<std::ostream> stream_;
};

// Writes `data` to `path` through an AtomicFile.
void writeFileAtomically(const std::string& path, std::string_view data);

// Removes the stale temporary files of `target` (see above); returns how many. Never throws.
std::size_t removeStaleTempFiles(const std::string& target);

}  // namespace ts
