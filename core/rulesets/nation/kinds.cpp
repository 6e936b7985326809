#include "kinds.h"

#include "rational.h"
#include "state.h"

#include "kernel/trace/render.h"

#include <limits>
#include <string>

namespace ts::nation {
namespace {

using Ctx = RenderContext;
// Event data may come from a file anyone can edit: nothing below sizes a string by an
// argument, indexes by one unchecked or does arithmetic on one in 32 bits.
std::string str(std::int64_t v) { return std::to_string(v); }

// What each argument can be in a real game, from the stage limits (docs/rulesets/nation.md):
// at most 64 nations, roundLimit 1..100000, domesticCount 0..100. Powers, HP, damage, scores
// and effect amounts are the stage's own numbers through the effect arithmetic (rates,
// amounts, int32 saturation): any value. Unused arguments are 0.
constexpr ArgRange kAny{};
constexpr ArgRange kZero{0, 0};
constexpr ArgRange kBool{0, 1};
constexpr ArgRange kNations{1, 64};
constexpr ArgRange kTurnIndex{1, 64};
constexpr ArgRange kRounds{1, 100000};
constexpr ArgRange kDomestic{0, 100};
constexpr ArgRange kCount{0, std::numeric_limits<std::int32_t>::max()};  // an index or a count
constexpr ArgRange kNullable{kNull, std::numeric_limits<std::int32_t>::max()};  // null (-1) or a count
// A state, skill or command named by its entity id (0 or -1: none); the trace's entity
// table is at most 2 + 64 nations x 1001 + 3 x 1000 entries.
constexpr ArgRange kEntityArg{-1, 100000};
constexpr ArgRange kTiming{0, static_cast<std::int32_t>(Timing::Count_) - 1};
constexpr ArgRange kEffect{0, static_cast<std::int32_t>(EffectKind::Count_) - 1};
constexpr ArgRange kTargetKind{0, static_cast<std::int32_t>(TargetKind::Count_) - 1};
constexpr ArgRange kRangeChoice{-1, static_cast<std::int32_t>(RangeChoice::NoneInRange)};
constexpr ArgRange kRow{-1, static_cast<std::int32_t>(Row::Bench)};
std::string orNull(std::int32_t v) { return v == kNull ? "null" : str(v); }
std::string timing(std::int32_t t) { return timingName(static_cast<Timing>(t)); }
std::string name(const Ctx& c, std::int32_t entity)
{
    return entity <= 0 ? "-" : c.entity(static_cast<EntityId>(entity));
}
std::string statesLine(const Event& e)
{
    return "stacks " + orNull(e.arg[1]) + ", duration " + orNull(e.arg[2]) + ", remainings " + orNull(e.arg[3]);
}

const char* phaseName(std::int32_t p)
{
    static const char* names[] = {"turn start",   "domestic phase", "decision phase",
                                  "action phase", "battle phase",   "turn end"};
    return p >= 0 && p < 6 ? names[p] : "phase";
}
const char* removeReason(std::int32_t r)
{
    static const char* names[] = {"by an effect", "no triggers left", "duration over", "same-rank exclusion",
                                  "lower-rank exclusion"};
    return r >= 0 && r < 5 ? names[r] : "?";
}
const char* npcKind(std::int32_t k)
{
    static const char* names[] = {"domestic command", "action command", "battle", "nothing"};
    return k >= 0 && k < 4 ? names[k] : "?";
}
std::string note(std::int32_t n)
{
    switch (static_cast<StepNoteId>(n)) {
    case StepNoteId::NoPreEffects: return "the skill has no pre-attack effects";
    case StepNoteId::NoPostEffects: return "the skill has no post-attack effects";
    case StepNoteId::NoUnitEffects: return "the skill has no unit effects";
    case StepNoteId::NoNationEffects: return "the skill has no nation effects";
    case StepNoteId::NextSlot: return "next target slot";
    case StepNoteId::TargetsDone: return "every target slot is done";
    case StepNoteId::BackToChoice: return "back to the command choice";
    case StepNoteId::Repeat: return "the next round follows";
    case StepNoteId::PendingReset: return "the pending power steal is set to 0";
    case StepNoteId::AttackDamageReset: return "this attack's power damage is set to 0";
    case StepNoteId::TakeSlot: return "the target slot at the target index is taken";
    }
    return "note " + str(n);
}
std::string row(std::int32_t r) { return r < 0 ? "outside the formation" : rowName(static_cast<Row>(r)); }

std::string effectLine(const Event& e, const Ctx& c)
{
    const auto k = static_cast<EffectKind>(e.arg[0]);
    const std::string head =
        std::string(effectKindName(k)) + " on " + c.entity(e.subject[0]) + " from " + c.entity(e.subject[1]);
    switch (k) {
    case EffectKind::GrantState:
    case EffectKind::RemoveState: return head + ": " + name(c, e.arg[1]);
    case EffectKind::Nothing: return head + ": nothing happens";
    case EffectKind::MoveUnit:
        return head + ": " + row(e.arg[2] / 1000) + " " + str(e.arg[2] % 1000) + " -> " + row(e.arg[3] / 1000) + " " +
            str(e.arg[3] % 1000);
    default: return head + " (amount " + str(e.arg[1]) + "): " + str(e.arg[2]) + " -> " + str(e.arg[3]);
    }
}

// "Why not?" lines: what was considered, and why the rule rejected it.
constexpr ArgRange kQuantity{0, static_cast<std::int32_t>(kQuantityMax)};
constexpr ArgRange kSlots{1, 100};  // a target pattern's slots: 1..slotsPerRow (at most 100)
constexpr ArgRange kCandidateRange{0, static_cast<std::int32_t>(RangeChoice::TwoInFront)};
template <typename E>
constexpr ArgRange reasons()
{
    return {0, static_cast<std::int32_t>(E::Count_) - 1};
}

std::string notFiredLine(const Event& e, const Ctx& c)
{
    std::string line = c.entity(e.subject[0]);
    line += " on " + c.entity(e.subject[1]) + " does not fire at " + timing(e.arg[1]) + ": ";
    switch (static_cast<NotFiredReason>(e.arg[0])) {
    case NotFiredReason::Removed: return line + "it was removed before its turn in the queue";
    case NotFiredReason::Passive: return line + "it is passive (passive states never fire)";
    case NotFiredReason::WrongTiming: return line + "its trigger timings do not include this one";
    case NotFiredReason::NoRemainings: return line + "no triggers left (remainings " + orNull(e.arg[2]) + ")";
    case NotFiredReason::Count_: break;
    }
    return line + "reason " + str(e.arg[0]);
}

std::string rangeEmptyLine(const Event& e, const Ctx& c)
{
    std::string line = rangeChoiceName(static_cast<RangeChoice>(e.arg[1]));
    line += " range of " + c.entity(e.subject[0]) + " in " + c.entity(e.subject[1]) + " rejected: ";
    if (e.arg[0] == static_cast<std::int32_t>(RangeRejectReason::OutsideFormation))
        return line + "that row is outside the formation";
    return line + "no living unit in " + row(e.arg[2]) + " (" + str(e.arg[3]) + " slot(s) checked)";
}

std::string unselectableLine(const Event& e, const Ctx& c)
{
    std::string line = c.entity(e.subject[0]);
    line += " is not selectable for " + c.entity(e.subject[1]) + ": ";
    if (e.arg[0] == static_cast<std::int32_t>(CommandRejectReason::NoDomesticLeft))
        return line + "no domestic command left this round (remaining " + str(e.arg[3]) + ")";
    return line + "it costs " + str(e.arg[1]) + " power, the nation has " + str(e.arg[2]);
}

std::string notChosenLine(const Event& e, const Ctx& c)
{
    std::string line = c.entity(e.subject[1]);
    line += " does not choose " + c.entity(e.subject[0]) + ": score " + str(e.arg[1]);
    if (e.arg[0] == static_cast<std::int32_t>(NpcRejectReason::TieLaterInList))
        return line + " ties with " + name(c, e.arg[3]) + ", which comes first in the command list";
    return line + " is lower than " + str(e.arg[2]) + " of " + name(c, e.arg[3]) + " (scores rounded up)";
}

const KindInfo kKinds[] = {
    {local(Kind::GameStart), "nation.game-start", [](const Event& e, const Ctx&) { return "game start: " + str(e.arg[0]) + " nations, round limit " + str(e.arg[1]) + ", decisive power " + orNull(e.arg[2]) + ", domestic count " + str(e.arg[3]); }, {"nations", "round_limit", "decisive_power", "domestic_count"}, {"", ""}, {kNations, kRounds, kAny, kDomestic}},
    {local(Kind::RoundBegin), "nation.round-begin", [](const Event& e, const Ctx&) { return "round " + str(e.arg[0]) + " begins"; }, {"round", "", "", ""}, {"", ""}, {kRounds, kZero, kZero, kZero}},
    {local(Kind::DomesticReset), "nation.domestic-reset", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " may run " + str(e.arg[0]) + " domestic command(s) this round"; }, {"count", "", "", ""}, {"nation", ""}, {kAny, kZero, kZero, kZero}},
    {local(Kind::TurnBegin), "nation.turn-begin", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + "'s turn (turn index " + str(e.arg[0]) + ")"; }, {"turn_index", "", "", ""}, {"nation", ""}, {kTurnIndex, kZero, kZero, kZero}},
    {local(Kind::TurnSkipped), "nation.turn-skipped", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " has fallen: its turn is skipped"; }, {"turn_index", "", "", ""}, {"nation", ""}, {kTurnIndex, kZero, kZero, kZero}},
    {local(Kind::Phase), "nation.phase", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + ": " + phaseName(e.arg[0]); }, {"phase", "", "", ""}, {"nation", ""}, {ArgRange{0, 5}, kZero, kZero, kZero}},
    {local(Kind::ProcessBegin), "nation.process-begin", [](const Event& e, const Ctx&) { return "state processing (" + timing(e.arg[0]) + "): " + str(e.arg[1]) + " queued"; }, {"timing", "entries", "head", ""}, {"", ""}, {kTiming, kCount, kAny, kZero}},
    {local(Kind::QueueListed), "nation.queue-entry", [](const Event& e, const Ctx& c) { return "queue #" + str(e.arg[1]) + ": " + c.entity(e.subject[0]) + " " + name(c, e.arg[0]); }, {"state", "index", "serial", ""}, {"holder", ""}, {kEntityArg, kCount, kAny, kZero}},
    {local(Kind::QueuePop), "nation.queue-pop", [](const Event& e, const Ctx& c) { return "pop #" + str(e.arg[1]) + ": " + c.entity(e.subject[0]) + " " + name(c, e.arg[0]) + " -> " + queueOutcomeName(static_cast<QueueOutcome>(e.arg[2])) + " (remainings " + orNull(e.arg[3]) + ")"; }, {"state", "index", "outcome", "remainings"}, {"holder", ""}, {kEntityArg, kCount, ArgRange{0, 5}, kNullable}},
    {local(Kind::ProcessEnd), "nation.process-end", [](const Event& e, const Ctx&) { return "state processing (" + timing(e.arg[0]) + ") done: " + str(e.arg[1]) + " fired, " + str(e.arg[2]) + " granted meanwhile (not queued)"; }, {"timing", "fired", "granted_during", ""}, {"", ""}, {kTiming, kCount, kCount, kZero}},
    {local(Kind::StateGranted), "nation.state-granted", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " gets " + name(c, e.arg[0]) + " (" + statesLine(e) + ")"; }, {"state", "stacks", "duration", "remainings"}, {"holder", ""}, {kEntityArg, kNullable, kNullable, kNullable}},
    {local(Kind::StateUpdated), "nation.state-updated", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " already holds " + name(c, e.arg[0]) + ": updated (" + statesLine(e) + ")"; }, {"state", "stacks", "duration", "remainings"}, {"holder", ""}, {kEntityArg, kNullable, kNullable, kNullable}},
    {local(Kind::GrantBlocked), "nation.grant-blocked", [](const Event& e, const Ctx& c) { return name(c, e.arg[0]) + " is not granted to " + c.entity(e.subject[0]) + ": it holds the upper-exclusive " + name(c, e.arg[1]); }, {"state", "blocker", "", ""}, {"holder", ""}, {kEntityArg, kEntityArg, kZero, kZero}},
    {local(Kind::SameRankHit), "nation.same-rank", [](const Event& e, const Ctx& c) { return name(c, e.arg[0]) + " meets the same-rank " + name(c, e.arg[1]) + " on " + c.entity(e.subject[0]) + ": " + (e.arg[2] == 0 ? std::string("removed") : "stacks " + str(e.arg[2])) + "; not granted"; }, {"state", "held", "stacks_after", ""}, {"holder", ""}, {kEntityArg, kEntityArg, kNullable, kZero}},
    {local(Kind::LowerRemoved), "nation.lower-removed", [](const Event& e, const Ctx& c) { return name(c, e.arg[0]) + " removes the lower-rank " + name(c, e.arg[1]) + " from " + c.entity(e.subject[0]); }, {"state", "removed", "", ""}, {"holder", ""}, {kEntityArg, kEntityArg, kZero, kZero}},
    {local(Kind::StateRemoved), "nation.state-removed", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " loses " + name(c, e.arg[0]) + " (" + removeReason(e.arg[1]) + ")"; }, {"state", "reason", "", ""}, {"holder", ""}, {kEntityArg, ArgRange{0, 4}, kZero, kZero}},
    {local(Kind::DurationTick), "nation.duration", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " " + name(c, e.arg[0]) + ": " + str(e.arg[1]) + " turn(s) left"; }, {"state", "duration", "", ""}, {"holder", ""}, {kEntityArg, kNullable, kZero, kZero}},
    {local(Kind::EffectApplied), "nation.effect", [](const Event& e, const Ctx& c) { return effectLine(e, c); }, {"effect", "amount", "before", "after"}, {"target", "source"}, {kEffect, kAny, kAny, kAny}},
    {local(Kind::EffectReplaced), "nation.effect-replaced", [](const Event& e, const Ctx& c) { return std::string(effectKindName(static_cast<EffectKind>(e.arg[0]))) + " on " + c.entity(e.subject[0]) + " is replaced by rule " + str(e.arg[2]) + " of " + name(c, e.arg[1]) + " held by " + c.entity(e.subject[1]) + " (" + str(e.arg[3]) + " effect(s) instead)"; }, {"effect", "state", "rule", "replacements"}, {"target", "holder"}, {kEffect, kEntityArg, kCount, kCount}},
    {local(Kind::EffectNoTarget), "nation.effect-no-target", [](const Event& e, const Ctx& c) { return std::string(effectKindName(static_cast<EffectKind>(e.arg[0]))) + " from " + c.entity(e.subject[1]) + " has no " + targetKindName(static_cast<TargetKind>(e.arg[1])) + " target here"; }, {"effect", "target_kind", "", ""}, {"", "source"}, {kEffect, kTargetKind, kZero, kZero}},
    {local(Kind::CommandRun), "nation.command", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " runs " + (e.arg[2] ? "domestic " : "action ") + name(c, e.arg[0]) + " (cost " + str(e.arg[1]) + ")"; }, {"command", "cost", "domestic", ""}, {"nation", ""}, {kEntityArg, kAny, kBool, kZero}},
    {local(Kind::AnswerRejected), "nation.answer-rejected", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + ": that answer is not a selectable command now; asked again"; }, {"answer_kind", "a", "", ""}, {"nation", "target"}, {ArgRange{0, 0xffff}, kAny, kZero, kZero}},
    {local(Kind::PreviewBegin), "nation.preview-begin", [](const Event& e, const Ctx& c) { return "preview of " + name(c, e.arg[0]) + " for " + c.entity(e.subject[0]) + " on a deep copy"; }, {"command", "decision", "", ""}, {"nation", ""}, {kEntityArg, ArgRange{0, 3}, kZero, kZero}},
    {local(Kind::PreviewScore), "nation.preview-score", [](const Event& e, const Ctx& c) { return "preview of " + name(c, e.arg[0]) + ": score " + str(e.arg[1]) + " (power " + str(e.arg[2]) + ", front HP + attack " + str(e.arg[3]) + ")"; }, {"command", "score", "power", "front_sum"}, {"nation", ""}, {kEntityArg, kAny, kAny, kAny}},
    {local(Kind::NpcChoice), "nation.npc-choice", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " chooses " + (e.arg[1] > 0 ? name(c, e.arg[1]) : std::string(npcKind(e.arg[0]))) + " among " + str(e.arg[2]) + " candidate(s)" + (e.arg[1] > 0 ? " (score " + str(e.arg[3]) + ")" : std::string()); }, {"decision", "command", "candidates", "score"}, {"nation", ""}, {ArgRange{0, 3}, kEntityArg, kCount, kAny}},
    {local(Kind::NpcMilitary), "nation.military", [](const Event& e, const Ctx& c) { return c.trace().clauseName(e.clause) == "001:3.3.3/military" ? c.entity(e.subject[0]) + ": military power " + str(e.arg[0]) + " (front HP + attack " + str(e.arg[1]) + ")" : c.entity(e.subject[0]) + ": military " + str(e.arg[0]) + ", x belligerence " + str(e.arg[2]) + " vs " + c.entity(e.subject[1]) + " " + str(e.arg[1]) + (e.arg[3] ? ": battle" : ": no battle"); }, {"own", "candidate", "own_x_belligerence", "battle"}, {"nation", "candidate"}, {kAny, kAny, kAny, kBool}},  // per nation (3.3.3/military): arg0 military, arg1 front HP + attack
    {local(Kind::BattleBegin), "nation.battle-begin", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " attacks " + c.entity(e.subject[1]); }, {"", "", "", ""}, {"attacker", "defender"}, {kZero, kZero, kZero, kZero}},
    {local(Kind::AttackOrderEntry), "nation.attack-order", [](const Event& e, const Ctx& c) { return "attack order #" + str(e.arg[3]) + ": " + c.entity(e.subject[0]) + " " + name(c, e.arg[0]) + " (priority " + str(e.arg[1]) + ", " + row(e.arg[2]) + ")"; }, {"skill", "priority", "row", "position"}, {"unit", ""}, {kEntityArg, kAny, kRow, kCount}},
    {local(Kind::AttackBegin), "nation.attack-begin", [](const Event& e, const Ctx& c) { return "attack #" + str(e.arg[1]) + ": " + c.entity(e.subject[0]) + " uses " + name(c, e.arg[0]); }, {"skill", "index", "", ""}, {"unit", ""}, {kEntityArg, kCount, kZero, kZero}},
    {local(Kind::AttackerPopped), "nation.attacker-popped", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " is popped from the attack order (" + (e.arg[1] ? "on the Bench" : "dead") + ")"; }, {"index", "reason", "", ""}, {"unit", ""}, {kCount, kBool, kZero, kZero}},
    {local(Kind::TargetCandidate), "nation.target-candidate", [](const Event& e, const Ctx& c) { return std::string(rangeChoiceName(static_cast<RangeChoice>(e.arg[0]))) + " range of " + c.entity(e.subject[0]) + ": " + row(e.arg[1]) + (e.arg[1] < 0 ? " (skipped)" : ", " + str(e.arg[2]) + " living unit(s)"); }, {"candidate", "row", "living", ""}, {"defender", ""}, {kRangeChoice, kRow, kCount, kZero}},
    {local(Kind::TargetArray), "nation.target-array", [](const Event& e, const Ctx& c) { return "target array of " + c.entity(e.subject[0]) + ": " + str(e.arg[3]) + " unit(s), " + str(std::int64_t{e.arg[2]} - e.arg[3]) + " null (" + rangeChoiceName(static_cast<RangeChoice>(e.arg[0])) + (e.arg[1] >= 0 ? ", " + row(e.arg[1]) : std::string()) + ")"; }, {"range", "row", "length", "units"}, {"defender", ""}, {kRangeChoice, kRow, kCount, kCount}},
    {local(Kind::UnitDamage), "nation.unit-damage", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " hits " + c.entity(e.subject[1]) + " for " + str(e.arg[0]) + " (HP " + str(e.arg[1]) + ", slot " + str(e.arg[2]) + ")"; }, {"damage", "hp", "slot", ""}, {"attacker", "target"}, {kAny, kAny, kCount, kZero}},
    {local(Kind::NullSlot), "nation.null-slot", [](const Event& e, const Ctx&) { return "target slot " + str(e.arg[0]) + " is null: on to the power damage"; }, {"slot", "", "", ""}, {"attacker", ""}, {kCount, kZero, kZero, kZero}},
    {local(Kind::PowerDamageSkipped), "nation.power-damage-skipped", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " belongs to the defender: no power damage"; }, {"", "", "", ""}, {"attacker", ""}, {kZero, kZero, kZero, kZero}},
    {local(Kind::SlotPowerDamage), "nation.power-damage", [](const Event& e, const Ctx& c) { return "power damage of slot " + str(e.arg[0]) + " (" + (e.subject[1] ? c.entity(e.subject[1]) : std::string("null")) + "): " + str(e.arg[1]) + ", pending steal " + str(e.arg[3]); }, {"slot", "damage", "loss_permille", "pending"}, {"attacker", "target"}, {kCount, kAny, kAny, kAny}},
    {local(Kind::AttackEnd), "nation.attack-end", [](const Event& e, const Ctx& c) { return "attack #" + str(e.arg[0]) + " of " + c.entity(e.subject[0]) + " ends"; }, {"index", "", "", ""}, {"unit", ""}, {kCount, kZero, kZero, kZero}},
    {local(Kind::UnitDied), "nation.unit-died", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " is at 0 HP: Dead"; }, {"", "", "", ""}, {"unit", ""}, {kZero, kZero, kZero, kZero}},
    {local(Kind::StealMoved), "nation.steal", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " takes " + str(e.arg[1]) + " power from " + c.entity(e.subject[1]) + " (pending " + str(e.arg[0]) + "): " + str(e.arg[2]) + " / " + str(e.arg[3]); }, {"pending", "moved", "attacker_power", "defender_power"}, {"attacker", "defender"}, {kAny, kAny, kAny, kAny}},
    {local(Kind::NationFell), "nation.fell", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " has 0 power: Fallen"; }, {"", "", "", ""}, {"nation", ""}, {kZero, kZero, kZero, kZero}},
    {local(Kind::TurnEnd), "nation.turn-end", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + "'s turn ends"; }, {"turn_index", "", "", ""}, {"nation", ""}, {kTurnIndex, kZero, kZero, kZero}},
    {local(Kind::RoundEnd), "nation.round-end", [](const Event& e, const Ctx&) { return "round " + str(e.arg[0]) + " ends"; }, {"round", "", "", ""}, {"", ""}, {kRounds, kZero, kZero, kZero}},
    {local(Kind::TieBreak), "nation.tie-break", [](const Event& e, const Ctx& c) { return "tie for the highest power: " + c.entity(e.subject[0]) + " (earliest in turn order) +1 = " + str(e.arg[0]); }, {"power", "", "", ""}, {"nation", ""}, {kAny, kZero, kZero, kZero}},
    {local(Kind::Winner), "nation.winner", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " wins with power " + str(e.arg[0]); }, {"power", "outcome", "", ""}, {"nation", ""}, {kAny, ArgRange{0, 3}, kZero, kZero}},
    {local(Kind::NoAction), "nation.no-action", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " has no selectable action command: nothing to do"; }, {"", "", "", ""}, {"nation", ""}, {kZero, kZero, kZero, kZero}},
    {local(Kind::PreviewWrite), "nation.preview-write", [](const Event& e, const Ctx& c) { return "(preview) " + c.entity(e.subject[0]) + "." + c.field(static_cast<FieldId>(e.arg[0])) + ": " + str(e.arg[1]) + " -> " + str(e.arg[2]); }, {"field", "old", "new", ""}, {"entity", ""}, {ArgRange{0, 0xffff}, kAny, kAny, kZero}},
    {local(Kind::MoveBlocked), "nation.move-blocked", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " cannot move to " + row(e.arg[0]) + " slot " + str(e.arg[1]) + ": " + c.entity(e.subject[1]) + " is there"; }, {"row", "slot", "", ""}, {"unit", "occupant"}, {kRow, kAny, kZero, kZero}},
    {local(Kind::DecisivePower), "nation.decisive-power", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " reached the decisive power: " + str(e.arg[0]) + " >= " + str(e.arg[1]); }, {"power", "decisive", "", ""}, {"nation", ""}, {kAny, kAny, kZero, kZero}},
    {local(Kind::EndTurnChosen), "nation.end-turn", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " ends its turn without a battle or an action"; }, {"", "", "", ""}, {"nation", ""}, {kZero, kZero, kZero, kZero}},
    {local(Kind::BattleEnd), "nation.battle-end", [](const Event& e, const Ctx& c) { return "battle of " + c.entity(e.subject[0]) + " against " + c.entity(e.subject[1]) + " ends"; }, {"", "", "", ""}, {"attacker", "defender"}, {kZero, kZero, kZero, kZero}},
    {local(Kind::StepNote), "nation.step", [](const Event& e, const Ctx&) { return note(e.arg[0]); }, {"note", "", "", ""}, {"", ""}, {ArgRange{0, static_cast<std::int32_t>(StepNoteId::TakeSlot)}, kCount, kZero, kZero}},  // arg1: the target index of TakeSlot
    {local(Kind::DomesticChosen), "nation.domestic-chosen", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " chooses domestic " + name(c, e.arg[0]); }, {"command", "", "", ""}, {"nation", ""}, {kEntityArg, kZero, kZero, kZero}},
    {local(Kind::BattleChosen), "nation.battle-chosen", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " goes to battle against " + c.entity(e.subject[1]); }, {"", "", "", ""}, {"nation", "target"}, {kZero, kZero, kZero, kZero}},
    {local(Kind::ActionChosen), "nation.action-chosen", [](const Event& e, const Ctx& c) { return c.entity(e.subject[0]) + " chooses action " + name(c, e.arg[0]); }, {"command", "", "", ""}, {"nation", ""}, {kEntityArg, kZero, kZero, kZero}},
    {local(Kind::AttackOrderBuilt), "nation.attack-order-built", [](const Event& e, const Ctx&) { return "attack order built: " + str(e.arg[0]) + " attack(s)"; }, {"entries", "", "", ""}, {"attacker", "defender"}, {kCount, kZero, kZero, kZero}},
    {local(Kind::QueueBuilt), "nation.queue-built", [](const Event& e, const Ctx& c) { return "queue built in priority order from " + c.entity(e.subject[0]) + ": " + str(e.arg[1]) + " state(s)"; }, {"timing", "entries", "head", ""}, {"head", ""}, {kTiming, kCount, kAny, kZero}},
    {local(Kind::GrantNotQueued), "nation.granted-not-queued", [](const Event& e, const Ctx& c) { return name(c, e.arg[0]) + " on " + c.entity(e.subject[0]) + " was granted during processing: not queued"; }, {"state", "after_pop", "", ""}, {"holder", ""}, {kEntityArg, kAny, kZero, kZero}},
    {local(Kind::GrantBegin), "nation.grant", [](const Event& e, const Ctx& c) { return "grant " + name(c, e.arg[0]) + " to " + c.entity(e.subject[0]); }, {"state", "", "", ""}, {"holder", ""}, {kEntityArg, kZero, kZero, kZero}},
    {local(Kind::StateNotFired), "nation.state-not-fired", notFiredLine, {"reason", "timing", "remainings", ""}, {"state", "holder"}, {reasons<NotFiredReason>(), kTiming, kNullable, kZero}, RuleOutcome::NotApplied},
    {local(Kind::RangeEmpty), "nation.range-rejected", rangeEmptyLine, {"reason", "candidate", "row", "slots"}, {"attacker", "defender"}, {reasons<RangeRejectReason>(), kCandidateRange, kRow, kSlots}, RuleOutcome::NotApplied},
    {local(Kind::CommandUnselectable), "nation.command-unselectable", unselectableLine, {"reason", "cost", "power", "remaining_domestic"}, {"command", "nation"}, {reasons<CommandRejectReason>(), kQuantity, kAny, kAny}, RuleOutcome::NotApplied},
    {local(Kind::NpcNotChosen), "nation.npc-not-chosen", notChosenLine, {"reason", "score", "chosen_score", "chosen"}, {"command", "nation"}, {reasons<NpcRejectReason>(), kQuantity, kQuantity, kEntityArg}, RuleOutcome::NotApplied},
};

}  // namespace

std::string fieldNameOf(FieldId f)
{
    switch (static_cast<Field>(f)) {
    case Field::Round: return "round";
    case Field::TurnIndex: return "turnIndex";
    case Field::AttackerNation: return "attackerNation";
    case Field::DefenderNation: return "defenderNation";
    case Field::AttackIndex: return "attackIndex";
    case Field::CurrentAttacker: return "currentAttacker";
    case Field::TargetIndex: return "targetIndex";
    case Field::AttackPowerDamage: return "attackPowerDamage";
    case Field::PendingPowerDamage: return "pendingPowerDamage";
    case Field::Power: return "power";
    case Field::RemainingDomestic: return "remainingDomestic";
    case Field::MaxHp: return "maxHp";
    case Field::Hp: return "hp";
    case Field::Attack: return "attack";
    case Field::Row: return "row";
    case Field::Slot: return "slot";
    default: break;
    }
    if (f >= static_cast<FieldId>(Field::StateSlot)) {
        static const char* attrs[] = {"state", "stacks", "duration", "remainings", "serial"};
        const auto k = (f - static_cast<FieldId>(Field::StateSlot)) / kStateSlotStride;
        const auto a = (f - static_cast<FieldId>(Field::StateSlot)) % kStateSlotStride;
        return "states[" + std::to_string(k) + "]." + (a < 5 ? attrs[a] : "?");
    }
    return "field#" + std::to_string(f);
}

void registerKinds() { kindBase = KindRegistry::instance().addBlock(kKinds); }

}  // namespace ts::nation
