// The conformance checks can fail: each registered ruleset, wrapped with a defect planted in
// its games (as tests/source_scan plants files), must be caught.
// - Lookahead: inside an engine step the document shows the step's end (the defect issue 35
//   found in the Run table: a row shown at #16 that event #21 inserts). checkChangesAreTraced
//   must name it.
// - Forgetful clone: a copy of the game (a checkpoint, a remembered step) forgets a value the
//   document shows, so the state depends on the way the cursor came. checkExactStates must
//   name it.
#include "conformance_test.h"

#include "kernel/sink.h"

#include <nlohmann/json.hpp>

#include <set>

using namespace ts;
using namespace ts::conformance;

namespace {

enum class Plant { Lookahead, ForgetfulClone };

class PlantedGame final : public Game {
public:
    PlantedGame(std::unique_ptr<Game> inner, Plant plant) : inner_(std::move(inner)), plant_(plant) {}
    PlantedGame(const PlantedGame& o)
        : Game(o),
          inner_(o.inner_->clone()),
          plant_(o.plant_),
          endOfStep_(o.endOfStep_),
          steps_(o.plant_ == Plant::ForgetfulClone ? 0 : o.steps_)
    {}

    std::unique_ptr<Game> clone() const override { return std::make_unique<PlantedGame>(*this); }
    StepStatus step(EventSink& sink) override
    {
        if (plant_ == Plant::Lookahead) {
            const std::unique_ptr<Game> ahead = inner_->clone();
            EventSink count(nullptr, sink.position());
            count.beginStep();
            ahead->step(count);
            endOfStep_ = ahead->toJson();
        }
        ++steps_;
        return inner_->step(sink);
    }
    bool finished() const override { return inner_->finished(); }
    DecisionRequest pendingDecision() const override { return inner_->pendingDecision(); }
    std::vector<Answer> legalAnswers() const override { return inner_->legalAnswers(); }
    std::optional<Answer> policyAnswer() const override { return inner_->policyAnswer(); }
    void answer(const Answer& a, AnswerSource source, std::uint32_t index) override
    {
        inner_->answer(a, source, index);
    }
    std::uint64_t stateHash() const override { return inner_->stateHash(); }
    void applyWrite(EntityId entity, FieldId field, std::int32_t value) override
    {
        inner_->applyWrite(entity, field, value);
    }
    nlohmann::json toJson() const override
    {
        if (plant_ == Plant::Lookahead)
            return endOfStep_.is_null() ? inner_->toJson() : endOfStep_;
        nlohmann::json j = inner_->toJson();
        j["plantedSteps"] = steps_;
        return j;
    }
    std::size_t memoryBytes() const override { return inner_->memoryBytes(); }

private:
    std::unique_ptr<Game> inner_;
    Plant plant_;
    nlohmann::json endOfStep_;
    std::int64_t steps_ = 0;
};

class PlantedRuleset final : public Ruleset {
public:
    PlantedRuleset(const Ruleset& inner, Plant plant) : inner_(inner), plant_(plant) {}
    std::string_view id() const override { return inner_.id(); }
    std::shared_ptr<const Scenario> parseScenario(const nlohmann::json& doc, const std::string& file) const override
    {
        return inner_.parseScenario(doc, file);
    }
    std::unique_ptr<Game> newGame(const Scenario& scenario, std::uint64_t seed) const override
    {
        return std::make_unique<PlantedGame>(inner_.newGame(scenario, seed), plant_);
    }
    std::vector<std::string> entityNames(const Scenario& scenario) const override
    {
        return inner_.entityNames(scenario);
    }
    std::string fieldName(FieldId field) const override { return inner_.fieldName(field); }
    std::string answerText(const Answer& a, const RenderContext& ctx) const override
    {
        return inner_.answerText(a, ctx);
    }
    std::string outcomeText(std::int32_t outcome) const override { return inner_.outcomeText(outcome); }
    Answer answerFromJson(const nlohmann::json& j, const Scenario& scenario, const std::string& file,
                          const std::string& path) const override
    {
        return inner_.answerFromJson(j, scenario, file, path);
    }
    nlohmann::json answerToJson(const Answer& a, const Scenario& scenario) const override
    {
        return inner_.answerToJson(a, scenario);
    }
    Periods periods() const override { return inner_.periods(); }
    std::string report(Session& session, int maxPeriods) const override { return inner_.report(session, maxPeriods); }
    std::optional<FieldRef> fieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                             const StateFieldLookup& lookup) const override
    {
        return inner_.fieldAtStatePath(state, pointer, lookup);
    }

private:
    const Ruleset& inner_;
    Plant plant_;
};

// The first scenario sample of each ruleset: a game to plant into.
void addRulesetRows()
{
    QTest::addColumn<int>("index");
    QString last;
    const std::vector<Case> cases = allCases();
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (cases[i].ruleset != last && cases[i].path.endsWith(QLatin1String(".json"))) {
            last = cases[i].ruleset;
            QTest::addRow("%s", qPrintable(cases[i].label)) << static_cast<int>(i);
        }
}

}  // namespace

class TestConformancePlanted : public QObject {
    Q_OBJECT
private slots:
    void lookaheadIsCaught_data() { addRulesetRows(); }
    void lookaheadIsCaught()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index), 5000);
        // What the real ruleset shows (its known gaps) is not what the plant is caught by.
        std::set<QString> real;
        for (const Finding& f : checkChangesAreTraced(*s, 5000))
            real.insert(f.key);
        const PlantedRuleset planted(s->ruleset(), Plant::Lookahead);
        QStringList caught;
        for (const Finding& f : checkChangesAreTraced(*s, 5000, &planted))
            if (!real.count(f.key))
                caught << f.text;
        QVERIFY2(!caught.isEmpty(), "a document showing each step's end inside the step went unnoticed");
        QVERIFY2(caught.front().contains(QLatin1String("without a write of its own")) ||
                     caught.front().contains(QLatin1String("but also changed")),
                 qPrintable(caught.front()));
    }

    void forgetfulCloneIsCaught_data() { addRulesetRows(); }
    void forgetfulCloneIsCaught()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index), 5000);
        const PlantedRuleset planted(s->ruleset(), Plant::ForgetfulClone);
        const Failures f = checkExactStates(*s, eventsToCheck(s->size(), 400, 35), &planted);
        QVERIFY2(!f.isEmpty(), "a state that depends on the way the cursor came went unnoticed");
        QVERIFY2(f.front().contains(QLatin1String("differs from the game re-executed straight")),
                 qPrintable(f.front()));
    }
};

TURNSCOPE_TEST_MAIN(TestConformancePlanted)
#include "tst_conformance_planted.moc"
