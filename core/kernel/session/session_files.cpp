#include "kernel/session/session_files.h"

#include "kernel/session/state_codec.h"
#include "kernel/trace/render.h"

#include <algorithm>
#include <map>

namespace ts {

namespace {

// The checkpoints' states (issue 41), when the ruleset has a state codec: every checkpoint in
// memory whose event has a hash in `h`, and for the part recorded in the opened file the
// file's own states that memory lacks (read from it: the file may be saved over).
void addCheckpointStates(const Session& session, TraceHeader& h)
{
    const StateCodec* codec = findStateCodec(session.ruleset().id());
    if (!codec)
        return;
    const auto hashed = [&](Seq seq) {
        return std::binary_search(h.checkpointHashes.begin(), h.checkpointHashes.end(), std::make_pair(seq, 0ull),
                                  [](const auto& a, const auto& b) { return a.first < b.first; });
    };
    std::map<Seq, CheckpointState> states;
    session.forEachCheckpoint([&](Seq seq, std::size_t used, const Game& game) {
        CanonicalWriter out;
        if (!hashed(seq) || !codec->save(game, out))
            return;
        const auto bytes = out.bytes();
        states[seq] = CheckpointState{seq, used, std::vector<char8_t>(bytes.begin(), bytes.end())};
    });
    if (const auto& stored = session.storedStates()) {
        const auto& entries = stored->entries();
        for (std::size_t i = 0; i < entries.size(); ++i)
            if (entries[i].seq <= session.recordedUpTo() && hashed(entries[i].seq) && !states.contains(entries[i].seq))
                states[entries[i].seq] = CheckpointState{entries[i].seq, entries[i].decisionsUsed, stored->read(i)};
    }
    for (auto& [seq, state] : states)
        h.checkpointStates.push_back(std::move(state));
}

}  // namespace

TraceHeader traceHeader(const Session& session)
{
    TraceHeader h;
    h.ruleset = std::string(session.ruleset().id());
    h.seed = session.seed();
    h.scenario = session.scenario().source;
    h.decisions = session.decisions();
    h.drawOverrides = session.drawOverrides();
    h.edits = session.edits();
    for (const auto& c : session.checkpointHashes())
        h.checkpointHashes.emplace_back(c.seq, c.hash);
    h.finished = session.finished();
    addCheckpointStates(session, h);
    return h;
}

void saveSession(const std::string& path, const Session& session,
                 const std::function<void(std::size_t, std::size_t)>& progress)
{
    saveTrace(path, traceHeader(session), session.trace(), progress);
}

namespace {

// A file's edits are input like its answers: each must name an entity of the game and a
// value the ruleset allows for an editable field, or the file is refused at open (a replay
// would otherwise stop at a refused edit half way).
void checkRecordedEdits(const RecordedGame& g, const std::string& path)
{
    if (g.file.header.edits.empty())
        return;
    const std::size_t entities = g.ruleset->entityNames(*g.scenario).size();
    const std::vector<EditableField> fields = g.ruleset->editableFields(*g.scenario);
    for (const EditRecord& r : g.file.header.edits) {
        const std::string where = "the edit at event #" + std::to_string(r.seq);
        if (r.edit.entity == kNoEntity || r.edit.entity >= entities)
            throw TraceError(TraceError::Code::Corrupt, path,
                             where + " names entity " + std::to_string(r.edit.entity) + ", which the game lacks");
        const auto f =
            std::find_if(fields.begin(), fields.end(), [&](const EditableField& x) { return x.field == r.edit.field; });
        if (f == fields.end())
            throw TraceError(TraceError::Code::Corrupt, path,
                             where + " sets field " + std::to_string(r.edit.field) + ", which ruleset " +
                                 std::string(g.ruleset->id()) + " does not let the user edit");
        if (auto why = checkEditValue(*f, r.edit.value))
            throw TraceError(TraceError::Code::Corrupt, path, where + ": " + *why);
    }
}

}  // namespace

RecordedGame openRecordedGame(const std::string& path)
{
    RecordedGame g;
    g.file = openTrace(path);
    g.ruleset = findRuleset(g.file.header.ruleset);
    if (!g.ruleset)
        throw TraceError(TraceError::Code::ScenarioInvalid, path,
                         "the trace is of ruleset \"" + g.file.header.ruleset + "\", which this build does not have");
    try {
        g.scenario = g.ruleset->parseScenario(g.file.header.scenario, path + " (scenario)");
    } catch (const ScenarioError& e) {
        throw TraceError(TraceError::Code::ScenarioInvalid, path,
                         "its scenario is invalid: " + (e.path().empty() ? "" : e.path() + ": ") + e.message());
    }
    checkRecordedEdits(g, path);
    return g;
}

std::unique_ptr<Session> openSession(const std::string& path, SessionOptions options)
{
    RecordedGame g = openRecordedGame(path);
    std::vector<CheckpointHash> hashes;
    for (const auto& [seq, hash] : g.file.header.checkpointHashes)
        hashes.push_back({seq, hash});
    auto session = std::make_unique<Session>(*g.ruleset, g.scenario, g.file.header.seed, std::move(g.file.trace),
                                             std::move(g.file.header.decisions), options, std::move(hashes),
                                             g.file.header.finished, std::move(g.file.header.drawOverrides),
                                             std::move(g.file.header.edits));
    if (g.file.states)
        session->attachStoredStates(std::move(g.file.states), findStateCodec(g.ruleset->id()));
    return session;
}

std::unique_ptr<Session> replayRecordedGame(const RecordedGame& game)
{
    SessionOptions options;
    options.policyAnswersPlayer = false;  // every answer the original run used is recorded
    // Compared event by event: appended as the engine emits them, which also checks a
    // trace saved from a re-executed recording against a run that never re-executed.
    options.recording = SessionOptions::Recording::Events;
    auto replay = std::make_unique<Session>(*game.ruleset, game.scenario, game.file.header.seed, options,
                                            game.file.header.decisions, game.file.header.drawOverrides, DrawPins{},
                                            game.file.header.edits);
    // A finished game: one event more than recorded shows a replay that would go on where the
    // original ended. An unfinished one (stopped by the window's Stop, a run limit or the event
    // budget, always at a step boundary) is compared on exactly its recorded events.
    const Seq recorded = game.file.trace.size();
    replay->run(game.file.header.finished ? recorded + 1 : recorded);
    return replay;
}

VerifyReport compareWithReplay(const RecordedGame& game, Session& replay)
{
    const Trace& recorded = game.file.trace;
    VerifyReport report;
    report.recordedEvents = recorded.size();
    report.replayedEvents = replay.size();
    const RenderContext left(recorded, game.ruleset), right(replay.trace(), game.ruleset);
    report.divergence = firstDivergence(recorded, left, replay.trace(), right);
    for (const auto& [seq, hash] : game.file.header.checkpointHashes) {
        if (seq > replay.size())
            break;
        // The state at a step boundary is the state after the event before it.
        const std::uint64_t replayed = seq == 0
            ? game.ruleset->newGame(*game.scenario, game.file.header.seed)->stateHash()
            : replay.stateAt(seq - 1)->stateHash();
        if (replayed != hash)
            report.hashMismatches.push_back({seq, hash, replayed});
    }
    return report;
}

VerifyReport verifyRecordedGame(RecordedGame& game)
{
    const std::unique_ptr<Session> replay = replayRecordedGame(game);
    return compareWithReplay(game, *replay);
}

}  // namespace ts
