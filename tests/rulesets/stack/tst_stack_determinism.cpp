// SPEC §2.2 for the stack ruleset: 200 randomized games (random scenarios, random players'
// choices, refused answers among them) are recorded, replayed from their decisions alone
// and compared event by event and hash by hash; 1,000 random seeks per trace equal a
// straight step-by-step replay; the traced writes rebuild the state at every event; forks
// at decisions replay; saved traces open and verify; every recorded event lies inside its
// kind's argument ranges (a trace file of a real game is never refused).
#include "stack_test_support.h"
#include "test_main.h"

#include "event_ranges.h"
#include "straight_replay.h"

#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"

#include <QTemporaryDir>

#include <set>

using namespace ts;
using namespace ts::test;

namespace {

constexpr int kGames = 200;
constexpr int kSeeks = 1000;

// The traced part of the state: what writes must rebuild exactly.
std::string tracedFields(const Game& game)
{
    const auto& s = asStack(game).state();
    std::string out;
    const auto add = [&](std::int32_t v) { out += std::to_string(v) + ","; };
    for (std::int32_t v : {s.turnPlayer, s.chanceHolder, s.turnNumber, s.actionsTaken, s.turnActions})
        add(v);
    out += "|pass:";
    for (std::int32_t p : s.passList)
        add(p);
    const auto entry = [&](const stack::Entry& e) {
        for (std::int32_t v : {e.action, e.controller, e.source, e.target, e.targetEntry, e.serial, e.addedAt,
                               e.triggered, e.cause, e.batch})
            add(v);
        out += ";";
    };
    out += "|stage:";
    for (const auto& e : s.stage)
        entry(e);
    out += "|pending:";
    for (const auto& e : s.pending)
        entry(e);
    out += "|current:";
    entry(s.current);
    for (const auto& p : s.players) {
        out += "|p:";
        add(p.lost);
        add(p.won);
        for (std::int32_t c : p.counters)
            add(c);
    }
    for (const auto& c : s.components) {
        out += "|c:";
        for (std::int32_t v : {c.owner, c.controller, c.zone, c.zonePlayer, c.order})
            add(v);
    }
    out += "|cc:";
    for (std::int32_t v : s.componentCounters)
        add(v);
    return out;
}

QString divergenceText(const std::optional<Divergence>& d)
{
    return d ? QStringLiteral("event %1:\n  %2\n  %3")
                   .arg(d->seq)
                   .arg(QString::fromStdString(d->left), QString::fromStdString(d->right))
             : QStringLiteral("none");
}

std::optional<Divergence> diverge(const Trace& a, const Trace& b)
{
    const RenderContext ra(a, &stackRuleset()), rb(b, &stackRuleset());
    return firstDivergence(a, ra, b, rb);
}

void rows(int count, int every = 1)
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < count; i += every)
        QTest::addRow("game %d", i) << i;
}

std::unique_ptr<Session> replayOf(const Session& rec, std::size_t interval)
{
    auto s = std::make_unique<Session>(
        stackRuleset(), rec.scenarioPtr(), rec.seed(),
        SessionOptions{.checkpointInterval = interval, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
        rec.decisions());
    s->run();
    return s;
}

}  // namespace

class TestStackDeterminism : public QObject {
    Q_OBJECT
private slots:
    // The randomized games reach every kind of event and every way of ending.
    void generatorCoversTheRules()
    {
        std::set<std::string> kinds;
        std::set<std::int32_t> outcomes;
        for (int i = 0; i < kGames; ++i) {
            auto s = randomGame(i);
            QVERIFY2(s->finished(), qPrintable(QStringLiteral("game %1").arg(i)));
            outcomes.insert(asStack(s->head()).state().outcome);
            for (Seq q = 0; q < s->size(); ++q)
                kinds.insert(s->trace().kindName(s->trace().at(q).kind));
        }
        // Every event of every game lies inside its kind's declared argument ranges.
        for (int i = 0; i < kGames; i += 10) {
            auto s = randomGame(i);
            for (Seq q = 0; q < s->size(); ++q) {
                const Event e = s->trace().at(q);
                const KindInfo* info = KindRegistry::instance().find(e.kind);
                QVERIFY(info);
                for (int a = 0; a < 4; ++a)
                    QVERIFY2(info->argRanges[static_cast<std::size_t>(a)].contains(e.arg[a]),
                             qPrintable(QStringLiteral("%1 arg %2 = %3")
                                            .arg(QString::fromUtf8(info->name.data(),
                                                                   static_cast<qsizetype>(info->name.size())))
                                            .arg(a)
                                            .arg(e.arg[a])));
            }
        }
        for (const KindInfo& k : KindRegistry::instance().all())
            if (std::string_view(k.name).substr(0, 6) == "stack.")
                QVERIFY2(kinds.count(std::string(k.name)), k.name.data());
        for (const char* k : {"decision", "rng", "write", "state-hash", "game-end"})
            QVERIFY2(kinds.count(k), k);
        for (auto o :
             {stack::Outcome::Win, stack::Outcome::Draw, stack::Outcome::TurnLimit, stack::Outcome::ActionLimit,
              stack::Outcome::Stalled, stack::Outcome::TriggerLimit, stack::Outcome::StageLimit})
            QVERIFY2(outcomes.count(static_cast<std::int32_t>(o)), stack::outcomeName(static_cast<std::int32_t>(o)));
    }

    void recordReplayRerun_data() { rows(kGames); }
    // Same scenario + seed + decisions: the same events, bit for bit, and the same hashes.
    void recordReplayRerun()
    {
        QFETCH(int, index);
        auto rec = randomGame(index, SessionOptions{.checkpointInterval = 64, .checkpointBytesPerEvent = 0});
        QVERIFY(rec->finished());
        // Every event lies inside its kind's argRanges (else the trace file would be refused).
        QCOMPARE(firstImpossibleEvent(rec->trace(), "stack"), QString());
        auto replay = replayOf(*rec, 64);
        QVERIFY(replay->finished());
        QVERIFY2(!diverge(rec->trace(), replay->trace()),
                 qPrintable(divergenceText(diverge(rec->trace(), replay->trace()))));
        QVERIFY(replay->checkpointHashes() == rec->checkpointHashes());
        QCOMPARE(replay->head().stateHash(), rec->head().stateHash());
        auto again = randomGame(index, SessionOptions{.checkpointInterval = 64, .checkpointBytesPerEvent = 0});
        QVERIFY(!diverge(rec->trace(), again->trace()));
    }

    void randomSeeks_data() { rows(kGames); }
    // stateAt at random events equals a straight step-by-step replay at step boundaries,
    // and is the same whatever the checkpoint spacing: 1,000 seeks per game.
    void randomSeeks()
    {
        QFETCH(int, index);
        auto rec = randomGame(index);
        const StraightRun straight = straightReplay(stackRuleset(), rec->scenario(), rec->seed(), rec->decisions());
        QVERIFY(straight.finished);
        QVERIFY(!diverge(rec->trace(), straight.trace));
        auto dense = replayOf(*rec, 16);
        auto sparse = replayOf(*rec, 1000000);
        Pcg32 rng(static_cast<std::uint64_t>(index), 91);
        const auto n = static_cast<std::uint32_t>(rec->size());
        const auto b = static_cast<std::uint32_t>(straight.boundaries.size());
        for (int k = 0; k < kSeeks; ++k) {
            const auto& [end, hash] = straight.boundaries[rng.below(b)];
            Session& s = k % 2 ? *dense : *sparse;
            QVERIFY2(s.hashAt(end - 1) == hash, qPrintable(QStringLiteral("seek %1 to boundary %2").arg(k).arg(end)));
            const Seq q = rng.below(n);
            QVERIFY2(dense->hashAt(q) == sparse->hashAt(q),
                     qPrintable(QStringLiteral("seek %1 to event %2").arg(k).arg(q)));
        }
    }

    void writesRebuildTheState_data() { rows(kGames, 5); }
    // Every change of the state is a write: the state before a step plus its writes in order
    // is the state at each of the step's events.
    void writesRebuildTheState()
    {
        QFETCH(int, index);
        auto s = randomGame(index);
        const Trace& t = s->trace();
        std::unique_ptr<Game> forward = stackRuleset().newGame(s->scenario(), s->seed());
        for (Seq q = 0; q < t.size(); ++q) {
            const Event e = t.at(q);
            if ((e.flags & EventFlag::StepStart) && q > 0)
                forward = s->stateAt(q - 1);
            if (e.kind == kind(CommonKind::Write))
                forward->applyWrite(e.subject[0], static_cast<FieldId>(e.arg[0]), e.arg[2]);
            const auto at = s->stateAt(q);
            QVERIFY2(
                tracedFields(*forward) == tracedFields(*at),
                qPrintable(QStringLiteral("event %1 (%2)").arg(q).arg(QString::fromStdString(t.kindName(e.kind)))));
        }
    }

    void forksReplay_data() { rows(kGames, 4); }
    // A decision answered differently: the past is kept, and the new game replays from its
    // decisions like any other.
    void forksReplay()
    {
        QFETCH(int, index);
        auto s = randomGame(index, SessionOptions{.checkpointInterval = 32, .checkpointBytesPerEvent = 0});
        if (s->decisions().size() < 2)
            QSKIP("no decision to fork at");
        const std::size_t k = s->decisions().size() / 2;
        const Seq at = s->decisions()[k].requestedAt;
        const auto hashBefore = at > 0 ? s->hashAt(at - 1) : 0;
        // Another legal answer than the recorded one, where there is one.
        auto probe = replayOf(*s, 32);
        Session cut(
            stackRuleset(), s->scenarioPtr(), s->seed(),
            SessionOptions{.checkpointInterval = 32, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
            std::vector<DecisionRecord>(s->decisions().begin(),
                                        s->decisions().begin() + static_cast<std::ptrdiff_t>(k)));
        cut.run();
        QVERIFY(cut.waitingForCaller());
        const auto legal = cut.legalAnswers();
        Answer other = legal.front();
        for (const Answer& a : legal)
            if (!(a == s->decisions()[k].answer))
                other = a;
        s->fork(k, other);
        RandomPlayers(static_cast<std::uint64_t>(index) + 77).play(*s);
        QVERIFY(s->finished());
        if (at > 0)
            QCOMPARE(s->hashAt(at - 1), hashBefore);
        auto replay = replayOf(*s, 32);
        QVERIFY(replay->finished());
        QVERIFY(!diverge(s->trace(), replay->trace()));
    }

    void saveOpenVerify_data() { rows(kGames, 10); }
    void saveOpenVerify()
    {
        QFETCH(int, index);
        auto s = randomGame(index, SessionOptions{.checkpointInterval = 50, .checkpointBytesPerEvent = 0});
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("s.tstrace")).toStdString();
        saveSession(path, *s);
        RecordedGame g = openRecordedGame(path);
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
        auto opened = openSession(path);
        QCOMPARE(opened->hashAt(opened->size() - 1), s->head().stateHash());
    }
};

TURNSCOPE_TEST_MAIN(TestStackDeterminism)
#include "tst_stack_determinism.moc"
