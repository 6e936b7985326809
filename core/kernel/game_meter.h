#pragma once
// What a batch run (batch.h) measures in one untraced game: its result, how many major
// periods it began, and the ruleset's metrics sampled once per major period. A ruleset makes
// one meter per game (Ruleset::meter); the batch driver calls afterStep() after every engine
// step, so a meter sees every step boundary without a trace, and finish() once at the end.
#include <cstdint>
#include <string>
#include <vector>

namespace ts {

struct GameResult {
    std::int32_t outcome = 0;  // the ruleset's outcome code (Ruleset::outcomeText); 0: not over
    std::string winner;  // the winner's entity name; empty: no winner (a draw, a limit)
};

// The name of element `index` of a scenario's list (nations, players), the winner's name of
// a result; "" for -1 (no winner) or an index out of range.
template <class Named>
std::string winnerName(const std::vector<Named>& named, std::int32_t index)
{
    return index >= 0 && static_cast<std::size_t>(index) < named.size() ? named[static_cast<std::size_t>(index)].name
                                                                        : std::string();
}

class GameMeter {
public:
    virtual ~GameMeter() = default;
    // After every engine step of the game the meter was made for. For each major period the
    // step ended, appends that period's sample to `samples`: one value per name of
    // Ruleset::metricNames, in order (so sample k of a game is samples[k * names .. ]).
    virtual void afterStep(std::vector<std::int64_t>& samples) = 0;
    // Once, when the game is over or stopped: appends the sample of the period under way
    // if it began and no sample covers it yet, so a game has periodsBegun() samples.
    virtual void finish(std::vector<std::int64_t>& samples) = 0;
    // Major periods begun so far: as many as a trace of the game holds events of the
    // ruleset's Periods::majorKind (Ruleset::periodsFor).
    virtual std::int64_t periodsBegun() const = 0;
    virtual GameResult result() const = 0;
};

// The common shape of a meter: the ruleset says how many major periods its game has
// ended and begun (read from the state after a step), and samples the period under way;
// this class samples each period once, when it ends, and the last one at the end.
class PeriodMeter : public GameMeter {
public:
    void afterStep(std::vector<std::int64_t>& samples) final
    {
        observeStep();
        for (const std::int64_t ended = periodsEnded(); sampled_ < ended; ++sampled_)
            sample(samples);
    }
    void finish(std::vector<std::int64_t>& samples) final
    {
        if (sampled_ < periodsBegun()) {
            sample(samples);
            ++sampled_;
        }
    }

protected:
    // Periods whose last step has run: the state is at (or past) their end.
    virtual std::int64_t periodsEnded() const = 0;
    // Appends the values of the period under way (and starts the next period's counters).
    virtual void sample(std::vector<std::int64_t>& samples) = 0;
    // After each step, before the periods it ended are sampled: for counters that the state
    // does not keep (battles begun, the deepest stage).
    virtual void observeStep() {}

private:
    std::int64_t sampled_ = 0;
};

}  // namespace ts
