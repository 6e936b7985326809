// Batch runs: per round each nation's power, living units and battles (attacking or
// defending), and the battles fought.
#include "game.h"
#include "ruleset.h"

namespace ts::nation {

namespace {

class NationMeter final : public PeriodMeter {
public:
    explicit NationMeter(const NationGame& game) : g_(game), battlesOf_(game.state().nations.size(), 0) {}

    std::int64_t periodsBegun() const override { return g_.state().currentRound; }
    GameResult result() const override
    {
        return {g_.state().outcome, winnerName(g_.scenario().nations, g_.state().winner)};
    }

protected:
    // A round is over once its round-end check sends the game to the next round's start.
    std::int64_t periodsEnded() const override
    {
        const GameState& s = g_.state();
        return s.pc == Pc::RoundStart ? s.currentRound : s.currentRound - 1;
    }
    void sample(std::vector<std::int64_t>& out) override
    {
        const GameState& s = g_.state();
        for (std::size_t n = 0; n < s.nations.size(); ++n) {
            std::int64_t living = 0;
            for (const UnitState& u : s.nations[n].units)
                living += u.dead() ? 0 : 1;
            out.push_back(s.nations[n].power);
            out.push_back(living);
            out.push_back(battlesOf_[n]);
            battlesOf_[n] = 0;
        }
        out.push_back(battles_);
        battles_ = 0;
    }
    // The state keeps no count of battles (and must not: it is hashed): a battle is counted
    // when its context becomes active.
    void observeStep() override
    {
        const BattleContext& b = g_.state().battle;
        if (b.active && !inBattle_) {
            ++battles_;
            for (const std::int32_t n : {b.attackerNation, b.defenderNation})
                if (n >= 0 && static_cast<std::size_t>(n) < battlesOf_.size())
                    ++battlesOf_[static_cast<std::size_t>(n)];
        }
        inBattle_ = b.active;
    }

private:
    const NationGame& g_;
    std::vector<std::int64_t> battlesOf_;  // per nation
    std::int64_t battles_ = 0;
    bool inBattle_ = false;
};

}  // namespace

std::vector<std::string> NationRuleset::metricNames(const Scenario& scenario) const
{
    std::vector<std::string> names;
    for (const NationSpec& n : dynamic_cast<const NationScenario&>(scenario).nations) {
        names.push_back(n.name + ".power");
        names.push_back(n.name + ".units");
        names.push_back(n.name + ".battles");
    }
    names.emplace_back("battles");
    return names;
}

std::unique_ptr<GameMeter> NationRuleset::meter(const Game& game) const
{
    return std::make_unique<NationMeter>(dynamic_cast<const NationGame&>(game));
}

}  // namespace ts::nation
