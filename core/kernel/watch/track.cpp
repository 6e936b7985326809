#include "kernel/watch/track.h"

#include <algorithm>

namespace ts {

std::optional<std::size_t> Track::pointIndexAt(Seq seq) const
{
    const auto it =
        std::upper_bound(points.begin(), points.end(), seq, [](Seq s, const TrackPoint& p) { return s < p.seq; });
    if (it == points.begin())
        return std::nullopt;
    return static_cast<std::size_t>(it - points.begin()) - 1;
}

const TrackGap* Track::gapAt(Seq seq) const
{
    const auto it =
        std::upper_bound(gaps.begin(), gaps.end(), seq, [](Seq s, const TrackGap& g) { return s < g.first; });
    if (it == gaps.begin())
        return nullptr;
    const TrackGap& gap = *(it - 1);
    return seq < gap.end ? &gap : nullptr;
}

std::optional<std::int64_t> Track::valueAt(Seq seq) const
{
    if (gapAt(seq))
        return std::nullopt;
    const auto index = pointIndexAt(seq);
    if (!index)
        return std::nullopt;
    return points[*index].value;
}

std::string Track::textOf(std::int64_t value) const
{
    switch (type) {
    case TrackType::Bool: return value ? "true" : "false";
    case TrackType::String:
        if (value >= 0 && static_cast<std::uint64_t>(value) < strings.size())
            return strings[static_cast<std::size_t>(value)];
        return {};
    case TrackType::Number: break;
    }
    return std::to_string(value);
}

namespace {
std::size_t textBytes(const std::vector<std::string>& texts)
{
    std::size_t bytes = texts.capacity() * sizeof(std::string);
    for (const auto& t : texts)
        if (t.capacity() >= sizeof(std::string))  // beyond the small-string buffer
            bytes += t.capacity() + 1;
    return bytes;
}
}  // namespace

std::size_t Track::memoryBytes() const
{
    return points.capacity() * sizeof(TrackPoint) + gaps.capacity() * sizeof(TrackGap) + textBytes(strings) +
        textBytes(errors);
}

void Track::shrink()
{
    points.shrink_to_fit();
    gaps.shrink_to_fit();
    strings.shrink_to_fit();
    errors.shrink_to_fit();
}

void Track::cut(Seq n)
{
    points.erase(
        std::lower_bound(points.begin(), points.end(), n, [](const TrackPoint& p, Seq s) { return p.seq < s; }),
        points.end());
    gaps.erase(std::lower_bound(gaps.begin(), gaps.end(), n, [](const TrackGap& g, Seq s) { return g.first < s; }),
               gaps.end());
    if (!gaps.empty())
        gaps.back().end = std::min(gaps.back().end, n);
    complete = false;
}

void TrackWriter::closeGap(Seq seq)
{
    if (inGap_ && !everyHit_)
        track_.gaps.back().end = seq;
    inGap_ = false;
}

void TrackWriter::value(Seq seq, std::int64_t v)
{
    closeGap(seq);
    auto& points = track_.points;
    if (!everyHit_ && !points.empty()) {
        // Two values at one event (a field written at event 0, whose start value came
        // first): the later one is the value after the event.
        if (points.back().seq == seq) {
            points.pop_back();
            if (!points.empty() && points.back().value == v && track_.gaps.empty())
                return;
        } else if (points.back().value == v && (track_.gaps.empty() || track_.gaps.back().end <= points.back().seq)) {
            return;  // unchanged, and no gap since the last point
        }
    }
    if (points.empty() || v < track_.min)
        track_.min = v;
    if (points.empty() || v > track_.max)
        track_.max = v;
    points.push_back({seq, v});
}

void TrackWriter::text(Seq seq, const std::string& s)
{
    const auto [it, added] = interned_.try_emplace(s, static_cast<std::int64_t>(track_.strings.size()));
    if (added)
        track_.strings.push_back(s);
    value(seq, it->second);
}

void TrackWriter::noValue(Seq seq, const std::string& message)
{
    const auto [it, added] = messages_.try_emplace(message, static_cast<std::uint32_t>(track_.errors.size()));
    if (added)
        track_.errors.push_back(message);
    auto& gaps = track_.gaps;
    if (inGap_ && !everyHit_ && gaps.back().message == it->second) {
        gaps.back().end = seq + 1;
        return;
    }
    closeGap(seq);
    if (!everyHit_ && !gaps.empty() && gaps.back().end > seq)
        gaps.back().end = seq;
    gaps.push_back({seq, seq + 1, it->second});
    inGap_ = true;
}

void TrackWriter::cut(Seq n)
{
    track_.cut(n);
    // A gap cut short ends at n, where the events that follow will say what comes next.
    inGap_ = !everyHit_ && !track_.gaps.empty() && track_.gaps.back().end == n;
}

void TrackWriter::finish(Seq end)
{
    if (inGap_ && !everyHit_)
        track_.gaps.back().end = std::max(track_.gaps.back().end, end);
    inGap_ = false;
    track_.min = track_.max = 0;
    for (std::size_t i = 0; i < track_.points.size(); ++i) {
        const std::int64_t v = track_.points[i].value;
        track_.min = i == 0 ? v : std::min(track_.min, v);
        track_.max = i == 0 ? v : std::max(track_.max, v);
    }
    track_.shrink();
    track_.complete = true;
}

}  // namespace ts
