#pragma once
// Registers the events ruleset (its clauses, event kinds and the Ruleset itself) with the
// kernel. Called once, by registerAllRulesets().
namespace ts::events {

void registerRuleset();
// Its games' states in trace files (state_codec.cpp); called by registerRuleset().
void registerStateCodec();

}  // namespace ts::events
