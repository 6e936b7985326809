// Batch runs: per turn each unit's HP and the actions it took. A Run-table turn is the
// scheduler's turn; an energy game's turn is one rotation of its actor queue, where each
// actor's energy at the turn's end is sampled too.
#include "energy_game.h"
#include "game.h"
#include "ruleset.h"

#include <algorithm>

namespace ts::roguelike {

namespace {

// Enemies defeated: the Player's side won; the Player's side defeated: the Enemy won.
GameResult sideResult(std::int32_t outcome)
{
    GameResult r{outcome, {}};
    if (outcome == static_cast<std::int32_t>(Outcome::EnemiesDefeated))
        r.winner = "Player";
    else if (outcome == static_cast<std::int32_t>(Outcome::PlayersDefeated))
        r.winner = "Enemy";
    return r;
}

class RunTableMeter final : public PeriodMeter {
public:
    explicit RunTableMeter(const RoguelikeGame& game) : g_(game), actions_(game.state().units.size(), 0) {}

    std::int64_t periodsBegun() const override { return g_.state().cursor.turn; }
    GameResult result() const override { return sideResult(g_.state().outcome); }

protected:
    // The turn is over once its end step has sent the scheduler back to the turn start.
    std::int64_t periodsEnded() const override
    {
        const State& s = g_.state();
        return s.cursor.pc == Pc::TurnStart ? s.cursor.turn : s.cursor.turn - 1;
    }
    void sample(std::vector<std::int64_t>& out) override
    {
        const State& s = g_.state();
        for (std::size_t u = 0; u < s.units.size(); ++u) {
            out.push_back(s.units[u].hp);
            out.push_back(actions_[u]);
        }
    }
    // Actions taken this turn are the done cells of the unit's rows (inserted rows too).
    void observeStep() override
    {
        const State& s = g_.state();
        std::fill(actions_.begin(), actions_.end(), 0);
        for (const Row& row : s.table.rows) {
            const std::size_t u = row.unit - 1;
            if (u < actions_.size())
                for (const Cell& c : row.cells)
                    actions_[u] += c.done;
        }
    }

private:
    const RoguelikeGame& g_;
    std::vector<std::int64_t> actions_;
};

class EnergyMeter final : public PeriodMeter {
public:
    explicit EnergyMeter(const EnergyGame& game) : g_(game), actedBefore_(game.state().actors.size(), 0) {}

    std::int64_t periodsBegun() const override { return g_.state().turn; }
    GameResult result() const override { return sideResult(g_.state().outcome); }

protected:
    // The last visit of a turn resets the visit count: the next visit begins a turn.
    std::int64_t periodsEnded() const override
    {
        const EnergyState& s = g_.state();
        return s.visitInTurn == 0 ? s.turn : s.turn - 1;
    }
    void sample(std::vector<std::int64_t>& out) override
    {
        const EnergyState& s = g_.state();
        for (std::size_t a = 0; a < s.actors.size(); ++a) {
            const EnergyActor& actor = s.actors[a];
            out.push_back(actor.hp);
            out.push_back(actor.acted - actedBefore_[a]);  // `acted` counts the whole game
            out.push_back(actor.energy);
            actedBefore_[a] = actor.acted;
        }
    }

private:
    const EnergyGame& g_;
    std::vector<std::int64_t> actedBefore_;
};

}  // namespace

std::vector<std::string> RoguelikeRuleset::metricNames(const Scenario& scenario) const
{
    std::vector<std::string> names;
    if (const auto* e = dynamic_cast<const EnergyScenario*>(&scenario)) {
        for (std::size_t a = 0; a < e->actors.size(); ++a)
            for (const char* m : {".hp", ".actions", ".energy"})
                names.push_back(e->actors[a].name + m);
        return names;
    }
    for (const UnitSpec& u : dynamic_cast<const RoguelikeScenario&>(scenario).units)
        for (const char* m : {".hp", ".actions"})
            names.push_back(u.name + m);
    return names;
}

std::unique_ptr<GameMeter> RoguelikeRuleset::meter(const Game& game) const
{
    if (const auto* e = dynamic_cast<const EnergyGame*>(&game))
        return std::make_unique<EnergyMeter>(*e);
    return std::make_unique<RunTableMeter>(dynamic_cast<const RoguelikeGame&>(game));
}

}  // namespace ts::roguelike
