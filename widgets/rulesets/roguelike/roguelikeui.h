#pragma once
// The roguelike ruleset in the window: the Run table, turns and Runs, the condition helpers
// unit(), turn() and run().
#include "rulesetui.h"

namespace ts::gui {

class RoguelikeUi final : public RulesetUi {
public:
    std::string_view id() const override { return "roguelike"; }
    QList<Dock> createDocks(SessionController* controller, QMainWindow* window) const override;
    PeriodLabels periodLabels() const override;
    QString conditionHelpers() const override;
    QString conditionHelp() const override;
    QString defaultSample() const override { return QStringLiteral(":/scenarios/roguelike/case-a.json"); }
};

}  // namespace ts::gui
