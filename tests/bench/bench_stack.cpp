// turnscope-stack-bench: issue 10's figures for the stack ruleset on a long game generated
// in code (2–4 players with 40 playing cards each, the demonstration duel's actions plus a
// Recycle that returns the graveyard to the deck, no loss: the game runs to its turn limit;
// the built-in policy answers every decision): events per second traced and untraced, the
// tracing overhead, seeks and steps back through a Session, bytes per event on disk.
// Markdown rows on stdout; not a test, nothing asserts on time.
//
//   turnscope-stack-bench [--players N] [--turns N] [--seeks N] [--tmp DIR]
//   turnscope-stack-bench --write-scenario FILE [--players N] [--turns N]
//   (only writes the generated scenario, e.g. for bench_reopen_seek)
#include "kernel/draw/rng.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/sink.h"
#include "kernel/trace/trace.h"
#include "rulesets/rulesets.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

json act(const std::string& name, const char* timing, const char* speed, json effects, json extra = json::object())
{
    json a{{"name", name}, {"effect", speed}, {"effects", effects}};
    if (timing)
        a["timing"] = timing;
    for (auto it = extra.begin(); it != extra.end(); ++it)
        a[it.key()] = it.value();
    return a;
}

json makeGame(int players, int turns)
{
    json doc{{"ruleset", "stack"},
             {"name", "stack stress game"},
             {"seed", 1},
             {"first", "random"},
             {"limits", {{"turns", turns}, {"actions", 10000000}, {"stage", 64}, {"triggerLoops", 1000}}},
             {"zones", {"deck", "hand", "field", "graveyard"}},
             {"counters", {"rank", "ready", "seal"}},
             {"damage", {{"from", "deck"}, {"to", "graveyard"}}},
             {"lose", json::array()},
             {"setup", {{"shuffle", {"deck"}}, {"draw", 4}}}};
    const json self = {{"kind", "component"}, {"zone", "field"}, {"whose", "self"}};
    const json theirs = {{"kind", "component"}, {"zone", "field"}, {"whose", "opponent"}};
    const json toGrave = json::array({{{"pay", "source"}, {"to", "graveyard"}}});
    doc["actions"] = json::array({
        act("Draw", "main", "normal", json::array({{{"do", "draw"}, {"count", 1}}})),
        act("End Turn", "main", "instant", json::array({{{"do", "end-turn"}}})),
        act("Charge", "quick", "normal", json::array({{{"do", "draw"}, {"count", 1}}}),
            {{"cost", json::array({{{"pay", "damage"}, {"amount", 1}}})}}),
        act("Recycle", "main", "normal",
            json::array({{{"do", "draw"}, {"from", "graveyard"}, {"to", "deck"}, {"count", 6}}})),
        act("Summon", "main", "normal",
            json::array({{{"do", "move"}, {"to", "field"}},
                         {{"do", "counter"}, {"counter", "ready"}, {"what", "source"}, {"set", 0}}})),
        act("Attack", "main", "normal",
            json::array({{{"do", "damage"}, {"who", "target"}, {"amount", {{"counter", "rank"}, {"of", "source"}}}}}),
            {{"target", {{"kind", "player"}, {"whose", "opponent"}}},
             {"cost", json::array({{{"pay", "counter"}, {"counter", "ready"}, {"of", "source"}, {"amount", 1}}})}}),
        act("Down", "quick", "instant", json::array({{{"do", "move"}, {"what", "target"}, {"to", "graveyard"}}}),
            {{"target", theirs}, {"cost", toGrave}}),
        act("Counter", "quick", "normal", json::array({{{"do", "cancel"}}}),
            {{"target", {{"kind", "stage"}, {"whose", "opponent"}}}, {"cost", toGrave}}),
        act("Twist", "quick", "normal", json::array({{{"do", "control"}, {"what", "target"}}}),
            {{"target", theirs}, {"cost", toGrave}}),
        act("Seal", "quick", "normal",
            json::array({{{"do", "counter"}, {"counter", "seal"}, {"what", "target"}, {"add", 1}}}),
            {{"target", self}, {"cost", toGrave}}),
        act("Ready", nullptr, "instant",
            json::array({{{"do", "counter"}, {"counter", "ready"}, {"what", "source"}, {"set", 1}}})),
        act("Revenge", nullptr, "normal", json::array({{{"do", "damage"}, {"who", "opponents"}, {"amount", 1}}})),
    });
    doc["abilitySets"] = {
        {"Soldier",
         json::array({{{"grants", "Summon"}, {"in", {"hand"}}},
                      {{"grants", "Attack"}, {"in", {"field"}}},
                      {{"triggers", "Ready"}, {"when", {{"on", "turn"}, {"by", "self"}}}, {"in", {"field"}}}})},
        {"♠", json::array({{{"grants", "Down"}, {"in", {"hand"}}}})},
        {"♥", json::array({{{"grants", "Counter"}, {"in", {"hand"}}}})},
        {"♦", json::array({{{"grants", "Twist"}, {"in", {"hand"}}}})},
        {"♣", json::array({{{"grants", "Seal"}, {"in", {"hand"}}}})},
        {"Player",
         json::array({{{"grants", "Draw"}},
                      {{"grants", "End Turn"}},
                      {{"grants", "Charge"}},
                      {{"grants", "Recycle"}},
                      {{"triggers", "Revenge"},
                       {"when", {{"on", "moved"}, {"by", "self"}, {"from", "field"}, {"to", "graveyard"}}}}})},
    };
    const char* suits[] = {"♠", "♥", "♦", "♣"};
    doc["players"] = json::array();
    doc["components"] = json::array();
    for (int p = 0; p < players; ++p) {
        const std::string name = "P" + std::to_string(p + 1);
        doc["players"].push_back({{"name", name}, {"abilities", {"Player"}}});
        for (int s = 0; s < 4; ++s)
            for (int r = 1; r <= 10; ++r)
                doc["components"].push_back({{"name", std::string(suits[s]) + std::to_string(r) + "-" + name},
                                             {"owner", name},
                                             {"zone", "deck"},
                                             {"counters", {{"rank", 1 + r % 4}}},
                                             {"abilities", {"Soldier", suits[s]}}});
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
    std::uint64_t decisions = 0;
    double seconds = 0;
};

// The engine alone, as a game team would embed it: step, answer with the policy.
RunStats runOnce(const ts::Ruleset& ruleset, const ts::Scenario& scenario, bool traced)
{
    ts::Trace trace;
    ts::EventSink sink(traced ? &trace : nullptr);
    auto game = ruleset.newGame(scenario, 1);
    RunStats r;
    const auto t0 = Clock::now();
    std::uint32_t answered = 0;
    for (;;) {
        sink.beginStep();
        const auto st = game->step(sink);
        if (st == ts::StepStatus::Finished)
            break;
        if (st == ts::StepStatus::NeedDecision) {
            game->answer(*game->policyAnswer(), ts::AnswerSource::Policy, answered++);
            ++r.decisions;
        }
    }
    r.seconds = since(t0);
    r.events = sink.position();
    return r;
}

}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    int players = 3, turns = 6000, seeks = 1000;
    std::filesystem::path tmpDir = std::filesystem::temp_directory_path();
    std::string writeTo;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--players"))
            players = std::clamp(std::atoi(argv[i + 1]), 2, 4);
        else if (!std::strcmp(argv[i], "--turns"))
            turns = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--seeks"))
            seeks = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--tmp"))
            tmpDir = argv[i + 1];
        else if (!std::strcmp(argv[i], "--write-scenario"))
            writeTo = argv[i + 1];
    }
    if (!writeTo.empty()) {
        std::ofstream(writeTo) << makeGame(players, turns).dump(1);
        return 0;
    }
    const ts::LoadedScenario loaded = ts::parseScenarioJson(makeGame(players, turns), "stress.json");
    const ts::Ruleset& ruleset = *loaded.ruleset;

    std::fprintf(stderr, "untraced run...\n");
    RunStats off = runOnce(ruleset, *loaded.scenario, false);
    std::fprintf(stderr, "traced run...\n");
    RunStats on = runOnce(ruleset, *loaded.scenario, true);
    for (int i = 0; i < 2; ++i) {  // best of 3
        const RunStats a = runOnce(ruleset, *loaded.scenario, false), b = runOnce(ruleset, *loaded.scenario, true);
        off = a.seconds < off.seconds ? a : off;
        on = b.seconds < on.seconds ? b : on;
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
    const auto pct = [](const std::vector<double>& v, double p) {
        return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
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

    const std::string path = (tmpDir / ("turnscope-stack-bench-" + std::to_string(getpid()) + ".tstrace")).string();
    t0 = Clock::now();
    ts::saveSession(path, session);
    const double saveSeconds = since(t0);
    const auto fileBytes = std::filesystem::file_size(path);
    std::filesystem::remove(path);

    std::printf("| Measurement (%d players × 40 cards, %d turns, built-in policy) | Result |\n|---|---|\n", players,
                turns);
    std::printf("| Events per game | %s (%s decisions) |\n", count(on.events).c_str(), count(on.decisions).c_str());
    std::printf("| Tracing off | %.2f M events/s (%.2f s) |\n", static_cast<double>(off.events) / off.seconds / 1e6,
                off.seconds);
    std::printf("| Appending every event (`EventSink(&trace)`) | %.2f M events/s (%.2f s) |\n",
                static_cast<double>(on.events) / on.seconds / 1e6, on.seconds);
    std::printf("| Overhead of appending every event | %.1f %% |\n", (on.seconds / off.seconds - 1) * 100);
    std::printf("| Tracing overhead: recording a session (by checkpoints: the default; record time / untraced time - "
                "1) | %.1f %% |\n",
                (recordSeconds / off.seconds - 1) * 100);
    std::printf("| Session: record (by checkpoints) | %.2f s, %zu checkpoints, %.1f MiB |\n", recordSeconds,
                session.checkpointCount(), static_cast<double>(session.checkpointBytes()) / (1 << 20));
    std::printf("| Seek `stateAt(random)` p50 / p99 / max (%d) | %.3f / %.3f / %.3f ms |\n", seeks, pct(ms, 0.5),
                pct(ms, 0.99), ms.back());
    std::printf("| Step back `stateAt(n-1)` p50 / p99 / max (200) | %.3f / %.3f / %.3f ms |\n", pct(back, 0.5),
                pct(back, 0.99), back.back());
    std::printf("| Trace file (`saveSession`) | %.2f bytes per event, %.1f MiB, saved in %.2f s |\n",
                static_cast<double>(fileBytes) / static_cast<double>(session.size()),
                static_cast<double>(fileBytes) / (1 << 20), saveSeconds);
    return 0;
}
