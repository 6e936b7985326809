#pragma once
// What a batch run prints at its end, per sweep value: win rates with 95 % confidence
// intervals (Wilson's score interval, right also for rates near 0 or 1 and few games),
// game-length quantiles, and each metric's mean and quantiles per period. Floating point
// is used here only, never in the rules.
#include "kernel/batch/batch_results.h"

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace ts {

struct RateInterval {
    double rate = 0, low = 0, high = 0;
};
// Wilson's score interval for `successes` of `n` at z (1.96: 95 %); n = 0 gives all zero.
RateInterval wilsonInterval(std::uint64_t successes, std::uint64_t n, double z = 1.959963984540054);

// Nearest rank: the smallest value with at least a fraction p of the values at or below
// it (p in (0, 1]); `sorted` ascending and not empty.
std::int64_t nearestRank(const std::vector<std::int64_t>& sorted, double p);

struct Spread {
    std::uint64_t n = 0;
    double mean = 0;
    std::int64_t p10 = 0, p50 = 0, p90 = 0;
};
Spread spreadOf(std::vector<std::int64_t> values);

struct WinShare {
    std::string winner;  // empty: games without a winner
    std::uint64_t games = 0;
    RateInterval rate;
};

struct MetricSpread {
    std::size_t metric = 0;  // index into BatchResults::metricNames
    std::int64_t period = 0;  // from 1
    Spread spread;  // over the games that reached the period
};

struct SweepSummary {
    std::uint32_t sweep = 0;
    std::uint64_t games = 0, finished = 0;
    std::vector<WinShare> wins;  // by winner name, games without a winner last
    Spread events, periods;
    std::vector<MetricSpread> metrics;  // by metric, then period
};

// The summaries of games added one at a time (in any order), keeping no game: a count per
// distinct value (events, periods, each metric's value per period), so its memory grows with
// the number of distinct values, not of games, and the quantiles are exact.
class BatchSummaryAccumulator {
public:
    // `sweeps`: the number of sweep values (1 without a sweep).
    BatchSummaryAccumulator(std::size_t sweeps, std::size_t metricCount);
    void add(const BatchGame& game);
    std::vector<SweepSummary> summaries() const;

    // A histogram: each value with its number of games.
    using Counts = std::unordered_map<std::int64_t, std::uint64_t>;

private:
    struct Sweep {
        std::uint64_t games = 0, finished = 0;
        std::map<std::string, std::uint64_t> wins;
        Counts events, periods;
        std::vector<std::vector<Counts>> values;  // [metric][period-1]
    };
    std::size_t metricCount_;
    std::vector<Sweep> sweeps_;
};
Spread spreadOfCounts(const BatchSummaryAccumulator::Counts& counts);

// The accumulator over results.games.
std::vector<SweepSummary> summarizeBatch(const BatchResults& results);

// The summaries as text tables; `periodName` names the major period ("round"); at most
// `maxPeriods` periods per metric are shown (0: all), the rest counted.
std::string batchSummaryText(const BatchResults& results, const std::vector<SweepSummary>& summaries,
                             const std::string& periodName, int maxPeriods);

}  // namespace ts
