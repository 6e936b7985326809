#pragma once
// The stack ruleset in the window: the stage (signature view), chance and pass list, the
// flow map and zones; turns; the condition helpers player(), component(), stage(), node().
#include "session/rulesetui.h"

namespace ts::gui {

class StackUi final : public RulesetUi {
public:
    std::string_view id() const override { return "stack"; }
    QList<Dock> createDocks(SessionController* controller, QMainWindow* window) const override;
    PeriodLabels periodLabels() const override;
    QString conditionHelpers() const override;
    QString conditionHelp() const override;
    QString defaultSample() const override { return QStringLiteral(":/scenarios/stack/blackpoker.json"); }
    const Narrator* narrator() const override;
};

}  // namespace ts::gui
