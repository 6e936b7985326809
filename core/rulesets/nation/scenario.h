#pragma once
// The master data of a nation stage (seed 001 §2): stage, nations, units, state
// definitions, skills, commands and their effects, as read from a scenario file. The
// format is documented in docs/rulesets/nation.md ("Scenario files").
#include "rational.h"

#include "kernel/event.h"
#include "kernel/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ts::nation {

// Formation rows, front to back; the Bench never fights (SPEC §4 "Formation").
enum class Row : std::int32_t { Front = 0, Middle = 1, Back = 2, Bench = 3 };
inline constexpr int kFightingRows = 3;

// Every "ステート処理" site of seed §3 passes its timing (SPEC §4 "Timings").
enum class Timing : std::int32_t {
    RoundStart = 0,
    RoundEnd,
    TurnStart,
    AfterDomesticCommand,
    AfterAction,
    BattleStart,
    AttackStart,
    BeforeAttack,
    AfterAttack,
    AttackEnd,
    BattleEnd,
    TurnEnd,
    Count_
};

enum class EffectKind : std::int32_t {
    ChangePower = 0,  // power := ceil(power x rate) + amount
    ConsumePower,  // power -= amount (the cost side of a command; never below 0)
    ChangeHp,  // hp := ceil(hp x rate) + amount, at most maxHp
    ChangeMaxHp,  // maxHp := ceil(maxHp x rate) + amount (at least 1); hp kept <= maxHp
    ChangeAttack,  // attack := ceil(attack x rate) + amount
    GrantState,  // the grant procedure of seed §4.3
    RemoveState,  // every instance of the state is removed from the target
    ChangeDomesticCount,  // remaining domestic count := ceil(count x rate) + amount
    MoveUnit,  // to (row, slot); blocked by a living unit there
    Nothing,  // does nothing (a replacement that cancels an effect)
    Count_
};

// Who an effect acts on, resolved when it is applied (SPEC §4 "Effects").
enum class TargetKind : std::int32_t {
    Self = 0,  // the unit that holds the state / attacks with the skill (none for a nation)
    OwnNation,  // the source's nation
    OwnUnits,  // every living unit of the source's nation
    OpposingNation,  // in a battle: the other side of the source's nation
    OpposingUnits,  // in a battle: the other side's living, non-bench units
    Attacker,  // the current attacker of the battle
    Target,  // the unit being damaged (unit effects), else every unit of the target array
    HostileNations,  // the source nation's hostile nations that have not fallen
    Count_
};

struct Effect {
    EffectKind kind = EffectKind::Nothing;
    TargetKind target = TargetKind::Self;
    std::int32_t amount = 0;  // may be negative; results are clamped to [0, 1e9]
    Rational rate{1};  // multiplies the current value first (change-* effects)
    std::int32_t state = -1;  // GrantState / RemoveState: index into NationScenario::states
    Row row = Row::Front;  // MoveUnit
    std::int32_t slot = 0;  // MoveUnit
};

// A replacement rule carried by a state (seed §5): an effect of kind `match` (and, when
// given, of target `matchTarget`) aimed at the holder is replaced by `with`.
struct Replacement {
    EffectKind match = EffectKind::Nothing;
    std::optional<TargetKind> matchTarget;
    std::vector<Effect> with;
};

// Passive modifiers (SPEC §4 "Passive states"); 1 = no change. A stackable state applies
// its factor once per stack.
struct Modifiers {
    Rational military{1};  // the military-power factor of the decision phase (nation states)
    Rational damageDealt{1};  // damage of the holder's (or holder nation's units') attacks
    Rational damageTaken{1};  // damage taken by the holder (or the holder nation's units)
};

inline constexpr std::int32_t kNull = -1;  // "null" of stacks / duration / remainings

struct StateDef {
    std::string id;  // unique; "Dead" and "Fallen" are reserved and always defined
    std::string name;
    std::int32_t stacks = kNull;  // initial stack count, or null = not stackable
    std::int32_t duration = kNull;  // turns, or null = permanent
    std::int32_t remainings = kNull;  // triggers left, or null = unlimited
    bool passive = false;
    std::uint32_t timings = 0;  // bit per Timing
    std::vector<Effect> effects;
    std::vector<std::int32_t> excludes[3];  // upper, same-rank, lower (indices into states)
    Modifiers modifiers;
    std::vector<Replacement> replacements;
    bool firesAt(Timing t) const { return (timings >> static_cast<int>(t)) & 1u; }
};

struct TargetPattern {
    Row row = Row::Front;
    std::vector<std::int32_t> range;  // the slots of the range; its length is the target array's length
};

struct SkillDef {
    std::string id;
    std::string name;
    std::int32_t priority = 0;  // higher attacks first
    TargetPattern pattern;
    std::vector<Effect> preEffects;
    Rational damageRate{1};
    Rational powerStealRate{0};
    std::vector<Effect> unitEffects;  // per damaged unit (target = that unit)
    std::vector<Effect> nationEffects;  // after the power damage
    std::vector<Effect> postEffects;  // after attack (seed 3.3.5.3.6)
};

struct CommandDef {
    std::string id;
    std::string name;
    std::int32_t cost = 0;  // power consumed when run; selectable only if affordable
    std::vector<Effect> effects;
};

struct UnitSpec {
    std::string name;  // unique in the stage (the unit's entity name)
    std::int32_t maxHp = 1, hp = 1, attack = 0;
    Row row = Row::Front;
    std::int32_t slot = 0;
    std::vector<std::int32_t> skills;  // indices into NationScenario::skills
    std::vector<std::int32_t> states;  // initial states, granted by §4.3 at game start
};

// One scripted answer of a player nation (see Answer encoding in state.h).
struct ScriptLine {
    std::uint16_t kind = 0;
    std::int32_t index = 0;  // command index (domestic / action)
    std::int32_t targetNation = -1;  // battle
};

struct NationSpec {
    std::string name;  // unique (the nation's entity name)
    std::int32_t turnOrder = 0;  // 手番; unique, ascending = earlier
    bool npc = true;
    std::int32_t power = 0;
    Rational targetMilitaryRatio{1};
    Rational belligerence{1};
    std::vector<std::int32_t> hostiles;  // indices into NationScenario::nations
    std::vector<std::int32_t> domestic;  // indices into NationScenario::commands
    std::vector<std::int32_t> actions;  // indices into NationScenario::commands
    std::vector<UnitSpec> units;  // the unit array (its order is the priority order)
    std::vector<std::int32_t> states;  // initial nation states
    std::vector<ScriptLine> script;  // player nations: answers in order
};

struct NationScenario : Scenario {
    std::string stageId;
    std::int32_t commandNum = 1;  // 内政回数: the remaining domestic count each round
    std::int32_t roundLimit = 1;  // 決着ラウンド数
    std::int32_t decisivePower = kNull;  // 決着国力, or null = none
    std::int32_t slotsPerRow = 3;
    std::vector<StateDef> states;  // [0] Dead, [1] Fallen, then the stage's
    std::vector<SkillDef> skills;
    std::vector<CommandDef> commands;
    std::vector<NationSpec> nations;  // in turn order (sorted by turnOrder)
    // Entities: [1] "game", [2 .. N+1] nations, then every unit in nation order.
    std::vector<std::string> entityNames;  // [0] = ""
    std::vector<std::pair<std::int32_t, std::int32_t>> unitOf;  // by entity: (nation, unit), (-1,-1) if none
    std::vector<EntityId> firstUnitEntity;  // by nation
    // Then the master data, so that event lines can name them: "state:Poison",
    // "skill:Slash", "command:Farm". Event arguments that name a state, skill or command
    // carry these entity ids.
    EntityId stateEntityBase = 0, skillEntityBase = 0, commandEntityBase = 0;
};

inline constexpr std::int32_t kDeadState = 0;
inline constexpr std::int32_t kFallenState = 1;

NationScenario parseNationScenario(const nlohmann::json& doc, const std::string& file);

const char* rowName(Row r);
const char* timingName(Timing t);
const char* effectKindName(EffectKind k);
const char* targetKindName(TargetKind t);

}  // namespace ts::nation
