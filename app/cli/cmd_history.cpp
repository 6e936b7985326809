// turnscope-cli history TRACE ENTITY FIELD [--at N] [--json]: every write of one field,
// the last one at or before event N, and what that write's rule step depended on.
#include "cli_common.h"

#include "kernel/kinds.h"
#include "kernel/session/provenance.h"
#include "kernel/session/session_files.h"
#include "kernel/session/state_fields.h"
#include "kernel/trace/render.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace ts::cli {

namespace {

std::string unknownName(const char* what, const std::string& name, const std::vector<std::string>& close,
                        const std::string& known)
{
    std::string msg = std::string("unknown ") + what + " \"" + name + "\"";
    if (!close.empty()) {
        msg += "; close names:";
        for (const auto& c : close)
            msg += " \"" + c + "\"";
    } else {
        msg += known;
    }
    return msg;
}

std::string seqText(Seq s)
{
    std::string text = "#";  // appended, not "#" + string: GCC 12 -Wrestrict (PR105329) at -O3
    text += std::to_string(s);
    return text;
}

nlohmann::json writeJson(const Trace& trace, const WriteRecord& w)
{
    return {{"seq", w.seq},
            {"clause", trace.clauseName(w.clause)},
            {"old", w.oldValue},
            {"new", w.newValue},
            {"depth", w.depth},
            {"ruleStep", w.ruleStep},
            {"stepStart", w.stepStart},
            {"byUser", w.byUser}};  // an edit ("What if?"): the user's, not a rule's
}

nlohmann::json eventJson(const Trace& trace, const RenderContext& ctx, Seq s)
{
    const Event e = trace.at(s);
    return {
        {"seq", s}, {"kind", trace.kindName(e.kind)}, {"clause", trace.clauseName(e.clause)}, {"text", ctx.line(e)}};
}

nlohmann::json originJson(const Trace& trace, const RenderContext& ctx, const WriteOrigin& o)
{
    auto list = [&](const std::vector<Seq>& seqs) {
        nlohmann::json a = nlohmann::json::array();
        for (Seq s : seqs)
            a.push_back(eventJson(trace, ctx, s));
        return a;
    };
    nlohmann::json j{{"write", eventJson(trace, ctx, o.write.seq)},
                     {"ruleStep", eventJson(trace, ctx, o.write.ruleStep)},
                     {"stepStart", eventJson(trace, ctx, o.write.stepStart)},
                     {"previousWrite", o.previousWrite ? eventJson(trace, ctx, *o.previousWrite) : nlohmann::json()},
                     {"decisions", list(o.decisions)},
                     {"decisionBefore", o.decisionBefore ? eventJson(trace, ctx, *o.decisionBefore) : nlohmann::json()},
                     {"draws", list(o.draws)},
                     {"stepWrites", list(o.stepWrites)},
                     {"stepWritesOmitted", o.stepWritesOmitted}};
    return j;
}

void printOrigin(const Trace& trace, const RenderContext& ctx, const WriteOrigin& o)
{
    auto line = [&](const char* label, Seq s) {
        const Event e = trace.at(s);
        std::printf("  %-22s #%-9llu %-16s %s\n", label, static_cast<unsigned long long>(s),
                    trace.clauseName(e.clause).c_str(), ctx.line(e).c_str());
    };
    line(o.write.byUser ? "write (the user's edit)" : "write", o.write.seq);
    line("rule step", o.write.ruleStep);
    if (o.write.stepStart != o.write.ruleStep)
        line("engine step begins", o.write.stepStart);
    if (o.previousWrite)
        line("old value written", *o.previousWrite);
    else
        std::printf("  %-22s the value the game started with\n", "old value");
    for (Seq s : o.decisions)
        line("decision in the step", s);
    if (o.decisionBefore)
        line("last decision before", *o.decisionBefore);
    for (Seq s : o.draws)
        line("random draw", s);
    if (o.stepWritesOmitted)
        std::printf("  %-22s %zu earlier ones not shown\n", "writes in the step", o.stepWritesOmitted);
    for (Seq s : o.stepWrites)
        line("write in the step", s);
}

// One line per write; the last one at or before the cursor starred.
void printWrites(const Trace& trace, std::span<const std::uint32_t> writes, std::optional<Seq> last)
{
    std::printf("  %-10s %-16s %-24s %s\n", "event", "clause", "old -> new", "rule step (engine step)");
    for (const std::uint32_t s : writes) {
        const WriteRecord w = readWrite(trace, s);
        const std::string change = std::to_string(w.oldValue) + " -> " + std::to_string(w.newValue);
        std::printf("%s %-10s %-16s %-24s %s (%s)\n", last && *last == s ? "*" : " ", seqText(s).c_str(),
                    trace.clauseName(w.clause).c_str(), change.c_str(), seqText(w.ruleStep).c_str(),
                    seqText(w.stepStart).c_str());
    }
}

}  // namespace

namespace {

// The field that --path names: the inspector's JSON pointer read through the ruleset's
// mapping, on the state at the cursor (what "Who changed this?" does in the window).
FieldRef fieldAtPath(Session& s, const WriteIndex& index, const std::string& pointer, Seq cursor)
{
    const StateFieldLookup lookup(s.trace(), index, s.ruleset());
    const nlohmann::json doc = s.stateAt(cursor)->toJson();
    if (const auto ref = s.ruleset().fieldAtStatePath(doc, pointer, lookup))
        return *ref;
    bool names = false;
    try {
        names = doc.contains(nlohmann::json::json_pointer(pointer));
    } catch (const nlohmann::json::exception&) {
        throw UsageError("--path " + pointer +
                         ": not a JSON pointer (it starts with / and names keys and indexes: "
                         "/players/1/characters/0/hp)");
    }
    const char* why = names ? "no traced field is behind it" : "it names no value of the state";
    throw UsageError("--path " + pointer + ": " + std::string(why) + " at event #" + std::to_string(cursor) +
                     " (turnscope-cli state TRACE --at N lists the values)");
}

// The field that ENTITY FIELD names, as the event log and the inspector name them; an
// unknown name lists the close ones, or what there is.
FieldRef fieldByName(const Trace& trace, const Ruleset& ruleset, const WriteIndex& index, const std::string& entityName,
                     const std::string& fieldName)
{
    const auto entity = findEntity(trace, entityName);
    if (!entity)
        throw UsageError(unknownName("entity", entityName, closeNames(trace.entityNames, entityName),
                                     "; the trace has " + std::to_string(trace.entityNames.size() - 1) + " entities"));
    const auto field = findField(ruleset, index, fieldName);
    if (!field) {
        const auto known = writtenFieldNames(ruleset, index, *entity);
        std::string all;
        for (const auto& k : known)
            all += (all.empty() ? "; fields written for " + entityName + ": " : ", ") + k;
        throw UsageError(unknownName("field", fieldName, closeNames(known, fieldName), all));
    }
    return FieldRef{*entity, *field};
}

}  // namespace

int historyCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Every write of one field of one entity, and where the last one came from."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addPositionalArgument(QStringLiteral("entity"),
                            QStringLiteral("An entity's name, as the event log shows it (not with --path)."));
    p.addPositionalArgument(QStringLiteral("field"),
                            QStringLiteral("A field's name, as the inspector shows it (not with --path)."));
    p.addOption({QStringLiteral("path"),
                 QStringLiteral("The field as the JSON pointer of its value in the state document."),
                 QStringLiteral("POINTER")});
    p.addOption({QStringLiteral("at"),
                 QStringLiteral("The cursor: the last write at or before event N (default: the last event)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")});
    if (!parseArguments(p, args))
        return Ok;
    const QStringList pos = p.positionalArguments();
    const bool byPath = p.isSet(QStringLiteral("path"));
    if (pos.size() != (byPath ? 1 : 3))
        throw UsageError(byPath ? "expects TRACE --path POINTER"
                                : "expects TRACE ENTITY FIELD (or TRACE --path POINTER)");
    std::optional<std::uint64_t> at;
    if (p.isSet(QStringLiteral("at")))
        at = parseUnsigned(p.value(QStringLiteral("at")), "--at");
    try {
        auto session = openSession(toStd(pos[0]));
        const Trace& trace = session->trace();
        const Ruleset& ruleset = session->ruleset();
        const RenderContext ctx(trace, &ruleset);
        if (trace.empty())
            throw UsageError("the trace has no events");
        const Seq cursor = at.value_or(trace.size() - 1);
        if (cursor >= trace.size())
            throw UsageError("--at " + std::to_string(cursor) + " is past the last event " +
                             std::to_string(trace.size() - 1));
        WriteIndex index;
        index.extend(trace);
        const FieldRef ref = byPath ? fieldAtPath(*session, index, toStd(p.value(QStringLiteral("path"))), cursor)
                                    : fieldByName(trace, ruleset, index, toStd(pos[1]), toStd(pos[2]));
        const std::string entityName = trace.entityName(ref.entity), fieldName = ruleset.fieldName(ref.field);
        const auto writes = index.writes(ref);
        const auto last = index.lastWriteAtOrBefore(ref, cursor);
        if (p.isSet(QStringLiteral("json"))) {
            nlohmann::json j{{"entity", entityName}, {"field", fieldName}, {"at", cursor}};
            nlohmann::json list = nlohmann::json::array();
            for (const std::uint32_t s : writes)
                list.push_back(writeJson(trace, readWrite(trace, s)));
            j["writes"] = std::move(list);
            j["last"] = last ? nlohmann::json(*last) : nlohmann::json();
            j["origin"] = last ? originJson(trace, ctx, traceBack(trace, index, *last)) : nlohmann::json();
            std::printf("%s\n", j.dump(2).c_str());
            return Ok;
        }
        std::printf("%s.%s: %zu write(s) in %zu events; cursor at event #%llu\n", entityName.c_str(), fieldName.c_str(),
                    writes.size(), static_cast<std::size_t>(trace.size()), static_cast<unsigned long long>(cursor));
        printWrites(trace, writes, last);
        if (!last) {
            std::printf("no write at or before event #%llu: the value is the one the game started with\n",
                        static_cast<unsigned long long>(cursor));
            return Ok;
        }
        std::printf("\nthe last write at or before #%llu, and what its rule step depended on:\n",
                    static_cast<unsigned long long>(cursor));
        printOrigin(trace, ctx, traceBack(trace, index, *last));
        return Ok;
    } catch (const TraceError& e) {
        std::fprintf(stderr, "%s [%s]\n", e.what(), traceErrorCodeName(e.code()));
        return e.code() == TraceError::Code::Io ? IoError : BadTrace;
    }
}

}  // namespace ts::cli
