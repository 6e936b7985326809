#pragma once
// The whole state of a roguelike game: units, the Run table of the current turn, where
// the scheduler is (its "program counter"), the PRNG. A plain value: copying it is a
// checkpoint.
#include "scenario.h"

#include "kernel/decision.h"
#include "kernel/draw/rng.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace ts::roguelike {

inline constexpr int kMaxRuns = 3;  // speeds are x1..x3, so a turn has at most three Runs

// Speed as the table shows it: 0 = slow, 1..3 = x1..x3.
inline int speedCode(int speed, bool slow) { return slow ? 0 : speed; }

struct Unit {
    EntityId id = kNoEntity;
    Faction faction = Faction::Enemy;
    std::int32_t x = 0, y = 0;
    std::int32_t hp = 0, attack = 0;
    std::int32_t speed = 1;
    bool slow = false;
    std::int32_t slowTurns = 0;  // turn starts spent slow; the token comes on every second one
    std::int32_t tokens = 0;
    std::int32_t attacksPerAction = 1;
    std::int32_t attacksPerTurn = 0;  // 0 = unlimited
    std::int32_t attacksLeft = 0;
    bool alive = true;
    bool weapon = false, arrows = false;
    std::uint32_t scriptPos = 0;
};

struct Cell {
    std::int32_t scheduled = 0;  // actions planned in this Run (2 = "xx")
    std::int32_t done = 0;
    std::int32_t skipped = 0;
    std::int32_t mergedIn = 0;  // of `scheduled`, how many came from Runs to the right (000:merge)
    bool mergedAway = false;  // this cell's actions moved to the left
    std::int32_t remaining() const { return scheduled - done - skipped; }
    bool operator==(const Cell&) const = default;
};

struct Row {
    EntityId unit = kNoEntity;
    Faction faction = Faction::Enemy;
    std::int32_t speedLabel = 1;  // speedCode at the time the row was made
    bool inserted = false;  // added mid-turn by a speed-up (000:speed/up)
    std::int32_t insertedRun = -1;
    Seq insertedBy = 0;  // the SpeedChange event that inserted it
    std::array<Cell, kMaxRuns> cells{};
    bool operator==(const Row&) const = default;
};

struct RunTable {
    std::int32_t turn = 0;
    std::int32_t runs = 0;
    std::vector<Row> rows;
    bool operator==(const RunTable&) const = default;
};

enum class Pc : std::uint8_t {
    TurnStart,  // TurnBegin, build the table, merge
    Deal,  // one unit's tokens (cursor.row = unit index)
    RunStart,
    PhaseStart,
    Slot,  // one action slot of row cursor.row in the current phase
    TurnEnd,
    Over,
};

enum class Phase : std::int32_t { Manual = 0, Minor = 1, Major = 2 };

struct Cursor {
    Pc pc = Pc::TurnStart;
    std::int32_t turn = 0;  // 1-based once started
    std::int32_t run = 0;  // 0-based
    Phase phase = Phase::Manual;
    std::int32_t row = 0;
    bool operator==(const Cursor&) const = default;
};

struct PendingAnswer {
    Action action;
    AnswerSource source = AnswerSource::Caller;
    std::uint32_t index = 0;
};

struct State {
    std::vector<Unit> units;  // index = EntityId - 1
    RunTable table;
    Cursor cursor;
    Pcg32 rng;
    bool awaitingDecision = false;
    std::optional<PendingAnswer> answer;
    std::int32_t outcome = 0;  // GameEnd outcome, see Outcome
    std::vector<EntityId> occupancy;  // width*height, the living unit on each cell
};

// How a game ended (GameEnd arg 0). VisitLimit and Stalled end energy games (seed 003).
enum class Outcome : std::int32_t {
    None = 0,
    TurnLimit = 1,
    EnemiesDefeated = 2,
    PlayersDefeated = 3,
    VisitLimit = 4,
    Stalled = 5,
};
// "running", "turn-limit", ... as the final-state JSON names them.
const char* outcomeName(std::int32_t outcome);

}  // namespace ts::roguelike
