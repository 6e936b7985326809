#pragma once
// A game under the core rules of seed 002 as a step machine that follows coreflow.puml
// (BlackPoker, the version numbered ①–⑮) and triggerflow.puml edge for edge: each step()
// runs one node of the flow and traces it as a stack.flow event with the node's clause,
// then what the node did (writes, moves, counters, the stage). ⑤ and ⑪ (act or pass, which
// action, its target and costs) and the order of one player's simultaneous triggers are
// decision points.
#include "clauses.h"
#include "kinds.h"
#include "state.h"

#include "kernel/draw/rng.h"
#include "kernel/game.h"

#include <array>
#include <memory>
#include <span>

namespace ts {
class CanonicalWriter;
}

namespace ts::stack {

class StackGame final : public Game {
public:
    StackGame(std::shared_ptr<const StackScenario> scenario, std::uint64_t seed);
    StackGame(const StackGame&) = default;

    // The whole state for a trace file's checkpoint (state_codec.cpp, kernel/session/
    // state_codec.h): at a step boundary only (false while a decision is pending).
    bool saveState(CanonicalWriter& out) const;
    // The game of `scenario` and `seed` in the state saveState wrote; nullptr when the
    // bytes are no valid state of it.
    static std::unique_ptr<StackGame> restoreState(std::shared_ptr<const StackScenario> scenario, std::uint64_t seed,
                                                   std::span<const char8_t> bytes);

    std::unique_ptr<Game> clone() const override { return std::make_unique<StackGame>(*this); }
    StepStatus step(EventSink& sink) override;
    bool finished() const override { return s_.pc == Node::Over; }

    DecisionRequest pendingDecision() const override;
    std::vector<Answer> legalAnswers() const override;
    std::optional<Answer> policyAnswer() const override;
    void answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex) override;

    std::uint64_t stateHash() const override;
    void applyWrite(EntityId entity, FieldId field, std::int32_t value) override;
    nlohmann::json toJson() const override;
    std::size_t memoryBytes() const override;
    // Work units: abilities and components scanned for grants, zones and triggers, and
    // target candidates checked.
    std::uint64_t workDone() const override { return work_; }

    const GameState& state() const { return s_; }
    const StackScenario& scenario() const { return *sc_; }
    std::string entityName(EntityId id) const;

    // --- the rules, public for the tests and the panels
    struct Grant {
        std::int32_t action = -1;
        EntityId source = kNoEntity;  // the player or component whose static ability grants it
        bool operator==(const Grant&) const = default;
    };
    // The actions granted to `player` now: their own static abilities, then those of the
    // components they control, active in the zone each is in (components in scenario order).
    std::vector<Grant> grants(std::int32_t player) const;
    // The numbers behind a refusal ("Why not?"): the candidate targets checked; for the first
    // allowed target (or none), the first cost that cannot be paid: the zone, counter or
    // granting player it takes from, what it needs and what the player has.
    struct RefusalDetail {
        std::int32_t candidates = 0;
        EntityId what = kNoEntity;
        std::int32_t need = 0, have = 0;
        bool noSourceComponent = false;  // a source cost of an action a player grants
    };
    // Whether `player` (holding the chance) may take `action` granted by `source` now:
    // granted, its timing (002:timing/main, /quick), a target, payable costs.
    Refusal check(std::int32_t player, std::int32_t action, EntityId source, RefusalDetail* detail = nullptr) const;
    // check() for an action known to be granted by `source` (one of grants(player)).
    Refusal checkGranted(std::int32_t player, std::int32_t action, EntityId source,
                         RefusalDetail* detail = nullptr) const;
    bool active(std::int32_t component, const Ability& a) const;  // a component's ability in its zone
    // A player's zone, top first.
    std::vector<std::int32_t> zoneContents(std::int32_t player, std::int32_t zone) const;
    std::int32_t zoneCount(std::int32_t player, std::int32_t zone) const;
    std::int32_t componentCounter(std::int32_t c, std::int32_t k) const
    {
        return s_.componentCounters[static_cast<std::size_t>(c) * sc_->counters.size() + static_cast<std::size_t>(k)];
    }
    std::int32_t nextPlayer(std::int32_t p) const { return (p + 1) % static_cast<std::int32_t>(s_.players.size()); }
    // Whether `other` is `whose` seen from `me`.
    static bool relation(Whose whose, std::int32_t me, std::int32_t other)
    {
        return whose == Whose::Any || (whose == Whose::Self) == (me == other);
    }

private:
    // game_state.cpp: the state as stateHash and saveState write it (without the tag)
    void writeState(CanonicalWriter& w) const;
    // state_codec.cpp: the checks of a restored state that span its parts
    bool restoredStateValid() const;

    // game.cpp: the step machine and the nodes of the core flow
    StepStatus runNode(EventSink& sink);
    void enter(Node n);
    void flow(EventSink& sink, Node n, Clause c, std::int32_t answer, Node next, std::int32_t count = 0,
              EntityId player = kNoEntity, EntityId action = kNoEntity);
    void nodeGameStart(EventSink& sink);
    void nodeChanceToTurnPlayer(EventSink& sink);
    void nodeStageEmpty(EventSink& sink);
    void nodeResetPassList(EventSink& sink);
    void nodeIsInstant(EventSink& sink);
    void nodeResolve(EventSink& sink);
    void nodeWinCheck(EventSink& sink);
    void nodeAddToStage(EventSink& sink);
    void nodeRegisterPass(EventSink& sink);
    void nodeAllPassed(EventSink& sink);
    void nodeTakeFromStage(EventSink& sink);
    void nodeMoveChance(EventSink& sink);
    void endGame(EventSink& sink, Outcome o, std::int32_t winner, Clause c);
    void limitReached(EventSink& sink, Outcome o, std::int32_t limit, Clause c);
    // Win check (002:8, and after each resolution of 002:10-2): true when decided (the game is over).
    bool winCheck(EventSink& sink, Clause c);
    bool decidedNow() const;

    // game_declare.cpp: ⑤ and ⑪, the decisions
    StepStatus nodeTakeAction(EventSink& sink);
    StepStatus nodeTakeActionQ(EventSink& sink);
    PendingAnswer takeAnswer(EventSink& sink, Clause c);
    void reject(EventSink& sink, const Answer& a, Refusal why, Clause c);
    Refusal validateAct(Answer& a) const;
    void chooseAct(EventSink& sink, const Answer& a, Clause c);
    Refusal acceptTarget(EventSink& sink, const Answer& a);
    Refusal acceptPay(EventSink& sink, const Answer& a);
    void takeDeclared(EventSink& sink);
    void payCosts(EventSink& sink, const ActionDef& def, const Entry& e);
    std::vector<Answer> actAnswers(std::int32_t player) const;
    std::vector<Answer> targetAnswers() const;
    std::vector<Answer> payAnswers() const;
    std::vector<Answer> orderAnswers() const;
    std::int32_t costUnitsLeft() const;  // move-cost units of the declaration not chosen yet
    const Cost* nextMoveCost() const;
    bool targetAllowed(const ActionDef& def, std::int32_t player, EntityId source, EntityId target,
                       std::int32_t targetEntry) const;
    // How many components of one player each zone holds: counted once per decision, so that
    // checking every grant against every target is not also a scan of every component.
    using ZoneTally = std::array<std::int32_t, kMaxZones>;
    ZoneTally zoneTally(std::int32_t player) const;
    Refusal checkGranted(std::int32_t player, std::int32_t action, EntityId source, const ZoneTally& tally,
                         RefusalDetail* detail = nullptr) const;
    bool payableWith(const ActionDef& def, std::int32_t player, EntityId source, EntityId target,
                     const ZoneTally& tally, RefusalDetail* detail = nullptr) const;
    // "Why not?": the actions granted to `player` that this decision does not offer, and why.
    void traceUnavailable(EventSink& sink, std::int32_t player) const;
    std::int32_t awaitingPlayer() const;

    // game_effects.cpp: resolving (002:7), effects, moves, counters
    void resolveEntry(EventSink& sink, const Entry& e, Clause c);
    bool targetStillValid(const Entry& e) const;
    void applyEffect(EventSink& sink, const Effect& fx, const Entry& e, Clause c);
    void effectEvent(EventSink& sink, const Effect& fx, const Entry& e, EntityId concerned, std::int32_t n,
                     std::int32_t before, std::int32_t after, Clause c);
    void effectMove(EventSink& sink, const Effect& fx, const Entry& e, Clause c);
    void effectDraw(EventSink& sink, const Effect& fx, const Entry& e, Clause c);
    void effectDamage(EventSink& sink, const Effect& fx, const Entry& e, Clause c);
    void effectCounter(EventSink& sink, const Effect& fx, const Entry& e, Clause c);
    void effectControl(EventSink& sink, const Effect& fx, const Entry& e, Clause c);
    void effectFlag(EventSink& sink, const Effect& fx, const Entry& e, Clause c);
    void effectCancel(EventSink& sink, const Effect& fx, const Entry& e, Clause c);
    std::vector<std::int32_t> players(PlayerSel sel, const Entry& e) const;
    std::int32_t component(ComponentSel sel, const Entry& e) const;
    std::int32_t amount(const Amount& a, const Entry& e) const;
    void moveComponent(EventSink& sink, std::int32_t c, std::int32_t toPlayer, std::int32_t zone, bool bottom,
                       Clause cl, std::uint8_t depth);
    void changeCounter(EventSink& sink, EntityId holder, std::int32_t counter, std::int32_t value, Clause cl,
                       std::uint8_t depth);
    void damage(EventSink& sink, std::int32_t player, std::int32_t n, Clause cl, std::uint8_t depth);
    void endTurn(EventSink& sink, Clause cl);
    void shuffle(EventSink& sink, std::int32_t player, std::int32_t zone);
    std::int32_t topOf(std::int32_t player, std::int32_t zone) const;  // -1: empty

    // game_triggers.cpp: occurrences, triggered abilities, the trigger check ⑩
    struct Happening {
        Occurrence on = Occurrence::Resolved;
        std::int32_t player = -1;  // the acting / concerned player
        std::int32_t action = -1;  // taken / resolved
        std::int32_t component = -1;  // moved / counter / control (of a component)
        std::int32_t from = -1, to = -1;
        std::int32_t counter = -1, before = 0, after = 0;
    };
    void occurred(EventSink& sink, const Happening& h);
    bool matches(const TriggerCondition& c, std::int32_t controller, std::int32_t component, const Happening& h) const;
    void nodeTriggerCheck(EventSink& sink);
    void nodeTriggeredKind(EventSink& sink, Speed speed);
    StepStatus nodeTriggeredNext(EventSink& sink, Speed speed);
    std::int32_t nextBatchPlayer() const;  // -1 when the batch is empty
    std::vector<std::int32_t> batchOf(std::int32_t player) const;  // pending indices, trigger order
    Entry takePending(EventSink& sink, std::size_t index, Clause c);

    // game_state.cpp: traced writes
    void event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0 = kNoEntity, EntityId s1 = kNoEntity,
               std::int32_t a0 = 0, std::int32_t a1 = 0, std::int32_t a2 = 0, std::int32_t a3 = 0) const;
    void write(EventSink& sink, EntityId entity, FieldId f, std::int32_t& ref, std::int32_t value, Clause c,
               std::uint8_t depth);
    void writeEntry(EventSink& sink, FieldId base, Entry old, const Entry& value, Clause c, std::uint8_t depth);
    void pushEntry(EventSink& sink, std::vector<Entry>& v, Field base, const Entry& e, Clause c, std::uint8_t depth);
    Entry removeEntry(EventSink& sink, std::vector<Entry>& v, Field base, std::size_t index, Clause c,
                      std::uint8_t depth);
    void setCurrent(EventSink& sink, const Entry& e, Clause c, std::uint8_t depth);
    void setPassList(EventSink& sink, const std::vector<std::int32_t>& list, Clause c, std::uint8_t depth);
    std::int32_t position(Seq seq) const;

    std::int32_t& counterRef(std::int32_t c, std::int32_t k)
    {
        return s_.componentCounters[static_cast<std::size_t>(c) * sc_->counters.size() + static_cast<std::size_t>(k)];
    }

    std::shared_ptr<const StackScenario> sc_;
    GameState s_;
    Pcg32 rng_;
    mutable std::uint64_t work_ = 0;  // the rules' work so far (workDone); never hashed
};

// Event depths (the stepping table of docs/rulesets/stack.md): the game's end, a node of the
// flow (and a turn's beginning, a marker beside the nodes, so that stepping over moves one
// node ①–⑮ and never a whole turn), what the node did, its writes and details.
inline constexpr std::uint8_t kTurnDepth = 0, kNodeDepth = 1, kStepDepth = 2, kDetailDepth = 3;

}  // namespace ts::stack
