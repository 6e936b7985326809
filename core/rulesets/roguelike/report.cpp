#include "report.h"

#include "game.h"
#include "table_text.h"

#include <nlohmann/json.hpp>

namespace ts::roguelike {

namespace {
std::string tableText(Session& session, Seq at, bool after)
{
    const auto state = session.stateAt(at);
    const auto& g = dynamic_cast<const RoguelikeGame&>(*state);
    return tableToText(g.state().table, g.state(), g.scenario(), after);
}

std::string tableJson(Session& session, Seq at, std::int64_t turn, bool after)
{
    const auto state = session.stateAt(at);
    const auto& g = dynamic_cast<const RoguelikeGame&>(*state);
    nlohmann::json j = tableToJson(g.state().table, g.state(), g.scenario());
    j["turn"] = turn;
    j["view"] = after ? "after" : "built";
    j["event"] = at;
    return j.dump(2) + "\n";
}
}  // namespace

std::optional<std::string> turnTable(Session& session, std::int64_t turn, bool after, bool json)
{
    if (turn < 1 || turn > std::numeric_limits<std::int32_t>::max())
        return std::nullopt;
    const auto at = tableEvent(session.trace(), static_cast<std::int32_t>(turn), after);
    if (!at)
        return std::nullopt;
    if (json)
        return tableJson(session, *at, turn, after);
    return "Turn " + std::to_string(turn) + ", " + (after ? "at its end" : "as built") + " (event " +
        std::to_string(*at) + "):\n" + tableText(session, *at, after);
}

std::string turnsReport(Session& session, int maxTurns)
{
    std::string out;
    int turn = 1;
    for (; turn <= maxTurns; ++turn) {
        const auto at = tableEvent(session.trace(), turn, true);
        if (!at)
            return out;
        out += "Turn " + std::to_string(turn) +
            " (x acted, - skipped: no token, < merged left, * received a merge, . not reached):\n";
        out += tableText(session, *at, true) + "\n";
    }
    if (tableEvent(session.trace(), turn, true))
        out += "(later turns not shown; see 'turnscope-cli runtable SCENARIO --turn N --after')\n";
    return out;
}

}  // namespace ts::roguelike
