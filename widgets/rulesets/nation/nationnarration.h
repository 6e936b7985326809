#pragma once
// Teaching mode's sentences for the nation ruleset (NationUi::narrator()): one template per
// event kind of seed 001, translated in the context "NationNarration". Split in two files:
// the round, turn, state and NPC kinds (nationnarration.cpp) and the battle kinds
// (nationbattlenarration.cpp).
#include "session/tablenarrator.h"

#include <span>

namespace ts::gui {

const Narrator& nationNarrator();

namespace nation_narration {
inline constexpr const char* kContext = "NationNarration";
std::span<const NarrationTemplate> flowTemplates();
std::span<const NarrationTemplate> battleTemplates();
std::span<const char* const> phrases();
std::span<const char* const> rangePhrases();
QString phrase(const char* source);
QString row(std::int32_t row);  // "the Front row" … "the Bench", or "outside the formation"
// A state, skill or command named by its entity id in an argument (0 or -1: none).
QString named(const NarrationInput& in, std::int32_t entity);
// A stack count, duration or trigger count where -1 is null: "∞".
QString orUnlimited(std::int32_t value);
// A stack count where -1 is null (a state that does not stack): "-".
QString orNone(std::int32_t value);
}  // namespace nation_narration

}  // namespace ts::gui
