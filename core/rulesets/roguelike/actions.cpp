// The command executor. It performs an action and reports whether the action is one
// that consumes the turn; it never spends tokens itself (000:tokens/spend) — except for
// the controlled unit, whose forced action always costs a token (000:debt).
#include "game.h"

#include "run_table.h"

namespace ts::roguelike {

namespace {
// Where an item goes on a unit (equipped or thrown at it): its field and the flag it sets.
struct ItemSlot {
    Field field;
    bool& flag;
};
ItemSlot itemSlot(Unit& u, std::int32_t item)
{
    if (item == static_cast<std::int32_t>(Item::Weapon))
        return {Field::Weapon, u.weapon};
    return {Field::Arrows, u.arrows};
}
}  // namespace

void RoguelikeGame::fail(EventSink& sink, const Unit& actor, EntityId target, ActionKind k, FailReason r, Clause c,
                         std::uint8_t depth)
{
    event(sink, Kind::ActionFailed, c, depth, actor.id, target, static_cast<std::int32_t>(k),
          static_cast<std::int32_t>(r));
}

bool RoguelikeGame::execute(EventSink& sink, Unit& actor, const Action& a, bool controlled, Clause clause,
                            std::uint8_t depth)
{
    const std::uint8_t inner = static_cast<std::uint8_t>(depth + 1);
    Unit* target = a.target != kNoEntity && a.target <= s_.units.size() ? &unit(a.target) : nullptr;
    // An action on a unit needs it alive; a control also needs its actor free (a controlled
    // unit cannot control in turn).
    const bool onTarget = a.kind == ActionKind::Attack || a.kind == ActionKind::WaveStaff ||
        a.kind == ActionKind::ThrowItem || a.kind == ActionKind::Control;
    if (onTarget && (!target || !target->alive || (a.kind == ActionKind::Control && controlled))) {
        fail(sink, actor, a.target, a.kind, FailReason::TargetGone, clause, depth);
        return false;
    }
    switch (a.kind) {
    case ActionKind::Move: {
        if (!canStep(actor, a.arg & 7)) {
            fail(sink, actor, kNoEntity, a.kind, FailReason::Blocked, clause, depth);
            return false;
        }
        const int nx = actor.x + kDirDx[a.arg & 7], ny = actor.y + kDirDy[a.arg & 7];
        event(sink, Kind::Move, clause, depth, actor.id, kNoEntity, a.arg & 7, nx, ny);
        // The map follows the unit once both coordinates are written: at every event before
        // (the move, the x write) it still shows the unit on its old cell.
        const int ox = actor.x, oy = actor.y;
        set(sink, actor, Field::X, actor.x, nx, clause, inner);
        set(sink, actor, Field::Y, actor.y, ny, clause, inner);
        occupant(ox, oy) = kNoEntity;
        occupant(actor.x, actor.y) = actor.id;
        return true;
    }
    case ActionKind::Attack: return attack(sink, actor, *target, clause, depth);
    case ActionKind::DrinkSpeedGrass:
        event(sink, Kind::DrinkGrass, clause, depth, actor.id);
        speedUp(sink, actor, clause, inner);
        return true;
    case ActionKind::WaveStaff:
        event(sink, Kind::WaveStaff, clause, depth, actor.id, target->id, a.arg);
        if (a.arg == static_cast<std::int32_t>(Staff::Haste))
            speedUp(sink, *target, clause, inner);
        else
            speedDown(sink, *target, inner);
        return true;
    case ActionKind::Equip: {
        // Equipping arrows from the menu is free, a weapon costs the action (seed 000,
        // "行動トークンの消費タイミング"); the executor only reports which.
        const bool consumes = a.arg == static_cast<std::int32_t>(Item::Weapon);
        event(sink, Kind::Equip, Clause::RlTokensSpend, depth, actor.id, kNoEntity, a.arg, 0, consumes);
        const ItemSlot slot = itemSlot(actor, a.arg);
        set(sink, actor, slot.field, slot.flag, true, Clause::RlTokensSpend, inner);
        return consumes;
    }
    case ActionKind::ThrowItem: {
        event(sink, Kind::ThrowItem, clause, depth, actor.id, target->id, a.arg);
        // The item is forced on the target: the same "equip", but it costs the target nothing.
        event(sink, Kind::Equip, Clause::RlTokensSpend, inner, target->id, kNoEntity, a.arg, 1, 0);
        const ItemSlot slot = itemSlot(*target, a.arg);
        set(sink, *target, slot.field, slot.flag, true, Clause::RlTokensSpend, inner + 1);
        return true;
    }
    case ActionKind::Control: {
        event(sink, Kind::Control, Clause::RlDebt, depth, actor.id, target->id, static_cast<std::int32_t>(a.innerKind));
        const Action forced{a.innerKind, a.innerTarget, a.innerArg};
        execute(sink, *target, forced, true, clause, inner);
        if (target->alive) {
            // 000:debt: the controlled unit always pays, even below zero.
            event(sink, Kind::TokenSpent, Clause::RlDebt, inner, target->id, kNoEntity, target->tokens - 1, 1);
            set(sink, *target, Field::Tokens, target->tokens, target->tokens - 1, Clause::RlDebt, inner + 1);
        }
        return true;
    }
    case ActionKind::Wait:
    case ActionKind::Brain:
    case ActionKind::None: break;
    }
    event(sink, Kind::Wait, clause, depth, actor.id);
    return true;
}

bool RoguelikeGame::attack(EventSink& sink, Unit& actor, Unit& target, Clause clause, std::uint8_t depth)
{
    const std::uint8_t inner = static_cast<std::uint8_t>(depth + 1);
    if (!adjacent(actor, target)) {
        fail(sink, actor, target.id, ActionKind::Attack, FailReason::NotAdjacent, clause, depth);
        return false;
    }
    if (actor.attacksPerTurn > 0 && actor.attacksLeft <= 0) {
        fail(sink, actor, target.id, ActionKind::Attack, FailReason::NoAttacksLeft, Clause::RlAttacksLimited, depth);
        return false;
    }
    if (actor.attacksPerAction > 1)
        event(sink, Kind::DoubleAttack, Clause::RlAttacksDouble, depth, actor.id, target.id, actor.attacksPerAction);
    for (std::int32_t n = 1; n <= actor.attacksPerAction && target.alive; ++n) {
        if (actor.attacksPerTurn > 0 && actor.attacksLeft <= 0)
            break;
        const std::int32_t hp = std::max(0, target.hp - actor.attack);
        event(sink, Kind::AttackHit, n > 1 ? Clause::RlAttacksDouble : clause, depth, actor.id, target.id, actor.attack,
              hp, n);
        set(sink, target, Field::Hp, target.hp, hp, clause, inner);
        if (actor.attacksPerTurn > 0)
            set(sink, actor, Field::AttacksLeft, actor.attacksLeft, actor.attacksLeft - 1, Clause::RlAttacksLimited,
                inner);
        if (hp == 0)
            kill(sink, target, actor.id, clause, inner);
    }
    return true;
}

void RoguelikeGame::kill(EventSink& sink, Unit& u, EntityId killer, Clause clause, std::uint8_t depth)
{
    event(sink, Kind::UnitDied, clause, depth, u.id, killer);
    unitDied_ = true;
    set(sink, u, Field::Alive, u.alive, false, clause, static_cast<std::uint8_t>(depth + 1));
    occupant(u.x, u.y) = kNoEntity;  // with the alive write: a dead unit leaves the map
}

void RoguelikeGame::speedUp(EventSink& sink, Unit& u, Clause cause, std::uint8_t depth)
{
    (void)cause;
    const std::int32_t before = speedCode(u.speed, u.slow);
    if (!u.slow && u.speed >= kMaxRuns) {
        event(sink, Kind::SpeedUnchanged, Clause::RlSpeedUp, depth, u.id, kNoEntity, before);
        return;
    }
    // Haste lifts slowness and raises the level: a slowed x1 unit becomes x2 (seed 000,
    // "1ターン中に速度の上下": Enemy1 is slowed, then hasted, and gets an "x2" row).
    const std::int32_t after = std::min(u.speed + 1, kMaxRuns);
    event(sink, Kind::SpeedChange, Clause::RlSpeedUp, depth, u.id, kNoEntity, before, after, u.tokens + 1);
    const std::uint8_t inner = static_cast<std::uint8_t>(depth + 1);
    set(sink, u, Field::Speed, u.speed, after, Clause::RlSpeedUp, inner);
    set(sink, u, Field::Slow, u.slow, false, Clause::RlSpeedUp, inner);
    set(sink, u, Field::SlowTurns, u.slowTurns, 0, Clause::RlSpeedUp, inner);
    set(sink, u, Field::Tokens, u.tokens, u.tokens + 1, Clause::RlSpeedUp, inner);
    if (s_.cursor.pc != Pc::Slot)
        return;
    const auto acting = static_cast<std::size_t>(s_.cursor.row);
    const std::size_t pos = insertionIndex(s_.table, s_.cursor.run, after, acting);
    // The row is inserted by its own event, after it: the state at every earlier event of
    // the action shows the table without it (exact at every event).
    const Seq at = sink.position();
    const std::size_t actingAfter = pos <= acting ? acting + 1 : acting;  // insertion keeps it on the acting row
    event(sink, Kind::RowInserted, Clause::RlSpeedUp, depth, u.id, kNoEntity, s_.cursor.run + 1,
          static_cast<std::int32_t>(pos), after, static_cast<std::int32_t>(actingAfter));
    Row row;
    row.unit = u.id;
    row.faction = u.faction;
    row.speedLabel = after;
    row.inserted = true;
    row.insertedRun = s_.cursor.run;
    row.insertedBy = at;
    row.cells[static_cast<std::size_t>(s_.cursor.run)].scheduled = 1;
    s_.table.rows.insert(s_.table.rows.begin() + static_cast<std::ptrdiff_t>(pos), row);
    s_.cursor.row = static_cast<std::int32_t>(actingAfter);
}

void RoguelikeGame::speedDown(EventSink& sink, Unit& u, std::uint8_t depth)
{
    const std::int32_t before = speedCode(u.speed, u.slow);
    if (u.slow) {
        event(sink, Kind::SpeedUnchanged, Clause::RlSpeedDown, depth, u.id, kNoEntity, before);
        return;
    }
    // Tokens never go below zero by slowing; only control makes debt (000:debt).
    const std::int32_t tokens = std::max(0, u.tokens - 1);
    const std::uint8_t inner = static_cast<std::uint8_t>(depth + 1);
    if (u.speed > 1) {
        event(sink, Kind::SpeedChange, Clause::RlSpeedDown, depth, u.id, kNoEntity, before, before - 1, tokens);
        set(sink, u, Field::Speed, u.speed, u.speed - 1, Clause::RlSpeedDown, inner);
    } else {
        event(sink, Kind::SpeedChange, Clause::RlSpeedDown, depth, u.id, kNoEntity, before, 0, tokens);
        set(sink, u, Field::Slow, u.slow, true, Clause::RlSpeedDown, inner);
        set(sink, u, Field::SlowTurns, u.slowTurns, 0, Clause::RlSpeedDown, inner);
    }
    set(sink, u, Field::Tokens, u.tokens, tokens, Clause::RlSpeedDown, inner);
}

}  // namespace ts::roguelike
