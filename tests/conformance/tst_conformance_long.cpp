// Issue 35: the state is exact at every event of a long game too, where checkpoints are far
// apart, remembered steps are evicted and the trace spans many blocks. Every registered
// ruleset has at least one long game (tests/conformance/long/<id>-*.json, a scenario that
// plays for a long time); each is played to kLongEvents and checked at a seeded random
// kSampled of its events, reached forward, backward, in a random order and from the saved
// and reopened trace.
#include "conformance_test.h"

using namespace ts;
using namespace ts::conformance;

namespace {
// docs/testing.md: the conformance suite's long games.
constexpr std::uint64_t kLongEvents = 100'000;
constexpr std::size_t kSampled = 10'000;
// A long game must be long: at least this many events (a scenario that ends sooner is not one).
constexpr Seq kLongEnough = 50'000;
}  // namespace

class TestConformanceLong : public QObject {
    Q_OBJECT

private slots:
    void everyRulesetHasALongGame()
    {
        const QStringList missing = rulesetsWithoutLongGame();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("registered rulesets without a long game in tests/conformance/long: ") +
                            missing.join(QStringLiteral(", "))));
    }

    void exactStates_data()
    {
        QTest::addColumn<int>("index");
        const std::vector<Case> cases = longCases();
        for (std::size_t i = 0; i < cases.size(); ++i)
            QTest::addRow("%s", qPrintable(cases[i].label)) << static_cast<int>(i);
    }
    void exactStates()
    {
        QFETCH(int, index);
        auto s = openCase(longCases().at(static_cast<std::size_t>(index)), kLongEvents);
        qInfo("%llu events", static_cast<unsigned long long>(s->size()));
        QVERIFY2(s->size() >= kLongEnough,
                 qPrintable(QStringLiteral("only %1 events: not a long game").arg(s->size())));
        CONFORMANCE_VERIFY(checkExactStates(*s, eventsToCheck(s->size(), kSampled, 35)));
    }
};

TURNSCOPE_TEST_MAIN(TestConformanceLong)
#include "tst_conformance_long.moc"
