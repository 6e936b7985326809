#pragma once
// Plays a sample to its end or an event budget, answering whatever it asks with the first
// legal answer: the tests that cover every bundled sample of every ruleset.
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace ts::test {

inline void runThrough(Session& s, std::uint64_t eventBudget)
{
    for (int guard = 0; guard < 1000 && s.trace().size() < eventBudget; ++guard) {
        s.run(eventBudget);
        if (!s.waitingForCaller())
            return;
        const std::vector<Answer> legal = s.head().legalAnswers();
        if (legal.empty())
            return;
        s.provideAnswer(legal.front());
    }
}

// The game of the scenario file at `path` (its own seed) played through as above, with
// `eventBudget` as the session's event budget too.
inline std::unique_ptr<Session> playThrough(const QString& path, std::uint64_t eventBudget = 200'000)
{
    const LoadedScenario l = loadScenarioFile(path.toStdString());
    SessionOptions o;
    o.maxEvents = eventBudget;
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed, o);
    runThrough(*s, eventBudget);
    return s;
}

}  // namespace ts::test
