#pragma once
// A scenario for the energy game loop of seed 003 ("scheduler": "energy"): the dungeon grid
// with doors, the actors in queue order with their brains and speeds, the energy table, the
// game's length in visits. The format is documented in docs/rulesets/roguelike.md.
#include "energy_table.h"
#include "grid.h"
#include "scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ts::roguelike {

// What an actor can do in an energy game. Walk, Rest and ChangeSpeed are queued (by a brain
// or as input); Attack and OpenDoor are the alternatives a walk turns into (WalkAction).
enum class EnAction : std::uint8_t { None = 0, Walk = 1, Rest = 2, ChangeSpeed = 3, Attack = 4, OpenDoor = 5 };
inline constexpr int kEnActionKinds = 6;

struct EnergyAction {
    EnAction kind = EnAction::None;
    std::int32_t dir = 0;  // Walk, Attack, OpenDoor: index into kDirDx/kDirDy
    std::int32_t param = 0;  // Rest: turns (1..kMaxRestTurns); ChangeSpeed: the change
    bool operator==(const EnergyAction&) const = default;
};

inline constexpr std::int32_t kMaxRestTurns = 1000;
inline constexpr std::int32_t kMaxSpeedChange = 5000;

// An action as one traced integer (queue slots, events): kind in bits 0..3, direction in
// bits 4..6, the parameter (signed) from bit 8. Every action of the ranges above fits.
std::int32_t encodeAction(const EnergyAction& a);
EnergyAction decodeAction(std::int32_t code);
// Whether `a` is an action a brain or an input may queue (kind, direction and parameter in range).
bool isQueueableAction(const EnergyAction& a);

enum class BrainKind : std::uint8_t { Player = 0, Chase = 1, Wander = 2, KeepDistance = 3, Script = 4 };
inline constexpr int kBrainKinds = 5;
// What a script brain does once its plans are used up.
enum class ScriptEnd : std::uint8_t { Rest = 0, Repeat = 1, Nothing = 2 };

struct BrainSpec {
    BrainKind kind = BrainKind::Chase;
    std::int32_t distance = 0;  // KeepDistance: the distance it keeps
    std::vector<std::vector<EnergyAction>> plans;  // Script: each is queued at once when asked
    ScriptEnd then = ScriptEnd::Rest;
};

// How a done action leaves its actor's queue: the reading of CLAUSES.md (it leaves), or the
// seed's literal Queue.proceed(), deque.rotate(-1) (it goes to the back and comes round again).
enum class ActionQueueMode : std::uint8_t { Leave = 0, Rotate = 1 };

inline constexpr int kActionQueueCapacity = 16;  // the most actions one actor can have queued

struct EnergyActorSpec {
    std::string name;
    Faction faction = Faction::Enemy;
    BrainSpec brain;
    std::int32_t speed = 0;
    std::int32_t energy = 0;
    std::int32_t hp = 10;
    std::int32_t attack = 1;
    std::int32_t x = 0, y = 0;
    std::vector<EnergyAction> script;  // player brain: the inputs, in order
};

struct DoorSpec {
    std::int32_t x = 0, y = 0;
    bool open = false;
};

struct EnergyScenario : Scenario {
    Grid grid;
    std::vector<DoorSpec> doors;  // in map order (row by row)
    EnergyTable table = EnergyTable::Erf;
    ActionQueueMode actionQueue = ActionQueueMode::Leave;
    std::int32_t visits = 100;  // the game ends after this many visits (World.update calls)
    std::vector<EnergyActorSpec> actors;  // the actor queue's order; EntityId = index + 1

    // Entities: the actors, then the World (the loop's own fields), then the doors.
    EntityId worldEntity() const { return static_cast<EntityId>(actors.size() + 1); }
    EntityId doorEntity(std::size_t door) const { return static_cast<EntityId>(actors.size() + 2 + door); }
    std::size_t entityCount() const { return actors.size() + 2 + doors.size(); }
};

// The ranges that keep a game's work bounded (documented with the format).
inline constexpr std::int32_t kMaxVisits = 2000000;  // x 999 (the largest erf gain) stays in an int32
inline constexpr std::size_t kMaxEnergyActors = 100000;
inline constexpr std::size_t kMaxDoors = 100000;
inline constexpr std::size_t kMaxScriptLines = 100000;
inline constexpr std::size_t kMaxPlans = 10000;
inline constexpr std::int32_t kMaxStartEnergy = 1000;
inline constexpr std::int32_t kMaxKeepDistance = 1000;

// Whether `doc` asks for the energy scheduler (the ruleset reads it with parseEnergyScenario).
bool isEnergyScenario(const nlohmann::json& doc);
// Throws ScenarioError naming `file` and the JSON path of the first bad value.
EnergyScenario parseEnergyScenario(const nlohmann::json& doc, const std::string& file);

// One input (a player's script line, a caller's answer) as JSON: walk, rest, change-speed.
EnergyAction energyActionFromJson(const nlohmann::json& j, const std::string& file, const std::string& path);
nlohmann::json energyActionToJson(const EnergyAction& a);

const char* enActionName(EnAction k);  // "walk", "rest", ...
const char* brainKindName(BrainKind k);

}  // namespace ts::roguelike
