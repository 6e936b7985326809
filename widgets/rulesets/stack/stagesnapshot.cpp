#include "rulesets/stack/stagesnapshot.h"

#include "rulesets/stack/stacknames.h"

#include "rulesets/stack/game.h"

#include "kernel/trace/trace.h"

#include <algorithm>

namespace ts::gui {

namespace {

using stack::Node;
using Row = StageSnapshot::Row;
using RowKind = StageSnapshot::RowKind;
constexpr Seq kLookBack = 20000;  // events searched back for the rows that left the stage

Row rowOf(const stack::StackGame& g, const stack::Entry& e, RowKind kind)
{
    // A state rebuilt from a trace file's writes may hold anything: no lookup unchecked.
    static const stack::ActionDef unknown;
    const bool known = e.action >= 0 && static_cast<std::size_t>(e.action) < g.scenario().actions.size();
    const stack::ActionDef& def = known ? g.scenario().actions[static_cast<std::size_t>(e.action)] : unknown;
    Row r;
    r.kind = kind;
    r.serial = e.serial;
    r.action = StackNames::action(g, e.action);
    r.controller = StackNames::player(g, e.controller);
    r.controllerIndex = e.controller;
    r.speed = static_cast<int>(def.speed);
    r.timing = e.triggered || !def.hasTiming ? -1 : static_cast<int>(def.timing);
    r.source = StackNames::entity(g, e.source);
    if (e.target)
        r.target = StackNames::entity(g, e.target);
    else if (e.targetEntry)
        r.target = StageSnapshot::tr("the action #%1").arg(e.targetEntry);
    r.addedAt = e.addedAt < 0 ? 0 : static_cast<qulonglong>(e.addedAt);
    r.triggered = e.triggered != 0;
    return r;
}

// The action in hand, the stage top first, the triggers waiting for ⑩: all from the state.
void addStateRows(const stack::StackGame& g, std::vector<Row>& rows)
{
    const stack::GameState& s = g.state();
    if (!s.current.empty()) {
        Row r = rowOf(g, s.current, RowKind::InHand);
        const bool resolving =
            s.node == Node::Resolve || s.node == Node::TakeFromStage || s.node == Node::ResolveTriggered;
        r.status = resolving ? StageSnapshot::tr("resolving") : StageSnapshot::tr("declared");
        rows.push_back(r);
    }
    for (std::size_t k = s.stage.size(); k-- > 0;) {
        Row r = rowOf(g, s.stage[k], RowKind::Stage);
        r.position = static_cast<int>(k + 1);
        r.next = k + 1 == s.stage.size();
        r.status = r.next ? StageSnapshot::tr("resolves next") : StageSnapshot::tr("on the stage");
        rows.push_back(r);
    }
    for (const stack::Entry& e : s.pending) {
        Row r = rowOf(g, e, RowKind::Waiting);
        r.status = e.batch ? StageSnapshot::tr("in the batch of ⑩-2 / ⑩-4") : StageSnapshot::tr("waiting");
        rows.push_back(r);
    }
}

// The actions taken off the stage (⑭) or cancelled since the turn began, up to the
// cursor, from the trace: the stage shows where they went.
void addLeftRows(const stack::StackGame& g, const Trace& t, Seq at, std::vector<Row>& rows)
{
    if (t.empty())
        return;
    const auto kindOf = [&](const char* name) {
        for (std::size_t k = 0; k < t.kindNames.size(); ++k)
            if (t.kindNames[k] == name)
                return static_cast<KindId>(k);
        return KindId(0);
    };
    const KindId off = kindOf("stack.taken-off"), cancelled = kindOf("stack.cancelled"),
                 turn = kindOf("stack.turn-begin");
    const Seq cursor = std::min<Seq>(at, t.size() - 1);
    int shown = 0;
    for (Seq i = cursor + 1; i-- > 0 && cursor - i < kLookBack && shown < StageSnapshot::kLeftShown;) {
        const Event e = t.at(i);
        if (e.kind == turn && i < cursor)
            break;
        if (e.kind != off && e.kind != cancelled)
            continue;
        if (e.kind == off && !g.state().current.empty() && g.state().current.serial == e.arg[1])
            continue;  // still in hand, being resolved
        Row r;
        r.kind = RowKind::Left;
        r.serial = e.kind == off ? e.arg[1] : e.arg[0];
        r.action = QString::fromStdString(t.entityName(e.subject[1]));
        r.controller = QString::fromStdString(t.entityName(e.subject[0]));
        r.status = e.kind == off ? StageSnapshot::tr("resolved (taken off at event %1)").arg(i)
                                 : StageSnapshot::tr("cancelled at event %1").arg(i);
        r.addedAt = i;
        r.position = e.kind == off ? e.arg[0] : e.arg[1];
        const std::int32_t action = g.scenario().actionOf(e.subject[1]);
        r.speed = action < 0 ? 0 : static_cast<int>(g.scenario().actions[static_cast<std::size_t>(action)].speed);
        r.controllerIndex = g.scenario().playerOf(e.subject[0]);
        rows.push_back(r);
        ++shown;
    }
}

}  // namespace

StageSnapshot StageSnapshot::empty(const QString& why)
{
    StageSnapshot out;
    out.headline = why;
    return out;
}

QString StageSnapshot::noGame() { return tr("No game of the core rules (seed 002) is open."); }

StageSnapshot StageSnapshot::build(const stack::StackGame& g, const Trace& trace, Seq cursor)
{
    const stack::GameState& s = g.state();
    StageSnapshot out;
    addStateRows(g, out.rows);
    out.stageSize = static_cast<int>(s.stage.size());
    addLeftRows(g, trace, cursor, out.rows);
    out.headline = tr("Turn %1 · %2 on the stage · %3 holds the chance · at %4 %5")
                       .arg(s.turnNumber)
                       .arg(out.stageSize)
                       .arg(StackNames::player(g, s.chanceHolder), StackNames::nodeLabel(s.node),
                            StackNames::nodeQuestion(s.node));
    if (s.outcome != 0)
        out.headline = tr("Game over: %1").arg(StackNames::outcome(s.outcome)) +
            (s.winner >= 0 ? QStringLiteral(" · ") + tr("%1 wins").arg(StackNames::player(g, s.winner)) : QString());
    return out;
}

}  // namespace ts::gui
