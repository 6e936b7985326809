// Effects (SPEC §4 "Effects") and the effect wrapper of seed §5: every effect is applied
// through wrapped(), which first consults the replacement rules of held states in priority
// order. A rule never replaces an effect that its own replacement produced, so chains of
// replacements always end.
#include "game.h"

#include <algorithm>

namespace ts::nation {

namespace {

bool isUnitEffect(EffectKind k)
{
    return k == EffectKind::ChangeHp || k == EffectKind::ChangeMaxHp || k == EffectKind::ChangeAttack ||
        k == EffectKind::MoveUnit;
}

// value x rate + amount is one formula: computed exactly, rounded up once, clamped; the
// write cites 4.1.1 when it rounded and 4.1.2 when it clamped (`writeClause`).
std::int32_t changedValue(const Effect& e, std::int32_t value, Clause& writeClause)
{
    const Rational exact = Rational(value) * e.rate + Rational(e.amount);
    const std::int64_t up = exact.ceil();
    writeClause = up != clampQuantity(up) ? Clause::N4_1_2 : !exact.isInteger() ? Clause::N4_1_1 : Clause::N5;
    return clampQuantity(up);
}

// The living unit of the nation, other than the one moving, on the cell a move-unit effect
// aims at; none for a move to the bench.
const UnitState* moveBlocker(const NationState& ns, std::int32_t moving, const Effect& e)
{
    if (e.row == Row::Bench)
        return nullptr;
    for (std::size_t k = 0; k < ns.units.size(); ++k) {
        const UnitState& o = ns.units[k];
        if (static_cast<std::int32_t>(k) != moving && o.row == e.row && o.slot == e.slot && !o.dead())
            return &o;
    }
    return nullptr;
}

}  // namespace

void NationGame::applyEffects(EventSink& sink, const std::vector<Effect>& effects, const Source& src, Clause clause,
                              std::uint8_t depth)
{
    for (const Effect& e : effects)
        applyEffect(sink, e, src, clause, depth);
}

std::vector<Holder> NationGame::resolveTargets(const Effect& e, const Source& src) const
{
    std::vector<Holder> out;
    const BattleContext& b = s_.battle;
    const bool inBattle = b.active && (src.nation == b.attackerNation || src.nation == b.defenderNation);
    const std::int32_t other = !inBattle ? -1 : src.nation == b.attackerNation ? b.defenderNation : b.attackerNation;
    auto units = [&](std::int32_t n, bool fighting) {
        for (std::size_t u = 0; u < nation(n).units.size(); ++u) {
            const UnitState& us = nation(n).units[u];
            if (!us.dead() && (!fighting || us.row != Row::Bench))
                out.push_back({n, static_cast<std::int32_t>(u)});
        }
    };
    switch (e.target) {
    case TargetKind::Self:
        if (src.unit >= 0)
            out.push_back({src.nation, src.unit});
        break;
    case TargetKind::OwnNation: out.push_back({src.nation, -1}); break;
    case TargetKind::OwnUnits: units(src.nation, false); break;
    case TargetKind::OpposingNation:
        if (other >= 0)
            out.push_back({other, -1});
        break;
    case TargetKind::OpposingUnits:
        if (other >= 0)
            units(other, true);
        break;
    case TargetKind::Attacker:
        if (b.active && b.currentAttacker)
            out.push_back({b.currentAttacker->nation, b.currentAttacker->unit});
        break;
    case TargetKind::Target:
        if (src.damagedUnit >= 0)
            out.push_back({src.damagedNation, src.damagedUnit});
        else if (b.active)
            for (const TargetSlot& t : b.targets)
                if (t.unit >= 0)
                    out.push_back({b.targetNation, t.unit});
        break;
    case TargetKind::HostileNations:
        for (std::int32_t h : sc_->nations[static_cast<std::size_t>(src.nation)].hostiles)
            if (!nation(h).fallen())
                out.push_back({h, -1});
        break;
    case TargetKind::Count_: break;
    }
    return out;
}

void NationGame::applyEffect(EventSink& sink, const Effect& e, const Source& src, Clause clause, std::uint8_t depth)
{
    const std::vector<Holder> targets = resolveTargets(e, src);
    if (targets.empty()) {
        const EntityId from = src.unit >= 0 ? unitEntity(src.nation, src.unit) : nationEntity(src.nation);
        event(sink, Kind::EffectNoTarget, Clause::N5___no_target, depth, kNoEntity, from,
              static_cast<std::int32_t>(e.kind), static_cast<std::int32_t>(e.target));
        return;
    }
    for (const Holder& t : targets) {
        UsedRules used;
        wrapped(sink, e, src, t, used, clause, depth);
    }
}

void NationGame::wrapped(EventSink& sink, const Effect& e, const Source& src, const Holder& target, UsedRules& used,
                         Clause clause, std::uint8_t depth)
{
    // Replacement rules of states held by the target, or by the target's nation, in the
    // priority order of 001:4.2.
    const auto count = static_cast<std::int32_t>(s_.nations.size());
    const std::int32_t head = priorityHead(s_.queue.active ? s_.queue.timing : Timing::TurnStart);
    for (std::int32_t k = 0; k < count; ++k) {
        const std::int32_t n = (head + k) % count;
        if (n != target.nation)
            continue;
        std::vector<Holder> holders{{n, -1}};
        if (target.unit >= 0)
            holders.push_back(target);
        for (const Holder& h : holders) {
            for (const HeldState& st : statesOf(h)) {
                const StateDef& d = sc_->states[static_cast<std::size_t>(st.def)];
                for (std::size_t r = 0; r < d.replacements.size(); ++r) {
                    const Replacement& rep = d.replacements[r];
                    if (rep.match != e.kind || (rep.matchTarget && *rep.matchTarget != e.target))
                        continue;
                    const auto key = std::make_tuple(h.nation, h.unit, static_cast<std::int32_t>(r), st.serial);
                    if (used.count(key))
                        continue;  // this rule already replaced this application: no loops
                    event(sink, Kind::EffectReplaced, Clause::N5___replaced, depth, holderEntity(target),
                          holderEntity(h), static_cast<std::int32_t>(e.kind), stateRef(st.def),
                          static_cast<std::int32_t>(r), static_cast<std::int32_t>(rep.with.size()));
                    used.insert(key);
                    // The replacement acts for the state's holder; "target" still names the
                    // original target.
                    const Source by{h.nation, h.unit, target.unit, target.nation, st.def};
                    const auto d1 = static_cast<std::uint8_t>(depth + 1);
                    for (const Effect& w : rep.with) {
                        std::vector<Holder> aims = resolveTargets(w, by);
                        if (w.target == TargetKind::Target)
                            aims = {target};
                        if (aims.empty())
                            event(sink, Kind::EffectNoTarget, Clause::N5___no_target, d1, kNoEntity, holderEntity(h),
                                  static_cast<std::int32_t>(w.kind), static_cast<std::int32_t>(w.target));
                        for (const Holder& t : aims)
                            wrapped(sink, w, by, t, used, Clause::N5___replaced, d1);
                    }
                    used.erase(key);
                    return;
                }
            }
        }
    }
    applyOne(sink, e, src, target, clause, depth);
}

void NationGame::applyOne(EventSink& sink, const Effect& e, const Source& src, const Holder& t, Clause clause,
                          std::uint8_t depth)
{
    const EntityId from = src.unit >= 0 ? unitEntity(src.nation, src.unit) : nationEntity(src.nation);
    if (isUnitEffect(e.kind) && t.unit < 0) {
        // A replacement's "target" may name a nation: a unit effect has nothing to act on.
        event(sink, Kind::EffectNoTarget, Clause::N5___no_target, depth, holderEntity(t), from,
              static_cast<std::int32_t>(e.kind), static_cast<std::int32_t>(e.target));
        return;
    }
    const EntityId to = holderEntity(t);
    const auto d1 = static_cast<std::uint8_t>(depth + 1);
    Clause writeClause = Clause::N5;
    auto changed = [&](std::int32_t value) { return changedValue(e, value, writeClause); };
    auto report = [&](std::int32_t before, std::int32_t after) {
        event(sink, Kind::EffectApplied, clause, depth, to, from, static_cast<std::int32_t>(e.kind), e.amount, before,
              after);
    };
    switch (e.kind) {
    case EffectKind::ChangePower:
    case EffectKind::ConsumePower: {
        NationState& ns = nation(t.nation);
        const std::int32_t after =
            e.kind == EffectKind::ChangePower ? changed(ns.power) : clampQuantity(std::int64_t(ns.power) - e.amount);
        if (e.kind == EffectKind::ConsumePower && std::int64_t(ns.power) - e.amount < 0)
            writeClause = Clause::N4_1_2;
        report(ns.power, after);
        write(sink, to, Field::Power, ns.power, after, writeClause, d1);
        break;
    }
    case EffectKind::ChangeDomesticCount: {
        NationState& ns = nation(t.nation);
        const std::int32_t after = changed(ns.remainingDomestic);
        report(ns.remainingDomestic, after);
        write(sink, to, Field::RemainingDomestic, ns.remainingDomestic, after, writeClause, d1);
        break;
    }
    case EffectKind::ChangeHp: {
        UnitState& u = unit(t.nation, t.unit);
        const std::int32_t after = std::min(u.maxHp, changed(u.hp));
        report(u.hp, after);
        write(sink, to, Field::Hp, u.hp, after, writeClause, d1);
        break;
    }
    case EffectKind::ChangeMaxHp: {
        UnitState& u = unit(t.nation, t.unit);
        const std::int32_t after = std::max(1, changed(u.maxHp));
        report(u.maxHp, after);
        write(sink, to, Field::MaxHp, u.maxHp, after, writeClause, d1);
        write(sink, to, Field::Hp, u.hp, std::min(u.hp, u.maxHp), Clause::N5, d1);
        break;
    }
    case EffectKind::ChangeAttack: {
        UnitState& u = unit(t.nation, t.unit);
        const std::int32_t after = changed(u.attack);
        report(u.attack, after);
        write(sink, to, Field::Attack, u.attack, after, writeClause, d1);
        break;
    }
    case EffectKind::GrantState:
    case EffectKind::RemoveState: applyStateEffect(sink, e, t, clause, depth, from); break;
    case EffectKind::MoveUnit: applyMove(sink, e, t, clause, depth, from); break;
    case EffectKind::Nothing: report(0, 0); break;
    case EffectKind::Count_: break;
    }
}

// Grants or removes a state (⑤): the applied event, then the state's own events.
void NationGame::applyStateEffect(EventSink& sink, const Effect& e, const Holder& t, Clause clause, std::uint8_t depth,
                                  EntityId from)
{
    const EntityId to = holderEntity(t);
    const auto d1 = static_cast<std::uint8_t>(depth + 1);
    event(sink, Kind::EffectApplied, clause, depth, to, from, static_cast<std::int32_t>(e.kind), stateRef(e.state), 0,
          0);
    if (e.kind == EffectKind::GrantState) {
        grant(sink, t, e.state, clause, d1);
        return;
    }
    auto& v = statesOf(t);
    for (std::size_t i = 0; i < v.size();) {
        if (v[i].def == e.state)
            removeStateAt(sink, t, i, RemoveReason::Effect, Clause::N5, d1);
        else
            ++i;
    }
}

// Moves a unit to the effect's row and slot, unless another unit holds the place.
void NationGame::applyMove(EventSink& sink, const Effect& e, const Holder& t, Clause clause, std::uint8_t depth,
                           EntityId from)
{
    const EntityId to = holderEntity(t);
    const auto d1 = static_cast<std::uint8_t>(depth + 1);
    UnitState& u = unit(t.nation, t.unit);
    if (const UnitState* o = moveBlocker(nation(t.nation), t.unit, e)) {
        event(sink, Kind::MoveBlocked, clause, depth, to, o->id, static_cast<std::int32_t>(e.row), e.slot);
        return;
    }
    event(sink, Kind::EffectApplied, clause, depth, to, from, static_cast<std::int32_t>(e.kind), e.amount,
          static_cast<std::int32_t>(u.row) * 1000 + u.slot, static_cast<std::int32_t>(e.row) * 1000 + e.slot);
    std::int32_t row = static_cast<std::int32_t>(u.row);
    write(sink, to, Field::Row, row, static_cast<std::int32_t>(e.row), Clause::N5, d1);
    u.row = static_cast<Row>(row);
    write(sink, to, Field::Slot, u.slot, e.slot, Clause::N5, d1);
}

}  // namespace ts::nation
