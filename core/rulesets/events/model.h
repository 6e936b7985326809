#pragma once
// The vocabulary of seed 004 (a Genius Invokation TCG simulator's design): its element and
// zone ids exactly as the seed's "Macro" section lists them, the addresses of its
// addressing system, its phases, and the kinds of the game events that travel through the
// event queue. Everything here is plain data; the rules live in game.h.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace ts::events {

// Seed "Macro / element": pyro = 0 … omni = 7; empty and physical share 7, pierce and
// cryodendro share 8, died is 9. The seed elides the names between pyro and omni; we use
// the game's own order (see docs/rulesets/events.md).
namespace element {
inline constexpr std::int32_t Pyro = 0, Hydro = 1, Anemo = 2, Electro = 3, Dendro = 4, Cryo = 5, Geo = 6;
inline constexpr std::int32_t Omni = 7, Empty = 7, Physical = 7;
inline constexpr std::int32_t Pierce = 8, CryoDendro = 8;
inline constexpr std::int32_t Died = 9;
}  // namespace element

// The dice pool "is a vector, each slot the count of one element": exactly 8 slots, omni last.
inline constexpr int kDiceSlots = 8;

// Seed "Macro / zone_id": ordered as the listeners respond.
enum class ZoneId : std::int32_t {
    Characters = 0,
    TeamBuffs = 1,
    Summons = 2,
    Supports = 3,
    Hand = 4,
    Dice = 5,
    Pile = 6
};
inline constexpr int kZoneCount = 7;

// The sub-zones of one character (seed "CharZone Addressing": weapon, artifact, talent or
// character buffs; the offset counts only among the buffs).
enum class Subzone : std::int32_t { None = -1, Weapon = 0, Artifact = 1, Talent = 2, Buffs = 3 };
inline constexpr int kEquipmentSlots = 3;

// Zone capacities fixed by the seed.
inline constexpr int kHandLimit = 10;
inline constexpr int kSupportLimit = 4;
inline constexpr int kSummonLimit = 4;

// Seed "Data Addressing": {player_id, zone_id, index}; inside the character zone also the
// CZAddr {char_index, subzone, offset} (here: index = char_index).
struct Address {
    std::int32_t player = 0;
    ZoneId zone = ZoneId::Characters;
    std::int32_t index = 0;
    Subzone subzone = Subzone::None;
    std::int32_t offset = 0;  // only for Subzone::Buffs
    bool operator==(const Address&) const = default;
};

// The phases of the seed's state machine.
enum class PhaseId : std::int32_t { GameStart = 0, RollPhase, HandSwitch, RoundStart, Combat, RoundEnd, DeathSwap };
inline constexpr int kPhaseCount = 7;

// The game events that the queue carries (not the trace's kinds, which describe the
// engine's steps around them). An over event repeats its origin's data with `over` set.
enum class EvKind : std::int32_t {
    Phase = 0,  // a = PhaseId (signal event)
    Draw,  // a = count
    Roll,  // a = count
    Reroll,  // a = element mask
    ReturnCards,  // a = hand index mask
    ChooseActive,  // character = the chosen one
    UseSkill,  // character, a = skill def, plunging
    SkillOver,
    PlayCard,  // a = card uid, b = choice (character index or support slot), def = card def
    CardOver,
    Switch,  // character = to, a = dice cost
    SwitchOver,
    DeclareEnd,
    PassTurn,
    Damage,  // targetPlayer/character, a = amount, b = element
    DamageOver,
    Heal,  // targetPlayer/character, a = amount
    AddBuff,  // targetPlayer/character (-1: team), def = buff
    Summon,  // def = summon
    GainDice,  // a = count, b = element slot
    Discard,  // targetPlayer, a = listener uid
    Count_
};
inline constexpr int kEvKindCount = static_cast<int>(EvKind::Count_);

// The over event of a kind, or Count_ when the kind has none (it is over once executed).
constexpr EvKind overKindOf(EvKind k)
{
    switch (k) {
    case EvKind::UseSkill: return EvKind::SkillOver;
    case EvKind::PlayCard: return EvKind::CardOver;
    case EvKind::Switch: return EvKind::SwitchOver;
    case EvKind::Damage: return EvKind::DamageOver;
    default: return EvKind::Count_;
    }
}

// Names as the scenario files and the final-state JSON spell them.
std::string_view elementName(std::int32_t e);  // "pyro" … "omni", "pierce", "died"
std::string_view damageElementName(std::int32_t e);  // 7 is "physical" for damage
std::string_view zoneName(ZoneId z);  // "characters", "team-buffs", …
std::string_view subzoneName(Subzone s);  // "weapon", "artifact", "talent", "buffs"
std::string_view phaseName(PhaseId p);  // "GameStart" …
std::string_view evKindName(EvKind k);  // "damage", "skill-over", …
std::string addressText(const Address& a);  // "{1, summons, 0}", "{0, characters, 2, buffs, 1}"

}  // namespace ts::events
