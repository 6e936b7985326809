#include "kinds.h"

#include "state.h"

#include "kernel/trace/render.h"

#include <string>

namespace ts::events {

std::int32_t packAddress(const Address& a)
{
    const auto bits = [](std::int32_t v, std::int32_t mask) {
        return static_cast<std::uint32_t>(v) & static_cast<std::uint32_t>(mask);
    };
    return static_cast<std::int32_t>(bits(a.player, 1) | bits(static_cast<std::int32_t>(a.zone), 7) << 1 |
                                     bits(a.index, 255) << 4 | bits(static_cast<std::int32_t>(a.subzone) + 1, 7) << 12 |
                                     bits(a.offset, 255) << 15);
}

Address unpackAddress(std::int32_t packed)
{
    const auto u = static_cast<std::uint32_t>(packed);
    Address a;
    a.player = static_cast<std::int32_t>(u & 1u);
    a.zone = static_cast<ZoneId>((u >> 1) & 7u);
    a.index = static_cast<std::int32_t>((u >> 4) & 255u);
    a.subzone = static_cast<Subzone>(static_cast<std::int32_t>((u >> 12) & 7u) - 1);
    a.offset = static_cast<std::int32_t>((u >> 15) & 255u);
    return a;
}

namespace {

using Ctx = RenderContext;
std::string str(std::int32_t v) { return std::to_string(v); }
std::string ent(const Ctx& c, EntityId e) { return e == kNoEntity ? std::string("-") : c.entity(e); }
// A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
// falsely on the literal (-Wrestrict, GCC PR105329).
std::string node(std::int32_t n) { return '#' + str(n); }
std::string ev(std::int32_t k) { return std::string(evKindName(static_cast<EvKind>(k))); }
std::string phase(std::int32_t p) { return std::string(phaseName(static_cast<PhaseId>(p))); }
std::string addr(std::int32_t packed) { return addressText(unpackAddress(packed)); }
std::string player(const Ctx& c, std::int32_t p)
{
    return p == 0 || p == 1 ? c.entity(static_cast<EntityId>(2 + p)) : "player ?";
}

std::string answerKind(std::int32_t k)
{
    static const char* names[] = {
        "choose the active character", "reroll",       "switch hand cards", "use a skill", "play a card",
        "switch the active character", "end the round"};
    return k >= 0 && k < 7 ? names[k] : "instruction " + str(k);
}

const char* modifyName(std::int32_t m)
{
    static const char* names[] = {"adds damage", "absorbs damage", "cancels"};
    return m >= 0 && m < 3 ? names[m] : "modifies";
}

const char* removeReason(std::int32_t r)
{
    static const char* names[] = {"discarded", "played", "replaced", "its character is defeated",
                                  "returned to the pile"};
    return r >= 0 && r < 5 ? names[r] : "removed";
}

const char* noEffectReason(std::int32_t r)
{
    static const char* names[] = {
        "it was cancelled", "an over event only signals",  "the target is defeated", "nothing is there any more",
        "a signal",         "already the active character"};
    return r >= 0 && r < 6 ? names[r] : "no effect";
}

const char* addressError(std::int32_t r)
{
    static const char* names[] = {"no such player",
                                  "the pile and the dice pool cannot be addressed",
                                  "no listener at that index",
                                  "no such sub-zone",
                                  "the slot is empty",
                                  "not a character",
                                  "the character is defeated"};
    return r >= 0 && r < 7 ? names[r] : "unknown";
}

std::string outcome(std::int32_t o)
{
    switch (static_cast<Outcome>(o)) {
    case Outcome::Defeated: return "every character of the loser is defeated";
    case Outcome::RoundLimit: return "the round limit is reached (a draw)";
    case Outcome::EventLimit: return "the event tree outgrew the event limit";
    case Outcome::None: break;
    }
    return "outcome " + str(o);
}

// "Why not?" (NotHeardReason): what the reaction wanted and what the event had, in words.
const char* relationName(std::int32_t r)
{
    static const char* names[] = {
        "any", "its own player's", "the opponent's", "its character's", "its own active character's", "its own"};
    return r >= 0 && r < 6 ? names[r] : "another";
}

std::string notHeardWhy(const Event& e)
{
    const std::int32_t has = e.arg[2], wants = e.arg[3];
    const auto maker = [](std::int32_t r) {
        return r == static_cast<std::int32_t>(Relation::ThisListener) ? "itself" : "its character";
    };
    switch (static_cast<NotHeardReason>(e.arg[0])) {
    case NotHeardReason::HolderDefeated: return has == 1 ? "it is defeated" : "its character is defeated";
    case NotHeardReason::UsedUp: return "it has no usage left (its discard is on the way)";
    case NotHeardReason::UsageShort: return "usage " + str(has) + " left, the reaction spends " + str(wants);
    case NotHeardReason::Phase: return "the filter wants phase " + phase(wants) + ", this is " + phase(has);
    case NotHeardReason::Player:
        return std::string("the filter wants ") + relationName(wants) + " events, this is " + relationName(has) +
            " event";
    case NotHeardReason::Source: return std::string("the filter wants events made by ") + maker(wants);
    case NotHeardReason::Target:
        return std::string("the filter wants ") + relationName(wants) + " character as the target; the event targets " +
            (has < 0 ? std::string("none") : "character " + str(has));
    case NotHeardReason::Element:
        return "the damage is " + std::string(damageElementName(has)) + ", not one of the filter's elements";
    case NotHeardReason::Normal:
        return wants == 1 ? "the filter wants a normal attack, this is another skill"
                          : "the filter wants a skill other than a normal attack, this is a normal attack";
    case NotHeardReason::Plunging:
        return wants == 1 ? "the filter wants a plunging attack, this one is not"
                          : "the filter wants no plunging attack, this one is";
    case NotHeardReason::Defeated:
        return wants == 1 ? "the filter wants the target defeated, it is not"
                          : "the filter wants the target not defeated, it is";
    case NotHeardReason::Count_: break;
    }
    return "reason " + str(e.arg[0]);
}

constexpr ArgRange any{};
// Nodes of one tree: at most the event limit (100000) plus one listener's answers.
constexpr ArgRange nodeR{0, 200000};
constexpr ArgRange nodeOrNone{-1, 200000};
constexpr ArgRange evR{0, kEvKindCount - 1};
constexpr ArgRange phaseR{0, kPhaseCount - 1};
constexpr ArgRange playerR{0, 1};
constexpr ArgRange playerOrDrawn{-1, 1};
constexpr ArgRange count{0, 1000000};
constexpr ArgRange amount{-999, 999};
constexpr ArgRange addrR{0, kMaxPackedAddress};
constexpr ArgRange uidR{0, 1 << 30};
constexpr ArgRange slotR{0, kDiceSlots - 1};
constexpr ArgRange bool01{0, 1};
constexpr ArgRange zero{0, 0};  // an unused argument (every emitter passes 0)
constexpr ArgRange roundR{1, kMaxRoundLimit};

#define K(kindName, text, fn, args, subjects, ranges)                                                                  \
    {                                                                                                                  \
        local(Kind::kindName), "events." text, fn, args, subjects, ranges                                              \
    }

const KindInfo kKinds[] = {
    K(GameBegin, "game-begin", [](const Event& e, const Ctx&) { return "game begins: first player " + (e.arg[0] < 0 ? std::string("drawn at random") : str(e.arg[0])) + ", " + str(e.arg[1]) + " + " + str(e.arg[2]) + " characters, event limit " + str(e.arg[3]); },
      (std::array<std::string_view, 4>{"first_player", "characters0", "characters1", "event_limit"}), (std::array<std::string_view, 2>{"", ""}), (std::array<ArgRange, 4>{playerOrDrawn, ArgRange{1, 8}, ArgRange{1, 8}, ArgRange{1, 100000}})),
    K(RoundBegin, "round-begin", [](const Event& e, const Ctx&) { return "round " + str(e.arg[0]) + " begins"; },
      (std::array<std::string_view, 4>{"round", "", "", ""}), (std::array<std::string_view, 2>{"", ""}), (std::array<ArgRange, 4>{roundR, zero, zero, zero})),
    // Signal: arg1 is the phase event's node, always #0 (a phase starts a new tree).
    K(Signal, "signal", [](const Event& e, const Ctx&) { return "phase " + phase(e.arg[0]) + " is signalled: " + node(e.arg[1]) + " and " + std::to_string(std::int64_t{e.arg[2]} - 1) + " more event(s) of the phase"; },
      (std::array<std::string_view, 4>{"phase", "node", "events", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{phaseR, zero, ArgRange{1, 64}, zero})),
    K(Stable, "stable", [](const Event& e, const Ctx& c) { return "stable state (" + phase(e.arg[0]) + "): waiting for " + ent(c, e.subject[0]) + "'s instruction (" + str(e.arg[1]) + " legal)"; },
      (std::array<std::string_view, 4>{"phase", "legal", "queue", "saved"}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{phaseR, ArgRange{0, 200000}, ArgRange{0, 0}, ArgRange{0, 64}})),
    K(Instruction, "instruction", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + "'s instruction " + str(e.arg[0]) + ": " + answerKind(e.arg[1]); },
      (std::array<std::string_view, 4>{"number", "instruction", "a", "b"}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{ArgRange{0, 200000}, ArgRange{0, 6}, any, any})),
    K(Rejected, "rejected", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + ": \"" + answerKind(e.arg[0]) + "\" is not legal now; asked again"; },
      (std::array<std::string_view, 4>{"instruction", "a", "b", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{ArgRange{0, 65535}, any, any, zero})),
    K(Push, "push", [](const Event& e, const Ctx& c) { return node(e.arg[0]) + " " + ev(e.arg[1]) + " of " + ent(c, e.subject[0]) + " enters the queue (position " + str(e.arg[2]) + ")"; },
      (std::array<std::string_view, 4>{"node", "event", "position", "a"}), (std::array<std::string_view, 2>{"player", "target"}), (std::array<ArgRange, 4>{nodeR, evR, ArgRange{0, 64}, any})),
    K(Pop, "pop", [](const Event& e, const Ctx& c) { return "pop " + node(e.arg[0]) + " " + ev(e.arg[1]) + " of " + ent(c, e.subject[0]) + (e.subject[1] ? " on " + ent(c, e.subject[1]) : std::string()) + " (" + str(e.arg[2]) + " left in the queue)"; },
      (std::array<std::string_view, 4>{"node", "event", "queue_left", "tree_depth"}), (std::array<std::string_view, 2>{"player", "target"}), (std::array<ArgRange, 4>{nodeR, evR, ArgRange{0, 200000}, ArgRange{0, 200000}})),
    K(Order, "order", [](const Event& e, const Ctx& c) { return str(e.arg[1]) + " listener(s) in response order, " + ent(c, e.subject[0]) + "'s " + str(e.arg[2]) + " first"; },
      (std::array<std::string_view, 4>{"node", "listeners", "event_player_listeners", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{nodeR, ArgRange{0, 10000}, ArgRange{0, 10000}, zero})),
    K(Hear, "hear", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " " + addr(e.arg[2]) + " hears " + node(e.arg[0]); },
      (std::array<std::string_view, 4>{"node", "uid", "address", "reaction"}), (std::array<std::string_view, 2>{"listener", "target"}), (std::array<ArgRange, 4>{nodeR, uidR, addrR, ArgRange{-1, 15}})),
    K(Answer, "answer", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " answers " + node(e.arg[2]) + " with " + node(e.arg[0]) + " " + ev(e.arg[1]) + (e.subject[1] ? " on " + ent(c, e.subject[1]) : std::string()); },
      (std::array<std::string_view, 4>{"node", "event", "heard", "a"}), (std::array<std::string_view, 2>{"listener", "target"}), (std::array<ArgRange, 4>{nodeR, evR, nodeR, any})),
    K(Modify, "modify", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " " + modifyName(e.arg[1]) + " on " + node(e.arg[0]) + ": " + str(e.arg[2]) + " -> " + str(e.arg[3]); },
      (std::array<std::string_view, 4>{"node", "modification", "before", "after"}), (std::array<std::string_view, 2>{"listener", ""}), (std::array<ArgRange, 4>{nodeR, ArgRange{0, 2}, amount, amount})),
    K(UsedUp, "used-up", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " has no usage left: it stops listening and answers its own discard"; },
      (std::array<std::string_view, 4>{"uid", "heard", "", ""}), (std::array<std::string_view, 2>{"listener", ""}), (std::array<ArgRange, 4>{uidR, nodeR, zero, zero})),
    K(ListenDone, "listen-done", [](const Event& e, const Ctx&) { return node(e.arg[0]) + ": " + str(e.arg[3]) + " listener(s) asked, " + str(e.arg[1]) + " heard it, " + str(e.arg[2]) + " answer(s)"; },
      (std::array<std::string_view, 4>{"node", "heard", "answers", "asked"}), (std::array<std::string_view, 2>{"", ""}), (std::array<ArgRange, 4>{nodeR, ArgRange{0, 10000}, ArgRange{0, 200000}, ArgRange{0, 10000}})),
    K(Execute, "execute", [](const Event& e, const Ctx& c) { return "execute " + node(e.arg[0]) + " " + ev(e.arg[1]) + " of " + ent(c, e.subject[0]) + (e.subject[1] ? " on " + ent(c, e.subject[1]) : std::string()); },
      (std::array<std::string_view, 4>{"node", "event", "a", "b"}), (std::array<std::string_view, 2>{"player", "target"}), (std::array<ArgRange, 4>{nodeR, evR, any, any})),
    K(DamageDealt, "damage", [](const Event& e, const Ctx& c) { return ent(c, e.subject[1]) + " takes " + str(e.arg[1]) + " " + std::string(damageElementName(e.arg[3])) + " damage from " + ent(c, e.subject[0]) + ": HP " + str(e.arg[2]); },
      (std::array<std::string_view, 4>{"node", "damage", "hp", "element"}), (std::array<std::string_view, 2>{"source", "character"}), (std::array<ArgRange, 4>{nodeR, ArgRange{0, 999}, ArgRange{0, 999}, ArgRange{0, 8}})),
    K(Healed, "heal", [](const Event& e, const Ctx& c) { return ent(c, e.subject[1]) + " heals " + str(e.arg[1]) + ": HP " + str(e.arg[2]); },
      (std::array<std::string_view, 4>{"node", "healed", "hp", ""}), (std::array<std::string_view, 2>{"", "character"}), (std::array<ArgRange, 4>{nodeR, ArgRange{0, 999}, ArgRange{0, 999}, zero})),
    K(Defeated, "defeated", [](const Event& e, const Ctx& c) { return ent(c, e.subject[1]) + " is defeated" + (e.arg[1] ? std::string(" (the active character)") : std::string()); },
      (std::array<std::string_view, 4>{"node", "was_active", "", ""}), (std::array<std::string_view, 2>{"player", "character"}), (std::array<ArgRange, 4>{nodeR, bool01, zero, zero})),
    K(CardDrawn, "card-drawn", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " draws " + ent(c, e.subject[1]) + " into hand slot " + str(e.arg[1]) + " (" + str(e.arg[0]) + " left in the pile)"; },
      (std::array<std::string_view, 4>{"pile_left", "hand_index", "pile_index", ""}), (std::array<std::string_view, 2>{"player", "card"}), (std::array<ArgRange, 4>{ArgRange{0, 1000}, ArgRange{0, kHandLimit - 1}, ArgRange{0, 1000}, zero})),
    K(CardBurned, "card-burned", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + "'s hand is full (" + str(e.arg[0]) + "): " + ent(c, e.subject[1]) + " is discarded"; },
      (std::array<std::string_view, 4>{"hand_size", "", "", ""}), (std::array<std::string_view, 2>{"player", "card"}), (std::array<ArgRange, 4>{ArgRange{0, kHandLimit}, zero, zero, zero})),
    K(PileEmpty, "pile-empty", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + "'s pile is empty: " + str(e.arg[0]) + " card(s) not drawn"; },
      (std::array<std::string_view, 4>{"not_drawn", "", "", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{ArgRange{0, 1000}, zero, zero, zero})),
    K(DiceRolled, "die-rolled", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " rolls " + std::string(elementName(e.arg[0])) + " (now " + str(e.arg[1]) + ")"; },
      (std::array<std::string_view, 4>{"element", "count", "", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{slotR, ArgRange{0, 999}, zero, zero})),
    K(DicePaid, "dice-paid", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " pays " + str(e.arg[1]) + " " + std::string(elementName(e.arg[0])) + " (" + str(e.arg[2]) + " left)"; },
      (std::array<std::string_view, 4>{"element", "paid", "left", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{slotR, ArgRange{0, 999}, ArgRange{0, 999}, zero})),
    K(DiceGained, "dice-gained", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " gains " + str(e.arg[1]) + " " + std::string(elementName(e.arg[0])) + " (now " + str(e.arg[2]) + ")"; },
      (std::array<std::string_view, 4>{"element", "gained", "count", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{slotR, ArgRange{0, 999}, ArgRange{0, 999}, zero})),
    K(Placed, "placed", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " is placed at " + addr(e.arg[1]) + (e.arg[2] >= 0 ? ", usage " + str(e.arg[2]) : std::string()); },
      (std::array<std::string_view, 4>{"uid", "address", "usage", ""}), (std::array<std::string_view, 2>{"listener", "holder"}), (std::array<ArgRange, 4>{uidR, addrR, ArgRange{-1, 999}, zero})),
    K(Readdressed, "readdressed", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " moves from " + addr(e.arg[1]) + " to " + addr(e.arg[2]); },
      (std::array<std::string_view, 4>{"uid", "from", "to", ""}), (std::array<std::string_view, 2>{"listener", ""}), (std::array<ArgRange, 4>{uidR, addrR, addrR, zero})),
    K(Removed, "removed", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " leaves " + addr(e.arg[1]) + " (" + removeReason(e.arg[2]) + ")"; },
      (std::array<std::string_view, 4>{"uid", "address", "reason", ""}), (std::array<std::string_view, 2>{"listener", "holder"}), (std::array<ArgRange, 4>{uidR, addrR, ArgRange{0, 4}, zero})),
    K(Refreshed, "refreshed", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " at " + addr(e.arg[3]) + " is refreshed: usage " + str(e.arg[1]) + " -> " + str(e.arg[2]); },
      (std::array<std::string_view, 4>{"uid", "before", "after", "address"}), (std::array<std::string_view, 2>{"listener", ""}), (std::array<ArgRange, 4>{uidR, ArgRange{-1, 999}, ArgRange{-1, 999}, addrR})),
    K(ZoneFull, "zone-full", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + "'s " + std::string(zoneName(static_cast<ZoneId>(e.arg[0]))) + " zone is full (" + str(e.arg[1]) + "): " + ent(c, e.subject[1]) + " is not added"; },
      (std::array<std::string_view, 4>{"zone", "limit", "", ""}), (std::array<std::string_view, 2>{"player", "definition"}), (std::array<ArgRange, 4>{ArgRange{0, 6}, ArgRange{0, 10}, zero, zero})),
    K(Replaced, "replaced", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " replaces " + ent(c, e.subject[1]) + " in support slot " + str(e.arg[0]); },
      (std::array<std::string_view, 4>{"slot", "", "", ""}), (std::array<std::string_view, 2>{"card", "replaced"}), (std::array<ArgRange, 4>{ArgRange{0, kSupportLimit - 1}, zero, zero, zero})),
    K(Switched, "switched", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + "'s active character is now " + ent(c, e.subject[1]); },
      (std::array<std::string_view, 4>{"from", "to", "", ""}), (std::array<std::string_view, 2>{"player", "character"}), (std::array<ArgRange, 4>{ArgRange{-1, 7}, ArgRange{0, 7}, zero, zero})),
    K(TurnPassed, "turn", [](const Event& e, const Ctx& c) { return e.arg[1] ? player(c, e.arg[0]) + " acts again: the opponent ended the round" : "the turn passes to " + ent(c, e.subject[0]); },
      (std::array<std::string_view, 4>{"acted", "kept", "", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{playerR, bool01, zero, zero})),
    K(EndDeclared, "end-declared", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " ends the round; " + player(c, e.arg[0]) + " goes first next round"; },
      (std::array<std::string_view, 4>{"first_next", "", "", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{playerR, zero, zero, zero})),
    K(NoEffect, "no-effect", [](const Event& e, const Ctx&) { return node(e.arg[0]) + " changes nothing: " + noEffectReason(e.arg[1]); },
      (std::array<std::string_view, 4>{"node", "reason", "", ""}), (std::array<std::string_view, 2>{"player", "target"}), (std::array<ArgRange, 4>{nodeR, ArgRange{0, 5}, zero, zero})),
    K(AddressResolved, "address", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " addresses " + addr(e.arg[0]) + ": " + ent(c, e.subject[1]); },
      (std::array<std::string_view, 4>{"address", "heard", "", ""}), (std::array<std::string_view, 2>{"listener", "found"}), (std::array<ArgRange, 4>{addrR, nodeR, zero, zero})),
    K(AddressMiss, "address-miss", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " addresses " + addr(e.arg[0]) + ": " + addressError(e.arg[2]) + "; the effect does nothing"; },
      (std::array<std::string_view, 4>{"address", "heard", "error", ""}), (std::array<std::string_view, 2>{"listener", ""}), (std::array<ArgRange, 4>{addrR, nodeR, ArgRange{0, 6}, zero})),
    K(Over, "over", [](const Event& e, const Ctx&) { return node(e.arg[2]) + " is not over: its over event " + node(e.arg[0]) + " " + ev(e.arg[1]) + " goes after the answers"; },
      (std::array<std::string_view, 4>{"node", "event", "origin", ""}), (std::array<std::string_view, 2>{"player", "target"}), (std::array<ArgRange, 4>{nodeR, evR, nodeR, zero})),
    K(Prepend, "prepend", [](const Event& e, const Ctx&) { return str(e.arg[1]) + " event(s) go in front of the queue (" + str(e.arg[2]) + " queued" + (e.arg[3] >= 0 ? ", next " + node(e.arg[3]) : std::string()) + ")"; },
      (std::array<std::string_view, 4>{"node", "prepended", "queue", "head"}), (std::array<std::string_view, 2>{"", ""}), (std::array<ArgRange, 4>{nodeR, ArgRange{0, 200000}, ArgRange{0, 200000}, nodeOrNone})),
    K(Interrupt, "interrupt", [](const Event& e, const Ctx& c) { return "interrupt: " + ent(c, e.subject[1]) + ", the active character, is defeated during " + phase(e.arg[1]) + "; phase DeathSwap"; },
      (std::array<std::string_view, 4>{"node", "phase_before", "", ""}), (std::array<std::string_view, 2>{"player", "character"}), (std::array<ArgRange, 4>{nodeR, phaseR, zero, zero})),
    K(Save, "save", [](const Event& e, const Ctx& c) { return "queue saved (" + str(e.arg[0]) + " event(s), " + str(e.arg[1]) + " answer(s) dropped); waiting for " + ent(c, e.subject[0]) + " to choose"; },
      (std::array<std::string_view, 4>{"saved", "dropped", "saved_queues", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{count, count, ArgRange{1, 64}, zero})),
    K(Dropped, "dropped", [](const Event& e, const Ctx&) { return node(e.arg[0]) + " " + ev(e.arg[1]) + " is dropped: it answered the interrupting " + node(e.arg[2]); },
      (std::array<std::string_view, 4>{"node", "event", "interrupting", ""}), (std::array<std::string_view, 2>{"listener", "target"}), (std::array<ArgRange, 4>{nodeR, evR, nodeR, zero})),
    K(Recover, "recover", [](const Event& e, const Ctx&) { return "recover: " + str(e.arg[0]) + " saved event(s) back in the queue, phase " + phase(e.arg[1]) + (e.arg[2] >= 0 ? ", next " + node(e.arg[2]) : std::string()); },
      (std::array<std::string_view, 4>{"restored", "phase", "head", ""}), (std::array<std::string_view, 2>{"player", ""}), (std::array<ArgRange, 4>{count, phaseR, nodeOrNone, zero})),
    K(TreeDone, "tree-done", [](const Event& e, const Ctx&) { return "the queue is empty: " + str(e.arg[0]) + " event(s) in the tree, " + str(e.arg[1]) + " popped"; },
      (std::array<std::string_view, 4>{"nodes", "pops", "", ""}), (std::array<std::string_view, 2>{"", ""}), (std::array<ArgRange, 4>{ArgRange{0, 200000}, ArgRange{0, 200000}, zero, zero})),
    K(GameOver, "game-over", [](const Event& e, const Ctx& c) { return "game over in round " + str(e.arg[1]) + ": " + outcome(e.arg[0]) + (e.subject[0] ? "; " + ent(c, e.subject[0]) + " wins" : std::string()); },
      (std::array<std::string_view, 4>{"outcome", "round", "", ""}), (std::array<std::string_view, 2>{"winner", ""}), (std::array<ArgRange, 4>{ArgRange{1, 3}, ArgRange{0, kMaxRoundLimit}, zero, zero})),
    // "Why not?": a reaction registered for the event's kind whose listener does not hear it.
    {local(Kind::NotHeard), "events.not-heard", [](const Event& e, const Ctx& c) { return ent(c, e.subject[0]) + " does not hear " + node(e.arg[1]) + ": " + notHeardWhy(e); },
     (std::array<std::string_view, 4>{"reason", "node", "has", "wants"}), (std::array<std::string_view, 2>{"listener", "target"}),
     (std::array<ArgRange, 4>{ArgRange{0, static_cast<std::int32_t>(NotHeardReason::Count_) - 1}, nodeR, ArgRange{-1, 999}, ArgRange{0, 999}}), RuleOutcome::NotApplied},
};
#undef K
static_assert(std::size(kKinds) == static_cast<std::size_t>(Kind::Count_));

}  // namespace

std::string fieldNameOf(FieldId f)
{
    static const char* game[] = {"round",   "currentPlayer", "phase",      "winner",        "firstPlayer",
                                 "recover", "listenPos",     "liveAmount", "liveCancelled", "instructionIndex"};
    static const char* playerFields[] = {"active", "ended", "plunging", "fell", "rerollsLeft", "switchesLeft"};
    static const char* character[] = {"hp", "maxHp", "alive"};
    static const char* lists[] = {"", "teamBuffs", "summons", "supports", "hand", "", "pile", "equipment", "buffs"};
    static const char* attrs[] = {"uid", "def", "usage", "?"};
    if (f < 10)
        return game[f];
    if (f >= 20 && f < 26)
        return playerFields[f - 20];
    if (f >= 30 && f < 38)
        return "dice." + std::string(elementName(f - 30));
    if (f >= 40 && f < 43)
        return character[f - 40];
    if (f > 100 && f < 109 && lists[f - 100][0])
        return std::string(lists[f - 100]) + ".size";
    if (f >= 1000) {
        const int list = (f - 1000) / 1024, rest = (f - 1000) % 1024;
        if (list >= 1 && list <= 8 && lists[list][0])
            return std::string(lists[list]) + "[" + std::to_string(rest / 4) + "]." + attrs[rest % 4];
    }
    return "field#" + std::to_string(f);
}

void registerKinds() { kindBase = KindRegistry::instance().addBlock(kKinds); }

}  // namespace ts::events
