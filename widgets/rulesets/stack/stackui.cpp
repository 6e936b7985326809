#include "rulesets/stack/stackui.h"

#include "rulesets/stack/stacknarration.h"

#include "rulesets/stack/chancedock.h"
#include "rulesets/stack/flowmapdock.h"
#include "rulesets/stack/stackzonesdock.h"
#include "rulesets/stack/stagedock.h"

#include "session/headless/conditionengine.h"

#include <QCoreApplication>
#include <QMainWindow>

namespace ts::gui {

namespace {
QString tr(const char* text, const char* disambiguation = nullptr)
{
    return QCoreApplication::translate("ts::gui::StackUi", text, disambiguation);
}
}  // namespace

QList<RulesetUi::Dock> StackUi::createDocks(SessionController* controller, QMainWindow* window) const
{
    return {{new StageDock(controller, window), Place::Signature},
            {new FlowMapDock(controller, window), Place::Signature},
            {new ChanceDock(controller, window), Place::Side},
            {new StackZonesDock(controller, window), Place::Side}};
}

RulesetUi::PeriodLabels StackUi::periodLabels() const
{
    return {tr("Turns"), tr("T", "a turn's label on the timeline: T12"), tr("Turn (e.g. 3):"),
            tr("The trace has no turn %1")};
}

QString StackUi::conditionHelpers() const { return ConditionEngine::bundledHelpers(id()); }

QString StackUi::conditionHelp() const
{
    return tr("<b>player(\"Name\")</b> (<i>counters, lost, won, passed, chance, turnPlayer, zones</i>), "
              "<b>component(\"Name\")</b> (<i>owner, controller, zone, counters</i>), "
              "<b>stage()</b> bottom first, <b>top()</b> the action that resolves next or null (<i>action, controller, "
              "effect, serial</i>), "
              "<b>passList()</b>, <b>chance()</b>, <b>turnPlayer()</b>, <b>turn()</b>, <b>node()</b> the node of the "
              "flow (3 for ③, 102 for ⑩-2), "
              "<b>state</b> the whole state. "
              "E.g. <code>stage().length &gt;= 3</code>, <code>node() == 13 &amp;&amp; passList().length == 2</code>, "
              "<code>component(\"Golem\").controller != component(\"Golem\").owner</code>");
}

const Narrator* StackUi::narrator() const { return &stackNarrator(); }

}  // namespace ts::gui
