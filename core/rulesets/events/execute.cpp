// 004:queue/execute: what executing each kind of game event does to the state. Only an
// execution that defeats the active character raises an interrupt (004:interrupt/raise).
#include "game.h"

#include "kernel/draw/draw.h"

#include <algorithm>

namespace ts::events {

void EventsGame::noEffect(EventSink& sink, const GameEvent& ev, NoEffectReason why, Clause c)
{
    event(sink, Kind::NoEffect, c, static_cast<std::uint8_t>(popDepth() + 1), playerEntity(ev.player), targetEntity(ev),
          s_.current, static_cast<std::int32_t>(why));
}

void EventsGame::stepExecute(EventSink& sink)
{
    const GameEvent ev = s_.live;
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    event(sink, Kind::Execute, Clause::QueueExecute, d, playerEntity(ev.player), targetEntity(ev), s_.current,
          static_cast<std::int32_t>(ev.kind), ev.a, ev.b);
    s_.pc = Pc::Over;
    if (ev.cancelled) {
        noEffect(sink, ev, NoEffectReason::Cancelled, Clause::QueueExecute_cancelled);
        return;
    }
    const std::int32_t tp = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
    switch (ev.kind) {
    case EvKind::Phase: executePhase(sink, ev); break;
    case EvKind::Draw: executeDraw(sink, tp, ev.a); break;
    case EvKind::Roll: executeRoll(sink, tp, ev.a); break;
    case EvKind::Reroll:
    case EvKind::ReturnCards:
    case EvKind::GainDice: executeHandAndDice(sink, ev); break;
    case EvKind::ChooseActive:
    case EvKind::Switch: executeSwitch(sink, ev); break;
    case EvKind::UseSkill:
        payDice(sink, ev.player, sc_->skills[static_cast<std::size_t>(ev.a)].cost,
                sc_->characters[static_cast<std::size_t>(
                                    sc_->players[ev.player].characters[static_cast<std::size_t>(ev.character)].def)]
                    .element);
        setFlag(sink, playerEntity(ev.player), Field::Plunging, player(ev.player).plunging, false,
                Clause::Instruction_plunging, static_cast<std::uint8_t>(d + 1));
        break;
    case EvKind::SkillOver:
    case EvKind::CardOver:
    case EvKind::SwitchOver:
    case EvKind::DamageOver: noEffect(sink, ev, NoEffectReason::OverEvent, Clause::QueueExecute); break;
    case EvKind::PlayCard: executePlayCard(sink, ev); break;
    case EvKind::DeclareEnd:
    case EvKind::PassTurn: executeTurn(sink, ev); break;
    case EvKind::Damage:
        if (executeDamage(sink, ev))
            raiseInterrupt(sink, tp, ev.character);
        break;
    case EvKind::Heal: executeHeal(sink, ev); break;
    case EvKind::AddBuff: executeAddBuff(sink, ev); break;
    case EvKind::Summon: executeSummon(sink, ev); break;
    case EvKind::Discard:
        if (const auto at = findUid(tp, ev.a))
            remove(sink, *at, RemoveReason::Discarded, Clause::QueueExecute);
        else
            noEffect(sink, ev, NoEffectReason::NothingThere, Clause::QueueExecute);
        break;
    case EvKind::Count_: break;
    }
}

// Rerolls (the dice of the chosen elements rolled again), a hand switch's returned cards,
// and dice gained.
void EventsGame::executeHandAndDice(EventSink& sink, const GameEvent& ev)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1), dd = static_cast<std::uint8_t>(d + 1);
    const std::int32_t tp = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
    PlayerState& ps = player(tp);
    auto dieField = [](int e) { return static_cast<Field>(static_cast<FieldId>(Field::Dice) + e); };
    if (ev.kind == EvKind::Reroll) {
        std::int32_t count = 0;
        for (int e = 0; e < kDiceSlots; ++e)
            if (ev.a & (1 << e)) {
                count += ps.dice[e];
                set(sink, playerEntity(tp), dieField(e), ps.dice[e], 0, Clause::ZoneDice, dd);
            }
        set(sink, playerEntity(tp), Field::RerollsLeft, ps.rerollsLeft, std::max(0, ps.rerollsLeft - 1),
            Clause::QueueExecute, dd);
        executeRoll(sink, tp, count);
    } else if (ev.kind == EvKind::ReturnCards) {
        std::vector<std::int32_t> pile = ps.pile;
        for (auto i = static_cast<std::int32_t>(ps.hand.size()) - 1; i >= 0; --i)
            if (ev.a & (1 << i)) {
                pile.push_back(ps.hand[static_cast<std::size_t>(i)].uid);
                remove(sink, Loc{tp, ZoneId::Hand, -1, Subzone::None, i, ps.hand[static_cast<std::size_t>(i)].uid},
                       RemoveReason::Returned, Clause::ZonePile);
            }
        setPile(sink, tp, std::move(pile), Clause::ZonePile);
        set(sink, playerEntity(tp), Field::SwitchesLeft, ps.switchesLeft, std::max(0, ps.switchesLeft - 1),
            Clause::QueueExecute, dd);
    } else {
        const std::int32_t e = std::clamp(ev.b, 0, kDiceSlots - 1);
        const std::int32_t after = std::min(kMaxAmount, ps.dice[e] + ev.a);
        event(sink, Kind::DiceGained, Clause::ZoneDice, d, playerEntity(tp), kNoEntity, e, after - ps.dice[e], after);
        set(sink, playerEntity(tp), dieField(e), ps.dice[e], after, Clause::ZoneDice, dd);
    }
}

// The active character: chosen (GameStart, DeathSwap) or switched to (an instruction pays
// its cost; an effect's switch is free).
void EventsGame::executeSwitch(EventSink& sink, const GameEvent& ev)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1), dd = static_cast<std::uint8_t>(d + 1);
    const std::int32_t tp = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
    PlayerState& ps = player(tp);
    const bool valid = ev.character >= 0 && ev.character < static_cast<std::int32_t>(ps.characters.size());
    if (!valid || !ps.characters[static_cast<std::size_t>(ev.character)].alive) {
        noEffect(sink, ev, NoEffectReason::TargetDefeated, Clause::QueueExecute);
        return;
    }
    if (ev.character == ps.active && ev.kind == EvKind::Switch) {
        noEffect(sink, ev, NoEffectReason::SameActive, Clause::QueueExecute);
        return;
    }
    if (ev.kind == EvKind::Switch && ev.a > 0)
        payDice(sink, tp, Cost{0, ev.a}, activeElement(tp));
    event(sink, Kind::Switched, Clause::QueueExecute, d, playerEntity(tp), characterEntity(tp, ev.character), ps.active,
          ev.character);
    set(sink, playerEntity(tp), Field::Active, ps.active, ev.character, Clause::QueueExecute, dd);
    if (ev.kind == EvKind::Switch)
        setFlag(sink, playerEntity(tp), Field::Plunging, ps.plunging, true, Clause::Instruction_plunging, dd);
}

// 004:instruction#turn: ending the round, passing the turn.
void EventsGame::executeTurn(EventSink& sink, const GameEvent& ev)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1), dd = static_cast<std::uint8_t>(d + 1);
    const std::int32_t p = ev.player;
    if (ev.kind == EvKind::DeclareEnd) {
        setFlag(sink, playerEntity(p), Field::Ended, player(p).ended, true, Clause::Instruction_turn, dd);
        if (!player(1 - p).ended)
            set(sink, kGameEntity, Field::FirstPlayer, s_.firstPlayer, p, Clause::Instruction_turn, dd);
        event(sink, Kind::EndDeclared, Clause::Instruction_turn, d, playerEntity(p), kNoEntity, s_.firstPlayer);
        return;
    }
    const bool kept = player(1 - p).ended;
    event(sink, Kind::TurnPassed, Clause::Instruction_turn, d, playerEntity(kept ? p : 1 - p), kNoEntity, p,
          kept ? 1 : 0);
    if (!kept)
        set(sink, kGameEntity, Field::CurrentPlayer, s_.currentPlayer, 1 - p, Clause::Instruction_turn, dd);
}

void EventsGame::executeHeal(EventSink& sink, const GameEvent& ev)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    const std::int32_t tp = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
    CharacterState& c = player(tp).characters[static_cast<std::size_t>(ev.character)];
    if (!c.alive) {
        noEffect(sink, ev, NoEffectReason::TargetDefeated, Clause::QueueExecute);
        return;
    }
    const std::int32_t after = std::min(c.maxHp, c.hp + ev.a);
    event(sink, Kind::Healed, Clause::QueueExecute, d, kNoEntity, characterEntity(tp, ev.character), s_.current,
          after - c.hp, after);
    set(sink, characterEntity(tp, ev.character), Field::Hp, c.hp, after, Clause::QueueExecute,
        static_cast<std::uint8_t>(d + 1));
}

void EventsGame::executePhase(EventSink& sink, const GameEvent& ev)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 2);
    const auto phase = static_cast<PhaseId>(ev.a);
    std::int32_t now = static_cast<std::int32_t>(s_.phase);
    set(sink, kGameEntity, Field::Phase, now, ev.a, Clause::Phase, d);
    s_.phase = phase;
    switch (phase) {
    case PhaseId::RollPhase:
        event(sink, Kind::RoundBegin, Clause::Phase_round, static_cast<std::uint8_t>(d - 1), kNoEntity, kNoEntity,
              s_.round + 1);
        set(sink, kGameEntity, Field::Round, s_.round, s_.round + 1, Clause::Phase_round, d);
        set(sink, kGameEntity, Field::InstructionIndex, s_.instructionIndex, 0, Clause::Phase_round, d);
        set(sink, kGameEntity, Field::CurrentPlayer, s_.currentPlayer, s_.firstPlayer, Clause::Phase_round, d);
        for (std::int32_t p = 0; p < 2; ++p) {
            PlayerState& ps = player(p);
            setFlag(sink, playerEntity(p), Field::Ended, ps.ended, false, Clause::Phase_round, d);
            setFlag(sink, playerEntity(p), Field::Fell, ps.fell, false, Clause::Phase_round, d);
            setFlag(sink, playerEntity(p), Field::Plunging, ps.plunging, false, Clause::Phase_round, d);
            set(sink, playerEntity(p), Field::RerollsLeft, ps.rerollsLeft, sc_->rules.rerolls, Clause::Phase_round, d);
        }
        break;
    case PhaseId::HandSwitch:
        for (std::int32_t p = 0; p < 2; ++p)
            set(sink, playerEntity(p), Field::SwitchesLeft, player(p).switchesLeft, sc_->rules.handSwitches,
                Clause::Phase_round, d);
        break;
    case PhaseId::Combat:
        set(sink, kGameEntity, Field::CurrentPlayer, s_.currentPlayer, s_.firstPlayer, Clause::Phase, d);
        break;
    case PhaseId::RoundEnd:
        for (std::int32_t p = 0; p < 2; ++p)
            for (int e = 0; e < kDiceSlots; ++e)
                set(sink, playerEntity(p), static_cast<Field>(static_cast<FieldId>(Field::Dice) + e), player(p).dice[e],
                    0, Clause::Phase_round, d);
        break;
    default: break;
    }
}

void EventsGame::executeDraw(EventSink& sink, std::int32_t p, std::int32_t count)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    const std::int32_t firstCardUid = sc_->characterCount[0] + sc_->characterCount[1];
    for (std::int32_t i = 0; i < count; ++i) {
        PlayerState& ps = player(p);
        if (ps.pile.empty()) {
            event(sink, Kind::PileEmpty, Clause::ZonePile, d, playerEntity(p), kNoEntity, count - i);
            return;
        }
        // 004:zone/pile: the pile is unordered, so a draw takes a card at random.
        Event r;
        r.clause = id(Clause::ZonePile);
        r.depth = d;
        r.subject[0] = playerEntity(p);
        const auto pick =
            static_cast<std::int32_t>(tracedDraw(s_.rng, sink, r, static_cast<std::uint32_t>(ps.pile.size())));
        const std::int32_t uid = ps.pile[static_cast<std::size_t>(pick)];
        const std::int32_t def = sc_->cardDefOfInstance[static_cast<std::size_t>(uid - firstCardUid)];
        const auto cardEntity = static_cast<EntityId>(sc_->firstCardEntity + uid - firstCardUid);
        std::vector<std::int32_t> pile = ps.pile;
        pile[static_cast<std::size_t>(pick)] = pile.back();
        pile.pop_back();
        if (static_cast<std::int32_t>(ps.hand.size()) >= kHandLimit) {
            event(sink, Kind::CardBurned, Clause::ZoneHand, d, playerEntity(p), cardEntity,
                  static_cast<std::int32_t>(ps.hand.size()));
            setPile(sink, p, std::move(pile), Clause::ZonePile);
            continue;
        }
        event(sink, Kind::CardDrawn, Clause::ZonePile, d, playerEntity(p), cardEntity,
              static_cast<std::int32_t>(pile.size()), static_cast<std::int32_t>(ps.hand.size()), pick);
        setPile(sink, p, std::move(pile), Clause::ZonePile);
        std::vector<Listener> hand = ps.hand;
        hand.push_back({uid, def, sc_->cards[static_cast<std::size_t>(def)].usage});
        setList(sink, playerEntity(p), ListId::Hand, ps.hand, std::move(hand), Clause::ZonePile);
    }
}

void EventsGame::executeRoll(EventSink& sink, std::int32_t p, std::int32_t count)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    for (std::int32_t i = 0; i < count; ++i) {
        Event r;
        r.clause = id(Clause::ZoneDice);
        r.depth = d;
        r.subject[0] = playerEntity(p);
        const auto face = static_cast<std::int32_t>(tracedDraw(s_.rng, sink, r, kDiceSlots));
        std::int32_t& slot = player(p).dice[face];
        event(sink, Kind::DiceRolled, Clause::ZoneDice, d, playerEntity(p), kNoEntity, face,
              std::min(kMaxAmount, slot + 1));
        set(sink, playerEntity(p), static_cast<Field>(static_cast<FieldId>(Field::Dice) + face), slot,
            std::min(kMaxAmount, slot + 1), Clause::ZoneDice, static_cast<std::uint8_t>(d + 1));
    }
}

}  // namespace ts::events
