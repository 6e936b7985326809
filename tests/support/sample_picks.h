#pragma once
// A test that needs one sample of each registered ruleset with some property picks it by a
// rule, not by name (issue 37): the first of its samples, in name order, whose game has the
// property. A ruleset none of whose samples has it gets an empty path, which the test
// reports as its row's failure or, where the property is optional for a ruleset (a
// ruleset that never draws has nothing to pin), as a skip that says why.
#include "test_paths.h"

#include "kernel/draw/draw_ledger.h"
#include "kernel/session/session.h"

#include <QTest>

#include <functional>
#include <memory>
#include <optional>

namespace ts::test {

// The row of a ruleset none of whose samples has the property: a failure when it has no
// sample at all (a registered ruleset must bring some), else a skip saying `why` it has
// nothing to test here. Use as `if (sample.isEmpty()) return test::noSampleFor(ruleset, "…");`.
inline void noSampleFor(const QString& ruleset, const char* why)
{
    if (samplesOf(ruleset).isEmpty())
        QTest::qFail(qPrintable(QStringLiteral("ruleset %1 has no sample in resources/scenarios/%1/").arg(ruleset)),
                     __FILE__, __LINE__);
    else
        QTest::qSkip(why, __FILE__, __LINE__);
}

// A sample's game under its own seed, played as far as it goes (at most `maxEvents`).
inline std::unique_ptr<Session> playSample(const QString& path, std::uint64_t maxEvents = 2'000'000)
{
    const LoadedScenario l = loadScenarioFile(path.toStdString());
    SessionOptions o;
    o.maxEvents = maxEvents;
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed, o);
    s->run();
    return s;
}

// The first sample of `ruleset` (by name) whose game passes `accepts`; empty when none does.
inline QString firstSampleWhere(const QString& ruleset, const std::function<bool(const Session&)>& accepts)
{
    for (const QString& path : samplesOf(ruleset))
        if (accepts(*playSample(path)))
            return path;
    return {};
}

// The columns "ruleset" and "sample" and, per registered ruleset, a row with its first
// sample whose game passes `accepts` (empty, named "<id> (`none`)", when none does).
inline void addFirstSampleRows(const std::function<bool(const Session&)>& accepts, const char* none)
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("sample");
    for (const QString& id : rulesetIds()) {
        const QString sample = firstSampleWhere(id, accepts);
        const QString name = sample.isEmpty() ? QStringLiteral("(%1)").arg(QString::fromUtf8(none))
                                              : sample.section(QLatin1Char('/'), -1);
        QTest::addRow("%s %s", qPrintable(id), qPrintable(name)) << id << sample;
    }
}

// The same, with a row for every sample of a registered ruleset whose game passes `accepts`.
inline void addEverySampleRows(const std::function<bool(const Session&)>& accepts, const char* none)
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("sample");
    for (const QString& id : rulesetIds()) {
        bool any = false;
        for (const QString& path : samplesOf(id))
            if (accepts(*playSample(path))) {
                QTest::addRow("%s %s", qPrintable(id), qPrintable(path.section(QLatin1Char('/'), -1))) << id << path;
                any = true;
            }
        if (!any)
            QTest::addRow("%s (%s)", qPrintable(id), none) << id << QString();
    }
}

// The first draw with a choice (bound >= 2) of a trace, past the first 1/`skipPart` of its
// draws (3: a third into the game); 0 skips none.
inline std::optional<DrawEntry> choiceDraw(const Trace& t, std::size_t skipPart = 0)
{
    const DrawLedger ledger = buildDrawLedger(t);
    for (std::size_t i = skipPart ? ledger.draws.size() / skipPart : 0; i < ledger.draws.size(); ++i)
        if (ledger.draws[i].bound >= 2)
            return ledger.draws[i];
    return std::nullopt;
}

// Whether a game makes such a draw (a fork or a pin there changes the game).
inline std::function<bool(const Session&)> hasChoiceDraw(std::size_t skipPart = 0)
{
    return [skipPart](const Session& s) { return choiceDraw(s.trace(), skipPart).has_value(); };
}

}  // namespace ts::test
