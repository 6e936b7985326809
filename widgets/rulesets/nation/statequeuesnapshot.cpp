#include "rulesets/nation/statequeuesnapshot.h"

#include "rulesets/nation/statequeuemodel.h"
#include "rulesets/nation/statesnames.h"

#include "rulesets/nation/game.h"

#include <QStringList>

#include <algorithm>

// The texts are StateQueueModel's: they keep the translation context they had when the model
// built them itself.
namespace ts::gui {

namespace {

using nation::QueueOutcome;
using Node = StateQueueSnapshot::Node;
using RowKind = StateQueueSnapshot::RowKind;
constexpr int kNotQueued = StateQueueSnapshot::kNotQueued;

bool skipped(int outcome) { return StateQueueSnapshot::isSkipped(outcome); }

QString outcomeText(int outcome)
{
    switch (outcome) {
    case static_cast<int>(QueueOutcome::Pending): return StateQueueModel::tr("pending");
    case static_cast<int>(QueueOutcome::Fired): return StateQueueModel::tr("fired");
    case static_cast<int>(QueueOutcome::SkippedRemoved): return StateQueueModel::tr("skipped: removed");
    case static_cast<int>(QueueOutcome::SkippedPassive): return StateQueueModel::tr("skipped: passive");
    case static_cast<int>(QueueOutcome::SkippedWrongTiming): return StateQueueModel::tr("skipped: wrong timing");
    case static_cast<int>(QueueOutcome::SkippedNoRemainings): return StateQueueModel::tr("skipped: no triggers left");
    case kNotQueued: return StateQueueModel::tr("not queued");
    default: return {};
    }
}

// "2 fired · 1 skipped · 3 pending" over the entries below a group.
QString summary(int fired, int skippedCount, int pending)
{
    QStringList parts;
    if (fired > 0)
        parts << StateQueueModel::tr("%1 fired").arg(fired);
    if (skippedCount > 0)
        parts << StateQueueModel::tr("%1 skipped").arg(skippedCount);
    if (pending > 0)
        parts << StateQueueModel::tr("%1 pending").arg(pending);
    return parts.join(QStringLiteral(" · "));
}

// Collects the tree while the state is at hand.
struct Build {
    explicit Build(const nation::NationGame& g) : game(g), queue(g.state().queue) {}
    const nation::NationGame& game;
    const nation::ProcessQueue& queue;
    std::vector<Node> nodes = std::vector<Node>(1);
    std::vector<std::vector<int>> children = std::vector<std::vector<int>>(1);  // by node
    std::vector<int> entryNodes, grantedNodes;
    int poppedNode = -1;

    int add(int parent, Node n)
    {
        const int id = static_cast<int>(nodes.size());
        n.parent = parent;
        nodes.push_back(std::move(n));
        children.emplace_back();
        children[static_cast<std::size_t>(parent)].push_back(id);
        return id;
    }

    const nation::HeldState* heldBySerial(const nation::Holder& h, std::uint32_t serial) const
    {
        const auto& ns = game.state().nations[static_cast<std::size_t>(h.nation)];
        const auto& v = h.unit < 0 ? ns.states : ns.units[static_cast<std::size_t>(h.unit)].states;
        const auto it =
            std::find_if(v.begin(), v.end(), [&](const nation::HeldState& s) { return s.serial == serial; });
        return it == v.end() ? nullptr : &*it;
    }

    QString entryDetail(const nation::QueueEntry& e) const
    {
        const auto& sc = game.scenario();
        const auto& def = sc.states[static_cast<std::size_t>(e.def)];
        switch (e.outcome) {
        case QueueOutcome::Pending:
            if (def.passive)
                return StateQueueModel::tr("waiting; passive, so it will be skipped");
            return def.firesAt(queue.timing)
                ? StateQueueModel::tr("waiting; fires at %1").arg(NationNames::timing(queue.timing))
                : StateQueueModel::tr("waiting; not a %1 state (fires at: %2)")
                      .arg(NationNames::timing(queue.timing), NationNames::timings(def));
        case QueueOutcome::Fired:
            if (const nation::HeldState* now = heldBySerial(e.holder, e.serial))
                return now->remainings == nation::kNull
                    ? StateQueueModel::tr("effects applied; fires without limit")
                    : StateQueueModel::tr("effects applied; triggers left: %1").arg(now->remainings);
            return StateQueueModel::tr("effects applied; no longer held (used up or removed)");
        case QueueOutcome::SkippedRemoved:
            return StateQueueModel::tr("no longer held when popped: removed after the queue was built (001:4.2/fixed)");
        case QueueOutcome::SkippedPassive:
            return StateQueueModel::tr("a passive state never triggers; it only modifies");
        case QueueOutcome::SkippedWrongTiming:
            if (def.timings == 0)
                return StateQueueModel::tr("fires at no timing at all, so not at %1")
                    .arg(NationNames::timing(queue.timing));
            return StateQueueModel::tr("fires at %1, not at %2")
                .arg(NationNames::timings(def), NationNames::timing(queue.timing));
        case QueueOutcome::SkippedNoRemainings: return StateQueueModel::tr("no triggers left (remaining triggers: 0)");
        }
        return {};
    }

    QString entryToolTip(const nation::QueueEntry& e, int index) const
    {
        const auto& sc = game.scenario();
        QStringList lines;
        lines << StateQueueModel::tr("<b>#%1 %2</b> of %3")
                     .arg(index)
                     .arg(NationNames::state(sc, e.def).toHtmlEscaped(),
                          NationNames::holder(sc, e.holder).toHtmlEscaped());
        if (const QString d = NationNames::stateDescription(sc, e.def); !d.isEmpty())
            lines << d.toHtmlEscaped();
        lines
            << StateQueueModel::tr("timings: %1").arg(NationNames::timings(sc.states[static_cast<std::size_t>(e.def)]));
        lines << StateQueueModel::tr("grant #%1 of this state (its serial)").arg(e.serial);
        lines << outcomeText(static_cast<int>(e.outcome)) + QStringLiteral(": ") + entryDetail(e).toHtmlEscaped();
        return lines.join(QStringLiteral("<br>"));
    }

    void addEntries()
    {
        const auto& sc = game.scenario();
        const auto count = static_cast<std::int32_t>(game.state().nations.size());
        // 001:4.2.1: every nation in priority order from the head, also those holding nothing.
        const bool roundLevel = queue.timing == nation::Timing::RoundStart || queue.timing == nation::Timing::RoundEnd;
        const std::int32_t head =
            roundLevel || queue.turnIndex < 1 || queue.turnIndex > count ? 0 : queue.turnIndex - 1;
        std::vector<int> nationNode(static_cast<std::size_t>(count), -1);
        for (std::int32_t k = 0; k < count; ++k) {
            const std::int32_t n = (head + k) % count;
            Node node;
            node.kind = RowKind::Nation;
            node.name = NationNames::nation(sc, n);
            node.entity = game.nationEntity(n);
            node.holderName = node.name;
            node.detail = k > 0 ? StateQueueModel::tr("next in turn order (001:4.2.1)")
                : roundLevel    ? StateQueueModel::tr("first in turn order: no nation has the turn (001:4.2.1)")
                                : StateQueueModel::tr("the turn player comes first (001:4.2.1)");
            nationNode[static_cast<std::size_t>(n)] = add(0, std::move(node));
        }
        int holderNode = -1;
        nation::Holder lastHolder{-1, -2};
        for (std::size_t i = 0; i < queue.entries.size(); ++i) {
            const nation::QueueEntry& e = queue.entries[i];
            if (!(e.holder == lastHolder)) {
                Node n;
                n.kind = RowKind::Holder;
                n.entity = game.holderEntity(e.holder);
                n.holderName = NationNames::holder(sc, e.holder);
                if (e.holder.unit < 0) {
                    n.name = StateQueueModel::tr("%1 — nation states").arg(n.holderName);
                    n.detail = StateQueueModel::tr("a nation's own states come before its units' (001:4.2.2)");
                } else {
                    const auto& us = game.state()
                                         .nations[static_cast<std::size_t>(e.holder.nation)]
                                         .units[static_cast<std::size_t>(e.holder.unit)];
                    n.name = n.holderName;
                    n.detail = StateQueueModel::tr("unit %1 of the unit array (001:4.2.2)").arg(e.holder.unit);
                    n.dimmed = us.dead();
                }
                holderNode = add(nationNode[static_cast<std::size_t>(e.holder.nation)], std::move(n));
                lastHolder = e.holder;
            }
            Node n;
            n.kind = RowKind::Entry;
            n.queueIndex = static_cast<int>(i);
            n.outcome = static_cast<int>(e.outcome);
            n.popped = static_cast<int>(i) == queue.popped;
            n.dimmed = skipped(n.outcome);
            n.entity = game.holderEntity(e.holder);
            n.stateId = NationNames::state(sc, e.def);
            n.holderName = NationNames::holder(sc, e.holder);
            n.name = QStringLiteral("#%1  %2").arg(i).arg(n.stateId);
            n.outcomeText = outcomeText(n.outcome);
            n.detail = entryDetail(e);
            n.tooltip = entryToolTip(e, static_cast<int>(i));
            const int id = add(holderNode, std::move(n));
            entryNodes.push_back(id);
            if (nodes[static_cast<std::size_t>(id)].popped)
                poppedNode = id;
        }
    }

    void addGranted()
    {
        if (queue.grantedDuring.empty())
            return;
        const auto& sc = game.scenario();
        Node group;
        group.kind = RowKind::GrantedGroup;
        group.name = StateQueueModel::tr("Granted during this processing");
        group.outcomeText = outcomeText(kNotQueued);
        group.detail = StateQueueModel::tr(
            "the queue is fixed when built: new grants wait for the next processing (001:4.2/fixed)");
        const int groupNode = add(0, std::move(group));
        for (const nation::NotQueuedGrant& g : queue.grantedDuring) {
            Node n;
            n.kind = RowKind::Granted;
            n.outcome = kNotQueued;
            n.queueIndex = g.afterPop;
            n.entity = game.holderEntity(g.holder);
            n.stateId = NationNames::state(sc, g.def);
            n.holderName = NationNames::holder(sc, g.holder);
            n.name = StateQueueModel::tr("%1 on %2").arg(n.stateId, n.holderName);
            n.outcomeText = outcomeText(kNotQueued);
            if (g.afterPop >= 0 && static_cast<std::size_t>(g.afterPop) < queue.entries.size())
                n.detail = StateQueueModel::tr("granted by the effects of #%1 %2")
                               .arg(g.afterPop)
                               .arg(NationNames::state(sc, queue.entries[static_cast<std::size_t>(g.afterPop)].def));
            else
                n.detail = StateQueueModel::tr("granted before the first pop");
            n.tooltip = n.detail + QStringLiteral(" — ") + group.detail;
            grantedNodes.push_back(add(groupNode, std::move(n)));
        }
    }

    // Group rows: what happened below them.
    void summarize()
    {
        for (std::size_t i = nodes.size(); i-- > 1;) {
            Node& n = nodes[i];
            if (n.kind != RowKind::Nation && n.kind != RowKind::Holder)
                continue;
            int fired = 0, skippedCount = 0, pending = 0;
            std::vector<int> stack = children[i];
            while (!stack.empty()) {
                const auto c = static_cast<std::size_t>(stack.back());
                stack.pop_back();
                stack.insert(stack.end(), children[c].begin(), children[c].end());
                if (nodes[c].kind != RowKind::Entry)
                    continue;
                const int outcome = nodes[c].outcome;
                fired += outcome == static_cast<int>(QueueOutcome::Fired) ? 1 : 0;
                skippedCount += skipped(outcome) ? 1 : 0;
                pending += outcome == static_cast<int>(QueueOutcome::Pending) ? 1 : 0;
            }
            n.outcomeText = fired + skippedCount + pending > 0 ? summary(fired, skippedCount, pending)
                                                               : StateQueueModel::tr("holds no state: nothing queued");
        }
    }

    QString headline() const
    {
        const auto& sc = game.scenario();
        if (queue.round == 0 && queue.entries.empty() && !queue.active)
            return StateQueueModel::tr("No state processing yet");
        const bool roundLevel = queue.timing == nation::Timing::RoundStart || queue.timing == nation::Timing::RoundEnd;
        const QString when = roundLevel || queue.turnIndex <= 0
            ? StateQueueModel::tr("round %1").arg(queue.round)
            : StateQueueModel::tr("round %1, %2's turn")
                  .arg(queue.round)
                  .arg(NationNames::nation(sc, queue.turnIndex - 1));
        QString status;
        if (queue.entries.empty()) {
            status = StateQueueModel::tr("nothing queued: no nation or unit holds a state");
        } else if (queue.active) {
            status = queue.popped < 0
                ? StateQueueModel::tr("%1 queued, none popped yet").arg(queue.entries.size())
                : StateQueueModel::tr("%1 queued, #%2 popped").arg(queue.entries.size()).arg(queue.popped);
        } else {
            const auto fired =
                std::count_if(queue.entries.begin(), queue.entries.end(),
                              [](const nation::QueueEntry& e) { return e.outcome == QueueOutcome::Fired; });
            status = StateQueueModel::tr("%1 queued, done: %2 fired").arg(queue.entries.size()).arg(fired);
        }
        if (!queue.grantedDuring.empty())
            status += StateQueueModel::tr(", %1 granted meanwhile (not queued)").arg(queue.grantedDuring.size());
        return StateQueueModel::tr("%1 processing — %2: %3").arg(NationNames::timing(queue.timing), when, status);
    }
};

}  // namespace

bool StateQueueSnapshot::isSkipped(int outcome)
{
    return outcome >= static_cast<int>(QueueOutcome::SkippedRemoved) &&
        outcome <= static_cast<int>(QueueOutcome::SkippedNoRemainings);
}

StateQueueSnapshot StateQueueSnapshot::empty(const QString& why)
{
    StateQueueSnapshot s;
    s.headline = why;
    return s;
}

StateQueueSnapshot StateQueueSnapshot::build(const nation::NationGame& game, const Trace& trace, Seq cursor)
{
    Build b(game);
    b.addEntries();
    b.addGranted();
    b.summarize();
    StateQueueSnapshot s;
    s.valid = true;
    s.headline = b.headline();
    if (NationNames::cursorInPreview(trace, cursor))
        s.headline += StateQueueModel::tr(" — the cursor is inside an NPC preview, which processes a copy of the game; "
                                          "this is the real game's queue");
    s.nodes = std::move(b.nodes);
    s.entryNodes = std::move(b.entryNodes);
    s.grantedNodes = std::move(b.grantedNodes);
    s.poppedNode = b.poppedNode;
    return s;
}

}  // namespace ts::gui
