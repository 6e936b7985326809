// Issue 8, class 2: every event the roguelike engine produces lies inside its kind's
// KindInfo::argRanges, so a trace file of a real game is never refused as impossible. Every
// bundled sample runs here; the randomized games of the determinism tests check the same on
// every game they record (firstImpossibleEvent).
#include "test_main.h"

#include "event_ranges.h"

#include "kernel/kinds.h"

#include <limits>

using namespace ts;
using namespace ts::test;

class TstRoguelikeEventRanges : public QObject {
    Q_OBJECT
private slots:
    void everySampleIsInRange()
    {
        const int ran = checkSamplesAreInRange("roguelike");
        QVERIFY(ran >= 3);
    }

    // The check itself can fail: an argument one past its kind's range is reported.
    void anOutOfRangeArgumentIsReported()
    {
        const LoadedScenario loaded = loadScenarioFile(sampleFile("roguelike", "case-a.json"));
        Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
        session.run(5000);
        Trace& t = const_cast<Trace&>(session.trace());
        for (Seq seq = 0; seq < t.size(); ++seq) {
            Event e = t.at(seq);
            const KindInfo* info = KindRegistry::instance().find(e.kind);
            QVERIFY(info);
            for (std::size_t i = 0; i < 4; ++i) {
                if (info->argRanges[i].max == std::numeric_limits<std::int32_t>::max())
                    continue;
                Trace edited;
                edited.entityNames = t.entityNames;
                e.arg[i] = info->argRanges[i].max + 1;
                edited.append(e);
                QVERIFY(!firstImpossibleEvent(edited, "roguelike").isEmpty());
                return;
            }
        }
        QFAIL("no bounded argument found");
    }
};

TURNSCOPE_TEST_MAIN(TstRoguelikeEventRanges)
#include "tst_roguelike_event_ranges.moc"
