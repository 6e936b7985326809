#pragma once
// Trace files (SPEC §2.5): one SQLite database per saved trace.
//
// Schema, format_version 3 (2 is 3 without edits, 1 is 2 without draw_overrides)
// ----------------------------------------------------------
//   meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)      (this table keeps its layout in every
//                                                         format version: readers check it first)
//       format            "turnscope-trace"
//       format_version    "1", "2" or "3" (a reader refuses a larger number: "newer version").
//                                      A file is written in the oldest version that holds it, so
//                                      builds before a table still open files without it: "1"
//                                      without draw overrides and edits, "2" adds draw_overrides,
//                                      "3" adds edits.
//       turnscope_version the writing build, e.g. "0.1.0"
//       ruleset           the ruleset's id
//       seed              decimal uint64
//       event_count       decimal; equals the sum of event_blocks.count
//       block_events      events per block, 4096 (Trace::kBlockEvents)
//       created_utc       ISO 8601, e.g. "2024-05-01T12:34:56Z"
//       finished          "1" when the game reached its end, else "0"
//       content_hash      16 lower-case hex digits, see below
//   scenario(id INTEGER PRIMARY KEY CHECK(id=1), json TEXT NOT NULL)
//       the scenario document as read (compact JSON)
//   names(table_name TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY(table_name, id))
//       the trace's name tables: table_name 'entity' (ids 0..n-1, dense, 0 = ""),
//       'clause' (ids 0..n-1, dense) and 'kind' (only the ids that have a name).
//       Events store ids; a reader uses these names, never its own build's ids.
//   decisions(idx INTEGER PRIMARY KEY, requested_at INTEGER NOT NULL, actor INTEGER NOT NULL,
//             source INTEGER NOT NULL, kind INTEGER NOT NULL, target INTEGER NOT NULL,
//             a INTEGER NOT NULL, b INTEGER NOT NULL)
//       every recorded answer, idx 0..n-1 (ts::DecisionRecord; source 1 script, 2 policy, 3 caller)
//   draw_overrides(seq INTEGER PRIMARY KEY, value INTEGER NOT NULL)       (format_version 2 and 3)
//       the user's result for the random draw traced as event seq (ts::DrawOverride, the
//       draw ledger's "try another value"); 0 <= seq < event_count, 0 <= value < 2^31
//   edits(seq INTEGER PRIMARY KEY, entity INTEGER NOT NULL, field INTEGER NOT NULL,
//         value INTEGER NOT NULL)                                       (format_version 3 only)
//       the user's edit traced as event seq (ts::EditRecord, "What if?"): a replay sets the
//       ruleset's field `field` of entity `entity` to `value` there (Ruleset::applyEdit);
//       0 <= seq < event_count, entity >= 1, 0 <= field < 2^16, value an int32
//   checkpoints(seq INTEGER PRIMARY KEY, hash TEXT NOT NULL)
//       state hash (16 hex digits) recorded at event seq
//   checkpoint_states(seq INTEGER PRIMARY KEY, decisions INTEGER NOT NULL,
//                     raw_size INTEGER NOT NULL, data BLOB NOT NULL)     (optional, any version)
//       the game's whole state at event seq (a step boundary), so that a reopened session
//       seeks from the nearest one instead of re-executing from the start (issue 41); written
//       for rulesets with a state codec (kernel/session/state_codec.h), one row
//       per checkpoint the saving session kept. `decisions`: how many recorded decisions the
//       game had used there (0..decisions rows); data: one zstd frame with content size and
//       checksum of the codec's raw_size bytes. Each seq has a row in checkpoints: a state
//       is used only once its state hash equals that row's. Not part of content_hash (the
//       state hash checks each state when it is read): an older build ignores the table, and
//       a file without it (older ones) seeks by re-executing.
//   event_blocks(block INTEGER PRIMARY KEY, first_seq INTEGER NOT NULL, count INTEGER NOT NULL,
//                raw_size INTEGER NOT NULL, hash TEXT NOT NULL, data BLOB NOT NULL)
//       the events, blocks 0..n-1 of exactly block_events events (the last may be shorter);
//       first_seq = block * block_events, raw_size = count * 32.
//
// Event record ("raw" form, 32 bytes, little-endian, no padding): kind u16, clause u16,
// depth u8, flags u8, reserved u16, subject0 u32, subject1 u32, arg0..arg3 i32.
// event_blocks.hash is XXH3-64 of the block's raw records (count * 32 bytes), 16 hex digits.
//
// Block encoding (event_blocks.data) = one zstd frame with content size and checksum of:
//   byte 0: encoding id, 1 = "delta + byte shuffle"
//   then count*32 bytes: the block's records after the transform below, byte-shuffled
//   (all byte 0s of the block's records, then all byte 1s, ..., then all byte 31s).
//   Transform (per event, in order; u32 arithmetic modulo 2^32, zz(v) = (v << 1) ^ (v >> 31
//   arithmetic) is the zigzag code): kind, clause, depth, flags, reserved and subjects are
//   stored as they are; with v = args as u32 and v2 := v2 - v1 (a write's "new" becomes
//   "new - old"), arg j is stored as zz(v_j - p_j) where p is the v of the previous event
//   in the block whose kind has the same low 8 bits (0 at block start), and then p := v.
//
// content_hash: XXH3-64 over the canonical serialization (u32 little-endian lengths before
// strings, i64 little-endian integers) of, in order: every meta row but content_hash
// ordered by key (key, value); the scenario JSON text; every names row ordered by
// (table_name, id); every decision row ordered by idx (all 8 columns); in format_version 2 and 3,
// every draw_overrides row ordered by seq (seq, value); in format_version 3, every edits row
// ordered by seq (seq, entity, field, value); every checkpoint row ordered by seq
// (seq, hash); every event_blocks row ordered by block (block,
// first_seq, count, raw_size, hash). openTrace verifies it, so any changed byte outside the
// block BLOBs is detected at open; a changed BLOB byte is detected when its block is
// decoded (zstd checksum, size and hash checks).
//
// Writing is atomic (ts::AtomicFile, file_io.h): everything goes into ".<name>.tstmp-<pid>-<random>"
// in the target's directory, which is fsync'ed and then renamed over the target (then the
// directory is fsync'ed). A symbolic link is written through to its target; a directory, FIFO,
// device or socket is refused; stale temporary files of killed saves are removed.
#include "kernel/decision.h"
#include "kernel/edit.h"
#include "kernel/event.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace ts {

class TraceError : public std::runtime_error {
public:
    // ImpossibleEvent: an event its ruleset cannot produce in this build (event_check.h).
    enum class Code { NotATrace, Truncated, CorruptBlock, Corrupt, ImpossibleEvent, NewerVersion, ScenarioInvalid, Io };
    // what() is "<file>: <detail>"; detail is a complete human sentence.
    TraceError(Code code, std::string file, std::string detail);
    Code code() const { return code_; }
    const std::string& file() const { return file_; }
    const std::string& detail() const { return detail_; }

private:
    Code code_;
    std::string file_;
    std::string detail_;
};

// "not-a-trace", "truncated", "corrupt-block", "corrupt", "impossible-event", "newer-version",
// "scenario-invalid", "io".
const char* traceErrorCodeName(TraceError::Code code);

inline constexpr int kTraceFormatVersion = 3;  // the newest this build reads and writes
inline constexpr int kTraceFormatVersionWithoutOverrides = 1;
inline constexpr int kTraceFormatVersionWithoutEdits = 2;

// A checkpoint's state to save (checkpoint_states): the bytes a state codec made
// (state_codec.h) and how many recorded decisions the game had used.
struct CheckpointState {
    Seq seq = 0;
    std::uint64_t decisionsUsed = 0;
    std::vector<char8_t> bytes;
};

struct TraceHeader {
    int formatVersion = kTraceFormatVersion;
    std::string turnscopeVersion;  // on save: ignored, this build's version is written
    std::string ruleset;
    std::uint64_t seed = 0;
    nlohmann::json scenario;
    std::vector<DecisionRecord> decisions;
    DrawOverrides drawOverrides;  // sorted by seq, each seq once
    Edits edits;  // the user's edits (edit.h), sorted by seq, each seq once
    std::vector<std::pair<Seq, std::uint64_t>> checkpointHashes;  // (event seq, state hash)
    // On save only (an opened file's are in OpenedTrace::states): each seq once and with a
    // checkpoint hash, else std::invalid_argument.
    std::vector<CheckpointState> checkpointStates;
    bool finished = false;
};

// Atomic save (see above). Throws TraceError(Io) naming `path` with the reason (a full disk,
// a read-only folder, a directory in the way); the previous file at `path` is left untouched
// on any failure. `progress(done, total)` is called once per block.
void saveTrace(const std::string& path, const TraceHeader& header, const Trace& trace,
               const std::function<void(std::size_t, std::size_t)>& progress = {});

// The checkpoint states of an opened file (checkpoint_states), read when asked for through a
// read-only connection of their own (the event blocks have theirs), on one thread at a time.
class StoredStates {
public:
    struct Entry {
        Seq seq = 0;
        std::uint64_t decisionsUsed = 0;
    };
    virtual ~StoredStates() = default;
    const std::string& file() const { return file_; }
    // By seq; each seq has a checkpoint hash in the file (checked at open).
    const std::vector<Entry>& entries() const { return entries_; }
    // The codec's bytes of entries()[i]; throws TraceError(Corrupt) naming the file and the
    // event when they cannot be read or decompressed (Io for the operating system's errors).
    virtual std::vector<char8_t> read(std::size_t i) const = 0;

protected:
    StoredStates(std::string file, std::vector<Entry> entries) : file_(std::move(file)), entries_(std::move(entries)) {}

private:
    std::string file_;
    std::vector<Entry> entries_;
};

struct OpenedTrace {
    TraceHeader header;
    Trace trace;
    std::shared_ptr<const StoredStates> states;  // null: the file keeps no states
};

// Opens lazily: reads and checks everything but the event BLOBs, verifies content_hash and
// attaches a loader that decodes blocks on demand (at most `maxResidentBlocks` kept) from a
// read-only connection that the returned trace keeps open. Throws TraceError.
// A block that turns out corrupt throws TraceError(CorruptBlock) from Trace::at(); every
// decoded event is checked (event_check.h), an impossible one throws TraceError(ImpossibleEvent).
OpenedTrace openTrace(const std::string& path, std::size_t maxResidentBlocks = 64);

// Decodes (and so checks) every block once (verify, diff, export, the window's open); throws
// TraceError(CorruptBlock or ImpossibleEvent) naming the block.
void loadAllBlocks(Trace& trace);

}  // namespace ts
