// States (seed §4.2-4.4): the priority order, the grant procedure with its three exclusion
// rows and the already-held update, state processing through a fixed queue, durations.
// A holder's state array is traced field by field (StateSlot + 8*k + attribute), so that
// seeking inside a step rebuilds it exactly (see applyWrite).
#include "game.h"

#include <algorithm>

namespace ts::nation {

namespace {
FieldId slotField(std::size_t k, StateAttr a)
{
    return static_cast<FieldId>(static_cast<FieldId>(Field::StateSlot) + k * kStateSlotStride +
                                static_cast<FieldId>(a));
}
std::int32_t attrOf(const HeldState& s, StateAttr a)
{
    switch (a) {
    case StateAttr::Def: return s.def;
    case StateAttr::Stacks: return s.stacks;
    case StateAttr::Duration: return s.duration;
    case StateAttr::Remainings: return s.remainings;
    case StateAttr::Serial: return static_cast<std::int32_t>(s.serial);
    }
    return 0;
}
constexpr StateAttr kOtherAttrs[] = {StateAttr::Stacks, StateAttr::Duration, StateAttr::Remainings, StateAttr::Serial};

// The four processings of each attack (AttackStart, BeforeAttack, AfterAttack, AttackEnd)
// pop every state of both nations once per attack: there a state skipped for a reason its
// master data alone decides (passive, not this timing) is left to the pop's own outcome, so
// the trace does not grow by an event per state per attack. A state that was due and did
// not fire (removed meanwhile, no triggers left) is traced everywhere.
bool notFiredWorthTracing(QueueOutcome outcome, Timing timing)
{
    const bool perAttack = timing == Timing::AttackStart || timing == Timing::BeforeAttack ||
        timing == Timing::AfterAttack || timing == Timing::AttackEnd;
    const bool fromMasterData = outcome == QueueOutcome::SkippedPassive || outcome == QueueOutcome::SkippedWrongTiming;
    return !(perAttack && fromMasterData);
}

}  // namespace

std::vector<HeldState>& NationGame::statesOf(const Holder& h)
{
    return h.unit < 0 ? nation(h.nation).states : unit(h.nation, h.unit).states;
}

const std::vector<HeldState>& NationGame::statesOf(const Holder& h) const
{
    return h.unit < 0 ? nation(h.nation).states : unit(h.nation, h.unit).states;
}

bool NationGame::holds(const Holder& h, std::int32_t def) const
{
    const auto& v = statesOf(h);
    return std::any_of(v.begin(), v.end(), [&](const HeldState& s) { return s.def == def; });
}

void NationGame::setStateField(EventSink& sink, const Holder& h, std::size_t index, StateAttr attr, std::int32_t value,
                               Clause clause, std::uint8_t depth)
{
    HeldState& s = statesOf(h)[index];
    writeRaw(sink, holderEntity(h), slotField(index, attr), attrOf(s, attr), value, clause, depth);
    switch (attr) {
    case StateAttr::Def: s.def = value; break;
    case StateAttr::Stacks: s.stacks = value; break;
    case StateAttr::Duration: s.duration = value; break;
    case StateAttr::Remainings: s.remainings = value; break;
    case StateAttr::Serial: s.serial = static_cast<std::uint32_t>(value); break;
    }
}

// Slot writes come in the order applyWrite needs to rebuild the array both ways: a slot
// that comes into being gets its state id first; a slot that goes away has it cleared last.
void NationGame::pushState(EventSink& sink, const Holder& h, const HeldState& st, Clause clause, std::uint8_t depth)
{
    auto& v = statesOf(h);
    const std::size_t k = v.size();
    const EntityId e = holderEntity(h);
    // Each write changes the slot right after it is traced (exact at every event): the slot
    // appears with its state id, then takes its values one write at a time.
    HeldState slot;
    writeRaw(sink, e, slotField(k, StateAttr::Def), slot.def, st.def, clause, depth);
    slot.def = st.def;
    v.push_back(slot);
    for (StateAttr a : kOtherAttrs)
        setStateField(sink, h, k, a, attrOf(st, a), clause, depth);
}

void NationGame::removeStateAt(EventSink& sink, const Holder& h, std::size_t index, RemoveReason why, Clause clause,
                               std::uint8_t depth)
{
    auto& v = statesOf(h);
    const EntityId e = holderEntity(h);
    event(sink, Kind::StateRemoved, clause, depth, e, kNoEntity, stateRef(v[index].def),
          static_cast<std::int32_t>(why));
    const auto d1 = static_cast<std::uint8_t>(depth + 1);
    // Shift the later states one slot to the left, then clear the last slot; each write
    // changes its slot right after it is traced, and the cleared slot goes with its id.
    for (std::size_t k = index; k + 1 < v.size(); ++k) {
        setStateField(sink, h, k, StateAttr::Def, v[k + 1].def, clause, d1);
        for (StateAttr a : kOtherAttrs)
            setStateField(sink, h, k, a, attrOf(v[k + 1], a), clause, d1);
    }
    const std::size_t last = v.size() - 1;
    const HeldState empty;
    for (StateAttr a : kOtherAttrs)
        setStateField(sink, h, last, a, attrOf(empty, a), clause, d1);
    writeRaw(sink, e, slotField(last, StateAttr::Def), v[last].def, empty.def, clause, d1);
    v.pop_back();
}

void NationGame::grant(EventSink& sink, const Holder& h, std::int32_t def, Clause /*caller's event names the cause*/,
                       std::uint8_t depth)
{
    const StateDef& master = sc_->states[static_cast<std::size_t>(def)];  // 001:4.3/1
    const EntityId e = holderEntity(h);
    const auto d1 = static_cast<std::uint8_t>(depth + 1);
    event(sink, Kind::GrantBegin, Clause::N4_3__1, depth, e, kNoEntity, stateRef(def));
    auto& v = statesOf(h);
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i].def != def)
            continue;
        // 001:4.3/3: already held: update.
        const std::int32_t stacks = v[i].stacks == kNull ? kNull : clampQuantity(std::int64_t(v[i].stacks) + 1);
        const std::int32_t duration = v[i].duration == kNull ? kNull : master.duration;
        const std::int32_t remainings = v[i].remainings == kNull ? kNull : master.remainings;
        // The event cites the first item of 4.3/3 that applies to this state.
        const Clause why = stacks != kNull ? Clause::N4_3__3_1
            : duration != kNull            ? Clause::N4_3__3_2
                                           : Clause::N4_3__3_3;
        event(sink, Kind::StateUpdated, why, d1, e, kNoEntity, stateRef(def), stacks, duration, remainings);
        setStateField(sink, h, i, StateAttr::Stacks, stacks, Clause::N4_3__3_1, d1);
        setStateField(sink, h, i, StateAttr::Duration, duration, Clause::N4_3__3_2, d1);
        setStateField(sink, h, i, StateAttr::Remainings, remainings, Clause::N4_3__3_3, d1);
        return;
    }
    for (std::int32_t upper : master.excludes[0]) {
        if (holds(h, upper)) {
            event(sink, Kind::GrantBlocked, Clause::N4_3__2_1, d1, e, kNoEntity, stateRef(def), stateRef(upper));
            return;
        }
    }
    const auto& same = master.excludes[1];
    bool sameHeld = false;
    for (std::size_t i = 0; i < v.size();) {
        if (std::find(same.begin(), same.end(), v[i].def) == same.end()) {
            ++i;
            continue;
        }
        sameHeld = true;
        if (v[i].stacks == kNull || v[i].stacks <= 1) {
            event(sink, Kind::SameRankHit, Clause::N4_3__2_2, d1, e, kNoEntity, stateRef(def), stateRef(v[i].def), 0);
            removeStateAt(sink, h, i, RemoveReason::SameRank, Clause::N4_3__2_2, d1);
            continue;
        }
        event(sink, Kind::SameRankHit, Clause::N4_3__2_2, d1, e, kNoEntity, stateRef(def), stateRef(v[i].def),
              v[i].stacks - 1);
        setStateField(sink, h, i, StateAttr::Stacks, v[i].stacks - 1, Clause::N4_3__2_2, d1);
        ++i;
    }
    if (sameHeld)
        return;  // the new state is not granted
    const auto& lower = master.excludes[2];
    for (std::size_t i = 0; i < v.size();) {
        if (std::find(lower.begin(), lower.end(), v[i].def) == lower.end()) {
            ++i;
            continue;
        }
        event(sink, Kind::LowerRemoved, Clause::N4_3__2_3, d1, e, kNoEntity, stateRef(def), stateRef(v[i].def));
        removeStateAt(sink, h, i, RemoveReason::LowerRank, Clause::N4_3__2_3, d1);
    }
    HeldState copy;  // 001:4.3/2.4: a deep copy of the master data
    copy.def = def;
    copy.stacks = master.stacks;
    copy.duration = master.duration;
    copy.remainings = master.remainings;
    copy.serial = s_.nextSerial++;
    event(sink, Kind::StateGranted, Clause::N4_3__2_4, d1, e, kNoEntity, stateRef(def), copy.stacks, copy.duration,
          copy.remainings);
    pushState(sink, h, copy, Clause::N4_3__2_5, d1);
    if (s_.queue.active) {
        // 001:4.2/fixed: not added to the running queue.
        s_.queue.grantedDuring.push_back({h, def, s_.queue.popped});
        event(sink, Kind::GrantNotQueued, Clause::N4_2__fixed, d1, e, kNoEntity, stateRef(def), s_.queue.popped);
    }
}

std::int32_t NationGame::priorityHead(Timing timing) const
{
    if (timing == Timing::RoundStart || timing == Timing::RoundEnd)
        return 0;
    const std::int32_t n = currentNation();
    return n >= 0 && n < static_cast<std::int32_t>(s_.nations.size()) ? n : 0;
}

std::vector<QueueEntry> NationGame::priorityQueue(Timing timing) const
{
    std::vector<QueueEntry> out;
    const auto count = static_cast<std::int32_t>(s_.nations.size());
    const std::int32_t head = priorityHead(timing);
    for (std::int32_t k = 0; k < count; ++k) {
        const std::int32_t n = (head + k) % count;  // 001:4.2.1
        const NationState& ns = nation(n);
        for (const HeldState& st : ns.states)  // 001:4.2.2: nation states first
            out.push_back({{n, -1}, st.def, st.serial, QueueOutcome::Pending});
        for (std::size_t u = 0; u < ns.units.size(); ++u)  // then units in array order
            for (const HeldState& st : ns.units[u].states)  // 001:4.2.3
                out.push_back({{n, static_cast<std::int32_t>(u)}, st.def, st.serial, QueueOutcome::Pending});
    }
    return out;
}

void NationGame::beginProcessing(EventSink& sink, Timing timing, Pc after, Clause clause, std::uint8_t depth)
{
    ProcessQueue& q = s_.queue;
    q = ProcessQueue{};
    q.active = true;
    q.timing = timing;
    q.round = s_.currentRound;
    q.turnIndex = s_.currentTurnIndex;
    q.depth = depth;
    q.entries = priorityQueue(timing);
    work_ += 1 + q.entries.size();
    const std::int32_t head = priorityHead(timing);
    const auto d1 = static_cast<std::uint8_t>(depth + 1);
    event(sink, Kind::ProcessBegin, clause, depth, kNoEntity, kNoEntity, static_cast<std::int32_t>(timing),
          static_cast<std::int32_t>(q.entries.size()), head);
    event(sink, Kind::QueueBuilt, Clause::N4_4__1, d1, nationEntity(head), kNoEntity, static_cast<std::int32_t>(timing),
          static_cast<std::int32_t>(q.entries.size()), head);
    std::int32_t lastNation = -1;
    Holder lastHolder{-1, -2};
    for (std::size_t i = 0; i < q.entries.size(); ++i) {
        const QueueEntry& en = q.entries[i];
        // Each entry names the rule that put it where it is.
        const Clause why = en.holder.nation != lastNation ? Clause::N4_2_1
            : en.holder == lastHolder                     ? Clause::N4_2_3
                                                          : Clause::N4_2_2;
        lastNation = en.holder.nation;
        lastHolder = en.holder;
        event(sink, Kind::QueueListed, why, static_cast<std::uint8_t>(depth + 2), holderEntity(en.holder), kNoEntity,
              stateRef(en.def), static_cast<std::int32_t>(i), static_cast<std::int32_t>(en.serial));
    }
    s_.afterProcess = after;
    s_.pc = Pc::Process;
    if (q.entries.empty())
        endProcessing(sink, depth);
}

void NationGame::popOne(EventSink& sink, std::uint8_t depth)
{
    ProcessQueue& q = s_.queue;
    ++work_;
    const std::int32_t i = ++q.popped;
    QueueEntry& en = q.entries[static_cast<std::size_t>(i)];
    const StateDef& def = sc_->states[static_cast<std::size_t>(en.def)];
    const EntityId e = holderEntity(en.holder);
    const auto& held = statesOf(en.holder);
    const auto it = std::find_if(held.begin(), held.end(), [&](const HeldState& s) { return s.serial == en.serial; });
    if (it == held.end())
        en.outcome = QueueOutcome::SkippedRemoved;
    else if (def.passive)
        en.outcome = QueueOutcome::SkippedPassive;
    else if (!def.firesAt(q.timing))
        en.outcome = QueueOutcome::SkippedWrongTiming;
    else if (it->remainings == 0)
        en.outcome = QueueOutcome::SkippedNoRemainings;
    else
        en.outcome = QueueOutcome::Fired;
    event(sink, Kind::QueuePop, en.outcome == QueueOutcome::SkippedRemoved ? Clause::N4_2__fixed : Clause::N4_4__2,
          depth, e, kNoEntity, stateRef(en.def), i, static_cast<std::int32_t>(en.outcome),
          it == held.end() ? kNull : it->remainings);
    if (en.outcome != QueueOutcome::Fired && notFiredWorthTracing(en.outcome, q.timing))
        traceNotFired(sink, en, it == held.end() ? kNull : it->remainings, static_cast<std::uint8_t>(depth + 1));
    if (en.outcome == QueueOutcome::Fired) {
        const Holder h = en.holder;
        const std::uint32_t serial = en.serial;
        Source src{h.nation, h.unit, -1, -1, en.def};
        applyEffects(sink, def.effects, src, Clause::N4_4__2, static_cast<std::uint8_t>(depth + 1));
        // Its own effects may have removed it; look it up again.
        auto& now = statesOf(h);
        for (std::size_t k = 0; k < now.size(); ++k) {
            if (now[k].serial != serial || now[k].remainings == kNull)
                continue;
            const std::int32_t left = std::max(0, now[k].remainings - 1);
            setStateField(sink, h, k, StateAttr::Remainings, left, Clause::N4_4__2,
                          static_cast<std::uint8_t>(depth + 1));
            if (left == 0)
                removeStateAt(sink, h, k, RemoveReason::NoRemainings, Clause::N4_4__2,
                              static_cast<std::uint8_t>(depth + 1));
            break;
        }
    }
    if (s_.queue.popped + 1 >= static_cast<std::int32_t>(s_.queue.entries.size()))
        endProcessing(sink, static_cast<std::uint8_t>(s_.queue.depth));
}

// "Why not?": the popped state that did not fire, and why (001:4.4-2's conditions in the
// order popOne checks them; a state already removed is 001:4.2's fixed queue).
void NationGame::traceNotFired(EventSink& sink, const QueueEntry& en, std::int32_t remainings, std::uint8_t depth) const
{
    NotFiredReason why = NotFiredReason::NoRemainings;
    switch (en.outcome) {
    case QueueOutcome::SkippedRemoved: why = NotFiredReason::Removed; break;
    case QueueOutcome::SkippedPassive: why = NotFiredReason::Passive; break;
    case QueueOutcome::SkippedWrongTiming: why = NotFiredReason::WrongTiming; break;
    default: break;
    }
    event(sink, Kind::StateNotFired, why == NotFiredReason::Removed ? Clause::N4_2__fixed : Clause::N4_4__2, depth,
          static_cast<EntityId>(stateRef(en.def)), holderEntity(en.holder), static_cast<std::int32_t>(why),
          static_cast<std::int32_t>(s_.queue.timing), remainings);
}

void NationGame::endProcessing(EventSink& sink, std::uint8_t depth)
{
    ProcessQueue& q = s_.queue;
    const auto fired = std::count_if(q.entries.begin(), q.entries.end(),
                                     [](const QueueEntry& e) { return e.outcome == QueueOutcome::Fired; });
    event(sink, Kind::ProcessEnd, Clause::N4_4__2, depth, kNoEntity, kNoEntity, static_cast<std::int32_t>(q.timing),
          static_cast<std::int32_t>(fired), static_cast<std::int32_t>(q.grantedDuring.size()));
    q.active = false;
    s_.pc = s_.afterProcess;
    if (q.timing == Timing::AfterDomesticCommand && !preview_) {
        const std::int32_t n = currentNation();
        const bool npc = sc_->nations[static_cast<std::size_t>(n)].npc;
        event(sink, Kind::StepNote, npc ? Clause::N3_3_2__npc_5 : Clause::N3_3_2__player_2, depth, nationEntity(n),
              kNoEntity, static_cast<std::int32_t>(StepNoteId::BackToChoice));
    }
}

void NationGame::processAll(EventSink& sink, Timing timing, std::uint8_t depth)
{
    const Pc back = s_.pc;
    const Pc backAfter = s_.afterProcess;
    beginProcessing(sink, timing, back, Clause::N4_4__1, depth);
    while (s_.pc == Pc::Process)
        popOne(sink, static_cast<std::uint8_t>(depth + 1));
    s_.afterProcess = backAfter;
}

Rational NationGame::passiveFactor(const std::vector<Holder>& holders, Rational Modifiers::*which) const
{
    Rational f{1};
    for (const Holder& h : holders) {
        for (const HeldState& st : statesOf(h)) {
            const StateDef& d = sc_->states[static_cast<std::size_t>(st.def)];
            if (!d.passive)
                continue;
            const Rational one = d.modifiers.*which;
            if (one == Rational(1))
                continue;
            // Once per stack, by squaring: stacks may be large.
            std::int64_t times = st.stacks == kNull ? 1 : std::max<std::int32_t>(st.stacks, 0);
            Rational base = one;
            while (times > 0) {
                if (times & 1)
                    f = f * base;
                base = base * base;
                times >>= 1;
            }
        }
    }
    return f;
}

}  // namespace ts::nation
