// SPEC §2.2 for the nation ruleset: randomized stages (every effect, target, timing,
// exclusion row, passive factor and replacement; players and NPCs) are recorded, replayed
// from their decisions alone and compared event by event and hash by hash; random seeks
// through a Session equal a straight replay; the traced writes rebuild the state at every
// event; saved traces verify.
#include "nation_test_support.h"
#include "test_main.h"

#include "event_ranges.h"
#include "straight_replay.h"

#include "kernel/draw/rng.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"

#include <QTemporaryDir>

#include <set>

using namespace ts;
using namespace ts::test;
using namespace ts::nation;

namespace {

constexpr int kStages = 60;
constexpr int kSeeks = 300;

class Gen {
public:
    explicit Gen(std::uint64_t seed) : rng_(seed, 0x7a7e) {}
    int range(int lo, int hi) { return lo + static_cast<int>(rng_.below(static_cast<std::uint32_t>(hi - lo + 1))); }
    bool chance(int percent) { return static_cast<int>(rng_.below(100)) < percent; }
    template <class T>
    const T& pick(const std::vector<T>& v)
    {
        return v[rng_.below(static_cast<std::uint32_t>(v.size()))];
    }

private:
    Pcg32 rng_;
};

const std::vector<std::string> kTimings = {"RoundStart",  "RoundEnd",    "TurnStart",   "AfterDomesticCommand",
                                           "AfterAction", "BattleStart", "AttackStart", "BeforeAttack",
                                           "AfterAttack", "AttackEnd",   "BattleEnd",   "TurnEnd"};
const std::vector<std::string> kRows = {"front", "middle", "back"};
const std::vector<std::string> kRates = {"0.5", "1", "1.1", "1.25", "0.3", "2", "0.75"};

json randomEffect(Gen& g, int states, bool unitContext)
{
    const std::vector<std::string> unitTargets = unitContext
        ? std::vector<std::string>{"self", "own-units", "opposing-units", "attacker", "target"}
        : std::vector<std::string>{"own-units", "opposing-units", "attacker", "target"};
    const std::vector<std::string> nationTargets = {"own-nation", "opposing-nation", "hostile-nations"};
    switch (g.range(0, 8)) {
    case 0: return {{"do", "change-power"}, {"target", g.pick(nationTargets)}, {"amount", g.range(-15, 15)}};
    case 1: return {{"do", "consume-power"}, {"target", g.pick(nationTargets)}, {"amount", g.range(0, 10)}};
    case 2:
        return {
            {"do", "change-hp"}, {"target", g.pick(unitTargets)}, {"amount", g.range(-8, 6)}, {"rate", g.pick(kRates)}};
    case 3:
        return {{"do", "change-attack"},
                {"target", g.pick(unitTargets)},
                {"amount", g.range(-2, 3)},
                {"rate", g.pick(kRates)}};
    case 4: return {{"do", "change-max-hp"}, {"target", g.pick(unitTargets)}, {"amount", g.range(-3, 5)}};
    case 5: return {{"do", "change-domestic-count"}, {"target", "own-nation"}, {"amount", g.range(-1, 1)}};
    case 6:
        return {{"do", "move-unit"},
                {"target", g.pick(unitTargets)},
                {"row", g.chance(20) ? "bench" : g.pick(kRows)},
                {"slot", g.range(0, 2)}};
    case 7:
        return {{"do", "grant-state"},
                {"target", g.chance(50) ? g.pick(unitTargets) : g.pick(nationTargets)},
                {"state", "S" + std::to_string(g.range(0, states - 1))}};
    default:
        return {{"do", "remove-state"},
                {"target", g.chance(50) ? g.pick(unitTargets) : "own-nation"},
                {"state", "S" + std::to_string(g.range(0, states - 1))}};
    }
}

json randomStage(int index)
{
    Gen g(0xa710u + static_cast<std::uint64_t>(index));
    json doc = baseStage(g.range(2, 6));
    doc["name"] = "random stage " + std::to_string(index);
    doc["stage"]["domesticCount"] = g.range(0, 3);
    if (g.chance(25))
        doc["stage"]["decisivePower"] = g.range(60, 200);
    const int states = g.range(1, 7);
    doc["states"] = json::array();
    for (int i = 0; i < states; ++i) {
        json s{{"id", "S" + std::to_string(i)}};
        if (g.chance(40))
            s["stacks"] = g.range(1, 3);
        if (g.chance(40))
            s["duration"] = g.range(1, 3);
        if (g.chance(50))
            s["remainings"] = g.range(0, 3);
        const bool passive = g.chance(25);
        if (passive) {
            s["passive"] = true;
            s["modifiers"] = {
                {"military", g.pick(kRates)}, {"damageDealt", g.pick(kRates)}, {"damageTaken", g.pick(kRates)}};
        } else {
            s["timings"] = json::array();
            for (int k = 0, n = g.range(1, 3); k < n; ++k)
                s["timings"].push_back(g.pick(kTimings));
            s["effects"] = json::array();
            for (int k = 0, n = g.range(1, 2); k < n; ++k)
                s["effects"].push_back(randomEffect(g, states, true));
        }
        json ex = json::object();
        for (const char* r : {"upper", "same", "lower"})
            if (g.chance(30))
                ex[r] = {"S" + std::to_string(g.range(0, states - 1))};
        s["excludes"] = ex;
        if (g.chance(20))
            s["replacements"] = {
                {{"match", g.chance(50) ? "change-hp" : "change-attack"}, {"with", {randomEffect(g, states, true)}}}};
        doc["states"].push_back(s);
    }
    doc["skills"] = json::array();
    const int skills = g.range(1, 4);
    for (int i = 0; i < skills; ++i) {
        json slotList = json::array();
        for (int k = 0; k < 3; ++k)
            if (g.chance(60) || (k == 2 && slotList.empty()))
                slotList.push_back(k);
        json sk{{"id", "K" + std::to_string(i)},
                {"priority", g.range(0, 3)},
                {"target", {{"row", g.pick(kRows)}, {"slots", slotList}}},
                {"damageRate", g.pick(kRates)},
                {"powerStealRate", g.pick(kRates)}};
        if (g.chance(30))
            sk["preEffects"] = {randomEffect(g, states, true)};
        if (g.chance(30))
            sk["unitEffects"] = {randomEffect(g, states, true)};
        if (g.chance(30))
            sk["nationEffects"] = {randomEffect(g, states, true)};
        if (g.chance(30))
            sk["postEffects"] = {randomEffect(g, states, true)};
        doc["skills"].push_back(sk);
    }
    const int commands = g.range(1, 5);
    doc["commands"] = json::array();
    for (int i = 0; i < commands; ++i) {
        json effects = json::array();
        for (int k = 0, n = g.range(1, 3); k < n; ++k)
            effects.push_back(randomEffect(g, states, false));
        doc["commands"].push_back({{"id", "C" + std::to_string(i)}, {"cost", g.range(0, 12)}, {"effects", effects}});
    }
    const int nations = g.range(2, 5);
    doc["nations"] = json::array();
    for (int n = 0; n < nations; ++n) {
        json nj = nationOf("N" + std::to_string(n), g.range(-5, 5) * 10 + n, g.range(0, 120));
        nj["npc"] = !g.chance(35);
        nj["targetMilitaryRatio"] = g.pick(kRates);
        nj["belligerence"] = g.pick(kRates);
        nj["hostiles"] = json::array();
        for (int h = 0; h < nations; ++h)
            if (h != n && g.chance(60))
                nj["hostiles"].push_back("N" + std::to_string(h));
        nj["domestic"] = json::array();
        nj["actions"] = json::array();
        for (int c = 0; c < commands; ++c) {
            if (g.chance(50))
                nj["domestic"].push_back("C" + std::to_string(c));
            if (g.chance(40))
                nj["actions"].push_back("C" + std::to_string(c));
        }
        if (g.chance(40)) {
            nj["states"] = json::array();
            nj["states"].push_back("S" + std::to_string(g.range(0, states - 1)));
        }
        std::set<std::pair<int, int>> taken;
        json units = json::array();
        for (int u = 0, count = g.range(0, 6); u < count; ++u) {
            const int row = g.range(0, 3), slot = g.range(0, 2);
            if (row < 3 && !taken.insert({row, slot}).second)
                continue;
            json uj = unitAt("N" + std::to_string(n) + "u" + std::to_string(u),
                             row == 3 ? "bench" : kRows[static_cast<std::size_t>(row)], slot, g.range(1, 40),
                             g.range(0, 12), json::array({"K" + std::to_string(g.range(0, skills - 1))}));
            if (g.chance(30))
                uj["skills"].push_back("K" + std::to_string(g.range(0, skills - 1)));
            if (g.chance(40))
                uj["states"] = {"S" + std::to_string(g.range(0, states - 1))};
            units.push_back(uj);
        }
        nj["units"] = units;
        if (!nj["npc"].get<bool>()) {
            json script = json::array();
            for (int k = 0, lines = g.range(0, 8); k < lines; ++k) {
                const int what = g.range(0, 3);
                if (what == 0 && !nj["domestic"].empty())
                    script.push_back(
                        {{"do", "domestic"}, {"command", g.pick(nj["domestic"].get<std::vector<std::string>>())}});
                else if (what == 1)
                    script.push_back({{"do", "battle"}, {"target", "N" + std::to_string(g.range(0, nations - 1))}});
                else if (what == 2 && !nj["actions"].empty())
                    script.push_back(
                        {{"do", "action"}, {"command", g.pick(nj["actions"].get<std::vector<std::string>>())}});
                else
                    script.push_back({{"do", "end-turn"}});
            }
            nj["script"] = script;
        }
        doc["nations"].push_back(nj);
    }
    return doc;
}

// The traced part of the state: what writes must rebuild exactly.
std::string tracedFields(const Game& game)
{
    const auto& s = asNation(game).state();
    std::string out = std::to_string(s.currentRound) + "/" + std::to_string(s.currentTurnIndex) + "|";
    const BattleContext& b = s.battle;
    for (std::int32_t v : {b.attackerNation, b.defenderNation, b.currentAttackIndex, b.targetIndex, b.attackPowerDamage,
                           b.pendingPowerDamage})
        out += std::to_string(v) + ",";
    out += b.currentAttacker ? std::to_string(b.currentAttacker->nation) + ":" + std::to_string(b.currentAttacker->unit)
                             : "-";
    auto held = [&](const std::vector<HeldState>& v) {
        std::string h = "[";
        for (const HeldState& x : v)
            h += std::to_string(x.def) + ":" + std::to_string(x.stacks) + ":" + std::to_string(x.duration) + ":" +
                std::to_string(x.remainings) + ":" + std::to_string(x.serial) + " ";
        return h + "]";
    };
    for (const NationState& n : s.nations) {
        out += "|" + std::to_string(n.power) + "," + std::to_string(n.remainingDomestic) + held(n.states);
        for (const UnitState& u : n.units)
            out += "(" + std::to_string(u.maxHp) + "," + std::to_string(u.hp) + "," + std::to_string(u.attack) + "," +
                std::to_string(static_cast<int>(u.row)) + "," + std::to_string(u.slot) + held(u.states) + ")";
    }
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
    const RenderContext ra(a, &nationRuleset()), rb(b, &nationRuleset());
    return firstDivergence(a, ra, b, rb);
}

void rows(int count, int every = 1)
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < count; i += every)
        QTest::addRow("stage %d", i) << i;
}

}  // namespace

class TestNationDeterminism : public QObject {
    Q_OBJECT
private slots:
    // The generator makes valid stages that exercise the rules.
    void generatorCoversTheRules()
    {
        std::set<std::string> kinds;
        int finished = 0;
        for (int i = 0; i < kStages; ++i) {
            auto s = sessionOf(randomStage(i));
            finished += s->finished();
            for (Seq q = 0; q < s->size(); ++q)
                kinds.insert(s->trace().kindName(s->trace().at(q).kind));
        }
        QCOMPARE(finished, kStages);
        for (const char* k :
             {"nation.battle-begin", "nation.preview-begin", "nation.state-granted", "nation.same-rank",
              "nation.lower-removed", "nation.grant-blocked", "nation.effect-replaced", "nation.target-array",
              "nation.attacker-popped", "nation.fell", "nation.answer-rejected", "nation.decisive-power",
              "nation.move-blocked", "nation.effect-no-target", "nation.duration", "decision"})
            QVERIFY2(kinds.count(k), k);
    }

    void recordReplayRerun_data() { rows(kStages); }
    // Same stage + seed + decisions: the same events, bit for bit, and the same hashes.
    void recordReplayRerun()
    {
        QFETCH(int, index);
        const json doc = randomStage(index);
        auto rec = sessionOf(doc, SessionOptions{.checkpointInterval = 64, .checkpointBytesPerEvent = 0});
        QVERIFY(rec->finished());
        // Every event lies inside its kind's argRanges (else the trace file would be refused).
        QCOMPARE(firstImpossibleEvent(rec->trace(), "nation"), QString());
        SessionOptions replayOnly{.checkpointInterval = 64, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false};
        Session replay(nationRuleset(), stageOf(doc), 1, replayOnly, rec->decisions());
        QCOMPARE(replay.run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(rec->trace(), replay.trace()),
                 qPrintable(divergenceText(diverge(rec->trace(), replay.trace()))));
        QVERIFY(replay.checkpointHashes() == rec->checkpointHashes());
        auto again = sessionOf(doc, SessionOptions{.checkpointInterval = 64, .checkpointBytesPerEvent = 0});
        QVERIFY(!diverge(rec->trace(), again->trace()));
        QCOMPARE(again->head().stateHash(), rec->head().stateHash());
    }

    void randomSeeks_data() { rows(kStages, 2); }
    // stateAt at random events equals a straight step-by-step replay at step boundaries,
    // and is the same whatever the checkpoint spacing.
    void randomSeeks()
    {
        QFETCH(int, index);
        const json doc = randomStage(index);
        auto rec = sessionOf(doc);
        const auto scenario = stageOf(doc);
        const StraightRun straight = straightReplay(nationRuleset(), *scenario, 1, rec->decisions());
        QVERIFY(straight.finished);
        QVERIFY(!diverge(rec->trace(), straight.trace));
        SessionOptions near{.checkpointInterval = 5, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false};
        SessionOptions far{.checkpointInterval = 1000000, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false};
        Session dense(nationRuleset(), scenario, 1, near, rec->decisions());
        Session sparse(nationRuleset(), scenario, 1, far, rec->decisions());
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

    void writesRebuildTheState_data() { rows(kStages, 4); }
    // SPEC §2.1: every change of the real state is a write. The state before a step plus its
    // writes in order is the state at each of the step's events (preview writes excluded).
    void writesRebuildTheState()
    {
        QFETCH(int, index);
        const json doc = randomStage(index);
        auto s = sessionOf(doc);
        const Trace& t = s->trace();
        std::unique_ptr<Game> forward = nationRuleset().newGame(s->scenario(), 1);
        const Seq limit = std::min<Seq>(t.size(), 6000);
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

    void forksReplay_data() { rows(kStages, 6); }
    // A player's decision answered differently replays from its decisions like any other.
    void forksReplay()
    {
        QFETCH(int, index);
        const json doc = randomStage(index);
        auto s = sessionOf(doc, SessionOptions{.checkpointInterval = 32, .checkpointBytesPerEvent = 0});
        if (s->decisions().empty())
            QSKIP("no player decision in this stage");
        const std::size_t k = s->decisions().size() / 2;
        const Seq at = s->decisions()[k].requestedAt;
        const auto hashBefore = s->hashAt(at - 1);
        s->fork(k, Answer{static_cast<std::uint16_t>(AnswerKind::EndTurn), kNoEntity, 0, 0});
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QCOMPARE(s->hashAt(at - 1), hashBefore);
        Session replay(
            nationRuleset(), stageOf(doc), 1,
            SessionOptions{.checkpointInterval = 32, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
            s->decisions());
        QCOMPARE(replay.run(), Session::RunResult::Finished);
        QVERIFY(!diverge(s->trace(), replay.trace()));
    }

    void saveOpenVerify_data() { rows(kStages, 12); }
    void saveOpenVerify()
    {
        QFETCH(int, index);
        auto s = sessionOf(randomStage(index), SessionOptions{.checkpointInterval = 50, .checkpointBytesPerEvent = 0});
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("n.tstrace")).toStdString();
        saveSession(path, *s);
        RecordedGame g = openRecordedGame(path);
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
        auto opened = openSession(path);
        QCOMPARE(opened->hashAt(opened->size() - 1), s->head().stateHash());
    }
};

TURNSCOPE_TEST_MAIN(TestNationDeterminism)
#include "tst_nation_determinism.moc"
