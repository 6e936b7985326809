#pragma once
// The whole state of an energy game (seed 003): the actors with their energy and action
// queues, the doors, where the loop is (visit, turn, current actor), the last alternative
// chain, the PRNG. A plain value: copying it is a checkpoint. Every field that changes in a
// step is traced as a write (energy_kinds.h, EnField), so applyWrite can rebuild the state
// between the writes of a step.
#include "energy_scenario.h"

#include "kernel/decision.h"
#include "kernel/draw/rng.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace ts::roguelike {

inline constexpr int kChainCapacity = 4;  // walk -> attack / open door is the longest chain

struct EnergyActor {
    EntityId id = kNoEntity;
    Faction faction = Faction::Enemy;
    BrainKind brain = BrainKind::Chase;
    std::int32_t x = 0, y = 0;
    std::int32_t face = -1;  // the direction it faces (seed: actor.face = direction); -1 none yet
    std::int32_t hp = 0, attack = 0;
    std::int32_t speed = 0;
    std::int32_t energy = 0;
    bool alive = true;  // in the world and in the actor queue
    // The action queue: a ring buffer of action codes, head at queue[queueHead].
    std::int32_t queueHead = 0, queueLength = 0;
    std::array<std::int32_t, kActionQueueCapacity> queue{};
    std::int32_t progress = 0;  // turns of the head action performed so far (rest)
    std::int32_t acted = 0;  // successful actions (energy spent)
    std::int32_t visits = 0;  // visits of the loop to this actor
    std::int32_t plan = 0;  // a script brain's next plan
    std::int32_t inputLine = 0;  // a player's next input line (its script)

    std::int32_t queued(int k) const { return queue[static_cast<std::size_t>((queueHead + k) % kActionQueueCapacity)]; }
};

struct ChainStep {
    std::int32_t action = 0;  // action code
    std::int32_t result = 0;  // ChainBits
    std::int32_t target = 0;  // EntityId; 0 = none
    bool operator==(const ChainStep&) const = default;
};

struct EnergyPendingAnswer {
    Answer answer;
    AnswerSource source = AnswerSource::Caller;
    std::uint32_t index = 0;
};

struct EnergyState {
    std::vector<EnergyActor> actors;  // index = EntityId - 1, in actor-queue order
    std::vector<std::uint8_t> doorOpen;
    std::vector<EntityId> occupancy;  // width*height: the living actor on each cell
    // Derived from `occupancy` (not hashed, not traced): the actors on it per side, [0] the
    // player's side (player, friends), [1] the enemies. A brain looking for an opponent
    // that is nowhere stops at once instead of scanning every cell of the map.
    std::array<std::int32_t, 2> occupantsBySide{};
    std::int32_t visit = 0;  // World.update calls so far
    std::int32_t turn = 0;  // rotations of the actor queue begun
    std::int32_t visitInTurn = 0;  // visits in the current turn (0: the next visit begins a turn)
    std::int32_t current = 0;  // actors.current (an EntityId)
    bool awaiting = false;  // the current actor waits for input
    std::int32_t outcome = 0;  // Outcome
    std::int32_t chainActor = 0;  // whose action the chain below is (an EntityId)
    std::int32_t chainLength = 0;
    std::array<ChainStep, kChainCapacity> chain{};
    std::optional<EnergyPendingAnswer> answer;
    Pcg32 rng;
};

}  // namespace ts::roguelike
