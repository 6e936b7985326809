// The state as a value: traced writes (and applyWrite, which replays them), the canonical
// hash, the size. Every list the panels show (the pass list, the stage, the waiting
// triggers, the action in hand) changes only through writes, slot by slot, so the state
// between any two events of a step can be rebuilt.
#include "game.h"

#include "kernel/io/canonical.h"
#include "kernel/write_event.h"

#include <algorithm>
#include <limits>

namespace ts::stack {

namespace {

std::int32_t& attr(Entry& e, std::int32_t a)
{
    switch (static_cast<EntryAttr>(a)) {
    case EntryAttr::Action: return e.action;
    case EntryAttr::Controller: return e.controller;
    case EntryAttr::Source: return e.source;
    case EntryAttr::Target: return e.target;
    case EntryAttr::TargetEntry: return e.targetEntry;
    case EntryAttr::Serial: return e.serial;
    case EntryAttr::AddedAt: return e.addedAt;
    case EntryAttr::Triggered: return e.triggered;
    case EntryAttr::Cause: return e.cause;
    case EntryAttr::Batch:
    case EntryAttr::Count_: break;
    }
    return e.batch;
}

constexpr auto kAttrs = static_cast<std::int32_t>(EntryAttr::Count_);
constexpr FieldId fid(Field f) { return static_cast<FieldId>(f); }

// A slot of a list written by pushEntry/removeEntry: the list grows to reach it and sheds
// empty slots at its end (a push writes the action first, a clear writes it last).
void setSlot(std::vector<Entry>& v, std::size_t k, std::int32_t a, std::int32_t value)
{
    if (v.size() <= k)
        v.resize(k + 1);
    attr(v[k], a) = value;
    while (!v.empty() && v.back().empty())
        v.pop_back();
}

void entry(CanonicalWriter& w, const Entry& e)
{
    Entry copy = e;
    for (std::int32_t a = 0; a < kAttrs; ++a)
        w.i32(attr(copy, a));
}

}  // namespace

void StackGame::event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0, EntityId s1, std::int32_t a0,
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

void StackGame::write(EventSink& sink, EntityId entity, FieldId f, std::int32_t& ref, std::int32_t value, Clause c,
                      std::uint8_t depth)
{
    writeField(sink, entity, f, ref, value, id(c), depth);
}

// An entry of the stage, the pending list or the action in hand, attribute by attribute: each
// write traced, then applied as applyWrite applies it (a list grows to reach the slot and
// sheds the empty entries at its end), so the state at each write is exactly its effect.
void StackGame::writeEntry(EventSink& sink, FieldId base, Entry old, const Entry& value, Clause c, std::uint8_t depth)
{
    Entry v = value;
    const auto one = [&](std::int32_t a) {
        std::int32_t was = attr(old, a);
        const std::int32_t now = attr(v, a);
        if (was == now)
            return;
        write(sink, 1, static_cast<FieldId>(base + a), was, now, c, depth);
        applyWrite(1, static_cast<FieldId>(base + a), now);
    };
    if (!value.empty())
        one(0);
    for (std::int32_t a = 1; a < kAttrs; ++a)
        one(a);
    if (value.empty())
        one(0);
}

void StackGame::pushEntry(EventSink& sink, std::vector<Entry>& v, Field base, const Entry& e, Clause c,
                          std::uint8_t depth)
{
    const std::size_t k = v.size();
    writeEntry(sink, static_cast<FieldId>(fid(base) + k * kEntryStride), Entry{}, e, c, depth);
    v.resize(k + 1);  // already so, unless the entry is empty
}

Entry StackGame::removeEntry(EventSink& sink, std::vector<Entry>& v, Field base, std::size_t index, Clause c,
                             std::uint8_t depth)
{
    const Entry out = v[index];
    const std::size_t last = v.size() - 1;
    for (std::size_t k = index; k < last; ++k)
        writeEntry(sink, static_cast<FieldId>(fid(base) + k * kEntryStride), v[k], v[k + 1], c, depth);
    writeEntry(sink, static_cast<FieldId>(fid(base) + last * kEntryStride), v[last], Entry{}, c, depth);
    v.resize(last);  // already so: the cleared last entry was shed
    return out;
}

void StackGame::setCurrent(EventSink& sink, const Entry& e, Clause c, std::uint8_t depth)
{
    writeEntry(sink, fid(Field::CurrentAttr), s_.current, e, c, depth);
}

void StackGame::setPassList(EventSink& sink, const std::vector<std::int32_t>& list, Clause c, std::uint8_t depth)
{
    std::vector<std::int32_t> slots(s_.passList.size());
    for (std::size_t k = 0; k < slots.size(); ++k)
        slots[k] = s_.passList[k] + 1;
    const std::size_t n = std::max(slots.size(), list.size());
    slots.resize(n, 0);
    for (std::size_t k = n; k-- > 0;) {
        const std::int32_t value = k < list.size() ? list[k] + 1 : 0;
        if (slots[k] == value)
            continue;
        write(sink, 1, static_cast<FieldId>(fid(Field::PassSlot) + k), slots[k], value, c, depth);
        applyWrite(1, static_cast<FieldId>(fid(Field::PassSlot) + k), value);  // each slot at its own write
    }
    s_.passList = list;
}

std::int32_t StackGame::position(Seq seq) const
{
    return static_cast<std::int32_t>(std::min<Seq>(seq, static_cast<Seq>(std::numeric_limits<std::int32_t>::max())));
}

void StackGame::applyWrite(EntityId entity, FieldId f, std::int32_t v)
{
    if (entity == 1) {
        switch (static_cast<Field>(f)) {
        case Field::TurnPlayer: s_.turnPlayer = v; return;
        case Field::ChanceHolder: s_.chanceHolder = v; return;
        case Field::TurnNumber: s_.turnNumber = v; return;
        case Field::ActionsTaken: s_.actionsTaken = v; return;
        case Field::TurnActions: s_.turnActions = v; return;
        default: break;
        }
        if (f >= fid(Field::PendingSlot)) {
            const std::size_t k = (f - fid(Field::PendingSlot)) / kEntryStride;
            const std::int32_t a = (f - fid(Field::PendingSlot)) % kEntryStride;
            if (a < kAttrs && k < kPendingSlotsMax)
                setSlot(s_.pending, k, a, v);
        } else if (f >= fid(Field::StageSlot)) {
            const std::size_t k = (f - fid(Field::StageSlot)) / kEntryStride;
            const std::int32_t a = (f - fid(Field::StageSlot)) % kEntryStride;
            if (a < kAttrs && k < static_cast<std::size_t>(kMaxStage))
                setSlot(s_.stage, k, a, v);
        } else if (f >= fid(Field::CurrentAttr)) {
            if (f - fid(Field::CurrentAttr) < kAttrs)
                attr(s_.current, f - fid(Field::CurrentAttr)) = v;
        } else if (f >= fid(Field::PassSlot) && f < fid(Field::PassSlot) + kMaxPlayers) {
            const std::size_t k = f - fid(Field::PassSlot);
            if (s_.passList.size() <= k)
                s_.passList.resize(k + 1, -1);
            s_.passList[k] = v > 0 ? v - 1 : -1;  // an edited file's INT32_MIN must not overflow
            while (!s_.passList.empty() && s_.passList.back() < 0)
                s_.passList.pop_back();
        }
        return;
    }
    std::int32_t* counters = nullptr;
    std::size_t size = 0;
    if (const std::int32_t p = sc_->playerOf(entity); p >= 0) {
        PlayerState& ps = s_.players[static_cast<std::size_t>(p)];
        if (f == fid(Field::Lost))
            ps.lost = v;
        else if (f == fid(Field::Won))
            ps.won = v;
        counters = ps.counters.data();
        size = ps.counters.size();
    } else if (const std::int32_t c = sc_->componentOf(entity); c >= 0) {
        ComponentState& cs = s_.components[static_cast<std::size_t>(c)];
        switch (static_cast<Field>(f)) {
        case Field::Controller: cs.controller = v; break;
        case Field::Zone: cs.zone = v; break;
        case Field::ZonePlayer: cs.zonePlayer = v; break;
        case Field::Order: cs.order = v; break;
        default: break;
        }
        counters = s_.componentCounters.data() + static_cast<std::size_t>(c) * sc_->counters.size();
        size = sc_->counters.size();
    }
    if (counters && f >= fid(Field::CounterBase) && f < fid(Field::CounterBase) + size)
        counters[f - fid(Field::CounterBase)] = v;
}

// What the state hash and a trace file's checkpoint state (state_codec.cpp) both hold, in
// this order (the codec reads it back in the same order).
void StackGame::writeState(CanonicalWriter& w) const
{
    for (std::int32_t v : {s_.turnPlayer, s_.chanceHolder, s_.turnNumber, s_.actionsTaken, s_.turnActions,
                           static_cast<std::int32_t>(s_.pc), static_cast<std::int32_t>(s_.node),
                           static_cast<std::int32_t>(s_.from), s_.loops, static_cast<std::int32_t>(s_.await),
                           s_.orderPlayer, s_.topOrder, s_.bottomOrder, s_.outcome, s_.winner})
        w.i32(v);
    w.u8(s_.overflow);
    w.u32(s_.nextSerial);
    w.u64(rng_.state());
    w.u64(rng_.increment());
    w.u32(static_cast<std::uint32_t>(s_.passList.size()));
    for (std::int32_t p : s_.passList)
        w.i32(p);
    for (const auto* list : {&s_.stage, &s_.pending}) {
        w.u32(static_cast<std::uint32_t>(list->size()));
        for (const Entry& e : *list)
            entry(w, e);
    }
    entry(w, s_.current);
    for (std::int32_t v : {s_.decl.action, s_.decl.source, s_.decl.target, s_.decl.targetEntry})
        w.i32(v);
    w.u8(s_.decl.targetChosen);
    w.u32(static_cast<std::uint32_t>(s_.decl.paid.size()));
    for (std::int32_t c : s_.decl.paid)
        w.i32(c);
    w.u8(s_.answer.has_value());
    if (s_.answer) {
        w.u32(s_.answer->answer.kind);
        w.u32(s_.answer->answer.target);
        w.i32(s_.answer->answer.a);
        w.i32(s_.answer->answer.b);
        w.u8(static_cast<std::uint8_t>(s_.answer->source));
        w.u32(s_.answer->index);
    }
    for (const PlayerState& p : s_.players) {
        w.i32(p.lost);
        w.i32(p.won);
        w.u32(p.scriptPos);
        for (std::int32_t c : p.counters)
            w.i32(c);
    }
    for (const ComponentState& c : s_.components) {
        for (std::int32_t v : {c.owner, c.controller, c.zone, c.zonePlayer, c.order})
            w.i32(v);
    }
    for (std::int32_t k : s_.componentCounters)
        w.i32(k);
}

std::uint64_t StackGame::stateHash() const
{
    CanonicalWriter w;
    w.reserve(512 + s_.components.size() * 32);
    w.str("stack/1");
    writeState(w);
    return w.hash();
}

std::size_t StackGame::memoryBytes() const
{
    std::size_t bytes = sizeof(*this);
    bytes +=
        (s_.stage.capacity() + s_.pending.capacity()) * sizeof(Entry) + s_.passList.capacity() * sizeof(std::int32_t);
    for (const PlayerState& p : s_.players)
        bytes += sizeof(PlayerState) + p.counters.capacity() * sizeof(std::int32_t);
    bytes += s_.components.capacity() * sizeof(ComponentState);
    bytes += s_.componentCounters.capacity() * sizeof(std::int32_t);
    return bytes + s_.decl.paid.capacity() * sizeof(std::int32_t);
}

}  // namespace ts::stack
