#pragma once
// A roguelike scenario: a small grid map, the units on it, and what the scripted units do.
// The format is documented in docs/rulesets/roguelike.md ("Scenario files").
#include "kernel/event.h"
#include "kernel/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ts::roguelike {

enum class Faction : std::uint8_t { Player = 0, Friend = 1, Enemy = 2 };

enum class ActionKind : std::uint16_t {
    None = 0,
    Move = 1,  // arg = direction
    Attack = 2,  // target (must be adjacent when executed)
    Wait = 3,
    DrinkSpeedGrass = 4,  // speeds the actor up
    WaveStaff = 5,  // target, arg = Staff
    Equip = 6,  // arg = Item, from the menu
    ThrowItem = 7,  // target, arg = Item: the target has the item forced on it (equips it)
    Control = 8,  // target performs inner*: always spends a token of the target (000:debt)
    Brain = 9,  // script only: let the built-in AI brain choose this action
};

enum class Staff : std::int32_t { Haste = 0, Slow = 1 };
enum class Item : std::int32_t { Weapon = 0, Arrows = 1 };

// Directions in the order N, NE, E, SE, S, SW, W, NW; y grows downwards (row 0 is the top).
inline constexpr int kDirCount = 8;
inline constexpr int kDirDx[kDirCount] = {0, 1, 1, 1, 0, -1, -1, -1};
inline constexpr int kDirDy[kDirCount] = {-1, -1, 0, 1, 1, 1, 0, -1};
inline constexpr const char* kDirNames[kDirCount] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

struct Action {
    ActionKind kind = ActionKind::None;
    EntityId target = kNoEntity;
    std::int32_t arg = 0;
    // Control only: the action the controlled target is made to perform.
    ActionKind innerKind = ActionKind::None;
    EntityId innerTarget = kNoEntity;
    std::int32_t innerArg = 0;
    bool operator==(const Action&) const = default;
};

struct UnitSpec {
    std::string name;
    Faction faction = Faction::Enemy;
    int speed = 1;  // 1..3
    bool slow = false;
    int hp = 10;
    int attack = 1;
    int x = 0, y = 0;
    int attacksPerAction = 1;  // 1 or 2 (000:attacks/double)
    int attacksPerTurn = 0;  // 0 = unlimited; else the per-turn budget (000:attacks/limited)
    std::vector<Action> script;
};

struct RoguelikeScenario : Scenario {
    int width = 0, height = 0;
    std::vector<std::uint8_t> walls;  // width*height, row-major, 1 = wall
    int turns = 1;  // the game ends after this many turns
    std::vector<UnitSpec> units;  // EntityId = index + 1

    bool wall(int x, int y) const
    {
        return x < 0 || y < 0 || x >= width || y >= height || walls[static_cast<std::size_t>(y * width + x)] != 0;
    }
};

// Throws ScenarioError naming `file` and the JSON path of the first bad value.
RoguelikeScenario parseRoguelikeScenario(const nlohmann::json& doc, const std::string& file);

// One script line / caller answer as JSON, resolved against the scenario's unit names.
Action actionFromJson(const nlohmann::json& j, const RoguelikeScenario& scenario, const std::string& file,
                      const std::string& path);
nlohmann::json actionToJson(const Action& a, const RoguelikeScenario& scenario);

const char* factionName(Faction f);
const char* actionKindName(ActionKind k);

}  // namespace ts::roguelike
