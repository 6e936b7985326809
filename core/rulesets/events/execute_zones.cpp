// 004:queue/execute for the events that change zones and characters: playing a card
// (004:zone/support), damage and defeat (004:interrupt/raise), buffs and summons
// (004:zone/summon), and paying dice (004:instruction#cost).
#include "game.h"

#include <algorithm>

namespace ts::events {

void EventsGame::executePlayCard(EventSink& sink, const GameEvent& ev)
{
    const std::int32_t p = ev.player;
    PlayerState& ps = player(p);
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    const auto it = std::find_if(ps.hand.begin(), ps.hand.end(), [&](const Listener& l) { return l.uid == ev.a; });
    if (it == ps.hand.end()) {
        event(sink, Kind::NoEffect, Clause::QueueExecute, d, playerEntity(p), kNoEntity, s_.current,
              static_cast<std::int32_t>(NoEffectReason::NothingThere));
        return;
    }
    const Listener card = *it;
    const CardDef& def = sc_->cards[static_cast<std::size_t>(card.def)];
    payDice(sink, p, def.cost, activeElement(p));
    remove(sink, Loc{p, ZoneId::Hand, -1, Subzone::None, static_cast<std::int32_t>(it - ps.hand.begin()), card.uid},
           RemoveReason::Played, Clause::QueueExecute);
    const Listener inPlay{card.uid, card.def, def.usage};
    switch (def.kind) {
    case CardKind::Event: break;
    case CardKind::Support: {
        // 004:zone/support: a full support zone makes room by discarding the chosen support.
        if (static_cast<std::int32_t>(ps.supports.size()) >= kSupportLimit) {
            const std::int32_t slot = std::clamp(ev.b, 0, kSupportLimit - 1);
            const Listener old = ps.supports[static_cast<std::size_t>(slot)];
            const Loc oldAt{p, ZoneId::Supports, -1, Subzone::None, slot, old.uid};
            event(sink, Kind::Replaced, Clause::ZoneSupport, d, listenerEntity(oldAt, inPlay),
                  listenerEntity(oldAt, old), slot);
            remove(sink, oldAt, RemoveReason::Replaced, Clause::ZoneSupport);
        }
        std::vector<Listener> next = ps.supports;
        next.push_back(inPlay);
        setList(sink, playerEntity(p), ListId::Supports, ps.supports, std::move(next), Clause::ZoneSupport);
        place(sink,
              Loc{p, ZoneId::Supports, -1, Subzone::None, static_cast<std::int32_t>(ps.supports.size() - 1), card.uid},
              Clause::Address);
        break;
    }
    case CardKind::Weapon:
    case CardKind::Artifact:
    case CardKind::Talent: {
        const std::int32_t c = ev.character;
        if (c < 0 || c >= static_cast<std::int32_t>(ps.characters.size()) ||
            !ps.characters[static_cast<std::size_t>(c)].alive) {
            event(sink, Kind::NoEffect, Clause::QueueExecute, d, playerEntity(p), kNoEntity, s_.current,
                  static_cast<std::int32_t>(NoEffectReason::TargetDefeated));
            break;
        }
        const auto slot = static_cast<Subzone>(static_cast<int>(def.kind) - static_cast<int>(CardKind::Weapon));
        const Loc at{p, ZoneId::Characters, c, slot, 0, card.uid};
        if (!ps.characters[static_cast<std::size_t>(c)].equipment[static_cast<int>(slot)].empty())
            remove(sink, at, RemoveReason::Replaced, Clause::QueueExecute);
        setEquipment(sink, p, c, static_cast<int>(slot), inPlay, Clause::QueueExecute);
        place(sink, at, Clause::Address);
        break;
    }
    }
}

// Returns true when the defeated character was the active one: an interrupt.
bool EventsGame::executeDamage(EventSink& sink, const GameEvent& ev)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    const std::int32_t tp = ev.targetPlayer, c = ev.character;
    CharacterState& ch = player(tp).characters[static_cast<std::size_t>(c)];
    if (!ch.alive) {
        event(sink, Kind::NoEffect, Clause::QueueExecute, d, playerEntity(ev.player), characterEntity(tp, c),
              s_.current, static_cast<std::int32_t>(NoEffectReason::TargetDefeated));
        return false;
    }
    const std::int32_t after = std::max(0, ch.hp - ev.a);
    event(sink, Kind::DamageDealt, Clause::QueueExecute, d,
          s_.tree[static_cast<std::size_t>(s_.current)].listenerEntity, characterEntity(tp, c), s_.current, ev.a, after,
          std::clamp(ev.b, 0, 8));
    set(sink, characterEntity(tp, c), Field::Hp, ch.hp, after, Clause::QueueExecute, static_cast<std::uint8_t>(d + 1));
    if (after > 0)
        return false;
    const bool wasActive = player(tp).active == c;
    defeat(sink, tp, c);
    const auto& chars = player(tp).characters;
    if (std::none_of(chars.begin(), chars.end(), [](const CharacterState& x) { return x.alive; })) {
        set(sink, kGameEntity, Field::Winner, s_.winner, 1 - tp, Clause::QueueExecute_gameOver,
            static_cast<std::uint8_t>(d + 1));
        endGame(sink, Outcome::Defeated, Clause::QueueExecute_gameOver, d);
        return false;
    }
    return wasActive;
}

void EventsGame::defeat(EventSink& sink, std::int32_t p, std::int32_t c)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    CharacterState& ch = player(p).characters[static_cast<std::size_t>(c)];
    event(sink, Kind::Defeated, Clause::QueueExecute_defeated, d, playerEntity(p), characterEntity(p, c), s_.current,
          player(p).active == c ? 1 : 0);
    setFlag(sink, characterEntity(p, c), Field::Alive, ch.alive, false, Clause::QueueExecute_defeated,
            static_cast<std::uint8_t>(d + 1));
    for (int k = 0; k < kEquipmentSlots; ++k)
        if (!ch.equipment[k].empty())
            remove(sink, Loc{p, ZoneId::Characters, c, static_cast<Subzone>(k), 0, ch.equipment[k].uid},
                   RemoveReason::Defeated, Clause::QueueExecute_defeated);
    // Last first: the buffs in front keep their addresses while the zone empties.
    for (auto b = static_cast<std::int32_t>(ch.buffs.size()) - 1; b >= 0; --b)
        remove(sink, Loc{p, ZoneId::Characters, c, Subzone::Buffs, b, ch.buffs[static_cast<std::size_t>(b)].uid},
               RemoveReason::Defeated, Clause::QueueExecute_defeated);
    setFlag(sink, playerEntity(p), Field::Fell, player(p).fell, true, Clause::QueueExecute_defeated,
            static_cast<std::uint8_t>(d + 1));
}

void EventsGame::executeAddBuff(EventSink& sink, const GameEvent& ev)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    const std::int32_t tp = ev.targetPlayer, c = ev.character;
    if (c >= 0 && !player(tp).characters[static_cast<std::size_t>(c)].alive) {
        event(sink, Kind::NoEffect, Clause::QueueExecute, d, playerEntity(ev.player), characterEntity(tp, c),
              s_.current, static_cast<std::int32_t>(NoEffectReason::TargetDefeated));
        return;
    }
    const StatusDef& def = sc_->buffs[static_cast<std::size_t>(ev.def)];
    std::vector<Listener>& list = *listOf(tp, c >= 0 ? ZoneId::Characters : ZoneId::TeamBuffs, c);
    const Loc base{tp, c >= 0 ? ZoneId::Characters : ZoneId::TeamBuffs, c, c >= 0 ? Subzone::Buffs : Subzone::None, 0,
                   -1};
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].def == ev.def) {
            Loc at = base;
            at.index = static_cast<std::int32_t>(i);
            at.uid = list[i].uid;
            event(sink, Kind::Refreshed, Clause::ZoneSummon_buff, d, listenerEntity(at, list[i]), kNoEntity,
                  list[i].uid, list[i].usage, def.usage, packAddress(addressOf(at)));
            setUsage(sink, at, def.usage, Clause::ZoneSummon_buff);
            return;
        }
    std::vector<Listener> next = list;
    next.push_back({s_.nextUid++, ev.def, def.usage});
    Loc at = base;
    at.index = static_cast<std::int32_t>(list.size());
    at.uid = next.back().uid;
    setList(sink, c >= 0 ? characterEntity(tp, c) : playerEntity(tp), c >= 0 ? ListId::Buffs : ListId::TeamBuffs, list,
            std::move(next), Clause::QueueExecute);
    place(sink, at, Clause::Address);
}

void EventsGame::executeSummon(EventSink& sink, const GameEvent& ev)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    const std::int32_t tp = ev.targetPlayer;
    std::vector<Listener>& list = player(tp).summons;
    const StatusDef& def = sc_->summons[static_cast<std::size_t>(ev.def)];
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].def == ev.def) {
            const Loc at{tp, ZoneId::Summons, -1, Subzone::None, static_cast<std::int32_t>(i), list[i].uid};
            event(sink, Kind::Refreshed, Clause::ZoneSummon, d, listenerEntity(at, list[i]), kNoEntity, list[i].uid,
                  list[i].usage, def.usage, packAddress(addressOf(at)));
            setUsage(sink, at, def.usage, Clause::ZoneSummon);
            return;
        }
    if (static_cast<std::int32_t>(list.size()) >= kSummonLimit) {
        event(sink, Kind::ZoneFull, Clause::ZoneSummon, d, playerEntity(tp),
              static_cast<EntityId>(sc_->firstSummonEntity + ev.def), static_cast<std::int32_t>(ZoneId::Summons),
              kSummonLimit);
        return;
    }
    std::vector<Listener> next = list;
    next.push_back({s_.nextUid++, ev.def, def.usage});
    const Loc at{tp, ZoneId::Summons, -1, Subzone::None, static_cast<std::int32_t>(list.size()), next.back().uid};
    setList(sink, playerEntity(tp), ListId::Summons, list, std::move(next), Clause::ZoneSummon);
    place(sink, at, Clause::Address);
}

// 004:instruction#cost: aligned dice from the element, then omni; any dice from the other
// elements (the most plentiful first, ties to the lower id), then the aligned element,
// then omni.
void EventsGame::payDice(EventSink& sink, std::int32_t p, const Cost& c, std::int32_t alignedElement)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    std::int32_t* dice = player(p).dice;
    std::int32_t left[kDiceSlots];
    std::copy(dice, dice + kDiceSlots, left);
    std::int32_t paid[kDiceSlots] = {};
    auto take = [&](std::int32_t e) {
        if (e < 0 || e >= kDiceSlots || left[e] == 0)
            return false;
        --left[e];
        ++paid[e];
        return true;
    };
    for (std::int32_t i = 0; i < c.aligned; ++i)
        if (!take(alignedElement))
            take(element::Omni);
    for (std::int32_t i = 0; i < c.any; ++i) {
        std::int32_t best = -1;
        for (std::int32_t e = 0; e < element::Omni; ++e)
            if (e != alignedElement && left[e] > 0 && (best < 0 || left[e] > left[best]))
                best = e;
        if (!take(best) && !take(alignedElement))
            take(element::Omni);
    }
    for (std::int32_t e = 0; e < kDiceSlots; ++e)
        if (paid[e] > 0) {
            event(sink, Kind::DicePaid, Clause::Instruction_cost, d, playerEntity(p), kNoEntity, e, paid[e], left[e]);
            set(sink, playerEntity(p), static_cast<Field>(static_cast<FieldId>(Field::Dice) + e), dice[e], left[e],
                Clause::Instruction_cost, static_cast<std::uint8_t>(d + 1));
        }
}

}  // namespace ts::events
