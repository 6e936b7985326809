#include "kinds.h"

#include "names.h"
#include "state.h"

#include "kernel/trace/render.h"

#include <limits>
#include <string>

namespace ts::stack {
namespace {

using Ctx = RenderContext;
std::string str(std::int32_t v) { return std::to_string(v); }
// Entities arrive as int32 arguments; anything impossible shows as "-" or the trace's "#n".
std::string ent(const Ctx& c, std::int32_t e) { return e <= 0 ? std::string("-") : c.entity(static_cast<EntityId>(e)); }
std::string node(std::int32_t n) { return isNode(n) ? nodeLabel(static_cast<Node>(n)) : "?" + str(n); }
std::string yesNo(std::int32_t a) { return a == 1 ? "yes" : a == 0 ? "no" : ""; }

std::string flowLine(const Event& e, const Ctx& c)
{
    const std::int32_t n = e.arg[0];
    std::string s = node(n) + " " + (isNode(n) ? nodeQuestion(static_cast<Node>(n)) : "");
    if (n == static_cast<std::int32_t>(Node::WinCheck) && (e.arg[1] == 0 || e.arg[1] == 1))
        s += e.arg[1] == 1 ? ": decided" : ": not decided";
    else if (n == static_cast<std::int32_t>(Node::IsInstant) && (e.arg[1] == 0 || e.arg[1] == 1))
        s += std::string(" ") + (e.arg[1] == 1 ? "yes (instant)" : "no (normal)");
    else if (!yesNo(e.arg[1]).empty())
        s += " " + yesNo(e.arg[1]);
    if (n == static_cast<std::int32_t>(Node::AllPassed))
        s += " (" + str(e.arg[3]) + " passed)";
    else if (n == static_cast<std::int32_t>(Node::StageEmpty))
        s += " (" + str(e.arg[3]) + " on the stage)";
    if (e.subject[1] != kNoEntity)
        s += ": " + c.entity(e.subject[1]);
    if (e.subject[0] != kNoEntity)
        s += " [" + c.entity(e.subject[0]) + "]";
    if (e.arg[2] != 0)
        s += " \u2192 " + node(e.arg[2]);
    return s;
}

std::string effectLine(const Event& e, const Ctx& c)
{
    const auto k = static_cast<EffectKind>(e.arg[0]);
    const std::string head = c.entity(e.subject[1]) + ": " + effectKindName(k) + " on " + c.entity(e.subject[0]);
    switch (k) {
    case EffectKind::Win:
    case EffectKind::Lose:
    case EffectKind::EndTurn:
    case EffectKind::Cancel:
    case EffectKind::Control:
    case EffectKind::Move: return head;
    default: return head + " (" + str(e.arg[1]) + "): " + str(e.arg[2]) + " -> " + str(e.arg[3]);
    }
}

std::string unavailableLine(const Event& e, const Ctx& c)
{
    const std::string head = c.entity(e.subject[0]) + " is not offered to " + c.entity(e.subject[1]) + ": ";
    switch (e.arg[0]) {
    case static_cast<std::int32_t>(UnavailableReason::NotTurnPlayer):
        return head + "a main action needs the turn, and " + ent(c, e.arg[1]) + " is the turn player";
    case static_cast<std::int32_t>(UnavailableReason::StageNotEmpty):
        return head + "a main action needs an empty stage, and " + str(e.arg[1]) + " action(s) are on it";
    case static_cast<std::int32_t>(UnavailableReason::NoTarget):
        return head + "no legal target (" + str(e.arg[1]) + " candidate(s) checked)";
    case static_cast<std::int32_t>(UnavailableReason::CannotPay):
        return head + "a cost cannot be paid (it needs " + str(e.arg[2]) + " of " + ent(c, e.arg[1]) + ", " +
            str(e.arg[3]) + " held)";
    case static_cast<std::int32_t>(UnavailableReason::NoSourceToPay):
        return head + "its cost moves the component that grants it, and " + ent(c, e.arg[1]) +
            " grants it (no component)";
    default: return head + "? (reason " + str(e.arg[0]) + ")";
    }
}

// What each argument can be in a real game, from the scenario limits (scenario.h,
// docs/rulesets/stack.md): entity ids are 1 "game", up to 8 players (2..9), then at most 512
// components, 64 actions, 16 zones and 16 counters; counters stay in [-1000000, 1000000];
// amounts are -1000..1000 (draws, damage and costs 0..1000); the stage holds at most 256
// actions and the waiting list at most kPendingCapacity triggered ones. Serials number action
// instances from 1 and are not bounded by the scenario (only by the game's length). Unused
// arguments are 0.
constexpr std::int32_t kMaxEntity = 1 + kMaxPlayers + kMaxComponents + kMaxActions + kMaxZones + kMaxCounters;
constexpr ArgRange kAny{};
constexpr ArgRange kZero{0, 0};
constexpr ArgRange kBool{0, 1};
constexpr ArgRange kEntity{1, kMaxEntity};  // an entity that is always there
constexpr ArgRange kEntityOrNone{0, kMaxEntity};  // 0: none
constexpr ArgRange kPlayerEntity{2, 1 + kMaxPlayers};
constexpr ArgRange kPlayers{2, kMaxPlayers};
constexpr ArgRange kPlayerCount{0, kMaxPlayers};
constexpr ArgRange kNodeRange{static_cast<std::int32_t>(Node::GameStart), static_cast<std::int32_t>(Node::Over)};
constexpr ArgRange kWaiting{0, kPendingCapacity};  // stage, pass list or waiting list sizes
constexpr ArgRange kSerial{1, std::numeric_limits<std::int32_t>::max()};
constexpr ArgRange kSerialOrNone{0, std::numeric_limits<std::int32_t>::max()};
constexpr ArgRange kStagePosition{1, kMaxStage};
constexpr ArgRange kStageSize{0, kMaxStage};
constexpr ArgRange kCounterRange{kCounterMin, kCounterMax};
constexpr ArgRange kComponents{0, kMaxComponents};
constexpr ArgRange kOutcome{static_cast<std::int32_t>(Outcome::Win), static_cast<std::int32_t>(Outcome::StageLimit)};
constexpr ArgRange kLimitOutcome{static_cast<std::int32_t>(Outcome::TurnLimit),
                                 static_cast<std::int32_t>(Outcome::StageLimit)};

const KindInfo kKinds[] = {
    {local(Kind::Flow),
     "stack.flow",
     flowLine,
     {"node", "answer", "next", "count"},
     {"player", "action"},
     {kNodeRange, ArgRange{-1, 1}, kNodeRange, kWaiting}},
    {local(Kind::GameStart),
     "stack.game-start",
     [](const Event& e, const Ctx&) {
         return "game start: " + str(e.arg[0]) + " players, " + str(e.arg[1]) + " components, " + str(e.arg[2]) +
             " actions";
     },
     {"players", "components", "actions", ""},
     {"", ""},
     {kPlayers, kComponents, ArgRange{1, kMaxActions}, kZero}},
    {local(Kind::FirstPlayer),
     "stack.first-player",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " goes first" + (e.arg[0] ? " (drawn at random)" : " (the scenario's choice)");
     },
     {"drawn", "", "", ""},
     {"player", ""},
     {kBool, kZero, kZero, kZero}},
    {local(Kind::Shuffled),
     "stack.shuffled",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + "'s " + c.entity(e.subject[1]) + " is shuffled (" + str(e.arg[0]) +
             " components)";
     },
     {"components", "", "", ""},
     {"player", "zone"},
     {kComponents, kZero, kZero, kZero}},
    {local(Kind::TurnBegin),
     "stack.turn-begin",
     [](const Event& e, const Ctx& c) {
         return "turn " + str(e.arg[0]) + ": " + c.entity(e.subject[0]) + " is the turn player";
     },
     {"turn", "", "", ""},
     {"player", ""},
     {ArgRange{1, kMaxTurnLimit}, kZero, kZero, kZero}},
    {local(Kind::ChanceMoved),
     "stack.chance",
     [](const Event& e, const Ctx& c) {
         return "the chance moves " + (e.subject[1] ? "from " + c.entity(e.subject[1]) + " " : std::string()) + "to " +
             c.entity(e.subject[0]) + " (" + chanceReasonText(e.arg[0]) + ")";
     },
     {"reason", "", "", ""},
     {"to", "from"},
     {ArgRange{0, static_cast<std::int32_t>(ChanceReason::EndAction)}, kZero, kZero, kZero}},
    {local(Kind::PassListReset),
     "stack.pass-list-reset",
     [](const Event& e, const Ctx&) {
         return "the pass list is reset (" + str(e.arg[0]) + " entr" + (e.arg[0] == 1 ? "y" : "ies") + " cleared)";
     },
     {"cleared", "", "", ""},
     {"", ""},
     {kPlayerCount, kZero, kZero, kZero}},
    {local(Kind::PassRegistered),
     "stack.pass",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) +
             (e.arg[2] ? " passes; already on the pass list (" : " passes and is registered (") + str(e.arg[0]) +
             " of " + str(e.arg[1]) + ")";
     },
     {"size", "players", "already", ""},
     {"player", ""},
     {ArgRange{1, kMaxPlayers}, kPlayers, kBool, kZero}},
    {local(Kind::ActionChosen),
     "stack.action-chosen",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " takes " + c.entity(e.subject[1]) + " (" +
             timingName(static_cast<Timing>(e.arg[1])) + ", " + speedName(static_cast<Speed>(e.arg[2])) +
             " effect; granted by " + ent(c, e.arg[0]) + ")";
     },
     {"source", "timing", "speed", ""},
     {"player", "action"},
     {kEntity, kBool, kBool, kZero}},
    {local(Kind::TimingChecked),
     "stack.timing",
     [](const Event& e, const Ctx& c) {
         return e.arg[0] == static_cast<std::int32_t>(Timing::Main)
             ? c.entity(e.subject[1]) + " is a main action: " + c.entity(e.subject[0]) +
                 " holds the chance and the turn, and the stage is empty"
             : c.entity(e.subject[1]) + " is a quick action: " + c.entity(e.subject[0]) + " holds the chance (" +
                 str(e.arg[2]) + " on the stage)";
     },
     {"timing", "turn_player", "stage", ""},
     {"player", "action"},
     {kBool, kPlayerEntity, kStageSize, kZero}},
    {local(Kind::TargetChosen),
     "stack.target",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " targets " +
             (e.arg[0] ? "the action at stage position " + str(e.arg[1]) + " (#" + str(e.arg[0]) + ")"
                       : c.entity(e.subject[1]));
     },
     {"entry", "position", "", ""},
     {"player", "target"},
     {kSerialOrNone, kStageSize, kZero, kZero}},
    {local(Kind::CostChosen),
     "stack.cost-choice",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " will pay cost " + std::to_string(std::int64_t{e.arg[0]} + 1) + " with " +
             c.entity(e.subject[1]);
     },
     {"cost", "unit", "", ""},
     {"player", "component"},
     {ArgRange{0, kMaxCosts - 1}, ArgRange{0, kMaxCosts* kMaxCostCount - 1}, kZero, kZero}},
    {local(Kind::CostPaid),
     "stack.cost-paid",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " pays a " + costKindName(e.arg[0]) + " cost" +
             (e.subject[1] ? ": " + c.entity(e.subject[1]) + " to " + ent(c, e.arg[2])
                           : " of " + str(e.arg[1]) + (e.arg[2] > 0 ? " " + ent(c, e.arg[2]) : std::string()));
     },
     {"cost_kind", "amount", "where", ""},
     {"player", "component"},
     {ArgRange{0, static_cast<std::int32_t>(CostKind::Source)}, ArgRange{1, kMaxAmount}, kEntityOrNone, kZero}},
    {local(Kind::ActionTaken),
     "stack.action-taken",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " has taken " + c.entity(e.subject[1]) + " #" + str(e.arg[2]) +
             (e.arg[1] ? " targeting " + ent(c, e.arg[1]) : std::string()) +
             (e.arg[3] ? " targeting action #" + str(e.arg[3]) : std::string());
     },
     {"source", "target", "serial", "target_entry"},
     {"controller", "action"},
     {kEntity, kEntityOrNone, kSerial, kSerialOrNone}},
    {local(Kind::Staged),
     "stack.staged",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[1]) + " #" + str(e.arg[1]) + " of " + c.entity(e.subject[0]) +
             " goes on the stage at position " + str(e.arg[0]) + (e.arg[2] ? " (triggered)" : "");
     },
     {"position", "serial", "triggered", "source"},
     {"controller", "action"},
     {kStagePosition, kSerial, kBool, kEntity}},
    {local(Kind::TakenOff),
     "stack.taken-off",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[1]) + " #" + str(e.arg[1]) + " of " + c.entity(e.subject[0]) +
             " is taken off the stage (position " + str(e.arg[0]) + ", the most recent)";
     },
     {"position", "serial", "", ""},
     {"controller", "action"},
     {kStagePosition, kSerial, kZero, kZero}},
    {local(Kind::Resolving),
     "stack.resolve",
     [](const Event& e, const Ctx& c) {
         return "resolve " + c.entity(e.subject[1]) + " #" + str(e.arg[0]) + " of " + c.entity(e.subject[0]) + " (" +
             speedName(static_cast<Speed>(e.arg[1])) + " effect" + (e.arg[2] ? ", triggered" : "") + ")";
     },
     {"serial", "speed", "triggered", "source"},
     {"controller", "action"},
     {kSerial, kBool, kBool, kEntity}},
    {local(Kind::TargetGone),
     "stack.target-gone",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[1]) + ": its target " + (e.arg[1] ? "action #" + str(e.arg[1]) : ent(c, e.arg[0])) +
             " no longer qualifies; it resolves without effect";
     },
     {"target", "entry", "", ""},
     {"controller", "action"},
     {kEntityOrNone, kSerialOrNone, kZero, kZero}},
    {local(Kind::EffectApplied),
     "stack.effect",
     effectLine,
     {"effect", "amount", "before", "after"},
     {"concerned", "action"},
     {ArgRange{0, static_cast<std::int32_t>(EffectKind::Cancel)}, kCounterRange,
      ArgRange{kCounterMin, std::numeric_limits<std::int32_t>::max()}, kCounterRange}},
    {local(Kind::Moved),
     "stack.moved",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + ": " + ent(c, e.arg[1]) + "'s " + ent(c, e.arg[0]) + " -> " +
             ent(c, e.arg[2]) + "'s " + c.entity(e.subject[1]) + (e.arg[3] ? " (bottom)" : "");
     },
     {"from_zone", "from_player", "to_player", "bottom"},
     {"component", "zone"},
     {kEntityOrNone, kPlayerEntity, kPlayerEntity, kBool}},
    {local(Kind::CounterChanged),
     "stack.counter",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " " + c.entity(e.subject[1]) + ": " + str(e.arg[0]) + " -> " + str(e.arg[1]);
     },
     {"old", "new", "", ""},
     {"holder", "counter"},
     {kCounterRange, kCounterRange, kZero, kZero}},
    {local(Kind::ControlTaken),
     "stack.control",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[1]) + " takes control of " + c.entity(e.subject[0]) + " (controller was " +
             ent(c, e.arg[0]) + ", owner " + ent(c, e.arg[1]) + ")";
     },
     {"previous", "owner", "", ""},
     {"component", "controller"},
     {kPlayerEntity, kPlayerEntity, kZero, kZero}},
    {local(Kind::Cancelled),
     "stack.cancelled",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[1]) + " #" + str(e.arg[0]) + " of " + c.entity(e.subject[0]) +
             " leaves the stage from position " + str(e.arg[1]) + " without resolving";
     },
     {"serial", "position", "", ""},
     {"controller", "action"},
     {kSerial, kStagePosition, kZero, kZero}},
    {local(Kind::Triggered),
     "stack.triggered",
     [](const Event& e, const Ctx& c) {
         return ent(c, e.arg[0]) + "'s ability triggers " + c.entity(e.subject[1]) + " #" + str(e.arg[2]) + " for " +
             c.entity(e.subject[0]) + " (on " + occurrenceName(static_cast<Occurrence>(e.arg[1])) +
             (e.arg[3] ? " of " + ent(c, e.arg[3]) : std::string()) + ")";
     },
     {"holder", "occurrence", "serial", "cause"},
     {"controller", "action"},
     {kEntity, ArgRange{0, static_cast<std::int32_t>(Occurrence::Turn)}, kSerial, kEntityOrNone}},
    {local(Kind::BatchTaken),
     "stack.batch",
     [](const Event& e, const Ctx&) {
         return str(e.arg[0]) + " triggered " + speedName(static_cast<Speed>(e.arg[1])) +
             " action(s) taken in, turn player's first";
     },
     {"count", "speed", "", ""},
     {"", ""},
     {ArgRange{1, kPendingCapacity}, kBool, kZero, kZero}},
    {local(Kind::OrderChosen),
     "stack.order",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " puts " + c.entity(e.subject[1]) + " #" + str(e.arg[0]) + " next (" +
             str(e.arg[1]) + " more of theirs)";
     },
     {"serial", "left", "", ""},
     {"player", "action"},
     {kSerial, ArgRange{0, kPendingCapacity - 1}, kZero, kZero}},
    {local(Kind::WinCheck),
     "stack.win-check",
     [](const Event& e, const Ctx&) {
         return std::string("win check: ") + (e.arg[0] ? "decided" : "not decided") + " (" + str(e.arg[1]) + " lost, " +
             str(e.arg[2]) + " won)";
     },
     {"decided", "lost", "won", ""},
     {"", ""},
     {kBool, kPlayerCount, kPlayerCount, kZero}},
    {local(Kind::PlayerLost),
     "stack.lost",
     [](const Event& e, const Ctx& c) {
         return e.arg[0] == static_cast<std::int32_t>(LossReason::Effect)
             ? c.entity(e.subject[0]) + " has lost (an effect)"
             : c.entity(e.subject[0]) + " has lost: " + ent(c, e.arg[1]) + " is " + str(e.arg[2]);
     },
     {"reason", "what", "value", ""},
     {"player", ""},
     {ArgRange{0, static_cast<std::int32_t>(LossReason::Counter)}, kEntityOrNone, kCounterRange, kZero}},
    {local(Kind::Winner),
     "stack.winner",
     [](const Event& e, const Ctx& c) {
         return e.subject[0] ? c.entity(e.subject[0]) + " wins" : std::string("no winner: ") + outcomeName(e.arg[0]);
     },
     {"outcome", "", "", ""},
     {"player", ""},
     {kOutcome, kZero, kZero, kZero}},
    {local(Kind::AnswerRejected),
     "stack.rejected",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + ": that " + answerKindName(e.arg[0]) + " answer is refused (" +
             refusalText(e.arg[2]) + "); asked again";
     },
     {"answer_kind", "a", "refusal", ""},
     {"player", "entity"},
     {ArgRange{0, 65535}, kAny, ArgRange{1, static_cast<std::int32_t>(Refusal::StageFull)}, kZero}},
    {local(Kind::LimitReached),
     "stack.limit",
     [](const Event& e, const Ctx&) {
         return std::string("the scenario's limit is reached: ") + outcomeName(e.arg[0]) + " (" + str(e.arg[1]) + ")";
     },
     {"outcome", "limit", "", ""},
     {"", ""},
     {kLimitOutcome, ArgRange{1, kMaxActionLimit}, kZero, kZero}},
    {local(Kind::Stalled),
     "stack.stalled",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) +
             " must take an action (the stage is empty) but has no legal action: the game cannot go on";
     },
     {"", "", "", ""},
     {"player", ""},
     {kZero, kZero, kZero, kZero}},
    // arg1: an entity, a stage size or a candidate count (all within kEntityOrNone); arg2 a
    // cost's need (move units or counter amounts summed over the action's costs); arg3 what
    // the player holds: a zone's count or a counter.
    {local(Kind::ActionUnavailable),
     "stack.action-unavailable",
     unavailableLine,
     {"reason", "what", "need", "have"},
     {"action", "player"},
     {ArgRange{0, static_cast<std::int32_t>(UnavailableReason::Count) - 1}, kEntityOrNone,
      ArgRange{0, kMaxCosts* kMaxAmount}, kCounterRange},
     RuleOutcome::NotApplied},
};

}  // namespace

std::string fieldNameOf(FieldId f)
{
    auto entryAttr = [](FieldId a) {
        static const char* const names[] = {"action", "controller", "source",    "target", "targetEntry",
                                            "serial", "addedAt",    "triggered", "cause",  "batch"};
        return a < std::size(names) ? std::string(names[a]) : "attr" + std::to_string(a);
    };
    switch (static_cast<Field>(f)) {
    case Field::TurnPlayer: return "turnPlayer";
    case Field::ChanceHolder: return "chanceHolder";
    case Field::TurnNumber: return "turn";
    case Field::ActionsTaken: return "actionsTaken";
    case Field::TurnActions: return "turnActions";
    case Field::Lost: return "lost";
    case Field::Won: return "won";
    case Field::Controller: return "controller";
    case Field::Zone: return "zone";
    case Field::ZonePlayer: return "zonePlayer";
    case Field::Order: return "order";
    default: break;
    }
    const auto base = [](Field x) { return static_cast<FieldId>(x); };
    if (f >= base(Field::PendingSlot))
        return "pending[" + std::to_string((f - base(Field::PendingSlot)) / kEntryStride) + "]." +
            entryAttr(static_cast<FieldId>((f - base(Field::PendingSlot)) % kEntryStride));
    if (f >= base(Field::StageSlot))
        return "stage[" + std::to_string((f - base(Field::StageSlot)) / kEntryStride) + "]." +
            entryAttr(static_cast<FieldId>((f - base(Field::StageSlot)) % kEntryStride));
    if (f >= base(Field::CurrentAttr))
        return "current." + entryAttr(static_cast<FieldId>(f - base(Field::CurrentAttr)));
    if (f >= base(Field::PassSlot))
        return "passList[" + std::to_string(f - base(Field::PassSlot)) + "]";
    if (f >= base(Field::CounterBase))
        return "counters[" + std::to_string(f - base(Field::CounterBase)) + "]";
    return "field#" + std::to_string(f);
}

void registerKinds() { kindBase = KindRegistry::instance().addBlock(kKinds); }

}  // namespace ts::stack
