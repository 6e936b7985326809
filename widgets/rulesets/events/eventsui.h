#pragma once
// The events ruleset in the window: the event tree (the signature view), the queue and the
// zones panels, rounds and instructions, the condition helpers player(), character(),
// phase(), round(), queue() and saved().
#include "session/rulesetui.h"

namespace ts::gui {

class EventsUi final : public RulesetUi {
public:
    std::string_view id() const override { return "events"; }
    QList<Dock> createDocks(SessionController* controller, QMainWindow* window) const override;
    PeriodLabels periodLabels() const override;
    QString conditionHelpers() const override;
    QString conditionHelp() const override;
    QString defaultSample() const override { return QStringLiteral(":/scenarios/events/duel.json"); }
    const Narrator* narrator() const override;
};

}  // namespace ts::gui
