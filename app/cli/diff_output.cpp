#include "diff_output.h"

#include "kernel/trace/trace_align.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace ts::cli {

namespace {

const char* placeName(const DivergentPlace& p)
{
    if (p.only(AlignedStretch::Kind::Changed))
        return "changed";
    if (p.only(AlignedStretch::Kind::OnlyA))
        return "only-a";
    if (p.only(AlignedStretch::Kind::OnlyB))
        return "only-b";
    return "replaced";
}

// Calls `put` with each of the events [begin, end) of one side as a line, at most `limit` of
// them (0: all), one at a time: a stretch of millions of events is never held as a list.
template <typename Put>
void eachEventLine(const DiffSide& side, Seq begin, Seq end, std::size_t limit, Put put)
{
    for (Seq s = begin; s < end && (limit == 0 || s - begin < limit); ++s) {
        std::string line = "#";
        line += std::to_string(s);
        line += ' ';
        line += describeEvent(*side.trace, *side.render, side.trace->at(s));
        put(line);
    }
}

// A string as a JSON literal; names from a file are shown, never thrown on (invalid UTF-8).
std::string quoted(const std::string& s)
{
    return nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void put(const std::string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

nlohmann::json divergenceJson(const std::optional<Divergence>& d)
{
    if (!d)
        return nullptr;
    return {{"seq", d->seq}, {"a", d->left}, {"b", d->right}};
}

// "#57..#58 (2 events)", "#60 (1 event)", or "nothing (before #57)". Appended, not
// "lit" + string: GCC 12 -Wrestrict (PR105329) in optimised builds.
std::string rangeText(Seq begin, Seq end)
{
    std::string text;
    if (begin == end) {
        text = "nothing (before #";
        text += std::to_string(begin);
        text += ')';
        return text;
    }
    text = "#";
    text += std::to_string(begin);
    if (end - begin == 1)
        return text + " (1 event)";
    text += "..#";
    text += std::to_string(end - 1);
    text += " (";
    text += std::to_string(end - begin);
    text += " events)";
    return text;
}

void printSide(const char* label, const DiffSide& side, Seq begin, Seq end, std::size_t limit)
{
    if (begin == end)
        return;
    eachEventLine(side, begin, end, limit,
                  [&](const std::string& line) { std::printf("    %s %s\n", label, line.c_str()); });
    if (limit != 0 && end - begin > limit)
        std::printf("    %s … and %llu more\n", label, static_cast<unsigned long long>(end - begin - limit));
}

// One side's events of a stretch as the JSON array that nlohmann's dump(2) would write at
// this depth, written event by event.
void putEventArray(const DiffSide& side, Seq begin, Seq end, std::size_t limit)
{
    bool any = false;
    eachEventLine(side, begin, end, limit, [&](const std::string& line) {
        put(any ? ",\n        " : "[\n        ");
        put(quoted(line));
        any = true;
    });
    put(any ? "\n      ]" : "[]");
}

void putRange(Seq begin, Seq end)
{
    put("[\n        " + std::to_string(begin) + ",\n        " + std::to_string(end) + "\n      ]");
}

// The --aligned --json document, streamed: its keys in the order nlohmann writes them, each
// divergent stretch written as it is formed (memory for the output does not grow with the
// number or the length of the stretches; 110 MB of JSON used to be built as one document).
void putAlignedJson(const DiffSide& a, const DiffSide& b, const DiffOutput& how, const std::optional<Divergence>& first,
                    const TraceAlignment& al, const std::vector<DivergentPlace>& divergent)
{
    put("{\n  \"a\": " + quoted(a.path) + ",\n  \"a_events\": " + std::to_string(a.trace->size()) +
        ",\n  \"b\": " + quoted(b.path) + ",\n  \"b_events\": " + std::to_string(b.trace->size()) +
        ",\n  \"complete\": " + (al.complete ? "true" : "false") + ",\n  \"divergent_stretches\": ");
    put(divergent.empty() ? "[]" : "[\n");
    for (std::size_t i = 0; i < divergent.size(); ++i) {
        const DivergentPlace& s = divergent[i];
        put("    {\n      \"a\": ");
        putRange(s.aBegin, s.aEnd);
        put(",\n      \"a_events\": ");
        putEventArray(a, s.aBegin, s.aEnd, how.eventsPerStretch);
        put(",\n      \"b\": ");
        putRange(s.bBegin, s.bEnd);
        put(",\n      \"b_events\": ");
        putEventArray(b, s.bBegin, s.bEnd, how.eventsPerStretch);
        put(",\n      \"kind\": " + quoted(placeName(s)) + "\n    }" + (i + 1 < divergent.size() ? ",\n" : "\n  ]"));
    }
    std::string tail = divergenceJson(first).dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    for (std::size_t at = tail.find('\n'); at != std::string::npos; at = tail.find('\n', at + 3))
        tail.insert(at + 1, "  ");  // one level deeper
    put(",\n  \"first_divergence\": " + tail + ",\n  \"identical\": " + (first ? "false" : "true") + "\n}\n");
}

}  // namespace

bool printDiff(const DiffSide& a, const DiffSide& b, const DiffOutput& how)
{
    const auto first = firstDivergence(*a.trace, *a.render, *b.trace, *b.render);
    if (!how.aligned) {
        if (how.json)
            std::printf(
                "%s\n",
                nlohmann::json{
                    {"a", a.path}, {"b", b.path}, {"identical", !first}, {"first_divergence", divergenceJson(first)}}
                    .dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
                    .c_str());
        else if (!first)
            std::printf("identical: %zu events\n", static_cast<std::size_t>(a.trace->size()));
        else
            std::printf("first divergent event #%llu\n  %s: %s\n  %s: %s\n",
                        static_cast<unsigned long long>(first->seq), a.path.c_str(), first->left.c_str(),
                        b.path.c_str(), first->right.c_str());
        return !first;
    }
    const TraceAlignment al = alignTraces(*a.trace, *b.trace);
    const std::vector<DivergentPlace> divergent = divergentPlaces(al);
    if (how.json) {
        putAlignedJson(a, b, how, first, al, divergent);
        return !first;
    }
    std::printf("%s: %llu events\n%s: %llu events\n", a.path.c_str(), static_cast<unsigned long long>(a.trace->size()),
                b.path.c_str(), static_cast<unsigned long long>(b.trace->size()));
    if (!first) {
        std::printf("identical\n");
        return true;
    }
    std::printf("first divergent event #%llu; %zu divergent stretch(es) aligned by rule step%s\n",
                static_cast<unsigned long long>(first->seq), divergent.size(),
                al.complete ? "" : " (alignment stopped at its difference budget: the rest is one stretch)");
    for (const DivergentPlace& s : divergent) {
        std::printf("  %s: A %s, B %s\n", placeName(s), rangeText(s.aBegin, s.aEnd).c_str(),
                    rangeText(s.bBegin, s.bEnd).c_str());
        printSide("A", a, s.aBegin, s.aEnd, how.eventsPerStretch);
        printSide("B", b, s.bBegin, s.bEnd, how.eventsPerStretch);
    }
    return false;
}

}  // namespace ts::cli
