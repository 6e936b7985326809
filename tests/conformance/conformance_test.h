#pragma once
// The Qt Test side of the conformance suite: one row per case (allCases()), and a check's
// failures as one message.
#include "conformance.h"

#include "test_main.h"

#include "kernel/ruleset_registry.h"

#include <QTest>

namespace ts::conformance {

inline void addCaseRows()
{
    QTest::addColumn<int>("index");
    const std::vector<Case> cases = allCases();
    for (std::size_t i = 0; i < cases.size(); ++i)
        QTest::addRow("%s", qPrintable(cases[i].label)) << static_cast<int>(i);
}

inline Case caseAt(int index) { return allCases().at(static_cast<std::size_t>(index)); }

}  // namespace ts::conformance

#define CONFORMANCE_VERIFY(failures)                                                                                   \
    do {                                                                                                               \
        const ts::conformance::Failures f_ = (failures);                                                               \
        QVERIFY2(f_.isEmpty(), qPrintable(f_.join(QStringLiteral("\n  "))));                                           \
    } while (false)
