// 004:queue/listen: a listener's filters, and what it does when it hears the event: new
// events (its answers, which go in front of the rest of the queue) or changes to the event
// itself ("most listeners only modify the event they are handed", seed "handle").
#include "game.h"

#include <algorithm>

namespace ts::events {

namespace {
bool skillIsNormal(const EventsScenario& sc, const GameEvent& ev)
{
    return ev.a >= 0 && static_cast<std::size_t>(ev.a) < sc.skills.size() &&
        sc.skills[static_cast<std::size_t>(ev.a)].normal;
}
}  // namespace

// The filter's tests in order; the first that fails is the reason the listener does not
// hear the event (the caller checked `on` against the event's kind).
EventsGame::Miss EventsGame::filterMiss(const Filter& f, const Loc& at, const GameEvent& ev) const
{
    using R = NotHeardReason;
    const auto rel = [](Relation r) { return static_cast<std::int32_t>(r); };
    const auto flag = [](bool b) { return b ? 1 : 0; };
    if (f.phase >= 0 && ev.a != f.phase)
        return {R::Phase, std::clamp(ev.a, -1, kPhaseCount - 1), f.phase};
    const Relation evPlayer = ev.player == at.player ? Relation::Own : Relation::Opponent;
    if ((f.player == Relation::Own || f.player == Relation::Opponent) && evPlayer != f.player)
        return {R::Player, rel(evPlayer), rel(f.player)};
    const std::int32_t holder = holderOf(at);
    if (f.source == Relation::ThisListener && ev.source != at.uid)
        return {R::Source, 0, rel(f.source)};
    if (f.source == Relation::Holder && (holder < 0 || ev.source != characterUid(at.player, holder)))
        return {R::Source, 0, rel(f.source)};
    const std::int32_t tp = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
    bool targetOk = true;
    switch (f.target) {
    case Relation::Own: targetOk = tp == at.player; break;
    case Relation::Opponent: targetOk = tp != at.player; break;
    case Relation::Holder: targetOk = tp == at.player && holder >= 0 && ev.character == holder; break;
    case Relation::OwnActive:
        targetOk = tp == at.player && ev.character >= 0 && ev.character == player(at.player).active;
        break;
    default: break;
    }
    if (!targetOk)
        return {R::Target, std::clamp(ev.character, -1, 7), rel(f.target)};
    if (f.elements && (ev.b < 0 || ev.b > 8 || !(f.elements & (1u << ev.b))))
        return {R::Element, std::clamp(ev.b, -1, 9), static_cast<std::int32_t>(f.elements & 511u)};
    if (f.normal >= 0 && skillIsNormal(*sc_, ev) != (f.normal == 1))
        return {R::Normal, flag(skillIsNormal(*sc_, ev)), f.normal};
    if (f.plunging >= 0 && ev.plunging != (f.plunging == 1))
        return {R::Plunging, flag(ev.plunging), f.plunging};
    if (f.defeated >= 0) {
        const auto& chars = player(tp).characters;
        const bool defeated = ev.character >= 0 && ev.character < static_cast<std::int32_t>(chars.size()) &&
            !chars[static_cast<std::size_t>(ev.character)].alive;
        if (defeated != (f.defeated == 1))
            return {R::Defeated, flag(defeated), f.defeated};
    }
    return {};
}

// A reaction registered for the event's kind: its listener must be alive and keep enough
// usage for what the reaction spends (a character has no usage), then its filter decides.
EventsGame::Miss EventsGame::reactionMiss(const Reaction& re, const Loc& at, bool character, bool alive) const
{
    using R = NotHeardReason;
    if (!alive)
        return {R::HolderDefeated, character ? 1 : 0, 0};  // has: the listener is the character itself
    const Listener* now = listenerAt(at);  // its usage may have changed
    if (!character) {
        const std::int32_t usage = now ? now->usage : 0;
        if (usage == 0)
            return {R::UsedUp, 0, std::clamp(std::max(1, re.consume), 1, 999)};
        if (re.consume > 0 && usage >= 0 && usage < re.consume)
            return {R::UsageShort, std::clamp(usage, 0, 999), std::clamp(re.consume, 0, 999)};
    }
    return filterMiss(re.when, at, s_.live);
}

// "Why not?": a listener registered for the event's kind that does not hear it, one level
// below the popped event, beside the Hear events of the listeners that do.
void EventsGame::notHeard(EventSink& sink, const Loc& at, const Miss& miss)
{
    const Listener* l = listenerAt(at);
    const EntityId entity = l ? listenerEntity(at, *l) : characterEntity(at.player, at.character);
    event(sink, Kind::NotHeard, Clause::QueueListen, static_cast<std::uint8_t>(popDepth() + 1), entity,
          targetEntity(s_.live), static_cast<std::int32_t>(miss.reason), s_.current, miss.has, miss.wants);
}

// One reaction of the listener at `at` fires: it hears the event, its effects answer or
// modify, and it spends its usage (a listener with none left answers its own discard).
void EventsGame::react(EventSink& sink, const Loc& at, std::int32_t reaction, const std::vector<Effect>& effects,
                       std::int32_t consume)
{
    const Listener* l = listenerAt(at);
    const std::int32_t uid = l ? l->uid : at.uid;
    const EntityId entity = l ? listenerEntity(at, *l) : characterEntity(at.player, at.character);
    // A hand reaction cites the seed's Hand passage: a card in hand is a listener (004:zone/hand).
    const Clause clause = at.zone == ZoneId::Hand && reaction >= 0 ? Clause::ZoneHand : Clause::QueueListen;
    event(sink, Kind::Hear, clause, static_cast<std::uint8_t>(popDepth() + 1), entity, targetEntity(s_.live),
          s_.current, uid, packAddress(addressOf(at)), reaction);
    for (const Effect& e : effects)
        applyEffect(sink, at, e);
    l = listenerAt(at);
    if (consume > 0 && l && l->usage > 0) {
        const std::int32_t left = std::max(0, l->usage - consume);
        setUsage(sink, at, left, Clause::QueueListen_usage);
        if (left == 0) {
            event(sink, Kind::UsedUp, Clause::QueueListen_usage, static_cast<std::uint8_t>(popDepth() + 1), entity,
                  kNoEntity, uid, s_.current);
            answerWith(sink, at, gameEvent(EvKind::Discard, at.player, at.player, -1, uid));
        }
    }
}

void EventsGame::answerWith(EventSink& sink, const Loc& at, GameEvent ev)
{
    ev.source = at.uid;
    ev.player = at.player;
    const Listener* l = listenerAt(at);
    Node n;
    n.ev = ev;
    n.parent = s_.current;
    n.depth = s_.tree[static_cast<std::size_t>(s_.current)].depth + 1;
    n.listener = at.uid;
    n.listenerEntity = l ? listenerEntity(at, *l) : characterEntity(at.player, at.character);
    n.listenerAddress = addressOf(at);
    n.born = sink.position();
    const auto id = static_cast<std::int32_t>(s_.tree.size());
    event(sink, Kind::Answer, Clause::QueueListen, static_cast<std::uint8_t>(popDepth() + 1), n.listenerEntity,
          targetEntity(ev), id, static_cast<std::int32_t>(ev.kind), s_.current, ev.a);
    s_.tree.push_back(n);  // born with its event
    s_.elist.push_back(id);
}

// 004:address: the seed's get(address); `relative` names the players as own (0) and
// opponent (1) of the answering listener.
bool EventsGame::resolveAddress(EventSink& sink, const Loc& at, const Address& relative, Found& found)
{
    Address a = relative;
    a.player = relative.player == 0 ? at.player : 1 - at.player;
    found = get(a);
    const Listener* self = listenerAt(at);
    const EntityId me = self ? listenerEntity(at, *self) : characterEntity(at.player, at.character);
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    if (!found.error && !found.listener &&
        !player(a.player).characters[static_cast<std::size_t>(found.loc.character)].alive)
        found.error = AddressError::Defeated;
    if (found.error) {
        event(sink, Kind::AddressMiss, Clause::Address_miss, d, me, kNoEntity, packAddress(a), s_.current,
              static_cast<std::int32_t>(*found.error));
        return false;
    }
    const EntityId there =
        found.listener ? listenerEntity(found.loc, *found.listener) : characterEntity(a.player, found.loc.character);
    event(sink, Kind::AddressResolved, Clause::Address, d, me, there, packAddress(a), s_.current);
    return true;
}

std::vector<std::pair<std::int32_t, std::int32_t>> EventsGame::characterTargets(const Loc& at, const Effect& e) const
{
    std::vector<std::pair<std::int32_t, std::int32_t>> out;
    const std::int32_t own = at.player, opp = 1 - at.player;
    auto alive = [&](std::int32_t p, std::int32_t c) {
        return c >= 0 && c < static_cast<std::int32_t>(player(p).characters.size()) &&
            player(p).characters[static_cast<std::size_t>(c)].alive;
    };
    auto add = [&](std::int32_t p, std::int32_t c) {
        if (alive(p, c))
            out.emplace_back(p, c);
    };
    auto next = [&](std::int32_t p) {
        const auto n = static_cast<std::int32_t>(player(p).characters.size());
        const std::int32_t a = player(p).active;
        for (std::int32_t k = 1; a >= 0 && k < n; ++k)
            if (alive(p, (a + k) % n))
                return (a + k) % n;
        return -1;
    };
    auto all = [&](std::int32_t p) {
        for (std::int32_t c = 0; c < static_cast<std::int32_t>(player(p).characters.size()); ++c)
            add(p, c);
    };
    std::int32_t holder = holderOf(at);
    // A card played on a character answers for that character.
    if (at.zone == ZoneId::Hand && s_.live.kind == EvKind::PlayCard && s_.live.a == at.uid)
        holder = s_.live.character;
    switch (e.target) {
    case TargetKind::Holder: add(own, holder); break;
    case TargetKind::OwnActive: add(own, player(own).active); break;
    case TargetKind::OwnNext: add(own, next(own)); break;
    case TargetKind::OwnAll: all(own); break;
    case TargetKind::OpponentActive: add(opp, player(opp).active); break;
    case TargetKind::OpponentNext: add(opp, next(opp)); break;
    case TargetKind::OpponentAll: all(opp); break;
    case TargetKind::EventTarget:
        add(s_.live.targetPlayer >= 0 ? s_.live.targetPlayer : s_.live.player, s_.live.character);
        break;
    default: break;
    }
    return out;
}

void EventsGame::applyEffect(EventSink& sink, const Loc& at, const Effect& e)
{
    const std::int32_t own = at.player;
    std::vector<std::pair<std::int32_t, std::int32_t>> targets;
    if (e.target == TargetKind::AtAddress && e.kind != EffectKind::Discard) {
        Found f;
        if (resolveAddress(sink, at, e.address, f))
            targets.emplace_back(f.loc.player, f.loc.character);
    } else if (e.kind == EffectKind::Damage || e.kind == EffectKind::Heal ||
               (e.kind == EffectKind::AddBuff && e.target != TargetKind::Team &&
                e.target != TargetKind::OpponentTeam)) {
        targets = characterTargets(at, e);
    }
    switch (e.kind) {
    case EffectKind::Damage:
    case EffectKind::Heal:
    case EffectKind::AddBuff:
        if (e.kind == EffectKind::AddBuff && (e.target == TargetKind::Team || e.target == TargetKind::OpponentTeam)) {
            const std::int32_t tp = e.target == TargetKind::Team ? own : 1 - own;
            GameEvent ev = gameEvent(EvKind::AddBuff, own, tp, -1);
            ev.def = e.def;
            answerWith(sink, at, ev);
            break;
        }
        for (const auto& [p, c] : targets) {
            GameEvent ev = gameEvent(e.kind == EffectKind::Damage     ? EvKind::Damage
                                         : e.kind == EffectKind::Heal ? EvKind::Heal
                                                                      : EvKind::AddBuff,
                                     own, p, c, e.amount);
            ev.b = e.kind == EffectKind::Damage ? e.element : 0;
            ev.def = e.def;
            answerWith(sink, at, ev);
        }
        break;
    case EffectKind::Summon: {
        GameEvent ev = gameEvent(EvKind::Summon, own, own);
        ev.def = e.def;
        answerWith(sink, at, ev);
        break;
    }
    case EffectKind::Draw: answerWith(sink, at, gameEvent(EvKind::Draw, own, own, -1, e.amount)); break;
    case EffectKind::GainDice: {
        GameEvent ev = gameEvent(EvKind::GainDice, own, own, -1, e.amount);
        const std::int32_t active = activeElement(own);
        ev.b = e.element >= 0 ? e.element : active >= 0 ? active : element::Omni;
        answerWith(sink, at, ev);
        break;
    }
    case EffectKind::Switch: {
        const PlayerState& ps = player(own);
        const auto n = static_cast<std::int32_t>(ps.characters.size());
        std::int32_t to = ps.active;
        for (std::int32_t k = 1; ps.active >= 0 && k < n; ++k) {
            const std::int32_t c = ((ps.active + e.amount * k) % n + n) % n;
            if (ps.characters[static_cast<std::size_t>(c)].alive) {
                to = c;
                break;
            }
        }
        answerWith(sink, at, gameEvent(EvKind::Switch, own, own, to, 0));
        break;
    }
    case EffectKind::Discard: {
        if (e.target == TargetKind::Self) {
            answerWith(sink, at, gameEvent(EvKind::Discard, own, own, -1, at.uid));
            break;
        }
        Found f;
        if (resolveAddress(sink, at, e.address, f))
            answerWith(sink, at, gameEvent(EvKind::Discard, own, f.loc.player, -1, f.loc.uid));
        break;
    }
    case EffectKind::AddDamage:
    case EffectKind::Absorb:
    case EffectKind::Cancel: modifyHeard(sink, at, e); break;
    case EffectKind::Count_: break;
    }
}

// The heard event changed in place (seed "handle": most listeners only modify the event
// they are handed): damage added, absorbed by a shield's usage, or the event cancelled.
void EventsGame::modifyHeard(EventSink& sink, const Loc& at, const Effect& e)
{
    const std::int32_t own = at.player;
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    const Listener* self = listenerAt(at);
    const EntityId me = self ? listenerEntity(at, *self) : characterEntity(at.player, at.character);
    if (e.kind == EffectKind::AddDamage) {
        const std::int32_t before = s_.live.a, after = std::clamp(before + e.amount, 0, kMaxAmount);
        event(sink, Kind::Modify, Clause::QueueListen, d, me, kNoEntity, s_.current,
              static_cast<std::int32_t>(ModifyKind::AddDamage), before, after);
        set(sink, kGameEntity, Field::LiveAmount, s_.live.a, after, Clause::QueueListen,
            static_cast<std::uint8_t>(d + 1));
        return;
    }
    if (e.kind == EffectKind::Absorb) {
        const std::int32_t before = s_.live.a;
        const std::int32_t points = self ? self->usage : -1;
        const std::int32_t absorbed = points < 0 ? before : std::min(before, points);
        event(sink, Kind::Modify, Clause::QueueListen, d, me, kNoEntity, s_.current,
              static_cast<std::int32_t>(ModifyKind::Absorb), before, before - absorbed);
        set(sink, kGameEntity, Field::LiveAmount, s_.live.a, before - absorbed, Clause::QueueListen,
            static_cast<std::uint8_t>(d + 1));
        if (points > 0 && absorbed > 0) {
            setUsage(sink, at, points - absorbed, Clause::QueueListen_usage);
            if (points - absorbed == 0) {
                event(sink, Kind::UsedUp, Clause::QueueListen_usage, d, me, kNoEntity, at.uid, s_.current);
                answerWith(sink, at, gameEvent(EvKind::Discard, own, own, -1, at.uid));
            }
        }
        return;
    }
    // Cancel: the event is over; it will execute nothing.
    event(sink, Kind::Modify, Clause::QueueListen, d, me, kNoEntity, s_.current,
          static_cast<std::int32_t>(ModifyKind::Cancel), s_.live.cancelled ? 1 : 0, 1);
    setFlag(sink, kGameEntity, Field::LiveCancelled, s_.live.cancelled, true, Clause::QueueListen,
            static_cast<std::uint8_t>(d + 1));
    s_.live.over = true;
}

}  // namespace ts::events
