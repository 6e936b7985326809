// Shrinking (shrink.h) on a sample of every ruleset: a property that becomes true in the
// sample's game (a named entity's field falling to a value) shrinks to a smaller scenario
// whose game reaches it in fewer events; the shrunk scenario, saved and loaded again, is
// played traced by a Session and still has the property; the same input shrinks to the
// same output; a budget used up stops with the best document so far; an engine error (a
// wrapped ruleset that throws) shrinks as well; a test of its own (`reaches`, here a traced
// Session) measures the same games as a state condition; a cancel stops the search with the
// best so far; a property the input's game does not have, and an input the ruleset refuses,
// are errors.
#include "test_main.h"
#include "test_paths.h"

#include "kernel/batch/shrink.h"
#include "kernel/io/file_io.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <atomic>
#include <map>
#include <optional>
#include <stdexcept>

namespace {

using nlohmann::json;

// The object named `name` ("name" or "id") anywhere below `j`; "Owner.Inner" descends
// through named objects.
const json* findNamed(const json& j, const std::string& name)
{
    const std::size_t dot = name.find('.');
    if (dot != std::string::npos) {
        const json* owner = findNamed(j, name.substr(0, dot));
        return owner ? findNamed(*owner, name.substr(dot + 1)) : nullptr;
    }
    if (j.is_object())
        for (const char* key : {"name", "id"})
            if (j.contains(key) && j[key] == name)
                return &j;
    if (j.is_structured())
        for (const json& v : j)
            if (const json* f = findNamed(v, name))
                return f;
    return nullptr;
}

// "Owner.field <= limit" (or >= with atLeast) over a state's JSON: the field, or one of the
// owner's counters; an empty owner is the state itself.
struct AtMost {
    std::string owner, field;
    std::int64_t limit = 0;
    bool atLeast = false;
    bool operator()(const json& state) const
    {
        const json* o = owner.empty() ? &state : findNamed(state, owner);
        if (!o)
            return false;
        const json* v = o->contains(field)                                ? &(*o)[field]
            : o->contains("counters") && (*o)["counters"].contains(field) ? &(*o)["counters"][field]
                                                                          : nullptr;
        if (!v || !v->is_number_integer())
            return false;
        return atLeast ? v->get<std::int64_t>() >= limit : v->get<std::int64_t>() <= limit;
    }
};

// A ruleset whose games throw once a condition holds: the engine-error property on real
// games (the rulesets throw only on bugs). Everything else is the wrapped ruleset's.
class ThrowingGame : public ts::Game {
public:
    ThrowingGame(std::unique_ptr<ts::Game> inner, AtMost when) : inner_(std::move(inner)), when_(std::move(when)) {}
    std::unique_ptr<ts::Game> clone() const override { return std::make_unique<ThrowingGame>(inner_->clone(), when_); }
    ts::StepStatus step(ts::EventSink& sink) override
    {
        const ts::StepStatus st = inner_->step(sink);
        if (when_(inner_->toJson()))
            throw std::logic_error("a bug: " + when_.owner + " " + when_.field);
        return st;
    }
    bool finished() const override { return inner_->finished(); }
    ts::DecisionRequest pendingDecision() const override { return inner_->pendingDecision(); }
    std::vector<ts::Answer> legalAnswers() const override { return inner_->legalAnswers(); }
    std::optional<ts::Answer> policyAnswer() const override { return inner_->policyAnswer(); }
    void answer(const ts::Answer& a, ts::AnswerSource source, std::uint32_t index) override
    {
        inner_->answer(a, source, index);
    }
    std::uint64_t stateHash() const override { return inner_->stateHash(); }
    void applyWrite(ts::EntityId e, ts::FieldId f, std::int32_t v) override { inner_->applyWrite(e, f, v); }
    json toJson() const override { return inner_->toJson(); }
    std::size_t memoryBytes() const override { return inner_->memoryBytes(); }

private:
    std::unique_ptr<ts::Game> inner_;
    AtMost when_;
};

class ThrowingRuleset : public ts::Ruleset {
public:
    ThrowingRuleset(const ts::Ruleset& inner, AtMost when) : inner_(inner), when_(std::move(when)) {}
    std::string_view id() const override { return inner_.id(); }
    std::shared_ptr<const ts::Scenario> parseScenario(const json& doc, const std::string& file) const override
    {
        return inner_.parseScenario(doc, file);
    }
    std::unique_ptr<ts::Game> newGame(const ts::Scenario& scenario, std::uint64_t seed) const override
    {
        return std::make_unique<ThrowingGame>(inner_.newGame(scenario, seed), when_);
    }
    std::vector<std::string> entityNames(const ts::Scenario& s) const override { return inner_.entityNames(s); }
    std::string fieldName(ts::FieldId f) const override { return inner_.fieldName(f); }
    std::string answerText(const ts::Answer& a, const ts::RenderContext& c) const override
    {
        return inner_.answerText(a, c);
    }
    std::string outcomeText(std::int32_t o) const override { return inner_.outcomeText(o); }
    ts::Answer answerFromJson(const json& j, const ts::Scenario& s, const std::string& file,
                              const std::string& path) const override
    {
        return inner_.answerFromJson(j, s, file, path);
    }
    json answerToJson(const ts::Answer& a, const ts::Scenario& s) const override { return inner_.answerToJson(a, s); }
    ts::Periods periods() const override { return inner_.periods(); }
    std::string report(ts::Session& s, int maxPeriods) const override { return inner_.report(s, maxPeriods); }

private:
    const ts::Ruleset& inner_;
    AtMost when_;
};

ts::ShrinkProperty propertyOf(const AtMost& p)
{
    ts::ShrinkProperty property;
    property.stateCondition = [p](const ts::Game& g) { return p(g.toJson()); };
    return property;
}

ts::ShrinkOptions optionsFor(std::uint64_t seed, std::uint64_t maxCandidates)
{
    ts::ShrinkOptions o;
    o.file = "sample.json";
    o.seed = seed;
    // Never reached: the candidates are counted. (30 s was reached under ASan on a loaded
    // 2-core machine, and a search cut by the clock is not reproducible.)
    o.budget = std::chrono::hours(1);
    o.maxCandidates = maxCandidates;
    return o;
}

// Whether a traced game of `file` (played as `run` plays it, with `seed`) reaches `p` at some
// event of its first `events`.
bool tracedGameHas(const std::string& file, std::uint64_t seed, const AtMost& p, std::uint64_t events)
{
    const ts::LoadedScenario loaded = ts::loadScenarioFile(file);
    ts::Session s(*loaded.ruleset, loaded.scenario, seed);
    s.run(events + 1);
    for (ts::Seq seq = 0; seq < s.size() && seq < events; ++seq)
        if (p(s.stateAt(seq)->toJson()))
            return true;
    return false;
}

// The property each ruleset's game is shrunk for: a named entity's field (or one of its
// counters) of one of its samples falling to a limit late in the game, so there is something
// to cut. It names that sample's entities, so it is written by hand, one per ruleset; a
// registered ruleset missing here is a failing row (issue 37).
struct ShrinkCase {
    const char* file;  // in resources/scenarios/<ruleset>/
    const char* owner;
    const char* field;
    int limit;
    bool atLeast;
};
const std::map<QString, ShrinkCase> kShrinkCases = {
    {QStringLiteral("roguelike"), {"energy-dungeon.json", "Orc", "hp", 0, false}},
    {QStringLiteral("nation"), {"four-nations.json", "Dravin", "power", 60, false}},
    {QStringLiteral("stack"), {"blackpoker.json", "", "actionsTaken", 8, true}},
    {QStringLiteral("events"), {"duel.json", "Fischl", "hp", 0, false}},
};

// One row per registered ruleset (from the registry, not a list here).
void addSamples()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("owner");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("atLeast");
    for (const QString& id : ts::test::rulesetIds()) {
        const auto c = kShrinkCases.find(id);
        if (c == kShrinkCases.end()) {
            QTest::addRow("%s: not in kShrinkCases", qPrintable(id))
                << id << QString() << QString() << QString() << 0 << false;
            continue;
        }
        const ShrinkCase& k = c->second;
        QTest::addRow("%s %s", qPrintable(id), qPrintable(QString::fromUtf8(k.file).chopped(5)))
            << id << QString::fromUtf8(k.file) << QString::fromUtf8(k.owner) << QString::fromUtf8(k.field) << k.limit
            << k.atLeast;
    }
}

struct Sample {
    const ts::Ruleset* ruleset = nullptr;
    json doc;
    std::uint64_t seed = 0;
    AtMost property;
};

Sample fetchSample()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, file);
    QFETCH(QString, owner);
    QFETCH(QString, field);
    QFETCH(int, limit);
    QFETCH(bool, atLeast);
    Sample s;
    if (file.isEmpty()) {
        QTest::qFail(qPrintable(QStringLiteral("ruleset %1 is registered but has no property to shrink for: add one to "
                                               "kShrinkCases")
                                    .arg(ruleset)),
                     __FILE__, __LINE__);
        return s;
    }
    const std::string path = ts::test::sampleFile(ruleset.toUtf8().constData(), file.toUtf8().constData());
    s.doc = ts::readScenarioDocument(path);
    const ts::LoadedScenario loaded = ts::parseScenarioJson(s.doc, path);
    s.ruleset = loaded.ruleset;
    s.seed = loaded.scenario->seed;
    s.property = {owner.toStdString(), field.toStdString(), limit, atLeast};
    return s;
}

}  // namespace

class TestShrink : public QObject {
    Q_OBJECT

private slots:
    void shrinksEveryRuleset_data() { addSamples(); }
    void shrinksEveryRuleset()
    {
        const Sample s = fetchSample();
        if (!s.ruleset)
            return;  // the row's failure is reported
        const ts::ShrinkResult r =
            ts::shrinkScenario(*s.ruleset, s.doc, propertyOf(s.property), optionsFor(s.seed, 200));
        QVERIFY2(r.eventsAfter < r.eventsBefore,
                 qPrintable(QStringLiteral("%1 -> %2 events").arg(r.eventsBefore).arg(r.eventsAfter)));
        QVERIFY(r.document.dump().size() < s.doc.dump().size());
        QVERIFY(r.kept > 0);
        qInfo("%llu -> %llu events, %llu -> %llu elements, %llu numbers, %llu candidates",
              static_cast<unsigned long long>(r.eventsBefore), static_cast<unsigned long long>(r.eventsAfter),
              static_cast<unsigned long long>(r.elementsBefore), static_cast<unsigned long long>(r.elementsAfter),
              static_cast<unsigned long long>(r.numbersShrunk), static_cast<unsigned long long>(r.candidates));

        // Saved and read back as a file, and played traced: the property still holds.
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("shrunk.json")).toStdString();
        ts::writeFileAtomically(out, r.document.dump(2));
        QVERIFY(tracedGameHas(out, s.seed, s.property, r.eventsAfter));
    }

    void isDeterministic_data() { addSamples(); }
    void isDeterministic()
    {
        const Sample s = fetchSample();
        if (!s.ruleset)
            return;  // the row's failure is reported
        const auto a = ts::shrinkScenario(*s.ruleset, s.doc, propertyOf(s.property), optionsFor(s.seed, 30));
        const auto b = ts::shrinkScenario(*s.ruleset, s.doc, propertyOf(s.property), optionsFor(s.seed, 30));
        QCOMPARE(a.document.dump(), b.document.dump());
        QCOMPARE(a.eventsAfter, b.eventsAfter);
        QCOMPARE(a.candidates, b.candidates);
    }

    void budgetUsedUpKeepsTheBestSoFar()
    {
        const std::string path = ts::test::sampleFile("roguelike", "energy-dungeon.json");
        const json doc = ts::readScenarioDocument(path);
        const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, path);
        const AtMost p{"Orc", "hp", 0};
        // No time at all: the input's game is played, no candidate.
        ts::ShrinkOptions none = optionsFor(loaded.scenario->seed, 0);
        none.budget = std::chrono::milliseconds(0);
        const ts::ShrinkResult r0 = ts::shrinkScenario(*loaded.ruleset, doc, propertyOf(p), none);
        QVERIFY(r0.budgetUsedUp);
        QCOMPARE(r0.candidates, 0u);
        QVERIFY(r0.document == doc);
        QCOMPARE(r0.eventsAfter, r0.eventsBefore);
        // A few candidates: the best so far, a scenario whose game has the property.
        const ts::ShrinkResult r5 =
            ts::shrinkScenario(*loaded.ruleset, doc, propertyOf(p), optionsFor(loaded.scenario->seed, 5));
        QVERIFY(r5.budgetUsedUp);
        QCOMPARE(r5.candidates, 5u);
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("shrunk.json")).toStdString();
        ts::writeFileAtomically(out, r5.document.dump(2));
        QVERIFY(tracedGameHas(out, loaded.scenario->seed, p, r5.eventsAfter));
    }

    void wallClockBudgetStopsTheSearch()
    {
        const std::string path = ts::test::sampleFile("events", "duel.json");
        const json doc = ts::readScenarioDocument(path);
        const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, path);
        ts::ShrinkOptions o = optionsFor(loaded.scenario->seed, 0);
        o.budget = std::chrono::milliseconds(200);  // the whole search takes seconds
        const ts::ShrinkResult r = ts::shrinkScenario(*loaded.ruleset, doc, propertyOf({"Fischl", "hp", 0}), o);
        QVERIFY(r.budgetUsedUp);
        QVERIFY2(r.seconds < 3, qPrintable(QString::number(r.seconds)));  // a game in progress stops too
        QVERIFY(r.eventsAfter <= r.eventsBefore);
        ts::parseScenarioJson(r.document, path);  // a scenario, whatever was kept
    }

    void engineErrorShrinks()
    {
        const std::string path = ts::test::sampleFile("roguelike", "energy-dungeon.json");
        const json doc = ts::readScenarioDocument(path);
        const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, path);
        const ThrowingRuleset throwing(*loaded.ruleset, {"Orc", "hp", 0});
        ts::ShrinkProperty error;
        error.engineError = true;
        const ts::ShrinkResult r = ts::shrinkScenario(throwing, doc, error, optionsFor(loaded.scenario->seed, 200));
        QVERIFY2(r.eventsAfter < r.eventsBefore,
                 qPrintable(QStringLiteral("%1 -> %2 events").arg(r.eventsBefore).arg(r.eventsAfter)));
        QVERIFY(r.document.dump().size() < doc.dump().size());
        QCOMPARE(r.errorMessage, std::string("a bug: Orc hp"));
        QVERIFY(!r.errorType.empty());
        // The ruleset itself does not throw: the property does not hold.
        QVERIFY_THROWS_EXCEPTION(
            ts::ShrinkError, ts::shrinkScenario(*loaded.ruleset, doc, error, optionsFor(loaded.scenario->seed, 10)));
    }

    // The same property as a traced test of its own: a Session on the candidate, run a step
    // at a time, asked after each step (as the state condition is).
    void reachesIsATestOfItsOwn()
    {
        const std::string path = ts::test::sampleFile("roguelike", "energy-dungeon.json");
        const json doc = ts::readScenarioDocument(path);
        const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, path);
        const AtMost p{"Orc", "hp", 0};
        ts::ShrinkProperty traced;
        traced.reaches = [&loaded, p](std::shared_ptr<const ts::Scenario> candidate, std::uint64_t seed,
                                      std::uint64_t maxEvents) -> std::optional<std::uint64_t> {
            ts::Session s(*loaded.ruleset, std::move(candidate), seed);
            while (s.size() <= maxEvents && !s.finished() && !s.waitingForCaller()) {
                s.run(1);
                if (p(s.head().toJson()))
                    return s.size();
            }
            return std::nullopt;
        };
        const auto untraced =
            ts::shrinkScenario(*loaded.ruleset, doc, propertyOf(p), optionsFor(loaded.scenario->seed, 40));
        const auto r = ts::shrinkScenario(*loaded.ruleset, doc, traced, optionsFor(loaded.scenario->seed, 40));
        QCOMPARE(r.eventsBefore, untraced.eventsBefore);
        QCOMPARE(r.eventsAfter, untraced.eventsAfter);
        QCOMPARE(r.document.dump(), untraced.document.dump());
        QVERIFY(r.eventsAfter < r.eventsBefore);

        // Cancelled after a few candidates: the best so far, marked cancelled.
        std::atomic<bool> cancel{false};
        ts::ShrinkOptions o = optionsFor(loaded.scenario->seed, 0);
        o.cancel = &cancel;
        o.progress = [&cancel](const ts::ShrinkProgress& pr) {
            if (pr.candidates >= 4)
                cancel = true;
        };
        const auto c = ts::shrinkScenario(*loaded.ruleset, doc, traced, o);
        QVERIFY(c.cancelled);
        QVERIFY(c.budgetUsedUp);
        QVERIFY(c.candidates <= 4);
        QVERIFY(c.eventsAfter <= c.eventsBefore);
        ts::parseScenarioJson(c.document, path);
        // Cancelled before the input's game: nothing to shrink.
        ts::ShrinkOptions early = optionsFor(loaded.scenario->seed, 0);
        early.cancel = &cancel;
        ts::ShrinkProperty never;
        never.reaches = [](std::shared_ptr<const ts::Scenario>, std::uint64_t, std::uint64_t) {
            return std::optional<std::uint64_t>();
        };
        QVERIFY_THROWS_EXCEPTION(ts::ShrinkError, ts::shrinkScenario(*loaded.ruleset, doc, never, early));
    }

    void propertyNotHoldingIsAnError()
    {
        const std::string path = ts::test::sampleFile("roguelike", "nine-units.json");
        const json doc = ts::readScenarioDocument(path);
        const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, path);
        const AtMost never{"Enemy1", "hp", -1000};
        try {
            ts::shrinkScenario(*loaded.ruleset, doc, propertyOf(never), optionsFor(loaded.scenario->seed, 10));
            QFAIL("no ShrinkError");
        } catch (const ts::ShrinkError& e) {
            QVERIFY2(std::string(e.what()).find("does not hold on the input") != std::string::npos, e.what());
        }
    }

    void invalidInputIsAScenarioError()
    {
        const std::string path = ts::test::sampleFile("roguelike", "nine-units.json");
        json doc = ts::readScenarioDocument(path);
        const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, path);
        doc["units"] = "none";
        QVERIFY_THROWS_EXCEPTION(
            ts::ScenarioError,
            ts::shrinkScenario(*loaded.ruleset, doc, propertyOf({"Enemy1", "hp", 20}), optionsFor(1, 10)));
    }
};

TURNSCOPE_TEST_MAIN(TestShrink)
#include "tst_shrink.moc"
