#include "session/rulesetui.h"

#include "session/sessioncontroller.h"

#include <stdexcept>
#include <string>

namespace ts::gui {

std::string RulesetUi::variant(const Session&) const { return {}; }

RulesetUi::PeriodLabels RulesetUi::periodLabelsFor(const std::string&) const { return periodLabels(); }

namespace {
std::vector<std::unique_ptr<const RulesetUi>>& registered()
{
    static std::vector<std::unique_ptr<const RulesetUi>> all;
    return all;
}
}  // namespace

void registerRulesetUi(std::unique_ptr<const RulesetUi> ui)
{
    if (!ui || findRulesetUi(ui->id()))
        throw std::logic_error("ruleset UI registered twice or null");
    registered().push_back(std::move(ui));
}

const RulesetUi* findRulesetUi(std::string_view id)
{
    for (const auto& ui : registered())
        if (ui->id() == id)
            return ui.get();
    return nullptr;
}

const RulesetUi* rulesetUiOf(const SessionController& controller)
{
    return controller.hasSession() ? findRulesetUi(controller.session()->ruleset().id()) : nullptr;
}

std::vector<const RulesetUi*> allRulesetUis()
{
    std::vector<const RulesetUi*> out;
    for (const auto& ui : registered())
        out.push_back(ui.get());
    return out;
}

}  // namespace ts::gui
