#pragma once
// A ruleset's periods as the timeline and "Go to Turn" see them: the event kinds that open a
// major period (a turn, a round; its arg 0 is the number) and a minor one inside it (a Run,
// a player's turn), from the core ruleset, with the words of its UI.
#include "session/rulesetui.h"

#include "kernel/periods.h"

#include <optional>
#include <string_view>

namespace ts {
class Session;
}

namespace ts::gui {

struct Periods {
    ts::Periods kinds;  // majorKind empty: the ruleset has none
    RulesetUi::PeriodLabels labels;
};

// The periods of the ruleset `rulesetId` (none for an unknown or empty id).
Periods periodsOf(std::string_view rulesetId);
// The periods of the session's game: its ruleset's, or those of its scenario's variant
// (Ruleset::periodsFor, RulesetUi::periodLabelsFor).
Periods periodsOf(const Session& session);
// The first event of period "major" or "major.minor" as typed in Go to Turn; nullopt when
// the text is not a number or the trace has no such period.
std::optional<Seq> findPeriodEvent(const Session& session, const QString& typed);

}  // namespace ts::gui
