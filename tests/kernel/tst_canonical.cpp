// The canonical serialization behind every state hash (core/kernel/canonical.h): its bytes
// and hashes must never change, or every saved trace's checkpoint hashes stop verifying.
// The expected hashes were computed by the writer as it was before its buffer changed
// (a std::vector with an insert per integer).
#include "kernel/io/canonical.h"

#include <QTest>

#include <cstdint>
#include <string>
#include <utility>

using namespace ts;

class TstCanonical : public QObject {
    Q_OBJECT
private slots:
    void pinnedHashes_data()
    {
        QTest::addColumn<int>("input");
        QTest::addColumn<quint64>("hash");
        QTest::addColumn<qsizetype>("size");
        QTest::addRow("every kind of value") << 0 << quint64(0x0b57a5392eff19c8ULL) << qsizetype(41);
        QTest::addRow("far past its reservation") << 1 << quint64(0xacd9eaa1f6d74193ULL) << qsizetype(434541);
        QTest::addRow("nothing written") << 2 << quint64(0x2d06800538d394c2ULL) << qsizetype(0);
    }
    void pinnedHashes()
    {
        QFETCH(int, input);
        QFETCH(quint64, hash);
        QFETCH(qsizetype, size);
        CanonicalWriter w;
        if (input == 0) {
            w.str("state/1");
            w.u8(7);
            w.u32(0xDEADBEEF);
            w.i32(-5);
            w.u64(0x0123456789ABCDEFULL);
            w.i64(-1);
            w.str("");
            w.u8(0);
        } else if (input == 1) {
            w.reserve(3);
            for (int i = 0; i < 100000; ++i) {
                w.i32(i * 7919 - 50000);
                if (i % 3 == 0)
                    w.u8(static_cast<std::uint8_t>(i));
                if (i % 1000 == 0)
                    w.str(std::string(static_cast<std::size_t>(i % 17), 'x'));
            }
        }
        QCOMPARE(quint64(w.hash()), hash);
        QCOMPARE(qsizetype(w.bytes().size()), size);
    }

    // Little-endian integers, length-prefixed strings, in call order.
    void bytesInOrder()
    {
        CanonicalWriter w;
        w.u8(0xAB);
        w.u32(0x04030201);
        w.str("hi");
        w.i64(-2);
        const std::uint8_t expected[] = {0xAB, 1,    2,    3,    4,    2,    0,    0,    0,   'h',
                                         'i',  0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
        QCOMPARE(w.bytes().size(), sizeof expected);
        for (std::size_t i = 0; i < sizeof expected; ++i)
            QCOMPARE(std::uint8_t(w.bytes()[i]), expected[i]);
        QCOMPARE(w.hash(), hashBytes(expected, sizeof expected));
    }

    // A writer takes the buffer the thread's last writer left (the state hashed every turn
    // allocated none): what it holds is only what it wrote, and two writers alive at once,
    // or one moved, never share a buffer.
    void reusedBuffer()
    {
        {
            CanonicalWriter big;
            for (int i = 0; i < 100000; ++i)
                big.u32(0xFFFFFFFFu - static_cast<std::uint32_t>(i));
        }
        CanonicalWriter a;
        a.u8(0xAB);
        a.u32(0x04030201);
        CanonicalWriter b;  // while `a` holds the spare buffer
        b.str("hi");
        CanonicalWriter moved = std::move(a);
        moved.str("hi");
        moved.i64(-2);
        b.u8(9);
        const std::uint8_t expectedA[] = {0xAB, 1,    2,    3,    4,    2,    0,    0,    0,   'h',
                                          'i',  0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
        const std::uint8_t expectedB[] = {2, 0, 0, 0, 'h', 'i', 9};
        QCOMPARE(moved.bytes().size(), sizeof expectedA);
        for (std::size_t i = 0; i < sizeof expectedA; ++i)
            QCOMPARE(std::uint8_t(moved.bytes()[i]), expectedA[i]);
        QCOMPARE(moved.hash(), hashBytes(expectedA, sizeof expectedA));
        QCOMPARE(b.bytes().size(), sizeof expectedB);
        for (std::size_t i = 0; i < sizeof expectedB; ++i)
            QCOMPARE(std::uint8_t(b.bytes()[i]), expectedB[i]);
        QCOMPARE(b.hash(), hashBytes(expectedB, sizeof expectedB));
    }
};

QTEST_GUILESS_MAIN(TstCanonical)
#include "tst_canonical.moc"
