#pragma once
// Registers the roguelike ruleset (its clauses, event kinds and the Ruleset itself) with
// the kernel. Called once, by registerAllRulesets().
namespace ts::roguelike {

void registerRuleset();

}  // namespace ts::roguelike
