// Seeds for fuzz_trace_open: every scenario given on the command line is run and saved as a
// trace in OUT_DIR, then rewritten with 512-byte pages (VACUUM keeps every row, so the file
// stays a valid trace) so that the fuzzer mutates kilobytes rather than mostly empty pages.
//   fuzz_make_corpus OUT_DIR SCENARIO...
#include "kernel/session_files.h"
#include "rulesets/rulesets.h"

#include <sqlite3.h>

#include <cstdio>
#include <exception>
#include <string>

namespace {

bool vacuumSmall(const std::string& path)
{
    sqlite3* db = nullptr;
    bool ok = sqlite3_open(path.c_str(), &db) == SQLITE_OK &&
              sqlite3_exec(db, "PRAGMA page_size=512; VACUUM;", nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

std::string stem(const std::string& path)
{
    const auto slash = path.rfind('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    const auto dot = name.rfind('.');
    return dot == std::string::npos ? name : name.substr(0, dot);
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s OUT_DIR SCENARIO...\n", argv[0]);
        return 2;
    }
    ts::registerAllRulesets();
    const std::string out = argv[1];
    for (int i = 2; i < argc; ++i) {
        try {
            const ts::LoadedScenario loaded = ts::loadScenarioFile(argv[i]);
            ts::SessionOptions options;
            options.maxEvents = 2000;  // small seeds: a few blocks at most
            ts::Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, options);
            session.run();
            const std::string trace = out + "/" + stem(argv[i]) + ".tstrace";
            ts::saveSession(trace, session);
            if (!vacuumSmall(trace))
                std::fprintf(stderr, "%s: could not shrink the pages\n", trace.c_str());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "%s\n", e.what());
            return 1;
        }
    }
    return 0;
}
