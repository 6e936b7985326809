#pragma once
// Plays a sample to its end or an event budget, answering whatever it asks with the first
// legal answer: the tests that cover every bundled sample of every ruleset.
#include "kernel/session/session.h"

#include <cstdint>
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

}  // namespace ts::test
