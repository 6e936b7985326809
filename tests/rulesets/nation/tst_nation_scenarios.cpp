// The sample stages of resources/scenarios/nation, each run to its end: what each one is
// there to show actually happens.
#include "nation_test_support.h"
#include "test_main.h"

#include "kernel/clauses.h"

#include <set>

using namespace ts;
using namespace ts::test;
using namespace ts::nation;

namespace {
std::multiset<std::string> kindsOf(const Trace& t)
{
    std::multiset<std::string> out;
    for (Seq q = 0; q < t.size(); ++q)
        out.insert(t.kindName(t.at(q).kind));
    return out;
}
}  // namespace

class TestNationScenarios : public QObject {
    Q_OBJECT
private slots:
    void everyFileRunsToItsEnd_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("winner");
        QTest::addRow("duel") << "duel.json"
                              << "last-nation"
                              << "North";
        QTest::addRow("states") << "states.json"
                                << "round-limit"
                                << "Brio";
        QTest::addRow("four-nations") << "four-nations.json"
                                      << "round-limit"
                                      << "Aurum";
        QTest::addRow("fall") << "fall.json"
                              << "round-limit"
                              << "Raider";
    }
    void everyFileRunsToItsEnd()
    {
        QFETCH(QString, file);
        QFETCH(QString, outcome);
        QFETCH(QString, winner);
        auto s = sessionOfFile(qPrintable(file));
        QVERIFY(s->finished());
        const json j = s->head().toJson();
        QCOMPARE(QString::fromStdString(j["outcome"].get<std::string>()), outcome);
        QCOMPARE(QString::fromStdString(j["winner"].get<std::string>()), winner);
        QVERIFY(j["finished"].get<bool>());
        QCOMPARE(j["powerHistory"].size(), static_cast<std::size_t>(j["round"].get<int>() + 1));
    }

    // The duel: every candidate range of 3.3.5.3.2 is chosen at least once.
    void duelHitsEveryFallback()
    {
        auto s = sessionOfFile("duel.json");
        std::set<std::string> chosen;
        for (const Event& e : eventsOf(s->trace(), "nation.target-array"))
            chosen.insert(rangeChoiceName(static_cast<RangeChoice>(e.arg[0])));
        for (const char* c : {"normal", "one-behind", "two-behind", "one-in-front", "two-in-front", "empty-front"})
            QVERIFY2(chosen.count(c), c);
        // The steal of the second battle is capped by South's power, which falls to 0.
        const auto steals = eventsOf(s->trace(), "nation.steal");
        QCOMPARE(steals.size(), std::size_t(2));
        QVERIFY(steals[1].arg[0] > steals[1].arg[1]);
        QCOMPARE(steals[1].arg[3], 0);
        QVERIFY(asNation(s->head()).state().nations[1].fallen());
    }

    // The states showcase: each rule of 4.3 and 4.4 and the wrapper shows up.
    void statesShowcase()
    {
        auto s = sessionOfFile("states.json");
        const auto k = kindsOf(s->trace());
        for (const char* name :
             {"nation.grant-blocked", "nation.state-updated", "nation.same-rank", "nation.lower-removed",
              "nation.duration", "nation.granted-not-queued", "nation.effect-replaced", "nation.state-removed"})
            QVERIFY2(k.count(name), name);
        // A same-rank hit with a stack left, and one that removed the state.
        bool decremented = false, removed = false;
        for (const Event& e : eventsOf(s->trace(), "nation.same-rank")) {
            decremented = decremented || e.arg[2] > 0;
            removed = removed || e.arg[2] == 0;
        }
        QVERIFY(decremented && removed);
        // Remaining triggers ran out and a duration ended.
        bool noTriggers = false, durationOver = false;
        for (const Event& e : eventsOf(s->trace(), "nation.state-removed")) {
            noTriggers = noTriggers || e.arg[1] == static_cast<std::int32_t>(RemoveReason::NoRemainings);
            durationOver = durationOver || e.arg[1] == static_cast<std::int32_t>(RemoveReason::DurationOver);
        }
        QVERIFY(noTriggers && durationOver);
        // Fortified doubles Alba's military power as Brio judges it: (HP + attack) x 2.
        bool doubled = false;
        for (const Event& e : eventsOf(s->trace(), "nation.military"))
            if (e.subject[1] == kNoEntity && s->trace().entityName(e.subject[0]) == "Alba")
                doubled = doubled || e.arg[0] == 2 * e.arg[1];
        QVERIFY(doubled);
        // Mirror's replacement is an attack change that Mirror does not replace again.
        const auto& g = asNation(s->head());
        QVERIFY(g.state().nations[0].units[1].attack >= 9);
    }

    // Four NPC nations: previews and score tables every turn, battles, a tie broken at the end.
    void fourNations()
    {
        auto s = sessionOfFile("four-nations.json");
        const auto k = kindsOf(s->trace());
        QCOMPARE(s->decisions().size(), std::size_t(0));
        QVERIFY(k.count("nation.preview-begin") > 100);
        QVERIFY(k.count("nation.npc-choice") > 40);
        QVERIFY(k.count("nation.battle-begin") > 0);
        QCOMPARE(k.count("nation.tie-break"), std::size_t(1));
        const auto& g = asNation(s->head());
        QCOMPARE(g.state().currentRound, 12);
        QCOMPARE(g.state().nations[0].power, g.state().nations[1].power + 1);
        const auto& last = g.state().powerHistory.back();
        QCOMPARE(last[0], last[1]);  // tied when the rounds ran out
    }

    // Every 001: clause of the engine's table is cited by some event of the sample stages
    // (the #suffix refinements included), except those that need a player's rejected answer.
    void everyClauseIsTraced()
    {
        std::set<std::string> cited;
        for (const char* f : {"duel.json", "states.json", "four-nations.json", "fall.json"}) {
            auto s = sessionOfFile(f);
            for (Seq q = 0; q < s->size(); ++q)
                cited.insert(s->trace().clauseName(s->trace().at(q).clause));
        }
        QStringList missing;
        for (const ClauseInfo& c : clauseTable())
            if (c.id.substr(0, 4) == "001:" && !cited.count(std::string(c.id)))
                missing << QString::fromUtf8(c.id.data(), static_cast<qsizetype>(c.id.size()));
        missing.removeAll(QStringLiteral("001:3.3.2/player-1#rejected"));
        missing.removeAll(QStringLiteral("001:3.2.3/3#decisive-power"));
        missing.removeAll(QStringLiteral("001:3.3.5.3.1/2#bench"));
        missing.removeAll(QStringLiteral("001:5#no-target"));
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
    }
};

TURNSCOPE_TEST_MAIN(TestNationScenarios)
#include "tst_nation_scenarios.moc"
