#pragma once
// Names of the ruleset's enumerations (English, as the events, the JSON and the reports
// write them). Every function takes any value: an impossible one reads "?".
#include "state.h"

namespace ts::stack {

const char* nodeQuestion(Node n);  // "is the stage empty?"
const char* chanceReasonText(std::int32_t reason);
const char* answerKindName(std::int32_t kind);
const char* costKindName(std::int32_t kind);
const char* awaitName(Await a);

}  // namespace ts::stack
