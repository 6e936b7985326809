// Two traces aligned by rule step (kernel trace_align.h): insertions, deletions, a changed
// value, a reordered pair, identical traces, empty traces, an event inserted inside a
// step, several divergent stretches with resynchronization, traces of builds whose id
// tables differ, the difference budget and cancellation; and, over random edits of
// synthetic games, the invariants every alignment keeps.
#include "sample_picks.h"
#include "synthetic.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/draw/draw_ledger.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/trace/trace_align.h"
#include "kernel/trace/trace_diff.h"

#include <QStringList>
#include <QTest>

using namespace ts;

namespace {

// "a1 b2 | c1": events of kinds a…f (synthetic kinds) with arg[0] = the digit; '|' starts a
// new engine step. An upper-case letter names the second entity instead of the first.
void fill(Trace& t, const QString& text, bool permuteKinds = false)
{
    synthetic::nameTables(t);
    if (permuteKinds)  // another build: the same names under other ids
        std::reverse(t.kindNames.begin() + synthetic::kTurn, t.kindNames.begin() + synthetic::kDeath + 1);
    bool stepStart = true;
    for (const QString& token : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (token == QLatin1String("|")) {
            stepStart = true;
            continue;
        }
        const QChar letter = token.at(0);
        const int k = letter.toLower().unicode() - 'a';
        Event e;
        e.kind = static_cast<KindId>(permuteKinds ? synthetic::kDeath - k : synthetic::kTurn + k);
        e.clause = synthetic::clause(k);
        e.subject[0] = letter.isUpper() ? 2 : 1;
        e.arg[0] = token.mid(1).toInt();
        e.depth = static_cast<std::uint8_t>(token.size() > 2 ? 3 : 1);
        e.flags = stepStart ? EventFlag::StepStart : 0;
        stepStart = false;
        t.append(e);
    }
}

QString describe(const TraceAlignment& al)
{
    QStringList out;
    for (const AlignedStretch& s : al.stretches) {
        const char* k = s.kind == AlignedStretch::Kind::Same ? "S"
            : s.kind == AlignedStretch::Kind::Changed        ? "C"
            : s.kind == AlignedStretch::Kind::OnlyA          ? "A"
                                                             : "B";
        out << QStringLiteral("%1%2").arg(QLatin1String(k)).arg(std::max(s.aEnd - s.aBegin, s.bEnd - s.bBegin));
    }
    return out.join(QLatin1Char(' '));
}

// What every alignment keeps: the stretches tile both traces in order, neighbours differ in
// kind, Same and Changed pair events one to one (Same: equal by name, Changed: same kind and
// subjects).
void checkInvariants(const Trace& a, const Trace& b, const TraceAlignment& al)
{
    Seq ca = 0, cb = 0;
    for (std::size_t i = 0; i < al.stretches.size(); ++i) {
        const AlignedStretch& s = al.stretches[i];
        QCOMPARE(s.aBegin, ca);
        QCOMPARE(s.bBegin, cb);
        QVERIFY(s.aEnd > s.aBegin || s.bEnd > s.bBegin);
        if (i > 0)
            QVERIFY(al.stretches[i - 1].kind != s.kind);
        switch (s.kind) {
        case AlignedStretch::Kind::Same:
        case AlignedStretch::Kind::Changed:
            QCOMPARE(s.aEnd - s.aBegin, s.bEnd - s.bBegin);
            for (Seq k = 0; k < s.aEnd - s.aBegin; ++k) {
                const Event x = a.at(s.aBegin + k), y = b.at(s.bBegin + k);
                QCOMPARE(a.kindName(x.kind), b.kindName(y.kind));
                QCOMPARE(a.entityName(x.subject[0]), b.entityName(y.subject[0]));
                if (s.kind == AlignedStretch::Kind::Same)
                    QVERIFY(x.arg[0] == y.arg[0] && x.depth == y.depth && x.flags == y.flags);
                else
                    QVERIFY(x.arg[0] != y.arg[0] || x.depth != y.depth || x.flags != y.flags || x.arg[1] != y.arg[1] ||
                            x.arg[2] != y.arg[2] || x.arg[3] != y.arg[3]);
            }
            break;
        case AlignedStretch::Kind::OnlyA: QCOMPARE(s.bEnd, s.bBegin); break;
        case AlignedStretch::Kind::OnlyB: QCOMPARE(s.aEnd, s.aBegin); break;
        }
        ca = s.aEnd;
        cb = s.bEnd;
    }
    QCOMPARE(ca, a.size());
    QCOMPARE(cb, b.size());
}

}  // namespace

class TestTraceAlign : public QObject {
    Q_OBJECT
private slots:
    void cases_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("expected");
        QTest::addRow("identical") << "a1 b1 | c1 d1 | e1"
                                   << "a1 b1 | c1 d1 | e1"
                                   << "S5";
        QTest::addRow("both empty") << ""
                                    << ""
                                    << "";
        QTest::addRow("A empty") << ""
                                 << "a1 | b1"
                                 << "B2";
        QTest::addRow("B empty") << "a1 | b1"
                                 << ""
                                 << "A2";
        QTest::addRow("step inserted") << "a1 | b1 | c1"
                                       << "a1 | b1 | f1 f2 | c1"
                                       << "S2 B2 S1";
        QTest::addRow("step deleted") << "a1 | b1 | f1 f2 | c1"
                                      << "a1 | b1 | c1"
                                      << "S2 A2 S1";
        QTest::addRow("first step inserted") << "a1 | b1"
                                             << "f1 | a1 | b1"
                                             << "B1 S2";
        QTest::addRow("last step deleted") << "a1 | b1 | c1"
                                           << "a1 | b1"
                                           << "S2 A1";
        QTest::addRow("changed value") << "a1 b1 | c1"
                                       << "a1 b2 | c1"
                                       << "S1 C1 S1";
        QTest::addRow("changed depth") << "a1 b1 | c1"
                                       << "a1 b10 | c1"
                                       << "S1 C1 S1";
        QTest::addRow("reordered pair") << "a1 | b1 | c1 | d1"
                                        << "a1 | c1 | b1 | d1"
                                        << "S1 A1 S1 B1 S1";
        QTest::addRow("event inserted in a step") << "a1 b1 c1 | d1"
                                                  << "a1 b1 e1 c1 | d1"
                                                  << "S2 B1 S2";
        QTest::addRow("event deleted from a step") << "a1 b1 e1 c1 | d1"
                                                   << "a1 b1 c1 | d1"
                                                   << "S2 A1 S2";
        QTest::addRow("other subject") << "a1 b1 | c1"
                                       << "a1 B1 | c1"
                                       << "S1 A1 B1 S1";
        QTest::addRow("resynchronizes") << "a1 | b1 | c1 | d1 | e1 | a2 | b2"
                                        << "a1 | b1 | f1 | d1 | e1 | a2 | b3"
                                        << "S2 A1 B1 S3 C1";
        QTest::addRow("step boundary moved") << "a1 b1 | c1 d1"
                                             << "a1 | b1 c1 d1"
                                             << "S1 C2 S1";  // b1 and c1: other StepStart flags
    }

    void cases()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, expected);
        Trace ta, tb;
        fill(ta, a);
        fill(tb, b);
        const TraceAlignment al = alignTraces(ta, tb);
        checkInvariants(ta, tb, al);
        QVERIFY(al.complete);
        QCOMPARE(describe(al), expected);
        QCOMPARE(al.identical(),
                 !firstDivergence(ta, RenderContext(ta, nullptr), tb, RenderContext(tb, nullptr)).has_value());
        // The other way round: the mirror image.
        const TraceAlignment back = alignTraces(tb, ta);
        checkInvariants(tb, ta, back);
        QCOMPARE(back.divergentStretches(), al.divergentStretches());
    }

    // Traces of builds whose kind ids differ align by name.
    void otherIdTables()
    {
        Trace ta, tb;
        fill(ta, QStringLiteral("a1 b1 | c1 | d2 e1"));
        fill(tb, QStringLiteral("a1 b1 | c1 | d2 e1"), true);
        QVERIFY(ta.at(0).kind != tb.at(0).kind);
        const TraceAlignment al = alignTraces(ta, tb);
        QCOMPARE(describe(al), QStringLiteral("S5"));
    }

    void budgetAndCancel()
    {
        Trace ta, tb;
        fill(ta, QStringLiteral("a1 | b1 | c1 | d1 | e1"));
        fill(tb, QStringLiteral("a1 | f1 | f2 | f3 | e1"));
        AlignOptions tight;
        tight.maxDifferences = 2;
        const TraceAlignment al = alignTraces(ta, tb, tight);
        QVERIFY(!al.complete);
        checkInvariants(ta, tb, al);
        QCOMPARE(describe(al), QStringLiteral("S1 A3 B3 S1"));

        std::atomic<bool> stop{true};
        AlignOptions cancel;
        cancel.cancel = &stop;
        const TraceAlignment none = alignTraces(ta, tb, cancel);
        QVERIFY(!none.complete);
        checkInvariants(ta, tb, none);
    }

    // A real game and the same game forked at a random draw with another result: the same
    // up to the draw, which is where the first divergent stretch starts (as firstDivergence
    // says), and the alignment resynchronizes where the games meet again.
    void forkedGame_data()
    {
        // Per registered ruleset, its first sample (by name) with a draw to fork at.
        test::addFirstSampleRows(test::hasChoiceDraw(3), "no draw to fork at");
    }

    void forkedGame()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset,
                                     "no sample of this ruleset makes a draw with a choice a third into its game");
        const LoadedScenario l = loadScenarioFile(sample.toStdString());
        SessionOptions o;
        o.maxEvents = 2'000'000;
        Session plain(*l.ruleset, l.scenario, l.scenario->seed, o);
        plain.run();
        Session forked(*l.ruleset, l.scenario, l.scenario->seed, o);
        forked.run();
        const auto draw = test::choiceDraw(plain.trace(), 3);
        QVERIFY(draw);
        forked.forkAtDraw(draw->seq, static_cast<std::uint32_t>((draw->value + 1) % draw->bound));
        forked.run();
        const TraceAlignment al = alignTraces(plain.trace(), forked.trace());
        checkInvariants(plain.trace(), forked.trace(), al);
        QVERIFY(al.complete);
        QVERIFY(!al.identical());
        const auto first = firstDivergence(plain.trace(), RenderContext(plain.trace(), l.ruleset), forked.trace(),
                                           RenderContext(forked.trace(), l.ruleset));
        QVERIFY(first);
        QCOMPARE(first->seq, draw->seq);
        QCOMPARE(al.stretches.at(0).kind, AlignedStretch::Kind::Same);
        QCOMPARE(al.stretches.at(1).aBegin, draw->seq);
    }

    // Synthetic games edited at random places (steps inserted, deleted, values changed):
    // the invariants hold and every edited place, and only those, is divergent.
    void randomEdits_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 s = 1; s <= 12; ++s)
            QTest::addRow("seed %llu", s) << s;
    }

    void randomEdits()
    {
        QFETCH(quint64, seed);
        Trace ta, tb;
        synthetic::fillGameTrace(ta, 20000, seed);
        const std::size_t edits = synthetic::editSteps(ta, tb, seed * 7 + 1, 15);
        const TraceAlignment al = alignTraces(ta, tb);
        QVERIFY(al.complete);
        checkInvariants(ta, tb, al);
        QVERIFY2(al.divergentStretches() <= 2 * edits,
                 qPrintable(QStringLiteral("%1 stretches for %2 edits").arg(al.divergentStretches()).arg(edits)));
        QCOMPARE(al.identical(), edits == 0);
        // The first divergent stretch starts where firstDivergence says the traces part.
        const auto first = firstDivergence(ta, RenderContext(ta, nullptr), tb, RenderContext(tb, nullptr));
        const auto stretch = std::find_if(al.stretches.begin(), al.stretches.end(), [](const AlignedStretch& st) {
            return st.kind != AlignedStretch::Kind::Same;
        });
        QCOMPARE(stretch != al.stretches.end(), first.has_value());
        if (first)
            QCOMPARE(stretch->aBegin, first->seq);
    }

    // Places group neighbouring non-Same stretches; "S C A" is written as kinds in order,
    // each stretch 2 events long on the sides it has.
    void divergentPlaces_data()
    {
        QTest::addColumn<QString>("kinds");
        QTest::addColumn<QString>("expected");  // per place: first-end stretch, kinds bits
        QTest::newRow("none") << "S"
                              << "";
        QTest::newRow("empty alignment") << ""
                                         << "";
        QTest::newRow("one changed") << "S C S"
                                     << "1-2:2";
        QTest::newRow("replaced step") << "S A B S"
                                       << "1-3:12";
        QTest::newRow("two places") << "A S B"
                                    << "0-1:4 2-3:8";
        QTest::newRow("at both ends") << "C B S S A"
                                      << "0-2:10 4-5:4";
    }
    void divergentPlaces()
    {
        QFETCH(QString, kinds);
        QFETCH(QString, expected);
        TraceAlignment al;
        Seq a = 0, b = 0;
        for (const QString& k : kinds.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            AlignedStretch s;
            s.kind = k == QLatin1String("S") ? AlignedStretch::Kind::Same
                : k == QLatin1String("C")    ? AlignedStretch::Kind::Changed
                : k == QLatin1String("A")    ? AlignedStretch::Kind::OnlyA
                                             : AlignedStretch::Kind::OnlyB;
            s.aBegin = a;
            s.bBegin = b;
            a += s.kind == AlignedStretch::Kind::OnlyB ? 0 : 2;
            b += s.kind == AlignedStretch::Kind::OnlyA ? 0 : 2;
            s.aEnd = a;
            s.bEnd = b;
            al.stretches.push_back(s);
        }
        QStringList got;
        for (const DivergentPlace& p : ts::divergentPlaces(al)) {
            got << QStringLiteral("%1-%2:%3").arg(p.firstStretch).arg(p.endStretch).arg(p.kinds);
            // The place covers exactly its stretches' events.
            QCOMPARE(p.aBegin, al.stretches[p.firstStretch].aBegin);
            QCOMPARE(p.bBegin, al.stretches[p.firstStretch].bBegin);
            QCOMPARE(p.aEnd, al.stretches[p.endStretch - 1].aEnd);
            QCOMPARE(p.bEnd, al.stretches[p.endStretch - 1].bEnd);
        }
        QCOMPARE(got.join(QLatin1Char(' ')), expected);
    }
};

TURNSCOPE_TEST_MAIN(TestTraceAlign)
#include "tst_trace_align.moc"
