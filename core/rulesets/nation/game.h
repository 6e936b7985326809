#pragma once
// The nation game of seed 001 as a step machine: each step() performs one rule step (a
// round start, a turn's phase, one pop of the state-processing queue, one attack step ...)
// and emits its events with their 001: clauses. Every change of the state is a traced
// write; NPC previews run on copies and trace their events as nation.preview-write etc.
#include "kinds.h"
#include "state.h"

#include "clauses.h"
#include "kernel/game.h"

#include <memory>
#include <set>
#include <span>
#include <tuple>

namespace ts {
class CanonicalWriter;
}

namespace ts::nation {

class NationGame final : public Game {
public:
    NationGame(std::shared_ptr<const NationScenario> scenario, std::uint64_t seed);

    std::unique_ptr<Game> clone() const override { return std::make_unique<NationGame>(*this); }
    StepStatus step(EventSink& sink) override;
    bool finished() const override { return s_.pc == Pc::Over; }

    DecisionRequest pendingDecision() const override;
    std::vector<Answer> legalAnswers() const override;
    std::optional<Answer> policyAnswer() const override;
    void answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex) override;

    std::uint64_t stateHash() const override;
    void applyWrite(EntityId entity, FieldId field, std::int32_t value) override;
    nlohmann::json toJson() const override;
    std::size_t memoryBytes() const override;
    // Work units: the nations and units of each preview's deep copy, the states queued and
    // processed (the previews' own work included).
    std::uint64_t workDone() const override { return work_; }

    const GameState& state() const { return s_; }
    const NationScenario& scenario() const { return *sc_; }
    NationGame(const NationGame&) = default;

    // The whole state for a trace file's checkpoint (state_codec.cpp, kernel/session/
    // state_codec.h): at a step boundary only (false while a decision is pending).
    bool saveState(CanonicalWriter& out) const;
    // The game of `scenario` in the state saveState wrote; nullptr when the bytes are no
    // valid state of it (the seed is unused: the rules draw nothing).
    static std::unique_ptr<NationGame> restoreState(std::shared_ptr<const NationScenario> scenario, std::uint64_t seed,
                                                    std::span<const char8_t> bytes);

    // --- entities (trace subjects)
    static constexpr EntityId kGameEntity = 1;
    EntityId nationEntity(std::int32_t n) const { return static_cast<EntityId>(2 + n); }
    EntityId unitEntity(std::int32_t n, std::int32_t u) const
    {
        return s_.nations[static_cast<std::size_t>(n)].units[static_cast<std::size_t>(u)].id;
    }
    EntityId holderEntity(const Holder& h) const
    {
        return h.unit < 0 ? nationEntity(h.nation) : unitEntity(h.nation, h.unit);
    }
    std::string entityName(EntityId id) const;
    // Event arguments that name master data carry their entity ids (see NationScenario).
    std::int32_t stateRef(std::int32_t def) const
    {
        return def < 0 ? 0 : static_cast<std::int32_t>(sc_->stateEntityBase) + def;
    }
    std::int32_t skillRef(std::int32_t k) const
    {
        return k < 0 ? 0 : static_cast<std::int32_t>(sc_->skillEntityBase) + k;
    }
    std::int32_t commandRef(std::int32_t c) const
    {
        return c < 0 ? 0 : static_cast<std::int32_t>(sc_->commandEntityBase) + c;
    }
    // The answers legal now for the nation whose turn it is.
    std::vector<Answer> answersNow() const;

    // --- rules, public for the tests (each traces into `sink` like the step machine does)
    // 001:4.2: the state-processing queue for the state as it is now.
    std::vector<QueueEntry> priorityQueue(Timing timing) const;
    // The head of 001:4.2.1: the nation whose turn it is; at RoundStart and RoundEnd, when
    // no nation has the turn, the first in turn order.
    std::int32_t priorityHead(Timing timing) const;
    // 001:4.3: the grant procedure.
    void grant(EventSink& sink, const Holder& h, std::int32_t def, Clause clause, std::uint8_t depth);
    // 001:4.4: a whole state processing at once (previews; tests).
    void processAll(EventSink& sink, Timing timing, std::uint8_t depth);
    // 001:3.3.2/score and 001:3.3.3/military, exactly.
    Rational commandScore(std::int32_t n) const;
    Rational militaryPower(std::int32_t n) const;
    std::int64_t frontSum(std::int32_t n) const;
    // 001:3.3.5.3.2 for an attack by a unit of `attackerSide` with `skill` on `defenderSide`:
    // the candidate checks, the choice, and the target array.
    struct TargetDecision {
        RangeChoice chosen = RangeChoice::None;
        std::int32_t row = -1;
        std::vector<CandidateCheck> checks;
        std::vector<std::int32_t> units;  // unit index per slot, -1 = null
    };
    TargetDecision decideTargets(std::int32_t defender, const TargetPattern& pattern) const;
    // 001:3.3.5.2/order for a battle between these nations.
    std::vector<AttackEntry> attackOrder(std::int32_t attacker, std::int32_t defender) const;
    // Whether a command is selectable now for nation n (001:3.3.2: count left, cost affordable).
    bool domesticSelectable(std::int32_t n, std::int32_t command) const;
    bool actionSelectable(std::int32_t n, std::int32_t command) const;
    std::vector<std::int32_t> battleTargets(std::int32_t n) const;  // hostile, not fallen

    // An effect's source and the battle situation it may refer to.
    struct Source {
        std::int32_t nation = -1;
        std::int32_t unit = -1;  // the holder / attacker unit, -1 for a nation source
        std::int32_t damagedUnit = -1;  // unit effects: the damaged unit (of targetNation)
        std::int32_t damagedNation = -1;
        std::int32_t stateDef = -1;  // when a state's effects fire
    };
    // 001:5: applies an effect through the wrapper (resolving its targets).
    void applyEffect(EventSink& sink, const Effect& e, const Source& src, Clause clause, std::uint8_t depth);

private:
    // game_state.cpp: the state as stateHash and saveState write it (without the tag)
    void writeState(CanonicalWriter& w) const;
    // state_codec.cpp: the checks of a restored state that span its parts
    bool restoredStateValid() const;

    // game.cpp: the round and turn flow
    void stepGameStart(EventSink& sink);
    void stepRoundStart(EventSink& sink);
    void stepTurnNext(EventSink& sink);
    void stepTurnStart(EventSink& sink);
    StepStatus stepDomestic(EventSink& sink);
    void stepDecide(EventSink& sink);
    void stepAction(EventSink& sink);
    void stepTurnEnd(EventSink& sink);
    void stepDurations(EventSink& sink);
    void stepRoundEnd(EventSink& sink);
    void stepRoundCheck(EventSink& sink);
    void stepGameEnd(EventSink& sink);
    void runCommand(EventSink& sink, std::int32_t n, std::int32_t command, bool domestic, Clause clause,
                    std::uint8_t depth);
    bool checkDecisivePower(EventSink& sink);
    void endGame(EventSink& sink, Outcome o, Clause clause);
    void applyPlayerAnswer(EventSink& sink);
    std::int32_t currentNation() const { return s_.currentTurnIndex - 1; }

    // battle.cpp: seed 3.3.5
    void stepBattleStart(EventSink& sink);
    void stepBattleOrder(EventSink& sink);
    void stepAttackStart(EventSink& sink);
    void stepTargetDecision(EventSink& sink);
    void stepBeforeAttack(EventSink& sink);
    void stepUnitDamage(EventSink& sink);
    void stepPowerDamage(EventSink& sink);
    void stepAfterAttack(EventSink& sink);
    void stepAttackEnd(EventSink& sink);
    void stepBattleEnd(EventSink& sink);
    void beginBattle(EventSink& sink, std::int32_t attacker, std::int32_t defender, Clause clause);
    const SkillDef& currentSkill() const;
    Source attackerSource() const;

    // states.cpp: seed 4.2-4.4
    void beginProcessing(EventSink& sink, Timing timing, Pc after, Clause clause, std::uint8_t depth);
    void popOne(EventSink& sink, std::uint8_t depth);
    void endProcessing(EventSink& sink, std::uint8_t depth);
    void traceNotFired(EventSink& sink, const QueueEntry& en, std::int32_t remainings, std::uint8_t depth) const;
    void removeStateAt(EventSink& sink, const Holder& h, std::size_t index, RemoveReason why, Clause clause,
                       std::uint8_t depth);
    void setStateField(EventSink& sink, const Holder& h, std::size_t index, StateAttr attr, std::int32_t value,
                       Clause clause, std::uint8_t depth);
    void pushState(EventSink& sink, const Holder& h, const HeldState& st, Clause clause, std::uint8_t depth);
    std::vector<HeldState>& statesOf(const Holder& h);
    const std::vector<HeldState>& statesOf(const Holder& h) const;
    bool holds(const Holder& h, std::int32_t def) const;
    // The product of a modifier over the passive states of these holders (per stack).
    Rational passiveFactor(const std::vector<Holder>& holders, Rational Modifiers::*which) const;

    // effects.cpp
    using UsedRules = std::set<std::tuple<std::int32_t, std::int32_t, std::int32_t, std::uint32_t>>;
    std::vector<Holder> resolveTargets(const Effect& e, const Source& src) const;
    void wrapped(EventSink& sink, const Effect& e, const Source& src, const Holder& target, UsedRules& used,
                 Clause clause, std::uint8_t depth);
    void applyStateEffect(EventSink& sink, const Effect& e, const Holder& t, Clause clause, std::uint8_t depth,
                          EntityId from);
    void applyMove(EventSink& sink, const Effect& e, const Holder& t, Clause clause, std::uint8_t depth, EntityId from);
    void applyOne(EventSink& sink, const Effect& e, const Source& src, const Holder& target, Clause clause,
                  std::uint8_t depth);
    void applyEffects(EventSink& sink, const std::vector<Effect>& effects, const Source& src, Clause clause,
                      std::uint8_t depth);

    // npc.cpp: seed 3.3.2 (NPC), 3.3.3
    struct Scored {
        std::int32_t command = -1;  // index into NationScenario::commands
        std::int32_t listIndex = -1;  // index in the nation's domestic / action array
        Rational score;
    };
    // Previews every selectable command of kind `kind` for nation n; traced as sub-traces
    // when `trace` (the real NPC), silent for the player's policy answer.
    std::vector<Scored> previewCommands(EventSink& sink, std::int32_t n, NpcDecisionKind kind, bool trace,
                                        std::uint8_t depth) const;
    struct Judgement;
    // The NPC table (state's lastNpcDecision), set whole right after its npc-choice event; a
    // battle or action choice also carries the judgement that led to it.
    void recordNpcTable(EventSink& sink, std::int32_t n, NpcDecisionKind kind, const std::vector<Scored>& scored,
                        std::int32_t chosen, std::uint8_t depth, const Judgement* judgement = nullptr);
    static std::int32_t bestOf(const std::vector<Scored>& scored);
    // "Why not?" (npc.cpp): the commands a choice could not take, the candidates it did not choose.
    void traceUnselectable(EventSink& sink, std::int32_t n, std::int32_t command, bool domestic, Clause clause,
                           std::uint8_t depth) const;
    void traceUnselectables(EventSink& sink, std::int32_t n, bool domestic, Clause clause, std::uint8_t depth) const;
    void traceRejectedCommand(EventSink& sink, std::int32_t n, const Answer& a) const;  // game.cpp
    void traceNotChosen(EventSink& sink, std::int32_t n, const std::vector<Scored>& scored, std::int32_t chosen,
                        Clause clause,
                        std::uint8_t depth) const;  // first of the highest, -1 if none
    // 3.3.3/1-2: the candidate nation and whether to battle it.
    struct Judgement {
        std::int32_t candidate = -1;
        Rational own, theirs, ownTimesBelligerence;
        bool battle = false;
    };
    Judgement judge(std::int32_t n) const;

    // tracing
    void event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0 = kNoEntity, EntityId s1 = kNoEntity,
               std::int32_t a0 = 0, std::int32_t a1 = 0, std::int32_t a2 = 0, std::int32_t a3 = 0) const;
    void write(EventSink& sink, EntityId entity, Field f, std::int32_t& ref, std::int32_t value, Clause c,
               std::uint8_t depth);
    void writeRaw(EventSink& sink, EntityId entity, FieldId f, std::int32_t oldValue, std::int32_t value, Clause c,
                  std::uint8_t depth);
    void stateHashEvent(EventSink& sink, Clause c, std::uint8_t depth);

    NationState& nation(std::int32_t n) { return s_.nations[static_cast<std::size_t>(n)]; }
    const NationState& nation(std::int32_t n) const { return s_.nations[static_cast<std::size_t>(n)]; }
    UnitState& unit(std::int32_t n, std::int32_t u) { return nation(n).units[static_cast<std::size_t>(u)]; }
    const UnitState& unit(std::int32_t n, std::int32_t u) const { return nation(n).units[static_cast<std::size_t>(u)]; }

    std::shared_ptr<const NationScenario> sc_;
    GameState s_;
    // A preview copy (not part of the state): its events are traced under preview kinds,
    // `depthBase_` deeper, and never as writes or state hashes of the real game.
    bool preview_ = false;
    std::uint8_t depthBase_ = 0;
    mutable std::uint64_t work_ = 0;  // the rules' work so far (workDone); never hashed
};

}  // namespace ts::nation
