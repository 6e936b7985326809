#include "rulesets/nation/heldstatesmodel.h"

#include "rulesets/nation/statesnames.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/nation/game.h"

#include <QFont>

#include <algorithm>

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

}  // namespace

struct HeldStatesModel::Build {
    Build(const nation::NationGame& g, const nation::NationGame* b) : game(g), before(b) {}
    const nation::NationGame& game;
    const nation::NationGame* before;  // the state one event earlier, if any
    Shape shape;
    std::vector<Node> nodes = std::vector<Node>(1);
    int states = 0, changed = 0;

    int add(int parent, Node n)
    {
        const int id = shape.add(parent, static_cast<int>(n.kind));
        nodes.push_back(std::move(n));
        return id;
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

HeldStatesModel::HeldStatesModel(SessionController* controller, QObject* parent)
    : StatesTreeModel(ColumnCount, parent), controller_(controller), nodes_(1)
{
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        resetPending_ = true;
        gate_.request();
    });
    connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    refresh();
}

HeldStatesModel::~HeldStatesModel() = default;

void HeldStatesModel::refresh()
{
    const nation::NationGame* game = NationNames::gameAtCursor(controller_);
    if (!game) {
        const QString reason = NationNames::notNationReason(controller_, tr("states panel"));
        replaceTree(Shape{}, resetPending_ || valid_, [&] {
            valid_ = false;
            nodes_.assign(1, Node{});
            stateCount_ = changedCount_ = 0;
            headline_ = reason;
        });
    } else {
        // The game at the cursor stays valid while the one before it is computed (both are
        // kept by the controller until the cursor moves).
        const nation::NationGame* before =
            controller_->cursor() > 0 ? gameAs<nation::NationGame>(controller_->stateBeforeCursor()) : nullptr;
        Build b(*game, before);
        for (std::size_t n = 0; n < game->state().nations.size(); ++n)
            b.addNation(static_cast<std::int32_t>(n));
        QString headline = b.headline();
        if (NationNames::cursorInPreview(controller_))
            headline += tr(" — the cursor is inside an NPC preview, which changes a copy of the game; these are the "
                           "real game's states");
        replaceTree(std::move(b.shape), resetPending_ || !valid_, [&] {
            valid_ = true;
            nodes_ = std::move(b.nodes);
            stateCount_ = b.states;
            changedCount_ = b.changed;
            headline_ = headline;
        });
    }
    resetPending_ = false;
    emit refreshed();
}

QModelIndex HeldStatesModel::holderIndex(int nation, int unit) const
{
    for (std::size_t i = 1; i < nodes_.size(); ++i)
        if (nodes_[i].kind == RowKind::Holder && nodes_[i].nation == nation && nodes_[i].unit == unit)
            return indexOfNode(static_cast<int>(i));
    return {};
}

QModelIndex HeldStatesModel::stateIndex(int nation, int unit, int position, int column) const
{
    for (std::size_t i = 1; i < nodes_.size(); ++i)
        if (nodes_[i].kind == RowKind::State && nodes_[i].nation == nation && nodes_[i].unit == unit &&
            nodes_[i].position == position)
            return indexOfNode(static_cast<int>(i), column);
    return {};
}

QString HeldStatesModel::groupKey(const QModelIndex& index) const
{
    const int n = nodeOf(index);
    return n < 0 ? QString() : nodes_[static_cast<std::size_t>(n)].key;
}

QVariant HeldStatesModel::nodeData(const Node& n, int column, int role) const
{
    const bool state = n.kind == RowKind::State;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn: return n.name;
        case StacksColumn: return state ? NationNames::stacks(n.stacks) : QVariant();
        case DurationColumn: return state ? NationNames::duration(n.duration) : QVariant();
        case RemainingsColumn: return state ? NationNames::remainings(n.remainings) : QVariant();
        case TimingsColumn: return n.timings;
        case NoteColumn: return n.note;
        }
        return {};
    case Qt::ToolTipRole:
        if (!state)
            return n.note;
        switch (column) {
        case StacksColumn: return NationNames::stacksMeaning(n.stacks);
        case DurationColumn: return NationNames::durationMeaning(n.duration);
        case RemainingsColumn: return NationNames::remainingsMeaning(n.remainings);
        default: return n.tooltip;
        }
    case Qt::TextAlignmentRole:
        if (column == StacksColumn || column == DurationColumn || column == RemainingsColumn)
            return int(Qt::AlignCenter);
        return {};
    case Qt::FontRole: {
        if (n.kind == RowKind::Nation || n.changed || (state && n.passive && column == TimingsColumn)) {
            QFont f;
            f.setBold(n.kind == RowKind::Nation || n.changed);
            f.setItalic(state && n.passive && column == TimingsColumn);
            return f;
        }
        return {};
    }
    case Qt::ForegroundRole:
        return n.outOfPlay || (!state && column == TimingsColumn) ? QVariant(PanelStyle::dimText()) : QVariant();
    case Qt::BackgroundRole: return n.changed ? QVariant(PanelStyle::changedFill()) : QVariant();
    case RowKindRole: return static_cast<int>(n.kind);
    case StateIdRole: return n.stateId;
    case StacksRole: return n.stacks;
    case DurationRole: return n.duration;
    case RemainingsRole: return n.remainings;
    case PassiveRole: return n.passive;
    case SerialRole: return static_cast<uint>(n.serial);
    case HolderNameRole: return n.holderName;
    case OutOfPlayRole: return n.outOfPlay;
    case ChangedRole: return n.changed;
    case EntityRole: return static_cast<uint>(n.entity);
    default: return {};
    }
}

QVariant HeldStatesModel::data(const QModelIndex& index, int role) const
{
    const int n = nodeOf(index);
    return n < 0 ? QVariant() : nodeData(nodes_[static_cast<std::size_t>(n)], index.column(), role);
}

QVariant HeldStatesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Holder / state");
        case StacksColumn: return tr("Stacks");
        case DurationColumn: return tr("Duration");
        case RemainingsColumn: return tr("Triggers left");
        case TimingsColumn: return tr("Fires at");
        case NoteColumn: return tr("Note");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case NameColumn:
            return tr("Each nation, its own states, then each unit of its unit array; states in array order "
                      "(001:4.2.2, 001:4.2.3)");
        case StacksColumn: return tr("Stack count; — = not stackable (null)");
        case DurationColumn: return tr("Turns left; ∞ = permanent (null)");
        case RemainingsColumn: return tr("Remaining triggers; ∞ = unlimited (null)");
        case TimingsColumn: return tr("The timings the state fires at, or passive");
        case NoteColumn: return tr("The state's description and grant serial; a holder's place and HP");
        }
    }
    return {};
}

}  // namespace ts::gui
