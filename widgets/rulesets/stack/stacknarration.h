#pragma once
// Teaching mode's sentences for the stack ruleset (StackUi::narrator()): one template per
// event kind of seed 002 (the flow ①–⑮, the chance, the LIFO stage, the pass list and the
// trigger check), translated in the context "StackNarration".
#include "session/tablenarrator.h"

namespace ts::gui {

const Narrator& stackNarrator();

}  // namespace ts::gui
