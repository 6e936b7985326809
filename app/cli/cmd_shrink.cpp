// turnscope-cli shrink TRACE (--until EXPR | --error | --diverges-from OTHER [--reference-cli PROGRAM])
//                    --out FILE.json [--budget SECONDS] [--quiet]
#include "cli_common.h"

#include "kernel/batch/shrink.h"
#include "kernel/batch/shrink_divergence.h"
#include "kernel/io/file_io.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "memory_guard.h"
#include "reference_side.h"
#include "session/headless/conditionengine.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace ts::cli {

namespace {

constexpr std::uint64_t kDefaultBudgetSeconds = 60;
// Resident memory of the whole shrink process: the input game and the candidates' sessions
// stay well below it (a 20 M-event game is about 1 GB); an --until condition that allocates
// without bound reaches it in seconds.
constexpr std::uint64_t kDefaultMemoryLimitMiB = 4096;

void addShrinkOptions(QCommandLineParser& p)
{
    p.addPositionalArgument(QStringLiteral("trace"),
                            QStringLiteral("The trace of the game that goes wrong (.tstrace)."));
    p.addOption({QStringLiteral("until"),
                 QStringLiteral("The property: a breakpoint condition (JavaScript over `state`, with the ruleset's "
                                "helpers) that becomes true during the game."),
                 QStringLiteral("EXPR")});
    p.addOption({QStringLiteral("error"), QStringLiteral("The property: the game stops with an engine error.")});
    p.addOption({QStringLiteral("diverges-from"),
                 QStringLiteral("The property: the game differs from OTHER's game (a trace of the same scenario, from "
                                "another build or with another seed) first at an event of the same rule clause."),
                 QStringLiteral("OTHER")});
    p.addOption({QStringLiteral("reference-cli"),
                 QStringLiteral("With --diverges-from: the turnscope-cli of the build that recorded OTHER, which plays "
                                "OTHER's side of every candidate (default: this build plays both sides)."),
                 QStringLiteral("PROGRAM")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Write the shrunk scenario to this file."),
                 QStringLiteral("FILE.json")});
    p.addOption(
        {QStringLiteral("budget"),
         QStringLiteral("Time for the search (default %1; 0: only check the property).").arg(kDefaultBudgetSeconds),
         QStringLiteral("SECONDS")});
    p.addOption({QStringLiteral("memory-limit"),
                 QStringLiteral("Stop (exit 2, nothing written) when the process uses more memory than this (default "
                                "%1; 0: no limit; lowered under ulimit -v / -d).")
                     .arg(kDefaultMemoryLimitMiB),
                 QStringLiteral("MiB")});
    p.addOption({QStringLiteral("quiet"), QStringLiteral("No progress on stderr.")});
}

// Progress on stderr: rewritten in place on a terminal, a line every 10 s otherwise; nothing
// in the first two seconds.
class ShrinkProgressPrinter {
public:
    ShrinkProgressPrinter(std::string file, bool quiet)
        : file_(std::move(file)), quiet_(quiet), tty_(isatty(STDERR_FILENO) != 0)
    {}
    ~ShrinkProgressPrinter()
    {
        if (printed_ && tty_)
            std::fputc('\n', stderr);
    }
    void operator()(const ShrinkProgress& p)
    {
        if (quiet_ || p.seconds < 2 || p.seconds - last_ < (tty_ ? 0.5 : 10))
            return;
        last_ = p.seconds;
        printed_ = true;
        std::fprintf(stderr, "%s%s: shrinking: %llu games tried, %llu kept, best game %llu events, %.0f s%s",
                     tty_ ? "\r" : "", file_.c_str(), static_cast<unsigned long long>(p.candidates),
                     static_cast<unsigned long long>(p.kept), static_cast<unsigned long long>(p.events), p.seconds,
                     tty_ ? "" : "\n");
        std::fflush(stderr);
    }

private:
    std::string file_;
    bool quiet_, tty_;
    bool printed_ = false;
    double last_ = 0;
};

// The --until condition over the trace's ruleset, with its bundled helpers. A runtime error
// counts as false, as for a breakpoint; the last one is kept for the message when the
// condition is never true.
struct UntilCondition {
    std::shared_ptr<gui::ConditionEngine> engine;
    std::shared_ptr<QString> lastError = std::make_shared<QString>();
    std::shared_ptr<std::atomic<bool>> evaluating = std::make_shared<std::atomic<bool>>(false);  // for the memory guard
};

UntilCondition compileUntil(const QString& expression, std::string_view rulesetId)
{
    UntilCondition c;
    c.engine = std::make_shared<gui::ConditionEngine>(gui::ConditionEngine::bundledHelpers(rulesetId));
    QString error;
    if (!c.engine->compile(expression, &error))
        throw UsageError("--until '" + toStd(expression) + "': " + toStd(error));
    return c;
}

ShrinkProperty propertyOf(const UntilCondition& until)
{
    ShrinkProperty property;
    if (!until.engine) {
        property.engineError = true;
        return property;
    }
    property.stateCondition = [engine = until.engine, lastError = until.lastError,
                               evaluating = until.evaluating](const Game& state) {
        bool ok = true;
        QString error;
        evaluating->store(true);
        const bool holds = engine->evaluate(state, &ok, &error);
        evaluating->store(false);
        if (!ok)
            *lastError = error;
        return holds;
    };
    return property;
}

// --diverges-from: OTHER's game and where it first differs from TRACE's, as recorded.
struct DivergenceInput {
    ShrinkProperty property;
    std::string text;  // the property in the output's description
    std::shared_ptr<ReferenceFailure> referenceFailure;
};

DivergenceInput divergenceOf(const QCommandLineParser& p, const std::string& file, const RecordedGame& game,
                             std::chrono::steady_clock::time_point deadline)
{
    const QString program = p.isSet(QStringLiteral("reference-cli"))
        ? checkedReferenceProgram(p.value(QStringLiteral("reference-cli")))
        : QString();
    const std::string otherFile = toStd(p.value(QStringLiteral("diverges-from")));
    const RecordedGame other = openRecordedGame(otherFile);
    if (other.ruleset != game.ruleset)
        throw UsageError("--diverges-from " + otherFile + ": a game of ruleset \"" + std::string(other.ruleset->id()) +
                         "\", " + file + " one of \"" + std::string(game.ruleset->id()) + "\"");
    if (other.file.header.scenario != game.file.header.scenario)
        throw UsageError("--diverges-from " + otherFile + ": holds another scenario than " + file +
                         " (a divergence is shrunk between two games of one scenario)");
    const auto place = firstDivergencePlace(game.file.trace, other.file.trace, *game.ruleset);
    if (!place)
        throw UsageError("--diverges-from " + otherFile + ": holds the same events as " + file + ": nothing diverges");
    DivergenceInput in;
    DivergenceSides sides;
    sides.left = inProcessSide(*game.ruleset);
    sides.leftSeed = game.file.header.seed;
    sides.rightSeed = other.file.header.seed;
    if (!program.isEmpty()) {
        in.referenceFailure = std::make_shared<ReferenceFailure>();
        sides.right = referenceCliSide(program, in.referenceFailure, deadline);
    } else {
        sides.right = inProcessSide(*game.ruleset);
    }
    std::printf("%s and %s first differ at event #%llu, clause %s\n", file.c_str(), otherFile.c_str(),
                static_cast<unsigned long long>(place->seq), place->clause.c_str());
    in.property = divergenceProperty(*game.ruleset, std::move(sides), place->clause);
    in.text = "diverging from " + otherFile + " first at clause " + place->clause;
    return in;
}

// Why the input game does not have the property, beyond what the search says.
std::string divergenceHint(const QCommandLineParser& p, const DivergenceInput& in)
{
    if (in.referenceFailure && !in.referenceFailure->text.isEmpty())
        return " (the reference program: " + toStd(in.referenceFailure->text) + ")";
    if (!p.isSet(QStringLiteral("reference-cli")))
        return " (played by this build on both sides; if the traces were recorded by two builds, give the other "
               "build's turnscope-cli with --reference-cli)";
    return {};
}

// The shrunk document as a scenario of its own: the trace's seed (`run FILE.json` plays the
// game shrunk) and where it came from in "description" (the loaders refuse unknown keys).
nlohmann::json outputDocument(const ShrinkResult& r, const std::string& traceFile, std::uint64_t seed,
                              const std::string& propertyText)
{
    nlohmann::json doc = r.document;
    doc["seed"] = seed;
    const std::string before = doc.contains("description") && doc["description"].is_string()
        ? doc["description"].get<std::string>()
        : std::string();
    doc["description"] = "Shrunk by turnscope-cli shrink from " + traceFile + " (seed " + std::to_string(seed) + ", " +
        propertyText + "): " + std::to_string(r.eventsBefore) + " -> " + std::to_string(r.eventsAfter) + " events." +
        (before.empty() ? "" : " Originally: " + before);
    return doc;
}

void printReduction(const std::string& file, const ShrinkResult& r, std::size_t traceEvents, const QString& out,
                    bool condition)
{
    std::printf("%s: %zu events recorded; the property first holds after %llu events\n", file.c_str(), traceEvents,
                static_cast<unsigned long long>(r.eventsBefore));
    std::printf("shrunk: %llu -> %llu events, %llu -> %llu array elements (%llu removed), %llu numbers made smaller\n",
                static_cast<unsigned long long>(r.eventsBefore), static_cast<unsigned long long>(r.eventsAfter),
                static_cast<unsigned long long>(r.elementsBefore), static_cast<unsigned long long>(r.elementsAfter),
                static_cast<unsigned long long>(r.elementsBefore - std::min(r.elementsBefore, r.elementsAfter)),
                static_cast<unsigned long long>(r.numbersShrunk));
    if (!r.errorType.empty())
        std::printf("engine error: %s\n", r.errorMessage.c_str());
    std::printf("%llu games tried, %llu kept, in %.1f s%s; written to %s\n",
                static_cast<unsigned long long>(r.candidates), static_cast<unsigned long long>(r.kept), r.seconds,
                r.budgetUsedUp ? " (the time budget ran out: the smallest found so far)" : "", qPrintable(out));
    // A condition met at the game's first event holds of the scenario as written: the
    // search rightly kept nothing else, which tells little (the window's Shrink says the same).
    if (condition && r.eventsAfter <= 1 && r.errorType.empty())
        std::printf("note: the shrunk game meets the condition at its first event, before any rule ran: it holds of "
                    "the scenario as written (its starting values). To shrink toward what the rules do, give a "
                    "condition that is false when the game starts (a later turn, a change from a starting value).\n");
}

// A trace's inputs the shrink cannot carry over, said once: it plays as `run` does.
void noteIgnoredInputs(const std::string& file, const RecordedGame& game)
{
    const auto& decisions = game.file.header.decisions;
    const auto callers = std::count_if(decisions.begin(), decisions.end(),
                                       [](const DecisionRecord& d) { return d.source == AnswerSource::Caller; });
    if (callers > 0)
        std::fprintf(stderr,
                     "%s: note: %td answers given in the window are not replayed: games are answered by "
                     "the scenario's script, then the AI policy\n",
                     file.c_str(), callers);
    if (!game.file.header.drawOverrides.empty())
        std::fprintf(stderr, "%s: note: %zu draw overrides are not applied\n", file.c_str(),
                     game.file.header.drawOverrides.size());
    if (!game.file.header.edits.empty())
        std::fprintf(stderr, "%s: note: %zu edits (set by the user) are not applied\n", file.c_str(),
                     game.file.header.edits.size());
}

}  // namespace

int shrinkCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Find the smallest scenario whose game still has a property (delta debugging)."));
    p.addHelpOption();
    addShrinkOptions(p);
    if (!parseArguments(p, args))
        return Ok;
    if (p.positionalArguments().size() != 1)
        throw UsageError("expects exactly one TRACE file");
    const int properties = int(p.isSet(QStringLiteral("until"))) + int(p.isSet(QStringLiteral("error"))) +
        int(p.isSet(QStringLiteral("diverges-from")));
    if (properties != 1)
        throw UsageError("give one property: --until EXPR, --error or --diverges-from OTHER");
    if (p.isSet(QStringLiteral("reference-cli")) && !p.isSet(QStringLiteral("diverges-from")))
        throw UsageError("--reference-cli goes with --diverges-from");
    if (!p.isSet(QStringLiteral("out")))
        throw UsageError("--out FILE.json is required");
    const std::uint64_t budget = p.isSet(QStringLiteral("budget"))
        ? parseUnsigned(p.value(QStringLiteral("budget")), "--budget")
        : kDefaultBudgetSeconds;
    if (budget > 7 * 24 * 3600)
        throw UsageError("--budget is at most 604800 seconds (a week)");
    const std::string file = toStd(p.positionalArguments().first());
    const RecordedGame game = openRecordedGame(file);
    const UntilCondition until = p.isSet(QStringLiteral("until"))
        ? compileUntil(p.value(QStringLiteral("until")), game.ruleset->id())
        : UntilCondition{};
    const DivergenceInput divergence = p.isSet(QStringLiteral("diverges-from"))
        ? divergenceOf(p, file, game, std::chrono::steady_clock::now() + std::chrono::seconds(budget))
        : DivergenceInput{};
    noteIgnoredInputs(file, game);
    // Opened before the search, so an output that cannot be written fails at once, not after
    // the budget; the previous file stays until the commit.
    AtomicFile outFile(toStd(p.value(QStringLiteral("out"))));
    const std::uint64_t memoryLimit = p.isSet(QStringLiteral("memory-limit"))
        ? parseUnsigned(p.value(QStringLiteral("memory-limit")), "--memory-limit")
        : kDefaultMemoryLimitMiB;
    const MemoryGuard guard(
        MemoryGuard::effectiveLimitMiB(std::min<std::uint64_t>(memoryLimit, std::uint64_t(1) << 40)), "shrink " + file,
        outFile.tempPath(), until.evaluating.get(), "evaluating --until");

    ShrinkProgressPrinter printer(file, p.isSet(QStringLiteral("quiet")));
    ShrinkOptions options;
    options.file = file;
    options.seed = game.file.header.seed;
    options.budget = std::chrono::seconds(budget);
    options.progress = [&printer](const ShrinkProgress& pr) { printer(pr); };
    ShrinkResult result;
    try {
        const ShrinkProperty property = divergence.property.reaches ? divergence.property : propertyOf(until);
        result = shrinkScenario(*game.ruleset, game.file.header.scenario, property, options);
    } catch (const ShrinkError& e) {
        const std::string hint = divergence.property.reaches ? divergenceHint(p, divergence)
            : until.lastError->isEmpty()
            ? std::string()
            : toStd(QStringLiteral(" (the condition's last error: %1)").arg(*until.lastError));
        std::fprintf(stderr, "%s: %s%s\n", file.c_str(), e.what(), hint.c_str());
        return Differs;
    }
    const std::string propertyText = divergence.property.reaches ? divergence.text
        : until.engine                                           ? "until " + toStd(p.value(QStringLiteral("until")))
                                                                 : std::string("an engine error");
    const nlohmann::json doc = outputDocument(result, file, options.seed, propertyText);
    const std::string text = doc.dump(2) + "\n";
    parseScenarioText(text, toStd(p.value(QStringLiteral("out"))));  // what is written loads (a bug of ours otherwise)
    outFile.write(text);
    outFile.commit();
    printReduction(file, result, static_cast<std::size_t>(game.file.trace.size()), p.value(QStringLiteral("out")),
                   !divergence.property.reaches && until.engine);
    return Ok;
}

}  // namespace ts::cli
