// Setting one traced field of an energy game: how the session shows the state between the
// writes of a step (Session::stateAt undoes a step's later writes through this).
#include "energy_game.h"

namespace ts::roguelike {

namespace {
bool in(FieldId f, EnField first, int count) { return f >= field(first) && f < field(first) + count; }
// Written values come from the trace, which may come from a file: the ones that index
// something are kept in range (a real game never writes them out of it).
std::int32_t bounded(std::int32_t v, std::int32_t lo, std::int32_t hi) { return v < lo ? lo : v > hi ? hi : v; }
}  // namespace

void EnergyGame::applyWrite(EntityId entity, FieldId f, std::int32_t v)
{
    if (entity == scenario_->worldEntity()) {
        if (in(f, EnField::ChainAction0, kChainCapacity))
            s_.chain[f - field(EnField::ChainAction0)].action = v;
        else if (in(f, EnField::ChainResult0, kChainCapacity))
            s_.chain[f - field(EnField::ChainResult0)].result = v;
        else if (in(f, EnField::ChainTarget0, kChainCapacity))
            s_.chain[f - field(EnField::ChainTarget0)].target = v;
        switch (static_cast<EnField>(f)) {
        case EnField::Visit: s_.visit = v; break;
        case EnField::Turn: s_.turn = v; break;
        case EnField::VisitInTurn: s_.visitInTurn = v; break;
        case EnField::Current: s_.current = bounded(v, 1, static_cast<std::int32_t>(s_.actors.size())); break;
        case EnField::Awaiting: s_.awaiting = v != 0; break;
        case EnField::Outcome: s_.outcome = v; break;
        case EnField::ChainLength: s_.chainLength = bounded(v, 0, kChainCapacity); break;
        case EnField::ChainActor: s_.chainActor = v; break;
        default: break;
        }
        return;
    }
    if (entity > scenario_->worldEntity() && entity - scenario_->worldEntity() - 1 < s_.doorOpen.size()) {
        if (f == field(EnField::DoorOpen))
            s_.doorOpen[entity - scenario_->worldEntity() - 1] = v != 0;
        return;
    }
    if (entity == kNoEntity || entity > s_.actors.size())
        return;
    EnergyActor& a = actorRef(entity);
    // Writes are undone one field at a time, so a diagonal move passes through a cell that
    // may hold another actor: never take a cell from, or clear a cell of, another actor.
    const Grid& g = scenario_->grid;
    auto leave = [&] {
        if (a.alive && g.inside(a.x, a.y) && occupant(a.x, a.y) == a.id)
            setOccupant(a.x, a.y, kNoEntity);
    };
    auto enter = [&] {
        if (a.alive && g.inside(a.x, a.y) && occupant(a.x, a.y) == kNoEntity)
            setOccupant(a.x, a.y, a.id);
    };
    if (in(f, EnField::QueueSlot0, kActionQueueCapacity)) {
        a.queue[f - field(EnField::QueueSlot0)] = v;
        return;
    }
    switch (f) {
    case field(Field::X):
        leave();
        a.x = v;
        enter();
        break;
    case field(Field::Y):
        leave();
        a.y = v;
        enter();
        break;
    case field(Field::Hp): a.hp = v; break;
    case field(Field::Speed): a.speed = v; break;
    case field(Field::Alive):
        leave();
        a.alive = v != 0;
        enter();
        break;
    case field(EnField::Energy): a.energy = v; break;
    case field(EnField::Face): a.face = bounded(v, -1, kDirCount - 1); break;
    case field(EnField::QueueHead): a.queueHead = bounded(v, 0, kActionQueueCapacity - 1); break;
    case field(EnField::QueueLength): a.queueLength = bounded(v, 0, kActionQueueCapacity); break;
    case field(EnField::Progress): a.progress = v; break;
    case field(EnField::Acted): a.acted = v; break;
    case field(EnField::Visits): a.visits = v; break;
    case field(EnField::Plan): a.plan = v; break;
    case field(EnField::InputLine): a.inputLine = v; break;
    default: break;
    }
}

}  // namespace ts::roguelike
