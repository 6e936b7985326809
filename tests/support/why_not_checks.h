#pragma once
// The conventions every "Why not?" (RuleOutcome::NotApplied) event keeps, whatever its
// ruleset: its kind's outcome, its clause, its reason in arg[0], one level below the event of
// the rule that considered it (named `consideredBy`), and listed by notAppliedInStep at its
// position with that parent.
#include "kernel/kinds.h"
#include "kernel/session/why_not.h"
#include "kernel/trace/trace.h"

#include <QString>
#include <QTest>

#include <algorithm>

namespace ts::test {

inline void checkNotApplied(const Trace& t, Seq seq, const QString& clause, int reason, const char* consideredBy)
{
    const Event& e = t.at(seq);
    const KindInfo* info = KindRegistry::instance().findByName(t.kindName(e.kind));
    QVERIFY(info);
    QCOMPARE(info->outcome, RuleOutcome::NotApplied);
    QCOMPARE(QString::fromStdString(t.clauseName(e.clause)), clause);
    QCOMPARE(e.arg[0], reason);
    const auto listed = notAppliedInStep(t, seq);
    const auto it = std::find_if(listed.begin(), listed.end(), [&](const NotAppliedEntry& n) { return n.seq == seq; });
    QVERIFY2(it != listed.end(), "notAppliedInStep does not list the event");
    const Event& parent = t.at(it->consideredBy);
    QCOMPARE(QString::fromStdString(t.kindName(parent.kind)), QString::fromLatin1(consideredBy));
    QCOMPARE(int(e.depth), int(parent.depth) + 1);
}

}  // namespace ts::test
