#pragma once
// What the tests of "Who changed this?" and of watches compare the panels against, found by
// a plain scan instead of the kernel's indexes: a field's writes and the changes they make,
// and the places of a state document that hold a single value.
#include "kernel/kinds.h"
#include "kernel/session/write_index.h"
#include "kernel/trace/trace.h"
#include "kernel/watch/track.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

namespace ts::test {

// The events that write field `ref`, in order.
inline std::vector<Seq> writesOf(const Trace& t, FieldRef ref)
{
    std::vector<Seq> out;
    for (Seq s = 0; s < t.size(); ++s) {
        const Event e = t.at(s);
        if (e.kind == kind(CommonKind::Write) && e.subject[0] == ref.entity && FieldId(e.arg[0]) == ref.field)
            out.push_back(s);
    }
    return out;
}

// The points a change track of `ref` must have: the first write's old value at event 0,
// then each write's new value where it differs from the value before.
inline std::vector<TrackPoint> changesOfWrites(const Trace& t, FieldRef ref)
{
    std::vector<TrackPoint> out;
    for (const Seq s : writesOf(t, ref)) {
        const Event e = t.at(s);
        if (out.empty())
            out.push_back({0, e.arg[1]});
        if (out.back().seq == s)  // a write at event 0 replaces the value before it
            out.pop_back();
        if (out.empty() || out.back().value != e.arg[2])
            out.push_back({s, e.arg[2]});
    }
    return out;
}

// The JSON pointer of every value of `doc` that is neither an object nor an array, in the
// document's order ("/nations/0/power"); with `keep`, only the values it keeps.
inline void leafPaths(const nlohmann::json& doc, const std::string& at, std::vector<std::string>& out,
                      const std::function<bool(const nlohmann::json&)>& keep)
{
    if (doc.is_object()) {
        for (auto it = doc.begin(); it != doc.end(); ++it)
            leafPaths(*it, at + "/" + it.key(), out, keep);
    } else if (doc.is_array()) {
        for (std::size_t i = 0; i < doc.size(); ++i)
            leafPaths(doc[i], at + "/" + std::to_string(i), out, keep);
    } else if (!keep || keep(doc)) {
        out.push_back(at);
    }
}

inline std::vector<std::string> leafPaths(const nlohmann::json& doc,
                                          const std::function<bool(const nlohmann::json&)>& keep = {})
{
    std::vector<std::string> out;
    leafPaths(doc, "", out, keep);
    return out;
}

}  // namespace ts::test
