// The state as a value: its canonical hash, the traced fields (applyWrite), its size.
// Everything in GameState is hashed, the event tree with its trace positions included (they
// follow from the rules, so two equal games have equal trees).
#include "game.h"

#include "kernel/io/canonical.h"

#include <algorithm>

namespace ts::events {

namespace {

void listener(CanonicalWriter& w, const Listener& l)
{
    w.i32(l.uid);
    w.i32(l.def);
    w.i32(l.usage);
}

void listeners(CanonicalWriter& w, const std::vector<Listener>& v)
{
    w.u32(static_cast<std::uint32_t>(v.size()));
    for (const Listener& l : v)
        listener(w, l);
}

void ints(CanonicalWriter& w, const std::vector<std::int32_t>& v)
{
    w.u32(static_cast<std::uint32_t>(v.size()));
    for (std::int32_t x : v)
        w.i32(x);
}

void gameEvent(CanonicalWriter& w, const GameEvent& e)
{
    for (std::int32_t v :
         {static_cast<std::int32_t>(e.kind), e.player, e.targetPlayer, e.character, e.a, e.b, e.def, e.source})
        w.i32(v);
    w.u8(static_cast<std::uint8_t>(e.over | e.cancelled << 1 | e.plunging << 2));
}

void loc(CanonicalWriter& w, const Loc& l)
{
    for (std::int32_t v :
         {l.player, static_cast<std::int32_t>(l.zone), l.character, static_cast<std::int32_t>(l.sub), l.index, l.uid})
        w.i32(v);
}

}  // namespace

// What the state hash and a trace file's checkpoint state (state_codec.cpp) both hold, in
// this order (the codec reads it back in the same order).
void EventsGame::writeState(CanonicalWriter& w) const
{
    for (std::int32_t v :
         {s_.round, s_.currentPlayer, static_cast<std::int32_t>(s_.phase), s_.winner, s_.firstPlayer,
          s_.instructionIndex, static_cast<std::int32_t>(s_.outcome), s_.nextUid, static_cast<std::int32_t>(s_.pc),
          s_.pops, s_.current, s_.listenPos, s_.heard, s_.awaitingPlayer})
        w.i32(v);
    w.u8(static_cast<std::uint8_t>(s_.treeOpen | s_.recover << 1 | s_.awaiting << 2));
    w.u64(s_.rng.state());
    w.u64(s_.rng.increment());
    for (const PlayerState& p : s_.players) {
        for (std::int32_t v : {p.active, p.rerollsLeft, p.switchesLeft})
            w.i32(v);
        w.u8(static_cast<std::uint8_t>(p.ended | p.plunging << 1 | p.fell << 2));
        for (std::int32_t d : p.dice)
            w.i32(d);
        w.u32(static_cast<std::uint32_t>(p.characters.size()));
        for (const CharacterState& c : p.characters) {
            w.i32(c.hp);
            w.i32(c.maxHp);
            w.u8(c.alive);
            for (const Listener& e : c.equipment)
                listener(w, e);
            listeners(w, c.buffs);
        }
        listeners(w, p.teamBuffs);
        listeners(w, p.summons);
        listeners(w, p.supports);
        listeners(w, p.hand);
        ints(w, p.pile);
        w.u32(p.scriptPos);
    }
    w.u32(static_cast<std::uint32_t>(s_.tree.size()));
    for (const Node& n : s_.tree) {
        gameEvent(w, n.ev);
        for (std::int32_t v : {n.parent, n.depth, n.listener, packAddress(n.listenerAddress), n.popIndex})
            w.i32(v);
        w.u32(n.listenerEntity);
        w.u8(static_cast<std::uint8_t>(n.isOver | n.saved << 1 | n.phaseRoot << 2 | n.seeded << 3));
        for (Seq s : {n.born, n.popped, n.finished, n.dropped})
            w.u64(s);
    }
    ints(w, s_.queue);
    ints(w, s_.elist);
    gameEvent(w, s_.live);
    w.u32(static_cast<std::uint32_t>(s_.order.size()));
    for (const Loc& l : s_.order)
        loc(w, l);
    w.u32(static_cast<std::uint32_t>(s_.saved.size()));
    for (const SavedQueue& q : s_.saved) {
        ints(w, q.queue);
        for (std::int32_t v : {static_cast<std::int32_t>(q.phase), q.player, q.node})
            w.i32(v);
        w.u8(q.chosen);
    }
    w.u8(s_.answer.has_value());
    if (s_.answer) {
        w.u32(s_.answer->answer.kind);
        w.u32(s_.answer->answer.target);
        w.i32(s_.answer->answer.a);
        w.i32(s_.answer->answer.b);
        w.u8(static_cast<std::uint8_t>(s_.answer->source));
        w.u32(s_.answer->index);
    }
}

std::uint64_t EventsGame::stateHash() const
{
    CanonicalWriter w;
    w.reserve(1024 + s_.tree.size() * 96);
    w.str("events/1");
    writeState(w);
    return w.hash();
}

namespace {

// A zone list's size or slot (see setList: the sizes and slots are written so that each
// write, applied in order or undone in reverse, leaves a consistent list).
void applySlot(std::vector<Listener>& v, FieldId f, std::int32_t value)
{
    if (f < 1000) {
        v.resize(static_cast<std::size_t>(std::clamp(value, 0, kMaxSlots)));
        return;
    }
    const int rest = (f - 1000) % 1024;
    const auto index = static_cast<std::size_t>(rest / 4);
    if (index >= v.size())
        v.resize(index + 1);
    switch (static_cast<SlotAttr>(rest % 4)) {
    case SlotAttr::Uid: v[index].uid = value; break;
    case SlotAttr::Def: v[index].def = value; break;
    case SlotAttr::Usage: v[index].usage = value; break;
    }
}

int listOfField(FieldId f)
{
    if (f > 100 && f < 109)
        return f - 100;
    return f >= 1000 ? (f - 1000) / 1024 : -1;
}

}  // namespace

void EventsGame::applyWrite(EntityId entity, FieldId f, std::int32_t v)
{
    if (entity == kGameEntity) {
        switch (static_cast<Field>(f)) {
        case Field::Round: s_.round = v; break;
        case Field::CurrentPlayer: s_.currentPlayer = v; break;
        case Field::Phase: s_.phase = static_cast<PhaseId>(std::clamp(v, 0, kPhaseCount - 1)); break;
        case Field::Winner: s_.winner = v; break;
        case Field::FirstPlayer: s_.firstPlayer = v; break;
        case Field::Recover: s_.recover = v != 0; break;
        case Field::ListenPos: s_.listenPos = v; break;
        case Field::LiveAmount: s_.live.a = v; break;
        case Field::LiveCancelled: s_.live.cancelled = v != 0; break;
        case Field::InstructionIndex: s_.instructionIndex = v; break;
        default: break;
        }
        return;
    }
    if (entity == playerEntity(0) || entity == playerEntity(1)) {
        PlayerState& ps = player(static_cast<std::int32_t>(entity - 2));
        if (f >= static_cast<FieldId>(Field::Dice) && f < static_cast<FieldId>(Field::Dice) + kDiceSlots) {
            ps.dice[f - static_cast<FieldId>(Field::Dice)] = v;
            return;
        }
        switch (static_cast<Field>(f)) {
        case Field::Active: ps.active = v; return;
        case Field::Ended: ps.ended = v != 0; return;
        case Field::Plunging: ps.plunging = v != 0; return;
        case Field::Fell: ps.fell = v != 0; return;
        case Field::RerollsLeft: ps.rerollsLeft = v; return;
        case Field::SwitchesLeft: ps.switchesLeft = v; return;
        default: break;
        }
        switch (static_cast<ListId>(listOfField(f))) {
        case ListId::TeamBuffs: applySlot(ps.teamBuffs, f, v); break;
        case ListId::Summons: applySlot(ps.summons, f, v); break;
        case ListId::Supports: applySlot(ps.supports, f, v); break;
        case ListId::Hand: applySlot(ps.hand, f, v); break;
        case ListId::Pile: {
            std::vector<Listener> tmp(ps.pile.size());
            for (std::size_t i = 0; i < tmp.size(); ++i)
                tmp[i].uid = ps.pile[i];
            applySlot(tmp, f, v);
            ps.pile.resize(tmp.size());
            for (std::size_t i = 0; i < tmp.size(); ++i)
                ps.pile[i] = tmp[i].uid;
            break;
        }
        default: break;
        }
        return;
    }
    const std::int32_t first = sc_->firstCharacterEntity;
    const std::int32_t count = sc_->characterCount[0] + sc_->characterCount[1];
    const std::int32_t k = static_cast<std::int32_t>(entity) - first;
    if (k < 0 || k >= count)
        return;
    const std::int32_t p = k < sc_->characterCount[0] ? 0 : 1;
    CharacterState& c = player(p).characters[static_cast<std::size_t>(p == 0 ? k : k - sc_->characterCount[0])];
    switch (static_cast<Field>(f)) {
    case Field::Hp: c.hp = v; return;
    case Field::MaxHp: c.maxHp = v; return;
    case Field::Alive: c.alive = v != 0; return;
    default: break;
    }
    if (listOfField(f) == static_cast<int>(ListId::Buffs)) {
        applySlot(c.buffs, f, v);
    } else if (listOfField(f) == static_cast<int>(ListId::Equipment) && f >= 1000) {
        const int rest = (f - 1000) % 1024;
        const int slot = rest / 4;
        if (slot >= kEquipmentSlots)
            return;
        Listener& e = c.equipment[slot];
        (rest % 4 == 0 ? e.uid : rest % 4 == 1 ? e.def : e.usage) = v;
    }
}

std::size_t EventsGame::memoryBytes() const
{
    std::size_t bytes = sizeof(*this);
    for (const PlayerState& p : s_.players) {
        bytes += (p.teamBuffs.capacity() + p.summons.capacity() + p.supports.capacity() + p.hand.capacity()) *
            sizeof(Listener);
        bytes += p.pile.capacity() * sizeof(std::int32_t);
        for (const CharacterState& c : p.characters)
            bytes += sizeof(CharacterState) + c.buffs.capacity() * sizeof(Listener);
    }
    bytes += s_.tree.capacity() * sizeof(Node) + (s_.queue.capacity() + s_.elist.capacity()) * sizeof(std::int32_t);
    bytes += s_.order.capacity() * sizeof(Loc);
    for (const SavedQueue& q : s_.saved)
        bytes += sizeof(SavedQueue) + q.queue.capacity() * sizeof(std::int32_t);
    return bytes;
}

}  // namespace ts::events
