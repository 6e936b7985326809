// The packed form of a trace's full blocks (core/kernel/trace_compact.h): the codec gives
// back every event exactly, and a trace whose blocks are packed on the packer thread,
// while it is written, read, truncated, moved or destroyed, holds exactly what was appended.
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_compact.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace ts;

namespace {

constexpr std::size_t K = Trace::kBlockEvents;

// splitmix64: a cheap stream of numbers for event i (a std::mt19937_64 per event made the
// test take a minute).
struct Mix {
    std::uint64_t x;
    std::uint64_t operator()()
    {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
};

// A game-like event: few kinds, entities and clauses, small and large arguments.
Event gameEvent(std::uint64_t i, std::uint32_t salt)
{
    Mix r{i * 1000003u + salt};
    Event e;
    e.kind = static_cast<KindId>(1 + r() % 40);
    e.clause = static_cast<ClauseId>(e.kind * 3 + r() % 3);
    e.depth = static_cast<std::uint8_t>(r() % 6);
    e.flags = static_cast<std::uint8_t>(r() % 8 == 0);
    e.subject[0] = static_cast<EntityId>(r() % 1001);
    e.subject[1] = r() % 4 ? kNoEntity : static_cast<EntityId>(r() % 1001);
    e.arg[0] = static_cast<std::int32_t>(r() % 100);
    e.arg[1] = static_cast<std::int32_t>(i / 7);
    e.arg[2] = static_cast<std::int32_t>(1'000'000'000 - static_cast<std::int64_t>(i % 5000));
    e.arg[3] = -static_cast<std::int32_t>(r() % 3);
    return e;
}

std::vector<Event> events(const char* shape, std::size_t n)
{
    std::vector<Event> v(n);
    std::mt19937_64 r(n);
    const std::string s = shape;
    for (std::size_t i = 0; i < n; ++i) {
        Event& e = v[i];
        if (s == "game") {
            e = gameEvent(i, 1);
        } else if (s == "random bytes") {
            auto* bytes = reinterpret_cast<unsigned char*>(&e);
            for (std::size_t b = 0; b < sizeof e; ++b)
                bytes[b] = static_cast<unsigned char>(r());
        } else if (s == "extremes") {
            const bool hi = i % 2;
            e.kind = hi ? 0xFFFF : 0;
            e.clause = hi ? 0xFFFF : 0;
            e.depth = hi ? 0xFF : 0;
            e.flags = hi ? 0xFF : 0;
            e.reserved = hi ? 0xFFFF : 0;
            e.subject[0] = e.subject[1] = hi ? std::numeric_limits<EntityId>::max() : 0;
            for (auto& a : e.arg)
                a = hi ? std::numeric_limits<std::int32_t>::max() : std::numeric_limits<std::int32_t>::min();
        } else if (s == "all alike") {
            e = gameEvent(0, 2);
        } else if (s == "kinds sharing a low byte") {
            e = gameEvent(i, 3);
            e.kind = static_cast<KindId>((i % 4) << 8 | 7);
        }
    }
    return v;
}

Event sequenceEvent(std::uint64_t i) { return gameEvent(i, 7); }

bool holds(const Trace& trace, std::size_t from, std::size_t to, std::uint64_t offset, QString* where)
{
    for (std::size_t s = from; s < to; ++s)
        if (trace.at(s) != sequenceEvent(s + offset)) {
            *where = QString("event %1").arg(s);
            return false;
        }
    for (std::size_t b = from / K; b < trace.blockCount() && b * K < to; ++b) {
        const auto block = trace.block(b);
        for (std::size_t j = 0; j < block.size(); ++j) {
            const std::size_t s = b * K + j;
            if (s >= from && s < to && block[j] != sequenceEvent(s + offset)) {
                *where = QString("block %1, event %2").arg(b).arg(s);
                return false;
            }
        }
    }
    return true;
}

}  // namespace

class TstTraceCompact : public QObject {
    Q_OBJECT
private slots:
    void codecGivesBackEveryEvent_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<int>("count");
        for (const char* shape : {"game", "random bytes", "extremes", "all alike", "kinds sharing a low byte"})
            for (int n : {0, 1, 7, int(K)})
                QTest::addRow("%s, %d", shape, n) << QString(shape) << n;
    }
    void codecGivesBackEveryEvent()
    {
        QFETCH(QString, shape);
        QFETCH(int, count);
        const auto n = static_cast<std::size_t>(count);
        const std::vector<Event> in = events(shape.toUtf8().constData(), n);
        std::vector<std::uint8_t> bytes(trace_compact::maxBytes(n) + 1, 0xAB);
        const std::size_t size = trace_compact::encode(in.data(), n, bytes.data());
        QVERIFY(size <= trace_compact::maxBytes(n));
        QCOMPARE(bytes[trace_compact::maxBytes(n)], std::uint8_t(0xAB));
        std::vector<Event> out(n);
        trace_compact::decode(bytes.data(), size, n, out.data());
        QVERIFY(out == in);
        if (shape == "all alike" && n == K)
            QVERIFY2(size <= 3 * n + 40, qPrintable(QString::number(size)));
        if (shape == "game" && n == K)  // the reason for packing at all
            QVERIFY2(size < 16 * n, qPrintable(QString::number(size)));
    }

    void damagedBytesAreRefused_data()
    {
        QTest::addColumn<int>("cut");  // bytes taken off the end
        QTest::addColumn<int>("extra");  // bytes added at the end
        QTest::newRow("one byte short") << 1 << 0;
        QTest::newRow("half") << -1 << 0;
        QTest::newRow("a byte after the end") << 0 << 1;
    }
    void damagedBytesAreRefused()
    {
        QFETCH(int, cut);
        QFETCH(int, extra);
        const std::vector<Event> in = events("game", 100);
        std::vector<std::uint8_t> bytes(trace_compact::maxBytes(in.size()));
        std::size_t size = trace_compact::encode(in.data(), in.size(), bytes.data());
        size = cut < 0 ? size / 2 : size - static_cast<std::size_t>(cut) + static_cast<std::size_t>(extra);
        std::vector<Event> out(in.size());
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, trace_compact::decode(bytes.data(), size, in.size(), out.data()));
    }

    void wordCutOffIsRefused()
    {
        // key, control "word 0 takes 4 bytes", then only two of them
        const std::uint8_t bytes[] = {1, 3, 0, 0x10, 0x20};
        Event out;
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, trace_compact::decode(bytes, sizeof bytes, 1, &out));
    }

    // Each word's difference takes 0, 1, 2 or 4 bytes by its zigzag code's size; the
    // boundaries of each size, for each word (the encoder handles words in two groups of four).
    void wordSizesAtTheirBoundaries_data()
    {
        QTest::addColumn<int>("word");
        QTest::addColumn<qint64>("value");  // the word, after an event of zeros with the same key
        QTest::addColumn<int>("bytes");
        const struct {
            const char* name;
            qint64 value;
            int bytes;
        } cases[] = {{"0", 0, 0},
                     {"1", 1, 1},
                     {"-1", -1, 1},
                     {"127", 127, 1},
                     {"-128", -128, 1},
                     {"128", 128, 2},
                     {"-129", -129, 2},
                     {"32767", 32767, 2},
                     {"-32768", -32768, 2},
                     {"32768", 32768, 4},
                     {"-32769", -32769, 4},
                     {"max", 0x7FFFFFFF, 4},
                     {"min", -0x7FFFFFFFll - 1, 4}};
        for (int word : {1, 3, 4, 7})  // word 0 holds the kind, whose low byte is the key
            for (const auto& c : cases)
                QTest::addRow("word %d = %s", word, c.name) << word << c.value << c.bytes;
    }
    void wordSizesAtTheirBoundaries()
    {
        QFETCH(int, word);
        QFETCH(qint64, value);
        QFETCH(int, bytes);
        std::vector<Event> in(2);
        const auto v = static_cast<std::uint32_t>(static_cast<std::int32_t>(value));
        std::memcpy(reinterpret_cast<unsigned char*>(&in[1]) + 4 * word, &v, 4);
        for (auto encode : {&trace_compact::encode, &trace_compact::encodePortable}) {
            std::vector<std::uint8_t> out(trace_compact::maxBytes(2));
            const std::size_t size = encode(in.data(), 2, out.data());
            QCOMPARE(size, std::size_t(3 + 3 + bytes));  // the first event: all words equal to zero
            std::vector<Event> back(2);
            trace_compact::decode(out.data(), size, 2, back.data());
            QVERIFY(back == in);
        }
        // Repeated: the decoder takes eight words at once while 35 bytes are left, then
        // word by word.
        std::vector<Event> many;
        for (int r = 0; r < 20; ++r)
            many.insert(many.end(), in.begin(), in.end());
        std::vector<std::uint8_t> out(trace_compact::maxBytes(many.size()));
        const std::size_t size = trace_compact::encode(many.data(), many.size(), out.data());
        std::vector<Event> back(many.size());
        trace_compact::decode(out.data(), size, many.size(), back.data());
        QVERIFY(back == many);
    }

    // The SSSE3 encoder and the word-by-word one write the same bytes.
    void bothEncodersAgree_data()
    {
        QTest::addColumn<QString>("shape");
        for (const char* shape : {"game", "random bytes", "extremes", "all alike", "kinds sharing a low byte"})
            QTest::newRow(shape) << QString(shape);
    }
    void bothEncodersAgree()
    {
        QFETCH(QString, shape);
        const std::vector<Event> in = events(shape.toUtf8().constData(), K);
        std::vector<std::uint8_t> a(trace_compact::maxBytes(K)), b(trace_compact::maxBytes(K));
        const std::size_t sa = trace_compact::encode(in.data(), K, a.data());
        const std::size_t sb = trace_compact::encodePortable(in.data(), K, b.data());
        QCOMPARE(sa, sb);
        QVERIFY(std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(sa), b.begin()));
    }

    void packedTraceHoldsWhatWasAppended_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("waitFirst");
        QTest::newRow("one block") << int(K) << true;
        QTest::newRow("one block and one event") << int(K + 1) << true;
        QTest::newRow("100 blocks and a bit, read at once") << int(100 * K + 33) << false;
        QTest::newRow("100 blocks and a bit, read packed") << int(100 * K + 33) << true;
    }
    void packedTraceHoldsWhatWasAppended()
    {
        QFETCH(int, count);
        QFETCH(bool, waitFirst);
        const auto n = static_cast<std::size_t>(count);
        Trace trace;
        for (std::size_t i = 0; i < n; ++i)
            trace.append(sequenceEvent(i));
        if (waitFirst) {
            trace.finishPacking();
            // Packed, the trace holds much less than the 32 bytes an event it held raw
            // (the packed chunks are 2 MiB each, and the block being written is raw).
            if (n >= 100 * K) {
                const double perEvent = double(trace.residentBytes()) / double(n);
                QVERIFY2(perEvent < 16, qPrintable(QString::number(perEvent)));
            }
        }
        QString where;
        QVERIFY2(holds(trace, 0, n, 0, &where), qPrintable(where));
        trace.finishPacking();
        QVERIFY2(holds(trace, 0, n, 0, &where), qPrintable(where));
    }

    // More blocks than the trace keeps unpacked, read in an order that pages them in and out.
    void scatteredReadsAcrossManyBlocks()
    {
        Trace trace;
        const std::size_t n = 150 * K;
        for (std::size_t i = 0; i < n; ++i)
            trace.append(sequenceEvent(i));
        trace.finishPacking();
        std::mt19937_64 r(42);
        for (int i = 0; i < 20000; ++i) {
            const std::size_t s = r() % n;
            QCOMPARE(trace.at(s), sequenceEvent(s));
        }
    }

    void truncateAndWriteAgain_data()
    {
        QTest::addColumn<int>("cut");
        QTest::addColumn<bool>("waitFirst");
        for (bool wait : {false, true}) {
            const char* w = wait ? "packed" : "packing";
            QTest::addRow("%s, inside a block", w) << int(5 * K + 3) << wait;
            QTest::addRow("%s, at a block's end", w) << int(7 * K) << wait;
            QTest::addRow("%s, to nothing", w) << 0 << wait;
            QTest::addRow("%s, inside the first block", w) << 1 << wait;
        }
    }
    void truncateAndWriteAgain()
    {
        QFETCH(int, cut);
        QFETCH(bool, waitFirst);
        const auto c = static_cast<std::size_t>(cut);
        Trace trace;
        const std::size_t n = 40 * K + 5;
        for (std::size_t i = 0; i < n; ++i)
            trace.append(sequenceEvent(i));
        if (waitFirst)
            trace.finishPacking();
        trace.truncate(c);
        QCOMPARE(trace.size(), c);
        QString where;
        QVERIFY2(holds(trace, 0, c, 0, &where), qPrintable(where));
        // The second run writes other events after the cut: event s is sequenceEvent(s + 1e6).
        for (std::size_t i = c; i < n; ++i)
            trace.append(sequenceEvent(i + 1000000));
        QVERIFY2(holds(trace, 0, c, 0, &where), qPrintable(where));
        QVERIFY2(holds(trace, c, n, 1000000, &where), qPrintable(where));
        trace.finishPacking();
        QVERIFY2(holds(trace, 0, c, 0, &where), qPrintable(where));
        QVERIFY2(holds(trace, c, n, 1000000, &where), qPrintable(where));
    }

    void moveWhilePacking()
    {
        const std::size_t n = 30 * K + 1;
        Trace a;
        for (std::size_t i = 0; i < n; ++i)
            a.append(sequenceEvent(i));
        Trace b(std::move(a));
        Trace c;
        for (std::size_t i = 0; i < 3 * K; ++i)
            c.append(sequenceEvent(i + 5));
        c = std::move(b);  // drops c's own blocks while they may be packing
        for (std::size_t i = n; i < n + 2 * K; ++i)
            c.append(sequenceEvent(i));
        QString where;
        QVERIFY2(holds(c, 0, n + 2 * K, 0, &where), qPrintable(where));
    }

    // What is left of a trace moved from, or moved onto itself, is an empty trace that can be
    // cleared, written and read again.
    void movedFromTraceIsEmptyAndUsable()
    {
        Trace a;
        for (std::size_t i = 0; i < 5 * K + 7; ++i)
            a.append(sequenceEvent(i));
        Trace b(std::move(a));
        QCOMPARE(a.size(), std::size_t(0));
        QCOMPARE(a.blockCount(), std::size_t(0));
        QCOMPARE(a.entityName(kNoEntity), std::string());
        a.clear();
        a.truncate(0);
        for (std::size_t i = 0; i < 3 * K + 2; ++i)
            a.append(sequenceEvent(i + 11));
        a.truncate(2 * K + 1);
        for (std::size_t i = 2 * K + 1; i < 4 * K; ++i)
            a.append(sequenceEvent(i + 11));
        QString where;
        QVERIFY2(holds(a, 0, 4 * K, 11, &where), qPrintable(where));
        Trace c;
        c = std::move(b);
        QCOMPARE(b.size(), std::size_t(0));
        for (std::size_t i = 0; i < K + 3; ++i)
            b.append(sequenceEvent(i + 7));
        QVERIFY2(holds(b, 0, K + 3, 7, &where), qPrintable(where));
        Trace& self = c;
        c = std::move(self);
        QCOMPARE(c.size(), 5 * K + 7);
        QVERIFY2(holds(c, 0, 5 * K + 7, 0, &where), qPrintable(where));
    }

    // Under ASan: a trace destroyed while its blocks are queued or being packed.
    void destroyWhilePacking()
    {
        for (int round = 0; round < 20; ++round) {
            Trace t;
            for (std::size_t i = 0; i < (8 + std::size_t(round)) * K; ++i)
                t.append(sequenceEvent(i));
        }
        Trace last;
        for (std::size_t i = 0; i < 9 * K; ++i)
            last.append(sequenceEvent(i));
        last.finishPacking();
        QString where;
        QVERIFY2(holds(last, 0, 9 * K, 0, &where), qPrintable(where));
    }
};

QTEST_GUILESS_MAIN(TstTraceCompact)
#include "tst_trace_compact.moc"
