// turnscope-cli fork TRACE: answer one recorded decision differently (--decision K --answer I),
// or set values at an event and play on (--at N --write ENTITY.FIELD=VALUE ..., "What if?",
// kernel/edit.h); either way the new game is saved to --out NEW.
#include "cli_common.h"

#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"

#include <QCommandLineParser>

#include <cstdio>
#include <vector>

namespace ts::cli {

namespace {

std::uint64_t requiredNumber(const QCommandLineParser& p, const char* option)
{
    const QString name = QString::fromLatin1(option + 2);
    if (!p.isSet(name))
        throw UsageError(std::string(option) + " is required");
    return parseUnsigned(p.value(name), option);
}

const char* endText(const Session& s)
{
    return s.finished() ? "finished" : s.budgetReached() ? "stopped at the event budget" : "waiting for a decision";
}

int exitOf(const Session& s)
{
    if (s.budgetReached())
        return Budget;
    return s.waitingForCaller() ? NeedsDecision : Ok;
}

// --decision K --answer I.
void forkAtDecision(const QCommandLineParser& p, Session& s, const QString& file)
{
    const std::uint64_t k = requiredNumber(p, "--decision"), i = requiredNumber(p, "--answer");
    if (k >= s.decisions().size())
        throw UsageError("--decision " + std::to_string(k) + ": the trace has " + std::to_string(s.decisions().size()) +
                         " decision(s)" +
                         (s.decisions().empty() ? "" : ", 0.." + std::to_string(s.decisions().size() - 1)));
    std::vector<Answer> legal;
    try {
        legal = s.gameAtDecision(k)->legalAnswers();
    } catch (const std::runtime_error& e) {
        throw TraceError(TraceError::Code::Corrupt, toStd(file),
                         std::string("decision ") + std::to_string(k) + ": " + e.what());
    }
    const RenderContext ctx(s.trace(), &s.ruleset());
    if (i >= legal.size()) {
        std::string list;
        for (std::size_t n = 0; n < legal.size(); ++n)
            list += "\n  " + std::to_string(n) + ": " + s.ruleset().answerText(legal[n], ctx);
        throw UsageError("--answer " + std::to_string(i) + ": decision " + std::to_string(k) + " has " +
                         std::to_string(legal.size()) + " legal answer(s)" + (legal.empty() ? "" : ":") + list);
    }
    s.fork(k, legal[i]);
    s.run();
    saveSession(toStd(p.value(QStringLiteral("out"))), s);
    std::printf("%s: decision %llu answered \"%s\": %zu events, %zu decisions, %s\n", qPrintable(file),
                static_cast<unsigned long long>(k), s.ruleset().answerText(legal[i], ctx).c_str(),
                static_cast<std::size_t>(s.size()), s.decisions().size(), endText(s));
}

// --at N --write ENTITY.FIELD=VALUE ...: every edit is checked before anything is cut, so a
// bad one (exit 2) writes nothing.
void forkWithEdits(const QCommandLineParser& p, Session& s, const QString& file)
{
    const std::uint64_t at = requiredNumber(p, "--at");
    if (p.isSet(QStringLiteral("decision")) || p.isSet(QStringLiteral("answer")))
        throw UsageError("--write sets values at --at N; --decision and --answer fork at a decision: give one or the "
                         "other");
    std::vector<Edit> edits;
    for (const QString& w : p.values(QStringLiteral("write"))) {
        std::string error;
        const auto edit = parseEdit(toStd(w), s.ruleset(), s.scenario(), s.trace().entityNames, error);
        if (!edit)
            throw UsageError("--write " + toStd(w) + ": " + error);
        edits.push_back(*edit);
    }
    Seq first = 0;
    try {
        first = s.forkWithEdits(at, edits);
    } catch (const std::invalid_argument& e) {
        throw UsageError("--at " + std::to_string(at) + ": " + e.what());
    }
    // Edits land between engine steps (Session::forkWithEdits): inside a step, after its end.
    if (first != at + 1)
        std::printf("%s: event #%llu is inside an engine step; the edits land after its last event, #%llu\n",
                    qPrintable(file), static_cast<unsigned long long>(at), static_cast<unsigned long long>(first - 1));
    s.run();
    saveSession(toStd(p.value(QStringLiteral("out"))), s);
    std::string list;
    for (const Edit& e : edits)
        list += (list.empty() ? "" : ", ") + formatEdit(e, s.ruleset(), s.scenario(), s.trace().entityNames);
    const std::string events = edits.size() == 1
        ? "event #" + std::to_string(first)
        : "events #" + std::to_string(first) + "..#" + std::to_string(first + edits.size() - 1);
    std::printf("%s: set %s after event #%llu (the user's %s): %zu events, %zu decisions, %s\n", qPrintable(file),
                list.c_str(), static_cast<unsigned long long>(first - 1), events.c_str(),
                static_cast<std::size_t>(s.size()), s.decisions().size(), endText(s));
}

}  // namespace

int forkCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Answer one recorded decision differently, or set values at an event (\"What if?\"), and "
                       "play on."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addOption(
        {QStringLiteral("decision"), QStringLiteral("The decision (0-based, in trace order)."), QStringLiteral("K")});
    p.addOption({QStringLiteral("answer"),
                 QStringLiteral("The legal answer (0-based, as the Decision panel lists them)."), QStringLiteral("I")});
    p.addOption({QStringLiteral("at"),
                 QStringLiteral("With --write: the event after which the values are set (after its engine step)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("write"),
                 QStringLiteral("Set a field, named as `history` and the write events name it (North.power=300); "
                                "repeatable."),
                 QStringLiteral("ENTITY.FIELD=VALUE")});
    p.addOption(
        {QStringLiteral("out"), QStringLiteral("Save the forked game's trace to this file."), QStringLiteral("NEW")});
    p.addOption(
        {QStringLiteral("max-events"),
         QStringLiteral("Stop the game after about N events (default %1; 0: no limit).").arg(kDefaultRunEventBudget),
         QStringLiteral("N")});
    if (!parseArguments(p, args))
        return Ok;
    if (p.positionalArguments().size() != 1)
        throw UsageError("expects exactly one TRACE file");
    // The options of one mode are checked before the trace is opened: a usage error first.
    const bool editing = p.isSet(QStringLiteral("write"));
    for (const char* option :
         editing ? std::vector<const char*>{"--at"} : std::vector<const char*>{"--decision", "--answer"})
        (void)requiredNumber(p, option);
    if (!p.isSet(QStringLiteral("out")))
        throw UsageError("--out NEW is required");
    SessionOptions options;
    options.maxEvents = p.isSet(QStringLiteral("max-events"))
        ? parseUnsigned(p.value(QStringLiteral("max-events")), "--max-events")
        : kDefaultRunEventBudget;
    const QString file = p.positionalArguments().first();
    auto session = openSession(toStd(file), options);
    if (editing)
        forkWithEdits(p, *session, file);
    else
        forkAtDecision(p, *session, file);
    return exitOf(*session);
}

}  // namespace ts::cli
