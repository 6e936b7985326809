#include "report.h"

#include "game.h"
#include "kinds.h"

#include "kernel/kinds.h"

#include <vector>

namespace ts::nation {

namespace {

struct Round {
    std::int32_t number = 0;
    std::vector<std::string> lines;  // battles and falls, in the order they happened
};

struct Ending {
    std::int32_t outcome = 0;
    std::vector<std::string> tieBreaks;
    std::string winner;
    std::int32_t winnerPower = 0;
    bool over = false;
};

// The trace's events of interest. A trace's kind ids are this build's (a trace read from a
// file is mapped to them when it is opened).
class Reader {
public:
    explicit Reader(const Trace& t) : t_(t) {}

    void read(std::vector<Round>& rounds, Ending& end) const
    {
        const KindId roundBegin = kind(Kind::RoundBegin), battle = kind(Kind::BattleBegin),
                     steal = kind(Kind::StealMoved), fell = kind(Kind::NationFell), tie = kind(Kind::TieBreak),
                     winner = kind(Kind::Winner), gameEnd = ts::kind(CommonKind::GameEnd);
        for (Seq i = 0; i < t_.size(); ++i) {
            const Event e = t_.at(i);
            if (e.kind == roundBegin) {
                rounds.push_back({e.arg[0], {}});
            } else if (e.kind == battle && !rounds.empty()) {
                rounds.back().lines.push_back("battle: " + name(e.subject[0]) + " attacks " + name(e.subject[1]));
            } else if (e.kind == steal && !rounds.empty() && !rounds.back().lines.empty()) {
                rounds.back().lines.back() +=
                    ", steals " + std::to_string(e.arg[1]) + " power (" + std::to_string(e.arg[0]) + " pending)";
            } else if (e.kind == fell && !rounds.empty()) {
                rounds.back().lines.push_back(name(e.subject[0]) + " falls (0 power)");
            } else if (e.kind == gameEnd) {
                end.outcome = e.arg[0];
                end.over = true;
            } else if (e.kind == tie) {
                end.tieBreaks.push_back(name(e.subject[0]) + " +1 -> " + std::to_string(e.arg[0]));
            } else if (e.kind == winner) {
                end.winner = name(e.subject[0]);
                end.winnerPower = e.arg[0];
            }
        }
    }

private:
    std::string name(EntityId id) const { return id == kNoEntity ? std::string("-") : t_.entityName(id); }
    const Trace& t_;
};

std::string powersLine(const NationGame& g, std::size_t round)
{
    const auto& history = g.state().powerHistory;
    if (round >= history.size())
        return "";
    std::string line;
    const auto& nations = g.scenario().nations;
    for (std::size_t n = 0; n < nations.size() && n < history[round].size(); ++n)
        line += (line.empty() ? "" : ", ") + nations[n].name + " " + std::to_string(history[round][n]);
    return line;
}

}  // namespace

std::string roundsReport(Session& session, int maxRounds)
{
    std::vector<Round> rounds;
    Ending end;
    Reader(session.trace()).read(rounds, end);
    const auto& g = dynamic_cast<const NationGame&>(session.head());
    std::string out = "Start: power " + powersLine(g, 0) + "\n";
    int shown = 0;
    for (const Round& r : rounds) {
        if (shown++ == maxRounds) {
            out += "(later rounds not shown)\n";
            break;
        }
        out += "Round " + std::to_string(r.number) + ":\n";
        for (const std::string& line : r.lines)
            out += "  " + line + "\n";
        const std::string powers = r.number >= 0 ? powersLine(g, static_cast<std::size_t>(r.number)) : "";
        out += powers.empty() ? "  (the round is not over)\n" : "  power at the end: " + powers + "\n";
    }
    if (!end.over)
        return out;
    out += "Game over: " + session.ruleset().outcomeText(end.outcome) + "\n";
    for (const std::string& t : end.tieBreaks)
        out += "  tie-break (001:3.1.3): " + t + "\n";
    if (!end.winner.empty())
        out += "Winner: " + end.winner + " with " + std::to_string(end.winnerPower) + " power\n";
    return out;
}

}  // namespace ts::nation
