#pragma once
// Registers the stack ruleset (its clauses, event kinds and the Ruleset itself) with the
// kernel. Called once, by registerAllRulesets().
namespace ts::stack {

void registerRuleset();

}  // namespace ts::stack
