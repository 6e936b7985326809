// SPEC §2.2 for the energy loop (seed 003): same scenario + seed + decisions => the same
// events, bit for bit. Randomized energy games (both tables, every brain, doors, walls,
// player inputs from scripts and the policy, both action-queue modes) are recorded, replayed
// from their decisions alone and run again; random seeks equal a straight step-by-step
// replay; forks replay like any other history; saved traces verify.
#include "energy_test_support.h"
#include "event_ranges.h"
#include "test_main.h"

#include "kernel/draw/rng.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <map>

using namespace ts;
using namespace ts::test;
using nlohmann::json;
namespace rl = ts::roguelike;

namespace {

constexpr int kScenarioCount = 200;
constexpr int kSeeksPerScenario = 1000;
constexpr int kForkEvery = 4;  // forks on every 4th scenario
constexpr int kWritesEvery = 8;  // writes replayed on every 8th
constexpr int kSaveEvery = 20;  // save / open / verify on every 20th

class Gen {
public:
    explicit Gen(std::uint64_t seed) : rng_(seed, 0xe4e7) {}
    int range(int lo, int hi) { return lo + static_cast<int>(rng_.below(static_cast<std::uint32_t>(hi - lo + 1))); }
    bool chance(int percent) { return static_cast<int>(rng_.below(100)) < percent; }
    std::uint32_t below(std::uint32_t n) { return rng_.below(n); }

private:
    Pcg32 rng_;
};

const char* const kDirs[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

json randomInput(Gen& g)
{
    switch (g.below(6)) {
    case 0: return {{"do", "rest"}, {"turns", g.range(1, 3)}};
    case 1: return {{"do", "change-speed"}, {"by", g.chance(50) ? g.range(1, 40) : -g.range(1, 40)}};
    default: return {{"do", "walk"}, {"dir", kDirs[g.below(8)]}};
    }
}

json randomBrain(Gen& g)
{
    switch (g.below(5)) {
    case 0: return "chase";
    case 1: return "wander";
    case 2: return {{"kind", "keep-distance"}, {"distance", g.range(1, 4)}};
    default: {
        json plans = json::array();
        for (int p = g.range(1, 3); p > 0; --p) {
            json plan = json::array();
            for (int k = g.range(1, 5); k > 0; --k)
                plan.push_back(randomInput(g));
            plans.push_back(plan);
        }
        const char* ends[] = {"rest", "repeat", "nothing"};
        return {{"kind", "script"}, {"plans", plans}, {"then", ends[g.below(g.chance(90) ? 2 : 3)]}};
    }
    }
}

std::vector<std::string> randomMap(Gen& g, std::vector<std::pair<int, int>>& floor)
{
    const int width = g.range(4, 16), height = g.range(3, 10);
    std::vector<std::string> rows(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            char& c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            const int roll = g.range(0, 99);
            c = roll < 12 ? '#' : roll < 16 ? '+' : roll < 18 ? '\'' : '.';
            if (c == '.' || c == '\'')
                floor.emplace_back(x, y);
        }
    for (std::size_t i = floor.size(); i > 1; --i)
        std::swap(floor[i - 1], floor[g.below(static_cast<std::uint32_t>(i))]);
    return rows;
}

json randomScenario(int index)
{
    Gen g(0xe0e0000u + static_cast<std::uint64_t>(index));
    std::vector<std::pair<int, int>> floor;
    std::vector<std::string> map = randomMap(g, floor);
    while (floor.size() < 2) {
        floor.clear();
        map = randomMap(g, floor);
    }
    const bool angband = g.chance(40);
    json doc = {{"ruleset", "roguelike"},
                {"name", "random energy " + std::to_string(index)},
                {"scheduler", "energy"},
                {"seed", g.range(0, 1 << 30)},
                {"energyTable", angband ? "angband" : "erf"},
                {"actionQueue", g.chance(15) ? "rotate" : "leave"},
                {"visits", g.range(20, 200)},
                {"map", map}};
    json units = json::array();
    const int count = std::min<int>(g.range(2, 14), static_cast<int>(floor.size()));
    for (int i = 0; i < count; ++i) {
        const bool player = i == 0 || g.chance(10);
        json u = {
            {"name", "A" + std::to_string(i)},
            {"faction",
             player                       ? "player"
                 : i == 1 || g.chance(50) ? "enemy"
                                          : "friend"},
            {"at", json::array({floor[static_cast<std::size_t>(i)].first, floor[static_cast<std::size_t>(i)].second})},
            {"hp", g.range(1, 20)},
            {"attack", g.range(0, 6)},
            {"energy", g.range(0, 120)}};
        u["speed"] = angband ? g.range(90, 150) : g.range(0, g.chance(20) ? 400 : 140);
        if (player) {
            json script = json::array();
            for (int k = g.range(0, 12); k > 0; --k)
                script.push_back(randomInput(g));
            u["script"] = script;
        } else {
            u["brain"] = randomBrain(g);
        }
        units.push_back(u);
    }
    doc["units"] = units;
    return doc;
}

LoadedScenario loadRandom(int index)
{
    return parseScenarioJson(randomScenario(index), "random-" + std::to_string(index) + ".json");
}

std::optional<Divergence> diverge(const Trace& a, const Trace& b)
{
    const RenderContext ra(a, &roguelikeRuleset()), rb(b, &roguelikeRuleset());
    return firstDivergence(a, ra, b, rb);
}

QString divergenceText(const std::optional<Divergence>& d)
{
    if (!d)
        return QStringLiteral("no divergence");
    return QStringLiteral("first divergence at event %1:\n  left:  %2\n  right: %3")
        .arg(d->seq)
        .arg(QString::fromStdString(d->left), QString::fromStdString(d->right));
}

struct Recorded {
    LoadedScenario loaded;
    std::unique_ptr<Session> session;
};

Recorded record(int index, SessionOptions options = {})
{
    Recorded r;
    r.loaded = loadRandom(index);
    r.session = std::make_unique<Session>(*r.loaded.ruleset, r.loaded.scenario, r.loaded.scenario->seed, options);
    r.session->run();
    return r;
}

void addRows(int every)
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < kScenarioCount; i += every)
        QTest::addRow("scenario %d", i) << i;
}

}  // namespace

class TestEnergyDeterminism : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { timer_.start(); }
    void cleanupTestCase()
    {
        qInfo("tst_energy_determinism: %lld ms, %lld events recorded", static_cast<long long>(timer_.elapsed()),
              static_cast<long long>(events_));
    }

    // The generator's games exercise every step of the loop.
    void generatorCoversTheLoop()
    {
        std::map<std::string, int> kinds, outcomes;
        for (int i = 0; i < kScenarioCount; ++i) {
            Recorded r = record(i);
            QVERIFY(r.session->finished());
            const Trace& t = r.session->trace();
            for (Seq q = 0; q < t.size(); ++q)
                ++kinds[t.kindName(t.at(q).kind)];
            ++outcomes[energyGame(r.session->head()).toJson()["outcome"].get<std::string>()];
        }
        for (const char* k : {"decision",
                              "rng",
                              "write",
                              "state-hash",
                              "game-end",
                              "roguelike.energy-turn",
                              "roguelike.visit",
                              "roguelike.brain-decide",
                              "roguelike.action-queued",
                              "roguelike.input-wait",
                              "roguelike.no-action",
                              "roguelike.energy-gain",
                              "roguelike.energy-check",
                              "roguelike.energy-short",
                              "roguelike.perform",
                              "roguelike.action-result",
                              "roguelike.energy-spend",
                              "roguelike.action-done",
                              "roguelike.proceed",
                              "roguelike.walk-blocked",
                              "roguelike.door-opened",
                              "roguelike.rest",
                              "roguelike.energy-speed",
                              "roguelike.actor-removed",
                              "roguelike.move",
                              "roguelike.attack",
                              "roguelike.unit-died"})
            QVERIFY2(kinds[k] > 0, k);
        for (const char* o : {"visit-limit", "stalled"})
            QVERIFY2(outcomes[o] > 0, o);
        QVERIFY(outcomes["enemies-defeated"] + outcomes["players-defeated"] > 0);
    }

    void recordReplayRerun_data() { addRows(1); }
    void recordReplayRerun()
    {
        QFETCH(int, index);
        Recorded a = record(index);
        Session& rec = *a.session;
        QVERIFY(rec.finished());
        events_ += static_cast<qint64>(rec.size());
        // Every event lies inside its kind's argRanges (else the trace file would be refused).
        QCOMPARE(firstImpossibleEvent(rec.trace(), "roguelike"), QString());
        const auto& ruleset = *a.loaded.ruleset;
        const auto scenario = a.loaded.scenario;

        Session replay(ruleset, scenario, scenario->seed, SessionOptions{.policyAnswersPlayer = false},
                       rec.decisions());
        QCOMPARE(replay.run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(rec.trace(), replay.trace()),
                 qPrintable(divergenceText(diverge(rec.trace(), replay.trace()))));
        QVERIFY(replay.decisions() == rec.decisions());
        QVERIFY(replay.checkpointHashes() == rec.checkpointHashes());
        QCOMPARE(replay.head().stateHash(), rec.head().stateHash());

        Session again(ruleset, scenario, scenario->seed);
        QCOMPARE(again.run(), Session::RunResult::Finished);
        QCOMPARE(again.size(), rec.size());
        for (Seq q = 0; q < rec.size(); ++q)
            QVERIFY2(rec.trace().at(q) == again.trace().at(q), qPrintable(QStringLiteral("event %1").arg(q)));

        Session sliced(ruleset, scenario, scenario->seed,
                       SessionOptions{.checkpointInterval = 16, .checkpointBytesPerEvent = 0});
        const std::uint64_t slice = 1 + static_cast<std::uint64_t>(index % 29);
        while (sliced.run(slice) == Session::RunResult::Limit) {
        }
        QVERIFY(sliced.finished());
        QVERIFY2(!diverge(rec.trace(), sliced.trace()),
                 qPrintable(divergenceText(diverge(rec.trace(), sliced.trace()))));
        QVERIFY(sliced.decisions() == rec.decisions());
    }

    void randomSeeks_data() { addRows(1); }
    // stateAt at random events: at step boundaries the straight replay's state; anywhere the
    // same state whatever the checkpoint spacing.
    void randomSeeks()
    {
        QFETCH(int, index);
        Recorded a = record(index);
        const Session& rec = *a.session;
        const auto scenario = a.loaded.scenario;
        const StraightRun straight = straightReplay(*a.loaded.ruleset, *scenario, scenario->seed, rec.decisions());
        QVERIFY(straight.finished);
        QVERIFY2(!diverge(rec.trace(), straight.trace),
                 qPrintable(divergenceText(diverge(rec.trace(), straight.trace))));
        SessionOptions near{.checkpointInterval = 7, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false};
        SessionOptions far{.checkpointInterval = 1000, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false};
        Session dense(*a.loaded.ruleset, scenario, scenario->seed, near, rec.decisions());
        Session sparse(*a.loaded.ruleset, scenario, scenario->seed, far, rec.decisions());
        QCOMPARE(dense.run(), Session::RunResult::Finished);
        QCOMPARE(sparse.run(), Session::RunResult::Finished);
        Pcg32 rng(static_cast<std::uint64_t>(index), 91);
        const auto n = static_cast<std::uint32_t>(rec.size());
        const auto b = static_cast<std::uint32_t>(straight.boundaries.size());
        for (int k = 0; k < kSeeksPerScenario; ++k) {
            const auto& [end, hash] = straight.boundaries[rng.below(b)];
            Session& s = k % 2 ? dense : sparse;
            QVERIFY2(s.hashAt(end - 1) == hash, qPrintable(QStringLiteral("seek %1: boundary %2").arg(k).arg(end)));
            const Seq q = rng.below(n);
            QVERIFY2(dense.hashAt(q) == sparse.hashAt(q),
                     qPrintable(QStringLiteral("seek %1: event %2").arg(k).arg(q)));
        }
    }

    void writesRebuildTheState_data() { addRows(kWritesEvery); }
    // Every change is a write: a step's writes replayed onto the state before it give the
    // state at each of its events (actors, queues, doors, the World).
    void writesRebuildTheState()
    {
        QFETCH(int, index);
        Recorded r = record(index);
        Session& s = *r.session;
        const Trace& t = s.trace();
        std::unique_ptr<Game> forward = r.loaded.ruleset->newGame(*r.loaded.scenario, r.loaded.scenario->seed);
        for (Seq q = 0; q < t.size(); ++q) {
            const Event e = t.at(q);
            if ((e.flags & EventFlag::StepStart) && q > 0)
                forward = s.stateAt(q - 1);
            if (e.kind == kind(CommonKind::Write))
                forward->applyWrite(e.subject[0], static_cast<FieldId>(e.arg[0]), e.arg[2]);
            // At each write, the whole state as the inspector shows it (the PRNG, which draws
            // without writes, is the only part left out).
            if (e.kind != kind(CommonKind::Write))
                continue;
            QVERIFY2(
                forward->toJson() == s.stateAt(q)->toJson(),
                qPrintable(QStringLiteral("event %1 (%2)").arg(q).arg(QString::fromStdString(t.kindName(e.kind)))));
        }
    }

    void forks_data() { addRows(kForkEvery); }
    // A decision answered differently cuts the future; the new history replays from its
    // decisions alone, and the events before the fork are untouched.
    void forks()
    {
        QFETCH(int, index);
        Recorded a = record(index, SessionOptions{.checkpointInterval = 32, .checkpointBytesPerEvent = 0});
        Session& s = *a.session;
        if (s.decisions().empty())
            QSKIP("no decision in this game");
        Pcg32 rng(static_cast<std::uint64_t>(index), 93);
        for (int round = 0; round < 2 && !s.decisions().empty(); ++round) {
            const auto original = s.decisions();
            const std::size_t k = rng.below(static_cast<std::uint32_t>(original.size()));
            const Seq at = original[k].requestedAt;
            std::vector<Event> before;
            for (Seq q = 0; q < at; ++q)
                before.push_back(s.trace().at(q));
            const rl::EnergyAction act = rng.below(3) == 0
                ? rl::EnergyAction{rl::EnAction::Rest, 0, 1 + std::int32_t(rng.below(3))}
                : rl::EnergyAction{rl::EnAction::Walk, std::int32_t(rng.below(8)), 0};
            s.fork(k, rl::EnergyGame::toAnswer(act));
            QCOMPARE(s.size(), at);
            QCOMPARE(s.run(), Session::RunResult::Finished);
            for (Seq q = 0; q < at; ++q)
                QVERIFY2(s.trace().at(q) == before[q], qPrintable(QStringLiteral("event %1").arg(q)));
            QCOMPARE(s.decisions()[k].source, AnswerSource::Caller);
            Session replay(
                *a.loaded.ruleset, a.loaded.scenario, a.loaded.scenario->seed,
                SessionOptions{.checkpointInterval = 32, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
                s.decisions());
            QCOMPARE(replay.run(), Session::RunResult::Finished);
            QVERIFY2(!diverge(s.trace(), replay.trace()),
                     qPrintable(divergenceText(diverge(s.trace(), replay.trace()))));
            QVERIFY(replay.checkpointHashes() == s.checkpointHashes());
        }
    }

    void saveOpenVerify_data() { addRows(kSaveEvery); }
    void saveOpenVerify()
    {
        QFETCH(int, index);
        Recorded a = record(index, SessionOptions{.checkpointInterval = 64, .checkpointBytesPerEvent = 0});
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("energy.tstrace")).toStdString();
        saveSession(path, *a.session);
        RecordedGame g = openRecordedGame(path);
        QCOMPARE(g.file.trace.size(), a.session->size());
        QVERIFY(g.file.header.decisions == a.session->decisions());
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
        auto opened = openSession(path, SessionOptions{.checkpointInterval = 50, .checkpointBytesPerEvent = 0});
        const StraightRun straight =
            straightReplay(*a.loaded.ruleset, *a.loaded.scenario, a.loaded.scenario->seed, a.session->decisions());
        Pcg32 rng(static_cast<std::uint64_t>(index), 94);
        const auto b = static_cast<std::uint32_t>(straight.boundaries.size());
        for (int k = 0; k < 200; ++k) {
            const auto& [end, hash] = straight.boundaries[rng.below(b)];
            QVERIFY2(opened->hashAt(end - 1) == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
        }
    }

private:
    QElapsedTimer timer_;
    qint64 events_ = 0;
};

TURNSCOPE_TEST_MAIN(TestEnergyDeterminism)
#include "tst_energy_determinism.moc"
