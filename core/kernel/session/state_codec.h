#pragma once
// A game's whole state as bytes and back (issue 41): a trace file keeps its session's
// checkpoint states (trace_file.h, checkpoint_states), so that a session reopened from it
// starts a seek from the file's checkpoint before the target instead of re-executing the
// game from its start. A ruleset opts in by registering a codec for its games; without one
// its files hold no states and its sessions re-execute as before.
//
// The bytes use the kernel's canonical serialization (io/canonical.h: little-endian
// integers), read back by StateReader. A codec's restore must refuse (nullptr) any bytes
// that would not make a valid game of the scenario: the bytes come from a file, and a file
// may be crafted (its state hash checked afterwards only proves the file agrees with itself).
#include "kernel/draw/rng.h"
#include "kernel/game.h"
#include "kernel/io/canonical.h"
#include "kernel/scenario.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string_view>

namespace ts {

struct StateCodec {
    // Appends the state of `game`, a game of the ruleset at a step boundary; false when it
    // cannot (a game of a kind the codec does not know), and the caller saves no state.
    std::function<bool(const Game& game, CanonicalWriter& out)> save;
    // The game of `scenario` (made by the ruleset's parseScenario) and `seed` in the state
    // `bytes` hold, or nullptr when they hold no valid state of it.
    std::function<std::unique_ptr<Game>(const Scenario& scenario, std::uint64_t seed, std::span<const char8_t> bytes)>
        restore;
};

// Called by a ruleset's registration (rulesets.h), before any session uses it. A ruleset
// registered twice is a programming error.
void registerStateCodec(std::string_view ruleset, StateCodec codec);

// The codec of a ruleset with one kind of game `G` of scenarios `S`, where G has
//   bool saveState(CanonicalWriter&) const and
//   static std::unique_ptr<G> restoreState(std::shared_ptr<const S>, std::uint64_t seed, bytes).
template <class G, class S>
StateCodec stateCodecOf()
{
    StateCodec codec;
    codec.save = [](const Game& game, CanonicalWriter& out) {
        const auto* g = dynamic_cast<const G*>(&game);
        return g && g->saveState(out);
    };
    codec.restore = [](const Scenario& scenario, std::uint64_t seed,
                       std::span<const char8_t> bytes) -> std::unique_ptr<Game> {
        const auto* sc = dynamic_cast<const S*>(&scenario);
        return sc ? G::restoreState(sharedScenario(*sc), seed, bytes) : nullptr;
    };
    return codec;
}
// nullptr: the ruleset's states are not saved.
const StateCodec* findStateCodec(std::string_view ruleset);

// Reads what CanonicalWriter wrote. Every read past the end reads 0 and sets failed(): a
// codec reads on and checks failed() (and atEnd()) once at the end.
class StateReader {
public:
    explicit StateReader(std::span<const char8_t> bytes) : bytes_(bytes) {}
    std::uint8_t u8() { return take(1) ? static_cast<std::uint8_t>(bytes_[pos_ - 1]) : 0; }
    std::uint32_t u32()
    {
        if (!take(4))
            return 0;
        const char8_t* p = bytes_.data() + pos_ - 4;
        return static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
            static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
    }
    std::int32_t i32() { return static_cast<std::int32_t>(u32()); }
    std::uint64_t u64()
    {
        const std::uint64_t lo = u32();
        return lo | static_cast<std::uint64_t>(u32()) << 32;
    }
    // A count of items of at least `itemBytes` bytes each that the rest can hold (else
    // failed() and 0): a crafted count never makes a codec allocate more than the bytes.
    std::size_t count(std::size_t itemBytes)
    {
        const std::uint32_t n = u32();
        if (itemBytes != 0 && n > (bytes_.size() - pos_) / itemBytes) {
            failed_ = true;
            return 0;
        }
        return n;
    }
    // Whether the bytes go on with `text` as CanonicalWriter::str wrote it (a codec's tag).
    bool tag(std::string_view text)
    {
        if (u32() != text.size())
            return false;
        for (char c : text)
            if (u8() != static_cast<std::uint8_t>(c))
                return false;
        return !failed_;
    }
    // A Pcg32 from its two words as state() and increment() give them (it has no setter).
    Pcg32 pcg32()
    {
        const std::uint64_t state = u64(), increment = u64();
        return std::bit_cast<Pcg32>(std::array<std::uint64_t, 2>{state, increment});
    }
    bool failed() const { return failed_; }
    bool atEnd() const { return pos_ == bytes_.size(); }
    // All read, nothing left over.
    bool ok() const { return !failed_ && atEnd(); }

private:
    bool take(std::size_t n)
    {
        if (failed_ || bytes_.size() - pos_ < n) {
            failed_ = true;
            return false;
        }
        pos_ += n;
        return true;
    }
    std::span<const char8_t> bytes_;
    std::size_t pos_ = 0;
    bool failed_ = false;
};

}  // namespace ts
