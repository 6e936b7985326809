#pragma once
// The events game of seed 004 as a step machine. One step does one thing of the seed's
// loop: pop the head event, let one listener that hears it answer (or modify it), execute
// it, append its over event, prepend the answers; or, with the queue empty, recover a saved
// queue, signal the next phase, or stop at a decision point (a stable state) and translate
// the player's instruction into events. Every change of a traced field is a Write event;
// the event tree records at which trace position each of its events was queued, popped,
// finished or dropped, so the views can show it as it stood at any event.
#include "clauses.h"
#include "kinds.h"
#include "state.h"

#include "kernel/game.h"

#include <memory>
#include <optional>
#include <span>

namespace ts {
class CanonicalWriter;
}

namespace ts::events {

class EventsGame final : public Game {
public:
    EventsGame(std::shared_ptr<const EventsScenario> scenario, std::uint64_t seed);
    EventsGame(const EventsGame&) = default;

    // The whole state for a trace file's checkpoint (state_codec.cpp, kernel/session/
    // state_codec.h): at a step boundary only (false while an answer waits to be taken).
    bool saveState(CanonicalWriter& out) const;
    // The game of `scenario` and `seed` in the state saveState wrote; nullptr when the
    // bytes are no valid state of it.
    static std::unique_ptr<EventsGame> restoreState(std::shared_ptr<const EventsScenario> scenario, std::uint64_t seed,
                                                    std::span<const char8_t> bytes);

    std::unique_ptr<Game> clone() const override { return std::make_unique<EventsGame>(*this); }
    StepStatus step(EventSink& sink) override;
    bool finished() const override { return s_.pc == Pc::Finished; }

    DecisionRequest pendingDecision() const override;
    std::vector<Answer> legalAnswers() const override;
    std::optional<Answer> policyAnswer() const override;
    void answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex) override;

    std::uint64_t stateHash() const override;
    void applyWrite(EntityId entity, FieldId field, std::int32_t value) override;
    nlohmann::json toJson() const override;
    std::size_t memoryBytes() const override;
    // Work units: listeners put in the response order, listeners called, reactions tried.
    std::uint64_t workDone() const override { return work_; }

    const GameState& state() const { return s_; }
    const EventsScenario& scenario() const { return *sc_; }

    // --- entities (trace subjects)
    static constexpr EntityId kGameEntity = 1;
    // -1 (no player) is the game entity; a value from a trace outside -1..1 names no entity.
    static EntityId playerEntity(std::int32_t p)
    {
        return p >= -1 && p <= 1 ? static_cast<EntityId>(2 + p) : kNoEntity;
    }
    EntityId characterEntity(std::int32_t p, std::int32_t c) const;
    // A listener's entity: its card instance, its character, or its buff / summon definition.
    EntityId listenerEntity(const Loc& at, const Listener& l) const;
    // `id` when it names an entity of this scenario, else kNoEntity.
    EntityId entityAt(std::int64_t id) const;
    std::string entityName(EntityId id) const;
    std::int32_t characterUid(std::int32_t p, std::int32_t c) const { return p * sc_->characterCount[0] + c; }
    std::int32_t ownerOfCharacterUid(std::int32_t uid) const { return uid < sc_->characterCount[0] ? 0 : 1; }

    // --- the seed's rules, public for the views and the tests
    // 004:zone/order: every listener in response order for an event of `eventPlayer`.
    std::vector<Loc> responseOrder(std::int32_t eventPlayer) const;
    // 004:address: GameInstance::get(address), with an absolute player.
    struct Found {
        std::optional<AddressError> error;
        Loc loc;
        const Listener* listener = nullptr;  // null for a character
    };
    Found get(const Address& a) const;
    Address addressOf(const Loc& l) const;
    const Listener* listenerAt(const Loc& l) const;
    // The character a listener belongs to (its holder), -1 if none (a team listener's
    // holder is the active character).
    std::int32_t holderOf(const Loc& l) const;
    bool affordable(std::int32_t p, const Cost& c, std::int32_t alignedElement) const;
    std::vector<Answer> answersNow() const;
    // Where player p's listener `uid` is now (characters excluded), if it is in play.
    std::optional<Loc> findUid(std::int32_t p, std::int32_t uid) const;
    // The index of a player's character with this definition, -1 if none.
    std::int32_t characterIndex(std::int32_t p, std::int32_t def) const;
    std::int32_t activeElement(std::int32_t p) const;

private:
    // game_state.cpp: the state as stateHash and saveState write it (without the tag)
    void writeState(CanonicalWriter& w) const;
    // state_codec.cpp: the checks of a restored state that span its parts
    bool restoredStateValid() const;

    // game.cpp: the step machine and the driver between trees
    void stepStart(EventSink& sink);
    void stepDrive(EventSink& sink);
    StepStatus stepAwait(EventSink& sink);
    void signal(EventSink& sink, PhaseId phase);
    void seedQueue(EventSink& sink);
    void await(EventSink& sink, std::int32_t player);
    void translate(EventSink& sink, std::int32_t p, const Answer& a);
    std::int32_t newRoot(EventSink& sink, GameEvent ev, std::int32_t position, Clause clause);
    void endGame(EventSink& sink, Outcome o, Clause c, std::uint8_t depth);

    // queue.cpp: 004:queue/*, 004:interrupt/*
    void stepPop(EventSink& sink);
    void stepListen(EventSink& sink);
    void stepOver(EventSink& sink);
    void stepPrepend(EventSink& sink);
    void raiseInterrupt(EventSink& sink, std::int32_t player, std::int32_t character);
    void recover(EventSink& sink);

    // listen.cpp: filters, reactions, answers
    // Why a listener does not hear the event (reason Count_: it hears it), with the numbers
    // that explain it (kinds.h, NotHeardReason).
    struct Miss {
        NotHeardReason reason = NotHeardReason::Count_;
        std::int32_t has = 0;
        std::int32_t wants = 0;
        bool heard() const { return reason == NotHeardReason::Count_; }
    };
    Miss filterMiss(const Filter& f, const Loc& at, const GameEvent& ev) const;
    Miss reactionMiss(const Reaction& re, const Loc& at, bool character, bool alive) const;
    void listenTo(EventSink& sink, const Loc& at, bool& fired);
    void notHeard(EventSink& sink, const Loc& at, const Miss& miss);
    void react(EventSink& sink, const Loc& at, std::int32_t reaction, const std::vector<Effect>& effects,
               std::int32_t consume);
    void applyEffect(EventSink& sink, const Loc& at, const Effect& e);
    void modifyHeard(EventSink& sink, const Loc& at, const Effect& e);
    std::vector<std::pair<std::int32_t, std::int32_t>> characterTargets(const Loc& at, const Effect& e) const;
    void answerWith(EventSink& sink, const Loc& at, GameEvent ev);
    bool resolveAddress(EventSink& sink, const Loc& at, const Address& relative, Found& found);

    // execute.cpp: 004:queue/execute per event kind
    void stepExecute(EventSink& sink);
    void noEffect(EventSink& sink, const GameEvent& ev, NoEffectReason why, Clause c);
    void executePhase(EventSink& sink, const GameEvent& ev);
    void executeHandAndDice(EventSink& sink, const GameEvent& ev);
    void executeSwitch(EventSink& sink, const GameEvent& ev);
    void executeTurn(EventSink& sink, const GameEvent& ev);
    void executeHeal(EventSink& sink, const GameEvent& ev);
    void executeDraw(EventSink& sink, std::int32_t p, std::int32_t count);
    void executeRoll(EventSink& sink, std::int32_t p, std::int32_t count);
    void executePlayCard(EventSink& sink, const GameEvent& ev);
    bool executeDamage(EventSink& sink, const GameEvent& ev);  // true: an interrupt is raised
    void executeAddBuff(EventSink& sink, const GameEvent& ev);
    void executeSummon(EventSink& sink, const GameEvent& ev);
    void defeat(EventSink& sink, std::int32_t p, std::int32_t c);
    void payDice(EventSink& sink, std::int32_t p, const Cost& c, std::int32_t alignedElement);

    // zones.cpp: zone lists with their slot writes, placing and removing listeners
    void setList(EventSink& sink, EntityId entity, ListId list, std::vector<Listener>& v, std::vector<Listener> next,
                 Clause c);
    void setPile(EventSink& sink, std::int32_t p, std::vector<std::int32_t> next, Clause c);
    void setEquipment(EventSink& sink, std::int32_t p, std::int32_t c, std::int32_t slot, Listener l, Clause cl);
    void setUsage(EventSink& sink, const Loc& at, std::int32_t usage, Clause c);
    void place(EventSink& sink, const Loc& at, Clause c);
    void remove(EventSink& sink, const Loc& at, RemoveReason why, Clause c);
    std::vector<Listener>* listOf(std::int32_t p, ZoneId zone, std::int32_t character);

    // decisions.cpp
    bool legal(const Answer& a) const;

    // tracing
    std::uint8_t popDepth() const;
    std::uint8_t popDepthOf(std::int32_t node) const;  // popDepth with `node` popped
    void event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0 = kNoEntity, EntityId s1 = kNoEntity,
               std::int32_t a0 = 0, std::int32_t a1 = 0, std::int32_t a2 = 0, std::int32_t a3 = 0) const;
    void write(EventSink& sink, EntityId entity, FieldId f, std::int32_t oldValue, std::int32_t value, Clause c,
               std::uint8_t depth) const;
    void set(EventSink& sink, EntityId entity, Field f, std::int32_t& ref, std::int32_t value, Clause c,
             std::uint8_t depth);
    void setFlag(EventSink& sink, EntityId entity, Field f, bool& ref, bool value, Clause c, std::uint8_t depth);
    void stateHashEvent(EventSink& sink, Clause c);
    EntityId targetEntity(const GameEvent& ev) const;

    PlayerState& player(std::int32_t p) { return s_.players[p]; }
    const PlayerState& player(std::int32_t p) const { return s_.players[p]; }

    std::shared_ptr<const EventsScenario> sc_;
    GameState s_;
    mutable std::uint64_t work_ = 0;  // the rules' work so far (workDone); never hashed
};

}  // namespace ts::events
