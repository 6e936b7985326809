// SPEC §2.2 for the events ruleset over randomized games (random scenarios using every
// effect, filter, zone and card kind; random decisions, some of them illegal): recorded,
// replayed from their decisions alone and re-run, event by event and hash by hash; random
// seeks through a Session equal a straight replay; the traced writes rebuild the state at
// every event; forks at decisions; saved traces open and verify; every recorded event lies
// inside its kind's argument ranges (a trace file of a real game is never refused).
#include "events_random.h"
#include "test_main.h"

#include "event_ranges.h"
#include "straight_replay.h"

#include "kernel/session/session_files.h"
#include "kernel/trace/trace_diff.h"

#include <QTemporaryDir>

#include <set>

using namespace ts;
using namespace ts::test;

namespace {

constexpr int kGames = 200;
constexpr int kSeeks = 1000;

QString divergenceText(const std::optional<Divergence>& d)
{
    return d ? QStringLiteral("event %1:\n  %2\n  %3")
                   .arg(d->seq)
                   .arg(QString::fromStdString(d->left), QString::fromStdString(d->right))
             : QStringLiteral("none");
}

std::optional<Divergence> diverge(const Trace& a, const Trace& b)
{
    const RenderContext ra(a, &eventsRuleset()), rb(b, &eventsRuleset());
    return firstDivergence(a, ra, b, rb);
}

void rows(int count, int every = 1)
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < count; i += every)
        QTest::addRow("game %d", i) << i;
}

// The traced part of the state: what the writes must rebuild exactly.
std::string tracedFields(const Game& game)
{
    const auto& s = asEvents(game).state();
    std::string out;
    for (std::int32_t v :
         {s.round, s.currentPlayer, static_cast<std::int32_t>(s.phase), s.winner, s.firstPlayer, s.listenPos, s.live.a,
          static_cast<std::int32_t>(s.live.cancelled), static_cast<std::int32_t>(s.recover), s.instructionIndex})
        out += std::to_string(v) + ",";
    auto list = [&](const std::vector<events::Listener>& v) {
        std::string l = "[";
        for (const auto& x : v)
            l += std::to_string(x.uid) + ":" + std::to_string(x.def) + ":" + std::to_string(x.usage) + " ";
        return l + "]";
    };
    for (const auto& p : s.players) {
        for (std::int32_t v : {p.active, static_cast<std::int32_t>(p.ended), static_cast<std::int32_t>(p.plunging),
                               static_cast<std::int32_t>(p.fell), p.rerollsLeft, p.switchesLeft})
            out += std::to_string(v) + ",";
        for (std::int32_t d : p.dice)
            out += std::to_string(d) + ",";
        for (const auto& c : p.characters) {
            out += "(" + std::to_string(c.hp) + "," + std::to_string(c.maxHp) + "," + std::to_string(c.alive);
            for (const auto& e : c.equipment)
                out += list({e});
            out += list(c.buffs) + ")";
        }
        out += list(p.teamBuffs) + list(p.summons) + list(p.supports) + list(p.hand) + "pile";
        for (std::int32_t uid : p.pile)
            out += std::to_string(uid) + " ";
    }
    return out;
}

}  // namespace

class TestEventsDeterminism : public QObject {
    Q_OBJECT
private slots:
    // The generator makes valid games that reach every part of the rules.
    void generatorCoversTheRules()
    {
        std::set<std::string> kinds;
        int finished = 0;
        for (int i = 0; i < kGames; ++i) {
            auto s = playRandom(randomScenario(i), static_cast<std::uint64_t>(i));
            finished += s->finished();
            for (Seq q = 0; q < s->size(); ++q)
                kinds.insert(s->trace().kindName(s->trace().at(q).kind));
        }
        QCOMPARE(finished, kGames);
        for (const char* k :
             {"events.interrupt", "events.save", "events.recover", "events.dropped", "events.over", "events.modify",
              "events.used-up", "events.address", "events.address-miss", "events.rejected", "events.refreshed",
              "events.zone-full", "events.card-burned", "events.replaced", "events.defeated", "events.game-over",
              "events.readdressed", "events.switched", "events.dice-paid"})
            QVERIFY2(kinds.count(k), k);
    }

    void recordReplayRerun_data() { rows(kGames); }
    // Same scenario + seed + decisions: the same events, bit for bit, and the same hashes.
    void recordReplayRerun()
    {
        QFETCH(int, index);
        const json doc = randomScenario(index);
        const auto seed = static_cast<std::uint64_t>(index);
        auto rec = playRandom(doc, seed, SessionOptions{.checkpointInterval = 256, .checkpointBytesPerEvent = 0});
        QVERIFY(rec->finished());
        // Every event lies inside its kind's argRanges (else the trace file would be refused).
        QCOMPARE(firstImpossibleEvent(rec->trace(), "events"), QString());
        Session replay(
            eventsRuleset(), scenarioOf(doc), seed,
            SessionOptions{.checkpointInterval = 256, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
            rec->decisions());
        QCOMPARE(replay.run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(rec->trace(), replay.trace()),
                 qPrintable(divergenceText(diverge(rec->trace(), replay.trace()))));
        QVERIFY(replay.checkpointHashes() == rec->checkpointHashes());
        QCOMPARE(replay.head().stateHash(), rec->head().stateHash());
    }

    void randomSeeks_data() { rows(kGames, 20); }
    // stateAt at random events equals a straight step-by-step replay at step boundaries,
    // and is the same whatever the checkpoint spacing.
    void randomSeeks()
    {
        QFETCH(int, index);
        const json doc = randomScenario(index);
        const auto seed = static_cast<std::uint64_t>(index);
        auto rec = playRandom(doc, seed);
        const auto scenario = scenarioOf(doc);
        const StraightRun straight = straightReplay(eventsRuleset(), *scenario, seed, rec->decisions());
        QVERIFY(straight.finished);
        QVERIFY(!diverge(rec->trace(), straight.trace));
        Session dense(
            eventsRuleset(), scenario, seed,
            SessionOptions{.checkpointInterval = 16, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
            rec->decisions());
        Session sparse(
            eventsRuleset(), scenario, seed,
            SessionOptions{.checkpointInterval = 1000000, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
            rec->decisions());
        QCOMPARE(dense.run(), Session::RunResult::Finished);
        QCOMPARE(sparse.run(), Session::RunResult::Finished);
        Pcg32 rng(static_cast<std::uint64_t>(index), 91);
        const auto n = static_cast<std::uint32_t>(rec->size());
        const auto b = static_cast<std::uint32_t>(straight.boundaries.size());
        for (int k = 0; k < kSeeks; ++k) {
            const auto& [end, hash] = straight.boundaries[rng.below(b)];
            Session& s = k % 2 ? dense : sparse;
            QVERIFY2(s.hashAt(end - 1) == hash, qPrintable(QStringLiteral("seek %1 to boundary %2").arg(k).arg(end)));
            const Seq q = rng.below(n);
            QVERIFY2(dense.hashAt(q) == sparse.hashAt(q),
                     qPrintable(QStringLiteral("seek %1 to event %2").arg(k).arg(q)));
        }
    }

    void writesRebuildTheState_data() { rows(kGames, 25); }
    // Every change of a traced field is a write: the state before a step plus its writes in
    // order is the state at each of the step's events.
    void writesRebuildTheState()
    {
        QFETCH(int, index);
        auto s = playRandom(randomScenario(index), static_cast<std::uint64_t>(index));
        const Trace& t = s->trace();
        std::unique_ptr<Game> forward = eventsRuleset().newGame(s->scenario(), static_cast<std::uint64_t>(index));
        const Seq limit = std::min<Seq>(t.size(), 8000);
        for (Seq q = 0; q < limit; ++q) {
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

    void forksReplay_data() { rows(kGames, 10); }
    // A decision answered differently replays from its decisions like any other.
    void forksReplay()
    {
        QFETCH(int, index);
        const json doc = randomScenario(index);
        const auto seed = static_cast<std::uint64_t>(index);
        auto s = playRandom(doc, seed, SessionOptions{.checkpointInterval = 64, .checkpointBytesPerEvent = 0});
        QVERIFY(s->decisions().size() > 2);
        const std::size_t k = s->decisions().size() / 2;
        const Seq at = s->decisions()[k].requestedAt;
        const auto hashBefore = s->hashAt(at - 1);
        const auto legal = s->stateAt(at - 1)->legalAnswers();
        QVERIFY(!legal.empty());
        s->fork(k, legal.back());
        for (int guard = 0; guard < 5000 && s->run() != Session::RunResult::Finished; ++guard)
            s->provideAnswer(s->legalAnswers().back());  // the end of the round, or the last choice
        QVERIFY(s->finished());
        QCOMPARE(s->hashAt(at - 1), hashBefore);
        Session replay(
            eventsRuleset(), scenarioOf(doc), seed,
            SessionOptions{.checkpointInterval = 64, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
            s->decisions());
        QCOMPARE(replay.run(), Session::RunResult::Finished);
        QVERIFY(!diverge(s->trace(), replay.trace()));
    }

    void saveOpenVerify_data() { rows(kGames, 20); }
    void saveOpenVerify()
    {
        QFETCH(int, index);
        auto s = playRandom(randomScenario(index), static_cast<std::uint64_t>(index),
                            SessionOptions{.checkpointInterval = 50, .checkpointBytesPerEvent = 0});
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("e.tstrace")).toStdString();
        saveSession(path, *s);
        RecordedGame g = openRecordedGame(path);
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
        auto opened = openSession(path);
        QCOMPARE(opened->hashAt(opened->size() - 1), s->head().stateHash());
    }
};

TURNSCOPE_TEST_MAIN(TestEventsDeterminism)
#include "tst_events_determinism.moc"
