#pragma once
// A ruleset's periods as the timeline and "Go to Turn" see them: the event kind that opens
// a major period (a roguelike turn, a nation round; its arg 0 is the number) and the one
// that opens a minor period inside it (a Run, a nation's turn), with their names.
#include <QString>

#include <string_view>

namespace ts::gui {

struct Periods {
    std::string_view majorKind;  // e.g. "roguelike.turn-begin"; empty: the ruleset has none
    std::string_view minorKind;
    QString majorName;  // "Turns", "Rounds": the timeline's lane
    QString prefix;     // "T", "R": the timeline's labels ("T12")
};

Periods periodsOf(std::string_view rulesetId);

}  // namespace ts::gui
