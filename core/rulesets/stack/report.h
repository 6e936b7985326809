#pragma once
// What `turnscope-cli run` prints about a played game: per turn, each action taken and how
// it left (resolved at once, staged and resolved later, cancelled), then the outcome.
#include "kernel/session/session.h"

#include <string>

namespace ts::stack {

std::string turnsReport(Session& session, int maxTurns);

}  // namespace ts::stack
