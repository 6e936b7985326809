#pragma once
// The events ruleset's trace kinds (numbered from 0; the kernel gives the block its base),
// registered as "events.*", and the traced fields (the Write events' field ids).
//
// Subjects are entities: [1] the game, [2..3] the players, then characters, card
// instances, and buff and summon definitions (see EventsScenario). "node" arguments are
// indices into the current event tree (GameState::tree); "addr" arguments are packed
// addresses (packAddress).
#include "model.h"

#include "kernel/kinds.h"

#include <string>

namespace ts::events {

enum class Kind : KindId {
    GameBegin = 0,  // arg0 first player (-1: drawn), arg1/arg2 characters of players 0/1, arg3 event limit
    RoundBegin,  // arg0 round (the timeline's major period)
    Signal,  // s0 player; arg0 PhaseId, arg1 node, arg2 events of the phase's sequence
    Stable,  // s0 player asked; arg0 PhaseId, arg1 legal answers, arg2 queue length (0), arg3 saved queues
    Instruction,  // s0 player; arg0 instruction number in the round (minor period), arg1 AnswerKind, arg2 a, arg3 b
    Rejected,  // s0 player; arg0 AnswerKind, arg1 a, arg2 b
    Push,  // s0 player, s1 target; arg0 node, arg1 EvKind, arg2 position in the sequence, arg3 a
    Pop,  // s0 player, s1 target; arg0 node, arg1 EvKind, arg2 queue length after, arg3 tree depth
    Order,  // s0 event's player; arg0 node, arg1 listeners in order, arg2 of which the event player's
    Hear,  // s0 listener, s1 target; arg0 node heard, arg1 listener uid, arg2 addr, arg3 reaction (-1: its own skill/card)
    Answer,  // s0 listener, s1 target; arg0 new node, arg1 EvKind, arg2 node heard, arg3 a
    Modify,  // s0 listener; arg0 node, arg1 ModifyKind, arg2 before, arg3 after
    UsedUp,  // s0 listener; arg0 uid, arg1 node heard
    ListenDone,  // arg0 node, arg1 listeners that heard, arg2 answers, arg3 listeners asked
    Execute,  // s0 player, s1 target; arg0 node, arg1 EvKind, arg2 a, arg3 b
    DamageDealt,  // s0 source, s1 character; arg0 node, arg1 damage, arg2 HP after, arg3 element
    Healed,  // s1 character; arg0 node, arg1 healed, arg2 HP after
    Defeated,  // s0 player, s1 character; arg0 node, arg1 was active
    CardDrawn,  // s0 player, s1 card; arg0 pile size after, arg1 hand index, arg2 random index
    CardBurned,  // s0 player, s1 card; arg0 hand size
    PileEmpty,  // s0 player; arg0 cards still to draw
    DiceRolled,  // s0 player; arg0 element slot, arg1 count after
    DicePaid,  // s0 player; arg0 element slot, arg1 paid, arg2 left
    DiceGained,  // s0 player; arg0 element slot, arg1 gained, arg2 count after
    Placed,  // s0 listener, s1 holder; arg0 uid, arg1 addr, arg2 usage
    Readdressed,  // s0 listener; arg0 uid, arg1 old addr, arg2 new addr
    Removed,  // s0 listener, s1 holder; arg0 uid, arg1 addr, arg2 RemoveReason
    Refreshed,  // s0 listener; arg0 uid, arg1 usage before, arg2 after, arg3 addr
    ZoneFull,  // s0 player, s1 definition; arg0 ZoneId, arg1 limit
    Replaced,  // s0 new card, s1 replaced card; arg0 slot
    Switched,  // s0 player, s1 character; arg0 from, arg1 to
    TurnPassed,  // s0 player to act; arg0 player who acted, arg1 kept (the opponent ended the round)
    EndDeclared,  // s0 player; arg0 first player next round
    NoEffect,  // s0 player, s1 target; arg0 node, arg1 NoEffectReason
    AddressResolved,  // s0 listener, s1 entity found; arg0 addr, arg1 node heard
    AddressMiss,  // s0 listener; arg0 addr, arg1 node heard, arg2 AddressError
    Over,  // s0 player, s1 target; arg0 over node, arg1 EvKind, arg2 origin node
    Prepend,  // arg0 node, arg1 answers prepended, arg2 queue length after, arg3 head node (-1 none)
    Interrupt,  // s0 player, s1 character; arg0 node, arg1 phase before
    Save,  // s0 player; arg0 events saved, arg1 answers dropped, arg2 saved queues now
    Dropped,  // s0 listener, s1 target; arg0 node, arg1 EvKind, arg2 interrupting node
    Recover,  // s0 player; arg0 events restored, arg1 phase restored, arg2 head node (-1 none)
    TreeDone,  // arg0 nodes, arg1 pops
    GameOver,  // s0 winner (none: a draw); arg0 Outcome, arg1 round
    NotHeard,  // NotApplied. s0 listener, s1 target; arg0 NotHeardReason, arg1 node, arg2 what the event has, arg3 what the reaction wants
    Count_
};

enum class ModifyKind : std::int32_t { AddDamage = 0, Absorb = 1, Cancel = 2 };
enum class RemoveReason : std::int32_t { Discarded = 0, Played = 1, Replaced = 2, Defeated = 3, Returned = 4 };
enum class NoEffectReason : std::int32_t {
    Cancelled = 0,
    OverEvent = 1,
    TargetDefeated = 2,
    NothingThere = 3,
    Signal = 4,
    SameActive = 5
};
// "Why not?": why a reaction registered for the current event's kind (its filter's "on")
// does not hear it (004:queue/listen). What the event has and what the reaction wants, per
// reason: UsedUp/UsageShort the usage held and the usage the reaction spends; Phase the
// phases; Player the event player's Relation and the wanted one; Source and Target the
// wanted Relation (and the event's character); Element the element and the filter's mask;
// Normal, Plunging and Defeated 0/1 each.
enum class NotHeardReason : std::int32_t {
    HolderDefeated = 0,
    UsedUp,
    UsageShort,
    Phase,
    Player,
    Source,
    Target,
    Element,
    Normal,
    Plunging,
    Defeated,
    Count_
};
enum class AddressError : std::int32_t {
    NoSuchPlayer = 0,
    Unaddressable = 1,
    NoSuchIndex = 2,
    NoSuchSubzone = 3,
    Empty = 4,
    NotACharacter = 5,
    Defeated = 6
};

// An address in one argument: player (1 bit), zone (3), index (8), subzone + 1 (3), offset (8).
std::int32_t packAddress(const Address& a);
Address unpackAddress(std::int32_t packed);
inline constexpr std::int32_t kMaxPackedAddress = (1 << 23) - 1;

// Traced fields. Game entity: the game data; player entities: the player data, dice and
// zone lists; character entities: HP, life, equipment and buffs. A zone list is its size
// and, per slot, the listener's uid, definition and usage (the pile: uids only).
enum class Field : FieldId {
    Round = 0,
    CurrentPlayer,
    Phase,
    Winner,
    FirstPlayer,
    Recover,
    ListenPos,
    LiveAmount,
    LiveCancelled,
    InstructionIndex,
    Active = 20,
    Ended,
    Plunging,
    Fell,
    RerollsLeft,
    SwitchesLeft,
    Dice = 30,  // … 37
    Hp = 40,
    MaxHp,
    Alive,
};
enum class ListId : FieldId { TeamBuffs = 1, Summons = 2, Supports = 3, Hand = 4, Pile = 6, Equipment = 7, Buffs = 8 };
enum class SlotAttr : FieldId { Uid = 0, Def = 1, Usage = 2 };
inline constexpr int kMaxSlots = 256;
constexpr FieldId listSizeField(ListId l) { return static_cast<FieldId>(100 + static_cast<FieldId>(l)); }
constexpr FieldId slotField(ListId l, int index, SlotAttr a)
{
    return static_cast<FieldId>(1000 + static_cast<int>(l) * 1024 + index * 4 + static_cast<int>(a));
}

inline KindId kindBase = 0;
inline KindId kind(Kind k) { return static_cast<KindId>(kindBase + static_cast<KindId>(k)); }
constexpr KindId local(Kind k) { return static_cast<KindId>(k); }

void registerKinds();
std::string fieldNameOf(FieldId f);

}  // namespace ts::events
