#include "clauses.h"

#include <array>

namespace ts::events {
namespace {

// Order must match enum class Clause.
constexpr std::array<ClauseInfo, static_cast<std::size_t>(Clause::Count_)> kClauses{{
    {"004:queue/pop", "The head event is taken off the queue."},
    {"004:queue/listen",
     "Each listener, in response order, may react with new events (filters drop unrelated events)."},
    {"004:queue/listen#usage",
     "A reaction spends the listener's usage; a listener whose usage reaches 0 stops listening and answers its own "
     "discard."},
    {"004:queue/execute", "The event is executed."},
    {"004:queue/execute#defeated",
     "A character whose HP reaches 0 is defeated: its equipment and buffs are discarded and its player's \"a character "
     "fell this round\" is set."},
    {"004:queue/execute#game-over",
     "A player whose characters are all defeated loses: the winner is set and the game ends."},
    {"004:queue/execute#cancelled",
     "An event a listener cancelled is over: executing it changes nothing and it gets no over event."},
    {"004:queue/over", "An event that is not over gets its over event appended to the reactions."},
    {"004:queue/prepend", "The reactions go in front of the rest of the queue (depth-first order)."},
    {"004:queue/prepend#limit",
     "An event tree that grows past the scenario's event limit ends the game (a runaway chain of answers)."},
    {"004:interrupt/raise", "Execution raises an interrupt (death of the active character → DeathSwap)."},
    {"004:interrupt/save", "The queue is saved and the game waits in a stable state for an instruction."},
    {"004:interrupt/save#dropped",
     "The answers gathered for the interrupting event and its over event are not in the saved queue: the pseudo-code "
     "saves q before q = elist + q."},
    {"004:interrupt/recover", "After the instruction, the saved queue is restored and processing goes on."},
    {"004:phase",
     "A signal event switches the phase (GameStart, RollPhase, HandSwitch, RoundStart, Combat, RoundEnd, DeathSwap)."},
    {"004:phase#first-player",
     "GameStart decides who goes first: the scenario's first player, or a traced random draw."},
    {"004:phase#round",
     "RollPhase begins a round: the round counter +1, both players' round flags reset, rerolls dealt; RoundEnd "
     "discards unused dice; HandSwitch happens in the first round only."},
    {"004:phase#round-limit", "After the RoundEnd of the scenario's last round the game ends without a winner."},
    {"004:instruction", "A player instruction is translated into events; the game is stable before and after it."},
    {"004:instruction#rejected", "An instruction that is not legal now is rejected and the player is asked again."},
    {"004:instruction#turn",
     "A combat action (skill, switch, end of round) passes the turn to the opponent unless the opponent ended the "
     "round; the first player to end the round goes first next round."},
    {"004:instruction#cost",
     "Dice are paid when the skill, card or switch executes: aligned dice from the active character's element, then "
     "omni; any dice from the other elements (most first), then the aligned element, then omni."},
    {"004:instruction#plunging",
     "A switch makes the player's next normal attack a plunging attack; using a skill or a new round clears it."},
    {"004:address", "A listener is addressed by {player, zone, index} (and a character's sub-zone)."},
    {"004:address#miss", "An address with no listener (or no living character) there: the effect does nothing."},
    {"004:zone/hand",
     "The hand holds at most 10 cards; each card in it is a listener (it hears events like any other listener)."},
    {"004:zone/support", "At most 4 supports; a new one may replace an old one."},
    {"004:zone/summon", "At most 4 summons; a summon of the same name is refreshed."},
    {"004:zone/summon#buff",
     "A buff added where a buff of the same name is held refreshes it (its usage is reset) instead of adding a "
     "second."},
    {"004:zone/order", "Listener response order follows zone order (characters, team buffs, summons, supports, hand)."},
    {"004:zone/pile",
     "The pile is unordered: a card is drawn from it at random; cards return to it at the start and after a hand "
     "switch."},
    {"004:zone/dice",
     "The dice pool is a vector of counts, one per element id, omni last; rolled dice land on a random face."},
    {"004:queue/pop#seeded",
     "A scenario may seed the queue with explicit events: the loop starts from that queue, before the GameStart "
     "signal."},
}};

}  // namespace

void registerClauses() { clauseBase = ClauseRegistry::instance().add(kClauses); }

}  // namespace ts::events
