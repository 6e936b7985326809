#include "report_roguelike.h"

#include "rulesets/roguelike/game.h"
#include "rulesets/roguelike/kinds.h"
#include "rulesets/roguelike/table_text.h"

#include <nlohmann/json.hpp>

namespace ts::cli {

using namespace ts::roguelike;

std::optional<Seq> roguelikeTableEvent(const Session& session, int turn, bool after)
{
    return tableEvent(session.trace(), turn, after);
}

std::string roguelikeTableText(Session& session, Seq at, bool after)
{
    const auto state = session.stateAt(at);
    const auto& g = dynamic_cast<const RoguelikeGame&>(*state);
    return tableToText(g.state().table, g.state(), g.scenario(), after);
}

std::string roguelikeTableJson(Session& session, Seq at, int turn, bool after)
{
    const auto state = session.stateAt(at);
    const auto& g = dynamic_cast<const RoguelikeGame&>(*state);
    nlohmann::json j = tableToJson(g.state().table, g.state(), g.scenario());
    j["turn"] = turn;
    j["view"] = after ? "after" : "built";
    j["event"] = at;
    return j.dump(2) + "\n";
}

std::string roguelikeReport(Session& session, int maxTurns)
{
    std::string out;
    int turn = 1;
    for (; turn <= maxTurns; ++turn) {
        const auto at = roguelikeTableEvent(session, turn, true);
        if (!at)
            return out;
        out += "Turn " + std::to_string(turn) + " (x acted, - skipped: no token, < merged left, * received a merge, . not reached):\n";
        out += roguelikeTableText(session, *at, true) + "\n";
    }
    if (roguelikeTableEvent(session, turn, true))
        out += "(later turns not shown; see 'turnscope-cli runtable SCENARIO --turn N --after')\n";
    return out;
}

}  // namespace ts::cli
