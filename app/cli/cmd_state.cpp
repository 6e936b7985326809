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

}  // namespace ts::cli
