#pragma once
// The nation game's report for `turnscope-cli run`: per round the powers at its end, the
// battles with their steals and the nations that fell; then the end, the tie-break and
// the winner.
#include "kernel/session/session.h"

#include <string>

namespace ts::nation {

std::string roundsReport(Session& session, int maxRounds);

}  // namespace ts::nation
