#pragma once
// The rule clauses of seed 002 (core rules). Ids as in CLAUSES.md; a '#' suffix (the
// project's own finer steps, where the seed is silent) is spelled with two underscores.
// Registered with the kernel when the ruleset is (see register.h).
#include "kernel/clauses.h"

namespace ts::stack {

enum class Clause : ClauseId {
    C1 = 0,
    C2,
    C3,
    C4,
    C5,
    C6,
    C7,
    C8,
    C9,
    C10,
    C10_1,
    C10_2,
    C10_3,
    C10_4,
    C11,
    C12,
    C13,
    C14,
    C15,
    TimingMain,
    TimingQuick,
    EndAction,
    Controller,
    C1__firstPlayer,
    C1__setup,
    C5__rejected,
    C5__target,
    C5__pay,
    C5__noAction,
    C5__actionLimit,
    C7__targetGone,
    C9__stageLimit,
    C10__triggered,
    C10__loopLimit,
    C10_2__order,
    C10_4__order,
    C11__rejected,
    EndAction__turnLimit,
    Count_,
};

// The id of this ruleset's first clause in the kernel's table; set once by registerClauses().
inline ClauseId clauseBase = 0;
inline ClauseId id(Clause c) { return static_cast<ClauseId>(clauseBase + static_cast<ClauseId>(c)); }

void registerClauses();

}  // namespace ts::stack
