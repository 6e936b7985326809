// Stepping through a session (SPEC §2.4): into, over, out, and the same backwards, from every event, against where the rules say each move lands; the engine run ahead on demand.
#include "session_test_support.h"

using namespace ts;
using namespace ts::test;

class TestSessionStepping : public QObject {
    Q_OBJECT
private slots:
    // ---------------------------------------------------------------- stepping
    void steppingLandmarks()
    {
        auto s = test::runScenarioFile("case-a.json");
        QVERIFY(s->finished());
        const Seq n = s->size();
        QVERIFY(n > 10);
        const Trace& t = s->trace();

        // At the start: nothing backwards.
        QVERIFY(s->seek(0));
        QVERIFY(!s->stepBackInto());
        QVERIFY(!s->stepBackOver());
        QVERIFY(!s->stepBackOut());
        QCOMPARE(s->cursor(), Seq(0));

        // Step into moves by one.
        QVERIFY(s->stepInto());
        QCOMPARE(s->cursor(), Seq(1));
        QVERIFY(s->stepBackInto());
        QCOMPARE(s->cursor(), Seq(0));

        // Step over from a turn-begin (depth 0) lands on the next depth-0 event.
        const KindId turnBegin = kindId(t, "roguelike.turn-begin");
        QVERIFY(turnBegin != 0);
        Seq tb = n;
        for (Seq i = 0; i < n && tb == n; ++i)
            if (t.at(i).kind == turnBegin)
                tb = i;
        QVERIFY(tb < n);
        QCOMPARE(int(t.at(tb).depth), 0);
        QVERIFY(s->seek(tb));
        QVERIFY(s->stepOver());
        const Seq over = s->cursor();
        QVERIFY(over > tb + 1);
        QCOMPARE(int(t.at(over).depth), 0);
        for (Seq i = tb + 1; i < over; ++i)
            QVERIFY2(t.at(i).depth > 0, qPrintable(QStringLiteral("event %1 is at depth 0").arg(i)));
        // ... and step back over returns to it.
        QVERIFY(s->stepBackOver());
        QCOMPARE(s->cursor(), tb);

        // Step out from a depth-3 event lands on the next event of a smaller depth.
        Seq d3 = n;
        for (Seq i = 0; i < n && d3 == n; ++i)
            if (t.at(i).depth == 3)
                d3 = i;
        QVERIFY(d3 < n);
        QVERIFY(s->seek(d3));
        QVERIFY(s->stepOut());
        const Seq out = s->cursor();
        QVERIFY(out > d3);
        QVERIFY(t.at(out).depth < 3);
        for (Seq i = d3 + 1; i < out; ++i)
            QVERIFY(t.at(i).depth >= 3);
        // Step back out from that depth-3 event lands on the phase that contains it.
        QVERIFY(s->seek(d3));
        QVERIFY(s->stepBackOut());
        QVERIFY(s->cursor() < d3);
        QCOMPARE(QString::fromStdString(t.kindName(t.at(s->cursor()).kind)), QStringLiteral("roguelike.phase-begin"));
        QCOMPARE(int(t.at(s->cursor()).depth), 2);
        for (Seq i = s->cursor() + 1; i < d3; ++i)
            QVERIFY(t.at(i).depth >= 3);

        // At the end: nothing forwards, and the cursor stays.
        QVERIFY(s->seek(n - 1));
        QVERIFY(!s->stepInto());
        QVERIFY(!s->stepOver());
        QVERIFY(!s->stepOut());
        QCOMPARE(s->cursor(), n - 1);
        QVERIFY(!s->seek(n));
        QCOMPARE(s->cursor(), n - 1);
        QCOMPARE(s->size(), n);
    }

    void steppingFromEveryEvent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("move");
        const char* files[] = {"case-a.json", "case-b.json", "token-debt.json", "equip.json"};
        const char* moves[] = {"stepInto", "stepOver", "stepOut", "stepBackInto", "stepBackOver", "stepBackOut"};
        for (const char* f : files)
            for (int m = 0; m < 6; ++m)
                QTest::addRow("%s %s", f, moves[m]) << QString::fromLatin1(f) << m;
    }

    // Every move from every event lands where the depth rules say (or does not move).
    void steppingFromEveryEvent()
    {
        QFETCH(QString, file);
        QFETCH(int, move);
        auto s = test::runScenarioFile(file.toLatin1().constData());
        const std::vector<Event> ev = eventsOf(s->trace(), 0, s->size());
        const Move m = static_cast<Move>(move);
        int moved = 0;
        for (Seq c = 0; c < ev.size(); ++c) {
            QVERIFY(s->seek(c));
            const auto want = expectedMove(ev, c, m);
            const bool ok = doMove(*s, m);
            QVERIFY2(ok == want.has_value(), qPrintable(QStringLiteral("from event %1").arg(c)));
            QVERIFY2(
                s->cursor() == (want ? *want : c),
                qPrintable(
                    QStringLiteral("from event %1: at %2, expected %3").arg(c).arg(s->cursor()).arg(want ? *want : c)));
            moved += ok;
        }
        QVERIFY(moved > 0);
        QCOMPARE(s->size(), Seq(ev.size()));
    }

    // The engine runs ahead of the cursor on demand: stepping a session that was never run
    // records the same trace as run().
    void steppingRunsTheEngineAhead()
    {
        auto ran = test::runScenarioFile("case-b.json");
        auto lazy = newSession(test::scenarioPath("case-b.json"));
        QCOMPARE(lazy->size(), Seq(0));
        QVERIFY(lazy->seek(0));
        QVERIFY(lazy->size() >= 1);
        int steps = 0;
        while (lazy->stepInto())
            ++steps;
        QCOMPARE(Seq(steps), ran->size() - 1);
        QCOMPARE(lazy->cursor(), ran->size() - 1);
        QVERIFY(lazy->finished());
        QVERIFY2(!diverge(ran->trace(), lazy->trace()),
                 qPrintable(divergenceText(diverge(ran->trace(), lazy->trace()))));
        QVERIFY(lazy->decisions() == ran->decisions());
        // stepOver from the first event of a fresh session also runs ahead as needed.
        auto lazy2 = newSession(test::scenarioPath("case-b.json"));
        QVERIFY(lazy2->seek(0));
        QVERIFY(lazy2->stepOver());
        QCOMPARE(int(lazy2->trace().at(lazy2->cursor()).depth), 0);
    }
};

TURNSCOPE_TEST_MAIN(TestSessionStepping)
#include "tst_session_stepping.moc"
