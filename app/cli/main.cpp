// turnscope-cli: the engine without the GUI. See docs/cli.md for commands and exit codes.
#include "cli_common.h"

#include "kernel/exit_codes.h"
#include "kernel/scenario.h"
#include "kernel/trace/trace_file.h"
#include "rulesets/rulesets.h"

#include <QCoreApplication>

#include <csignal>
#include <cstdio>
#include <exception>
#include <map>
#include <new>

namespace {

const char* kUsage =
    "Usage: turnscope-cli COMMAND [options]\n"
    "\n"
    "Commands:\n"
    "  run SCENARIO [--seed N] [--out TRACE] [--events-jsonl FILE] [--final-state-json FILE] [--quiet]\n"
    "      [--max-events N] [--set PATH=VALUE]...\n"
    "      Run a scenario to its end; print its report (the Run table of each turn).\n"
    "  runtable SCENARIO --turn N [--after] [--json] [--seed N] [--max-events N]\n"
    "      [--set PATH=VALUE]...\n"
    "      The Run table of turn N as built (with merges and dealt tokens), or with --after\n"
    "      as it stood at the end of the turn (inserted rows, skipped slots, tokens).\n"
    "  verify TRACE\n"
    "      Re-execute a saved trace and compare every event and checkpoint hash.\n"
    "  diff TRACE_A TRACE_B [--aligned] [--json] [--events-per-stretch N]\n"
    "      Show the first event where two traces differ; --aligned: every divergent\n"
    "      stretch of the two traces aligned by rule step, both sides.\n"
    "  export TRACE (--jsonl FILE | --chrome FILE)\n"
    "      Export events as JSON Lines or as Chrome/Perfetto trace-event JSON.\n"
    "  draws TRACE [--clause C] [--entity E] [--json]\n"
    "      The random-draw ledger: every draw, the rule that used it, draws per clause.\n"
    "  history TRACE (ENTITY FIELD | --path POINTER) [--at N] [--json]\n"
    "      Every write of one field, the last one at or before event N, and what its rule\n"
    "      step depended on (decisions, random draws, earlier writes); --path names the field\n"
    "      by the JSON pointer of its value in the state document (/players/1/characters/0/hp).\n"
    "  watch TRACE EXPR... [--at-clause C] [--every step|event] [--csv]\n"
    "      Values across the whole trace: a row per rule step (or event) where any EXPR changed,\n"
    "      the first at event 0. EXPR: ENTITY.FIELD (a traced field, North.power) or a condition\n"
    "      expression ('nation(\"North\").power'); --at-clause: a row per event citing C.\n"
    "  state TRACE --at N [--json]\n"
    "      The state after event N: the inspector's document (as run --final-state-json).\n"
    "  fork TRACE --decision K --answer I --out NEW [--max-events N]\n"
    "      Answer decision K (0-based) with legal answer I (0-based, as the Decision panel\n"
    "      lists them) and play on; exit codes as run.\n"
    "  fork TRACE --at N --write ENTITY.FIELD=VALUE [--write ...] --out NEW [--max-events N]\n"
    "      What if? Set fields after event N (North.power=300, names as in history) and play\n"
    "      on: the edits are the user's events N+1...; exit 2 for an unknown field or a bad\n"
    "      value, exit codes as run otherwise.\n"
    "  whynot TRACE [--at N] [--clause C] [--entity E] [--count K] [--json]\n"
    "      Why not? The candidates the rules considered and did not apply at event N; with\n"
    "      a clause or an entity, the nearest events where it was considered, and why.\n"
    "  regress PATH... [--bless] [--jobs N] [--json]\n"
    "      Re-execute saved traces (files, folders of *.tstrace) on this build: same, diverged\n"
    "      (first divergent event, its clause and rule text) or could not be loaded.\n"
    "  batch SCENARIO --seeds A..B --out RESULTS [--jobs N] [--set PATH=VALUE[,VALUE...]]...\n"
    "      [--csv FILE] [--shard I/N] [--max-events N] [--summary-periods N] [--quiet]\n"
    "      Play one untraced game per seed (per sweep value), write the results (SQLite) and\n"
    "      print win rates, game lengths and the ruleset's metrics per period.\n"
    "  batch-merge OUT IN1 IN2 ...\n"
    "      Merge the results files of one batch run's shards.\n"
    "  shrink TRACE (--until EXPR | --error | --diverges-from OTHER [--reference-cli PROGRAM])\n"
    "               --out FILE.json [--budget SECONDS] [--quiet]\n"
    "      The smallest scenario whose game still has the property (a condition becomes true,\n"
    "      an engine error, or its game differs from OTHER's, another build's or seed's, first\n"
    "      at the same rule), by delta debugging over the scenario's parts and numbers.\n"
    "  query TRACE|RESULTS SQL [--trace TRACE] [--csv | --json]\n"
    "      SQL over a trace (tables events, writes, draws, decisions, clauses) or a batch\n"
    "      results file; read-only; an SQL error shows SQLite's message and its place.\n"
    "\n"
    "Run 'turnscope-cli COMMAND --help' for a command's options.\n"
    "Exit codes: 0 ok, 1 traces differ (shrink: the property does not hold), 2 usage,\n"
    "            3 bad scenario, 4 bad trace file, 5 I/O error, 6 waiting for a decision,\n"
    "            7 event budget reached,\n"
    "            70 internal error (a bug), 130 interrupted (batch: nothing written).\n";

}  // namespace

int main(int argc, char** argv)
{
    // Under a file-size limit (ulimit -f) a write fails with EFBIG and is reported like a full
    // disk, instead of the signal killing the program in the middle of a save.
    std::signal(SIGXFSZ, SIG_IGN);
    QCoreApplication app(argc, argv);
    ts::registerAllRulesets();
    QCoreApplication::setApplicationName(QStringLiteral("turnscope-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TURNSCOPE_VERSION));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 2 || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h")) {
        std::fputs(kUsage, args.size() < 2 ? stderr : stdout);
        return args.size() < 2 ? ts::cli::Usage : ts::cli::Ok;
    }
    if (args[1] == QLatin1String("--version")) {
        std::printf("turnscope-cli %s\n", TURNSCOPE_VERSION);
        return ts::cli::Ok;
    }
    const std::map<QString, ts::cli::Command> commands{
        {QStringLiteral("run"), ts::cli::runCommand},
        {QStringLiteral("runtable"), ts::cli::runtableCommand},
        {QStringLiteral("verify"), ts::cli::verifyCommand},
        {QStringLiteral("diff"), ts::cli::diffCommand},
        {QStringLiteral("export"), ts::cli::exportCommand},
        {QStringLiteral("draws"), ts::cli::drawsCommand},
        {QStringLiteral("history"), ts::cli::historyCommand},
        {QStringLiteral("watch"), ts::cli::watchCommand},
        {QStringLiteral("state"), ts::cli::stateCommand},
        {QStringLiteral("fork"), ts::cli::forkCommand},
        {QStringLiteral("whynot"), ts::cli::whynotCommand},
        {QStringLiteral("regress"), ts::cli::regressCommand},
        {QStringLiteral("batch"), ts::cli::batchCommand},
        {QStringLiteral("batch-merge"), ts::cli::batchMergeCommand},
        {QStringLiteral("shrink"), ts::cli::shrinkCommand},
        {QStringLiteral("query"), ts::cli::queryCommand},
    };
    const auto it = commands.find(args[1]);
    if (it == commands.end()) {
        std::fprintf(stderr, "turnscope-cli: unknown command \"%s\"\n\n%s", qPrintable(args[1]), kUsage);
        return ts::cli::Usage;
    }
    QStringList rest = args;
    rest.removeAt(1);  // the parser sees "turnscope-cli <options>"
    try {
        return it->second(rest);
    } catch (const ts::cli::UsageError& e) {
        std::fprintf(stderr, "turnscope-cli %s: %s\n", qPrintable(args[1]), e.what());
        return ts::cli::Usage;
    } catch (const ts::TraceError& e) {
        std::fprintf(stderr, "%s [%s]\n", e.what(), ts::traceErrorCodeName(e.code()));
        return ts::exitCodeFor(e);
    } catch (const std::bad_alloc&) {
        // Bounds on every input and the run's event budget should make this unreachable.
        std::fprintf(stderr, "turnscope-cli %s: internal error: out of memory\n", qPrintable(args[1]));
        return ts::cli::Internal;
    } catch (const std::exception& e) {
        // Bad input of every kind (ScenarioError, FileError, TraceError) has its own code and
        // its message names the file; anything else is a bug of ours.
        const int code = ts::exitCodeFor(e);
        if (code == ts::cli::Internal)
            std::fprintf(stderr, "turnscope-cli %s: internal error: %s\n", qPrintable(args[1]), e.what());
        else
            std::fprintf(stderr, "%s\n", e.what());
        return code;
    }
}
