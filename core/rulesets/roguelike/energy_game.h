#pragma once
// The roguelike game on the energy scheduler of seed 003, the seed's final World.update()
// as a step machine: each step() is one call of World.update() (one visit to the current
// actor of the actor queue), or the injection of the player's input between two calls; it
// emits an event with its 003: clause for every step of the loop (the visit, the brain's
// decision, the energy gained, the act-or-wait check, each alternative, the spend, done,
// the queue proceeding).
#include "energy_kinds.h"
#include "energy_state.h"
#include "kinds.h"
#include "state.h"  // Outcome

#include "clauses.h"
#include "kernel/game.h"

#include <array>
#include <memory>
#include <optional>
#include <span>

namespace ts {
class CanonicalWriter;
}

namespace ts::roguelike {

class EnergyGame final : public Game {
public:
    EnergyGame(std::shared_ptr<const EnergyScenario> scenario, std::uint64_t seed);

    std::unique_ptr<Game> clone() const override { return std::make_unique<EnergyGame>(*this); }
    StepStatus step(EventSink& sink) override;
    bool finished() const override { return s_.outcome != 0; }

    DecisionRequest pendingDecision() const override;
    std::vector<Answer> legalAnswers() const override;
    std::optional<Answer> policyAnswer() const override;
    void answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex) override;

    std::uint64_t stateHash() const override;
    void applyWrite(EntityId entity, FieldId field, std::int32_t value) override;
    nlohmann::json toJson() const override;
    std::size_t memoryBytes() const override;
    // Work units: cells the brains look at (rings, walk searches) and actors scanned.
    std::uint64_t workDone() const override { return work_; }

    const EnergyState& state() const { return s_; }
    const EnergyScenario& scenario() const { return *scenario_; }
    const EnergyActor& actor(EntityId id) const { return s_.actors[id - 1]; }
    std::int32_t gainOf(const EnergyActor& a) const { return energyGain(scenario_->table, a.speed); }

    // Answers of an energy game carry kAnswerBase in their kind (the Run table's never do),
    // so that an answer alone says which scheduler it belongs to.
    static constexpr std::uint16_t kAnswerBase = 0x1000;
    static bool isEnergyAnswer(const Answer& a) { return (a.kind & 0xf000u) == kAnswerBase; }
    static Answer toAnswer(const EnergyAction& a);
    // nullopt for an answer that is not an action an actor can queue.
    static std::optional<EnergyAction> toAction(const Answer& a);

    // Who acts next, assuming every actor has an action at each of its visits and no one
    // waits: the actor and how many visits from now (1 = the next visit). nullopt when no
    // actor gains energy.
    struct NextToAct {
        EntityId actor = kNoEntity;
        std::int64_t inVisits = 0;
    };
    std::optional<NextToAct> predictNextToAct() const;

    EnergyGame(const EnergyGame&) = default;

    // The whole state for a trace file's checkpoint (energy_codec.cpp, kernel/session/
    // state_codec.h): at a step boundary only (false while an answer waits to be injected).
    bool saveState(CanonicalWriter& out) const;
    // The game of `scenario` and `seed` in the state saveState wrote; nullptr when the
    // bytes are no valid state of it.
    static std::unique_ptr<EnergyGame> restoreState(std::shared_ptr<const EnergyScenario> scenario, std::uint64_t seed,
                                                    std::span<const char8_t> bytes);

private:
    // energy_game.cpp: the state as stateHash and saveState write it (without tag or trailer)
    void writeState(CanonicalWriter& w) const;
    // What Action.perform() returns (the seed's ActionResult), and whom it concerned.
    struct Performed {
        bool succeeded = true;
        bool done = true;
        EnergyAction alternative{};  // kind None: no alternative
        EntityId target = kNoEntity;
    };

    // energy_game.cpp: the loop
    StepStatus stepVisit(EventSink& sink);
    StepStatus stepInject(EventSink& sink);
    void beginVisit(EventSink& sink, EnergyActor& a);
    void performChain(EventSink& sink, EnergyActor& a);
    void finishAction(EventSink& sink, EnergyActor& a, const Performed& last, std::int32_t code);
    void proceed(EventSink& sink, EnergyActor& a);
    void push(EventSink& sink, EnergyActor& a, const EnergyAction& action, bool input, Clause clause,
              std::uint8_t depth);
    void endGame(EventSink& sink, Outcome outcome);
    Outcome sideDefeated() const;

    // energy_actions.cpp: Action.perform() of each action
    Performed perform(EventSink& sink, EnergyActor& a, const EnergyAction& action, std::uint8_t depth);
    Performed walk(EventSink& sink, EnergyActor& a, std::int32_t dir, std::uint8_t depth);
    Performed attackAt(EventSink& sink, EnergyActor& a, std::int32_t dir, std::uint8_t depth);
    Performed openAt(EventSink& sink, EnergyActor& a, std::int32_t dir, std::uint8_t depth);
    Performed rest(EventSink& sink, EnergyActor& a, std::int32_t turns, std::uint8_t depth);
    Performed changeSpeed(EventSink& sink, EnergyActor& a, std::int32_t by, std::uint8_t depth);
    void defeat(EventSink& sink, EnergyActor& target, EntityId by, std::uint8_t depth);
    bool cornerBlocked(std::int32_t x, std::int32_t y, std::int32_t dir) const;
    bool closedDoor(std::int32_t x, std::int32_t y) const;

    // brains.cpp: Brain.decide_next_action() of each brain
    void decide(EventSink& sink, EnergyActor& a);
    // A brain's choice: `action`, or (count > 0) a walk in one of `dirs`, equally good.
    struct Choice {
        EnergyAction action;
        std::array<int, kDirCount> dirs{};
        int count = 0;
    };
    std::vector<EnergyAction> brainActions(EventSink* sink, EnergyActor& a);
    struct Path {
        std::int32_t firstStep = -1;
        EntityId target = kNoEntity;
    };
    static constexpr std::size_t kChaseSearchCells = 4096;
    Path pathToOpponent(const EnergyActor& a) const;
    Choice chase(const EnergyActor& a) const;
    Choice wander(const EnergyActor& a) const;
    Choice keepDistance(const EnergyActor& a, std::int32_t distance) const;
    Choice stepsBy(const EnergyActor& a, const EnergyActor& target, bool toward) const;
    EnergyAction settle(EventSink* sink, const EnergyActor& a, const Choice& c);
    const EnergyActor* nearestOpponent(const EnergyActor& a) const;
    const EnergyActor* nearestOpponentOfAll(const EnergyActor& a) const;
    bool canEnter(const EnergyActor& a, std::int32_t dir) const;

    // writes and events
    void event(EventSink& sink, EnKind k, Clause c, std::uint8_t depth, EntityId s0 = kNoEntity,
               EntityId s1 = kNoEntity, std::int32_t a0 = 0, std::int32_t a1 = 0, std::int32_t a2 = 0,
               std::int32_t a3 = 0) const;
    void event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0 = kNoEntity, EntityId s1 = kNoEntity,
               std::int32_t a0 = 0, std::int32_t a1 = 0, std::int32_t a2 = 0, std::int32_t a3 = 0) const;
    void set(EventSink& sink, EntityId entity, FieldId f, std::int32_t& ref, std::int32_t value, Clause c,
             std::uint8_t depth);
    void set(EventSink& sink, EntityId entity, FieldId f, bool& ref, bool value, Clause c, std::uint8_t depth);
    void setWorld(EventSink& sink, EnField f, std::int32_t& ref, std::int32_t value, Clause c, std::uint8_t depth);

    EnergyActor& actorRef(EntityId id) { return s_.actors[id - 1]; }
    EntityId occupant(std::int32_t x, std::int32_t y) const { return s_.occupancy[scenario_->grid.cell(x, y)]; }
    // The one way to change the occupancy grid: it keeps occupantsBySide in step.
    void setOccupant(std::int32_t x, std::int32_t y, EntityId id);
    static std::size_t sideOf(Faction f) { return f == Faction::Enemy ? 1 : 0; }

    std::shared_ptr<const EnergyScenario> scenario_;
    EnergyState s_;
    bool unitDied_ = false;  // within one step: a defeat makes the step check for the game's end
    bool hadPlayerSide_ = false, hadEnemySide_ = false;
    // The rules' work so far (workDone); counted by const look-ups too, never hashed.
    mutable std::uint64_t work_ = 0;
};

}  // namespace ts::roguelike
