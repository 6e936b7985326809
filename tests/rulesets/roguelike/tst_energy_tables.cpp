// Seed 003's energy per visit (003:energy/gain): the erf table (the seed's calc_energy,
// tabulated once) and Angband's extract_energy table, value by value; the erf table against
// the function it stands for.
#include "test_main.h"

#include "rulesets/roguelike/energy_table.h"

#include <QtTest>

#include <cmath>

using namespace ts::roguelike;

class TestEnergyTables : public QObject {
    Q_OBJECT
private slots:
    // floor(erf(speed / 1000) * 1000), worked out with 50 digits (gen_erf_table.py).
    void erfGain_data()
    {
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("gain");
        QTest::addRow("speed 0") << 0 << 0;
        QTest::addRow("speed 1") << 1 << 1;
        QTest::addRow("speed 50 (the seed's default)") << 50 << 56;
        QTest::addRow("speed 60") << 60 << 67;
        QTest::addRow("speed 100") << 100 << 112;
        QTest::addRow("speed 110") << 110 << 123;
        QTest::addRow("speed 120") << 120 << 134;
        QTest::addRow("speed 150") << 150 << 167;
        QTest::addRow("speed 200") << 200 << 222;
        QTest::addRow("speed 500") << 500 << 520;
        QTest::addRow("speed 1000: erf(1)") << 1000 << 842;
        QTest::addRow("speed 2000") << 2000 << 995;
        QTest::addRow("speed 2326") << 2326 << 998;
        QTest::addRow("speed 2327: the last step") << 2327 << 999;
        QTest::addRow("speed 5000: the top of the range") << 5000 << 999;
    }
    void erfGain()
    {
        QFETCH(int, speed);
        QFETCH(int, gain);
        QCOMPARE(energyGain(EnergyTable::Erf, speed), gain);
    }

    // The table is the seed's formula at every speed of its range. (Only this test calls a
    // floating-point erf; over 0..5000 no value of 1000 * erf lies within 1e-9 of an integer,
    // so a correctly rounded double erf cannot land on the other side of a step.)
    void erfTableIsTheFormula()
    {
        const SpeedRange r = speedRange(EnergyTable::Erf);
        QCOMPARE(r.min, 0);
        QCOMPARE(r.max, 5000);
        QCOMPARE(r.normal, 50);
        int previous = -1;
        for (int speed = r.min; speed <= r.max; ++speed) {
            const int gain = energyGain(EnergyTable::Erf, speed);
            const int formula = static_cast<int>(std::floor(std::erf(speed / 1000.0) * 1000.0));
            QVERIFY2(gain == formula,
                     qPrintable(QStringLiteral("speed %1: table %2, erf %3").arg(speed).arg(gain).arg(formula)));
            QVERIFY(gain >= previous);
            previous = gain;
        }
        QCOMPARE(maxEnergyGain(EnergyTable::Erf), 999);
    }

    // Angband's extract_energy[200] (angband/angband, src/game-world.c).
    void angbandGain_data()
    {
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("gain");
        QTest::addRow("0: slowest") << 0 << 1;
        QTest::addRow("69: -41") << 69 << 1;
        QTest::addRow("70: -40") << 70 << 2;
        QTest::addRow("87: -23") << 87 << 3;
        QTest::addRow("95: -15") << 95 << 4;
        QTest::addRow("100: -10 gains 5") << 100 << 5;
        QTest::addRow("104: -6") << 104 << 6;
        QTest::addRow("109: -1") << 109 << 9;
        QTest::addRow("110: normal gains 10") << 110 << 10;
        QTest::addRow("119: +9") << 119 << 19;
        QTest::addRow("120: +10 gains 20") << 120 << 20;
        QTest::addRow("130: +20") << 130 << 30;
        QTest::addRow("137: +27") << 137 << 36;
        QTest::addRow("140: +30") << 140 << 38;
        QTest::addRow("150: +40") << 150 << 42;
        QTest::addRow("160: +50") << 160 << 45;
        QTest::addRow("170: +60") << 170 << 47;
        QTest::addRow("180: +70") << 180 << 49;
        QTest::addRow("199: fastest") << 199 << 49;
    }
    void angbandGain()
    {
        QFETCH(int, speed);
        QFETCH(int, gain);
        QCOMPARE(energyGain(EnergyTable::Angband, speed), gain);
    }

    void angbandTableShape()
    {
        const SpeedRange r = speedRange(EnergyTable::Angband);
        QCOMPARE(r.min, 0);
        QCOMPARE(r.max, 199);
        QCOMPARE(r.normal, 110);
        int previous = 0;
        for (int speed = r.min; speed <= r.max; ++speed) {
            const int gain = energyGain(EnergyTable::Angband, speed);
            QVERIFY(gain >= 1 && gain >= previous);
            previous = gain;
        }
        // Normal to +19 is linear: speed - 100 (the old formula S - 100 for S >= 110).
        for (int speed = 110; speed < 130; ++speed)
            QCOMPARE(energyGain(EnergyTable::Angband, speed), speed - 100);
        QCOMPARE(maxEnergyGain(EnergyTable::Angband), 49);
    }

    // Outside its range a speed counts as the nearest end (scenarios never get there: the
    // parser refuses such speeds, a speed change stops at the ends).
    void outOfRangeClamps()
    {
        QCOMPARE(energyGain(EnergyTable::Erf, -5), 0);
        QCOMPARE(energyGain(EnergyTable::Erf, 99999), 999);
        QCOMPARE(energyGain(EnergyTable::Angband, -1), 1);
        QCOMPARE(energyGain(EnergyTable::Angband, 200), 49);
    }

    void names()
    {
        QCOMPARE(QString::fromLatin1(energyTableName(EnergyTable::Erf)), QStringLiteral("erf"));
        QCOMPARE(QString::fromLatin1(energyTableName(EnergyTable::Angband)), QStringLiteral("angband"));
        QVERIFY(energyTableFromName("erf") == EnergyTable::Erf);
        QVERIFY(energyTableFromName("angband") == EnergyTable::Angband);
        QVERIFY(!energyTableFromName("Erf"));
        QVERIFY(!energyTableFromName(""));
        QCOMPARE(kActionCost, 100);
    }
};

TURNSCOPE_TEST_MAIN(TestEnergyTables)
#include "tst_energy_tables.moc"
