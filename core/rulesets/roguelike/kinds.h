#pragma once
// The roguelike ruleset's event kinds (numbered from 0; the kernel gives the block its base
// when the ruleset is registered) and traced fields.
#include "kernel/kinds.h"

namespace ts::roguelike {

enum class Kind : KindId {
    TurnBegin = 0,  // arg0 turn
    TableBuilt = 1,  // arg0 runs, arg1 rows
    TableRow = 2,  // s0 unit; arg0 speed code, arg1 cell counts (run r in bits 8r..8r+7)
    Merge = 3,  // s0 unit; arg0 from run, arg1 to run (1-based), arg2 count now in `to`
    TokensDealt = 4,  // s0 unit; arg0 dealt, arg1 debt carried (<= 0), arg2 tokens now
    RunBegin = 5,  // arg0 run (1-based)
    PhaseBegin = 6,  // arg0 phase (0 manual, 1 minor, 2 major), arg1 run
    SlotSkipped = 7,  // NotApplied: s0 unit; arg0 run, arg1 reason (SkipReason), arg2 tokens held
    Move = 8,  // s0 actor; arg0 dir, arg1 x, arg2 y (new cell)
    AttackHit = 9,  // s0 attacker, s1 target; arg0 damage, arg1 hp after, arg2 attack no. in the action
    Wait = 10,  // s0 actor
    DrinkGrass = 11,  // s0 actor
    WaveStaff = 12,  // s0 actor, s1 target; arg0 staff
    Equip = 13,  // s0 unit; arg0 item, arg1 forced (1) or from the menu (0), arg2 consumes
    ThrowItem = 14,  // s0 actor, s1 target; arg0 item
    Control = 15,  // s0 controller, s1 controlled; arg0 forced action kind
    SpeedChange = 16,  // s0 unit; arg0 old speed code, arg1 new speed code, arg2 tokens after
    RowInserted = 17,  // s0 unit; arg0 run, arg1 new row index, arg2 speed code, arg3 acting row
    TokenSpent = 18,  // s0 unit; arg0 tokens after, arg1 1 if forced by control
    ActionFailed = 19,  // s0 actor, s1 target; arg0 action kind, arg1 reason (FailReason)
    UnitDied = 20,  // s0 unit, s1 killer
    TurnEnd = 21,  // arg0 turn
    AttacksReset = 22,  // s0 unit; arg0 attacks left this turn
    MinorPass = 23,  // NotApplied: s0 unit; arg0 reason (MinorPassReason)
    DoubleAttack = 24,  // s0 attacker, s1 target; arg0 attack commands issued
    SpeedUnchanged = 25,  // s0 unit; arg0 speed code (already at the limit)
    MergeHeld = 26,  // NotApplied: s0 AI unit, s1 a Player unit acting in from_run; arg0 reason
    // (MergeHeldReason), arg1 from run, arg2 to run (1-based), arg3 actions not moved
    NoAttack = 27,  // NotApplied: s0 AI unit, s1 its nearest opponent (or none); arg0 reason
    // (NoAttackReason), arg1 distance to it, arg2 attacks per turn (NoAttacksLeft)
};

// "Why not?": the reason codes of the NotApplied kinds above (kinds.h's RuleOutcome). A
// NotApplied event traces a candidate a rule considered and did not apply.
enum class SkipReason : std::int32_t { NoToken = 0, Dead = 1, Count };
enum class MinorPassReason : std::int32_t { WantsMajor = 0, NoMove = 1, Count };
enum class MergeHeldReason : std::int32_t { PlayerActs = 0, Count };
enum class NoAttackReason : std::int32_t { NotAdjacent = 0, WallCorner = 1, NoAttacksLeft = 2, NoOpponent = 3, Count };

enum class Field : FieldId { X = 1, Y, Hp, Tokens, Speed, Slow, AttacksLeft, Alive, Weapon, Arrows, SlowTurns };

enum class FailReason : std::int32_t { Blocked = 0, NotAdjacent = 1, TargetGone = 2, NoAttacksLeft = 3 };

// The id of this ruleset's first kind in the kernel's registry; set once by registerKinds().
inline KindId kindBase = 0;
inline KindId kind(Kind k) { return static_cast<KindId>(kindBase + static_cast<KindId>(k)); }
// The local number, as the registration table lists it.
constexpr KindId local(Kind k) { return static_cast<KindId>(k); }
constexpr FieldId field(Field f) { return static_cast<FieldId>(f); }

const char* fieldName(FieldId f);
const char* speedName(std::int32_t code);  // "slow", "x1", ...
void registerKinds();

}  // namespace ts::roguelike
