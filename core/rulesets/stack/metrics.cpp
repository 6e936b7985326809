// Batch runs: per turn each player's counters (the scenario's: life, hand, ...), the
// actions declared and the deepest the stage grew.
#include "game.h"
#include "ruleset.h"

#include <algorithm>

namespace ts::stack {

namespace {

class StackMeter final : public PeriodMeter {
public:
    explicit StackMeter(const StackGame& game) : g_(game) {}

    std::int64_t periodsBegun() const override { return g_.state().turnNumber; }
    GameResult result() const override
    {
        return {g_.state().outcome, winnerName(g_.scenario().players, g_.state().winner)};
    }

protected:
    // The end action's step ends a turn and begins the next in one step: a turn is over
    // once the next has begun (its end action was the old turn's last declaration).
    std::int64_t periodsEnded() const override { return g_.state().turnNumber - 1; }
    void sample(std::vector<std::int64_t>& out) override
    {
        const GameState& s = g_.state();
        for (const PlayerState& p : s.players)
            for (std::int32_t c : p.counters)
                out.push_back(c);
        out.push_back(s.actionsTaken - actionsBefore_);  // actionsTaken counts the whole game
        out.push_back(deepest_);
        actionsBefore_ = s.actionsTaken;
        deepest_ = static_cast<std::int64_t>(s.stage.size());
    }
    void observeStep() override { deepest_ = std::max(deepest_, static_cast<std::int64_t>(g_.state().stage.size())); }

private:
    const StackGame& g_;
    std::int64_t actionsBefore_ = 0;
    std::int64_t deepest_ = 0;
};

}  // namespace

std::vector<std::string> StackRuleset::metricNames(const Scenario& scenario) const
{
    const auto& sc = dynamic_cast<const StackScenario&>(scenario);
    std::vector<std::string> names;
    for (const PlayerSpec& p : sc.players)
        for (const std::string& counter : sc.counters)
            names.push_back(p.name + "." + counter);
    names.emplace_back("actions");
    names.emplace_back("stage.deepest");
    return names;
}

std::unique_ptr<GameMeter> StackRuleset::meter(const Game& game) const
{
    return std::make_unique<StackMeter>(dynamic_cast<const StackGame&>(game));
}

}  // namespace ts::stack
