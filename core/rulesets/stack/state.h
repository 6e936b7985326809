#pragma once
// The whole state of a game under the core rules of seed 002: the turn player, the chance
// holder, the pass list (パス名簿), the stage (LIFO), the action in hand (being declared or
// resolved), the triggered actions waiting for the trigger check, players' counters and
// flags, components with owner, controller and place, and where the flow stands (the node
// of coreflow.puml just run and the edge that led there). A plain value: copying it is a
// checkpoint. All of it is part of the canonical state hash.
//
// Reading it (GUI): `const auto& g = dynamic_cast<const ts::stack::StackGame&>(game);`
// then `g.state()` and `g.scenario()`.
#include "scenario.h"

#include "kernel/decision.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ts::stack {

// The nodes of the seed's core flow (①–⑮) and of its trigger check (⑩-1..⑩-4). Values are
// what the events carry: the seed's number; ⑩-k is 100 + k.
enum class Node : std::int32_t {
    None = 0,
    GameStart = 1,
    ChanceToTurnPlayer = 2,
    StageEmpty = 3,
    ResetPassList = 4,
    TakeAction = 5,
    IsInstant = 6,
    Resolve = 7,
    WinCheck = 8,
    AddToStage = 9,
    TriggerCheck = 10,
    TakeActionQ = 11,
    RegisterPass = 12,
    AllPassed = 13,
    TakeFromStage = 14,
    MoveChance = 15,
    InstantTriggered = 101,
    ResolveTriggered = 102,
    NormalTriggered = 103,
    StageTriggered = 104,
    Over = 200,
};
const char* nodeLabel(Node n);  // "③", "⑩-2", ...
bool isNode(std::int32_t value);

// An action on the stage, in hand, or triggered and waiting (「アクション」): its controller
// (「コントローラー」) and what it was declared with.
struct Entry {
    std::int32_t action = -1;  // index into StackScenario::actions; -1 = empty
    std::int32_t controller = -1;  // player index
    std::int32_t source = 0;  // entity whose ability granted / started it (player or component)
    std::int32_t target = 0;  // the chosen component or player (entity), 0 = none
    std::int32_t targetEntry = 0;  // the targeted stage entry's serial, 0 = none
    std::int32_t serial = 0;  // identity of this action instance
    std::int32_t addedAt = -1;  // the event that declared, staged or triggered it
    std::int32_t triggered = 0;  // 1: started by a triggered ability
    std::int32_t cause = 0;  // the component of the occurrence that triggered it (entity)
    std::int32_t batch = 0;  // waiting triggers: taken into the running ⑩-2 / ⑩-4
    bool empty() const { return action < 0; }
    bool operator==(const Entry&) const = default;
};
enum class EntryAttr : std::int32_t {
    Action = 0,
    Controller,
    Source,
    Target,
    TargetEntry,
    Serial,
    AddedAt,
    Triggered,
    Cause,
    Batch,
    Count_
};

struct PlayerState {
    std::vector<std::int32_t> counters;
    std::int32_t lost = 0, won = 0;
    std::uint32_t scriptPos = 0;  // next script answer
    bool operator==(const PlayerState&) const = default;
};

struct ComponentState {
    std::int32_t owner = 0, controller = 0;
    std::int32_t zone = 0, zonePlayer = 0;  // where it is: a zone of that player
    std::int32_t order = 0;  // place within the zone: higher is nearer the top
    bool operator==(const ComponentState&) const = default;
};

// What the engine waits for (Answer::kind names the answer).
enum class Await : std::int32_t {
    None = 0,
    Act = 1,  // ⑤ with the stage empty: the chance holder must take an action
    ActOrPass = 2,  // ⑪: take an action or pass
    Pay = 3,  // ⑤: the component for the next cost unit
    Target = 4,  // ⑤: the action's target
    Order = 5,  // ⑩-2 / ⑩-4: which of the player's triggered actions goes next
};
enum class AnswerKind : std::uint16_t {
    Act = 1,  // a = the action's entity; target = the source entity (player or component) whose ability grants it
    Pass = 2,
    Pay = 3,  // target = the component paid
    Target = 4,  // target = a component or player entity; or a = stage position (1 = bottom)
    Order = 5,  // a = index among the player's triggered actions in this batch, in trigger order
};

// Why an answer was refused (the rejected event's argument).
enum class Refusal : std::int32_t {
    None = 0,
    WrongKind,
    NotGranted,
    NotYourTurn,
    StageNotEmpty,
    CannotPay,
    NoTarget,
    NotAllowedHere,
    BadPayment,
    BadTarget,
    BadOrder,
    StageFull,
};

// How the game ended (GameEnd's outcome).
enum class Outcome : std::int32_t {
    None = 0,
    Win = 1,
    Draw = 2,
    TurnLimit = 3,
    ActionLimit = 4,
    Stalled = 5,
    TriggerLimit = 6,
    StageLimit = 7,
};

struct PendingAnswer {
    Answer answer;
    AnswerSource source = AnswerSource::Caller;
    std::uint32_t index = 0;
};

// The declaration under way at ⑤ (「アクションを起こす」: name it, choose its target, pay).
struct Declaration {
    std::int32_t action = -1;
    std::int32_t source = 0;
    std::int32_t target = 0, targetEntry = 0;
    bool targetChosen = false;
    std::vector<std::int32_t> paid;  // component indices chosen for the move costs, in cost order
    bool operator==(const Declaration&) const = default;
};

struct GameState {
    std::int32_t turnPlayer = -1, chanceHolder = -1;
    std::int32_t turnNumber = 0;
    std::int32_t actionsTaken = 0;  // ⑤ declarations so far (limits.actions)
    std::int32_t turnActions = 0;  // declarations this turn
    std::vector<std::int32_t> passList;  // player indices in the order they passed (a player at most once)
    std::vector<Entry> stage;  // bottom first
    Entry current;  // the action declared at ⑤ or taken off at ⑭
    std::vector<Entry> pending;  // triggered, waiting for ⑩ (in trigger order)
    std::vector<PlayerState> players;
    std::vector<ComponentState> components;
    // Every component's counters in one run (component * counter count + counter): a
    // copy of the state (a checkpoint) stays a handful of allocations.
    std::vector<std::int32_t> componentCounters;
    // the step machine
    Node pc = Node::GameStart;  // the node the next step runs
    Node node = Node::None;  // the node run last (the flow map lights it)
    Node from = Node::None;  // the node before it (the edge just taken: from -> node)
    std::int32_t loops = 0;  // ⑩ loop heads since a player last took an action (limits.triggerLoops)
    bool overflow = false;  // more triggered at once than the waiting list holds (ends the game at ⑩)
    Await await = Await::None;
    Declaration decl;
    std::optional<PendingAnswer> answer;
    std::int32_t orderPlayer = -1;  // ⑩-2 / ⑩-4: whose triggered action the order decision is about
    std::uint32_t nextSerial = 1;
    std::int32_t topOrder = 0, bottomOrder = 0;
    std::int32_t outcome = 0, winner = -1;
    bool operator==(const GameState&) const = default;
};

// Traced fields (Write events); the inspector's names are in kinds.cpp. Field ids are
// unique across entity kinds, so a write names its field without knowing its entity.
enum class Field : FieldId {
    // entity "game"
    TurnPlayer = 1,
    ChanceHolder = 2,
    TurnNumber = 3,
    ActionsTaken = 4,
    TurnActions = 5,
    // players
    Lost = 20,
    Won = 21,
    // components
    Controller = 30,
    Zone = 31,
    ZonePlayer = 32,
    Order = 33,
    // players and components
    CounterBase = 100,  // + counter index
    PassSlot = 200,  // + k: player index + 1 of the k-th pass (0 = empty)
    CurrentAttr = 900,  // + EntryAttr: the action in hand
    StageSlot = 1000,  // + 16 k + EntryAttr
    PendingSlot = 6000,  // + 16 k + EntryAttr
};
inline constexpr FieldId kEntryStride = 16;
// Room for the waiting list's traced slots (FieldId space): what triggers beyond it between
// two trigger checks is not added and the game ends with the trigger limit at ⑩. The list
// may outgrow kMaxPending between two checks (an instant triggered action resolved at ⑩-2
// can trigger many more), so ⑩-3's batch can hold up to this many.
inline constexpr std::int32_t kPendingCapacity = 3000;
// Slots of the waiting list that fit the FieldId space (the game ends at ⑩ before it fills).
inline constexpr std::size_t kPendingSlotsMax = (65535 - 6000) / 16;
static_assert(static_cast<std::size_t>(kPendingCapacity) <= kPendingSlotsMax);

const char* outcomeName(std::int32_t outcome);
const char* refusalText(std::int32_t refusal);

}  // namespace ts::stack
