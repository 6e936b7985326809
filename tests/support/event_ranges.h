#pragma once
// Whether every event of a trace is one its ruleset can produce (kernel/event_check.h): the
// rulesets' tests run their games through this, so a KindInfo::argRanges that is too tight
// for what the engine really emits fails a test instead of refusing honest trace files.
#include "test_paths.h"

#include "kernel/event_check.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/trace.h"

#include <QDir>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <string_view>

namespace ts::test {

// "" when every event is possible, else the first impossible one and why.
inline QString firstImpossibleEvent(const Trace& trace, std::string_view ruleset)
{
    const EventChecker checker(trace, ruleset);
    for (Seq seq = 0; seq < trace.size(); ++seq)
        if (const std::string why = checker.problem(trace.at(seq)); !why.empty())
            return QStringLiteral("event #%1 %2: %3")
                .arg(seq)
                .arg(QString::fromStdString(trace.kindName(trace.at(seq).kind)), QString::fromStdString(why));
    return {};
}

// Runs every bundled sample of `ruleset` (to its end, to a decision nobody answers headless,
// or to `maxEvents`), checks each event against its kind's ranges, then saves the trace and
// opens it again with every block decoded (an honest trace file must never be refused).
// Returns how many samples ran.
inline int checkSamplesAreInRange(const char* ruleset, std::uint64_t maxEvents = 2000000)
{
    const QDir dir(sourceDir() + QStringLiteral("/resources/scenarios/") + QString::fromUtf8(ruleset));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QTemporaryDir tmp;
    int ran = 0;
    for (const QString& f : files) {
        const LoadedScenario loaded = loadScenarioFile(dir.filePath(f).toStdString());
        Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
        session.run(maxEvents);
        const QString problem = firstImpossibleEvent(session.trace(), ruleset);
        if (!problem.isEmpty()) {
            QTest::qFail(qPrintable(f + QStringLiteral(": ") + problem), __FILE__, __LINE__);
            return ran;
        }
        const std::string path = tmp.filePath(f + QStringLiteral(".tstrace")).toStdString();
        saveSession(path, session);
        OpenedTrace opened = openTrace(path);
        loadAllBlocks(opened.trace);  // throws TraceError(ImpossibleEvent) on a refused event
        ++ran;
    }
    return ran;
}

// The first event of kind `kind` in `ruleset`'s bundled samples (each run to `maxEvents`),
// alone in a trace with the sample's entities; empty when no sample has one.
inline Trace firstSampleEvent(const char* ruleset, const char* kind, std::uint64_t maxEvents = 2000000)
{
    Trace out;
    const KindInfo* info = KindRegistry::instance().findByName(kind);
    if (!info)
        return out;
    const QDir dir(sourceDir() + QStringLiteral("/resources/scenarios/") + QString::fromUtf8(ruleset));
    for (const QString& f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const LoadedScenario loaded = loadScenarioFile(dir.filePath(f).toStdString());
        Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
        session.run(maxEvents);
        const Trace& t = session.trace();
        for (Seq seq = 0; seq < t.size(); ++seq)
            if (t.at(seq).kind == info->id) {
                out.entityNames = t.entityNames;
                out.append(t.at(seq));
                return out;
            }
    }
    return out;
}

// What the checker says of the one event of `oneEvent` with arg[arg] set to `value`.
inline QString problemWithArgument(const Trace& oneEvent, std::string_view ruleset, int arg, std::int32_t value)
{
    Event e = oneEvent.at(0);
    e.arg[static_cast<std::size_t>(arg)] = value;
    Trace edited;
    edited.entityNames = oneEvent.entityNames;
    edited.append(e);
    return firstImpossibleEvent(edited, ruleset);
}

// The first event of `trace` with a bounded argument, that argument set one past its
// range: what the checker says of it ("" would mean the check cannot fail).
inline QString problemPastTheFirstBoundedArgument(const Trace& trace, std::string_view ruleset)
{
    for (Seq seq = 0; seq < trace.size(); ++seq) {
        const Event e = trace.at(seq);
        const KindInfo* info = KindRegistry::instance().find(e.kind);
        if (!info)
            return QStringLiteral("event #%1 has no registered kind").arg(seq);
        for (int i = 0; i < 4; ++i)
            if (info->argRanges[static_cast<std::size_t>(i)].max < std::numeric_limits<std::int32_t>::max()) {
                Trace one;
                one.entityNames = trace.entityNames;
                one.append(e);
                return problemWithArgument(one, ruleset, i, info->argRanges[static_cast<std::size_t>(i)].max + 1);
            }
    }
    return {};
}

}  // namespace ts::test
