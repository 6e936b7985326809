#pragma once
// What `turnscope-cli run` prints about an events game: per round, each instruction, the
// characters defeated, the interrupts and recoveries, the end.
#include "kernel/session/session.h"

#include <string>

namespace ts::events {

std::string roundsReport(Session& session, int maxRounds);

}  // namespace ts::events
