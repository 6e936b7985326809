// What a chance holder may do now: the actions granted to them (static abilities active
// where their component is), timings (002:timing/main, /quick), targets and costs, and the
// answers each decision accepts.
#include "game.h"

#include <algorithm>
#include <array>

namespace ts::stack {

// A grant repeats only within one source's abilities (each source is visited once), so a
// mask of the actions one source has granted keeps the first of each in order: a search
// of the whole list per ability made this quadratic in the grants (issue 36).
std::vector<StackGame::Grant> StackGame::grants(std::int32_t player) const
{
    static_assert(kMaxActions <= 64, "one bit per action");
    std::vector<Grant> out;
    auto addAll = [&](const std::vector<Ability>& abilities, EntityId source, std::int32_t component) {
        std::uint64_t granted = 0;
        work_ += abilities.size() + 1;
        for (const Ability& a : abilities) {
            if (a.triggered || (component >= 0 && !active(component, a)))
                continue;
            const std::uint64_t bit = std::uint64_t(1) << a.action;
            if ((granted & bit) == 0)
                out.push_back({a.action, source});
            granted |= bit;
        }
    };
    addAll(sc_->players[static_cast<std::size_t>(player)].abilities, sc_->playerEntity(player), -1);
    for (std::size_t c = 0; c < s_.components.size(); ++c) {
        if (s_.components[c].controller != player)
            continue;
        const auto component = static_cast<std::int32_t>(c);
        addAll(sc_->components[c].abilities, sc_->componentEntity(component), component);
    }
    return out;
}

StackGame::ZoneTally StackGame::zoneTally(std::int32_t player) const
{
    ZoneTally t{};
    work_ += s_.components.size();
    for (const ComponentState& c : s_.components)
        if (c.zonePlayer == player && c.zone >= 0 && c.zone < kMaxZones)
            ++t[static_cast<std::size_t>(c.zone)];
    return t;
}

bool StackGame::active(std::int32_t component, const Ability& a) const
{
    return a.zones == 0 || (a.zones & (1u << s_.components[static_cast<std::size_t>(component)].zone)) != 0;
}

bool StackGame::targetAllowed(const ActionDef& def, std::int32_t player, EntityId, EntityId target,
                              std::int32_t targetEntry) const
{
    switch (def.target.kind) {
    case TargetKind::None: return true;
    case TargetKind::Component: {
        const std::int32_t c = sc_->componentOf(target);
        if (c < 0)
            return false;
        const ComponentState& cs = s_.components[static_cast<std::size_t>(c)];
        return (def.target.zone < 0 || cs.zone == def.target.zone) && relation(def.target.whose, player, cs.controller);
    }
    case TargetKind::Player: {
        const std::int32_t p = sc_->playerOf(target);
        return p >= 0 && relation(def.target.whose, player, p);
    }
    case TargetKind::Stage:
        for (const Entry& e : s_.stage)
            if (e.serial == targetEntry)
                return relation(def.target.whose, player, e.controller);
        return false;
    }
    return false;
}

// The costs can be paid by `player` with `source` granting and `target` chosen: each zone
// holds enough of the player's components for its move costs (neither the source nor the
// target pays), the counters are high enough, a source cost has a component to move.
bool StackGame::payableWith(const ActionDef& def, std::int32_t player, EntityId source, EntityId target,
                            const ZoneTally& tally, RefusalDetail* detail) const
{
    const auto shortOf = [detail](EntityId what, std::int32_t need, std::int32_t have) {
        if (detail) {
            detail->what = what;
            detail->need = need;
            detail->have = have;
        }
        return false;
    };
    std::int32_t need[kMaxZones] = {};
    std::int32_t counterNeed[kMaxCounters] = {}, sourceCounterNeed[kMaxCounters] = {};
    const std::int32_t sourceComponent = sc_->componentOf(source);
    for (const Cost& c : def.costs) {
        switch (c.kind) {
        case CostKind::Move: need[c.from] += c.count; break;
        case CostKind::Counter: (c.ofSource ? sourceCounterNeed : counterNeed)[c.counter] += c.amount; break;
        case CostKind::Damage: break;
        case CostKind::Source:
            if (sourceComponent < 0) {
                if (detail)
                    detail->noSourceComponent = true;
                return shortOf(source, 0, 0);  // granted by the player: no component to move
            }
            break;
        }
    }
    const std::int32_t targetComponent = sc_->componentOf(target);
    for (std::int32_t z = 0; z < static_cast<std::int32_t>(sc_->zones.size()); ++z) {
        if (need[z] == 0)
            continue;
        const auto inPool = [&](std::int32_t c) {
            return c >= 0 && s_.components[static_cast<std::size_t>(c)].zonePlayer == player &&
                s_.components[static_cast<std::size_t>(c)].zone == z;
        };
        std::int32_t avail = tally[static_cast<std::size_t>(z)];  // zoneCount(player, z), counted once per decision
        avail -= inPool(sourceComponent) ? 1 : 0;
        avail -= targetComponent != sourceComponent && inPool(targetComponent) ? 1 : 0;
        if (need[z] > avail)
            return shortOf(sc_->zoneEntity(z), need[z], avail);
    }
    for (std::size_t k = 0; k < sc_->counters.size(); ++k) {
        const auto counter = static_cast<std::int32_t>(k);
        const std::int32_t held = s_.players[static_cast<std::size_t>(player)].counters[k];
        if (counterNeed[k] > held)
            return shortOf(sc_->counterEntity(counter), counterNeed[k], held);
        const std::int32_t onSource = sourceComponent < 0 ? 0 : componentCounter(sourceComponent, counter);
        if (sourceCounterNeed[k] > 0 && (sourceComponent < 0 || sourceCounterNeed[k] > onSource))
            return shortOf(sc_->counterEntity(counter), sourceCounterNeed[k], onSource);
    }
    return true;
}

Refusal StackGame::check(std::int32_t player, std::int32_t action, EntityId source, RefusalDetail* detail) const
{
    if (action < 0 || action >= static_cast<std::int32_t>(sc_->actions.size()))
        return Refusal::NotGranted;
    const std::vector<Grant> granted = grants(player);
    if (std::find(granted.begin(), granted.end(), Grant{action, source}) == granted.end())
        return Refusal::NotGranted;
    return checkGranted(player, action, source, detail);
}

Refusal StackGame::checkGranted(std::int32_t player, std::int32_t action, EntityId source, RefusalDetail* detail) const
{
    return checkGranted(player, action, source, zoneTally(player), detail);
}

Refusal StackGame::checkGranted(std::int32_t player, std::int32_t action, EntityId source, const ZoneTally& tally,
                                RefusalDetail* detail) const
{
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(action)];
    if (def.timing == Timing::Main) {  // 002:timing/main (the chance is the holder's: we ask them)
        if (s_.turnPlayer != player)
            return Refusal::NotYourTurn;
        if (!s_.stage.empty())
            return Refusal::StageNotEmpty;
    }
    // A target, and a payment that leaves it: else no target at all, or no payment.
    bool anyTarget = false;
    const auto candidate = [&](EntityId target, std::int32_t entry) {
        work_ += 1 + def.costs.size();  // a target looked at, then each cost
        if (detail)
            ++detail->candidates;
        if (!targetAllowed(def, player, source, target, entry))
            return false;
        RefusalDetail* const first = anyTarget ? nullptr : detail;  // the first allowed target's shortfall explains
        anyTarget = true;
        return payableWith(def, player, source, target, tally, first);
    };
    switch (def.target.kind) {
    case TargetKind::None:
        return payableWith(def, player, source, kNoEntity, tally, detail) ? Refusal::None : Refusal::CannotPay;
    case TargetKind::Component:
        for (std::int32_t c = 0; c < static_cast<std::int32_t>(s_.components.size()); ++c)
            if (candidate(sc_->componentEntity(c), 0))
                return Refusal::None;
        break;
    case TargetKind::Player:
        for (std::int32_t p = 0; p < static_cast<std::int32_t>(s_.players.size()); ++p)
            if (candidate(sc_->playerEntity(p), 0))
                return Refusal::None;
        break;
    case TargetKind::Stage:
        for (const Entry& e : s_.stage)
            if (candidate(kNoEntity, e.serial))
                return Refusal::None;
        break;
    }
    return anyTarget ? Refusal::CannotPay : Refusal::NoTarget;
}

// One event per granted action (not per grant): an action offered by one of its sources is
// offered; one refused by all is traced with the refusal of its first source (grant order).
// In action order, at the decision's step, one level below it: a handful per decision, so
// the trace grows by the actions a player holds and cannot take, never by candidates.
void StackGame::traceUnavailable(EventSink& sink, std::int32_t player) const
{
    std::array<Refusal, kMaxActions> first{};
    std::array<RefusalDetail, kMaxActions> details{};
    std::array<bool, kMaxActions> seen{}, offered{};
    const ZoneTally tally = zoneTally(player);
    for (const Grant& g : grants(player)) {
        const auto a = static_cast<std::size_t>(g.action);
        if (offered[a])
            continue;
        RefusalDetail d;
        const Refusal r = checkGranted(player, g.action, g.source, tally, &d);
        offered[a] = r == Refusal::None;
        if (!seen[a]) {
            seen[a] = true;
            first[a] = r;
            details[a] = d;
        }
    }
    for (std::size_t a = 0; a < sc_->actions.size(); ++a) {
        if (!seen[a] || offered[a])
            continue;
        const RefusalDetail& d = details[a];
        // CannotPay: the cost's numbers; the other reasons: what the rule looked at.
        UnavailableReason why = UnavailableReason::CannotPay;
        Clause c = Clause::C5__pay;
        std::int32_t what = static_cast<std::int32_t>(d.what), need = d.need, have = d.have;
        if (first[a] == Refusal::NotYourTurn || first[a] == Refusal::StageNotEmpty || first[a] == Refusal::NoTarget) {
            need = have = 0;
            c = first[a] == Refusal::NoTarget ? Clause::C5__target : Clause::TimingMain;
        }
        switch (first[a]) {
        case Refusal::NotYourTurn:
            why = UnavailableReason::NotTurnPlayer;
            what = static_cast<std::int32_t>(sc_->playerEntity(s_.turnPlayer));
            break;
        case Refusal::StageNotEmpty:
            why = UnavailableReason::StageNotEmpty;
            what = static_cast<std::int32_t>(s_.stage.size());
            break;
        case Refusal::NoTarget:
            why = UnavailableReason::NoTarget;
            what = d.candidates;
            break;
        case Refusal::CannotPay:
            if (d.noSourceComponent)
                why = UnavailableReason::NoSourceToPay;
            break;
        default: continue;  // not granted: impossible for a grant
        }
        event(sink, Kind::ActionUnavailable, c, kDetailDepth, sc_->actionEntity(static_cast<std::int32_t>(a)),
              sc_->playerEntity(player), static_cast<std::int32_t>(why), what, need, have);
    }
}

std::vector<Answer> StackGame::actAnswers(std::int32_t player) const
{
    std::vector<Answer> out;
    const ZoneTally tally = zoneTally(player);
    for (const Grant& g : grants(player))
        if (checkGranted(player, g.action, g.source, tally) == Refusal::None)  // g is granted: no second grants() scan
            out.push_back({static_cast<std::uint16_t>(AnswerKind::Act), g.source,
                           static_cast<std::int32_t>(sc_->actionEntity(g.action)), 0});
    return out;
}

std::vector<Answer> StackGame::targetAnswers() const
{
    std::vector<Answer> out;
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    const std::int32_t p = s_.chanceHolder;
    const auto src = static_cast<EntityId>(s_.decl.source);
    const auto kindTarget = static_cast<std::uint16_t>(AnswerKind::Target);
    const ZoneTally tally = zoneTally(p);
    switch (def.target.kind) {
    case TargetKind::None: break;
    case TargetKind::Component:
        for (std::int32_t c = 0; c < static_cast<std::int32_t>(s_.components.size()); ++c)
            if (targetAllowed(def, p, src, sc_->componentEntity(c), 0) &&
                payableWith(def, p, src, sc_->componentEntity(c), tally))
                out.push_back({kindTarget, sc_->componentEntity(c), 0, 0});
        break;
    case TargetKind::Player:
        for (std::int32_t q = 0; q < static_cast<std::int32_t>(s_.players.size()); ++q)
            if (targetAllowed(def, p, src, sc_->playerEntity(q), 0) &&
                payableWith(def, p, src, sc_->playerEntity(q), tally))
                out.push_back({kindTarget, sc_->playerEntity(q), 0, 0});
        break;
    case TargetKind::Stage:
        for (std::size_t k = 0; k < s_.stage.size(); ++k)
            if (targetAllowed(def, p, src, kNoEntity, s_.stage[k].serial))
                out.push_back({kindTarget, kNoEntity, static_cast<std::int32_t>(k + 1), 0});
        break;
    }
    return out;
}

const Cost* StackGame::nextMoveCost() const
{
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    std::size_t unit = s_.decl.paid.size();
    for (const Cost& c : def.costs) {
        if (c.kind != CostKind::Move)
            continue;
        if (unit < static_cast<std::size_t>(c.count))
            return &c;
        unit -= static_cast<std::size_t>(c.count);
    }
    return nullptr;
}

std::int32_t StackGame::costUnitsLeft() const
{
    if (s_.decl.action < 0)
        return 0;
    std::int32_t units = 0;
    for (const Cost& c : sc_->actions[static_cast<std::size_t>(s_.decl.action)].costs)
        units += c.kind == CostKind::Move ? c.count : 0;
    return units - static_cast<std::int32_t>(s_.decl.paid.size());
}

std::vector<Answer> StackGame::payAnswers() const
{
    std::vector<Answer> out;
    const Cost* cost = nextMoveCost();
    if (!cost)
        return out;
    const std::int32_t p = s_.chanceHolder;
    const std::int32_t source = sc_->componentOf(static_cast<EntityId>(s_.decl.source));
    const std::int32_t target = sc_->componentOf(static_cast<EntityId>(s_.decl.target));
    for (const std::int32_t c : zoneContents(p, cost->from)) {
        if (c == source || c == target || std::find(s_.decl.paid.begin(), s_.decl.paid.end(), c) != s_.decl.paid.end())
            continue;
        out.push_back({static_cast<std::uint16_t>(AnswerKind::Pay), sc_->componentEntity(c), 0, 0});
    }
    return out;
}

}  // namespace ts::stack
