// The state as a value: its canonical hash, the traced fields (applyWrite), its size.
// Everything in GameState is hashed, the debug data for the panels included (it is derived
// deterministically from the rules, so two equal games have equal debug data too).
#include "game.h"

#include "kernel/io/canonical.h"

namespace ts::nation {

namespace {
void held(CanonicalWriter& w, const std::vector<HeldState>& states)
{
    w.u32(static_cast<std::uint32_t>(states.size()));
    for (const HeldState& s : states) {
        for (std::int32_t v : {s.def, s.stacks, s.duration, s.remainings})
            w.i32(v);
        w.u32(s.serial);
    }
}
void holder(CanonicalWriter& w, const Holder& h)
{
    w.i32(h.nation);
    w.i32(h.unit);
}

// One writer per part of GameState, in the order stateHash writes them (the hash of a state
// is part of every trace: the order is the format).
void hashNations(CanonicalWriter& w, const std::vector<NationState>& list)
{
    w.u32(static_cast<std::uint32_t>(list.size()));
    for (const NationState& n : list) {
        w.i32(n.power);
        w.i32(n.remainingDomestic);
        w.u32(n.scriptPos);
        held(w, n.states);
        w.u32(static_cast<std::uint32_t>(n.units.size()));
        for (const UnitState& u : n.units) {
            for (std::int32_t v : {u.maxHp, u.hp, u.attack, static_cast<std::int32_t>(u.row), u.slot})
                w.i32(v);
            held(w, u.states);
        }
    }
}

void hashQueue(CanonicalWriter& w, const ProcessQueue& q)
{
    w.u8(q.active);
    for (std::int32_t v : {static_cast<std::int32_t>(q.timing), q.round, q.turnIndex, q.popped, q.depth})
        w.i32(v);
    w.u32(static_cast<std::uint32_t>(q.entries.size()));
    for (const QueueEntry& e : q.entries) {
        holder(w, e.holder);
        w.i32(e.def);
        w.u32(e.serial);
        w.i32(static_cast<std::int32_t>(e.outcome));
    }
    w.u32(static_cast<std::uint32_t>(q.grantedDuring.size()));
    for (const NotQueuedGrant& g : q.grantedDuring) {
        holder(w, g.holder);
        w.i32(g.def);
        w.i32(g.afterPop);
    }
}

void hashBattle(CanonicalWriter& w, const BattleContext& b)
{
    w.u8(b.active);
    for (std::int32_t v : {b.attackerNation, b.defenderNation, b.currentAttackIndex, b.targetNation, b.targetIndex,
                           static_cast<std::int32_t>(b.chosen), b.chosenRow, b.attackPowerDamage, b.pendingPowerDamage})
        w.i32(v);
    w.u32(static_cast<std::uint32_t>(b.attackOrder.size()));
    for (const AttackEntry& e : b.attackOrder)
        for (std::int32_t v : {e.nation, e.unit, e.skill})
            w.i32(v);
    w.u8(b.currentAttacker.has_value());
    if (b.currentAttacker)
        for (std::int32_t v : {b.currentAttacker->nation, b.currentAttacker->unit, b.currentAttacker->skill})
            w.i32(v);
    w.u32(static_cast<std::uint32_t>(b.targets.size()));
    for (const TargetSlot& t : b.targets) {
        for (std::int32_t v : {t.unit, t.damage, t.powerDamage})
            w.i32(v);
        w.u8(t.done);
    }
    w.u32(static_cast<std::uint32_t>(b.checks.size()));
    for (const CandidateCheck& c : b.checks)
        for (std::int32_t v : {static_cast<std::int32_t>(c.candidate), c.row, c.living})
            w.i32(v);
}

void hashNpcDecision(CanonicalWriter& w, const NpcDecision& d)
{
    w.u8(d.valid);
    for (std::int32_t v : {d.nation, d.round, static_cast<std::int32_t>(d.kind), d.chosen, d.candidateNation})
        w.i32(v);
    w.str(d.ownMilitary);
    w.str(d.candidateMilitary);
    w.str(d.belligerence);
    w.u32(static_cast<std::uint32_t>(d.candidates.size()));
    for (const NpcCandidate& c : d.candidates) {
        w.i32(c.command);
        w.str(c.score);
        w.i32(c.scoreCeil);
    }
}
}  // namespace

// What the state hash and a trace file's checkpoint state (state_codec.cpp) both hold, in
// this order (the codec reads it back in the same order).
void NationGame::writeState(CanonicalWriter& w) const
{
    for (std::int32_t v :
         {s_.currentRound, s_.currentTurnIndex, static_cast<std::int32_t>(s_.pc),
          static_cast<std::int32_t>(s_.afterProcess), s_.chosenBattleTarget, s_.chosenAction, s_.outcome, s_.winner})
        w.i32(v);
    w.u32(s_.nextSerial);
    w.u8(s_.awaitingDecision);
    w.u8(s_.answer.has_value());
    if (s_.answer) {
        w.u32(s_.answer->answer.kind);
        w.u32(s_.answer->answer.target);
        w.i32(s_.answer->answer.a);
        w.i32(s_.answer->answer.b);
        w.u8(static_cast<std::uint8_t>(s_.answer->source));
        w.u32(s_.answer->index);
    }
    hashNations(w, s_.nations);
    hashQueue(w, s_.queue);
    hashBattle(w, s_.battle);
    hashNpcDecision(w, s_.lastNpcDecision);
    w.u32(static_cast<std::uint32_t>(s_.powerHistory.size()));
    for (const auto& row : s_.powerHistory) {
        w.u32(static_cast<std::uint32_t>(row.size()));
        for (std::int32_t p : row)
            w.i32(p);
    }
}

std::uint64_t NationGame::stateHash() const
{
    CanonicalWriter w;
    w.reserve(256 + s_.queue.entries.size() * 24);
    w.str("nation/1");
    writeState(w);
    return w.hash();
}

namespace {
// Written values come from the trace, which may come from a file anyone can edit: the ones
// that index something (a nation, a row, a state definition) are kept in range, as a real
// game always writes them, so nothing that shows the state looks up out of range.
std::int32_t bounded(std::int32_t v, std::int32_t lo, std::int32_t hi) { return v < lo ? lo : v > hi ? hi : v; }
}  // namespace

void NationGame::applyWrite(EntityId entity, FieldId f, std::int32_t v)
{
    const auto lastNation = static_cast<std::int32_t>(s_.nations.size()) - 1;
    if (entity == kGameEntity) {
        BattleContext& b = s_.battle;
        switch (static_cast<Field>(f)) {
        case Field::Round: s_.currentRound = v; break;
        case Field::TurnIndex: s_.currentTurnIndex = v; break;
        case Field::AttackerNation: b.attackerNation = bounded(v, -1, lastNation); break;
        case Field::DefenderNation: b.defenderNation = bounded(v, -1, lastNation); break;
        case Field::AttackIndex: b.currentAttackIndex = v; break;
        case Field::TargetIndex: b.targetIndex = v; break;
        case Field::AttackPowerDamage: b.attackPowerDamage = v; break;
        case Field::PendingPowerDamage: b.pendingPowerDamage = v; break;
        case Field::CurrentAttacker: {
            if (v <= 0 || static_cast<std::size_t>(v) >= sc_->unitOf.size() ||
                sc_->unitOf[static_cast<std::size_t>(v)].first < 0) {
                b.currentAttacker.reset();
                break;
            }
            const auto [n, u] = sc_->unitOf[static_cast<std::size_t>(v)];
            // The skill is the attack order's entry for that unit at the current index.
            std::int32_t skill = b.currentAttacker ? b.currentAttacker->skill : 0;
            for (const AttackEntry& e : b.attackOrder)
                if (e.nation == n && e.unit == u) {
                    skill = e.skill;
                    break;
                }
            b.currentAttacker = AttackEntry{n, u, skill};
            break;
        }
        default: break;
        }
        return;
    }
    const std::size_t nationCount = s_.nations.size();
    std::vector<HeldState>* states = nullptr;
    if (entity >= 2 && entity < 2 + nationCount) {
        NationState& ns = s_.nations[entity - 2];
        if (f == static_cast<FieldId>(Field::Power))
            ns.power = v;
        else if (f == static_cast<FieldId>(Field::RemainingDomestic))
            ns.remainingDomestic = v;
        states = &ns.states;
    } else if (entity < sc_->unitOf.size() && sc_->unitOf[entity].first >= 0) {
        UnitState& us = unit(sc_->unitOf[entity].first, sc_->unitOf[entity].second);
        switch (static_cast<Field>(f)) {
        case Field::MaxHp: us.maxHp = v; break;
        case Field::Hp: us.hp = v; break;
        case Field::Attack: us.attack = v; break;
        case Field::Row: us.row = static_cast<Row>(bounded(v, 0, static_cast<std::int32_t>(Row::Bench))); break;
        case Field::Slot: us.slot = v; break;
        default: break;
        }
        states = &us.states;
    }
    if (!states || f < static_cast<FieldId>(Field::StateSlot))
        return;
    // A state slot: the array grows to reach the slot and sheds empty slots at its end
    // (see the write order in states.cpp).
    const std::size_t k = (f - static_cast<FieldId>(Field::StateSlot)) / kStateSlotStride;
    const auto attr = static_cast<StateAttr>((f - static_cast<FieldId>(Field::StateSlot)) % kStateSlotStride);
    if (states->size() <= k)
        states->resize(k + 1);
    HeldState& s = (*states)[k];
    switch (attr) {
    case StateAttr::Def: s.def = bounded(v, -1, static_cast<std::int32_t>(sc_->states.size()) - 1); break;
    case StateAttr::Stacks: s.stacks = v; break;
    case StateAttr::Duration: s.duration = v; break;
    case StateAttr::Remainings: s.remainings = v; break;
    case StateAttr::Serial: s.serial = static_cast<std::uint32_t>(v); break;
    }
    while (!states->empty() && states->back().def < 0)
        states->pop_back();
}

std::size_t NationGame::memoryBytes() const
{
    std::size_t bytes = sizeof(*this);
    for (const NationState& n : s_.nations) {
        bytes += sizeof(NationState) + n.states.capacity() * sizeof(HeldState);
        for (const UnitState& u : n.units)
            bytes += sizeof(UnitState) + u.states.capacity() * sizeof(HeldState);
    }
    bytes +=
        s_.queue.entries.capacity() * sizeof(QueueEntry) + s_.queue.grantedDuring.capacity() * sizeof(NotQueuedGrant);
    bytes += s_.battle.attackOrder.capacity() * sizeof(AttackEntry) + s_.battle.targets.capacity() * sizeof(TargetSlot);
    bytes += s_.lastNpcDecision.candidates.capacity() * (sizeof(NpcCandidate) + 16);
    for (const auto& row : s_.powerHistory)
        bytes += sizeof(row) + row.capacity() * sizeof(std::int32_t);
    return bytes;
}

}  // namespace ts::nation
