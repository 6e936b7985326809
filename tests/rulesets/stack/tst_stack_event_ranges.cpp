// Issue 8, class 2: every event the stack engine produces lies inside its kind's
// KindInfo::argRanges, so a trace file of a real game is never refused as impossible. Every
// bundled sample runs here (saved and opened again); the randomized games of
// tst_stack_determinism check the same on every game they record (firstImpossibleEvent).
// The widest waiting list a scenario allows is played out, and an argument outside its
// range is reported naming the kind, the argument and the range.
#include "stack_test_support.h"
#include "test_main.h"

#include "event_ranges.h"

#include "kernel/kinds.h"
#include "rulesets/stack/kinds.h"

#include <QDir>

#include <algorithm>

using namespace ts;
using namespace ts::test;

namespace {

// Alice's Call triggers Burst (instant), which draws `drawn` components; each one moved
// triggers Tick (normal) for Alice. The trigger check ⑩ sees one waiting action, so the
// kMaxPending check passes; the draws at ⑩-2 then fill the waiting list far beyond it, and
// ⑩-3 takes them all into one batch.
json wideBatchScenario(int drawn)
{
    json doc = duel(json::array({act("Call"), pass()}), json::array({pass()}));
    doc["zones"] = {"deck", "hand", "field", "graveyard"};
    doc["actions"].push_back(action(
        "Burst", "", "instant", json::array({{{"do", "draw"}, {"count", drawn}, {"from", "deck"}, {"to", "hand"}}})));
    doc["actions"].push_back(
        action("Tick", "", "normal", json::array({{{"do", "counter"}, {"counter", "marks"}, {"add", 1}}})));
    json& abilities = doc["players"][0]["abilities"];
    abilities.push_back({{"triggers", "Burst"}, {"when", {{"on", "resolved"}, {"action", "Call"}, {"by", "self"}}}});
    abilities.push_back(
        {{"triggers", "Tick"}, {"when", {{"on", "moved"}, {"by", "self"}, {"from", "deck"}, {"to", "hand"}}}});
    doc["components"] = json::array();
    for (int c = 0; c < drawn; ++c)
        doc["components"].push_back({{"name", "card" + std::to_string(c)}, {"owner", "Alice"}, {"zone", "deck"}});
    return doc;
}

}  // namespace

class TstStackEventRanges : public QObject {
    Q_OBJECT
private slots:
    void everySampleIsInRange()
    {
        const int ran = checkSamplesAreInRange("stack");
        QVERIFY(ran >= 10);
    }

    // The batch of ⑩-3 and the order left at ⑩-4 can hold more than kMaxPending actions
    // (the limit is checked at ⑩ only): their ranges reach kPendingCapacity.
    void aBatchBeyondTheTriggerLimitIsInRange()
    {
        auto s = sessionOf(wideBatchScenario(300));
        QVERIFY(s->finished());
        const Trace& t = s->trace();
        std::int32_t widest = 0;
        for (Seq seq = 0; seq < t.size(); ++seq)
            if (t.at(seq).kind == stack::kind(stack::Kind::BatchTaken))
                widest = std::max(widest, t.at(seq).arg[0]);
        QCOMPARE(widest, 300);
        QVERIFY(widest > stack::kMaxPending);
        QCOMPARE(firstImpossibleEvent(t, "stack"), QString());
    }

    // An argument outside its kind's range is reported with the kind, the argument's number
    // and name, the value and the range; the same event unchanged is possible.
    void anOutOfRangeArgumentIsReported_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("arg");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("expected");
        QTest::addRow("a flow answer of 2")
            << "stack.flow" << 1 << 2 << "(stack.flow) its argument 1 (answer) is 2, outside its range -1..1";
        QTest::addRow("a node below ①") << "stack.flow" << 0 << 0
                                        << "(stack.flow) its argument 0 (node) is 0, outside its range 1..200";
        QTest::addRow("nine players") << "stack.game-start" << 0 << 9
                                      << "(stack.game-start) its argument 0 (players) is 9, outside its range 2..8";
        QTest::addRow("an unused argument")
            << "stack.turn-begin" << 3 << 1 << "(stack.turn-begin) its argument 3 is 1, outside its range 0..0";
        QTest::addRow("a stage position past the stage")
            << "stack.staged" << 0 << 257
            << "(stack.staged) its argument 0 (position) is 257, outside its range 1..256";
        QTest::addRow("serial 0") << "stack.resolve" << 0 << 0
                                  << "(stack.resolve) its argument 0 (serial) is 0, outside its range 1..2147483647";
        QTest::addRow("a speed of 2") << "stack.resolve" << 1 << 2
                                      << "(stack.resolve) its argument 1 (speed) is 2, outside its range 0..1";
        QTest::addRow("a counter past its bound")
            << "stack.counter" << 1 << 1000001
            << "(stack.counter) its argument 1 (new) is 1000001, outside its range -1000000..1000000";
        QTest::addRow("the game entity as a player")
            << "stack.moved" << 1 << 1 << "(stack.moved) its argument 1 (from_player) is 1, outside its range 2..9";
        QTest::addRow("an unknown outcome")
            << "stack.winner" << 0 << 8 << "(stack.winner) its argument 0 (outcome) is 8, outside its range 1..7";
    }
    void anOutOfRangeArgumentIsReported()
    {
        QFETCH(QString, kind);
        QFETCH(int, arg);
        QFETCH(int, value);
        QFETCH(QString, expected);
        const Trace found = firstSampleEvent("stack", qPrintable(kind));
        QVERIFY2(found.size() == 1, qPrintable(kind + QStringLiteral(" occurs in no sample")));
        QCOMPARE(firstImpossibleEvent(found, "stack"), QString());
        const QString problem = problemWithArgument(found, "stack", arg, value);
        QVERIFY2(problem.contains(expected), qPrintable(problem));
    }
};

TURNSCOPE_TEST_MAIN(TstStackEventRanges)
#include "tst_stack_event_ranges.moc"
