#include "regress_check.h"

#include "cli_common.h"

#include "kernel/decision_check.h"
#include "kernel/exit_codes.h"
#include "kernel/trace/trace_file.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <set>
#include <system_error>
#include <thread>

namespace ts::cli {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kTraceExtension = ".tstrace";

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// Why a folder's file not named *.tstrace is worth a note, or "" when it is not: files that
// are plainly something else (scenarios, READMEs) are skipped in silence.
std::string looksLikeTrace(const fs::path& file)
{
    const std::string name = lower(file.filename().string());
    if (name.find(".tstmp-") != std::string::npos)
        return "a temporary file of an unfinished save";
    if (name.find(".tstrace") != std::string::npos)
        return "named like a trace but not *.tstrace";
    std::ifstream in(file, std::ios::binary);  // a regular file: reading cannot block
    char magic[16] = {};
    if (in.read(magic, sizeof magic) &&
        std::string_view(magic, sizeof magic) == std::string_view("SQLite format 3\0", 16))
        return "an SQLite database not named *.tstrace";
    return {};
}

std::string kindName(fs::file_type t)
{
    switch (t) {
    case fs::file_type::fifo: return "a FIFO";
    case fs::file_type::socket: return "a socket";
    case fs::file_type::block: return "a block device";
    case fs::file_type::character: return "a character device";
    default: return "not a regular file";
    }
}

// One entry of a folder being walked: a *.tstrace file to check, a folder to walk, a note for
// a file that looks like a trace, or an error item for anything that cannot be read or is
// not a regular file (a broken link, a FIFO, a device: exit 5, never passed over in silence,
// so "every trace is the same" really covers every entry). Returns whether it was a trace.
bool takeEntry(const fs::directory_entry& entry, std::vector<fs::path>& folders, RegressListing& out)
{
    const fs::path& path = entry.path();
    const auto error = [&](const std::string& why) {
        out.items.push_back({path.string(), path.string() + ": " + why});
    };
    std::error_code ec;
    const fs::file_status own = entry.symlink_status(ec);
    if (ec) {
        error("cannot be examined: " + ec.message());
        return false;
    }
    if (fs::is_directory(own)) {
        folders.push_back(path);
        return false;
    }
    const bool link = fs::is_symlink(own);
    const fs::file_status target = link ? entry.status(ec) : own;
    if (ec || !fs::exists(target)) {
        error(link ? "a broken symbolic link" + (ec ? ": " + ec.message() : std::string()) : "cannot be examined");
        return false;
    }
    if (fs::is_directory(target)) {
        out.notes.push_back(path.string() + ": skipped, a link to a folder (links to folders are not followed)");
        return false;
    }
    if (!fs::is_regular_file(target)) {
        error((link ? "a symbolic link to " : std::string()) + kindName(target.type()) + ", not a regular file");
        return false;
    }
    if (endsWith(path.filename().string(), kTraceExtension)) {
        out.items.push_back({path.string(), std::nullopt});
        return true;
    }
    if (const std::string why = looksLikeTrace(path); !why.empty())
        out.notes.push_back(path.string() + ": skipped, " + why);
    return false;
}

// The *.tstrace files under `top` into `out`, walked folder by folder so that a folder that
// cannot be read is reported under its own path and the walk goes on with the others.
void listFolder(const fs::path& top, RegressListing& out)
{
    std::vector<fs::path> folders{top};
    std::size_t found = 0;
    const std::size_t itemsBefore = out.items.size();
    while (!folders.empty()) {
        const fs::path folder = std::move(folders.back());
        folders.pop_back();
        std::error_code ec;
        fs::directory_iterator it(folder, ec), end;
        for (; !ec && it != end; it.increment(ec))
            found += takeEntry(*it, folders, out) ? 1 : 0;
        if (ec)
            out.items.push_back({folder.string(), folder.string() + ": the folder could not be read: " + ec.message()});
    }
    // No trace and nothing unreadable: a usage error; with unreadable entries, they are the news.
    if (found == 0 && out.items.size() == itemsBefore)
        throw UsageError("no trace file (*" + std::string(kTraceExtension) + ") in the folder \"" + top.string() +
                         "\"");
}

// The same file named twice (directly and in a folder, or by two spellings) is checked once.
std::string identity(const std::string& path)
{
    std::error_code ec;
    const fs::path canonical = fs::weakly_canonical(path, ec);
    return ec ? path : canonical.string();
}

}  // namespace

RegressListing listRegressPaths(const std::vector<std::string>& paths)
{
    RegressListing out;
    for (const std::string& path : paths) {
        std::error_code ec;
        if (fs::is_directory(path, ec))
            listFolder(path, out);
        else
            out.items.push_back({path, std::nullopt});  // missing or unreadable: its check says so
    }
    std::sort(out.items.begin(), out.items.end(),
              [](const RegressItem& a, const RegressItem& b) { return a.path < b.path; });
    std::set<std::string> seen;
    std::erase_if(out.items, [&](const RegressItem& i) { return !seen.insert(identity(i.path)).second; });
    std::sort(out.notes.begin(), out.notes.end());
    return out;
}

namespace {

std::string clauseAt(const Trace& trace, Seq seq)
{
    return seq < trace.size() ? trace.clauseName(trace.at(seq).clause) : std::string();
}

// Rewrites the trace from this build's replay: a finished game is played on to its end; the
// file is replaced atomically, or left as it was when the replay cannot stand for it.
void bless(RegressOutcome& o, const RecordedGame& game, Session& replay)
{
    if (game.file.header.finished && !replay.finished()) {
        const Session::RunResult r = replay.run(kDefaultRunEventBudget);
        if (r == Session::RunResult::WaitingForCaller) {
            o.blessError = "not rewritten: this build's game waits at event #" + std::to_string(replay.size()) +
                " for a decision the trace does not record";
            return;
        }
        if (!replay.finished()) {
            o.blessError = "not rewritten: this build's game did not end within " +
                std::to_string(kDefaultRunEventBudget) + " more events";
            return;
        }
    }
    try {
        saveSession(o.path, replay);
        o.blessed = true;
        o.blessedEvents = replay.size();
    } catch (const TraceError& e) {
        o.blessError = std::string("not rewritten: ") + e.what() + " [" + traceErrorCodeName(e.code()) + "]";
    }
}

void compare(RegressOutcome& o, RecordedGame& game, bool blessIt)
{
    loadAllBlocks(game.file.trace);  // every event checked, as `verify` does
    const std::unique_ptr<Session> replay = replayRecordedGame(game);
    const VerifyReport r = compareWithReplay(game, *replay);
    o.recordedEvents = r.recordedEvents;
    o.replayedEvents = r.replayedEvents;
    if (r.ok()) {
        // Unused recorded decisions: could not be loaded (exit 4), as `verify` says.
        checkDecisionsUsed(o.path, game.file.header.decisions.size(), replay->trace());
        return;
    }
    o.status = RegressOutcome::Status::Diverged;
    o.divergence = r.divergence;
    o.hashMismatches = r.hashMismatches;
    if (r.divergence) {
        o.recordedClause = clauseAt(game.file.trace, r.divergence->seq);
        o.replayedClause = clauseAt(replay->trace(), r.divergence->seq);
    }
    if (blessIt)
        bless(o, game, *replay);
}

// Never throws: a worker thread's exception would end the program.
RegressOutcome check(const RegressItem& item, bool blessIt)
{
    RegressOutcome o;
    o.path = item.path;
    const auto unloadable = [&](std::string message, int code) {
        o.status = RegressOutcome::Status::Unloadable;
        o.error = std::move(message);
        o.exitCode = code;
    };
    if (item.listError) {
        unloadable(*item.listError, kExitIo);
        return o;
    }
    try {
        RecordedGame game = openRecordedGame(item.path);
        compare(o, game, blessIt);
    } catch (const TraceError& e) {
        unloadable(std::string(e.what()) + " [" + traceErrorCodeName(e.code()) + "]", exitCodeFor(e));
    } catch (const std::bad_alloc&) {
        unloadable(item.path + ": internal error: out of memory", kExitInternal);
    } catch (const std::exception& e) {
        const int code = exitCodeFor(e);
        unloadable(code == kExitInternal ? item.path + ": internal error: " + e.what() : std::string(e.what()), code);
    }
    return o;
}

}  // namespace

std::vector<RegressOutcome> checkRegressItems(const std::vector<RegressItem>& items, unsigned jobs, bool blessIt)
{
    std::vector<RegressOutcome> out(items.size());
    std::atomic<std::size_t> next{0};
    // Each worker takes the next unchecked item; outcomes land at their item's index, so the
    // output order never depends on which thread finished first.
    const auto worker = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < items.size();)
            out[i] = check(items[i], blessIt);
    };
    {
        std::vector<std::jthread> threads;
        for (unsigned k = 1; k < std::min<std::size_t>(jobs, items.size()); ++k)
            threads.emplace_back(worker);
        worker();
    }  // joined here
    return out;
}

}  // namespace ts::cli
