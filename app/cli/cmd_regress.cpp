// turnscope-cli regress PATH... [--bless] [--jobs N]: every saved trace re-executed on this
// build; same, diverged (first divergent event, its clause and rule text, both sides) or
// could not be loaded; a summary by the clause of the first divergence.
#include "cli_common.h"
#include "regress_check.h"

#include "clausetexts.h"

#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>
#include <map>

namespace ts::cli {

namespace {

// Enough for any machine's cores; more threads only add memory (each holds a replay).
constexpr unsigned kMaxJobs = 64;

unsigned jobsOf(const QCommandLineParser& p)
{
    if (!p.isSet(QStringLiteral("jobs")))
        return 1;
    bool ok = false;
    const uint n = p.value(QStringLiteral("jobs")).toUInt(&ok);
    if (!ok || n < 1 || n > kMaxJobs)
        throw UsageError("--jobs expects a whole number from 1 to " + std::to_string(kMaxJobs) + ", got \"" +
                         toStd(p.value(QStringLiteral("jobs"))) + "\"");
    return n;
}

// The English statement of the clause (resources/clauses, as the window's rule panel shows
// it); a refinement "X#y" without its own text has X's.
std::string ruleText(const std::string& clause)
{
    const gui::ClauseText t = gui::ClauseTexts::bundled().find(QString::fromStdString(clause));
    return t.isKnown() ? toStd(t.statement) : std::string("(no rule text for this clause)");
}

void printDiverged(const RegressOutcome& o)
{
    if (o.divergence) {
        std::printf("%s: DIVERGED at event #%llu, clause %s\n", o.path.c_str(),
                    static_cast<unsigned long long>(o.divergence->seq), o.clause().c_str());
        if (!o.recordedClause.empty() && !o.replayedClause.empty() && o.recordedClause != o.replayedClause)
            std::printf("  (recorded clause %s)\n", o.recordedClause.c_str());
        std::printf("  rule: %s\n  recorded:    %s\n  re-executed: %s\n", ruleText(o.clause()).c_str(),
                    o.divergence->left.c_str(), o.divergence->right.c_str());
    } else {
        std::printf("%s: DIVERGED in state hashes only (every event the same)\n", o.path.c_str());
    }
    if (!o.hashMismatches.empty()) {
        const HashMismatch& m = o.hashMismatches.front();
        std::printf("  state hash at event #%llu: recorded %016llx, re-executed %016llx (%zu mismatched)\n",
                    static_cast<unsigned long long>(m.seq), static_cast<unsigned long long>(m.recorded),
                    static_cast<unsigned long long>(m.replayed), o.hashMismatches.size());
    }
    if (o.blessed)
        std::printf("  blessed: rewritten from this build (%zu events)\n", o.blessedEvents);
    else if (!o.blessError.empty())
        std::printf("  bless: %s\n", o.blessError.c_str());
}

void printOutcome(const RegressOutcome& o)
{
    switch (o.status) {
    case RegressOutcome::Status::Same:
        std::printf("%s: same (%zu events)\n", o.path.c_str(), o.recordedEvents);
        break;
    case RegressOutcome::Status::Diverged:
        printDiverged(o);
        break;
    case RegressOutcome::Status::Unloadable:
        std::printf("%s: COULD NOT BE LOADED (exit %d): %s\n", o.path.c_str(), o.exitCode, o.error.c_str());
        break;
    }
}

// Counts, then the diverged traces grouped by the clause of their first divergence, the
// clause with most traces first.
void printSummary(const std::vector<RegressOutcome>& outcomes)
{
    std::size_t same = 0, diverged = 0, unloadable = 0, blessed = 0;
    std::map<std::string, std::vector<std::string>> byClause;
    for (const RegressOutcome& o : outcomes) {
        same += o.status == RegressOutcome::Status::Same;
        unloadable += o.status == RegressOutcome::Status::Unloadable;
        if (o.status != RegressOutcome::Status::Diverged)
            continue;
        ++diverged;
        blessed += o.blessed;
        byClause[o.clause()].push_back(o.path);
    }
    std::printf("\nsummary: %zu traces: %zu same, %zu diverged, %zu could not be loaded", outcomes.size(), same,
                diverged, unloadable);
    if (blessed)
        std::printf(", %zu rewritten (--bless)", blessed);
    std::printf("\n");
    std::vector<std::pair<std::string, std::vector<std::string>>> groups(byClause.begin(), byClause.end());
    std::stable_sort(groups.begin(), groups.end(),
                     [](const auto& a, const auto& b) { return a.second.size() > b.second.size(); });
    for (const auto& [clause, paths] : groups) {
        std::printf("  %s: %zu\n", clause.empty() ? "(state hashes only)" : clause.c_str(), paths.size());
        for (const std::string& path : paths)
            std::printf("    %s\n", path.c_str());
    }
}

// 0 when every trace is the same (or was rewritten by --bless); the first unloadable trace's
// code (4, 5; 70) when one could not be loaded, since then the check is incomplete;
// otherwise 1 when something diverged.
int exitCodeOf(const std::vector<RegressOutcome>& outcomes)
{
    int code = Ok;
    for (const RegressOutcome& o : outcomes) {
        if (o.status == RegressOutcome::Status::Unloadable)
            return o.exitCode;
        if (o.status == RegressOutcome::Status::Diverged && !o.blessed)
            code = Differs;
    }
    return code;
}

}  // namespace

int regressCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Re-execute saved traces on this build: same, diverged (first divergent event, its clause and rule text) "
        "or could not be loaded; a summary by the clause of the first divergence."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("path"), QStringLiteral("Trace files or folders (every *.tstrace inside)."),
                            QStringLiteral("PATH..."));
    p.addOption({QStringLiteral("bless"), QStringLiteral("Rewrite each diverged trace from this build (atomically).")});
    p.addOption({QStringLiteral("jobs"), QStringLiteral("Check N traces at a time (1 to %1, default 1).").arg(kMaxJobs),
                 QStringLiteral("N")});
    if (!p.parse(args))
        throw UsageError(toStd(p.errorText()));
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return Ok;
    }
    const unsigned jobs = jobsOf(p);
    if (p.positionalArguments().isEmpty())
        throw UsageError("expects at least one PATH (a trace file or a folder of traces)");
    std::vector<std::string> paths;
    for (const QString& a : p.positionalArguments())
        paths.push_back(toStd(a));
    const RegressListing listing = listRegressPaths(paths);
    for (const std::string& note : listing.notes)
        std::printf("note: %s\n", note.c_str());
    const std::vector<RegressOutcome> outcomes = checkRegressItems(listing.items, jobs, p.isSet(QStringLiteral("bless")));
    for (const RegressOutcome& o : outcomes)
        printOutcome(o);
    printSummary(outcomes);
    return exitCodeOf(outcomes);
}

}  // namespace ts::cli
