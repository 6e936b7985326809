#pragma once
// The events whose documents the inspector prepares while the cursor rests (issue 41): where
// F10 (Session::stepOver) and Alt+F10 (Session::stepBackOver) go from the cursor. A step
// compares the state at its target with the state one event earlier, so the inspector
// prepares both; making them also leaves the engine steps they belong to in the session's
// recent positions, so the other panels' stateAtCursor() after the step re-executes one step
// instead of replaying from a checkpoint. F10 first: the commoner step.
//
// Nothing here decides what is shown: a prepared document is kept by its exact event and
// shown only when the cursor lands there (InspectorDocCache::find). A breakpoint on the way
// ends a step elsewhere; the step then finds nothing prepared and builds as before.
#include "kernel/trace/trace.h"

#include <optional>
#include <vector>

namespace ts::gui::inspectorsteps {

// Where Alt+F10 goes from `cursor`, breakpoints aside: the nearest earlier event no deeper
// than the cursor's, or event 0 when there is none; nothing when that is further back than
// the GUI thread may look (or the cursor is at event 0).
std::optional<Seq> stepBackOverTarget(const Trace& trace, Seq cursor);

// The targets to prepare, in order, each once: F10's, then Alt+F10's.
std::vector<Seq> preparationTargets(const Trace& trace, Seq cursor);

}  // namespace ts::gui::inspectorsteps
