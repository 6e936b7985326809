#include "panels/watches/fieldtrackpass.h"

#include "session/sessioncontroller.h"
#include "session/writeindexer.h"

#include "kernel/session/session.h"
#include "kernel/trace/trace.h"

#include <algorithm>

namespace ts::gui {

// The track as it grows on the scan thread, then on the window's; one owner at a time.
struct FieldTrackPass::State {
    std::vector<std::uint32_t> writes;  // the field's writes, all of them (copied: the index grows)
    std::size_t next = 0;  // writes[next] is the next to read
    std::int64_t initialValue = 0;
    Track track;
    TrackWriter writer{track};
};

// As kernel fieldTrack does: block by block, the value before the first write at event 0.
void FieldTrackPass::readWrites(State& state, const Trace& trace, Seq to)
{
    const auto& writes = state.writes;
    std::size_t& i = state.next;
    while (i < writes.size() && writes[i] < to) {
        const std::size_t blockIndex = writes[i] / Trace::kBlockEvents;
        const Seq first = Seq(blockIndex) * Trace::kBlockEvents;
        const std::span<const Event> events = trace.block(blockIndex);
        for (; i < writes.size() && writes[i] < to && writes[i] / Trace::kBlockEvents == blockIndex; ++i) {
            const Event& e = events[writes[i] - first];
            if (state.track.points.empty())
                state.writer.value(0, e.arg[1]);
            state.writer.value(writes[i], e.arg[2]);
        }
    }
}

bool FieldTrackPass::start(SessionController* controller, FieldRef ref, std::int64_t initialValue, Done done)
{
    auto state = std::make_shared<State>();
    const auto writes = controller->writeIndexer()->index().writes(ref);
    state->writes.assign(writes.begin(), writes.end());
    state->initialValue = initialValue;
    return pass_.start(
        controller->traceScan(), [state](const Trace& t, Seq, Seq to) { readWrites(*state, t, to); }, {},
        [this, controller, state, done = std::move(done)](const ScanPass::Outcome& o) {
            if (!o.error.isEmpty())
                return done(nullptr, o.error);
            finish(controller, *state, done);
        });
}

void FieldTrackPass::finish(SessionController* controller, State& state, const Done& done)
{
    const Session* s = controller->session();
    if (!s)
        return done(nullptr, QString());
    try {
        readWrites(state, s->trace(), s->size());  // the writes after the file's events
    } catch (const std::exception& e) {
        return done(nullptr, QString::fromUtf8(e.what()));
    }
    if (state.writes.empty())
        state.writer.value(0, state.initialValue);
    state.writer.finish(s->size());
    done(std::make_shared<const Track>(std::move(state.track)), QString());
}

}  // namespace ts::gui
