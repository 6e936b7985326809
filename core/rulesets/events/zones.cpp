// The zones: addressing (004:address, the seed's GameInstance::get), and every change of a
// zone's listener list as slot writes, so the state between writes can be rebuilt.
#include "game.h"

namespace ts::events {

namespace {
ListId listIdOf(ZoneId z)
{
    switch (z) {
    case ZoneId::TeamBuffs: return ListId::TeamBuffs;
    case ZoneId::Summons: return ListId::Summons;
    case ZoneId::Supports: return ListId::Supports;
    default: return ListId::Hand;
    }
}
}  // namespace

EventsGame::Found EventsGame::get(const Address& a) const
{
    Found f;
    if (a.player < 0 || a.player > 1) {
        f.error = AddressError::NoSuchPlayer;
        return f;
    }
    const PlayerState& ps = player(a.player);
    f.loc.player = a.player;
    f.loc.zone = a.zone;
    switch (a.zone) {
    case ZoneId::Pile:
    case ZoneId::Dice: f.error = AddressError::Unaddressable; return f;
    case ZoneId::Characters: {
        if (a.index < 0 || a.index >= static_cast<std::int32_t>(ps.characters.size())) {
            f.error = AddressError::NoSuchIndex;
            return f;
        }
        const CharacterState& c = ps.characters[static_cast<std::size_t>(a.index)];
        f.loc.character = a.index;
        f.loc.sub = a.subzone;
        if (a.subzone == Subzone::None) {
            f.loc.index = a.index;
            f.loc.uid = characterUid(a.player, a.index);
        } else if (a.subzone == Subzone::Buffs) {
            if (a.offset < 0 || a.offset >= static_cast<std::int32_t>(c.buffs.size())) {
                f.error = AddressError::NoSuchIndex;
                return f;
            }
            f.loc.index = a.offset;
            f.listener = &c.buffs[static_cast<std::size_t>(a.offset)];
        } else if (static_cast<int>(a.subzone) >= 0 && static_cast<int>(a.subzone) < kEquipmentSlots) {
            f.listener = &c.equipment[static_cast<int>(a.subzone)];
            if (f.listener->empty()) {
                f.error = AddressError::Empty;
                f.listener = nullptr;
                return f;
            }
        } else {
            f.error = AddressError::NoSuchSubzone;
            return f;
        }
        break;
    }
    default: {
        const std::vector<Listener>& list = a.zone == ZoneId::TeamBuffs ? ps.teamBuffs
            : a.zone == ZoneId::Summons                                 ? ps.summons
            : a.zone == ZoneId::Supports                                ? ps.supports
                                                                        : ps.hand;
        if (a.index < 0 || a.index >= static_cast<std::int32_t>(list.size())) {
            f.error = AddressError::NoSuchIndex;
            return f;
        }
        f.loc.index = a.index;
        f.listener = &list[static_cast<std::size_t>(a.index)];
        break;
    }
    }
    if (f.listener)
        f.loc.uid = f.listener->uid;
    return f;
}

Address EventsGame::addressOf(const Loc& l) const
{
    Address a;
    a.player = l.player;
    a.zone = l.zone;
    a.index = l.zone == ZoneId::Characters ? l.character : l.index;
    a.subzone = l.zone == ZoneId::Characters ? l.sub : Subzone::None;
    a.offset = a.subzone == Subzone::Buffs ? l.index : 0;
    return a;
}

const Listener* EventsGame::listenerAt(const Loc& l) const
{
    if (l.zone == ZoneId::Characters && l.sub == Subzone::None)
        return nullptr;
    const Found f = get(addressOf(l));
    return f.error ? nullptr : f.listener;
}

std::int32_t EventsGame::holderOf(const Loc& l) const
{
    return l.zone == ZoneId::Characters ? l.character : player(l.player).active;
}

std::vector<Listener>* EventsGame::listOf(std::int32_t p, ZoneId zone, std::int32_t character)
{
    PlayerState& ps = player(p);
    switch (zone) {
    case ZoneId::TeamBuffs: return &ps.teamBuffs;
    case ZoneId::Summons: return &ps.summons;
    case ZoneId::Supports: return &ps.supports;
    case ZoneId::Hand: return &ps.hand;
    case ZoneId::Characters: return &ps.characters[static_cast<std::size_t>(character)].buffs;
    default: return nullptr;
    }
}

std::optional<Loc> EventsGame::findUid(std::int32_t p, std::int32_t uid) const
{
    for (const Loc& l : responseOrder(p))
        if (l.player == p && l.uid == uid && !(l.zone == ZoneId::Characters && l.sub == Subzone::None))
            return l;
    return std::nullopt;
}

// A list's new contents as writes: the size first when it grows, then every slot that
// changes, then the size when it shrinks (undone in reverse, each step is consistent). Each
// write changes the list right after it is traced (exact at every event): a grown list gets
// empty slots with its size, a shrunk one loses them with its size.
void EventsGame::setList(EventSink& sink, EntityId entity, ListId list, std::vector<Listener>& v,
                         std::vector<Listener> next, Clause c)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 2);
    const auto oldSize = static_cast<std::int32_t>(v.size()), newSize = static_cast<std::int32_t>(next.size());
    const Listener none;
    if (newSize > oldSize) {
        write(sink, entity, listSizeField(list), oldSize, newSize, c, d);
        v.resize(static_cast<std::size_t>(newSize), none);
    }
    for (std::int32_t i = 0; i < std::max(oldSize, newSize); ++i) {
        Listener& o = v[static_cast<std::size_t>(i)];
        const Listener& n = i < newSize ? next[static_cast<std::size_t>(i)] : none;
        write(sink, entity, slotField(list, i, SlotAttr::Uid), o.uid, n.uid, c, d);
        o.uid = n.uid;
        write(sink, entity, slotField(list, i, SlotAttr::Def), o.def, n.def, c, d);
        o.def = n.def;
        write(sink, entity, slotField(list, i, SlotAttr::Usage), o.usage, n.usage, c, d);
        o.usage = n.usage;
    }
    if (newSize < oldSize)
        write(sink, entity, listSizeField(list), oldSize, newSize, c, d);
    v = std::move(next);
}

void EventsGame::setPile(EventSink& sink, std::int32_t p, std::vector<std::int32_t> next, Clause c)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 2);
    std::vector<std::int32_t>& v = player(p).pile;
    const auto oldSize = static_cast<std::int32_t>(v.size()), newSize = static_cast<std::int32_t>(next.size());
    if (newSize > oldSize) {
        write(sink, playerEntity(p), listSizeField(ListId::Pile), oldSize, newSize, c, d);
        v.resize(static_cast<std::size_t>(newSize), -1);
    }
    for (std::int32_t i = 0; i < std::max(oldSize, newSize); ++i) {
        std::int32_t& slot = v[static_cast<std::size_t>(i)];
        const std::int32_t n = i < newSize ? next[static_cast<std::size_t>(i)] : -1;
        write(sink, playerEntity(p), slotField(ListId::Pile, i, SlotAttr::Uid), slot, n, c, d);
        slot = n;
    }
    if (newSize < oldSize)
        write(sink, playerEntity(p), listSizeField(ListId::Pile), oldSize, newSize, c, d);
    v = std::move(next);
}

void EventsGame::setEquipment(EventSink& sink, std::int32_t p, std::int32_t c, std::int32_t slot, Listener l, Clause cl)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 2);
    Listener& o = player(p).characters[static_cast<std::size_t>(c)].equipment[slot];
    const EntityId e = characterEntity(p, c);
    write(sink, e, slotField(ListId::Equipment, slot, SlotAttr::Uid), o.uid, l.uid, cl, d);
    o.uid = l.uid;
    write(sink, e, slotField(ListId::Equipment, slot, SlotAttr::Def), o.def, l.def, cl, d);
    o.def = l.def;
    write(sink, e, slotField(ListId::Equipment, slot, SlotAttr::Usage), o.usage, l.usage, cl, d);
    o = l;
}

void EventsGame::setUsage(EventSink& sink, const Loc& at, std::int32_t usage, Clause c)
{
    const auto d = static_cast<std::uint8_t>(popDepth() + 2);
    Listener* l = const_cast<Listener*>(listenerAt(at));
    if (!l)
        return;
    if (at.zone == ZoneId::Characters) {
        const bool buff = at.sub == Subzone::Buffs;
        write(sink, characterEntity(at.player, at.character),
              slotField(buff ? ListId::Buffs : ListId::Equipment, buff ? at.index : static_cast<int>(at.sub),
                        SlotAttr::Usage),
              l->usage, usage, c, d);
    } else {
        write(sink, playerEntity(at.player), slotField(listIdOf(at.zone), at.index, SlotAttr::Usage), l->usage, usage,
              c, d);
    }
    l->usage = usage;
}

void EventsGame::place(EventSink& sink, const Loc& at, Clause c)
{
    const Listener* l = listenerAt(at);
    if (!l)
        return;
    const EntityId holder =
        at.zone == ZoneId::Characters ? characterEntity(at.player, at.character) : playerEntity(at.player);
    event(sink, Kind::Placed, c, static_cast<std::uint8_t>(popDepth() + 1), listenerEntity(at, *l), holder, l->uid,
          packAddress(addressOf(at)), l->usage);
}

// Takes a listener out of its zone; the zone gives the listeners behind it their new
// addresses (the seed: an address "can only be maintained by the zone").
void EventsGame::remove(EventSink& sink, const Loc& at, RemoveReason why, Clause c)
{
    const Listener* l = listenerAt(at);
    if (!l)
        return;
    const Listener gone = *l;
    const auto d = static_cast<std::uint8_t>(popDepth() + 1);
    const EntityId holder =
        at.zone == ZoneId::Characters ? characterEntity(at.player, at.character) : playerEntity(at.player);
    event(sink, Kind::Removed, c, d, listenerEntity(at, gone), holder, gone.uid, packAddress(addressOf(at)),
          static_cast<std::int32_t>(why));
    if (at.zone == ZoneId::Characters && at.sub != Subzone::Buffs) {
        setEquipment(sink, at.player, at.character, static_cast<int>(at.sub), Listener{}, c);
        return;
    }
    std::vector<Listener>* list = listOf(at.player, at.zone, at.character);
    std::vector<Listener> next = *list;
    next.erase(next.begin() + at.index);
    const EntityId owner =
        at.zone == ZoneId::Characters ? characterEntity(at.player, at.character) : playerEntity(at.player);
    setList(sink, owner, at.zone == ZoneId::Characters ? ListId::Buffs : listIdOf(at.zone), *list, std::move(next), c);
    for (std::size_t i = static_cast<std::size_t>(at.index); i < list->size(); ++i) {
        Loc moved = at;
        moved.index = static_cast<std::int32_t>(i);
        moved.uid = (*list)[i].uid;
        Loc was = moved;
        was.index = static_cast<std::int32_t>(i + 1);
        event(sink, Kind::Readdressed, Clause::Address, d, listenerEntity(moved, (*list)[i]), kNoEntity, moved.uid,
              packAddress(addressOf(was)), packAddress(addressOf(moved)));
    }
}

}  // namespace ts::events
