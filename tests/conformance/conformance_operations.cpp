// Forks, stepping and breakpoints: the debugger's moves, the same in every ruleset.
#include "conformance_internal.h"

#include "kernel/kinds.h"
#include "kernel/session/why_not.h"

#include <algorithm>
#include <map>
#include <set>

namespace ts::conformance {

Failures checkForks(const Session& s, std::size_t maxForks)
{
    Failures out;
    const std::size_t decisions = s.decisions().size();
    auto probe = sameGame(s);
    std::size_t forks = 0;
    // Every decision's legal answers; forks spread over the decisions up to maxForks.
    const std::size_t perDecision = decisions == 0 ? 0 : std::max<std::size_t>(1, maxForks / decisions);
    for (std::size_t k = 0; k < decisions && out.size() < kListed; ++k) {
        std::vector<Answer> legal;
        try {
            legal = probe->gameAtDecision(k)->legalAnswers();
        } catch (const std::exception& e) {
            out << QStringLiteral("decision %1: the legal answers could not be worked out: %2")
                       .arg(k)
                       .arg(QString::fromStdString(e.what()));
            continue;
        }
        if (legal.empty()) {
            out << QStringLiteral("decision %1: the game offers no legal answer").arg(k);
            continue;
        }
        const std::size_t step = std::max<std::size_t>(1, legal.size() / perDecision);
        for (std::size_t i = 0; i < legal.size() && forks < maxForks; i += step, ++forks) {
            auto fork = sameGame(s);
            try {
                fork->fork(k, legal[i]);
                const Seq at = fork->size();
                fork->run(2000);
                if (fork->size() < at)
                    out << QStringLiteral("decision %1, answer %2: the fork lost events").arg(k).arg(i);
            } catch (const std::exception& e) {
                out << QStringLiteral("decision %1, answer %2: forking failed: %3")
                           .arg(k)
                           .arg(i)
                           .arg(QString::fromStdString(e.what()));
                break;
            }
        }
    }
    return out;
}

namespace {

// Steps with `move` from the cursor until it returns false; the events visited in order.
std::vector<Seq> walk(Session& s, bool (Session::*move)())
{
    std::vector<Seq> visited{s.cursor()};
    while ((s.*move)()) {
        visited.push_back(s.cursor());
        if (visited.size() > s.size() + 1)
            break;  // a step that does not move: reported by the caller
    }
    return visited;
}

bool strictly(const std::vector<Seq>& v, bool up)
{
    for (std::size_t i = 1; i < v.size(); ++i)
        if (up ? v[i] <= v[i - 1] : v[i] >= v[i - 1])
            return false;
    return true;
}

}  // namespace

Failures checkStepping(const Session& s)
{
    Failures out;
    auto game = sameGame(s);
    if (game->size() == 0)
        return out;
    const Seq last = game->size() - 1;
    game->seek(0);
    const std::vector<Seq> over = walk(*game, &Session::stepOver);
    if (!strictly(over, true) || over.back() != last)
        out << QStringLiteral("step over from event 0 ends at #%1 after %2 steps, not at the last event #%3")
                   .arg(over.back())
                   .arg(over.size() - 1)
                   .arg(last);
    const std::vector<Seq> back = walk(*game, &Session::stepBackOver);
    if (!strictly(back, false) || back.back() != 0)
        out << QStringLiteral("step back over from #%1 ends at #%2, not at event 0").arg(last).arg(back.back());
    // Step out lands on an event shallower than where it started.
    for (Seq n = 0; n <= last && out.size() < kListed; n += std::max<Seq>(1, last / 50)) {
        game->seek(n);
        const auto depth = s.trace().at(n).depth;
        if (game->stepOut() && s.trace().at(game->cursor()).depth >= depth && game->cursor() != last)
            out << QStringLiteral("step out from %1 lands on %2, no shallower")
                       .arg(eventText(s, n), eventText(s, game->cursor()));
    }
    // A breakpoint on the commonest kind that is not a write: stepping over stops at every hit.
    std::map<KindId, std::vector<Seq>> byKind;
    for (Seq n = 1; n <= last; ++n)
        if (s.trace().at(n).kind != kind(CommonKind::Write))
            byKind[s.trace().at(n).kind].push_back(n);
    if (byKind.empty())
        return out;
    const auto commonest = std::max_element(
        byKind.begin(), byKind.end(), [](const auto& a, const auto& b) { return a.second.size() < b.second.size(); });
    Breakpoint bp;
    bp.kind = commonest->first;
    game->addBreakpoint(bp);
    game->seek(0);
    const std::vector<Seq> stops = walk(*game, &Session::stepOver);
    const std::set<Seq> visited(stops.begin(), stops.end());
    for (const Seq hit : commonest->second)
        if (!visited.count(hit)) {
            out << QStringLiteral("step over skipped the breakpoint hit at %1").arg(eventText(s, hit));
            break;
        }
    return out;
}

Failures checkBreakpoints(const Session& s)
{
    Failures out;
    auto game = sameGame(s);
    if (game->size() < 2)
        return out;
    std::vector<Seq> evaluated;
    Breakpoint never;
    never.condition = [&evaluated](const Game&, Seq seq) {
        evaluated.push_back(seq);
        return false;
    };
    const int neverId = game->addBreakpoint(std::move(never));
    game->seek(0);
    game->continueForward();
    for (const Seq n : evaluated)
        if (!game->ruleStepEnd(n)) {
            out << QStringLiteral("a condition was evaluated at %1, inside a rule step").arg(eventText(s, n));
            break;
        }
    std::size_t ends = 0;
    for (Seq n = 1; n < game->size(); ++n)
        ends += game->ruleStepEnd(n) ? 1 : 0;
    if (evaluated.size() != ends)
        out << QStringLiteral("a condition was evaluated %1 times over %2 rule-step ends")
                   .arg(evaluated.size())
                   .arg(ends);
    game->removeBreakpoint(neverId);

    // A hit count counts each event once: forward to the end, back to the start, forward again.
    const KindId target = s.trace().at(s.size() / 2).kind;
    std::size_t events = 0;
    for (Seq n = 0; n < s.size(); ++n)
        events += s.trace().at(n).kind == target ? 1 : 0;
    Breakpoint bp;
    bp.kind = target;
    game->addBreakpoint(bp);
    for (int pass = 0; pass < 3; ++pass) {
        game->seek(pass % 2 ? game->size() - 1 : 0);
        while (pass % 2 ? game->reverseContinue() : game->continueForward()) {
        }
    }
    if (game->breakpoints().back().hits != events)
        out << QStringLiteral("after three passes a breakpoint on %1 counts %2 hits for %3 events")
                   .arg(QString::fromStdString(s.trace().kindName(target)))
                   .arg(game->breakpoints().back().hits)
                   .arg(events);
    return out;
}

}  // namespace ts::conformance
