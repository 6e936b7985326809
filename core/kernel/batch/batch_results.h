#pragma once
// Batch results files: a SQLite database written atomically (a temporary file renamed over
// the target), queryable with sqlite3. Schema, format_version 1:
//
//   batch(key TEXT PRIMARY KEY, value TEXT)       the run's parameters: format
//       ("turnscope-batch"), format_version, turnscope_version, ruleset, scenario_file,
//       sets (JSON array of the fixed --set arguments, "$.PATH=VALUE" as typed), sweep_path ("" without
//       a sweep), seeds ("A..B", the whole range), shard ("I/N"; "" for the whole range,
//       "partial" for a merge of some shards), max_events, metric_count, games, created_utc
//   scenario(id=1, json TEXT)                     the scenario file's document, before --set
//   sweep(idx INTEGER PRIMARY KEY, value TEXT)    each sweep value as typed (no rows without)
//   metrics(idx INTEGER PRIMARY KEY, name TEXT)   the ruleset's metrics ("North.power")
//   games(sweep, seed, sweep_value, status, outcome, outcome_text, winner, events, periods,
//         decisions, state_hash)                  one row per game, PRIMARY KEY(sweep, seed);
//       status finished | budget | waiting; winner NULL when none; state_hash 16 hex digits
//   period_metrics(sweep, seed, period, metric, value)   one row per game, period (from 1)
//       and metric, PRIMARY KEY(sweep, seed, period, metric), WITHOUT ROWID
//   indexes games_by_winner(sweep, winner), period_metrics_by_metric(metric, period)
//   view metric_values(sweep, seed, period, metric, value): period_metrics with names
#include "kernel/batch/batch.h"

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace ts {

inline constexpr int kBatchFormatVersion = 1;

// A results file that is not one, is damaged or is of a newer format (exit 4), or results
// that cannot be merged (exit 2). what() is "<file>: <detail>".
class BatchFileError : public std::runtime_error {
public:
    enum class Kind { NotResults, Mismatch };
    BatchFileError(Kind kind, const std::string& file, const std::string& detail)
        : std::runtime_error(file + ": " + detail), kind_(kind)
    {}
    Kind kind() const { return kind_; }

private:
    Kind kind_;
};

struct BatchResults {
    std::map<std::string, std::string> params;  // the batch table
    std::string scenarioJson;
    std::vector<std::string> sweepValues;  // as typed; empty without a sweep
    std::vector<std::string> metricNames;
    std::vector<BatchGame> games;  // in (sweep, seed) order

    std::string sweepValue(std::uint32_t sweep) const { return sweep < sweepValues.size() ? sweepValues[sweep] : ""; }
};

// Throws FileError naming the path when it cannot be written; the target is then untouched.
void saveBatchResults(const std::string& path, const BatchResults& results);

// A results file written a game at a time, in transactions, into a temporary file beside
// `path` that finish() renames over it: what saveBatchResults writes, without holding the
// games. `head` is the results without their games (its games are ignored); the batch table
// is written at the end (the caller gives "games", the number added). Games are added in (sweep, seed)
// order. Every failure throws FileError naming `path`; the target is then untouched and the
// temporary file removed (also when the writer is destroyed unfinished).
class BatchResultsWriter {
public:
    BatchResultsWriter(const std::string& path, const BatchResults& head);
    ~BatchResultsWriter();
    BatchResultsWriter(const BatchResultsWriter&) = delete;
    BatchResultsWriter& operator=(const BatchResultsWriter&) = delete;

    void add(const BatchGame& game);
    std::uint64_t games() const;
    // `params` replace the head's of the same key ("games"; "shard" of a cancelled run).
    void finish(const std::map<std::string, std::string>& params = {});

private:
    struct Impl;
    std::unique_ptr<Impl> d_;
};
// Throws FileError (cannot read) or BatchFileError(NotResults).
BatchResults loadBatchResults(const std::string& path);

// One results file from several of the same run (the same parameters, scenario, sweep
// and metrics; any seeds, each (sweep, seed) once). Throws BatchFileError(Mismatch) naming
// the file and what differs.
BatchResults mergeBatchResults(const std::vector<std::pair<std::string, BatchResults>>& inputs);

// The games table as CSV (a header line, then one line per game).
std::string batchGamesCsv(const BatchResults& results);
// Its header line and one game's line (`results` gives the sweep values), "\n" ended.
std::string batchCsvHeader();
std::string batchGameCsvLine(const BatchResults& results, const BatchGame& game);

}  // namespace ts
