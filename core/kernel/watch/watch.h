#pragma once
// Watches: a value followed across a whole trace, drawn as a track under the timeline
// (issue 39). A watch is either a traced field (entity, field), whose track is read off the
// write index with no evaluation per event (fieldTrack below), or an expression in the
// breakpoint-condition language, evaluated by a Qt front end (widgets/session/headless/
// watchbuilder.h) at the end of every rule step or at every event. Bound to a clause, kind
// or entity, a watch is a logpoint: its track has a point at every matching event (a hit),
// changed or not.
//
// Thread safety: nothing here locks. fieldTrack reads the Trace and the WriteIndex it is
// given; the caller keeps both unchanged (no append, no fork) while it runs.
#include "kernel/event.h"
#include "kernel/session/write_index.h"
#include "kernel/watch/track.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace ts {

class Ruleset;
class StateFieldLookup;
class Trace;

// Where an expression watch is evaluated: at the end of every rule step (the state after
// the last event of each engine step; the default, as breakpoint conditions are) or after
// every event.
enum class WatchEvery { Step, Event };

struct WatchSpec {
    // An expression (breakpoint-condition language) or, when `field` is set, a traced
    // field (the expression is then its display name, e.g. "North.power").
    std::string expression;
    std::optional<FieldRef> field;
    WatchEvery every = WatchEvery::Step;
    // The logpoint's binding: an event matches when it has every one that is set. The
    // clause is an id as breakpoints take it ("002:10-2" also covers "002:10-2#x").
    std::optional<std::string> atClause;
    std::optional<KindId> atKind;  // the trace's kind id
    std::optional<EntityId> atEntity;  // the event's subject0 or subject1

    bool isLogpoint() const { return atClause || atKind || atEntity; }
};

// Whether an event of one trace is a hit of a logpoint: the clause names are looked up
// once, so a test per event costs a few comparisons. Always false for a plain watch.
class WatchMatcher {
public:
    WatchMatcher(const WatchSpec& spec, const Trace& trace);
    bool operator()(const Event& e) const
    {
        if (!logpoint_)
            return false;
        if (spec_.atKind && e.kind != *spec_.atKind)
            return false;
        if (spec_.atClause && (e.clause >= clauses_.size() || !clauses_[e.clause]))
            return false;
        return !spec_.atEntity || e.concerns(*spec_.atEntity);
    }
    // Whether any clause of the trace is covered by the spec's clause (false without one).
    bool clauseKnown() const;

private:
    WatchSpec spec_;
    bool logpoint_ = false;
    std::vector<bool> clauses_;  // index = ClauseId: covered by spec.atClause
};

// A field's track from the write index: the value at event 0 is the first write's old value,
// or `initialValue` (the state's value, which the caller reads) when the field was never
// written; then one point per write at the write's event, with its new value (a write that
// leaves the value unchanged adds no point). Every write of the field must be indexed (the
// index covers the trace); the track is complete and shrunk. Reads only the write events.
Track fieldTrack(const Trace& trace, const WriteIndex& index, FieldRef ref, std::int64_t initialValue);

// The value a state document shows for `ref` (the first leaf, in document order, that the
// ruleset's mapping takes to it: Ruleset::fieldAtStatePath), a boolean as 0 / 1; nothing when
// no integer or boolean value of the state shows that field. `lookup` is the trace's.
std::optional<std::int64_t> fieldValueInState(const Ruleset& ruleset, const nlohmann::json& state, FieldRef ref,
                                              const StateFieldLookup& lookup);
// The JSON pointer of that value ("/nations/0/power"), or nothing.
std::optional<std::string> statePathOfField(const Ruleset& ruleset, const nlohmann::json& state, FieldRef ref,
                                            const StateFieldLookup& lookup);

// A logpoint over a field: a point at every event matching `spec`, with the field's value
// after that event (from `field`, the field's complete track).
Track fieldLogpoint(const Trace& trace, const Track& field, const WatchSpec& spec);

}  // namespace ts
