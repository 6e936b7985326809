// The battle phase of seed 3.3.5: battle start, the attack order, each attack's steps
// (start, target decision, before attack, unit damage per slot, power damage, after
// attack, attack end) and the battle end.
#include "game.h"

#include <algorithm>

namespace ts::nation {

namespace {
constexpr std::uint8_t kPhaseDepth = 2, kStepDepth = 3, kSubDepth = 4;
}

void NationGame::stepBattleStart(EventSink& sink)
{
    const std::int32_t a = currentNation(), d = s_.chosenBattleTarget;
    s_.chosenBattleTarget = -1;
    event(sink, Kind::Phase, Clause::N3_3_5_2__2, kPhaseDepth, nationEntity(a), kNoEntity,
          static_cast<std::int32_t>(PhaseId::Battle));
    event(sink, Kind::BattleBegin, Clause::N3_3_5_2__2, kStepDepth, nationEntity(a), nationEntity(d));
    BattleContext& b = s_.battle;
    write(sink, kGameEntity, Field::AttackIndex, b.currentAttackIndex, 0, Clause::N3_3_5_2__1, kSubDepth);
    write(sink, kGameEntity, Field::AttackerNation, b.attackerNation, a, Clause::N3_3_5_2__2, kSubDepth);
    write(sink, kGameEntity, Field::DefenderNation, b.defenderNation, d, Clause::N3_3_5_2__2, kSubDepth);
    event(sink, Kind::StepNote, Clause::N3_3_5_2__3, kStepDepth, kNoEntity, kNoEntity,
          static_cast<std::int32_t>(StepNoteId::PendingReset));
    write(sink, kGameEntity, Field::PendingPowerDamage, b.pendingPowerDamage, 0, Clause::N3_3_5_2__3, kSubDepth);
    // The previous battle's arrays are left behind (built anew at the steps that own them).
    b.active = true;
    b.attackOrder.clear();
    b.targets.clear();
    b.checks.clear();
    b.chosen = RangeChoice::None;
    b.chosenRow = -1;
    b.targetNation = -1;
    beginProcessing(sink, Timing::BattleStart, Pc::BattleOrder, Clause::N3_3_5_2__4, kStepDepth);
}

std::vector<AttackEntry> NationGame::attackOrder(std::int32_t attacker, std::int32_t defender) const
{
    struct Keyed {
        AttackEntry e;
        std::int32_t priority, row, side, unit, skill;
    };
    std::vector<Keyed> all;
    for (std::int32_t side = 0; side < 2; ++side) {
        const std::int32_t n = side == 0 ? attacker : defender;
        const NationState& ns = nation(n);
        for (std::size_t u = 0; u < ns.units.size(); ++u) {
            const UnitState& us = ns.units[u];
            if (us.row == Row::Bench || us.dead())
                continue;
            const auto& skills = sc_->nations[static_cast<std::size_t>(n)].units[u].skills;
            for (std::size_t k = 0; k < skills.size(); ++k)
                all.push_back({{n, static_cast<std::int32_t>(u), skills[k]},
                               sc_->skills[static_cast<std::size_t>(skills[k])].priority,
                               static_cast<std::int32_t>(us.row),
                               side,
                               static_cast<std::int32_t>(u),
                               static_cast<std::int32_t>(k)});
        }
    }
    // 001:3.3.5.2/order: priority high first, then Back before Middle before Front, then
    // the attacking nation first; SPEC §4 completes the ties with unit and skill order.
    std::stable_sort(all.begin(), all.end(), [](const Keyed& x, const Keyed& y) {
        if (x.priority != y.priority)
            return x.priority > y.priority;
        if (x.row != y.row)
            return x.row > y.row;
        if (x.side != y.side)
            return x.side < y.side;
        if (x.unit != y.unit)
            return x.unit < y.unit;
        return x.skill < y.skill;
    });
    std::vector<AttackEntry> out;
    for (const Keyed& k : all)
        out.push_back(k.e);
    return out;
}

void NationGame::stepBattleOrder(EventSink& sink)
{
    BattleContext& b = s_.battle;
    b.attackOrder = attackOrder(b.attackerNation, b.defenderNation);
    event(sink, Kind::AttackOrderBuilt, Clause::N3_3_5_2__5, kStepDepth, nationEntity(b.attackerNation),
          nationEntity(b.defenderNation), static_cast<std::int32_t>(b.attackOrder.size()));
    for (std::size_t i = 0; i < b.attackOrder.size(); ++i) {
        const AttackEntry& e = b.attackOrder[i];
        event(sink, Kind::AttackOrderEntry, Clause::N3_3_5_2__order, kSubDepth, unitEntity(e.nation, e.unit), kNoEntity,
              skillRef(e.skill), sc_->skills[static_cast<std::size_t>(e.skill)].priority,
              static_cast<std::int32_t>(unit(e.nation, e.unit).row), static_cast<std::int32_t>(i));
    }
    s_.pc = Pc::AttackStart;
}

const SkillDef& NationGame::currentSkill() const
{
    return sc_->skills[static_cast<std::size_t>(s_.battle.currentAttacker->skill)];
}

NationGame::Source NationGame::attackerSource() const
{
    const AttackEntry& e = *s_.battle.currentAttacker;
    return Source{e.nation, e.unit, -1, -1, -1};
}

void NationGame::stepAttackStart(EventSink& sink)
{
    BattleContext& b = s_.battle;
    if (b.currentAttackIndex >= static_cast<std::int32_t>(b.attackOrder.size())) {
        s_.pc = Pc::BattleEnd;
        return;
    }
    const AttackEntry e = b.attackOrder[static_cast<std::size_t>(b.currentAttackIndex)];
    const UnitState& attacker = unit(e.nation, e.unit);
    if (attacker.dead() || attacker.row == Row::Bench) {
        const bool dead = attacker.dead();
        event(sink, Kind::AttackerPopped, dead ? Clause::N3_3_5_3_1__2 : Clause::N3_3_5_3_1__2___bench, kStepDepth,
              attacker.id, kNoEntity, b.currentAttackIndex, dead ? 0 : 1);
        b.attackOrder.erase(b.attackOrder.begin() + b.currentAttackIndex);
        return;  // back to 1. with the next entry
    }
    event(sink, Kind::AttackBegin, Clause::N3_3_5_3_1__1, kPhaseDepth, attacker.id, kNoEntity, skillRef(e.skill),
          b.currentAttackIndex);
    std::int32_t current = b.currentAttacker
        ? static_cast<std::int32_t>(unitEntity(b.currentAttacker->nation, b.currentAttacker->unit))
        : 0;
    write(sink, kGameEntity, Field::CurrentAttacker, current, static_cast<std::int32_t>(attacker.id),
          Clause::N3_3_5_3_1__3, kStepDepth);
    b.currentAttacker = e;  // with its write, not before
    write(sink, kGameEntity, Field::TargetIndex, b.targetIndex, 0, Clause::N3_3_5_3_1__4, kStepDepth);
    event(sink, Kind::StepNote, Clause::N3_3_5_3_1__5, kStepDepth, attacker.id, kNoEntity,
          static_cast<std::int32_t>(StepNoteId::AttackDamageReset));
    write(sink, kGameEntity, Field::AttackPowerDamage, b.attackPowerDamage, 0, Clause::N3_3_5_3_1__5, kSubDepth);
    b.targets.clear();
    b.checks.clear();
    b.chosen = RangeChoice::None;
    b.chosenRow = -1;
    b.targetNation = e.nation == b.attackerNation ? b.defenderNation : b.attackerNation;
    beginProcessing(sink, Timing::AttackStart, Pc::TargetDecision, Clause::N3_3_5_3_1__6, kStepDepth);
}

NationGame::TargetDecision NationGame::decideTargets(std::int32_t defender, const TargetPattern& pattern) const
{
    TargetDecision out;
    const NationState& ns = nation(defender);
    out.units.assign(pattern.range.size(), -1);
    // "Empty" = no unit there, or a dead one.
    auto livingAt = [&](std::int32_t row, std::int32_t slot) -> std::int32_t {
        for (std::size_t u = 0; u < ns.units.size(); ++u) {
            const UnitState& us = ns.units[u];
            if (static_cast<std::int32_t>(us.row) == row && us.slot == slot && !us.dead())
                return static_cast<std::int32_t>(u);
        }
        return -1;
    };
    bool frontLiving = false;
    for (const UnitState& us : ns.units)
        frontLiving = frontLiving || (us.row == Row::Front && !us.dead());
    if (!frontLiving) {
        out.chosen = RangeChoice::EmptyFront;
        return out;
    }
    const std::int32_t normal = static_cast<std::int32_t>(pattern.row);
    const std::pair<RangeChoice, std::int32_t> candidates[] = {{RangeChoice::Normal, normal},
                                                               {RangeChoice::OneBehind, normal + 1},
                                                               {RangeChoice::TwoBehind, normal + 2},
                                                               {RangeChoice::OneInFront, normal - 1},
                                                               {RangeChoice::TwoInFront, normal - 2}};
    for (const auto& [choice, row] : candidates) {
        CandidateCheck check{choice, row, 0};
        if (row < 0 || row >= kFightingRows) {
            check.row = -1;  // outside Front..Back: skipped
            out.checks.push_back(check);
            continue;
        }
        std::vector<std::int32_t> living, empty;
        for (std::int32_t slot : pattern.range)
            if (const std::int32_t u = livingAt(row, slot); u >= 0)
                living.push_back(u);
        check.living = static_cast<std::int32_t>(living.size());
        out.checks.push_back(check);
        if (living.empty())
            continue;
        out.chosen = choice;
        out.row = row;
        // 3.3.5.3.2/3.6: the units of the range in slot order, then a null per empty slot.
        for (std::size_t i = 0; i < living.size(); ++i)
            out.units[i] = living[i];
        return out;
    }
    out.chosen = RangeChoice::NoneInRange;
    return out;
}

void NationGame::stepTargetDecision(EventSink& sink)
{
    BattleContext& b = s_.battle;
    const SkillDef& skill = currentSkill();
    const EntityId def = nationEntity(b.targetNation);
    const auto length = static_cast<std::int32_t>(skill.pattern.range.size());
    b.targets.assign(skill.pattern.range.size(), TargetSlot{});
    event(sink, Kind::TargetArray, Clause::N3_3_5_3_2__1, kStepDepth, def, kNoEntity,
          static_cast<std::int32_t>(RangeChoice::None), -1, length, 0);
    const TargetDecision t = decideTargets(b.targetNation, skill.pattern);
    b.checks = t.checks;
    b.chosen = t.chosen;
    b.chosenRow = t.row;
    if (t.chosen == RangeChoice::EmptyFront) {
        event(sink, Kind::TargetArray, Clause::N3_3_5_3_2__2, kStepDepth, def, kNoEntity,
              static_cast<std::int32_t>(t.chosen), -1, length, 0);
        s_.pc = Pc::BeforeAttack;
        return;
    }
    static constexpr Clause kCandidateClause[] = {Clause::N3_3_5_3_2__3_1, Clause::N3_3_5_3_2__3_2,
                                                  Clause::N3_3_5_3_2__3_3, Clause::N3_3_5_3_2__3_4,
                                                  Clause::N3_3_5_3_2__3_5};
    const EntityId me = unitEntity(b.currentAttacker->nation, b.currentAttacker->unit);
    for (const CandidateCheck& c : t.checks) {
        const Clause clause = kCandidateClause[static_cast<int>(c.candidate)];
        event(sink, Kind::TargetCandidate, clause, kSubDepth, def, kNoEntity, static_cast<std::int32_t>(c.candidate),
              c.row, c.living);
        if (c.living == 0)  // "Why not?": this candidate range was checked and rejected
            event(sink, Kind::RangeEmpty, clause, static_cast<std::uint8_t>(kSubDepth + 1), me, def,
                  static_cast<std::int32_t>(c.row < 0 ? RangeRejectReason::OutsideFormation
                                                      : RangeRejectReason::NoLivingUnit),
                  static_cast<std::int32_t>(c.candidate), c.row, length);
    }
    std::int32_t units = 0;
    for (std::size_t i = 0; i < t.units.size(); ++i) {
        b.targets[i].unit = t.units[i];
        units += t.units[i] >= 0 ? 1 : 0;
    }
    event(sink, Kind::TargetArray, Clause::N3_3_5_3_2__3_6, kStepDepth, def, kNoEntity,
          static_cast<std::int32_t>(t.chosen), t.row, length, units);
    s_.pc = Pc::BeforeAttack;
}

void NationGame::stepBeforeAttack(EventSink& sink)
{
    const SkillDef& skill = currentSkill();
    const EntityId me = unitEntity(s_.battle.currentAttacker->nation, s_.battle.currentAttacker->unit);
    if (skill.preEffects.empty())
        event(sink, Kind::StepNote, Clause::N3_3_5_3_3__1, kStepDepth, me, kNoEntity,
              static_cast<std::int32_t>(StepNoteId::NoPreEffects));
    else
        applyEffects(sink, skill.preEffects, attackerSource(), Clause::N3_3_5_3_3__1, kStepDepth);
    beginProcessing(sink, Timing::BeforeAttack, Pc::UnitDamage, Clause::N3_3_5_3_3__2, kStepDepth);
}

void NationGame::stepUnitDamage(EventSink& sink)
{
    BattleContext& b = s_.battle;
    const AttackEntry a = *b.currentAttacker;
    const EntityId me = unitEntity(a.nation, a.unit);
    if (b.targetIndex >= static_cast<std::int32_t>(b.targets.size())) {
        // An empty target array (no slot at all cannot happen: patterns have a slot).
        event(sink, Kind::StepNote, Clause::N3_3_5_3_4__7, kStepDepth, me, kNoEntity,
              static_cast<std::int32_t>(StepNoteId::TargetsDone));
        s_.pc = Pc::PowerDamage;
        return;
    }
    TargetSlot& slot = b.targets[static_cast<std::size_t>(b.targetIndex)];
    event(sink, Kind::StepNote, Clause::N3_3_5_3_4__1, kStepDepth, me,
          slot.unit < 0 ? kNoEntity : unitEntity(b.targetNation, slot.unit),
          static_cast<std::int32_t>(StepNoteId::TakeSlot), b.targetIndex);
    if (slot.unit < 0) {
        event(sink, Kind::NullSlot, Clause::N3_3_5_3_4__2, kStepDepth, me, kNoEntity, b.targetIndex);
        s_.pc = Pc::PowerDamage;
        return;
    }
    const SkillDef& skill = currentSkill();
    UnitState& target = unit(b.targetNation, slot.unit);
    // 3.3.5.3.4/3: attack x damage rate, with the passive damage factors, rounded up once.
    const Rational exact = Rational(unit(a.nation, a.unit).attack) * skill.damageRate *
        passiveFactor({{a.nation, -1}, {a.nation, a.unit}}, &Modifiers::damageDealt) *
        passiveFactor({{b.targetNation, -1}, {b.targetNation, slot.unit}}, &Modifiers::damageTaken);
#ifdef TURNSCOPE_TEST_PERTURB_RULE
    // Only in tests/golden's turnscope-cli-perturbed: this rule changed on purpose, so the
    // golden corpus test sees `regress` catch a rules change and name this rule's clause.
    const std::int32_t damage = toQuantity(exact) + 1;
#else
    const std::int32_t damage = toQuantity(exact);
#endif
    const std::int32_t hpAfter = clampQuantity(std::int64_t(target.hp) - damage);
    event(sink, Kind::UnitDamage, exact.isInteger() ? Clause::N3_3_5_3_4__3 : Clause::N4_1_1, kStepDepth, me, target.id,
          damage, hpAfter, b.targetIndex);
    slot.damage = damage;  // the target array shows the damage with its event, the HP with its write
    slot.done = true;
    write(sink, target.id, Field::Hp, target.hp, hpAfter,
          std::int64_t(target.hp) - damage < 0 ? Clause::N4_1_2 : Clause::N3_3_5_3_4__4, kSubDepth);
    if (skill.unitEffects.empty()) {
        event(sink, Kind::StepNote, Clause::N3_3_5_3_4__5, kSubDepth, me, kNoEntity,
              static_cast<std::int32_t>(StepNoteId::NoUnitEffects));
    } else {
        Source src = attackerSource();
        src.damagedNation = b.targetNation;
        src.damagedUnit = slot.unit;
        applyEffects(sink, skill.unitEffects, src, Clause::N3_3_5_3_4__5, kSubDepth);
    }
    write(sink, kGameEntity, Field::TargetIndex, b.targetIndex, b.targetIndex + 1, Clause::N3_3_5_3_4__6, kSubDepth);
    if (b.targetIndex == static_cast<std::int32_t>(b.targets.size())) {
        event(sink, Kind::StepNote, Clause::N3_3_5_3_4__7, kSubDepth, me, kNoEntity,
              static_cast<std::int32_t>(StepNoteId::TargetsDone));
        s_.pc = Pc::PowerDamage;
    } else {
        event(sink, Kind::StepNote, Clause::N3_3_5_3_4__8, kSubDepth, me, kNoEntity,
              static_cast<std::int32_t>(StepNoteId::NextSlot));
    }
}

void NationGame::stepPowerDamage(EventSink& sink)
{
    BattleContext& b = s_.battle;
    const AttackEntry a = *b.currentAttacker;
    const EntityId me = unitEntity(a.nation, a.unit);
    s_.pc = Pc::AfterAttack;
    if (a.nation == b.defenderNation) {
        event(sink, Kind::PowerDamageSkipped, Clause::N3_3_5_3_5__1, kStepDepth, me);
        return;
    }
    const SkillDef& skill = currentSkill();
    const Rational base = Rational(unit(a.nation, a.unit).attack) * skill.powerStealRate;
    for (std::size_t i = 0; i < b.targets.size(); ++i) {
        TargetSlot& slot = b.targets[i];
        // The HP-loss rate after the damage, exact (not rounded on its own); 1 for null.
        Rational loss{1};
        EntityId who = kNoEntity;
        if (slot.unit >= 0) {
            const UnitState& t = unit(b.targetNation, slot.unit);
            loss = Rational::of(t.maxHp - t.hp, t.maxHp);
            who = t.id;
        }
        const Rational exact = base * loss;
        const std::int32_t pd = toQuantity(exact);
        slot.powerDamage = pd;
        event(sink, Kind::SlotPowerDamage, exact.isInteger() ? Clause::N3_3_5_3_5__2 : Clause::N4_1_1, kStepDepth, me,
              who, static_cast<std::int32_t>(i), pd, toQuantity(loss * Rational(1000)),
              clampQuantity(std::int64_t(b.pendingPowerDamage) + pd));
        write(sink, kGameEntity, Field::AttackPowerDamage, b.attackPowerDamage,
              clampQuantity(std::int64_t(b.attackPowerDamage) + pd), Clause::N3_3_5_3_5__2, kSubDepth);
        write(sink, kGameEntity, Field::PendingPowerDamage, b.pendingPowerDamage,
              clampQuantity(std::int64_t(b.pendingPowerDamage) + pd), Clause::N3_3_5_3_5__2, kSubDepth);
    }
    if (skill.nationEffects.empty())
        event(sink, Kind::StepNote, Clause::N3_3_5_3_5__3, kStepDepth, me, kNoEntity,
              static_cast<std::int32_t>(StepNoteId::NoNationEffects));
    else
        applyEffects(sink, skill.nationEffects, attackerSource(), Clause::N3_3_5_3_5__3, kStepDepth);
}

void NationGame::stepAfterAttack(EventSink& sink)
{
    const SkillDef& skill = currentSkill();
    const EntityId me = unitEntity(s_.battle.currentAttacker->nation, s_.battle.currentAttacker->unit);
    if (skill.postEffects.empty())
        event(sink, Kind::StepNote, Clause::N3_3_5_3_6__1, kStepDepth, me, kNoEntity,
              static_cast<std::int32_t>(StepNoteId::NoPostEffects));
    else
        applyEffects(sink, skill.postEffects, attackerSource(), Clause::N3_3_5_3_6__1, kStepDepth);
    beginProcessing(sink, Timing::AfterAttack, Pc::AttackEnd, Clause::N3_3_5_3_6__2, kStepDepth);
}

void NationGame::stepAttackEnd(EventSink& sink)
{
    BattleContext& b = s_.battle;
    const AttackEntry a = *b.currentAttacker;
    event(sink, Kind::AttackEnd, Clause::N3_3_5_3_7__1, kStepDepth, unitEntity(a.nation, a.unit), kNoEntity,
          b.currentAttackIndex);
    for (const std::int32_t n : {b.attackerNation, b.defenderNation}) {
        for (std::size_t u = 0; u < nation(n).units.size(); ++u) {
            const UnitState& us = nation(n).units[u];
            if (us.row == Row::Bench || us.hp != 0 || us.dead())
                continue;
            event(sink, Kind::UnitDied, Clause::N3_3_5_3_7__1, kSubDepth, us.id);
            grant(sink, Holder{n, static_cast<std::int32_t>(u)}, kDeadState, Clause::N3_3_5_3_7__1, kSubDepth);
        }
    }
    write(sink, kGameEntity, Field::AttackIndex, b.currentAttackIndex, b.currentAttackIndex + 1, Clause::N3_3_5_3_1__1,
          kSubDepth);
    beginProcessing(sink, Timing::AttackEnd, Pc::AttackStart, Clause::N3_3_5_3_7__2, kStepDepth);
}

void NationGame::stepBattleEnd(EventSink& sink)
{
    BattleContext& b = s_.battle;
    NationState& att = nation(b.attackerNation);
    NationState& def = nation(b.defenderNation);
    const std::int32_t moved = std::min(b.pendingPowerDamage, def.power);
    event(sink, Kind::StealMoved, Clause::N3_3_5_4__1, kStepDepth, att.id, def.id, b.pendingPowerDamage, moved,
          clampQuantity(std::int64_t(att.power) + moved), def.power - moved);
    write(sink, def.id, Field::Power, def.power, def.power - moved, Clause::N3_3_5_4__1, kSubDepth);
    write(sink, att.id, Field::Power, att.power, clampQuantity(std::int64_t(att.power) + moved), Clause::N3_3_5_4__1,
          kSubDepth);
    event(sink, Kind::BattleEnd, Clause::N3_3_5_4__2, kPhaseDepth, att.id, def.id);
    beginProcessing(sink, Timing::BattleEnd, Pc::TurnEnd, Clause::N3_3_5_4__2, kStepDepth);
}

}  // namespace ts::nation
