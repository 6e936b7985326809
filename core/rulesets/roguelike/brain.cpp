// The built-in AI brain of Friend and Enemy units (and the "ai" player policy): minor
// action = step toward the nearest opponent when not adjacent; major action = attack an
// adjacent opponent, else the move if it has become possible, else wait.
#include "game.h"

#include "kernel/draw/draw.h"

#include <algorithm>
#include <cstdlib>

namespace ts::roguelike {

namespace {
bool opponents(Faction a, Faction b) { return (a == Faction::Enemy) != (b == Faction::Enemy); }
int chebyshev(int x0, int y0, int x1, int y1) { return std::max(std::abs(x0 - x1), std::abs(y0 - y1)); }
}  // namespace

bool RoguelikeGame::adjacent(const Unit& a, const Unit& b) const
{
    const int dx = b.x - a.x, dy = b.y - a.y;
    if (std::max(std::abs(dx), std::abs(dy)) != 1)
        return false;
    // No attacking or stepping around a wall corner diagonally.
    return !(dx != 0 && dy != 0 && (scenario_->wall(a.x + dx, a.y) || scenario_->wall(a.x, a.y + dy)));
}

bool RoguelikeGame::canStep(const Unit& u, int dir) const
{
    const int dx = kDirDx[dir], dy = kDirDy[dir];
    const int nx = u.x + dx, ny = u.y + dy;
    if (scenario_->wall(nx, ny) || occupant(nx, ny) != kNoEntity)
        return false;
    return !(dx != 0 && dy != 0 && (scenario_->wall(u.x + dx, u.y) || scenario_->wall(u.x, u.y + dy)));
}

const Unit* RoguelikeGame::nearestOpponent(const Unit& u) const
{
    // Ring search outwards over the occupancy grid: cost grows with the distance to the
    // nearest opponent, not with the number of units. Ties go to the earlier table row
    // (faction order, then scenario order). Once the rings have cost more than a look at
    // every unit (an opponent far away, or none), every unit is looked at instead: the same
    // answer, and no call scans the whole map (issue 36).
    const int maxR = std::max(scenario_->width, scenario_->height);
    std::size_t cells = 0;
    for (int r = 1; r <= maxR; ++r) {
        if (cells > s_.units.size())
            return nearestOpponentOfAll(u);
        cells += 8 * static_cast<std::size_t>(r);
        work_ += 8 * static_cast<std::uint64_t>(r);
        const Unit* best = nullptr;
        auto consider = [&](int x, int y) {
            if (x < 0 || y < 0 || x >= scenario_->width || y >= scenario_->height)
                return;
            const EntityId id = occupant(x, y);
            if (id == kNoEntity)
                return;
            const Unit& o = unit(id);
            if (!o.alive || !opponents(u.faction, o.faction))
                return;
            if (!best || o.faction < best->faction || (o.faction == best->faction && o.id < best->id))
                best = &o;
        };
        for (int x = u.x - r; x <= u.x + r; ++x) {
            consider(x, u.y - r);
            consider(x, u.y + r);
        }
        for (int y = u.y - r + 1; y <= u.y + r - 1; ++y) {
            consider(u.x - r, y);
            consider(u.x + r, y);
        }
        if (best)
            return best;
    }
    return nullptr;
}

// nearestOpponent by a look at every unit: the alive opponent on the grid nearest by
// Chebyshev distance; among the nearest, the earlier table row (what the rings find).
const Unit* RoguelikeGame::nearestOpponentOfAll(const Unit& u) const
{
    work_ += s_.units.size();
    const Unit* best = nullptr;
    int bestDist = 0;
    for (const Unit& o : s_.units) {
        if (!o.alive || !opponents(u.faction, o.faction) || o.x < 0 || o.y < 0 || o.x >= scenario_->width ||
            o.y >= scenario_->height || occupant(o.x, o.y) != o.id)
            continue;
        const int d = chebyshev(u.x, u.y, o.x, o.y);
        if (!best || d < bestDist ||
            (d == bestDist && (o.faction < best->faction || (o.faction == best->faction && o.id < best->id)))) {
            best = &o;
            bestDist = d;
        }
    }
    return best;
}

BrainPlan RoguelikeGame::brainPlan(const Unit& u, Phase phase) const
{
    BrainPlan plan;
    const Unit* target = nearestOpponent(u);
    if (!target)
        return plan;
    plan.target = target;
    plan.distance = chebyshev(u.x, u.y, target->x, target->y);
    const bool canAttack = u.attacksPerTurn == 0 || u.attacksLeft > 0;
    if (adjacent(u, *target)) {
        if (phase == Phase::Minor || canAttack)
            plan.action = {ActionKind::Attack, target->id};  // in the minor phase: a major action, so it passes
        return plan;
    }
    // The steps that bring the unit closest to its target.
    const int here = plan.distance;
    int best = here;
    for (int d = 0; d < kDirCount; ++d) {
        if (!canStep(u, d))
            continue;
        const int dist = chebyshev(u.x + kDirDx[d], u.y + kDirDy[d], target->x, target->y);
        if (dist < best) {
            best = dist;
            plan.stepCount = 0;
        }
        if (dist == best && dist < here)
            plan.steps[plan.stepCount++] = d;
    }
    if (plan.stepCount > 0)
        plan.action = {ActionKind::Move, kNoEntity, plan.steps[0]};
    return plan;
}

Action RoguelikeGame::decide(const Unit& u, const BrainPlan& plan, EventSink& sink, Clause clause, std::uint8_t depth)
{
    if (plan.action.kind != ActionKind::Move || plan.stepCount < 2)
        return plan.action;
    // Several equally good steps: a traced random draw decides.
    Event e;
    e.clause = id(clause);
    e.depth = depth;
    e.subject[0] = u.id;
    e.arg[0] = 0;
    const auto pick = tracedDraw(s_.rng, sink, e, static_cast<std::uint32_t>(plan.stepCount));
    return {ActionKind::Move, kNoEntity, plan.steps[pick]};
}

void RoguelikeGame::traceNoAttack(EventSink& sink, const Unit& u, const BrainPlan& plan, Clause clause,
                                  std::uint8_t depth) const
{
    NoAttackReason why = NoAttackReason::NoOpponent;
    std::int32_t perTurn = 0;
    if (plan.target && plan.distance > 1) {
        why = NoAttackReason::NotAdjacent;
    } else if (plan.target && !adjacent(u, *plan.target)) {
        why = NoAttackReason::WallCorner;
    } else if (plan.target) {
        why = NoAttackReason::NoAttacksLeft;  // adjacent: only the attacks-left count stops it
        perTurn = u.attacksPerTurn;
    }
    event(sink, Kind::NoAttack, clause, depth, u.id, plan.target ? plan.target->id : kNoEntity,
          static_cast<std::int32_t>(why), plan.target ? plan.distance : 0, perTurn);
}

}  // namespace ts::roguelike
