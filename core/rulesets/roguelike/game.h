#pragma once
// The roguelike game on the Run-table scheduler of seed 000, as a step machine: each
// step() performs one rule step (a turn start, one unit's tokens, one action slot ...)
// and emits its events with their 000: clauses.
#include "kinds.h"
#include "state.h"

#include "clauses.h"
#include "kernel/game.h"

#include <memory>
#include <span>

namespace ts {
class CanonicalWriter;
}

namespace ts::roguelike {

struct BrainPlan {
    Action action;  // None: nothing to do; Move: steps[0] unless a draw picks another
    int steps[kDirCount] = {};
    int stepCount = 0;
    const Unit* target = nullptr;  // the nearest opponent the brain considered (none: nullptr)
    int distance = 0;  // its Chebyshev distance
};

class RoguelikeGame final : public Game {
public:
    RoguelikeGame(std::shared_ptr<const RoguelikeScenario> scenario, std::uint64_t seed);

    std::unique_ptr<Game> clone() const override { return std::make_unique<RoguelikeGame>(*this); }
    StepStatus step(EventSink& sink) override;
    bool finished() const override { return s_.cursor.pc == Pc::Over; }

    DecisionRequest pendingDecision() const override;
    std::vector<Answer> legalAnswers() const override;
    std::optional<Answer> policyAnswer() const override;
    void answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex) override;

    std::uint64_t stateHash() const override;
    void applyWrite(EntityId entity, FieldId field, std::int32_t value) override;
    nlohmann::json toJson() const override;
    void writeJson(nlohmann::json& doc) const override;
    std::size_t memoryBytes() const override;
    // Work units: the cells and units the brains look at.
    std::uint64_t workDone() const override { return work_; }

    const State& state() const { return s_; }
    const RoguelikeScenario& scenario() const { return *scenario_; }

    static Answer toAnswer(const Action& a);
    static Action toAction(const Answer& a);

    RoguelikeGame(const RoguelikeGame&) = default;

    // The whole state for a trace file's checkpoint (state_codec.cpp, kernel/session/
    // state_codec.h): at a step boundary only (false while a decision is pending).
    bool saveState(CanonicalWriter& out) const;
    // The game of `scenario` and `seed` in the state saveState wrote; nullptr when the
    // bytes are no valid state of it.
    static std::unique_ptr<RoguelikeGame> restoreState(std::shared_ptr<const RoguelikeScenario> scenario,
                                                       std::uint64_t seed, std::span<const char8_t> bytes);

private:
    // game.cpp: the state as stateHash and saveState write it (without tag or trailer)
    void writeState(CanonicalWriter& w) const;
    // game.cpp: the scheduler
    void stepTurnStart(EventSink& sink);
    void stepDeal(EventSink& sink);
    void stepRunStart(EventSink& sink);
    void stepPhaseStart(EventSink& sink);
    StepStatus stepSlot(EventSink& sink);
    void stepTurnEnd(EventSink& sink);
    void slotManual(EventSink& sink, Unit& u);
    void slotAi(EventSink& sink, Unit& u);
    void endSlotAction(EventSink& sink, Unit& u, bool consumes, std::uint8_t depth);
    bool checkGameEnd(EventSink& sink);
    Clause phaseClause() const;

    // actions.cpp: the command executor; returns whether the action consumes
    bool execute(EventSink& sink, Unit& actor, const Action& a, bool controlled, Clause clause, std::uint8_t depth);
    bool attack(EventSink& sink, Unit& actor, Unit& target, Clause clause, std::uint8_t depth);
    void speedUp(EventSink& sink, Unit& u, Clause cause, std::uint8_t depth);
    void speedDown(EventSink& sink, Unit& u, std::uint8_t depth);
    void kill(EventSink& sink, Unit& u, EntityId killer, Clause clause, std::uint8_t depth);
    void fail(EventSink& sink, const Unit& actor, EntityId target, ActionKind k, FailReason r, Clause c,
              std::uint8_t depth);

    // brain.cpp: the built-in AI
    const Unit* nearestOpponent(const Unit& u) const;
    const Unit* nearestOpponentOfAll(const Unit& u) const;
    bool adjacent(const Unit& a, const Unit& b) const;
    bool canStep(const Unit& u, int dir) const;
    // What the AI wants for unit u in `phase` (no PRNG use) ...
    BrainPlan brainPlan(const Unit& u, Phase phase) const;
    // ... and the action it takes: several equally good steps are decided by a traced draw.
    Action decide(const Unit& u, const BrainPlan& plan, EventSink& sink, Clause clause, std::uint8_t depth);
    // "Why not?": why the plan of a major action is not an attack (roguelike.no-attack).
    void traceNoAttack(EventSink& sink, const Unit& u, const BrainPlan& plan, Clause clause, std::uint8_t depth) const;

    void event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0 = kNoEntity, EntityId s1 = kNoEntity,
               std::int32_t a0 = 0, std::int32_t a1 = 0, std::int32_t a2 = 0, std::int32_t a3 = 0) const;
    void set(EventSink& sink, Unit& u, Field f, std::int32_t& ref, std::int32_t value, Clause c, std::uint8_t depth);
    void set(EventSink& sink, Unit& u, Field f, bool& ref, bool value, Clause c, std::uint8_t depth);

    Unit& unit(EntityId id) { return s_.units[id - 1]; }
    const Unit& unit(EntityId id) const { return s_.units[id - 1]; }
    EntityId& occupant(int x, int y) { return s_.occupancy[static_cast<std::size_t>(y * scenario_->width + x)]; }
    EntityId occupant(int x, int y) const { return s_.occupancy[static_cast<std::size_t>(y * scenario_->width + x)]; }

    std::shared_ptr<const RoguelikeScenario> scenario_;
    State s_;
    bool unitDied_ = false;  // within one step: a death makes the step check for the game's end
    bool hadPlayerSide_ = false, hadEnemySide_ = false;
    mutable std::uint64_t work_ = 0;  // the rules' work so far (workDone); never hashed
};

}  // namespace ts::roguelike
