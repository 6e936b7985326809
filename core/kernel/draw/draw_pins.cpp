#include "kernel/draw/draw_pins.h"

#include "kernel/kinds.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace ts {

namespace {

bool pinOrder(const DrawPin& a, const DrawPin& b)
{
    return a.clause != b.clause ? a.clause < b.clause : a.occurrence < b.occurrence;
}

// A decimal uint32 filling all of `s`; nullopt for anything else (sign, spaces, overflow).
std::optional<std::uint32_t> decimal(std::string_view s)
{
    if (s.empty() || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    std::uint32_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

std::string at(std::size_t index) { return "at character " + std::to_string(index + 1); }

}  // namespace

void normalizeDrawPins(DrawPins& pins)
{
    for (const DrawPin& p : pins)
        if (p.occurrence == 0)
            throw std::invalid_argument("pin " + formatDrawPin(p) + ": occurrences count from 1");
    std::stable_sort(pins.begin(), pins.end(), pinOrder);
    for (std::size_t i = 1; i < pins.size(); ++i)
        if (pins[i].clause == pins[i - 1].clause && pins[i].occurrence == pins[i - 1].occurrence &&
            pins[i].value != pins[i - 1].value)
            throw std::invalid_argument("two pins for draw " + pins[i].clause + "@" +
                                        std::to_string(pins[i].occurrence) + ": values " +
                                        std::to_string(pins[i - 1].value) + " and " + std::to_string(pins[i].value));
    pins.erase(std::unique(pins.begin(), pins.end()), pins.end());
}

std::optional<DrawPin> parseDrawPin(std::string_view text, std::string& error)
{
    const std::size_t eq = text.rfind('=');
    if (eq == std::string_view::npos) {
        // A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
        // falsely on the literal (-Wrestrict, GCC PR105329).
        error = '"' + std::string(text) + "\": " + at(text.size()) + ": expected CLAUSE@N=VALUE, no '=' found";
        return std::nullopt;
    }
    const std::size_t sign = text.substr(0, eq).rfind('@');
    if (sign == std::string_view::npos) {
        error = '"' + std::string(text) + "\": " + at(eq) + ": expected CLAUSE@N before '=', no '@' found";
        return std::nullopt;
    }
    if (sign == 0) {
        error = '"' + std::string(text) + "\": " + at(0) + ": the clause is empty";
        return std::nullopt;
    }
    const auto occurrence = decimal(text.substr(sign + 1, eq - sign - 1));
    if (!occurrence || *occurrence == 0) {
        error = '"' + std::string(text) + "\": " + at(sign + 1) +
            ": the occurrence N must be a whole number from 1 to 4294967295";
        return std::nullopt;
    }
    const auto value = decimal(text.substr(eq + 1));
    if (!value) {
        error =
            '"' + std::string(text) + "\": " + at(eq + 1) + ": the VALUE must be a whole number from 0 to 4294967295";
        return std::nullopt;
    }
    return DrawPin{std::string(text.substr(0, sign)), *occurrence, *value};
}

std::string formatDrawPin(const DrawPin& pin)
{
    return pin.clause + "@" + std::to_string(pin.occurrence) + "=" + std::to_string(pin.value);
}

DrawPins pinsOfDraws(const Trace& trace, const std::vector<Seq>& seqs)
{
    std::vector<Seq> wanted = seqs;
    std::sort(wanted.begin(), wanted.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
    DrawPins pins;
    if (wanted.empty())
        return pins;
    if (wanted.back() >= trace.size())
        throw std::invalid_argument("event #" + std::to_string(wanted.back()) + " is past the trace's end");
    // One pass up to the last wanted draw, counting the draws of each clause.
    const KindId rng = kind(CommonKind::RngDraw);
    std::vector<std::uint32_t> seen;
    std::size_t next = 0;
    for (std::size_t b = 0; b < trace.blockCount() && next < wanted.size(); ++b) {
        const std::span<const Event> events = trace.block(b);
        const Seq first = static_cast<Seq>(b) * Trace::kBlockEvents;
        for (std::size_t i = 0; i < events.size() && next < wanted.size(); ++i) {
            const Event& e = events[i];
            const Seq seq = first + i;
            if (e.kind == rng) {
                if (e.clause >= seen.size())
                    seen.resize(std::size_t(e.clause) + 1, 0);
                ++seen[e.clause];
            }
            if (seq != wanted[next])
                continue;
            if (e.kind != rng)
                throw std::invalid_argument("event #" + std::to_string(seq) + " is not a random draw");
            pins.push_back({trace.clauseName(e.clause), seen[e.clause], static_cast<std::uint32_t>(e.arg[2])});
            ++next;
        }
    }
    normalizeDrawPins(pins);
    return pins;
}

DrawPins pinsOfOverrides(const Trace& trace, const DrawOverrides& overrides)
{
    std::vector<Seq> seqs;
    seqs.reserve(overrides.size());
    for (const DrawOverride& o : overrides)
        seqs.push_back(o.seq);
    return pinsOfDraws(trace, seqs);
}

std::string describePinOutcome(const DrawPinOutcome& o)
{
    const std::string pin = formatDrawPin(o.pin);
    const std::string draw = "the draw at event #" + std::to_string(o.seq);
    switch (o.status) {
    case DrawPinOutcome::Status::Applied: return pin + ": applied to " + draw;
    case DrawPinOutcome::Status::OutOfRange:
        return pin + ": not applied: " + draw + " is in [0, " + std::to_string(o.bound) + "), " +
            std::to_string(o.pin.value) + " is outside it";
    case DrawPinOutcome::Status::Overridden: return pin + ": not applied: " + draw + " has an override of its own";
    case DrawPinOutcome::Status::NeverReached:
        return pin + ": not applied: the game has fewer than " + std::to_string(o.pin.occurrence) + " draws of " +
            o.pin.clause;
    case DrawPinOutcome::Status::UnknownClause: return pin + ": not applied: no rule cites the clause " + o.pin.clause;
    }
    return pin;
}

DrawPinner::DrawPinner(DrawPins pins, const std::vector<std::string>& clauseNames, DrawOverrides& record)
    : byClause_(clauseNames.size()), drawsSeen_(clauseNames.size(), 0), record_(record)
{
    normalizeDrawPins(pins);
    outcomes_.reserve(pins.size());
    for (DrawPin& p : pins) {
        const auto it = std::find(clauseNames.begin(), clauseNames.end(), p.clause);
        DrawPinOutcome o{std::move(p), DrawPinOutcome::Status::NeverReached, 0, 0};
        if (it == clauseNames.end())
            o.status = DrawPinOutcome::Status::UnknownClause;
        else
            byClause_[static_cast<std::size_t>(it - clauseNames.begin())].push_back(
                {o.pin.occurrence, outcomes_.size()});
        outcomes_.push_back(std::move(o));
    }
    // Pins are sorted by (clause, occurrence), so each clause's targets are already sorted.
}

std::uint32_t DrawPinner::draw(ClauseId clause, Seq seq, std::uint32_t bound, std::uint32_t value, bool overridden)
{
    if (clause >= drawsSeen_.size())
        return value;  // a clause outside the table: no pin names it
    const std::uint32_t occurrence = ++drawsSeen_[clause];
    const std::vector<Target>& targets = byClause_[clause];
    if (targets.empty())
        return value;
    const auto it = std::lower_bound(targets.begin(), targets.end(), occurrence,
                                     [](const Target& t, std::uint32_t n) { return t.occurrence < n; });
    if (it == targets.end() || it->occurrence != occurrence)
        return value;
    DrawPinOutcome& o = outcomes_[it->outcome];
    o.seq = seq;
    o.bound = bound;
    if (overridden) {
        o.status = DrawPinOutcome::Status::Overridden;
        return value;
    }
    if (o.pin.value >= bound) {
        o.status = DrawPinOutcome::Status::OutOfRange;
        return value;
    }
    o.status = DrawPinOutcome::Status::Applied;
    const auto pos =
        std::lower_bound(record_.begin(), record_.end(), seq, [](const DrawOverride& d, Seq s) { return d.seq < s; });
    record_.insert(pos, DrawOverride{seq, o.pin.value});
    return o.pin.value;
}

void DrawPinner::rewind(const Trace& trace, Seq at)
{
    std::fill(drawsSeen_.begin(), drawsSeen_.end(), 0);
    const KindId rng = kind(CommonKind::RngDraw);
    for (std::size_t b = 0; b < trace.blockCount() && b * Trace::kBlockEvents < at; ++b) {
        const std::span<const Event> events = trace.block(b);
        const std::size_t n = std::min<std::size_t>(events.size(), at - b * Trace::kBlockEvents);
        for (std::size_t i = 0; i < n; ++i)
            if (events[i].kind == rng && events[i].clause < drawsSeen_.size())
                ++drawsSeen_[events[i].clause];
    }
    for (DrawPinOutcome& o : outcomes_)
        if (o.status != DrawPinOutcome::Status::UnknownClause && o.status != DrawPinOutcome::Status::NeverReached &&
            o.seq >= at)
            o = DrawPinOutcome{std::move(o.pin), DrawPinOutcome::Status::NeverReached, 0, 0};
}

}  // namespace ts
