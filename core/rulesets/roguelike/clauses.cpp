#include "clauses.h"

#include <array>

namespace ts::roguelike {
namespace {

// Order must match enum class Clause.
constexpr std::array<ClauseInfo, static_cast<std::size_t>(Clause::Count_)> kClauses{{
    {"000:table",
     "The turn's action table: Player rows in Runs 1..k for speed k; AI rows of speed 1 in the last Run, of speed k ≥ "
     "2 in Runs 1..k."},
    {"000:table/runs", "The number of Runs in the turn is the highest speed on the map (slow counts as 1)."},
    {"000:table/order", "Runs execute left to right; inside a Run, rows top to bottom (Player, Friend, Enemy)."},
    {"000:merge",
     "AI run merge: an AI row's actions in a Run without Player actions move into the Run to the left when that Run "
     "also holds an action of the row (right to left, cascading)."},
    {"000:run/manual", "Phase 1 of a Run: manual action of each Player row."},
    {"000:run/minor", "Phase 2 of a Run: AI minor action (e.g. move) of each not-yet-acted AI row."},
    {"000:run/major",
     "Phase 3 of a Run: AI major action (attack, or a minor action that became possible) of each not-yet-acted AI "
     "row."},
    {"000:tokens/deal", "At turn start each unit receives as many action tokens as its speed."},
    {"000:tokens/slow", "A slow unit receives its token only every second turn."},
    {"000:tokens/spend",
     "Acting spends one token; the scheduler (or the command's sender) spends it, the executor only reports whether "
     "the action consumes."},
    {"000:tokens/skip", "A scheduled slot of a unit without a token is skipped."},
    {"000:speed/up",
     "Speeding up mid-turn adds a token and inserts a new row after the last not-yet-acted row of that speed in the "
     "current Run (else right after the acting row)."},
    {"000:speed/down", "Slowing down mid-turn removes a token."},
    {"000:debt",
     "An action forced while controlled always spends a token and may go below zero; the debt lowers next turn's "
     "tokens."},
    {"000:attacks/double", "A unit with two attacks per action issues two attack commands in one major action."},
    {"000:attacks/limited", "A fast unit with one attack per turn keeps an attacks-left count, reset at turn start."},
    {"000:table/order#game-end",
     "The game ends after the scenario's last turn, or when one side has no living unit left."},
    {"003:queue/current", "The loop takes the current actor of the actor queue."},
    {"003:brain/decide", "With no queued action, the actor's brain is asked for the next actions."},
    {"003:input/inject", "The player's actor gets its actions from input; the loop waits until there is one."},
    {"003:energy/gain", "The actor gains energy from its speed (erf table or named table)."},
    {"003:energy/act", "With energy ≥ the action cost, the actor performs its current action."},
    {"003:action/alternative",
     "An action may return an alternative action, which is performed instead, until none is left."},
    {"003:energy/spend", "Only a successful action spends the action cost."},
    {"003:action/done", "A done action leaves the actor's action queue."},
    {"003:queue/proceed", "The loop moves on to the next actor."},
    {"003:queue/current#turn",
     "A turn is one rotation of the actor queue: it ends when the queue proceeds from its last actor back to its "
     "first."},
    {"003:queue/current#game-end",
     "The game ends after the scenario's number of visits, when one side has no living actor left, or when an AI brain "
     "queues nothing (the loop would visit it forever)."},
    {"003:brain/decide#ai",
     "An AI brain chooses its actions: chase the nearest opponent, wander, keep a distance, or queue the next plan of "
     "its script; equally good steps are drawn at random."},
    {"003:action/alternative#attack",
     "The attack a walk into another actor becomes: the attacker's attack is taken from the target's HP; at 0 HP the "
     "target is defeated."},
    {"003:action/alternative#open-door", "The door a walk into a closed door opens: it becomes an open door."},
    {"003:energy/act#rest", "Resting takes its number of turns: each one succeeds; it is done on the last."},
    {"003:energy/act#speed",
     "A speed change sets the actor's speed (within the table's range) and so its energy per visit."},
    {"003:queue/proceed#remove", "A defeated actor leaves the actor queue."},
}};

}  // namespace

void registerClauses() { clauseBase = ClauseRegistry::instance().add(kClauses); }

}  // namespace ts::roguelike
