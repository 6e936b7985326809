#pragma once
// The state of an events game as a copyable value: the seed's data hierarchy (game data →
// player data → zones → listeners), the event queue with the tree it unfolds, the saved
// queues of interrupts, and the engine's program counter.
#include "model.h"
#include "scenario.h"

#include "kernel/decision.h"
#include "kernel/draw/rng.h"
#include "kernel/event.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace ts::events {

// The player's instructions (the answers of decision points).
enum class AnswerKind : std::uint16_t {
    Choose = 0,  // a = character def: the active character (GameStart, DeathSwap)
    Reroll,  // a = element mask
    SwitchHand,  // a = hand index mask
    Skill,  // a = skill def
    Card,  // a = card def (the first such card in hand), b = character def, kReplaceBase + support slot, or -1
    Switch,  // a = character def
    End,  // declare the end of the round
    Count_
};

// Answer::b of a support card played into a full zone: kReplaceBase + the slot to replace.
inline constexpr std::int32_t kReplaceBase = 1000;

// One listener in a zone. What kind of listener it is follows from the zone it is in; its
// definition is a card (hand, supports, equipment) or a status (buffs, summons).
struct Listener {
    std::int32_t uid = -1;
    std::int32_t def = -1;
    std::int32_t usage = -1;  // -1 unlimited; 0: used up, it no longer listens
    bool empty() const { return uid < 0; }
    bool operator==(const Listener&) const = default;
};

struct CharacterState {
    std::int32_t hp = 0;
    std::int32_t maxHp = 0;
    bool alive = true;
    Listener equipment[kEquipmentSlots];  // weapon, artifact, talent
    std::vector<Listener> buffs;
};

struct PlayerState {
    // Seed "PlayerData / History".
    std::int32_t active = -1;  // character index, -1 before the first choice
    bool ended = false;  // ended the round
    bool plunging = false;  // the next normal attack is a plunging attack
    bool fell = false;  // a character fell this round
    // The phases' own bookkeeping.
    std::int32_t rerollsLeft = 0;
    std::int32_t switchesLeft = 0;
    std::int32_t dice[kDiceSlots] = {};
    // Zones.
    std::vector<CharacterState> characters;
    std::vector<Listener> teamBuffs, summons, supports, hand;
    std::vector<std::int32_t> pile;  // card uids, unordered
    std::uint32_t scriptPos = 0;
};

// A game event as it travels through the queue.
struct GameEvent {
    EvKind kind = EvKind::Phase;
    std::int32_t player = 0;  // whose event it is (its listeners answer first)
    std::int32_t targetPlayer = -1;
    std::int32_t character = -1;  // the character it targets (or uses)
    std::int32_t a = 0, b = 0, def = -1;
    std::int32_t source = -1;  // the listener uid that answered it; -1 for an instruction's or phase's own event
    bool over = false;  // an over event, or an event a listener cancelled
    bool cancelled = false;
    bool plunging = false;
    bool operator==(const GameEvent&) const = default;
};

inline GameEvent gameEvent(EvKind k, std::int32_t player, std::int32_t targetPlayer = -1, std::int32_t character = -1,
                           std::int32_t a = 0)
{
    GameEvent e;
    e.kind = k;
    e.player = player;
    e.targetPlayer = targetPlayer;
    e.character = character;
    e.a = a;
    return e;
}

inline constexpr Seq kNever = std::numeric_limits<Seq>::max();

// One node of the event tree: the event, who answered it to whom, and the trace positions
// at which it entered the queue, was popped, finished, or was dropped by an interrupt. The
// views show the tree as it stood at any event by comparing these positions with it.
struct Node {
    GameEvent ev;
    std::int32_t parent = -1;  // -1: a root (the event of an instruction or a phase)
    std::int32_t depth = 0;
    std::int32_t listener = -1;  // the answering listener's uid
    EntityId listenerEntity = kNoEntity;
    Address listenerAddress;  // where it was when it answered
    bool isOver = false;  // appended as its parent's over event
    bool phaseRoot = false;  // a root of a phase's sequence (else of an instruction's)
    bool seeded = false;  // a root of the scenario's queue section (the first tree)
    bool saved = false;  // was in a saved queue (an interrupt)
    std::int32_t popIndex = -1;  // the order in which it was popped
    Seq born = 0, popped = kNever, finished = kNever, dropped = kNever;
};

// "queued", "saved" (in a saved queue), "current", "done" or "dropped", as the state stands.
const char* nodeStatus(const Node& n);

// Where a listener is, while listening (zones do not change shape during listening).
struct Loc {
    std::int32_t player = 0;
    ZoneId zone = ZoneId::Characters;
    std::int32_t character = -1;
    Subzone sub = Subzone::None;
    std::int32_t index = 0;  // zone index, or the character's buff offset
    std::int32_t uid = -1;
    bool operator==(const Loc&) const = default;
};

struct SavedQueue {
    std::vector<std::int32_t> queue;  // node indices, head last
    PhaseId phase = PhaseId::Combat;  // the phase to return to
    std::int32_t player = 0;  // who chooses the new active character
    std::int32_t node = -1;  // the event whose execution raised the interrupt
    bool chosen = false;  // the choice has been made
};

// What the engine does next (each step does one of these).
enum class Pc : std::int32_t {
    Start = 0,  // the GameStart phase is signalled
    Drive,  // the queue is empty: recover, signal the next phase, or ask for an instruction
    Await,  // a decision point: waiting for an instruction
    Pop,  // 004:queue/pop
    Listen,  // 004:queue/listen, one listener that hears the event per step
    Execute,  // 004:queue/execute
    Over,  // 004:queue/over
    Prepend,  // 004:queue/prepend
    Finished,
};

enum class Outcome : std::int32_t { None = 0, Defeated = 1, RoundLimit = 2, EventLimit = 3 };

struct GameState {
    // Seed "Data(GameData) / History".
    std::int32_t round = 0;
    std::int32_t currentPlayer = 0;  // whose action turn it is
    PhaseId phase = PhaseId::GameStart;
    std::int32_t winner = -1;  // 0 or 1; -1 not decided
    // The rest of the game's bookkeeping.
    std::int32_t firstPlayer = 0;  // acts first this round (the first to end the last round)
    std::int32_t instructionIndex = 0;  // instructions in this round (the timeline's minor periods)
    Outcome outcome = Outcome::None;
    bool handSwitchDone = false;
    PlayerState players[2];
    Pcg32 rng;
    std::int32_t nextUid = 0;

    // The event queue (head last: popping and prepending are cheap at the back).
    Pc pc = Pc::Start;
    std::vector<Node> tree;
    bool treeOpen = false;  // a tree is being unfolded (TreeDone not traced yet)
    std::int32_t pops = 0;
    std::vector<std::int32_t> queue;
    std::vector<std::int32_t> elist;  // answers gathered for the current event, in order
    std::int32_t current = -1;  // the node being processed
    GameEvent live;  // the current event as the listeners changed it
    std::vector<Loc> order;  // the response order for the current event
    std::int32_t listenPos = 0;
    std::int32_t heard = 0;  // listeners that heard the current event
    bool interruptRaised = false;
    std::vector<SavedQueue> saved;
    bool recover = false;

    // The decision point.
    bool awaiting = false;
    std::int32_t awaitingPlayer = -1;
    struct PendingAnswer {
        Answer answer;
        AnswerSource source = AnswerSource::Caller;
        std::uint32_t index = 0;
    };
    std::optional<PendingAnswer> answer;
};

}  // namespace ts::events
