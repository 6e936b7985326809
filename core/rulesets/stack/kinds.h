#pragma once
// The stack ruleset's event kinds (numbered from 0; the kernel gives the block its base),
// registered as "stack.*". Subjects are entity ids (1 "game", players, components, actions,
// zones, counters: see StackScenario); serials name action instances.
#include "kernel/kinds.h"

namespace ts::stack {

enum class Kind : KindId {
    Flow =
        0,  // s0 player (the chance holder, or whom the node concerns), s1 action; arg0 Node, arg1 answer (-1 none, 0 no, 1 yes), arg2 next Node, arg3 count (stage size, pass list size, waiting triggers)
    GameStart = 1,  // arg0 players, arg1 components, arg2 actions
    FirstPlayer = 2,  // s0 player; arg0 1 drawn at random / 0 the scenario's
    Shuffled = 3,  // s0 player, s1 zone; arg0 components
    TurnBegin = 4,  // s0 turn player; arg0 turn number
    ChanceMoved = 5,  // s0 new holder, s1 previous holder; arg0 ChanceReason
    PassListReset = 6,  // arg0 entries cleared
    PassRegistered = 7,  // s0 player; arg0 pass list size after, arg1 players, arg2 1 already registered
    ActionChosen = 8,  // s0 player, s1 action; arg0 source entity, arg1 Timing, arg2 Speed
    TimingChecked = 9,  // s0 player, s1 action; arg0 Timing, arg1 turn player entity, arg2 stage size
    TargetChosen =
        10,  // s0 player, s1 target entity (0 for a stage entry); arg0 stage entry serial, arg1 stage position
    CostChosen = 11,  // s0 player, s1 component; arg0 cost index, arg1 unit (counted over the action's move costs)
    CostPaid = 12,  // s0 player, s1 component (0: none); arg0 CostKind, arg1 amount, arg2 counter or zone entity
    ActionTaken =
        13,  // s0 controller, s1 action; arg0 source entity, arg1 target entity, arg2 serial, arg3 targeted entry serial
    Staged =
        14,  // s0 controller, s1 action; arg0 position (1 = bottom), arg1 serial, arg2 triggered, arg3 source entity
    TakenOff = 15,  // s0 controller, s1 action; arg0 position, arg1 serial
    Resolving = 16,  // s0 controller, s1 action; arg0 serial, arg1 Speed, arg2 triggered, arg3 source entity
    TargetGone = 17,  // s0 controller, s1 action; arg0 target entity, arg1 targeted entry serial
    EffectApplied =
        18,  // s0 the player or component concerned, s1 action; arg0 EffectKind, arg1 amount, arg2 before, arg3 after
    Moved =
        19,  // s0 component, s1 destination zone; arg0 origin zone, arg1 origin player, arg2 destination player, arg3 1 bottom
    CounterChanged = 20,  // s0 player or component, s1 counter; arg0 old, arg1 new
    ControlTaken = 21,  // s0 component, s1 new controller; arg0 previous controller, arg1 owner
    Cancelled = 22,  // s0 controller of the cancelled action, s1 that action; arg0 serial, arg1 position
    Triggered =
        23,  // s0 controller, s1 action; arg0 ability holder entity, arg1 Occurrence, arg2 serial, arg3 cause entity
    BatchTaken = 24,  // arg0 triggered actions taken into the batch, arg1 Speed
    OrderChosen = 25,  // s0 player, s1 action; arg0 serial, arg1 left in the player's batch after it
    WinCheck = 26,  // arg0 1 decided, arg1 players who lost, arg2 players who won
    PlayerLost = 27,  // s0 player; arg0 LossReason, arg1 zone or counter entity, arg2 its value
    Winner = 28,  // s0 winner (0: none, a draw); arg0 Outcome
    AnswerRejected = 29,  // s0 player, s1 the answer's entity; arg0 AnswerKind, arg1 answer a, arg2 Refusal
    LimitReached = 30,  // arg0 Outcome, arg1 the limit
    Stalled = 31,  // s0 player
    // "Why not?" (NotApplied): an action granted to the chance holder that a decision of ⑤ or
    // ⑪ (or a stall at ⑤) did not offer. s0 action, s1 player; arg0 UnavailableReason, arg1 the
    // turn player entity (NotTurnPlayer) / the stage size (StageNotEmpty) / the candidates
    // checked (NoTarget) / the zone or counter a cost takes from (CannotPay) / the granting
    // player (NoSourceToPay), arg2 what that cost needs, arg3 what the player holds (CannotPay;
    // else 0).
    ActionUnavailable = 32,
};

// Why a granted action is not offered: the rule that refuses it (002:timing/main for the
// first two, 002:5#target, 002:5#pay).
// NoSourceToPay: a "source" cost (move the granting component) of an action the player
// itself grants.
enum class UnavailableReason : std::int32_t {
    NotTurnPlayer = 0,
    StageNotEmpty,
    NoTarget,
    CannotPay,
    NoSourceToPay,
    Count
};

enum class ChanceReason : std::int32_t { TurnPlayer = 0, NextPlayer = 1, EndAction = 2 };
enum class LossReason : std::int32_t { Effect = 0, Zone = 1, Counter = 2 };

// The id of this ruleset's first kind in the kernel's registry; set once by registerKinds().
inline KindId kindBase = 0;
inline KindId kind(Kind k) { return static_cast<KindId>(kindBase + static_cast<KindId>(k)); }
constexpr KindId local(Kind k) { return static_cast<KindId>(k); }

void registerKinds();
std::string fieldNameOf(FieldId f);

}  // namespace ts::stack
