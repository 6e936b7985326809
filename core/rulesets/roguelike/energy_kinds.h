#pragma once
// The event kinds and traced fields of the energy game loop (seed 003). They are a second
// block of the roguelike ruleset's kinds (the Run-table block is kinds.h); an energy game
// also uses roguelike.move, roguelike.attack and roguelike.unit-died from that block.
#include "kernel/kinds.h"

namespace ts::roguelike {

enum class EnKind : KindId {
    Turn = 0,  // arg0 turn, arg1 actors in the queue
    Visit = 1,  // s0 actor; arg0 visit in the turn, arg1 visit (World.update call), arg2 turn, arg3 energy
    BrainDecide = 2,  // s0 actor; arg0 brain kind, arg1 actions queued
    ActionQueued = 3,  // s0 actor; arg0 action code, arg1 position in the queue, arg2 source (0 brain, 1 input)
    InputWait = 4,  // s0 actor
    InputRejected = 5,  // s0 actor; arg0 answer kind, arg1 answer a, arg2 answer b
    NoAction = 6,  // s0 actor; arg0 brain kind
    EnergyGain = 7,  // s0 actor; arg0 gain, arg1 energy after, arg2 speed, arg3 table
    EnergyCheck = 8,  // s0 actor; arg0 energy, arg1 cost, arg2 acts (1; a wait is EnergyShort, older traces: 0)
    Perform = 9,  // s0 actor; arg0 action code, arg1 place in the chain (0 = the queued action)
    ActionResult = 10,  // s0 actor, s1 target; arg0 succeeded | done << 1, arg1 alternative code (0: none), arg2 place
    Spend = 11,  // s0 actor; arg0 energy spent (0 or the cost), arg1 energy after, arg2 succeeded
    ActionDone = 12,  // s0 actor; arg0 action code, arg1 done, arg2 queue length after, arg3 mode (0 leave, 1 rotate)
    Proceed = 13,  // s0 actor, s1 next actor; arg0 the turn ends (1) or not (0)
    WalkBlocked = 14,  // s0 actor; arg0 dir, arg1 x, arg2 y (the cell it could not enter), arg3 reason
    DoorOpened = 15,  // s0 actor, s1 door; arg0 x, arg1 y
    OpenFailed = 16,  // s0 actor; arg0 dir, arg1 x, arg2 y
    AttackNothing = 17,  // s0 actor; arg0 dir, arg1 x, arg2 y
    Rest = 18,  // s0 actor; arg0 the turn of the rest (1-based), arg1 its turns
    SpeedChanged = 19,  // s0 actor; arg0 old speed, arg1 new speed, arg2 gain per visit now, arg3 table
    ActorRemoved = 20,  // s0 actor; arg0 actors left in the queue
    EnergyShort = 21,  // NotApplied, 003:energy/act when the actor waits (instead of EnergyCheck):
    // s0 actor; arg0 reason (WaitReason), arg1 energy, arg2 cost, arg3 its action's code
};

// "Why not?": why the current actor's action was not performed at its visit (EnergyShort).
enum class WaitReason : std::int32_t { EnergyBelowCost = 0, Count };

// Why a walk failed (WalkBlocked arg3).
enum class BlockReason : std::int32_t { Wall = 0, Corner = 1, Edge = 2 };

// Fields of an energy game (the Run-table fields X, Y, Hp, Speed and Alive keep their ids).
enum class EnField : FieldId {
    Energy = 32,
    Face,
    QueueHead,
    QueueLength,
    Progress,
    Acted,
    Visits,
    Plan,
    InputLine,
    QueueSlot0 = 48,  // QueueSlot0 + k: the ring buffer's slot k (an action code)
    Visit = 64,  // the World's fields
    Turn,
    VisitInTurn,
    Current,
    Awaiting,
    Outcome,
    ChainLength,
    ChainActor,
    ChainAction0 = 72,  // + k: the k-th action of the current alternative chain
    ChainResult0 = 76,  // + k: its result bits (see ChainBits)
    ChainTarget0 = 80,  // + k: the entity it concerned (an actor, a door)
    DoorOpen = 96,  // a door's field
};

// A chain entry's result bits (EnField::ChainResult0 + k).
namespace ChainBits {
inline constexpr std::int32_t Succeeded = 1, Done = 2, Alternative = 4;
}

inline KindId enKindBase = 0;
inline KindId kind(EnKind k) { return static_cast<KindId>(enKindBase + static_cast<KindId>(k)); }
constexpr KindId local(EnKind k) { return static_cast<KindId>(k); }
constexpr FieldId field(EnField f) { return static_cast<FieldId>(f); }

// The name of an energy field (nullptr when `f` is not one).
const char* energyFieldName(FieldId f);
void registerEnergyKinds();

}  // namespace ts::roguelike
