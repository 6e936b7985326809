#pragma once
// The roguelike ruleset in the window. A Run-table game (seed 000): the Run table and the
// map, turns and Runs. An energy game (seed 003, variant "energy"): the energy bars, the
// action queues and the map, turns (rotations of the actor queue) and visits. The condition
// helpers unit(), turn(), run(), visit(), actor() and energy().
#include "session/rulesetui.h"

namespace ts::gui {

class RoguelikeUi final : public RulesetUi {
public:
    std::string_view id() const override { return "roguelike"; }
    std::string variant(const Session& session) const override;
    QList<Dock> createDocks(SessionController* controller, QMainWindow* window) const override;
    PeriodLabels periodLabels() const override;
    PeriodLabels periodLabelsFor(const std::string& variant) const override;
    QString conditionHelpers() const override;
    QString conditionHelp() const override;
    QString defaultSample() const override { return QStringLiteral(":/scenarios/roguelike/case-a.json"); }
    const Narrator* narrator() const override;
};

}  // namespace ts::gui
