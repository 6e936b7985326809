#pragma once
// Teaching mode's sentences for the events ruleset (EventsUi::narrator()): one template per
// event kind of seed 004 (the event queue whose listeners' answers run first, zones and
// addressing, interrupt and recover), translated in the context "EventsNarration".
#include "session/tablenarrator.h"

namespace ts::gui {

const Narrator& eventsNarrator();

}  // namespace ts::gui
