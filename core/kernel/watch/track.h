#pragma once
// A watch's answer over a whole trace: the value it had at every event, kept as its changes.
//
// A track holds one point per change (and a first point at event 0, the value at the start),
// so a value that moves a thousand times over ten million events costs a thousand points of
// 16 bytes. A logpoint's track (WatchSpec::isLogpoint) holds one point per hit instead, even
// when the value did not change: "every time clause C fired, what was it?".
//
// Values are 64-bit integers whatever the watch shows: a Number is the number, a Bool 0 or 1,
// a String the index of its text in `strings` (each distinct text kept once). An expression
// that cannot be evaluated at some events (it throws, or gives something that is not a
// number, a boolean or a string) has no value there: those events are kept as gaps, apart
// from the points, so valueAt() says "no value" inside a gap and the gap says why.
//
// The kernel builds field tracks (from the write index, no evaluation per event: watch.h);
// expression tracks are built by a Qt front end (widgets/session/headless/watchbuilder.h),
// which fills the same structure through TrackWriter.
#include "kernel/event.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ts {

// A change of the watched value at event `seq` (or a logpoint's hit there).
struct TrackPoint {
    Seq seq = 0;
    std::int64_t value = 0;
    bool operator==(const TrackPoint&) const = default;
};
static_assert(sizeof(TrackPoint) == 16, "a track costs 16 bytes per change");

enum class TrackType { Number, Bool, String };

// Events [first, end) where the watch had no value; `message` indexes Track::errors.
struct TrackGap {
    Seq first = 0;
    Seq end = 0;
    std::uint32_t message = 0;
    bool operator==(const TrackGap&) const = default;
};

class Track {
public:
    TrackType type = TrackType::Number;
    // Sorted by seq, no two at one seq. For a change track, points[0].seq == 0 when the
    // watch had a value at event 0, and no two neighbours (outside gaps) hold one value.
    std::vector<TrackPoint> points;
    // A String track's texts; a point's value is an index into it.
    std::vector<std::string> strings;
    // The smallest and largest value of the points (0, 0 when there is none).
    std::int64_t min = 0;
    std::int64_t max = 0;
    // Sorted, disjoint: where the watch had no value, and why (errors[gap.message]).
    std::vector<TrackGap> gaps;
    std::vector<std::string> errors;
    // False when the watch failed as a whole (an expression that does not parse, a field
    // that does not exist): `error` says why and the track is empty.
    bool valid = true;
    std::string error;
    // True when the track was built to the end of its trace (a builder in slices sets it last).
    bool complete = false;

    // The value at event `seq` (the last point at or before it); nothing before the first
    // point or inside a gap.
    std::optional<std::int64_t> valueAt(Seq seq) const;
    // The gap holding `seq`, if any.
    const TrackGap* gapAt(Seq seq) const;
    // The index of the last point at or before `seq`, or nothing.
    std::optional<std::size_t> pointIndexAt(Seq seq) const;
    // The value as text: the number, "true"/"false", or the string itself.
    std::string textOf(std::int64_t value) const;
    // Heap bytes held by the points, strings and gaps (capacities, not sizes).
    std::size_t memoryBytes() const;
    // Gives back spare capacity (a finished track): memoryBytes() is then 16 per point
    // for a Number or Bool track without gaps.
    void shrink();
    // Drops everything at events >= n (the trace was cut there by a fork); `complete` is
    // cleared.
    void cut(Seq n);
};

// Fills a change track event by event (or hit by hit). Values must come in increasing seq.
// The builders of field and expression tracks both use it, so both keep the same invariants.
class TrackWriter {
public:
    explicit TrackWriter(Track& track, bool everyHit = false) : track_(track), everyHit_(everyHit) {}
    // The watch's value at `seq`; a change track adds a point only when it differs.
    void value(Seq seq, std::int64_t v);
    // A String value: interned into track.strings.
    void text(Seq seq, const std::string& s);
    // No value at `seq` (why: `message`); consecutive failures with one message make one gap.
    void noValue(Seq seq, const std::string& message);
    // The track reaches event `end` (the trace's size): an open gap ends there, min/max are
    // set, spare capacity goes back and the track is complete.
    void finish(Seq end);
    // The trace was cut at event n (a fork): the track drops events >= n (Track::cut) and
    // the writer goes on from there, its interned strings kept.
    void cut(Seq n);
    // Whether any value (or gap) was written.
    bool empty() const { return track_.points.empty() && track_.gaps.empty(); }

private:
    void closeGap(Seq seq);
    Track& track_;
    bool everyHit_ = false;
    bool inGap_ = false;
    std::unordered_map<std::string, std::int64_t> interned_;
    std::unordered_map<std::string, std::uint32_t> messages_;
};

}  // namespace ts
