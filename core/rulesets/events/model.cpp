#include "model.h"

#include <iterator>

namespace ts::events {

namespace {
template <std::size_t N>
std::string_view pick(const char* const (&names)[N], std::int32_t i, const char* fallback = "?")
{
    return i >= 0 && static_cast<std::size_t>(i) < N ? names[i] : fallback;
}

constexpr const char* kElements[] = {"pyro", "hydro", "anemo", "electro", "dendro",
                                     "cryo", "geo",   "omni",  "pierce",  "died"};
constexpr const char* kZones[] = {"characters", "team-buffs", "summons", "supports", "hand", "dice", "pile"};
constexpr const char* kSubzones[] = {"weapon", "artifact", "talent", "buffs"};
constexpr const char* kPhases[] = {"GameStart", "RollPhase", "HandSwitch", "RoundStart",
                                   "Combat",    "RoundEnd",  "DeathSwap"};
constexpr const char* kEvKinds[] = {
    "phase",      "draw",        "roll",      "reroll",   "return-cards", "choose-active", "use-skill",
    "skill-over", "play-card",   "card-over", "switch",   "switch-over",  "declare-end",   "pass-turn",
    "damage",     "damage-over", "heal",      "add-buff", "summon",       "gain-dice",     "discard"};
static_assert(std::size(kEvKinds) == kEvKindCount);
}  // namespace

std::string_view elementName(std::int32_t e) { return pick(kElements, e); }

std::string_view damageElementName(std::int32_t e)
{
    return e == element::Physical ? std::string_view("physical") : pick(kElements, e);
}

std::string_view zoneName(ZoneId z) { return pick(kZones, static_cast<std::int32_t>(z)); }
std::string_view subzoneName(Subzone s) { return pick(kSubzones, static_cast<std::int32_t>(s)); }
std::string_view phaseName(PhaseId p) { return pick(kPhases, static_cast<std::int32_t>(p)); }
std::string_view evKindName(EvKind k) { return pick(kEvKinds, static_cast<std::int32_t>(k)); }

std::string addressText(const Address& a)
{
    // A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
    // falsely on the literal (-Wrestrict, GCC PR105329).
    std::string out =
        '{' + std::to_string(a.player) + ", " + std::string(zoneName(a.zone)) + ", " + std::to_string(a.index);
    if (a.subzone != Subzone::None) {
        out += ", " + std::string(subzoneName(a.subzone));
        if (a.subzone == Subzone::Buffs)
            out += ", " + std::to_string(a.offset);
    }
    return out + "}";
}

}  // namespace ts::events
