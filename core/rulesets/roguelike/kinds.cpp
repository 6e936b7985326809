#include "kinds.h"

#include "scenario.h"
#include "state.h"

#include "kernel/trace/render.h"

#include <limits>
#include <string>

namespace ts::roguelike {
namespace {

// Event data may come from a file anyone can edit: nothing below sizes a string by an
// argument, indexes by one unchecked or does arithmetic on one in 32 bits.
std::string str(std::int64_t v) { return std::to_string(v); }
const char* phaseName(std::int32_t p)
{
    return p == 0 ? "manual actions" : p == 1 ? "AI minor actions" : "AI major actions";
}
const char* itemName(std::int32_t i) { return i == 0 ? "weapon" : "arrows"; }
const char* actionName(std::int32_t k) { return actionKindName(static_cast<ActionKind>(k)); }

// A merged slot count as its cells: at most kMaxShownCells marks, the number beyond that.
constexpr std::int32_t kMaxShownCells = 16;
std::string mergedCells(std::int32_t count)
{
    if (count >= 0 && count <= kMaxShownCells)
        return std::string(static_cast<std::size_t>(count), 'x');
    return str(count) + " x";
}

std::string cells(std::int32_t packed, std::int32_t runs)
{
    std::string out;
    for (std::int32_t r = 0; r < runs; ++r) {
        const auto n = (packed >> (8 * r)) & 0xff;
        out += '|';
        out.append(n ? static_cast<std::size_t>(n) : 1, n ? 'x' : ' ');
    }
    return out + "|";
}

std::string failReason(std::int32_t r)
{
    switch (static_cast<FailReason>(r)) {
    case FailReason::Blocked: return "the way is blocked";
    case FailReason::NotAdjacent: return "the target is not adjacent";
    case FailReason::TargetGone: return "the target is gone";
    case FailReason::NoAttacksLeft: return "no attacks left this turn";
    }
    return "reason " + str(r);
}

// What each argument can be in a real game, from the scenario limits (docs/rulesets/roguelike.md):
// at most 10^6 turns and 10000 units, a map of at most 1000 x 1000 cells, hp 1..10^9,
// attack 0..10^9, attacksPerTurn 1..1000, speeds x1..x3 or slow. Unused arguments are 0.
constexpr ArgRange kZero{0, 0};
constexpr ArgRange kBool{0, 1};
constexpr ArgRange kTurns{1, 1000000};
constexpr ArgRange kRun{1, kMaxRuns};
constexpr ArgRange kRunCount{0, kMaxRuns};
constexpr ArgRange kRows{0, 10000};
// Inserted rows (a haste mid-turn) come on top of the built ones; their number is bounded by
// the actions of a turn, not by the scenario: an index, never negative.
constexpr ArgRange kRowIndex{0, std::numeric_limits<std::int32_t>::max() - 1};
constexpr ArgRange kSpeedCode{0, kMaxRuns};
constexpr ArgRange kCells{0, 0xffffff};  // one byte of scheduled cells per Run
constexpr ArgRange kCellCount{0, 0xff};
constexpr ArgRange kDealt{0, kMaxRuns};
constexpr ArgRange kDebt{std::numeric_limits<std::int32_t>::min(), 0};
// Tokens: control makes debt without a bound and each haste adds one: any value.
constexpr ArgRange kAnyTokens{};
constexpr ArgRange kDir{0, kDirCount - 1};
constexpr ArgRange kCoord{-1, 1000};
constexpr ArgRange kAmount{0, 1000000000};
constexpr ArgRange kActionKind{0, static_cast<std::int32_t>(ActionKind::Brain)};

// The Chebyshev distance between two cells of the map (at most 1000 x 1000); 0: no opponent.
constexpr ArgRange kDistance{0, 999};
template <typename Reason>
constexpr ArgRange reasonRange(Reason count)
{
    return {0, static_cast<std::int32_t>(count) - 1};
}

using Ctx = RenderContext;

// "Why not?" lines: what the rule considered, and why it did not apply it.
std::string slotSkipped(const Event& e, const Ctx& c)
{
    const std::string slot = c.entity(e.subject[0]) + "'s slot in Run " + str(e.arg[0]) + " is skipped: ";
    if (e.arg[1] == static_cast<std::int32_t>(SkipReason::Dead))
        return slot + "the unit is dead";
    return slot + "no action token (holds " + str(e.arg[2]) + ", needs 1)";
}

std::string minorPass(const Event& e, const Ctx& c)
{
    if (e.arg[0] == static_cast<std::int32_t>(MinorPassReason::WantsMajor))
        return c.entity(e.subject[0]) +
            " makes no minor action: its action is not a move (an attack, a wait, an item), kept for the major phase";
    return c.entity(e.subject[0]) + " makes no minor action: no step brings it closer to an opponent";
}

std::string mergeHeld(const Event& e, const Ctx& c)
{
    return c.entity(e.subject[0]) + ": Run " + str(e.arg[1]) + " not merged into Run " + str(e.arg[2]) + " (" +
        str(e.arg[3]) + " action(s) stay): the Player acts in Run " + str(e.arg[1]) + " (" + c.entity(e.subject[1]) +
        ")";
}

std::string noAttack(const Event& e, const Ctx& c)
{
    const std::string who = c.entity(e.subject[0]) + " does not attack: ";
    switch (static_cast<NoAttackReason>(e.arg[0])) {
    case NoAttackReason::NotAdjacent:
        return who + "its nearest opponent " + c.entity(e.subject[1]) + " is " + str(e.arg[1]) +
            " cells away (needs 1)";
    case NoAttackReason::WallCorner:
        return who + "its nearest opponent " + c.entity(e.subject[1]) + " is diagonal past a wall corner";
    case NoAttackReason::NoAttacksLeft:
        return who + "no attacks left this turn (" + str(e.arg[2]) + " per turn), " + c.entity(e.subject[1]) +
            " is adjacent";
    case NoAttackReason::NoOpponent: return who + "no opponent is left on the map";
    case NoAttackReason::Count: break;
    }
    return who + "reason " + str(e.arg[0]);
}

const KindInfo kKinds[] = {
    {local(Kind::TurnBegin),
     "roguelike.turn-begin",
     [](const Event& e, const Ctx&) { return "turn " + str(e.arg[0]) + " begins"; },
     {"turn", "", "", ""},
     {"", ""},
     {kTurns, kZero, kZero, kZero}},
    {local(Kind::TableBuilt),
     "roguelike.table-built",
     [](const Event& e, const Ctx&) {
         return "Run table built: " + str(e.arg[0]) + " Run(s), " + str(e.arg[1]) + " row(s)";
     },
     {"runs", "rows", "", ""},
     {"", ""},
     {kRunCount, kRows, kZero, kZero}},
    {local(Kind::TableRow),
     "roguelike.table-row",
     [](const Event& e, const Ctx& c) {
         return std::string("row ") + c.entity(e.subject[0]) + " " + speedName(e.arg[0]) + " " +
             cells(e.arg[1], kMaxRuns);
     },
     {"speed", "cells", "", ""},
     {"unit", ""},
     {kSpeedCode, kCells, kZero, kZero}},
    {local(Kind::Merge),
     "roguelike.merge",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + ": Run " + str(e.arg[0]) + " has no Player action, merged into Run " +
             str(e.arg[1]) + " (" + mergedCells(e.arg[2]) + ")";
     },
     {"from_run", "to_run", "count", ""},
     {"unit", ""},
     {kRun, kRun, kCellCount, kZero}},
    {local(Kind::TokensDealt),
     "roguelike.tokens-dealt",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " receives " + str(e.arg[0]) + " token(s)" +
             (e.arg[1] < 0 ? ", debt " + str(-std::int64_t{e.arg[1]}) : std::string()) + ": " + str(e.arg[2]) + " now";
     },
     {"dealt", "debt", "tokens", ""},
     {"unit", ""},
     {kDealt, kDebt, kAnyTokens, kZero}},
    {local(Kind::RunBegin),
     "roguelike.run-begin",
     [](const Event& e, const Ctx&) { return "Run " + str(e.arg[0]) + " begins"; },
     {"run", "", "", ""},
     {"", ""},
     {kRun, kZero, kZero, kZero}},
    {local(Kind::PhaseBegin),
     "roguelike.phase-begin",
     [](const Event& e, const Ctx&) { return std::string("Run ") + str(e.arg[1]) + ": " + phaseName(e.arg[0]); },
     {"phase", "run", "", ""},
     {"", ""},
     {ArgRange{0, 2}, kRun, kZero, kZero}},
    {local(Kind::SlotSkipped),
     "roguelike.slot-skipped",
     slotSkipped,
     {"run", "reason", "tokens", ""},
     {"unit", ""},
     {kRun, reasonRange(SkipReason::Count), kAnyTokens, kZero},
     RuleOutcome::NotApplied},
    {local(Kind::Move),
     "roguelike.move",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " moves " + kDirNames[e.arg[0] & 7] + " to (" + str(e.arg[1]) + "," +
             str(e.arg[2]) + ")";
     },
     {"dir", "x", "y", ""},
     {"actor", ""},
     {kDir, kCoord, kCoord, kZero}},
    {local(Kind::AttackHit),
     "roguelike.attack",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " attacks " + c.entity(e.subject[1]) + " for " + str(e.arg[0]) + " (HP " +
             str(e.arg[1]) + ")";
     },
     {"damage", "hp", "attack_no", ""},
     {"attacker", "target"},
     {kAmount, kAmount, ArgRange{1, 2}, kZero}},
    {local(Kind::Wait),
     "roguelike.wait",
     [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " waits"; },
     {"", "", "", ""},
     {"actor", ""},
     {kZero, kZero, kZero, kZero}},
    {local(Kind::DrinkGrass),
     "roguelike.drink-speed-grass",
     [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " drinks speed grass"; },
     {"", "", "", ""},
     {"actor", ""},
     {kZero, kZero, kZero, kZero}},
    {local(Kind::WaveStaff),
     "roguelike.wave-staff",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " waves a " + (e.arg[0] == 0 ? "haste" : "slow") + " staff at " +
             c.entity(e.subject[1]);
     },
     {"staff", "", "", ""},
     {"actor", "target"},
     {kBool, kZero, kZero, kZero}},
    {local(Kind::Equip),
     "roguelike.equip",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + (e.arg[1] ? " has " : " equips ") + itemName(e.arg[0]) +
             (e.arg[1] ? " forced on it" : " from the menu") +
             (e.arg[2] ? " (consumes the action)" : " (does not consume the action)");
     },
     {"item", "forced", "consumes", ""},
     {"unit", ""},
     {kBool, kBool, kBool, kZero}},
    {local(Kind::ThrowItem),
     "roguelike.throw-item",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " throws " + itemName(e.arg[0]) + " at " + c.entity(e.subject[1]);
     },
     {"item", "", "", ""},
     {"actor", "target"},
     {kBool, kZero, kZero, kZero}},
    {local(Kind::Control),
     "roguelike.control",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " controls " + c.entity(e.subject[1]) + ": " + actionName(e.arg[0]);
     },
     {"forced_action", "", "", ""},
     {"controller", "controlled"},
     {kActionKind, kZero, kZero, kZero}},
    {local(Kind::SpeedChange),
     "roguelike.speed-change",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " speed " + speedName(e.arg[0]) + " -> " + speedName(e.arg[1]) + ", tokens " +
             str(e.arg[2]);
     },
     {"old_speed", "new_speed", "tokens", ""},
     {"unit", ""},
     {kSpeedCode, kSpeedCode, kAnyTokens, kZero}},
    {local(Kind::RowInserted),
     "roguelike.row-inserted",
     [](const Event& e, const Ctx& c) {
         return "row " + c.entity(e.subject[0]) + " " + speedName(e.arg[2]) + " inserted into Run " + str(e.arg[0]) +
             " at row " + str(std::int64_t{e.arg[1]} + 1);
     },
     {"run", "row", "speed", "acting_row"},
     {"unit", ""},
     {kRun, kRowIndex, kSpeedCode, kRowIndex}},
    {local(Kind::TokenSpent),
     "roguelike.token-spent",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " spends a token" + (e.arg[1] ? " (controlled: always)" : "") + ": " +
             str(e.arg[0]) + " left";
     },
     {"tokens", "controlled", "", ""},
     {"unit", ""},
     {kAnyTokens, kBool, kZero, kZero}},
    {local(Kind::ActionFailed),
     "roguelike.action-failed",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " cannot " + actionName(e.arg[0]) + ": " + failReason(e.arg[1]) +
             " (no action consumed)";
     },
     {"action", "reason", "", ""},
     {"actor", "target"},
     {kActionKind, ArgRange{0, 3}, kZero, kZero}},
    {local(Kind::UnitDied),
     "roguelike.unit-died",
     [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " is defeated by " + c.entity(e.subject[1]); },
     {"", "", "", ""},
     {"unit", "killer"},
     {kZero, kZero, kZero, kZero}},
    {local(Kind::TurnEnd),
     "roguelike.turn-end",
     [](const Event& e, const Ctx&) { return "turn " + str(e.arg[0]) + " ends"; },
     {"turn", "", "", ""},
     {"", ""},
     {kTurns, kZero, kZero, kZero}},
    {local(Kind::AttacksReset),
     "roguelike.attacks-reset",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " may attack " + str(e.arg[0]) + " time(s) this turn";
     },
     {"attacks_left", "", "", ""},
     {"unit", ""},
     {ArgRange{1, 1000}, kZero, kZero, kZero}},
    {local(Kind::MinorPass),
     "roguelike.minor-pass",
     minorPass,
     {"reason", "", "", ""},
     {"unit", ""},
     {reasonRange(MinorPassReason::Count), kZero, kZero, kZero},
     RuleOutcome::NotApplied},
    {local(Kind::DoubleAttack),
     "roguelike.double-attack",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " issues " + str(e.arg[0]) + " attack commands at " + c.entity(e.subject[1]);
     },
     {"commands", "", "", ""},
     {"attacker", "target"},
     {ArgRange{2, 2}, kZero, kZero, kZero}},
    {local(Kind::SpeedUnchanged),
     "roguelike.speed-unchanged",
     [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " stays " + speedName(e.arg[0]); },
     {"speed", "", "", ""},
     {"unit", ""},
     {kSpeedCode, kZero, kZero, kZero}},
    {local(Kind::MergeHeld),
     "roguelike.merge-held",
     mergeHeld,
     {"reason", "from_run", "to_run", "count"},
     {"unit", "player"},
     {reasonRange(MergeHeldReason::Count), ArgRange{2, kMaxRuns}, ArgRange{1, kMaxRuns - 1}, ArgRange{1, 0xff}},
     RuleOutcome::NotApplied},
    {local(Kind::NoAttack),
     "roguelike.no-attack",
     noAttack,
     {"reason", "distance", "attacks_per_turn", ""},
     {"unit", "opponent"},
     {reasonRange(NoAttackReason::Count), kDistance, ArgRange{0, 1000}, kZero},
     RuleOutcome::NotApplied},
};

}  // namespace

const char* fieldName(FieldId f)
{
    switch (static_cast<Field>(f)) {
    case Field::X: return "x";
    case Field::Y: return "y";
    case Field::Hp: return "hp";
    case Field::Tokens: return "tokens";
    case Field::Speed: return "speed";
    case Field::Slow: return "slow";
    case Field::AttacksLeft: return "attacksLeft";
    case Field::Alive: return "alive";
    case Field::Weapon: return "weapon";
    case Field::Arrows: return "arrows";
    case Field::SlowTurns: return "slowTurns";
    }
    return "?";
}

const char* speedName(std::int32_t code)
{
    static const char* names[] = {"slow", "x1", "x2", "x3"};
    return code >= 0 && code <= 3 ? names[code] : "x?";
}

void registerKinds() { kindBase = KindRegistry::instance().addBlock(kKinds); }

}  // namespace ts::roguelike
