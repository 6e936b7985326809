#pragma once
// A game for the core rules of seed 002 as data (the format is documented in
// docs/rulesets/stack.md): players in turn order, the zones every player has, counters,
// components with owner and controller, the actions (timing, instant or normal effect,
// costs, a target, effects from a small set), and abilities of players and components
// (static: grant an action; triggered: start an action when a condition holds). Nothing of
// a particular game is written in C++: the demonstration game is a scenario file.
#include "kernel/decision.h"
#include "kernel/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ts::stack {

// Bounds that keep a game's work bounded (every one documented with the format).
inline constexpr std::int32_t kMaxPlayers = 8;
inline constexpr std::int32_t kMaxZones = 16;
inline constexpr std::int32_t kMaxCounters = 16;
inline constexpr std::int32_t kMaxActions = 64;
inline constexpr std::int32_t kMaxComponents = 512;
inline constexpr std::int32_t kMaxAbilities = 16;  // per player or component
inline constexpr std::int32_t kMaxEffects = 16;  // per action
inline constexpr std::int32_t kMaxCosts = 8;  // per action
inline constexpr std::int32_t kMaxCostCount = 16;  // components one cost item moves
inline constexpr std::int32_t kMaxAmount = 1000;  // an effect's or a cost's amount
inline constexpr std::int32_t kCounterMin = -1000000;
inline constexpr std::int32_t kCounterMax = 1000000;
inline constexpr std::int32_t kMaxStage = 256;  // limits.stage
inline constexpr std::int32_t kMaxPending = 256;  // triggered actions waiting at once
inline constexpr std::int32_t kMaxScript = 100000;  // answers per player script
inline constexpr std::int32_t kMaxTurnLimit = 100000;  // limits.turns
inline constexpr std::int32_t kMaxActionLimit = 10000000;  // limits.actions
inline constexpr std::int32_t kMaxTriggerLoops = 100000;  // limits.triggerLoops

// 「タイミング」: main (chance + turn + empty stage) or quick (chance only).
enum class Timing : std::int32_t { Main = 0, Quick = 1 };
// 「効果」: a normal effect goes to the stage; an instant effect resolves at once.
enum class Speed : std::int32_t { Normal = 0, Instant = 1 };
// Players an effect concerns, seen from the action's controller.
enum class PlayerSel : std::int32_t { Controller = 0, Next, Opponents, Target, TurnPlayer, All };
// The component an effect concerns.
enum class ComponentSel : std::int32_t { Source = 0, Target, Cause };
// Whose component / player / stage entry, relative to the action's controller.
enum class Whose : std::int32_t { Any = 0, Self, Opponent };

enum class EffectKind : std::int32_t {
    Move = 0,  // a component to a zone of its owner (top or bottom)
    Draw = 1,  // the top components of a player's zone to another zone
    Damage = 2,  // a player takes damage (the scenario's damage rule)
    Counter = 3,  // add to / set a counter of a player or a component
    Control = 4,  // the action's controller takes control of a component
    Win = 5,
    Lose = 6,
    EndTurn = 7,  // the end action's effect: the turn and the chance go to the next player
    Cancel = 8,  // the targeted action leaves the stage without resolving
};

// An amount: a number, or a counter's value (of the source, the target or the controller).
enum class AmountOf : std::int32_t { Fixed = 0, Source, Target, Controller };
struct Amount {
    AmountOf of = AmountOf::Fixed;
    std::int32_t value = 0;  // Fixed
    std::int32_t counter = -1;  // otherwise
};

struct Effect {
    EffectKind kind = EffectKind::Move;
    PlayerSel who = PlayerSel::Controller;  // draw, damage, counter of a player, win, lose
    ComponentSel what = ComponentSel::Source;  // move, control, counter of a component
    bool ofComponent = false;  // counter: a component's (what) instead of a player's (who)
    std::int32_t zone = -1;  // move: the destination
    bool bottom = false;  // move: to the bottom instead of the top
    std::int32_t from = -1, to = -1;  // draw
    std::int32_t counter = -1;  // counter
    bool set = false;  // counter: set instead of add
    Amount amount;  // draw (count), damage, counter
};

enum class TargetKind : std::int32_t { None = 0, Component, Player, Stage };
struct TargetSpec {
    TargetKind kind = TargetKind::None;
    std::int32_t zone = -1;  // a component target: the zone it must be in (-1 any)
    Whose whose = Whose::Any;
};

enum class CostKind : std::int32_t {
    Move = 0,  // `count` components of the player's zone `from` (chosen) to their owner's zone `to`
    Counter = 1,  // `amount` off a counter of the player (or of the source)
    Damage = 2,  // the player takes `amount` damage
    Source = 3,  // the source component goes to zone `to`
};
struct Cost {
    CostKind kind = CostKind::Move;
    std::int32_t from = -1, to = -1;
    std::int32_t count = 1;
    std::int32_t counter = -1;
    bool ofSource = false;
    std::int32_t amount = 0;
};

struct ActionDef {
    std::string name;
    Timing timing = Timing::Main;
    bool hasTiming = true;  // false: only triggered abilities start it (no player takes it)
    Speed speed = Speed::Normal;
    std::vector<Cost> costs;
    TargetSpec target;
    std::vector<Effect> effects;
    bool endAction = false;  // holds an end-turn effect (「エンドアクション」)
    bool triggerable = true;  // no chosen target: a triggered ability may start it
};

// What happened, for triggered abilities (「何かの契機」).
enum class Occurrence : std::int32_t { Taken = 0, Resolved, Moved, Counter, Control, Turn };

struct TriggerCondition {
    Occurrence on = Occurrence::Resolved;
    std::int32_t action = -1;  // taken / resolved: this action only (-1 any)
    Whose by = Whose::Any;  // the acting / concerned player, from the ability's controller
    bool selfComponent = false;  // moved / counter / control: the ability's own component only
    std::int32_t from = -1, to = -1;  // moved
    std::int32_t counter = -1;  // counter
    std::optional<std::int32_t> atMost, atLeast;  // counter: the change makes this hold
};

struct Ability {
    bool triggered = false;  // false: static, grants `action`
    std::int32_t action = -1;
    std::uint32_t zones = 0;  // a component's ability is active in these zones (bit mask; 0 = every zone)
    TriggerCondition condition;  // triggered only
};

struct PlayerSpec {
    std::string name;
    std::vector<std::int32_t> counters;  // per scenario counter
    std::vector<Ability> abilities;
    std::vector<Answer> script;  // answers in order (compound lines expanded)
};

struct ComponentSpec {
    std::string name;
    std::int32_t owner = 0;
    std::int32_t controller = 0;
    std::int32_t zone = 0;
    std::vector<std::int32_t> counters;
    std::vector<Ability> abilities;
};

// The win check's lose conditions (「勝敗判定」: the game decides how): a player loses
// when the count of their zone, or their counter, is at most `atMost`.
struct LoseCondition {
    bool zone = true;
    std::int32_t index = 0;
    std::int32_t atMost = 0;
};

struct Limits {
    std::int32_t turns = 100;
    std::int32_t actions = 100000;
    std::int32_t stage = 64;
    std::int32_t triggerLoops = 1000;  // trigger checks (⑩ loop heads) between two actions players take
};

struct StackScenario : Scenario {
    std::vector<std::string> zones;
    std::vector<std::string> counters;
    std::vector<ActionDef> actions;
    std::vector<PlayerSpec> players;
    std::vector<ComponentSpec> components;
    // Damage: moves the top components of `damageFrom` to `damageTo` (BlackPoker's deck to
    // graveyard), or, with damageCounter >= 0, lowers that counter.
    std::int32_t damageFrom = -1, damageTo = -1, damageCounter = -1;
    std::vector<LoseCondition> lose;
    std::int32_t first = 0;  // the first player (-1: drawn at game start)
    std::uint32_t shuffleZones = 0;  // zones shuffled at game start (bit mask)
    std::int32_t setupDraw = 0;  // components each player draws at game start
    std::int32_t drawFrom = -1, drawTo = -1;  // the default draw zones ("deck", "hand")
    Limits limits;

    // Entity ids: 1 "game", players, components, actions, zones, counters.
    std::vector<std::string> entityNames;
    EntityId componentBase = 0, actionBase = 0, zoneBase = 0, counterBase = 0;
    // Every triggered ability, in the order they are checked: players' then components'.
    struct TriggerRef {
        bool player = true;
        std::int32_t holder = 0;
        std::int32_t ability = 0;
    };
    std::vector<TriggerRef> triggers;

    EntityId playerEntity(std::int32_t p) const { return static_cast<EntityId>(2 + p); }
    EntityId componentEntity(std::int32_t c) const { return componentBase + static_cast<EntityId>(c); }
    EntityId actionEntity(std::int32_t a) const { return a < 0 ? kNoEntity : actionBase + static_cast<EntityId>(a); }
    EntityId zoneEntity(std::int32_t z) const { return z < 0 ? kNoEntity : zoneBase + static_cast<EntityId>(z); }
    EntityId counterEntity(std::int32_t c) const { return c < 0 ? kNoEntity : counterBase + static_cast<EntityId>(c); }
    // -1 unless the entity is a player / a component.
    std::int32_t playerOf(EntityId e) const;
    std::int32_t componentOf(EntityId e) const;
    std::int32_t actionOf(EntityId e) const;
    std::int32_t findZone(const std::string& name) const;
    std::int32_t findPlayer(const std::string& name) const;
    std::int32_t findComponent(const std::string& name) const;
    std::int32_t findAction(const std::string& name) const;
};

// Throws ScenarioError naming the file and the JSON path of the first bad value.
StackScenario parseStackScenario(const nlohmann::json& doc, const std::string& file);

// Names as the format writes them.
const char* timingName(Timing t);
const char* speedName(Speed s);
const char* effectKindName(EffectKind k);
const char* occurrenceName(Occurrence o);

}  // namespace ts::stack
