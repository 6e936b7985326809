#include "rulesets/events/queuesnapshot.h"

#include "rulesets/events/eventsnames.h"

#include "rulesets/events/game.h"

#include "kernel/trace/trace.h"

namespace ts::gui {

namespace {

// The step of the seed's loop that the event at the cursor belongs to.
QString stageOf(const Trace& trace, Seq cursor)
{
    if (cursor >= trace.size())
        return {};
    const std::string kind = trace.kindName(trace.at(cursor).kind);
    const std::string clause = trace.clauseName(trace.at(cursor).clause);
    if (kind == "events.pop" || kind == "events.order")
        return EventsNames::tr("event = q.pop(0): the head event is taken off the queue");
    if (kind == "events.hear" || kind == "events.answer" || kind == "events.modify" || kind == "events.used-up" ||
        kind == "events.listen-done" || kind == "events.address" || kind == "events.address-miss")
        return EventsNames::tr("for L in listeners: elist.extend(L.listen(event))");
    if (kind == "events.over")
        return EventsNames::tr("if event is not over: elist.append(over(event))");
    if (kind == "events.prepend")
        return EventsNames::tr("q = elist + q: the answers go in front of the queue");
    if (kind == "events.interrupt" || kind == "events.dropped" || kind == "events.save")
        return EventsNames::tr("interrupt: raise_interrupt(), save_queue(q), break");
    if (kind == "events.recover")
        return EventsNames::tr("if recover: q = load_queue()");
    if (kind == "events.stable" || kind == "state-hash" || kind == "decision" || kind == "events.rejected")
        return EventsNames::tr("stable state: the queue is empty, waiting for an instruction");
    if (kind == "events.signal" || kind == "events.push" || kind == "events.instruction")
        return EventsNames::tr("a new sequence of events enters the queue");
    if (kind == "events.tree-done")
        return EventsNames::tr("the queue is empty: the tree is complete");
    if (clause.rfind("004:queue/execute", 0) == 0 || kind == "events.execute" || clause.rfind("004:zone", 0) == 0 ||
        clause.rfind("004:instruction#", 0) == 0 || clause.rfind("004:phase#round", 0) == 0)
        return EventsNames::tr("interrupt = execute(event)");
    return {};
}

}  // namespace

QueueSnapshot QueueSnapshot::empty(const QString& why)
{
    QueueSnapshot s;
    s.headline = why;
    return s;
}

int QueueSnapshot::queued() const
{
    for (const Group& g : groups)
        if (g.kind == GroupKind::Queue)
            return static_cast<int>(g.rows.size());
    return 0;
}

QueueSnapshot QueueSnapshot::build(const events::EventsGame& g, const Trace& trace, Seq cursor)
{
    const events::GameState& st = g.state();
    QueueSnapshot out;
    out.valid = true;
    out.phase = EventsNames::phase(st.phase);
    out.stage = stageOf(trace, cursor);
    auto row = [&](int node) {
        const events::Node& n = st.tree[static_cast<std::size_t>(node)];
        Row r;
        r.node = node;
        r.event = EventsNames::event(g, node == st.current ? st.live : n.ev);
        r.answeredBy = n.listener >= 0 ? EventsNames::entity(g, n.listenerEntity) : EventsNames::rootOrigin(n);
        r.atCursor = n.born == cursor || n.popped == cursor;
        r.seq = n.born;
        return r;
    };
    auto shown = [&](int node) {
        return node >= 0 && node < static_cast<int>(st.tree.size()) &&
            st.tree[static_cast<std::size_t>(node)].born <= cursor;
    };

    Group current{GroupKind::Current,
                  EventsNames::tr("Being processed"),
                  EventsNames::tr("The event popped last: its listeners answer, then it is executed"),
                  {}};
    if (shown(st.current) && st.tree[static_cast<std::size_t>(st.current)].popped <= cursor)
        current.rows.push_back(row(st.current));
    Group answers{
        GroupKind::Answers,
        EventsNames::tr("Answers so far (elist)"),
        EventsNames::tr("What the listeners answered to it, and its over event: they go in front of the queue"),
        {}};
    for (int n : st.elist)
        if (shown(n))
            answers.rows.push_back(row(n));
    Group queue{GroupKind::Queue,
                EventsNames::tr("Queue (head first)"),
                EventsNames::tr("The rest of the queue: popped from the top"),
                {}};
    for (auto it = st.queue.rbegin(); it != st.queue.rend(); ++it)
        if (shown(*it))
            queue.rows.push_back(row(*it));
    out.groups = {std::move(current), std::move(answers), std::move(queue)};
    for (std::size_t k = 0; k < st.saved.size(); ++k) {
        const events::SavedQueue& q = st.saved[k];
        Group saved{
            GroupKind::Saved,
            EventsNames::tr("Saved queue %1: back in %2 after %3 chooses")
                .arg(k + 1)
                .arg(EventsNames::phase(q.phase), EventsNames::entity(g, events::EventsGame::playerEntity(q.player))),
            EventsNames::tr("Saved when #%1 raised the interrupt (004:interrupt/save); restored by recover")
                .arg(q.node),
            {}};
        for (auto it = q.queue.rbegin(); it != q.queue.rend(); ++it)
            saved.rows.push_back(row(*it));
        out.groups.push_back(std::move(saved));
    }
    out.headline = EventsNames::tr("Phase %1 · %2 queued").arg(out.phase).arg(out.queued());
    if (!st.saved.empty())
        out.headline += EventsNames::tr(" · %1 saved queue(s): waiting for the DeathSwap choice").arg(st.saved.size());
    if (st.recover)
        out.headline += EventsNames::tr(" · recover pending");
    return out;
}

}  // namespace ts::gui
