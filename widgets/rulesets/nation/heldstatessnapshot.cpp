#include "rulesets/nation/heldstatessnapshot.h"

#include "rulesets/nation/heldstatesmodel.h"
#include "rulesets/nation/statesnames.h"

#include "rulesets/nation/game.h"

#include <QStringList>

#include <algorithm>

// The texts are HeldStatesModel's: they keep the translation context they had when the model
// built them itself.
namespace ts::gui {

namespace {

using nation::HeldState;

// "3 states"; spelled out, as %n plurals read "3 state(s)" without a loaded translation.
QString statesCount(std::size_t n)
{
    if (n == 0)
        return HeldStatesModel::tr("no states");
    return n == 1 ? HeldStatesModel::tr("1 state") : HeldStatesModel::tr("%1 states").arg(n);
}

using Node = HeldStatesSnapshot::Node;
using RowKind = HeldStatesSnapshot::RowKind;

struct Build {
    Build(const nation::NationGame& g, const nation::NationGame* b) : game(g), before(b) {}
    const nation::NationGame& game;
    const nation::NationGame* before;  // the state one event earlier, if any
    std::vector<Node> nodes = std::vector<Node>(1);
    int states = 0, changed = 0;

    int add(int parent, Node n)
    {
        n.parent = parent;
        nodes.push_back(std::move(n));
        return static_cast<int>(nodes.size()) - 1;
    }

    // Granted or changed by the current event: not held one event earlier with these values.
    bool isChanged(const nation::Holder& h, const HeldState& st) const
    {
        if (!before || h.nation >= static_cast<int>(before->state().nations.size()))
            return false;
        const auto& ns = before->state().nations[static_cast<std::size_t>(h.nation)];
        if (h.unit >= static_cast<int>(ns.units.size()))
            return false;
        const auto& v = h.unit < 0 ? ns.states : ns.units[static_cast<std::size_t>(h.unit)].states;
        const auto it = std::find_if(v.begin(), v.end(), [&](const HeldState& s) { return s.serial == st.serial; });
        return it == v.end() || !(*it == st);
    }

    void addStates(int holderNode, const nation::Holder& h, const std::vector<HeldState>& held, bool outOfPlay)
    {
        const auto& sc = game.scenario();
        for (std::size_t k = 0; k < held.size(); ++k) {
            const HeldState& st = held[k];
            // Between two slot writes of a rule step (stateAt) a slot may hold no state yet.
            if (st.def < 0 || static_cast<std::size_t>(st.def) >= sc.states.size())
                continue;
            const auto& def = sc.states[static_cast<std::size_t>(st.def)];
            Node n;
            n.kind = RowKind::State;
            n.nation = h.nation;
            n.unit = h.unit;
            n.position = static_cast<int>(k);
            n.stacks = st.stacks;
            n.duration = st.duration;
            n.remainings = st.remainings;
            n.passive = def.passive;
            n.serial = st.serial;
            n.outOfPlay = outOfPlay;
            n.entity = game.holderEntity(h);
            n.stateId = NationNames::state(sc, st.def);
            n.holderName = NationNames::holder(sc, h);
            n.name = n.stateId;
            n.timings = def.passive ? HeldStatesModel::tr("passive") : NationNames::timings(def);
            const QString description = NationNames::stateDescription(sc, st.def);
            n.note = description.isEmpty() ? HeldStatesModel::tr("grant #%1").arg(st.serial)
                                           : HeldStatesModel::tr("%1 · grant #%2").arg(description).arg(st.serial);
            QStringList tip;
            tip << HeldStatesModel::tr("<b>%1</b> held by %2, position %3 of its state array")
                       .arg(n.stateId.toHtmlEscaped(), n.holderName.toHtmlEscaped())
                       .arg(k);
            if (!description.isEmpty())
                tip << description.toHtmlEscaped();
            tip << HeldStatesModel::tr("stacks: %1").arg(NationNames::stacksMeaning(st.stacks))
                << HeldStatesModel::tr("duration: %1").arg(NationNames::durationMeaning(st.duration))
                << HeldStatesModel::tr("remaining triggers: %1").arg(NationNames::remainingsMeaning(st.remainings));
            tip << (def.passive ? HeldStatesModel::tr("passive: never triggers; supplies modifiers and replacements")
                                : HeldStatesModel::tr("fires at: %1").arg(NationNames::timings(def)));
            n.changed = isChanged(h, st);
            if (n.changed)
                tip << HeldStatesModel::tr("<i>granted or changed by the current event</i>");
            n.tooltip = tip.join(QStringLiteral("<br>"));
            changed += n.changed ? 1 : 0;
            ++states;
            add(holderNode, std::move(n));
        }
    }

    void addNation(std::int32_t ni)
    {
        const auto& sc = game.scenario();
        const nation::NationState& ns = game.state().nations[static_cast<std::size_t>(ni)];
        Node nn;
        nn.kind = RowKind::Nation;
        nn.nation = ni;
        nn.unit = -1;
        nn.entity = game.nationEntity(ni);
        nn.name = NationNames::nation(sc, ni);
        nn.holderName = nn.name;
        nn.key = nn.name;
        nn.outOfPlay = ns.fallen();
        nn.note = ns.fallen() ? HeldStatesModel::tr("power %1 · fallen").arg(ns.power)
                              : HeldStatesModel::tr("power %1").arg(ns.power);
        std::size_t total = ns.states.size();
        for (const auto& u : ns.units)
            total += u.states.size();
        nn.timings = statesCount(total);
        const int nationNode = add(0, std::move(nn));

        Node own;
        own.kind = RowKind::Holder;
        own.nation = ni;
        own.unit = -1;
        own.entity = game.nationEntity(ni);
        own.holderName = NationNames::nation(sc, ni);
        own.name = HeldStatesModel::tr("Nation states");
        own.key = own.holderName + QStringLiteral("/");
        own.outOfPlay = ns.fallen();
        own.timings = statesCount(ns.states.size());
        own.note = HeldStatesModel::tr("before its units in priority (001:4.2.2)");
        const int ownNode = add(nationNode, std::move(own));
        addStates(ownNode, {ni, -1}, ns.states, ns.fallen());

        for (std::size_t u = 0; u < ns.units.size(); ++u) {
            const nation::UnitState& us = ns.units[u];
            const nation::Holder h{ni, static_cast<std::int32_t>(u)};
            Node un;
            un.kind = RowKind::Holder;
            un.nation = ni;
            un.unit = static_cast<int>(u);
            un.entity = us.id;
            un.holderName = NationNames::holder(sc, h);
            un.name = un.holderName;
            un.key = NationNames::nation(sc, ni) + QLatin1Char('/') + un.holderName;
            un.outOfPlay = us.dead() || ns.fallen();
            un.timings = statesCount(us.states.size());
            const QString place = us.row == nation::Row::Bench
                ? NationNames::row(us.row)
                : HeldStatesModel::tr("%1 %2").arg(NationNames::row(us.row)).arg(us.slot);
            un.note = HeldStatesModel::tr("%1 · HP %2/%3").arg(place).arg(us.hp).arg(us.maxHp);
            if (us.dead())
                un.note += HeldStatesModel::tr(" · dead");
            const int unitNode = add(nationNode, std::move(un));
            addStates(unitNode, h, us.states, us.dead() || ns.fallen());
        }
    }

    QString headline() const
    {
        const auto& s = game.state();
        QString where;
        if (s.currentRound == 0)
            where = HeldStatesModel::tr("Game start");
        else if (s.currentTurnIndex >= 1 && s.currentTurnIndex <= static_cast<int>(s.nations.size()))
            where = HeldStatesModel::tr("Round %1, %2's turn")
                        .arg(s.currentRound)
                        .arg(NationNames::nation(game.scenario(), s.currentTurnIndex - 1));
        else
            where = HeldStatesModel::tr("Round %1").arg(s.currentRound);
        QString text = HeldStatesModel::tr("%1: %2 held").arg(where, statesCount(static_cast<std::size_t>(states)));
        if (changed > 0)
            text += HeldStatesModel::tr(", %1 granted or changed by this event").arg(changed);
        return text;
    }
};

}  // namespace

HeldStatesSnapshot HeldStatesSnapshot::empty(const QString& why)
{
    HeldStatesSnapshot s;
    s.headline = why;
    return s;
}

HeldStatesSnapshot HeldStatesSnapshot::build(const nation::NationGame& game, const nation::NationGame* before,
                                             const Trace& trace, Seq cursor)
{
    Build b(game, before);
    for (std::size_t n = 0; n < game.state().nations.size(); ++n)
        b.addNation(static_cast<std::int32_t>(n));
    HeldStatesSnapshot s;
    s.valid = true;
    s.headline = b.headline();
    if (NationNames::cursorInPreview(trace, cursor))
        s.headline += HeldStatesModel::tr(" — the cursor is inside an NPC preview, which changes a copy of the game; "
                                          "these are the real game's states");
    s.nodes = std::move(b.nodes);
    s.stateCount = b.states;
    s.changedCount = b.changed;
    return s;
}

}  // namespace ts::gui
