#include "rulesets/stack/flowmodel.h"

#include "rulesets/stack/stacknames.h"
#include "session/gameas.h"
#include "session/sessioncontroller.h"

#include <algorithm>

namespace ts::gui {

using stack::Node;

const std::vector<Node>& FlowModel::nodes()
{
    static const std::vector<Node> all = {
        Node::GameStart,        Node::ChanceToTurnPlayer, Node::StageEmpty,     Node::ResetPassList,
        Node::TakeAction,       Node::IsInstant,          Node::Resolve,        Node::WinCheck,
        Node::AddToStage,       Node::TriggerCheck,       Node::TakeActionQ,    Node::RegisterPass,
        Node::AllPassed,        Node::TakeFromStage,      Node::MoveChance,     Node::InstantTriggered,
        Node::ResolveTriggered, Node::NormalTriggered,    Node::StageTriggered, Node::Over};
    return all;
}

FlowModel::FlowModel(SessionController* controller, QObject* parent)
    : QAbstractListModel(parent), controller_(controller), breakpoints_(nodes().size(), false)
{
    connect(controller_, &SessionController::sessionChanged, this, [this] { gate_.request(); });
    connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    connect(controller_, &SessionController::breakpointsChanged, this, [this] { gate_.request(); });
    refresh();
}

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
    return r >= 0 && breakpoints_[static_cast<std::size_t>(r)];
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
    case CurrentRole: return n == current_;
    case PreviousRole: return n == previous_ && current_ != Node::None;
    case NextRole: return n == next_ && next_ != current_;
    case ClauseRole: return StackNames::clauseOf(n);
    case BreakpointRole: return hasBreakpoint(n);
    default: return {};
    }
}

void FlowModel::refresh()
{
    Node current = Node::None, previous = Node::None, next = Node::None;
    std::vector<bool> bps(nodes().size(), false);
    const Game* state = controller_->hasSession() ? controller_->stateAtCursor() : nullptr;
    if (const auto* g = gameAs<stack::StackGame>(state)) {
        current = g->state().node;
        previous = g->state().from;
        next = g->state().pc;
    }
    if (const Session* s = controller_->session())
        for (const Breakpoint& bp : s->breakpoints())
            if (bp.enabled && bp.clause && !bp.kind && !bp.entity && !bp.condition)
                for (std::size_t r = 0; r < nodes().size(); ++r)
                    bps[r] = bps[r] ||
                        (!StackNames::clauseOf(nodes()[r]).isEmpty() &&
                         StackNames::clauseOf(nodes()[r]).toStdString() == *bp.clause);
    current_ = current;
    previous_ = previous;
    next_ = next;
    breakpoints_ = bps;
    emit dataChanged(index(0), index(rowCount() - 1));
    emit refreshed();
}

void FlowModel::toggleBreakpoint(Node n)
{
    const QString clause = StackNames::clauseOf(n);
    Session* s = controller_->session();
    if (clause.isEmpty() || !s)
        return;
    for (const Breakpoint& bp : s->breakpoints())
        if (bp.clause && *bp.clause == clause.toStdString() && !bp.kind && !bp.entity && !bp.condition) {
            controller_->removeBreakpoint(bp.id);
            return;
        }
    Breakpoint bp;
    bp.clause = clause.toStdString();
    controller_->addBreakpoint(std::move(bp));
}

}  // namespace ts::gui
