#pragma once
// Pins: random draws whose results are kept when a game is re-run with another seed.
//
// A seq means nothing under another seed (the events before a draw differ), so a pin names
// a draw the way a designer does, "the second critical-hit roll": the clause of the rule
// that drew and the draw's occurrence among that clause's draws in the game (1st, 2nd, …
// draw traced with that clause; clauses match by their exact id, "#suffix" steps are
// clauses of their own). A session recording a game with pins gives each matching draw
// the pin's value when it lies in the draw's range [0, bound) and records it as an
// ordinary DrawOverride at that draw's seq: the saved trace replays and verifies without
// the pins.
//
// Text form (turnscope-cli run --pin): CLAUSE@N=VALUE, N >= 1 and VALUE decimal. Clause
// ids contain '#' and ':' ("002:1#setup"), so the occurrence follows the LAST '@' before
// the last '='; the clause itself may hold any character.
#include "kernel/event.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

struct DrawPin {
    std::string clause;
    std::uint32_t occurrence = 0;  // 1-based
    std::uint32_t value = 0;
    bool operator==(const DrawPin&) const = default;
};
// Sorted by (clause, occurrence), one pin per draw (normalizeDrawPins).
using DrawPins = std::vector<DrawPin>;

// Sorts `pins` and drops exact duplicates. Throws std::invalid_argument (a sentence for
// the user) for two pins of one draw with different values, or an occurrence of 0.
void normalizeDrawPins(DrawPins& pins);

// Parses CLAUSE@N=VALUE. On failure returns nullopt and sets `error` to a sentence that
// names the character (1-based) where the text goes wrong.
std::optional<DrawPin> parseDrawPin(std::string_view text, std::string& error);
std::string formatDrawPin(const DrawPin& pin);

// The pins that keep the results of the draws traced as events `seqs` of `trace`: each
// draw's clause, its occurrence among that clause's draws in the trace, the value it
// yielded. Normalized. Throws std::invalid_argument when a seq is no random draw.
DrawPins pinsOfDraws(const Trace& trace, const std::vector<Seq>& seqs);
// The pins of every overridden draw of a recorded game (its overrides' seqs).
DrawPins pinsOfOverrides(const Trace& trace, const DrawOverrides& overrides);

// What became of a pin in a recording.
struct DrawPinOutcome {
    enum class Status {
        Applied,  // the draw at `seq` yielded the pin's value
        OutOfRange,  // the draw at `seq` is in [0, bound) and the value is not
        Overridden,  // the draw at `seq` has a DrawOverride of its own, which wins
        NeverReached,  // the game (so far) has fewer draws of that clause
        UnknownClause  // no rule of this build cites that clause
    };
    DrawPin pin;
    Status status = Status::NeverReached;
    Seq seq = 0;  // the pinned draw's event (not for NeverReached, UnknownClause)
    std::uint32_t bound = 0;  // its range [0, bound)
};
// A sentence for the user: "applied at event #12", "not applied: …".
std::string describePinOutcome(const DrawPinOutcome& o);

// Applies pins during a recording (the session attaches it to the sink of a live run only;
// replays use the recorded overrides). Counts every draw per clause, so it must see every
// draw of the game from the first one.
class DrawPinner {
public:
    // `clauseNames`: the recording trace's clause table (index = ClauseId). Applied pins
    // are inserted into `record` (kept sorted by seq).
    DrawPinner(DrawPins pins, const std::vector<std::string>& clauseNames, DrawOverrides& record);

    // The result of the draw traced at `seq` with `clause`, whose number is `value`
    // (already the user's if `overridden`).
    std::uint32_t draw(ClauseId clause, Seq seq, std::uint32_t bound, std::uint32_t value, bool overridden);

    const std::vector<DrawPinOutcome>& outcomes() const { return outcomes_; }

    // The game was cut at event `at` (a fork): the draws of `trace` before `at` are counted
    // again and the pins met at or after `at` are not reached yet.
    void rewind(const Trace& trace, Seq at);

private:
    struct Target {
        std::uint32_t occurrence = 0;
        std::size_t outcome = 0;  // index into outcomes_
    };
    std::vector<DrawPinOutcome> outcomes_;  // one per pin, in the pins' order
    std::vector<std::vector<Target>> byClause_;  // index = ClauseId, sorted by occurrence
    std::vector<std::uint32_t> drawsSeen_;  // index = ClauseId
    DrawOverrides& record_;
};

}  // namespace ts
