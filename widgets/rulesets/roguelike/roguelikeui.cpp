#include "rulesets/roguelike/roguelikeui.h"

#include "rulesets/roguelike/actionqueuedock.h"
#include "rulesets/roguelike/energydock.h"
#include "rulesets/roguelike/mapdock.h"
#include "rulesets/roguelike/roguelikenarration.h"
#include "rulesets/roguelike/runtabledock.h"
#include "session/sessioncontroller.h"

#include "kernel/session/session.h"
#include "rulesets/roguelike/energy_scenario.h"

#include "session/headless/conditionengine.h"

#include <QCoreApplication>
#include <QMainWindow>

namespace ts::gui {

namespace {
QString tr(const char* text, const char* disambiguation = nullptr)
{
    return QCoreApplication::translate("ts::gui::RoguelikeUi", text, disambiguation);
}
}  // namespace

// The scenario's scheduler decides: an energy game has no Run table.
std::string RoguelikeUi::variant(const Session& session) const
{
    return dynamic_cast<const roguelike::EnergyScenario*>(&session.scenario()) ? "energy" : "";
}

QList<RulesetUi::Dock> RoguelikeUi::createDocks(SessionController* controller, QMainWindow* window) const
{
    if (controller->hasSession() && variant(*controller->session()) == "energy")
        return {{new EnergyDock(controller, window), Place::Signature},
                {new MapDock(controller, window), Place::Signature},
                {new ActionQueueDock(controller, window), Place::Side}};
    return {{new RunTableDock(controller, window), Place::Signature},
            {new MapDock(controller, window), Place::Signature}};
}

RulesetUi::PeriodLabels RoguelikeUi::periodLabels() const
{
    return {tr("Turns"), tr("T", "a turn's label on the timeline: T12"), tr("Turn, or turn.Run (e.g. 3 or 3.2):"),
            tr("The trace has no turn %1")};
}

RulesetUi::PeriodLabels RoguelikeUi::periodLabelsFor(const std::string& variant) const
{
    if (variant != "energy")
        return periodLabels();
    return {tr("Turns"), tr("T", "a turn's label on the timeline: T12"),
            tr("Turn, or turn.visit (e.g. 3 or 3.2; a turn is one rotation of the actor queue):"),
            tr("The trace has no turn %1")};
}

QString RoguelikeUi::conditionHelpers() const { return ConditionEngine::bundledHelpers(id()); }

QString RoguelikeUi::conditionHelp() const
{
    return tr("<b>unit(\"Name\")</b> a unit (<i>hp, tokens, speed, x, y, alive, …</i>; unit(n): the n-th), "
              "<b>turn()</b>, <b>run()</b> (1-based), <b>state</b> the whole state. "
              "E.g. <code>unit(\"Enemy1\").tokens &lt; 0</code>, <code>turn() &gt;= 2 &amp;&amp; run() == 1</code>. "
              "Energy games: <b>visit()</b> (World.update calls so far), <b>actor()</b> the current actor's name, "
              "<b>energy(\"Name\")</b>; units have <i>energy, gain, speed, actions, acted, visits</i>. "
              "E.g. <code>energy(\"Orc\") &gt;= 100 &amp;&amp; actor() == \"Orc\"</code>");
}

const Narrator* RoguelikeUi::narrator() const { return &roguelikeNarrator(); }

}  // namespace ts::gui
