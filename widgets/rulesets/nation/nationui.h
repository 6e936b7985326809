#pragma once
// The nation ruleset in the window: battle view, state queue, power chart, states and NPC
// decision panels, rounds and turns, the condition helpers nation(), unit(), round() and
// battle().
#include "session/rulesetui.h"

namespace ts::gui {

class NationUi final : public RulesetUi {
public:
    std::string_view id() const override { return "nation"; }
    QList<Dock> createDocks(SessionController* controller, QMainWindow* window) const override;
    PeriodLabels periodLabels() const override;
    QString conditionHelpers() const override;
    QString conditionHelp() const override;
    QString defaultSample() const override { return QStringLiteral(":/scenarios/nation/duel.json"); }
    const Narrator* narrator() const override;
};

}  // namespace ts::gui
