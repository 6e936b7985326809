// turnscope-cli whynot TRACE [--at N] [--clause C] [--entity E] [--count K] [--json]:
// "Why not?" — the candidates the rules considered and did not apply in the engine step at
// event N; with a clause or an entity, the events nearest to N where it was considered,
// applied or not, and why (kernel why_not.h).
#include "cli_common.h"

#include "kernel/session/provenance.h"
#include "kernel/session/session_files.h"
#include "kernel/session/why_not.h"
#include "kernel/trace/render.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace ts::cli {

namespace {

using json = nlohmann::json;

std::string clauseOf(const Trace& t, Seq seq) { return t.clauseName(t.at(seq).clause); }

json stepJson(const RenderContext& ctx, Seq at)
{
    const Trace& t = ctx.trace();
    const StepSpan step = engineStepAt(t, at);
    json rows = json::array();
    for (const NotAppliedEntry& n : notAppliedInStep(t, at))
        rows.push_back({{"event", n.seq},
                        {"clause", clauseOf(t, n.seq)},
                        {"line", ctx.line(t.at(n.seq))},
                        {"considered_by", n.consideredBy},
                        {"considered_by_text", ctx.line(t.at(n.consideredBy))}});
    return {{"at", at}, {"step", {{"first", step.first}, {"last", step.end - 1}}}, {"not_applied", std::move(rows)}};
}

void printStep(const RenderContext& ctx, Seq at, const std::string& path)
{
    const json j = stepJson(ctx, at);
    const auto& rows = j["not_applied"];
    std::printf("%s: event #%llu is in engine step #%llu-#%llu; %zu candidate(s) considered and not applied\n",
                path.c_str(), static_cast<unsigned long long>(at), j["step"]["first"].get<unsigned long long>(),
                j["step"]["last"].get<unsigned long long>(), rows.size());
    if (rows.empty())
        return;
    std::printf("| event | clause | not applied because | considered by |\n|---|---|---|---|\n");
    for (const auto& r : rows)
        std::printf("| #%llu | %s | %s | #%llu %s |\n", r["event"].get<unsigned long long>(),
                    r["clause"].get<std::string>().c_str(), r["line"].get<std::string>().c_str(),
                    r["considered_by"].get<unsigned long long>(), r["considered_by_text"].get<std::string>().c_str());
}

json considerationsJson(const RenderContext& ctx, const std::vector<Consideration>& list)
{
    json rows = json::array();
    for (const Consideration& c : list)
        rows.push_back({{"event", c.seq},
                        {"applied", c.applied},
                        {"clause", clauseOf(ctx.trace(), c.seq)},
                        {"line", ctx.line(ctx.trace().at(c.seq))}});
    return rows;
}

void printConsiderations(const RenderContext& ctx, const NearestConsiderations& n, Seq at, const std::string& what,
                         const std::string& path)
{
    std::printf("%s: %s around event #%llu: %zu before, %zu at or after\n", path.c_str(), what.c_str(),
                static_cast<unsigned long long>(at), n.before.size(), n.after.size());
    if (n.before.empty() && n.after.empty()) {
        std::printf("never considered in this trace\n");
        return;
    }
    std::printf("| where | event | outcome | clause | what happened, or why not |\n|---|---|---|---|---|\n");
    const auto row = [&](const Consideration& c, const char* where) {
        std::printf("| %s | #%llu | %s | %s | %s |\n", where, static_cast<unsigned long long>(c.seq),
                    c.applied ? "applied" : "not applied", clauseOf(ctx.trace(), c.seq).c_str(),
                    ctx.line(ctx.trace().at(c.seq)).c_str());
    };
    for (auto it = n.before.rbegin(); it != n.before.rend(); ++it)
        row(*it, "before");
    for (const Consideration& c : n.after)
        row(c, c.seq == at ? "at" : "after");
}

}  // namespace

int whynotCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Why not? The candidates the rules considered and did not apply in the engine step at event N; with "
        "--clause or --entity, the events nearest to N where that rule or entity was considered, applied or not."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addOption({QStringLiteral("at"), QStringLiteral("The cursor (default: the last event)."), QStringLiteral("N")});
    p.addOption(
        {QStringLiteral("clause"), QStringLiteral("A rule clause (its #steps count too)."), QStringLiteral("C")});
    p.addOption({QStringLiteral("entity"), QStringLiteral("An entity, by name, as a subject of the events."),
                 QStringLiteral("E")});
    p.addOption(
        {QStringLiteral("count"), QStringLiteral("How many events on each side (default 5)."), QStringLiteral("K")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of tables.")});
    if (!parseArguments(p, args))
        return Ok;
    const std::string path = traceArgument(p);
    std::optional<std::uint64_t> atOption;
    if (p.isSet(QStringLiteral("at")))
        atOption = parseUnsigned(p.value(QStringLiteral("at")), "--at");
    const std::uint64_t count =
        p.isSet(QStringLiteral("count")) ? parseUnsigned(p.value(QStringLiteral("count")), "--count") : 5;
    if (count == 0 || count > 10000)
        throw UsageError("--count must be 1 to 10000");
    RecordedGame game = openRecordedGame(path);
    const Trace& trace = game.file.trace;
    if (trace.empty())
        throw UsageError(path + ": the trace has no events");
    const Seq at = atOption.value_or(trace.size() - 1);
    if (at >= trace.size())
        throw UsageError("--at " + std::to_string(at) + " is past the last event " + std::to_string(trace.size() - 1));
    const RenderContext ctx(trace, game.ruleset);
    RuleQuery query;
    query.clause = toStd(p.value(QStringLiteral("clause")));
    if (p.isSet(QStringLiteral("entity"))) {
        const std::string name = toStd(p.value(QStringLiteral("entity")));
        const auto entity = findEntity(trace, name);
        if (!entity)
            throw UsageError("--entity: " + path + " has no entity named \"" + name + "\"");
        query.entity = *entity;
    }
    const bool asking = !query.clause.empty() || query.entity != kNoEntity;
    if (!asking) {
        if (p.isSet(QStringLiteral("json")))
            std::printf("%s\n", stepJson(ctx, at).dump(2).c_str());
        else
            printStep(ctx, at, path);
        return Ok;
    }
    const NearestConsiderations n = nearestConsiderations(trace, at, query, static_cast<std::size_t>(count));
    std::string what = query.clause.empty() ? std::string() : "rule " + query.clause;
    if (query.entity != kNoEntity)
        what += (what.empty() ? "" : " with ") + trace.entityName(query.entity);
    if (p.isSet(QStringLiteral("json"))) {
        json j{{"at", at},
               {"clause", query.clause},
               {"entity", query.entity != kNoEntity ? json(trace.entityName(query.entity)) : json()}};
        j["before"] = considerationsJson(ctx, n.before);
        j["after"] = considerationsJson(ctx, n.after);
        std::printf("%s\n", j.dump(2).c_str());
    } else {
        printConsiderations(ctx, n, at, what, path);
    }
    return Ok;
}

}  // namespace ts::cli
