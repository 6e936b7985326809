// turnscope-cli watch TRACE EXPR... [--at-clause C] [--every step|event] [--csv]: values
// followed across a whole trace (issue 39). An EXPR that is ENTITY.FIELD naming a traced
// field (as `history` names it) is a field watch, read off the write index; anything else is
// an expression in the breakpoint-condition language with the ruleset's helpers, evaluated
// at the end of every rule step (or after every event). A row per place where any watched
// value changed, the first at event 0; with --at-clause a row per event citing the clause.
#include "cli_common.h"

#include "session/headless/conditionengine.h"
#include "session/headless/watchbuilder.h"

#include "kernel/session/provenance.h"
#include "kernel/session/session_files.h"
#include "kernel/session/state_fields.h"
#include "kernel/watch/watch.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <set>
#include <unistd.h>

namespace ts::cli {

namespace {

struct Column {
    std::string header;  // the EXPR as given
    Track track;
    bool field = false;
};

// Characters of code, not of a name: an EXPR with none of them whose first part names an
// entity must name one of its fields ("North.pwer" is a typo, not an expression).
bool looksLikeName(const std::string& text)
{
    return text.find_first_of("()\"'`+-*/<>=!&|?:,;{}") == std::string::npos;
}

// ENTITY.FIELD, the entity the longest prefix (entity names may hold dots: "Bob.Keqing.hp").
std::optional<FieldRef> fieldNamed(const Trace& trace, const Ruleset& ruleset, const WriteIndex& index,
                                   const std::string& text)
{
    for (std::size_t dot = text.rfind('.'); dot != std::string::npos && dot > 0; dot = text.rfind('.', dot - 1)) {
        const auto entity = findEntity(trace, text.substr(0, dot));
        if (!entity)
            continue;
        const std::string name = text.substr(dot + 1);
        if (const auto field = findField(ruleset, index, name))
            return FieldRef{*entity, *field};
        if (!looksLikeName(text))
            return std::nullopt;
        const auto known = writtenFieldNames(ruleset, index, *entity);
        std::string msg = "\"" + text + "\": unknown field \"" + name + "\" of " + text.substr(0, dot);
        const auto close = closeNames(known, name);
        for (std::size_t i = 0; i < close.size(); ++i)
            msg += (i == 0 ? "; close names: \"" : ", \"") + close[i] + "\"";
        if (close.empty())
            for (std::size_t i = 0; i < known.size(); ++i)
                msg += (i == 0 ? "; fields written for it: " : ", ") + known[i];
        throw UsageError(msg);
    }
    return std::nullopt;
}

Track buildFieldColumn(Session& session, const WriteIndex& index, FieldRef ref, const WatchSpec& spec,
                       const std::string& text)
{
    const Trace& trace = session.trace();
    std::int64_t initial = 0;
    if (index.writes(ref).empty()) {
        // Never written for this entity: its value all along is the one the state shows.
        const StateFieldLookup lookup(trace, index, session.ruleset());
        const auto shown = fieldValueInState(session.ruleset(), session.stateAt(0)->toJson(), ref, lookup);
        if (!shown)
            throw UsageError("\"" + text + "\": the field is never written and the state does not show it");
        initial = *shown;
    }
    Track track = fieldTrack(trace, index, ref, initial);
    return spec.isLogpoint() ? fieldLogpoint(trace, track, spec) : track;
}

Track buildExpressionColumn(Session& session, const WatchSpec& spec, const std::string& text)
{
    gui::WatchBuilder builder(session, spec, gui::ConditionEngine::bundledHelpers(session.ruleset().id()));
    if (!builder.ok())
        throw UsageError("\"" + text + "\": " + toStd(builder.error()));
    // In slices, with the progress on a terminal's stderr: a big state costs milliseconds a
    // rule step (docs/performance.md, "Watches"), and a long game then takes minutes.
    const bool terminal = isatty(fileno(stderr)) != 0;
    auto last = std::chrono::steady_clock::now();
    while (!builder.extend(4096)) {
        if (terminal && std::chrono::steady_clock::now() - last > std::chrono::seconds(1)) {
            last = std::chrono::steady_clock::now();
            std::fprintf(stderr, "\rwatch \"%s\": %.1f %% (event %llu of %zu)", text.c_str(), 100 * builder.progress(),
                         static_cast<unsigned long long>(builder.position()),
                         static_cast<std::size_t>(session.trace().size()));
        }
    }
    if (terminal)
        std::fprintf(stderr, "\r\033[K");
    Track track = builder.take();
    // An expression with a value nowhere (a name that does not exist) is a mistake, not a
    // watch: say why instead of printing an empty column.
    if (track.points.empty() && !track.errors.empty() && !spec.isLogpoint())
        throw UsageError("\"" + text + "\" has no value at any event: " + track.errors.front());
    return track;
}

// The events of the rows: event 0, then each place where a value changed (a field's write
// moved to the end of its rule step with --every step); a logpoint's every hit.
std::vector<Seq> rowEvents(Session& session, const std::vector<Column>& columns, const WatchSpec& spec)
{
    std::set<Seq> seqs;
    const Seq size = session.trace().size();
    for (const Column& c : columns) {
        for (const TrackPoint& p : c.track.points)
            seqs.insert(p.seq);
        for (const TrackGap& g : c.track.gaps) {
            seqs.insert(g.first);
            if (g.end < size && !spec.isLogpoint())
                seqs.insert(g.end);
        }
    }
    if (spec.isLogpoint())
        return {seqs.begin(), seqs.end()};
    seqs.insert(0);
    if (spec.every == WatchEvery::Step) {
        std::set<Seq> ends{0};
        Seq end = 0;
        for (const Seq s : seqs) {
            if (s == 0 || s <= end)
                continue;
            for (end = s; !session.ruleStepEnd(end); ++end) {
            }
            ends.insert(end);
        }
        seqs = std::move(ends);
    }
    return {seqs.begin(), seqs.end()};
}

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos &&
        (text.empty() || (text.front() != ' ' && text.back() != ' ')))
        return text;
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

using Row = std::vector<std::string>;  // event, then one cell per column ("" = no value)

std::vector<Row> tableRows(const std::vector<Seq>& events, const std::vector<Column>& columns, bool logpoint)
{
    std::vector<Row> rows;
    for (const Seq s : events) {
        Row row{std::to_string(s)};
        for (const Column& c : columns) {
            const auto v = c.track.valueAt(s);
            row.push_back(v ? c.track.textOf(*v) : std::string());
        }
        // A change and its undoing inside one rule step make no row.
        if (logpoint || rows.empty() || !std::equal(row.begin() + 1, row.end(), rows.back().begin() + 1))
            rows.push_back(std::move(row));
    }
    return rows;
}

void printRows(const std::vector<Column>& columns, const std::vector<Row>& rows, bool csv)
{
    Row header{"event"};
    for (const Column& c : columns)
        header.push_back(c.header);
    if (csv) {
        for (const Row* r : {&header}) {
            for (std::size_t i = 0; i < r->size(); ++i)
                std::printf("%s%s", i ? "," : "", csvField((*r)[i]).c_str());
            std::printf("\n");
        }
        for (const Row& r : rows) {
            for (std::size_t i = 0; i < r.size(); ++i)
                std::printf("%s%s", i ? "," : "", csvField(r[i]).c_str());
            std::printf("\n");
        }
        return;
    }
    std::vector<std::size_t> width(header.size());
    for (std::size_t i = 0; i < header.size(); ++i)
        width[i] = header[i].size();
    for (const Row& r : rows)
        for (std::size_t i = 0; i < r.size(); ++i)
            width[i] = std::max(width[i], std::max<std::size_t>(r[i].size(), 1));
    auto line = [&](const Row& r) {
        std::string out;
        for (std::size_t i = 0; i < r.size(); ++i) {
            const std::string cell = r[i].empty() ? "-" : r[i];
            out += (i ? "  " : "") + std::string(width[i] - std::min(width[i], cell.size()), ' ') + cell;
        }
        std::printf("%s\n", out.c_str());
    };
    line(header);
    for (const Row& r : rows)
        line(r);
}

// The places where a column had no value, on stderr (the table shows them as "-" / "").
void noteGaps(const std::vector<Column>& columns)
{
    for (const Column& c : columns) {
        Seq events = 0;
        for (const TrackGap& g : c.track.gaps)
            events += g.end - g.first;
        if (!c.track.gaps.empty())
            std::fprintf(stderr, "note: \"%s\" has no value at %llu event(s), first at #%llu: %s\n", c.header.c_str(),
                         static_cast<unsigned long long>(events),
                         static_cast<unsigned long long>(c.track.gaps.front().first),
                         c.track.errors[c.track.gaps.front().message].c_str());
    }
}

WatchSpec specFromOptions(const QCommandLineParser& p)
{
    WatchSpec spec;
    if (p.isSet(QStringLiteral("every"))) {
        const QString every = p.value(QStringLiteral("every"));
        if (every == QLatin1String("event"))
            spec.every = WatchEvery::Event;
        else if (every != QLatin1String("step"))
            throw UsageError("--every " + toStd(every) + ": expects step or event");
    }
    if (p.isSet(QStringLiteral("at-clause"))) {
        spec.atClause = toStd(p.value(QStringLiteral("at-clause")));
        if (spec.atClause->empty())
            throw UsageError("--at-clause: expects a clause id (e.g. 002:10-2)");
    }
    return spec;
}

}  // namespace

int watchCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Values followed across a whole trace: a row per rule step (or event) where any of them changed."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("The trace file."));
    p.addPositionalArgument(QStringLiteral("expr"),
                            QStringLiteral("ENTITY.FIELD (a traced field, e.g. North.power) or a breakpoint-condition "
                                           "expression (e.g. 'nation(\"North\").power')."),
                            QStringLiteral("EXPR..."));
    p.addOption({QStringLiteral("at-clause"),
                 QStringLiteral("A logpoint: a row per event citing clause C, with the values after it."),
                 QStringLiteral("C")});
    p.addOption(
        {QStringLiteral("every"),
         QStringLiteral("Where expressions are evaluated: step (the end of every rule step, default) or event."),
         QStringLiteral("step|event")});
    p.addOption({QStringLiteral("csv"), QStringLiteral("Print CSV (a header: event, then the expressions).")});
    if (!parseArguments(p, args))
        return Ok;
    const QStringList pos = p.positionalArguments();
    if (pos.size() < 2)
        throw UsageError("expects TRACE EXPR...");
    WatchSpec spec = specFromOptions(p);
    auto session = openSession(toStd(pos[0]));
    const Trace& trace = session->trace();
    if (trace.empty())
        throw UsageError("the trace has no events");
    if (spec.atClause && !WatchMatcher(spec, trace).clauseKnown())
        throw UsageError("--at-clause " + *spec.atClause + ": no event of the trace cites this clause");
    WriteIndex index;
    index.extend(trace);
    std::vector<Column> columns;
    for (qsizetype i = 1; i < pos.size(); ++i) {
        const std::string text = toStd(pos[i]);
        if (text.empty())
            throw UsageError("an empty EXPR");
        WatchSpec one = spec;
        one.expression = text;
        if (const auto ref = fieldNamed(trace, session->ruleset(), index, text)) {
            one.field = ref;
            columns.push_back({text, buildFieldColumn(*session, index, *ref, one, text), true});
        } else {
            columns.push_back({text, buildExpressionColumn(*session, one, text), false});
        }
    }
    const std::vector<Row> rows = tableRows(rowEvents(*session, columns, spec), columns, spec.isLogpoint());
    printRows(columns, rows, p.isSet(QStringLiteral("csv")));
    noteGaps(columns);
    return Ok;
}

}  // namespace ts::cli
