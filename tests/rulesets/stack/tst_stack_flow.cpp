// Seed 002's core flow, node by node and edge by edge: every flow event of the bundled
// scenarios and of randomized games is an edge of the diagram as drawn (coreflow.puml at
// BlackPoker 0d03a2db, triggerflow.puml at 01d14d65), every drawn edge is taken, and each
// node does what the seed says it does (checked on the state before and after each step).
#include "stack_test_support.h"
#include "test_main.h"

#include <map>
#include <set>

using namespace ts;
using namespace ts::test;
using stack::Entry;
using stack::GameState;
using stack::Node;

namespace {

constexpr int kRandomGames = 60;

// The diagram's edges; ⑩-2 and ⑩-4 handle one triggered action per step, so each also
// leads to itself while its batch lasts. A game that ends (⑧ or ⑩-2 decided, a limit)
// leaves its last edge unfollowed.
const std::vector<std::pair<Node, Node>> kEdges = {
    {Node::GameStart, Node::ChanceToTurnPlayer},
    {Node::ChanceToTurnPlayer, Node::StageEmpty},
    {Node::StageEmpty, Node::ResetPassList},
    {Node::StageEmpty, Node::TakeActionQ},
    {Node::ResetPassList, Node::TakeAction},
    {Node::TakeAction, Node::IsInstant},
    {Node::IsInstant, Node::Resolve},
    {Node::IsInstant, Node::AddToStage},
    {Node::Resolve, Node::WinCheck},
    {Node::WinCheck, Node::Over},
    {Node::WinCheck, Node::TriggerCheck},
    {Node::AddToStage, Node::TriggerCheck},
    {Node::TriggerCheck, Node::StageEmpty},
    {Node::TriggerCheck, Node::InstantTriggered},
    {Node::InstantTriggered, Node::ResolveTriggered},
    {Node::InstantTriggered, Node::NormalTriggered},
    {Node::ResolveTriggered, Node::ResolveTriggered},
    {Node::ResolveTriggered, Node::NormalTriggered},
    {Node::NormalTriggered, Node::StageTriggered},
    {Node::NormalTriggered, Node::TriggerCheck},
    {Node::StageTriggered, Node::StageTriggered},
    {Node::StageTriggered, Node::TriggerCheck},
    {Node::TakeActionQ, Node::ResetPassList},
    {Node::TakeActionQ, Node::RegisterPass},
    {Node::RegisterPass, Node::AllPassed},
    {Node::AllPassed, Node::TakeFromStage},
    {Node::AllPassed, Node::MoveChance},
    {Node::TakeFromStage, Node::Resolve},
    {Node::MoveChance, Node::StageEmpty},
};

const char* const kSamples[] = {"blackpoker.json",    "blackpoker-shuffled.json", "lifo-three.json",
                                "pass-list.json",     "instant-response.json",    "main-refused.json",
                                "triggers-both.json", "trigger-order.json",       "control.json",
                                "trigger-win.json",   "end-action.json"};

QString label(Node n) { return QString::fromUtf8(stack::nodeLabel(n)); }

// One step of a game with the state before and after it and its flow event (if any).
struct StepRecord {
    GameState before, after;
    std::optional<FlowStep> flow;
    std::vector<Event> events;
};

struct Corpus {
    std::vector<std::unique_ptr<Session>> sessions;
    std::map<std::pair<Node, Node>, int> edges;
    std::map<Node, std::vector<std::pair<std::size_t, StepRecord>>> steps;  // by the node each step ran, with its game
};

Corpus& corpus()
{
    static Corpus c = [] {
        Corpus out;
        for (const char* f : kSamples)
            out.sessions.push_back(sessionOfFile(f));
        for (int i = 0; i < kRandomGames; ++i)
            out.sessions.push_back(randomGame(i));
        for (std::size_t g = 0; g < out.sessions.size(); ++g) {
            const Session& s = *out.sessions[g];
            auto game = s.ruleset().newGame(s.scenario(), s.seed());
            Trace trace;
            trace.entityNames = s.trace().entityNames;
            EventSink sink(&trace);
            std::size_t used = 0;
            for (;;) {
                const GameState before = asStack(*game).state();
                const Seq from = sink.position();
                sink.beginStep();
                const StepStatus st = game->step(sink);
                StepRecord r{before, asStack(*game).state(), std::nullopt, {}};
                for (Seq q = from; q < sink.position(); ++q) {
                    r.events.push_back(trace.at(q));
                    if (trace.kindName(trace.at(q).kind) == "stack.flow") {
                        const Event e = trace.at(q);
                        r.flow = FlowStep{static_cast<Node>(e.arg[0]), e.arg[1], static_cast<Node>(e.arg[2]), q};
                        out.edges[{r.flow->node, r.flow->next}]++;
                    }
                }
                out.steps[before.pc].emplace_back(g, std::move(r));
                if (st == StepStatus::Finished)
                    break;
                if (st == StepStatus::NeedDecision) {
                    if (used == s.decisions().size())
                        break;
                    game->answer(s.decisions()[used].answer, s.decisions()[used].source,
                                 static_cast<std::uint32_t>(used));
                    ++used;
                }
            }
        }
        return out;
    }();
    return c;
}

bool sameEntry(const Entry& a, const Entry& b)
{
    return a.action == b.action && a.controller == b.controller && a.serial == b.serial && a.source == b.source &&
        a.target == b.target && a.targetEntry == b.targetEntry && a.triggered == b.triggered;
}

std::int32_t firstBatchPlayer(const GameState& s)
{
    const auto P = static_cast<std::int32_t>(s.players.size());
    for (std::int32_t k = 0; k < P; ++k)
        for (const Entry& e : s.pending)
            if (e.batch && e.controller == (s.turnPlayer + k) % P)
                return (s.turnPlayer + k) % P;
    return -1;
}

bool hasInstant(const stack::StackScenario& sc, const std::vector<Entry>& v, stack::Speed speed, bool batchOnly)
{
    for (const Entry& e : v)
        if (sc.actions[static_cast<std::size_t>(e.action)].speed == speed && (!batchOnly || e.batch))
            return true;
    return false;
}

// ⑤ took an action: the chance holder's, and a main action only on its turn with an empty stage.
QString takeActionViolation(const StepRecord& r, const stack::StackScenario& sc)
{
    const GameState &b = r.before, &a = r.after;
    if (a.pc != Node::IsInstant)  // refused, or the game ended
        return {};
    if (a.current.controller != b.chanceHolder)
        return QStringLiteral("the chance holder is the action's controller");
    if (sc.actions[static_cast<std::size_t>(a.current.action)].timing == stack::Timing::Main &&
        (b.turnPlayer != b.chanceHolder || !b.stage.empty()))
        return QStringLiteral("a main action needs the turn and an empty stage");
    return {};
}

// ⑩-1..⑩-4: which triggered actions are taken, and in which order they leave the batch.
QString triggeredViolation(Node n, const StepRecord& r, const stack::StackScenario& sc)
{
    const GameState &b = r.before, &a = r.after;
    const FlowStep& f = *r.flow;
    const bool over = a.pc == Node::Over;
    auto need = [](bool ok, const char* what) { return ok ? QString() : QString::fromLatin1(what); };
    switch (n) {
    case Node::InstantTriggered:
    case Node::NormalTriggered: {
        const stack::Speed speed = n == Node::InstantTriggered ? stack::Speed::Instant : stack::Speed::Normal;
        const bool yes = hasInstant(sc, b.pending, speed, false);
        bool marked = true;
        for (const Entry& e : a.pending)
            marked = marked && (e.batch != 0) == (sc.actions[static_cast<std::size_t>(e.action)].speed == speed && yes);
        return need(f.answer == (yes ? 1 : 0) && marked, "yes iff one of that kind waits; exactly those are taken");
    }
    case Node::ResolveTriggered:
    case Node::StageTriggered: {
        const std::int32_t q = firstBatchPlayer(b);
        const Entry* gone = nullptr;
        for (const Entry& e : b.pending)
            if (std::none_of(a.pending.begin(), a.pending.end(), [&](const Entry& x) { return x.serial == e.serial; }))
                gone = &e;
        if (!gone || gone->controller != q || !gone->batch)
            return QStringLiteral("the turn player's (then the next player's) triggered action goes first");
        if (n == Node::StageTriggered && !over && (a.stage.empty() || a.stage.back().serial != gone->serial))
            return QStringLiteral("it goes on top of the stage");
        return {};
    }
    default: break;
    }
    return {};
}

// What node `n` must do, on one step that ran it and traced its flow event.
QString violation(Node n, const StepRecord& r, const stack::StackScenario& sc)
{
    const GameState &b = r.before, &a = r.after;
    const FlowStep& f = *r.flow;
    const auto P = b.players.size();
    const bool over = a.pc == Node::Over;
    auto need = [](bool ok, const char* what) { return ok ? QString() : QString::fromLatin1(what); };
    switch (n) {
    case Node::GameStart:
        return need(a.turnNumber == 1 && a.turnPlayer >= 0 && f.next == Node::ChanceToTurnPlayer,
                    "turn 1 with a turn player");
    case Node::ChanceToTurnPlayer:
        return need(a.chanceHolder == a.turnPlayer && a.chanceHolder == b.turnPlayer,
                    "the chance goes to the turn player");
    case Node::StageEmpty:
        return need(f.answer == (b.stage.empty() ? 1 : 0) &&
                        f.next == (b.stage.empty() ? Node::ResetPassList : Node::TakeActionQ),
                    "yes iff the stage is empty");
    case Node::ResetPassList: return need(a.passList.empty() && f.next == Node::TakeAction, "the pass list is empty");
    case Node::TakeAction: return takeActionViolation(r, sc);
    case Node::IsInstant: {
        const bool instant = sc.actions[static_cast<std::size_t>(b.current.action)].speed == stack::Speed::Instant;
        return need(f.answer == (instant ? 1 : 0) && a.pc == (instant ? Node::Resolve : Node::AddToStage),
                    "yes iff the effect is instant");
    }
    case Node::Resolve: {
        bool resolved = false;
        for (const Event& e : r.events)
            resolved = resolved || (e.kind == stack::kind(stack::Kind::Resolving) && e.arg[0] == b.current.serial);
        return need(resolved && (over || a.current.empty()), "the action in hand resolves");
    }
    case Node::WinCheck:
        return need((a.pc == Node::Over) ==
                        (a.outcome == static_cast<std::int32_t>(stack::Outcome::Win) ||
                         a.outcome == static_cast<std::int32_t>(stack::Outcome::Draw)),
                    "the game ends iff decided");
    case Node::AddToStage: {
        if (over)
            return {};
        std::vector<Entry> expect = b.stage;
        expect.push_back(b.current);
        bool same = a.stage.size() == expect.size() && a.current.empty();
        for (std::size_t k = 0; same && k < expect.size(); ++k)
            same = sameEntry(a.stage[k], expect[k]);
        return need(same, "the action in hand goes on top of the stage");
    }
    case Node::TriggerCheck: return need(f.answer == (b.pending.empty() ? 0 : 1), "yes iff a triggered action waits");
    case Node::InstantTriggered:
    case Node::NormalTriggered:
    case Node::ResolveTriggered:
    case Node::StageTriggered: return triggeredViolation(n, r, sc);
    case Node::TakeActionQ:
        if (f.answer == 0)
            return need(a.pc == Node::RegisterPass, "a pass goes to ⑫");
        return need(a.pc == Node::ResetPassList && a.decl.action >= 0, "an action goes to ④");
    case Node::RegisterPass: {
        std::vector<std::int32_t> expect = b.passList;
        if (std::find(expect.begin(), expect.end(), b.chanceHolder) == expect.end())
            expect.push_back(b.chanceHolder);
        return need(a.passList == expect, "the holder is registered once");
    }
    case Node::AllPassed:
        return need(f.answer == (b.passList.size() == P ? 1 : 0), "yes iff the pass list holds every player");
    case Node::TakeFromStage:
        return need(!b.stage.empty() && sameEntry(a.current, b.stage.back()) && a.stage.size() + 1 == b.stage.size(),
                    "the most recent action leaves the stage");
    case Node::MoveChance:
        return need(a.chanceHolder == (b.chanceHolder + 1) % static_cast<std::int32_t>(P),
                    "the chance goes to the next player");
    case Node::None:
    case Node::Over: break;
    }
    return {};
}

}  // namespace

class TestStackFlow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(corpus().sessions.size() == std::size(kSamples) + kRandomGames); }

    // Every flow event names an edge of the diagram, and the next flow event is at its end.
    void onlyDrawnEdges()
    {
        const std::set<std::pair<Node, Node>> drawn(kEdges.begin(), kEdges.end());
        for (const auto& [edge, count] : corpus().edges)
            QVERIFY2(drawn.count(edge), qPrintable(label(edge.first) + QStringLiteral(" -> ") + label(edge.second)));
        for (const auto& s : corpus().sessions) {
            const auto flow = flowOf(s->trace());
            for (std::size_t k = 0; k + 1 < flow.size(); ++k)
                QVERIFY2(flow[k].next == flow[k + 1].node ||
                             (flow[k].node == Node::TakeAction && flow[k + 1].node == Node::IsInstant),
                         qPrintable(QStringLiteral("%1: event %2 %3 -> %4, then %5")
                                        .arg(QString::fromStdString(s->scenario().name))
                                        .arg(flow[k].seq)
                                        .arg(label(flow[k].node), label(flow[k].next), label(flow[k + 1].node))));
        }
    }

    void everyDrawnEdgeIsTaken_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        for (const auto& [a, b] : kEdges)
            QTest::addRow("%s -> %s", stack::nodeLabel(a), stack::nodeLabel(b))
                << static_cast<int>(a) << static_cast<int>(b);
    }
    void everyDrawnEdgeIsTaken()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        const std::pair<Node, Node> edge{static_cast<Node>(from), static_cast<Node>(to)};
        QVERIFY(corpus().edges[edge] > 0);
    }

    // The two demonstration games (the scripted duel, which ends inside the trigger check,
    // and the shuffled one the built-in players play, which ends at ⑧) take every edge.
    void demonstrationTakesEveryEdge()
    {
        std::set<std::pair<Node, Node>> seen;
        for (std::size_t g : {0, 1})
            for (const FlowStep& f : flowOf(corpus().sessions[g]->trace()))
                seen.insert({f.node, f.next});
        for (const auto& e : kEdges)
            QVERIFY2(seen.count(e), qPrintable(label(e.first) + QStringLiteral(" -> ") + label(e.second)));
    }

    void eachNodeDoesWhatTheSeedSays_data()
    {
        QTest::addColumn<int>("node");
        for (const Node n :
             {Node::GameStart, Node::ChanceToTurnPlayer, Node::StageEmpty, Node::ResetPassList, Node::TakeAction,
              Node::IsInstant, Node::Resolve, Node::WinCheck, Node::AddToStage, Node::TriggerCheck,
              Node::InstantTriggered, Node::ResolveTriggered, Node::NormalTriggered, Node::StageTriggered,
              Node::TakeActionQ, Node::RegisterPass, Node::AllPassed, Node::TakeFromStage, Node::MoveChance})
            QTest::addRow("%s", stack::nodeLabel(n)) << static_cast<int>(n);
    }
    void eachNodeDoesWhatTheSeedSays()
    {
        QFETCH(int, node);
        const Node n = static_cast<Node>(node);
        int checked = 0;
        for (const auto& [g, r] : corpus().steps[n]) {
            if (!r.flow)
                continue;  // a decision asked, nothing traced yet
            QCOMPARE(static_cast<int>(r.flow->node), node);
            const auto& sc = asStack(corpus().sessions[g]->head()).scenario();
            const QString why = violation(n, r, sc);
            QVERIFY2(
                why.isEmpty(),
                qPrintable(QString::fromStdString(sc.name) + QStringLiteral(", event %1: ").arg(r.flow->seq) + why));
            ++checked;
        }
        QVERIFY2(checked > 0, "no step of the corpus ran this node");
    }

    // A step runs one node: at most one flow event, always the step's own node.
    void oneNodePerStep()
    {
        for (const auto& [node, list] : corpus().steps)
            for (const auto& [g, r] : list) {
                int flows = 0;
                for (const Event& e : r.events)
                    flows += e.kind == stack::kind(stack::Kind::Flow);
                QVERIFY(flows <= 1);
            }
    }

    // Issue 35, the stepping table of docs/rulesets/stack.md: from any flow node or turn
    // beginning, step over (F10) goes to the next node or turn beginning, never past a
    // node ①–⑮ (it moved a whole turn at a time: 0 → 23 → 727 in blackpoker.json); step
    // back over goes to the previous one and reaches event 0.
    void stepOverMovesOneNode()
    {
        auto s = sessionOfFile("blackpoker.json");
        const Trace& t = s->trace();
        const KindId flow = stack::kind(stack::Kind::Flow), turn = stack::kind(stack::Kind::TurnBegin);
        std::vector<Seq> nodes;  // every flow node and turn beginning, in order
        for (Seq i = 0; i < t.size(); ++i)
            if (t.at(i).kind == flow || t.at(i).kind == turn)
                nodes.push_back(i);
        QVERIFY(nodes.size() > 400);
        QVERIFY(s->seek(nodes.front()));
        for (std::size_t k = 1; k < nodes.size(); ++k) {
            QVERIFY(s->stepOver());
            QCOMPARE(s->cursor(), nodes[k]);
        }
        for (std::size_t k = nodes.size() - 1; k-- > 0;) {
            QVERIFY(s->stepBackOver());
            QCOMPARE(s->cursor(), nodes[k]);
        }
        QCOMPARE(s->cursor(), Seq(0));
    }

    // ⑫ never registers a player twice; ⑬ compares with the number of players.
    void passListHoldsEachPlayerOnce()
    {
        for (const auto& [node, list] : corpus().steps)
            for (const auto& [g, r] : list) {
                std::set<std::int32_t> seen(r.after.passList.begin(), r.after.passList.end());
                QCOMPARE(seen.size(), r.after.passList.size());
                QVERIFY(r.after.passList.size() <= r.after.players.size());
            }
    }
};

TURNSCOPE_TEST_MAIN(TestStackFlow)
#include "tst_stack_flow.moc"
