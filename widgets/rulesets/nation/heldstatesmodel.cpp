#include "rulesets/nation/heldstatesmodel.h"

#include "rulesets/nation/statesnames.h"
#include "session/panelstyle.h"

#include "rulesets/nation/game.h"

#include <QFont>

namespace ts::gui {

HeldStatesModel::HeldStatesModel(QObject* parent) : StatesTreeModel(ColumnCount, parent) {}

HeldStatesModel::~HeldStatesModel() = default;

void HeldStatesModel::setSnapshot(HeldStatesSnapshot snapshot)
{
    Shape shape;
    for (std::size_t i = 1; i < snapshot.nodes.size(); ++i)
        shape.add(snapshot.nodes[i].parent, static_cast<int>(snapshot.nodes[i].kind));
    // Between a game and none the model resets whatever the shapes.
    const bool reset = resetPending_ || snapshot.valid != snapshot_.valid;
    replaceTree(std::move(shape), reset, [&] { snapshot_ = std::move(snapshot); });
    resetPending_ = false;
    emit refreshed();
}

QModelIndex HeldStatesModel::holderIndex(int nation, int unit) const
{
    for (std::size_t i = 1; i < snapshot_.nodes.size(); ++i)
        if (snapshot_.nodes[i].kind == RowKind::Holder && snapshot_.nodes[i].nation == nation &&
            snapshot_.nodes[i].unit == unit)
            return indexOfNode(static_cast<int>(i));
    return {};
}

QModelIndex HeldStatesModel::stateIndex(int nation, int unit, int position, int column) const
{
    for (std::size_t i = 1; i < snapshot_.nodes.size(); ++i)
        if (snapshot_.nodes[i].kind == RowKind::State && snapshot_.nodes[i].nation == nation &&
            snapshot_.nodes[i].unit == unit && snapshot_.nodes[i].position == position)
            return indexOfNode(static_cast<int>(i), column);
    return {};
}

QString HeldStatesModel::groupKey(const QModelIndex& index) const
{
    const int n = nodeOf(index);
    return n < 0 ? QString() : snapshot_.nodes[static_cast<std::size_t>(n)].key;
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
    return n < 0 ? QVariant() : nodeData(snapshot_.nodes[static_cast<std::size_t>(n)], index.column(), role);
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
