#include "rulesets/events/zonesmodel.h"
#include "session/panelstyle.h"

#include "rulesets/events/eventsnames.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace ts::gui {

using RowKind = ZonesSnapshot::RowKind;

ZonesModel::ZonesModel(QObject* parent) : RowTreeModel(ColumnCount, parent) {}

void ZonesModel::setSnapshot(ZonesSnapshot snapshot)
{
    std::vector<int> parents;
    parents.reserve(snapshot.rows.size());
    for (const auto& r : snapshot.rows)
        parents.push_back(r.parent);
    setShape(std::move(parents), [&] { snapshot_ = std::move(snapshot); });
}

QModelIndex ZonesModel::playerIndex(int player) const
{
    return player == 0 || player == 1 ? indexOfNode(snapshot_.playerRow[player]) : QModelIndex();
}

QColor ZonesModel::listenerColor() { return QColor(0x3d, 0x85, 0xd6); }

QIcon ZonesModel::listenerIcon(bool usedUp)
{
    QPixmap pm(QSize(32, 32));
    pm.setDevicePixelRatio(2);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor ink = listenerColor();
    p.setPen(QPen(ink, 1.6));
    p.setBrush(usedUp ? QBrush(Qt::NoBrush) : QBrush(ink));
    p.drawEllipse(QRectF(4, 4, 8, 8));
    return QIcon(pm);
}

QVariant ZonesModel::data(const QModelIndex& index, int role) const
{
    const int node = nodeOf(index);
    if (node < 0 || node >= static_cast<int>(snapshot_.rows.size()))
        return {};
    const auto& r = snapshot_.rows[static_cast<std::size_t>(node)];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn: return r.name;
        case AddressColumn: return r.address;
        case DetailColumn: return r.detail;
        default: return {};
        }
    case Qt::DecorationRole:
        if (index.column() == NameColumn && r.listener) {
            static const QIcon listening = listenerIcon(false), usedUp = listenerIcon(true);
            return r.usedUp || r.defeated ? usedUp : listening;
        }
        return {};
    case Qt::ToolTipRole: return r.tooltip.isEmpty() ? QVariant() : QVariant(r.tooltip);
    case Qt::BackgroundRole:
        if (r.hearing)
            return QBrush(EventsNames::currentFill());
        if (r.changed)
            return QBrush(PanelStyle::changedFill());
        return {};
    case Qt::ForegroundRole:
        if (r.defeated || r.usedUp || (!r.addressable && index.column() == AddressColumn))
            return QBrush(PanelStyle::dimText());
        return {};
    case Qt::FontRole: {
        const bool bold = r.kind == RowKind::Player || (r.kind == RowKind::Character && r.active) || r.hearing;
        const bool italic = !r.addressable;
        if (!bold && !italic && !r.defeated)
            return {};
        QFont f;
        f.setBold(bold);
        f.setItalic(italic);
        f.setStrikeOut(r.defeated && index.column() == NameColumn);
        return f;
    }
    case RowKindRole: return static_cast<int>(r.kind);
    case ListenerRole: return r.listener;
    case HearingRole: return r.hearing;
    case ChangedRole: return r.changed;
    case PlayerRole: return r.player;
    case AddressRole: return r.address;
    default: return {};
    }
}

QVariant ZonesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Zone / listener");
    case AddressColumn: return tr("Address");
    case DetailColumn: return tr("Detail");
    default: return {};
    }
}

}  // namespace ts::gui
