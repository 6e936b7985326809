#include "conformance.h"
#include "conformance_internal.h"

#include "test_paths.h"

#include "kernel/draw/rng.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"

#include <QDir>
#include <QDirIterator>

#include <algorithm>
#include <set>

namespace ts::conformance {

namespace {

QStringList filesIn(const QString& dir, const QString& pattern)
{
    QStringList out;
    QDirIterator it(dir, {pattern}, QDir::Files);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

QString idOf(const Ruleset& r) { return QString::fromUtf8(r.id().data(), static_cast<qsizetype>(r.id().size())); }

// The registered rulesets with none of `cases` that pass `counts`.
QStringList uncovered(const std::vector<Case>& cases, bool (*counts)(const Case&))
{
    std::set<QString> covered;
    for (const Case& c : cases)
        if (counts(c))
            covered.insert(c.ruleset);
    QStringList out;
    for (const Ruleset* r : allRulesets())
        if (!covered.count(idOf(*r)))
            out << idOf(*r);
    return out;
}

}  // namespace

std::vector<Case> allCases()
{
    const QDir source(test::sourceDir());
    std::vector<Case> out;
    for (const Ruleset* r : allRulesets()) {
        const QString id = idOf(*r);
        QStringList paths = test::samplesOf(id);
        paths << filesIn(source.filePath(QStringLiteral("tests/golden")), id + QStringLiteral("-*.tstrace"));
        for (const QString& p : paths)
            out.push_back({id, p, source.relativeFilePath(p)});
    }
    return out;
}

std::vector<Case> longCases()
{
    const QDir source(test::sourceDir());
    std::vector<Case> out;
    for (const Ruleset* r : allRulesets()) {
        const QString id = idOf(*r);
        for (const QString& p :
             filesIn(source.filePath(QStringLiteral("tests/conformance/long")), id + QStringLiteral("-*.json")))
            out.push_back({id, p, source.relativeFilePath(p)});
    }
    return out;
}

QStringList rulesetsWithoutLongGame()
{
    return uncovered(longCases(), [](const Case&) { return true; });
}

QStringList rulesetsWithoutSamples()
{
    return uncovered(allCases(), [](const Case& c) { return c.path.endsWith(QLatin1String(".json")); });
}

std::unique_ptr<Session> openCase(const Case& c, std::uint64_t maxEvents)
{
    SessionOptions o;
    o.maxEvents = maxEvents;
    if (c.path.endsWith(QLatin1String(".tstrace")))
        return openSession(c.path.toStdString(), o);
    const LoadedScenario l = loadScenarioFile(c.path.toStdString());
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed, o);
    s->run();
    return s;
}

std::unique_ptr<Session> sameGame(const Session& s, const Ruleset* ruleset, std::size_t checkpointInterval)
{
    SessionOptions o;
    o.checkpointInterval = checkpointInterval;
    o.checkpointBytesPerEvent = 0;
    o.policyAnswersPlayer = false;  // every answer the game used is in its decisions
    auto copy = std::make_unique<Session>(ruleset ? *ruleset : s.ruleset(), s.scenarioPtr(), s.seed(), o, s.decisions(),
                                          s.drawOverrides(), DrawPins{}, s.edits());
    copy->run(s.size());
    return copy;
}

std::vector<Seq> eventsToCheck(Seq size, std::size_t limit, std::uint64_t seed)
{
    std::vector<Seq> out;
    if (size <= limit) {
        for (Seq n = 0; n < size; ++n)
            out.push_back(n);
        return out;
    }
    Pcg32 rng(seed, 35);
    std::set<Seq> picked{0, size - 1};
    while (picked.size() < limit)
        picked.insert((static_cast<Seq>(rng.next()) << 32 | rng.next()) % size);
    return {picked.begin(), picked.end()};
}

void straightStates(const Session& s, const Ruleset& ruleset, Seq limit,
                    const std::function<void(Seq, const Game&)>& visit, const std::set<Seq>* only)
{
    const auto wanted = [only](Seq n) { return !only || only->count(n) > 0; };
    auto game = ruleset.newGame(s.scenario(), s.seed());
    const auto& decisions = s.decisions();
    std::size_t used = 0;
    Seq at = 0;
    while (at < limit) {
        const std::unique_ptr<Game> start = game->clone();
        EventSink sink(nullptr, at, &s.drawOverrides());
        sink.beginStep();
        const StepStatus st = game->step(sink);
        const Seq end = sink.position();
        // Inside the step: the step again from its start, stopped after each event.
        for (Seq n = at; n + 1 < end && n < limit; ++n) {
            if (!wanted(n))
                continue;
            const std::unique_ptr<Game> g = start->clone();
            EventSink stop(nullptr, at, &s.drawOverrides());
            stop.stopBefore(n + 1);
            stop.beginStep();
            try {
                g->step(stop);
            } catch (const StepInterrupted&) {
            }
            visit(n, *g);
        }
        if (end > at && end - 1 < limit && wanted(end - 1))
            visit(end - 1, *game);
        at = end;
        if (st == StepStatus::Finished)
            return;
        if (st == StepStatus::NeedDecision) {
            if (used == decisions.size())
                return;
            game->answer(decisions[used].answer, decisions[used].source, static_cast<std::uint32_t>(used));
            ++used;
        }
    }
}

QString eventText(const Session& s, Seq n)
{
    const Event e = s.trace().at(n);
    return QStringLiteral("#%1 (%2, %3)")
        .arg(n)
        .arg(QString::fromStdString(s.trace().kindName(e.kind)),
             QString::fromStdString(s.trace().clauseName(e.clause)));
}

}  // namespace ts::conformance
