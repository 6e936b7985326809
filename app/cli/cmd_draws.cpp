// turnscope-cli draws TRACE [--clause C] [--entity E] [--json]: the random-draw ledger.
#include "cli_common.h"

#include "kernel/draw/draw_ledger.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace ts::cli {

namespace {

std::string clauseOf(const Trace& t, ClauseId id)
{
    return id < t.clauseNames.size() ? t.clauseNames[id] : std::string();
}

// The entity named `name` in the trace (its names are what the ledger prints).
EntityId entityNamed(const Trace& t, const std::string& name, const std::string& file)
{
    for (std::size_t i = 1; i < t.entityNames.size(); ++i)
        if (t.entityNames[i] == name)
            return static_cast<EntityId>(i);
    throw UsageError("--entity: " + file + " has no entity named \"" + name + "\"");
}

nlohmann::json toJson(const std::vector<DrawEntry>& draws, const std::map<std::string, std::size_t>& perClause,
                      const RenderContext& ctx, std::size_t total)
{
    const Trace& t = ctx.trace();
    nlohmann::json out{{"total", total}, {"shown", draws.size()}};
    nlohmann::json rows = nlohmann::json::array();
    for (const DrawEntry& d : draws)
        rows.push_back({{"draw", d.ordinal},
                        {"event", d.seq},
                        {"stream", d.stream},
                        {"bound", d.bound},
                        {"value", d.value},
                        {"clause", clauseOf(t, d.clause)},
                        {"entity", ctx.entity(d.entity)},
                        {"used_by", d.usedBy},
                        {"used_by_text", ctx.line(t.at(d.usedBy))},
                        {"rule_step", d.ruleStep},
                        {"rule_step_text", ctx.line(t.at(d.ruleStep))},
                        {"overridden", d.overridden}});
    out["draws"] = std::move(rows);
    out["per_clause"] = perClause;
    return out;
}

void printTable(const std::vector<DrawEntry>& draws, const std::map<std::string, std::size_t>& perClause,
                const RenderContext& ctx, const std::string& path, std::size_t total)
{
    const Trace& t = ctx.trace();
    std::printf("%s: %zu random draws in %zu events, %zu shown\n", path.c_str(), total,
                static_cast<std::size_t>(t.size()), draws.size());
    if (draws.empty())
        return;
    std::printf("| draw | event | stream | range | result | clause | entity | used by | rule step |\n"
                "|---|---|---|---|---|---|---|---|---|\n");
    for (const DrawEntry& d : draws)
        std::printf("| %zu | #%llu | %d | 0..%d | %d%s | %s | %s | #%llu %s | #%llu %s |\n", d.ordinal,
                    static_cast<unsigned long long>(d.seq), d.stream, d.bound - 1, d.value,
                    d.overridden ? " (overridden)" : "", clauseOf(t, d.clause).c_str(), ctx.entity(d.entity).c_str(),
                    static_cast<unsigned long long>(d.usedBy), ctx.line(t.at(d.usedBy)).c_str(),
                    static_cast<unsigned long long>(d.ruleStep), ctx.line(t.at(d.ruleStep)).c_str());
    std::printf("\nDraws per clause:\n| clause | draws |\n|---|---|\n");
    for (const auto& [clause, n] : perClause)
        std::printf("| %s | %zu |\n", clause.c_str(), n);
}

}  // namespace

int drawsCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("The random-draw ledger of a saved trace: every draw with its stream, "
                                               "range, result, clause, entity and the event of the rule that used it, "
                                               "and the number of draws per clause (of the draws shown)."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addOption(
        {QStringLiteral("clause"), QStringLiteral("Only draws of this clause (or its #steps)."), QStringLiteral("C")});
    p.addOption(
        {QStringLiteral("entity"), QStringLiteral("Only draws made for this entity (by name)."), QStringLiteral("E")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of tables.")});
    if (!parseArguments(p, args))
        return Ok;
    const std::string path = traceArgument(p);
    RecordedGame game = openRecordedGame(path);
    const Trace& trace = game.file.trace;
    DrawFilter filter;
    filter.clause = toStd(p.value(QStringLiteral("clause")));
    if (p.isSet(QStringLiteral("entity")))
        filter.entity = entityNamed(trace, toStd(p.value(QStringLiteral("entity"))), path);
    const DrawLedger ledger = buildDrawLedger(trace, game.file.header.drawOverrides);
    const std::vector<DrawEntry> shown = filterDraws(ledger, filter, trace);
    const auto perClause = drawsPerClause(shown, trace);
    const RenderContext ctx(trace, game.ruleset);
    if (p.isSet(QStringLiteral("json")))
        std::printf("%s\n", toJson(shown, perClause, ctx, ledger.draws.size()).dump(2).c_str());
    else
        printTable(shown, perClause, ctx, path, ledger.draws.size());
    return Ok;
}

}  // namespace ts::cli
