#include "kernel/batch/batch_summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace ts {

RateInterval wilsonInterval(std::uint64_t successes, std::uint64_t n, double z)
{
    if (n == 0)
        return {};
    const double nn = static_cast<double>(n), p = static_cast<double>(successes) / nn, z2 = z * z;
    const double denom = 1 + z2 / nn;
    const double centre = (p + z2 / (2 * nn)) / denom;
    const double half = z / denom * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::int64_t nearestRank(const std::vector<std::int64_t>& sorted, double p)
{
    const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

namespace {

// The mean from the exact sum (128 bits hold 2^64 values of 2^63), so that it does not depend
// on the order the values were added in. GCC's and Clang's 128-bit integer (-Wpedantic).
__extension__ typedef __int128 Int128;  // NOLINT(modernize-use-using): __extension__ needs typedef
double meanOf(Int128 sum, std::uint64_t n) { return static_cast<double>(sum) / static_cast<double>(n); }

}  // namespace

Spread spreadOf(std::vector<std::int64_t> values)
{
    Spread s;
    s.n = values.size();
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    Int128 sum = 0;
    for (const std::int64_t v : values)
        sum += v;
    s.mean = meanOf(sum, s.n);
    s.p10 = nearestRank(values, 0.1);
    s.p50 = nearestRank(values, 0.5);
    s.p90 = nearestRank(values, 0.9);
    return s;
}

Spread spreadOfCounts(const BatchSummaryAccumulator::Counts& counts)
{
    std::vector<std::pair<std::int64_t, std::uint64_t>> sorted(counts.begin(), counts.end());
    std::sort(sorted.begin(), sorted.end());
    Spread s;
    Int128 sum = 0;
    for (const auto& [v, n] : sorted) {
        s.n += n;
        sum += static_cast<Int128>(v) * n;
    }
    if (s.n == 0)
        return s;
    s.mean = meanOf(sum, s.n);
    // Nearest rank as nearestRank counts it: the value holding the rank-th smallest.
    const auto rankValue = [&](double p) {
        const auto rank =
            std::clamp<std::uint64_t>(static_cast<std::uint64_t>(std::ceil(p * static_cast<double>(s.n))), 1, s.n);
        std::uint64_t seen = 0;
        for (const auto& [v, n] : sorted)
            if ((seen += n) >= rank)
                return v;
        return sorted.back().first;
    };
    s.p10 = rankValue(0.1);
    s.p50 = rankValue(0.5);
    s.p90 = rankValue(0.9);
    return s;
}

BatchSummaryAccumulator::BatchSummaryAccumulator(std::size_t sweeps, std::size_t metricCount)
    : metricCount_(metricCount), sweeps_(std::max<std::size_t>(1, sweeps))
{
    for (Sweep& s : sweeps_)
        s.values.resize(metricCount);
}

void BatchSummaryAccumulator::add(const BatchGame& g)
{
    if (g.sweep >= sweeps_.size())
        return;  // not a game of this run (a damaged file's row is refused when read)
    Sweep& s = sweeps_[g.sweep];
    ++s.games;
    s.finished += g.status == BatchGameStatus::Finished ? 1 : 0;
    ++s.wins[g.winner];
    ++s.events[static_cast<std::int64_t>(g.events)];
    ++s.periods[g.periods];
    if (metricCount_ == 0)
        return;
    for (std::size_t k = 0; k < g.metrics.size(); ++k) {
        auto& byPeriod = s.values[k % metricCount_];
        const std::size_t period = k / metricCount_;
        if (byPeriod.size() <= period)
            byPeriod.resize(period + 1);
        ++byPeriod[period][g.metrics[k]];
    }
}

std::vector<SweepSummary> BatchSummaryAccumulator::summaries() const
{
    std::vector<SweepSummary> out;
    for (std::size_t v = 0; v < sweeps_.size(); ++v) {
        const Sweep& a = sweeps_[v];
        SweepSummary s;
        s.sweep = static_cast<std::uint32_t>(v);
        s.games = a.games;
        s.finished = a.finished;
        for (const auto& [winner, n] : a.wins)
            if (!winner.empty())
                s.wins.push_back({winner, n, wilsonInterval(n, s.games)});
        if (const auto none = a.wins.find(""); none != a.wins.end())
            s.wins.push_back({"", none->second, wilsonInterval(none->second, s.games)});
        s.events = spreadOfCounts(a.events);
        s.periods = spreadOfCounts(a.periods);
        for (std::size_t m = 0; m < metricCount_; ++m)
            for (std::size_t p = 0; p < a.values[m].size(); ++p)
                s.metrics.push_back({m, static_cast<std::int64_t>(p + 1), spreadOfCounts(a.values[m][p])});
        out.push_back(std::move(s));
    }
    return out;
}

namespace {

std::string format(const char* fmt, double a, double b = 0, double c = 0)
{
    char buf[96];
    std::snprintf(buf, sizeof buf, fmt, a, b, c);
    return buf;
}

std::string spreadCells(const Spread& s)
{
    return format("%.2f", s.mean) + " | " + std::to_string(s.p10) + " | " + std::to_string(s.p50) + " | " +
        std::to_string(s.p90);
}

}  // namespace

std::vector<SweepSummary> summarizeBatch(const BatchResults& results)
{
    BatchSummaryAccumulator sum(results.sweepValues.size(), results.metricNames.size());
    for (const BatchGame& g : results.games)
        sum.add(g);
    return sum.summaries();
}

std::string batchSummaryText(const BatchResults& r, const std::vector<SweepSummary>& summaries,
                             const std::string& periodName, int maxPeriods)
{
    std::string out;
    const auto sweepPath = r.params.contains("sweep_path") ? r.params.at("sweep_path") : "";
    for (const SweepSummary& s : summaries) {
        out += r.sweepValues.empty() ? std::string("All games") : sweepPath + " = " + r.sweepValue(s.sweep);
        out += ": " + std::to_string(s.games) + " games, " + std::to_string(s.finished) + " finished\n\n";
        out += "| winner | games | win rate | 95 % interval (Wilson) |\n|---|---|---|---|\n";
        for (const WinShare& w : s.wins)
            out += "| " + (w.winner.empty() ? std::string("(no winner)") : w.winner) + " | " + std::to_string(w.games) +
                " | " + format("%.1f %%", 100 * w.rate.rate) + " | " +
                format("%.1f–%.1f %%", 100 * w.rate.low, 100 * w.rate.high) + " |\n";
        out += "\n| length | mean | p10 | p50 | p90 |\n|---|---|---|---|---|\n";
        out += "| events | " + spreadCells(s.events) + " |\n";
        out += "| " + periodName + "s | " + spreadCells(s.periods) + " |\n";
        if (!s.metrics.empty()) {
            out +=
                "\n| metric | " + periodName + " | games | mean | p10 | p50 | p90 |\n|---|---|---|---|---|---|---|\n";
            std::map<std::size_t, std::int64_t> hidden;
            for (const MetricSpread& m : s.metrics) {
                if (maxPeriods > 0 && m.period > maxPeriods) {
                    ++hidden[m.metric];
                    continue;
                }
                out += "| " + r.metricNames[m.metric] + " | " + std::to_string(m.period) + " | " +
                    std::to_string(m.spread.n) + " | " + spreadCells(m.spread) + " |\n";
            }
            if (!hidden.empty()) {
                // Appended, not "(" + string: GCC 12 -Wrestrict (PR105329).
                out.append("(").append(std::to_string(hidden.begin()->second)).append(" more ");
                out += periodName + "s per metric not shown; the results file has them all)\n";
            }
        }
        out += "\n";
    }
    return out;
}

}  // namespace ts
