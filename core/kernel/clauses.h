#pragma once
// The rule clauses this build's engines cite. The names are those of CLAUSES.md; an id
// with a '#' suffix is a finer step that still counts for its clause.
#include "ids.h"

namespace ts {

enum class Clause : ClauseId {
    None = 0,
    // seed 000 — Scheduler (roguelike, Run table)
    RlTable,
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
    // seed 003 — energy game loop (roguelike, "scheduler": "energy")
    EnQueueCurrent,
    EnBrainDecide,
    EnInputInject,
    EnEnergyGain,
    EnEnergyAct,
    EnActionAlternative,
    EnEnergySpend,
    EnActionDone,
    EnQueueProceed,
    Count_
};

constexpr ClauseId id(Clause c) { return static_cast<ClauseId>(c); }

}  // namespace ts
