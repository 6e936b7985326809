#pragma once
// Shared by the nation panel tests: the sample scenarios of resources/scenarios/nation, a
// controller that has run one or a plain session, events by kind and entity, the nation game at the cursor,
// exact scores back into fractions, and pictures saved to <temp>/turnscope-screenshots/.
#include "gui_support.h"

#include "run_through.h"

#include "rulesets/nation/game.h"

#include <QDir>
#include <QWidget>

#include <charconv>
#include <optional>
#include <string>

namespace ts::test {

inline const nation::NationGame& nationAt(gui::SessionController& c)
{
    return dynamic_cast<const nation::NationGame&>(*c.stateAtCursor());
}

// A sample run without the window: a plain Session whose states a test turns into a model's
// snapshot itself, so the model is checked with no SessionController at all.
inline std::unique_ptr<Session> runSample(const char* file, std::uint64_t eventBudget = 2'000'000)
{
    const LoadedScenario loaded = loadScenarioFile(sampleFile("nation", file));
    auto s = std::make_unique<Session>(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, SessionOptions{});
    runThrough(*s, eventBudget);
    return s;
}

inline const nation::NationGame& nationOf(const Game& g) { return dynamic_cast<const nation::NationGame&>(g); }

inline EntityId entityNamed(const Session& s, const std::string& name)
{
    const auto& names = s.trace().entityNames;
    for (std::size_t e = 1; e < names.size(); ++e)
        if (names[e] == name)
            return static_cast<EntityId>(e);
    return kNoEntity;
}

inline std::vector<Seq> eventsOfKind(const Session& s, std::string_view kindName,
                                     const std::function<bool(const Event&)>& pred = {})
{
    return eventsOfKind(s.trace(), kindName, pred);
}

// Drops the events of NPC previews: between a nation.preview-begin and its
// nation.preview-score the events are a copy's, traced one level deeper.
inline std::vector<Seq> outsidePreviews(const Session& s, const std::vector<Seq>& seqs)
{
    const Trace& t = s.trace();
    std::vector<Seq> out;
    bool inside = false;
    std::size_t k = 0;
    for (Seq i = 0; i < t.size() && k < seqs.size(); ++i) {
        const std::string kind = t.kindName(t.at(i).kind);
        if (kind == "nation.preview-begin")
            inside = true;
        else if (kind == "nation.preview-score")
            inside = false;
        if (i == seqs[k]) {
            if (!inside)
                out.push_back(i);
            ++k;
        }
    }
    return out;
}

// "116/3", "58", "1.5" as the engine writes exact values.
inline std::optional<nation::Rational> exactValue(const std::string& text)
{
    const auto slash = text.find('/');
    if (slash == std::string::npos)
        return nation::Rational::parseDecimal(text);
    std::int64_t num = 0, den = 0;
    std::from_chars(text.data(), text.data() + slash, num);
    std::from_chars(text.data() + slash + 1, text.data() + text.size(), den);
    if (den == 0)
        return std::nullopt;
    return nation::Rational::of(num, den);
}

}  // namespace ts::test
