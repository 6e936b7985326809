// ⑤ and ⑪ of the core flow: the chance holder takes an action (declares it, chooses its
// target, pays its costs) or, at ⑪, passes. Timings 002:timing/main and /quick decide what
// is legal. Every answer is traced; an illegal one is rejected and asked again.
#include "game.h"

#include <algorithm>

namespace ts::stack {

namespace {
bool isTimingRefusal(Refusal r) { return r == Refusal::NotYourTurn || r == Refusal::StageNotEmpty; }
}  // namespace

// ---------------------------------------------------------------- what is legal

std::vector<StackGame::Grant> StackGame::grants(std::int32_t player) const
{
    std::vector<Grant> out;
    auto add = [&](std::int32_t action, EntityId source) {
        const Grant g{action, source};
        if (std::find(out.begin(), out.end(), g) == out.end())
            out.push_back(g);
    };
    for (const Ability& a : sc_->players[static_cast<std::size_t>(player)].abilities)
        if (!a.triggered)
            add(a.action, sc_->playerEntity(player));
    for (std::size_t c = 0; c < s_.components.size(); ++c) {
        if (s_.components[c].controller != player)
            continue;
        for (const Ability& a : sc_->components[c].abilities)
            if (!a.triggered && active(static_cast<std::int32_t>(c), a))
                add(a.action, sc_->componentEntity(static_cast<std::int32_t>(c)));
    }
    return out;
}

bool StackGame::active(std::int32_t component, const Ability& a) const
{
    return a.zones == 0 || (a.zones & (1u << s_.components[static_cast<std::size_t>(component)].zone)) != 0;
}

bool StackGame::targetAllowed(const ActionDef& def, std::int32_t player, EntityId, EntityId target, std::int32_t targetEntry) const
{
    switch (def.target.kind) {
    case TargetKind::None: return true;
    case TargetKind::Component: {
        const std::int32_t c = sc_->componentOf(target);
        if (c < 0)
            return false;
        const ComponentState& cs = s_.components[static_cast<std::size_t>(c)];
        return (def.target.zone < 0 || cs.zone == def.target.zone) && relation(def.target.whose, player, cs.controller);
    }
    case TargetKind::Player: {
        const std::int32_t p = sc_->playerOf(target);
        return p >= 0 && relation(def.target.whose, player, p);
    }
    case TargetKind::Stage:
        for (const Entry& e : s_.stage)
            if (e.serial == targetEntry)
                return relation(def.target.whose, player, e.controller);
        return false;
    }
    return false;
}

// The costs can be paid by `player` with `source` granting and `target` chosen: each zone
// holds enough of the player's components for its move costs (neither the source nor the
// target pays), the counters are high enough, a source cost has a component to move.
bool StackGame::payableWith(const ActionDef& def, std::int32_t player, EntityId source, EntityId target) const
{
    std::int32_t need[kMaxZones] = {};
    std::int32_t counterNeed[kMaxCounters] = {}, sourceCounterNeed[kMaxCounters] = {};
    const std::int32_t sourceComponent = sc_->componentOf(source);
    for (const Cost& c : def.costs) {
        switch (c.kind) {
        case CostKind::Move: need[c.from] += c.count; break;
        case CostKind::Counter: (c.ofSource ? sourceCounterNeed : counterNeed)[c.counter] += c.amount; break;
        case CostKind::Damage: break;
        case CostKind::Source:
            if (sourceComponent < 0)
                return false;
            break;
        }
    }
    const std::int32_t targetComponent = sc_->componentOf(target);
    for (std::int32_t z = 0; z < static_cast<std::int32_t>(sc_->zones.size()); ++z) {
        if (need[z] == 0)
            continue;
        const auto inPool = [&](std::int32_t c) {
            return c >= 0 && s_.components[static_cast<std::size_t>(c)].zonePlayer == player &&
                   s_.components[static_cast<std::size_t>(c)].zone == z;
        };
        std::int32_t avail = zoneCount(player, z);
        avail -= inPool(sourceComponent) ? 1 : 0;
        avail -= targetComponent != sourceComponent && inPool(targetComponent) ? 1 : 0;
        if (need[z] > avail)
            return false;
    }
    for (std::size_t k = 0; k < sc_->counters.size(); ++k) {
        if (counterNeed[k] > s_.players[static_cast<std::size_t>(player)].counters[k])
            return false;
        if (sourceCounterNeed[k] > 0 &&
            (sourceComponent < 0 || sourceCounterNeed[k] > componentCounter(sourceComponent, static_cast<std::int32_t>(k))))
            return false;
    }
    return true;
}

Refusal StackGame::check(std::int32_t player, std::int32_t action, EntityId source) const
{
    if (action < 0 || action >= static_cast<std::int32_t>(sc_->actions.size()))
        return Refusal::NotGranted;
    const std::vector<Grant> granted = grants(player);
    if (std::find(granted.begin(), granted.end(), Grant{action, source}) == granted.end())
        return Refusal::NotGranted;
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(action)];
    if (def.timing == Timing::Main) {  // 002:timing/main (the chance is the holder's: we ask them)
        if (s_.turnPlayer != player)
            return Refusal::NotYourTurn;
        if (!s_.stage.empty())
            return Refusal::StageNotEmpty;
    }
    // A target, and a payment that leaves it: else no target at all, or no payment.
    bool anyTarget = false;
    const auto candidate = [&](EntityId target, std::int32_t entry) {
        if (!targetAllowed(def, player, source, target, entry))
            return false;
        anyTarget = true;
        return payableWith(def, player, source, target);
    };
    switch (def.target.kind) {
    case TargetKind::None: return payableWith(def, player, source, kNoEntity) ? Refusal::None : Refusal::CannotPay;
    case TargetKind::Component:
        for (std::int32_t c = 0; c < static_cast<std::int32_t>(s_.components.size()); ++c)
            if (candidate(sc_->componentEntity(c), 0))
                return Refusal::None;
        break;
    case TargetKind::Player:
        for (std::int32_t p = 0; p < static_cast<std::int32_t>(s_.players.size()); ++p)
            if (candidate(sc_->playerEntity(p), 0))
                return Refusal::None;
        break;
    case TargetKind::Stage:
        for (const Entry& e : s_.stage)
            if (candidate(kNoEntity, e.serial))
                return Refusal::None;
        break;
    }
    return anyTarget ? Refusal::CannotPay : Refusal::NoTarget;
}

std::vector<Answer> StackGame::actAnswers(std::int32_t player) const
{
    std::vector<Answer> out;
    for (const Grant& g : grants(player))
        if (check(player, g.action, g.source) == Refusal::None)
            out.push_back({static_cast<std::uint16_t>(AnswerKind::Act), g.source, static_cast<std::int32_t>(sc_->actionEntity(g.action)), 0});
    return out;
}

std::vector<Answer> StackGame::targetAnswers() const
{
    std::vector<Answer> out;
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    const std::int32_t p = s_.chanceHolder;
    const auto src = static_cast<EntityId>(s_.decl.source);
    const auto kindTarget = static_cast<std::uint16_t>(AnswerKind::Target);
    switch (def.target.kind) {
    case TargetKind::None: break;
    case TargetKind::Component:
        for (std::int32_t c = 0; c < static_cast<std::int32_t>(s_.components.size()); ++c)
            if (targetAllowed(def, p, src, sc_->componentEntity(c), 0) && payableWith(def, p, src, sc_->componentEntity(c)))
                out.push_back({kindTarget, sc_->componentEntity(c), 0, 0});
        break;
    case TargetKind::Player:
        for (std::int32_t q = 0; q < static_cast<std::int32_t>(s_.players.size()); ++q)
            if (targetAllowed(def, p, src, sc_->playerEntity(q), 0) && payableWith(def, p, src, sc_->playerEntity(q)))
                out.push_back({kindTarget, sc_->playerEntity(q), 0, 0});
        break;
    case TargetKind::Stage:
        for (std::size_t k = 0; k < s_.stage.size(); ++k)
            if (targetAllowed(def, p, src, kNoEntity, s_.stage[k].serial))
                out.push_back({kindTarget, kNoEntity, static_cast<std::int32_t>(k + 1), 0});
        break;
    }
    return out;
}

const Cost* StackGame::nextMoveCost() const
{
    const ActionDef& def = sc_->actions[static_cast<std::size_t>(s_.decl.action)];
    std::size_t unit = s_.decl.paid.size();
    for (const Cost& c : def.costs) {
        if (c.kind != CostKind::Move)
            continue;
        if (unit < static_cast<std::size_t>(c.count))
            return &c;
        unit -= static_cast<std::size_t>(c.count);
    }
    return nullptr;
}

std::int32_t StackGame::costUnitsLeft() const
{
    if (s_.decl.action < 0)
        return 0;
    std::int32_t units = 0;
    for (const Cost& c : sc_->actions[static_cast<std::size_t>(s_.decl.action)].costs)
        units += c.kind == CostKind::Move ? c.count : 0;
    return units - static_cast<std::int32_t>(s_.decl.paid.size());
}

std::vector<Answer> StackGame::payAnswers() const
{
    std::vector<Answer> out;
    const Cost* cost = nextMoveCost();
    if (!cost)
        return out;
    const std::int32_t p = s_.chanceHolder;
    const std::int32_t source = sc_->componentOf(static_cast<EntityId>(s_.decl.source));
    const std::int32_t target = sc_->componentOf(static_cast<EntityId>(s_.decl.target));
    for (const std::int32_t c : zoneContents(p, cost->from)) {
        if (c == source || c == target || std::find(s_.decl.paid.begin(), s_.decl.paid.end(), c) != s_.decl.paid.end())
            continue;
        out.push_back({static_cast<std::uint16_t>(AnswerKind::Pay), sc_->componentEntity(c), 0, 0});
    }
    return out;
}

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
    event(sink, Kind::AnswerRejected, isTimingRefusal(why) ? Clause::TimingMain : c, kStepDepth, sc_->playerEntity(awaitingPlayer()),
          a.target, a.kind, a.a, static_cast<std::int32_t>(why));
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
    for (const Grant& g : grants(p)) {
        if (g.action != action)
            continue;
        const Refusal r = check(p, g.action, g.source);
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
    event(sink, Kind::ActionChosen, c, kStepDepth, sc_->playerEntity(s_.chanceHolder), sc_->actionEntity(s_.decl.action),
          static_cast<std::int32_t>(a.target), static_cast<std::int32_t>(def.timing), static_cast<std::int32_t>(def.speed));
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
          def.target.kind == TargetKind::Stage ? kNoEntity : a.target, s_.decl.targetEntry, def.target.kind == TargetKind::Stage ? a.a : 0);
    return Refusal::None;
}

Refusal StackGame::acceptPay(EventSink& sink, const Answer& a)
{
    if (a.kind != static_cast<std::uint16_t>(AnswerKind::Pay))
        return Refusal::WrongKind;
    const std::vector<Answer> legal = payAnswers();
    if (std::find(legal.begin(), legal.end(), Answer{a.kind, a.target, 0, 0}) == legal.end())
        return Refusal::BadPayment;
    event(sink, Kind::CostChosen, Clause::C5__pay, kStepDepth, sc_->playerEntity(s_.chanceHolder), a.target,
          0, static_cast<std::int32_t>(s_.decl.paid.size()));
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
            endGame(sink, Outcome::Stalled, -1, Clause::C5__noAction);
        }
        return StepStatus::Progress;
    }
    if (s_.answer) {
        const Await asked = s_.await;
        const PendingAnswer pa = takeAnswer(sink, asked == Await::Act ? Clause::C5 : asked == Await::Target ? Clause::C5__target : Clause::C5__pay);
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
            reject(sink, pa.answer, r, asked == Await::Act ? Clause::C5__rejected : asked == Await::Target ? Clause::C5__target : Clause::C5__pay);
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
          sc_->playerEntity(p), sc_->actionEntity(e.action), static_cast<std::int32_t>(def.timing), sc_->playerEntity(s_.turnPlayer),
          static_cast<std::int32_t>(s_.stage.size()));
    payCosts(sink, def, e);
    e.addedAt = position(sink.position());
    event(sink, Kind::ActionTaken, Clause::C5, kStepDepth, sc_->playerEntity(p), sc_->actionEntity(e.action), e.source, e.target, e.serial,
          e.targetEntry);
    setCurrent(sink, e, Clause::C5, kDetailDepth);
    write(sink, 1, static_cast<FieldId>(Field::ActionsTaken), s_.actionsTaken, s_.actionsTaken + 1, Clause::C5, kDetailDepth);
    write(sink, 1, static_cast<FieldId>(Field::TurnActions), s_.turnActions, s_.turnActions + 1, Clause::C5, kDetailDepth);
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
                event(sink, Kind::CostPaid, Clause::C5__pay, kStepDepth, me, sc_->componentEntity(comp), static_cast<std::int32_t>(c.kind), 1,
                      static_cast<std::int32_t>(sc_->zoneEntity(c.to)));
                moveComponent(sink, comp, s_.components[static_cast<std::size_t>(comp)].owner, c.to, false, Clause::C5__pay, kDetailDepth);
            }
            break;
        case CostKind::Counter: {
            const EntityId holder = c.ofSource ? sc_->componentEntity(source) : me;
            const std::int32_t before = c.ofSource ? componentCounter(source, c.counter)
                                                   : s_.players[static_cast<std::size_t>(p)].counters[static_cast<std::size_t>(c.counter)];
            event(sink, Kind::CostPaid, Clause::C5__pay, kStepDepth, me, kNoEntity, static_cast<std::int32_t>(c.kind), c.amount,
                  static_cast<std::int32_t>(sc_->counterEntity(c.counter)));
            changeCounter(sink, holder, c.counter, before - c.amount, Clause::C5__pay, kDetailDepth);
            break;
        }
        case CostKind::Damage:
            event(sink, Kind::CostPaid, Clause::C5__pay, kStepDepth, me, kNoEntity, static_cast<std::int32_t>(c.kind), c.amount, 0);
            damage(sink, p, c.amount, Clause::C5__pay, kDetailDepth);
            break;
        case CostKind::Source:
            event(sink, Kind::CostPaid, Clause::C5__pay, kStepDepth, me, sc_->componentEntity(source), static_cast<std::int32_t>(c.kind), 1,
                  static_cast<std::int32_t>(sc_->zoneEntity(c.to)));
            moveComponent(sink, source, s_.components[static_cast<std::size_t>(source)].owner, c.to, false, Clause::C5__pay, kDetailDepth);
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
    if (pa.answer.kind == static_cast<std::uint16_t>(AnswerKind::Pass)) {
        flow(sink, Node::TakeActionQ, Clause::C11, 0, Node::RegisterPass, static_cast<std::int32_t>(s_.stage.size()), sc_->playerEntity(p));
        return StepStatus::Progress;
    }
    Answer a = pa.answer;
    const Refusal r = validateAct(a);
    if (r != Refusal::None) {
        reject(sink, pa.answer, r, Clause::C11__rejected);
        return StepStatus::Progress;  // asked again by the next step
    }
    flow(sink, Node::TakeActionQ, Clause::C11, 1, Node::ResetPassList, static_cast<std::int32_t>(s_.stage.size()), sc_->playerEntity(p),
         static_cast<EntityId>(a.a));
    chooseAct(sink, a, Clause::C11);
    return StepStatus::Progress;
}

bool StackGame::legalNow(const Answer& a) const
{
    const auto legal = legalAnswers();
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// ---------------------------------------------------------------- the built-in policy

// A simple player, deterministic from the state (it never draws). At ⑤ the turn player
// takes its main actions in turn and ends its turn after three (or when nothing else is
// legal); any other chance holder takes a quick action in turn. At ⑪ it answers an
// opponent's action on a low stage with a quick action that has a target, every other
// time; else it passes. It targets the opponents' things first, pays and orders with the
// first choice.
std::optional<Answer> StackGame::policyAnswer() const
{
    const std::int32_t p = s_.chanceHolder;
    const auto defOf = [&](const Answer& a) -> const ActionDef& {
        return sc_->actions[static_cast<std::size_t>(sc_->actionOf(static_cast<EntityId>(a.a)))];
    };
    const auto pickFrom = [&](const std::vector<Answer>& v) { return v[static_cast<std::size_t>(s_.actionsTaken) % v.size()]; };
    switch (s_.await) {
    case Await::None: return std::nullopt;
    case Await::Act: {
        const auto acts = actAnswers(p);
        if (acts.empty())
            return std::nullopt;
        std::vector<Answer> ends, mains, quicks;
        for (const Answer& a : acts)
            (defOf(a).endAction ? ends : defOf(a).timing == Timing::Main ? mains : quicks).push_back(a);
        if (!ends.empty() && (s_.turnActions >= 3 || mains.empty()))
            return ends.front();
        if (!mains.empty())
            return pickFrom(mains);
        return quicks.empty() ? acts.front() : pickFrom(quicks);
    }
    case Await::ActOrPass: {
        const Answer pass{static_cast<std::uint16_t>(AnswerKind::Pass), kNoEntity, 0, 0};
        if (s_.stage.empty() || s_.stage.back().controller == p || s_.stage.size() >= 3 ||
            (s_.actionsTaken + static_cast<std::int32_t>(s_.stage.size())) % 2 != 0)
            return pass;
        std::vector<Answer> answers;
        for (const Answer& a : actAnswers(p))
            if (!defOf(a).endAction && defOf(a).target.kind != TargetKind::None)
                answers.push_back(a);
        return answers.empty() ? pass : pickFrom(answers);
    }
    case Await::Target: {
        const auto targets = targetAnswers();
        for (const Answer& t : targets) {
            std::int32_t owner = -1;
            if (const std::int32_t c = sc_->componentOf(t.target); c >= 0)
                owner = s_.components[static_cast<std::size_t>(c)].controller;
            else if (const std::int32_t q = sc_->playerOf(t.target); q >= 0)
                owner = q;
            else if (t.a >= 1 && static_cast<std::size_t>(t.a) <= s_.stage.size())
                owner = s_.stage[static_cast<std::size_t>(t.a - 1)].controller;
            if (owner >= 0 && owner != p)
                return t;
        }
        return targets.empty() ? std::nullopt : std::optional<Answer>(targets.front());
    }
    case Await::Pay: {
        const auto pay = payAnswers();
        return pay.empty() ? std::nullopt : std::optional<Answer>(pay.front());
    }
    case Await::Order: return Answer{static_cast<std::uint16_t>(AnswerKind::Order), kNoEntity, 0, 0};
    }
    return std::nullopt;
}

}  // namespace ts::stack
