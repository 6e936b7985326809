#pragma once
// The roguelike's reports on a played game: the Run table of each turn (`turnscope-cli run`)
// and of one turn as built or at its end (`turnscope-cli runtable`).
#include "kernel/session/session.h"

#include <optional>
#include <string>

namespace ts::roguelike {

std::string turnsReport(Session& session, int maxTurns);
std::optional<std::string> turnTable(Session& session, std::int64_t turn, bool after, bool json);

}  // namespace ts::roguelike
