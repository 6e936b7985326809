#pragma once
// Teaching mode's sentences for the roguelike ruleset (RoguelikeUi::narrator()): one
// template per event kind of the Run table (seed 000, roguelikenarration.cpp) and of the
// energy loop (seed 003, energynarration.cpp), translated in the context
// "RoguelikeNarration".
#include "session/tablenarrator.h"

#include <span>

namespace ts::gui {

const Narrator& roguelikeNarrator();

namespace roguelike_narration {
inline constexpr const char* kContext = "RoguelikeNarration";
std::span<const NarrationTemplate> runTableTemplates();
std::span<const NarrationTemplate> energyTemplates();
// The words templates put into placeholders, and their translation.
std::span<const char* const> phrases();
std::span<const char* const> energyPhrases();
QString phrase(const char* source);
QString speed(std::int32_t code);  // "slow", "x1" … "x3"
QString direction(std::int32_t dir);  // "north" … "north-west"
}  // namespace roguelike_narration

}  // namespace ts::gui
