#include "nationui.h"

#include "battledock.h"
#include "npcdecisiondock.h"
#include "powerchartdock.h"
#include "statequeuedock.h"
#include "statesdock.h"

#include <QCoreApplication>
#include <QMainWindow>

namespace ts::gui {

namespace {
QString tr(const char* text, const char* disambiguation = nullptr)
{
    return QCoreApplication::translate("ts::gui::NationUi", text, disambiguation);
}
}  // namespace

QList<RulesetUi::Dock> NationUi::createDocks(SessionController* controller, QMainWindow* window) const
{
    return {{new BattleDock(controller, window), Place::Signature},
            {new StateQueueDock(controller, window), Place::Signature},
            {new PowerChartDock(controller, window), Place::Signature},
            {new StatesDock(controller, window), Place::Side},
            {new NpcDecisionDock(controller, window), Place::Side}};
}

RulesetUi::PeriodLabels NationUi::periodLabels() const
{
    return {tr("Rounds"), tr("R", "a round's label on the timeline: R12"), tr("Round, or round.turn (e.g. 3 or 3.2):"),
            tr("The trace has no round %1")};
}

// Over the final-state JSON of the nation game (README "Final-state JSON, nation"):
// state().nations[] with their units[], state().round, state().battle.
QString NationUi::conditionHelpers() const
{
    return QStringLiteral(R"js(
(function (define, state) {
    var nations = function () { return state().nations || []; };
    define("nation", function (name) {
        var found = nations().find(function (n) { return n.name === name; });
        if (found === undefined)
            throw new ReferenceError("nation(" + JSON.stringify(name) + "): no such nation");
        return found;
    });
    define("unit", function (name) {
        var all = nations();
        for (var i = 0; i < all.length; ++i) {
            var found = (all[i].units || []).find(function (u) { return u.name === name; });
            if (found !== undefined)
                return found;
        }
        throw new ReferenceError("unit(" + JSON.stringify(name) + "): no such unit");
    });
    define("round", function () { return state().round; });
    define("battle", function () {
        var b = state().battle;
        return b && b.active ? b : null;
    });
})
)js");
}

QString NationUi::conditionHelp() const
{
    return tr("<b>nation(\"Name\")</b> a nation (<i>power, fallen, states, units</i>), "
              "<b>unit(\"Name\")</b> a unit of any nation (<i>hp, maxHp, attack, row, dead, states</i>), "
              "<b>round()</b>, <b>battle()</b> the battle under way or null (<i>attacker, defender, "
              "pendingPowerDamage, …</i>), <b>state</b> the whole state. "
              "E.g. <code>nation(\"South\").power &lt; 50</code>, "
              "<code>battle() &amp;&amp; battle().attacker == \"North\"</code>");
}

}  // namespace ts::gui
