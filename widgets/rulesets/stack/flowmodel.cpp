#include "rulesets/stack/flowmodel.h"

#include "rulesets/stack/stacknames.h"

#include <algorithm>

namespace ts::gui {

using stack::Node;

FlowModel::FlowModel(QObject* parent) : QAbstractListModel(parent) {}

int FlowModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(nodes().size());
}

int FlowModel::rowOf(Node n) const
{
    const auto it = std::find(nodes().begin(), nodes().end(), n);
    return it == nodes().end() ? -1 : static_cast<int>(it - nodes().begin());
}

bool FlowModel::hasBreakpoint(Node n) const
{
    const int r = rowOf(n);
    return r >= 0 && static_cast<std::size_t>(r) < snapshot_.breakpoints.size() &&
        snapshot_.breakpoints[static_cast<std::size_t>(r)];
}

QVariant FlowModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Node n = nodes()[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return StackNames::nodeLabel(n) + QLatin1Char(' ') + StackNames::nodeQuestion(n);
    case Qt::ToolTipRole:
        return StackNames::clauseOf(n).isEmpty()
            ? StackNames::nodeQuestion(n)
            : tr("%1 %2 (%3): click to set or clear a breakpoint on this clause")
                  .arg(StackNames::nodeLabel(n), StackNames::nodeQuestion(n), StackNames::clauseOf(n));
    case NodeRole: return static_cast<int>(n);
    case LabelRole: return StackNames::nodeLabel(n);
    case QuestionRole: return StackNames::nodeQuestion(n);
    case CurrentRole: return n == snapshot_.current;
    case PreviousRole: return n == snapshot_.previous && snapshot_.current != Node::None;
    case NextRole: return n == snapshot_.next && snapshot_.next != snapshot_.current;
    case ClauseRole: return StackNames::clauseOf(n);
    case BreakpointRole: return hasBreakpoint(n);
    default: return {};
    }
}

void FlowModel::setSnapshot(FlowSnapshot snapshot)
{
    snapshot_ = std::move(snapshot);
    emit dataChanged(index(0), index(rowCount() - 1));
    emit refreshed();
}

}  // namespace ts::gui
