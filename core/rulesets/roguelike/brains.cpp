// Brain.decide_next_action() of each brain of an energy game. The seed defines the
// interface (queue actions on the actor) and the player's DummyBrain (queues nothing); the
// AI brains are the project's own (003:brain/decide#ai): each always queues something, so
// only a script brain told to do "nothing" at its end can stall the loop.
//   chase          walk the shortest way to the nearest opponent (the walk becomes an attack
//                  when it is next to it)
//   wander         walk in a random open direction
//   keep-distance  stay `distance` cells (Chebyshev) away from the nearest opponent
//   script         queue the next plan (several actions at once), then rest / repeat / nothing
// When several steps are equally good, a traced random draw decides.
#include "energy_game.h"

#include "kernel/draw/draw.h"

#include <array>

namespace ts::roguelike {

namespace {
constexpr std::uint8_t kBrainDepth = 2;
bool opponents(Faction a, Faction b) { return (a == Faction::Enemy) != (b == Faction::Enemy); }
const EnergyAction kRestOnce{EnAction::Rest, 0, 1};
}  // namespace

// A cell the actor could step into now: inside, not a wall, no actor there, no wall corner in
// the way. A closed door counts: walking into it opens it, which is the way through.
bool EnergyGame::canEnter(const EnergyActor& a, std::int32_t dir) const
{
    const std::int32_t nx = a.x + kDirDx[dir], ny = a.y + kDirDy[dir];
    const Grid& g = scenario_->grid;
    return g.inside(nx, ny) && g.tile(nx, ny) != Tile::Wall && occupant(nx, ny) == kNoEntity &&
        !cornerBlocked(a.x, a.y, dir);
}

const EnergyActor* EnergyGame::nearestOpponent(const EnergyActor& a) const
{
    // Rings around the actor over the occupancy grid: the cost grows with the distance to the
    // nearest opponent, not with the number of actors. Ties: the earlier in queue order.
    // When no opponent stands on the grid the rings cannot find one: stop before scanning
    // every cell of the map (1.8 ms per visit on a large map; issue 36). Once the rings have
    // cost more than a look at every actor (an opponent far away), every actor is looked
    // at instead: the same answer, and a visit never costs the whole map.
    if (s_.occupantsBySide[1 - sideOf(a.faction)] == 0)
        return nullptr;
    const Grid& g = scenario_->grid;
    const int maxR = std::max(g.width, g.height);
    std::size_t cells = 0;
    for (int r = 1; r <= maxR; ++r) {
        if (cells > s_.actors.size())
            return nearestOpponentOfAll(a);
        cells += 8 * static_cast<std::size_t>(r);
        work_ += 8 * static_cast<std::uint64_t>(r);
        const EnergyActor* best = nullptr;
        auto consider = [&](int x, int y) {
            if (!g.inside(x, y))
                return;
            const EntityId id = occupant(x, y);
            if (id == kNoEntity)
                return;
            const EnergyActor& o = actor(id);
            if (o.alive && opponents(a.faction, o.faction) && (!best || o.id < best->id))
                best = &o;
        };
        for (int x = a.x - r; x <= a.x + r; ++x) {
            consider(x, a.y - r);
            consider(x, a.y + r);
        }
        for (int y = a.y - r + 1; y <= a.y + r - 1; ++y) {
            consider(a.x - r, y);
            consider(a.x + r, y);
        }
        if (best)
            return best;
    }
    return nullptr;
}

// nearestOpponent by a look at every actor: the alive opponent on the grid nearest by
// Chebyshev distance, the earlier in queue order among the nearest (what the rings find).
const EnergyActor* EnergyGame::nearestOpponentOfAll(const EnergyActor& a) const
{
    work_ += s_.actors.size();
    const Grid& g = scenario_->grid;
    const EnergyActor* best = nullptr;
    int bestDist = 0;
    for (const EnergyActor& o : s_.actors) {
        if (!o.alive || !opponents(a.faction, o.faction) || !g.inside(o.x, o.y) || occupant(o.x, o.y) != o.id)
            continue;
        const int d = chebyshev(a.x, a.y, o.x, o.y);
        if (!best || d < bestDist) {
            best = &o;
            bestDist = d;
        }
    }
    return best;
}

// The walk a choice settles on: a traced draw among equally good steps when there is a
// choice and a sink; else the first (the player's policy must not use the game's random
// sequence).
EnergyAction EnergyGame::settle(EventSink* sink, const EnergyActor& a, const Choice& c)
{
    if (c.count == 0)
        return c.action;
    std::size_t chosen = 0;
    if (c.count > 1 && sink) {
        Event e;
        e.clause = id(Clause::EnBrainAi);
        e.depth = kBrainDepth + 1;
        e.subject[0] = a.id;
        e.arg[0] = 1;  // stream 1: the energy loop's brains
        chosen = tracedDraw(s_.rng, *sink, e, static_cast<std::uint32_t>(c.count));
    }
    return {EnAction::Walk, c.dirs[chosen], 0};
}

// The steps that bring the actor to the best distance from `target`: closer (toward) or
// farther (away); only steps that improve on where it stands.
EnergyGame::Choice EnergyGame::stepsBy(const EnergyActor& a, const EnergyActor& target, bool toward) const
{
    Choice c;
    c.action = kRestOnce;
    const int here = chebyshev(a.x, a.y, target.x, target.y);
    int bestDist = here;
    for (int d = 0; d < kDirCount; ++d) {
        if (!canEnter(a, d))
            continue;
        const int dist = chebyshev(a.x + kDirDx[d], a.y + kDirDy[d], target.x, target.y);
        if (toward ? dist < bestDist : dist > bestDist) {
            bestDist = dist;
            c.count = 0;
        }
        if (dist == bestDist && dist != here)
            c.dirs[static_cast<std::size_t>(c.count++)] = d;
    }
    return c;
}

// The first step of a shortest walk (eight directions, no cutting a wall's corner, closed
// doors walked through by opening them, other actors in the way) to the nearest opponent by
// walking distance; the opponent's cell ends the walk (stepping into it is the attack). At
// most kChaseSearchCells cells are searched, so a brain's work stays bounded on any map.
EnergyGame::Path EnergyGame::pathToOpponent(const EnergyActor& a) const
{
    if (s_.occupantsBySide[1 - sideOf(a.faction)] == 0)
        return {};  // no opponent on the grid: the search could only end empty-handed
    const Grid& g = scenario_->grid;
    // Scratch space shared by the searches of this thread (never part of the state): a cell
    // is seen when it holds the current stamp, so nothing is cleared between searches.
    thread_local std::vector<std::uint32_t> seen;
    thread_local std::vector<std::int8_t> firstStep;
    thread_local std::vector<std::size_t> frontier;
    thread_local std::uint32_t stamp = 0;
    if (seen.size() != g.tiles.size() || stamp == UINT32_MAX) {
        seen.assign(g.tiles.size(), 0);
        firstStep.assign(g.tiles.size(), -1);
        stamp = 0;
    }
    ++stamp;
    frontier.clear();
    const std::size_t start = g.cell(a.x, a.y);
    seen[start] = stamp;
    frontier.push_back(start);
    for (std::size_t head = 0; head < frontier.size() && head < kChaseSearchCells; ++head) {
        ++work_;
        const std::size_t c = frontier[head];
        const auto cx = static_cast<std::int32_t>(c % static_cast<std::size_t>(g.width));
        const auto cy = static_cast<std::int32_t>(c / static_cast<std::size_t>(g.width));
        for (int d = 0; d < kDirCount; ++d) {
            const std::int32_t nx = cx + kDirDx[d], ny = cy + kDirDy[d];
            if (!g.inside(nx, ny) || g.tile(nx, ny) == Tile::Wall || cornerBlocked(cx, cy, d))
                continue;
            const std::size_t n = g.cell(nx, ny);
            if (seen[n] == stamp)
                continue;
            seen[n] = stamp;
            const auto step = static_cast<std::int8_t>(c == start ? d : firstStep[c]);
            if (const EntityId o = occupant(nx, ny); o != kNoEntity) {
                if (opponents(a.faction, actor(o).faction))
                    return {step, o};
                continue;  // another actor stands in the way
            }
            firstStep[n] = step;
            frontier.push_back(n);
        }
    }
    return {};
}

EnergyGame::Choice EnergyGame::chase(const EnergyActor& a) const
{
    Choice c;
    c.action = kRestOnce;
    if (const Path p = pathToOpponent(a); p.target != kNoEntity) {
        c.action = {EnAction::Walk, p.firstStep, 0};
        return c;
    }
    // No opponent within reach of the search: a step toward the nearest one as the crow
    // flies (Chebyshev), if one improves on where the actor stands.
    const EnergyActor* target = nearestOpponent(a);
    return target ? stepsBy(a, *target, true) : c;
}

EnergyGame::Choice EnergyGame::wander(const EnergyActor& a) const
{
    Choice c;
    c.action = kRestOnce;
    for (int d = 0; d < kDirCount; ++d)
        if (canEnter(a, d))
            c.dirs[static_cast<std::size_t>(c.count++)] = d;
    return c;
}

EnergyGame::Choice EnergyGame::keepDistance(const EnergyActor& a, std::int32_t distance) const
{
    const EnergyActor* target = nearestOpponent(a);
    Choice c;
    c.action = kRestOnce;
    if (!target)
        return c;
    const int here = chebyshev(a.x, a.y, target->x, target->y);
    if (here > distance)
        return chase(a);
    if (here == distance)
        return c;
    c = stepsBy(a, *target, false);
    if (c.count == 0 && here == 1)  // cornered: strike the one that came too close
        c.action = {EnAction::Walk, directionTo(a.x, a.y, target->x, target->y), 0};
    return c;
}

// What the actor's brain queues. With a sink the choice is made for real (draws traced, a
// script brain's plan counter written); without, it is the same choice as a policy would
// see it (no draw: the first of equally good steps).
std::vector<EnergyAction> EnergyGame::brainActions(EventSink* sink, EnergyActor& a)
{
    const BrainSpec& brain = scenario_->actors[a.id - 1].brain;
    switch (a.brain) {
    case BrainKind::Player: return {};
    case BrainKind::Chase: return {settle(sink, a, chase(a))};
    case BrainKind::Wander: return {settle(sink, a, wander(a))};
    case BrainKind::KeepDistance: return {settle(sink, a, keepDistance(a, brain.distance))};
    case BrainKind::Script: break;
    }
    const auto plans = static_cast<std::int32_t>(brain.plans.size());
    std::int32_t next = a.plan;
    if (next >= plans) {
        if (brain.then == ScriptEnd::Nothing)
            return {};
        if (brain.then == ScriptEnd::Rest)
            return {kRestOnce};
        next = 0;  // repeat
    }
    if (sink)
        set(*sink, a.id, field(EnField::Plan), a.plan, next + 1, Clause::EnBrainAi, kBrainDepth + 1);
    return brain.plans[static_cast<std::size_t>(next)];
}

// actor.brain.decide_next_action(actor, world): asked only when the actor's queue is empty.
void EnergyGame::decide(EventSink& sink, EnergyActor& a)
{
    // The number queued is known before any draw: one action for chase, wander and keep
    // distance; the next plan's length for a script; nothing for the player.
    const BrainSpec& brain = scenario_->actors[a.id - 1].brain;
    std::int32_t count = 1;
    if (a.brain == BrainKind::Player) {
        count = 0;
    } else if (a.brain == BrainKind::Script) {
        const auto plans = static_cast<std::int32_t>(brain.plans.size());
        if (a.plan < plans)
            count = static_cast<std::int32_t>(brain.plans[static_cast<std::size_t>(a.plan)].size());
        else if (brain.then == ScriptEnd::Repeat)
            count = static_cast<std::int32_t>(brain.plans.front().size());
        else
            count = brain.then == ScriptEnd::Rest ? 1 : 0;
    }
    event(sink, EnKind::BrainDecide, Clause::EnBrainDecide, kBrainDepth, a.id, kNoEntity,
          static_cast<std::int32_t>(a.brain), count);
    for (const EnergyAction& action : brainActions(&sink, a))
        push(sink, a, action, false, a.brain == BrainKind::Player ? Clause::EnBrainDecide : Clause::EnBrainAi,
             kBrainDepth + 1);
}

std::optional<Answer> EnergyGame::policyAnswer() const
{
    if (!s_.awaiting)
        return std::nullopt;
    // The built-in policy for a player without script: what a chase brain would do, without
    // drawing (drawing would change the game's own random sequence).
    const EnergyActor& a = actor(static_cast<EntityId>(s_.current));
    const Choice c = chase(a);
    return toAnswer(c.count > 0 ? EnergyAction{EnAction::Walk, c.dirs[0], 0} : c.action);
}

}  // namespace ts::roguelike
