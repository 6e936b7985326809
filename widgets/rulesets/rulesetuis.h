#pragma once
// The one place of the window that knows every ruleset of this build: registers the core
// rulesets and each one's panels (RulesetUi). The GUI and the GUI tests call it first; a
// second call does nothing. Adding a ruleset = one line in rulesets.cpp.
namespace ts::gui {

void registerAllRulesetUis();

}  // namespace ts::gui
