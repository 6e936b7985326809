#pragma once
// What the nation panels (state queue, battle, states, NPC decision, power chart) share:
// the nation game at the cursor, or why a panel has nothing to show; holders, states,
// skills and commands by their scenario names; rows and timings; the "null" of a state's
// stacks, duration and remaining triggers, which means different things for each; and the
// fills that mark the current row and a changed row, on light and dark palettes alike.
#include "kernel/event.h"
#include "rulesets/nation/state.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace ts {
class Trace;
}

namespace ts::nation {
class NationGame;
}

namespace ts::gui {

class SessionController;

class NationNames {
    Q_DECLARE_TR_FUNCTIONS(NationNames)
public:
    // The nation game at the cursor, or null (no session, or another ruleset).
    static const nation::NationGame* gameAtCursor(SessionController* controller);
    // The cursor is on an event of an NPC preview (between nation.preview-begin and
    // nation.preview-score): those are a copy's events, the panels show the real game.
    static bool cursorInPreview(SessionController* controller);
    // The same for event `at` of `trace` (a snapshot's build has no controller).
    static bool cursorInPreview(const Trace& trace, Seq at);
    // Why a panel of the nation ruleset is empty: "No session", or "The <panel> belongs to
    // the nation ruleset" while a game of another ruleset is open.
    static QString notNationReason(const SessionController* controller, const QString& panel);

    static QString nation(const nation::NationScenario& sc, std::int32_t n);
    static QString unit(const nation::NationScenario& sc, std::int32_t n, std::int32_t u);
    static QString holder(const nation::NationScenario& sc, const nation::Holder& h);
    static QString state(const nation::NationScenario& sc, std::int32_t def);
    static QString skill(const nation::NationScenario& sc, std::int32_t k);
    static QString command(const nation::NationScenario& sc, std::int32_t c);
    // The state's own description ("name" in the stage file), empty if it has none.
    static QString stateDescription(const nation::NationScenario& sc, std::int32_t def);

    static QString row(nation::Row r);
    static QString timing(nation::Timing t);  // the stage files' spelling: "TurnStart"
    // The timings a state fires at, "TurnStart, TurnEnd"; "—" for none.
    static QString timings(const nation::StateDef& d);

    // A state's counters; kNull reads "—" for stacks (not stackable) and "∞" for a
    // duration (permanent) or remaining triggers (unlimited).
    static QString stacks(std::int32_t v);
    static QString duration(std::int32_t v);
    static QString remainings(std::int32_t v);
    // What the null means, for tooltips.
    static QString stacksMeaning(std::int32_t v);
    static QString durationMeaning(std::int32_t v);
    static QString remainingsMeaning(std::int32_t v);

    // The row the rules are on (the popped entry, the current attack, the chosen command):
    // the palette's highlight, translucent so that the text keeps its colour.
    static QColor currentRowFill();
    // (A changed value, text out of play — skipped entries, dead units, passed candidates —
    // and the panels' layout: PanelStyle.)
};

}  // namespace ts::gui
