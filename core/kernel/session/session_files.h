#pragma once
// Sessions to and from trace files, and `verify`: the kernel's trace file format joined
// with the rulesets that can re-execute what a file records.
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/trace/trace_diff.h"
#include "kernel/trace/trace_file.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ts {

TraceHeader traceHeader(const Session& session);
void saveSession(const std::string& path, const Session& session,
                 const std::function<void(std::size_t, std::size_t)>& progress = {});

struct RecordedGame {
    const Ruleset* ruleset = nullptr;
    std::shared_ptr<const Scenario> scenario;
    OpenedTrace file;
};
// Opens a trace file and validates its scenario with this build's ruleset; an unknown
// ruleset or an invalid scenario is TraceError(ScenarioInvalid) naming the place.
RecordedGame openRecordedGame(const std::string& path);
// A session over a recorded game; its events page in lazily.
std::unique_ptr<Session> openSession(const std::string& path, SessionOptions options = {});

struct HashMismatch {
    Seq seq = 0;
    std::uint64_t recorded = 0, replayed = 0;
};
struct VerifyReport {
    std::size_t recordedEvents = 0, replayedEvents = 0;
    std::optional<Divergence> divergence;  // the first differing event
    std::vector<HashMismatch> hashMismatches;
    bool ok() const { return !divergence && hashMismatches.empty(); }
};
// Re-executes the recorded game from its scenario, seed, decisions and draw overrides, with
// no policy answering: a finished game to one event past its recorded end (a replay that
// would go on shows), an unfinished one to exactly its recorded events.
std::unique_ptr<Session> replayRecordedGame(const RecordedGame& game);
// Compares every recorded event and checkpoint hash with a replay of the same game.
VerifyReport compareWithReplay(const RecordedGame& game, Session& replay);
// replayRecordedGame, then compareWithReplay: `verify`.
VerifyReport verifyRecordedGame(RecordedGame& game);

}  // namespace ts
