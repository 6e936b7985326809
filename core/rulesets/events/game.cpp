// The step machine and the driver between event trees: the GameStart set-up, phase signals
// (004:phase), stable states and the translation of instructions into events
// (004:instruction), the end of the game.
#include "game.h"

#include "kernel/draw/draw.h"

#include "kernel/event_check.h"
#include "kernel/io/canonical.h"
#include "kernel/write_event.h"

#include <algorithm>
#include <bit>

namespace ts::events {

namespace {
constexpr std::uint8_t kTopDepth = 0, kPushDepth = 1;
}  // namespace

EventsGame::EventsGame(std::shared_ptr<const EventsScenario> scenario, std::uint64_t seed) : sc_(std::move(scenario))
{
    s_.rng = Pcg32(seed, 0x004e7e);
    const std::int32_t firstCardUid = sc_->characterCount[0] + sc_->characterCount[1];
    s_.nextUid = sc_->firstDynamicUid;
    for (int p = 0; p < 2; ++p) {
        const PlayerSpec& spec = sc_->players[p];
        PlayerState& ps = s_.players[p];
        std::size_t instance = 0;
        auto nextCard = [&](std::int32_t def) {
            const std::int32_t uid = firstCardUid + sc_->instancesOf[p][instance++];
            return Listener{uid, def, sc_->cards[static_cast<std::size_t>(def)].usage};
        };
        for (std::int32_t def : spec.pile)
            ps.pile.push_back(nextCard(def).uid);
        for (std::int32_t def : spec.hand)
            ps.hand.push_back(nextCard(def));
        for (std::int32_t def : spec.supports)
            ps.supports.push_back(nextCard(def));
        for (const CharacterSpec& cs : spec.characters) {
            CharacterState c;
            c.maxHp = sc_->characters[static_cast<std::size_t>(cs.def)].hp;
            c.hp = cs.hp;
            for (int k = 0; k < kEquipmentSlots; ++k)
                if (cs.equipment[k] >= 0)
                    c.equipment[k] = nextCard(cs.equipment[k]);
            for (std::int32_t b : cs.buffs)
                c.buffs.push_back({s_.nextUid++, b, sc_->buffs[static_cast<std::size_t>(b)].usage});
            ps.characters.push_back(std::move(c));
        }
        for (std::int32_t b : spec.summons)
            ps.summons.push_back({s_.nextUid++, b, sc_->summons[static_cast<std::size_t>(b)].usage});
        for (std::int32_t b : spec.teamBuffs)
            ps.teamBuffs.push_back({s_.nextUid++, b, sc_->buffs[static_cast<std::size_t>(b)].usage});
        std::copy(std::begin(spec.dice), std::end(spec.dice), std::begin(ps.dice));
    }
}

// Panels call these with values read from a trace (any int): the sum is taken in 64 bits and an id
// that names no entity of this scenario is kNoEntity.
EntityId EventsGame::entityAt(std::int64_t id) const
{
    return id > 0 && id < static_cast<std::int64_t>(sc_->entityNames.size()) ? static_cast<EntityId>(id) : kNoEntity;
}

EntityId EventsGame::characterEntity(std::int32_t p, std::int32_t c) const
{
    return entityAt(std::int64_t{sc_->firstCharacterEntity} + (p == 0 ? 0 : sc_->characterCount[0]) + c);
}

EntityId EventsGame::listenerEntity(const Loc& at, const Listener& l) const
{
    if (at.zone == ZoneId::Characters && at.sub == Subzone::None)
        return characterEntity(at.player, at.character);
    const bool status = at.zone == ZoneId::TeamBuffs || at.zone == ZoneId::Summons || at.sub == Subzone::Buffs;
    if (status)
        return entityAt(std::int64_t{at.zone == ZoneId::Summons ? sc_->firstSummonEntity : sc_->firstBuffEntity} +
                        l.def);
    const std::int64_t instance = std::int64_t{l.uid} - (sc_->characterCount[0] + sc_->characterCount[1]);
    return entityAt(std::int64_t{sc_->firstCardEntity} + instance);
}

std::string EventsGame::entityName(EntityId id) const
{
    // A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
    // falsely on the literal (-Wrestrict, GCC PR105329).
    return id < sc_->entityNames.size() ? sc_->entityNames[id] : '#' + std::to_string(id);
}

std::int32_t EventsGame::characterIndex(std::int32_t p, std::int32_t def) const
{
    const auto& chars = sc_->players[p].characters;
    for (std::size_t c = 0; c < chars.size(); ++c)
        if (chars[c].def == def)
            return static_cast<std::int32_t>(c);
    return -1;
}

std::int32_t EventsGame::activeElement(std::int32_t p) const
{
    const std::int32_t a = player(p).active;
    return a < 0
        ? -1
        : sc_->characters[static_cast<std::size_t>(sc_->players[p].characters[static_cast<std::size_t>(a)].def)]
              .element;
}

// ---------------------------------------------------------------- tracing

// Events nest under the popped node by its depth in the tree, flattened below the deepest
// event depth a trace file may hold (kMaxEventDepth): a long chain of answers must not make
// an honest trace unreadable. The margin covers the few levels events add under a pop.
std::uint8_t EventsGame::popDepth() const { return popDepthOf(s_.current); }

std::uint8_t EventsGame::popDepthOf(std::int32_t node) const
{
    constexpr std::int32_t kDeepestPop = kMaxEventDepth - 8;
    const std::int32_t d = node >= 0 ? s_.tree[static_cast<std::size_t>(node)].depth : 0;
    return static_cast<std::uint8_t>(std::min(kDeepestPop, 1 + d));
}

void EventsGame::event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0, EntityId s1, std::int32_t a0,
                       std::int32_t a1, std::int32_t a2, std::int32_t a3) const
{
    Event e;
    e.kind = kind(k);
    e.clause = id(c);
    e.depth = depth;
    e.subject[0] = s0;
    e.subject[1] = s1;
    e.arg[0] = a0;
    e.arg[1] = a1;
    e.arg[2] = a2;
    e.arg[3] = a3;
    sink.add(e);
}

void EventsGame::write(EventSink& sink, EntityId entity, FieldId f, std::int32_t oldValue, std::int32_t value, Clause c,
                       std::uint8_t depth) const
{
    traceWrite(sink, entity, f, oldValue, value, id(c), depth);
}

void EventsGame::set(EventSink& sink, EntityId entity, Field f, std::int32_t& ref, std::int32_t value, Clause c,
                     std::uint8_t depth)
{
    write(sink, entity, static_cast<FieldId>(f), ref, value, c, depth);
    ref = value;
}

void EventsGame::setFlag(EventSink& sink, EntityId entity, Field f, bool& ref, bool value, Clause c, std::uint8_t depth)
{
    write(sink, entity, static_cast<FieldId>(f), ref ? 1 : 0, value ? 1 : 0, c, depth);
    ref = value;
}

void EventsGame::stateHashEvent(EventSink& sink, Clause c)
{
    const std::uint64_t h = stateHash();
    Event e;
    e.kind = ts::kind(CommonKind::StateHash);
    e.clause = id(c);
    e.depth = kTopDepth;
    e.arg[0] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h));
    e.arg[1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h >> 32));
    sink.add(e);
}

EntityId EventsGame::targetEntity(const GameEvent& ev) const
{
    const std::int32_t p = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
    if (ev.character >= 0 && p >= 0 && p < 2 && ev.character < static_cast<std::int32_t>(player(p).characters.size()))
        return characterEntity(p, ev.character);
    return ev.targetPlayer >= 0 && ev.targetPlayer < 2 ? playerEntity(ev.targetPlayer) : kNoEntity;
}

// ---------------------------------------------------------------- the step machine

StepStatus EventsGame::step(EventSink& sink)
{
    // Moving on without a rule step of its own traces nothing: loop until this call has
    // traced something, so that every step is visible.
    const Seq before = sink.position();
    for (;;) {
        switch (s_.pc) {
        case Pc::Start: stepStart(sink); break;
        case Pc::Drive: stepDrive(sink); break;
        case Pc::Await:
            if (stepAwait(sink) == StepStatus::NeedDecision)
                return StepStatus::NeedDecision;
            break;
        case Pc::Pop: stepPop(sink); break;
        case Pc::Listen: stepListen(sink); break;
        case Pc::Execute: stepExecute(sink); break;
        case Pc::Over: stepOver(sink); break;
        case Pc::Prepend: stepPrepend(sink); break;
        case Pc::Finished: return StepStatus::Finished;
        }
        if (sink.position() != before)
            return s_.pc == Pc::Finished ? StepStatus::Finished : StepStatus::Progress;
    }
}

// GameStart (004:phase#first-player): who goes first, every starting listener placed at its
// address, then the GameStart signal.
void EventsGame::stepStart(EventSink& sink)
{
    std::int32_t first = sc_->rules.firstPlayer;
    event(sink, Kind::GameBegin, Clause::Phase_firstPlayer, kTopDepth, kNoEntity, kNoEntity, first,
          sc_->characterCount[0], sc_->characterCount[1], sc_->rules.eventLimit);
    if (first < 0) {
        Event e;
        e.clause = id(Clause::Phase_firstPlayer);
        e.depth = kPushDepth;
        e.arg[0] = 0;
        first = static_cast<std::int32_t>(tracedDraw(s_.rng, sink, e, 2));
    }
    set(sink, kGameEntity, Field::FirstPlayer, s_.firstPlayer, first, Clause::Phase_firstPlayer, kPushDepth);
    set(sink, kGameEntity, Field::CurrentPlayer, s_.currentPlayer, first, Clause::Phase_firstPlayer, kPushDepth);
    for (int p = 0; p < 2; ++p)
        for (const Loc& at : responseOrder(p))
            if (at.player == p && !(at.zone == ZoneId::Characters && at.sub == Subzone::None))
                place(sink, at, Clause::Address);
    if (!sc_->queue.empty()) {
        seedQueue(sink);  // GameStart is signalled once that queue is empty
        return;
    }
    signal(sink, PhaseId::GameStart);
}

// 004:queue/pop#seeded: the scenario's queue section is the queue the loop starts from, a
// tree of its own before the GameStart signal. A discard's target becomes the uid of the
// listener at its address (the parser checked it is there at the start).
void EventsGame::seedQueue(EventSink& sink)
{
    s_.tree.clear();
    s_.pops = 0;
    s_.treeOpen = true;
    std::vector<std::int32_t> nodes;
    for (std::size_t i = 0; i < sc_->queue.size(); ++i) {
        const SeededEvent& se = sc_->queue[i];
        GameEvent ev = gameEvent(se.kind, se.player, se.hasTarget ? se.target.player : se.player, -1, se.a);
        ev.b = se.b;
        ev.def = se.def;
        if (se.hasTarget && se.kind != EvKind::Discard)
            ev.character = se.target.index;
        if (se.kind == EvKind::Discard) {
            const Found f = get(se.target);
            ev.a = f.error ? -1 : f.loc.uid;
        }
        nodes.push_back(newRoot(sink, ev, static_cast<std::int32_t>(i), Clause::QueuePop_seeded));
    }
    s_.queue.assign(nodes.rbegin(), nodes.rend());
    s_.pc = Pc::Pop;
}

// The queue is empty: recover a saved queue, ask for an instruction, or signal the next phase.
void EventsGame::stepDrive(EventSink& sink)
{
    if (s_.recover) {
        recover(sink);
        return;
    }
    if (s_.treeOpen && s_.saved.empty()) {
        // "while q not empty" ends: the tree is complete.
        // A step of its own: the state at this event still holds the whole tree.
        event(sink, Kind::TreeDone, Clause::QueuePop, kPushDepth, kNoEntity, kNoEntity,
              static_cast<std::int32_t>(s_.tree.size()), s_.pops);
        s_.treeOpen = false;
        return;
    }
    if (!s_.saved.empty()) {
        await(sink, s_.saved.back().player);
        return;
    }
    const std::int32_t first = s_.firstPlayer, second = 1 - first;
    switch (s_.phase) {
    case PhaseId::GameStart:
        if (!s_.tree.empty() && s_.tree.front().seeded) {
            signal(sink, PhaseId::GameStart);  // the scenario's queue is done
            break;
        }
        for (std::int32_t p : {first, second})
            if (player(p).active < 0) {
                await(sink, p);
                return;
            }
        signal(sink, PhaseId::RollPhase);
        break;
    case PhaseId::RollPhase:
        for (std::int32_t p : {first, second})
            if (player(p).rerollsLeft > 0) {
                await(sink, p);
                return;
            }
        signal(sink, s_.round == 1 ? PhaseId::HandSwitch : PhaseId::RoundStart);
        break;
    case PhaseId::HandSwitch:
        for (std::int32_t p : {first, second})
            if (player(p).switchesLeft > 0) {
                await(sink, p);
                return;
            }
        signal(sink, PhaseId::RoundStart);
        break;
    case PhaseId::RoundStart: signal(sink, PhaseId::Combat); break;
    case PhaseId::Combat:
        if (player(0).ended && player(1).ended) {
            signal(sink, PhaseId::RoundEnd);
            break;
        }
        await(sink, player(s_.currentPlayer).ended ? 1 - s_.currentPlayer : s_.currentPlayer);
        return;
    case PhaseId::RoundEnd:
        if (s_.round >= sc_->rules.roundLimit) {
            endGame(sink, Outcome::RoundLimit, Clause::Phase_roundLimit, kTopDepth);
            break;
        }
        signal(sink, PhaseId::RollPhase);
        break;
    case PhaseId::DeathSwap: break;  // only with a saved queue (above)
    }
}

// A stable state (004:instruction): the queue is empty and the game waits for `p`. Traced
// in a step of its own; the next step asks (NeedDecision) without tracing, so the state at
// these events is the one before any answer.
void EventsGame::await(EventSink& sink, std::int32_t p)
{
    s_.awaiting = true;
    s_.awaitingPlayer = p;
    s_.pc = Pc::Await;
    event(sink, Kind::Stable, Clause::Instruction, kTopDepth, playerEntity(p), kNoEntity,
          static_cast<std::int32_t>(s_.phase), static_cast<std::int32_t>(answersNow().size()), 0,
          static_cast<std::int32_t>(s_.saved.size()));
    stateHashEvent(sink, Clause::Instruction);
}

StepStatus EventsGame::stepAwait(EventSink& sink)
{
    if (!s_.answer)
        return StepStatus::NeedDecision;
    const GameState::PendingAnswer pa = *s_.answer;
    s_.answer.reset();
    const std::int32_t p = s_.awaitingPlayer;
    Event d;
    d.kind = ts::kind(CommonKind::Decision);
    d.clause = id(Clause::Instruction);
    d.depth = kTopDepth;
    d.subject[0] = playerEntity(p);
    d.subject[1] = pa.answer.target;
    d.arg[0] = static_cast<std::int32_t>(pa.index);
    d.arg[1] = static_cast<std::int32_t>((static_cast<std::uint32_t>(pa.source) << 16) | pa.answer.kind);
    d.arg[2] = pa.answer.a;
    d.arg[3] = pa.answer.b;
    sink.add(d);
    if (!legal(pa.answer)) {
        event(sink, Kind::Rejected, Clause::Instruction_rejected, kTopDepth, playerEntity(p), kNoEntity, pa.answer.kind,
              pa.answer.a, pa.answer.b);
        return StepStatus::Progress;  // asked again
    }
    s_.awaiting = false;
    s_.awaitingPlayer = -1;
    translate(sink, p, pa.answer);
    return StepStatus::Progress;
}

// A new event tree whose roots are the events of a phase or an instruction.
std::int32_t EventsGame::newRoot(EventSink& sink, GameEvent ev, std::int32_t position, Clause clause)
{
    Node n;
    n.ev = ev;
    n.born = sink.position();
    n.phaseRoot = clause == Clause::Phase;
    n.seeded = clause == Clause::QueuePop_seeded;
    const auto node = static_cast<std::int32_t>(s_.tree.size());
    event(sink, Kind::Push, clause, kPushDepth, playerEntity(ev.player), targetEntity(ev), node,
          static_cast<std::int32_t>(ev.kind), position, ev.a);
    s_.tree.push_back(n);  // born with its event
    return node;
}

// 004:phase: the phase's signal event and the phase's own events after it.
void EventsGame::signal(EventSink& sink, PhaseId phase)
{
    s_.tree.clear();
    s_.pops = 0;
    s_.treeOpen = true;
    const std::int32_t first = s_.firstPlayer, second = 1 - first;
    std::vector<GameEvent> seq{gameEvent(EvKind::Phase, first, -1, -1, static_cast<std::int32_t>(phase))};
    auto perPlayer = [&](EvKind k, std::int32_t count) {
        if (count > 0)
            for (std::int32_t p : {first, second})
                seq.push_back(gameEvent(k, p, p, -1, count));
    };
    if (phase == PhaseId::GameStart)
        perPlayer(EvKind::Draw, sc_->rules.initialHand);
    else if (phase == PhaseId::RollPhase)
        perPlayer(EvKind::Roll, sc_->rules.dicePerRoll);
    else if (phase == PhaseId::RoundEnd)
        perPlayer(EvKind::Draw, sc_->rules.drawPerRound);
    event(sink, Kind::Signal, Clause::Phase, kTopDepth, playerEntity(first), kNoEntity,
          static_cast<std::int32_t>(phase), 0, static_cast<std::int32_t>(seq.size()));
    std::vector<std::int32_t> nodes;
    for (std::size_t i = 0; i < seq.size(); ++i)
        nodes.push_back(newRoot(sink, seq[i], static_cast<std::int32_t>(i), Clause::Phase));
    s_.queue.assign(nodes.rbegin(), nodes.rend());
    s_.pc = Pc::Pop;
}

// 004:instruction: the instruction becomes a sequence of events (a new tree; during a
// DeathSwap the interrupted tree goes on, so the choice shows where it happened).
void EventsGame::translate(EventSink& sink, std::int32_t p, const Answer& a)
{
    const bool deathSwap = !s_.saved.empty();
    if (!deathSwap) {
        s_.tree.clear();
        s_.pops = 0;
        s_.treeOpen = true;
    }
    set(sink, kGameEntity, Field::InstructionIndex, s_.instructionIndex, s_.instructionIndex + 1, Clause::Instruction,
        kPushDepth);
    event(sink, Kind::Instruction, Clause::Instruction, kTopDepth, playerEntity(p), kNoEntity, s_.instructionIndex,
          a.kind, a.a, a.b);
    std::vector<GameEvent> seq;
    const PlayerState& ps = player(p);
    switch (static_cast<AnswerKind>(a.kind)) {
    case AnswerKind::Choose:
        seq.push_back(gameEvent(EvKind::ChooseActive, p, p, characterIndex(p, a.a)));
        if (deathSwap) {
            s_.saved.back().chosen = true;
            setFlag(sink, kGameEntity, Field::Recover, s_.recover, true, Clause::InterruptRecover, kPushDepth);
        }
        break;
    case AnswerKind::Reroll: seq.push_back(gameEvent(EvKind::Reroll, p, p, -1, a.a)); break;
    case AnswerKind::SwitchHand:
        seq.push_back(gameEvent(EvKind::ReturnCards, p, p, -1, a.a));
        if (a.a != 0)
            seq.push_back(gameEvent(EvKind::Draw, p, p, -1, std::popcount(static_cast<std::uint32_t>(a.a))));
        break;
    case AnswerKind::Skill: {
        const SkillDef& sk = sc_->skills[static_cast<std::size_t>(a.a)];
        GameEvent use = gameEvent(EvKind::UseSkill, p, p, ps.active, a.a);
        use.plunging = sk.normal && ps.plunging;
        seq.push_back(use);
        seq.push_back(gameEvent(EvKind::PassTurn, p, p));
        break;
    }
    case AnswerKind::Card: {
        const CardDef& card = sc_->cards[static_cast<std::size_t>(a.a)];
        const auto it = std::find_if(ps.hand.begin(), ps.hand.end(), [&](const Listener& l) { return l.def == a.a; });
        GameEvent play =
            gameEvent(EvKind::PlayCard, p, p, card.targetsCharacter ? characterIndex(p, a.b) : ps.active, it->uid);
        play.b = a.b >= kReplaceBase ? a.b - kReplaceBase : -1;  // the support slot to replace
        play.def = a.a;
        seq.push_back(play);
        break;
    }
    case AnswerKind::Switch:
        seq.push_back(gameEvent(EvKind::Switch, p, p, characterIndex(p, a.a), sc_->rules.switchCost));
        seq.push_back(gameEvent(EvKind::PassTurn, p, p));
        break;
    case AnswerKind::End:
        seq.push_back(gameEvent(EvKind::DeclareEnd, p, p));
        seq.push_back(gameEvent(EvKind::PassTurn, p, p));
        break;
    case AnswerKind::Count_: break;
    }
    std::vector<std::int32_t> nodes;
    for (std::size_t i = 0; i < seq.size(); ++i)
        nodes.push_back(newRoot(sink, seq[i], static_cast<std::int32_t>(i), Clause::Instruction));
    s_.queue.assign(nodes.rbegin(), nodes.rend());
    s_.pc = Pc::Pop;
}

void EventsGame::endGame(EventSink& sink, Outcome o, Clause c, std::uint8_t depth)
{
    s_.outcome = o;
    event(sink, Kind::GameOver, c, depth, s_.winner >= 0 ? playerEntity(s_.winner) : kNoEntity, kNoEntity,
          static_cast<std::int32_t>(o), s_.round);
    stateHashEvent(sink, c);
    Event e;
    e.kind = ts::kind(CommonKind::GameEnd);
    e.clause = id(c);
    e.depth = kTopDepth;
    e.arg[0] = static_cast<std::int32_t>(o);
    sink.add(e);
    s_.awaiting = false;
    s_.queue.clear();
    s_.elist.clear();
    s_.pc = Pc::Finished;
}

}  // namespace ts::events
