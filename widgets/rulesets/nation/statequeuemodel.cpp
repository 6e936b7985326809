#include "rulesets/nation/statequeuemodel.h"

#include "rulesets/nation/statesnames.h"
#include "session/panelstyle.h"

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

bool skipped(int outcome) { return StateQueueSnapshot::isSkipped(outcome); }

}  // namespace

StateQueueModel::StateQueueModel(QObject* parent) : StatesTreeModel(ColumnCount, parent) {}

StateQueueModel::~StateQueueModel() = default;

void StateQueueModel::setSnapshot(StateQueueSnapshot snapshot)
{
    Shape shape;
    for (std::size_t i = 1; i < snapshot.nodes.size(); ++i)
        shape.add(snapshot.nodes[i].parent, static_cast<int>(snapshot.nodes[i].kind));
    // Between a game and none the model resets whatever the shapes.
    const bool reset = resetPending_ || snapshot.valid != snapshot_.valid;
    replaceTree(std::move(shape), reset, [&] { snapshot_ = std::move(snapshot); });
    resetPending_ = false;
    emit refreshed();
}

QModelIndex StateQueueModel::entryIndex(int queueIndex, int column) const
{
    if (queueIndex < 0 || queueIndex >= static_cast<int>(snapshot_.entryNodes.size()))
        return {};
    return indexOfNode(snapshot_.entryNodes[static_cast<std::size_t>(queueIndex)], column);
}

QModelIndex StateQueueModel::grantedIndex(int k, int column) const
{
    if (k < 0 || k >= static_cast<int>(snapshot_.grantedNodes.size()))
        return {};
    return indexOfNode(snapshot_.grantedNodes[static_cast<std::size_t>(k)], column);
}

QModelIndex StateQueueModel::poppedIndex() const { return indexOfNode(snapshot_.poppedNode, 0); }

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
    return n < 0 ? QVariant() : nodeData(snapshot_.nodes[static_cast<std::size_t>(n)], index.column(), role);
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
