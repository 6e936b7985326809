// libFuzzer target: one ruleset's scenario parser on arbitrary bytes, then a bounded run of
// what it accepts (events rendered, the final state as JSON, a seek back). Built once per
// ruleset with TURNSCOPE_FUZZ_RULESET (its id); the "ruleset" key of the
// input does not choose the parser, so every input reaches this one.
//
// A typed error (ScenarioError) is the expected answer to bad input; any other exception,
// a crash, a sanitizer report, a hang (-timeout) or a memory blow-up (-rss_limit_mb) is a
// finding.
#include "kernel/io/json_parse.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"
#include "rulesets/rulesets.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

#ifndef TURNSCOPE_FUZZ_RULESET
#error "TURNSCOPE_FUZZ_RULESET must name the ruleset"
#endif

namespace {
// Small enough for thousands of runs a second, large enough for several turns and rounds.
constexpr std::uint64_t kFuzzMaxEvents = 5000;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    ts::registerAllRulesets();
    const ts::Ruleset* ruleset = ts::findRuleset(TURNSCOPE_FUZZ_RULESET);
    if (!ruleset)
        __builtin_trap();
    std::shared_ptr<const ts::Scenario> scenario;
    try {
        scenario = ruleset->parseScenario(ts::parseJsonText(text, "fuzz.json"), "fuzz.json");
    } catch (const ts::ScenarioError&) {
        return 0;
    }
    ts::SessionOptions options;
    options.maxEvents = kFuzzMaxEvents;
    options.checkpointInterval = 512;
    options.checkpointBytesPerEvent = 0;
    ts::Session session(*ruleset, scenario, scenario->seed, options);
    session.run();
    const ts::RenderContext render(session.trace(), ruleset);
    for (ts::Seq seq = 0; seq < session.size(); seq += 1 + seq / 8)
        (void)render.line(session.trace().at(seq));
    (void)session.head().toJson().dump();
    if (session.size() > 0)
        (void)session.stateAt(session.size() / 2)->stateHash();
    return 0;
}
