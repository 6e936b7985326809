#include "rulesets/nation/nationui.h"

#include "rulesets/nation/nationnarration.h"

#include "rulesets/nation/battledock.h"
#include "rulesets/nation/npcdecisiondock.h"
#include "rulesets/nation/powerchartdock.h"
#include "rulesets/nation/statequeuedock.h"
#include "rulesets/nation/statesdock.h"

#include "session/headless/conditionengine.h"

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

QString NationUi::conditionHelpers() const { return ConditionEngine::bundledHelpers(id()); }

QString NationUi::conditionHelp() const
{
    return tr("<b>nation(\"Name\")</b> a nation (<i>power, fallen, states, units</i>), "
              "<b>unit(\"Name\")</b> a unit of any nation (<i>hp, maxHp, attack, row, dead, states</i>), "
              "<b>round()</b>, <b>battle()</b> the battle under way or null (<i>attacker, defender, "
              "pendingPowerDamage, …</i>), <b>state</b> the whole state. "
              "E.g. <code>nation(\"South\").power &lt; 50</code>, "
              "<code>battle() &amp;&amp; battle().attacker == \"North\"</code>");
}

const Narrator* NationUi::narrator() const { return &nationNarrator(); }

}  // namespace ts::gui
