// turnscope-cli regress PATH... [--bless] [--jobs N] [--json]: every saved trace re-executed on this
// build; same, diverged (first divergent event, its clause and rule text, both sides) or
// could not be loaded; a summary by the clause of the first divergence.
#include "cli_common.h"
#include "regress_check.h"

#include "session/headless/clausetexts.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

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
    case RegressOutcome::Status::Same: std::printf("%s: same (%zu events)\n", o.path.c_str(), o.recordedEvents); break;
    case RegressOutcome::Status::Diverged: printDiverged(o); break;
    case RegressOutcome::Status::Unloadable:
        std::printf("%s: COULD NOT BE LOADED (exit %d): %s\n", o.path.c_str(), o.exitCode, o.error.c_str());
        break;
    }
}

struct Counts {
    std::size_t same = 0, diverged = 0, unloadable = 0, blessed = 0;
};

Counts countsOf(const std::vector<RegressOutcome>& outcomes)
{
    Counts c;
    for (const RegressOutcome& o : outcomes) {
        c.same += o.status == RegressOutcome::Status::Same;
        c.diverged += o.status == RegressOutcome::Status::Diverged;
        c.unloadable += o.status == RegressOutcome::Status::Unloadable;
        c.blessed += o.blessed;
    }
    return c;
}

using ClauseGroups = std::vector<std::pair<std::string, std::vector<std::string>>>;

// The diverged traces by the clause of their first divergence ("" for state hashes only),
// the clause with most traces first, then by clause id; each group's traces in path order.
ClauseGroups groupsOf(const std::vector<RegressOutcome>& outcomes)
{
    std::map<std::string, std::vector<std::string>> byClause;
    for (const RegressOutcome& o : outcomes)
        if (o.status == RegressOutcome::Status::Diverged)
            byClause[o.clause()].push_back(o.path);
    ClauseGroups groups(byClause.begin(), byClause.end());
    std::stable_sort(groups.begin(), groups.end(),
                     [](const auto& a, const auto& b) { return a.second.size() > b.second.size(); });
    return groups;
}

void printSummary(const std::vector<RegressOutcome>& outcomes)
{
    const Counts c = countsOf(outcomes);
    std::printf("\nsummary: %zu traces: %zu same, %zu diverged, %zu could not be loaded", outcomes.size(), c.same,
                c.diverged, c.unloadable);
    if (c.blessed)
        std::printf(", %zu rewritten (--bless)", c.blessed);
    std::printf("\n");
    for (const auto& [clause, paths] : groupsOf(outcomes)) {
        std::printf("  %s: %zu\n", clause.empty() ? "(state hashes only)" : clause.c_str(), paths.size());
        for (const std::string& path : paths)
            std::printf("    %s\n", path.c_str());
    }
}

std::string hex(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

nlohmann::json jsonOf(const RegressOutcome& o)
{
    static const char* const kStatus[] = {"same", "diverged", "unloadable"};
    nlohmann::json j{{"path", o.path}, {"status", kStatus[static_cast<int>(o.status)]}};
    if (o.status == RegressOutcome::Status::Unloadable) {
        j["error"] = o.error;
        j["exit_code"] = o.exitCode;
        return j;
    }
    j["recorded_events"] = o.recordedEvents;
    j["replayed_events"] = o.replayedEvents;
    if (o.status == RegressOutcome::Status::Same)
        return j;
    j["divergence"] = nullptr;
    if (o.divergence)
        j["divergence"] = {{"seq", o.divergence->seq},
                           {"clause", o.clause()},
                           {"rule_text", ruleText(o.clause())},
                           {"recorded_clause", o.recordedClause},
                           {"replayed_clause", o.replayedClause},
                           {"recorded", o.divergence->left},
                           {"re_executed", o.divergence->right}};
    j["hash_mismatches"] = nlohmann::json::array();
    for (const HashMismatch& m : o.hashMismatches)
        j["hash_mismatches"].push_back({{"seq", m.seq}, {"recorded", hex(m.recorded)}, {"replayed", hex(m.replayed)}});
    j["blessed"] = o.blessed;
    j["bless_error"] = o.blessError;
    return j;
}

// One object: {notes, traces, summary: {traces, same, diverged, unloadable, rewritten,
// by_clause: [{clause, count, traces}]}, exit_code}.
void printJson(const RegressListing& listing, const std::vector<RegressOutcome>& outcomes, int exitCode)
{
    nlohmann::json traces = nlohmann::json::array(), groups = nlohmann::json::array();
    for (const RegressOutcome& o : outcomes)
        traces.push_back(jsonOf(o));
    for (const auto& [clause, paths] : groupsOf(outcomes))
        groups.push_back({{"clause", clause}, {"count", paths.size()}, {"traces", paths}});
    const Counts c = countsOf(outcomes);
    const nlohmann::json out{{"notes", listing.notes},
                             {"traces", traces},
                             {"summary",
                              {{"traces", outcomes.size()},
                               {"same", c.same},
                               {"diverged", c.diverged},
                               {"unloadable", c.unloadable},
                               {"rewritten", c.blessed},
                               {"by_clause", groups}}},
                             {"exit_code", exitCode}};
    std::printf("%s\n", out.dump(2).c_str());
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
    p.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object instead of text.")});
    p.addOption({QStringLiteral("jobs"), QStringLiteral("Check N traces at a time (1 to %1, default 1).").arg(kMaxJobs),
                 QStringLiteral("N")});
    if (!parseArguments(p, args))
        return Ok;
    const unsigned jobs = jobsOf(p);
    if (p.positionalArguments().isEmpty())
        throw UsageError("expects at least one PATH (a trace file or a folder of traces)");
    std::vector<std::string> paths;
    for (const QString& a : p.positionalArguments())
        paths.push_back(toStd(a));
    const RegressListing listing = listRegressPaths(paths);
    const std::vector<RegressOutcome> outcomes =
        checkRegressItems(listing.items, jobs, p.isSet(QStringLiteral("bless")));
    const int code = exitCodeOf(outcomes);
    if (p.isSet(QStringLiteral("json"))) {
        printJson(listing, outcomes, code);
        return code;
    }
    for (const std::string& note : listing.notes)
        std::printf("note: %s\n", note.c_str());
    for (const RegressOutcome& o : outcomes)
        printOutcome(o);
    printSummary(outcomes);
    return code;
}

}  // namespace ts::cli
