// An energy game's whole state as bytes and back (kernel/session/state_codec.h, issue 41),
// for the roguelike codec (state_codec.cpp), which takes both kinds of game.
//
// Layout (CanonicalWriter, little-endian): "roguelike-energy-state/1", the actor count, then
// what stateHash writes (writeState: the actors with their queues, the doors, the loop's
// counters and current actor, the last chain, whether input is awaited, the PRNG), the work
// done. Not saved, because they follow from the rest at a step boundary: the occupancy grid
// and its per-side counts (the living actors' cells), whether each side had actors (the
// scenario), the within-step death flag (always clear between steps).
#include "energy_game.h"
#include "energy_table.h"

#include "kernel/io/canonical.h"
#include "kernel/session/state_codec.h"

#include <algorithm>

namespace ts::roguelike {

namespace {

constexpr std::string_view kTag = "roguelike-energy-state/1";
constexpr std::int32_t kMaxCount = 1 << 30;  // no counter of a real game comes near it (visits stop at 2 M)
bool counter(std::int32_t v, std::int32_t least = 0) { return v >= least && v <= kMaxCount; }

// An actor as the rules can have made it: its own id, faction and brain, on the map, facing
// a direction, its queue's head and length in the ring and every queued action one an actor
// can queue, counters that only grow from 0.
bool readActor(StateReader& r, EnergyActor& a, EntityId id, const EnergyScenario& sc)
{
    a.id = r.u32();
    const std::uint8_t faction = r.u8(), brain = r.u8();
    for (std::int32_t* v : {&a.x, &a.y, &a.face, &a.hp, &a.attack, &a.speed, &a.energy, &a.queueHead, &a.queueLength,
                            &a.progress, &a.acted, &a.visits, &a.plan, &a.inputLine})
        *v = r.i32();
    for (std::int32_t& v : a.queue)
        v = r.i32();
    const std::uint8_t alive = r.u8();
    a.alive = alive != 0;
    const EnergyActorSpec& spec = sc.actors[id - 1];
    if (a.id != id || faction != static_cast<std::uint8_t>(spec.faction) ||
        brain != static_cast<std::uint8_t>(spec.brain.kind) || alive > 1 || !sc.grid.inside(a.x, a.y) || a.face < -1 ||
        a.face >= kDirCount || a.queueHead < 0 || a.queueHead >= kActionQueueCapacity || a.queueLength < 0 ||
        a.queueLength > kActionQueueCapacity)
        return false;
    // Stats as the rules leave them (attack never changes, hp only falls, speed stays in the
    // table's range) and counters far from overflowing: the loop adds to them unchecked (energy
    // only grows through a saturating add, and an actor blocked for a million visits of a long
    // game holds over 2^30 of it, so it is bounded below only).
    const SpeedRange speeds = speedRange(sc.table);
    if (a.attack != spec.attack || a.hp < 0 || a.hp > spec.hp || a.speed < speeds.min || a.speed > speeds.max ||
        a.energy < -kMaxCount || !counter(a.progress) || !counter(a.acted) || !counter(a.visits) || !counter(a.plan) ||
        !counter(a.inputLine))
        return false;
    for (int k = 0; k < a.queueLength; ++k)
        if (!isQueueableAction(decodeAction(a.queued(k))))
            return false;
    return true;
}

// The loop's fields as the rules can have made them (a chain step's target is an actor or a
// door).
bool validLoop(const EnergyState& s, const EnergyScenario& sc)
{
    const auto actors = static_cast<std::int32_t>(s.actors.size());
    if (!counter(s.visit) || !counter(s.turn) || !counter(s.visitInTurn) || s.current < 1 || s.current > actors ||
        s.outcome < 0 || s.outcome > static_cast<std::int32_t>(Outcome::Stalled) || s.chainActor < 0 ||
        s.chainActor > actors || s.chainLength < 0 || s.chainLength > kChainCapacity)
        return false;
    for (const ChainStep& c : s.chain)
        if (c.target < 0 || static_cast<std::size_t>(c.target) >= sc.entityCount())
            return false;
    return true;
}

}  // namespace

bool EnergyGame::saveState(CanonicalWriter& w) const
{
    if (s_.answer)
        return false;
    w.str(kTag);
    w.u32(static_cast<std::uint32_t>(s_.actors.size()));
    writeState(w);  // what stateHash writes, read back below
    w.u64(work_);
    return true;
}

std::unique_ptr<EnergyGame> EnergyGame::restoreState(std::shared_ptr<const EnergyScenario> scenario, std::uint64_t seed,
                                                     std::span<const char8_t> bytes)
{
    auto g = std::make_unique<EnergyGame>(scenario, seed);
    const EnergyScenario& sc = *scenario;
    EnergyState& s = g->s_;
    StateReader r(bytes);
    if (!r.tag(kTag) || r.count(0) != sc.actors.size())
        return nullptr;
    for (std::size_t i = 0; i < s.actors.size(); ++i)
        if (!readActor(r, s.actors[i], static_cast<EntityId>(i + 1), sc))
            return nullptr;
    if (r.count(1) != s.doorOpen.size())
        return nullptr;
    for (std::uint8_t& d : s.doorOpen) {
        d = r.u8();
        if (d > 1)
            return nullptr;
    }
    for (std::int32_t* v : {&s.visit, &s.turn, &s.visitInTurn, &s.current, &s.outcome, &s.chainActor, &s.chainLength})
        *v = r.i32();
    for (ChainStep& c : s.chain)
        for (std::int32_t* v : {&c.action, &c.result, &c.target})
            *v = r.i32();
    const std::uint8_t awaiting = r.u8();
    s.awaiting = awaiting != 0;
    s.rng = r.pcg32();
    g->work_ = r.u64();
    if (!r.ok() || awaiting > 1 || !validLoop(s, sc))
        return nullptr;
    // The occupancy grid and its per-side counts: each living actor on its own cell.
    std::fill(s.occupancy.begin(), s.occupancy.end(), kNoEntity);
    s.occupantsBySide = {};
    for (const EnergyActor& a : s.actors) {
        if (!a.alive)
            continue;
        if (g->occupant(a.x, a.y) != kNoEntity)
            return nullptr;
        g->setOccupant(a.x, a.y, a.id);
    }
    return g;
}

}  // namespace ts::roguelike
