#include "rulesets/stack/flowsnapshot.h"

#include "rulesets/stack/stacknames.h"

#include "rulesets/stack/game.h"

#include "kernel/session/session.h"

namespace ts::gui {

using stack::Node;

const std::vector<Node>& FlowSnapshot::nodes()
{
    static const std::vector<Node> all = {
        Node::GameStart,        Node::ChanceToTurnPlayer, Node::StageEmpty,     Node::ResetPassList,
        Node::TakeAction,       Node::IsInstant,          Node::Resolve,        Node::WinCheck,
        Node::AddToStage,       Node::TriggerCheck,       Node::TakeActionQ,    Node::RegisterPass,
        Node::AllPassed,        Node::TakeFromStage,      Node::MoveChance,     Node::InstantTriggered,
        Node::ResolveTriggered, Node::NormalTriggered,    Node::StageTriggered, Node::Over};
    return all;
}

FlowSnapshot FlowSnapshot::empty()
{
    FlowSnapshot out;
    out.breakpoints.assign(nodes().size(), false);
    return out;
}

FlowSnapshot FlowSnapshot::build(const stack::StackGame* game, const std::vector<Breakpoint>& breakpoints)
{
    FlowSnapshot out = empty();
    if (game) {
        out.current = game->state().node;
        out.previous = game->state().from;
        out.next = game->state().pc;
    }
    // Only a breakpoint on the clause alone is the node's: one with a kind, an entity or a
    // condition stops elsewhere too.
    for (const Breakpoint& bp : breakpoints)
        if (bp.enabled && bp.clause && !bp.kind && !bp.entity && !bp.condition)
            for (std::size_t r = 0; r < nodes().size(); ++r)
                out.breakpoints[r] = out.breakpoints[r] ||
                    (!StackNames::clauseOf(nodes()[r]).isEmpty() &&
                     StackNames::clauseOf(nodes()[r]).toStdString() == *bp.clause);
    return out;
}

}  // namespace ts::gui
