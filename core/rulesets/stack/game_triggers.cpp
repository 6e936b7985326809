// Triggered abilities and the trigger check ⑩ (triggerflow.puml at BlackPoker 01d14d65: its
// loop head [10-1] is the seed's ⑩, its [10-2]..[10-5] the seed's ⑩-1..⑩-4). Whatever
// happens (an action taken or resolved, a component moved, a counter changed, control
// taken, the turn passed) is checked against every active triggered ability at once; a
// match starts the ability's action, which waits until ⑩ resolves it (instant) or puts it
// on the stage (normal), the turn player's first, each player's in the order they choose.
#include "game.h"

#include <algorithm>

namespace ts::stack {

bool StackGame::matches(const TriggerCondition& c, std::int32_t controller, std::int32_t comp, const Happening& h) const
{
    if (c.on != h.on)
        return false;
    if (c.by != Whose::Any && (h.player < 0 || !relation(c.by, controller, h.player)))
        return false;
    switch (c.on) {
    case Occurrence::Taken:
    case Occurrence::Resolved: return c.action < 0 || c.action == h.action;
    case Occurrence::Moved:
        return (!c.selfComponent || h.component == comp) && (c.from < 0 || c.from == h.from) &&
            (c.to < 0 || c.to == h.to);
    case Occurrence::Counter: {
        if (c.counter != h.counter || (c.selfComponent && h.component != comp))
            return false;
        // Thresholds trigger when the change makes them hold (not while they keep holding).
        const auto holds = [&](std::int32_t v) {
            return (!c.atMost || v <= *c.atMost) && (!c.atLeast || v >= *c.atLeast);
        };
        return !c.atMost && !c.atLeast ? true : holds(h.after) && !holds(h.before);
    }
    case Occurrence::Control: return !c.selfComponent || h.component == comp;
    case Occurrence::Turn: return true;
    }
    return false;
}

void StackGame::occurred(EventSink& sink, const Happening& h)
{
    if (s_.pc == Node::Over)
        return;
    work_ += sc_->triggers.size();
    for (const StackScenario::TriggerRef& t : sc_->triggers) {
        const Ability& a = t.player
            ? sc_->players[static_cast<std::size_t>(t.holder)].abilities[static_cast<std::size_t>(t.ability)]
            : sc_->components[static_cast<std::size_t>(t.holder)].abilities[static_cast<std::size_t>(t.ability)];
        if (!t.player && !active(t.holder, a))
            continue;
        // 002:controller: a triggered action's controller is its ability's controller.
        const std::int32_t controller =
            t.player ? t.holder : s_.components[static_cast<std::size_t>(t.holder)].controller;
        if (!matches(a.condition, controller, t.player ? -1 : t.holder, h))
            continue;
        if (s_.pending.size() >= static_cast<std::size_t>(kPendingCapacity)) {
            s_.overflow = true;
            continue;
        }
        Entry e;
        e.action = a.action;
        e.controller = controller;
        e.source = static_cast<std::int32_t>(t.player ? sc_->playerEntity(t.holder) : sc_->componentEntity(t.holder));
        e.cause = h.component < 0 ? 0 : static_cast<std::int32_t>(sc_->componentEntity(h.component));
        e.serial = static_cast<std::int32_t>(s_.nextSerial++);
        e.triggered = 1;
        e.addedAt = position(sink.position());
        event(sink, Kind::Triggered, Clause::C10__triggered, kStepDepth, sc_->playerEntity(controller),
              sc_->actionEntity(a.action), e.source, static_cast<std::int32_t>(h.on), e.serial, e.cause);
        pushEntry(sink, s_.pending, Field::PendingSlot, e, Clause::C10__triggered, kDetailDepth);
    }
}

// ⑩: anything triggered (waiting)? yes → ⑩-1; no → ③.
void StackGame::nodeTriggerCheck(EventSink& sink)
{
    const bool any = !s_.pending.empty();
    flow(sink, Node::TriggerCheck, Clause::C10, any ? 1 : 0, any ? Node::InstantTriggered : Node::StageEmpty,
         static_cast<std::int32_t>(s_.pending.size()));
    if (s_.overflow || s_.pending.size() > static_cast<std::size_t>(kMaxPending)) {
        limitReached(sink, Outcome::TriggerLimit, kMaxPending, Clause::C10__loopLimit);
        return;
    }
    if (++s_.loops > sc_->limits.triggerLoops)
        limitReached(sink, Outcome::TriggerLimit, sc_->limits.triggerLoops, Clause::C10__loopLimit);
}

// ⑩-1 / ⑩-3: did an action with an instant / a normal effect trigger? The ones waiting now
// are taken into the batch that ⑩-2 / ⑩-4 works through.
void StackGame::nodeTriggeredKind(EventSink& sink, Speed speed)
{
    const bool instant = speed == Speed::Instant;
    std::vector<std::size_t> taken;
    for (std::size_t k = 0; k < s_.pending.size(); ++k)
        if (sc_->actions[static_cast<std::size_t>(s_.pending[k].action)].speed == speed)
            taken.push_back(k);
    const bool yes = !taken.empty();
    const Node here = instant ? Node::InstantTriggered : Node::NormalTriggered;
    const Node next = instant ? (yes ? Node::ResolveTriggered : Node::NormalTriggered)
                              : (yes ? Node::StageTriggered : Node::TriggerCheck);
    flow(sink, here, instant ? Clause::C10_1 : Clause::C10_3, yes ? 1 : 0, next,
         static_cast<std::int32_t>(taken.size()));
    if (!yes)
        return;
    const Clause c = instant ? Clause::C10_1 : Clause::C10_3;
    event(sink, Kind::BatchTaken, c, kStepDepth, kNoEntity, kNoEntity, static_cast<std::int32_t>(taken.size()),
          static_cast<std::int32_t>(speed));
    for (const std::size_t k : taken) {
        Entry e = s_.pending[k];
        e.batch = 1;
        writeEntry(sink, static_cast<FieldId>(static_cast<FieldId>(Field::PendingSlot) + k * kEntryStride),
                   s_.pending[k], e, c, kDetailDepth);
    }
}

std::int32_t StackGame::nextBatchPlayer() const
{
    const auto P = static_cast<std::int32_t>(s_.players.size());
    for (std::int32_t k = 0; k < P; ++k) {
        const std::int32_t q = (s_.turnPlayer + k) % P;
        for (const Entry& e : s_.pending)
            if (e.batch && e.controller == q)
                return q;
    }
    return -1;
}

std::vector<std::int32_t> StackGame::batchOf(std::int32_t player) const
{
    std::vector<std::int32_t> out;
    for (std::size_t k = 0; k < s_.pending.size(); ++k)
        if (s_.pending[k].batch && s_.pending[k].controller == player)
            out.push_back(static_cast<std::int32_t>(k));
    return out;
}

std::vector<Answer> StackGame::orderAnswers() const
{
    std::vector<Answer> out;
    const auto n = static_cast<std::int32_t>(batchOf(s_.orderPlayer).size());
    for (std::int32_t k = 0; k < n; ++k)
        out.push_back({static_cast<std::uint16_t>(AnswerKind::Order), kNoEntity, k, 0});
    return out;
}

Entry StackGame::takePending(EventSink& sink, std::size_t index, Clause c)
{
    Entry e = removeEntry(sink, s_.pending, Field::PendingSlot, index, c, kDetailDepth);
    e.batch = 0;
    return e;
}

// ⑩-2 / ⑩-4, one triggered action per step: the turn player's first, then the others in
// turn order; a player with several chooses which goes next (a decision).
StepStatus StackGame::nodeTriggeredNext(EventSink& sink, Speed speed)
{
    const bool instant = speed == Speed::Instant;
    const Node here = instant ? Node::ResolveTriggered : Node::StageTriggered;
    const Clause c = instant ? Clause::C10_2 : Clause::C10_4;
    const Clause orderClause = instant ? Clause::C10_2__order : Clause::C10_4__order;
    const std::int32_t q = nextBatchPlayer();
    const std::vector<std::int32_t> mine = batchOf(q);
    std::int32_t pick = 0;
    bool chosen = false;
    if (s_.answer) {
        const PendingAnswer pa = takeAnswer(sink, orderClause);
        if (pa.answer.kind != static_cast<std::uint16_t>(AnswerKind::Order) || pa.answer.a < 0 ||
            pa.answer.a >= static_cast<std::int32_t>(mine.size())) {
            reject(sink, pa.answer,
                   pa.answer.kind == static_cast<std::uint16_t>(AnswerKind::Order) ? Refusal::BadOrder
                                                                                   : Refusal::WrongKind,
                   orderClause);
            return StepStatus::Progress;  // asked again by the next step
        }
        pick = pa.answer.a;
        chosen = true;
    } else if (mine.size() >= 2) {
        s_.orderPlayer = q;
        s_.await = Await::Order;
        return StepStatus::NeedDecision;
    }
    const std::size_t index = static_cast<std::size_t>(mine[static_cast<std::size_t>(pick)]);
    const Entry picked = s_.pending[index];
    std::int32_t left = 0;
    for (const Entry& e : s_.pending)
        left += e.batch ? 1 : 0;
    const Node next = left > 1 ? here : instant ? Node::NormalTriggered : Node::TriggerCheck;
    flow(sink, here, c, -1, next, left - 1, sc_->playerEntity(q), sc_->actionEntity(picked.action));
    if (chosen)
        event(sink, Kind::OrderChosen, orderClause, kStepDepth, sc_->playerEntity(q), sc_->actionEntity(picked.action),
              picked.serial, static_cast<std::int32_t>(mine.size()) - 1);
    s_.orderPlayer = -1;
    Entry e = takePending(sink, index, c);
    if (instant) {
        setCurrent(sink, e, c, kDetailDepth);
        resolveEntry(sink, e, c);
        if (s_.pc == Node::Over)
            return StepStatus::Progress;
        setCurrent(sink, Entry{}, c, kDetailDepth);
        winCheck(sink, c);  // 効果を解決する毎に勝敗判定
        return StepStatus::Progress;
    }
    if (static_cast<std::int32_t>(s_.stage.size()) >= sc_->limits.stage) {
        limitReached(sink, Outcome::StageLimit, sc_->limits.stage, Clause::C9__stageLimit);
        return StepStatus::Progress;
    }
    e.addedAt = position(sink.position());
    event(sink, Kind::Staged, c, kStepDepth, sc_->playerEntity(e.controller), sc_->actionEntity(e.action),
          static_cast<std::int32_t>(s_.stage.size()) + 1, e.serial, e.triggered, e.source);
    pushEntry(sink, s_.stage, Field::StageSlot, e, c, kDetailDepth);
    return StepStatus::Progress;
}

}  // namespace ts::stack
