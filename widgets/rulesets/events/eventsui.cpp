#include "rulesets/events/eventsui.h"

#include "rulesets/events/eventsnarration.h"

#include "rulesets/events/eventtreedock.h"
#include "rulesets/events/queuedock.h"
#include "rulesets/events/zonesdock.h"

#include "session/headless/conditionengine.h"

#include <QCoreApplication>
#include <QMainWindow>

namespace ts::gui {

namespace {
QString tr(const char* text, const char* disambiguation = nullptr)
{
    return QCoreApplication::translate("ts::gui::EventsUi", text, disambiguation);
}
}  // namespace

QList<RulesetUi::Dock> EventsUi::createDocks(SessionController* controller, QMainWindow* window) const
{
    return {{new EventTreeDock(controller, window), Place::Signature},
            {new QueueDock(controller, window), Place::Signature},
            {new ZonesDock(controller, window), Place::Side}};
}

RulesetUi::PeriodLabels EventsUi::periodLabels() const
{
    return {tr("Rounds"), tr("R", "a round's label on the timeline: R12"),
            tr("Round, or round.instruction (e.g. 3 or 3.2):"), tr("The trace has no round %1")};
}

QString EventsUi::conditionHelpers() const { return ConditionEngine::bundledHelpers(id()); }

QString EventsUi::conditionHelp() const
{
    return tr(
        "<b>player(\"Name\")</b> a player (<i>active, endedRound, plungingNext, characterFell, dice, summons, hand, "
        "…</i>), "
        "<b>character(\"Id\")</b> or <b>character(\"Player.Id\")</b> a character (<i>hp, alive, buffs, weapon, …</i>), "
        "<b>phase()</b>, <b>round()</b>, <b>queue()</b> the queue head first, <b>saved()</b> the saved queues of an "
        "interrupt, "
        "<b>current()</b> the event being processed or null, <b>state</b> the whole state. "
        "E.g. <code>character(\"Bob.Keqing\").hp &lt;= 2</code>, <code>saved().length &gt; 0</code>, "
        "<code>queue().length &gt;= 5</code>");
}

const Narrator* EventsUi::narrator() const { return &eventsNarrator(); }

}  // namespace ts::gui
