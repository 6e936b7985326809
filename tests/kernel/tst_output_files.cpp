// Output files (issue 8, classes 3 and 4): every output goes through AtomicFile, so a full
// disk, a read-only folder or a directory in the way is a typed I/O error that leaves the old
// file and no temporary behind; a symbolic link is written through to its target; a FIFO, a
// device, a socket or a directory is never replaced; temporaries left by killed saves are
// removed by the next save, and only those.
#include "robustness_support.h"
#include "test_main.h"

#include "kernel/exit_codes.h"
#include "kernel/io/file_io.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"

#include <QTemporaryDir>

#include <sys/socket.h>
#include <sys/un.h>

#include <filesystem>
#include <memory>

using namespace ts;
namespace fs = std::filesystem;

namespace {

std::unique_ptr<Session> recordedGame(const char* scenario)
{
    const LoadedScenario loaded =
        loadScenarioFile(std::string(TURNSCOPE_SOURCE_DIR "/resources/scenarios/") + scenario);
    auto s = std::make_unique<Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
    s->run();
    return s;
}

std::size_t entries(const std::string& dir)
{
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir))
        ++n;
    return n;
}

// The detail of the FileError that `f` throws, or "no error".
template <typename F>
std::string fileErrorOf(F f)
{
    try {
        f();
    } catch (const FileError& e) {
        return e.detail();
    }
    return "no error";
}

}  // namespace

class TestOutputFiles : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::string path(const std::string& name) const
    {
        return dir_->filePath(QString::fromStdString(name)).toStdString();
    }
    std::string dirPath() const { return dir_->path().toStdString(); }

private slots:
    void init() { dir_ = std::make_unique<QTemporaryDir>(); }
    void cleanup()
    {
        ::chmod(dirPath().c_str(), 0700);
        dir_.reset();
    }

    void replacesAndKeepsPermissions()
    {
        const std::string file = path("out.json");
        robust::writeText(file, "old");
        ::chmod(file.c_str(), 0640);
        writeFileAtomically(file, "new");
        QCOMPARE(robust::readText(file), std::string("new"));
        struct stat st {};
        ::stat(file.c_str(), &st);
        QCOMPARE(st.st_mode & 07777, 0640u);
        QCOMPARE(entries(dirPath()), std::size_t{1});
    }

    // Class 3: a full disk used to leave a 0-byte file and exit 0.
    void fullDiskKeepsTheOldFile()
    {
        const std::string file = path("state.json");
        robust::writeText(file, "the old contents");
        const std::string big(100000, 'x');
        std::string detail;
        {
            robust::FullDisk full(4096);
            detail = fileErrorOf([&] { writeFileAtomically(file, big); });
        }
        QVERIFY2(detail.find("File too large") != std::string::npos, detail.c_str());
        QCOMPARE(robust::readText(file), std::string("the old contents"));
        QCOMPARE(entries(dirPath()), std::size_t{1});
    }

    // The exports stream into the file: a failure inside the stream surfaces at commit().
    void fullDiskThroughTheStream()
    {
        const std::string file = path("events.jsonl");
        robust::writeText(file, "old");
        std::string detail;
        {
            robust::FullDisk full(8192);
            detail = fileErrorOf([&] {
                AtomicFile out(file);
                for (int i = 0; i < 10000; ++i)
                    out.stream() << "{\"seq\":" << i << "}\n";
                out.commit();
            });
        }
        QVERIFY2(detail.find("File too large") != std::string::npos, detail.c_str());
        QCOMPARE(robust::readText(file), std::string("old"));
        QCOMPARE(entries(dirPath()), std::size_t{1});
    }

    // Class 3: a trace save on a full disk is TraceError(Io) (exit 5), the old trace intact.
    void traceSaveOnAFullDisk()
    {
        const auto small = recordedGame("roguelike/one-run.json");
        const auto big = recordedGame("nation/four-nations.json");
        const std::string file = path("game.tstrace");
        saveSession(file, *small);
        const std::string before = robust::readText(file);
        {
            robust::FullDisk full(static_cast<rlim_t>(before.size()) + 4096);
            try {
                saveSession(file, *big);
                QFAIL("saved on a full disk");
            } catch (const TraceError& e) {
                QCOMPARE(e.code(), TraceError::Code::Io);
                QCOMPARE(exitCodeFor(e), int(kExitIo));
                QVERIFY2(std::string(e.what()).find("File too large") != std::string::npos, e.what());
            }
        }
        QCOMPARE(robust::readText(file), before);
        QCOMPARE(openRecordedGame(file).file.trace.size(), small->size());
        QCOMPARE(entries(dirPath()), std::size_t{1});
    }

    // Class 3: a read-only folder (as root, permissions are checked as `nobody`).
    void readOnlyFolder()
    {
        const std::string ro = path("ro");
        fs::create_directory(ro);
        const std::string file = ro + "/old.tstrace";
        saveSession(file, *recordedGame("roguelike/one-run.json"));
        const std::string before = robust::readText(file);
        ::chmod(ro.c_str(), 0555);
        const auto game = recordedGame("roguelike/case-a.json");
        auto attempt = [&] {
            try {
                saveSession(file, *game);
            } catch (const TraceError& e) {
                return e.code() == TraceError::Code::Io &&
                        std::string(e.what()).find("Permission denied") != std::string::npos
                    ? 0
                    : 1;
            }
            return 2;
        };
        if (robust::runningAsRoot()) {
            ::chmod(dirPath().c_str(), 0755);  // nobody may enter the test folder, not write in `ro`
            QCOMPARE(robust::asNobody(attempt), 0);
        } else {
            QCOMPARE(attempt(), 0);
        }
        ::chmod(ro.c_str(), 0755);
        QCOMPARE(robust::readText(file), before);
        QCOMPARE(entries(ro), std::size_t{1});
    }

    // Class 4: a symbolic link is written through; the link stays a link.
    void symlinksAreWrittenThrough()
    {
        fs::create_directory(path("real"));
        const std::string target = path("real/state.json");
        robust::writeText(target, "old");
        const std::string link = path("link.json");
        fs::create_symlink("real/state.json", link);  // relative to the link's folder
        writeFileAtomically(link, "new");
        QVERIFY(fs::is_symlink(link));
        QCOMPARE(robust::readText(target), std::string("new"));
        QCOMPARE(entries(path("real")), std::size_t{1});  // the temporary was next to the target

        const std::string chain = path("chain.json");
        fs::create_symlink(link, chain);
        writeFileAtomically(chain, "newer");
        QCOMPARE(robust::readText(target), std::string("newer"));

        const std::string dangling = path("dangling.json");
        fs::create_symlink("real/created.json", dangling);
        writeFileAtomically(dangling, "made");
        QCOMPARE(robust::readText(path("real/created.json")), std::string("made"));
        QVERIFY(fs::is_symlink(dangling));

        const std::string loop = path("loop.json");
        fs::create_symlink("loop.json", loop);
        const std::string detail = fileErrorOf([&] { writeFileAtomically(loop, "x"); });
        QVERIFY2(detail.find("Too many levels of symbolic links") != std::string::npos, detail.c_str());
    }

    // Class 4: a FIFO, a device, a socket or a directory is never replaced.
    void specialFilesAreRefused()
    {
        const std::string fifo = path("fifo");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const std::string sock = path("sock");
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        std::snprintf(addr.sun_path, sizeof addr.sun_path, "%s", sock.c_str());
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
        const std::string sub = path("sub");
        fs::create_directory(sub);
        const std::string toFifo = path("to-fifo");
        fs::create_symlink(fifo, toFifo);
        const struct {
            std::string file;
            const char* what;
        } cases[] = {{fifo, "a FIFO"},     {sock, "a socket"},
                     {sub, "a directory"}, {"/dev/null", "a character device"},
                     {toFifo, "a FIFO"},   {sub + "/", "a directory"}};
        for (const auto& c : cases) {
            const std::string detail = fileErrorOf([&] { writeFileAtomically(c.file, "data"); });
            QVERIFY2(detail.find(c.what) != std::string::npos, (c.file + ": " + detail).c_str());
            QVERIFY2(detail.find("only a regular file is replaced") != std::string::npos, detail.c_str());
        }
        ::close(fd);
        struct stat st {};
        QCOMPARE(::lstat(fifo.c_str(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QVERIFY(fs::is_directory(sub));
        QCOMPARE(entries(dirPath()), std::size_t{4});  // fifo, sock, sub, to-fifo, nothing else
        // Traces too (the CLI's --out, the window's Save).
        try {
            saveSession(fifo, *recordedGame("roguelike/one-run.json"));
            QFAIL("replaced a FIFO");
        } catch (const TraceError& e) {
            QCOMPARE(e.code(), TraceError::Code::Io);
        }
    }

    // Class 3: what a killed save leaves behind is removed by the next save, and nothing else.
    void staleTemporaries()
    {
        const std::string file = path("game.tstrace");
        const std::string dead = std::to_string(robust::deadPid());
        const std::string mine = std::to_string(::getpid());
        struct Case {
            std::string name;
            int ageSeconds;
            bool removed;
        };
        const Case cases[] = {
            {".game.tstrace.tstmp-" + dead + "-0123456789ab", 600, true},  // killed save
            {"game.tstrace.tmp-" + dead + "-0123456789ab", 600, true},  // an older build's
            {".game.tstrace.tstmp-" + dead + "-0123456789ac", 10, false},  // too recent
            {".game.tstrace.tstmp-" + mine + "-0123456789ad", 600, false},  // a save under way
            {".game.tstrace.tstmp-" + mine + "-0123456789ae", 90000, true},  // a day old
            {".game.tstrace.tstmp-" + dead + "-0123456789", 600, false},  // not our pattern
            {".game.tstrace.tstmp-" + dead + "-0123456789aB", 600, false},  // not our pattern
            {".other.tstrace.tstmp-" + dead + "-0123456789ab", 600, false},  // another file's
            {"notes.txt", 100000, false},
        };
        for (const Case& c : cases) {
            robust::writeText(path(c.name), "partial");
            robust::age(path(c.name), c.ageSeconds);
        }
        // A link named like a stale temporary is neither followed nor removed.
        const std::string precious = path("precious.txt");
        robust::writeText(precious, "keep");
        const std::string linkName = ".game.tstrace.tstmp-" + dead + "-0123456789af";
        fs::create_symlink(precious, path(linkName));
        robust::age(path(linkName), 600);

        saveSession(file, *recordedGame("roguelike/one-run.json"));
        for (const Case& c : cases)
            QVERIFY2(fs::exists(path(c.name)) != c.removed, c.name.c_str());
        QVERIFY(fs::is_symlink(path(linkName)));
        QCOMPARE(robust::readText(precious), std::string("keep"));
        QCOMPARE(openRecordedGame(file).file.trace.size(), recordedGame("roguelike/one-run.json")->size());
    }

    void temporaryNamesAreHiddenAndOurs()
    {
        const std::string file = path("x.json");
        AtomicFile out(file);
        const std::string name = fs::path(out.tempPath()).filename().string();
        QVERIFY2(name.starts_with(".x.json.tstmp-" + std::to_string(::getpid()) + "-"), name.c_str());
        QCOMPARE(out.target(), file);
        // Never removed while the process runs, whatever its age.
        robust::age(out.tempPath(), 600);
        QCOMPARE(removeStaleTempFiles(file), std::size_t{0});
        out.write("abc");
        out.commit();
        QCOMPARE(robust::readText(file), std::string("abc"));
        QCOMPARE(entries(dirPath()), std::size_t{1});
    }

    void missingFolder()
    {
        const std::string detail = fileErrorOf([&] { writeFileAtomically(path("no/such/dir/x.json"), "x"); });
        QVERIFY2(detail.find("No such file or directory") != std::string::npos, detail.c_str());
    }
};

TURNSCOPE_TEST_MAIN(TestOutputFiles)
#include "tst_output_files.moc"
