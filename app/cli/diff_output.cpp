#include "diff_output.h"

#include "kernel/trace_align.h"

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

// The events [begin, end) of one side, at most `limit` of them (0: all).
std::vector<std::string> describeRange(const DiffSide& side, Seq begin, Seq end, std::size_t limit)
{
    std::vector<std::string> out;
    for (Seq s = begin; s < end && (limit == 0 || out.size() < limit); ++s) {
        std::string line = "#";
        line += std::to_string(s);
        line += ' ';
        line += describeEvent(*side.trace, *side.render, side.trace->at(s));
        out.push_back(std::move(line));
    }
    return out;
}

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
    for (const std::string& line : describeRange(side, begin, end, limit))
        std::printf("    %s %s\n", label, line.c_str());
    if (limit != 0 && end - begin > limit)
        std::printf("    %s … and %llu more\n", label, static_cast<unsigned long long>(end - begin - limit));
}

}  // namespace

bool printDiff(const DiffSide& a, const DiffSide& b, const DiffOutput& how)
{
    const auto first = firstDivergence(*a.trace, *a.render, *b.trace, *b.render);
    if (!how.aligned) {
        if (how.json)
            std::printf("%s\n", nlohmann::json{{"a", a.path}, {"b", b.path}, {"identical", !first},
                                               {"first_divergence", divergenceJson(first)}}.dump(2).c_str());
        else if (!first)
            std::printf("identical: %zu events\n", static_cast<std::size_t>(a.trace->size()));
        else
            std::printf("first divergent event #%llu\n  %s: %s\n  %s: %s\n", static_cast<unsigned long long>(first->seq),
                        a.path.c_str(), first->left.c_str(), b.path.c_str(), first->right.c_str());
        return !first;
    }
    const TraceAlignment al = alignTraces(*a.trace, *b.trace);
    const std::vector<DivergentPlace> divergent = divergentPlaces(al);
    if (how.json) {
        nlohmann::json stretches = nlohmann::json::array();
        for (const DivergentPlace& s : divergent)
            stretches.push_back({{"kind", placeName(s)},
                                 {"a", {s.aBegin, s.aEnd}},
                                 {"b", {s.bBegin, s.bEnd}},
                                 {"a_events", describeRange(a, s.aBegin, s.aEnd, how.eventsPerStretch)},
                                 {"b_events", describeRange(b, s.bBegin, s.bEnd, how.eventsPerStretch)}});
        const nlohmann::json doc{{"a", a.path},           {"b", b.path},
                                 {"a_events", a.trace->size()}, {"b_events", b.trace->size()},
                                 {"identical", !first},   {"complete", al.complete},
                                 {"first_divergence", divergenceJson(first)}, {"divergent_stretches", std::move(stretches)}};
        std::printf("%s\n", doc.dump(2).c_str());
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
        std::printf("  %s: A %s, B %s\n", placeName(s), rangeText(s.aBegin, s.aEnd).c_str(), rangeText(s.bBegin, s.bEnd).c_str());
        printSide("A", a, s.aBegin, s.aEnd, how.eventsPerStretch);
        printSide("B", b, s.bBegin, s.bEnd, how.eventsPerStretch);
    }
    return false;
}

}  // namespace ts::cli
