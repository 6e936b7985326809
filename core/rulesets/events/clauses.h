#pragma once
// The rule clauses of seed 004 (the GITCG simulator's event system). Ids as in CLAUSES.md;
// a '#' suffix marks the project's own finer step where the seed is silent (each has a
// note in resources/clauses/events/seed-004.json). 004:zone/pile and 004:zone/dice are
// ids this project adds for rules the seed states that CLAUSES.md does not list.
// Registered with the kernel when the ruleset is (see register.h).
#include "kernel/clauses.h"

namespace ts::events {

enum class Clause : ClauseId {
    QueuePop = 0,
    QueueListen,
    QueueListen_usage,
    QueueExecute,
    QueueExecute_defeated,
    QueueExecute_gameOver,
    QueueExecute_cancelled,
    QueueOver,
    QueuePrepend,
    QueuePrepend_limit,
    InterruptRaise,
    InterruptSave,
    InterruptSave_dropped,
    InterruptRecover,
    Phase,
    Phase_firstPlayer,
    Phase_round,
    Phase_roundLimit,
    Instruction,
    Instruction_rejected,
    Instruction_turn,
    Instruction_cost,
    Instruction_plunging,
    Address,
    Address_miss,
    ZoneHand,
    ZoneSupport,
    ZoneSummon,
    ZoneSummon_buff,
    ZoneOrder,
    ZonePile,
    ZoneDice,
    QueuePop_seeded,
    Count_
};

// The id of this ruleset's first clause in the kernel's table; set once by registerClauses().
inline ClauseId clauseBase = 0;
inline ClauseId id(Clause c) { return static_cast<ClauseId>(clauseBase + static_cast<ClauseId>(c)); }

void registerClauses();

}  // namespace ts::events
