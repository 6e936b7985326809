#pragma once
// The roguelike part of the CLI's reports: Run tables found in a session's trace.
#include "kernel/session.h"

#include <optional>
#include <string>

namespace ts::cli {

// The event after which turn N's table is "as built" (merged, tokens dealt), or, with
// `after`, the turn's last event. nullopt if the trace has no such turn.
std::optional<Seq> roguelikeTableEvent(const Session& session, int turn, bool after);
std::string roguelikeTableText(Session& session, Seq at, bool after);
std::string roguelikeTableJson(Session& session, Seq at, int turn, bool after);
// Every turn's table at its end, at most `maxTurns` of them.
std::string roguelikeReport(Session& session, int maxTurns);

}  // namespace ts::cli
