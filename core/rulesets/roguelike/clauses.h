#pragma once
// The rule clauses of seeds 000 (the Run table) and 003 (the energy game loop), as named in
// CLAUSES.md; an id with a '#' suffix is a finer step that still counts for its clause.
// Registered with the kernel when the ruleset is (see register.h).
#include "kernel/clauses.h"

namespace ts::roguelike {

enum class Clause : ClauseId {
    // seed 000 — Scheduler (Run table)
    RlTable = 0,
    RlTableRuns,
    RlTableOrder,
    RlMerge,
    RlRunManual,
    RlRunMinor,
    RlRunMajor,
    RlTokensDeal,
    RlTokensSlow,
    RlTokensSpend,
    RlTokensSkip,
    RlSpeedUp,
    RlSpeedDown,
    RlDebt,
    RlAttacksDouble,
    RlAttacksLimited,
    RlGameEnd,  // 000:table/order#game-end: the scenario's turn limit or one side left
    // seed 003 — energy game loop ("scheduler": "energy")
    EnQueueCurrent,
    EnBrainDecide,
    EnInputInject,
    EnEnergyGain,
    EnEnergyAct,
    EnActionAlternative,
    EnEnergySpend,
    EnActionDone,
    EnQueueProceed,
    // the project's own finer steps of the energy loop, where the seed is silent
    EnTurn,  // 003:queue/current#turn: a turn is one rotation of the actor queue
    EnGameEnd,  // 003:queue/current#game-end: the visit limit, a side defeated, a stalled loop
    EnBrainAi,  // 003:brain/decide#ai: what the AI brains choose (chase, wander, keep distance, script)
    EnAttack,  // 003:action/alternative#attack: the attack a walk into an actor becomes
    EnOpenDoor,  // 003:action/alternative#open-door: the door a walk into a closed door opens
    EnRest,  // 003:energy/act#rest: resting, an action of several turns (not done until the last)
    EnSpeed,  // 003:energy/act#speed: an action that changes the actor's speed
    EnRemove,  // 003:queue/proceed#remove: a defeated actor leaves the actor queue
    Count_
};

// The id of this ruleset's first clause in the kernel's table; set once by registerClauses().
inline ClauseId clauseBase = 0;
inline ClauseId id(Clause c) { return static_cast<ClauseId>(clauseBase + static_cast<ClauseId>(c)); }

void registerClauses();

}  // namespace ts::roguelike
