#include "kernel/watch/watch.h"

#include "kernel/ids.h"
#include "kernel/ruleset.h"
#include "kernel/session/state_fields.h"
#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ts {

WatchMatcher::WatchMatcher(const WatchSpec& spec, const Trace& trace) : spec_(spec), logpoint_(spec.isLogpoint())
{
    if (!spec.atClause)
        return;
    clauses_.resize(trace.clauseNames.size());
    for (std::size_t id = 0; id < clauses_.size(); ++id)
        clauses_[id] = clauseCovers(*spec.atClause, trace.clauseNames[id]);
}

bool WatchMatcher::clauseKnown() const { return std::find(clauses_.begin(), clauses_.end(), true) != clauses_.end(); }

namespace {

std::string escapeToken(const std::string& key)
{
    std::string out;
    for (const char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

// Depth first, in document order: the first integer or boolean leaf that maps to `ref`.
bool findLeaf(const Ruleset& ruleset, const nlohmann::json& root, const nlohmann::json& node, std::string& pointer,
              FieldRef ref, const StateFieldLookup& lookup)
{
    if (node.is_object() || node.is_array()) {
        const std::size_t length = pointer.size();
        std::size_t i = 0;
        for (auto it = node.begin(); it != node.end(); ++it, ++i) {
            pointer += '/';
            pointer += node.is_object() ? escapeToken(it.key()) : std::to_string(i);
            if (findLeaf(ruleset, root, *it, pointer, ref, lookup))
                return true;
            pointer.resize(length);
        }
        return false;
    }
    if (!node.is_number_integer() && !node.is_boolean())
        return false;
    const auto at = ruleset.fieldAtStatePath(root, pointer, lookup);
    return at && *at == ref;
}

}  // namespace

std::optional<std::string> statePathOfField(const Ruleset& ruleset, const nlohmann::json& state, FieldRef ref,
                                            const StateFieldLookup& lookup)
{
    std::string pointer;
    if (!findLeaf(ruleset, state, state, pointer, ref, lookup))
        return std::nullopt;
    return pointer;
}

std::optional<std::int64_t> fieldValueInState(const Ruleset& ruleset, const nlohmann::json& state, FieldRef ref,
                                              const StateFieldLookup& lookup)
{
    const auto pointer = statePathOfField(ruleset, state, ref, lookup);
    if (!pointer)
        return std::nullopt;
    const nlohmann::json& v = state.at(nlohmann::json::json_pointer(*pointer));
    return v.is_boolean() ? std::int64_t(v.get<bool>()) : v.get<std::int64_t>();
}

Track fieldTrack(const Trace& trace, const WriteIndex& index, FieldRef ref, std::int64_t initialValue)
{
    Track track;
    TrackWriter writer(track);
    const auto writes = index.writes(ref);
    // The writes are read block by block (a block read may page it in from a file), never
    // event by event through Trace::at.
    std::size_t i = 0;
    while (i < writes.size()) {
        const std::size_t blockIndex = writes[i] / Trace::kBlockEvents;
        const Seq first = Seq(blockIndex) * Trace::kBlockEvents;
        const std::span<const Event> events = trace.block(blockIndex);
        for (; i < writes.size() && writes[i] / Trace::kBlockEvents == blockIndex; ++i) {
            const Event& e = events[writes[i] - first];
            if (track.points.empty())
                writer.value(0, e.arg[1]);  // the value before its first write
            writer.value(writes[i], e.arg[2]);
        }
    }
    if (writes.empty())
        writer.value(0, initialValue);
    writer.finish(trace.size());
    return track;
}

Track fieldLogpoint(const Trace& trace, const Track& field, const WatchSpec& spec)
{
    Track track;
    track.type = field.type;
    track.strings = field.strings;
    TrackWriter writer(track, true);
    const WatchMatcher matches(spec, trace);
    for (std::size_t b = 0; b < trace.blockCount(); ++b) {
        const std::span<const Event> events = trace.block(b);
        const Seq first = Seq(b) * Trace::kBlockEvents;
        for (std::size_t k = 0; k < events.size(); ++k) {
            if (!matches(events[k]))
                continue;
            const Seq seq = first + k;
            if (const auto v = field.valueAt(seq))
                writer.value(seq, *v);
            else
                writer.noValue(seq, "no value");
        }
    }
    writer.finish(trace.size());
    return track;
}

}  // namespace ts
