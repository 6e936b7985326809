#include "panels/watches/fieldtrackpass.h"

#include "session/sessioncontroller.h"
#include "session/writeindexer.h"

#include "kernel/kinds.h"
#include "kernel/session/session.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_range.h"

namespace ts::gui {

// The track as it grows on the scan thread, then on the window's; one owner at a time.
struct FieldTrackPass::State {
    FieldRef ref;
    KindId write = kind(CommonKind::Write), userEdit = kind(CommonKind::Edit);
    // Look: at every event (the index is not complete); Listed: at the writes the complete
    // index lists; Nothing: the index lists none.
    enum class Mode { Look, Listed, Nothing } mode = Mode::Look;
    std::vector<std::uint32_t> listed;
    std::size_t next = 0;  // listed[next] is the next to read
    Track track;
    TrackWriter writer{track};
    bool written = false;

    // As kernel fieldTrack does: the value before the first write at event 0.
    void take(Seq seq, const Event& e)
    {
        if (!written)
            writer.value(0, e.arg[1]);
        writer.value(seq, e.arg[2]);
        written = true;
    }
    // What WriteIndex counts as a write of the field (a rule's write or the user's edit).
    void look(Seq seq, const Event& e)
    {
        if ((e.kind == write || e.kind == userEdit) && e.subject[0] == ref.entity &&
            static_cast<FieldId>(e.arg[0]) == ref.field)
            take(seq, e);
    }
    void readListed(const Trace& trace, Seq to)
    {
        while (next < listed.size() && listed[next] < to) {
            const std::size_t blockIndex = listed[next] / Trace::kBlockEvents;
            const Seq first = Seq(blockIndex) * Trace::kBlockEvents;
            const std::span<const Event> events = trace.block(blockIndex);
            for (; next < listed.size() && listed[next] < to && listed[next] / Trace::kBlockEvents == blockIndex;
                 ++next)
                take(listed[next], events[listed[next] - first]);
        }
    }
    void read(const Trace& trace, Seq from, Seq to)
    {
        if (mode == Mode::Look)
            forEachEvent(trace, from, to, [this](Seq seq, const Event& e) { look(seq, e); });
        else if (mode == Mode::Listed)
            readListed(trace, to);
    }
};

bool FieldTrackPass::start(SessionController* controller, FieldRef ref)
{
    controller_ = controller;
    ref_ = ref;
    outcome_.reset();
    done_ = nullptr;
    auto state = std::make_shared<State>();
    state->ref = ref;
    const WriteIndexer* indexer = controller->writeIndexer();
    if (indexer->isComplete()) {
        const auto writes = indexer->index().writes(ref);
        state->listed.assign(writes.begin(), writes.end());
        state->mode = writes.empty() ? State::Mode::Nothing : State::Mode::Listed;
    }
    state_ = state;
    return pass_.start(
        controller->traceScan(), [state](const Trace& t, Seq from, Seq to) { state->read(t, from, to); }, {},
        [this](const ScanPass::Outcome& o) { passOver(o); });
}

void FieldTrackPass::whenDone(std::int64_t initialValue, Done done)
{
    Q_ASSERT(state_ && !state_->track.complete);  // once per start()
    initialValue_ = initialValue;
    done_ = std::move(done);
    if (outcome_)
        finish();
}

void FieldTrackPass::passOver(const ScanPass::Outcome& outcome)
{
    outcome_ = outcome;
    if (done_)
        finish();
}

void FieldTrackPass::finish()
{
    const Session* s = controller_->session();
    // The session went or a fork cut the file's events: the watch list starts every watch
    // again and drops this pass; until then the watch waits.
    if (outcome_->error.isEmpty() && (!s || s->size() < outcome_->events))
        return;
    const Done done = std::exchange(done_, nullptr);
    if (!outcome_->error.isEmpty())
        return done(nullptr, outcome_->error);
    State& state = *state_;
    try {
        state.mode = State::Mode::Look;  // the writes after the file's events: looked for
        state.read(s->trace(), outcome_->events, s->size());
    } catch (const std::exception& e) {
        return done(nullptr, QString::fromUtf8(e.what()));
    }
    if (!state.written)
        state.writer.value(0, initialValue_);
    state.writer.finish(s->size());
    done(std::make_shared<const Track>(std::move(state.track)), QString());
}

}  // namespace ts::gui
