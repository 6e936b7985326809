#pragma once
// What `turnscope-cli run` and `runtable` print about an energy game: each turn's visits
// (who was visited, the energy gained, act or wait, the alternative chain, the spend) and
// each actor's visits, actions and energy.
#include "kernel/session/session.h"

#include <optional>
#include <string>

namespace ts::roguelike {

std::string energyReport(Session& session, int maxTurns);
// Turn `turn`'s visits, with the actors as they stood when it began (or, `after`, at its end).
std::optional<std::string> energyTurnTable(Session& session, std::int64_t turn, bool after, bool json);

}  // namespace ts::roguelike
