#pragma once
// The whole state of a nation game (seed 001 §2.7, §2.8) plus the debug data the GUI panels
// read at the cursor: the state-processing queue with each entry's outcome, the battle
// context with the target array and why its range was chosen, every holder's state array,
// the last NPC decision's score table and the power history. A plain value: copying it is a
// checkpoint and an NPC preview. All of it is part of the canonical state hash.
//
// Reading it (GUI): `const auto& g = dynamic_cast<const ts::nation::NationGame&>(game);`
// then `g.state()` (this struct) and `g.scenario()` (names of states, skills, commands).
// Indices: nations by their index in turn order (= NationScenario::nations), units by
// (nation, unit-array index), states by their index into NationScenario::states.
// Entity ids (trace subjects): 1 = "game", nations 2..N+1, then every unit in nation order.
#include "scenario.h"

#include "kernel/decision.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ts::nation {

// A held state: a deep copy of its master data with the holder's ids (seed §4.3/2.4-2.5).
struct HeldState {
    std::int32_t def = -1;  // index into NationScenario::states
    std::int32_t stacks = kNull;  // null (-1) = not stackable
    std::int32_t duration = kNull;  // turns left; null = permanent
    std::int32_t remainings = kNull;  // triggers left; null = unlimited
    std::uint32_t serial = 0;  // identity of this grant (the queue's "still held" check)
    bool operator==(const HeldState&) const = default;
};

struct UnitState {
    EntityId id = kNoEntity;
    std::int32_t nation = 0;  // owning nation (index)
    std::int32_t maxHp = 1, hp = 1, attack = 0;
    Row row = Row::Front;
    std::int32_t slot = 0;
    std::vector<HeldState> states;  // in grant order (priority order inside the holder)
    bool dead() const;  // holds the reserved Dead state
    bool operator==(const UnitState&) const = default;
};

struct NationState {
    EntityId id = kNoEntity;
    std::int32_t power = 0;
    std::int32_t remainingDomestic = 0;  // 残り内政回数
    std::vector<HeldState> states;  // nation states, in grant order
    std::vector<UnitState> units;  // the unit array
    std::uint32_t scriptPos = 0;  // player nations: next script line
    bool fallen() const;  // holds the reserved Fallen state
    bool operator==(const NationState&) const = default;
};

// Who holds a state: a nation (unit = -1) or one of its units.
struct Holder {
    std::int32_t nation = 0;
    std::int32_t unit = -1;
    bool operator==(const Holder&) const = default;
};

// ---- the state-processing queue (seed §4.4 as SPEC §4 completes it)
enum class QueueOutcome : std::int32_t {
    Pending = 0,  // not popped yet
    Fired = 1,  // effects applied (remainings -1, removed at 0)
    SkippedRemoved = 2,  // no longer held when popped
    SkippedPassive = 3,  // passive states never trigger
    SkippedWrongTiming = 4,  // its triggerTimings lack this timing
    SkippedNoRemainings = 5,  // remainings == 0
};

struct QueueEntry {
    Holder holder;
    std::int32_t def = -1;  // the state's master index
    std::uint32_t serial = 0;  // the instance that was queued
    QueueOutcome outcome = QueueOutcome::Pending;
    bool operator==(const QueueEntry&) const = default;
};

// A state granted while a processing ran: it is not in the queue (001:4.2/fixed).
struct NotQueuedGrant {
    Holder holder;
    std::int32_t def = -1;
    std::int32_t afterPop = -1;  // index of the entry whose effects granted it
    bool operator==(const NotQueuedGrant&) const = default;
};

struct ProcessQueue {
    bool active = false;  // a processing is running (its entries are being popped)
    Timing timing = Timing::RoundStart;
    std::int32_t round = 0, turnIndex = 0;  // when it was built
    std::vector<QueueEntry> entries;  // in priority order (001:4.2.1-4.2.3)
    std::int32_t popped = -1;  // index of the entry popped last (-1: none yet)
    std::int32_t depth = 0;  // event depth of the site that runs it
    std::vector<NotQueuedGrant> grantedDuring;
    bool operator==(const ProcessQueue&) const = default;
};

// ---- the battle context (seed §2.8)
struct AttackEntry {
    std::int32_t nation = 0, unit = 0;  // the attacker
    std::int32_t skill = 0;  // index into NationScenario::skills
    bool operator==(const AttackEntry&) const = default;
};

// Which of the five candidate ranges of 3.3.5.3.2 was chosen.
enum class RangeChoice : std::int32_t {
    None = -1,  // not decided yet
    Normal = 0,
    OneBehind = 1,
    TwoBehind = 2,
    OneInFront = 3,
    TwoInFront = 4,
    EmptyFront = 5,  // the opposing Front row has no living unit: all null (3.3.5.3.2-2)
    NoneInRange = 6,  // every candidate range was empty: all null
};

struct CandidateCheck {
    RangeChoice candidate = RangeChoice::Normal;
    std::int32_t row = 0;  // the row checked; -1 = outside Front..Back (skipped)
    std::int32_t living = 0;  // living units found in the range
    bool operator==(const CandidateCheck&) const = default;
};

struct TargetSlot {
    std::int32_t unit = -1;  // unit index in the defending side's nation, or -1 = null
    std::int32_t damage = 0;  // unit damage dealt to it (3.3.5.3.4)
    std::int32_t powerDamage = 0;  // its power damage (3.3.5.3.5)
    bool done = false;  // unit damage step processed
    bool operator==(const TargetSlot&) const = default;
};

struct BattleContext {
    bool active = false;
    std::int32_t attackerNation = -1, defenderNation = -1;
    std::vector<AttackEntry> attackOrder;  // dead attackers are popped from it
    std::int32_t currentAttackIndex = 0;  // = attacks processed so far
    std::optional<AttackEntry> currentAttacker;
    std::int32_t targetNation = -1;  // whose units the target array holds
    std::vector<TargetSlot> targets;  // the target array, nulls included
    std::int32_t targetIndex = 0;
    RangeChoice chosen = RangeChoice::None;
    std::int32_t chosenRow = -1;
    std::vector<CandidateCheck> checks;  // the candidates looked at, in order (why)
    std::int32_t attackPowerDamage = 0;  // this attack's 暫定国力ダメージ
    std::int32_t pendingPowerDamage = 0;  // 暫定国力奪取量 (the battle's pending steal)
    bool operator==(const BattleContext&) const = default;
};

// ---- NPC decisions (3.3.2 NPC, 3.3.3)
enum class NpcDecisionKind : std::int32_t { Domestic = 0, Action = 1, Battle = 2, Nothing = 3 };

struct NpcCandidate {
    std::int32_t command = -1;  // index into NationScenario::commands
    std::string score;  // exact ("123/2"), as compared
    std::int32_t scoreCeil = 0;  // rounded up and clamped, for display
    bool operator==(const NpcCandidate&) const = default;
};

struct NpcDecision {
    bool valid = false;
    std::int32_t nation = -1;
    std::int32_t round = 0;
    NpcDecisionKind kind = NpcDecisionKind::Nothing;
    std::vector<NpcCandidate> candidates;  // in command-array order
    std::int32_t chosen = -1;  // index into candidates (-1: none)
    // The decision phase (3.3.3): own military power, the closest hostile nation and its.
    std::string ownMilitary, candidateMilitary, belligerence;
    std::int32_t candidateNation = -1;
    bool operator==(const NpcDecision&) const = default;
};

// ---- where the game is (the step machine's program counter)
enum class Pc : std::int32_t {
    GameStart,
    RoundStart,
    TurnNext,
    TurnStart,
    DomesticBegin,
    Domestic,
    Decide,
    Action,
    BattleStart,
    BattleOrder,
    AttackStart,
    TargetDecision,
    BeforeAttack,
    UnitDamage,
    PowerDamage,
    AfterAttack,
    AttackEnd,
    BattleEnd,
    TurnEnd,
    Durations,
    RoundEnd,
    RoundCheck,
    GameEnd,
    Process,  // popping the queue; returns to ProcessQueue-owned `afterProcess`
    Over,
};

// Answers to a player nation's command decision (Answer::kind).
enum class AnswerKind : std::uint16_t {
    Domestic = 1,  // a = index in the nation's domestic command array
    Battle = 2,  // target = the defending nation's entity
    Action = 3,  // a = index in the nation's action command array
    EndTurn = 4,  // no battle and no action (always legal)
};

struct PendingAnswer {
    Answer answer;
    AnswerSource source = AnswerSource::Caller;
    std::uint32_t index = 0;
};

enum class Outcome : std::int32_t { None = 0, RoundLimit = 1, LastNation = 2, DecisivePower = 3 };

struct GameState {
    // seed §2.7
    std::int32_t currentRound = 0;
    std::int32_t currentTurnIndex = 0;  // 1-based once a turn runs; the nation is nations[index-1]
    std::vector<NationState> nations;  // in turn order
    ProcessQueue queue;  // the current / last state processing
    BattleContext battle;  // seed §2.8
    // the step machine
    Pc pc = Pc::GameStart;
    Pc afterProcess = Pc::GameStart;  // where the running processing returns
    bool awaitingDecision = false;
    std::optional<PendingAnswer> answer;
    std::uint32_t nextSerial = 1;  // for HeldState::serial
    std::int32_t chosenBattleTarget = -1;  // the decided defender until the battle starts
    std::int32_t chosenAction = -1;  // the decided action command until the action phase
    // the end (3.1.3)
    std::int32_t outcome = 0;  // Outcome
    std::int32_t winner = -1;  // nation index
    // debug data for the panels
    NpcDecision lastNpcDecision;
    // power per nation at the end of every round: powerHistory[round-1][nation]; [0] is
    // round 0 (the start) so the chart has a first point.
    std::vector<std::vector<std::int32_t>> powerHistory;
    bool operator==(const GameState&) const = default;
};

// Traced fields (Write events); the inspector's names are in kinds.cpp.
enum class Field : FieldId {
    // entity "game"
    Round = 1,
    TurnIndex,
    AttackerNation,
    DefenderNation,
    AttackIndex,
    CurrentAttacker,
    TargetIndex,
    AttackPowerDamage,
    PendingPowerDamage,
    // nations
    Power = 20,
    RemainingDomestic,
    // units
    MaxHp = 40,
    Hp,
    Attack,
    Row,
    Slot,
    // the state array of a nation or unit: StateSlot + 8*k + StateAttr
    StateSlot = 1000,
};
enum class StateAttr : FieldId { Def = 0, Stacks = 1, Duration = 2, Remainings = 3, Serial = 4 };
inline constexpr FieldId kStateSlotStride = 8;
inline constexpr std::int32_t kMaxStateSlots = (65535 - 1000) / 8;

const char* queueOutcomeName(QueueOutcome o);
const char* rangeChoiceName(RangeChoice r);
const char* pcName(Pc pc);
const char* outcomeName(std::int32_t outcome);

}  // namespace ts::nation
