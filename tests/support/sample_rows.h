#pragma once
// The rows of a data-driven test over the bundled samples, in one column "path" (those of
// sample_picks.h pick samples by what their games do, in columns "ruleset" and "sample").
// A registered ruleset without a sample is a row with an empty path: the test fails it ("a
// registered ruleset has no sample").
#include "test_paths.h"

#include <QTest>

namespace ts::test {

// Every sample of every registered ruleset, a row each ("<ruleset>/<file>").
inline void addSamplePathRows()
{
    QTest::addColumn<QString>("path");
    QStringList without;
    const auto samples = registeredSamples(&without);
    for (const QString& id : without)
        QTest::addRow("%s (no sample)", qPrintable(id)) << QString();
    for (const auto& s : samples)
        QTest::addRow("%s", qPrintable(s.ruleset + QLatin1Char('/') + s.file)) << s.path;
}

// The first sample (in name order) of every registered ruleset, a row each ("<ruleset>").
inline void addFirstSamplePathRows()
{
    QTest::addColumn<QString>("path");
    for (const QString& id : rulesetIds()) {
        const QStringList samples = samplesOf(id);
        QTest::addRow("%s", qPrintable(id)) << (samples.isEmpty() ? QString() : samples.front());
    }
}

}  // namespace ts::test
