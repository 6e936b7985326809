#pragma once
// Where the game is on the seed's core flow (①–⑮) and trigger check (⑩-1..⑩-4) at one
// event: the node it has just run (lit), the node before it (the edge just taken leads from
// it), the node it runs next, and which nodes carry a breakpoint on their clause. Built from
// the game at the cursor and the session's breakpoints; FlowModel shows it.
#include "rulesets/stack/state.h"

#include <vector>

namespace ts {
struct Breakpoint;
}

namespace ts::stack {
class StackGame;
}

namespace ts::gui {

struct FlowSnapshot {
    stack::Node current = stack::Node::None, previous = stack::Node::None, next = stack::Node::None;
    std::vector<bool> breakpoints;  // one per node, in nodes() order (empty: none)

    static const std::vector<stack::Node>& nodes();  // the map's nodes, in row order
    // `game` null: no game of the core rules, nothing lit (the breakpoints still shown).
    static FlowSnapshot build(const stack::StackGame* game, const std::vector<Breakpoint>& breakpoints);
    static FlowSnapshot empty();  // no session: nothing lit, no breakpoint
};

}  // namespace ts::gui
