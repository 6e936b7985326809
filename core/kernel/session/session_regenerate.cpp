// A session recording by checkpoints (SessionOptions::Recording::Checkpoints) makes its
// trace's blocks when they are first read. It re-executes the game, traced, into a scratch
// trace whose blocks line up with the trace's, from the checkpoint before the block, or from
// where the last re-execution stopped when that is nearer, and gives the trace every full
// block made on the way (Trace::adopt). Reading on through the trace, as the window's
// timeline and indexes do after each slice of a run, so re-executes each event once.
#include "kernel/session/session.h"
#include "kernel/session/session_internal.h"
#include "kernel/sink.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace ts {

void Session::forgetRegenerated()
{
    regen_.clear();
    regenBase_ = regenFrom_ = 0;
    regenAt_.reset();
}

void Session::regenerate(std::size_t block, std::vector<Event>& out)
{
    constexpr Seq kBlock = Trace::kBlockEvents;
    const Seq first = block * kBlock;
    const Seq last = std::min<Seq>(first + kBlock, trace_.size());
    if (first < regenFrom_ || last > regenEnd()) {
        // Just past the block: reading on goes on from there (regenAt_), and a block read
        // out of order costs no more than the events since the checkpoint before it.
        const Seq until = last;
        const auto before = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), first,
                                             [](Seq s, const std::unique_ptr<Checkpoint>& c) { return s < c->seq; });
        const Seq checkpoint = (*std::prev(before))->seq;
        if (regenAt_ && first >= regenFrom_ && regenAt_->seq >= checkpoint) {
            // Go on: keep the scratch's last, partial block (the events of the block to
            // make that exist already), drop the rest.
            const Seq base = regenEnd() / kBlock * kBlock;
            std::vector<Event> carried;
            if (base < regenEnd()) {
                const std::span<const Event> tail = regen_.block((base - regenBase_) / kBlock);
                carried.assign(tail.begin(), tail.end());
            }
            Position p = std::move(*regenAt_);
            const Seq from = std::max(regenFrom_, base);
            regen_.clear();
            regenAt_.reset();
            regenBase_ = base;
            regenFrom_ = from;
            for (const Event& e : carried)
                regen_.append(e);
            regenerateFrom(std::move(p), until);
        } else {
            Position p = startingPoint(first);
            regen_.clear();
            regenAt_.reset();
            regenBase_ = p.seq / kBlock * kBlock;
            regenFrom_ = p.seq;
            for (Seq i = regenBase_; i < p.seq; ++i)
                regen_.append(Event{});  // filler: the scratch's blocks line up with the trace's
            regenerateFrom(std::move(p), until);
        }
        if (first < regenFrom_ || last > regenEnd()) {
            const Seq reached = regenEnd();
            forgetRegenerated();
            throw std::runtime_error("re-executing the game ended at event " + std::to_string(reached) +
                                     ", before event " + std::to_string(last) +
                                     " (a game's re-execution must repeat it: a bug in the rules' determinism)");
        }
    }
    const std::span<const Event> events = regen_.block((first - regenBase_) / kBlock);
    out.assign(events.begin(), events.begin() + static_cast<std::ptrdiff_t>(last - first));
}

void Session::regenerateFrom(Position p, Seq until)
{
    EventSink sink(&regen_, p.seq, &drawOverrides_);
    bool stuck = p.awaiting && !resolveDecision(*p.game, p.decisionsUsed, p.seq, false);
    if (!stuck)
        p.awaiting = false;
    while (!stuck && sink.position() < until && !p.game->finished()) {
        if (applyEdits(*p.game, sink))
            continue;
        sink.beginStep();
        if (p.game->step(sink) == StepStatus::NeedDecision) {
            p.awaiting = true;
            stuck = !resolveDecision(*p.game, p.decisionsUsed, sink.position(), false);
            if (!stuck)
                p.awaiting = false;
        }
    }
    p.seq = sink.position();
    regenAt_ = std::make_unique<Position>(std::move(p));
    // Every full block without filler, up to the trace's end, is the trace's.
    for (Seq start = regenBase_; start + Trace::kBlockEvents <= std::min<Seq>(regenEnd(), trace_.size());
         start += Trace::kBlockEvents)
        if (start >= regenFrom_)
            trace_.adopt(start / Trace::kBlockEvents, regen_.block((start - regenBase_) / Trace::kBlockEvents));
}

}  // namespace ts
