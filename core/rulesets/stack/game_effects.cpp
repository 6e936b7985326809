// ⑦ (and ⑩-2): resolving an action — its target checked again, its effects in order from
// its controller's point of view (002:controller) — and the state changes effects and
// costs make: moves between zones, counters, control, damage, the end action's turn pass.
#include "game.h"

#include "kernel/draw/draw.h"

#include <algorithm>

namespace ts::stack {

namespace {
std::int32_t clampCounter(std::int64_t v)
{
    return static_cast<std::int32_t>(std::clamp<std::int64_t>(v, kCounterMin, kCounterMax));
}
}  // namespace

// ---------------------------------------------------------------- zones

std::vector<std::int32_t> StackGame::zoneContents(std::int32_t player, std::int32_t zone) const
{
    std::vector<std::int32_t> out;
    work_ += s_.components.size();
    for (std::size_t c = 0; c < s_.components.size(); ++c)
        if (s_.components[c].zonePlayer == player && s_.components[c].zone == zone)
            out.push_back(static_cast<std::int32_t>(c));
    std::sort(out.begin(), out.end(), [&](std::int32_t a, std::int32_t b) {
        return s_.components[static_cast<std::size_t>(a)].order > s_.components[static_cast<std::size_t>(b)].order;
    });
    return out;
}

std::int32_t StackGame::zoneCount(std::int32_t player, std::int32_t zone) const
{
    std::int32_t n = 0;
    work_ += s_.components.size();
    for (const ComponentState& c : s_.components)
        n += c.zonePlayer == player && c.zone == zone ? 1 : 0;
    return n;
}

std::int32_t StackGame::topOf(std::int32_t player, std::int32_t zone) const
{
    std::int32_t best = -1;
    work_ += s_.components.size();
    for (std::size_t c = 0; c < s_.components.size(); ++c) {
        const ComponentState& cs = s_.components[c];
        if (cs.zonePlayer == player && cs.zone == zone &&
            (best < 0 || cs.order > s_.components[static_cast<std::size_t>(best)].order))
            best = static_cast<std::int32_t>(c);
    }
    return best;
}

void StackGame::moveComponent(EventSink& sink, std::int32_t c, std::int32_t toPlayer, std::int32_t zone, bool bottom,
                              Clause cl, std::uint8_t depth)
{
    ComponentState& cs = s_.components[static_cast<std::size_t>(c)];
    const std::int32_t fromZone = cs.zone, fromPlayer = cs.zonePlayer;
    const EntityId e = sc_->componentEntity(c);
    event(sink, Kind::Moved, cl, depth, e, sc_->zoneEntity(zone), static_cast<std::int32_t>(sc_->zoneEntity(fromZone)),
          static_cast<std::int32_t>(sc_->playerEntity(fromPlayer)),
          static_cast<std::int32_t>(sc_->playerEntity(toPlayer)), bottom ? 1 : 0);
    const auto d1 = static_cast<std::uint8_t>(depth + 1);
    write(sink, e, static_cast<FieldId>(Field::Zone), cs.zone, zone, cl, d1);
    write(sink, e, static_cast<FieldId>(Field::ZonePlayer), cs.zonePlayer, toPlayer, cl, d1);
    write(sink, e, static_cast<FieldId>(Field::Order), cs.order, bottom ? --s_.bottomOrder : ++s_.topOrder, cl, d1);
    Happening h;
    h.on = Occurrence::Moved;
    h.player = cs.controller;
    h.component = c;
    h.from = fromZone;
    h.to = zone;
    occurred(sink, h);
}

// Fisher–Yates over the zone, top first; every draw is traced (the rule that drew is 002:1#setup).
void StackGame::shuffle(EventSink& sink, std::int32_t player, std::int32_t zone)
{
    std::vector<std::int32_t> items = zoneContents(player, zone);
    std::vector<std::int32_t> orders;
    for (const std::int32_t c : items)
        orders.push_back(s_.components[static_cast<std::size_t>(c)].order);
    event(sink, Kind::Shuffled, Clause::C1__setup, kStepDepth, sc_->playerEntity(player), sc_->zoneEntity(zone),
          static_cast<std::int32_t>(items.size()));
    for (std::size_t i = items.size(); i-- > 1;) {
        Event d;
        d.clause = id(Clause::C1__setup);
        d.depth = kDetailDepth;
        d.arg[0] = 0;
        const auto j = tracedDraw(rng_, sink, d, static_cast<std::uint32_t>(i + 1));
        std::swap(items[i], items[j]);
    }
    for (std::size_t k = 0; k < items.size(); ++k) {
        ComponentState& cs = s_.components[static_cast<std::size_t>(items[k])];
        write(sink, sc_->componentEntity(items[k]), static_cast<FieldId>(Field::Order), cs.order, orders[k],
              Clause::C1__setup, kDetailDepth);
    }
}

// ---------------------------------------------------------------- counters, damage, the turn

void StackGame::changeCounter(EventSink& sink, EntityId holder, std::int32_t counter, std::int32_t value, Clause cl,
                              std::uint8_t depth)
{
    const std::int32_t p = sc_->playerOf(holder), c = sc_->componentOf(holder);
    if (p < 0 && c < 0)
        return;
    std::int32_t& ref = p >= 0 ? s_.players[static_cast<std::size_t>(p)].counters[static_cast<std::size_t>(counter)]
                               : counterRef(c, counter);
    const std::int32_t before = ref, after = clampCounter(value);
    if (before == after)
        return;
    event(sink, Kind::CounterChanged, cl, depth, holder, sc_->counterEntity(counter), before, after);
    write(sink, holder, static_cast<FieldId>(static_cast<FieldId>(Field::CounterBase) + counter), ref, after, cl,
          static_cast<std::uint8_t>(depth + 1));
    Happening h;
    h.on = Occurrence::Counter;
    h.player = p >= 0 ? p : s_.components[static_cast<std::size_t>(c)].controller;
    h.component = c;
    h.counter = counter;
    h.before = before;
    h.after = after;
    occurred(sink, h);
}

// Damage as the game defines it: a counter goes down, or the top components of one zone go
// to another (BlackPoker: deck to graveyard); only what is possible happens.
void StackGame::damage(EventSink& sink, std::int32_t player, std::int32_t n, Clause cl, std::uint8_t depth)
{
    if (sc_->damageCounter >= 0) {
        const std::int32_t now =
            s_.players[static_cast<std::size_t>(player)].counters[static_cast<std::size_t>(sc_->damageCounter)];
        changeCounter(sink, sc_->playerEntity(player), sc_->damageCounter, now - n, cl, depth);
        return;
    }
    for (std::int32_t k = 0; k < n; ++k) {
        const std::int32_t top = topOf(player, sc_->damageFrom);
        if (top < 0)
            break;
        moveComponent(sink, top, player, sc_->damageTo, false, cl, depth);
    }
}

// The end action's effect (002:end-action): the turn passes to the next player in turn
// order and the chance with it (the seed draws no edge back to ②).
void StackGame::endTurn(EventSink& sink, Clause cl)
{
    if (s_.turnNumber >= sc_->limits.turns) {
        limitReached(sink, Outcome::TurnLimit, sc_->limits.turns, Clause::EndAction__turnLimit);
        return;
    }
    const std::int32_t next = nextPlayer(s_.turnPlayer);
    const std::uint64_t h = stateHash();
    Event hash;
    hash.kind = ts::kind(CommonKind::StateHash);
    hash.clause = id(Clause::EndAction);
    hash.depth = kStepDepth;
    hash.arg[0] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h));
    hash.arg[1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h >> 32));
    sink.add(hash);
    write(sink, 1, static_cast<FieldId>(Field::TurnNumber), s_.turnNumber, s_.turnNumber + 1, Clause::EndAction,
          kDetailDepth);
    write(sink, 1, static_cast<FieldId>(Field::TurnPlayer), s_.turnPlayer, next, Clause::EndAction, kDetailDepth);
    write(sink, 1, static_cast<FieldId>(Field::TurnActions), s_.turnActions, 0, Clause::EndAction, kDetailDepth);
    event(sink, Kind::TurnBegin, Clause::EndAction, kNodeDepth, sc_->playerEntity(next), kNoEntity, s_.turnNumber);
    event(sink, Kind::ChanceMoved, Clause::EndAction, kStepDepth, sc_->playerEntity(next),
          s_.chanceHolder < 0 ? kNoEntity : sc_->playerEntity(s_.chanceHolder),
          static_cast<std::int32_t>(ChanceReason::EndAction));
    write(sink, 1, static_cast<FieldId>(Field::ChanceHolder), s_.chanceHolder, next, Clause::EndAction, kDetailDepth);
    (void)cl;
    Happening t;
    t.on = Occurrence::Turn;
    t.player = next;
    occurred(sink, t);
}

// ---------------------------------------------------------------- resolving

bool StackGame::targetStillValid(const Entry& e) const
{
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(e.action)];
    return def.target.kind == TargetKind::None ||
        targetAllowed(def, e.controller, static_cast<EntityId>(e.source), static_cast<EntityId>(e.target),
                      e.targetEntry);
}

void StackGame::resolveEntry(EventSink& sink, const Entry& e, Clause c)
{
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(e.action)];
    event(sink, Kind::Resolving, c, kStepDepth, sc_->playerEntity(e.controller), sc_->actionEntity(e.action), e.serial,
          static_cast<std::int32_t>(def.speed), e.triggered, e.source);
    if (!targetStillValid(e)) {
        event(sink, Kind::TargetGone, Clause::C7__targetGone, kStepDepth, sc_->playerEntity(e.controller),
              sc_->actionEntity(e.action), e.target, e.targetEntry);
    } else {
        for (const Effect& fx : def.effects) {
            applyEffect(sink, fx, e, c);
            if (s_.pc == Node::Over)
                return;
        }
    }
    Happening h;
    h.on = Occurrence::Resolved;
    h.player = e.controller;
    h.action = e.action;
    h.component = sc_->componentOf(static_cast<EntityId>(e.source));
    occurred(sink, h);
}

std::vector<std::int32_t> StackGame::players(PlayerSel sel, const Entry& e) const
{
    const auto P = static_cast<std::int32_t>(s_.players.size());
    switch (sel) {
    case PlayerSel::Controller: return {e.controller};
    case PlayerSel::Next: return {nextPlayer(e.controller)};
    case PlayerSel::TurnPlayer: return {s_.turnPlayer};
    case PlayerSel::Target: {
        const std::int32_t p = sc_->playerOf(static_cast<EntityId>(e.target));
        return p < 0 ? std::vector<std::int32_t>{} : std::vector<std::int32_t>{p};
    }
    case PlayerSel::Opponents:
    case PlayerSel::All: {
        std::vector<std::int32_t> out;
        for (std::int32_t k = sel == PlayerSel::All ? 0 : 1; k < P; ++k)
            out.push_back((e.controller + k) % P);
        return out;
    }
    }
    return {};
}

std::int32_t StackGame::component(ComponentSel sel, const Entry& e) const
{
    switch (sel) {
    case ComponentSel::Source: return sc_->componentOf(static_cast<EntityId>(e.source));
    case ComponentSel::Target: return sc_->componentOf(static_cast<EntityId>(e.target));
    case ComponentSel::Cause: return sc_->componentOf(static_cast<EntityId>(e.cause));
    }
    return -1;
}

std::int32_t StackGame::amount(const Amount& a, const Entry& e) const
{
    if (a.of == AmountOf::Fixed)
        return a.value;
    if (a.of == AmountOf::Controller)
        return s_.players[static_cast<std::size_t>(e.controller)].counters[static_cast<std::size_t>(a.counter)];
    const std::int32_t c = component(a.of == AmountOf::Source ? ComponentSel::Source : ComponentSel::Target, e);
    return c < 0 ? 0 : componentCounter(c, a.counter);
}

void StackGame::effectEvent(EventSink& sink, const Effect& fx, const Entry& e, EntityId concerned, std::int32_t n,
                            std::int32_t before, std::int32_t after, Clause c)
{
    event(sink, Kind::EffectApplied, c, kStepDepth, concerned, sc_->actionEntity(e.action),
          static_cast<std::int32_t>(fx.kind), n, before, after);
}

void StackGame::applyEffect(EventSink& sink, const Effect& fx, const Entry& e, Clause c)
{
    switch (fx.kind) {
    case EffectKind::Move: effectMove(sink, fx, e, c); break;
    case EffectKind::Draw: effectDraw(sink, fx, e, c); break;
    case EffectKind::Damage: effectDamage(sink, fx, e, c); break;
    case EffectKind::Counter: effectCounter(sink, fx, e, c); break;
    case EffectKind::Control: effectControl(sink, fx, e, c); break;
    case EffectKind::Win:
    case EffectKind::Lose: effectFlag(sink, fx, e, c); break;
    case EffectKind::EndTurn:
        effectEvent(sink, fx, e, sc_->playerEntity(nextPlayer(s_.turnPlayer)), 0,
                    static_cast<std::int32_t>(sc_->playerEntity(s_.turnPlayer)),
                    static_cast<std::int32_t>(sc_->playerEntity(nextPlayer(s_.turnPlayer))), c);
        endTurn(sink, c);
        break;
    case EffectKind::Cancel: effectCancel(sink, fx, e, c); break;
    }
}

void StackGame::effectMove(EventSink& sink, const Effect& fx, const Entry& e, Clause c)
{
    const std::int32_t comp = component(fx.what, e);
    effectEvent(sink, fx, e, comp < 0 ? kNoEntity : sc_->componentEntity(comp), 0, 0, 0, c);
    if (comp >= 0)
        moveComponent(sink, comp, s_.components[static_cast<std::size_t>(comp)].owner, fx.zone, fx.bottom, c,
                      kDetailDepth);
}

void StackGame::effectDraw(EventSink& sink, const Effect& fx, const Entry& e, Clause c)
{
    for (const std::int32_t q : players(fx.who, e)) {
        const std::int32_t n = std::clamp(amount(fx.amount, e), 0, kMaxAmount);
        const std::int32_t before = zoneCount(q, fx.to);
        const std::int32_t drawn = std::min(n, zoneCount(q, fx.from));
        effectEvent(sink, fx, e, sc_->playerEntity(q), n, before, before + drawn, c);
        for (std::int32_t k = 0; k < drawn; ++k)
            moveComponent(sink, topOf(q, fx.from), q, fx.to, false, c, kDetailDepth);
    }
}

void StackGame::effectDamage(EventSink& sink, const Effect& fx, const Entry& e, Clause c)
{
    for (const std::int32_t q : players(fx.who, e)) {
        const std::int32_t n = std::clamp(amount(fx.amount, e), 0, kMaxAmount);
        const bool counter = sc_->damageCounter >= 0;
        const std::int32_t before = counter
            ? s_.players[static_cast<std::size_t>(q)].counters[static_cast<std::size_t>(sc_->damageCounter)]
            : zoneCount(q, sc_->damageFrom);
        effectEvent(sink, fx, e, sc_->playerEntity(q), n, before,
                    counter ? clampCounter(std::int64_t(before) - n) : std::max(0, before - n), c);
        damage(sink, q, n, c, kDetailDepth);
    }
}

void StackGame::effectCounter(EventSink& sink, const Effect& fx, const Entry& e, Clause c)
{
    std::vector<EntityId> holders;
    if (fx.ofComponent) {
        if (const std::int32_t comp = component(fx.what, e); comp >= 0)
            holders.push_back(sc_->componentEntity(comp));
    } else {
        for (const std::int32_t q : players(fx.who, e))
            holders.push_back(sc_->playerEntity(q));
    }
    const std::int32_t n = amount(fx.amount, e);
    if (holders.empty())
        effectEvent(sink, fx, e, kNoEntity, n, 0, 0, c);
    for (const EntityId h : holders) {
        const std::int32_t p = sc_->playerOf(h);
        const std::int32_t before = p >= 0
            ? s_.players[static_cast<std::size_t>(p)].counters[static_cast<std::size_t>(fx.counter)]
            : componentCounter(sc_->componentOf(h), fx.counter);
        const std::int32_t after = clampCounter(fx.set ? std::int64_t(n) : std::int64_t(before) + n);
        effectEvent(sink, fx, e, h, n, before, after, c);
        changeCounter(sink, h, fx.counter, after, c, kDetailDepth);
    }
}

// 002:controller: the action's controller takes control of the component.
void StackGame::effectControl(EventSink& sink, const Effect& fx, const Entry& e, Clause c)
{
    const std::int32_t comp = component(fx.what, e);
    if (comp < 0) {
        effectEvent(sink, fx, e, kNoEntity, 0, 0, 0, c);
        return;
    }
    ComponentState& cs = s_.components[static_cast<std::size_t>(comp)];
    const std::int32_t before = cs.controller;
    effectEvent(sink, fx, e, sc_->componentEntity(comp), 0, static_cast<std::int32_t>(sc_->playerEntity(before)),
                static_cast<std::int32_t>(sc_->playerEntity(e.controller)), c);
    if (before == e.controller)
        return;
    event(sink, Kind::ControlTaken, Clause::Controller, kStepDepth, sc_->componentEntity(comp),
          sc_->playerEntity(e.controller), static_cast<std::int32_t>(sc_->playerEntity(before)),
          static_cast<std::int32_t>(sc_->playerEntity(cs.owner)));
    write(sink, sc_->componentEntity(comp), static_cast<FieldId>(Field::Controller), cs.controller, e.controller,
          Clause::Controller, kDetailDepth);
    Happening h;
    h.on = Occurrence::Control;
    h.player = e.controller;
    h.component = comp;
    occurred(sink, h);
}

void StackGame::effectFlag(EventSink& sink, const Effect& fx, const Entry& e, Clause c)
{
    for (const std::int32_t q : players(fx.who, e)) {
        PlayerState& ps = s_.players[static_cast<std::size_t>(q)];
        std::int32_t& flag = fx.kind == EffectKind::Win ? ps.won : ps.lost;
        effectEvent(sink, fx, e, sc_->playerEntity(q), 0, flag, 1, c);
        if (fx.kind == EffectKind::Lose && !ps.lost)
            event(sink, Kind::PlayerLost, c, kStepDepth, sc_->playerEntity(q), kNoEntity,
                  static_cast<std::int32_t>(LossReason::Effect));
        write(sink, sc_->playerEntity(q), static_cast<FieldId>(fx.kind == EffectKind::Win ? Field::Won : Field::Lost),
              flag, 1, c, kDetailDepth);
    }
}

void StackGame::effectCancel(EventSink& sink, const Effect& fx, const Entry& e, Clause c)
{
    for (std::size_t k = 0; k < s_.stage.size(); ++k) {
        if (s_.stage[k].serial != e.targetEntry)
            continue;
        const Entry gone = s_.stage[k];
        effectEvent(sink, fx, e, sc_->playerEntity(gone.controller), 0, gone.serial, 0, c);
        event(sink, Kind::Cancelled, c, kStepDepth, sc_->playerEntity(gone.controller), sc_->actionEntity(gone.action),
              gone.serial, static_cast<std::int32_t>(k + 1));
        removeEntry(sink, s_.stage, Field::StageSlot, k, c, kDetailDepth);
        return;
    }
}

}  // namespace ts::stack
