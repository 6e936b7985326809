#include "rulesets/nation/statequeuemodel.h"

#include "rulesets/nation/statesnames.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/nation/game.h"

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <algorithm>

namespace ts::gui {

namespace {

using nation::QueueOutcome;

// Mid tones that read on light and dark palettes alike.
const QColor kFiredColor(0x2e, 0x9e, 0x5b);
const QColor kDimColor = PanelStyle::dimText();
const QColor kNotQueuedColor(0x3d, 0x85, 0xd6);

bool skipped(int outcome)
{
    return outcome >= static_cast<int>(QueueOutcome::SkippedRemoved) &&
        outcome <= static_cast<int>(QueueOutcome::SkippedNoRemainings);
}

QString outcomeText(int outcome)
{
    switch (outcome) {
    case static_cast<int>(QueueOutcome::Pending): return StateQueueModel::tr("pending");
    case static_cast<int>(QueueOutcome::Fired): return StateQueueModel::tr("fired");
    case static_cast<int>(QueueOutcome::SkippedRemoved): return StateQueueModel::tr("skipped: removed");
    case static_cast<int>(QueueOutcome::SkippedPassive): return StateQueueModel::tr("skipped: passive");
    case static_cast<int>(QueueOutcome::SkippedWrongTiming): return StateQueueModel::tr("skipped: wrong timing");
    case static_cast<int>(QueueOutcome::SkippedNoRemainings): return StateQueueModel::tr("skipped: no triggers left");
    case StateQueueModel::kNotQueued: return StateQueueModel::tr("not queued");
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

}  // namespace

// Collects the tree while the state is at hand.
struct StateQueueModel::Build {
    explicit Build(const nation::NationGame& g) : game(g), queue(g.state().queue) {}
    const nation::NationGame& game;
    const nation::ProcessQueue& queue;
    Shape shape;
    std::vector<Node> nodes = std::vector<Node>(1);
    std::vector<int> entryNodes, grantedNodes;
    int poppedNode = -1;

    int add(int parent, Node n)
    {
        const int id = shape.add(parent, static_cast<int>(n.kind));
        nodes.push_back(std::move(n));
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
            std::vector<int> stack = shape.links[i].children;
            while (!stack.empty()) {
                const auto c = static_cast<std::size_t>(stack.back());
                stack.pop_back();
                stack.insert(stack.end(), shape.links[c].children.begin(), shape.links[c].children.end());
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

StateQueueModel::StateQueueModel(SessionController* controller, QObject* parent)
    : StatesTreeModel(ColumnCount, parent), controller_(controller), nodes_(1)
{
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        resetPending_ = true;
        gate_.request();
    });
    connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    refresh();
}

StateQueueModel::~StateQueueModel() = default;

void StateQueueModel::refresh()
{
    const nation::NationGame* game = NationNames::gameAtCursor(controller_);
    if (!game) {
        const QString reason = NationNames::notNationReason(controller_, tr("state queue"));
        replaceTree(Shape{}, resetPending_ || valid_, [&] {
            valid_ = false;
            nodes_.assign(1, Node{});
            entryNodes_.clear();
            grantedNodes_.clear();
            poppedNode_ = -1;
            entryCount_ = 0;
            headline_ = reason;
        });
    } else {
        Build b(*game);
        b.addEntries();
        b.addGranted();
        b.summarize();
        QString headline = b.headline();
        if (NationNames::cursorInPreview(controller_))
            headline += tr(" — the cursor is inside an NPC preview, which processes a copy of the game; this is the "
                           "real game's queue");
        replaceTree(std::move(b.shape), resetPending_ || !valid_, [&] {
            valid_ = true;
            nodes_ = std::move(b.nodes);
            entryNodes_ = std::move(b.entryNodes);
            grantedNodes_ = std::move(b.grantedNodes);
            poppedNode_ = b.poppedNode;
            entryCount_ = static_cast<int>(entryNodes_.size());
            headline_ = headline;
        });
    }
    resetPending_ = false;
    emit refreshed();
}

QModelIndex StateQueueModel::entryIndex(int queueIndex, int column) const
{
    if (queueIndex < 0 || queueIndex >= static_cast<int>(entryNodes_.size()))
        return {};
    return indexOfNode(entryNodes_[static_cast<std::size_t>(queueIndex)], column);
}

QModelIndex StateQueueModel::grantedIndex(int k, int column) const
{
    if (k < 0 || k >= static_cast<int>(grantedNodes_.size()))
        return {};
    return indexOfNode(grantedNodes_[static_cast<std::size_t>(k)], column);
}

QModelIndex StateQueueModel::poppedIndex() const { return indexOfNode(poppedNode_, 0); }

QColor StateQueueModel::poppedFill() { return NationNames::currentRowFill(); }

// A small mark per outcome: a green tick (fired), a struck grey ring (skipped), a hollow
// ring (pending), a blue plus (granted meanwhile, not queued).
QIcon StateQueueModel::outcomeIcon(int outcome) const
{
    const int slot = outcome == kNotQueued ? 7 : std::clamp(outcome, 0, 6);
    QIcon& icon = icons_[slot];
    if (!icon.isNull())
        return icon;
    constexpr int kSize = 16;
    constexpr qreal kRatio = 2;
    QPixmap pm(static_cast<int>(kSize * kRatio), static_cast<int>(kSize * kRatio));
    pm.setDevicePixelRatio(kRatio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(2.5, 2.5, kSize - 5, kSize - 5);
    if (outcome == static_cast<int>(QueueOutcome::Fired)) {
        p.setPen(Qt::NoPen);
        p.setBrush(kFiredColor);
        p.drawEllipse(r);
        p.setPen(QPen(Qt::white, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        QPainterPath tick;
        tick.moveTo(5.2, 8.3);
        tick.lineTo(7.2, 10.3);
        tick.lineTo(10.9, 6.0);
        p.setBrush(Qt::NoBrush);
        p.drawPath(tick);
    } else if (skipped(outcome)) {
        p.setPen(QPen(kDimColor, 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
        p.drawLine(QPointF(4.6, 11.4), QPointF(11.4, 4.6));
    } else if (outcome == kNotQueued) {
        p.setPen(Qt::NoPen);
        p.setBrush(kNotQueuedColor);
        p.drawRoundedRect(r, 3, 3);
        p.setPen(QPen(Qt::white, 1.8, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(kSize / 2.0, 5.2), QPointF(kSize / 2.0, kSize - 5.2));
        p.drawLine(QPointF(5.2, kSize / 2.0), QPointF(kSize - 5.2, kSize / 2.0));
    } else {
        p.setPen(QPen(kDimColor, 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
    }
    p.end();
    icon = QIcon(pm);
    return icon;
}

QVariant StateQueueModel::nodeData(const Node& n, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole: return column == NameColumn ? n.name : column == OutcomeColumn ? n.outcomeText : n.detail;
    case Qt::ToolTipRole: return n.tooltip.isEmpty() ? n.detail : n.tooltip;
    case Qt::DecorationRole:
        if (column == OutcomeColumn && (n.kind == RowKind::Entry || n.kind == RowKind::Granted))
            return outcomeIcon(n.outcome);
        return {};
    case Qt::FontRole: {
        if (!n.popped && n.kind != RowKind::Nation && n.kind != RowKind::GrantedGroup)
            return {};
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::ForegroundRole:
        if (column == OutcomeColumn && n.outcome == static_cast<int>(QueueOutcome::Fired))
            return kFiredColor;
        if (column == OutcomeColumn && n.outcome == kNotQueued)
            return kNotQueuedColor;
        return n.dimmed ? QVariant(kDimColor) : QVariant();
    case Qt::BackgroundRole: return n.popped ? QVariant(NationNames::currentRowFill()) : QVariant();
    case RowKindRole: return static_cast<int>(n.kind);
    case OutcomeRole: return n.outcome;
    case PoppedRole: return n.popped;
    case QueueIndexRole: return n.queueIndex;
    case StateIdRole: return n.stateId;
    case HolderNameRole: return n.holderName;
    case EntityRole: return static_cast<uint>(n.entity);
    default: return {};
    }
}

QVariant StateQueueModel::data(const QModelIndex& index, int role) const
{
    const int n = nodeOf(index);
    return n < 0 ? QVariant() : nodeData(nodes_[static_cast<std::size_t>(n)], index.column(), role);
}

QVariant StateQueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Queue (priority order)");
        case OutcomeColumn: return tr("Outcome");
        case DetailColumn: return tr("Why");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case NameColumn:
            return tr("Nations from the turn player on, each nation's own states before its units', each holder's "
                      "states in array order (001:4.2/fixed)");
        case OutcomeColumn:
            return tr("Fired, skipped (removed, passive, wrong timing, no triggers left) or still pending (001:4.4)");
        case DetailColumn: return tr("Why the entry fired or was skipped");
        }
    }
    return {};
}

}  // namespace ts::gui
