// "What if?" (edit.h): a fork with the user's edits, and the edits replayed at their seqs.
#include "kernel/session/session.h"
#include "kernel/session/session_internal.h"

#include "kernel/kinds.h"

#include <algorithm>
#include <stdexcept>

namespace ts {

bool Session::applyEdits(Game& game, EventSink& sink) const
{
    if (edits_.empty())
        return false;
    auto it = std::lower_bound(edits_.begin(), edits_.end(), sink.position(),
                               [](const EditRecord& r, Seq s) { return r.seq < s; });
    if (it == edits_.end() || it->seq != sink.position())
        return false;
    sink.beginStep();
    for (; it != edits_.end() && it->seq == sink.position(); ++it) {
        const EditOutcome o = ruleset_.applyEdit(game, it->edit);
        if (!o.ok())
            throw std::runtime_error("the edit recorded at event #" + std::to_string(it->seq) +
                                     " is refused: " + *o.refusal);
        Event e;
        e.kind = kind(CommonKind::Edit);
        e.clause = 0;  // no rule made it
        e.subject[0] = it->edit.entity;
        e.arg[0] = it->edit.field;
        e.arg[1] = o.oldValue;
        e.arg[2] = it->edit.value;
        try {
            sink.add(e);
        } catch (const StepInterrupted&) {
            // The state before this event (stateAt): the field keeps its old value.
            game.applyWrite(it->edit.entity, it->edit.field, o.oldValue);
            throw;
        }
    }
    return true;
}

Seq Session::forkWithEdits(Seq at, const std::vector<Edit>& edits)
{
    if (edits.empty())
        throw std::invalid_argument("no edit to apply");
    if (!ensureEvent(at))
        throw std::invalid_argument("event #" + std::to_string(at) + " does not exist (the game has " +
                                    std::to_string(trace_.size()) + " events)");
    // Edits land between engine steps, where checkpoints and replays stop: inside a step the
    // rules hold values in flight (a damage roll already read, a queue being walked) that a
    // changed field could contradict, and a replay could not stop there to apply it.
    const Seq cut = stepEnd(at);
    Position p = startingPoint(cut);
    replay(p, cut);
    if (p.seq != cut)
        throw std::runtime_error("fork: the replay did not reach event #" + std::to_string(cut) +
                                 " (the trace does not match these rules)");
    if (p.game->finished())
        throw std::invalid_argument("the game is over at event #" + std::to_string(cut - 1) +
                                    ": an edit there would change nothing that is played");
    // Every edit is tried on a copy first, so a refused one leaves the session unchanged.
    const auto trial = p.game->clone();
    for (const Edit& e : edits) {
        if (e.entity == kNoEntity || e.entity >= trace_.entityNames.size())
            throw std::invalid_argument("the game has no entity #" + std::to_string(e.entity));
        const EditOutcome o = ruleset_.applyEdit(*trial, e);
        if (!o.ok())
            throw std::invalid_argument(*o.refusal);
    }
    forgetRegenerated();
    trace_.truncate(cut);
    recordedUpTo_ = std::min<Seq>(recordedUpTo_, cut);
    recordedFinished_ = false;
    // The answers after the cut are offered again (resolveDecision checks that each is still
    // legal); they learn where they are asked anew.
    for (std::size_t i = p.decisionsUsed; i < decisions_.size(); ++i) {
        decisions_[i].requestedAt = 0;
        decisions_[i].actor = kNoEntity;
    }
    carriedFrom_ = p.decisionsUsed < decisions_.size() ? p.decisionsUsed : ~std::size_t(0);
    // Draws and edits at or after the cut belong to the old future (kept, they would hit
    // whatever the new future traces at their seqs).
    std::erase_if(drawOverrides_, [&](const DrawOverride& o) { return o.seq >= cut; });
    std::erase_if(edits_, [&](const EditRecord& r) { return r.seq >= cut; });
    for (std::size_t i = 0; i < edits.size(); ++i)
        edits_.push_back({cut + i, edits[i]});
    if (pinner_)
        pinner_->rewind(trace_, cut);
    while (!checkpoints_.empty() && checkpoints_.back()->seq > cut) {
        checkpointBytes_ -= checkpoints_.back()->bytes;
        checkpoints_.pop_back();
    }
    head_ = std::move(p.game);
    headSeq_ = cut;
    headDecisions_ = p.decisionsUsed;
    waitingForCaller_ = p.awaiting;
    caches_.clear();
    cursor_ = std::min<Seq>(cursor_, cut == 0 ? 0 : cut - 1);
    return cut;
}

void Session::forgetEditsFrom(Seq at)
{
    // Edits at or after a cut belong to the old future; so do answers carried over from it.
    std::erase_if(edits_, [&](const EditRecord& r) { return r.seq >= at; });
    if (carriedFrom_ >= decisions_.size())
        carriedFrom_ = ~std::size_t(0);
}

// A carried answer (forkWithEdits) is used while it is legal where it is asked; the first
// that is not ends them, and the script, the policy or the caller answer from there.
bool Session::carriedAnswerLegal(const Game& game, std::size_t index)
{
    if (index < carriedFrom_ || index >= decisions_.size())
        return true;
    const auto legal = game.legalAnswers();
    if (std::find(legal.begin(), legal.end(), decisions_[index].answer) != legal.end())
        return true;
    decisions_.resize(index);
    carriedFrom_ = ~std::size_t(0);
    return false;
}

}  // namespace ts
