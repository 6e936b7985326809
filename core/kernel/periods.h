#pragma once
// How a ruleset counts time: the event kind that opens a major period (a turn, a round) and
// the one that opens a minor period inside it (a Run, one player's turn),
// each with its number in arg 0. The timeline's marks, "go to turn" and the reports use it.
#include "kernel/trace/trace.h"

#include <cstdint>
#include <optional>
#include <string>

namespace ts {

struct Periods {
    std::string majorKind;  // e.g. "<ruleset>.turn-begin"; empty: the ruleset has no periods
    std::string minorKind;  // may be empty
    std::string majorName;  // English, singular: "turn", "round"
    std::string minorName;  // "Run", "turn"
    std::string majorPrefix;  // a short label: "T" as in "T12"
};

// The first event of major period `major` (and, when minor > 0, of its minor period
// `minor`); nullopt when the trace has none.
std::optional<Seq> findPeriodEvent(const Trace& trace, const Periods& periods, std::int64_t major,
                                   std::int64_t minor = 0);

}  // namespace ts
