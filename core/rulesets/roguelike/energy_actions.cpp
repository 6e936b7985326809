// Action.perform() of each action of an energy game. An action returns the seed's
// ActionResult {succeeded, done, alternative}; the loop (energy_game.cpp) runs the
// alternatives and spends the energy. WalkAction follows the seed line by line: face the
// direction; another actor there -> an attack instead; a closed door there -> open it
// instead; a cell it cannot move to -> fail (done, so it leaves the queue, and nothing is
// spent); else move.
#include "energy_game.h"

#include <algorithm>

namespace ts::roguelike {

bool EnergyGame::closedDoor(std::int32_t x, std::int32_t y) const
{
    const std::int32_t d = scenario_->grid.door(x, y);
    return d >= 0 && s_.doorOpen[static_cast<std::size_t>(d)] == 0;
}

// movable_to(direction, to_position): a diagonal step may not cut a wall's corner (nor a
// closed door's, which stands in the wall).
bool EnergyGame::cornerBlocked(std::int32_t x, std::int32_t y, std::int32_t dir) const
{
    const int dx = kDirDx[dir], dy = kDirDy[dir];
    if (dx == 0 || dy == 0)
        return false;
    const Grid& g = scenario_->grid;
    const auto blocks = [&](int cx, int cy) { return g.tile(cx, cy) == Tile::Wall || closedDoor(cx, cy); };
    return blocks(x + dx, y) || blocks(x, y + dy);
}

EnergyGame::Performed EnergyGame::perform(EventSink& sink, EnergyActor& a, const EnergyAction& action,
                                          std::uint8_t depth)
{
    switch (action.kind) {
    case EnAction::Walk: return walk(sink, a, action.dir & 7, depth);
    case EnAction::Attack: return attackAt(sink, a, action.dir & 7, depth);
    case EnAction::OpenDoor: return openAt(sink, a, action.dir & 7, depth);
    case EnAction::Rest: return rest(sink, a, std::clamp(action.param, 1, kMaxRestTurns), depth);
    case EnAction::ChangeSpeed: return changeSpeed(sink, a, action.param, depth);
    case EnAction::None: break;
    }
    return {false, true, {}, kNoEntity};  // never queued: queues hold walk, rest and speed changes
}

EnergyGame::Performed EnergyGame::walk(EventSink& sink, EnergyActor& a, std::int32_t dir, std::uint8_t depth)
{
    const std::uint8_t inner = static_cast<std::uint8_t>(depth + 1);
    set(sink, a.id, field(EnField::Face), a.face, dir, Clause::EnEnergyAct, inner);
    const std::int32_t nx = a.x + kDirDx[dir], ny = a.y + kDirDy[dir];
    const Grid& g = scenario_->grid;
    if (g.inside(nx, ny) && occupant(nx, ny) != kNoEntity)
        return {false, false, {EnAction::Attack, dir, 0}, occupant(nx, ny)};
    if (closedDoor(nx, ny))
        return {false,
                false,
                {EnAction::OpenDoor, dir, 0},
                scenario_->doorEntity(static_cast<std::size_t>(g.door(nx, ny)))};
    BlockReason why = BlockReason::Wall;
    bool blocked = true;
    if (!g.inside(nx, ny))
        why = BlockReason::Edge;
    else if (g.tile(nx, ny) == Tile::Wall)
        why = BlockReason::Wall;
    else if (cornerBlocked(a.x, a.y, dir))
        why = BlockReason::Corner;
    else
        blocked = false;
    if (blocked) {
        event(sink, EnKind::WalkBlocked, Clause::EnEnergySpend, depth, a.id, kNoEntity, dir, nx, ny,
              static_cast<std::int32_t>(why));
        return {false, true, {}, kNoEntity};  // ActionResult(succeeded=False): done stays True
    }
    event(sink, Kind::Move, Clause::EnEnergyAct, depth, a.id, kNoEntity, dir, nx, ny);
    setOccupant(a.x, a.y, kNoEntity);
    set(sink, a.id, field(Field::X), a.x, nx, Clause::EnEnergyAct, inner);
    set(sink, a.id, field(Field::Y), a.y, ny, Clause::EnEnergyAct, inner);
    setOccupant(a.x, a.y, a.id);
    return {true, true, {}, kNoEntity};
}

EnergyGame::Performed EnergyGame::attackAt(EventSink& sink, EnergyActor& a, std::int32_t dir, std::uint8_t depth)
{
    const std::int32_t nx = a.x + kDirDx[dir], ny = a.y + kDirDy[dir];
    const EntityId id = scenario_->grid.inside(nx, ny) ? occupant(nx, ny) : kNoEntity;
    if (id == kNoEntity) {
        event(sink, EnKind::AttackNothing, Clause::EnAttack, depth, a.id, kNoEntity, dir, nx, ny);
        return {false, true, {}, kNoEntity};
    }
    EnergyActor& target = actorRef(id);
    const std::int32_t hp = std::max(0, target.hp - a.attack);
    event(sink, Kind::AttackHit, Clause::EnAttack, depth, a.id, target.id, a.attack, hp, 1);
    set(sink, target.id, field(Field::Hp), target.hp, hp, Clause::EnAttack, static_cast<std::uint8_t>(depth + 1));
    if (hp == 0)
        defeat(sink, target, a.id, static_cast<std::uint8_t>(depth + 1));
    return {true, true, {}, target.id};
}

void EnergyGame::defeat(EventSink& sink, EnergyActor& target, EntityId by, std::uint8_t depth)
{
    event(sink, Kind::UnitDied, Clause::EnAttack, depth, target.id, by);
    setOccupant(target.x, target.y, kNoEntity);
    set(sink, target.id, field(Field::Alive), target.alive, false, Clause::EnAttack,
        static_cast<std::uint8_t>(depth + 1));
    const auto left = std::count_if(s_.actors.begin(), s_.actors.end(), [](const EnergyActor& x) { return x.alive; });
    event(sink, EnKind::ActorRemoved, Clause::EnRemove, depth, target.id, kNoEntity, static_cast<std::int32_t>(left));
    unitDied_ = true;
}

EnergyGame::Performed EnergyGame::openAt(EventSink& sink, EnergyActor& a, std::int32_t dir, std::uint8_t depth)
{
    const std::int32_t nx = a.x + kDirDx[dir], ny = a.y + kDirDy[dir];
    if (!closedDoor(nx, ny)) {
        event(sink, EnKind::OpenFailed, Clause::EnOpenDoor, depth, a.id, kNoEntity, dir, nx, ny);
        return {false, true, {}, kNoEntity};
    }
    const auto door = static_cast<std::size_t>(scenario_->grid.door(nx, ny));
    const EntityId doorId = scenario_->doorEntity(door);
    event(sink, EnKind::DoorOpened, Clause::EnOpenDoor, depth, a.id, doorId, nx, ny);
    std::int32_t open = s_.doorOpen[door];
    set(sink, doorId, field(EnField::DoorOpen), open, 1, Clause::EnOpenDoor, static_cast<std::uint8_t>(depth + 1));
    s_.doorOpen[door] = static_cast<std::uint8_t>(open);
    return {true, true, {}, doorId};
}

// An action of several turns: each turn succeeds (and spends), only the last is done.
EnergyGame::Performed EnergyGame::rest(EventSink& sink, EnergyActor& a, std::int32_t turns, std::uint8_t depth)
{
    const std::int32_t turn = std::min(a.progress + 1, turns);
    event(sink, EnKind::Rest, Clause::EnRest, depth, a.id, kNoEntity, turn, turns);
    set(sink, a.id, field(EnField::Progress), a.progress, turn, Clause::EnRest, static_cast<std::uint8_t>(depth + 1));
    return {true, turn >= turns, {}, kNoEntity};
}

EnergyGame::Performed EnergyGame::changeSpeed(EventSink& sink, EnergyActor& a, std::int32_t by, std::uint8_t depth)
{
    const SpeedRange r = speedRange(scenario_->table);
    const std::int32_t speed = std::clamp(a.speed + by, r.min, r.max);
    event(sink, EnKind::SpeedChanged, Clause::EnSpeed, depth, a.id, kNoEntity, a.speed, speed,
          energyGain(scenario_->table, speed), static_cast<std::int32_t>(scenario_->table));
    set(sink, a.id, field(Field::Speed), a.speed, speed, Clause::EnSpeed, static_cast<std::uint8_t>(depth + 1));
    return {true, true, {}, kNoEntity};
}

}  // namespace ts::roguelike
