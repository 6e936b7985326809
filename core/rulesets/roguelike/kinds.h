#pragma once
// The roguelike ruleset's event kinds (ids 100-199) and traced fields.
#include "kernel/kinds.h"

namespace ts::roguelike {

enum class Kind : KindId {
    TurnBegin = 100,     // arg0 turn
    TableBuilt = 101,    // arg0 runs, arg1 rows
    TableRow = 102,      // s0 unit; arg0 speed code, arg1 cell counts (run r in bits 8r..8r+7)
    Merge = 103,         // s0 unit; arg0 from run, arg1 to run (1-based), arg2 count now in `to`
    TokensDealt = 104,   // s0 unit; arg0 dealt, arg1 debt carried (<= 0), arg2 tokens now
    RunBegin = 105,      // arg0 run (1-based)
    PhaseBegin = 106,    // arg0 phase (0 manual, 1 minor, 2 major), arg1 run
    SlotSkipped = 107,   // s0 unit; arg0 run, arg1 reason (0 no token, 1 dead), arg2 tokens
    Move = 108,          // s0 actor; arg0 dir, arg1 x, arg2 y (new cell)
    AttackHit = 109,     // s0 attacker, s1 target; arg0 damage, arg1 hp after, arg2 attack no. in the action
    Wait = 110,          // s0 actor
    DrinkGrass = 111,    // s0 actor
    WaveStaff = 112,     // s0 actor, s1 target; arg0 staff
    Equip = 113,         // s0 unit; arg0 item, arg1 forced (1) or from the menu (0), arg2 consumes
    ThrowItem = 114,     // s0 actor, s1 target; arg0 item
    Control = 115,       // s0 controller, s1 controlled; arg0 forced action kind
    SpeedChange = 116,   // s0 unit; arg0 old speed code, arg1 new speed code, arg2 tokens after
    RowInserted = 117,   // s0 unit; arg0 run, arg1 new row index, arg2 speed code, arg3 acting row
    TokenSpent = 118,    // s0 unit; arg0 tokens after, arg1 1 if forced by control
    ActionFailed = 119,  // s0 actor, s1 target; arg0 action kind, arg1 reason (FailReason)
    UnitDied = 120,      // s0 unit, s1 killer
    TurnEnd = 121,       // arg0 turn
    AttacksReset = 122,  // s0 unit; arg0 attacks left this turn
    MinorPass = 123,     // s0 unit; arg0 reason (0 wants a major action, 1 cannot move)
    DoubleAttack = 124,  // s0 attacker, s1 target; arg0 attack commands issued
    SpeedUnchanged = 125,// s0 unit; arg0 speed code (already at the limit)
};

enum class Field : FieldId { X = 1, Y, Hp, Tokens, Speed, Slow, AttacksLeft, Alive, Weapon, Arrows, SlowTurns };

enum class FailReason : std::int32_t { Blocked = 0, NotAdjacent = 1, TargetGone = 2, NoAttacksLeft = 3 };

constexpr KindId kind(Kind k) { return static_cast<KindId>(k); }
constexpr FieldId field(Field f) { return static_cast<FieldId>(f); }

const char* fieldName(FieldId f);
const char* speedName(std::int32_t code);  // "slow", "x1", ...
void registerKinds();

}  // namespace ts::roguelike
