// Shrinking a divergence (shrink_divergence.h): two seeds of a sample whose games differ
// shrink to a smaller scenario whose two games, played fresh from the saved file, still
// differ first at an event of the same clause, in fewer events; the search is deterministic;
// a side that cannot play (null) or two sides that agree are "does not hold"; the place of a
// divergence is counted under the left side's clause, or the right's past the left's end.
#include "sample_picks.h"
#include "test_main.h"

#include "kernel/batch/shrink_divergence.h"
#include "kernel/io/file_io.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

namespace {

struct Pair {
    const ts::Ruleset* ruleset = nullptr;
    nlohmann::json doc;
    std::uint64_t left = 0, right = 0;
};

// The row's pair; no ruleset when the row has no sample (reported by the caller).
Pair fetchPair()
{
    QFETCH(QString, sample);
    QFETCH(qulonglong, left);
    QFETCH(qulonglong, right);
    Pair p;
    if (sample.isEmpty())
        return p;
    const std::string path = sample.toStdString();
    p.doc = ts::readScenarioDocument(path);
    p.ruleset = ts::parseScenarioJson(p.doc, path).ruleset;
    p.left = left;
    p.right = right;
    return p;
}

ts::ShrinkOptions options(std::uint64_t maxCandidates)
{
    ts::ShrinkOptions o;
    o.file = "pair.json";
    o.budget = std::chrono::hours(1);  // never reached: the candidates are counted
    o.maxCandidates = maxCandidates;
    return o;
}

// A sample's document and ruleset.
std::pair<nlohmann::json, const ts::Ruleset*> sample(const char* ruleset, const char* file)
{
    const std::string path = ts::test::sampleFile(ruleset, file);
    nlohmann::json doc = ts::readScenarioDocument(path);
    const ts::Ruleset* r = ts::parseScenarioJson(doc, path).ruleset;
    return {std::move(doc), r};
}

// The search on `doc` with the two seeds' sides of this build, for `clause`: ShrinkError when
// the input does not have the property.
void shrinkSeeds(const nlohmann::json& doc, const ts::Ruleset& ruleset, ts::SidePlayer right, const std::string& clause)
{
    const ts::DivergenceSides sides{ts::inProcessSide(ruleset), std::move(right), 7, 9};
    ts::shrinkScenario(ruleset, doc, ts::divergenceProperty(ruleset, sides, clause), options(5));
}

std::shared_ptr<const ts::Trace> played(const ts::Ruleset& ruleset, const nlohmann::json& doc, std::uint64_t seed)
{
    return ts::inProcessSide(ruleset)(ruleset.parseScenario(doc, "pair.json"), seed, 0);
}

ts::DivergenceSides inProcess(const Pair& p)
{
    return {ts::inProcessSide(*p.ruleset), ts::inProcessSide(*p.ruleset), p.left, p.right};
}

}  // namespace

class TestShrinkDivergence : public QObject {
    Q_OBJECT

private slots:
    void shrinksADivergence_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("sample");
        QTest::addColumn<qulonglong>("left");
        QTest::addColumn<qulonglong>("right");
        // Per registered ruleset, its first sample (by name) whose games under seeds 1 and
        // 12345 differ. Nation's games do not depend on the seed (its NPCs preview, they do not
        // draw): its row is skipped, and tst_cli_shrink shrinks a nation divergence between
        // two builds instead.
        for (const QString& id : ts::test::rulesetIds()) {
            QString sample;
            for (const QString& path : ts::test::samplesOf(id)) {
                const nlohmann::json doc = ts::readScenarioDocument(path.toStdString());
                const ts::Ruleset& r = *ts::parseScenarioJson(doc, path.toStdString()).ruleset;
                if (ts::firstDivergencePlace(*played(r, doc, 1), *played(r, doc, 12345), r)) {
                    sample = path;
                    break;
                }
            }
            QTest::addRow("%s %s", qPrintable(id),
                          sample.isEmpty() ? "(seeds 1 and 12345 play the same games)"
                                           : qPrintable(sample.section(QLatin1Char('/'), -1)))
                << id << sample << 1ULL << 12345ULL;
        }
        // And the energy loop of roguelike (its other scheduler), with two seeds whose games
        // differ late enough to leave something to cut.
        QTest::newRow("roguelike energy-dungeon 7/9")
            << QStringLiteral("roguelike") << ts::test::samplePath("roguelike", "energy-dungeon.json") << 7ULL << 9ULL;
    }
    void shrinksADivergence()
    {
        const Pair p = fetchPair();
        QFETCH(QString, ruleset);
        if (!p.ruleset)
            return ts::test::noSampleFor(ruleset,
                                         "no sample of this ruleset plays different games under seeds 1 and 12345");
        const auto before = ts::firstDivergencePlace(*played(*p.ruleset, p.doc, p.left),
                                                     *played(*p.ruleset, p.doc, p.right), *p.ruleset);
        QVERIFY2(before, "the sample's two seeds must play different games");
        const ts::ShrinkResult r = ts::shrinkScenario(
            *p.ruleset, p.doc, ts::divergenceProperty(*p.ruleset, inProcess(p), before->clause), options(300));
        QCOMPARE(r.eventsBefore, before->seq + 1);
        QVERIFY2(r.eventsAfter < r.eventsBefore || r.elementsAfter < r.elementsBefore,
                 qPrintable(QStringLiteral("%1 -> %2 events").arg(r.eventsBefore).arg(r.eventsAfter)));
        qInfo("%s: %llu -> %llu events, %llu -> %llu elements", before->clause.c_str(),
              static_cast<unsigned long long>(r.eventsBefore), static_cast<unsigned long long>(r.eventsAfter),
              static_cast<unsigned long long>(r.elementsBefore), static_cast<unsigned long long>(r.elementsAfter));

        // Saved, read back and played fresh on both seeds: the same clause diverges first.
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("shrunk.json")).toStdString();
        ts::writeFileAtomically(out, r.document.dump(2));
        const ts::LoadedScenario loaded = ts::loadScenarioFile(out);
        const auto left = ts::inProcessSide(*p.ruleset)(loaded.scenario, p.left, 0);
        const auto right = ts::inProcessSide(*p.ruleset)(loaded.scenario, p.right, 0);
        const auto after = ts::firstDivergencePlace(*left, *right, *p.ruleset);
        QVERIFY(after);
        QCOMPARE(after->clause, before->clause);
        QCOMPARE(after->seq + 1, r.eventsAfter);
    }

    void isDeterministic()
    {
        auto [doc, ruleset] = sample("stack", "blackpoker.json");
        const Pair p{ruleset, std::move(doc), 1, 12345};
        const auto place =
            ts::firstDivergencePlace(*played(*p.ruleset, p.doc, 1), *played(*p.ruleset, p.doc, 12345), *p.ruleset);
        QVERIFY(place);
        const auto a = ts::shrinkScenario(*p.ruleset, p.doc,
                                          ts::divergenceProperty(*p.ruleset, inProcess(p), place->clause), options(40));
        const auto b = ts::shrinkScenario(*p.ruleset, p.doc,
                                          ts::divergenceProperty(*p.ruleset, inProcess(p), place->clause), options(40));
        QCOMPARE(a.document.dump(), b.document.dump());
        QCOMPARE(a.eventsAfter, b.eventsAfter);
    }

    void anotherClauseDoesNotHold()
    {
        const auto [doc, ruleset] = sample("roguelike", "energy-dungeon.json");
        QVERIFY_THROWS_EXCEPTION(ts::ShrinkError,
                                 shrinkSeeds(doc, *ruleset, ts::inProcessSide(*ruleset), "000:no/such"));
    }

    void agreeingSidesDoNotHold()
    {
        const auto [doc, ruleset] = sample("nation", "duel.json");
        QVERIFY_THROWS_EXCEPTION(ts::ShrinkError, shrinkSeeds(doc, *ruleset, ts::inProcessSide(*ruleset), "001:3.1"));
    }

    void aSideThatCannotPlayDoesNotHold()
    {
        const auto [doc, ruleset] = sample("roguelike", "energy-dungeon.json");
        const ts::SidePlayer broken = [](const std::shared_ptr<const ts::Scenario>&, std::uint64_t,
                                         std::uint64_t) -> std::shared_ptr<const ts::Trace> { return nullptr; };
        QVERIFY_THROWS_EXCEPTION(ts::ShrinkError, shrinkSeeds(doc, *ruleset, broken, "003:brain/decide#ai"));
    }

    void placePastTheLeftEndIsTheRightsClause()
    {
        const auto [doc, r] = sample("roguelike", "case-a.json");
        const ts::Ruleset& ruleset = *r;
        const auto whole = played(ruleset, doc, 1);
        const auto cut = ts::inProcessSide(ruleset)(ruleset.parseScenario(doc, "case-a.json"), 1, 10);
        QVERIFY(cut->size() < whole->size());
        const auto place = ts::firstDivergencePlace(*cut, *whole, ruleset);
        QVERIFY(place);
        QCOMPARE(place->seq, cut->size());
        QCOMPARE(place->clause, whole->clauseName(whole->at(cut->size()).clause));
        QVERIFY(!ts::firstDivergencePlace(*whole, *whole, ruleset));
    }
};

TURNSCOPE_TEST_MAIN(TestShrinkDivergence)
#include "tst_shrink_divergence.moc"
