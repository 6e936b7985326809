// The kernel's debug session (SPEC §2.3, §2.4) over roguelike games: stepping, breakpoints,
// the state at any event, forks, caller decisions, the checkpoint budget, and sessions saved
// to and opened from trace files.
#include "test_support.h"

#include "kernel/kinds.h"
#include "kernel/render.h"
#include "kernel/rng.h"
#include "kernel/trace_diff.h"
#include "rulesets/roguelike/kinds.h"
#include "rulesets/session_files.h"

#include <QDir>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace ts;
using ts::test::StraightRun;
using ts::test::straightReplay;
namespace rl = ts::roguelike;
using rl::RoguelikeGame;

namespace {

const Ruleset& roguelikeRuleset()
{
    const Ruleset* r = findRuleset("roguelike");
    if (!r)
        throw std::logic_error("no roguelike ruleset in this build");
    return *r;
}

const RoguelikeGame& asRoguelike(const Game& g) { return dynamic_cast<const RoguelikeGame&>(g); }

// The trace's id of a kind name; 0 when the trace has no such kind.
KindId kindId(const Trace& trace, std::string_view name)
{
    for (std::size_t i = 0; i < trace.kindNames.size(); ++i)
        if (trace.kindNames[i] == name)
            return static_cast<KindId>(i);
    return 0;
}

EntityId entityId(const Trace& trace, std::string_view name)
{
    for (std::size_t i = 1; i < trace.entityNames.size(); ++i)
        if (trace.entityNames[i] == name)
            return static_cast<EntityId>(i);
    return kNoEntity;
}

// The value of one traced field of a unit (the inverse of RoguelikeGame::applyWrite).
std::int32_t fieldValue(const rl::Unit& u, FieldId f)
{
    switch (static_cast<rl::Field>(f)) {
    case rl::Field::X: return u.x;
    case rl::Field::Y: return u.y;
    case rl::Field::Hp: return u.hp;
    case rl::Field::Tokens: return u.tokens;
    case rl::Field::Speed: return u.speed;
    case rl::Field::Slow: return u.slow ? 1 : 0;
    case rl::Field::AttacksLeft: return u.attacksLeft;
    case rl::Field::Alive: return u.alive ? 1 : 0;
    case rl::Field::Weapon: return u.weapon ? 1 : 0;
    case rl::Field::Arrows: return u.arrows ? 1 : 0;
    case rl::Field::SlowTurns: return u.slowTurns;
    }
    return INT32_MIN;
}

std::int32_t fieldAt(const Game& g, EntityId entity, FieldId f)
{
    return fieldValue(asRoguelike(g).state().units.at(entity - 1), f);
}

std::unique_ptr<Session> newSession(const std::string& path, SessionOptions options = {},
                                    std::vector<DecisionRecord> inputs = {})
{
    const LoadedScenario s = loadScenarioFile(path);
    return std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options, std::move(inputs));
}

std::unique_ptr<Session> newSessionFromText(const std::string& json, SessionOptions options = {},
                                            std::vector<DecisionRecord> inputs = {})
{
    const LoadedScenario s = parseScenarioText(json, "test-scenario.json");
    return std::make_unique<Session>(*s.ruleset, s.scenario, s.scenario->seed, options, std::move(inputs));
}

StraightRun straightReplay(const Session& s)
{
    return test::straightReplay(s.ruleset(), s.scenario(), s.seed(), s.decisions());
}

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

std::vector<Event> eventsOf(const Trace& t, Seq from, Seq to)
{
    std::vector<Event> out;
    for (Seq i = from; i < to; ++i)
        out.push_back(t.at(i));
    return out;
}

// A scenario of `units` units on an open map, every faction and speed, no scripts (the AI
// plays every side), for `turns` turns.
std::string bigScenario(int units, int turns, std::uint64_t seed)
{
    Pcg32 rng(seed, 3);
    const int side = 40;
    nlohmann::json doc;
    doc["ruleset"] = "roguelike";
    doc["name"] = "generated: " + std::to_string(units) + " units";
    doc["seed"] = seed;
    doc["turns"] = turns;
    doc["playerPolicy"] = "ai";
    nlohmann::json map = nlohmann::json::array();
    for (int y = 0; y < side; ++y)
        map.push_back(std::string(static_cast<std::size_t>(side), '.'));
    doc["map"] = map;
    std::vector<int> cells(static_cast<std::size_t>(side * side));
    for (std::size_t i = 0; i < cells.size(); ++i)
        cells[i] = static_cast<int>(i);
    for (std::size_t i = cells.size() - 1; i > 0; --i)
        std::swap(cells[i], cells[rng.below(static_cast<std::uint32_t>(i + 1))]);
    static const char* const factions[] = {"player", "friend", "enemy"};
    nlohmann::json list = nlohmann::json::array();
    for (int i = 0; i < units; ++i) {
        nlohmann::json u;
        u["name"] = "U" + std::to_string(i);
        u["faction"] = factions[i == 0 ? 0 : rng.below(3)];
        const std::uint32_t speed = rng.below(4);
        if (speed == 0)
            u["speed"] = "slow";
        else
            u["speed"] = speed;
        u["hp"] = 40 + rng.below(60);
        u["attack"] = rng.below(3);
        const int cell = cells[static_cast<std::size_t>(i)];
        u["at"] = {cell % side, cell / side};
        list.push_back(u);
    }
    doc["units"] = list;
    return doc.dump();
}

const char* kManualScenario = R"({
  "ruleset": "roguelike",
  "name": "manual player, no script",
  "seed": 7,
  "turns": 3,
  "playerPolicy": "manual",
  "map": ["########", "#......#", "#......#", "#......#", "########"],
  "units": [
    {"name": "Hero", "faction": "player", "speed": 1, "hp": 20, "attack": 2, "at": [1, 2]},
    {"name": "Orc", "faction": "enemy", "speed": 2, "hp": 20, "attack": 1, "at": [6, 2]}
  ]
})";

// Hero moves SE from (1,1) to (2,2) past Post, who stands on (2,1).
const char* kDiagonalMoveScenario = R"({
  "ruleset": "roguelike", "name": "diagonal move past a unit", "seed": 1, "turns": 1,
  "map": ["######", "#....#", "#....#", "#....#", "######"],
  "units": [
    {"name": "Hero", "faction": "player", "speed": 1, "at": [1, 1], "script": [{"do": "move", "dir": "SE"}]},
    {"name": "Post", "faction": "friend", "speed": 1, "at": [2, 1], "script": [{"do": "wait"}]},
    {"name": "Foe", "faction": "enemy", "speed": 1, "attack": 0, "at": [4, 3], "script": [{"do": "wait"}]}
  ]})";

enum class Move { Into, Over, Out, BackInto, BackOver, BackOut };

bool doMove(Session& s, Move m)
{
    switch (m) {
    case Move::Into: return s.stepInto();
    case Move::Over: return s.stepOver();
    case Move::Out: return s.stepOut();
    case Move::BackInto: return s.stepBackInto();
    case Move::BackOver: return s.stepBackOver();
    case Move::BackOut: return s.stepBackOut();
    }
    return false;
}

// Where a move from `c` should land according to SPEC §2.4 (nullopt: it does not move).
std::optional<Seq> expectedMove(const std::vector<Event>& ev, Seq c, Move m)
{
    const Seq n = ev.size();
    const int depth = ev[c].depth;
    auto forward = [&](auto pred) -> std::optional<Seq> {
        for (Seq i = c + 1; i < n; ++i)
            if (pred(int(ev[i].depth)))
                return i;
        return std::nullopt;
    };
    auto backward = [&](auto pred) -> std::optional<Seq> {
        for (Seq i = c; i-- > 0;)
            if (pred(int(ev[i].depth)))
                return i;
        return std::nullopt;
    };
    switch (m) {
    case Move::Into: return c + 1 < n ? std::optional<Seq>(c + 1) : std::nullopt;
    case Move::Over: return forward([&](int d) { return d <= depth; });
    case Move::Out: return forward([&](int d) { return d < depth; });
    case Move::BackInto: return c > 0 ? std::optional<Seq>(c - 1) : std::nullopt;
    case Move::BackOver: return backward([&](int d) { return d <= depth; });
    case Move::BackOut: return backward([&](int d) { return d < depth; });
    }
    return std::nullopt;
}

}  // namespace

class TestSession : public QObject {
    Q_OBJECT
private slots:
    // ---------------------------------------------------------------- stepping
    void steppingLandmarks()
    {
        auto s = test::runScenarioFile("case-a.json");
        QVERIFY(s->finished());
        const Seq n = s->size();
        QVERIFY(n > 10);
        const Trace& t = s->trace();

        // At the start: nothing backwards.
        QVERIFY(s->seek(0));
        QVERIFY(!s->stepBackInto());
        QVERIFY(!s->stepBackOver());
        QVERIFY(!s->stepBackOut());
        QCOMPARE(s->cursor(), Seq(0));

        // Step into moves by one.
        QVERIFY(s->stepInto());
        QCOMPARE(s->cursor(), Seq(1));
        QVERIFY(s->stepBackInto());
        QCOMPARE(s->cursor(), Seq(0));

        // Step over from a turn-begin (depth 0) lands on the next depth-0 event.
        const KindId turnBegin = kindId(t, "roguelike.turn-begin");
        QVERIFY(turnBegin != 0);
        Seq tb = n;
        for (Seq i = 0; i < n && tb == n; ++i)
            if (t.at(i).kind == turnBegin)
                tb = i;
        QVERIFY(tb < n);
        QCOMPARE(int(t.at(tb).depth), 0);
        QVERIFY(s->seek(tb));
        QVERIFY(s->stepOver());
        const Seq over = s->cursor();
        QVERIFY(over > tb + 1);
        QCOMPARE(int(t.at(over).depth), 0);
        for (Seq i = tb + 1; i < over; ++i)
            QVERIFY2(t.at(i).depth > 0, qPrintable(QStringLiteral("event %1 is at depth 0").arg(i)));
        // ... and step back over returns to it.
        QVERIFY(s->stepBackOver());
        QCOMPARE(s->cursor(), tb);

        // Step out from a depth-3 event lands on the next event of a smaller depth.
        Seq d3 = n;
        for (Seq i = 0; i < n && d3 == n; ++i)
            if (t.at(i).depth == 3)
                d3 = i;
        QVERIFY(d3 < n);
        QVERIFY(s->seek(d3));
        QVERIFY(s->stepOut());
        const Seq out = s->cursor();
        QVERIFY(out > d3);
        QVERIFY(t.at(out).depth < 3);
        for (Seq i = d3 + 1; i < out; ++i)
            QVERIFY(t.at(i).depth >= 3);
        // Step back out from that depth-3 event lands on the phase that contains it.
        QVERIFY(s->seek(d3));
        QVERIFY(s->stepBackOut());
        QVERIFY(s->cursor() < d3);
        QCOMPARE(QString::fromStdString(t.kindName(t.at(s->cursor()).kind)), QStringLiteral("roguelike.phase-begin"));
        QCOMPARE(int(t.at(s->cursor()).depth), 2);
        for (Seq i = s->cursor() + 1; i < d3; ++i)
            QVERIFY(t.at(i).depth >= 3);

        // At the end: nothing forwards, and the cursor stays.
        QVERIFY(s->seek(n - 1));
        QVERIFY(!s->stepInto());
        QVERIFY(!s->stepOver());
        QVERIFY(!s->stepOut());
        QCOMPARE(s->cursor(), n - 1);
        QVERIFY(!s->seek(n));
        QCOMPARE(s->cursor(), n - 1);
        QCOMPARE(s->size(), n);
    }

    void steppingFromEveryEvent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("move");
        const char* files[] = {"case-a.json", "case-b.json", "token-debt.json", "equip.json"};
        const char* moves[] = {"stepInto", "stepOver", "stepOut", "stepBackInto", "stepBackOver", "stepBackOut"};
        for (const char* f : files)
            for (int m = 0; m < 6; ++m)
                QTest::addRow("%s %s", f, moves[m]) << QString::fromLatin1(f) << m;
    }

    // Every move from every event lands where the depth rules say (or does not move).
    void steppingFromEveryEvent()
    {
        QFETCH(QString, file);
        QFETCH(int, move);
        auto s = test::runScenarioFile(file.toLatin1().constData());
        const std::vector<Event> ev = eventsOf(s->trace(), 0, s->size());
        const Move m = static_cast<Move>(move);
        int moved = 0;
        for (Seq c = 0; c < ev.size(); ++c) {
            QVERIFY(s->seek(c));
            const auto want = expectedMove(ev, c, m);
            const bool ok = doMove(*s, m);
            QVERIFY2(ok == want.has_value(), qPrintable(QStringLiteral("from event %1").arg(c)));
            QVERIFY2(s->cursor() == (want ? *want : c),
                     qPrintable(QStringLiteral("from event %1: at %2, expected %3").arg(c).arg(s->cursor()).arg(want ? *want : c)));
            moved += ok;
        }
        QVERIFY(moved > 0);
        QCOMPARE(s->size(), Seq(ev.size()));
    }

    // The engine runs ahead of the cursor on demand: stepping a session that was never run
    // records the same trace as run().
    void steppingRunsTheEngineAhead()
    {
        auto ran = test::runScenarioFile("case-b.json");
        auto lazy = newSession(test::scenarioPath("case-b.json"));
        QCOMPARE(lazy->size(), Seq(0));
        QVERIFY(lazy->seek(0));
        QVERIFY(lazy->size() >= 1);
        int steps = 0;
        while (lazy->stepInto())
            ++steps;
        QCOMPARE(Seq(steps), ran->size() - 1);
        QCOMPARE(lazy->cursor(), ran->size() - 1);
        QVERIFY(lazy->finished());
        QVERIFY2(!diverge(ran->trace(), lazy->trace()), qPrintable(divergenceText(diverge(ran->trace(), lazy->trace()))));
        QVERIFY(lazy->decisions() == ran->decisions());
        // stepOver from the first event of a fresh session also runs ahead as needed.
        auto lazy2 = newSession(test::scenarioPath("case-b.json"));
        QVERIFY(lazy2->seek(0));
        QVERIFY(lazy2->stepOver());
        QCOMPARE(int(lazy2->trace().at(lazy2->cursor()).depth), 0);
    }

    // ---------------------------------------------------------------- breakpoints
    void breakpointFilters_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("filter");  // kind | clause | entity
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("suffixedHit");  // some hit's clause id has a '#' suffix
        QTest::addRow("kind row-inserted, case A") << "case-a.json" << "kind" << "roguelike.row-inserted" << false;
        QTest::addRow("kind row-inserted, case B") << "case-b.json" << "kind" << "roguelike.row-inserted" << false;
        QTest::addRow("kind decision") << "case-b.json" << "kind" << "decision" << false;
        QTest::addRow("kind write") << "token-debt.json" << "kind" << "write" << false;
        QTest::addRow("clause 000:speed/up") << "case-b.json" << "clause" << "000:speed/up" << false;
        QTest::addRow("clause 000:tokens/skip") << "token-debt.json" << "clause" << "000:tokens/skip" << false;
        QTest::addRow("clause 000:debt") << "token-debt.json" << "clause" << "000:debt" << false;
        QTest::addRow("clause 000:table/order matches #game-end") << "case-a.json" << "clause" << "000:table/order" << true;
        QTest::addRow("clause 000:table/order#game-end") << "case-a.json" << "clause" << "000:table/order#game-end" << true;
        QTest::addRow("clause 000:table is not a prefix match") << "case-a.json" << "clause" << "000:table" << false;
        QTest::addRow("entity Enemy1") << "case-a.json" << "entity" << "Enemy1" << false;
        QTest::addRow("entity Player") << "token-debt.json" << "entity" << "Player" << false;
        QTest::addRow("entity Gazer") << "token-debt.json" << "entity" << "Gazer" << false;
    }

    // continue / reverse continue stop at each hit in turn and count the hits.
    void breakpointFilters()
    {
        QFETCH(QString, file);
        QFETCH(QString, filter);
        QFETCH(QString, value);
        QFETCH(bool, suffixedHit);
        auto s = test::runScenarioFile(file.toLatin1().constData());
        const Trace& t = s->trace();
        const Seq n = s->size();
        const std::string v = value.toStdString();

        Breakpoint bp;
        std::function<bool(const Event&)> matches;
        if (filter == QLatin1String("kind")) {
            const KindId k = kindId(t, v);
            QVERIFY(k != 0);
            bp.kind = k;
            matches = [&t, v](const Event& e) { return t.kindName(e.kind) == v; };
        } else if (filter == QLatin1String("clause")) {
            bp.clause = v;
            matches = [&t, v](const Event& e) {
                const std::string c = t.clauseName(e.clause);
                return c == v || c.rfind(v + "#", 0) == 0;
            };
        } else {
            const EntityId id = entityId(t, v);
            QVERIFY(id != kNoEntity);
            bp.entity = id;
            matches = [id](const Event& e) { return e.subject[0] == id || e.subject[1] == id; };
        }
        const int id = s->addBreakpoint(bp);

        std::vector<Seq> expected;
        bool sawSuffixed = false;
        for (Seq i = 0; i < n; ++i) {
            const bool m = matches(t.at(i));
            QCOMPARE(s->breakpointHit(i).has_value(), m);
            if (m && i > 0)
                expected.push_back(i);
            if (m)
                sawSuffixed = sawSuffixed || t.clauseName(t.at(i).clause).find('#') != std::string::npos;
        }
        QVERIFY2(!expected.empty(), "the breakpoint must have hits in this scenario");
        QCOMPARE(sawSuffixed, suffixedHit);
        if (v == "000:table") {
            for (Seq i : expected)
                QCOMPARE(QString::fromStdString(t.clauseName(t.at(i).clause)), QStringLiteral("000:table"));
        }

        QVERIFY(s->seek(0));
        std::uint64_t hits = 0;
        for (Seq want : expected) {
            const auto got = s->continueForward();
            QVERIFY(got.has_value());
            QCOMPARE(*got, id);
            QCOMPARE(s->cursor(), want);
            QCOMPARE(s->breakpoints().front().hits, ++hits);
        }
        QVERIFY(!s->continueForward().has_value());
        QCOMPARE(s->cursor(), n - 1);
        QCOMPARE(s->breakpoints().front().hits, hits);

        // Backwards from the last event: every earlier hit, newest first (event 0 included).
        if (matches(t.at(0)))
            expected.insert(expected.begin(), Seq(0));
        for (auto it = expected.rbegin(); it != expected.rend(); ++it) {
            if (*it >= n - 1)
                continue;
            const auto got = s->reverseContinue();
            QVERIFY(got.has_value());
            QCOMPARE(*got, id);
            QCOMPARE(s->cursor(), *it);
            QCOMPARE(s->breakpoints().front().hits, ++hits);
        }
        QVERIFY(!s->reverseContinue().has_value());
        QCOMPARE(s->cursor(), Seq(0));
    }

    // A clause breakpoint also matches the finer ids "<clause>#..." of a trace written by a
    // build whose table has them.
    void clauseBreakpointMatchesSuffixedIds()
    {
        auto live = test::runScenarioFile("case-b.json");
        const Trace& src = live->trace();
        Trace renamed;
        renamed.entityNames = src.entityNames;
        renamed.kindNames = src.kindNames;
        renamed.clauseNames = src.clauseNames;
        const auto speedUp = static_cast<std::size_t>(id(Clause::RlSpeedUp));
        QCOMPARE(QString::fromStdString(renamed.clauseNames.at(speedUp)), QStringLiteral("000:speed/up"));
        renamed.clauseNames[speedUp] = "000:speed/up#row";
        std::vector<Seq> speedUpEvents;
        for (Seq i = 0; i < src.size(); ++i) {
            renamed.append(src.at(i));
            if (src.at(i).clause == speedUp && i > 0)
                speedUpEvents.push_back(i);
        }
        QVERIFY(!speedUpEvents.empty());
        Session s(live->ruleset(), live->scenarioPtr(), live->seed(), std::move(renamed), live->decisions());

        struct Row {
            const char* clause;
            bool hits;
        };
        for (const Row& row : {Row{"000:speed/up", true}, Row{"000:speed/up#row", true}, Row{"000:speed/up#other", false},
                               Row{"000:speed", false}, Row{"000:speed/", false}}) {
            Breakpoint bp;
            bp.clause = std::string(row.clause);
            const int bid = s.addBreakpoint(bp);
            QVERIFY(s.seek(0));
            std::vector<Seq> got;
            while (auto h = s.continueForward()) {
                QCOMPARE(*h, bid);
                got.push_back(s.cursor());
            }
            QVERIFY2(got == (row.hits ? speedUpEvents : std::vector<Seq>{}), row.clause);
            QVERIFY(s.removeBreakpoint(bid));
        }
    }

    void disabledAndRemovedBreakpoints()
    {
        auto s = test::runScenarioFile("case-a.json");
        const Trace& t = s->trace();
        const Seq n = s->size();
        const KindId rowInserted = kindId(t, "roguelike.row-inserted");
        const KindId turnEnd = kindId(t, "roguelike.turn-end");
        QVERIFY(rowInserted != 0 && turnEnd != 0);
        Seq firstRow = n, firstTurnEnd = n;
        for (Seq i = n; i-- > 1;) {
            if (t.at(i).kind == rowInserted)
                firstRow = i;
            if (t.at(i).kind == turnEnd)
                firstTurnEnd = i;
        }
        QVERIFY(firstRow < firstTurnEnd && firstTurnEnd < n);

        Breakpoint rows;
        rows.kind = rowInserted;
        const int a = s->addBreakpoint(rows);
        QVERIFY(s->setBreakpointEnabled(a, false));
        QVERIFY(!s->breakpoints().front().enabled);
        QVERIFY(!s->breakpointHit(firstRow).has_value());
        QVERIFY(s->seek(0));
        QVERIFY(!s->continueForward().has_value());
        QCOMPARE(s->cursor(), n - 1);
        QVERIFY(!s->reverseContinue().has_value());
        QCOMPARE(s->cursor(), Seq(0));
        QCOMPARE(s->breakpoints().front().hits, std::uint64_t(0));

        QVERIFY(s->setBreakpointEnabled(a, true));
        QCOMPARE(s->continueForward(), std::optional<int>(a));
        QCOMPARE(s->cursor(), firstRow);
        QVERIFY(s->setBreakpointEnabled(a, false));

        // The disabled one is skipped, the enabled one stops.
        Breakpoint ends;
        ends.kind = turnEnd;
        const int b = s->addBreakpoint(ends);
        QVERIFY(b != a);
        QVERIFY(s->seek(0));
        QCOMPARE(s->continueForward(), std::optional<int>(b));
        QCOMPARE(s->cursor(), firstTurnEnd);

        QVERIFY(s->removeBreakpoint(a));
        QVERIFY(!s->removeBreakpoint(a));
        QVERIFY(!s->removeBreakpoint(12345));
        QVERIFY(!s->setBreakpointEnabled(12345, true));
        QCOMPARE(s->breakpoints().size(), std::size_t(1));
        QCOMPARE(s->breakpoints().front().id, b);
        QVERIFY(s->removeBreakpoint(b));
        QVERIFY(s->breakpoints().empty());
        QVERIFY(s->seek(0));
        QVERIFY(!s->continueForward().has_value());
        QCOMPARE(s->cursor(), n - 1);
        // Ids are never reused.
        QVERIFY(s->addBreakpoint(Breakpoint{}) > b);
    }

    void conditionalBreakpoint_data()
    {
        QTest::addColumn<bool>("entityFilter");
        QTest::addRow("condition only") << false;
        QTest::addRow("condition on the Player's events") << true;
    }

    // "unit(1).tokens < 0" in token-debt.json: stops where it turns true, and at every
    // later event where it holds.
    void conditionalBreakpoint()
    {
        QFETCH(bool, entityFilter);
        auto s = test::runScenarioFile("token-debt.json");
        auto reference = test::runScenarioFile("token-debt.json");
        const Trace& t = s->trace();
        const Seq n = s->size();
        const EntityId player = entityId(t, "Player");
        QCOMPARE(player, EntityId(1));

        auto inDebt = [](const Game& g) { return asRoguelike(g).state().units.at(0).tokens < 0; };
        std::vector<Seq> expected;
        for (Seq i = 1; i < n; ++i)
            if (inDebt(*reference->stateAt(i)) && (!entityFilter || t.at(i).concerns(player)))
                expected.push_back(i);
        QVERIFY(!expected.empty());
        // It turns true at the write that takes the controlled Player's token below zero.
        if (!entityFilter) {
            const Seq first = expected.front();
            QVERIFY(!inDebt(*reference->stateAt(first - 1)));
            const Event e = t.at(first);
            QCOMPARE(e.kind, kind(CommonKind::Write));
            QCOMPARE(e.subject[0], player);
            QCOMPARE(e.arg[0], std::int32_t(rl::field(rl::Field::Tokens)));
            QCOMPARE(e.arg[1], 0);
            QCOMPARE(e.arg[2], -1);
            QCOMPARE(QString::fromStdString(t.clauseName(e.clause)), QStringLiteral("000:debt"));
        }

        auto seen = std::make_shared<std::vector<Seq>>();
        Breakpoint bp;
        if (entityFilter)
            bp.entity = player;
        bp.condition = [seen, inDebt](const Game& g, Seq seq) {
            seen->push_back(seq);
            return inDebt(g);
        };
        bp.conditionText = "unit(1).tokens < 0";
        const int id = s->addBreakpoint(bp);

        QVERIFY(s->seek(0));
        std::uint64_t hits = 0;
        for (Seq want : expected) {
            QCOMPARE(s->continueForward(), std::optional<int>(id));
            QCOMPARE(s->cursor(), want);
            QCOMPARE(s->breakpoints().front().hits, ++hits);
            QVERIFY(!seen->empty());
            QCOMPARE(seen->back(), want);  // the condition saw the event it stopped at
        }
        QVERIFY(!s->continueForward().has_value());
        // The condition is only asked where the entity filter matches.
        if (entityFilter)
            for (Seq q : *seen)
                QVERIFY(t.at(q).concerns(player));
        // Reverse continue from the end finds the same hits backwards.
        for (auto it = expected.rbegin(); it != expected.rend(); ++it) {
            if (*it >= n - 1)
                continue;
            QCOMPARE(s->reverseContinue(), std::optional<int>(id));
            QCOMPARE(s->cursor(), *it);
        }
        QVERIFY(!s->reverseContinue().has_value());
    }

    // ---------------------------------------------------------------- state at an event
    void stateAtMatchesStraightReplay_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QString::fromStdString(test::scenarioPath("")));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.contains(QStringLiteral("case-a.json")));
        for (const QString& f : files)
            QTest::addRow("%s", qPrintable(f)) << f;
    }

    void stateAtMatchesStraightReplay()
    {
        QFETCH(QString, file);
        auto s = test::runScenarioFile(file.toLatin1().constData());
        QVERIFY(s->finished());
        const Seq n = s->size();
        const StraightRun straight = straightReplay(*s);
        QVERIFY(straight.finished);
        QVERIFY2(!diverge(s->trace(), straight.trace), qPrintable(divergenceText(diverge(s->trace(), straight.trace))));
        QCOMPARE(straight.boundaries.back().first, n);
        QCOMPARE(straight.askedAt.size(), s->decisions().size());
        for (std::size_t i = 0; i < straight.askedAt.size(); ++i)
            QCOMPARE(s->decisions()[i].requestedAt, straight.askedAt[i]);

        // Every step boundary E: the state after event E-1 is the state after that step;
        // forwards, then backwards (other starting points and caches).
        for (const auto& [end, hash] : straight.boundaries)
            QVERIFY2(s->stateAt(end - 1)->stateHash() == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
        for (auto it = straight.boundaries.rbegin(); it != straight.boundaries.rend(); ++it)
            QVERIFY2(s->hashAt(it->first - 1) == it->second, qPrintable(QStringLiteral("boundary %1").arg(it->first)));
        // Every event's state agrees with a session that checkpoints after every step.
        auto dense = newSession(test::scenarioPath(file.toLatin1().constData()), SessionOptions{.checkpointInterval = 1});
        dense->run();
        QVERIFY(dense->checkpointCount() > 1);
        for (Seq i = n; i-- > 0;)
            QVERIFY2(dense->hashAt(i) == s->hashAt(i), qPrintable(QStringLiteral("event %1").arg(i)));

        // A write shows its new value at its own event and its old value one event earlier.
        int writes = 0;
        for (Seq i = 1; i < n; ++i) {
            const Event e = s->trace().at(i);
            if (e.kind != kind(CommonKind::Write))
                continue;
            ++writes;
            const auto f = static_cast<FieldId>(e.arg[0]);
            const QString where = QStringLiteral("write at %1 (%2)").arg(i).arg(QString::fromStdString(
                RenderContext(s->trace(), &s->ruleset()).line(e)));
            QVERIFY2(fieldAt(*s->stateAt(i), e.subject[0], f) == e.arg[2], qPrintable(where));
            QVERIFY2(fieldAt(*s->stateAt(i - 1), e.subject[0], f) == e.arg[1], qPrintable(where));
        }
        QVERIFY(writes > 0);
        // Past the end: the last state.
        QCOMPARE(s->hashAt(n + 100), straight.boundaries.back().second);
        QCOMPARE(s->hashAt(n - 1), s->head().stateHash());
    }

    // Inside a diagonal move (two writes, x then y), the state at the move event itself has
    // every unit where it stands: undoing the y write must not wipe the unit standing on the
    // cell (new x, old y) from the map.
    void stateInsideADiagonalMoveKeepsTheMap()
    {
        auto s = newSessionFromText(kDiagonalMoveScenario);
        QCOMPARE(s->run(), Session::RunResult::Finished);
        const Trace& t = s->trace();
        const KindId move = kindId(t, "roguelike.move");
        Seq at = t.size();
        for (Seq i = 0; i < t.size() && at == t.size(); ++i)
            if (t.at(i).kind == move && t.at(i).subject[0] == 1)
                at = i;
        QVERIFY(at < t.size());
        QCOMPARE(t.at(at + 1).kind, kind(CommonKind::Write));  // x
        QCOMPARE(t.at(at + 2).kind, kind(CommonKind::Write));  // y
        const auto state = s->stateAt(at);
        const rl::State& st = asRoguelike(*state).state();
        const int width = asRoguelike(*state).scenario().width;
        QCOMPARE(st.units[0].x, 1);
        QCOMPARE(st.units[0].y, 1);
        auto occupantAt = [&](int x, int y) { return st.occupancy.at(static_cast<std::size_t>(y * width + x)); };
        QCOMPARE(occupantAt(1, 1), EntityId(1));  // Hero, not moved yet
        QCOMPARE(occupantAt(2, 2), kNoEntity);    // where Hero goes
        QCOMPARE(occupantAt(2, 1), EntityId(2));  // Post stands here all along
    }

    // stateAt hands out independent copies.
    void stateAtIsACopy()
    {
        auto s = test::runScenarioFile("case-a.json");
        const std::uint64_t h = s->hashAt(5);
        auto st = s->stateAt(5);
        st->applyWrite(1, rl::field(rl::Field::Hp), 1);
        QVERIFY(st->stateHash() != h);
        QCOMPARE(s->hashAt(5), h);
        QCOMPARE(s->stateAt(5)->stateHash(), h);
    }

    // ---------------------------------------------------------------- fork
    void fork_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("action");  // ActionKind
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("arg");
        QTest::addColumn<int>("playerRowsAfter");  // Player rows inserted after the fork point
        QTest::addColumn<int>("rowsAfter");        // any rows inserted after the fork point
        const int wait = int(rl::ActionKind::Wait), drink = int(rl::ActionKind::DrinkSpeedGrass),
                  staff = int(rl::ActionKind::WaveStaff);
        QTest::addRow("#1 wait: no Player x3 row") << 1 << wait << 0 << 0 << 0 << 0;
        QTest::addRow("#0 wait: no Player row at all") << 0 << wait << 0 << 0 << 0 << 0;
        QTest::addRow("#2 drink: already x3") << 2 << drink << 0 << 0 << 0 << 0;
        QTest::addRow("#1 haste Enemy1") << 1 << staff << 2 << int(rl::Staff::Haste) << 0 << 1;
    }

    // case-b.json (drink, drink, wait): answer decision #index differently.
    void fork()
    {
        QFETCH(int, index);
        QFETCH(int, action);
        QFETCH(int, target);
        QFETCH(int, arg);
        QFETCH(int, playerRowsAfter);
        QFETCH(int, rowsAfter);
        const SessionOptions options{.checkpointInterval = 4};
        auto s = newSession(test::scenarioPath("case-b.json"), options);
        QCOMPARE(s->run(), Session::RunResult::Finished);
        const auto original = s->decisions();
        QCOMPARE(original.size(), std::size_t(3));
        const auto idx = static_cast<std::size_t>(index);
        const Seq at = original[idx].requestedAt;
        QVERIFY(at > 0 && at < s->size());
        const Trace& t = s->trace();
        const KindId rowInserted = kindId(t, "roguelike.row-inserted");
        auto countRows = [&](Seq from, EntityId who) {
            int c = 0;
            for (Seq i = from; i < t.size(); ++i)
                if (t.at(i).kind == rowInserted && (who == kNoEntity || t.at(i).subject[0] == who))
                    ++c;
            return c;
        };
        QCOMPARE(countRows(0, 1), 2);  // the original: Player x2, then Player x3
        const std::vector<Event> before = eventsOf(t, 0, at);
        const std::uint64_t hashAtFork = s->hashAt(at - 1);

        const Answer a = RoguelikeGame::toAnswer(
            rl::Action{static_cast<rl::ActionKind>(action), static_cast<EntityId>(target), arg});
        QVERIFY(s->seek(s->size() - 1));
        s->fork(idx, a);
        QCOMPARE(s->size(), at);  // the future is cut ...
        QCOMPARE(s->cursor(), at - 1);
        QVERIFY(!s->finished());
        QCOMPARE(s->decisions().size(), idx + 1);
        for (std::size_t i = 0; i < idx; ++i)
            QVERIFY(s->decisions()[i] == original[i]);
        const DecisionRecord& d = s->decisions()[idx];
        QCOMPARE(d.source, AnswerSource::Caller);
        QVERIFY(d.answer == a);
        QCOMPARE(d.requestedAt, at);
        QCOMPARE(d.actor, original[idx].actor);
        for (const auto& c : s->checkpointHashes())
            QVERIFY(c.seq <= at);

        QCOMPARE(s->run(), Session::RunResult::Finished);  // ... and regrown
        QVERIFY(s->finished());
        QVERIFY(s->size() > at);
        QVERIFY(eventsOf(s->trace(), 0, at) == before);
        QCOMPARE(s->hashAt(at - 1), hashAtFork);
        const Event first = s->trace().at(at);
        QCOMPARE(first.kind, kind(CommonKind::Decision));
        QCOMPARE(first.arg[0], index);
        QCOMPARE(countRows(at, 1), playerRowsAfter);
        QCOMPARE(countRows(at, kNoEntity), rowsAfter);
        for (std::size_t i = idx + 1; i < s->decisions().size(); ++i)
            QVERIFY(s->decisions()[i].requestedAt > at);

        // The new history is a game of its own: a replay of its decisions gives the same
        // events, checkpoints and states.
        auto replay = newSession(test::scenarioPath("case-b.json"),
                                 SessionOptions{.checkpointInterval = 4, .policyAnswersPlayer = false}, s->decisions());
        QCOMPARE(replay->run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(s->trace(), replay->trace()), qPrintable(divergenceText(diverge(s->trace(), replay->trace()))));
        QVERIFY(replay->decisions() == s->decisions());
        QVERIFY(replay->checkpointHashes() == s->checkpointHashes());
        const StraightRun straight = straightReplay(*s);
        QVERIFY(straight.finished);
        for (const auto& [end, hash] : straight.boundaries)
            QVERIFY2(s->hashAt(end - 1) == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
    }

    void forkErrors()
    {
        auto s = test::runScenarioFile("case-b.json");
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, s->fork(s->decisions().size(), Answer{}));
        QCOMPARE(s->decisions().size(), std::size_t(3));
        QVERIFY(s->finished());
    }

    // A fork on a session opened from a file (its events page in lazily) gives the same
    // history as the same fork on the live session; also across event blocks.
    void forkOnOpenedTrace_data()
    {
        QTest::addColumn<QString>("scenario");  // a file name, or "" for a generated big one
        QTest::addColumn<int>("decisionPercent");
        QTest::addRow("case-b #1") << "case-b.json" << 50;
        QTest::addRow("generated, early decision") << "" << 10;
        QTest::addRow("generated, middle decision") << "" << 50;
        QTest::addRow("generated, late decision") << "" << 90;
    }

    void forkOnOpenedTrace()
    {
        QFETCH(QString, scenario);
        QFETCH(int, decisionPercent);
        const std::string text = scenario.isEmpty() ? bigScenario(100, 20, 99) : std::string();
        auto make = [&](SessionOptions o = {}) {
            return scenario.isEmpty() ? newSessionFromText(text, o)
                                      : newSession(test::scenarioPath(scenario.toLatin1().constData()), o);
        };
        auto live = make();
        QCOMPARE(live->run(), Session::RunResult::Finished);
        if (scenario.isEmpty())
            QVERIFY2(live->size() > 3 * Trace::kBlockEvents, qPrintable(QString::number(live->size())));
        QVERIFY(live->decisions().size() >= 3);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("fork.tstrace")).toStdString();
        saveSession(path, *live);

        const std::size_t index = live->decisions().size() * static_cast<std::size_t>(decisionPercent) / 100;
        const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
        auto opened = openSession(path);
        QCOMPARE(opened->size(), live->size());
        // Page a few blocks in first, as a user looking around would.
        (void)opened->hashAt(opened->size() / 2);
        opened->fork(index, wait);
        live->fork(index, wait);
        QCOMPARE(opened->size(), live->size());
        QCOMPARE(opened->run(), Session::RunResult::Finished);
        QCOMPARE(live->run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(live->trace(), opened->trace()), qPrintable(divergenceText(diverge(live->trace(), opened->trace()))));
        QVERIFY(opened->decisions() == live->decisions());
        Pcg32 rng(index, 5);
        for (int k = 0; k < 30; ++k) {
            const Seq q = rng.below(static_cast<std::uint32_t>(live->size()));
            QVERIFY2(opened->hashAt(q) == live->hashAt(q), qPrintable(QStringLiteral("event %1").arg(q)));
        }
        // And the forked history saves and verifies.
        const std::string path2 = dir.filePath(QStringLiteral("forked.tstrace")).toStdString();
        saveSession(path2, *opened);
        RecordedGame g = openRecordedGame(path2);
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
    }

    // ---------------------------------------------------------------- caller decisions
    void callerDecisions()
    {
        auto s = newSessionFromText(kManualScenario, SessionOptions{.policyAnswersPlayer = false});
        QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
        QVERIFY(s->waitingForCaller());
        QVERIFY(!s->finished());
        const EntityId hero = entityId(s->trace(), "Hero");
        QCOMPARE(hero, EntityId(1));
        const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
        int answered = 0;
        Seq lastSize = 0;
        while (s->waitingForCaller()) {
            QCOMPARE(s->pendingRequest().actor, hero);
            QVERIFY(!s->pendingRequest().scripted.has_value());
            const auto legal = s->legalAnswers();
            QVERIFY(!legal.empty());
            QVERIFY(std::find(legal.begin(), legal.end(), wait) != legal.end());
            QVERIFY(s->size() > lastSize);
            lastSize = s->size();
            // Waiting: stepping past the end does not run past the decision.
            QVERIFY(!s->seek(s->size()));
            QCOMPARE(s->size(), lastSize);
            QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
            QCOMPARE(s->size(), lastSize);

            s->provideAnswer(wait);
            QVERIFY(!s->waitingForCaller());
            ++answered;
            QCOMPARE(s->decisions().size(), std::size_t(answered));
            const DecisionRecord& d = s->decisions().back();
            QCOMPARE(d.source, AnswerSource::Caller);
            QVERIFY(d.answer == wait);
            QCOMPARE(d.actor, hero);
            QCOMPARE(d.requestedAt, lastSize);
            const auto r = s->run();
            QVERIFY(r == Session::RunResult::WaitingForCaller || r == Session::RunResult::Finished);
            // The answer is traced as the next step's first event.
            const Event e = s->trace().at(lastSize);
            QCOMPARE(e.kind, kind(CommonKind::Decision));
            QCOMPARE(e.subject[0], hero);
            QCOMPARE(e.arg[0], answered - 1);
            QCOMPARE(e.arg[1] >> 16, int(AnswerSource::Caller));
            QCOMPARE(QString::fromStdString(s->trace().kindName(s->trace().at(lastSize + 1).kind)),
                     QStringLiteral("roguelike.wait"));
        }
        QVERIFY(answered >= 2);  // one per turn at least
        QVERIFY(s->finished());
        QVERIFY(s->pendingRequest().actor == kNoEntity);
        QVERIFY(s->legalAnswers().empty());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, s->provideAnswer(wait));

        // Replaying the caller's answers needs nobody.
        auto replay = newSessionFromText(kManualScenario, SessionOptions{.policyAnswersPlayer = false}, s->decisions());
        QCOMPARE(replay->run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(s->trace(), replay->trace()), qPrintable(divergenceText(diverge(s->trace(), replay->trace()))));
    }

    // Every answer the game lists as legal can be given.
    void everyLegalAnswerIsAccepted()
    {
        auto probe = newSessionFromText(kManualScenario, SessionOptions{.policyAnswersPlayer = false});
        QCOMPARE(probe->run(), Session::RunResult::WaitingForCaller);
        const auto legal = probe->legalAnswers();
        for (std::size_t i = 0; i < legal.size(); ++i) {
            auto s = newSessionFromText(kManualScenario, SessionOptions{.policyAnswersPlayer = false});
            QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
            const Seq at = s->size();
            s->provideAnswer(legal[i]);
            const auto r = s->run();
            QVERIFY(r != Session::RunResult::Limit);
            QVERIFY(s->size() > at);
            QCOMPARE(s->trace().at(at).kind, kind(CommonKind::Decision));
        }
    }

    // "playerPolicy": "manual" means the caller is asked (scenario.h: "manual" (ask the
    // caller)); the session's default options must not let the AI play that player.
    void manualPlayerPolicyAsksTheCaller()
    {
        auto s = newSessionFromText(kManualScenario);
        QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
        QVERIFY(s->decisions().empty());
    }

    // With "ai" and no script, the default options let the built-in policy answer.
    void aiPlayerPolicyAnswersByItself()
    {
        std::string text = kManualScenario;
        const auto pos = text.find("\"manual\"");
        QVERIFY(pos != std::string::npos);
        text.replace(pos, 8, "\"ai\"");
        auto s = newSessionFromText(text);
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QVERIFY(!s->decisions().empty());
        for (const auto& d : s->decisions())
            QCOMPARE(d.source, AnswerSource::Policy);
    }

    // ---------------------------------------------------------------- checkpoints
    void checkpointBudget_data()
    {
        QTest::addColumn<int>("checkpoints");  // the budget, in checkpoints of the final state's size; 0 = default budget
        QTest::addRow("budget of 3 checkpoints") << 3;
        QTest::addRow("budget of 10 checkpoints") << 10;
        QTest::addRow("budget of 40 checkpoints") << 40;
        QTest::addRow("default budget") << 0;
    }

    void checkpointBudget()
    {
        QFETCH(int, checkpoints);
        const std::string text = bigScenario(200, 50, 2024);
        // One checkpoint's size: what the session books for a state of this game.
        auto probe = newSessionFromText(text);
        QVERIFY(probe->run(1000) == Session::RunResult::Limit);
        const std::size_t one = probe->head().memoryBytes();
        QVERIFY(one > 200 * sizeof(rl::Unit));

        SessionOptions options;
        options.checkpointInterval = 64;
        if (checkpoints > 0)
            options.checkpointBudgetBytes = one * static_cast<std::size_t>(checkpoints);
        auto s = newSessionFromText(text, options);
        std::size_t maxBytes = 0;
        while (s->run(5000) == Session::RunResult::Limit) {
            maxBytes = std::max(maxBytes, s->checkpointBytes());
            QVERIFY2(s->checkpointBytes() <= options.checkpointBudgetBytes + one + one / 2,
                     qPrintable(QStringLiteral("%1 bytes in %2 checkpoints after %3 events")
                                    .arg(s->checkpointBytes()).arg(s->checkpointCount()).arg(s->size())));
        }
        QVERIFY(s->finished());
        const Seq n = s->size();
        QVERIFY2(n > 50000, qPrintable(QString::number(n)));
        QVERIFY(s->checkpointBytes() <= options.checkpointBudgetBytes + one + one / 2);
        QVERIFY(s->checkpointCount() >= 2);
        if (checkpoints > 0) {
            QVERIFY2(s->checkpointInterval() > 64, qPrintable(QString::number(s->checkpointInterval())));
            // Spacing doubles: 64 * 2^k.
            std::size_t i = s->checkpointInterval();
            while (i > 64 && i % 2 == 0)
                i /= 2;
            QCOMPARE(i, std::size_t(64));
        } else {
            QCOMPARE(s->checkpointInterval(), std::size_t(64));
            QVERIFY(s->checkpointCount() >= n / 64 / 2);
        }

        // The thinned checkpoints are still right: each hash is the straight replay's at that
        // step boundary, and states between them are reached correctly.
        const StraightRun straight = straightReplay(*s);
        QVERIFY(straight.finished);
        const auto cps = s->checkpointHashes();
        QCOMPARE(cps.front().seq, Seq(0));
        for (std::size_t i = 1; i < cps.size(); ++i) {
            QVERIFY(cps[i].seq > cps[i - 1].seq);
            const auto it = std::lower_bound(straight.boundaries.begin(), straight.boundaries.end(),
                                             std::make_pair(cps[i].seq, std::uint64_t(0)));
            QVERIFY(it != straight.boundaries.end() && it->first == cps[i].seq);
            QCOMPARE(cps[i].hash, it->second);
        }
        Pcg32 rng(std::uint64_t(checkpoints), 9);
        for (int k = 0; k < 60; ++k) {
            const auto& [end, hash] = straight.boundaries[rng.below(static_cast<std::uint32_t>(straight.boundaries.size()))];
            QVERIFY2(s->hashAt(end - 1) == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
        }
    }

    // ---------------------------------------------------------------- trace files
    void saveOpenVerify_data()
    {
        QTest::addColumn<QString>("scenario");  // a file name, or "" for a generated one
        QTest::addColumn<int>("interval");
        QTest::addRow("case-a") << "case-a.json" << 16;
        QTest::addRow("case-b") << "case-b.json" << 4;
        QTest::addRow("token-debt") << "token-debt.json" << 16;
        QTest::addRow("equip, default interval") << "equip.json" << 8192;
        QTest::addRow("nine-units") << "nine-units.json" << 32;
        QTest::addRow("generated, several blocks") << "" << 512;
    }

    void saveOpenVerify()
    {
        QFETCH(QString, scenario);
        QFETCH(int, interval);
        const SessionOptions options{.checkpointInterval = static_cast<std::size_t>(interval)};
        auto s = scenario.isEmpty() ? newSessionFromText(bigScenario(60, 10, 5), options)
                                    : newSession(test::scenarioPath(scenario.toLatin1().constData()), options);
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("saved.tstrace")).toStdString();
        saveSession(path, *s);

        auto opened = openSession(path);
        QCOMPARE(opened->size(), s->size());
        QVERIFY(opened->decisions() == s->decisions());
        QCOMPARE(&opened->ruleset(), &s->ruleset());
        QCOMPARE(opened->seed(), s->seed());
        QVERIFY2(!diverge(s->trace(), opened->trace()), qPrintable(divergenceText(diverge(s->trace(), opened->trace()))));
        Pcg32 rng(s->size(), 11);
        for (int k = 0; k < 100; ++k) {
            const Seq q = rng.below(static_cast<std::uint32_t>(s->size()));
            QVERIFY2(opened->hashAt(q) == s->hashAt(q), qPrintable(QStringLiteral("event %1").arg(q)));
        }
        // The opened session runs to the recorded end and agrees with the recording.
        QCOMPARE(opened->run(), Session::RunResult::Finished);
        QCOMPARE(opened->size(), s->size());
        QVERIFY(opened->finished());

        RecordedGame g = openRecordedGame(path);
        QCOMPARE(g.ruleset, &s->ruleset());
        QCOMPARE(g.file.header.checkpointHashes.size(), s->checkpointHashes().size());
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
        QCOMPARE(rep.recordedEvents, std::size_t(s->size()));
        QCOMPARE(rep.replayedEvents, std::size_t(s->size()));
    }

    // Saving a session opened from a file, without running it first ("Save as" of an opened
    // trace), writes the same game: same events and decisions, still finished, and the
    // recorded checkpoint hashes are kept.
    void resaveOpenedSession_data()
    {
        QTest::addColumn<QString>("check");
        QTest::addRow("events and decisions") << "events";
        QTest::addRow("finished flag") << "finished";
        QTest::addRow("checkpoint hashes") << "hashes";
    }

    void resaveOpenedSession()
    {
        QFETCH(QString, check);
        auto s = newSession(test::scenarioPath("case-b.json"), SessionOptions{.checkpointInterval = 8});
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string first = dir.filePath(QStringLiteral("first.tstrace")).toStdString();
        const std::string second = dir.filePath(QStringLiteral("second.tstrace")).toStdString();
        saveSession(first, *s);
        auto opened = openSession(first, SessionOptions{.checkpointInterval = 8});
        saveSession(second, *opened);

        RecordedGame a = openRecordedGame(first);
        RecordedGame b = openRecordedGame(second);
        QVERIFY(a.file.header.finished);
        QVERIFY(a.file.header.checkpointHashes.size() > 1);
        if (check == QLatin1String("events")) {
            QCOMPARE(b.file.trace.size(), a.file.trace.size());
            QVERIFY(b.file.header.decisions == a.file.header.decisions);
            QVERIFY2(!diverge(a.file.trace, b.file.trace), qPrintable(divergenceText(diverge(a.file.trace, b.file.trace))));
            QVERIFY(verifyRecordedGame(b).ok());
        } else if (check == QLatin1String("finished")) {
            QVERIFY(b.file.header.finished);
        } else {
            QCOMPARE(b.file.header.checkpointHashes.size(), a.file.header.checkpointHashes.size());
            QVERIFY(b.file.header.checkpointHashes == a.file.header.checkpointHashes);
        }
    }

    // A game saved while it waits for the caller reopens waiting for the same decision, and
    // answering it there continues the game exactly as in the original session.
    void saveWhileWaitingThenContinue()
    {
        const SessionOptions options{.policyAnswersPlayer = false};
        const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
        const Answer drink = RoguelikeGame::toAnswer({rl::ActionKind::DrinkSpeedGrass});
        auto s = newSessionFromText(kManualScenario, options);
        QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
        s->provideAnswer(drink);
        QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("waiting.tstrace")).toStdString();
        saveSession(path, *s);
        {
            RecordedGame g = openRecordedGame(path);
            QVERIFY(!g.file.header.finished);
            const VerifyReport rep = verifyRecordedGame(g);
            QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
        }

        auto opened = openSession(path, options);
        QCOMPARE(opened->size(), s->size());
        QVERIFY(!opened->finished());
        QCOMPARE(opened->run(), Session::RunResult::WaitingForCaller);
        QVERIFY(opened->waitingForCaller());
        QCOMPARE(opened->size(), s->size());
        QCOMPARE(opened->pendingRequest().actor, s->pendingRequest().actor);
        QVERIFY(opened->legalAnswers() == s->legalAnswers());
        while (s->waitingForCaller()) {
            QVERIFY(opened->waitingForCaller());
            s->provideAnswer(wait);
            opened->provideAnswer(wait);
            s->run();
            opened->run();
            QCOMPARE(opened->size(), s->size());
        }
        QVERIFY(opened->finished());
        QVERIFY(opened->decisions() == s->decisions());
        QVERIFY2(!diverge(s->trace(), opened->trace()), qPrintable(divergenceText(diverge(s->trace(), opened->trace()))));
        for (Seq q = 0; q < s->size(); ++q)
            QVERIFY2(opened->hashAt(q) == s->hashAt(q), qPrintable(QStringLiteral("event %1").arg(q)));
    }

    void verifyFindsTampering_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("tamper");  // answer | source | hash
        QTest::addColumn<int>("decision");    // which decision (answer, source); -1 = the last
        QTest::addRow("case-b: answer of #1") << "case-b.json" << "answer" << 1;
        QTest::addRow("case-b: answer of #0") << "case-b.json" << "answer" << 0;
        QTest::addRow("case-a: answer of the last") << "case-a.json" << "answer" << -1;
        QTest::addRow("token-debt: answer of the last") << "token-debt.json" << "answer" << -1;
        QTest::addRow("equip: source of #1") << "equip.json" << "source" << 1;
        QTest::addRow("case-a: a checkpoint hash") << "case-a.json" << "hash" << 0;
        QTest::addRow("case-b: a checkpoint hash") << "case-b.json" << "hash" << 0;
    }

    // A trace whose decisions were changed no longer replays to its events: verify names the
    // first event that differs (the changed decision's own event); a changed checkpoint hash
    // is reported as a hash mismatch at its event.
    void verifyFindsTampering()
    {
        QFETCH(QString, file);
        QFETCH(QString, tamper);
        QFETCH(int, decision);
        auto s = newSession(test::scenarioPath(file.toLatin1().constData()), SessionOptions{.checkpointInterval = 8});
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string good = dir.filePath(QStringLiteral("good.tstrace")).toStdString();
        const std::string bad = dir.filePath(QStringLiteral("bad.tstrace")).toStdString();
        saveSession(good, *s);
        {
            RecordedGame g = openRecordedGame(good);
            QVERIFY(verifyRecordedGame(g).ok());
        }

        TraceHeader h = traceHeader(*s);
        QVERIFY(!h.decisions.empty());
        std::optional<Seq> expectedDivergence;
        Seq tamperedHashAt = 0;
        std::uint64_t originalHash = 0;
        if (tamper == QLatin1String("hash")) {
            QVERIFY(h.checkpointHashes.size() >= 3);
            auto& cp = h.checkpointHashes[h.checkpointHashes.size() / 2];
            tamperedHashAt = cp.first;
            originalHash = cp.second;
            cp.second ^= 0x100;
        } else {
            const std::size_t k = decision < 0 ? h.decisions.size() - 1 : static_cast<std::size_t>(decision);
            QVERIFY(k < h.decisions.size());
            DecisionRecord& d = h.decisions[k];
            if (tamper == QLatin1String("answer")) {
                const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
                d.answer = d.answer == wait ? RoguelikeGame::toAnswer({rl::ActionKind::DrinkSpeedGrass}) : wait;
            } else {
                d.source = d.source == AnswerSource::Caller ? AnswerSource::Script : AnswerSource::Caller;
            }
            expectedDivergence = d.requestedAt;
        }
        saveTrace(bad, h, s->trace());

        RecordedGame g = openRecordedGame(bad);
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY(!rep.ok());
        QCOMPARE(rep.recordedEvents, std::size_t(s->size()));
        if (expectedDivergence) {
            QVERIFY(rep.divergence.has_value());
            QCOMPARE(rep.divergence->seq, *expectedDivergence);
            QVERIFY(rep.divergence->left != rep.divergence->right);
            QVERIFY(!rep.divergence->left.empty() && !rep.divergence->right.empty());
        } else {
            QVERIFY2(!rep.divergence, qPrintable(divergenceText(rep.divergence)));
            QCOMPARE(rep.hashMismatches.size(), std::size_t(1));
            QCOMPARE(rep.hashMismatches[0].seq, tamperedHashAt);
            QCOMPARE(rep.hashMismatches[0].recorded, originalHash ^ 0x100);
            QCOMPARE(rep.hashMismatches[0].replayed, originalHash);
        }
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
