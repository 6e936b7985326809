#include "rulesets/stack/stackzonesmodel.h"

#include "rulesets/stack/stacknames.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include <QFont>

namespace ts::gui {

StackZonesModel::StackZonesModel(SessionController* controller, QObject* parent)
    : QAbstractItemModel(parent), controller_(controller)
{
    connect(controller_, &SessionController::sessionChanged, this, [this] { gate_.request(); });
    connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    refresh();
}

QModelIndex StackZonesModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    const std::vector<int>& list =
        parent.isValid() ? nodes_[static_cast<std::size_t>(parent.internalId())].children : roots_;
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
    const Node& n = nodes_[static_cast<std::size_t>(child.internalId())];
    if (n.parent < 0)
        return {};
    return createIndex(nodes_[static_cast<std::size_t>(n.parent)].row, 0, static_cast<quintptr>(n.parent));
}

int StackZonesModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(roots_.size());
    if (parent.column() != 0)
        return 0;
    return static_cast<int>(nodes_[static_cast<std::size_t>(parent.internalId())].children.size());
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
    const Node& n = nodes_[static_cast<std::size_t>(index.internalId())];
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

void StackZonesModel::refresh()
{
    std::vector<Node> nodes;
    std::vector<int> roots;
    QString headline;
    const Game* state = controller_->hasSession() ? controller_->stateAtCursor() : nullptr;
    const auto* g = gameAs<stack::StackGame>(state);
    if (!g) {
        headline = tr("No game of the core rules (seed 002) is open.");
    } else {
        const stack::StackScenario& sc = g->scenario();
        const Session& session = *controller_->session();
        const Seq cursor = controller_->cursor();
        const Event current = cursor < session.size() ? session.trace().at(cursor) : Event{};
        int taken = 0;
        for (std::int32_t p = 0; p < static_cast<std::int32_t>(sc.players.size()); ++p) {
            Node player;
            player.kind = RowKind::Player;
            player.name = StackNames::player(*g, p);
            player.row = p;
            player.entity = sc.playerEntity(p);
            player.changed = current.concerns(player.entity) && current.kind != kind(CommonKind::Write);
            const int playerId = static_cast<int>(nodes.size());
            nodes.push_back(player);
            roots.push_back(playerId);
            for (std::int32_t z = 0; z < static_cast<std::int32_t>(sc.zones.size()); ++z) {
                Node zone;
                zone.kind = RowKind::Zone;
                zone.name = StackNames::zone(*g, z);
                zone.parent = playerId;
                zone.row = z;
                const int zoneId = static_cast<int>(nodes.size());
                nodes.push_back(zone);
                nodes[static_cast<std::size_t>(playerId)].children.push_back(zoneId);
                const std::vector<std::int32_t> contents = g->zoneContents(p, z);
                for (const std::int32_t c : contents) {
                    const stack::ComponentState& cs = g->state().components[static_cast<std::size_t>(c)];
                    Node comp;
                    comp.kind = RowKind::Component;
                    comp.parent = zoneId;
                    comp.row = static_cast<int>(nodes[static_cast<std::size_t>(zoneId)].children.size());
                    comp.name = QString::fromStdString(sc.components[static_cast<std::size_t>(c)].name);
                    comp.owner = StackNames::player(*g, cs.owner);
                    comp.controller = StackNames::player(*g, cs.controller);
                    comp.taken = cs.owner != cs.controller;
                    comp.entity = sc.componentEntity(c);
                    comp.changed = current.concerns(comp.entity);
                    QStringList counters;
                    for (std::size_t k = 0; k < sc.counters.size(); ++k)
                        if (const std::int32_t v = g->componentCounter(c, static_cast<std::int32_t>(k)); v != 0)
                            counters << QStringLiteral("%1 %2").arg(QString::fromStdString(sc.counters[k])).arg(v);
                    comp.counters = counters.join(QStringLiteral(", "));
                    taken += comp.taken ? 1 : 0;
                    nodes.push_back(comp);
                    nodes[static_cast<std::size_t>(zoneId)].children.push_back(static_cast<int>(nodes.size()) - 1);
                }
                nodes[static_cast<std::size_t>(zoneId)].count = static_cast<int>(contents.size());
                nodes[static_cast<std::size_t>(playerId)].count += static_cast<int>(contents.size());
            }
        }
        headline = tr("%n component(s)", nullptr, static_cast<int>(sc.components.size())) +
            (taken > 0 ? QStringLiteral(" · ") + tr("%n under another player's control", nullptr, taken) : QString());
    }
    beginResetModel();
    nodes_ = std::move(nodes);
    roots_ = std::move(roots);
    headline_ = headline;
    endResetModel();
    emit refreshed();
}

QModelIndex StackZonesModel::componentIndex(const QString& name) const
{
    for (std::size_t i = 0; i < nodes_.size(); ++i)
        if (nodes_[i].kind == RowKind::Component && nodes_[i].name == name)
            return createIndex(nodes_[i].row, 0, static_cast<quintptr>(i));
    return {};
}

QModelIndex StackZonesModel::zoneIndex(const QString& player, const QString& zone) const
{
    for (std::size_t i = 0; i < nodes_.size(); ++i)
        if (nodes_[i].kind == RowKind::Zone && nodes_[i].name == zone &&
            nodes_[static_cast<std::size_t>(nodes_[i].parent)].name == player)
            return createIndex(nodes_[i].row, 0, static_cast<quintptr>(i));
    return {};
}

}  // namespace ts::gui
