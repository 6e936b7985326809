// turnscope-events-bench: the figures of the events ruleset (seed 004) on a long game
// generated in code: two players with three characters each, summons that act at every
// round end, team and character buffs that answer damage (shields, bonuses, dice), supports,
// skills that hit every opposing character, 99 rounds played by the built-in policy.
// Markdown rows on stdout: events per second traced and untraced, the tracing overhead,
// seeks and steps back through a Session, the trace file's size per event. Not a test:
// nothing asserts on time.
//
//   turnscope-events-bench [--rounds N] [--seeks N]
#include "bench_common.h"

#include "kernel/draw/rng.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"
#include "rulesets/rulesets.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

namespace {

using bench::Clock;
using bench::since;
using nlohmann::json;

json effect(const char* what, json more)
{
    more["do"] = what;
    return more;
}

json makeGame(int rounds)
{
    json doc{{"ruleset", "events"}, {"name", "events stress game"}, {"seed", 7}};
    doc["rules"] = {{"initialHand", 5},    {"drawPerRound", 2}, {"dicePerRoll", 8},        {"rerolls", 1},
                    {"handSwitches", 1},   {"switchCost", 1},   {"firstPlayer", "random"}, {"roundLimit", rounds},
                    {"eventLimit", 100000}};
    doc["skills"] = json::array({
        {{"id", "Strike"},
         {"normal", true},
         {"effects", {effect("damage", {{"amount", 1}, {"target", "opponent-all"}})}}},
        {{"id", "Burst"},
         {"cost", {{"aligned", 1}}},
         {"effects",
          {effect("damage", {{"amount", 2}, {"element", "pyro"}, {"target", "opponent-all"}}),
           effect("summon", {{"summon", "Oz"}}), effect("add-buff", {{"buff", "Shield"}, {"target", "own-all"}})}}},
    });
    const char* elements[] = {"pyro", "hydro", "electro", "geo", "cryo", "anemo"};
    doc["characters"] = json::array();
    for (int i = 0; i < 6; ++i)
        doc["characters"].push_back(
            {{"id", "C" + std::to_string(i)},
             {"element", elements[i]},
             {"hp", 999},
             {"skills", {"Strike", "Burst"}},
             {"reactions",
              {{{"on", "damage"}, {"character", "holder"}, {"effects", {effect("gain-dice", {{"element", "active"}})}}},
               {{"on", "heal"}, {"character", "holder"}, {"effects", {effect("gain-dice", {{"element", "omni"}})}}}}}});
    doc["buffs"] = json::array({
        {{"id", "Shield"},
         {"usage", 2},
         {"reactions", {{{"on", "damage"}, {"character", "holder"}, {"effects", {effect("absorb", json::object())}}}}}},
        {{"id", "Fury"},
         {"reactions",
          {{{"on", "damage"}, {"source", "holder"}, {"effects", {effect("add-damage", {{"amount", 1}})}}}}}},
        {{"id", "Rally"},
         {"reactions",
          {{{"on", "skill-over"},
            {"player", "own"},
            {"effects", {effect("gain-dice", {{"element", "omni"}}), effect("draw", json::object())}}}}}},
        {{"id", "Medic"},
         {"reactions",
          {{{"on", "damage-over"},
            {"character", "own"},
            {"effects", {effect("heal", {{"amount", 3}, {"target", "event-target"}})}}}}}},
        {{"id", "Cheer"},
         {"reactions",
          {{{"on", "damage"},
            {"character", "own"},
            {"effects",
             {effect("gain-dice", {{"element", "omni"}}),
              effect("heal", {{"amount", 0}, {"target", "event-target"}})}}}}}},
        {{"id", "Glow"},
         {"reactions",
          {{{"on", "heal"}, {"character", "own"}, {"effects", {effect("gain-dice", {{"element", "active"}})}}}}}},
        {{"id", "Vigil"},
         {"reactions",
          {{{"on", "damage-over"},
            {"character", "own"},
            {"effects", {effect("add-buff", {{"buff", "Shield"}, {"target", "event-target"}})}}}}}},
    });
    doc["summons"] = json::array();
    for (int s = 0; s < 4; ++s)
        doc["summons"].push_back({{"id", s == 0 ? std::string("Oz") : "Spirit" + std::to_string(s)},
                                  {"usage", 3},
                                  {"reactions",
                                   {{{"on", "phase"},
                                     {"phase", "RoundEnd"},
                                     {"consume", 1},
                                     {"effects", {effect("damage", {{"amount", 1}})}}}}}});
    doc["cards"] = json::array({
        {{"id", "Paimon"},
         {"kind", "support"},
         {"usage", 2},
         {"reactions",
          {{{"on", "phase"},
            {"phase", "RoundStart"},
            {"consume", 1},
            {"effects", {effect("gain-dice", {{"element", "omni"}, {"count", 2}})}}}}}},
        {{"id", "Sword"},
         {"kind", "weapon"},
         {"reactions",
          {{{"on", "damage"}, {"source", "holder"}, {"effects", {effect("add-damage", {{"amount", 1}})}}}}}},
        {{"id", "Tea"},
         {"kind", "event"},
         {"target", "character"},
         {"effects", {effect("heal", {{"amount", 2}, {"target", "holder"}})}}},
        {{"id", "Call"},
         {"kind", "event"},
         {"effects", {effect("summon", {{"summon", "Spirit1"}}), effect("summon", {{"summon", "Spirit2"}})}}},
    });
    doc["players"] = json::array();
    for (int p = 0; p < 2; ++p) {
        json pile = json::array();
        for (int k = 0; k < 60; ++k)
            pile.push_back(std::vector<std::string>{"Paimon", "Sword", "Tea", "Call"}[static_cast<std::size_t>(k % 4)]);
        json chars = json::array();
        for (int c = 0; c < 3; ++c)
            chars.push_back({{"id", "C" + std::to_string(p * 3 + c)}, {"weapon", "Sword"}, {"buffs", {"Fury"}}});
        doc["players"].push_back({{"name", p == 0 ? "Alice" : "Bob"},
                                  {"characters", chars},
                                  {"pile", pile},
                                  {"supports", {"Paimon", "Paimon"}},
                                  {"summons", {"Oz", "Spirit1", "Spirit2", "Spirit3"}},
                                  {"teamBuffs", {"Rally", "Medic", "Cheer", "Glow", "Vigil"}},
                                  {"dice", {{"omni", 16}}}});
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
};

RunStats runOnce(const ts::Ruleset& ruleset, const ts::Scenario& scenario, bool traced)
{
    ts::Trace trace;
    ts::EventSink sink(traced ? &trace : nullptr);
    auto game = ruleset.newGame(scenario, 1);
    std::uint32_t answered = 0;
    const auto t0 = Clock::now();
    for (;;) {
        sink.beginStep();
        const auto st = game->step(sink);
        if (st == ts::StepStatus::Finished)
            break;
        if (st == ts::StepStatus::NeedDecision)
            game->answer(*game->policyAnswer(), ts::AnswerSource::Policy, answered++);
    }
    return {sink.position(), since(t0)};
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    int rounds = 99, seeks = 1000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--rounds"))
            rounds = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seeks"))
            seeks = std::atoi(argv[i + 1]);
    }
    const ts::LoadedScenario loaded = ts::parseScenarioJson(makeGame(rounds), "events-stress.json");
    const ts::Ruleset& ruleset = *loaded.ruleset;

    std::fprintf(stderr, "runs...\n");
    RunStats off = runOnce(ruleset, *loaded.scenario, false), on = runOnce(ruleset, *loaded.scenario, true);
    for (int i = 0; i < 4; ++i) {  // best of 5
        const RunStats a = runOnce(ruleset, *loaded.scenario, false), b = runOnce(ruleset, *loaded.scenario, true);
        off.seconds = std::min(off.seconds, a.seconds);
        on.seconds = std::min(on.seconds, b.seconds);
    }

    std::fprintf(stderr, "session...\n");
    // The recording's time is the best of 3, like the engine's (one game alone is short
    // enough for this machine's noise to double it).
    double recordSeconds = 1e9;
    for (int i = 0; i < 2; ++i) {
        const auto r0 = Clock::now();
        ts::Session again(ruleset, loaded.scenario, 1);
        again.run();
        recordSeconds = std::min(recordSeconds, since(r0));
    }
    auto t0 = Clock::now();
    ts::Session session(ruleset, loaded.scenario, 1);
    session.run();
    recordSeconds = std::min(recordSeconds, since(t0));
    ts::Pcg32 rng(7, 3);
    std::vector<double> ms, back;
    for (int i = 0; i < seeks; ++i) {
        const ts::Seq q = rng.below(static_cast<std::uint32_t>(session.size()));
        const auto s0 = Clock::now();
        if (!session.stateAt(q))
            return 1;
        ms.push_back(since(s0) * 1000);
    }
    for (int i = 0; i < 200; ++i) {
        const ts::Seq q = 1 + rng.below(static_cast<std::uint32_t>(session.size() - 1));
        session.stateAt(q);
        const auto s0 = Clock::now();
        session.stateAt(q - 1);
        back.push_back(since(s0) * 1000);
    }

    std::fprintf(stderr, "trace file...\n");
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "turnscope-events-bench.tstrace";
    t0 = Clock::now();
    ts::saveSession(file.string(), session);
    const double saveSeconds = since(t0);
    const auto bytes = std::filesystem::file_size(file);
    std::filesystem::remove(file);

    const auto& final = session.head();
    std::printf("| Measurement (2 players x 3 characters, 4 summons, buffs answering damage and skills, %d rounds) | "
                "Result |\n|---|---|\n",
                rounds);
    std::printf("| Events per game | %s (%s decisions, outcome %s) |\n", count(on.events).c_str(),
                count(session.decisions().size()).c_str(), final.toJson()["outcome"].get<std::string>().c_str());
    std::printf("| Tracing off | %.2f M events/s (%.3f s) |\n", static_cast<double>(off.events) / off.seconds / 1e6,
                off.seconds);
    std::printf("| Appending every event (`EventSink(&trace)`) | %.2f M events/s (%.3f s) |\n",
                static_cast<double>(on.events) / on.seconds / 1e6, on.seconds);
    std::printf("| Overhead of appending every event | %.1f %% |\n", (on.seconds / off.seconds - 1) * 100);
    std::printf("| Tracing overhead: recording a session (by checkpoints: the default; record time / untraced time - "
                "1) | %.1f %% |\n",
                (recordSeconds / off.seconds - 1) * 100);
    std::printf("| Session: record (by checkpoints) | %.2f s, %zu checkpoints, %.1f MiB |\n", recordSeconds,
                session.checkpointCount(), static_cast<double>(session.checkpointBytes()) / (1 << 20));
    std::printf("| Seek `stateAt(random)` p50 / p99 / max (%d) | %.3f / %.3f / %.3f ms |\n", seeks, percentile(ms, 0.5),
                percentile(ms, 0.99), *std::max_element(ms.begin(), ms.end()));
    std::printf("| Step back `stateAt(n-1)` p50 / p99 / max (200) | %.3f / %.3f / %.3f ms |\n", percentile(back, 0.5),
                percentile(back, 0.99), *std::max_element(back.begin(), back.end()));
    std::printf("| Trace file (saveSession) | %.2f bytes/event (%s bytes), saved in %.2f s |\n",
                static_cast<double>(bytes) / static_cast<double>(session.size()), count(bytes).c_str(), saveSeconds);
    return 0;
}
