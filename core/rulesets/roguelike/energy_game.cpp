// The seed's final World.update(), one call per step (a visit), followed literally:
//
//   actor = world.actors.current                      003:queue/current
//   action = actor.actions.current
//   if not action: actor.brain.decide_next_action()   003:brain/decide  (a player: input, 003:input/inject)
//       if still none: return                         (the queue does not proceed)
//   actor.energy += calc_energy(actor.speed)          003:energy/gain
//   if actor.energy >= ENERGY_COST:                   003:energy/act
//       while action: result = action.perform(); action = result.alternative   003:action/alternative
//       if result.succeeded: actor.energy -= ENERGY_COST                        003:energy/spend
//       if result.done: actor.actions.proceed()                                 003:action/done
//   world.actors.proceed()                            003:queue/proceed
#include "energy_game.h"

#include "kernel/io/canonical.h"
#include "kernel/write_event.h"

#include <algorithm>
#include <limits>

namespace ts::roguelike {

namespace {
// Nesting: a turn 0, a visit 1, the visit's steps 2, an action of the chain 3, its effects 4.
constexpr std::uint8_t kTurnDepth = 0, kVisitDepth = 1, kStepDepth = 2, kActionDepth = 3;
}  // namespace

EnergyGame::EnergyGame(std::shared_ptr<const EnergyScenario> scenario, std::uint64_t seed)
    : scenario_(std::move(scenario))
{
    s_.rng.reseed(seed, 0x5eed003);
    s_.occupancy.assign(scenario_->grid.tiles.size(), kNoEntity);
    s_.actors.reserve(scenario_->actors.size());
    for (std::size_t i = 0; i < scenario_->actors.size(); ++i) {
        const EnergyActorSpec& spec = scenario_->actors[i];
        EnergyActor a;
        a.id = static_cast<EntityId>(i + 1);
        a.faction = spec.faction;
        a.brain = spec.brain.kind;
        a.x = spec.x;
        a.y = spec.y;
        a.hp = spec.hp;
        a.attack = spec.attack;
        a.speed = spec.speed;
        a.energy = spec.energy;
        s_.actors.push_back(a);
        setOccupant(a.x, a.y, a.id);
        (spec.faction == Faction::Enemy ? hadEnemySide_ : hadPlayerSide_) = true;
    }
    for (const DoorSpec& d : scenario_->doors)
        s_.doorOpen.push_back(d.open ? 1 : 0);
    s_.current = 1;  // the queue's head: the scenario's first actor
}

void EnergyGame::event(EventSink& sink, EnKind k, Clause c, std::uint8_t depth, EntityId s0, EntityId s1,
                       std::int32_t a0, std::int32_t a1, std::int32_t a2, std::int32_t a3) const
{
    Event e;
    e.kind = kind(k);
    e.clause = id(c);
    e.depth = depth;
    e.subject[0] = s0;
    e.subject[1] = s1;
    e.arg[0] = a0;
    e.arg[1] = a1;
    e.arg[2] = a2;
    e.arg[3] = a3;
    sink.add(e);
}

void EnergyGame::event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0, EntityId s1, std::int32_t a0,
                       std::int32_t a1, std::int32_t a2, std::int32_t a3) const
{
    Event e;
    e.kind = kind(k);
    e.clause = id(c);
    e.depth = depth;
    e.subject[0] = s0;
    e.subject[1] = s1;
    e.arg[0] = a0;
    e.arg[1] = a1;
    e.arg[2] = a2;
    e.arg[3] = a3;
    sink.add(e);
}

void EnergyGame::setOccupant(std::int32_t x, std::int32_t y, EntityId id)
{
    EntityId& cell = s_.occupancy[scenario_->grid.cell(x, y)];
    if (cell != kNoEntity)
        --s_.occupantsBySide[sideOf(s_.actors[cell - 1].faction)];
    cell = id;
    if (id != kNoEntity)
        ++s_.occupantsBySide[sideOf(s_.actors[id - 1].faction)];
}

void EnergyGame::set(EventSink& sink, EntityId entity, FieldId f, std::int32_t& ref, std::int32_t value, Clause c,
                     std::uint8_t depth)
{
    writeField(sink, entity, f, ref, value, id(c), depth);
}

void EnergyGame::set(EventSink& sink, EntityId entity, FieldId f, bool& ref, bool value, Clause c, std::uint8_t depth)
{
    std::int32_t v = ref;
    set(sink, entity, f, v, value, c, depth);
    ref = v != 0;
}

void EnergyGame::setWorld(EventSink& sink, EnField f, std::int32_t& ref, std::int32_t value, Clause c,
                          std::uint8_t depth)
{
    set(sink, scenario_->worldEntity(), field(f), ref, value, c, depth);
}

StepStatus EnergyGame::step(EventSink& sink)
{
    if (finished())
        return StepStatus::Finished;
    if (s_.awaiting)
        return s_.answer ? stepInject(sink) : StepStatus::NeedDecision;
    return stepVisit(sink);
}

// One World.update(): a visit to the current actor.
StepStatus EnergyGame::stepVisit(EventSink& sink)
{
    EnergyActor& a = actorRef(static_cast<EntityId>(s_.current));
    beginVisit(sink, a);
    if (a.queueLength == 0) {
        decide(sink, a);
        if (a.queueLength == 0) {
            if (a.brain == BrainKind::Player) {
                // DummyBrain queued nothing: update() returns, the queue stays on the player
                // until its input is injected (a decision point) - unless that was the
                // game's last visit: no input is asked for a visit that will not come.
                event(sink, EnKind::InputWait, Clause::EnInputInject, kStepDepth, a.id);
                if (s_.visit >= scenario_->visits) {
                    endGame(sink, Outcome::VisitLimit);
                    return StepStatus::Finished;
                }
                set(sink, scenario_->worldEntity(), field(EnField::Awaiting), s_.awaiting, true, Clause::EnInputInject,
                    kStepDepth + 1);
                return StepStatus::NeedDecision;
            }
            // An AI brain that queues nothing: update() returns without proceeding, and the
            // next call would do exactly the same, forever. The game ends there.
            event(sink, EnKind::NoAction, Clause::EnBrainDecide, kStepDepth, a.id, kNoEntity,
                  static_cast<std::int32_t>(a.brain));
            endGame(sink, Outcome::Stalled);
            return StepStatus::Finished;
        }
    }
    const std::int32_t gain = gainOf(a);
    const std::int32_t energy = a.energy > std::numeric_limits<std::int32_t>::max() - gain
        ? std::numeric_limits<std::int32_t>::max()
        : a.energy + gain;  // never reached within the scenario's ranges
    event(sink, EnKind::EnergyGain, Clause::EnEnergyGain, kStepDepth, a.id, kNoEntity, gain, energy, a.speed,
          static_cast<std::int32_t>(scenario_->table));
    set(sink, a.id, field(EnField::Energy), a.energy, energy, Clause::EnEnergyGain, kStepDepth + 1);
    // One event per visit either way: the check that lets the action through, or the
    // action held back for want of energy ("Why not?"; a NotApplied kind, never both).
    if (a.energy >= kActionCost) {
        event(sink, EnKind::EnergyCheck, Clause::EnEnergyAct, kStepDepth, a.id, kNoEntity, a.energy, kActionCost, 1);
        performChain(sink, a);
    } else {
        event(sink, EnKind::EnergyShort, Clause::EnEnergyAct, kStepDepth, a.id, kNoEntity,
              static_cast<std::int32_t>(WaitReason::EnergyBelowCost), a.energy, kActionCost, a.queued(0));
    }
    proceed(sink, a);
    if (unitDied_) {
        unitDied_ = false;
        if (const Outcome o = sideDefeated(); o != Outcome::None) {
            endGame(sink, o);
            return StepStatus::Finished;
        }
    }
    if (s_.visit >= scenario_->visits) {
        endGame(sink, Outcome::VisitLimit);
        return StepStatus::Finished;
    }
    return StepStatus::Progress;
}

void EnergyGame::beginVisit(EventSink& sink, EnergyActor& a)
{
    if (s_.visitInTurn == 0) {
        const auto inQueue =
            std::count_if(s_.actors.begin(), s_.actors.end(), [](const EnergyActor& x) { return x.alive; });
        event(sink, EnKind::Turn, Clause::EnTurn, kTurnDepth, kNoEntity, kNoEntity, s_.turn + 1,
              static_cast<std::int32_t>(inQueue));
        setWorld(sink, EnField::Turn, s_.turn, s_.turn + 1, Clause::EnTurn, kTurnDepth + 1);
    }
    event(sink, EnKind::Visit, Clause::EnQueueCurrent, kVisitDepth, a.id, kNoEntity, s_.visitInTurn + 1, s_.visit + 1,
          s_.turn, a.energy);
    setWorld(sink, EnField::Visit, s_.visit, s_.visit + 1, Clause::EnQueueCurrent, kVisitDepth + 1);
    setWorld(sink, EnField::VisitInTurn, s_.visitInTurn, s_.visitInTurn + 1, Clause::EnQueueCurrent, kVisitDepth + 1);
    set(sink, a.id, field(EnField::Visits), a.visits, a.visits + 1, Clause::EnQueueCurrent, kVisitDepth + 1);
}

// while action: result = action.perform(actor, world); action = result.alternative
void EnergyGame::performChain(EventSink& sink, EnergyActor& a)
{
    const std::int32_t code = a.queued(0);
    setWorld(sink, EnField::ChainActor, s_.chainActor, static_cast<std::int32_t>(a.id), Clause::EnEnergyAct,
             kActionDepth);
    setWorld(sink, EnField::ChainLength, s_.chainLength, 0, Clause::EnEnergyAct, kActionDepth);
    EnergyAction action = decodeAction(code);
    Performed last;
    for (int place = 0; place < kChainCapacity; ++place) {
        const Clause clause = place == 0 ? Clause::EnEnergyAct : Clause::EnActionAlternative;
        const std::int32_t actionCode = encodeAction(action);
        event(sink, EnKind::Perform, clause, kActionDepth, a.id, kNoEntity, actionCode, place);
        last = perform(sink, a, action, kActionDepth + 1);
        const bool more = last.alternative.kind != EnAction::None;
        const std::int32_t bits = (last.succeeded ? ChainBits::Succeeded : 0) | (last.done ? ChainBits::Done : 0) |
            (more ? ChainBits::Alternative : 0);
        event(sink, EnKind::ActionResult, Clause::EnActionAlternative, kActionDepth + 1, a.id, last.target, bits & 3,
              more ? encodeAction(last.alternative) : 0, place);
        ChainStep& step = s_.chain[static_cast<std::size_t>(place)];
        const EntityId world = scenario_->worldEntity();
        const auto k = static_cast<FieldId>(place);
        set(sink, world, field(EnField::ChainAction0) + k, step.action, actionCode, Clause::EnActionAlternative,
            kActionDepth + 2);
        set(sink, world, field(EnField::ChainResult0) + k, step.result, bits, Clause::EnActionAlternative,
            kActionDepth + 2);
        set(sink, world, field(EnField::ChainTarget0) + k, step.target, static_cast<std::int32_t>(last.target),
            Clause::EnActionAlternative, kActionDepth + 2);
        setWorld(sink, EnField::ChainLength, s_.chainLength, place + 1, Clause::EnActionAlternative, kActionDepth + 2);
        // Each action kind's alternatives are of other kinds (walk -> attack, walk -> open),
        // so a chain is at most two long; the capacity only guards the loop.
        if (!more)
            break;
        action = last.alternative;
    }
    finishAction(sink, a, last, code);
}

// The last result of the chain decides: only success spends, `done` moves the queue on.
void EnergyGame::finishAction(EventSink& sink, EnergyActor& a, const Performed& last, std::int32_t code)
{
    if (last.succeeded) {
        event(sink, EnKind::Spend, Clause::EnEnergySpend, kActionDepth, a.id, kNoEntity, kActionCost,
              a.energy - kActionCost, 1);
        set(sink, a.id, field(EnField::Energy), a.energy, a.energy - kActionCost, Clause::EnEnergySpend,
            kActionDepth + 1);
        set(sink, a.id, field(EnField::Acted), a.acted, a.acted + 1, Clause::EnEnergySpend, kActionDepth + 1);
    } else {
        event(sink, EnKind::Spend, Clause::EnEnergySpend, kActionDepth, a.id, kNoEntity, 0, a.energy, 0);
    }
    const bool rotate = scenario_->actionQueue == ActionQueueMode::Rotate;
    const std::int32_t left = last.done && !rotate ? a.queueLength - 1 : a.queueLength;
    event(sink, EnKind::ActionDone, Clause::EnActionDone, kActionDepth, a.id, kNoEntity, code, last.done, left, rotate);
    if (!last.done)
        return;
    const std::uint8_t d = kActionDepth + 1;
    if (rotate) {
        // The seed's Queue.proceed(): deque.rotate(-1), the done action goes to the back.
        const auto tail = static_cast<FieldId>((a.queueHead + a.queueLength) % kActionQueueCapacity);
        set(sink, a.id, field(EnField::QueueSlot0) + tail, a.queue[tail], code, Clause::EnActionDone, d);
    } else {
        set(sink, a.id, field(EnField::QueueLength), a.queueLength, a.queueLength - 1, Clause::EnActionDone, d);
    }
    set(sink, a.id, field(EnField::QueueHead), a.queueHead, (a.queueHead + 1) % kActionQueueCapacity,
        Clause::EnActionDone, d);
    set(sink, a.id, field(EnField::Progress), a.progress, 0, Clause::EnActionDone, d);
}

// world.actors.proceed(): the next living actor in queue order becomes current.
void EnergyGame::proceed(EventSink& sink, EnergyActor& a)
{
    const auto n = static_cast<std::int32_t>(s_.actors.size());
    std::int32_t next = s_.current;  // 1-based
    do {
        next = next % n + 1;
    } while (!s_.actors[static_cast<std::size_t>(next - 1)].alive && next != s_.current);
    const bool turnOver = next <= s_.current;
    event(sink, EnKind::Proceed, Clause::EnQueueProceed, kStepDepth, a.id, static_cast<EntityId>(next), turnOver);
    setWorld(sink, EnField::Current, s_.current, next, Clause::EnQueueProceed, kStepDepth + 1);
    if (!turnOver)
        return;
    setWorld(sink, EnField::VisitInTurn, s_.visitInTurn, 0, Clause::EnTurn, kStepDepth + 1);
    const std::uint64_t h = stateHash();
    Event e;
    e.kind = ts::kind(CommonKind::StateHash);
    e.clause = id(Clause::EnTurn);
    e.depth = kVisitDepth;
    e.arg[0] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h));
    e.arg[1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h >> 32));
    sink.add(e);
}

// Input injection, between two World.update() calls: the answer becomes the player's action.
StepStatus EnergyGame::stepInject(EventSink& sink)
{
    const EnergyPendingAnswer pa = *s_.answer;
    s_.answer.reset();
    EnergyActor& a = actorRef(static_cast<EntityId>(s_.current));
    Event d;
    d.kind = ts::kind(CommonKind::Decision);
    d.clause = id(Clause::EnInputInject);
    d.depth = kVisitDepth;
    d.subject[0] = a.id;
    d.subject[1] = pa.answer.target;
    d.arg[0] = static_cast<std::int32_t>(pa.index);
    d.arg[1] = static_cast<std::int32_t>((static_cast<std::uint32_t>(pa.source) << 16) | pa.answer.kind);
    d.arg[2] = pa.answer.a;
    d.arg[3] = pa.answer.b;
    sink.add(d);
    // The input line is used up whether it was followed or answered differently (a fork).
    if (static_cast<std::size_t>(a.inputLine) < scenario_->actors[a.id - 1].script.size())
        set(sink, a.id, field(EnField::InputLine), a.inputLine, a.inputLine + 1, Clause::EnInputInject, kStepDepth);
    const auto action = toAction(pa.answer);
    if (!action) {
        event(sink, EnKind::InputRejected, Clause::EnInputInject, kStepDepth, a.id, kNoEntity, pa.answer.kind,
              pa.answer.a, pa.answer.b);
        return StepStatus::NeedDecision;
    }
    push(sink, a, *action, true, Clause::EnInputInject, kStepDepth);
    set(sink, scenario_->worldEntity(), field(EnField::Awaiting), s_.awaiting, false, Clause::EnInputInject,
        kStepDepth + 1);
    return StepStatus::Progress;
}

void EnergyGame::push(EventSink& sink, EnergyActor& a, const EnergyAction& action, bool input, Clause clause,
                      std::uint8_t depth)
{
    if (a.queueLength >= kActionQueueCapacity)
        return;  // plans are at most the capacity and are queued into an empty queue
    const std::int32_t code = encodeAction(action);
    event(sink, EnKind::ActionQueued, clause, depth, a.id, kNoEntity, code, a.queueLength, input);
    const auto slot = static_cast<FieldId>((a.queueHead + a.queueLength) % kActionQueueCapacity);
    set(sink, a.id, field(EnField::QueueSlot0) + slot, a.queue[slot], code, clause, depth + 1);
    set(sink, a.id, field(EnField::QueueLength), a.queueLength, a.queueLength + 1, clause, depth + 1);
}

Outcome EnergyGame::sideDefeated() const
{
    bool players = false, enemies = false;
    for (const EnergyActor& a : s_.actors)
        if (a.alive)
            (a.faction == Faction::Enemy ? enemies : players) = true;
    if (hadEnemySide_ && !enemies)
        return Outcome::EnemiesDefeated;
    if (hadPlayerSide_ && !players)
        return Outcome::PlayersDefeated;
    return Outcome::None;
}

void EnergyGame::endGame(EventSink& sink, Outcome outcome)
{
    Event e;
    e.kind = ts::kind(CommonKind::GameEnd);
    e.clause = id(Clause::EnGameEnd);
    e.depth = kTurnDepth;
    e.arg[0] = static_cast<std::int32_t>(outcome);
    sink.add(e);
    setWorld(sink, EnField::Outcome, s_.outcome, static_cast<std::int32_t>(outcome), Clause::EnGameEnd, kTurnDepth + 1);
}

DecisionRequest EnergyGame::pendingDecision() const
{
    DecisionRequest r;
    if (!s_.awaiting)
        return r;
    const EnergyActor& a = actor(static_cast<EntityId>(s_.current));
    r.actor = a.id;
    const auto& script = scenario_->actors[a.id - 1].script;
    if (a.inputLine >= 0 && static_cast<std::size_t>(a.inputLine) < script.size())
        r.scripted = toAnswer(script[static_cast<std::size_t>(a.inputLine)]);
    return r;
}

void EnergyGame::answer(const Answer& ans, AnswerSource source, std::uint32_t decisionIndex)
{
    if (!s_.awaiting)
        return;
    // Only stored: the next step traces it (and uses up the input line), so that the state
    // at the end of the step that asked is the same with or without the answer.
    s_.answer = EnergyPendingAnswer{ans, source, decisionIndex};
}

std::vector<Answer> EnergyGame::legalAnswers() const
{
    std::vector<Answer> out;
    if (!s_.awaiting)
        return out;
    // Any direction may be walked (a wall makes the walk fail at no cost: that is the rule).
    for (int d = 0; d < kDirCount; ++d)
        out.push_back(toAnswer({EnAction::Walk, d, 0}));
    out.push_back(toAnswer({EnAction::Rest, 0, 1}));
    return out;
}

Answer EnergyGame::toAnswer(const EnergyAction& a)
{
    Answer r;
    r.kind = static_cast<std::uint16_t>(kAnswerBase | static_cast<std::uint16_t>(a.kind));
    r.a = a.dir;
    r.b = a.param;
    return r;
}

std::optional<EnergyAction> EnergyGame::toAction(const Answer& r)
{
    if (!isEnergyAnswer(r) || r.target != kNoEntity || (r.kind & 0x0ff0u) != 0)
        return std::nullopt;
    const EnergyAction a{static_cast<EnAction>(r.kind & 0xfu), r.a, r.b};
    if (!isQueueableAction(a))
        return std::nullopt;
    return a;
}

std::optional<EnergyGame::NextToAct> EnergyGame::predictNextToAct() const
{
    // Actor i, k visits from now in queue order, gains on each of its visits; it acts on its
    // first visit where the energy reaches the cost (at least one visit: energy is gained
    // before the check).
    const auto n = static_cast<std::int64_t>(s_.actors.size());
    std::optional<NextToAct> best;
    std::int64_t alive = 0, before = 0;
    for (const EnergyActor& a : s_.actors)
        alive += a.alive;
    for (std::int64_t step = 0; step < n; ++step) {
        // Visit order from the current actor on (the current actor's own visit may be under way).
        const auto& a = s_.actors[static_cast<std::size_t>((s_.current - 1 + step) % n)];
        if (!a.alive)
            continue;
        const std::int64_t offset = before++;
        const std::int32_t gain = gainOf(a);
        const std::int64_t missing = std::max<std::int64_t>(0, std::int64_t{kActionCost} - a.energy);
        if (gain <= 0 && missing > 0)
            continue;
        const std::int64_t rounds = missing == 0 ? 1 : std::max<std::int64_t>(1, (missing + gain - 1) / gain);
        const std::int64_t at = offset + (rounds - 1) * alive + 1;
        if (!best || at < best->inVisits)
            best = NextToAct{a.id, at};
    }
    return best;
}

// What the state hash and a trace file's checkpoint state (energy_codec.cpp) both hold, in
// the same order: the actors, the doors, the loop, the chain, the PRNG.
void EnergyGame::writeState(CanonicalWriter& w) const
{
    for (const EnergyActor& a : s_.actors) {
        w.u32(a.id);
        w.u8(static_cast<std::uint8_t>(a.faction));
        w.u8(static_cast<std::uint8_t>(a.brain));
        for (std::int32_t v : {a.x, a.y, a.face, a.hp, a.attack, a.speed, a.energy, a.queueHead, a.queueLength,
                               a.progress, a.acted, a.visits, a.plan, a.inputLine})
            w.i32(v);
        for (std::int32_t v : a.queue)
            w.i32(v);
        w.u8(a.alive);
    }
    w.u32(static_cast<std::uint32_t>(s_.doorOpen.size()));
    for (std::uint8_t d : s_.doorOpen)
        w.u8(d);
    for (std::int32_t v : {s_.visit, s_.turn, s_.visitInTurn, s_.current, s_.outcome, s_.chainActor, s_.chainLength})
        w.i32(v);
    for (const ChainStep& c : s_.chain)
        for (std::int32_t v : {c.action, c.result, c.target})
            w.i32(v);
    w.u8(s_.awaiting);
    w.u64(s_.rng.state());
    w.u64(s_.rng.increment());
}

std::uint64_t EnergyGame::stateHash() const
{
    CanonicalWriter w;
    w.reserve(96 + s_.actors.size() * (64 + 4 * kActionQueueCapacity) + s_.doorOpen.size());
    w.str("roguelike-energy/1");
    writeState(w);
    return w.hash();
}

std::size_t EnergyGame::memoryBytes() const
{
    return sizeof(*this) + s_.actors.capacity() * sizeof(EnergyActor) + s_.doorOpen.capacity() +
        s_.occupancy.capacity() * sizeof(EntityId);
}

}  // namespace ts::roguelike
