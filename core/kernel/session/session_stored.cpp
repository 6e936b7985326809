// A session reopened from a trace file that keeps its checkpoints' states (trace_file.h,
// checkpoint_states; issue 41): a seek starts from the file's state before its target, so it
// re-executes at most one checkpoint interval however long the game is, where it re-executed
// the game from its start. Each state is read when first needed, restored by the ruleset's
// state codec and used only once its state hash equals the one the file records there.
#include "kernel/session/session.h"
#include "kernel/session/session_internal.h"
#include "kernel/session/state_codec.h"
#include "kernel/trace/trace_file.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

namespace ts {

namespace {

std::string hex(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
    return buf;
}

}  // namespace

void Session::attachStoredStates(std::shared_ptr<const StoredStates> states, const StateCodec* codec)
{
    stored_ = codec ? std::move(states) : nullptr;
    codec_ = stored_ ? codec : nullptr;
}

void Session::forEachCheckpoint(const std::function<void(Seq, std::size_t, const Game&)>& visit) const
{
    for (const auto& c : checkpoints_)
        visit(c->seq, c->decisionsUsed, *c->game);
}

void Session::loadStoredState(Seq seq, std::size_t maxDecisions)
{
    if (!stored_)
        return;
    const auto& entries = stored_->entries();
    auto e = std::upper_bound(entries.begin(), entries.end(), seq,
                              [](Seq s, const StoredStates::Entry& x) { return s < x.seq; });
    // Past the recorded part (a fork cut it) the file's states are of a future that is gone.
    while (e != entries.begin() && (std::prev(e)->seq > recordedUpTo_ || std::prev(e)->decisionsUsed > maxDecisions))
        --e;
    if (e == entries.begin())
        return;
    const StoredStates::Entry& entry = *std::prev(e);
    // What startingPoint would start from without it: a checkpoint or a remembered state.
    auto c = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), seq,
                              [](Seq s, const std::unique_ptr<Checkpoint>& x) { return s < x->seq; });
    while (c != std::next(checkpoints_.begin()) && (*std::prev(c))->decisionsUsed > maxDecisions)
        --c;
    if ((*std::prev(c))->seq >= entry.seq)
        return;
    for (const auto& p : caches_)
        if (!p->awaiting && p->seq <= seq && p->seq >= entry.seq && p->decisionsUsed <= maxDecisions)
            return;

    const std::string where = "the checkpoint state at event #" + std::to_string(entry.seq);
    const auto h = std::lower_bound(recordedHashes_.begin(), recordedHashes_.end(), entry.seq,
                                    [](const CheckpointHash& x, Seq s) { return x.seq < s; });
    if (h == recordedHashes_.end() || h->seq != entry.seq)
        throw TraceError(TraceError::Code::Corrupt, stored_->file(), where + " has no state hash to check it by");
    const std::vector<char8_t> bytes = stored_->read(static_cast<std::size_t>(std::prev(e) - entries.begin()));
    std::unique_ptr<Game> game = codec_->restore(*scenario_, seed_, bytes);
    if (!game)
        throw TraceError(TraceError::Code::Corrupt, stored_->file(),
                         where + " is not a valid state of this game (ruleset " + std::string(ruleset_.id()) + ")");
    const std::uint64_t restored = game->stateHash();
    if (restored != h->hash)
        throw TraceError(TraceError::Code::Corrupt, stored_->file(),
                         where + " does not match the state hash the trace records there (" + hex(h->hash) +
                             " recorded, " + hex(restored) + " restored)");
    auto k = std::make_unique<Checkpoint>();
    k->seq = entry.seq;
    k->decisionsUsed = static_cast<std::size_t>(entry.decisionsUsed);
    k->bytes = game->memoryBytes();
    k->hash = restored;
    k->game = std::move(game);
    checkpointBytes_ += k->bytes;
    const auto at = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), entry.seq,
                                     [](Seq s, const std::unique_ptr<Checkpoint>& x) { return s < x->seq; });
    checkpoints_.insert(at, std::move(k));
}

void Session::jumpHead(Seq target)
{
    if (!stored_ || waitingForCaller_ || head_->finished() || headSeq_ >= target)
        return;
    const Seq until = std::min<Seq>({target, trace_.size(), recordedUpTo_});
    if (until <= headSeq_)
        return;
    loadStoredState(until, ~std::size_t(0));
    const auto c = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), until,
                                    [](Seq s, const std::unique_ptr<Checkpoint>& x) { return s < x->seq; });
    const Checkpoint& k = **std::prev(c);
    if (k.seq <= headSeq_ || k.decisionsUsed < headDecisions_)
        return;
    head_ = k.game->clone();
    headSeq_ = k.seq;
    headDecisions_ = k.decisionsUsed;
}

}  // namespace ts
