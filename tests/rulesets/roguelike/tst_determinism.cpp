// SPEC §2.2: same scenario + seed + decisions => the same events, bit for bit. Randomized
// roguelike scenarios (every faction, speed, action kind; walls; scripts; the AI policy)
// are recorded, replayed from their decisions alone, and run again; random seeks give the
// states of a straight step-by-step replay; saved traces verify.
#include "event_ranges.h"
#include "roguelike_test_support.h"
#include "test_main.h"

#include "kernel/draw/rng.h"
#include "kernel/kinds.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"
#include "rulesets/roguelike/kinds.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

using namespace ts;
using ts::test::straightReplay;
using ts::test::StraightRun;
namespace rl = ts::roguelike;

namespace {

constexpr int kScenarioCount = 200;
constexpr int kSeekScenarios = 200;  // random seeks on every scenario
constexpr int kTracedScenarios = 40;  // writes replayed on every 5th scenario
constexpr int kForkScenarios = 50;  // forks on every 4th scenario
constexpr int kSeeksPerScenario = 1000;
constexpr int kSavedScenarios = 10;  // save / open / verify on every 20th scenario

const Ruleset& roguelikeRuleset()
{
    const Ruleset* r = findRuleset("roguelike");
    if (!r)
        throw std::logic_error("no roguelike ruleset in this build");
    return *r;
}

// ---------------------------------------------------------------- the scenario generator

class Gen {
public:
    explicit Gen(std::uint64_t seed) : rng_(seed, 0xd17e) {}
    std::uint32_t below(std::uint32_t n) { return rng_.below(n); }
    int range(int lo, int hi) { return lo + static_cast<int>(rng_.below(static_cast<std::uint32_t>(hi - lo + 1))); }
    bool chance(int percent) { return static_cast<int>(rng_.below(100)) < percent; }
    std::uint64_t u64() { return (std::uint64_t(rng_.next()) << 32) | rng_.next(); }

private:
    Pcg32 rng_;
};

const char* const kDirs[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
const char* const kFactions[] = {"player", "friend", "enemy"};

std::string unitName(int i) { return "U" + std::to_string(i); }

// One script line. `ai`: the unit is a friend or an enemy (throw-item, control and brain are
// theirs only); `nested`: the action a control makes its target perform.
nlohmann::json randomAction(Gen& g, int units, bool ai, bool nested)
{
    using nlohmann::json;
    const int kinds = nested ? 6 : ai ? 9 : 6;
    json a;
    switch (g.below(static_cast<std::uint32_t>(kinds))) {
    case 0: a = {{"do", "move"}, {"dir", kDirs[g.below(8)]}}; break;
    case 1: a = {{"do", "attack"}, {"target", unitName(g.range(0, units - 1))}}; break;
    case 2: a = {{"do", "wait"}}; break;
    case 3: a = {{"do", "drink-speed-grass"}}; break;
    case 4:
        a = {{"do", "wave-staff"},
             {"staff", g.chance(50) ? "haste" : "slow"},
             {"target", unitName(g.range(0, units - 1))}};
        break;
    case 5: a = {{"do", "equip"}, {"item", g.chance(50) ? "weapon" : "arrows"}}; break;
    case 6:
        a = {{"do", "throw-item"},
             {"target", unitName(g.range(0, units - 1))},
             {"item", g.chance(50) ? "weapon" : "arrows"}};
        break;
    case 7:
        a = {{"do", "control"},
             {"target", unitName(g.range(0, units - 1))},
             {"action", randomAction(g, units, ai, true)}};
        break;
    default: a = {{"do", "brain"}}; break;
    }
    return a;
}

nlohmann::json randomScenario(int index)
{
    using nlohmann::json;
    Gen g(0x5eed0000u + static_cast<std::uint64_t>(index));
    const int width = g.range(4, 18), height = g.range(3, 12);
    const int wallPercent = g.range(0, 25);
    std::vector<std::string> rows(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
    std::vector<std::pair<int, int>> floor;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            if (g.chance(wallPercent))
                rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = '#';
            else
                floor.emplace_back(x, y);
        }
    int units = g.range(3, 30);
    if (static_cast<int>(floor.size()) < units) {
        // Too many walls for this many units: knock walls down until the units fit.
        for (int y = 0; y < height && static_cast<int>(floor.size()) < units; ++y)
            for (int x = 0; x < width && static_cast<int>(floor.size()) < units; ++x)
                if (rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#') {
                    rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = '.';
                    floor.emplace_back(x, y);
                }
        units = std::min(units, static_cast<int>(floor.size()));
    }
    for (std::size_t i = floor.size() - 1; i > 0; --i)
        std::swap(floor[i], floor[g.below(static_cast<std::uint32_t>(i + 1))]);

    json doc;
    doc["ruleset"] = "roguelike";
    doc["name"] = "random scenario " + std::to_string(index);
    doc["seed"] = g.u64() >> 1;
    doc["turns"] = g.range(3, 15);
    doc["playerPolicy"] = "ai";
    doc["map"] = rows;
    json list = json::array();
    for (int i = 0; i < units; ++i) {
        json u;
        u["name"] = unitName(i);
        // Unit 0 is a player and unit 1 an enemy, so that most games have both sides.
        const int faction = i == 0 ? 0 : i == 1 ? 2 : static_cast<int>(g.below(3));
        u["faction"] = kFactions[faction];
        const int speed = g.range(0, 3);
        if (speed == 0)
            u["speed"] = "slow";
        else
            u["speed"] = speed;
        u["hp"] = g.range(1, 30);
        u["attack"] = g.range(0, 9);
        if (g.chance(30))
            u["attacksPerAction"] = g.range(1, 2);
        if (g.chance(25))
            u["attacksPerTurn"] = g.range(1, 3);
        const auto& cell = floor[static_cast<std::size_t>(i)];
        u["at"] = {cell.first, cell.second};
        const bool ai = faction != 0;
        if (!ai || g.chance(50)) {
            json script = json::array();
            const int lines = g.range(0, ai ? 10 : 14);
            for (int k = 0; k < lines; ++k)
                script.push_back(randomAction(g, units, ai, false));
            u["script"] = script;
        }
        list.push_back(u);
    }
    doc["units"] = list;
    return doc;
}

LoadedScenario loadRandom(int index)
{
    return parseScenarioJson(randomScenario(index), "random-" + std::to_string(index) + ".json");
}

// ---------------------------------------------------------------- helpers

QString divergenceText(const std::optional<Divergence>& d)
{
    if (!d)
        return QStringLiteral("no divergence");
    return QStringLiteral("first divergence at event %1:\n  left:  %2\n  right: %3")
        .arg(d->seq)
        .arg(QString::fromStdString(d->left), QString::fromStdString(d->right));
}

std::optional<Divergence> diverge(const Trace& a, const Trace& b)
{
    const RenderContext ra(a, &roguelikeRuleset()), rb(b, &roguelikeRuleset());
    return firstDivergence(a, ra, b, rb);
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

void addScenarioRows(int count, int every)
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < count; ++i)
        QTest::addRow("scenario %d", i * every) << i * every;
}

}  // namespace

class TestDeterminism : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { timer_.start(); }

    void cleanupTestCase()
    {
        qInfo("tst_determinism: %lld ms for %d scenarios (%lld events recorded in total)",
              static_cast<long long>(timer_.elapsed()), kScenarioCount, static_cast<long long>(totalEvents_));
    }

    // The generator makes valid scenarios that exercise every rule of seed 000.
    void generatorCoversTheRules()
    {
        std::map<std::string, int> kinds;
        int finishedEarly = 0, minEvents = INT32_MAX, maxEvents = 0;
        for (int i = 0; i < kScenarioCount; ++i) {
            Recorded r = record(i);
            const Trace& t = r.session->trace();
            QVERIFY(r.session->finished());
            for (Seq q = 0; q < t.size(); ++q)
                ++kinds[t.kindName(t.at(q).kind)];
            const auto& s = dynamic_cast<const rl::RoguelikeGame&>(r.session->head());
            finishedEarly += s.state().outcome != static_cast<std::int32_t>(rl::Outcome::TurnLimit);
            minEvents = std::min(minEvents, static_cast<int>(t.size()));
            maxEvents = std::max(maxEvents, static_cast<int>(t.size()));
        }
        for (const char* k : {"decision",
                              "rng",
                              "write",
                              "state-hash",
                              "game-end",
                              "roguelike.merge",
                              "roguelike.slot-skipped",
                              "roguelike.move",
                              "roguelike.attack",
                              "roguelike.wait",
                              "roguelike.drink-speed-grass",
                              "roguelike.wave-staff",
                              "roguelike.equip",
                              "roguelike.throw-item",
                              "roguelike.control",
                              "roguelike.speed-change",
                              "roguelike.row-inserted",
                              "roguelike.token-spent",
                              "roguelike.action-failed",
                              "roguelike.unit-died",
                              "roguelike.attacks-reset",
                              "roguelike.minor-pass",
                              "roguelike.double-attack",
                              "roguelike.speed-unchanged",
                              "roguelike.merge-held",
                              "roguelike.no-attack"})
            QVERIFY2(kinds[k] > 0, k);
        QVERIFY(finishedEarly > 0 && finishedEarly < kScenarioCount);
        qInfo("events per scenario: %d .. %d; %d of %d games ended before their last turn", minEvents, maxEvents,
              finishedEarly, kScenarioCount);
    }

    void recordReplayRerun_data() { addScenarioRows(kScenarioCount, 1); }

    // Record -> replay from the decisions alone -> run again: the same events and checkpoint
    // hashes each time; also when the engine is run in small slices.
    void recordReplayRerun()
    {
        QFETCH(int, index);
        Recorded a = record(index);
        Session& rec = *a.session;
        QVERIFY(rec.finished());
        QVERIFY(rec.size() > 0);
        totalEvents_ += static_cast<qint64>(rec.size());
        // Every event lies inside its kind's argRanges (else the trace file would be refused).
        QCOMPARE(ts::test::firstImpossibleEvent(rec.trace(), "roguelike"), QString());
        for (const DecisionRecord& d : rec.decisions())
            QVERIFY(d.source == AnswerSource::Script || d.source == AnswerSource::Policy);

        const auto& ruleset = *a.loaded.ruleset;
        const auto scenario = a.loaded.scenario;
        const std::uint64_t seed = scenario->seed;

        Session replay(ruleset, scenario, seed, SessionOptions{.policyAnswersPlayer = false}, rec.decisions());
        QCOMPARE(replay.run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(rec.trace(), replay.trace()),
                 qPrintable(divergenceText(diverge(rec.trace(), replay.trace()))));
        QCOMPARE(replay.size(), rec.size());
        QVERIFY(replay.decisions() == rec.decisions());
        QVERIFY(replay.checkpointHashes() == rec.checkpointHashes());
        QCOMPARE(replay.head().stateHash(), rec.head().stateHash());

        Session again(ruleset, scenario, seed);
        QCOMPARE(again.run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(rec.trace(), again.trace()), qPrintable(divergenceText(diverge(rec.trace(), again.trace()))));
        QVERIFY(again.decisions() == rec.decisions());
        QVERIFY(again.checkpointHashes() == rec.checkpointHashes());

        // Bit for bit: the raw events too, not only their names.
        for (Seq q = 0; q < rec.size(); ++q)
            QVERIFY2(rec.trace().at(q) == again.trace().at(q), qPrintable(QStringLiteral("event %1").arg(q)));

        // The same game run in slices of a few events, with small checkpoint spacing.
        Session sliced(ruleset, scenario, seed, SessionOptions{.checkpointInterval = 16, .checkpointBytesPerEvent = 0});
        Session dense(ruleset, scenario, seed, SessionOptions{.checkpointInterval = 16, .checkpointBytesPerEvent = 0});
        const std::uint64_t slice = 1 + static_cast<std::uint64_t>(index % 37);
        int slices = 0;
        while (sliced.run(slice) == Session::RunResult::Limit)
            ++slices;
        QVERIFY(slices > 0);
        QVERIFY(sliced.finished());
        QCOMPARE(dense.run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(rec.trace(), sliced.trace()),
                 qPrintable(divergenceText(diverge(rec.trace(), sliced.trace()))));
        QVERIFY(sliced.decisions() == rec.decisions());
        QVERIFY(sliced.checkpointHashes() == dense.checkpointHashes());
        QVERIFY(dense.checkpointHashes().size() > 1);
    }

    void randomSeeks_data() { addScenarioRows(kSeekScenarios, kScenarioCount / kSeekScenarios); }

    // stateAt at random events in random order: at step boundaries the straight replay's
    // state; anywhere, the same state whatever the checkpoint spacing.
    void randomSeeks()
    {
        QFETCH(int, index);
        Recorded a = record(index);
        const Session& rec = *a.session;
        const auto& ruleset = *a.loaded.ruleset;
        const auto scenario = a.loaded.scenario;
        const StraightRun straight = straightReplay(ruleset, *scenario, scenario->seed, rec.decisions());
        QVERIFY(straight.finished);
        QVERIFY2(!diverge(rec.trace(), straight.trace),
                 qPrintable(divergenceText(diverge(rec.trace(), straight.trace))));
        QCOMPARE(straight.boundaries.back().first, rec.size());

        const SessionOptions replayOnly{.policyAnswersPlayer = false};
        SessionOptions near = replayOnly, far = replayOnly;
        near.checkpointInterval = 7;
        near.checkpointBytesPerEvent = 0;
        far.checkpointInterval = 100000;
        far.checkpointBytesPerEvent = 0;
        Session dense(ruleset, scenario, scenario->seed, near, rec.decisions());
        Session sparse(ruleset, scenario, scenario->seed, far, rec.decisions());
        QCOMPARE(dense.run(), Session::RunResult::Finished);
        QCOMPARE(sparse.run(), Session::RunResult::Finished);
        QVERIFY(dense.checkpointCount() > 1);
        QCOMPARE(sparse.checkpointCount(), std::size_t(1));

        Pcg32 rng(static_cast<std::uint64_t>(index), 77);
        const auto n = static_cast<std::uint32_t>(rec.size());
        const auto b = static_cast<std::uint32_t>(straight.boundaries.size());
        for (int k = 0; k < kSeeksPerScenario; ++k) {
            const auto& [end, hash] = straight.boundaries[rng.below(b)];
            Session& s = k % 2 ? dense : sparse;
            QVERIFY2(s.hashAt(end - 1) == hash,
                     qPrintable(
                         QStringLiteral("seek %1: boundary %2 (interval %3)").arg(k).arg(end).arg(k % 2 ? 7 : 100000)));
            const Seq q = rng.below(n);
            QVERIFY2(dense.hashAt(q) == sparse.hashAt(q),
                     qPrintable(QStringLiteral("seek %1: event %2").arg(k).arg(q)));
        }
    }

    void everyUnitChangeIsTraced_data() { addScenarioRows(kTracedScenarios, kScenarioCount / kTracedScenarios); }

    // SPEC §2.1: every change of the state is traced as a write. Applying a step's writes, in
    // order, to the state before the step gives the state at each of its events (for every
    // traced field of every unit).
    void everyUnitChangeIsTraced()
    {
        QFETCH(int, index);
        Recorded r = record(index);
        Session& s = *r.session;
        const Trace& t = s.trace();
        std::unique_ptr<Game> forward = r.loaded.ruleset->newGame(*r.loaded.scenario, r.loaded.scenario->seed);
        int writes = 0;
        for (Seq q = 0; q < t.size(); ++q) {
            const Event e = t.at(q);
            if ((e.flags & EventFlag::StepStart) && q > 0)
                forward = s.stateAt(q - 1);
            if (e.kind == kind(CommonKind::Write)) {
                forward->applyWrite(e.subject[0], static_cast<FieldId>(e.arg[0]), e.arg[2]);
                ++writes;
            }
            const auto at = s.stateAt(q);
            const auto& want = dynamic_cast<const rl::RoguelikeGame&>(*at).state().units;
            const auto& got = dynamic_cast<const rl::RoguelikeGame&>(*forward).state().units;
            QCOMPARE(got.size(), want.size());
            for (std::size_t k = 0; k < want.size(); ++k) {
                const rl::Unit& u = want[k];
                const rl::Unit& v = got[k];
                const bool same = u.x == v.x && u.y == v.y && u.hp == v.hp && u.tokens == v.tokens &&
                    u.speed == v.speed && u.slow == v.slow && u.slowTurns == v.slowTurns &&
                    u.attacksLeft == v.attacksLeft && u.alive == v.alive && u.weapon == v.weapon &&
                    u.arrows == v.arrows;
                QVERIFY2(same,
                         qPrintable(QStringLiteral("event %1 (%2), unit %3")
                                        .arg(q)
                                        .arg(QString::fromStdString(t.kindName(e.kind)))
                                        .arg(k + 1)));
            }
        }
        QVERIFY(writes > 0);
    }

    void forkedHistoriesReplay_data() { addScenarioRows(kForkScenarios, kScenarioCount / kForkScenarios); }

    // A fork (a decision answered differently, twice in a row) makes a history that replays
    // from its decisions alone like any other, with the events before the fork untouched.
    void forkedHistoriesReplay()
    {
        QFETCH(int, index);
        const SessionOptions options{.checkpointInterval = 32, .checkpointBytesPerEvent = 0};
        Recorded a = record(index, options);
        Session& s = *a.session;
        const auto& ruleset = *a.loaded.ruleset;
        const auto scenario = a.loaded.scenario;
        const auto units =
            static_cast<std::uint32_t>(dynamic_cast<const rl::RoguelikeScenario&>(*scenario).units.size());
        Pcg32 rng(static_cast<std::uint64_t>(index), 79);
        int forks = 0;
        for (int round = 0; round < 2 && !s.decisions().empty(); ++round) {
            const auto original = s.decisions();
            const std::size_t k = rng.below(static_cast<std::uint32_t>(original.size()));
            const Seq at = original[k].requestedAt;
            std::vector<Event> before;
            for (Seq q = 0; q < at; ++q)
                before.push_back(s.trace().at(q));
            const std::uint64_t hashBefore = s.hashAt(at - 1);

            rl::Action act;
            switch (rng.below(6)) {
            case 0: act = {rl::ActionKind::Wait}; break;
            case 1: act = {rl::ActionKind::DrinkSpeedGrass}; break;
            case 2: act = {rl::ActionKind::WaveStaff, 1 + rng.below(units), std::int32_t(rng.below(2))}; break;
            case 3: act = {rl::ActionKind::Equip, kNoEntity, std::int32_t(rng.below(2))}; break;
            case 4: act = {rl::ActionKind::Move, kNoEntity, std::int32_t(rng.below(8))}; break;
            default: act = {rl::ActionKind::Attack, 1 + rng.below(units)}; break;
            }
            const Answer answer = rl::RoguelikeGame::toAnswer(act);
            s.fork(k, answer);
            ++forks;
            QCOMPARE(s.size(), at);
            QCOMPARE(s.run(), Session::RunResult::Finished);
            for (Seq q = 0; q < at; ++q)
                QVERIFY2(s.trace().at(q) == before[q], qPrintable(QStringLiteral("event %1").arg(q)));
            QCOMPARE(s.hashAt(at - 1), hashBefore);
            QVERIFY(s.decisions().size() > k);
            for (std::size_t i = 0; i < k; ++i)
                QVERIFY(s.decisions()[i] == original[i]);
            QCOMPARE(s.decisions()[k].source, AnswerSource::Caller);
            QVERIFY(s.decisions()[k].answer == answer);
            QCOMPARE(s.trace().at(at).kind, kind(CommonKind::Decision));

            SessionOptions replayOptions = options;
            replayOptions.policyAnswersPlayer = false;
            Session replay(ruleset, scenario, scenario->seed, replayOptions, s.decisions());
            QCOMPARE(replay.run(), Session::RunResult::Finished);
            QVERIFY2(!diverge(s.trace(), replay.trace()),
                     qPrintable(divergenceText(diverge(s.trace(), replay.trace()))));
            QVERIFY(replay.decisions() == s.decisions());
            QVERIFY(replay.checkpointHashes() == s.checkpointHashes());

            const StraightRun straight = straightReplay(ruleset, *scenario, scenario->seed, s.decisions());
            QVERIFY(straight.finished);
            const auto b = static_cast<std::uint32_t>(straight.boundaries.size());
            for (int q = 0; q < 100; ++q) {
                const auto& [end, hash] = straight.boundaries[rng.below(b)];
                QVERIFY2(s.hashAt(end - 1) == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
            }
        }
        QVERIFY(forks > 0 || a.session->decisions().empty());
    }

    void saveOpenVerify_data() { addScenarioRows(kSavedScenarios, kScenarioCount / kSavedScenarios); }

    // Saved traces of random games open, verify against a re-execution, and seek correctly.
    void saveOpenVerify()
    {
        QFETCH(int, index);
        Recorded a = record(index, SessionOptions{.checkpointInterval = 64, .checkpointBytesPerEvent = 0});
        const Session& rec = *a.session;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("random.tstrace")).toStdString();
        saveSession(path, rec);

        RecordedGame g = openRecordedGame(path);
        QCOMPARE(g.file.trace.size(), rec.size());
        QVERIFY(g.file.header.decisions == rec.decisions());
        QCOMPARE(g.file.header.seed, rec.seed());
        QVERIFY(g.file.header.finished);
        QCOMPARE(g.file.header.checkpointHashes.size(), rec.checkpointHashes().size());
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(),
                 qPrintable(divergenceText(rep.divergence) +
                            QStringLiteral(", %1 hash mismatches").arg(rep.hashMismatches.size())));
        QCOMPARE(rep.recordedEvents, std::size_t(rec.size()));
        QCOMPARE(rep.replayedEvents, std::size_t(rec.size()));

        const StraightRun straight =
            straightReplay(*a.loaded.ruleset, *a.loaded.scenario, a.loaded.scenario->seed, rec.decisions());
        auto opened = openSession(path, SessionOptions{.checkpointInterval = 50, .checkpointBytesPerEvent = 0});
        Pcg32 rng(static_cast<std::uint64_t>(index), 78);
        const auto b = static_cast<std::uint32_t>(straight.boundaries.size());
        for (int k = 0; k < 200; ++k) {
            const auto& [end, hash] = straight.boundaries[rng.below(b)];
            QVERIFY2(opened->hashAt(end - 1) == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
        }
    }

private:
    QElapsedTimer timer_;
    qint64 totalEvents_ = 0;
};

TURNSCOPE_TEST_MAIN(TestDeterminism)
#include "tst_determinism.moc"
