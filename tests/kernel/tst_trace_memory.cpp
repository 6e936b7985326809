// Where traces get their memory (core/kernel/trace_memory.h): chunks faulted in ahead by a
// supplier thread, chunks given back reused, and traces written from several threads at once
// holding exactly what was appended.
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_memory.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <cstdint>
#include <thread>
#include <vector>

using namespace ts;

namespace {

Event eventFor(std::uint64_t i, std::uint32_t salt)
{
    Event e;
    e.kind = static_cast<KindId>(i % 65521);
    e.clause = static_cast<ClauseId>(salt);
    e.depth = static_cast<std::uint8_t>(i % 7);
    e.subject[0] = static_cast<EntityId>(i);
    e.subject[1] = salt;
    e.arg[0] = static_cast<std::int32_t>(i * 2654435761u);
    e.arg[3] = -static_cast<std::int32_t>(i % 1000);
    return e;
}

// The supplier runs on its own thread: wait (bounded) until it holds `n` chunks.
bool waitForKept(std::size_t n)
{
    QElapsedTimer timer;
    timer.start();
    while (trace_memory::stats().kept < n) {
        if (timer.elapsed() > 10000)
            return false;
        QThread::msleep(1);
    }
    return true;
}

}  // namespace

class TstTraceMemory : public QObject {
    Q_OBJECT
private slots:
    void chunksAreAlignedAndWritable()
    {
        void* chunk = trace_memory::takeChunk();
        QVERIFY(chunk);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(chunk) % trace_memory::kChunkBytes, std::uintptr_t(0));
        auto* words = static_cast<std::uint64_t*>(chunk);
        const std::size_t n = trace_memory::kChunkBytes / sizeof(std::uint64_t);
        for (std::size_t i = 0; i < n; ++i)
            words[i] = i * 31;
        for (std::size_t i = 0; i < n; i += 4099)
            QCOMPARE(words[i], std::uint64_t(i * 31));
        trace_memory::giveChunk(chunk);
    }

    void supplierFaultsChunksInAhead()
    {
        trace_memory::giveChunk(trace_memory::takeChunk());  // starts the supplier if nothing did
        QVERIFY2(waitForKept(2), "the supplier never filled its two chunks ahead");
        const auto before = trace_memory::stats();
        void* chunk = trace_memory::takeChunk();
        const auto after = trace_memory::stats();
        QCOMPARE(after.takenReady, before.takenReady + 1);
        QCOMPARE(after.takenFresh, before.takenFresh);
        trace_memory::giveChunk(chunk);
    }

    void givenChunkIsTheNextTaken()
    {
        QVERIFY(waitForKept(2));
        void* chunk = trace_memory::takeChunk();
        QVERIFY(waitForKept(2));  // the supplier replaced it
        trace_memory::giveChunk(chunk);
        QCOMPARE(trace_memory::takeChunk(), chunk);
        trace_memory::giveChunk(chunk);
    }

    void keptChunksAreBounded()
    {
        std::vector<void*> taken;
        for (int i = 0; i < 40; ++i)
            taken.push_back(trace_memory::takeChunk());
        for (void* c : taken)
            trace_memory::giveChunk(c);
        // 16 kept for the next traces plus the supplier's two ahead: the rest went back.
        QVERIFY2(trace_memory::stats().kept <= 18, qPrintable(QString::number(trace_memory::stats().kept)));
    }

    void tracesOnSeveralThreadsHoldWhatWasAppended_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("events");
        QTest::newRow("1 x 3 chunks") << 1 << int(3 * trace_memory::kChunkBytes / sizeof(Event));
        QTest::newRow("4 x 200,000") << 4 << 200000;
        QTest::newRow("3 x one block + 1") << 3 << int(Trace::kBlockEvents + 1);
    }
    void tracesOnSeveralThreadsHoldWhatWasAppended()
    {
        QFETCH(int, threads);
        QFETCH(int, events);
        std::vector<int> mismatches(static_cast<std::size_t>(threads), -1);
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t) {
            workers.emplace_back([t, events, &mismatches] {
                Trace trace;
                const auto salt = static_cast<std::uint32_t>(t + 1);
                for (int i = 0; i < events; ++i)
                    trace.append(eventFor(static_cast<std::uint64_t>(i), salt));
                int bad = 0;
                for (std::size_t b = 0; b < trace.blockCount(); ++b) {
                    const auto block = trace.block(b);
                    for (std::size_t j = 0; j < block.size(); ++j)
                        bad += block[j] != eventFor(b * Trace::kBlockEvents + j, salt);
                }
                mismatches[static_cast<std::size_t>(t)] = trace.size() == std::size_t(events) ? bad : -2;
            });
        }
        for (auto& w : workers)
            w.join();
        for (int t = 0; t < threads; ++t)
            QCOMPARE(mismatches[static_cast<std::size_t>(t)], 0);
    }

    // A fork truncates and writes again: the blocks cut off are reused, the kept events stay.
    void truncateThenAppendKeepsThePrefix()
    {
        Trace trace;
        const int n = int(2 * trace_memory::kChunkBytes / sizeof(Event)) + 17;
        for (int i = 0; i < n; ++i)
            trace.append(eventFor(static_cast<std::uint64_t>(i), 9));
        const Seq cut = Trace::kBlockEvents * 5 + 3;
        trace.truncate(cut);
        for (int i = 0; i < n; ++i)
            trace.append(eventFor(static_cast<std::uint64_t>(i) + 1000000, 10));
        QCOMPARE(trace.size(), std::size_t(cut) + std::size_t(n));
        for (Seq s = 0; s < cut; s += 997)
            QCOMPARE(trace.at(s), eventFor(s, 9));
        QCOMPARE(trace.at(cut - 1), eventFor(cut - 1, 9));
        for (Seq s = cut; s < trace.size(); s += 1009)
            QCOMPARE(trace.at(s), eventFor(s - cut + 1000000, 10));
    }
};

QTEST_GUILESS_MAIN(TstTraceMemory)
#include "tst_trace_memory.moc"
