// turnscope-cli batch SCENARIO --seeds A..B [--jobs N] [--set PATH=VALUE[,VALUE...]]... --out RESULTS
//                     [--csv FILE] [--shard I/N] [--max-events N] [--summary-periods N] [--quiet]
// turnscope-cli batch-merge OUT IN1 IN2 ...
#include "cli_common.h"

#include "kernel/batch/batch.h"
#include "kernel/batch/batch_results.h"
#include "kernel/batch/batch_setup.h"
#include "kernel/batch/batch_stream.h"
#include "kernel/batch/batch_summary.h"
#include "kernel/batch/scenario_set.h"
#include "kernel/io/file_io.h"
#include "kernel/session/session.h"

#include <QCommandLineParser>

#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>

namespace ts::cli {

namespace {

std::atomic<bool> interrupted{false};
extern "C" void onInterrupt(int) { interrupted.store(true); }

struct Seeds {
    std::uint64_t first = 0, last = 0;
};

Seeds parseSeeds(const QString& text)
{
    const qsizetype dots = text.indexOf(QStringLiteral(".."));
    if (dots < 0)
        throw UsageError("--seeds expects A..B (both included), got \"" + toStd(text) + "\"");
    const Seeds s{parseUnsigned(text.left(dots), "--seeds A..B: A"),
                  parseUnsigned(text.mid(dots + 2), "--seeds A..B: B")};
    if (s.first > s.last)
        throw UsageError("--seeds " + toStd(text) + ": the range is reversed (A must not exceed B)");
    if (s.last > static_cast<std::uint64_t>(INT64_MAX))
        throw UsageError("--seeds " + toStd(text) + ": seeds go up to 9223372036854775807 (SQLite integers)");
    return s;
}

// "I/N": the I-th (from 0) of N parts.
std::pair<std::uint64_t, std::uint64_t> parseShard(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    if (parts.size() != 2)
        throw UsageError("--shard expects I/N (part I of N, I from 0), got \"" + toStd(text) + "\"");
    const std::uint64_t i = parseUnsigned(parts[0], "--shard I/N: I"), n = parseUnsigned(parts[1], "--shard I/N: N");
    if (n == 0 || i >= n)
        throw UsageError("--shard " + toStd(text) + ": I must be below N, and N at least 1 (the parts are 0/N .. " +
                         (n == 0 ? std::string("N-1") : std::to_string(n - 1)) + "/N)");
    return {i, n};
}

// --shard, or the whole range (0/1).
std::pair<std::uint64_t, std::uint64_t> shardOf(const QCommandLineParser& p)
{
    return p.isSet(QStringLiteral("shard")) ? parseShard(p.value(QStringLiteral("shard")))
                                            : std::pair<std::uint64_t, std::uint64_t>{0, 1};
}

std::vector<ScenarioSet> parseSets(const QStringList& values)
{
    std::vector<ScenarioSet> sets;
    int sweeps = 0;
    for (const QString& v : values) {
        try {
            sets.push_back(parseScenarioSet(toStd(v)));
        } catch (const ScenarioSetError& e) {
            throw UsageError(e.what());
        }
        // Several sweeps would need a product of their values; one keeps the tables readable.
        if (sets.back().values.size() > 1 && ++sweeps > 1)
            throw UsageError("--set '" + toStd(v) + "': only one --set may sweep several values");
    }
    return sets;
}

// The scenario of each sweep value (one without a sweep), with every --set applied.
std::vector<std::shared_ptr<const Scenario>> variantsOf(const std::string& file, const nlohmann::json& doc,
                                                        const std::vector<ScenarioSet>& sets, const Ruleset*& ruleset)
{
    try {
        return batchVariants(doc, file, sets, ruleset);
    } catch (const ScenarioSetError& e) {
        throw UsageError(e.what());
    }
}

BatchResults resultsOf(const QCommandLineParser& p, const std::string& file, const nlohmann::json& doc,
                       const std::vector<ScenarioSet>& sets, const BatchPlan& plan, const Seeds& seeds)
{
    // "I/N" as normalized ("00/1" is the whole range, "").
    const auto [index, count] = shardOf(p);
    return batchResultsHead(plan, file, doc, sets, SeedRange{seeds.first, seeds.last},
                            count > 1 ? std::to_string(index) + "/" + std::to_string(count) : "");
}

// Progress on stderr: a line rewritten in place on a terminal, a line every 10 s otherwise;
// nothing for a run shorter than two seconds.
class ProgressPrinter {
public:
    explicit ProgressPrinter(bool quiet) : quiet_(quiet), tty_(isatty(STDERR_FILENO) != 0) {}
    void operator()(const BatchProgress& p)
    {
        const double s = seconds();
        if (quiet_ || s < 2 || (!tty_ && s - lastLine_ < 10 && p.done < p.total))
            return;
        lastLine_ = s;
        std::fprintf(stderr, "%sbatch: %llu / %llu games, %.0f games/s%s", tty_ ? "\r" : "",
                     static_cast<unsigned long long>(p.done), static_cast<unsigned long long>(p.total),
                     static_cast<double>(p.done) / s, tty_ && p.done < p.total ? "" : "\n");
        std::fflush(stderr);
    }
    double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count(); }

private:
    bool quiet_, tty_;
    double lastLine_ = 0;
    std::chrono::steady_clock::time_point t0_ = std::chrono::steady_clock::now();
};

void addSummaryPeriodsOption(QCommandLineParser& p)
{
    p.addOption({QStringLiteral("summary-periods"),
                 QStringLiteral("Periods per metric shown in the summary (default 10; 0: all)."), QStringLiteral("N")});
}

void addBatchOptions(QCommandLineParser& p)
{
    p.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("The scenario file (JSON)."));
    p.addOption({QStringLiteral("seeds"), QStringLiteral("The seeds to play, both included."), QStringLiteral("A..B")});
    p.addOption(
        {QStringLiteral("jobs"), QStringLiteral("Games played at a time (threads; default 1)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("set"),
                 QStringLiteral("Change the scenario at a JSON path before playing ($.nations[1].belligerence=1.2); "
                                "V1,V2,V3 sweeps the values, playing every seed for each (repeatable, one sweep)."),
                 QStringLiteral("PATH=VALUE")});
    p.addOption({QStringLiteral("out"), QStringLiteral("The results file (SQLite)."), QStringLiteral("RESULTS")});
    p.addOption({QStringLiteral("csv"), QStringLiteral("Also write the games table as CSV."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("shard"), QStringLiteral("Play only part I (from 0) of N of the seeds."),
                 QStringLiteral("I/N")});
    p.addOption(
        {QStringLiteral("max-events"),
         QStringLiteral("Stop a game after about N events (default %1; 0: no limit).").arg(kDefaultRunEventBudget),
         QStringLiteral("N")});
    addSummaryPeriodsOption(p);
    p.addOption({QStringLiteral("quiet"), QStringLiteral("No progress on stderr.")});
}

BatchPlan planOf(const QCommandLineParser& p, const std::string& file, const nlohmann::json& doc,
                 const std::vector<ScenarioSet>& sets, const Seeds& seeds)
{
    BatchPlan plan;
    plan.jobs = 1;
    if (p.isSet(QStringLiteral("jobs"))) {
        const std::uint64_t jobs = parseUnsigned(p.value(QStringLiteral("jobs")), "--jobs");
        if (jobs == 0 || jobs > 256)
            throw UsageError("--jobs must be between 1 and 256, got " + std::to_string(jobs));
        plan.jobs = static_cast<unsigned>(jobs);
    }
    const auto [index, count] = shardOf(p);
    plan.seeds = shardOfSeeds(seeds.first, seeds.last, index, count);
    plan.maxEvents = p.isSet(QStringLiteral("max-events"))
        ? parseUnsigned(p.value(QStringLiteral("max-events")), "--max-events")
        : kDefaultRunEventBudget;
    plan.variants = variantsOf(file, doc, sets, plan.ruleset);
    if (const std::string problem = batchPlanProblem(plan, file, kMaxStreamedBatchGames); !problem.empty())
        throw UsageError(problem);
    return plan;
}

int summaryPeriodsOf(const QCommandLineParser& p)
{
    if (!p.isSet(QStringLiteral("summary-periods")))
        return 10;
    const std::uint64_t n = parseUnsigned(p.value(QStringLiteral("summary-periods")), "--summary-periods");
    return static_cast<int>(std::min<std::uint64_t>(n, 1000000));
}

// Plays the plan's games, each handed to `onGame` in (sweep, seed) order. Ctrl-C stops the
// workers after their current game; the games finished have been handed over.
BatchStreamRun playInterruptibly(const BatchPlan& plan, const std::function<void(const BatchGame&)>& onGame,
                                 ProgressPrinter& printer)
{
    interrupted.store(false);
    const auto previous = std::signal(SIGINT, onInterrupt);
    BatchStreamRun run;
    try {
        run = streamBatch(
            plan, onGame, [&](const BatchProgress& pr) { printer(pr); }, &interrupted);
    } catch (...) {
        std::signal(SIGINT, previous);
        throw;
    }
    std::signal(SIGINT, previous);
    return run;
}

// The summary of a finished run and its last line on stdout.
void printFinished(BatchResults& head, const BatchSummaryAccumulator& summary, const BatchPlan& plan,
                   std::uint64_t games, double seconds, const std::string& file, const std::string& outPath,
                   int summaryPeriods)
{
    const std::string periodName = plan.ruleset->periodsFor(*plan.variants.front()).majorName;
    std::fputs(batchSummaryText(head, summary.summaries(), periodName, summaryPeriods).c_str(), stdout);
    // An empty shard (more shards than seeds) has no seeds of its own: say so rather than
    // print a one-seed range it did not play.
    const std::string shard = head.params["shard"];
    const std::string which = plan.seeds.empty
        ? "no seeds: shard " + shard + " of seeds " + head.params["seeds"] + " is empty"
        : "seeds " + std::to_string(plan.seeds.first) + ".." + std::to_string(plan.seeds.last) +
            (shard.empty() ? "" : ", shard " + shard);
    std::printf("%s: %llu games (%s) in %.2f s on %u threads; results in %s\n", file.c_str(),
                static_cast<unsigned long long>(games), which.c_str(), seconds, plan.jobs, outPath.c_str());
}

}  // namespace

int batchCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Play one untraced game per seed and summarize the results."));
    p.addHelpOption();
    addBatchOptions(p);
    if (!parseArguments(p, args))
        return Ok;
    if (p.positionalArguments().size() != 1)
        throw UsageError("expects exactly one SCENARIO file");
    if (!p.isSet(QStringLiteral("seeds")))
        throw UsageError("--seeds A..B is required");
    if (!p.isSet(QStringLiteral("out")))
        throw UsageError("--out RESULTS is required");
    const int summaryPeriods = summaryPeriodsOf(p);
    const std::string file = toStd(p.positionalArguments().first());
    const Seeds seeds = parseSeeds(p.value(QStringLiteral("seeds")));
    const std::vector<ScenarioSet> sets = parseSets(p.values(QStringLiteral("set")));
    // Read once: the results store the document the games were played from.
    const nlohmann::json doc = readScenarioDocument(file);
    const BatchPlan plan = planOf(p, file, doc, sets, seeds);

    // The games go to the results file (and the CSV) as they finish, in (sweep, seed) order,
    // and into the summary's counts: nothing per game stays in memory (issue 41). Both files
    // are temporary until the end, so a failed run leaves the old ones untouched.
    BatchResults head = resultsOf(p, file, doc, sets, plan, seeds);
    const std::string outPath = toStd(p.value(QStringLiteral("out")));
    BatchResultsWriter writer(outPath, head);
    std::unique_ptr<AtomicFile> csv;
    if (p.isSet(QStringLiteral("csv"))) {
        csv = std::make_unique<AtomicFile>(toStd(p.value(QStringLiteral("csv"))));
        csv->stream() << batchCsvHeader();
    }
    BatchSummaryAccumulator summary(head.sweepValues.size(), head.metricNames.size());

    ProgressPrinter printer(p.isSet(QStringLiteral("quiet")));
    const BatchStreamRun run = playInterruptibly(
        plan,
        [&](const BatchGame& g) {
            writer.add(g);
            if (csv)
                csv->stream() << batchGameCsvLine(head, g);
            summary.add(g);
        },
        printer);
    // A cancelled run's file says it lacks seeds of its range, as a merge of some shards does.
    head.params["games"] = std::to_string(run.games);
    std::map<std::string, std::string> last{{"games", head.params["games"]}};
    if (!run.complete)
        last["shard"] = "partial";
    writer.finish(last);
    if (csv)
        csv->commit();
    const std::uint64_t total = plan.seeds.size() * plan.variants.size();
    if (!run.complete) {
        std::fprintf(stderr,
                     "%s: interrupted after %llu of %llu games; %s holds the %llu games finished "
                     "(batch.shard \"partial\")\n",
                     file.c_str(), static_cast<unsigned long long>(run.games), static_cast<unsigned long long>(total),
                     outPath.c_str(), static_cast<unsigned long long>(run.games));
        return kExitInterrupted;
    }

    printFinished(head, summary, plan, run.games, printer.seconds(), file, outPath, summaryPeriods);
    return Ok;
}

int batchMergeCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Merge the results files of one batch run's shards."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("out"), QStringLiteral("The merged results file."));
    p.addPositionalArgument(QStringLiteral("in"), QStringLiteral("Results files of the same run."),
                            QStringLiteral("IN..."));
    addSummaryPeriodsOption(p);
    if (!parseArguments(p, args))
        return Ok;
    const QStringList files = p.positionalArguments();
    if (files.size() < 2)
        throw UsageError("expects OUT and at least one IN file");
    std::vector<std::pair<std::string, BatchResults>> inputs;
    for (qsizetype i = 1; i < files.size(); ++i)
        inputs.emplace_back(toStd(files[i]), loadBatchResults(toStd(files[i])));
    const BatchResults merged = mergeBatchResults(inputs);
    saveBatchResults(toStd(files.first()), merged);
    const int summaryPeriods = summaryPeriodsOf(p);
    const Ruleset* ruleset = findRuleset(merged.params.contains("ruleset") ? merged.params.at("ruleset") : "");
    const std::string periodName = ruleset ? ruleset->periods().majorName : "period";
    std::fputs(batchSummaryText(merged, summarizeBatch(merged), periodName, summaryPeriods).c_str(), stdout);
    std::printf("%s: %zu games from %zu files, seeds %s%s\n", qPrintable(files.first()), merged.games.size(),
                inputs.size(), merged.params.at("seeds").c_str(),
                merged.params.at("shard") == "partial" ? " (some seeds of that range are missing)" : "");
    return Ok;
}

}  // namespace ts::cli
