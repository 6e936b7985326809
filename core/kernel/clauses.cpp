#include "clauses.h"

#include <algorithm>
#include <array>

namespace ts {
namespace {

// Order must match enum class Clause.
constexpr std::array<ClauseInfo, static_cast<std::size_t>(Clause::Count_)> kClauses{{
    {"", ""},
    {"000:table", "The turn's action table: Player rows in Runs 1..k for speed k; AI rows of speed 1 in the last Run, of speed k ≥ 2 in Runs 1..k."},
    {"000:table/runs", "The number of Runs in the turn is the highest speed on the map (slow counts as 1)."},
    {"000:table/order", "Runs execute left to right; inside a Run, rows top to bottom (Player, Friend, Enemy)."},
    {"000:merge", "AI run merge: an AI row's actions in a Run without Player actions move into the Run to the left when that Run also holds an action of the row (right to left, cascading)."},
    {"000:run/manual", "Phase 1 of a Run: manual action of each Player row."},
    {"000:run/minor", "Phase 2 of a Run: AI minor action (e.g. move) of each not-yet-acted AI row."},
    {"000:run/major", "Phase 3 of a Run: AI major action (attack, or a minor action that became possible) of each not-yet-acted AI row."},
    {"000:tokens/deal", "At turn start each unit receives as many action tokens as its speed."},
    {"000:tokens/slow", "A slow unit receives its token only every second turn."},
    {"000:tokens/spend", "Acting spends one token; the scheduler (or the command's sender) spends it, the executor only reports whether the action consumes."},
    {"000:tokens/skip", "A scheduled slot of a unit without a token is skipped."},
    {"000:speed/up", "Speeding up mid-turn adds a token and inserts a new row after the last not-yet-acted row of that speed in the current Run (else right after the acting row)."},
    {"000:speed/down", "Slowing down mid-turn removes a token."},
    {"000:debt", "An action forced while controlled always spends a token and may go below zero; the debt lowers next turn's tokens."},
    {"000:attacks/double", "A unit with two attacks per action issues two attack commands in one major action."},
    {"000:attacks/limited", "A fast unit with one attack per turn keeps an attacks-left count, reset at turn start."},
    {"000:table/order#game-end", "The game ends after the scenario's last turn, or when one side has no living unit left."},
    {"003:queue/current", "The loop takes the current actor of the actor queue."},
    {"003:brain/decide", "With no queued action, the actor's brain is asked for the next actions."},
    {"003:input/inject", "The player's actor gets its actions from input; the loop waits until there is one."},
    {"003:energy/gain", "The actor gains energy from its speed (erf table or named table)."},
    {"003:energy/act", "With energy ≥ the action cost, the actor performs its current action."},
    {"003:action/alternative", "An action may return an alternative action, which is performed instead, until none is left."},
    {"003:energy/spend", "Only a successful action spends the action cost."},
    {"003:action/done", "A done action leaves the actor's action queue."},
    {"003:queue/proceed", "The loop moves on to the next actor."},
    {"001:3.1.1", "Game start: load the stage, round counter 0, stage id, round limit and decisive power, nations from the stage."},
    {"001:3.1.2", "Repeat rounds until the end condition."},
    {"001:3.1.3", "Game end: highest power wins; ties: the earliest in turn order among the tied gains +1 until unique."},
    {"001:3.2.1/1", "Round start: the round counter is incremented."},
    {"001:3.2.1/2", "Round start: the current turn index is set to 0."},
    {"001:3.2.1/3", "Round start: every nation's remaining domestic count is set to the stage's domestic count."},
    {"001:3.2.1/4", "Round start: state processing (RoundStart)."},
    {"001:3.2.2/1", "Each nation's turn: the current turn index is incremented."},
    {"001:3.2.2/2", "A nation holding the Fallen state is skipped."},
    {"001:3.2.2/3", "Otherwise the nation's turn runs."},
    {"001:3.2.3/1", "Round end: nations at 0 power get the Fallen state."},
    {"001:3.2.3/2", "Round end: state processing (RoundEnd)."},
    {"001:3.2.3/3", "Round end: the game ends if only one nation without the Fallen state is left."},
    {"001:3.2.3/4", "Round end: otherwise the next round starts."},
    {"001:3.2.3/3#round-limit", "The game ends at the end of the round limit's last round (SPEC §4 \"Game end\")."},
    {"001:3.2.3/3#decisive-power", "The game ends when a nation's power has reached the stage's decisive power (checked at each turn end and round end)."},
    {"001:3.3.1", "Turn start: state processing (TurnStart)."},
    {"001:3.3.2/player-1", "Player domestic phase: wait for the player's command choice."},
    {"001:3.3.2/player-2", "A domestic command runs its effects in order, then state processing (AfterDomesticCommand), then the player chooses again."},
    {"001:3.3.2/player-3", "A battle command goes to the battle phase."},
    {"001:3.3.2/player-4", "Another action command goes to the action phase."},
    {"001:3.3.2/player-1#rejected", "An answer that is not a selectable command is rejected and the player is asked again."},
    {"001:3.3.2/player-4#end-turn", "The player may end the turn without a battle or an action (as an NPC does when no action command is selectable)."},
    {"001:3.3.2/npc-1", "NPC domestic phase: each selectable domestic command is previewed on a deep copy (effects, then state processing) and scored."},
    {"001:3.3.2/npc-2", "The domestic command with the highest score is chosen (ties: the first in the command array)."},
    {"001:3.3.2/npc-3", "The chosen command's effects run in order."},
    {"001:3.3.2/npc-4", "State processing (AfterDomesticCommand)."},
    {"001:3.3.2/npc-5", "Back to step 1."},
    {"001:3.3.2/npc-6", "With no selectable domestic command, the decision phase follows."},
    {"001:3.3.2/score", "Command priority score = power × target military ratio + Σ(HP + attack) of Front units."},
    {"001:3.3.3/1", "NPC decision: the hostile nation closest in military power is the candidate."},
    {"001:3.3.3/2", "If own military power × belligerence > the candidate's, battle the candidate."},
    {"001:3.3.3/3", "Otherwise each selectable action command is previewed on a deep copy (its effects) and scored."},
    {"001:3.3.3/4", "The action command with the highest score is chosen."},
    {"001:3.3.3/4#none", "With no selectable action command the NPC does nothing and its turn ends."},
    {"001:3.3.3/military", "Military power = Σ(HP + attack) of Front units × the nation's state factor."},
    {"001:3.3.4/1", "Action phase: the chosen command's effects run in order."},
    {"001:3.3.4/2", "Action phase: state processing (AfterAction)."},
    {"001:3.3.5.2/1", "Battle start: the attack index is set to 0."},
    {"001:3.3.5.2/2", "Battle start: the attacking and defending nations are set."},
    {"001:3.3.5.2/3", "Battle start: the pending power steal is set to 0."},
    {"001:3.3.5.2/4", "Battle start: state processing (BattleStart)."},
    {"001:3.3.5.2/5", "Battle start: the attack order is built."},
    {"001:3.3.5.2/order", "Attack order: skill priority, then position (back first), then attacking nation first."},
    {"001:3.3.5.3.1/1", "Attack start: the attacker at the current index of the attack order is taken."},
    {"001:3.3.5.3.1/2", "A dead attacker is popped from the attack order and the next one is taken."},
    {"001:3.3.5.3.1/3", "The attacker becomes the current attacker."},
    {"001:3.3.5.3.1/4", "The target index is set to 0."},
    {"001:3.3.5.3.1/5", "This attack's power damage is set to 0."},
    {"001:3.3.5.3.1/6", "Attack start: state processing (AttackStart)."},
    {"001:3.3.5.3.1/2#bench", "An attacker moved to the Bench during the battle is popped like a dead one."},
    {"001:3.3.5.3.2/1", "Target decision: the target array is filled with nulls, as long as the skill's range."},
    {"001:3.3.5.3.2/2", "If the opposing Front row has no living unit, the array stays all null."},
    {"001:3.3.5.3.2/3.1", "The skill's normal range is chosen if a living unit is in it."},
    {"001:3.3.5.3.2/3.2", "Else the range one row behind."},
    {"001:3.3.5.3.2/3.3", "Else the range two rows behind."},
    {"001:3.3.5.3.2/3.4", "Else the range one row in front."},
    {"001:3.3.5.3.2/3.5", "Else the range two rows in front."},
    {"001:3.3.5.3.2/3.6", "The target array = the living units of the chosen range in slot order, then a null per empty slot."},
    {"001:3.3.5.3.3/1", "Before attack: the skill's pre-attack effects."},
    {"001:3.3.5.3.3/2", "Before attack: state processing (BeforeAttack)."},
    {"001:3.3.5.3.4/1", "Unit damage: the target array's element at the target index is taken."},
    {"001:3.3.5.3.4/2", "A null element goes to the power damage step."},
    {"001:3.3.5.3.4/3", "Damage = the attacker's attack × the skill's damage rate."},
    {"001:3.3.5.3.4/4", "The damage is subtracted from the target's HP."},
    {"001:3.3.5.3.4/5", "The skill's unit effects are applied."},
    {"001:3.3.5.3.4/6", "The target index is incremented."},
    {"001:3.3.5.3.4/7", "At the end of the target array, the power damage step follows."},
    {"001:3.3.5.3.4/8", "Otherwise the next element is processed."},
    {"001:3.3.5.3.5/1", "Power damage: skipped when the attacker belongs to the defending nation."},
    {"001:3.3.5.3.5/2", "Per target slot: attack × power steal rate × HP-loss rate (1 for null), added to the pending steal."},
    {"001:3.3.5.3.5/3", "The skill's nation effects are applied."},
    {"001:3.3.5.3.6/1", "After attack: the skill's post-attack effects."},
    {"001:3.3.5.3.6/2", "After attack: state processing (AfterAttack)."},
    {"001:3.3.5.3.7/1", "Attack end: battle units at 0 HP get the Dead state."},
    {"001:3.3.5.3.7/2", "Attack end: state processing (AttackEnd)."},
    {"001:3.3.5.4/1", "Battle end: the pending steal (at most the defender's power) moves from defender to attacker."},
    {"001:3.3.5.4/2", "Battle end: state processing (BattleEnd)."},
    {"001:3.3.6/1", "Turn end: state processing (TurnEnd); durations of the nation's states count down."},
    {"001:4.1.1", "Fractions are always rounded up."},
    {"001:4.1.2", "Power, HP, attack and other main quantities are clamped to [0, 1 000 000 000]."},
    {"001:4.2.1", "Priority between nations: current turn player, then the next ones in turn order."},
    {"001:4.2.2", "Priority inside a nation: nation states, then units in unit array order."},
    {"001:4.2.3", "Priority inside a holder: state array order."},
    {"001:4.2/fixed", "The order is fixed when processing starts; states granted meanwhile are not added."},
    {"001:4.3/1", "Grant: look up the state's master data."},
    {"001:4.3/2.1", "Grant blocked by a held upper-exclusive state."},
    {"001:4.3/2.2", "Same-rank exclusion: each held same-rank state loses a stack (or is removed at 1 stack / unstackable); the new state is not granted."},
    {"001:4.3/2.3", "Lower-rank exclusion: held lower-rank states are removed, and granting continues."},
    {"001:4.3/2.4", "A deep copy of the master state is prepared."},
    {"001:4.3/2.5", "The copy gets the holder's unit and nation ids and is pushed onto the holder's state array."},
    {"001:4.3/3.1", "Already held: the stack count is incremented (if stackable)."},
    {"001:4.3/3.2", "Already held: the remaining duration is reset to the master value (if not null)."},
    {"001:4.3/3.3", "Already held: the remaining triggers are reset to the master value (if not null)."},
    {"001:4.4/1", "State processing builds its queue in priority order from the state at that moment."},
    {"001:4.4/2", "State processing pops and applies each state whose timing matches (effects in order, remaining triggers −1, removed at 0)."},
    {"001:4.4/duration", "A state's duration counts down at its nation's turn end; removed at 0."},
    {"001:5", "Every effect goes through the effect wrapper, which may replace it with another."},
    {"001:5#replaced", "A replacement rule of a held state substitutes the effect; the same rule never replaces within its own replacement (no loops)."},
    {"001:5#no-target", "An effect whose target does not exist here (no battle, no unit) does nothing."},
}};

}  // namespace

const std::vector<ClauseInfo>& clauseTable()
{
    static const std::vector<ClauseInfo> table(kClauses.begin(), kClauses.end());
    return table;
}

std::optional<ClauseId> findClause(std::string_view id)
{
    const auto& t = clauseTable();
    for (std::size_t i = 1; i < t.size(); ++i)
        if (t[i].id == id)
            return static_cast<ClauseId>(i);
    return std::nullopt;
}

std::string_view baseClause(std::string_view id)
{
    const auto hash = id.find('#');
    return hash == std::string_view::npos ? id : id.substr(0, hash);
}

}  // namespace ts
