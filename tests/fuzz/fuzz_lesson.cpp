// libFuzzer target: a lesson file from raw bytes (issue 36: fuzz targets for every new
// input). Parsed as if it lay beside the bundled lessons (so its "scenario" reference reads
// a bundled scenario), then played with a small event budget: every stop found and every
// answer computed, as the window's lesson panel does.
//
// ScenarioError and FileError are the expected answers to a bad lesson; anything else is a
// finding.
#include "kernel/io/file_io.h"
#include "kernel/lesson/lesson.h"
#include "kernel/lesson/lesson_play.h"
#include "rulesets/rulesets.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    ts::registerAllRulesets();
    static const std::string file = std::string(TURNSCOPE_SOURCE_DIR) + "/resources/lessons/stack/fuzz.json";
    try {
        const ts::Lesson lesson = ts::parseLesson(std::string(reinterpret_cast<const char*>(data), size), file);
        (void)ts::playLesson(lesson, 5000);
    } catch (const ts::ScenarioError&) {
    } catch (const ts::FileError&) {
    }
    return 0;
}
