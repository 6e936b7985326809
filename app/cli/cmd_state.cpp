// turnscope-cli state TRACE --at N [--json]: the state document at one event.
// turnscope-cli fork TRACE --decision K --answer I --out NEW: another answer, played on.
#include "cli_common.h"

#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace ts::cli {

namespace {

// One line per value: "/units/0/hp = 12", in the document's order (what a QA script greps).
void printLeaves(const nlohmann::json& j, const std::string& pointer)
{
    if (j.is_object() && !j.empty()) {
        for (const auto& [key, value] : j.items()) {
            std::string token;
            for (const char c : key)
                token += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
            printLeaves(value, pointer + "/" + token);
        }
    } else if (j.is_array() && !j.empty()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            printLeaves(j[i], pointer + "/" + std::to_string(i));
    } else {
        std::printf("%s = %s\n", pointer.empty() ? "/" : pointer.c_str(), j.dump().c_str());
    }
}

std::uint64_t requiredNumber(const QCommandLineParser& p, const char* option)
{
    const QString name = QString::fromLatin1(option + 2);
    if (!p.isSet(name))
        throw UsageError(std::string(option) + " is required");
    return parseUnsigned(p.value(name), option);
}

}  // namespace

int stateCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("The state after one event: the inspector's document."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addOption({QStringLiteral("at"), QStringLiteral("The event (0-based)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the JSON document (as run --final-state-json).")});
    if (!parseArguments(p, args))
        return Ok;
    if (p.positionalArguments().size() != 1)
        throw UsageError("expects exactly one TRACE file");
    const std::uint64_t at = requiredNumber(p, "--at");
    auto session = openSession(toStd(p.positionalArguments().first()));
    if (session->size() == 0)
        throw UsageError("the trace has no events");
    if (at >= session->size())
        throw UsageError("--at " + std::to_string(at) + " is past the last event " +
                         std::to_string(session->size() - 1));
    const nlohmann::json doc = session->stateAt(at)->toJson();
    if (p.isSet(QStringLiteral("json")))
        std::printf("%s\n", doc.dump(2).c_str());
    else
        printLeaves(doc, "");
    return Ok;
}

int forkCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Answer one recorded decision differently and play on."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addOption(
        {QStringLiteral("decision"), QStringLiteral("The decision (0-based, in trace order)."), QStringLiteral("K")});
    p.addOption({QStringLiteral("answer"),
                 QStringLiteral("The legal answer (0-based, as the Decision panel lists them)."), QStringLiteral("I")});
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
    const std::uint64_t k = requiredNumber(p, "--decision"), i = requiredNumber(p, "--answer");
    if (!p.isSet(QStringLiteral("out")))
        throw UsageError("--out NEW is required");
    SessionOptions options;
    options.maxEvents = p.isSet(QStringLiteral("max-events"))
        ? parseUnsigned(p.value(QStringLiteral("max-events")), "--max-events")
        : kDefaultRunEventBudget;
    const QString file = p.positionalArguments().first();
    auto session = openSession(toStd(file), options);
    Session& s = *session;
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
                static_cast<std::size_t>(s.size()), s.decisions().size(),
                s.finished()            ? "finished"
                    : s.budgetReached() ? "stopped at the event budget"
                                        : "waiting for a decision");
    if (s.budgetReached())
        return Budget;
    return s.waitingForCaller() ? NeedsDecision : Ok;
}

}  // namespace ts::cli
