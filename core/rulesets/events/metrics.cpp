// Batch runs: per round each character's HP, each player's dice and hand, and how many
// events the queue processed.
#include "game.h"
#include "ruleset.h"

namespace ts::events {

namespace {

class EventsMeter final : public PeriodMeter {
public:
    explicit EventsMeter(const EventsGame& game) : g_(game) {}

    std::int64_t periodsBegun() const override { return g_.state().round; }
    GameResult result() const override
    {
        const GameState& s = g_.state();
        const bool decided = s.winner == 0 || s.winner == 1;
        return {static_cast<std::int32_t>(s.outcome), decided ? g_.scenario().players[s.winner].name : std::string()};
    }

protected:
    // A round is over once the next has begun (the round-begin signal's execution).
    std::int64_t periodsEnded() const override { return g_.state().round - 1; }
    void sample(std::vector<std::int64_t>& out) override
    {
        const GameState& s = g_.state();
        for (const PlayerState& p : s.players)
            for (const CharacterState& c : p.characters)
                out.push_back(c.hp);
        for (const PlayerState& p : s.players) {
            std::int64_t dice = 0;
            for (std::int32_t d : p.dice)
                dice += d;
            out.push_back(dice);
            out.push_back(static_cast<std::int64_t>(p.hand.size()));
        }
        out.push_back(popped_);
        popped_ = 0;
    }
    // The state counts the pops of the current event tree only (it restarts at each tree),
    // and a step pops at most one event: the meter adds them up, from round 1 on (the
    // GameStart phase's events belong to no round).
    void observeStep() override
    {
        const std::int32_t pops = g_.state().pops;
        if (g_.state().round > 0)
            popped_ += pops >= lastPops_ ? pops - lastPops_ : pops;
        lastPops_ = pops;
    }

private:
    const EventsGame& g_;
    std::int64_t popped_ = 0;
    std::int32_t lastPops_ = 0;
};

}  // namespace

std::vector<std::string> EventsRuleset::metricNames(const Scenario& scenario) const
{
    const auto& sc = dynamic_cast<const EventsScenario&>(scenario);
    std::vector<std::string> names;
    // The characters' entity names are "<player>.<character>", player 0's first.
    const auto first = static_cast<std::size_t>(sc.firstCharacterEntity);
    for (std::size_t c = 0; c < static_cast<std::size_t>(sc.characterCount[0] + sc.characterCount[1]); ++c)
        names.push_back(sc.entityNames[first + c] + ".hp");
    for (const PlayerSpec& p : sc.players) {
        names.push_back(p.name + ".dice");
        names.push_back(p.name + ".hand");
    }
    names.emplace_back("queue.popped");
    return names;
}

std::unique_ptr<GameMeter> EventsRuleset::meter(const Game& game) const
{
    return std::make_unique<EventsMeter>(dynamic_cast<const EventsGame&>(game));
}

}  // namespace ts::events
