// The seed's event loop, one operation per step:
//
//     if recover: q = load_queue(); recover = false
//     while q not empty:
//         event = q.pop(0)                       stepPop      004:queue/pop
//         for L in listeners: elist += L.listen   stepListen   004:queue/listen, 004:zone/order
//         interrupt = execute(event)             stepExecute  004:queue/execute (execute.cpp)
//         if interrupt: raise; save_queue(q); break           004:interrupt/raise, /save
//         if event is not over: elist += over    stepOver     004:queue/over
//         q = elist + q                          stepPrepend  004:queue/prepend
//
// The queue is stored head last, so popping and prepending work at the vector's back.
#include "game.h"

#include <algorithm>

namespace ts::events {

// 004:zone/order: the event's player first, then the opponent; within a player by zone id:
// each character (itself, then its weapon, artifact, talent, then its buffs), the team
// buffs, the summons, the supports, the hand.
std::vector<Loc> EventsGame::responseOrder(std::int32_t eventPlayer) const
{
    std::vector<Loc> out;
    for (std::int32_t p : {eventPlayer, 1 - eventPlayer}) {
        const PlayerState& ps = player(p);
        for (std::size_t c = 0; c < ps.characters.size(); ++c) {
            const CharacterState& ch = ps.characters[c];
            const auto ci = static_cast<std::int32_t>(c);
            out.push_back({p, ZoneId::Characters, ci, Subzone::None, ci, characterUid(p, ci)});
            for (int k = 0; k < kEquipmentSlots; ++k)
                if (!ch.equipment[k].empty())
                    out.push_back({p, ZoneId::Characters, ci, static_cast<Subzone>(k), 0, ch.equipment[k].uid});
            for (std::size_t b = 0; b < ch.buffs.size(); ++b)
                out.push_back(
                    {p, ZoneId::Characters, ci, Subzone::Buffs, static_cast<std::int32_t>(b), ch.buffs[b].uid});
        }
        const std::pair<ZoneId, const std::vector<Listener>*> zones[] = {{ZoneId::TeamBuffs, &ps.teamBuffs},
                                                                         {ZoneId::Summons, &ps.summons},
                                                                         {ZoneId::Supports, &ps.supports},
                                                                         {ZoneId::Hand, &ps.hand}};
        for (const auto& [zone, list] : zones)
            for (std::size_t i = 0; i < list->size(); ++i)
                out.push_back({p, zone, -1, Subzone::None, static_cast<std::int32_t>(i), (*list)[i].uid});
    }
    work_ += out.size();
    return out;
}

void EventsGame::stepPop(EventSink& sink)
{
    if (s_.queue.empty()) {
        s_.pc = Pc::Drive;
        return;
    }
    // The pop event first, then the pop (exact at every event: the queue and the tree
    // change with the event that says so).
    const std::int32_t n = s_.queue.back();
    Node& node = s_.tree[static_cast<std::size_t>(n)];
    const std::uint8_t d = popDepthOf(n);
    const Seq at = sink.position();
    event(sink, Kind::Pop, Clause::QueuePop, d, playerEntity(node.ev.player), targetEntity(node.ev), n,
          static_cast<std::int32_t>(node.ev.kind), static_cast<std::int32_t>(s_.queue.size() - 1), node.depth);
    s_.queue.pop_back();
    s_.current = n;
    node.popped = at;
    node.popIndex = s_.pops++;
    // The event as the listeners see it (and change it) while it is processed.
    set(sink, kGameEntity, Field::LiveAmount, s_.live.a, node.ev.a, Clause::QueuePop, static_cast<std::uint8_t>(d + 1));
    setFlag(sink, kGameEntity, Field::LiveCancelled, s_.live.cancelled, node.ev.cancelled, Clause::QueuePop,
            static_cast<std::uint8_t>(d + 1));
    s_.live = node.ev;
    s_.order = responseOrder(node.ev.player);
    const auto own =
        std::count_if(s_.order.begin(), s_.order.end(), [&](const Loc& l) { return l.player == node.ev.player; });
    event(sink, Kind::Order, Clause::ZoneOrder, static_cast<std::uint8_t>(d + 1), playerEntity(node.ev.player),
          kNoEntity, n, static_cast<std::int32_t>(s_.order.size()), static_cast<std::int32_t>(own));
    set(sink, kGameEntity, Field::ListenPos, s_.listenPos, 0, Clause::QueueListen, static_cast<std::uint8_t>(d + 1));
    s_.heard = 0;
    s_.elist.clear();
    s_.pc = Pc::Listen;
}

// One listener's turn at the current event: a character answers its own skills, a card in
// hand its own play; then each of its reactions registered for the event's kind (a card in
// hand: its hand reactions, not those it has in play) either hears
// it or is traced as not hearing it ("Why not?"; reactions for other kinds are not traced:
// they were never candidates for this event).
void EventsGame::listenTo(EventSink& sink, const Loc& at, bool& fired)
{
    ++work_;
    const Listener* l = listenerAt(at);
    const bool character = at.zone == ZoneId::Characters && at.sub == Subzone::None;
    if (!character && !l)
        return;
    const bool alive = at.character < 0 || player(at.player).characters[static_cast<std::size_t>(at.character)].alive;
    const GameEvent& ev = s_.live;
    if (alive && (character || l->usage != 0)) {
        if (character && ev.kind == EvKind::UseSkill && ev.player == at.player && ev.character == at.character) {
            react(sink, at, -1, sc_->skills[static_cast<std::size_t>(ev.a)].effects, 0);
            fired = true;
        } else if (at.zone == ZoneId::Hand && ev.kind == EvKind::PlayCard && ev.a == l->uid) {
            react(sink, at, -1, sc_->cards[static_cast<std::size_t>(l->def)].effects, 0);
            fired = true;
        }
    }
    const std::vector<Reaction>* reactions = nullptr;
    if (character)
        reactions =
            &sc_->characters[static_cast<std::size_t>(
                                 sc_->players[at.player].characters[static_cast<std::size_t>(at.character)].def)]
                 .reactions;
    else if (at.zone == ZoneId::Summons)
        reactions = &sc_->summons[static_cast<std::size_t>(l->def)].reactions;
    else if (at.zone == ZoneId::TeamBuffs || at.sub == Subzone::Buffs)
        reactions = &sc_->buffs[static_cast<std::size_t>(l->def)].reactions;
    else if (at.zone == ZoneId::Hand)
        reactions = &sc_->cards[static_cast<std::size_t>(l->def)].handReactions;
    else
        reactions = &sc_->cards[static_cast<std::size_t>(l->def)].reactions;
    if (!reactions)
        return;
    work_ += reactions->size();
    for (std::size_t r = 0; r < reactions->size(); ++r) {
        const Reaction& re = (*reactions)[r];
        if (re.when.on != s_.live.kind)
            continue;
        const Miss miss = reactionMiss(re, at, character, alive);
        if (miss.heard()) {
            react(sink, at, static_cast<std::int32_t>(r), re.effects, re.consume);
            fired = true;
        } else {
            notHeard(sink, at, miss);
        }
    }
}

// One listener that hears the current event answers (its filters dropped it otherwise).
void EventsGame::stepListen(EventSink& sink)
{
    const std::uint8_t d = popDepth();
    const std::int32_t start = s_.listenPos;
    // The position moves with its write (exact at every event), not listener by listener.
    std::int32_t pos = start;
    while (pos < static_cast<std::int32_t>(s_.order.size())) {
        const Loc at = s_.order[static_cast<std::size_t>(pos)];
        bool fired = false;
        listenTo(sink, at, fired);
        ++pos;
        if (fired) {
            write(sink, kGameEntity, static_cast<FieldId>(Field::ListenPos), start, pos, Clause::QueueListen,
                  static_cast<std::uint8_t>(d + 2));
            s_.listenPos = pos;
            ++s_.heard;
            // A tree past its limit stops here, before more answers are made (one listener's
            // answers at most overshoot it: node numbers stay within the kinds' ranges).
            if (static_cast<std::int32_t>(s_.tree.size()) > sc_->rules.eventLimit)
                endGame(sink, Outcome::EventLimit, Clause::QueuePrepend_limit, d);
            return;
        }
    }
    write(sink, kGameEntity, static_cast<FieldId>(Field::ListenPos), start, pos, Clause::QueueListen,
          static_cast<std::uint8_t>(d + 2));
    s_.listenPos = pos;
    event(sink, Kind::ListenDone, Clause::QueueListen, static_cast<std::uint8_t>(d + 1), kNoEntity, kNoEntity,
          s_.current, s_.heard, static_cast<std::int32_t>(s_.elist.size()), static_cast<std::int32_t>(s_.order.size()));
    s_.pc = Pc::Execute;
}

void EventsGame::stepOver(EventSink& sink)
{
    s_.pc = Pc::Prepend;
    const EvKind overKind = overKindOf(s_.live.kind);
    if (s_.live.over || s_.live.cancelled || overKind == EvKind::Count_)
        return;  // over already: nothing is appended (and nothing traced)
    const Node& origin = s_.tree[static_cast<std::size_t>(s_.current)];
    Node n;
    n.ev = s_.live;
    n.ev.kind = overKind;
    n.ev.over = true;
    n.parent = s_.current;
    n.depth = origin.depth + 1;
    n.listener = origin.listener;
    n.listenerEntity = origin.listenerEntity;
    n.listenerAddress = origin.listenerAddress;
    n.isOver = true;
    n.born = sink.position();
    const auto id = static_cast<std::int32_t>(s_.tree.size());
    event(sink, Kind::Over, Clause::QueueOver, static_cast<std::uint8_t>(popDepth() + 1), playerEntity(n.ev.player),
          targetEntity(n.ev), id, static_cast<std::int32_t>(overKind), s_.current);
    s_.tree.push_back(n);  // born with its event
    s_.elist.push_back(id);
}

void EventsGame::stepPrepend(EventSink& sink)
{
    const std::uint8_t d = popDepth();
    Node& node = s_.tree[static_cast<std::size_t>(s_.current)];
    const Seq at = sink.position();
    const std::size_t queued = s_.queue.size() + s_.elist.size();
    const std::int32_t head = !s_.elist.empty() ? s_.elist.front() : s_.queue.empty() ? -1 : s_.queue.back();
    event(sink, Kind::Prepend, Clause::QueuePrepend, static_cast<std::uint8_t>(d + 1), kNoEntity, kNoEntity, s_.current,
          static_cast<std::int32_t>(s_.elist.size()), static_cast<std::int32_t>(queued), head);
    node.ev = s_.live;  // as the listeners left it
    node.finished = at;
    s_.queue.insert(s_.queue.end(), s_.elist.rbegin(), s_.elist.rend());
    s_.elist.clear();
    s_.current = -1;
    s_.pc = Pc::Pop;
    if (static_cast<std::int32_t>(s_.tree.size()) > sc_->rules.eventLimit)
        endGame(sink, Outcome::EventLimit, Clause::QueuePrepend_limit, d);
}

// 004:interrupt/raise and /save: the phase becomes DeathSwap, the rest of the queue is saved
// as it is (the answers gathered for the interrupting event were never put in front of it:
// the seed saves q before q = elist + q), and the game waits for the new active character.
void EventsGame::raiseInterrupt(EventSink& sink, std::int32_t p, std::int32_t character)
{
    const std::uint8_t d = static_cast<std::uint8_t>(popDepth() + 1);
    const PhaseId before = s_.phase;
    event(sink, Kind::Interrupt, Clause::InterruptRaise, d, playerEntity(p), characterEntity(p, character), s_.current,
          static_cast<std::int32_t>(before));
    std::int32_t phase = static_cast<std::int32_t>(s_.phase);
    set(sink, kGameEntity, Field::Phase, phase, static_cast<std::int32_t>(PhaseId::DeathSwap), Clause::InterruptRaise,
        static_cast<std::uint8_t>(d + 1));
    s_.phase = PhaseId::DeathSwap;
    // Each change shows with its own event (exact at every event): a node is dropped by its
    // dropped event, the queue saved by the save event.
    for (std::int32_t n : s_.elist) {
        Node& dropped = s_.tree[static_cast<std::size_t>(n)];
        const Seq at = sink.position();
        event(sink, Kind::Dropped, Clause::InterruptSave_dropped, d, dropped.listenerEntity, targetEntity(dropped.ev),
              n, static_cast<std::int32_t>(dropped.ev.kind), s_.current);
        dropped.dropped = at;
    }
    const Seq at = sink.position();
    event(sink, Kind::Save, Clause::InterruptSave, d, playerEntity(p), kNoEntity,
          static_cast<std::int32_t>(s_.queue.size()), static_cast<std::int32_t>(s_.elist.size()),
          static_cast<std::int32_t>(s_.saved.size() + 1));
    Node& node = s_.tree[static_cast<std::size_t>(s_.current)];
    node.ev = s_.live;
    node.finished = at;
    SavedQueue saved;
    saved.queue = s_.queue;
    saved.phase = before;
    saved.player = p;
    saved.node = s_.current;
    for (std::int32_t n : saved.queue)
        s_.tree[static_cast<std::size_t>(n)].saved = true;
    s_.saved.push_back(std::move(saved));
    s_.queue.clear();
    s_.elist.clear();
    s_.current = -1;
    s_.pc = Pc::Drive;
}

// 004:interrupt/recover: after the DeathSwap instruction, the saved queue comes back and the
// phase the interrupt left.
void EventsGame::recover(EventSink& sink)
{
    // The saved queue comes back with the recover event itself, and not before it.
    const SavedQueue& back = s_.saved.back();
    event(sink, Kind::Recover, Clause::InterruptRecover, 1, playerEntity(back.player), kNoEntity,
          static_cast<std::int32_t>(back.queue.size()), static_cast<std::int32_t>(back.phase),
          back.queue.empty() ? -1 : back.queue.back());
    SavedQueue saved = std::move(s_.saved.back());
    s_.saved.pop_back();
    s_.queue = std::move(saved.queue);
    setFlag(sink, kGameEntity, Field::Recover, s_.recover, false, Clause::InterruptRecover, 2);
    std::int32_t phase = static_cast<std::int32_t>(s_.phase);
    set(sink, kGameEntity, Field::Phase, phase, static_cast<std::int32_t>(saved.phase), Clause::InterruptRecover, 2);
    s_.phase = saved.phase;
    s_.pc = Pc::Pop;
}

}  // namespace ts::events
