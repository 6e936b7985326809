#include "rulesets/roguelike/mapsnapshot.h"

#include "session/gameas.h"

#include "rulesets/roguelike/energy_game.h"
#include "rulesets/roguelike/game.h"

#include <QCoreApplication>

namespace ts::gui {

namespace {

void fromRunTable(const roguelike::RoguelikeGame& g, MapSnapshot& m)
{
    const roguelike::RoguelikeScenario& sc = g.scenario();
    const roguelike::State& s = g.state();
    m.width = sc.width;
    m.height = sc.height;
    m.cells.reserve(static_cast<std::size_t>(m.width * m.height));
    for (int y = 0; y < m.height; ++y)
        for (int x = 0; x < m.width; ++x)
            m.cells.push_back(sc.wall(x, y) ? MapCell::Wall : MapCell::Floor);
    for (const roguelike::Unit& u : s.units)
        m.units.push_back({u.id, QString::fromStdString(sc.units[u.id - 1].name), u.faction, u.x, u.y, u.hp, u.alive});
    if (s.cursor.pc == roguelike::Pc::Slot && s.cursor.row >= 0 &&
        static_cast<std::size_t>(s.cursor.row) < s.table.rows.size())
        m.acting = s.table.rows[static_cast<std::size_t>(s.cursor.row)].unit;
}

void fromEnergy(const roguelike::EnergyGame& g, MapSnapshot& m)
{
    const roguelike::EnergyScenario& sc = g.scenario();
    const roguelike::EnergyState& s = g.state();
    m.width = sc.grid.width;
    m.height = sc.grid.height;
    m.cells.reserve(sc.grid.tiles.size());
    for (std::size_t c = 0; c < sc.grid.tiles.size(); ++c) {
        switch (sc.grid.tiles[c]) {
        case roguelike::Tile::Floor: m.cells.push_back(MapCell::Floor); break;
        case roguelike::Tile::Wall: m.cells.push_back(MapCell::Wall); break;
        case roguelike::Tile::Door: {
            const auto door = static_cast<std::size_t>(sc.grid.doorAt[c]);
            m.cells.push_back(door < s.doorOpen.size() && s.doorOpen[door] ? MapCell::OpenDoor : MapCell::ClosedDoor);
            break;
        }
        }
    }
    for (const roguelike::EnergyActor& a : s.actors)
        m.units.push_back({a.id, QString::fromStdString(sc.actors[a.id - 1].name), a.faction, a.x, a.y, a.hp, a.alive});
    if (s.current >= 1 && static_cast<std::size_t>(s.current) <= s.actors.size())
        m.acting = static_cast<EntityId>(s.current);
}

KindId kindNamed(const Trace& t, std::string_view name)
{
    for (std::size_t k = 0; k < t.kindNames.size(); ++k)
        if (t.kindNames[k] == name)
            return static_cast<KindId>(k);
    return 0;
}

// The last move or attack at or before `cursor`. Its numbers come from the trace, which may
// come from a file: the arrow is drawn only when they are on the map and name a unit.
MapArrow lastArrow(const MapSnapshot& m, const Trace& t, Seq cursor)
{
    MapArrow a;
    const KindId move = kindNamed(t, "roguelike.move"), attack = kindNamed(t, "roguelike.attack");
    if ((move == 0 && attack == 0) || t.empty())
        return a;
    const Seq last = std::min<Seq>(cursor, t.size() - 1);
    const Seq stop = last > kArrowLookBack ? last - kArrowLookBack : 0;
    for (Seq i = last + 1; i-- > stop;) {
        const Event e = t.tryAt(i).value_or(Event{});
        if (e.kind == 0 || (e.kind != move && e.kind != attack))
            continue;
        const EntityId who = e.subject[0];
        if (who == kNoEntity || who > m.units.size())
            return a;
        a.actor = who;
        a.at = i;
        if (e.kind == move) {
            const int dir = e.arg[0] & 7;
            a.toX = e.arg[1];
            a.toY = e.arg[2];
            // Event data may come from an edited file: no arithmetic on a coordinate off the map.
            if (a.toX < 0 || a.toY < 0 || a.toX >= m.width || a.toY >= m.height)
                return a;
            a.fromX = a.toX - roguelike::kDirDx[dir];
            a.fromY = a.toY - roguelike::kDirDy[dir];
        } else {
            const EntityId target = e.subject[1];
            if (target == kNoEntity || target > m.units.size())
                return a;
            a.attack = true;
            a.fromX = m.units[who - 1].x;
            a.fromY = m.units[who - 1].y;
            a.toX = m.units[target - 1].x;
            a.toY = m.units[target - 1].y;
        }
        const auto on = [&](int x, int y) { return x >= 0 && y >= 0 && x < m.width && y < m.height; };
        a.valid = on(a.fromX, a.fromY) && on(a.toX, a.toY);
        return a;
    }
    return a;
}

}  // namespace

EntityId MapSnapshot::unitAt(int x, int y) const
{
    EntityId fallen = kNoEntity;
    for (const MapUnit& u : units) {
        if (u.x != x || u.y != y)
            continue;
        if (u.alive)
            return u.id;
        fallen = u.id;
    }
    return fallen;
}

MapSnapshot mapSnapshot(const Game* game, const Trace* trace, Seq cursor)
{
    MapSnapshot m;
    if (const auto* rt = gameAs<roguelike::RoguelikeGame>(game))
        fromRunTable(*rt, m);
    else if (const auto* en = gameAs<roguelike::EnergyGame>(game))
        fromEnergy(*en, m);
    else {
        m.reason = game
            ? QCoreApplication::translate("ts::gui::MapSnapshot", "The map belongs to the roguelike ruleset")
            : QCoreApplication::translate("ts::gui::MapSnapshot", "No session");
        return m;
    }
    m.valid = true;
    if (trace)
        m.arrow = lastArrow(m, *trace, cursor);
    return m;
}

}  // namespace ts::gui
