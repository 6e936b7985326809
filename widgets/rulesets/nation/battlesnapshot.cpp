#include "rulesets/nation/battlesnapshot.h"

#include "rulesets/nation/statesnames.h"
#include "session/sessioncontroller.h"

#include "rulesets/nation/game.h"

#include <QStringList>

#include <algorithm>

namespace ts::gui {

namespace {

using nation::Pc;
using nation::RangeChoice;

// Where the step machine goes next; a running state processing returns to `afterProcess`.
Pc effectivePc(const nation::GameState& s) { return s.pc == Pc::Process ? s.afterProcess : s.pc; }

BattleSnapshot::Side sideOf(const nation::NationGame& g, int n)
{
    BattleSnapshot::Side side;
    const auto& sc = g.scenario();
    const nation::NationState& ns = g.state().nations[static_cast<std::size_t>(n)];
    side.nation = n;
    side.name = NationNames::nation(sc, n);
    side.power = ns.power;
    side.fallen = ns.fallen();
    for (std::size_t u = 0; u < ns.units.size(); ++u) {
        const nation::UnitState& us = ns.units[u];
        BattleSnapshot::Unit unit;
        unit.index = static_cast<int>(u);
        unit.entity = us.id;
        unit.name = NationNames::unit(sc, n, static_cast<int>(u));
        unit.hp = us.hp;
        unit.maxHp = us.maxHp;
        unit.attack = us.attack;
        unit.row = us.row;
        unit.slot = us.slot;
        unit.dead = us.dead();
        side.units.push_back(unit);
    }
    return side;
}

int sideIndex(const nation::BattleContext& c, int n) { return n == c.attackerNation ? 0 : 1; }

// The attack order: entries before the attack index are done; the current attacker is
// the entry at the index while its attack runs, the one before it once it has ended.
// Returns whether an attack runs (the entry at the index is the current attacker).
bool readAttackOrder(BattleSnapshot& b, const nation::NationGame& g, bool starting)
{
    using AttackState = BattleSnapshot::AttackState;
    const nation::GameState& s = g.state();
    const nation::BattleContext& c = s.battle;
    const auto& sc = g.scenario();
    b.currentAttackIndex = c.currentAttackIndex;
    const auto matches = [&](int i) {
        return c.currentAttacker && i >= 0 && i < static_cast<int>(c.attackOrder.size()) &&
            c.attackOrder[static_cast<std::size_t>(i)] == *c.currentAttacker;
    };
    const bool running = !starting && matches(c.currentAttackIndex);
    if (running)
        b.currentAttack = c.currentAttackIndex;
    else if (!starting && c.currentAttackIndex > 0 && matches(c.currentAttackIndex - 1))  // written: any int
        b.currentAttack = c.currentAttackIndex - 1;
    for (std::size_t i = 0; i < c.attackOrder.size(); ++i) {
        const nation::AttackEntry& e = c.attackOrder[i];
        BattleSnapshot::Attack a;
        a.side = sideIndex(c, e.nation);
        a.unit = e.unit;
        a.unitName = NationNames::unit(sc, e.nation, e.unit);
        a.skillName = NationNames::skill(sc, e.skill);
        a.priority = sc.skills[static_cast<std::size_t>(e.skill)].priority;
        a.row = s.nations[static_cast<std::size_t>(e.nation)].units[static_cast<std::size_t>(e.unit)].row;
        const int idx = static_cast<int>(i);
        a.state = idx < c.currentAttackIndex         ? AttackState::Done
            : running && idx == c.currentAttackIndex ? AttackState::Current
                                                     : AttackState::Waiting;
        b.order.push_back(std::move(a));
    }
    return running;
}

// The attack under way (its attacker, skill and pattern) and how far it got, from where the
// step machine goes next.
void readCurrentAttack(BattleSnapshot& b, const nation::NationGame& g, Pc next, bool running)
{
    using AttackStage = BattleSnapshot::AttackStage;
    const nation::BattleContext& c = g.state().battle;
    const auto& sc = g.scenario();
    const nation::AttackEntry& e = *c.currentAttacker;
    const nation::SkillDef& skill = sc.skills[static_cast<std::size_t>(e.skill)];
    b.attackerSide = sideIndex(c, e.nation);
    b.attackerUnit = e.unit;
    b.attackerName = NationNames::unit(sc, e.nation, e.unit);
    b.skillName = NationNames::skill(sc, e.skill);
    b.patternRow = skill.pattern.row;
    b.patternSlots = skill.pattern.range;
    b.powerDamageApplies = e.nation == c.attackerNation;
    switch (next) {
    case Pc::TargetDecision: b.stage = AttackStage::Start; break;
    case Pc::BeforeAttack: b.stage = AttackStage::TargetsDecided; break;
    case Pc::UnitDamage:
    case Pc::PowerDamage: b.stage = AttackStage::Damage; break;
    default: b.stage = AttackStage::PowerDamageDone; break;
    }
    if (!running && b.currentAttack < 0)
        b.stage = AttackStage::Between;  // the attacker of an attack whose entry has gone
}

// The target array: each slot's unit (if any) as it is now and the damage decided for it.
void readTargets(BattleSnapshot& b, const nation::NationGame& g)
{
    const nation::GameState& s = g.state();
    const nation::BattleContext& c = s.battle;
    const auto& sc = g.scenario();
    b.targetSide = sideIndex(c, c.targetNation);
    const nation::NationState& tn = s.nations[static_cast<std::size_t>(c.targetNation)];
    for (const nation::TargetSlot& t : c.targets) {
        BattleSnapshot::TargetSlot slot;
        slot.unit = t.unit;
        if (t.unit >= 0) {
            const nation::UnitState& us = tn.units[static_cast<std::size_t>(t.unit)];
            slot.name = NationNames::unit(sc, c.targetNation, t.unit);
            slot.hp = us.hp;
            slot.maxHp = us.maxHp;
            slot.dead = us.dead();
        }
        slot.damage = t.damage;
        slot.powerDamage = t.powerDamage;
        slot.done = t.done;
        b.targets.push_back(std::move(slot));
    }
}

}  // namespace

const BattleSnapshot::Unit* BattleSnapshot::Side::at(nation::Row row, int slot) const
{
    // A living unit wins over a dead one left in the same place.
    const Unit* found = nullptr;
    for (const Unit& u : units)
        if (u.row == row && u.slot == slot && (!found || (found->dead && !u.dead)))
            found = &u;
    return found;
}

BattleSnapshot BattleSnapshot::at(SessionController* controller)
{
    BattleSnapshot b;
    const nation::NationGame* game = NationNames::gameAtCursor(controller);
    if (!game) {
        b.reason = NationNames::notNationReason(controller, tr("battle view"));
        return b;
    }
    const nation::GameState& s = game->state();
    const nation::BattleContext& c = s.battle;
    b.slotsPerRow = game->scenario().slotsPerRow;
    const auto nations = static_cast<int>(s.nations.size());
    if (c.attackerNation < 0 || c.defenderNation < 0 || c.attackerNation >= nations || c.defenderNation >= nations) {
        b.status = Status::NoBattle;
        return b;
    }
    b.status = c.active ? Status::Active : Status::Ended;
    b.sides[0] = sideOf(*game, c.attackerNation);
    b.sides[1] = sideOf(*game, c.defenderNation);

    // The context keeps the last battle's attacker until the first attack of the next one.
    const Pc next = effectivePc(s);
    const bool starting = next == Pc::BattleStart || next == Pc::BattleOrder;
    const bool running = readAttackOrder(b, *game, starting);
    if (c.currentAttacker && !starting)
        readCurrentAttack(b, *game, next, running);
    if (c.targetNation >= 0 && !c.targets.empty())
        readTargets(b, *game);
    b.targetIndex = c.targetIndex;
    b.chosen = c.chosen;
    b.chosenRow = c.chosenRow;
    b.checks = c.checks;
    b.attackPowerDamage = c.attackPowerDamage;
    b.pendingPowerDamage = c.pendingPowerDamage;
    return b;
}

bool BattleSnapshot::targetIndexLive() const
{
    return (stage == AttackStage::TargetsDecided || stage == AttackStage::Damage) && targetIndex >= 0 &&
        targetIndex < static_cast<int>(targets.size());
}

int BattleSnapshot::nullSlots() const
{
    return static_cast<int>(
        std::count_if(targets.begin(), targets.end(), [](const TargetSlot& t) { return t.unit < 0; }));
}

QString BattleSnapshot::rowName(int row)
{
    return row < 0 ? tr("outside Front..Back") : NationNames::row(static_cast<nation::Row>(row));
}

QString BattleSnapshot::rangeName(RangeChoice r)
{
    switch (r) {
    case RangeChoice::None: return tr("not decided yet");
    case RangeChoice::Normal: return tr("normal range");
    case RangeChoice::OneBehind: return tr("one row behind");
    case RangeChoice::TwoBehind: return tr("two rows behind");
    case RangeChoice::OneInFront: return tr("one row in front");
    case RangeChoice::TwoInFront: return tr("two rows in front");
    case RangeChoice::EmptyFront: return tr("empty Front row: all null");
    case RangeChoice::NoneInRange: return tr("no living unit in any range: all null");
    }
    return {};
}

QString BattleSnapshot::rangeSummary() const
{
    if (chosen == RangeChoice::None)
        return stage == AttackStage::Start ? tr("The target array is decided next (001:3.3.5.3.2).") : QString();
    const QString side = targetSide >= 0 ? sides[targetSide].name : QString();
    if (chosen == RangeChoice::EmptyFront)
        return tr("%1 has no living unit in its Front row: the target array stays all null (001:3.3.5.3.2/2).")
            .arg(side);
    QStringList empty;
    for (const nation::CandidateCheck& c : checks) {
        if (c.candidate == chosen)
            break;
        empty << (c.row < 0 ? tr("%1 is outside Front..Back").arg(rangeName(c.candidate))
                            : tr("%1 (%2) is empty").arg(rangeName(c.candidate), rowName(c.row)));
    }
    if (chosen == RangeChoice::NoneInRange)
        return tr("Every candidate range of %1 is empty: the target array is all null.").arg(side);
    const int living = static_cast<int>(targets.size()) - nullSlots();
    const QString found = living == 1
        ? tr("%1 (%2) has 1 living unit").arg(rangeName(chosen), rowName(chosenRow))
        : tr("%1 (%2) has %3 living units").arg(rangeName(chosen), rowName(chosenRow)).arg(living);
    return empty.isEmpty() ? tr("Chosen: %1.").arg(found)
                           : tr("Chosen: %1, %2.").arg(empty.join(QStringLiteral(", ")), found);
}

QString BattleSnapshot::headline() const
{
    switch (status) {
    case Status::NotNation: return reason;
    case Status::NoBattle: return tr("No battle yet: the view fills when a nation goes to battle (001:3.3.5)");
    case Status::Active:
    case Status::Ended: break;
    }
    const QString who = status == Status::Active
        ? tr("%1 attacks %2").arg(sides[0].name, sides[1].name)
        : tr("Last battle: %1 against %2, ended").arg(sides[0].name, sides[1].name);
    if (status == Status::Ended)
        return who;
    if (order.empty())
        return tr("%1 — battle start").arg(who);
    if (currentAttack >= 0 && order[static_cast<std::size_t>(currentAttack)].state == AttackState::Current)
        return tr("%1 — attack %2 of %3: %4 uses %5")
            .arg(who)
            .arg(currentAttack + 1)
            .arg(order.size())
            .arg(attackerName, skillName);
    if (currentAttackIndex >= static_cast<int>(order.size()))
        return tr("%1 — every attack done, battle end").arg(who);
    return tr("%1 — attack %2 of %3 next").arg(who).arg(currentAttackIndex + 1).arg(order.size());
}

int BattleSnapshot::targetSlotOf(int side, int unit) const
{
    if (side != targetSide)
        return -1;
    for (std::size_t i = 0; i < targets.size(); ++i)
        if (targets[i].unit == unit)
            return static_cast<int>(i);
    return -1;
}

QString BattleSnapshot::unitToolTip(int side, const Unit& u) const
{
    const Side& s = sides[side];
    QStringList lines;
    lines << tr("<b>%1</b> of %2").arg(u.name.toHtmlEscaped(), s.name.toHtmlEscaped());
    lines << (u.row == nation::Row::Bench ? tr("on the Bench")
                                          : tr("%1 row, slot %2").arg(NationNames::row(u.row)).arg(u.slot));
    lines << tr("HP %1 of %2, attack %3").arg(u.hp).arg(u.maxHp).arg(u.attack);
    if (u.dead)
        lines << tr("dead: the position counts as empty (001:3.3.5.3.2)");
    if (side == attackerSide && u.index == attackerUnit && stage != AttackStage::Between)
        lines << tr("the current attacker, with %1").arg(skillName.toHtmlEscaped());
    if (const int slot = targetSlotOf(side, u.index); slot >= 0)
        lines << tr("slot [%1] of the target array").arg(slot);
    return lines.join(QStringLiteral("<br>"));
}

QString BattleSnapshot::slotToolTip(int slot) const
{
    const TargetSlot& t = targets[static_cast<std::size_t>(slot)];
    QStringList lines;
    lines << (t.unit < 0
                  ? tr("<b>[%1] null</b>: an empty position of the range; its power damage counts an HP-loss rate of 1")
                        .arg(slot)
                  : tr("<b>[%1] %2</b>, HP %3 of %4").arg(slot).arg(t.name.toHtmlEscaped()).arg(t.hp).arg(t.maxHp));
    if (t.done)
        lines << tr("unit damage %1 (001:3.3.5.3.4/3)").arg(t.damage);
    if (powerDamageApplies && powerDamageShown())
        lines << tr("power damage %1 (001:3.3.5.3.5/2)").arg(t.powerDamage);
    if (targetIndexLive() && slot == targetIndex)
        lines << tr("the target index: the unit damage step takes this slot next");
    return lines.join(QStringLiteral("<br>"));
}

QString BattleSnapshot::attackToolTip(int attack) const
{
    const Attack& a = order[static_cast<std::size_t>(attack)];
    const QString state = a.state == AttackState::Current ? tr("attacking now")
        : a.state == AttackState::Done                    ? tr("done")
                                                          : tr("waiting");
    return tr("Attack %1: %2 of %3 uses %4 (priority %5, %6 row): %7")
        .arg(attack + 1)
        .arg(a.unitName.toHtmlEscaped(), sides[a.side].name.toHtmlEscaped(), a.skillName.toHtmlEscaped())
        .arg(a.priority)
        .arg(NationNames::row(a.row), state);
}

}  // namespace ts::gui
