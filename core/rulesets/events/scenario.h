#pragma once
// The master data of an events game (seed 004), as read from a scenario file: characters
// and their skills, cards, buffs, summons (supports and equipment are cards), the reactions
// that make each of them a listener, the small set of effects, the two players' starting
// zones and scripts. The format, with every key and its range, is documented in
// docs/rulesets/events.md.
#include "model.h"

#include "kernel/decision.h"
#include "kernel/event.h"
#include "kernel/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ts::events {

// Bounds that keep a game's work finite (documented with the format).
inline constexpr std::int32_t kMaxAmount = 999;  // damage, heal, usage, dice counts
inline constexpr std::int32_t kMaxDefs = 200;  // per definition list
inline constexpr std::int32_t kMaxCharacters = 8;  // per player (the seed: "three, theoretically more")
inline constexpr std::int32_t kMaxPile = 200;  // cards in a pile
inline constexpr std::int32_t kMaxList = 16;  // effects per list, reactions per listener, skills per character
inline constexpr std::int32_t kMaxScript = 2000;  // script lines per player
inline constexpr std::int32_t kMaxRoundLimit = 99;  // rules.roundLimit: no round after it

// Who an effect acts on, seen from the listener that answers (its owner is "own").
enum class TargetKind : std::int32_t {
    Holder = 0,  // the listener's character (a team, summon or support listener: the own active character)
    OwnActive,
    OwnNext,  // the next living character after the active one, wrapping
    OwnAll,  // every living own character
    OpponentActive,
    OpponentNext,
    OpponentAll,
    EventTarget,  // the character the heard event targets
    Team,  // own team buff zone (add-buff)
    OpponentTeam,  // the opponent's team buff zone (add-buff)
    Self,  // the answering listener itself (discard)
    AtAddress,  // Effect::address
    Count_
};

enum class EffectKind : std::int32_t {
    Damage = 0,  // amount, element → damage events
    Heal,  // amount → heal events
    AddBuff,  // def (buff) → add-buff events
    Summon,  // def (summon) → a summon event
    Draw,  // amount = count → a draw event
    GainDice,  // amount = count, element (-1: the owner's active character's element)
    Switch,  // amount = +1 next / -1 previous → a switch event of the owner
    Discard,  // target Self or AtAddress → a discard event
    AddDamage,  // modifies the heard damage event: amount added (may be negative)
    Absorb,  // modifies the heard damage event: the listener's usage absorbs it (a shield)
    Cancel,  // modifies the heard event: it is over without executing
    Count_
};

struct Effect {
    EffectKind kind = EffectKind::Damage;
    TargetKind target = TargetKind::OpponentActive;
    Address address;  // TargetKind::AtAddress; player 0 = own, 1 = opponent
    std::int32_t amount = 0;
    std::int32_t element = element::Physical;
    std::int32_t def = -1;  // buff or summon
};

// Who the event is about, relative to the listener (filters).
enum class Relation : std::int32_t { Any = 0, Own, Opponent, Holder, OwnActive, ThisListener, Count_ };

struct Filter {
    EvKind on = EvKind::Phase;
    std::int32_t phase = -1;  // EvKind::Phase: the phase, -1 any
    Relation player = Relation::Any;  // the event's player
    Relation source = Relation::Any;  // the listener (or character) that made the event
    Relation target = Relation::Any;  // the character the event targets
    std::uint32_t elements = 0;  // bit per damage element; 0 = any
    std::int8_t normal = -1;  // use-skill / skill-over: a normal attack (1) or not (0)
    std::int8_t plunging = -1;  // use-skill / skill-over: a plunging attack
    std::int8_t defeated = -1;  // damage-over: the target is defeated
};

struct Reaction {
    Filter when;
    std::vector<Effect> effects;
    std::int32_t consume = 0;  // usage spent when it fires (it fires only with that much left)
};

struct Cost {
    std::int32_t aligned = 0;  // dice of the active character's element (omni pays too)
    std::int32_t any = 0;  // any dice
    std::int32_t total() const { return aligned + any; }
};

struct SkillDef {
    std::string id;
    bool normal = false;
    Cost cost;
    std::vector<Effect> effects;
};

struct CharacterDef {
    std::string id;
    std::int32_t element = element::Pyro;
    std::int32_t hp = 10;
    std::vector<std::int32_t> skills;  // SkillDef indices
    std::vector<Reaction> reactions;  // passives, besides answering its own skills
};

enum class CardKind : std::int32_t { Event = 0, Support, Weapon, Artifact, Talent };

struct CardDef {
    std::string id;
    CardKind kind = CardKind::Event;
    Cost cost;
    bool targetsCharacter = false;  // played on an own living character (equipment always is)
    std::vector<Effect> effects;  // answered when the card is played
    std::int32_t usage = -1;  // as a support or equipment; -1 unlimited
    std::vector<Reaction> reactions;  // as a support or equipment
    // While the card is in hand: the seed makes every card in hand a listener (004:zone/hand).
    std::vector<Reaction> handReactions;
};

// A buff (character or team) or a summon.
struct StatusDef {
    std::string id;
    std::int32_t usage = -1;  // -1 unlimited
    std::vector<Reaction> reactions;
};

struct CharacterSpec {
    std::int32_t def = 0;
    std::int32_t hp = 0;  // starting HP (≤ the definition's)
    std::int32_t equipment[kEquipmentSlots] = {-1, -1, -1};  // card defs
    std::vector<std::int32_t> buffs;  // buff defs
};

struct ScriptLine {
    Answer answer;
    std::string path;  // where it was written (messages)
};

struct PlayerSpec {
    std::string name;
    std::vector<CharacterSpec> characters;
    std::vector<std::int32_t> pile, hand, supports;  // card defs
    std::vector<std::int32_t> summons, teamBuffs;  // status defs
    std::int32_t dice[kDiceSlots] = {};
    std::vector<ScriptLine> script;
};

// One event of the scenario's "queue" section: the queue the game starts from, before the
// GameStart signal (docs/rulesets/events.md, "The queue section").
struct SeededEvent {
    EvKind kind = EvKind::Damage;
    std::int32_t player = 0;
    bool hasTarget = false;
    Address target;  // absolute player; checked against the starting zones
    std::int32_t a = 0, b = 0;  // amount or count; damage element or die slot
    std::int32_t def = -1;  // buff or summon
};
inline constexpr std::int32_t kMaxSeeded = 64;  // events in the queue section

struct Rules {
    std::int32_t initialHand = 5;
    std::int32_t drawPerRound = 2;
    std::int32_t dicePerRoll = 8;
    std::int32_t rerolls = 1;
    std::int32_t handSwitches = 1;
    std::int32_t switchCost = 1;
    std::int32_t firstPlayer = 0;  // -1: drawn at random
    std::int32_t roundLimit = 15;
    std::int32_t eventLimit = 10000;  // game events in one event tree
};

struct EventsScenario : Scenario {
    Rules rules;
    std::vector<SkillDef> skills;
    std::vector<CharacterDef> characters;
    std::vector<CardDef> cards;
    std::vector<StatusDef> buffs, summons;
    PlayerSpec players[2];
    std::vector<SeededEvent> queue;

    // Trace entities: [1] the game, [2..3] the players, then every character, then every
    // card instance (each pile, hand, support and equipment card of the players), then one
    // entity per buff and per summon definition, then "character:", "skill:" and "card:"
    // entities per definition (what answers name).
    std::vector<std::string> entityNames;
    std::int32_t firstCharacterEntity = 4;
    std::int32_t characterCount[2] = {0, 0};
    std::int32_t firstCardEntity = 0;
    std::vector<std::int32_t> cardDefOfInstance;  // card instance → card def
    std::int32_t firstBuffEntity = 0, firstSummonEntity = 0;
    // Listener uids: characters 0 … C-1, card instances C … C+K-1; buffs and summons
    // made during the game get uids from firstDynamicUid on.
    std::int32_t firstDynamicUid = 0;
    // Card instances of each player's starting zones, in this order: pile, hand, supports,
    // then the equipment of each character (weapon, artifact, talent).
    std::vector<std::int32_t> instancesOf[2];
};

EventsScenario parseEventsScenario(const nlohmann::json& doc, const std::string& file);

// Names of the scenario keys, shared by the parser and the answer JSON.
std::int32_t elementFromName(std::string_view name);  // -1 if unknown; "physical" = 7
std::string_view cardKindName(CardKind k);
std::string_view effectKindName(EffectKind k);
std::string_view targetKindName(TargetKind k);

}  // namespace ts::events
