#pragma once
// The one arithmetic module of the nation ruleset (seed 001 §4.1, SPEC §4 "Numbers").
// Rates in data are decimals ("1.1") read exactly into fractions, never through a double;
// every formula is computed exactly as a fraction and rounded UP once, when its result
// becomes a game quantity, then clamped to [0, 1 000 000 000]. Nothing else rounds.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ts::nation {

// 128-bit intermediates: attack (1e9) x a rate (1e9 with 9 decimals) x an HP-loss rate
// (1e9/1e9) stays far below 2^127.
__extension__ typedef __int128 Wide;

inline constexpr std::int64_t kQuantityMax = 1'000'000'000;  // 001:4.1.2
inline constexpr int kMaxDecimals = 9;

// An exact fraction num/den with den > 0, kept reduced.
class Rational {
public:
    constexpr Rational() = default;
    Rational(std::int64_t n) : num_(n), den_(1) {}  // NOLINT: integers are rationals
    static Rational of(Wide num, Wide den);

    // "12", "1.1", "-0.25", "0.000000001": at most kMaxDecimals decimals and an integer part
    // of at most 10 digits; nullopt for anything else (exponents, spaces, "1.", ".5").
    static std::optional<Rational> parseDecimal(std::string_view text);

    Wide num() const { return num_; }
    Wide den() const { return den_; }
    bool isInteger() const { return den_ == 1; }

    friend Rational operator*(const Rational& a, const Rational& b);
    friend Rational operator+(const Rational& a, const Rational& b);
    friend Rational operator-(const Rational& a, const Rational& b);
    friend bool operator==(const Rational& a, const Rational& b) { return a.num_ == b.num_ && a.den_ == b.den_; }
    friend bool operator<(const Rational& a, const Rational& b) { return a.num_ * b.den_ < b.num_ * a.den_; }
    friend bool operator>(const Rational& a, const Rational& b) { return b < a; }
    friend bool operator<=(const Rational& a, const Rational& b) { return !(b < a); }
    friend bool operator>=(const Rational& a, const Rational& b) { return !(a < b); }

    // The smallest integer >= this value (001:4.1.1), saturated to the int64 range.
    std::int64_t ceil() const;
    // "11", "11/10": exact, for traces and the inspector.
    std::string text() const;
    // As a decimal if it is one with at most kMaxDecimals places ("1.1"), else text().
    std::string decimalText() const;

private:
    Wide num_ = 0;
    Wide den_ = 1;
};

// 001:4.1.2: a main quantity (power, HP, attack, counts, damage) is kept in [0, 1e9].
std::int32_t clampQuantity(std::int64_t v);
// 001:4.1.1 + 001:4.1.2: the one rounding: an exact result becomes a game quantity.
std::int32_t toQuantity(const Rational& exact);
// |a - b| exactly.
Rational absDiff(const Rational& a, const Rational& b);

}  // namespace ts::nation
