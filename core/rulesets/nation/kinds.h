#pragma once
// The nation ruleset's event kinds (numbered from 0; the kernel gives the block its base),
// registered as "nation.*". Subjects are
// entity ids (1 "game", then nations, then units); state ids are indices into
// NationScenario::states, commands into NationScenario::commands.
#include "kernel/kinds.h"

namespace ts::nation {

enum class Kind : KindId {
    GameStart = 0,  // arg0 nations, arg1 round limit, arg2 decisive power (-1 none), arg3 domestic count
    RoundBegin = 1,  // arg0 round
    DomesticReset = 2,  // s0 nation; arg0 remaining domestic count
    TurnBegin = 3,  // s0 nation; arg0 turn index
    TurnSkipped = 4,  // s0 nation (fallen)
    Phase = 5,  // s0 nation; arg0 PhaseId
    ProcessBegin = 6,  // arg0 timing, arg1 queue length, arg2 first nation in priority
    QueueListed = 7,  // s0 holder; arg0 state, arg1 queue index, arg2 serial
    QueuePop = 8,  // s0 holder; arg0 state, arg1 queue index, arg2 QueueOutcome, arg3 remainings after (-1 null)
    ProcessEnd = 9,  // arg0 timing, arg1 fired, arg2 granted during (not queued)
    StateGranted = 10,  // s0 holder; arg0 state, arg1 stacks, arg2 duration, arg3 remainings
    StateUpdated = 11,  // s0 holder; arg0 state, arg1 stacks, arg2 duration, arg3 remainings (already held)
    GrantBlocked = 12,  // s0 holder; arg0 state, arg1 the held upper-exclusive state
    SameRankHit = 13,  // s0 holder; arg0 state, arg1 held same-rank state, arg2 its stacks after (0 = removed)
    LowerRemoved = 14,  // s0 holder; arg0 state, arg1 the removed lower-rank state
    StateRemoved = 15,  // s0 holder; arg0 state, arg1 RemoveReason
    DurationTick = 16,  // s0 holder; arg0 state, arg1 duration after
    EffectApplied = 17,  // s0 target, s1 source; arg0 EffectKind, arg1 amount, arg2 before, arg3 after
    EffectReplaced =
        18,  // s0 target, s1 holder of the replacing state; arg0 EffectKind, arg1 state, arg2 rule, arg3 replacement effects
    EffectNoTarget = 19,  // s1 source; arg0 EffectKind, arg1 TargetKind
    CommandRun = 20,  // s0 nation; arg0 command, arg1 cost, arg2 1 domestic / 0 action
    AnswerRejected = 21,  // s0 nation; arg0 answer kind, arg1 a
    PreviewBegin = 22,  // s0 nation; arg0 command, arg1 NpcDecisionKind
    PreviewScore = 23,  // s0 nation; arg0 command, arg1 score (ceil), arg2 power, arg3 Σ(HP + attack) of Front
    NpcChoice =
        24,  // s0 nation; arg0 NpcDecisionKind, arg1 chosen command (-1 none), arg2 candidates, arg3 best score (ceil)
    NpcMilitary =
        25,  // s0 nation, s1 candidate; arg0 own military (ceil), arg1 candidate's, arg2 own x belligerence (ceil), arg3 battle
    BattleBegin = 26,  // s0 attacker nation, s1 defender nation
    AttackOrderEntry = 27,  // s0 unit; arg0 skill, arg1 priority, arg2 row, arg3 position in the order
    AttackBegin = 28,  // s0 unit; arg0 skill, arg1 attack index
    AttackerPopped = 29,  // s0 unit; arg0 attack index, arg1 0 dead / 1 benched
    TargetCandidate = 30,  // s0 defending nation; arg0 RangeChoice, arg1 row (-1 outside), arg2 living units
    TargetArray = 31,  // s0 defending nation; arg0 RangeChoice, arg1 row, arg2 length, arg3 units in it
    UnitDamage = 32,  // s0 attacker, s1 target; arg0 damage, arg1 HP after, arg2 slot index
    NullSlot = 33,  // s0 attacker; arg0 slot index
    PowerDamageSkipped = 34,  // s0 attacker
    SlotPowerDamage =
        35,  // s0 attacker, s1 target (none = null); arg0 slot, arg1 power damage, arg2 HP-loss rate x 1000 (ceil), arg3 pending after
    AttackEnd = 36,  // s0 attacker; arg0 attack index
    UnitDied = 37,  // s0 unit
    StealMoved =
        38,  // s0 attacker nation, s1 defender; arg0 pending, arg1 moved, arg2 attacker power, arg3 defender power
    NationFell = 39,  // s0 nation
    TurnEnd = 40,  // s0 nation
    RoundEnd = 41,  // arg0 round
    TieBreak = 42,  // s0 nation; arg0 power after +1
    Winner = 43,  // s0 nation; arg0 power, arg1 Outcome
    NoAction = 44,  // s0 nation
    PreviewWrite = 45,  // as "write" but on a preview copy: s0 entity; arg0 field, arg1 old, arg2 new
    MoveBlocked = 46,  // s0 unit, s1 the living unit there; arg0 row, arg1 slot
    DecisivePower = 47,  // s0 nation; arg0 power, arg1 decisive power
    EndTurnChosen = 48,  // s0 nation
    BattleEnd = 49,  // s0 attacker nation, s1 defender
    StepNote = 50,  // arg0 StepNoteId: a step that changes nothing but is a rule step (e.g. "no pre-effects")
    DomesticChosen = 51,  // s0 nation; arg0 command (player answer)
    BattleChosen = 52,  // s0 nation, s1 target nation
    ActionChosen = 53,  // s0 nation; arg0 command
    AttackOrderBuilt = 54,  // s0 attacker nation, s1 defender; arg0 entries
    QueueBuilt = 55,  // arg0 timing, arg1 entries, arg2 first nation in priority (index)
    GrantNotQueued = 56,  // s0 holder; arg0 state, arg1 index of the popped entry that granted it
    GrantBegin = 57,  // s0 holder; arg0 state
    // "Why not?" (RuleOutcome::NotApplied): a candidate a rule considered and did not apply,
    // one level below the event of the rule that considered it.
    StateNotFired = 58,  // s0 state, s1 holder; arg0 NotFiredReason, arg1 timing, arg2 remainings (-1 null)
    RangeEmpty =
        59,  // s0 attacking unit, s1 defending nation; arg0 RangeRejectReason, arg1 RangeChoice, arg2 row (-1 outside), arg3 slots
    CommandUnselectable =
        60,  // s0 command, s1 nation; arg0 CommandRejectReason, arg1 cost, arg2 power, arg3 remaining domestic count
    NpcNotChosen =
        61,  // s0 command, s1 nation; arg0 NpcRejectReason, arg1 its score (ceil), arg2 the chosen one's (ceil), arg3 the chosen command
};

enum class PhaseId : std::int32_t { TurnStart = 0, Domestic, Decision, Action, Battle, TurnEnd };
enum class RemoveReason : std::int32_t { Effect = 0, NoRemainings, DurationOver, SameRank, LowerRank };
// Why a rule rejected a candidate (the first argument of the NotApplied kinds).
enum class NotFiredReason : std::int32_t { Removed = 0, Passive, WrongTiming, NoRemainings, Count_ };
enum class RangeRejectReason : std::int32_t { NoLivingUnit = 0, OutsideFormation, Count_ };
enum class CommandRejectReason : std::int32_t { NoDomesticLeft = 0, CostOverPower, Count_ };
enum class NpcRejectReason : std::int32_t { LowerScore = 0, TieLaterInList, Count_ };
enum class StepNoteId : std::int32_t {
    NoPreEffects = 0,
    NoPostEffects,
    NoUnitEffects,
    NoNationEffects,
    NextSlot,
    TargetsDone,
    BackToChoice,
    Repeat,
    PendingReset,
    AttackDamageReset,
    TakeSlot
};

// The id of this ruleset's first kind in the kernel's registry; set once by registerKinds().
inline KindId kindBase = 0;
inline KindId kind(Kind k) { return static_cast<KindId>(kindBase + static_cast<KindId>(k)); }
// The local number, as the registration table lists it.
constexpr KindId local(Kind k) { return static_cast<KindId>(k); }

void registerKinds();
std::string fieldNameOf(FieldId f);

}  // namespace ts::nation
