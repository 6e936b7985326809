#include "clauses.h"

#include <array>

namespace ts::stack {
namespace {

// Order must match enum class Clause. The plain ids are CLAUSES.md's lines verbatim.
constexpr std::array<ClauseInfo, static_cast<std::size_t>(Clause::Count_)> kClauses{{
    {"002:1", "Game start: decide the first player, prepare."},
    {"002:2", "The chance moves to the turn player."},
    {"002:3", "Is the stage empty?"},
    {"002:4", "The pass list is reset."},
    {"002:5", "The chance holder takes an action (declares it, pays, chooses targets)."},
    {"002:6", "Instant effect or normal effect?"},
    {"002:7", "Resolve the effect."},
    {"002:8", "Win check."},
    {"002:9", "Add the action to the stage."},
    {"002:10", "Trigger check."},
    {"002:10-1", "Did an action with an instant effect trigger?"},
    {"002:10-2", "Resolve triggered instant actions, turn player's first, a win check after each."},
    {"002:10-3", "Did an action with a normal effect trigger?"},
    {"002:10-4", "Add triggered actions to the stage, turn player's first."},
    {"002:11", "Does the chance holder take an action?"},
    {"002:12", "Register the pass in the pass list (never twice)."},
    {"002:13", "Has every player passed?"},
    {"002:14", "Take the most recent action off the stage."},
    {"002:15", "The chance moves to another player."},
    {"002:timing/main", "A main action needs the chance, the turn and an empty stage."},
    {"002:timing/quick", "A quick action needs the chance."},
    {"002:end-action", "An end action passes the turn to another player."},
    {"002:controller",
     "An action is interpreted from its controller's point of view; a component's controller may differ from its "
     "owner."},
    {"002:1#first-player", "The first player is the scenario's, or drawn at random when the scenario says \"random\"."},
    {"002:1#setup", "Preparation: the scenario's zones are shuffled and every player draws its opening components."},
    {"002:5#rejected", "An answer that is not a legal action now is rejected, and the player is asked again."},
    {"002:5#target",
     "The action's target is chosen (before the costs, so that a payment never takes away the only target)."},
    {"002:5#pay", "The component for each unit of a cost is chosen; every cost is paid when the action is taken."},
    {"002:5#no-action",
     "With the stage empty the chance holder must act; with no legal action the game cannot go on (stalled)."},
    {"002:5#action-limit", "The scenario's limit on actions taken ends the game."},
    {"002:7#target-gone",
     "A target that no longer qualifies when the action resolves: the action resolves without effect."},
    {"002:9#stage-limit", "The scenario's stage limit ends the game when one more action would not fit."},
    {"002:10#triggered",
     "A triggered ability's condition holds: its action triggers (controller: the ability's controller) and waits for "
     "the trigger check."},
    {"002:10#loop-limit",
     "The scenario's limit on trigger checks between two actions players take ends the game (triggers that keep "
     "triggering)."},
    {"002:10-2#order",
     "A player with several triggered instant actions chooses which resolves next (default: the order they "
     "triggered)."},
    {"002:10-4#order",
     "A player with several triggered normal actions chooses which goes on the stage next (default: the order they "
     "triggered)."},
    {"002:11#rejected",
     "An answer that is neither a pass nor a legal action now is rejected, and the player is asked again."},
    {"002:end-action#turn-limit", "The scenario's turn limit ends the game when the turn would pass beyond it."},
}};

}  // namespace

void registerClauses() { clauseBase = ClauseRegistry::instance().add(kClauses); }

}  // namespace ts::stack
