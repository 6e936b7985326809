#include "rulesets/events/zonessnapshot.h"

#include "rulesets/events/eventsnames.h"

#include "rulesets/events/game.h"
#include "rulesets/events/kinds.h"

#include "kernel/trace/trace.h"

#include <algorithm>
#include <optional>

namespace ts::gui {

using events::Listener;
using events::Loc;
using events::Subzone;
using events::ZoneId;

namespace {

// Who hears (or answers, modifies, …) the event at the cursor: a uid and its player, or an
// entity when the trace names only that.
struct Hearing {
    int player = -1;
    std::int32_t uid = -1;
    EntityId entity = kNoEntity;
};

Hearing hearingAt(const events::EventsGame& g, const Trace& trace, Seq cursor)
{
    Hearing h;
    if (cursor >= trace.size())
        return h;
    const Event e = trace.at(cursor);
    const std::string kind = trace.kindName(e.kind);
    if (kind == "events.hear") {
        h.uid = e.arg[1];
        h.player = events::unpackAddress(e.arg[2]).player;
    } else if (kind == "events.answer") {
        const auto& tree = g.state().tree;
        if (e.arg[0] >= 0 && e.arg[0] < static_cast<std::int32_t>(tree.size())) {
            h.uid = tree[static_cast<std::size_t>(e.arg[0])].listener;
            h.player = tree[static_cast<std::size_t>(e.arg[0])].listenerAddress.player;
        }
    } else if (kind == "events.modify" || kind == "events.used-up" || kind == "events.address" ||
               kind == "events.address-miss") {
        h.entity = e.subject[0];
    }
    return h;
}

// A name inside its player's view: "Alice.Diluc" is "Diluc" under Alice.
QString withinPlayer(const events::EventsGame& g, int p, EntityId e)
{
    const QString name = EventsNames::entity(g, e);
    const QString prefix = EventsNames::entity(g, events::EventsGame::playerEntity(p)) + QLatin1Char('.');
    return name.startsWith(prefix) ? name.mid(prefix.size()) : name;
}

class Builder {
public:
    Builder(const events::EventsGame& g, const events::EventsGame* before, Hearing hearing)
        : g_(g), before_(before), hearing_(hearing)
    {}

    int add(ZonesSnapshot::Row r)
    {
        out.rows.push_back(std::move(r));
        return static_cast<int>(out.rows.size() - 1);
    }

    void listenerRow(int parent, const Loc& at, const Listener& l, const QString& slot)
    {
        ZonesSnapshot::Row r;
        r.parent = parent;
        r.kind = ZonesSnapshot::RowKind::Listener;
        r.player = at.player;
        r.listener = true;
        r.usedUp = l.usage == 0;
        const EntityId e = g_.listenerEntity(at, l);
        r.name = slot.isEmpty() ? withinPlayer(g_, at.player, e)
                                : QStringLiteral("%1: %2").arg(slot, withinPlayer(g_, at.player, e));
        r.address = EventsNames::address(g_.addressOf(at));
        if (at.zone == ZoneId::Hand) {
            // A card in hand answers its own play and hears what its hand reactions listen to;
            // its usage is shown once it is in play. Between two slot writes of a rule step
            // (stateAt) a slot may hold no card yet.
            r.detail = handDetail(l.def);
        } else {
            r.detail = l.usage < 0 ? EventsNames::tr("usage ∞") : EventsNames::tr("usage %1").arg(l.usage);
        }
        if (r.usedUp)
            r.detail += EventsNames::tr(" · used up, no longer listens");
        r.hearing = (hearing_.uid == l.uid && hearing_.player == at.player) ||
            (hearing_.uid < 0 && hearing_.entity == e && e != kNoEntity);
        if (before_) {
            const auto was = before_->findUid(at.player, l.uid);
            const Listener* old = was ? before_->listenerAt(*was) : nullptr;
            r.changed = !old || old->usage != l.usage || !(*was == at);
        }
        r.tooltip =
            EventsNames::tr("listener %1 (uid %2) at %3").arg(EventsNames::entity(g_, e)).arg(l.uid).arg(r.address);
        add(std::move(r));
    }

    // "event card · listens in hand to damage, card-over"
    QString handDetail(std::int32_t def) const
    {
        const auto& cards = g_.scenario().cards;
        if (def < 0 || static_cast<std::size_t>(def) >= cards.size())
            return EventsNames::tr("empty slot");
        const events::CardDef& card = cards[static_cast<std::size_t>(def)];
        QString detail = EventsNames::tr("%1 card").arg(QString::fromUtf8(events::cardKindName(card.kind).data()));
        QStringList kinds;
        for (const events::Reaction& re : card.handReactions)
            if (!kinds.contains(EventsNames::kind(re.when.on)))
                kinds << EventsNames::kind(re.when.on);
        if (!kinds.isEmpty())
            detail += EventsNames::tr(" · listens in hand to %1").arg(kinds.join(QStringLiteral(", ")));
        return detail;
    }

    void zone(int parent, int p, ZoneId z, const QString& title, const std::vector<Listener>& list, int limit)
    {
        ZonesSnapshot::Row r;
        r.parent = parent;
        r.kind = ZonesSnapshot::RowKind::Zone;
        r.player = p;
        r.name = title;
        r.address = QStringLiteral("{%1, %2}").arg(p).arg(QString::fromUtf8(events::zoneName(z).data()));
        r.detail = limit > 0 ? EventsNames::tr("%1 of %2").arg(list.size()).arg(limit)
                             : EventsNames::tr("%1, no limit").arg(list.size());
        const int row = add(std::move(r));
        for (std::size_t i = 0; i < list.size(); ++i)
            listenerRow(row, Loc{p, z, -1, Subzone::None, static_cast<std::int32_t>(i), list[i].uid}, list[i], {});
    }

    void characters(int parent, int p);
    void player(int p);

    ZonesSnapshot out;

private:
    const events::EventsGame& g_;
    const events::EventsGame* before_;
    Hearing hearing_;
};

void Builder::characters(int parent, int p)
{
    const auto& ps = g_.state().players[p];
    ZonesSnapshot::Row z;
    z.parent = parent;
    z.player = p;
    z.name = EventsNames::tr("Characters");
    z.address = QStringLiteral("{%1, characters}").arg(p);
    z.detail = EventsNames::tr("%1 characters").arg(ps.characters.size());
    const int zoneRow = add(std::move(z));
    const char* slotNames[] = {QT_TRANSLATE_NOOP("EventsNames", "weapon"), QT_TRANSLATE_NOOP("EventsNames", "artifact"),
                               QT_TRANSLATE_NOOP("EventsNames", "talent")};
    for (std::size_t c = 0; c < ps.characters.size(); ++c) {
        const auto& ch = ps.characters[c];
        const auto ci = static_cast<std::int32_t>(c);
        ZonesSnapshot::Row r;
        r.parent = zoneRow;
        r.kind = ZonesSnapshot::RowKind::Character;
        r.player = p;
        r.listener = true;
        r.active = ps.active == ci;
        r.defeated = !ch.alive;
        const EntityId e = g_.characterEntity(p, ci);
        r.name = withinPlayer(g_, p, e);
        r.address = EventsNames::address(
            g_.addressOf(Loc{p, ZoneId::Characters, ci, Subzone::None, ci, g_.characterUid(p, ci)}));
        r.detail = EventsNames::tr("HP %1/%2").arg(ch.hp).arg(ch.maxHp);
        if (r.active)
            r.detail += EventsNames::tr(" · active");
        if (r.defeated)
            r.detail += EventsNames::tr(" · defeated");
        r.hearing = (hearing_.uid == g_.characterUid(p, ci) && hearing_.player == p) ||
            (hearing_.uid < 0 && hearing_.entity == e);
        if (before_) {
            const auto& old = before_->state().players[p];
            r.changed = old.characters.size() > c &&
                (old.characters[c].hp != ch.hp || old.characters[c].alive != ch.alive ||
                 (old.active == ci) != r.active);
        }
        r.tooltip = EventsNames::tr("a character is a listener too: it answers its own skills");
        const int row = add(std::move(r));
        for (int k = 0; k < events::kEquipmentSlots; ++k)
            if (!ch.equipment[k].empty())
                listenerRow(row, Loc{p, ZoneId::Characters, ci, static_cast<Subzone>(k), 0, ch.equipment[k].uid},
                            ch.equipment[k], EventsNames::tr(slotNames[k]));
        for (std::size_t b = 0; b < ch.buffs.size(); ++b)
            listenerRow(row,
                        Loc{p, ZoneId::Characters, ci, Subzone::Buffs, static_cast<std::int32_t>(b), ch.buffs[b].uid},
                        ch.buffs[b], EventsNames::tr("buff"));
    }
}

void Builder::player(int p)
{
    const auto& ps = g_.state().players[p];
    ZonesSnapshot::Row pr;
    pr.kind = ZonesSnapshot::RowKind::Player;
    pr.player = p;
    pr.name = EventsNames::entity(g_, events::EventsGame::playerEntity(p));
    pr.address = QStringLiteral("player %1").arg(p);
    const int playerRow = add(std::move(pr));
    out.playerRow[p] = playerRow;

    ZonesSnapshot::Row data;
    data.parent = playerRow;
    data.kind = ZonesSnapshot::RowKind::PlayerData;
    data.player = p;
    data.name = EventsNames::tr("Player data");
    QStringList flags;
    flags << (ps.ended ? EventsNames::tr("round ended") : EventsNames::tr("in the round"));
    if (ps.plunging)
        flags << EventsNames::tr("plunging attack next");
    if (ps.fell)
        flags << EventsNames::tr("a character fell this round");
    data.detail = flags.join(QStringLiteral(" · "));
    data.tooltip = EventsNames::tr(
        "PlayerData History: active character index, ended the round, the next normal attack is a plunging attack, "
        "a character fell this round");
    if (before_) {
        const auto& o = before_->state().players[p];
        data.changed = o.ended != ps.ended || o.plunging != ps.plunging || o.fell != ps.fell;
    }
    add(std::move(data));

    characters(playerRow, p);
    zone(playerRow, p, ZoneId::TeamBuffs, EventsNames::tr("Team buffs"), ps.teamBuffs, 0);
    zone(playerRow, p, ZoneId::Summons, EventsNames::tr("Summons"), ps.summons, events::kSummonLimit);
    zone(playerRow, p, ZoneId::Supports, EventsNames::tr("Supports"), ps.supports, events::kSupportLimit);
    zone(playerRow, p, ZoneId::Hand, EventsNames::tr("Hand"), ps.hand, events::kHandLimit);

    ZonesSnapshot::Row dice;
    dice.parent = playerRow;
    dice.kind = ZonesSnapshot::RowKind::Counts;
    dice.player = p;
    dice.addressable = false;
    dice.name = EventsNames::tr("Dice pool");
    dice.address = EventsNames::tr("not addressable");
    QStringList counts;
    for (int e = 0; e < events::kDiceSlots; ++e)
        if (ps.dice[e] > 0)
            counts << QStringLiteral("%1 %2").arg(QString::fromUtf8(events::elementName(e).data())).arg(ps.dice[e]);
    dice.detail = counts.isEmpty() ? EventsNames::tr("no dice") : counts.join(QStringLiteral(" · "));
    dice.tooltip = EventsNames::tr(
        "A vector of counts, one per element id, omni last; unordered, so it cannot be addressed (004:address)");
    if (before_)
        dice.changed =
            !std::equal(std::begin(ps.dice), std::end(ps.dice), std::begin(before_->state().players[p].dice));
    add(std::move(dice));

    ZonesSnapshot::Row pile;
    pile.parent = playerRow;
    pile.kind = ZonesSnapshot::RowKind::Counts;
    pile.player = p;
    pile.addressable = false;
    pile.name = EventsNames::tr("Pile");
    pile.address = EventsNames::tr("not addressable");
    pile.detail = EventsNames::tr("%1 cards, unordered").arg(ps.pile.size());
    pile.tooltip = EventsNames::tr("The pile is completely unordered: a card is drawn at random (004:zone/pile)");
    if (before_)
        pile.changed = before_->state().players[p].pile.size() != ps.pile.size();
    add(std::move(pile));
}

}  // namespace

ZonesSnapshot ZonesSnapshot::empty(const QString& why)
{
    ZonesSnapshot s;
    s.headline = why;
    return s;
}

ZonesSnapshot ZonesSnapshot::build(const events::EventsGame& g, const events::EventsGame* before, const Trace& trace,
                                   Seq cursor)
{
    Builder b(g, before, hearingAt(g, trace, cursor));
    b.player(0);
    b.player(1);
    ZonesSnapshot out = std::move(b.out);
    out.valid = true;
    int changed = 0;
    for (const Row& r : out.rows)
        changed += r.changed;
    const auto& st = g.state();
    out.headline = EventsNames::tr("Round %1 · phase %2 · %3 to act")
                       .arg(st.round)
                       .arg(EventsNames::phase(st.phase),
                            EventsNames::entity(g, events::EventsGame::playerEntity(st.currentPlayer)));
    if (changed > 0)
        out.headline += EventsNames::tr(" · %1 changed by this event").arg(changed);
    return out;
}

}  // namespace ts::gui
