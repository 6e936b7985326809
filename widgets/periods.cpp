#include "periods.h"

#include <QCoreApplication>

namespace ts::gui {

Periods periodsOf(std::string_view rulesetId)
{
    if (rulesetId == "nation")
        return {"nation.round-begin", "nation.turn-begin", QCoreApplication::translate("Periods", "Rounds"),
                QCoreApplication::translate("Periods", "R", "a round's label on the timeline: R12")};
    if (rulesetId == "roguelike")
        return {"roguelike.turn-begin", "roguelike.run-begin", QCoreApplication::translate("Periods", "Turns"),
                QCoreApplication::translate("Periods", "T", "a turn's label on the timeline: T12")};
    return {{}, {}, QCoreApplication::translate("Periods", "Turns"), QCoreApplication::translate("Periods", "T")};
}

}  // namespace ts::gui
