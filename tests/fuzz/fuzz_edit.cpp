// libFuzzer target: "What if?" edits (issue 40: fuzz targets for every new input) from raw
// bytes, on the first bundled sample of every ruleset. Byte 0 picks the sample, bytes 1-2
// the event to fork at, the rest is the text of one or more edits (ENTITY.FIELD=VALUE,
// one a line), as `turnscope-cli fork --write` takes them. Each is parsed against the
// sample's names and fields; the accepted ones fork the game, which plays on with a small
// budget, is saved with its edits and must open and verify.
//
// A refused edit (parseEdit's error, std::invalid_argument from the fork) is the expected
// answer to bad text; anything else, or a saved game that does not verify, is a finding.
#include "kernel/edit.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session_files.h"
#include "rulesets/rulesets.h"

#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

struct Base {
    std::string trace;  // the sample's recorded game
};

// One recorded game per ruleset: its first bundled sample (by name), played and saved once.
const std::vector<Base>& bases()
{
    static const std::vector<Base> all = [] {
        namespace fs = std::filesystem;
        std::vector<Base> out;
        const fs::path root = fs::path(TURNSCOPE_SOURCE_DIR) / "resources" / "scenarios";
        const fs::path dir = fs::temp_directory_path() / ("fuzz_edit-" + std::to_string(::getpid()));
        fs::create_directories(dir);
        for (const ts::Ruleset* r : ts::allRulesets()) {
            std::vector<fs::path> samples;
            for (const auto& e : fs::directory_iterator(root / std::string(r->id())))
                if (e.path().extension() == ".json")
                    samples.push_back(e.path());
            std::sort(samples.begin(), samples.end());
            if (samples.empty())
                __builtin_trap();
            const ts::LoadedScenario l = ts::loadScenarioFile(samples.front().string());
            ts::SessionOptions options;
            options.maxEvents = 200'000;
            ts::Session s(*l.ruleset, l.scenario, l.scenario->seed, options);
            s.run();
            const std::string path = (dir / (std::string(r->id()) + ".tstrace")).string();
            ts::saveSession(path, s);
            out.push_back({path});
        }
        return out;
    }();
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    ts::registerAllRulesets();
    if (size < 3)
        return 0;
    const Base& base = bases()[data[0] % bases().size()];
    const std::string text(reinterpret_cast<const char*>(data) + 3, size - 3);
    ts::SessionOptions options;
    options.maxEvents = 200'000;
    auto s = ts::openSession(base.trace, options);
    std::vector<ts::Edit> edits;
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t end = std::min(text.find('\n', from), text.size());
        std::string error;
        if (auto e = ts::parseEdit(std::string_view(text).substr(from, end - from), s->ruleset(), s->scenario(),
                                   s->trace().entityNames, error))
            edits.push_back(*e);
        else if (error.empty())
            __builtin_trap();  // a refusal always says why
        from = end + 1;
    }
    if (edits.empty() || s->size() == 0)
        return 0;
    const ts::Seq at = (static_cast<ts::Seq>(data[1]) << 8 | data[2]) % s->size();
    try {
        s->forkWithEdits(at, edits);
    } catch (const std::invalid_argument&) {
        return 0;
    }
    s->run();
    const std::string out = base.trace + ".forked";
    ts::saveSession(out, *s);
    ts::RecordedGame g = ts::openRecordedGame(out);
    ts::loadAllBlocks(g.file.trace);
    if (g.file.header.edits != s->edits() || !ts::verifyRecordedGame(g).ok())
        __builtin_trap();
    return 0;
}
