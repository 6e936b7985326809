// The round and turn flow of seed 001 §3.1-3.3 (battles are in battle.cpp).
#include "game.h"

#include "kernel/io/canonical.h"
#include "kernel/write_event.h"

#include <algorithm>

namespace ts::nation {

namespace {
constexpr std::uint8_t kRoundDepth = 0, kTurnDepth = 1, kPhaseDepth = 2, kStepDepth = 3;
Clause domesticClause(bool npc, Clause player, Clause npcClause) { return npc ? npcClause : player; }
}  // namespace

bool UnitState::dead() const
{
    return std::any_of(states.begin(), states.end(), [](const HeldState& s) { return s.def == kDeadState; });
}

bool NationState::fallen() const
{
    return std::any_of(states.begin(), states.end(), [](const HeldState& s) { return s.def == kFallenState; });
}

NationGame::NationGame(std::shared_ptr<const NationScenario> scenario, std::uint64_t /*seed: the rules draw nothing*/)
    : sc_(std::move(scenario))
{
    for (std::size_t n = 0; n < sc_->nations.size(); ++n) {
        const NationSpec& spec = sc_->nations[n];
        NationState ns;
        ns.id = static_cast<EntityId>(2 + n);
        ns.power = spec.power;
        for (std::size_t u = 0; u < spec.units.size(); ++u) {
            const UnitSpec& us = spec.units[u];
            UnitState st;
            st.id = sc_->firstUnitEntity[n] + static_cast<EntityId>(u);
            st.nation = static_cast<std::int32_t>(n);
            st.maxHp = us.maxHp;
            st.hp = us.hp;
            st.attack = us.attack;
            st.row = us.row;
            st.slot = us.slot;
            ns.units.push_back(std::move(st));
        }
        s_.nations.push_back(std::move(ns));
    }
}

std::string NationGame::entityName(EntityId id) const
{
    if (id < sc_->entityNames.size())
        return sc_->entityNames[id];
    std::string unknown = "#";  // appended, not "#" + string: GCC 12 -Wrestrict (PR105329)
    unknown += std::to_string(id);
    return unknown;
}

// ---------------------------------------------------------------- tracing

void NationGame::event(EventSink& sink, Kind k, Clause c, std::uint8_t depth, EntityId s0, EntityId s1, std::int32_t a0,
                       std::int32_t a1, std::int32_t a2, std::int32_t a3) const
{
    Event e;
    e.kind = kind(k);
    e.clause = id(c);
    e.depth = static_cast<std::uint8_t>(std::min(255, depth + depthBase_));
    e.subject[0] = s0;
    e.subject[1] = s1;
    e.arg[0] = a0;
    e.arg[1] = a1;
    e.arg[2] = a2;
    e.arg[3] = a3;
    sink.add(e);
}

void NationGame::writeRaw(EventSink& sink, EntityId entity, FieldId f, std::int32_t oldValue, std::int32_t value,
                          Clause c, std::uint8_t depth)
{
    // A preview's writes change a copy: the session must never undo or replay them on the
    // real state (it rebuilds states from CommonKind::Write events only).
    traceWrite(sink, entity, f, oldValue, value, id(c), static_cast<std::uint8_t>(std::min(255, depth + depthBase_)),
               preview_ ? kind(Kind::PreviewWrite) : ts::kind(CommonKind::Write));
}

void NationGame::write(EventSink& sink, EntityId entity, Field f, std::int32_t& ref, std::int32_t value, Clause c,
                       std::uint8_t depth)
{
    writeRaw(sink, entity, static_cast<FieldId>(f), ref, value, c, depth);
    ref = value;
}

void NationGame::stateHashEvent(EventSink& sink, Clause c, std::uint8_t depth)
{
    if (preview_)
        return;
    const std::uint64_t h = stateHash();
    Event e;
    e.kind = ts::kind(CommonKind::StateHash);
    e.clause = id(c);
    e.depth = depth;
    e.arg[0] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h));
    e.arg[1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h >> 32));
    sink.add(e);
}

// ---------------------------------------------------------------- the step machine

StepStatus NationGame::step(EventSink& sink)
{
    // Moving between phases without a rule step of its own traces nothing; loop until this
    // call has traced something, so that every step is visible.
    const Seq before = sink.position();
    for (;;) {
        switch (s_.pc) {
        case Pc::GameStart: stepGameStart(sink); break;
        case Pc::RoundStart: stepRoundStart(sink); break;
        case Pc::TurnNext: stepTurnNext(sink); break;
        case Pc::TurnStart: stepTurnStart(sink); break;
        case Pc::DomesticBegin: {
            const std::int32_t n = currentNation();
            const bool npc = sc_->nations[static_cast<std::size_t>(n)].npc;
            event(sink, Kind::Phase, domesticClause(npc, Clause::N3_3_2__player_1, Clause::N3_3_2__npc_1), kPhaseDepth,
                  nationEntity(n), kNoEntity, static_cast<std::int32_t>(PhaseId::Domestic));
            s_.pc = Pc::Domestic;
            break;
        }
        case Pc::Domestic:
            if (stepDomestic(sink) == StepStatus::NeedDecision)
                return StepStatus::NeedDecision;
            break;
        case Pc::Decide: stepDecide(sink); break;
        case Pc::Action: stepAction(sink); break;
        case Pc::BattleStart: stepBattleStart(sink); break;
        case Pc::BattleOrder: stepBattleOrder(sink); break;
        case Pc::AttackStart: stepAttackStart(sink); break;
        case Pc::TargetDecision: stepTargetDecision(sink); break;
        case Pc::BeforeAttack: stepBeforeAttack(sink); break;
        case Pc::UnitDamage: stepUnitDamage(sink); break;
        case Pc::PowerDamage: stepPowerDamage(sink); break;
        case Pc::AfterAttack: stepAfterAttack(sink); break;
        case Pc::AttackEnd: stepAttackEnd(sink); break;
        case Pc::BattleEnd: stepBattleEnd(sink); break;
        case Pc::TurnEnd: stepTurnEnd(sink); break;
        case Pc::Durations: stepDurations(sink); break;
        case Pc::RoundEnd: stepRoundEnd(sink); break;
        case Pc::RoundCheck: stepRoundCheck(sink); break;
        case Pc::GameEnd: stepGameEnd(sink); break;
        case Pc::Process: popOne(sink, static_cast<std::uint8_t>(s_.queue.depth + 1)); break;
        case Pc::Over: return StepStatus::Finished;
        }
        if (sink.position() != before)
            return s_.pc == Pc::Over ? StepStatus::Finished : StepStatus::Progress;
    }
}

void NationGame::stepGameStart(EventSink& sink)
{
    event(sink, Kind::GameStart, Clause::N3_1_1, kRoundDepth, kNoEntity, kNoEntity,
          static_cast<std::int32_t>(s_.nations.size()), sc_->roundLimit, sc_->decisivePower, sc_->commandNum);
    write(sink, kGameEntity, Field::Round, s_.currentRound, 0, Clause::N3_1_1, kTurnDepth);
    // The stage's initial states go through the grant procedure like any other grant.
    for (std::size_t n = 0; n < s_.nations.size(); ++n) {
        const NationSpec& spec = sc_->nations[n];
        for (std::int32_t def : spec.states)
            grant(sink, Holder{static_cast<std::int32_t>(n), -1}, def, Clause::N3_1_1, kTurnDepth);
        for (std::size_t u = 0; u < spec.units.size(); ++u)
            for (std::int32_t def : spec.units[u].states)
                grant(sink, Holder{static_cast<std::int32_t>(n), static_cast<std::int32_t>(u)}, def, Clause::N3_1_1,
                      kTurnDepth);
    }
    std::vector<std::int32_t> powers;
    for (const NationState& ns : s_.nations)
        powers.push_back(ns.power);
    s_.powerHistory = {powers};
    s_.pc = Pc::RoundStart;
}

void NationGame::stepRoundStart(EventSink& sink)
{
    event(sink, Kind::RoundBegin, Clause::N3_1_2, kRoundDepth, kNoEntity, kNoEntity, s_.currentRound + 1);
    write(sink, kGameEntity, Field::Round, s_.currentRound, s_.currentRound + 1, Clause::N3_2_1__1, kTurnDepth);
    write(sink, kGameEntity, Field::TurnIndex, s_.currentTurnIndex, 0, Clause::N3_2_1__2, kTurnDepth);
    for (std::size_t n = 0; n < s_.nations.size(); ++n) {
        NationState& ns = s_.nations[n];
        event(sink, Kind::DomesticReset, Clause::N3_2_1__3, kTurnDepth, ns.id, kNoEntity, sc_->commandNum);
        write(sink, ns.id, Field::RemainingDomestic, ns.remainingDomestic, sc_->commandNum, Clause::N3_2_1__3,
              kPhaseDepth);
    }
    beginProcessing(sink, Timing::RoundStart, Pc::TurnNext, Clause::N3_2_1__4, kTurnDepth);
}

void NationGame::stepTurnNext(EventSink& sink)
{
    if (s_.currentTurnIndex >= static_cast<std::int32_t>(s_.nations.size())) {
        s_.pc = Pc::RoundEnd;
        return;
    }
    write(sink, kGameEntity, Field::TurnIndex, s_.currentTurnIndex, s_.currentTurnIndex + 1, Clause::N3_2_2__1,
          kTurnDepth);
    const std::int32_t n = currentNation();
    if (nation(n).fallen()) {
        event(sink, Kind::TurnSkipped, Clause::N3_2_2__2, kTurnDepth, nationEntity(n), kNoEntity, s_.currentTurnIndex);
        return;
    }
    event(sink, Kind::TurnBegin, Clause::N3_2_2__3, kTurnDepth, nationEntity(n), kNoEntity, s_.currentTurnIndex);
    s_.pc = Pc::TurnStart;
}

void NationGame::stepTurnStart(EventSink& sink)
{
    const std::int32_t n = currentNation();
    event(sink, Kind::Phase, Clause::N3_3_1, kPhaseDepth, nationEntity(n), kNoEntity,
          static_cast<std::int32_t>(PhaseId::TurnStart));
    beginProcessing(sink, Timing::TurnStart, Pc::DomesticBegin, Clause::N3_3_1, kPhaseDepth);
}

void NationGame::runCommand(EventSink& sink, std::int32_t n, std::int32_t command, bool domestic, Clause clause,
                            std::uint8_t depth)
{
    const CommandDef& c = sc_->commands[static_cast<std::size_t>(command)];
    NationState& ns = nation(n);
    event(sink, Kind::CommandRun, clause, depth, ns.id, kNoEntity, commandRef(command), c.cost, domestic ? 1 : 0);
    if (domestic)
        write(sink, ns.id, Field::RemainingDomestic, ns.remainingDomestic,
              clampQuantity(std::int64_t(ns.remainingDomestic) - 1), clause, static_cast<std::uint8_t>(depth + 1));
    const Source src{n, -1, -1, -1, -1};
    if (c.cost > 0) {
        // The cost is an effect like any other: a state may replace it (seed §5).
        Effect pay;
        pay.kind = EffectKind::ConsumePower;
        pay.target = TargetKind::OwnNation;
        pay.amount = c.cost;
        applyEffect(sink, pay, src, clause, static_cast<std::uint8_t>(depth + 1));
    }
    applyEffects(sink, c.effects, src, clause, static_cast<std::uint8_t>(depth + 1));
}

StepStatus NationGame::stepDomestic(EventSink& sink)
{
    const std::int32_t n = currentNation();
    const NationSpec& spec = sc_->nations[static_cast<std::size_t>(n)];
    if (!spec.npc) {
        if (!s_.answer) {
            s_.awaitingDecision = true;
            return StepStatus::NeedDecision;
        }
        applyPlayerAnswer(sink);
        return StepStatus::Progress;
    }
    const std::vector<Scored> scored = previewCommands(sink, n, NpcDecisionKind::Domestic, true, kStepDepth);
    if (scored.empty()) {
        event(sink, Kind::Phase, Clause::N3_3_2__npc_6, kPhaseDepth, nationEntity(n), kNoEntity,
              static_cast<std::int32_t>(PhaseId::Decision));
        traceUnselectables(sink, n, true, Clause::N3_3_2__npc_6, kStepDepth);  // why the domestic phase ended
        s_.pc = Pc::Decide;
        return StepStatus::Progress;
    }
    const std::int32_t best = bestOf(scored);
    recordNpcTable(sink, n, NpcDecisionKind::Domestic, scored, best, kStepDepth);
    runCommand(sink, n, scored[static_cast<std::size_t>(best)].command, true, Clause::N3_3_2__npc_3, kStepDepth);
    beginProcessing(sink, Timing::AfterDomesticCommand, Pc::Domestic, Clause::N3_3_2__npc_4, kStepDepth);
    return StepStatus::Progress;
}

void NationGame::applyPlayerAnswer(EventSink& sink)
{
    const PendingAnswer pa = *s_.answer;
    s_.answer.reset();
    s_.awaitingDecision = false;
    const std::int32_t n = currentNation();
    const EntityId me = nationEntity(n);
    Event d;
    d.kind = ts::kind(CommonKind::Decision);
    d.clause = id(Clause::N3_3_2__player_1);
    d.depth = kStepDepth;
    d.subject[0] = me;
    d.subject[1] = pa.answer.target;
    d.arg[0] = static_cast<std::int32_t>(pa.index);
    d.arg[1] = static_cast<std::int32_t>((static_cast<std::uint32_t>(pa.source) << 16) | pa.answer.kind);
    d.arg[2] = pa.answer.a;
    d.arg[3] = pa.answer.b;
    sink.add(d);
    const std::vector<Answer> legal = answersNow();
    if (std::find(legal.begin(), legal.end(), pa.answer) == legal.end()) {
        event(sink, Kind::AnswerRejected, Clause::N3_3_2__player_1___rejected, kStepDepth, me, pa.answer.target,
              pa.answer.kind, pa.answer.a);
        traceRejectedCommand(sink, n, pa.answer);
        return;  // asked again
    }
    const NationSpec& spec = sc_->nations[static_cast<std::size_t>(n)];
    switch (static_cast<AnswerKind>(pa.answer.kind)) {
    case AnswerKind::Domestic: {
        const std::int32_t c = spec.domestic[static_cast<std::size_t>(pa.answer.a)];
        event(sink, Kind::DomesticChosen, Clause::N3_3_2__player_2, kStepDepth, me, kNoEntity, commandRef(c));
        runCommand(sink, n, c, true, Clause::N3_3_2__player_2, kStepDepth);
        beginProcessing(sink, Timing::AfterDomesticCommand, Pc::Domestic, Clause::N3_3_2__player_2, kStepDepth);
        break;
    }
    case AnswerKind::Battle: {
        const auto target = static_cast<std::int32_t>(pa.answer.target) - 2;  // legal: a nation entity
        event(sink, Kind::BattleChosen, Clause::N3_3_2__player_3, kStepDepth, me, pa.answer.target);
        s_.chosenBattleTarget = target;
        s_.pc = Pc::BattleStart;
        break;
    }
    case AnswerKind::Action:
        event(sink, Kind::ActionChosen, Clause::N3_3_2__player_4, kStepDepth, me, kNoEntity,
              commandRef(spec.actions[static_cast<std::size_t>(pa.answer.a)]));
        s_.chosenAction = spec.actions[static_cast<std::size_t>(pa.answer.a)];
        s_.pc = Pc::Action;
        break;
    case AnswerKind::EndTurn:
        event(sink, Kind::EndTurnChosen, Clause::N3_3_2__player_4___end_turn, kStepDepth, me);
        s_.pc = Pc::TurnEnd;
        break;
    }
}

// An answer naming a command of the nation's list that is not selectable now: why not.
void NationGame::traceRejectedCommand(EventSink& sink, std::int32_t n, const Answer& a) const
{
    const auto kind = static_cast<AnswerKind>(a.kind);
    if (kind != AnswerKind::Domestic && kind != AnswerKind::Action)
        return;
    const NationSpec& spec = sc_->nations[static_cast<std::size_t>(n)];
    const auto& list = kind == AnswerKind::Domestic ? spec.domestic : spec.actions;
    if (a.a < 0 || a.a >= static_cast<std::int32_t>(list.size()))
        return;  // not a command of the list: the rejection itself says it all
    const std::int32_t c = list[static_cast<std::size_t>(a.a)];
    if (kind == AnswerKind::Domestic ? domesticSelectable(n, c) : actionSelectable(n, c))
        return;  // rejected for another reason (a malformed answer)
    traceUnselectable(sink, n, c, kind == AnswerKind::Domestic, Clause::N3_3_2__player_1___rejected,
                      static_cast<std::uint8_t>(kStepDepth + 1));
}

void NationGame::stepDecide(EventSink& sink)
{
    const std::int32_t n = currentNation();
    const EntityId me = nationEntity(n);
    for (std::int32_t h : sc_->nations[static_cast<std::size_t>(n)].hostiles)
        if (!nation(h).fallen())
            event(sink, Kind::NpcMilitary, Clause::N3_3_3__military, kStepDepth, nationEntity(h), kNoEntity,
                  toQuantity(militaryPower(h)), clampQuantity(frontSum(h)), 0, 0);
    const Judgement j = judge(n);
    event(sink, Kind::NpcMilitary, Clause::N3_3_3__1, kStepDepth, me,
          j.candidate < 0 ? kNoEntity : nationEntity(j.candidate), toQuantity(j.own), toQuantity(j.theirs),
          toQuantity(j.ownTimesBelligerence), j.battle ? 1 : 0);
    if (j.battle) {
        std::vector<Scored> none;
        recordNpcTable(sink, n, NpcDecisionKind::Battle, none, -1, kStepDepth, &j);
        event(sink, Kind::BattleChosen, Clause::N3_3_3__2, kStepDepth, me, nationEntity(j.candidate));
        s_.chosenBattleTarget = j.candidate;
        s_.pc = Pc::BattleStart;
        return;
    }
    const std::vector<Scored> scored = previewCommands(sink, n, NpcDecisionKind::Action, true, kStepDepth);
    const std::int32_t best = bestOf(scored);
    recordNpcTable(sink, n, scored.empty() ? NpcDecisionKind::Nothing : NpcDecisionKind::Action, scored, best,
                   kStepDepth, &j);
    if (best < 0) {
        event(sink, Kind::NoAction, Clause::N3_3_3__4___none, kStepDepth, me);
        s_.pc = Pc::TurnEnd;
        return;
    }
    s_.chosenAction = scored[static_cast<std::size_t>(best)].command;
    s_.pc = Pc::Action;
}

void NationGame::stepAction(EventSink& sink)
{
    const std::int32_t n = currentNation();
    event(sink, Kind::Phase, Clause::N3_3_4__1, kPhaseDepth, nationEntity(n), kNoEntity,
          static_cast<std::int32_t>(PhaseId::Action));
    const std::int32_t c = s_.chosenAction;
    s_.chosenAction = -1;
    runCommand(sink, n, c, false, Clause::N3_3_4__1, kStepDepth);
    beginProcessing(sink, Timing::AfterAction, Pc::TurnEnd, Clause::N3_3_4__2, kStepDepth);
}

void NationGame::stepTurnEnd(EventSink& sink)
{
    const std::int32_t n = currentNation();
    s_.battle.active = false;  // the battle context stays readable until the next battle
    event(sink, Kind::Phase, Clause::N3_3_6__1, kPhaseDepth, nationEntity(n), kNoEntity,
          static_cast<std::int32_t>(PhaseId::TurnEnd));
    beginProcessing(sink, Timing::TurnEnd, Pc::Durations, Clause::N3_3_6__1, kPhaseDepth);
}

void NationGame::stepDurations(EventSink& sink)
{
    const std::int32_t n = currentNation();
    // 001:4.4/duration: the nation's own states and its units' states, after the effects.
    std::vector<Holder> holders{{n, -1}};
    for (std::size_t u = 0; u < nation(n).units.size(); ++u)
        holders.push_back({n, static_cast<std::int32_t>(u)});
    for (const Holder& h : holders) {
        for (std::size_t i = 0; i < statesOf(h).size();) {
            const HeldState st = statesOf(h)[i];
            if (st.duration == kNull) {
                ++i;
                continue;
            }
            const std::int32_t left = std::max(0, st.duration - 1);
            event(sink, Kind::DurationTick, Clause::N4_4__duration, kPhaseDepth, holderEntity(h), kNoEntity,
                  stateRef(st.def), left);
            setStateField(sink, h, i, StateAttr::Duration, left, Clause::N4_4__duration, kStepDepth);
            if (left == 0) {
                removeStateAt(sink, h, i, RemoveReason::DurationOver, Clause::N4_4__duration, kStepDepth);
                continue;
            }
            ++i;
        }
    }
    stateHashEvent(sink, Clause::N3_3_6__1, kPhaseDepth);
    event(sink, Kind::TurnEnd, Clause::N3_3_6__1, kTurnDepth, nationEntity(n), kNoEntity, s_.currentTurnIndex);
    if (!checkDecisivePower(sink))
        s_.pc = Pc::TurnNext;
}

bool NationGame::checkDecisivePower(EventSink& sink)
{
    if (sc_->decisivePower == kNull)
        return false;
    for (std::size_t n = 0; n < s_.nations.size(); ++n) {
        const NationState& ns = s_.nations[n];
        if (!ns.fallen() && ns.power >= sc_->decisivePower) {
            event(sink, Kind::DecisivePower, Clause::N3_2_3__3___decisive_power, kTurnDepth, ns.id, kNoEntity, ns.power,
                  sc_->decisivePower);
            endGame(sink, Outcome::DecisivePower, Clause::N3_2_3__3___decisive_power);
            return true;
        }
    }
    return false;
}

void NationGame::stepRoundEnd(EventSink& sink)
{
    event(sink, Kind::RoundEnd, Clause::N3_2_3__1, kRoundDepth, kNoEntity, kNoEntity, s_.currentRound);
    for (std::size_t n = 0; n < s_.nations.size(); ++n) {
        if (s_.nations[n].power != 0)
            continue;
        if (!s_.nations[n].fallen())
            event(sink, Kind::NationFell, Clause::N3_2_3__1, kTurnDepth, s_.nations[n].id);
        grant(sink, Holder{static_cast<std::int32_t>(n), -1}, kFallenState, Clause::N3_2_3__1, kTurnDepth);
    }
    beginProcessing(sink, Timing::RoundEnd, Pc::RoundCheck, Clause::N3_2_3__2, kTurnDepth);
}

void NationGame::stepRoundCheck(EventSink& sink)
{
    std::vector<std::int32_t> powers;
    std::int32_t standing = 0;
    for (const NationState& ns : s_.nations) {
        powers.push_back(ns.power);
        standing += ns.fallen() ? 0 : 1;
    }
    s_.powerHistory.push_back(powers);
    stateHashEvent(sink, Clause::N3_2_3__3, kTurnDepth);
    if (standing <= 1) {
        endGame(sink, Outcome::LastNation, Clause::N3_2_3__3);
        return;
    }
    if (checkDecisivePower(sink))
        return;
    if (s_.currentRound >= sc_->roundLimit) {
        endGame(sink, Outcome::RoundLimit, Clause::N3_2_3__3___round_limit);
        return;
    }
    event(sink, Kind::StepNote, Clause::N3_2_3__4, kTurnDepth, kNoEntity, kNoEntity,
          static_cast<std::int32_t>(StepNoteId::Repeat));
    s_.pc = Pc::RoundStart;
}

void NationGame::endGame(EventSink& sink, Outcome o, Clause clause)
{
    s_.outcome = static_cast<std::int32_t>(o);
    Event e;
    e.kind = ts::kind(CommonKind::GameEnd);
    e.clause = id(clause);
    e.depth = kRoundDepth;
    e.arg[0] = s_.outcome;
    sink.add(e);
    s_.pc = Pc::GameEnd;
}

void NationGame::stepGameEnd(EventSink& sink)
{
    // 3.1.3: while the highest power is shared, the earliest in turn order among the tied
    // gains +1. At the 1e9 cap +1 changes nothing: that nation wins as it is.
    for (;;) {
        std::int32_t best = -1, count = 0, first = -1;
        for (std::size_t n = 0; n < s_.nations.size(); ++n) {
            const std::int32_t p = s_.nations[n].power;
            if (p > best) {
                best = p;
                count = 1;
                first = static_cast<std::int32_t>(n);
            } else if (p == best) {
                ++count;
            }
        }
        if (count <= 1 || best >= kQuantityMax) {
            s_.winner = first;
            break;
        }
        NationState& ns = nation(first);
        event(sink, Kind::TieBreak, Clause::N3_1_3, kTurnDepth, ns.id, kNoEntity,
              clampQuantity(std::int64_t(ns.power) + 1));
        write(sink, ns.id, Field::Power, ns.power, clampQuantity(std::int64_t(ns.power) + 1), Clause::N3_1_3,
              kPhaseDepth);
    }
    event(sink, Kind::Winner, Clause::N3_1_3, kRoundDepth, nationEntity(s_.winner), kNoEntity, nation(s_.winner).power,
          s_.outcome);
    s_.pc = Pc::Over;
}

}  // namespace ts::nation
