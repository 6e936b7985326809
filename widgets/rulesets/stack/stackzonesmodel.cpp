#include "rulesets/stack/stackzonesmodel.h"

#include "session/panelstyle.h"

#include <QColor>
#include <QFont>

namespace ts::gui {

namespace {
using Node = StackZonesSnapshot::Node;
}  // namespace

StackZonesModel::StackZonesModel(QObject* parent) : QAbstractItemModel(parent) {}

QModelIndex StackZonesModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    const std::vector<int>& list =
        parent.isValid() ? snapshot_.nodes[static_cast<std::size_t>(parent.internalId())].children : snapshot_.roots;
    if (parent.isValid() && parent.column() != 0)
        return {};
    if (row >= static_cast<int>(list.size()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(list[static_cast<std::size_t>(row)]));
}

QModelIndex StackZonesModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const Node& n = snapshot_.nodes[static_cast<std::size_t>(child.internalId())];
    if (n.parent < 0)
        return {};
    return createIndex(snapshot_.nodes[static_cast<std::size_t>(n.parent)].row, 0, static_cast<quintptr>(n.parent));
}

int StackZonesModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(snapshot_.roots.size());
    if (parent.column() != 0)
        return 0;
    return static_cast<int>(snapshot_.nodes[static_cast<std::size_t>(parent.internalId())].children.size());
}

int StackZonesModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant StackZonesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Component");
    case OwnerColumn: return tr("Owner");
    case ControllerColumn: return tr("Controller");
    case CountersColumn: return tr("Counters");
    default: return {};
    }
}

QVariant StackZonesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Node& n = snapshot_.nodes[static_cast<std::size_t>(index.internalId())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            if (n.kind == RowKind::Zone)
                return tr("%1 (%2)").arg(n.name).arg(n.count);
            return n.name;
        case OwnerColumn: return n.owner;
        case ControllerColumn: return n.taken ? tr("%1 (control taken)").arg(n.controller) : n.controller;
        case CountersColumn: return n.counters;
        default: return {};
        }
    case Qt::FontRole: {
        if (n.kind == RowKind::Player || n.changed || (n.taken && index.column() == ControllerColumn)) {
            QFont f;
            f.setBold(n.kind == RowKind::Player || n.changed);
            f.setItalic(n.taken && index.column() == ControllerColumn);
            return f;
        }
        return {};
    }
    case Qt::ForegroundRole:
        if (n.kind == RowKind::Zone && n.count == 0)
            return PanelStyle::dimText();
        if (n.taken && index.column() == ControllerColumn)
            return QColor(0xc2, 0x45, 0x8c);
        return {};
    case Qt::BackgroundRole: return n.changed ? QVariant(QColor(0xf0, 0xb4, 0x29, 90)) : QVariant();
    case Qt::ToolTipRole:
        if (n.kind == RowKind::Component && n.taken)
            return tr("Owned by %1, controlled by %2: its abilities grant and trigger for %2 (002:controller)")
                .arg(n.owner, n.controller);
        return {};
    case RowKindRole: return static_cast<int>(n.kind);
    case OwnerRole: return n.owner;
    case ControllerRole: return n.controller;
    case ControlTakenRole: return n.taken;
    case CountRole: return n.count;
    case EntityRole: return n.entity;
    case ChangedRole: return n.changed;
    default: return {};
    }
}

void StackZonesModel::setSnapshot(StackZonesSnapshot snapshot)
{
    beginResetModel();
    snapshot_ = std::move(snapshot);
    endResetModel();
    emit refreshed();
}

QModelIndex StackZonesModel::componentIndex(const QString& name) const
{
    for (std::size_t i = 0; i < snapshot_.nodes.size(); ++i)
        if (snapshot_.nodes[i].kind == RowKind::Component && snapshot_.nodes[i].name == name)
            return createIndex(snapshot_.nodes[i].row, 0, static_cast<quintptr>(i));
    return {};
}

QModelIndex StackZonesModel::zoneIndex(const QString& player, const QString& zone) const
{
    for (std::size_t i = 0; i < snapshot_.nodes.size(); ++i)
        if (snapshot_.nodes[i].kind == RowKind::Zone && snapshot_.nodes[i].name == zone &&
            snapshot_.nodes[static_cast<std::size_t>(snapshot_.nodes[i].parent)].name == player)
            return createIndex(snapshot_.nodes[i].row, 0, static_cast<quintptr>(i));
    return {};
}

}  // namespace ts::gui
