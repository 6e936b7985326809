#include "rational.h"

#include <algorithm>

namespace ts::nation {

namespace {
Wide absWide(Wide v) { return v < 0 ? -v : v; }
Wide gcdWide(Wide a, Wide b)
{
    a = absWide(a);
    b = absWide(b);
    while (b != 0) {
        const Wide t = a % b;
        a = b;
        b = t;
    }
    return a == 0 ? 1 : a;
}
// Products of data values are bounded (see Wide); this keeps a runaway chain of
// multiplications (a factor per stack of many passive states) from overflowing: the value
// is saturated far beyond any quantity, where rounding and clamping give the same result.
constexpr Wide kSaturate = Wide(1) << 62;
constexpr Wide kPrecise = Wide(1) << 62;

// a*b, or nullopt when it does not fit.
std::optional<Wide> mulChecked(Wide a, Wide b)
{
    Wide r;
    if (__builtin_mul_overflow(a, b, &r))
        return std::nullopt;
    return r;
}
}  // namespace

Rational Rational::of(Wide num, Wide den)
{
    if (den < 0) {
        num = -num;
        den = -den;
    }
    Rational r;
    const Wide g = gcdWide(num, den);
    r.num_ = num / g;
    r.den_ = den / g;
    // Beyond 62 bits the fraction keeps 62 significant bits (only data far outside any
    // sensible stage gets here); its size is then saturated.
    while (r.den_ > kPrecise || (absWide(r.num_) > kPrecise && r.den_ > 1)) {
        r.num_ /= 2;
        r.den_ = r.den_ / 2 == 0 ? 1 : r.den_ / 2;
    }
    if (absWide(r.num_) > kSaturate) {
        // Keep the sign and the size: quantities are clamped at 1e9 long before this.
        const Wide whole = r.num_ / r.den_;
        r.num_ = std::clamp(whole, -kSaturate, kSaturate);
        r.den_ = 1;
    }
    return r;
}

std::optional<Rational> Rational::parseDecimal(std::string_view s)
{
    bool negative = false;
    if (!s.empty() && s.front() == '-') {
        negative = true;
        s.remove_prefix(1);
    }
    const auto dot = s.find('.');
    const std::string_view whole = s.substr(0, dot);
    const std::string_view frac = dot == std::string_view::npos ? std::string_view() : s.substr(dot + 1);
    if (whole.empty() || whole.size() > 10 || (dot != std::string_view::npos && frac.empty()) ||
        frac.size() > static_cast<std::size_t>(kMaxDecimals))
        return std::nullopt;
    Wide num = 0, den = 1;
    for (char c : whole) {
        if (c < '0' || c > '9')
            return std::nullopt;
        num = num * 10 + (c - '0');
    }
    for (char c : frac) {
        if (c < '0' || c > '9')
            return std::nullopt;
        num = num * 10 + (c - '0');
        den *= 10;
    }
    return of(negative ? -num : num, den);
}

Rational operator*(const Rational& a, const Rational& b)
{
    // Cross-reduce first: products of data values then stay small and exact.
    const Wide g1 = gcdWide(a.num_, b.den_), g2 = gcdWide(b.num_, a.den_);
    const Wide an = a.num_ / g1, bd = b.den_ / g1, bn = b.num_ / g2, ad = a.den_ / g2;
    const auto n = mulChecked(an, bn), d = mulChecked(ad, bd);
    if (n && d)
        return Rational::of(*n, *d);
    // Too large for 127 bits: saturate (values this large are clamped to 1e9 anyway).
    const bool negative = (an < 0) != (bn < 0);
    const Wide big = absWide(an) / ad + 1;
    const Wide other = absWide(bn) / bd + 1;
    const auto m = mulChecked(big, other);
    return Rational::of(m ? (negative ? -*m : *m) : (negative ? -kSaturate : kSaturate), 1);
}
Rational operator+(const Rational& a, const Rational& b)
{
    return Rational::of(a.num_ * b.den_ + b.num_ * a.den_, a.den_ * b.den_);
}
Rational operator-(const Rational& a, const Rational& b)
{
    return Rational::of(a.num_ * b.den_ - b.num_ * a.den_, a.den_ * b.den_);
}

std::int64_t Rational::ceil() const
{
    Wide q = num_ / den_;  // truncates toward zero
    if (num_ % den_ != 0 && num_ > 0)
        ++q;
    constexpr Wide lo = INT64_MIN, hi = INT64_MAX;
    return static_cast<std::int64_t>(std::clamp(q, lo, hi));
}

namespace {
std::string wideText(Wide v)
{
    if (v == 0)
        return "0";
    const bool neg = v < 0;
    std::string s;
    while (v != 0) {
        const int digit = static_cast<int>(v % 10);
        s.insert(s.begin(), static_cast<char>('0' + (digit < 0 ? -digit : digit)));
        v /= 10;
    }
    return neg ? "-" + s : s;
}
}  // namespace

std::string Rational::text() const { return den_ == 1 ? wideText(num_) : wideText(num_) + "/" + wideText(den_); }

std::string Rational::decimalText() const
{
    // den = 2^a 5^b: scale to a power of ten.
    Wide scale = 1;
    Wide rest = den_;
    int twos = 0, fives = 0;
    while (rest % 2 == 0) {
        rest /= 2;
        ++twos;
    }
    while (rest % 5 == 0) {
        rest /= 5;
        ++fives;
    }
    const int digits = std::max(twos, fives);
    if (rest != 1 || digits > kMaxDecimals)
        return text();
    for (int i = 0; i < digits; ++i)
        scale *= 10;
    const Wide scaled = num_ * (scale / den_);
    if (digits == 0)
        return wideText(scaled);
    const bool neg = scaled < 0;
    std::string s = wideText(neg ? -scaled : scaled);
    while (s.size() <= static_cast<std::size_t>(digits))
        s.insert(s.begin(), '0');
    s.insert(s.end() - digits, '.');
    return neg ? "-" + s : s;
}

std::int32_t clampQuantity(std::int64_t v)
{
    return static_cast<std::int32_t>(std::clamp<std::int64_t>(v, 0, kQuantityMax));
}

std::int32_t toQuantity(const Rational& exact) { return clampQuantity(exact.ceil()); }

Rational absDiff(const Rational& a, const Rational& b) { return a < b ? b - a : a - b; }

}  // namespace ts::nation
