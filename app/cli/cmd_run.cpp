// turnscope-cli run SCENARIO [--seed N] [--out TRACE] [--events-jsonl FILE] [--final-state-json FILE] [--max-events N]
//                  [--pin CLAUSE@N=VALUE]... [--pins-from TRACE] [--set PATH=VALUE]...
#include "cli_common.h"

#include "kernel/batch/scenario_set.h"
#include "kernel/draw/draw_pins.h"
#include "kernel/io/file_io.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_export.h"
#include "kernel/trace/trace_file.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace ts::cli {

namespace {
void addMaxEventsOption(QCommandLineParser& p)
{
    p.addOption(
        {QStringLiteral("max-events"),
         QStringLiteral("Stop the game after about N events (default %1; 0: no limit).").arg(kDefaultRunEventBudget),
         QStringLiteral("N")});
}

// The scenario with the --set changes applied (one value each): a game of a batch run
// re-opens traced with the batch's --set arguments and its seed.
LoadedScenario loadWithSets(const QCommandLineParser& p, const QString& file)
{
    const QStringList texts = p.values(QStringLiteral("set"));
    if (texts.isEmpty())
        return loadScenarioFile(toStd(file));
    std::vector<ScenarioSet> sets;
    std::vector<ScenarioChange> changes;
    try {
        for (const QString& t : texts) {
            sets.push_back(parseScenarioSet(toStd(t)));
            if (sets.back().values.size() != 1)
                throw ScenarioSetError("--set '" + toStd(t) + "': run plays one game: one value per --set " +
                                       "(a sweep of several values is for batch)");
        }
        for (const ScenarioSet& s : sets)
            changes.push_back({&s, 0});
        return parseScenarioWithChanges(readScenarioDocument(toStd(file)), toStd(file), changes);
    } catch (const ScenarioSetError& e) {
        throw UsageError(e.what());
    }
}

void addSetOption(QCommandLineParser& p)
{
    p.addOption({QStringLiteral("set"),
                 QStringLiteral("Change the scenario at a JSON path before playing ($.nations[1].belligerence=1.2; "
                                "a bare word is a string; repeatable)."),
                 QStringLiteral("PATH=VALUE")});
}

std::unique_ptr<Session> runScenario(const QCommandLineParser& p, const QString& file, DrawPins pins = {})
{
    const LoadedScenario loaded = loadWithSets(p, file);
    const std::uint64_t seed = p.isSet(QStringLiteral("seed"))
        ? parseUnsigned(p.value(QStringLiteral("seed")), "--seed")
        : loaded.scenario->seed;
    SessionOptions options;
    options.recording = SessionOptions::Recording::Events;  // printed or saved whole: read once, at once
    options.maxEvents = p.isSet(QStringLiteral("max-events"))
        ? parseUnsigned(p.value(QStringLiteral("max-events")), "--max-events")
        : kDefaultRunEventBudget;
    auto session = std::make_unique<Session>(*loaded.ruleset, loaded.scenario, seed, options,
                                             std::vector<DecisionRecord>{}, DrawOverrides{}, std::move(pins));
    session->run();
    return session;
}

// The pins of --pin (each CLAUSE@N=VALUE) and --pins-from (every overridden draw of a trace).
DrawPins pinsOf(const QCommandLineParser& p)
{
    DrawPins pins;
    for (const QString& text : p.values(QStringLiteral("pin"))) {
        std::string error;
        const auto pin = parseDrawPin(toStd(text), error);
        if (!pin)
            throw UsageError("--pin " + error);
        pins.push_back(*pin);
    }
    if (p.isSet(QStringLiteral("pins-from"))) {
        const std::string path = toStd(p.value(QStringLiteral("pins-from")));
        const RecordedGame from = openRecordedGame(path);
        try {
            const DrawPins kept = pinsOfOverrides(from.file.trace, from.file.header.drawOverrides);
            pins.insert(pins.end(), kept.begin(), kept.end());
        } catch (const std::invalid_argument& e) {
            // An override on an event that is no draw: only an edited file holds one.
            throw TraceError(TraceError::Code::Corrupt, path, std::string("draw_overrides: ") + e.what());
        }
    }
    try {
        normalizeDrawPins(pins);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    return pins;
}

// On stderr: every pin and what became of it; with --quiet only the pins not applied.
void reportPins(const QString& file, const Session& s, bool quiet)
{
    for (const DrawPinOutcome& o : s.drawPinOutcomes())
        if (!quiet || o.status != DrawPinOutcome::Status::Applied)
            std::fprintf(stderr, "%s: pin %s\n", qPrintable(file), describePinOutcome(o).c_str());
}

void reportBudget(const QString& file, const Session& s)
{
    if (s.workBudgetReached()) {
        std::fprintf(stderr,
                     "%s: the game was stopped after %zu events: its rules used up the run's work budget (%llu units "
                     "of work an event, docs/robustness.md); the outputs hold the unfinished game\n",
                     qPrintable(file), static_cast<std::size_t>(s.size()),
                     static_cast<unsigned long long>(s.workBudgetPerEvent()));
        return;
    }
    std::fprintf(stderr,
                 "%s: the game was stopped after %zu events: the run's event budget of %llu events is used up "
                 "(--max-events N raises it, 0 removes it); the outputs hold the unfinished game\n",
                 qPrintable(file), static_cast<std::size_t>(s.size()),
                 static_cast<unsigned long long>(s.eventBudget()));
}
}  // namespace

int runCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Run a scenario to its end and print its report."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("The scenario file (JSON)."));
    p.addOption(
        {QStringLiteral("seed"), QStringLiteral("The PRNG seed (default: the scenario's)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Save the trace to this file."), QStringLiteral("TRACE")});
    p.addOption(
        {QStringLiteral("events-jsonl"), QStringLiteral("Write every event as JSON Lines."), QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("final-state-json"), QStringLiteral("Write the final state as JSON."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("quiet"), QStringLiteral("Print only the one-line summary.")});
    p.addOption({QStringLiteral("pin"),
                 QStringLiteral("Keep a draw's result: the Nth draw traced with CLAUSE yields VALUE if it lies in the "
                                "draw's range (repeatable)."),
                 QStringLiteral("CLAUSE@N=VALUE")});
    p.addOption({QStringLiteral("pins-from"),
                 QStringLiteral("Pin every overridden draw of this trace (its clause, its occurrence, its value)."),
                 QStringLiteral("TRACE")});
    addMaxEventsOption(p);
    addSetOption(p);
    if (!parseArguments(p, args))
        return Ok;
    if (p.positionalArguments().size() != 1)
        throw UsageError("expects exactly one SCENARIO file");
    const QString file = p.positionalArguments().first();
    auto session = runScenario(p, file, pinsOf(p));
    const Session& s = *session;
    reportPins(file, s, p.isSet(QStringLiteral("quiet")));

    if (!p.isSet(QStringLiteral("quiet")))
        std::fputs(session->ruleset().report(*session, 10).c_str(), stdout);
    const nlohmann::json finalState = s.head().toJson();
    std::printf("%s: %s, seed %llu: %zu events, %zu decisions, %s\n", qPrintable(file), s.scenario().name.c_str(),
                static_cast<unsigned long long>(s.seed()), static_cast<std::size_t>(s.size()), s.decisions().size(),
                s.finished() ? ("finished (" + finalState.value("outcome", std::string("?")) + ")").c_str()
                    : s.workBudgetReached() ? "stopped at the work budget"
                    : s.budgetReached()     ? "stopped at the event budget"
                                            : "waiting for a decision");

    if (p.isSet(QStringLiteral("events-jsonl"))) {
        // Streamed into the file: a long game's JSONL is never held in memory.
        AtomicFile out(toStd(p.value(QStringLiteral("events-jsonl"))));
        exportJsonl(s.trace(), RenderContext(s.trace(), &s.ruleset()), out.stream());
        out.commit();
    }
    if (p.isSet(QStringLiteral("final-state-json")))
        writeFileAtomically(p.value(QStringLiteral("final-state-json")), finalState.dump(2) + "\n");
    if (p.isSet(QStringLiteral("out")))
        saveSession(toStd(p.value(QStringLiteral("out"))), s);
    // The report is on stdout: a full disk or a closed pipe must not pass for a whole report
    // (the output files above are written either way).
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "%s: the report could not be written to stdout: %s\n", qPrintable(file),
                     std::strerror(errno));
        return IoError;
    }
    if (s.budgetReached()) {
        reportBudget(file, s);
        return Budget;
    }
    if (s.waitingForCaller()) {
        std::fprintf(stderr,
                     "%s: the game waits for a decision by %s at event %zu; add it to the scenario's script "
                     "or use \"playerPolicy\": \"ai\"\n",
                     qPrintable(file), s.trace().entityName(s.pendingRequest().actor).c_str(),
                     static_cast<std::size_t>(s.size()));
        return NeedsDecision;
    }
    return Ok;
}

int runtableCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("The ruleset's table of one turn (a Run table), as built or at its end."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("The scenario file (JSON)."));
    p.addOption({QStringLiteral("turn"), QStringLiteral("The turn (1-based)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("after"), QStringLiteral("The table at the end of the turn, not as built.")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    p.addOption(
        {QStringLiteral("seed"), QStringLiteral("The PRNG seed (default: the scenario's)."), QStringLiteral("N")});
    addMaxEventsOption(p);
    addSetOption(p);
    if (!parseArguments(p, args))
        return Ok;
    if (p.positionalArguments().size() != 1)
        throw UsageError("expects exactly one SCENARIO file");
    if (!p.isSet(QStringLiteral("turn")))
        throw UsageError("--turn N is required");
    const std::uint64_t turn = parseUnsigned(p.value(QStringLiteral("turn")), "--turn");
    if (turn == 0 || turn > 1000000)
        throw UsageError("--turn must be between 1 and 1000000");
    const QString file = p.positionalArguments().first();
    auto session = runScenario(p, file);
    const Ruleset& ruleset = session->ruleset();
    if (!ruleset.hasPeriodTable())
        throw UsageError(toStd(file) + " is a game of the " + std::string(ruleset.id()) +
                         " ruleset, which has no table per " + ruleset.periods().majorName);
    const bool after = p.isSet(QStringLiteral("after"));
    const auto table =
        ruleset.periodTable(*session, static_cast<std::int64_t>(turn), after, p.isSet(QStringLiteral("json")));
    if (!table) {
        if (session->budgetReached()) {
            reportBudget(file, *session);
            return Budget;
        }
        std::fprintf(stderr, "%s: the game has no %s %llu (it %s after %zu events)\n", qPrintable(file),
                     ruleset.periods().majorName.c_str(), static_cast<unsigned long long>(turn),
                     session->finished() ? "ended" : "waits for a decision", static_cast<std::size_t>(session->size()));
        return session->finished() ? Usage : NeedsDecision;
    }
    std::fputs(table->c_str(), stdout);
    return Ok;
}

}  // namespace ts::cli
