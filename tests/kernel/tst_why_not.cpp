// "Why not?" (issue 13) in the kernel: the rejected candidates of an engine step and the
// nearest considerations of a clause or an entity, on hand-built traces with a test
// NotApplied kind registered here (the rulesets' own events are tested in their folders).
#include "test_main.h"

#include "kernel/kinds.h"
#include "kernel/session/why_not.h"
#include "kernel/trace/trace.h"

#include <QTest>

using namespace ts;

namespace {

KindId gApplied = 0, gRejected = 0;

Event ev(KindId kind, ClauseId clause, std::uint8_t depth, EntityId s0 = kNoEntity, bool stepStart = false)
{
    Event e;
    e.kind = kind;
    e.clause = clause;
    e.depth = depth;
    e.subject[0] = s0;
    e.flags = stepStart ? EventFlag::StepStart : 0;
    return e;
}

// Clauses: 1 "X:rule", 2 "X:rule#detail", 3 "X:other". Entities 1..3.
Trace namedTrace()
{
    Trace t;
    t.clauseNames = {"", "X:rule", "X:rule#detail", "X:other"};
    t.entityNames = {"", "A", "B", "C"};
    return t;
}

}  // namespace

class TstWhyNot : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        static const KindInfo kinds[] = {
            {0, "whynottest.applied", [](const Event&, const RenderContext&) { return std::string("applied"); }},
            {1,
             "whynottest.rejected",
             [](const Event&, const RenderContext&) { return std::string("rejected"); },
             {},
             {},
             {},
             RuleOutcome::NotApplied},
        };
        const KindId base = KindRegistry::instance().addBlock(kinds);
        gApplied = base;
        gRejected = static_cast<KindId>(base + 1);
        QVERIFY(!isNotApplied(ev(gApplied, 1, 0)));
        QVERIFY(isNotApplied(ev(gRejected, 1, 0)));
        QVERIFY(!isNotApplied(ev(kind(CommonKind::Write), 1, 0)));
    }

    void engineStepBounds_data()
    {
        QTest::addColumn<int>("seq");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("end");
        QTest::addRow("step start") << 0 << 0 << 4;
        QTest::addRow("inside") << 2 << 0 << 4;
        QTest::addRow("last of step") << 3 << 0 << 4;
        QTest::addRow("second step") << 5 << 4 << 7;
        QTest::addRow("past the end") << 9 << 7 << 7;
    }
    void engineStepBounds()
    {
        QFETCH(int, seq);
        QFETCH(int, first);
        QFETCH(int, end);
        Trace t = namedTrace();
        for (int i = 0; i < 7; ++i)
            t.append(ev(gApplied, 1, 0, kNoEntity, i == 0 || i == 4));
        const StepSpan s = engineStepAt(t, static_cast<Seq>(seq));
        QCOMPARE(s.first, Seq(first));
        QCOMPARE(s.end, Seq(end));
    }

    // The rejected candidates of the step holding the cursor, each with the rule event
    // that considered it (its parent); none of the next step's.
    void notAppliedOfTheStep()
    {
        Trace t = namedTrace();
        t.append(ev(gApplied, 1, 1, 1, true));  // 0 the rule
        t.append(ev(gRejected, 1, 2, 2));  // 1 candidate B rejected
        t.append(ev(gApplied, 3, 2, 1));  // 2 another rule, nested
        t.append(ev(gRejected, 3, 3, 3));  // 3 rejected under #2
        t.append(ev(gApplied, 1, 0, 1, true));  // 4 next step
        t.append(ev(gRejected, 1, 1, 2));  // 5
        for (Seq cursor : {Seq(0), Seq(2), Seq(3)}) {
            const auto list = notAppliedInStep(t, cursor);
            QCOMPARE(list.size(), std::size_t(2));
            QCOMPARE(list[0].seq, Seq(1));
            QCOMPARE(list[0].consideredBy, Seq(0));
            QCOMPARE(list[1].seq, Seq(3));
            QCOMPARE(list[1].consideredBy, Seq(2));
        }
        const auto next = notAppliedInStep(t, 4);
        QCOMPARE(next.size(), std::size_t(1));
        QCOMPARE(next[0].seq, Seq(5));
        QVERIFY(notAppliedInStep(t, 6).empty());
    }

    // Nearest considerations: clause with its '#' steps, entity as a subject, writes and
    // draws never count, before is < cursor nearest first, after is >= cursor.
    void nearestConsiderationsOfAClauseOrAnEntity_data()
    {
        QTest::addColumn<QString>("clause");
        QTest::addColumn<int>("entity");
        QTest::addColumn<int>("cursor");
        QTest::addColumn<QString>("before");  // "seq:a|r ..." nearest first
        QTest::addColumn<QString>("after");
        QTest::addRow("clause and its steps") << "X:rule" << 0 << 4 << "3:r 1:a"
                                              << "5:a 6:r";
        QTest::addRow("a step only") << "X:rule#detail" << 0 << 4 << "3:r"
                                     << "";
        QTest::addRow("entity B") << "" << 2 << 4 << "3:r"
                                  << "6:r";
        QTest::addRow("clause and entity") << "X:rule" << 1 << 9 << "5:a 1:a"
                                           << "";
        QTest::addRow("cursor at a match") << "X:other" << 0 << 2 << ""
                                           << "2:a";
        QTest::addRow("unknown clause") << "Y:none" << 0 << 4 << ""
                                        << "";
        QTest::addRow("no filter") << "" << 0 << 3 << "2:a 1:a"
                                   << "3:r 5:a";
    }
    void nearestConsiderationsOfAClauseOrAnEntity()
    {
        QFETCH(QString, clause);
        QFETCH(int, entity);
        QFETCH(int, cursor);
        QFETCH(QString, before);
        QFETCH(QString, after);
        Trace t = namedTrace();
        t.append(ev(kind(CommonKind::Write), 1, 3, 1, true));  // 0 a write: never a consideration
        t.append(ev(gApplied, 1, 1, 1));  // 1
        t.append(ev(gApplied, 3, 1, 3));  // 2
        t.append(ev(gRejected, 2, 2, 2));  // 3 X:rule#detail, B
        t.append(ev(kind(CommonKind::RngDraw), 1, 2, 2));  // 4 a draw: never
        t.append(ev(gApplied, 1, 1, 1));  // 5
        t.append(ev(gRejected, 1, 2, 2));  // 6
        const auto text = [](const std::vector<Consideration>& v) {
            QStringList parts;
            for (const Consideration& c : v)
                parts << QStringLiteral("%1:%2").arg(c.seq).arg(c.applied ? QLatin1Char('a') : QLatin1Char('r'));
            return parts.join(QLatin1Char(' '));
        };
        const NearestConsiderations n = nearestConsiderations(
            t, static_cast<Seq>(cursor), RuleQuery{clause.toStdString(), static_cast<EntityId>(entity)}, 2);
        QVERIFY(n.complete);
        QCOMPARE(text(n.before), before);
        QCOMPARE(text(n.after), after);
    }

    // Across blocks: the nearest are found whatever block they sit in, and a scan over the
    // whole trace agrees with a brute-force walk.
    void acrossBlocksMatchesBruteForce()
    {
        Trace t = namedTrace();
        const Seq n = 3 * Trace::kBlockEvents + 123;
        for (Seq s = 0; s < n; ++s)
            t.append(ev(s % 997 == 0 ? gRejected : gApplied, s % 1500 == 7 ? 3 : 1, 1, static_cast<EntityId>(1 + s % 3),
                        s % 50 == 0));
        for (Seq cursor : {Seq(0), Seq(4095), Seq(4096), Seq(9000), n - 1, n}) {
            const NearestConsiderations got = nearestConsiderations(t, cursor, RuleQuery{"X:other", 2}, 3);
            std::vector<Seq> before, after;
            for (Seq s = cursor; s-- > 0 && before.size() < 3;)
                if (t.at(s).clause == 3 && t.at(s).concerns(2))
                    before.push_back(s);
            for (Seq s = cursor; s < n && after.size() < 3; ++s)
                if (t.at(s).clause == 3 && t.at(s).concerns(2))
                    after.push_back(s);
            QCOMPARE(got.before.size(), before.size());
            QCOMPARE(got.after.size(), after.size());
            for (std::size_t i = 0; i < before.size(); ++i)
                QCOMPARE(got.before[i].seq, before[i]);
            for (std::size_t i = 0; i < after.size(); ++i)
                QCOMPARE(got.after[i].seq, after[i]);
        }
    }

    void cancelStopsTheScan()
    {
        Trace t = namedTrace();
        for (Seq s = 0; s < 2 * Trace::kBlockEvents; ++s)
            t.append(ev(gApplied, 1, 1, 1, s == 0));
        std::atomic<bool> cancel{true};
        const NearestConsiderations n = nearestConsiderations(t, 10, RuleQuery{"X:other", 0}, 1, &cancel);
        QVERIFY(!n.complete);
    }
};

TURNSCOPE_TEST_MAIN(TstWhyNot)
#include "tst_why_not.moc"
