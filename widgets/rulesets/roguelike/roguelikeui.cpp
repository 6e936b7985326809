#include "roguelikeui.h"

#include "runtabledock.h"

#include <QCoreApplication>
#include <QMainWindow>

namespace ts::gui {

namespace {
QString tr(const char* text, const char* disambiguation = nullptr)
{
    return QCoreApplication::translate("ts::gui::RoguelikeUi", text, disambiguation);
}
}  // namespace

QList<RulesetUi::Dock> RoguelikeUi::createDocks(SessionController* controller, QMainWindow* window) const
{
    return {{new RunTableDock(controller, window), Place::Signature}};
}

RulesetUi::PeriodLabels RoguelikeUi::periodLabels() const
{
    return {tr("Turns"), tr("T", "a turn's label on the timeline: T12"), tr("Turn, or turn.Run (e.g. 3 or 3.2):"),
            tr("The trace has no turn %1")};
}

// Over the final-state JSON of the roguelike (README "Final-state JSON"): state().units,
// state().turn, state().scheduler.run.
QString RoguelikeUi::conditionHelpers() const
{
    return QStringLiteral(R"js(
(function (define, state) {
    define("unit", function (key) {
        var units = state().units || [];
        var found = typeof key === "number"
            ? (units.find(function (u) { return u.id === key; }) || units[key - 1])
            : units.find(function (u) { return u.name === key; });
        if (found === undefined)
            throw new ReferenceError("unit(" + JSON.stringify(key) + "): no such unit");
        return found;
    });
    define("turn", function () { return state().turn; });
    define("run", function () { return state().scheduler ? state().scheduler.run : undefined; });
})
)js");
}

QString RoguelikeUi::conditionHelp() const
{
    return tr("<b>unit(\"Name\")</b> a unit (<i>hp, tokens, speed, x, y, alive, …</i>; unit(n): the n-th), "
              "<b>turn()</b>, <b>run()</b> (1-based), <b>state</b> the whole state. "
              "E.g. <code>unit(\"Enemy1\").tokens &lt; 0</code>, <code>turn() &gt;= 2 &amp;&amp; run() == 1</code>");
}

}  // namespace ts::gui
