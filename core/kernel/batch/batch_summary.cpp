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

Spread spreadOf(std::vector<std::int64_t> values)
{
    Spread s;
    s.n = values.size();
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    double sum = 0;
    for (const std::int64_t v : values)
        sum += static_cast<double>(v);
    s.mean = sum / static_cast<double>(values.size());
    s.p10 = nearestRank(values, 0.1);
    s.p50 = nearestRank(values, 0.5);
    s.p90 = nearestRank(values, 0.9);
    return s;
}

namespace {

SweepSummary summarize(const BatchResults& r, std::uint32_t sweep)
{
    SweepSummary s;
    s.sweep = sweep;
    std::map<std::string, std::uint64_t> wins;
    std::vector<std::int64_t> events, periods;
    const std::size_t metricCount = r.metricNames.size();
    std::vector<std::vector<std::vector<std::int64_t>>> values(metricCount);  // [metric][period-1][game]
    for (const BatchGame& g : r.games) {
        if (g.sweep != sweep)
            continue;
        ++s.games;
        s.finished += g.status == BatchGameStatus::Finished ? 1 : 0;
        ++wins[g.winner];
        events.push_back(static_cast<std::int64_t>(g.events));
        periods.push_back(g.periods);
        for (std::size_t k = 0; k < g.metrics.size(); ++k) {
            auto& byPeriod = values[k % metricCount];
            const std::size_t period = k / metricCount;
            if (byPeriod.size() <= period)
                byPeriod.resize(period + 1);
            byPeriod[period].push_back(g.metrics[k]);
        }
    }
    for (const auto& [winner, n] : wins)
        if (!winner.empty())
            s.wins.push_back({winner, n, wilsonInterval(n, s.games)});
    if (wins.contains(""))
        s.wins.push_back({"", wins[""], wilsonInterval(wins[""], s.games)});
    s.events = spreadOf(std::move(events));
    s.periods = spreadOf(std::move(periods));
    for (std::size_t m = 0; m < metricCount; ++m)
        for (std::size_t p = 0; p < values[m].size(); ++p)
            s.metrics.push_back({m, static_cast<std::int64_t>(p + 1), spreadOf(std::move(values[m][p]))});
    return s;
}

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
    std::vector<SweepSummary> out;
    const std::size_t variants = std::max<std::size_t>(1, results.sweepValues.size());
    for (std::size_t v = 0; v < variants; ++v)
        out.push_back(summarize(results, static_cast<std::uint32_t>(v)));
    return out;
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
