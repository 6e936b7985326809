#pragma once
// Whether a replay used every decision its trace records. A trace's decisions come from a
// file anyone can edit: a trace holding decisions its game never asks for (100,000 of them
// appended to a three-decision game) was edited or damaged, and a check that re-executes it
// identically must not call it OK. `verify` and `regress` refuse such a trace.
#include "kernel/trace/trace.h"

#include <cstddef>
#include <string>

namespace ts {

// The decision events of a trace: one per decision the game used (answered or refused).
std::size_t decisionEvents(const Trace& trace);

// Throws TraceError(Corrupt) naming `file` when `recordedDecisions` exceeds the decisions the
// replay used (its decision events).
void checkDecisionsUsed(const std::string& file, std::size_t recordedDecisions, const Trace& replay);

}  // namespace ts
