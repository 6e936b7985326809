#pragma once
// PCG32 (O'Neill 2014, "XSH RR" output). Our own generator and our own bounded draw, so
// that a seed gives the same numbers on every compiler and platform; the standard
// library's distributions are implementation-defined.
#include <cstdint>

namespace ts {

class Pcg32 {
public:
    explicit Pcg32(std::uint64_t seed = 0, std::uint64_t stream = 54) { reseed(seed, stream); }

    void reseed(std::uint64_t seed, std::uint64_t stream)
    {
        state_ = 0;
        inc_ = (stream << 1u) | 1u;
        next();
        state_ += seed;
        next();
    }

    std::uint32_t next()
    {
        const std::uint64_t old = state_;
        state_ = old * 6364136223846793005ULL + inc_;
        const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
        const auto rot = static_cast<std::uint32_t>(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
    }

    // Uniform in [0, bound) by rejection (Lemire's threshold), bound >= 1.
    std::uint32_t below(std::uint32_t bound)
    {
        const std::uint32_t threshold = (-bound) % bound;
        for (;;) {
            const std::uint32_t r = next();
            if (r >= threshold)
                return r % bound;
        }
    }

    std::uint64_t state() const { return state_; }
    std::uint64_t increment() const { return inc_; }
    bool operator==(const Pcg32&) const = default;

private:
    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 0;
};

}  // namespace ts
