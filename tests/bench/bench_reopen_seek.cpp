// bench_reopen_seek: issue 41's reopened seek. A game of the given scenario (a sample, with
// top-level integers set to make it long) is recorded and saved with its checkpoints' states;
// the file is opened twice and each session's first seek goes to the last event: one seeks
// from the file's state before it (the ruleset's state codec), the other with the states
// detached re-executes the game from its start, as every reopened session did before the
// codec (and as one of a ruleset without a codec still does). Markdown on stdout; CPU time
// of the process beside the wall time, since this machine is shared. Not a test.
//
//   bench_reopen_seek SCENARIO.json [--set KEY[.KEY]=INT]... [--events N] [--tmp DIR] [--repeat R]
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "rulesets/rulesets.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <time.h>

namespace {

using Clock = std::chrono::steady_clock;

double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

struct Timing {
    double wallMs = 0, cpuMs = 0;
};

// The first seek of a session opened from `file` to its last event; `states`: from the
// file's states, else re-executing from the start.
Timing firstSeekToEnd(const std::string& file, bool states)
{
    auto s = ts::openSession(file);
    if (!states)
        s->attachStoredStates(nullptr, nullptr);
    const auto w0 = Clock::now();
    const double c0 = cpuSeconds();
    const auto g = s->stateAt(s->size() - 1);
    Timing t;
    t.cpuMs = (cpuSeconds() - c0) * 1e3;
    t.wallMs = std::chrono::duration<double, std::milli>(Clock::now() - w0).count();
    if (!g)
        std::exit(3);
    return t;
}

Timing median(std::vector<Timing> v)
{
    std::sort(v.begin(), v.end(), [](const Timing& a, const Timing& b) { return a.cpuMs < b.cpuMs; });
    return v[v.size() / 2];
}

int usage()
{
    std::fprintf(stderr,
                 "usage: bench_reopen_seek SCENARIO.json [--set KEY=INT]... [--events N] [--tmp DIR] "
                 "[--repeat R]\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv)
{
    ts::registerAllRulesets();
    if (argc < 2)
        return usage();
    const std::string scenario = argv[1];
    std::vector<std::pair<std::string, long long>> sets;
    std::uint64_t events = 0;
    std::string tmp = "/tmp";
    int repeat = 3;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (i + 1 >= argc)
            return usage();
        const std::string v = argv[++i];
        if (a == "--set" && v.find('=') != std::string::npos)
            sets.emplace_back(v.substr(0, v.find('=')), std::atoll(v.c_str() + v.find('=') + 1));
        else if (a == "--events")
            events = std::strtoull(v.c_str(), nullptr, 10);
        else if (a == "--tmp")
            tmp = v;
        else if (a == "--repeat")
            repeat = std::max(1, std::atoi(v.c_str()));
        else
            return usage();
    }
    nlohmann::json doc;
    std::ifstream(scenario) >> doc;
    for (auto [key, value] : sets) {  // "a.b" sets doc["a"]["b"]
        std::replace(key.begin(), key.end(), '.', '/');
        doc[nlohmann::json::json_pointer("/" + key)] = value;
    }
    const std::string json = tmp + "/bench_reopen_seek.json", file = tmp + "/bench_reopen_seek.tstrace";
    std::ofstream(json) << doc.dump();

    const ts::LoadedScenario l = ts::loadScenarioFile(json);
    ts::SessionOptions o;
    o.maxEvents = events;
    ts::Session session(*l.ruleset, l.scenario, l.scenario->seed, o);
    session.run();
    ts::saveSession(file, session);
    const ts::RecordedGame g = ts::openRecordedGame(file);
    const std::size_t stored = g.file.states ? g.file.states->entries().size() : 0;

    std::vector<Timing> from, again;
    for (int k = 0; k < repeat; ++k) {
        again.push_back(firstSeekToEnd(file, false));
        from.push_back(firstSeekToEnd(file, true));
    }
    const Timing a = median(again), b = median(from);
    std::printf("| %s | %s | %llu | %zu | %.1f MB | %.1f (%.1f) | %.1f (%.1f) |\n",
                std::string(l.ruleset->id()).c_str(), std::filesystem::path(scenario).filename().c_str(),
                static_cast<unsigned long long>(session.size()), stored,
                static_cast<double>(std::filesystem::file_size(file)) / 1e6, a.cpuMs, a.wallMs, b.cpuMs, b.wallMs);
    std::filesystem::remove(json);
    std::filesystem::remove(file);
    return 0;
}
