// The core flow of seed 002 (coreflow.puml at BlackPoker 0d03a2db, nodes ①–⑮), one node per
// step. ⑤/⑪ are in game_declare.cpp, ⑦'s effects in game_effects.cpp, ⑩ and ⑩-1..⑩-4 in
// game_triggers.cpp.
#include "game.h"

#include "kernel/draw/draw.h"

#include "names.h"

#include <algorithm>

namespace ts::stack {

StackGame::StackGame(std::shared_ptr<const StackScenario> scenario, std::uint64_t seed)
    : sc_(std::move(scenario)), rng_(seed, 0x5ac4)
{
    for (const PlayerSpec& p : sc_->players) {
        PlayerState ps;
        ps.counters = p.counters;
        s_.players.push_back(std::move(ps));
    }
    // The first component listed in a zone is its top: orders count down the list.
    const auto n = static_cast<std::int32_t>(sc_->components.size());
    for (std::int32_t c = 0; c < n; ++c) {
        const ComponentSpec& spec = sc_->components[static_cast<std::size_t>(c)];
        ComponentState cs;
        cs.owner = spec.owner;
        cs.controller = spec.controller;
        cs.zone = spec.zone;
        cs.zonePlayer = spec.owner;
        cs.order = n - c;
        s_.components.push_back(cs);
        s_.componentCounters.insert(s_.componentCounters.end(), spec.counters.begin(), spec.counters.end());
    }
    s_.topOrder = n;
}

std::string StackGame::entityName(EntityId id) const
{
    // A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
    // falsely on the literal (-Wrestrict, GCC PR105329).
    return id < sc_->entityNames.size() ? sc_->entityNames[id] : '#' + std::to_string(id);
}

// ---------------------------------------------------------------- the step machine

StepStatus StackGame::step(EventSink& sink)
{
    const Seq before = sink.position();
    for (;;) {
        if (s_.pc == Node::Over)
            return StepStatus::Finished;
        if (runNode(sink) == StepStatus::NeedDecision)
            return StepStatus::NeedDecision;
        if (sink.position() != before)
            return s_.pc == Node::Over ? StepStatus::Finished : StepStatus::Progress;
    }
}

StepStatus StackGame::runNode(EventSink& sink)
{
    switch (s_.pc) {
    case Node::GameStart: nodeGameStart(sink); break;
    case Node::ChanceToTurnPlayer: nodeChanceToTurnPlayer(sink); break;
    case Node::StageEmpty: nodeStageEmpty(sink); break;
    case Node::ResetPassList: nodeResetPassList(sink); break;
    case Node::TakeAction: return nodeTakeAction(sink);
    case Node::IsInstant: nodeIsInstant(sink); break;
    case Node::Resolve: nodeResolve(sink); break;
    case Node::WinCheck: nodeWinCheck(sink); break;
    case Node::AddToStage: nodeAddToStage(sink); break;
    case Node::TriggerCheck: nodeTriggerCheck(sink); break;
    case Node::InstantTriggered: nodeTriggeredKind(sink, Speed::Instant); break;
    case Node::ResolveTriggered: return nodeTriggeredNext(sink, Speed::Instant);
    case Node::NormalTriggered: nodeTriggeredKind(sink, Speed::Normal); break;
    case Node::StageTriggered: return nodeTriggeredNext(sink, Speed::Normal);
    case Node::TakeActionQ: return nodeTakeActionQ(sink);
    case Node::RegisterPass: nodeRegisterPass(sink); break;
    case Node::AllPassed: nodeAllPassed(sink); break;
    case Node::TakeFromStage: nodeTakeFromStage(sink); break;
    case Node::MoveChance: nodeMoveChance(sink); break;
    case Node::None:
    case Node::Over: s_.pc = Node::Over; break;
    }
    return StepStatus::Progress;
}

// The flow map's light: the node run now, and the edge that led to it.
void StackGame::enter(Node n)
{
    s_.from = s_.node;
    s_.node = n;
}

void StackGame::flow(EventSink& sink, Node n, Clause c, std::int32_t answerValue, Node next, std::int32_t count,
                     EntityId player, EntityId action)
{
    enter(n);
    event(sink, Kind::Flow, c, kNodeDepth, player, action, static_cast<std::int32_t>(n), answerValue,
          static_cast<std::int32_t>(next), count);
    s_.pc = next;
}

void StackGame::nodeGameStart(EventSink& sink)
{
    const auto P = static_cast<std::int32_t>(s_.players.size());
    flow(sink, Node::GameStart, Clause::C1, -1, Node::ChanceToTurnPlayer);
    event(sink, Kind::GameStart, Clause::C1, kStepDepth, kNoEntity, kNoEntity, P,
          static_cast<std::int32_t>(s_.components.size()), static_cast<std::int32_t>(sc_->actions.size()));
    std::int32_t first = sc_->first;
    if (first < 0) {
        Event e;
        e.clause = id(Clause::C1__firstPlayer);
        e.depth = kStepDepth;
        e.arg[0] = 0;
        first = static_cast<std::int32_t>(tracedDraw(rng_, sink, e, static_cast<std::uint32_t>(P)));
    }
    event(sink, Kind::FirstPlayer, Clause::C1__firstPlayer, kStepDepth, sc_->playerEntity(first), kNoEntity,
          sc_->first < 0 ? 1 : 0);
    for (std::int32_t z = 0; z < static_cast<std::int32_t>(sc_->zones.size()); ++z)
        if (sc_->shuffleZones & (1u << z))
            for (std::int32_t p = 0; p < P; ++p)
                shuffle(sink, p, z);
    for (std::int32_t p = 0; p < P && sc_->setupDraw > 0; ++p)
        for (std::int32_t k = 0; k < sc_->setupDraw; ++k) {
            const std::int32_t top = topOf(p, sc_->drawFrom);
            if (top < 0)
                break;
            moveComponent(sink, top, p, sc_->drawTo, false, Clause::C1__setup, kStepDepth);
        }
    write(sink, 1, static_cast<FieldId>(Field::TurnNumber), s_.turnNumber, 1, Clause::C1, kStepDepth);
    write(sink, 1, static_cast<FieldId>(Field::TurnPlayer), s_.turnPlayer, first, Clause::C1, kStepDepth);
    event(sink, Kind::TurnBegin, Clause::C1, kNodeDepth, sc_->playerEntity(first), kNoEntity, 1);
}

void StackGame::nodeChanceToTurnPlayer(EventSink& sink)
{
    const std::int32_t from = s_.chanceHolder;
    flow(sink, Node::ChanceToTurnPlayer, Clause::C2, -1, Node::StageEmpty, 0, sc_->playerEntity(s_.turnPlayer));
    event(sink, Kind::ChanceMoved, Clause::C2, kStepDepth, sc_->playerEntity(s_.turnPlayer),
          from < 0 ? kNoEntity : sc_->playerEntity(from), static_cast<std::int32_t>(ChanceReason::TurnPlayer));
    write(sink, 1, static_cast<FieldId>(Field::ChanceHolder), s_.chanceHolder, s_.turnPlayer, Clause::C2, kDetailDepth);
}

void StackGame::nodeStageEmpty(EventSink& sink)
{
    const bool empty = s_.stage.empty();
    flow(sink, Node::StageEmpty, Clause::C3, empty ? 1 : 0, empty ? Node::ResetPassList : Node::TakeActionQ,
         static_cast<std::int32_t>(s_.stage.size()), sc_->playerEntity(s_.chanceHolder));
}

void StackGame::nodeResetPassList(EventSink& sink)
{
    const auto cleared = static_cast<std::int32_t>(s_.passList.size());
    flow(sink, Node::ResetPassList, Clause::C4, -1, Node::TakeAction, cleared);
    event(sink, Kind::PassListReset, Clause::C4, kStepDepth, kNoEntity, kNoEntity, cleared);
    setPassList(sink, {}, Clause::C4, kDetailDepth);
}

void StackGame::nodeIsInstant(EventSink& sink)
{
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.current.action)];
    const bool instant = def.speed == Speed::Instant;
    flow(sink, Node::IsInstant, Clause::C6, instant ? 1 : 0, instant ? Node::Resolve : Node::AddToStage, 0,
         sc_->playerEntity(s_.current.controller), sc_->actionEntity(s_.current.action));
}

void StackGame::nodeResolve(EventSink& sink)
{
    const Entry e = s_.current;
    flow(sink, Node::Resolve, Clause::C7, -1, Node::WinCheck, 0, sc_->playerEntity(e.controller),
         sc_->actionEntity(e.action));
    resolveEntry(sink, e, Clause::C7);
    if (s_.pc == Node::Over)
        return;  // a limit was reached inside the resolution
    setCurrent(sink, Entry{}, Clause::C7, kDetailDepth);
}

void StackGame::nodeWinCheck(EventSink& sink)
{
    const bool decided = decidedNow();
    flow(sink, Node::WinCheck, Clause::C8, decided ? 1 : 0, decided ? Node::Over : Node::TriggerCheck);
    winCheck(sink, Clause::C8);
}

bool StackGame::decidedNow() const
{
    for (std::int32_t p = 0; p < static_cast<std::int32_t>(s_.players.size()); ++p) {
        const PlayerState& ps = s_.players[static_cast<std::size_t>(p)];
        if (ps.lost || ps.won)
            return true;
        for (const LoseCondition& l : sc_->lose)
            if ((l.zone ? zoneCount(p, l.index) : ps.counters[static_cast<std::size_t>(l.index)]) <= l.atMost)
                return true;
    }
    return false;
}

void StackGame::nodeAddToStage(EventSink& sink)
{
    Entry e = s_.current;
    flow(sink, Node::AddToStage, Clause::C9, -1, Node::TriggerCheck, static_cast<std::int32_t>(s_.stage.size()),
         sc_->playerEntity(e.controller), sc_->actionEntity(e.action));
    if (static_cast<std::int32_t>(s_.stage.size()) >= sc_->limits.stage) {
        limitReached(sink, Outcome::StageLimit, sc_->limits.stage, Clause::C9__stageLimit);
        return;
    }
    e.addedAt = position(sink.position());
    event(sink, Kind::Staged, Clause::C9, kStepDepth, sc_->playerEntity(e.controller), sc_->actionEntity(e.action),
          static_cast<std::int32_t>(s_.stage.size()) + 1, e.serial, e.triggered, e.source);
    pushEntry(sink, s_.stage, Field::StageSlot, e, Clause::C9, kDetailDepth);
    setCurrent(sink, Entry{}, Clause::C9, kDetailDepth);
}

void StackGame::nodeRegisterPass(EventSink& sink)
{
    const std::int32_t p = s_.chanceHolder;
    flow(sink, Node::RegisterPass, Clause::C12, -1, Node::AllPassed, static_cast<std::int32_t>(s_.passList.size()),
         sc_->playerEntity(p));
    const bool already = std::find(s_.passList.begin(), s_.passList.end(), p) != s_.passList.end();
    std::vector<std::int32_t> list = s_.passList;
    if (!already)
        list.push_back(p);
    event(sink, Kind::PassRegistered, Clause::C12, kStepDepth, sc_->playerEntity(p), kNoEntity,
          static_cast<std::int32_t>(list.size()), static_cast<std::int32_t>(s_.players.size()), already ? 1 : 0);
    setPassList(sink, list, Clause::C12, kDetailDepth);
}

void StackGame::nodeAllPassed(EventSink& sink)
{
    const bool all = s_.passList.size() == s_.players.size();
    flow(sink, Node::AllPassed, Clause::C13, all ? 1 : 0, all ? Node::TakeFromStage : Node::MoveChance,
         static_cast<std::int32_t>(s_.passList.size()));
}

void StackGame::nodeTakeFromStage(EventSink& sink)
{
    const Entry top = s_.stage.back();
    flow(sink, Node::TakeFromStage, Clause::C14, -1, Node::Resolve, static_cast<std::int32_t>(s_.stage.size()),
         sc_->playerEntity(top.controller), sc_->actionEntity(top.action));
    event(sink, Kind::TakenOff, Clause::C14, kStepDepth, sc_->playerEntity(top.controller),
          sc_->actionEntity(top.action), static_cast<std::int32_t>(s_.stage.size()), top.serial);
    const Entry e = removeEntry(sink, s_.stage, Field::StageSlot, s_.stage.size() - 1, Clause::C14, kDetailDepth);
    setCurrent(sink, e, Clause::C14, kDetailDepth);
}

void StackGame::nodeMoveChance(EventSink& sink)
{
    const std::int32_t from = s_.chanceHolder;
    const std::int32_t to = nextPlayer(from);
    flow(sink, Node::MoveChance, Clause::C15, -1, Node::StageEmpty, 0, sc_->playerEntity(to));
    event(sink, Kind::ChanceMoved, Clause::C15, kStepDepth, sc_->playerEntity(to), sc_->playerEntity(from),
          static_cast<std::int32_t>(ChanceReason::NextPlayer));
    write(sink, 1, static_cast<FieldId>(Field::ChanceHolder), s_.chanceHolder, to, Clause::C15, kDetailDepth);
}

// ---------------------------------------------------------------- the end

bool StackGame::winCheck(EventSink& sink, Clause c)
{
    std::int32_t lost = 0, won = 0;
    for (std::int32_t p = 0; p < static_cast<std::int32_t>(s_.players.size()); ++p) {
        PlayerState& ps = s_.players[static_cast<std::size_t>(p)];
        for (const LoseCondition& l : sc_->lose) {
            if (ps.lost)
                break;
            const std::int32_t value = l.zone ? zoneCount(p, l.index) : ps.counters[static_cast<std::size_t>(l.index)];
            if (value > l.atMost)
                continue;
            event(sink, Kind::PlayerLost, c, kStepDepth, sc_->playerEntity(p), kNoEntity,
                  static_cast<std::int32_t>(l.zone ? LossReason::Zone : LossReason::Counter),
                  static_cast<std::int32_t>(l.zone ? sc_->zoneEntity(l.index) : sc_->counterEntity(l.index)), value);
            write(sink, sc_->playerEntity(p), static_cast<FieldId>(Field::Lost), ps.lost, 1, c, kDetailDepth);
        }
        lost += ps.lost;
        won += ps.won;
    }
    const bool decided = lost > 0 || won > 0;
    event(sink, Kind::WinCheck, c, kStepDepth, kNoEntity, kNoEntity, decided ? 1 : 0, lost, won);
    if (!decided)
        return false;
    // Who wins: the one player who won; else, with losers, the one player left standing.
    // Two or more winners, or nobody (or several) left standing: a draw.
    std::int32_t winner = -1, count = 0;
    for (std::int32_t p = 0; p < static_cast<std::int32_t>(s_.players.size()); ++p) {
        const PlayerState& ps = s_.players[static_cast<std::size_t>(p)];
        if (won > 0 ? ps.won != 0 : ps.lost == 0) {
            winner = p;
            ++count;
        }
    }
    endGame(sink, count == 1 ? Outcome::Win : Outcome::Draw, count == 1 ? winner : -1, c);
    return true;
}

void StackGame::endGame(EventSink& sink, Outcome o, std::int32_t winner, Clause c)
{
    s_.outcome = static_cast<std::int32_t>(o);
    s_.winner = winner;
    event(sink, Kind::Winner, c, kStepDepth, winner < 0 ? kNoEntity : sc_->playerEntity(winner), kNoEntity, s_.outcome);
    Event e;
    e.kind = ts::kind(CommonKind::GameEnd);
    e.clause = id(c);
    e.depth = kTurnDepth;
    e.arg[0] = s_.outcome;
    sink.add(e);
    s_.pc = Node::Over;
    s_.await = Await::None;
    const std::uint64_t h = stateHash();
    Event hash;
    hash.kind = ts::kind(CommonKind::StateHash);
    hash.clause = id(c);
    hash.depth = kStepDepth;
    hash.arg[0] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h));
    hash.arg[1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(h >> 32));
    sink.add(hash);
}

void StackGame::limitReached(EventSink& sink, Outcome o, std::int32_t limit, Clause c)
{
    event(sink, Kind::LimitReached, c, kStepDepth, kNoEntity, kNoEntity, static_cast<std::int32_t>(o), limit);
    endGame(sink, o, -1, c);
}

}  // namespace ts::stack
