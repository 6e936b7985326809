// turnscope-nation-bench: issue 4's figures for the nation ruleset on a large stage
// generated in code (8 NPC nations x 40 units, 10 commands each, 100 rounds): traced and
// untraced events per second, the time of an NPC turn and of its previews, and seeks
// through a Session. Markdown rows on stdout; not a test, nothing asserts on time.
//
//   turnscope-nation-bench [--rounds N] [--seeks N]
#include "bench_common.h"

#include "kernel/draw/rng.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"
#include "rulesets/nation/game.h"
#include "rulesets/rulesets.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

using bench::Clock;
using bench::since;
using nlohmann::json;

json makeStage(int nations, int units, int commands, int rounds)
{
    ts::Pcg32 rng(2024, 11);
    auto pick = [&](int n) { return static_cast<int>(rng.below(static_cast<std::uint32_t>(n))); };
    const char* rates[] = {"0.2", "0.25", "0.3", "0.5", "1.1"};
    json doc{{"ruleset", "nation"},
             {"name", "nation stress stage"},
             {"seed", 1},
             {"stage", {{"id", "stress"}, {"domesticCount", 2}, {"roundLimit", rounds}, {"slotsPerRow", 14}}}};
    doc["states"] = json::array({
        {{"id", "Regen"},
         {"remainings", 3},
         {"duration", 4},
         {"timings", {"TurnEnd"}},
         {"effects", {{{"do", "change-hp"}, {"target", "self"}, {"amount", 5}}}}},
        {{"id", "Fury"},
         {"stacks", 1},
         {"duration", 2},
         {"timings", {"AttackStart"}},
         {"excludes", {{"same", {"Calm"}}}},
         {"effects", {{{"do", "change-attack"}, {"target", "self"}, {"rate", "1.1"}}}}},
        {{"id", "Calm"}, {"excludes", {{"lower", {"Fury"}}}}},
        {{"id", "Guard"}, {"passive", true}, {"modifiers", {{"damageTaken", "0.8"}, {"military", "1.2"}}}},
        {{"id", "Tithe"}, {"timings", {"RoundStart"}}, {"effects", {{{"do", "change-power"}, {"amount", 2}}}}},
    });
    doc["skills"] = json::array();
    for (int k = 0; k < 6; ++k)
        doc["skills"].push_back({{"id", "K" + std::to_string(k)},
                                 {"priority", k % 3},
                                 {"target",
                                  {{"row",
                                    k % 3 == 0       ? "front"
                                        : k % 3 == 1 ? "middle"
                                                     : "back"},
                                   {"slots", {k, k + 1, k + 2, k + 5}}}},
                                 {"damageRate", rates[k % 5]},
                                 {"powerStealRate", "0.05"}});
    doc["commands"] = json::array();
    for (int c = 0; c < commands * 2; ++c) {
        json effect;
        switch (c % 5) {
        case 0: effect = {{"do", "change-power"}, {"amount", 5 + c}}; break;
        case 1: effect = {{"do", "change-attack"}, {"target", "own-units"}, {"amount", 1}}; break;
        case 2: effect = {{"do", "change-hp"}, {"target", "own-units"}, {"amount", 10 + c}}; break;
        case 3: effect = {{"do", "grant-state"}, {"target", "own-units"}, {"state", c % 2 ? "Fury" : "Calm"}}; break;
        default: effect = {{"do", "change-power"}, {"rate", "1.02"}}; break;
        }
        doc["commands"].push_back({{"id", "C" + std::to_string(c)}, {"cost", c % 4}, {"effects", {effect}}});
    }
    doc["nations"] = json::array();
    for (int n = 0; n < nations; ++n) {
        json nj{
            {"name", "N" + std::to_string(n)},
            {"turnOrder", n + 1},
            {"power", 1000000 + 10 * n},
            {"targetMilitaryRatio", "0.5"},
            {"belligerence", n % 2 ? "1.3" : "0.9"},
            {"hostiles", {"N" + std::to_string((n + 1) % nations), "N" + std::to_string((n + nations - 1) % nations)}},
            {"states", {"Tithe"}}};
        nj["domestic"] = json::array();
        nj["actions"] = json::array();
        for (int c = 0; c < commands; ++c)
            (c < commands / 2 ? nj["domestic"] : nj["actions"])
                .push_back("C" + std::to_string((n + c) % (commands * 2)));
        json list = json::array();
        for (int u = 0; u < units; ++u) {
            json uj{{"name", "N" + std::to_string(n) + "u" + std::to_string(u)},
                    {"maxHp", 100000 + pick(2000)},
                    {"attack", 20 + pick(30)},
                    {"skills", {"K" + std::to_string(pick(6))}}};
            if (u < 42) {
                uj["row"] = u / 14 == 0 ? "front" : u / 14 == 1 ? "middle" : "back";
                uj["slot"] = u % 14;
            } else {
                uj["row"] = "bench";
            }
            if (u % 4 == 0)
                uj["states"] = {"Regen", "Guard"};
            list.push_back(uj);
        }
        nj["units"] = list;
        doc["nations"].push_back(nj);
    }
    return doc;
}

std::string count(std::uint64_t n)
{
    std::string d = std::to_string(n), out;
    for (std::size_t i = 0; i < d.size(); ++i) {
        if (i > 0 && (d.size() - i) % 3 == 0)
            out += ',';
        out += d[i];
    }
    return out;
}

struct RunStats {
    std::uint64_t events = 0;
    double seconds = 0;
    int npcTurns = 0;
    double npcSeconds = 0;  // Domestic and Decide steps of NPCs (previews included)
    std::uint64_t previews = 0;
};

RunStats runOnce(const ts::Ruleset& ruleset, const ts::Scenario& scenario, bool traced)
{
    ts::Trace trace;
    ts::EventSink sink(traced ? &trace : nullptr);
    auto game = ruleset.newGame(scenario, 1);
    auto& g = dynamic_cast<ts::nation::NationGame&>(*game);
    RunStats r;
    const auto t0 = Clock::now();
    for (;;) {
        sink.beginStep();
        const auto pc = g.state().pc;
        const bool npcStep = pc == ts::nation::Pc::Domestic || pc == ts::nation::Pc::Decide;
        const auto s0 = npcStep ? Clock::now() : Clock::time_point{};
        const auto st = game->step(sink);
        if (npcStep)
            r.npcSeconds += since(s0);
        if (pc == ts::nation::Pc::TurnStart)
            ++r.npcTurns;
        if (st == ts::StepStatus::Finished)
            break;
        if (st == ts::StepStatus::NeedDecision)
            game->answer(*game->policyAnswer(), ts::AnswerSource::Policy, 0);
    }
    r.seconds = since(t0);
    r.events = sink.position();
    if (traced) {
        const auto k = ts::KindRegistry::instance().findByName("nation.preview-begin")->id;
        for (ts::Seq q = 0; q < trace.size(); ++q)
            r.previews += trace.at(q).kind == k;
    }
    return r;
}

}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    int rounds = 100, seeks = 1000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--rounds"))
            rounds = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seeks"))
            seeks = std::atoi(argv[i + 1]);
    }
    const json doc = makeStage(8, 40, 10, rounds);
    const ts::LoadedScenario loaded = ts::parseScenarioJson(doc, "stress.json");
    const ts::Ruleset& ruleset = *loaded.ruleset;

    std::fprintf(stderr, "untraced run...\n");
    RunStats off = runOnce(ruleset, *loaded.scenario, false);
    std::fprintf(stderr, "traced run...\n");
    RunStats on = runOnce(ruleset, *loaded.scenario, true);
    // A session recording the game with its defaults (by checkpoints): what tracing costs a user.
    const auto recordOnce = [&] {
        const auto r0 = Clock::now();
        ts::Session s(ruleset, loaded.scenario, 1);
        s.run();
        return std::pair{since(r0), s.size()};
    };
    std::fprintf(stderr, "recorded session...\n");
    auto rec = recordOnce();
    for (int i = 0; i < 2; ++i) {  // best of 3
        const RunStats a = runOnce(ruleset, *loaded.scenario, false), b = runOnce(ruleset, *loaded.scenario, true);
        const auto c = recordOnce();
        if (a.seconds < off.seconds)
            off = a;
        if (b.seconds < on.seconds)
            on = b;
        if (c.first < rec.first)
            rec = c;
    }

    std::fprintf(stderr, "session...\n");
    auto t0 = Clock::now();
    ts::Session session(ruleset, loaded.scenario, 1);
    session.run();
    const double recordSeconds = since(t0);
    ts::Pcg32 rng(7, 3);
    std::vector<double> ms;
    for (int i = 0; i < seeks; ++i) {
        const ts::Seq q = rng.below(static_cast<std::uint32_t>(session.size()));
        const auto s0 = Clock::now();
        const auto state = session.stateAt(q);
        ms.push_back(since(s0) * 1000);
        if (!state)
            return 1;
    }
    std::sort(ms.begin(), ms.end());
    auto pct = [&](double p) {
        return ms[std::min(ms.size() - 1, static_cast<std::size_t>(p * static_cast<double>(ms.size())))];
    };
    std::vector<double> back;
    for (int i = 0; i < 200; ++i) {
        const ts::Seq q = 1 + rng.below(static_cast<std::uint32_t>(session.size() - 1));
        session.stateAt(q);
        const auto s0 = Clock::now();
        session.stateAt(q - 1);
        back.push_back(since(s0) * 1000);
    }
    std::sort(back.begin(), back.end());

    const auto& final = dynamic_cast<const ts::nation::NationGame&>(session.head()).state();
    std::printf("| Measurement (8 NPC nations x 40 units, 10 commands each, %d rounds) | Result |\n|---|---|\n",
                rounds);
    std::printf("| Events per game | %s (%d rounds played, %d NPC turns, %s previews) |\n", count(on.events).c_str(),
                final.currentRound, on.npcTurns, count(on.previews).c_str());
    std::printf("| Tracing off | %.2f M events/s (%.2f s) |\n", static_cast<double>(off.events) / off.seconds / 1e6,
                off.seconds);
    std::printf(
        "| Recording a session (`Session::run`, by checkpoints: the default) | %.2f M events/s (%.2f s, %s events) |\n",
        static_cast<double>(rec.second) / rec.first / 1e6, rec.first, count(rec.second).c_str());
    std::printf("| Tracing overhead (recording time / untraced time - 1) | %.1f %% |\n",
                (rec.first / off.seconds - 1) * 100);
    std::printf("| Appending every event (`EventSink(&trace)`) | %.2f M events/s (%.2f s), %.1f %% over untraced |\n",
                static_cast<double>(on.events) / on.seconds / 1e6, on.seconds, (on.seconds / off.seconds - 1) * 100);
    std::printf("| NPC turn (whole turn, traced) | %.3f ms on average |\n", on.seconds * 1000 / on.npcTurns);
    std::printf("| NPC decisions with previews (domestic + decision steps, traced) | %.3f ms per turn, %.1f %% of the "
                "run; %.1f us per preview |\n",
                on.npcSeconds * 1000 / on.npcTurns, on.npcSeconds / on.seconds * 100,
                on.npcSeconds * 1e6 / static_cast<double>(std::max<std::uint64_t>(on.previews, 1)));
    std::printf("| Session: record (by checkpoints) | %.2f s, %zu checkpoints, %.1f MiB |\n", recordSeconds,
                session.checkpointCount(), static_cast<double>(session.checkpointBytes()) / (1 << 20));
    std::printf("| Seek `stateAt(random)` p50 / p99 / max (%d) | %.3f / %.3f / %.3f ms |\n", seeks, pct(0.5), pct(0.99),
                ms.back());
    std::printf("| Step back `stateAt(n-1)` p50 / p99 / max (200) | %.3f / %.3f / %.3f ms |\n", back[back.size() / 2],
                back[back.size() * 99 / 100], back.back());
    return 0;
}
