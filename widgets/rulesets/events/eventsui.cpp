#include "eventsui.h"

#include <QCoreApplication>
#include <QMainWindow>

namespace ts::gui {

namespace {
QString tr(const char* text, const char* disambiguation = nullptr)
{
    return QCoreApplication::translate("ts::gui::EventsUi", text, disambiguation);
}
}  // namespace

QList<RulesetUi::Dock> EventsUi::createDocks(SessionController*, QMainWindow*) const { return {}; }

RulesetUi::PeriodLabels EventsUi::periodLabels() const
{
    return {tr("Rounds"), tr("R", "a round's label on the timeline: R12"), tr("Round, or round.instruction (e.g. 3 or 3.2):"),
            tr("The trace has no round %1")};
}

QString EventsUi::conditionHelpers() const { return QStringLiteral("(function (define, state) {})"); }
QString EventsUi::conditionHelp() const { return {}; }

}  // namespace ts::gui
