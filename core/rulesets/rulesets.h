#pragma once
// The one place that knows every ruleset of this build: registers each with the kernel
// (clauses, event kinds, the Ruleset). Both executables and the tests call it first; a
// second call does nothing. Adding a ruleset = one line in rulesets.cpp.
namespace ts {

void registerAllRulesets();

}  // namespace ts
