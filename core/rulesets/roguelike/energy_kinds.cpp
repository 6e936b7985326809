// The energy loop's event lines. Event data may come from a file anyone can edit: every
// formatter reads its numbers through bounded lookups, never sizes anything by them, and
// shows an impossible value as it is.
#include "energy_kinds.h"

#include "energy_scenario.h"
#include "energy_table.h"

#include "kernel/trace/render.h"

#include <limits>
#include <string>

namespace ts::roguelike {
namespace {

using Ctx = RenderContext;
constexpr std::int32_t kIntMax = std::numeric_limits<std::int32_t>::max();
constexpr std::int32_t kMaxCoord = 1000;
// Every action code encodeAction() makes for an action in range (see energy_scenario.h).
constexpr ArgRange kCodes{-kMaxSpeedChange * 256, kMaxRestTurns * 256 + 0x7f};
constexpr ArgRange kAny{};
constexpr ArgRange kZero{0, 0};  // an unused argument
constexpr ArgRange kBool{0, 1};
constexpr ArgRange kDir{0, kDirCount - 1};
constexpr ArgRange kCoord{-1, kMaxCoord};
constexpr ArgRange kEnergy{0, kIntMax};
constexpr ArgRange kSpeed{0, 5000};
constexpr ArgRange kGain{0, 999};
constexpr ArgRange kTable{0, 1};
constexpr ArgRange kBrain{0, kBrainKinds - 1};
constexpr ArgRange kVisits{1, kMaxVisits};
constexpr ArgRange kChainPlace{0, 3};

std::string str(std::int64_t v) { return std::to_string(v); }
const char* dirName(std::int32_t d) { return d >= 0 && d < kDirCount ? kDirNames[d] : "?"; }
const char* brainName(std::int32_t b)
{
    return b >= 0 && b < kBrainKinds ? brainKindName(static_cast<BrainKind>(b)) : "?";
}
const char* tableName(std::int32_t t) { return t == 0 || t == 1 ? energyTableName(static_cast<EnergyTable>(t)) : "?"; }
// A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
// falsely on the literal (-Wrestrict, GCC PR105329).
std::string at(std::int32_t x, std::int32_t y) { return '(' + str(x) + "," + str(y) + ")"; }

std::string actionText(std::int32_t code)
{
    const EnergyAction a = decodeAction(code);
    switch (a.kind) {
    case EnAction::Walk: return std::string("walk ") + dirName(a.dir);
    case EnAction::Attack: return std::string("attack ") + dirName(a.dir);
    case EnAction::OpenDoor: return std::string("open the door ") + dirName(a.dir);
    case EnAction::Rest: return "rest " + str(a.param) + " turn(s)";
    case EnAction::ChangeSpeed: return "change speed by " + std::string(a.param > 0 ? "+" : "") + str(a.param);
    case EnAction::None: break;
    }
    return "action #" + str(code);
}

std::string visit(const Event& e, const Ctx& c)
{
    return "visit " + str(e.arg[0]) + " of turn " + str(e.arg[2]) + " (World.update #" + str(e.arg[1]) +
        "): " + c.entity(e.subject[0]) + ", energy " + str(e.arg[3]);
}

std::string result(const Event& e, const Ctx& c)
{
    std::string s = c.entity(e.subject[0]) + ": " + (e.arg[0] & 1 ? "succeeded" : "failed") + ", " +
        (e.arg[0] & 2 ? "done" : "not done");
    if (e.arg[1] != 0)
        s += ", alternative: " + actionText(e.arg[1]);
    return s;
}

std::string blocked(const Event& e, const Ctx& c)
{
    const char* why = e.arg[3] == 0 ? "a wall"
        : e.arg[3] == 1             ? "a wall corner in the way"
        : e.arg[3] == 2             ? "the map's edge"
                                    : "?";
    return c.entity(e.subject[0]) + " cannot walk " + dirName(e.arg[0]) + " to " + at(e.arg[1], e.arg[2]) + ": " + why;
}

std::string done(const Event& e, const Ctx& c)
{
    if (e.arg[1] == 0)
        return actionText(e.arg[0]) + " is not done: it stays at the head of " + c.entity(e.subject[0]) + "'s queue";
    return actionText(e.arg[0]) + (e.arg[3] == 1 ? " is done and goes to the back of " : " is done and leaves ") +
        c.entity(e.subject[0]) + "'s queue (" + str(e.arg[2]) + " left)";
}

// "Why not?": the action considered at a visit and not performed, and why.
std::string energyShort(const Event& e, const Ctx& c)
{
    if (e.arg[0] != static_cast<std::int32_t>(WaitReason::EnergyBelowCost))
        return c.entity(e.subject[0]) + " waits: reason " + str(e.arg[0]);
    return c.entity(e.subject[0]) + " does not " + actionText(e.arg[3]) + ": energy " + str(e.arg[1]) + " < " +
        str(e.arg[2]) + " (needs " + str(std::int64_t{e.arg[2]} - e.arg[1]) + " more): waits";
}

const KindInfo kKinds[] = {
    {local(EnKind::Turn),
     "roguelike.energy-turn",
     [](const Event& e, const Ctx&) {
         return "turn " + str(e.arg[0]) + " begins: " + str(e.arg[1]) + " actor(s) in the queue";
     },
     {"turn", "actors", "", ""},
     {"", ""},
     {kVisits, ArgRange{1, static_cast<std::int32_t>(kMaxEnergyActors)}, kZero, kZero}},
    {local(EnKind::Visit),
     "roguelike.visit",
     visit,
     {"visit_in_turn", "visit", "turn", "energy"},
     {"actor", ""},
     {kVisits, kVisits, kVisits, kEnergy}},
    {local(EnKind::BrainDecide),
     "roguelike.brain-decide",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " has no action: its " + brainName(e.arg[0]) + " brain queues " +
             str(e.arg[1]);
     },
     {"brain", "queued", "", ""},
     {"actor", ""},
     {kBrain, ArgRange{0, kActionQueueCapacity}, kZero, kZero}},
    {local(EnKind::ActionQueued),
     "roguelike.action-queued",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " queues " + actionText(e.arg[0]) + (e.arg[2] == 1 ? " (input)" : "") +
             " at place " + str(std::int64_t{e.arg[1]} + 1);
     },
     {"action", "place", "input", ""},
     {"actor", ""},
     {kCodes, ArgRange{0, kActionQueueCapacity - 1}, kBool, kZero}},
    {local(EnKind::InputWait),
     "roguelike.input-wait",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " waits for input: World.update returns, the queue does not proceed";
     },
     {"", "", "", ""},
     {"actor", ""},
     {kZero, kZero, kZero, kZero}},
    {local(EnKind::InputRejected),
     "roguelike.input-rejected",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " cannot take that input (answer kind " + str(e.arg[0]) + ", " +
             str(e.arg[1]) + ", " + str(e.arg[2]) + "): asked again";
     },
     {"kind", "a", "b", ""},
     {"actor", ""},
     {kAny, kAny, kAny, kZero}},
    {local(EnKind::NoAction),
     "roguelike.no-action",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + "'s " + brainName(e.arg[0]) +
             " brain queued nothing: World.update returns without proceeding, forever";
     },
     {"brain", "", "", ""},
     {"actor", ""},
     {kBrain, kZero, kZero, kZero}},
    {local(EnKind::EnergyGain),
     "roguelike.energy-gain",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " gains " + str(e.arg[0]) + " energy (speed " + str(e.arg[2]) + ", " +
             tableName(e.arg[3]) + " table): " + str(e.arg[1]);
     },
     {"gain", "energy", "speed", "table"},
     {"actor", ""},
     {kGain, kEnergy, kSpeed, kTable}},
    {local(EnKind::EnergyCheck),
     "roguelike.energy-check",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + ": energy " + str(e.arg[0]) + (e.arg[2] ? " >= " : " < ") + str(e.arg[1]) +
             (e.arg[2] ? ": acts" : ": waits");
     },
     {"energy", "cost", "acts", ""},
     {"actor", ""},
     {kEnergy, ArgRange{kActionCost, kActionCost}, kBool, kZero}},
    {local(EnKind::Perform),
     "roguelike.perform",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + (e.arg[1] > 0 ? " performs the alternative: " : " performs ") +
             actionText(e.arg[0]);
     },
     {"action", "place", "", ""},
     {"actor", ""},
     {kCodes, kChainPlace, kZero, kZero}},
    {local(EnKind::ActionResult),
     "roguelike.action-result",
     result,
     {"result", "alternative", "place", ""},
     {"actor", "target"},
     {ArgRange{0, 3}, kCodes, kChainPlace, kAny}},
    {local(EnKind::Spend),
     "roguelike.energy-spend",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) +
             (e.arg[2] ? " spends " + str(e.arg[0]) + " energy: " : " failed, spends nothing: ") + str(e.arg[1]);
     },
     {"spent", "energy", "succeeded", ""},
     {"actor", ""},
     {ArgRange{0, kActionCost}, kEnergy, kBool, kZero}},
    {local(EnKind::ActionDone),
     "roguelike.action-done",
     done,
     {"action", "done", "left", "mode"},
     {"actor", ""},
     {kCodes, kBool, ArgRange{0, kActionQueueCapacity}, kBool}},
    {local(EnKind::Proceed),
     "roguelike.proceed",
     [](const Event& e, const Ctx& c) {
         return "the actor queue proceeds: " + c.entity(e.subject[1]) + " is next" +
             (e.arg[0] ? " (the turn is over)" : "");
     },
     {"turn_over", "", "", ""},
     {"actor", "next"},
     {kBool, kZero, kZero, kZero}},
    {local(EnKind::WalkBlocked),
     "roguelike.walk-blocked",
     blocked,
     {"dir", "x", "y", "reason"},
     {"actor", ""},
     {kDir, kCoord, kCoord, ArgRange{0, 2}}},
    {local(EnKind::DoorOpened),
     "roguelike.door-opened",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " opens " + c.entity(e.subject[1]) + " at " + at(e.arg[0], e.arg[1]);
     },
     {"x", "y", "", ""},
     {"actor", "door"},
     {kCoord, kCoord, kZero, kZero}},
    {local(EnKind::OpenFailed),
     "roguelike.open-failed",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " finds no closed door " + dirName(e.arg[0]) + " at " + at(e.arg[1], e.arg[2]);
     },
     {"dir", "x", "y", ""},
     {"actor", ""},
     {kDir, kCoord, kCoord, kZero}},
    {local(EnKind::AttackNothing),
     "roguelike.attack-nothing",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " attacks " + dirName(e.arg[0]) + ": nobody at " + at(e.arg[1], e.arg[2]);
     },
     {"dir", "x", "y", ""},
     {"actor", ""},
     {kDir, kCoord, kCoord, kZero}},
    {local(EnKind::Rest),
     "roguelike.rest",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " rests (turn " + str(e.arg[0]) + " of " + str(e.arg[1]) + ")";
     },
     {"turn", "turns", "", ""},
     {"actor", ""},
     {ArgRange{1, kMaxRestTurns}, ArgRange{1, kMaxRestTurns}, kZero, kZero}},
    {local(EnKind::SpeedChanged),
     "roguelike.energy-speed",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " speed " + str(e.arg[0]) + " -> " + str(e.arg[1]) + ": gains " +
             str(e.arg[2]) + " per visit (" + tableName(e.arg[3]) + " table)";
     },
     {"old_speed", "new_speed", "gain", "table"},
     {"actor", ""},
     {kSpeed, kSpeed, kGain, kTable}},
    {local(EnKind::ActorRemoved),
     "roguelike.actor-removed",
     [](const Event& e, const Ctx& c) {
         return c.entity(e.subject[0]) + " leaves the actor queue (" + str(e.arg[0]) + " left)";
     },
     {"left", "", "", ""},
     {"actor", ""},
     {ArgRange{0, static_cast<std::int32_t>(kMaxEnergyActors)}, kZero, kZero, kZero}},
    {local(EnKind::EnergyShort),
     "roguelike.energy-short",
     energyShort,
     {"reason", "energy", "cost", "action"},
     {"actor", ""},
     {ArgRange{0, static_cast<std::int32_t>(WaitReason::Count) - 1}, ArgRange{0, kActionCost - 1},
      ArgRange{kActionCost, kActionCost}, kCodes},
     RuleOutcome::NotApplied},
};

}  // namespace

const char* energyFieldName(FieldId f)
{
    if (f >= field(EnField::QueueSlot0) && f < field(EnField::QueueSlot0) + kActionQueueCapacity) {
        static const char* const slots[kActionQueueCapacity] = {
            "queue[0]", "queue[1]", "queue[2]",  "queue[3]",  "queue[4]",  "queue[5]",  "queue[6]",  "queue[7]",
            "queue[8]", "queue[9]", "queue[10]", "queue[11]", "queue[12]", "queue[13]", "queue[14]", "queue[15]"};
        return slots[f - field(EnField::QueueSlot0)];
    }
    static const char* const chain[3][4] = {
        {"chain[0].action", "chain[1].action", "chain[2].action", "chain[3].action"},
        {"chain[0].result", "chain[1].result", "chain[2].result", "chain[3].result"},
        {"chain[0].target", "chain[1].target", "chain[2].target", "chain[3].target"}};
    for (int k = 0; k < 3; ++k)
        if (f >= field(EnField::ChainAction0) + 4 * k && f < field(EnField::ChainAction0) + 4 * k + 4)
            return chain[k][f - field(EnField::ChainAction0) - 4 * k];
    switch (static_cast<EnField>(f)) {
    case EnField::Energy: return "energy";
    case EnField::Face: return "face";
    case EnField::QueueHead: return "queueHead";
    case EnField::QueueLength: return "queueLength";
    case EnField::Progress: return "progress";
    case EnField::Acted: return "acted";
    case EnField::Visits: return "visits";
    case EnField::Plan: return "plan";
    case EnField::InputLine: return "inputLine";
    case EnField::Visit: return "visit";
    case EnField::Turn: return "turn";
    case EnField::VisitInTurn: return "visitInTurn";
    case EnField::Current: return "current";
    case EnField::Awaiting: return "awaitingInput";
    case EnField::Outcome: return "outcome";
    case EnField::ChainLength: return "chainLength";
    case EnField::ChainActor: return "chainActor";
    case EnField::DoorOpen: return "open";
    default: return nullptr;
    }
}

void registerEnergyKinds() { enKindBase = KindRegistry::instance().addBlock(kKinds); }

}  // namespace ts::roguelike
