// A Run-table game's whole state as bytes and back (kernel/session/state_codec.h, issue 41):
// a trace file keeps its checkpoints' states so that a reopened session seeks from them. The
// ruleset's one codec (registered here) also takes the energy loop's games (energy_codec.cpp):
// each kind's bytes begin with their own tag, so a state of one kind is refused by the other.
//
// Layout (CanonicalWriter, little-endian): "roguelike-state/1", the unit count, then what
// stateHash writes (writeState: the units, the Run table, the cursor, the outcome, the PRNG),
// the work done. The occupancy grid is not saved: at a step boundary it is the living units'
// cells, and it is rebuilt from them.
#include "energy_game.h"
#include "game.h"
#include "register.h"

#include "kernel/io/canonical.h"
#include "kernel/session/state_codec.h"

#include <algorithm>

namespace ts::roguelike {

namespace {

constexpr std::string_view kTag = "roguelike-state/1";
constexpr std::int32_t kMaxStat = 1000000000;  // the scenario's bound of hp and attack (scenario.cpp)
constexpr std::int32_t kMaxCount = 1 << 24;  // no counter of a real game comes near it

// A unit as the rules can have made it: its own id, a faction, on the map, a speed of the table.
bool readUnit(StateReader& r, Unit& u, EntityId id, const RoguelikeScenario& sc)
{
    u.id = r.u32();
    const std::uint8_t faction = r.u8();
    for (std::int32_t* v : {&u.x, &u.y, &u.hp, &u.attack, &u.speed, &u.slowTurns, &u.tokens, &u.attacksPerAction,
                            &u.attacksPerTurn, &u.attacksLeft})
        *v = r.i32();
    const std::uint8_t flags = r.u8();
    u.scriptPos = r.u32();
    u.faction = static_cast<Faction>(faction);
    u.slow = flags & 1;
    u.alive = flags & 2;
    u.weapon = flags & 4;
    u.arrows = flags & 8;
    // Stats within the scenario's bounds and counters far from overflowing: the rules add
    // and subtract them without checks.
    const auto counter = [](std::int32_t v) { return v >= -kMaxCount && v <= kMaxCount; };
    return u.id == id && faction <= static_cast<std::uint8_t>(Faction::Enemy) && flags < 16 && u.x >= 0 && u.y >= 0 &&
        u.x < sc.width && u.y < sc.height && u.speed >= 1 && u.speed <= kMaxRuns && u.hp >= 0 && u.hp <= kMaxStat &&
        u.attack >= 0 && u.attack <= kMaxStat && counter(u.slowTurns) && counter(u.tokens) &&
        counter(u.attacksPerAction) && counter(u.attacksPerTurn) && counter(u.attacksLeft);
}

bool readRow(StateReader& r, Row& row, std::size_t units)
{
    row.unit = r.u32();
    const std::uint8_t faction = r.u8();
    row.faction = static_cast<Faction>(faction);
    row.speedLabel = r.i32();
    const std::uint8_t inserted = r.u8();
    row.inserted = inserted != 0;
    row.insertedRun = r.i32();
    row.insertedBy = r.u64();
    bool ok = true;
    for (Cell& c : row.cells) {
        for (std::int32_t* v : {&c.scheduled, &c.done, &c.skipped, &c.mergedIn}) {
            *v = r.i32();
            ok = ok && *v >= 0 && *v <= kMaxCount;  // counts of actions (remaining() subtracts them)
        }
        const std::uint8_t away = r.u8();
        c.mergedAway = away != 0;
        ok = ok && away <= 1;
    }
    return ok && row.unit >= 1 && row.unit <= units && faction <= static_cast<std::uint8_t>(Faction::Enemy) &&
        inserted <= 1 && row.insertedRun >= -1 && row.insertedRun < kMaxRuns;
}

}  // namespace

bool RoguelikeGame::saveState(CanonicalWriter& w) const
{
    if (s_.awaitingDecision || s_.answer)
        return false;
    w.str(kTag);
    w.u32(static_cast<std::uint32_t>(s_.units.size()));
    writeState(w);  // what stateHash writes, read back below
    w.u64(work_);
    return true;
}

std::unique_ptr<RoguelikeGame> RoguelikeGame::restoreState(std::shared_ptr<const RoguelikeScenario> scenario,
                                                           std::uint64_t seed, std::span<const char8_t> bytes)
{
    auto g = std::make_unique<RoguelikeGame>(scenario, seed);
    const RoguelikeScenario& sc = *scenario;
    State& s = g->s_;
    StateReader r(bytes);
    if (!r.tag(kTag) || r.count(0) != sc.units.size())
        return nullptr;
    for (std::size_t i = 0; i < s.units.size(); ++i)
        if (!readUnit(r, s.units[i], static_cast<EntityId>(i + 1), sc))
            return nullptr;
    s.table.turn = r.i32();
    s.table.runs = r.i32();
    s.table.rows.resize(r.count(22 + kMaxRuns * 17));
    for (Row& row : s.table.rows)
        if (!readRow(r, row, s.units.size()))
            return nullptr;
    Cursor& c = s.cursor;
    const std::uint8_t pc = r.u8();
    c.pc = static_cast<Pc>(pc);
    c.turn = r.i32();
    c.run = r.i32();
    const std::int32_t phase = r.i32();
    c.phase = static_cast<Phase>(phase);
    c.row = r.i32();
    s.outcome = r.i32();
    s.rng = r.pcg32();
    g->work_ = r.u64();
    const auto rows = static_cast<std::int32_t>(s.table.rows.size());
    const auto units = static_cast<std::int32_t>(s.units.size());
    if (!r.ok() || pc > static_cast<std::uint8_t>(Pc::Over) || phase < 0 || phase > 2 || c.run < 0 ||
        c.run >= kMaxRuns || s.table.runs < 0 || s.table.runs > kMaxRuns || c.row < 0 ||
        c.row > std::max(rows, units) || (c.pc == Pc::Slot && c.row > rows) || s.outcome < 0 ||
        s.outcome > static_cast<std::int32_t>(Outcome::Stalled))
        return nullptr;
    // The occupancy grid: each living unit on its own cell.
    std::fill(s.occupancy.begin(), s.occupancy.end(), kNoEntity);
    for (const Unit& u : s.units) {
        if (!u.alive)
            continue;
        if (g->occupant(u.x, u.y) != kNoEntity)
            return nullptr;
        g->occupant(u.x, u.y) = u.id;
    }
    return g;
}

void registerStateCodec()
{
    StateCodec codec;
    codec.save = [](const Game& game, CanonicalWriter& out) {
        if (const auto* e = dynamic_cast<const EnergyGame*>(&game))
            return e->saveState(out);
        const auto* g = dynamic_cast<const RoguelikeGame*>(&game);
        return g && g->saveState(out);
    };
    codec.restore = [](const Scenario& scenario, std::uint64_t seed,
                       std::span<const char8_t> bytes) -> std::unique_ptr<Game> {
        if (const auto* e = dynamic_cast<const EnergyScenario*>(&scenario))
            return EnergyGame::restoreState(sharedScenario(*e), seed, bytes);
        const auto* sc = dynamic_cast<const RoguelikeScenario*>(&scenario);
        if (!sc)
            return nullptr;
        return RoguelikeGame::restoreState(sharedScenario(*sc), seed, bytes);
    };
    ts::registerStateCodec("roguelike", std::move(codec));
}

}  // namespace ts::roguelike
