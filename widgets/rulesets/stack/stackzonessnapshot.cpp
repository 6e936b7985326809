#include "rulesets/stack/stackzonessnapshot.h"

#include "rulesets/stack/stacknames.h"

#include "rulesets/stack/game.h"

#include "kernel/kinds.h"

#include <QStringList>

namespace ts::gui {

namespace {

using Node = StackZonesSnapshot::Node;
using RowKind = StackZonesSnapshot::RowKind;

Node componentNode(const stack::StackGame& g, std::int32_t c, const Event& current)
{
    const stack::StackScenario& sc = g.scenario();
    const stack::ComponentState& cs = g.state().components[static_cast<std::size_t>(c)];
    Node comp;
    comp.kind = RowKind::Component;
    comp.name = QString::fromStdString(sc.components[static_cast<std::size_t>(c)].name);
    comp.owner = StackNames::player(g, cs.owner);
    comp.controller = StackNames::player(g, cs.controller);
    comp.taken = cs.owner != cs.controller;
    comp.entity = sc.componentEntity(c);
    comp.changed = current.concerns(comp.entity);
    QStringList counters;
    for (std::size_t k = 0; k < sc.counters.size(); ++k)
        if (const std::int32_t v = g.componentCounter(c, static_cast<std::int32_t>(k)); v != 0)
            counters << QStringLiteral("%1 %2").arg(QString::fromStdString(sc.counters[k])).arg(v);
    comp.counters = counters.join(QStringLiteral(", "));
    return comp;
}

}  // namespace

StackZonesSnapshot StackZonesSnapshot::empty(const QString& why)
{
    StackZonesSnapshot out;
    out.headline = why;
    return out;
}

QString StackZonesSnapshot::noGame() { return tr("No game of the core rules (seed 002) is open."); }

StackZonesSnapshot StackZonesSnapshot::build(const stack::StackGame& g, const Event& current)
{
    const stack::StackScenario& sc = g.scenario();
    StackZonesSnapshot out;
    std::vector<Node>& nodes = out.nodes;
    int taken = 0;
    for (std::int32_t p = 0; p < static_cast<std::int32_t>(sc.players.size()); ++p) {
        Node player;
        player.kind = RowKind::Player;
        player.name = StackNames::player(g, p);
        player.row = p;
        player.entity = sc.playerEntity(p);
        player.changed = current.concerns(player.entity) && current.kind != kind(CommonKind::Write);
        const int playerId = static_cast<int>(nodes.size());
        nodes.push_back(player);
        out.roots.push_back(playerId);
        for (std::int32_t z = 0; z < static_cast<std::int32_t>(sc.zones.size()); ++z) {
            Node zone;
            zone.kind = RowKind::Zone;
            zone.name = StackNames::zone(g, z);
            zone.parent = playerId;
            zone.row = z;
            const int zoneId = static_cast<int>(nodes.size());
            nodes.push_back(zone);
            nodes[static_cast<std::size_t>(playerId)].children.push_back(zoneId);
            const std::vector<std::int32_t> contents = g.zoneContents(p, z);
            for (const std::int32_t c : contents) {
                Node comp = componentNode(g, c, current);
                comp.parent = zoneId;
                comp.row = static_cast<int>(nodes[static_cast<std::size_t>(zoneId)].children.size());
                taken += comp.taken ? 1 : 0;
                nodes.push_back(std::move(comp));
                nodes[static_cast<std::size_t>(zoneId)].children.push_back(static_cast<int>(nodes.size()) - 1);
            }
            nodes[static_cast<std::size_t>(zoneId)].count = static_cast<int>(contents.size());
            nodes[static_cast<std::size_t>(playerId)].count += static_cast<int>(contents.size());
        }
    }
    out.headline = tr("%n component(s)", nullptr, static_cast<int>(sc.components.size())) +
        (taken > 0 ? QStringLiteral(" · ") + tr("%n under another player's control", nullptr, taken) : QString());
    return out;
}

}  // namespace ts::gui
