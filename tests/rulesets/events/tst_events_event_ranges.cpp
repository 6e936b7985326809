// Issue 8, class 2: every event the engine writes lies within the argument ranges its kind
// declares (a trace file with an event outside them is refused as corrupt, so a range too
// narrow would make real games unreadable): the samples (saved and opened again), and the
// event limit at its maximum (100000) reached by a long chain of answers and by the widest
// answer fan-out the scenario ranges allow (16 reactions of 16 effects against 8
// characters); the 200 randomized games of tst_events_determinism check the same on every
// game they record. An argument outside its range is reported naming the kind, the argument
// and the range.
#include "events_random.h"
#include "test_main.h"

#include "event_ranges.h"

#include "kernel/kinds.h"

#include <QDir>

using namespace ts;
using namespace ts::test;

namespace {

json damageEffect(const char* target) { return json{{"do", "damage"}, {"amount", 0}, {"target", target}}; }

// Both players hold Echo, a team buff whose reactions answer damage to their own side.
json limitScenario(json echoReactions, int characters)
{
    json doc = baseScenario();
    doc["rules"]["eventLimit"] = 100000;
    json roster = json::array();
    for (int i = 0; i < characters; ++i) {
        const std::string id = "C" + std::to_string(i);
        doc["characters"].push_back(json{{"id", id}, {"element", "geo"}, {"hp", 999}, {"skills", {"Jab"}}});
        roster.push_back(id);
    }
    doc["buffs"] = json::array({json{{"id", "Echo"}, {"reactions", std::move(echoReactions)}}});
    for (int p = 0; p < 2; ++p) {
        doc["players"][p]["characters"] = roster;
        doc["players"][p]["teamBuffs"] = {"Echo"};
        doc["players"][p]["script"] = json::array({line("choose", "character", "C0")});
    }
    doc["players"][0]["script"].push_back(line("skill", "skill", "Jab"));
    return doc;
}

}  // namespace

class TestEventsEventRanges : public QObject {
    Q_OBJECT
private slots:
    void everySampleIsInRange()
    {
        const int ran = checkSamplesAreInRange("events");
        QVERIFY(ran >= 5);
    }

    // 004:queue/prepend#limit at the largest eventLimit: the game stops within one listener's
    // answers of the limit and every event (node numbers, queue lengths, depths) is in range.
    void limitAtItsMaximum_data()
    {
        QTest::addColumn<int>("reactions");
        QTest::addColumn<int>("effects");
        QTest::addColumn<int>("characters");
        QTest::addColumn<QString>("target");
        QTest::addRow("a chain one answer wide") << 1 << 1 << 1 << QStringLiteral("opponent-active");
        QTest::addRow("the widest fan-out") << 16 << 16 << 8 << QStringLiteral("opponent-all");
    }
    void limitAtItsMaximum()
    {
        QFETCH(int, reactions);
        QFETCH(int, effects);
        QFETCH(int, characters);
        QFETCH(QString, target);
        json echo = json::array();
        for (int r = 0; r < reactions; ++r) {
            json fx = json::array();
            for (int f = 0; f < effects; ++f)
                fx.push_back(damageEffect(qPrintable(target)));
            echo.push_back(json{{"on", "damage"}, {"character", "own"}, {"effects", std::move(fx)}});
        }
        auto s = sessionOf(limitScenario(std::move(echo), characters),
                           SessionOptions{.checkpointInterval = 4096, .checkpointBytesPerEvent = 0});
        QVERIFY(s->finished());
        QCOMPARE(jsonText(s->head().toJson()["outcome"]), jsonText(json("event-limit")));
        const auto tree = static_cast<int>(asEvents(s->head()).state().tree.size());
        QVERIFY(tree > 100000);
        QVERIFY2(tree <= 100000 + reactions * effects * characters + 1, qPrintable(QString::number(tree)));
        QCOMPARE(firstImpossibleEvent(s->trace(), "events"), QString());
    }

    // An argument outside its kind's range is reported with the kind, the argument's number
    // and name, the value and the range; the same event unchanged is possible.
    void anOutOfRangeArgumentIsReported_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("arg");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("expected");
        QTest::addRow("round 100") << "events.round-begin" << 0 << 100
                                   << "(events.round-begin) its argument 0 (round) is 100, outside its range 1..99";
        QTest::addRow("an unused argument")
            << "events.round-begin" << 2 << -1 << "(events.round-begin) its argument 2 is -1, outside its range 0..0";
        QTest::addRow("a signal's node other than #0")
            << "events.signal" << 1 << 5 << "(events.signal) its argument 1 (node) is 5, outside its range 0..0";
        QTest::addRow("a node past the tree")
            << "events.pop" << 0 << 200001
            << "(events.pop) its argument 0 (node) is 200001, outside its range 0..200000";
        QTest::addRow("an unknown event kind")
            << "events.push" << 1 << -1 << "(events.push) its argument 1 (event) is -1, outside its range 0..";
        QTest::addRow("damage of 1000") << "events.damage" << 1 << 1000
                                        << "(events.damage) its argument 1 (damage) is 1000, outside its range 0..999";
        QTest::addRow("a die of a ninth element")
            << "events.die-rolled" << 0 << 8
            << "(events.die-rolled) its argument 0 (element) is 8, outside its range 0..7";
        QTest::addRow("an eleventh hand slot")
            << "events.card-drawn" << 1 << 10
            << "(events.card-drawn) its argument 1 (hand_index) is 10, outside its range 0..9";
        QTest::addRow("a third player") << "events.turn" << 0 << 2
                                        << "(events.turn) its argument 0 (acted) is 2, outside its range 0..1";
        QTest::addRow("an unknown outcome")
            << "events.game-over" << 0 << 0
            << "(events.game-over) its argument 0 (outcome) is 0, outside its range 1..3";
    }
    void anOutOfRangeArgumentIsReported()
    {
        QFETCH(QString, kind);
        QFETCH(int, arg);
        QFETCH(int, value);
        QFETCH(QString, expected);
        const Trace found = firstSampleEvent("events", qPrintable(kind));
        QVERIFY2(found.size() == 1, qPrintable(kind + QStringLiteral(" occurs in no sample")));
        QCOMPARE(firstImpossibleEvent(found, "events"), QString());
        const QString problem = problemWithArgument(found, "events", arg, value);
        QVERIFY2(problem.contains(expected), qPrintable(problem));
    }
};

TURNSCOPE_TEST_MAIN(TestEventsEventRanges)
#include "tst_events_event_ranges.moc"
