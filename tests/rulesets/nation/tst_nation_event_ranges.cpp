// Issue 8, class 2: every event the nation engine produces lies inside its kind's
// KindInfo::argRanges, so a trace file of a real game is never refused as impossible. Every
// bundled sample runs here; the randomized games of the determinism tests check the same on
// every game they record (firstImpossibleEvent).
#include "test_main.h"

#include "event_ranges.h"

#include "kernel/kinds.h"

#include <limits>

using namespace ts;
using namespace ts::test;

class TstNationEventRanges : public QObject {
    Q_OBJECT
private slots:
    void everySampleIsInRange()
    {
        const int ran = checkSamplesAreInRange("nation");
        QVERIFY(ran >= 3);
    }

    // The check itself can fail: an argument one past its kind's range is reported.
    void anOutOfRangeArgumentIsReported()
    {
        const LoadedScenario loaded = loadScenarioFile(sampleFile("nation", "four-nations.json"));
        Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
        session.run(5000);
        const QString problem = problemPastTheFirstBoundedArgument(session.trace(), "nation");
        QVERIFY2(problem.contains(QStringLiteral("outside its range")), qPrintable(problem));
    }
};

TURNSCOPE_TEST_MAIN(TstNationEventRanges)
#include "tst_nation_event_ranges.moc"
