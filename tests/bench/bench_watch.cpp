// turnscope-watch-bench: issue 39's watch figures on the roguelike stress trace (10 M events,
// 1,001 units): a field watch's track from the write index (the index built once, then the
// track of the field written most often and of 100 random fields), its bytes per change,
// and an expression watch evaluated at every rule step's end (steps per second and where the
// time goes: re-executing the state, its JSON, the script), over the trace's first rule
// steps (the whole trace would take hours: the rate and its parts are what it measures).
//   turnscope-watch-bench [--events N] [--steps N]
#include "stress_scenario.h"

#include "session/headless/watchbuilder.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/session/why_not.h"
#include "kernel/watch/watch.h"
#include "rulesets/rulesets.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// Rule-step ends among the first `events` events (as the builder finds them).
std::size_t ruleSteps(const ts::Trace& trace, ts::Seq events)
{
    std::size_t n = 0;
    for (ts::Seq s = 0; s < events; ++s) {
        if (s + 1 >= trace.size()) {
            ++n;
            continue;
        }
        const ts::Event next = trace.at(s + 1);
        n += (next.flags & ts::EventFlag::StepStart) || (!ts::carriesData(next) && !ts::isNotApplied(next));
    }
    return n;
}

void expressionRow(ts::Session& session, const std::string& expression, std::size_t steps)
{
    ts::WatchSpec spec;
    spec.expression = expression;
    ts::gui::WatchBuilder builder(session, spec, {});
    const auto t = Clock::now();
    builder.extend(steps);
    const double ms = msSince(t);
    const auto& tm = builder.timings();
    const double rate = static_cast<double>(tm.evaluations) / ms * 1e3;
    std::printf("| Expression `%s`, %llu rule steps (events 0-%llu) | %.0f ms = %.0f steps/s; state %.0f%%, "
                "JSON %.0f%%, script %.0f%%; %llu of them the same state (no JSON, no script); %zu changes |\n",
                expression.c_str(), static_cast<unsigned long long>(tm.evaluations),
                static_cast<unsigned long long>(builder.position()), ms, rate, 100 * tm.stateSeconds * 1e3 / ms,
                100 * tm.jsonSeconds * 1e3 / ms, 100 * tm.scriptSeconds * 1e3 / ms,
                static_cast<unsigned long long>(tm.reused), builder.track().points.size());
    const double total = static_cast<double>(ruleSteps(session.trace(), session.trace().size()));
    std::printf("| Same, whole trace (%.0f rule steps) at that rate | %.0f s (1 M steps/s would take %.1f s) |\n",
                total, total / rate, total / 1e6);
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    std::size_t events = 10'000'000, steps = 3'000;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--events" && i + 1 < argc) {
            events = std::stoull(argv[++i]);
        } else if (a == "--steps" && i + 1 < argc) {
            steps = std::stoull(argv[++i]);
        } else {
            std::fprintf(stderr, "usage: %s [--events N] [--steps N]\n", argv[0]);
            return 2;
        }
    }
    ts::registerAllRulesets();
    const ts::LoadedScenario loaded = ts::parseScenarioJson(bench::makeStressScenario({}), "<stress>");
    ts::Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
    session.run(events);
    const ts::Trace& trace = session.trace();
    std::printf("| Measurement (%zu events, %zu entities) | Result |\n|---|---|\n",
                static_cast<std::size_t>(trace.size()), trace.entityNames.size() - 1);

    auto t = Clock::now();
    ts::WriteIndex index;
    index.extend(trace);
    std::printf("| Write index built (once per trace, shared by every field watch) | %.0f ms, %zu writes |\n",
                msSince(t), index.writeCount());
    const auto fields = index.fields();
    const auto most = *std::max_element(
        fields.begin(), fields.end(), [&](auto a, auto b) { return index.writes(a).size() < index.writes(b).size(); });
    t = Clock::now();
    const ts::Track busiest = ts::fieldTrack(trace, index, most, 0);
    const double busiestMs = msSince(t);
    std::printf(
        "| Field track, the field written most (%s, %zu writes) | %.1f ms, %zu changes, %.2f bytes a change |\n",
        trace.entityName(most.entity).c_str(), index.writes(most).size(), busiestMs, busiest.points.size(),
        static_cast<double>(busiest.memoryBytes()) / static_cast<double>(busiest.points.size()));
    std::mt19937_64 rng(39);
    std::vector<double> ms;
    std::size_t points = 0, bytes = 0;
    for (int i = 0; i < 100; ++i) {
        const ts::FieldRef ref = fields[rng() % fields.size()];
        t = Clock::now();
        const ts::Track track = ts::fieldTrack(trace, index, ref, 0);
        ms.push_back(msSince(t));
        points += track.points.size();
        bytes += track.memoryBytes();
    }
    std::sort(ms.begin(), ms.end());
    std::printf("| Field track, 100 random fields: median / max | %.2f / %.2f ms; %.2f bytes a change |\n", ms[50],
                ms.back(), static_cast<double>(bytes) / static_cast<double>(points));

    const std::string doc = session.stateAt(trace.size() - 1)->toJson().dump();
    std::printf(
        "| The state document an expression reads (JSON text, parsed by QJSEngine when it changed) | %.0f KB |\n",
        static_cast<double>(doc.size()) / 1024.0);
    expressionRow(session, "state.units[0].tokens", steps);
    expressionRow(session, "state.units.filter(u => u.tokens > 0).length", steps / 4);

    // The same builder on a bundled sample's small state: the whole game.
    const ts::LoadedScenario sample =
        ts::loadScenarioFile(TURNSCOPE_SOURCE_DIR "/resources/scenarios/nation/four-nations.json");
    ts::Session small(*sample.ruleset, sample.scenario, sample.scenario->seed);
    small.run();
    ts::WatchSpec spec;
    spec.expression = "state.nations.map(n => n.power).join(\",\")";
    ts::gui::WatchBuilder builder(small, spec, {});
    t = Clock::now();
    while (!builder.extend(SIZE_MAX)) {
    }
    const double sampleMs = msSince(t);
    const auto& tm = builder.timings();
    std::printf(
        "| nation/four-nations.json (%zu events, %.1f KB of state): `%s` over the whole game | %llu rule steps in "
        "%.0f ms = %.0f steps/s (%llu the same state); state %.0f%%, JSON %.0f%%, script %.0f%% |\n",
        static_cast<std::size_t>(small.trace().size()),
        static_cast<double>(small.stateAt(small.trace().size() - 1)->toJson().dump().size()) / 1024.0,
        spec.expression.c_str(), static_cast<unsigned long long>(tm.evaluations), sampleMs,
        static_cast<double>(tm.evaluations) / sampleMs * 1e3, static_cast<unsigned long long>(tm.reused),
        100 * tm.stateSeconds * 1e3 / sampleMs, 100 * tm.jsonSeconds * 1e3 / sampleMs,
        100 * tm.scriptSeconds * 1e3 / sampleMs);
    return 0;
}
