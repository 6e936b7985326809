// 001:4.1: exact decimals, every formula rounded up once, quantities clamped to [0, 1e9].
#include "nation_test_support.h"
#include "test_main.h"

#include "rulesets/nation/rational.h"

using ts::nation::clampQuantity;
using ts::nation::Rational;
using ts::nation::toQuantity;

class TestNationArith : public QObject {
    Q_OBJECT
private slots:
    void parseDecimal_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("exact");
        QTest::addRow("integer") << "12" << true << "12";
        QTest::addRow("1.1 is 11/10") << "1.1" << true << "11/10";
        QTest::addRow("0.25") << "0.25" << true << "1/4";
        QTest::addRow("negative") << "-0.5" << true << "-1/2";
        QTest::addRow("nine decimals") << "0.000000001" << true << "1/1000000000";
        QTest::addRow("ten decimals") << "0.0000000001" << false << "";
        QTest::addRow("exponent") << "1e3" << false << "";
        QTest::addRow("trailing dot") << "1." << false << "";
        QTest::addRow("leading dot") << ".5" << false << "";
        QTest::addRow("space") << " 1" << false << "";
        QTest::addRow("empty") << "" << false << "";
        QTest::addRow("11 digits") << "12345678901" << false << "";
    }
    void parseDecimal()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, exact);
        const auto r = Rational::parseDecimal(text.toStdString());
        QCOMPARE(r.has_value(), ok);
        if (ok)
            QCOMPARE(QString::fromStdString(r->text()), exact);
    }

    // 001:4.1.1 and SPEC §4: the product is exact, rounded up once.
    void roundUpOnce_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("rate");
        QTest::addColumn<int>("expected");
        QTest::addRow("10 x 1.1 = 11, never 12") << 10 << "1.1" << 11;
        QTest::addRow("10 x 1.15 = 11.5 -> 12") << 10 << "1.15" << 12;
        QTest::addRow("3 x 0.1 = 0.3 -> 1") << 3 << "0.1" << 1;
        QTest::addRow("7 x 0.3 = 2.1 -> 3") << 7 << "0.3" << 3;
        QTest::addRow("100 x 0.07 = 7 exactly") << 100 << "0.07" << 7;
        QTest::addRow("0 x 5 = 0") << 0 << "5" << 0;
        QTest::addRow("1e9 x 0.000000001 = 1") << 1000000000 << "0.000000001" << 1;
        QTest::addRow("clamped at 1e9") << 1000000000 << "1.5" << 1000000000;
        QTest::addRow("negative rate clamps at 0") << 10 << "-2.5" << 0;
    }
    void roundUpOnce()
    {
        QFETCH(int, value);
        QFETCH(QString, rate);
        QFETCH(int, expected);
        QCOMPARE(toQuantity(Rational(value) * *Rational::parseDecimal(rate.toStdString())), expected);
    }

    // 3.3.5.3.5: attack x steal rate x (maxHP - HP) / maxHP, the HP-loss rate not rounded
    // on its own; one rounding at the end.
    void stealWithFractionalLoss_data()
    {
        QTest::addColumn<int>("attack");
        QTest::addColumn<QString>("rate");
        QTest::addColumn<int>("maxHp");
        QTest::addColumn<int>("hp");
        QTest::addColumn<int>("expected");
        QTest::addRow("7 x 0.3 x 5/9 = 1.17 -> 2") << 7 << "0.3" << 9 << 4 << 2;
        QTest::addRow("10 x 0.5 x 11/20 = 2.75 -> 3") << 10 << "0.5" << 20 << 9 << 3;
        QTest::addRow("10 x 0.5 x 1/3 = 1.67 -> 2 (not 10 x 0.5 x 0.34)") << 10 << "0.5" << 3 << 2 << 2;
        QTest::addRow("9 x 1 x 2/3 = 6 exactly") << 9 << "1" << 3 << 1 << 6;
        QTest::addRow("no loss, no steal") << 50 << "2" << 10 << 10 << 0;
        QTest::addRow("dead target: full") << 6 << "0.25" << 10 << 0 << 2;
    }
    void stealWithFractionalLoss()
    {
        QFETCH(int, attack);
        QFETCH(QString, rate);
        QFETCH(int, maxHp);
        QFETCH(int, hp);
        QFETCH(int, expected);
        const Rational loss = Rational::of(maxHp - hp, maxHp);
        QCOMPARE(toQuantity(Rational(attack) * *Rational::parseDecimal(rate.toStdString()) * loss), expected);
    }

    // 001:4.1.2
    void clamps_data()
    {
        QTest::addColumn<qint64>("value");
        QTest::addColumn<int>("expected");
        QTest::addRow("below 0") << qint64(-5) << 0;
        QTest::addRow("0") << qint64(0) << 0;
        QTest::addRow("1e9") << qint64(1000000000) << 1000000000;
        QTest::addRow("1e9 + 1") << qint64(1000000001) << 1000000000;
        QTest::addRow("huge") << qint64(1) << 1;
    }
    void clamps()
    {
        QFETCH(qint64, value);
        QFETCH(int, expected);
        QCOMPARE(clampQuantity(value), expected);
    }

    void comparisonsAreExact()
    {
        const Rational a = *Rational::parseDecimal("0.1"), b = *Rational::parseDecimal("0.2"),
                       c = *Rational::parseDecimal("0.3");
        QVERIFY(a + b == c);  // what a double gets wrong
        QVERIFY(Rational(1) * *Rational::parseDecimal("1.1") > Rational(1));
        QCOMPARE(QString::fromStdString((*Rational::parseDecimal("1.10")).decimalText()), QStringLiteral("1.1"));
        QCOMPARE(QString::fromStdString(Rational::of(1, 3).decimalText()), QStringLiteral("1/3"));
        // Very large products saturate instead of overflowing, and still clamp to 1e9.
        Rational big(1000000000);
        for (int i = 0; i < 10; ++i)
            big = big * Rational(1000000000);
        QCOMPARE(toQuantity(big), 1000000000);
        QVERIFY(big > Rational(0));
    }
};

TURNSCOPE_TEST_MAIN(TestNationArith)
#include "tst_nation_arith.moc"
