// ⑤ and ⑪ of the core flow: the chance holder takes an action (declares it, chooses its
// target, pays its costs) or, at ⑪, passes. Timings 002:timing/main and /quick decide what
// is legal. Every answer is traced; an illegal one is rejected and asked again.
#include "game.h"

#include <algorithm>

namespace ts::stack {

namespace {
bool isTimingRefusal(Refusal r) { return r == Refusal::NotYourTurn || r == Refusal::StageNotEmpty; }
}  // namespace

// ---------------------------------------------------------------- decisions

std::int32_t StackGame::awaitingPlayer() const { return s_.orderPlayer >= 0 ? s_.orderPlayer : s_.chanceHolder; }

DecisionRequest StackGame::pendingDecision() const
{
    DecisionRequest r;
    if (s_.await == Await::None)
        return r;
    const std::int32_t p = awaitingPlayer();
    r.actor = sc_->playerEntity(p);
    const PlayerSpec& spec = sc_->players[static_cast<std::size_t>(p)];
    const std::uint32_t pos = s_.players[static_cast<std::size_t>(p)].scriptPos;
    if (pos < spec.script.size())
        r.scripted = spec.script[pos];
    return r;
}

std::vector<Answer> StackGame::legalAnswers() const
{
    switch (s_.await) {
    case Await::None: return {};
    case Await::Act: return actAnswers(s_.chanceHolder);
    case Await::ActOrPass: {
        std::vector<Answer> out{{static_cast<std::uint16_t>(AnswerKind::Pass), kNoEntity, 0, 0}};
        const auto acts = actAnswers(s_.chanceHolder);
        out.insert(out.end(), acts.begin(), acts.end());
        return out;
    }
    case Await::Pay: return payAnswers();
    case Await::Target: return targetAnswers();
    case Await::Order: return orderAnswers();
    }
    return {};
}

void StackGame::answer(const Answer& a, AnswerSource source, std::uint32_t decisionIndex)
{
    if (s_.await == Await::None)
        return;
    PlayerState& ps = s_.players[static_cast<std::size_t>(awaitingPlayer())];
    // The script line is used up whether it was followed or answered differently (a fork).
    if (ps.scriptPos < sc_->players[static_cast<std::size_t>(awaitingPlayer())].script.size())
        ++ps.scriptPos;
    s_.answer = PendingAnswer{a, source, decisionIndex};
}

PendingAnswer StackGame::takeAnswer(EventSink& sink, Clause c)
{
    const PendingAnswer pa = *s_.answer;
    s_.answer.reset();
    s_.await = Await::None;
    Event d;
    d.kind = ts::kind(CommonKind::Decision);
    d.clause = id(c);
    d.depth = kStepDepth;
    d.subject[0] = sc_->playerEntity(awaitingPlayer());
    d.subject[1] = pa.answer.target;
    d.arg[0] = static_cast<std::int32_t>(pa.index);
    d.arg[1] = static_cast<std::int32_t>((static_cast<std::uint32_t>(pa.source) << 16) | pa.answer.kind);
    d.arg[2] = pa.answer.a;
    d.arg[3] = pa.answer.b;
    sink.add(d);
    return pa;
}

void StackGame::reject(EventSink& sink, const Answer& a, Refusal why, Clause c)
{
    event(sink, Kind::AnswerRejected, isTimingRefusal(why) ? Clause::TimingMain : c, kStepDepth,
          sc_->playerEntity(awaitingPlayer()), a.target, a.kind, a.a, static_cast<std::int32_t>(why));
}

// An act answer, checked; without a source, the first granting source that makes it legal
// (written into `a`).
Refusal StackGame::validateAct(Answer& a) const
{
    const std::int32_t p = s_.chanceHolder;
    if (a.kind == static_cast<std::uint16_t>(AnswerKind::Pass))
        return Refusal::NotAllowedHere;
    if (a.kind != static_cast<std::uint16_t>(AnswerKind::Act))
        return Refusal::WrongKind;
    const std::int32_t action = sc_->actionOf(static_cast<EntityId>(a.a));
    if (action < 0)
        return Refusal::NotGranted;
    if (a.target != kNoEntity)
        return check(p, action, a.target);
    Refusal why = Refusal::NotGranted;
    const ZoneTally tally = zoneTally(p);
    for (const Grant& g : grants(p)) {
        if (g.action != action)
            continue;
        const Refusal r = checkGranted(p, g.action, g.source, tally);  // g is granted: check() would scan grants again
        if (r == Refusal::None || why == Refusal::NotGranted) {
            why = r;
            a.target = g.source;
        }
        if (r == Refusal::None)
            break;
    }
    return why;
}

void StackGame::chooseAct(EventSink& sink, const Answer& a, Clause c)
{
    s_.decl = Declaration{};
    s_.decl.action = sc_->actionOf(static_cast<EntityId>(a.a));
    s_.decl.source = static_cast<std::int32_t>(a.target);
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    event(sink, Kind::ActionChosen, c, kStepDepth, sc_->playerEntity(s_.chanceHolder),
          sc_->actionEntity(s_.decl.action), static_cast<std::int32_t>(a.target), static_cast<std::int32_t>(def.timing),
          static_cast<std::int32_t>(def.speed));
}

Refusal StackGame::acceptTarget(EventSink& sink, const Answer& a)
{
    if (a.kind != static_cast<std::uint16_t>(AnswerKind::Target))
        return Refusal::WrongKind;
    const std::vector<Answer> legal = targetAnswers();
    if (std::find(legal.begin(), legal.end(), Answer{a.kind, a.target, a.a, 0}) == legal.end())
        return Refusal::BadTarget;
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    if (def.target.kind == TargetKind::Stage)
        s_.decl.targetEntry = s_.stage[static_cast<std::size_t>(a.a - 1)].serial;
    else
        s_.decl.target = static_cast<std::int32_t>(a.target);
    s_.decl.targetChosen = true;
    event(sink, Kind::TargetChosen, Clause::C5__target, kStepDepth, sc_->playerEntity(s_.chanceHolder),
          def.target.kind == TargetKind::Stage ? kNoEntity : a.target, s_.decl.targetEntry,
          def.target.kind == TargetKind::Stage ? a.a : 0);
    return Refusal::None;
}

Refusal StackGame::acceptPay(EventSink& sink, const Answer& a)
{
    if (a.kind != static_cast<std::uint16_t>(AnswerKind::Pay))
        return Refusal::WrongKind;
    const std::vector<Answer> legal = payAnswers();
    if (std::find(legal.begin(), legal.end(), Answer{a.kind, a.target, 0, 0}) == legal.end())
        return Refusal::BadPayment;
    // arg0: which of the action's costs this unit pays (legal answers exist only while one is left).
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    const auto cost = static_cast<std::int32_t>(nextMoveCost() - def.costs.data());
    event(sink, Kind::CostChosen, Clause::C5__pay, kStepDepth, sc_->playerEntity(s_.chanceHolder), a.target, cost,
          static_cast<std::int32_t>(s_.decl.paid.size()));
    s_.decl.paid.push_back(sc_->componentOf(a.target));
    return Refusal::None;
}

// ⑤: announced once (with the action when ⑪ already chose it), then the decisions of the
// declaration, then the action is taken. A step either traces something or asks (never
// both), so that a decision is always asked at a step boundary.
StepStatus StackGame::nodeTakeAction(EventSink& sink)
{
    const std::int32_t p = s_.chanceHolder;
    if (s_.node != Node::TakeAction) {
        enter(Node::TakeAction);
        event(sink, Kind::Flow, Clause::C5, kNodeDepth, sc_->playerEntity(p), sc_->actionEntity(s_.decl.action),
              static_cast<std::int32_t>(Node::TakeAction), -1, static_cast<std::int32_t>(Node::IsInstant), 0);
        if (s_.actionsTaken >= sc_->limits.actions) {
            limitReached(sink, Outcome::ActionLimit, sc_->limits.actions, Clause::C5__actionLimit);
        } else if (s_.decl.action < 0 && actAnswers(p).empty()) {
            event(sink, Kind::Stalled, Clause::C5__noAction, kStepDepth, sc_->playerEntity(p));
            traceUnavailable(sink, p);  // why no action was legal
            endGame(sink, Outcome::Stalled, -1, Clause::C5__noAction);
        }
        return StepStatus::Progress;
    }
    if (s_.answer) {
        const Await asked = s_.await;
        const PendingAnswer pa = takeAnswer(sink,
                                            asked == Await::Act          ? Clause::C5
                                                : asked == Await::Target ? Clause::C5__target
                                                                         : Clause::C5__pay);
        if (asked == Await::Act)
            traceUnavailable(sink, p);  // what this decision did not offer (the state it was asked in)
        Answer a = pa.answer;
        Refusal r = Refusal::None;
        if (asked == Await::Act) {
            r = validateAct(a);
            if (r == Refusal::None)
                chooseAct(sink, a, Clause::C5);
        } else {
            r = asked == Await::Target ? acceptTarget(sink, a) : acceptPay(sink, a);
        }
        if (r != Refusal::None)
            reject(sink, pa.answer, r,
                   asked == Await::Act          ? Clause::C5__rejected
                       : asked == Await::Target ? Clause::C5__target
                                                : Clause::C5__pay);
        return StepStatus::Progress;  // asked (again) by the next step
    }
    if (s_.decl.action < 0) {
        s_.await = Await::Act;
        return StepStatus::NeedDecision;
    }
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    if (def.target.kind != TargetKind::None && !s_.decl.targetChosen) {
        s_.await = Await::Target;
        return StepStatus::NeedDecision;
    }
    if (costUnitsLeft() > 0) {
        s_.await = Await::Pay;
        return StepStatus::NeedDecision;
    }
    takeDeclared(sink);
    return StepStatus::Progress;
}

void StackGame::takeDeclared(EventSink& sink)
{
    const std::int32_t p = s_.chanceHolder;
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    Entry e;
    e.action = s_.decl.action;
    e.controller = p;
    e.source = s_.decl.source;
    e.target = s_.decl.target;
    e.targetEntry = s_.decl.targetEntry;
    e.serial = static_cast<std::int32_t>(s_.nextSerial++);
    event(sink, Kind::TimingChecked, def.timing == Timing::Main ? Clause::TimingMain : Clause::TimingQuick, kStepDepth,
          sc_->playerEntity(p), sc_->actionEntity(e.action), static_cast<std::int32_t>(def.timing),
          sc_->playerEntity(s_.turnPlayer), static_cast<std::int32_t>(s_.stage.size()));
    payCosts(sink, def, e);
    e.addedAt = position(sink.position());
    event(sink, Kind::ActionTaken, Clause::C5, kStepDepth, sc_->playerEntity(p), sc_->actionEntity(e.action), e.source,
          e.target, e.serial, e.targetEntry);
    setCurrent(sink, e, Clause::C5, kDetailDepth);
    write(sink, 1, static_cast<FieldId>(Field::ActionsTaken), s_.actionsTaken, s_.actionsTaken + 1, Clause::C5,
          kDetailDepth);
    write(sink, 1, static_cast<FieldId>(Field::TurnActions), s_.turnActions, s_.turnActions + 1, Clause::C5,
          kDetailDepth);
    s_.decl = Declaration{};
    s_.loops = 0;  // limits.triggerLoops counts the trigger checks since a player last acted
    s_.pc = Node::IsInstant;
    Happening h;
    h.on = Occurrence::Taken;
    h.player = p;
    h.action = e.action;
    h.component = sc_->componentOf(static_cast<EntityId>(e.source));
    occurred(sink, h);
}

void StackGame::payCosts(EventSink& sink, const ActionDef& def, const Entry& e)
{
    const std::int32_t p = e.controller;
    const EntityId me = sc_->playerEntity(p);
    const std::int32_t source = sc_->componentOf(static_cast<EntityId>(e.source));
    std::size_t unit = 0;
    for (const Cost& c : def.costs) {
        switch (c.kind) {
        case CostKind::Move:
            for (std::int32_t k = 0; k < c.count; ++k) {
                const std::int32_t comp = s_.decl.paid[unit++];
                event(sink, Kind::CostPaid, Clause::C5__pay, kStepDepth, me, sc_->componentEntity(comp),
                      static_cast<std::int32_t>(c.kind), 1, static_cast<std::int32_t>(sc_->zoneEntity(c.to)));
                moveComponent(sink, comp, s_.components[static_cast<std::size_t>(comp)].owner, c.to, false,
                              Clause::C5__pay, kDetailDepth);
            }
            break;
        case CostKind::Counter: {
            const EntityId holder = c.ofSource ? sc_->componentEntity(source) : me;
            const std::int32_t before = c.ofSource
                ? componentCounter(source, c.counter)
                : s_.players[static_cast<std::size_t>(p)].counters[static_cast<std::size_t>(c.counter)];
            event(sink, Kind::CostPaid, Clause::C5__pay, kStepDepth, me, kNoEntity, static_cast<std::int32_t>(c.kind),
                  c.amount, static_cast<std::int32_t>(sc_->counterEntity(c.counter)));
            changeCounter(sink, holder, c.counter, before - c.amount, Clause::C5__pay, kDetailDepth);
            break;
        }
        case CostKind::Damage:
            event(sink, Kind::CostPaid, Clause::C5__pay, kStepDepth, me, kNoEntity, static_cast<std::int32_t>(c.kind),
                  c.amount, 0);
            damage(sink, p, c.amount, Clause::C5__pay, kDetailDepth);
            break;
        case CostKind::Source:
            event(sink, Kind::CostPaid, Clause::C5__pay, kStepDepth, me, sc_->componentEntity(source),
                  static_cast<std::int32_t>(c.kind), 1, static_cast<std::int32_t>(sc_->zoneEntity(c.to)));
            moveComponent(sink, source, s_.components[static_cast<std::size_t>(source)].owner, c.to, false,
                          Clause::C5__pay, kDetailDepth);
            break;
        }
    }
}

// ⑪: the chance holder acts (→ ④ with the action chosen) or passes (→ ⑫).
StepStatus StackGame::nodeTakeActionQ(EventSink& sink)
{
    const std::int32_t p = s_.chanceHolder;
    if (!s_.answer) {
        s_.await = Await::ActOrPass;
        return StepStatus::NeedDecision;
    }
    const PendingAnswer pa = takeAnswer(sink, Clause::C11);
    traceUnavailable(sink, p);  // what this decision did not offer (the state it was asked in)
    if (pa.answer.kind == static_cast<std::uint16_t>(AnswerKind::Pass)) {
        flow(sink, Node::TakeActionQ, Clause::C11, 0, Node::RegisterPass, static_cast<std::int32_t>(s_.stage.size()),
             sc_->playerEntity(p));
        return StepStatus::Progress;
    }
    Answer a = pa.answer;
    const Refusal r = validateAct(a);
    if (r != Refusal::None) {
        reject(sink, pa.answer, r, Clause::C11__rejected);
        return StepStatus::Progress;  // asked again by the next step
    }
    flow(sink, Node::TakeActionQ, Clause::C11, 1, Node::ResetPassList, static_cast<std::int32_t>(s_.stage.size()),
         sc_->playerEntity(p), static_cast<EntityId>(a.a));
    chooseAct(sink, a, Clause::C11);
    return StepStatus::Progress;
}

}  // namespace ts::stack
