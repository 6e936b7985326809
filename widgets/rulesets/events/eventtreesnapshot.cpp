#include "rulesets/events/eventtreesnapshot.h"

#include "rulesets/events/eventsnames.h"

#include "rulesets/events/game.h"

#include <algorithm>

namespace ts::gui {

using Status = EventTreeSnapshot::Status;

namespace {

bool inSavedQueue(const events::GameState& s, int node)
{
    return std::any_of(s.saved.begin(), s.saved.end(), [&](const events::SavedQueue& q) {
        return std::find(q.queue.begin(), q.queue.end(), node) != q.queue.end();
    });
}

Status statusAt(const events::GameState& s, const events::Node& n, int id, Seq cursor)
{
    if (n.dropped <= cursor)
        return Status::Dropped;
    if (n.popped > cursor)
        return inSavedQueue(s, id) ? Status::Saved : Status::Queued;
    return n.finished > cursor ? Status::Current : Status::Done;
}

}  // namespace

QString EventTreeSnapshot::statusText(Status s)
{
    switch (s) {
    case Status::Queued: return EventsNames::tr("queued");
    case Status::Saved: return EventsNames::tr("saved (interrupt)");
    case Status::Current: return EventsNames::tr("being processed");
    case Status::Done: return EventsNames::tr("done");
    case Status::Dropped: return EventsNames::tr("dropped (interrupt)");
    }
    return {};
}

EventTreeSnapshot EventTreeSnapshot::empty(const QString& why)
{
    EventTreeSnapshot s;
    s.headline = why;
    return s;
}

EventTreeSnapshot EventTreeSnapshot::build(const events::EventsGame& g, Seq cursor)
{
    const events::GameState& st = g.state();
    EventTreeSnapshot out;
    out.valid = true;
    int queued = 0, done = 0;
    for (std::size_t i = 0; i < st.tree.size(); ++i) {
        const events::Node& n = st.tree[i];
        if (n.born > cursor)
            continue;  // made later: not in the tree yet
        Node row;
        row.id = static_cast<int>(i);
        row.parent = n.parent;
        row.depth = n.depth;
        row.status = statusAt(st, n, row.id, cursor);
        const bool live = row.id == st.current && row.status == Status::Current;
        row.event = EventsNames::event(g, live ? st.live : n.ev);
        row.cancelled = (live ? st.live : n.ev).cancelled;
        row.isOver = n.isOver;
        if (n.listener >= 0) {
            row.answeredBy = EventsNames::entity(g, n.listenerEntity);
            row.address = EventsNames::address(n.listenerAddress);
        } else {
            row.answeredBy = EventsNames::rootOrigin(n);
        }
        row.atCursor = n.born == cursor || n.popped == cursor || n.finished == cursor || n.dropped == cursor;
        row.popIndex = n.popped <= cursor ? n.popIndex : -1;
        row.born = n.born;
        row.popped = n.popped <= cursor ? n.popped : n.born;
        if (live)
            out.current = row.id;
        queued += row.status == Status::Queued || row.status == Status::Saved;
        done += row.status == Status::Done;
        out.nodes.push_back(std::move(row));
    }
    if (out.nodes.empty()) {
        out.headline = EventsNames::tr("No event tree yet: the game is between trees");
        return out;
    }
    const events::Node& root = st.tree.front();
    const QString origin = root.seeded ? EventsNames::tr("the scenario's queue")
        : root.ev.kind == events::EvKind::Phase
        ? EventsNames::tr("the %1 signal").arg(EventsNames::phase(static_cast<events::PhaseId>(root.ev.a)))
        : EventsNames::tr("%1's instruction")
              .arg(EventsNames::entity(g, events::EventsGame::playerEntity(root.ev.player)));
    QString head = EventsNames::tr("Tree of %1: %2 events, %3 done, %4 queued")
                       .arg(origin)
                       .arg(out.nodes.size())
                       .arg(done)
                       .arg(queued);
    if (out.current >= 0)
        head += EventsNames::tr("; processing #%1").arg(out.current);
    out.headline = head;
    return out;
}

bool EventTreeSnapshot::sameShape(const EventTreeSnapshot& other) const
{
    if (nodes.size() != other.nodes.size())
        return false;
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].id != other.nodes[i].id || nodes[i].parent != other.nodes[i].parent)
            return false;
    return true;
}

}  // namespace ts::gui
