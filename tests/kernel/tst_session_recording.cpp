// A session recording by checkpoints (SessionOptions::Recording::Checkpoints, the default)
// gives exactly the events a session appending every event gives: on every bundled sample of
// every ruleset, read in any order, across many checkpoint segments, after running in slices
// with reads in between, and after forks that cut a block in its middle. Checkpoints space
// themselves by the state's size.
#include "session_test_support.h"

#include "test_paths.h"

#include <algorithm>
#include <numeric>

using namespace ts;
using namespace ts::test;

namespace {

using Recording = SessionOptions::Recording;

SessionOptions options(Recording r, std::size_t interval = 64)
{
    SessionOptions o;
    o.recording = r;
    o.checkpointInterval = interval;
    o.checkpointBytesPerEvent = 0;
    o.maxEvents = 3'000'000;
    return o;
}

std::unique_ptr<Session> sessionOf(const LoadedScenario& l, SessionOptions o)
{
    return std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed, o);
}

// Every event of `t`, its blocks read in the order given.
std::vector<Event> eventsInOrder(const Trace& t, const std::vector<std::size_t>& blocks)
{
    std::vector<Event> out(t.size());
    for (std::size_t b : blocks) {
        const std::span<const Event> events = t.block(b);
        std::copy(events.begin(), events.end(), out.begin() + static_cast<std::ptrdiff_t>(b * Trace::kBlockEvents));
    }
    return out;
}

std::vector<std::size_t> shuffledBlocks(const Trace& t, std::uint64_t seed)
{
    std::vector<std::size_t> blocks(t.blockCount());
    std::iota(blocks.begin(), blocks.end(), std::size_t{0});
    Pcg32 rng(seed, 5);
    for (std::size_t i = blocks.size(); i > 1; --i)
        std::swap(blocks[i - 1], blocks[rng.below(static_cast<std::uint32_t>(i))]);
    return blocks;
}

// The first event at which the two sessions' traces differ, as a message ("" when equal).
QString compareTraces(const Session& regenerated, const Session& appended, const std::vector<std::size_t>& order)
{
    if (regenerated.size() != appended.size())
        return QStringLiteral("%1 events regenerated, %2 appended").arg(regenerated.size()).arg(appended.size());
    const std::vector<Event> a = eventsInOrder(regenerated.trace(), order);
    for (Seq i = 0; i < a.size(); ++i)
        if (!(a[i] == appended.trace().at(i)))
            return QStringLiteral("event %1 differs (kind %2 against %3)")
                .arg(i)
                .arg(a[i].kind)
                .arg(appended.trace().at(i).kind);
    return {};
}

}  // namespace

class TestSessionRecording : public QObject {
    Q_OBJECT
private slots:
    void everySampleRegeneratesItsEvents_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& p : allSamplePaths())
            QTest::addRow("%s", qPrintable(QDir(sourceDir()).relativeFilePath(p))) << p;
    }

    // Every sample: the same events (blocks read backwards, then in a shuffled order, then
    // forwards again from the packed blocks), decisions, end and checkpoint hashes.
    void everySampleRegeneratesItsEvents()
    {
        QFETCH(QString, path);
        const LoadedScenario l = loadScenarioFile(path.toStdString());
        auto regenerated = sessionOf(l, options(Recording::Checkpoints));
        auto appended = sessionOf(l, options(Recording::Events));
        QCOMPARE(regenerated->run(), appended->run());
        QVERIFY(regenerated->regeneratesEvents());
        QVERIFY(!appended->regeneratesEvents());
        std::vector<std::size_t> backwards(regenerated->trace().blockCount());
        std::iota(backwards.rbegin(), backwards.rend(), std::size_t{0});
        QString why = compareTraces(*regenerated, *appended, backwards);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        why = compareTraces(*regenerated, *appended, shuffledBlocks(regenerated->trace(), 9));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        std::vector<std::size_t> forwards(backwards.rbegin(), backwards.rend());
        why = compareTraces(*regenerated, *appended, forwards);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(regenerated->finished(), appended->finished());
        QCOMPARE(regenerated->decisions().size(), appended->decisions().size());
        QVERIFY(regenerated->checkpointHashes() == appended->checkpointHashes());
    }

    // A long game over many checkpoint segments and blocks: random blocks, random events,
    // and states at random events agree with the appending session's.
    void longGameInAnyOrder()
    {
        const LoadedScenario l = harmlessScenario(100, 1500, 11);
        auto regenerated = sessionOf(l, options(Recording::Checkpoints, 8192));
        auto appended = sessionOf(l, options(Recording::Events, 8192));
        regenerated->run();
        appended->run();
        QVERIFY2(regenerated->trace().blockCount() > 40, qPrintable(QString::number(regenerated->size())));
        const QString why = compareTraces(*regenerated, *appended, shuffledBlocks(regenerated->trace(), 4));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        Pcg32 rng(3, 1);
        for (int i = 0; i < 200; ++i) {
            const Seq q = rng.below(static_cast<std::uint32_t>(regenerated->size()));
            QVERIFY2(regenerated->trace().at(q) == appended->trace().at(q), qPrintable(QString::number(q)));
            if (i % 10 == 0)
                QCOMPARE(regenerated->hashAt(q), appended->hashAt(q));
        }
    }

    // The window's way: run in slices, reading the newest events after each (the tail block
    // is made while it is partial, then must be made again when it holds more).
    void runInSlicesReadingTheTail()
    {
        const LoadedScenario l = harmlessScenario(40, 600, 5);
        auto regenerated = sessionOf(l, options(Recording::Checkpoints, 512));
        auto appended = sessionOf(l, options(Recording::Events, 512));
        appended->run();
        int slices = 0;
        while (regenerated->run(1000) == Session::RunResult::Limit) {
            ++slices;
            const Seq n = regenerated->size();
            QVERIFY2(regenerated->trace().at(n - 1) == appended->trace().at(n - 1), qPrintable(QString::number(n)));
            QVERIFY(regenerated->trace().at(n / 2) == appended->trace().at(n / 2));
        }
        QVERIFY(slices > 20);
        const QString why = compareTraces(*regenerated, *appended, shuffledBlocks(regenerated->trace(), 2));
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    // Forks cut the trace inside a block whose events were made (and packed) already; the
    // new future's events are made again, equal to an appending session forked alike.
    void forksCutRegeneratedBlocks()
    {
        // The player's every decision waits for the caller, who answers with the last legal
        // answer; the fork answers one in the middle with Wait.
        const LoadedScenario l = parseScenarioText(bigScenario(20, 300, 2), "big.json");
        SessionOptions manual = options(Recording::Checkpoints, 512);
        manual.policyAnswersPlayer = false;
        auto regenerated = sessionOf(l, manual);
        manual.recording = Recording::Events;
        auto appended = sessionOf(l, manual);
        for (Session* s : {regenerated.get(), appended.get()})
            while (s->run() == Session::RunResult::WaitingForCaller)
                s->provideAnswer(s->legalAnswers().back());
        const std::size_t index = regenerated->decisions().size() / 2;
        QVERIFY2(index >= 10 && regenerated->trace().blockCount() > 4,
                 qPrintable(QString::number(regenerated->size())));
        const Seq at = regenerated->decisions()[index].requestedAt;
        QVERIFY(at % Trace::kBlockEvents != 0);
        QString why = compareTraces(*regenerated, *appended, shuffledBlocks(regenerated->trace(), 1));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
        for (Session* s : {regenerated.get(), appended.get()}) {
            s->fork(index, wait);
            while (s->run() == Session::RunResult::WaitingForCaller)
                s->provideAnswer(s->legalAnswers().front());
        }
        QVERIFY(regenerated->decisions()[index].answer == wait);
        why = compareTraces(*regenerated, *appended, shuffledBlocks(regenerated->trace(), 6));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        // A draw in the middle of the trace, whose block was made (and packed) above.
        Seq draw = 0;
        for (Seq i = regenerated->size() / 2; i < regenerated->size() && draw == 0; ++i)
            if (regenerated->trace().at(i).kind == kind(CommonKind::RngDraw) && regenerated->trace().at(i).arg[1] > 1)
                draw = i;
        QVERIFY(draw > 0);
        const auto value = static_cast<std::uint32_t>((regenerated->trace().at(draw).arg[2] + 1) %
                                                      regenerated->trace().at(draw).arg[1]);
        for (Session* s : {regenerated.get(), appended.get()}) {
            s->forkAtDraw(draw, value);
            while (s->run() == Session::RunResult::WaitingForCaller)
                s->provideAnswer(s->legalAnswers().front());
        }
        why = compareTraces(*regenerated, *appended, shuffledBlocks(regenerated->trace(), 8));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(regenerated->trace().at(draw).arg[2], static_cast<std::int32_t>(value));
    }

    // Checkpoints cost at most checkpointBytesPerEvent bytes of state per event between
    // them: the spacing doubles from checkpointInterval until they do.
    void checkpointsSpacedByStateSize_data()
    {
        QTest::addColumn<int>("bytesPerEvent");
        QTest::newRow("off") << 0;
        QTest::newRow("1") << 1;
        QTest::newRow("4") << 4;
        QTest::newRow("64") << 64;
    }

    void checkpointsSpacedByStateSize()
    {
        QFETCH(int, bytesPerEvent);
        const LoadedScenario l = parseScenarioText(bigScenario(200, 40, 8), "big.json");
        SessionOptions o = options(Recording::Checkpoints, 16);
        o.checkpointBytesPerEvent = static_cast<std::size_t>(bytesPerEvent);
        auto s = sessionOf(l, o);
        s->run();
        const std::size_t stateBytes = s->head().memoryBytes();
        std::size_t expected = 16;
        while (bytesPerEvent > 0 && stateBytes / static_cast<std::size_t>(bytesPerEvent) > expected)
            expected *= 2;
        // The state's size at the last checkpoint may be a little smaller than at the end.
        QVERIFY2(s->checkpointInterval() == expected || s->checkpointInterval() * 2 == expected,
                 qPrintable(QStringLiteral("interval %1, state %2 bytes, expected %3")
                                .arg(s->checkpointInterval())
                                .arg(stateBytes)
                                .arg(expected)));
        QVERIFY(s->checkpointCount() >= 2);
        // Wherever the checkpoints are, the states agree with a session appending events.
        auto appended = sessionOf(l, options(Recording::Events, 16));
        appended->run();
        for (Seq q = 0; q < s->size(); q += s->size() / 13 + 1)
            QCOMPARE(s->hashAt(q), appended->hashAt(q));
    }
};

TURNSCOPE_TEST_MAIN(TestSessionRecording)
#include "tst_session_recording.moc"
