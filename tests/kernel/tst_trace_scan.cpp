// TraceScan (kernel/trace/trace_scan.h): passes over a trace file on a thread of their own.
// Each pass sees every event of [0, events) once, in order, whether it starts with others or
// later (a late pass catches up alone, then they share the blocks); cancel() stops a pass and
// nothing of it is called after; a damaged block or a missing file ends a pass with the
// reader's message, its result holding the events before the block.
#include "kernel/exit_codes.h"
#include "kernel/trace/trace_file.h"
#include "kernel/trace/trace_scan.h"
#include "synthetic.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

#include <atomic>
#include <condition_variable>
#include <mutex>

using namespace ts;

namespace {

// A pass that sums the events' kinds and counts them, checking they come in order.
struct Counting {
    std::mutex mutex;
    std::condition_variable done;
    Seq next = 0;
    std::uint64_t kindSum = 0;
    bool inOrder = true;
    bool finished = false;
    std::string error;
    int exitCode = 0;
    int finishedCalls = 0;

    TraceScan::Pass pass()
    {
        TraceScan::Pass p;
        p.step = [this](const Trace& t, Seq from, Seq to) {
            inOrder = inOrder && from == next;
            for (Seq s = from; s < to; ++s)
                kindSum += t.at(s).kind;
            next = to;
        };
        p.finished = [this](const std::string& e, int code) {
            std::lock_guard lock(mutex);
            error = e;
            exitCode = code;
            finished = true;
            ++finishedCalls;
            done.notify_all();
        };
        return p;
    }
    bool wait()
    {
        std::unique_lock lock(mutex);
        return done.wait_for(lock, std::chrono::seconds(60), [this] { return finished; });
    }
};

}  // namespace

class TstTraceScan : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string file_;
    std::uint64_t kindSum_ = 0;
    static constexpr std::size_t kEvents = 5 * TraceScan::kStepEvents + 1234;

private slots:
    void initTestCase()
    {
        file_ = dir_.filePath("scan.tstrace").toStdString();
        TraceHeader header = synthetic::makeHeader(7);
        Trace trace;
        synthetic::fillGameTrace(trace, kEvents, 7, &header.decisions, &header.checkpointHashes);
        for (Seq s = 0; s < trace.size(); ++s)
            kindSum_ += trace.at(s).kind;
        saveTrace(file_, header, trace);
    }

    void passesTogetherAndLate()
    {
        TraceScan scan(file_, kEvents);
        Counting a, b, late;
        scan.add(TraceScan::newId(), a.pass());
        scan.add(TraceScan::newId(), b.pass());
        scan.add(TraceScan::newId(), late.pass());
        for (Counting* c : {&a, &b, &late}) {
            QVERIFY(c->wait());
            QVERIFY2(c->error.empty(), c->error.c_str());
            QVERIFY(c->inOrder);
            QCOMPARE(c->next, Seq(kEvents));
            QCOMPARE(c->kindSum, kindSum_);
            QCOMPARE(c->finishedCalls, 1);
        }
        // Added after the others finished: it reads the whole file alone.
        Counting after;
        scan.add(TraceScan::newId(), after.pass());
        QVERIFY(after.wait());
        QCOMPARE(after.kindSum, kindSum_);
    }

    void aPrefixOnly()
    {
        const Seq prefix = TraceScan::kStepEvents + 17;  // a fork cut the window's session there
        TraceScan scan(file_, prefix);
        Counting c;
        scan.add(TraceScan::newId(), c.pass());
        QVERIFY(c.wait());
        QCOMPARE(c.next, prefix);
    }

    // A pass split over scans of the file's parts (SplitScanPass): each part's pass starts at
    // its first event, whether that is a step's edge or not, and together they see each event
    // once; a part past the file's end ends at once.
    void partsCoverTheFileOnce_data()
    {
        QTest::addColumn<std::vector<Seq>>("edges");
        QTest::newRow("halves at a step") << std::vector<Seq>{0, 3 * TraceScan::kStepEvents, kEvents};
        QTest::newRow("mid-block thirds") << std::vector<Seq>{0, 1000, 2 * TraceScan::kStepEvents + 4097, kEvents};
        QTest::newRow("past the end") << std::vector<Seq>{0, kEvents, kEvents + 10, kEvents + 20};
    }
    void partsCoverTheFileOnce()
    {
        QFETCH(std::vector<Seq>, edges);
        std::uint64_t kindSum = 0;
        Seq covered = 0;
        for (std::size_t i = 0; i + 1 < edges.size(); ++i) {
            TraceScan scan(file_, edges[i + 1], edges[i]);
            Counting c;
            c.next = edges[i];
            scan.add(TraceScan::newId(), c.pass());
            QVERIFY(c.wait());
            QVERIFY2(c.error.empty(), c.error.c_str());
            QVERIFY(c.inOrder);
            QCOMPARE(c.next, std::max(edges[i], std::min<Seq>(edges[i + 1], kEvents)));
            kindSum += c.kindSum;
            covered += c.next - edges[i];
        }
        QCOMPARE(covered, Seq(kEvents));
        QCOMPARE(kindSum, kindSum_);
    }

    void cancelStopsThePass()
    {
        TraceScan scan(file_, kEvents);
        std::atomic<int> steps{0}, finished{0};
        std::atomic<bool> release{false};
        TraceScan::Pass p;
        p.step = [&](const Trace&, Seq, Seq) {
            ++steps;
            while (!release)
                std::this_thread::yield();
        };
        p.finished = [&](const std::string&, int) { ++finished; };
        const TraceScan::PassId id = TraceScan::newId();
        scan.add(id, std::move(p));
        QTRY_VERIFY(steps == 1);
        std::thread releaser([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            release = true;
        });
        scan.cancel(id);  // waits for the running step
        releaser.join();
        QCOMPARE(steps.load(), 1);
        Counting other;  // the scan goes on serving others
        scan.add(TraceScan::newId(), other.pass());
        QVERIFY(other.wait());
        QCOMPARE(steps.load(), 1);
        QCOMPARE(finished.load(), 0);
        scan.cancel(12345678);  // unknown: ignored
    }

    void damagedBlockEndsThePass()
    {
        const std::string damaged = dir_.filePath("damaged.tstrace").toStdString();
        QVERIFY(QFile::copy(QString::fromStdString(file_), QString::fromStdString(damaged)));
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(damaged.c_str(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "UPDATE event_blocks SET data=randomblob(length(data)) WHERE block=20", nullptr,
                              nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(db);
        TraceScan scan(damaged, kEvents);
        Counting c;
        scan.add(TraceScan::newId(), c.pass());
        QVERIFY(c.wait());
        QVERIFY2(c.error.find("event block 20") != std::string::npos, c.error.c_str());
        QCOMPARE(c.exitCode, exitCodeFor(TraceError(TraceError::Code::CorruptBlock, damaged, "x")));
        QVERIFY(c.next <= Seq(20) * Trace::kBlockEvents);  // nothing of the block or after
    }

    void missingFileEndsEveryPass()
    {
        TraceScan scan(dir_.filePath("none.tstrace").toStdString(), kEvents);
        Counting a, b;
        scan.add(TraceScan::newId(), a.pass());
        scan.add(TraceScan::newId(), b.pass());
        QVERIFY(a.wait());
        QVERIFY(b.wait());
        QVERIFY2(a.error.find("none.tstrace") != std::string::npos, a.error.c_str());
        QVERIFY(a.exitCode != 0);
        QCOMPARE(a.next, Seq(0));
        QVERIFY(!b.error.empty());
    }

    void destroyedWhileRunning()
    {
        Counting c;
        {
            TraceScan scan(file_, kEvents);
            scan.add(TraceScan::newId(), c.pass());
        }  // joins: no callback after this
        const int calls = c.finishedCalls;
        QTest::qWait(50);
        QCOMPARE(c.finishedCalls, calls);
    }
};

TURNSCOPE_TEST_MAIN(TstTraceScan)
#include "tst_trace_scan.moc"
